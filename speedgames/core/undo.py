"""Zurück: take back one's own last decision, the way Board Game Arena allows it.

Why here and pure: undo is a rule question (has chance spoken, was something hidden shown, did
another person act?) and it must be the same in the scene, the tests and any tool. It is computed
over the action log only — undo = replay the log minus the taken-back action (quacks-elixir's
approach). The draw streams are seeded, so a replay never re-rolls chance and undo can never be
used to fish for a better chip, card or Wurf.

Policy. Seat ``s`` may take back its last action ``A`` (log index ``k``) when, for ``A`` and every
action after it,

- no other *human* seat acted (computer seats' moves are taken back with it or kept, below), and
- the game's rules say the step is no barrier for ``s``: ``GAME.undo_barrier(step)`` with a
  :class:`LoggedStep` (the action, its events, the phase before and after). Each game names its
  chance events and reveals there; the default is „every step is a barrier“.

The new log is the old one without ``A`` when every later action still replays to exactly the same
events (Speedrocket: the others drew from their own streams meanwhile); otherwise it is cut at
``k`` and the computer seats decide again from there (Speedsprit: the next car moved).

API: ``can_undo(match, seat=None) -> bool`` · ``undo_match(match, seat=None) -> bool`` (a
:class:`~speedgames.core.game.Match` becomes the replay of the shorter log) ·
``undo_index(game, options, seed, actions, humans, seat=None) -> int | None`` ·
``undo(game, options, seed, actions, humans, seat=None) -> list | None`` (the new action log) ·
:class:`LoggedStep`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

from speedgames.core.game import IllegalAction

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.core.game import Action, Game, Match

LogEntry = tuple[int, "Action"]


@dataclass(frozen=True)
class LoggedStep:
    """One logged action as the undo policy sees it."""

    seat: int
    action: "Action"
    events: list[dict[str, Any]]
    phase_before: Any
    phase_after: Any
    undoer: int  # the seat that wants to take back its move

    @property
    def own(self) -> bool:
        return self.seat == self.undoer

    def has(self, *types: str, own_only: bool = False) -> bool:
        """Does one of the events have one of ``types`` (only the undoer's, if ``own_only``)?"""
        for ev in self.events:
            if ev.get("type") in types:
                if not own_only or ev.get("seat", self.seat) == self.undoer:
                    return True
        return False


def human_seats(options: Mapping[str, Any]) -> list[int]:
    """The seats a person plays (``kind`` other than ``"ai"``)."""
    seats = options.get("seats") or []
    return [i for i, s in enumerate(seats)
            if not (isinstance(s, Mapping) and s.get("kind") == "ai")]


def _phase(state: Any) -> Any:
    """What the policy calls the phase: (phase, evening/round/Wurf) when the state has them."""
    return (getattr(state, "phase", None), getattr(state, "evening", None),
            getattr(state, "wurf", None), getattr(state, "round", None))


def _steps(game: "Game", options: Mapping[str, Any], seed: int,
           actions: Sequence[LogEntry]) -> list[tuple[int, "Action", list, Any, Any]]:
    state = game.new_state(options, seed)
    out = []
    for seat, action in actions:
        before = _phase(state)
        events = state.apply(seat, action)
        out.append((seat, action, events, before, _phase(state)))
    return out


def undo_index(game: "Game", options: Mapping[str, Any], seed: int,
               actions: Sequence[LogEntry], humans: Iterable[int] | None = None,
               seat: int | None = None) -> int | None:
    """The log index of the action ``seat`` may take back now, or None.

    ``seat`` None: the last human action's seat. ``humans`` None: from the options' seats.
    """
    people = set(human_seats(options) if humans is None else humans)
    steps = _steps(game, options, seed, actions)
    if seat is None:
        seat = next((s for s, *_ in reversed(steps) if s in people), None)
        if seat is None:
            return None
    for k in range(len(steps) - 1, -1, -1):
        s, action, events, before, after = steps[k]
        if s != seat and s in people:
            return None
        if game.undo_barrier(LoggedStep(s, action, events, before, after, seat)):
            return None
        if s == seat:
            return k
    return None


def undo(game: "Game", options: Mapping[str, Any], seed: int, actions: Sequence[LogEntry],
         humans: Iterable[int] | None = None, seat: int | None = None) -> list[LogEntry] | None:
    """The action log with ``seat``'s last action taken back, or None when the policy refuses."""
    k = undo_index(game, options, seed, actions, humans, seat)
    if k is None:
        return None
    kept = list(actions[:k])
    later = list(actions[k + 1:])
    if later and _replays_same(game, options, seed, actions, kept, later):
        return kept + later
    return kept


def _replays_same(game: "Game", options: Mapping[str, Any], seed: int,
                  old: Sequence[LogEntry], kept: list[LogEntry], later: list[LogEntry]) -> bool:
    """Do the later actions, without the taken-back one, replay to the very same events?"""
    old_events = [e for _s, _a, e, _b, _f in _steps(game, options, seed, old)][len(kept) + 1:]
    state = game.new_state(options, seed)
    for seat, action in kept:
        state.apply(seat, action)
    for (seat, action), events in zip(later, old_events):
        try:
            if state.apply(seat, action) != events:
                return False
        except (IllegalAction, ValueError, KeyError, TypeError):
            return False
    return True


def can_undo(match: "Match", seat: int | None = None) -> bool:
    """May ``seat`` (None: the last person to act) take back its last decision now?"""
    return undo_index(match.game, match.options, match.seed, match.actions, seat=seat) is not None


def undo_match(match: "Match", seat: int | None = None) -> bool:
    """Take back ``seat``'s last decision in ``match``: its state becomes the replay of the
    shorter log. False, and nothing changes, when the policy refuses."""
    actions = undo(match.game, match.options, match.seed, match.actions, seat=seat)
    if actions is None:
        return False
    state = match.game.new_state(match.options, match.seed)
    for s, action in actions:
        state.apply(s, action)
    match.state, match.actions = state, actions
    return True
