"""What every computer player offers, in all three games.

Each ``speedgames.<game>.ai`` module exposes::

    make_player(level: str, style: str | None = None, seed: int = 0) -> ComputerPlayer
    advise(state, seat) -> Advice            # the „Rat“: the strong player's judgement

A computer player sees only ``state.view(seat)``-level knowledge (it may call the rules' pure
helpers, never peek at hidden order). Its noise comes from its own seeded stream, never from
``random``'s global state. Every decision carries a reason the Spielverlauf can print.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any, Protocol

from speedgames.core import catalog
from speedgames.core.game import Action, State
from speedgames.core.i18n import Text


@dataclass(frozen=True)
class Decision:
    action: Action
    reason: Text | None = None


@dataclass
class Option:
    """One candidate of the advisor with its value and a reason."""

    action: Action
    value: float
    reason: Text | None = None
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class Advice:
    """The advisor's answer: options best first, plus game-specific figures (danger %, …)."""

    options: list[Option]
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def best(self) -> Option | None:
        return self.options[0] if self.options else None


class ComputerPlayer(Protocol):
    level: str

    def choose(self, state: State, seat: int) -> Decision:
        ...


def make_player(game_id: str, level: str, style: str | None = None, seed: int = 0) -> ComputerPlayer:
    module = importlib.import_module(catalog.describe(game_id).module("ai"))
    return module.make_player(level, style, seed)
