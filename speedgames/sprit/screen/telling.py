"""The Speedsprit Spielverlauf as it is told: the start, every event, a computer's reason.

Why apart from the scene: telling is the same live and when a saved game is resumed (the events
are told again from the saved actions, line for line), and it needs only the log panel, the names
of the cars and their seats — plain data, not the scene.

Live, a line waits for what the board shows before it (:class:`Told` in the scene's queue): the
card's line appears with the card, not while the car is still driving onto the Ereignisfeld.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from speedgames.core.i18n import Text
from speedgames.sprit.screen.card import with_why
from speedgames.sprit.screen.cars import seat_colour
from speedgames.sprit.screen.log import line_for
from speedgames.ui.log_panel import LogPanel
from speedgames.ui.match_scene import Retelling

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

    def retell(self, match: Any, notes: Any = None) -> None:
        """The Spielverlauf of ``match`` told again from its saved actions, as it was live
        (resume, Partie ansehen); a card that did nothing says why from the replayed state, and
        the saved ``notes`` (computers' reasons, timeouts: core.log_notes) stand where they
        stood."""
        retelling = Retelling(match, notes, self.note)
        self.start(retelling.state, match.options)
        for _seat, _action, events in retelling:
            for ev in events:
                self.event(with_why(ev, retelling.state, self.car_name))
            self.reason = None  # as live: a reason goes only under its own move

    def event(self, ev: dict[str, Any], reason: Text | None = None) -> None:
        """Tell ``ev``; under a move goes ``reason`` or else the pending computer's reason."""
        self._line(ev)
        if reason is None:
            reason = self.take_reason(ev)
        if reason is not None:
            self.log.append(Text("sprit.ui.log.reason", {"reason": reason}), "dim")

    def take_reason(self, ev: dict[str, Any]) -> Text | None:
        """The pending reason if ``ev`` is the move it belongs under (then it is used up)."""
        if self.reason is None or ev.get("type") not in REASONED:
            return None
        reason, self.reason = self.reason, None
        return reason

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


@dataclass
class Told:
    """A Spielverlauf line held in the board's queue until what comes before it was shown."""

    event: dict[str, Any]
    reason: Text | None = None
    age: float = 0.0
    done: bool = True

    def tell(self, telling: Telling) -> None:
        telling.event(self.event, self.reason)
