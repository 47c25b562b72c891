"""Demonstration games for the Analyse and Letzte-Partien screens (screenshots, bench, tests).

Why made, not stored: a record is a seed and a list of actions, so a short deterministic game is
played here — Anna (a person's seat, moved by the easy computer so she makes a few mistakes)
against the strong computer — played and analysed once per game and process (the game is the
same every time: both computers are seeded; the screenshots, the tour and the tests ask for it
again and again). Its seed and the options that keep it short are the game's description's
``review_sample``.

A process that runs beside others may hand them its samples: :data:`SHARED` (None: each process
makes its own) is a store whose ``get(key, make)`` returns what another process made for ``key``,
or makes it with ``make()`` and keeps it for the others (the test suite's workers share one: each
sample is made once a run instead of once a worker, ≈ 6 s of CPU).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.core.analysis import Analysis

_CACHE: dict[str, tuple[dict[str, Any], "Analysis"]] = {}
SHARED: Any = None  # a store shared with other processes, see the module docstring
_RECORDS: dict[str, tuple[Any, dict[str, Any]]] = {}  # game id: (its Game, the record)


def sample_record(game_id: str) -> dict[str, Any]:
    """The demonstration game of ``game_id`` as a record (a fresh copy: callers may change it)."""
    from speedgames.core.game import get_game

    game = get_game(game_id)
    kept = _RECORDS.get(game_id)
    if kept is None or kept[0] is not game:  # a test's stand-in game is not the real one
        kept = _RECORDS[game_id] = (game, _play(game, game_id))
    return copy.deepcopy(kept[1])


def _play(game: Any, game_id: str) -> dict[str, Any]:
    from speedgames.core import catalog
    from speedgames.core.game import Match
    from speedgames.core.players import make_player

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
        from speedgames.core.game import get_game

        store = SHARED
        made = _analysed(game_id) if store is None else \
            store.get(f"review-sample-{game_id}", lambda: _analysed(game_id))
        _CACHE[game_id] = made
        if game_id not in _RECORDS:  # made by another process: its record is this one's too
            _RECORDS[game_id] = (get_game(game_id), copy.deepcopy(made[0]))
    return _CACHE[game_id]


def _analysed(game_id: str) -> tuple[dict[str, Any], "Analysis"]:
    from speedgames.core.analysis import analyse_record

    record = sample_record(game_id)
    return record, analyse_record(record)
