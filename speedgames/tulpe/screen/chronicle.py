"""The Spielverlauf of the Speedtulpe table: what each action tells, live and when resumed.

Why apart from the scene: the lines follow the table's secrecy rules (a covert choice stays „hat
gewählt“; a roll is told only once the dice lie still), and a resumed game must tell its story
exactly as it was told live — one place that knows both keeps them the same. It needs only the
log and the controller (names, who is human), never the scene.
"""

from __future__ import annotations

from typing import Any, Mapping

from speedgames.core.game import Action, Match
from speedgames.core.i18n import Text
from speedgames.core.log_notes import Note, Notes
from speedgames.tulpe.screen import log_lines, view_model
from speedgames.tulpe.screen.controller import Controller
from speedgames.ui.log_panel import LogPanel
from speedgames.ui.match_scene import Retelling

SEAT_COLORS = [(214, 60, 60), (236, 190, 50), (140, 84, 186), (230, 226, 214), (240, 130, 40),
               (80, 150, 200)]


class Chronicle:
    """Writes the table's actions into ``log``; a roll waits in :attr:`after_roll` until told."""

    def __init__(self, log: LogPanel, controller: Controller) -> None:
        self.log = log
        self.controller = controller
        self.after_roll: list[Text] = []

    def tell_roll(self) -> None:
        """The roll's line for the Spielverlauf, once the dice lie still (no spoiler)."""
        for line in self.after_roll:
            self.log.append(line, "info")
        self.after_roll.clear()

    def tell_action(self, seat: int, action: Action, events: list,
                    before: Mapping[str, Any] | None, summary: Mapping[str, Any], *,
                    timed_out: bool = False, retold: bool = False) -> None:
        """The Spielverlauf lines of one action — live, and again when a save is resumed
        (``retold``: the roll is told at once instead of when the dice lie still). A covert
        choice stays „hat gewählt“ exactly as it was told live."""
        ctl = self.controller
        name = ctl.name_param(seat)
        if action.type == "roll":
            if timed_out:
                self.log.append(self.timeout_line(seat, action), "warn")
            line = log_lines.roll_line(name, summary.get("dice", {}))
            if retold:
                self.log.append(line, "info")
            else:
                self.after_roll.append(line)  # told once they settle
        else:
            # open: the active player's choice; and the only human's own (nobody to hide it from)
            public = (before or {}).get("phase") == "active" or (
                ctl.is_human(seat) and len(ctl.humans) == 1)
            if timed_out:  # first why it happened, then (if public) what was taken
                self.log.append(self.timeout_line(seat, action), "warn")
            if not timed_out or (public and action.type != "pass"):
                self.log.append(log_lines.choose_line(name, action, public),
                                "dim" if action.type == "pass" and public else "info",
                                SEAT_COLORS[seat % len(SEAT_COLORS)], seat=seat)
            for ev in events or ():
                if isinstance(ev, dict) and ev.get("type") == "reveal" and ev.get("choice") is None:
                    who = ctl.name_param(int(ev.get("seat", 0)))
                    self.log.append(Text("tulpe.ui.log.passed", {"name": who}), "dim")
        names = [ctl.name_param(i) for i in range(len(ctl.seats))]
        new = view_model.newly_bloomed(before, summary)
        if new:
            for line, kind in log_lines.bloom_lines(names, before or {}, summary, new):
                self.log.append(line, kind)
        for ev in events or ():
            line = log_lines.completion_line(names, ev) if isinstance(ev, dict) else None
            if line is not None:
                self.log.append(line, "good", SEAT_COLORS[ev["seat"] % len(SEAT_COLORS)],
                                seat=int(ev["seat"]))

    def timeout_line(self, seat: int, action: Action) -> Text:
        """„Die Zeit ist um …“: what the computer did for ``seat`` (roll, choose or pass)."""
        key = {"roll": "tulpe.ui.log.timeout_roll", "pass": "tulpe.ui.log.timeout_pass"}.get(
            action.type, "tulpe.ui.log.timeout_choose")
        return Text(key, {"name": self.controller.name_param(seat)})

    def retell(self, match: Match, notes: Notes | None = None) -> None:
        """A resumed game: the Spielverlauf is told again from the saved actions by
        :meth:`tell_action`, with the same secrecy as live, and the saved notes (computers'
        reasons; which actions the clock made) where they stood. May raise (the caller reports)."""
        timed_out: set[int] = set()

        def tell(note: Note) -> None:
            if note.role == "timeout":
                timed_out.add(note.at)  # the action with this index was the computer's stand-in
            else:
                self.log.append(note.text, note.kind, note.marker, seat=note.seat)

        retelling = Retelling(match, notes, tell)
        before = retelling.state.summary()
        for index, (seat, action, events) in enumerate(retelling):
            after = retelling.state.summary()
            self.tell_action(seat, action, events, before, after, timed_out=index in timed_out,
                             retold=True)
            before = after


def options_line(options: Mapping[str, Any], mode: str) -> Text:
    """The table's layout and house rules, for the first lines of the Spielverlauf."""
    o = options
    if mode in ("rekordjagd", "daily"):
        return Text("tulpe.ui.log.options_solo", {
            "layout": Text(f"ui.options.tulpe.layout_{o.get('layout', 'klassisch')}"),
            "cans": Text("ui.options.tulpe.cans_n", {"n": o.get("cans", 8)})})
    return Text("tulpe.ui.log.options", {
        "layout": Text(f"ui.options.tulpe.layout_{o.get('layout', 'klassisch')}"),
        "cans": Text("ui.options.tulpe.cans_n", {"n": o.get("cans", 8)}),
        "end": Text("ui.options.tulpe.end_colors_n", {"n": o.get("end_colors", 2)}),
        "later": Text(f"ui.options.tulpe.later_column_{o.get('later_column', 'lower')}")})
