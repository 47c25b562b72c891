"""The Spielverlauf of the Speedtulpe table: what each action tells, live and when resumed.

Why one place: the lines follow the table's secrecy — a covert choice stays „hat gewählt“ until
everything blooms, a roll is told only once the dice lie still — and a resumed game must tell
its story exactly as it was told live. Only public things are written: a roll, the dice the
active player took, that another player has chosen (not what), and after the bloom who let how
many fields bloom and what they completed. When the Bedenkzeit ran out, the line says first what
the computer did for the player (the table's ``timeout`` note marks that move for „Fortsetzen“).

It needs the log and the seats (names, who is a person), never the scene.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from speedgames.core.game import Action, Match
from speedgames.core.i18n import Text
from speedgames.core.log_notes import Note, Notes
from speedgames.tulpe.rules.layout import COLUMN_LETTERS as LETTERS
from speedgames.tulpe.screen.flow import seat_name, timeout_line
from speedgames.tulpe.screen.view import color_name, newly_bloomed
from speedgames.ui.log_panel import LogPanel
from speedgames.ui.table import Line, Retelling

SEAT_COLORS = [(214, 60, 60), (236, 190, 50), (140, 84, 186), (230, 226, 214), (240, 130, 40),
               (80, 150, 200)]


class Spielverlauf:
    """Writes the table's actions into ``log``; a roll waits in :attr:`after_roll` until told.
    ``seats`` are the match's seats (``options["seats"]``)."""

    def __init__(self, log: LogPanel, seats: Sequence[Mapping[str, Any]]) -> None:
        self.log = log
        self.seats = list(seats)
        self.after_roll: list[Text] = []

    def name(self, seat: int) -> Any:
        return seat_name(self.seats, seat)

    @property
    def people(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.get("kind", "human") == "human"]

    def opening(self, mode_key: str, options: Mapping[str, Any], mode: str) -> None:
        """The first lines: the mode, the layout and the house rules."""
        self.log.append(Text("tulpe.ui.log.start", {"mode": Text(mode_key)}), "head")
        self.log.append(options_line(options, mode), "dim")

    def tell_roll(self) -> None:
        """The roll's line for the Spielverlauf, once the dice lie still (no spoiler)."""
        for line in self.after_roll:
            self.log.append(line, "info")
        self.after_roll.clear()

    def table_line(self, line: Line) -> None:
        """A line the table wrote (``Table.on_line``). „Die Zeit ist um“ waits for the move the
        computer makes for the player, which decides its words (see :meth:`tell`)."""
        if line.role != "timeout":
            self.log.append(line.text, line.kind, seat=line.seat)

    def tell(self, seat: int, action: Action, events: Sequence[Any],
             before: Mapping[str, Any] | None, after: Mapping[str, Any], *,
             timed_out: bool = False, retold: bool = False) -> None:
        """The lines of one action — live, and again when a save is resumed (``retold``: the
        roll is told at once instead of when the dice lie still). ``before`` / ``after`` are the
        public facts around the action; a covert choice stays „hat gewählt“ as it was live."""
        name = self.name(seat)
        if action.type == "roll":
            if timed_out:
                self.log.append(timeout_line(name, action), "warn")
            line = roll_line(name, after.get("dice") or {})
            if retold:
                self.log.append(line, "info")
            else:
                self.after_roll.append(line)  # told once they settle
        else:
            # open: the active player's choice; and the only person's own (nobody to hide from)
            public = (before or {}).get("phase") == "active" or (
                seat in self.people and len(self.people) == 1)
            if timed_out:  # first why it happened, then (if public) what was taken
                self.log.append(timeout_line(name, action), "warn")
            if not timed_out or (public and action.type != "pass"):
                self.log.append(choose_line(name, action, public),
                                "dim" if action.type == "pass" and public else "info",
                                SEAT_COLORS[seat % len(SEAT_COLORS)], seat=seat)
            for ev in events or ():
                if isinstance(ev, Mapping) and ev.get("type") == "reveal" \
                        and ev.get("choice") is None:
                    who = self.name(int(ev.get("seat", 0)))
                    self.log.append(Text("tulpe.ui.log.passed", {"name": who}), "dim")
        names = [self.name(i) for i in range(len(self.seats))]
        new = newly_bloomed(before, after)
        if new:
            for line, kind in bloom_lines(names, before or {}, after, new):
                self.log.append(line, kind)
        for ev in events or ():
            line = completion_line(names, ev) if isinstance(ev, Mapping) else None
            if line is not None:
                self.log.append(line, "good", SEAT_COLORS[ev["seat"] % len(SEAT_COLORS)],
                                seat=int(ev["seat"]))

    def retell(self, match: Match, notes: Notes | None = None) -> None:
        """A resumed game (or a position of Partie ansehen): the Spielverlauf told again from the
        saved actions by :meth:`tell`, with the same secrecy as live, and the saved notes
        (computers' reasons; which actions the clock made) where they stood. May raise (the
        caller reports)."""
        timed_out: set[int] = set()

        def tell(note: Note) -> None:
            if note.role == "timeout":
                timed_out.add(note.at)  # the action with this index was the computer's stand-in
            else:
                self.log.append(note.text, note.kind, note.marker, seat=note.seat)

        retelling = Retelling(match, notes, tell)
        before = retelling.state.view(None)
        for index, (seat, action, events) in enumerate(retelling):
            after = retelling.state.view(None)
            self.tell(seat, action, events, before, after, timed_out=index in timed_out,
                      retold=True)
            before = after


