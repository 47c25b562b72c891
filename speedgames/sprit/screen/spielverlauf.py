"""The Speedsprit Spielverlauf: a line per rules event, the start, a computer's reason, and the
whole of it told again after „Fortsetzen“ or in Partie ansehen.

The rules report plain event dicts (``drive``, ``werkstatt``, ``tank``, ``stamp``, ``tafel``,
``card``, ``skip``, ``stuck``, ``windschatten`` …); :func:`line_for` turns each into a sentence
with the driver's name and the litres, plus the line's kind for the log colour.

Why telling apart from the scene: it is the same live and when a saved game is resumed (the
events are told again from the saved actions, line for line, :class:`Telling`), and it needs only
the log panel, the names of the cars and their seats — plain callbacks, not the scene. Live, a
line waits for what the board shows before it (:class:`Told` in the scene's queue): the card's
line appears with the card, not while the car is still driving onto the Ereignisfeld.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from speedgames.core.i18n import Text
from speedgames.sprit.screen.card import effect_text, with_why
from speedgames.sprit.screen.cars import seat_colour
from speedgames.ui.log_panel import LogPanel
from speedgames.ui.table.opening import Retelling

REASONED = ("drive", "werkstatt", "tank", "kanister", "stamp")  # moves a reason is printed under

NameOf = Callable[[int], Any]  # car index -> name (str or Text)


def line_for(event: dict[str, Any], name_of: NameOf) -> tuple[Text, str] | None:
    """``(text, kind)`` for the log, or None for events that need no line."""
    typ = event.get("type")
    car = event.get("car")
    name = name_of(car) if isinstance(car, int) else ""
    p = {k: v for k, v in event.items() if k not in ("type", "path")}
    p["name"] = name
    if typ == "drive":
        key = "sprit.ui.log.drive_one" if event.get("distance") == 1 else "sprit.ui.log.drive"
        return Text(key, p), "info"
    if typ == "werkstatt":
        return Text("sprit.ui.log.werkstatt", p), "good"
    if typ in ("tank", "kanister"):
        key = "tank_take" if event.get("amount", 0) > 0 else "tank_give"
        if typ == "kanister":
            key = "kanister_take" if event.get("amount", 0) > 0 else "kanister_give"
        return Text(f"sprit.ui.log.{key}", p), "info"
    if typ == "stamp":
        return Text("sprit.ui.log.stamp", p), "good"
    if typ == "tafel":
        p["tafel"] = "1/5/6" if event.get("tafel") == "1" else event.get("tafel")
        return Text("sprit.ui.log.tafel", p), "good"
    if typ == "skip":
        return Text("sprit.ui.log.skip", p), "warn"
    if typ == "stuck":
        return Text("sprit.ui.log.stuck", p), "bad"
    if typ == "card":
        return Text("sprit.ui.log.card", {"name": name,
                                          "card": Text(f"sprit.cards.{event.get('card')}.name"),
                                          "effect": effect_text(event, name)}), "head"
    if typ == "windschatten_start":
        return Text("sprit.ui.log.ws_start", p), "dim"
    if typ == "windschatten":
        if event.get("rolled_back"):
            return Text("sprit.ui.log.ws_back", p), "bad"
        if event.get("gain", 0) > 0:
            return Text("sprit.ui.log.ws_gain", p), "good"
        p["pay"] = -int(event.get("gain", 0))
        key = "sprit.ui.log.ws_pay_one" if event.get("passed") == 1 else "sprit.ui.log.ws_pay"
        return Text(key, p), "warn"
    if typ == "finish":
        return Text("sprit.ui.log.finish", p), "good"
    if typ == "reshuffle":
        return Text("sprit.ui.log.reshuffle", p), "dim"
    # "extra_turn" has no line of its own: the Rückenwind card's line already says it
    if typ == "game_over":
        return Text("sprit.ui.log.over", {}), "head"
    return None


def moves_of(event: dict[str, Any]) -> tuple[int, int, int] | None:
    """``(car, from, to)`` when the event moves a car along the road (for the animation)."""
    typ = event.get("type")
    car = event.get("car")
    if not isinstance(car, int):
        return None
    card_move = typ == "card" and event.get("effect") == "moved"
    if typ in ("drive", "werkstatt", "stuck") or card_move or \
            (typ == "windschatten" and event.get("rolled_back")):
        start, end = event.get("from"), event.get("to")
        if isinstance(start, int) and isinstance(end, int) and start != end:
            return car, start, end
    return None


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

    def opening(self, table: Any, *, resumed: bool, says_resumed: bool = True,
                preplayed: bool = False, report: Callable[[str], None] | None = None) -> None:
        """The Spielverlauf as a table opens: „Start auf …“ for a new rally (a practice run of
        the Tagesetappe says so), a demonstration position told as a replay, a resumed rally
        told again from its saved actions and notes, line for line as it was told live
        (Speedsprit hides nothing, so every event is told), then „Weiter geht's“."""
        if not resumed:
            if preplayed:  # a demonstration position: the cards with their why
                self.retell(table.match)
            else:
                self.start(table.state, table.options)
            if table.daily_counts is False:
                self.log.append(Text("sprit.ui.log.daily_practice"), "warn")
            return
        try:
            self.retell(table.match, table.notes)
        except Exception:  # the log is a courtesy; the game itself was replayed already
            if report is not None:
                report("sprit resume log")
        if says_resumed:
            self.log.append(Text("sprit.ui.log.resumed", {"round": table.state.round}), "head")

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

    def line(self, line: Any) -> None:
        """A line the table wrote (:class:`speedgames.ui.table.Line`: „Zugzeit abgelaufen …“),
        shown as its saved note is told again after „Fortsetzen“."""
        self.log.append(line.text, line.kind, None, seat=line.seat)

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
