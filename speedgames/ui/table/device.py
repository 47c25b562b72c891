"""Who holds the device at a hot-seat table, and the curtain when it changes hands.

Why apart: three promises rest on it. (1) A covert decision is made only after the others looked
away: when the device must go to another person for a covert step, a curtain („Gib das Gerät an
Anna“) comes first and nobody is *at the device* until Anna confirms. (2) Zurück never crosses
people: every change of hands is marked at the log's length (:attr:`Device.marks`), and the undo
policy refuses to take back anything made before the last mark. (3) A resumed game starts behind
the curtain: whoever sits down is not yet known, so the first covert step of a table with several
people asks first — unless the game hides nothing (``curtain_on_resume=False``, Speedsprit): then
whoever sits down simply plays on, and the resume still counts as a change of hands for Zurück.

Pure Python; the runtime asks :meth:`Device.settle` once per tick with the flow's :class:`Turn`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.table.flow import Turn

NOBODY = -1  # the holder after a resume: nobody is known to hold the device


class Device:
    """See the module docstring. ``people`` is how many persons sit at the table."""

    def __init__(self, people: int, resumed: bool = False,
                 curtain_on_resume: bool = True) -> None:
        self.people = people
        self.curtain_on_resume = curtain_on_resume
        self.holder: int | None = NOBODY if resumed else None
        self.at_device: int | None = None  # the person acting now (None: nobody may act)
        self.curtain: int | None = None    # the person the curtain waits for
        self.marks: list[int] = []         # log lengths at which the device changed hands

    @property
    def hotseat(self) -> bool:
        return self.people > 1

    def settle(self, turn: "Turn", log_length: int) -> None:
        """Follow the flow: the person due gets the device (after the curtain when needed)."""
        seat = turn.person
        if seat is None:
            self.at_device = None
            if self.curtain is not None:  # the step ended while the curtain was up (a stand-in)
                self.curtain = None
            return
        if seat == self.holder:
            self.at_device = seat
            self.curtain = None
            return
        resumed = self.holder == NOBODY and self.curtain_on_resume
        if self.hotseat and self.holder is not None and (turn.covert or resumed):
            # a covert step after someone else held the device, or a resumed hot-seat game:
            # the others look away first (the very first person of a new game needs no curtain)
            self.at_device = None
            self.curtain = seat
            return
        self._give(seat, log_length)

    def confirm(self, seat: int, log_length: int) -> bool:
        """The curtain for ``seat`` was confirmed: ``seat`` has the device now."""
        if self.curtain != seat:
            return False
        self.curtain = None
        self._give(seat, log_length)
        return True

    def _give(self, seat: int, log_length: int) -> None:
        if self.holder == NOBODY and not self.hotseat:
            pass  # one person resumed their own game: nobody else could have looked
        elif self.holder is not None and self.holder != seat:
            self.marks.append(log_length)
        elif self.holder is None and self.marks == [] and log_length:
            self.marks.append(log_length)  # a table met mid-game (a replay played on)
        self.holder = seat
        self.at_device = seat

    def last_mark(self) -> int:
        """The log length of the last change of hands (0: none)."""
        return self.marks[-1] if self.marks else 0

    def forget_after(self, log_length: int) -> None:
        """The log was cut back to ``log_length`` (Zurück): marks beyond it no longer hold."""
        self.marks = [m for m in self.marks if m <= log_length]
