"""The Spielverlauf of a Speedrocket game: each of the rules' events as a line, coloured by kind.

Why a seat's lines are sometimes held back: while several people stuff one after the other at the
device, the log must not give tonight's rockets away — they are told when the show starts. A
resumed game is told again from its action log (computers' quiet steps left out, as live), with
the lines the table wrote beside it (a computer's reason, „Zeit um“) at their places.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Callable

from speedgames.core.i18n import Text
from speedgames.rocket.rules.events import to_text
from speedgames.rocket.screen.players import seat_colour
from speedgames.rocket.screen.show import told
from speedgames.ui.table import Retelling

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.log_panel import LogPanel
    from speedgames.ui.table import Line, Table

LOG_KINDS = {"misfire": "bad", "ignite": "bad", "prize": "good", "evening_start": "head",
             "extrablatt": "head", "show_start": "head", "shop_open": "head", "game_end": "head",
             "sand_used": "warn", "sand_asked": "warn", "purchase": "info", "draw": "dim",
             "effect": "dim", "ruhm": "good", "kristallfeld": "good", "card_gain": "good",
             "prize_none": "dim", "mark": "dim", "preview_offered": "dim"}
QUIET_COMPUTER = {"draw", "effect", "preview_offered", "extrablatt_effect", "sand_asked",
                  "bonus"}
#: Seat events that are public even while the others' rockets are covered (Extrablatt effects).
OPEN_EVENTS = {"w1_added", "card_gain", "chip_added", "chip_removed", "card_skip", "lehrbuben",
               "purchase", "trade", "take", "shop_done"}


class Spielverlauf:
    """The Spielverlauf of the game at ``table`` in ``log``: each event as a line, and secrets
    held back. ``show_open()`` tells whether the Abendvorstellung is on screen, ``observe``
    gets every event with its state (the Meisterbrief's goals), ``open_show`` reopens a show
    that was running when the game was left."""

    def __init__(self, log: "LogPanel", table: "Table", *, show_open: Callable[[], bool],
                 observe: Callable[[Any, Any], None],
                 open_show: Callable[[list[dict[str, Any]]], None],
                 report: Callable[[str], None]) -> None:
        self.log = log
        self.table = table
        self.show_open = show_open
        self.observe = observe
        self.open_show = open_show
        self.report = report
        self.held: list[tuple[Any, str, Any, int | None]] = []   # secrets until the show
        self.replay_state: Any = None                # the state while a resumed game is retold

    @property
    def hotseat(self) -> bool:
        return len(self.table.people) > 1

    def opening(self, resumed: bool, *, say_resumed: bool = True) -> None:
        """The first lines; a resumed game (or a replayed one: ``say_resumed`` False, no
        „Partie fortgesetzt“) is told again from its actions and saved notes."""
        state = self.table.state
        if not resumed:
            self.observe(state, state.opening)
            for ev in state.opening:
                self.event(ev)
            return
        # a resumed game: the Spielverlauf is told again from the action log, and a show that
        # was running when the game was left is shown again
        last: list[dict[str, Any]] = []
        try:
            retelling = Retelling(self.table.match, self.table.notes, self._retell_note)
            st = self.replay_state = retelling.state
            for ev in st.opening:
                self.event(ev)
            self.observe(st, st.opening)
            for seat, _action, last in retelling:
                self.observe(st, last)
                for ev in told(last):
                    if ev.get("type") == "show_start":
                        self.release_held()
                    self.event(ev, not self.table.is_person(seat))
        except Exception:  # the log is a courtesy; the game itself was replayed already
            self.report("rocket resume log")
        finally:
            self.replay_state = None
        if say_resumed:
            self.log.append(Text("rocket.ui.log.resumed", {"evening": state.evening}), "head")
        if state.phase == "show" and any(ev.get("type") == "show_start" for ev in last):
            self.open_show(last)

    def event(self, ev: dict[str, Any], computer: bool = False) -> None:
        typ = ev.get("type", "")
        if computer and typ in QUIET_COMPUTER:
            return
        if typ in ("game_start",):
            self.log.append(opening_line(ev), "head")
            return
        seat = ev.get("seat")
        marker = seat_colour(seat) if isinstance(seat, int) else None
        self.line(to_text(ev["text"]), LOG_KINDS.get(typ, "info"), marker,
                  secret=isinstance(seat, int) and typ not in OPEN_EVENTS,
                  seat=seat if isinstance(seat, int) else None)

    def line(self, message: Any, kind: str, marker: Any = None,
             secret: bool = False, seat: int | None = None) -> None:
        """Append to the Spielverlauf — or, while several humans stuff one after the other, hold
        what a seat did until the show starts (the log must not give the rockets away)."""
        phase_state = self.replay_state or self.table.state
        if (secret and self.hotseat and phase_state.phase == "stopfen"
                and not self.show_open()):
            self.held.append((message, kind, marker, seat))
            return
        self.log.append(message, kind, marker, seat=seat)

    def note(self, message: Text, kind: str, marker: Any = None,
             secret: bool = False, seat: int | None = None) -> None:
        """A line the actions cannot tell again (a computer's reason): shown like :meth:`line`
        and kept with the save, so „Fortsetzen“ tells it again."""
        self.table.note(message, kind, seat=seat, marker=marker, secret=secret)
        self.line(message, kind, marker, secret=secret, seat=seat)

    def table_line(self, line: "Line") -> None:
        """A line the table wrote (kept in its notes already): „Zeit um …“."""
        self.line(line.text, line.kind, _marker(line.seat), secret=line.secret, seat=line.seat)

    def _retell_note(self, note: Any) -> None:
        marker = note.marker if note.marker is not None else _marker(note.seat)
        self.line(note.text, note.kind, marker, secret=note.secret, seat=note.seat)

    def release_held(self) -> None:
        held, self.held = self.held, []
        for message, kind, marker, seat in held:
            self.log.append(message, kind, marker, seat=seat)


def _marker(seat: int | None) -> Any:
    return seat_colour(seat) if isinstance(seat, int) else None


def opening_line(ev: Mapping[str, Any]) -> Any:
    """The Spielverlauf's first line; alone it names no number of Manufakturen („1 Manufakturen“
    read wrong, and a solo game has no table)."""
    if ev.get("solo") or ev.get("seats") == 1:
        return Text("rocket.ui.log.game_start_solo", {"evenings": ev.get("evenings", 9)})
    return to_text(ev["text"])
