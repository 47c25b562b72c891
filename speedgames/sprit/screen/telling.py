"""The Speedsprit Spielverlauf as it is told: the start, every event, a computer's reason.

Why apart from the scene: telling is the same live and when a saved game is resumed (the events
are told again from the saved actions, line for line), and it needs only the log panel, the names
of the cars and their seats — plain data, not the scene.
"""

from __future__ import annotations

from typing import Any, Callable

from speedgames.core.i18n import Text
from speedgames.sprit.screen.cars import seat_colour
from speedgames.sprit.screen.log import line_for
from speedgames.ui.log_panel import LogPanel

REASONED = ("drive", "werkstatt", "tank", "kanister", "stamp")  # moves a reason is printed under


class Telling:
    """Writes events into ``log``; ``reason`` (set before a computer's move) goes under it."""

    def __init__(self, log: LogPanel, car_name: Callable[[int], Any],
                 seat_of: Callable[[int], int]) -> None:
        self.log = log
        self.car_name = car_name
        self.seat_of = seat_of
        self.reason: Text | None = None
        self._round: Any = None

    def start(self, st: Any, options: dict[str, Any]) -> None:
        """„Start auf …“ and the start events of ``st`` (the state before the first move)."""
        variant = Text("sprit.ui.variant.cards" if options.get("cards", True)
                       else "sprit.ui.variant.windschatten")
        self.log.append(Text("sprit.ui.log.start", {"track": Text(f"sprit.tracks.{st.track.id}"),
                                                    "fields": st.track.ziel - 1,
                                                    "variant": variant}), "head")
        for ev in st.start_events:
            self.event(ev)

    def event(self, ev: dict[str, Any]) -> None:
        self._line(ev)
        if self.reason is not None and ev.get("type") in REASONED:
            self.log.append(Text("sprit.ui.log.reason", {"reason": self.reason}), "dim")
            self.reason = None

    def note(self, note: Any) -> None:
        """A saved note (core.log_notes) on „Fortsetzen“: a computer's reason goes under its
        move's line again, as live; any other note is a line of its own."""
        if note.role == "reason":
            self.reason = note.text
        else:
            self.log.append(note.text, note.kind, note.marker, seat=note.seat)

    def _line(self, ev: dict[str, Any]) -> None:
        if ev.get("type") == "turn":
            if ev.get("round") != self._round:
                self._round = ev.get("round")
                self.log.append(Text("sprit.ui.log.round", {"round": ev.get("round")}), "dim")
            return
        found = line_for(ev, self.car_name)
        if found is None:
            return
        text, kind = found
        car = ev.get("car")
        seat = self.seat_of(car) if isinstance(car, int) else None
        marker = seat_colour(seat) if seat is not None else None
        self.log.append(text, kind, marker, seat=seat)
