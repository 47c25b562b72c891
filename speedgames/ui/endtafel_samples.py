"""Sample Endtafeln on each chart of a finished four-seat game (screenshots, layout tests, #29).

Why made, not stored: a record is a seed and its actions, so a short deterministic game of
seeded easy computers is played here once per process; each game's ``<game>.endtafel``
registration shows its Endtafel on every story view (``-<chart>``, ``-parts``).
"""

from __future__ import annotations

from typing import Any, Sequence

from speedgames.ui.endtafel import rows_from_result
from speedgames.ui.endtafel_story import PARTS, story_from_record

RGB = tuple[int, int, int]

_SAMPLES: dict[str, dict[str, Any]] = {}
SAMPLE_SEED = 5


def _sample_record(game_id: str) -> dict[str, Any]:
    """A four-seat table (Anna and three computers of every level), every seat moved by a seeded
    easy computer: the same short game every time, played once per process."""
    if game_id not in _SAMPLES:
        from speedgames.core.game import Match, get_game
        from speedgames.core.players import make_player

        game = get_game(game_id)
        seats = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"},
                 {"kind": "ai", "level": "normal"}, {"kind": "ai", "level": "strong"}]
        match = Match(game, {**game.default_options(), "seats": seats}, SAMPLE_SEED)
        players = [make_player(game_id, "easy", seed=SAMPLE_SEED + i) for i in range(len(seats))]
        for _ in range(20_000):
            if match.state.is_over():
                break
            seat = match.state.to_move()[0]
            match.apply(seat, players[seat].choose(match.state, seat).action)
        _SAMPLES[game_id] = {"record": match.record(), "result": match.state.result()}
    return _SAMPLES[game_id]


def story_variants(app: Any, game_id: str,
                   colours: Sequence[RGB]) -> list[tuple[str, dict[str, Any]]]:
    """``-<view>`` per chart and the breakdown of a sample game: the Endtafel opened on it
    (``registry`` variants of ``<game>.endtafel``; without an app only the names)."""
    from speedgames.core.story import story_module

    module = story_module(game_id)
    views = [key for key, *_rest in module.CHARTS] + [PARTS]
    if app is None:
        return [(f"-{view}", {}) for view in views]
    sample = _sample_record(game_id)
    record = sample["record"]
    story = story_from_record(record)
    result = {k: sample["result"][k] for k in ("scores", "ranks")}   # ties: the games' words
    rows = rows_from_result(game_id, result, record["options"]["seats"])
    return [(f"-{view}", {"game": game_id, "rows": rows, "options": record["options"],
                          "seed": record["seed"], "record": record, "story": story,
                          "seat_colours": list(colours), "view": view})
            for view in views]
