"""The computers at a table: who they are, when they move, and thinking on the worker.

Why here, once: every game's computers (and a stand-in deciding for a person whose time ran out)
follow the same care — a computer starts thinking on the worker thread (:mod:`.thinker`) as soon
as it may move, on a copy of the position; its move is played once the answer is in *and* the
pause that lets a person follow it has passed (``pace``, from the setting „Animationen“; a person
may hurry it); an answer is played only while the position it was made for stands (the flow's
``decision_key``) and the action is still legal; a failing or refused decision falls back to the
flow's fallback. The main thread never decides for a computer.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Hashable, Iterable

from speedgames.ui.table.thinker import Thinker

#: Seconds a computer's move waits after it may move, per animation setting.
COMPUTER_DELAY = {"normal": 0.42, "fast": 0.1, "off": 0.0}


def copy_state(state: Any) -> Any:
    """An independent copy of a rules state for the worker (:meth:`State.clone`)."""
    return state.clone()


@dataclass(frozen=True)
class Ready:
    """A computer's answer that may be played now: ``result`` is a Decision or the exception
    its player raised."""

    seat: int
    result: Any


class ComputerSeats:
    """Thinking and pacing for the computer seats (and stand-ins) of one table.

    ``delay()`` gives the pause per move. Each :meth:`tick` is told which seats may move now and
    what their decisions would be made for (``keys``); it returns the answers due now. The table
    applies them (it knows the rules' legality and the fallback).
    """

    def __init__(self, delay: Callable[[], float], threaded: bool = True) -> None:
        self.delay = delay
        self.thinker = Thinker(threaded)
        self._asked: dict[int, Hashable] = {}   # seat -> the key its request was made for
        self._answers: dict[int, tuple[Hashable, Any]] = {}
        self._waited: dict[int, float] = {}
        self.hurrying = False

    @property
    def threads(self) -> list[str]:
        return self.thinker.threads

    @property
    def busy(self) -> bool:
        """A computer is thinking or waiting to move."""
        return bool(self.thinker.pending or self._answers)

    def hurry(self, on: bool = True) -> None:
        """A person asked to skip the waiting (or the rest of a race is played out): every
        answer is played as soon as it is in, until ``hurry(False)``."""
        self.hurrying = on

    def tick(self, dt: float, due: dict[int, tuple[Any, Hashable]], state: Any,
             hold: bool = False) -> list[Ready]:
        """``due``: seat -> (player, key) for every seat that may move now. Starts thinking for
        seats not asked about this key yet; returns the answers whose pause has passed (none while
        ``hold``: an animation is still showing the last move, and the pause only counts after
        it, so a person sees each move stand before the next one comes)."""
        for seat in [s for s in self._waited if s not in due]:
            self._forget(seat)
        for seat, result in self.thinker.poll():
            asked = self._asked.pop(seat, None)
            if seat in due and asked == due[seat][1]:
                self._answers[seat] = (asked, result)
        for seat, (player, key) in due.items():
            answer = self._answers.get(seat)
            if answer is not None and answer[0] != key:
                del self._answers[seat]
                answer = None
            if answer is None and self._asked.get(seat) != key and seat not in self.thinker.pending:
                self._asked[seat] = key
                self._waited.setdefault(seat, 0.0)
                self.thinker.request(seat, player, copy_state(state))
            if not hold:  # the pause to follow a move begins once the last one was shown
                self._waited[seat] = self._waited.get(seat, 0.0) + max(0.0, dt)
        if hold:
            return []
        pause = 0.0 if self.hurrying else max(0.0, self.delay())
        ready = []
        for seat in sorted(self._answers):
            if self._waited.get(seat, 0.0) >= pause:
                _, result = self._answers.pop(seat)
                self._waited[seat] = 0.0
                ready.append(Ready(seat, result))
        return ready

    def wait_for_answers(self, timeout: float) -> bool:
        """Block up to ``timeout`` for an answer being thought out (the rest of a race played
        without animation waits here instead of one frame per move)."""
        return self.thinker.wait_any(timeout)

    def moved(self, seats: Iterable[int]) -> None:
        """These seats just moved: their next move waits the full pause again."""
        for seat in seats:
            self._waited[seat] = 0.0

    def _forget(self, seat: int) -> None:
        self._waited.pop(seat, None)
        self._answers.pop(seat, None)

    def cancel(self) -> None:
        """The position was replaced (Zurück, a replay): every question and answer goes."""
        self.thinker.cancel()
        self._asked.clear()
        self._answers.clear()
        self._waited.clear()

    def close(self) -> None:
        self.thinker.close()
