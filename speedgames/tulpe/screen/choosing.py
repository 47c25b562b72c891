"""The player's commands at the Speedtulpe table: würfeln, dice and fields, aufblühen, passen.

Why apart from the scene: choosing is where the table explains itself — a die already taken, a
field of the wrong colour, too many fields, a Gießkanne's cost — and suggests the matching colour
die when a field is tapped first. Keys, clicks and the tray's buttons end here. A command reads
the table from the view (:class:`~.view.TulpeView`: who may act now, the dice, the fields), edits
the :class:`~.tray.Selection` being built and hands finished actions to ``act``; it never decides
a rule itself (that is :mod:`.rules`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from speedgames.core.game import Action
from speedgames.core.i18n import Text, counted
from speedgames.tulpe.screen import rules as ui_rules
from speedgames.tulpe.screen.flow import ACTIVE, OTHERS, ROLL
from speedgames.tulpe.screen.tray import Selection
from speedgames.tulpe.screen.rules import blocked_dice
from speedgames.tulpe.screen.view import TulpeView, color_name

CHOOSING = (ACTIVE, OTHERS)
FLASH_SECONDS = 1.2  # the suggested die blinks this long


@dataclass
class Hooks:
    """What the commands may do besides editing the selection: ``act(seat, action) -> bool``
    (a refusal is told, never raised), ``toast(text, kind)``, ``sound(name)``,
    ``show_seat(seat)`` (the big field), ``suggest(die)`` (flash the matching colour die)."""

    act: Callable[[int, Action], bool]
    toast: Callable[[Any, str], None]
    sound: Callable[[str], None]
    show_seat: Callable[[int], None]
    suggest: Callable[[tuple[str, int]], None]


class Choosing:
    """The commands on the selection of the person at the device (see the module docstring)."""

    def __init__(self, view: Callable[[], TulpeView], selection: Selection,
                 hooks: Hooks) -> None:
        self.view = view
        self.selection = selection
        self.hooks = hooks

    def _acting(self, *kinds: str) -> int | None:
        """The seat at the device when it may do one of ``kinds`` now, else None."""
        acting = self.view().acting
        return acting[1] if acting is not None and acting[0] in kinds else None

    def _color(self, cell: tuple[int, int]) -> str:
        return self.view().field_data().color(cell)

    def roll(self) -> None:
        seat = self._acting(ROLL)
        if seat is not None:
            self.hooks.act(seat, Action("roll"))

    def pass_(self) -> None:
        seat = self._acting(*CHOOSING)
        if seat is not None and self.hooks.act(seat, Action("pass")):
            self.selection.clear()

    def bloom(self) -> None:
        seat = self._acting(*CHOOSING)
        if seat is None:
            return
        sel = self.selection
        if sel.color_die is None or sel.number_die is None:
            self.hooks.toast(Text("tulpe.ui.need_dice"), "warn")
            return
        if not sel.cells:
            self.hooks.toast(Text("tulpe.ui.need_cells"), "warn")
            return
        facts = self.view().facts
        action = ui_rules.choose_action(facts.get("dice") or {}, sel.color_die, sel.number_die,
                                        sel.cells, facts["layout"]["colors"])
        if self.hooks.act(seat, action):
            self.selection.clear()

    def _usable(self, die: tuple[str, int], seat: int) -> Any:
        """Why ``die`` cannot be taken (a locale key), or None."""
        view = self.view()
        if die in view.taken():
            return "tulpe.ui.die_taken"
        if die in blocked_dice(view.facts, seat, self.selection):
            return "tulpe.ui.no_cans"
        return None

    def toggle_die(self, kind: str, index: int) -> None:
        seat = self._acting(*CHOOSING)
        if seat is None:
            return
        refusal = self._usable((kind, index), seat)
        if refusal is not None:
            self.hooks.toast(Text(refusal), "warn")
            return
        sel = self.selection
        if kind == "color":
            sel.color_die = None if sel.color_die == index else index
            if sel.color_die is not None:
                color = self.view().die_value("color", index)
                if color != "*":
                    sel.cells = [c for c in sel.cells if self._color(c) == color]
        else:
            sel.number_die = None if sel.number_die == index else index
        self.hooks.sound("click")

    def toggle_cell(self, cell: tuple[int, int]) -> None:
        """A field tapped: into the selection or out of it; the first one picks the colour die."""
        seat = self._acting(*CHOOSING)
        if seat is None:
            return
        if self.view().viewed != seat:
            self.hooks.show_seat(seat)
            return
        sel = self.selection
        if cell in sel.cells:
            sel.cells.remove(cell)
            return
        if sel.color_die is None and not self._suggest_die(cell, seat):
            return
        view = self.view()
        color = view.die_value("color", sel.color_die)
        if color not in ("*", None) and self._color(cell) != color:
            self.hooks.toast(Text("tulpe.ui.wrong_color", {"color": color_name(color)}), "warn")
            return
        if color == "*" and sel.cells and self._color(cell) != self._color(sel.cells[0]):
            self.hooks.toast(Text("tulpe.ui.one_color"), "warn")
            return
        number = view.die_value("number", sel.number_die)
        limit = number if isinstance(number, int) else 5
        if len(sel.cells) >= limit:
            self.hooks.toast(Text("tulpe.ui.enough_cells",
                                  {"n": counted("core.count.fields", limit)}), "warn")
            return
        sel.cells.append(cell)
        self.hooks.sound("click")

    def _suggest_die(self, cell: tuple[int, int], seat: int) -> bool:
        """No colour die yet: take the one matching the tapped field (its colour, else a
        Gießkanne) and say so; False when none matches."""
        usable = [i for i in range(3) if self._usable(("color", i), seat) is None]
        die = ui_rules.matching_color_die(self.view().facts, cell, usable)
        if die is None:
            self.hooks.toast(Text("tulpe.ui.no_color_die",
                                  {"color": color_name(self._color(cell))}), "warn")
            return False
        self.selection.color_die = die
        self.hooks.suggest(("color", die))
        if self.view().die_value("color", die) == "*":  # say what it costs
            self.hooks.toast(Text("tulpe.ui.suggested_can", {
                "n": die + 1, "color": color_name(self._color(cell))}), "info")
        else:
            self.hooks.toast(Text("tulpe.ui.suggested", {"n": die + 1}), "info")
        return True
