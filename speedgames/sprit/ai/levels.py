"""Which computer player a level name gives, and the Rat — the package's public entry points.

Why a module of its own: the searching stark (:mod:`.search`) is built on the one-move judgement
of :mod:`.players`, so neither of the two may import the other to pick a level.

- ``strong`` / ``stark``: :class:`.search.SearchPlayer`, which races against the other cars.
- ``strong_v1``: the one-move stark as it played until issue 12, frozen — a hidden level to
  measure against, never offered in the Lobby (the description's ``levels``).
- ``normal`` and ``easy`` / ``leicht``: :class:`.players.SpritPlayer`, judging one move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from speedgames.core.players import Advice
from speedgames.sprit.ai import search
from speedgames.sprit.ai.players import LEVEL_ALIASES, SpritPlayer

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState


def make_player(level: str, style: str | None = None,
                seed: int = 0) -> SpritPlayer | search.SearchPlayer:
    """The computer player of ``level`` with its own stream from ``seed``."""
    if LEVEL_ALIASES.get(level) == "strong":
        return search.SearchPlayer("strong", style, seed)
    return SpritPlayer(level, style, seed)


def advise(state: "SpritState", seat: int) -> Advice:
    """The Rat: the searching stark's best move, its reason, turns after it, the runner-up."""
    return search.advise(state, seat)
