"""The flow of a Speedtulpe table around the rules: who is at the device, who acts, what is secret.

Why a separate, pygame-free class: the scene should only draw and translate input, while the
questions „whose turn is it“, „must the device change hands behind the privacy screen“, „which
computer acts next“, „the Bedenkzeit ran out — what does the computer do for this player“ and
„save after every action, record the result at the end“ are plain logic that tests can drive
without a window.

Vocabulary: the *active* seat rolls and chooses first (openly: the others see which dice it took);
then the *others* choose covertly and at the same time. The *holder* is the human who last had the
device; a covert choice by another human needs the privacy screen first.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from speedgames.core.game import Action, IllegalAction, Match
from speedgames.core.i18n import Text
from speedgames.ui.match_controller import SeatRoster

ROLL, ACTIVE, OTHERS, OVER = "roll", "active", "others", "over"
AI_LEVEL_FOR_HUMAN = "normal"  # who acts for a human whose Bedenkzeit ran out


@dataclass(frozen=True)
class Step:
    """What happens next: ``kind`` is ROLL / ACTIVE / OTHERS / OVER; ``seats`` may act now."""

    kind: str
    seats: tuple[int, ...]
    active: int


class Controller(SeatRoster):
    """Glue between a :class:`Match` and the screen (see the module docstring).

    ``players`` maps computer seats to objects with ``choose(state, seat) -> Decision``;
    ``on_action(seat, action, events)`` is called after every applied action (the scene animates,
    logs and saves there).
    """

    def __init__(self, match: Match, players: Mapping[int, Any],
                 on_action: Callable[[int, Action, list[dict[str, Any]]], None] | None = None,
                 stand_in: Callable[[int], Any] | None = None) -> None:
        self.match = match
        self.players = dict(players)
        self.on_action = on_action
        self._stand_in = stand_in
        self.holder: int | None = None
        self._summary: dict[str, Any] | None = None
        self._summary_at = -1

    # ------------------------------------------------------------------ seats
    # state, seats, is_human, humans, computers, take_device: the shared SeatRoster

    @property
    def mode(self) -> str:
        return str(self.match.options.get("mode", "table"))

    # ------------------------------------------------------------------ position
    def summary(self) -> dict[str, Any]:
        """``state.summary()``, computed once per action."""
        if self._summary is None or self._summary_at != len(self.match.actions):
            self._summary = self.state.summary()
            self._summary_at = len(self.match.actions)
        return self._summary

    def step(self) -> Step:
        state = self.state
        summary = self.summary()
        active = int(summary.get("active", 0) or 0)
        if state.is_over():
            return Step(OVER, (), active)
        movers = tuple(state.to_move())
        phase = str(summary.get("phase", ""))
        if phase == ROLL or (not phase and self._can_roll(movers)):
            return Step(ROLL, movers, active)
        if active in movers and phase in ("", ACTIVE, "choose", "active_choose"):
            return Step(ACTIVE, (active,), active)
        return Step(OTHERS, movers, active)

    def _can_roll(self, movers: Sequence[int]) -> bool:
        return any(a.type == "roll" for seat in movers[:1] for a in self.state.legal_actions(seat))

    def human_to_act(self) -> int | None:
        """The human who should have the device now (seat order from the active seat)."""
        step = self.step()
        humans = [s for s in self._from_active(step.seats, step.active) if self.is_human(s)]
        return humans[0] if humans else None

    def computer_to_act(self) -> int | None:
        """A computer that may act now (computers choose before humans in the covert phase, so
        nobody waits on them after their own choice)."""
        step = self.step()
        for seat in self._from_active(step.seats, step.active):
            if not self.is_human(seat):
                return seat
        return None

    def _from_active(self, seats: Sequence[int], active: int) -> list[int]:
        n = max(1, len(self.seats))
        return sorted(seats, key=lambda s: (s - active) % n)

    def needs_privacy(self, seat: int) -> bool:
        """A covert choice by ``seat`` while another human had the device."""
        if len(self.humans) < 2 or not self.is_human(seat):
            return False
        if self.step().kind != OTHERS:
            return False
        return self.holder is not None and self.holder != seat

    def covert(self) -> bool:
        """Is a choice on the screen now secret from the other humans?"""
        return self.step().kind == OTHERS and len(self.humans) > 1

    # ------------------------------------------------------------------ acting
    def apply(self, seat: int, action: Action) -> list[dict[str, Any]]:
        """Apply and report; raises IllegalAction (nothing changed) when the rules refuse."""
        events = self.match.apply(seat, action)
        self._summary = None
        if self.on_action is not None:
            self.on_action(seat, action, events)
        return events

    def _after_undo(self) -> None:
        self._summary = None

    def computer_decision(self, seat: int) -> Any:
        """The Decision of the computer at ``seat`` (not applied)."""
        player = self.players.get(seat)
        if player is None:
            raise KeyError(f"seat {seat} is not a computer")
        return player.choose(self.state, seat)

    def act_for_timeout(self, seat: int) -> tuple[Action, Text]:
        """The Bedenkzeit and its grace ran out: roll for the active player, choose for them with
        the computer, or pass for a player choosing from the rest. Returns what was done and the
        log line (the action is applied)."""
        step = self.step()
        name = self.name_param(seat)
        if step.kind == ROLL:
            action = Action("roll")
            text = Text("tulpe.ui.log.timeout_roll", {"name": name})
        elif step.kind == ACTIVE and seat == step.active:
            action = Action("pass")
            text = Text("tulpe.ui.log.timeout_pass", {"name": name})
            stand_in = self._stand_in(seat) if self._stand_in else None
            if stand_in is not None:
                try:
                    decision = stand_in.choose(self.state, seat)
                    action = decision.action
                    text = Text("tulpe.ui.log.timeout_choose", {"name": name})
                except Exception:  # the stand-in must never stop the table; passing is legal
                    action = Action("pass")
        else:
            action = Action("pass")
            text = Text("tulpe.ui.log.timeout_pass", {"name": name})
        try:
            self.apply(seat, action)
        except IllegalAction:
            action = Action("pass")
            self.apply(seat, action)
            text = Text("tulpe.ui.log.timeout_pass", {"name": name})
        return action, text

    # ------------------------------------------------------------------ names
    def short_name(self, seat: int) -> Any:
        """Like :meth:`name_param`, without a computer's level (the small cards)."""
        seats = self.seats
        if 0 <= seat < len(seats) and seats[seat].get("kind") == "ai" \
                and not seats[seat].get("name"):
            return Text("tulpe.ui.computer_short", {"n": seat + 1})
        return self.name_param(seat)

    def name_param(self, seat: int) -> Any:
        """The seat's name for a Text parameter (a computer's name is itself a Text)."""
        seats = self.seats
        if not 0 <= seat < len(seats):
            return str(seat + 1)
        info = seats[seat]
        if info.get("kind") == "ai":
            if info.get("name"):
                return str(info["name"])
            level = Text(f"levels.{info.get('level', 'normal')}")
            return Text("tulpe.ui.computer_name", {"n": seat + 1, "level": level})
        return str(info.get("name") or Text("ui.table.default_name", {"n": seat + 1}).render())
