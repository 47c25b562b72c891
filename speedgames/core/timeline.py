"""A finished game as positions to step through: the pure core of „Partie ansehen“ (#13).

Why pure and here: a viewer is the same rules replayed to any index (boardgame.io's time travel,
OpenSpiel's playthroughs). ``Timeline(record)`` answers „what is the state after i actions“
(snapshots every ``SNAPSHOT_EVERY`` actions keep a jump cheap), where the rounds begin (a new
evening, Runde or Wurf: the game judge's ``marker``) and where one step, one chapter, Home and End
lead. The scene that shows it stays read-only; it only asks for positions.

API: ``Timeline(record)`` · ``.length`` (number of actions; positions are 0 … length) ·
``.state_at(i)`` (a fresh copy) · ``.chapters`` (positions where a round begins, 0 first) ·
``.step(i, delta)`` · ``.chapter(i, delta)`` · ``.label(i)`` (the marker dict at position i) ·
``.decisions`` (positions where a person — every seat of a computer-only game — had a real
choice: more than one legal move; the replay's „nur meine Entscheidungen“) ·
``.decision(i, delta, seat=None)`` (the previous / next of them; with ``seat`` only that
seat's: ``.seat_decisions[seat]``, so at a table of several people „nur meine Entscheidungen“
steps through one person's) · ``.decider(i)`` (whose decision position i is, or None).
"""

from __future__ import annotations

from typing import Any, Mapping

from speedgames.core.game import get_game

SNAPSHOT_EVERY = 25


class Timeline:
    def __init__(self, record: Mapping[str, Any]) -> None:
        """Raises ValueError / IllegalAction when the record does not replay."""
        from speedgames.core.moments import chapter_of, marker_of

        self.game = get_game(str(record.get("game")))
        self.options = record["options"]
        self.seed = record["seed"]
        self.actions = [(seat, self.game.action_from_json(a)) for seat, a in record["actions"]]
        from speedgames.core.analysis import analysed_seats

        marker = marker_of(self.game.id)
        people = set(analysed_seats(self.options))
        state = self.game.new_state(self.options, self.seed)
        self.decisions: list[int] = []
        self.seat_decisions: dict[int, list[int]] = {}
        self._snapshots: dict[int, dict[str, Any]] = {0: state.to_json()}
        self._labels: list[Any] = [marker(state)]
        for i, (seat, action) in enumerate(self.actions, start=1):
            if seat in people and _has_choice(state, seat):
                self.decisions.append(i - 1)
                self.seat_decisions.setdefault(seat, []).append(i - 1)
            state.apply(seat, action)
            self._labels.append(marker(state))
            if i % SNAPSHOT_EVERY == 0:
                self._snapshots[i] = state.to_json()
        self.chapters = [0] + [i for i in range(1, len(self._labels))
                               if chapter_of(self._labels[i]) != chapter_of(self._labels[i - 1])]

    @property
    def length(self) -> int:
        return len(self.actions)

    def clamp(self, position: int) -> int:
        return max(0, min(self.length, int(position)))

    def state_at(self, position: int) -> Any:
        """The state after ``position`` actions (a fresh object the caller may keep)."""
        position = self.clamp(position)
        base = max(k for k in self._snapshots if k <= position)
        state = self.game.state_from_json(self._snapshots[base])
        for seat, action in self.actions[base:position]:
            state.apply(seat, action)
        return state

    def step(self, position: int, delta: int) -> int:
        """← / →: one action back or on."""
        return self.clamp(position + delta)

    def chapter(self, position: int, delta: int) -> int:
        """Ctrl+← / →: the start of the previous / next round (evening, Runde, Wurf)."""
        position = self.clamp(position)
        if delta > 0:
            return next((c for c in self.chapters if c > position), self.length)
        return next((c for c in reversed(self.chapters) if c < position), 0)

    def decision(self, position: int, delta: int, seat: int | None = None) -> int:
        """„Nur meine Entscheidungen“: the previous / next position where a person (``seat``
        alone, when given) decided (the position itself when there is none that way)."""
        position = self.clamp(position)
        marks = self.decisions if seat is None else self.seat_decisions.get(seat, [])
        if delta > 0:
            return next((d for d in marks if d > position), position)
        return next((d for d in reversed(marks) if d < position), position)

    def decider(self, position: int) -> int | None:
        """The seat whose decision position ``position`` is (None: nobody's)."""
        return next((s for s, marks in self.seat_decisions.items() if position in marks), None)

    def label(self, position: int) -> Any:
        return self._labels[self.clamp(position)]


def _has_choice(state: Any, seat: int) -> bool:
    try:
        return len(state.legal_actions(seat)) > 1
    except Exception:  # a seat the rules cannot list moves for now decided nothing
        return False