def options_line(options: Mapping[str, Any], mode: str) -> Text:
    """The table's layout and house rules, for the first lines of the Spielverlauf."""
    o = options
    layout = Text(f"ui.options.tulpe.layout_{o.get('layout', 'klassisch')}")
    cans = Text("ui.options.tulpe.cans_n", {"n": o.get("cans", 8)})
    if mode in ("rekordjagd", "daily"):
        return Text("tulpe.ui.log.options_solo", {"layout": layout, "cans": cans})
    return Text("tulpe.ui.log.options", {
        "layout": layout, "cans": cans,
        "end": Text("ui.options.tulpe.end_colors_n", {"n": o.get("end_colors", 2)}),
        "later": Text(f"ui.options.tulpe.later_column_{o.get('later_column', 'lower')}")})


# ---------------------------------------------------------------------------- the lines
def die_text(kind: str, value: Any) -> Any:
    if value == "*":
        return Text("tulpe.ui.can")
    return color_name(value) if kind == "color" else str(value)


def roll_line(name: Any, dice: Mapping[str, Any]) -> Text:
    colors = [die_text("color", v) for v in dice.get("colors", ())]
    numbers = [die_text("number", v) for v in dice.get("numbers", ())]
    colors += ["?"] * (3 - len(colors))
    numbers += ["?"] * (3 - len(numbers))
    return Text("tulpe.ui.log.roll", {"name": name, "c1": colors[0], "c2": colors[1],
                                      "c3": colors[2], "n1": numbers[0], "n2": numbers[1],
                                      "n3": numbers[2]})


def choose_line(name: Any, action: Action, public: bool) -> Text:
    if not public:  # a covert choice, passing included, stays secret until the bloom
        return Text("tulpe.ui.log.chose_covert", {"name": name})
    if action.type == "pass":
        return Text("tulpe.ui.log.pass", {"name": name})
    return Text("tulpe.ui.log.chose", {"name": name, "color": color_name(action.get("color")),
                                       "number": action.get("number", "?")})


def bloom_lines(names: Sequence[Any], before: Mapping[str, Any], after: Mapping[str, Any],
                new: Mapping[int, set]) -> list[tuple[Text, str]]:
    """After the bloom: per player the fields, and completed columns / colours (score change)."""
    out: list[tuple[Text, str]] = []
    old_players = before.get("players", ())
    for seat, player in enumerate(after.get("players", ())):
        cells = new.get(seat)
        if not cells:
            continue
        old = old_players[seat] if seat < len(old_players) else {}
        delta = int(player.get("score", 0)) - int(old.get("score", 0))
        cols = sorted({c for c, _ in cells})
        where = ", ".join(LETTERS[c] for c in cols if 0 <= c < len(LETTERS))
        params = {"name": names[seat], "n": len(cells), "where": where,
                  "delta": f"+{delta}" if delta >= 0 else f"−{-delta}"}
        key = "tulpe.ui.log.bloomed_points" if delta else "tulpe.ui.log.bloomed"
        if len(cells) == 1:
            key += "_one"
        out.append((Text(key, params), "good"))
    return out


def completion_line(names: Sequence[Any], ev: Mapping[str, Any]) -> Text | None:
    """A full column or colour from the rules' events („Anna: Spalte A voll, +5 als Erste“)."""
    seat = ev.get("seat")
    if not isinstance(seat, int) or not 0 <= seat < len(names):
        return None
    first = "first" if ev.get("first") else "later"
    if ev.get("type") == "column":
        col = ev.get("col")
        if not isinstance(col, int) or not 0 <= col < len(LETTERS):
            return None
        return Text(f"tulpe.ui.log.column_{first}", {"name": names[seat], "col": LETTERS[col],
                                                     "points": ev.get("points", 0)})
    if ev.get("type") == "color":
        return Text(f"tulpe.ui.log.color_{first}", {"name": names[seat],
                                                    "color": color_name(ev.get("color")),
                                                    "points": ev.get("points", 0)})
    return None
