"""A whole game between Anna and one computer, played to its end — what the core tests of
records, history, timelines, practice and moments all start from.

Both seats are moved by the computer of ``level`` (seeds 0 and 1): quick, deterministic, and
Anna's seat stays a person's seat in the record.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from speedgames.core.game import Match, get_game
from speedgames.core.players import make_player


def played(game_id: str, seed: int, level: str = "easy",
           options: Mapping[str, Any] | None = None,
           each: Callable[[Match], None] | None = None) -> Match:
    """Anna against a computer of ``level`` in ``game_id`` (``options`` over the defaults),
    played to the end; ``each(match)`` at the start and after every action."""
    game = get_game(game_id)
    m = Match(game, {**game.default_options(), **(options or {}), "seats": [
        {"kind": "human", "name": "Anna"}, {"kind": "ai", "level": level}]}, seed)
    players = [make_player(game_id, level, seed=s) for s in (0, 1)]
    if each is not None:
        each(m)
    while not m.state.is_over():
        seat = m.state.to_move()[0]
        m.apply(seat, players[seat].choose(m.state, seat).action)
        if each is not None:
            each(m)
    return m
