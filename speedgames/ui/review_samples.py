"""Demonstration games for the Analyse and Letzte-Partien screens (screenshots, bench, tests).

Why made, not stored: a record is a seed and a list of actions, so a short deterministic game is
played here — Anna (a person's seat, moved by the easy computer so she makes a few mistakes)
against the strong computer — and analysed once per game and process. Its seed and the options
that keep it short are the game's description's ``review_sample``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.core.analysis import Analysis

_CACHE: dict[str, tuple[dict[str, Any], "Analysis"]] = {}


def sample_record(game_id: str) -> dict[str, Any]:
    from speedgames.core import catalog
    from speedgames.core.game import Match, get_game
    from speedgames.core.players import make_player

    game = get_game(game_id)
    sample = catalog.describe(game_id).review_sample
    options = {**game.default_options(),
               "seats": [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "strong"}],
               **sample.options}
    m = Match(game, options, sample.seed)
    players = [make_player(game_id, "easy", seed=7), make_player(game_id, "strong", seed=8)]
    for _ in range(20_000):
        if m.state.is_over():
            break
        seat = m.state.to_move()[0]
        m.apply(seat, players[seat].choose(m.state, seat).action)
    return m.record()


def sample_analysis(game_id: str) -> tuple[dict[str, Any], "Analysis"]:
    if game_id not in _CACHE:
        from speedgames.core.analysis import analyse_record

        record = sample_record(game_id)
        _CACHE[game_id] = (record, analyse_record(record))
    return _CACHE[game_id]
