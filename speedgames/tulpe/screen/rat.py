"""The Rat (R or the bulb): the strong computer's suggestion for the person at the device.

Against computers only (one person at the table, no Tagesblatt). The first use asks first,
because a game with the Rat gets no place bonus; the mark is saved with the game
(``Table.use_rat``), so „Fortsetzen“ keeps it. The advice is thought out on the table's own worker
(``Table.advice``); once it is in, it fills the selection (dice and fields) and its reason goes to
the status line and the Spielverlauf — the player still confirms with „Aufblühen“.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from speedgames.core.i18n import Text
from speedgames.tulpe.screen.flow import ACTIVE, OTHERS

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.tulpe.screen.tray import Selection
    from speedgames.tulpe.screen.view import TulpeView
    from speedgames.ui.log_panel import LogPanel
    from speedgames.ui.scene import AppLike
    from speedgames.ui.table import Table


class Rat:
    """The Rat at one table: ``ask`` (R or the bulb) after the warning, ``poll`` once per frame
    until the worker's advice is in; ``advice`` is the suggestion shown (an Option), ``seat``
    the person it is being thought out for (None: not asked)."""

    def __init__(self, app: "AppLike", table: "Table", selection: "Selection",
                 log: "LogPanel") -> None:
        self.app = app
        self.table = table
        self.selection = selection
        self.log = log
        self.seat: int | None = None
        self.advice: Any = None

    def ask(self, view: "TulpeView") -> None:
        refused = refusal(view)
        if refused is not None:
            self.app.toast(*refused)
            return
        seat = view.acting[1]  # type: ignore[index]  (refusal checked it)
        if self.table.rat_used:
            self._give(seat)
            return
        confirm(self.app, lambda: self._accept(seat))

    def _accept(self, seat: int) -> None:
        """The player agreed: no place bonus in this game (saved with it), then the advice."""
        self.table.use_rat()
        self.log.append(used_line(self.table.flow.seat_name(self.table, seat)), "warn")
        self._give(seat)

    def _give(self, seat: int) -> None:
        self.seat = seat
        self.poll()

    def poll(self) -> None:
        """While the Rat is asked: its advice, once the worker has it, fills the selection."""
        seat, table = self.seat, self.table
        if seat is None:
            return
        if table.at_device != seat:
            self.seat = None
            return
        advice = table.advice(seat, advise)
        if advice is None:
            if not table.thinking:  # the advisor failed (reported): no advice
                self.seat = None
            return
        self.seat = None
        best = advice.best
        if best is None:
            return
        self.advice = best
        fill(self.selection, best)
        line = advice_line(best)
        if line is not None:
            self.log.append(line, "warn")

    def forget(self) -> None:
        """The position changed under it (Zurück, another person): no advice, no question."""
        self.seat = None
        self.advice = None


def refusal(view: "TulpeView") -> tuple[Text, str] | None:
    """Why there is no Rat now (the toast and its kind), or None: the person may ask."""
    if not view.rat_allowed:
        return Text("tulpe.ui.rat_not_here" if view.mode != "daily"
                    else "tulpe.ui.rat_not_daily"), "warn"
    if view.acting is None or view.acting[0] not in (ACTIVE, OTHERS):
        return Text("tulpe.ui.rat_when"), "info"
    return None


def confirm(app: "AppLike", on_yes: Callable[[], None]) -> None:
    """The first use: the place bonus goes — asked first (the safe answer has the focus)."""
    from speedgames.ui.overlays import ConfirmDialog

    app.push(ConfirmDialog(app, Text("tulpe.ui.rat_warning"), on_yes=on_yes,
                           title=Text("tulpe.ui.rat_title"), yes=Text("tulpe.ui.rat_yes"),
                           danger=True))


def used_line(name: Any) -> Text:
    """The Spielverlauf's line when the Rat is first used."""
    return Text("tulpe.ui.log.rat_used", {"name": name})


def advise(state: Any, seat: int) -> Any:
    """The strong computer's advice (on the table's worker; ``Advice.best`` is the pick)."""
    from speedgames.tulpe import ai

    return ai.advise(state, seat)


def fill(selection: "Selection", option: Any) -> None:
    """The suggestion's dice and fields become the selection."""
    action = option.action
    if action.type == "choose":
        selection.color_die = action.get("color_die")
        selection.number_die = action.get("number_die")
        selection.cells = [(int(c), int(r)) for c, r in action.get("cells", [])]


def advice_line(option: Any) -> Text | None:
    """„Rat: …“ for the Spielverlauf (None: the advice gave no reason)."""
    if option.reason is None:
        return None
    return Text("tulpe.ui.log.rat", {"reason": option.reason})
