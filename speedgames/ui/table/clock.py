"""One turn-clock policy for every game: the Zug-Uhr / Bedenkzeit at the table.

The rules of all three games say the same: a person has the clock's seconds for a step, then 10 s
of Nachfrist, then the computer acts for them as the game's rules say (the flow's ``stand_in``).
This wrapper around the pure :class:`~speedgames.ui.turn_clock.TurnClock` adds what the table
promises around it:

- the clock runs for the person *at the device* and the flow's step; a new step starts it afresh,
  the same step goes on (Speedrocket's whole Stopfen is one step, a Speedtulpe Wurf's choice is
  another);
- it never runs while the game is paused: the game menu (Messepause), a rules page, the curtain,
  a dialog — any screen over the table — pauses it (:meth:`pause` / :meth:`resume` with a reason),
  and the frame that spans the pause is not counted;
- every step keeps its whole Nachfrist: a game saved in the Nachfrist resumes at its start, not a
  moment before the stand-in acts;
- a single frame never counts for more than :data:`MAX_STEP` seconds (a stalled machine must not
  eat a person's time).
"""

from __future__ import annotations

from typing import Any, Callable, Hashable

from speedgames.ui.turn_clock import TurnClock

MAX_STEP = 1.5  # seconds; an idle table wakes every second for the clock's face
GRACE_WARN_AHEAD = 0.05  # a step resumed in its Nachfrist restarts it this much before


class TableClock:
    """See the module docstring. ``on_grace(seat)`` / ``on_expire(seat)`` fire once per step."""

    def __init__(self, limit: float | None, grace: float, *,
                 on_grace: Callable[[int], None], on_expire: Callable[[int], None]) -> None:
        self.clock = TurnClock(limit, grace, on_expire=self._expired, on_grace=self._grace)
        self._on_grace = on_grace
        self._on_expire = on_expire
        self.key: tuple[int, Hashable] | None = None  # (seat, step) the clock runs for
        self.paused: set[str] = set()
        self._skip_next = False

    @property
    def limit(self) -> float | None:
        return self.clock.limit

    @property
    def remaining(self) -> float | None:
        """Seconds of the Zug-Uhr left for the step it runs for (None: no clock)."""
        return self.clock.remaining

    @property
    def seat(self) -> int | None:
        return self.key[0] if self.key is not None else None

    def restore(self, saved: Any) -> None:
        """A save's snapshot: the step it was made in goes on with the time it had used, but
        always with its whole Nachfrist left."""
        self.clock.restore(saved)
        carry = self.clock.carry
        if carry is not None and self.clock.limit is not None:
            # just short of the limit: the Nachfrist's warning comes again, then all 10 s
            used = min(carry[1], max(0.0, self.clock.limit - GRACE_WARN_AHEAD))
            self.clock.carry = (carry[0], used)

    def snapshot(self, log_length: int) -> Any:
        return self.clock.snapshot(log_length)

    def follow(self, seat: int | None, step: Hashable, timed: bool, log_length: int) -> None:
        """The person at the device and their step (None: nobody acts, the clock stops)."""
        if self.clock.limit is None:
            return
        if seat is None or not timed:
            if self.key is not None:
                self.clock.stop()
                self.key = None
            return
        key = (seat, step)
        if key != self.key:
            self.key = key
            self.clock.start(key=log_length)
            if self.paused:
                self.clock.pause()

    def advance(self, dt: float) -> None:
        if self.key is None or self.paused:
            return
        if self._skip_next:
            self._skip_next = False
            return
        self.clock.advance(min(max(0.0, dt), MAX_STEP))

    def pause(self, reason: str) -> None:
        self.paused.add(reason)
        self.clock.pause()

    def resume(self, reason: str) -> None:
        self.paused.discard(reason)
        if not self.paused and self.key is not None:
            self.clock.resume()
            self._skip_next = True  # the frame that spans the pause is not the person's time

    def reset(self) -> None:
        """The position was replaced (Zurück): the next step starts a fresh clock."""
        if self.key is not None:
            self.clock.stop()
        self.key = None

    def frame_request(self) -> float | None:
        return None if self.paused else self.clock.frame_request()

    def _grace(self) -> None:
        if self.key is not None:
            self._on_grace(self.key[0])

    def _expired(self) -> None:
        if self.key is not None:
            self._on_expire(self.key[0])
