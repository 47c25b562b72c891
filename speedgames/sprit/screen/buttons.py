"""The buttons of the Speedsprit board: the action bar, the Rat and the menu.

The scene hands in what a press does; the labels and states read the view (the car on the
move, the selected field, the legal moves: :func:`sync`) — the buttons never look into the scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from speedgames.core.i18n import t
from speedgames.sprit.rules.fuel import cost
from speedgames.ui.widgets import Button, share_row

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.screen.view import SpritView
    from speedgames.ui.widgets import FocusRing


#: the order of the buttons in the focus ring (Tab)
FOCUS_ORDER = ("rest", "drive", "werkstatt", "tank", "k_take", "give", "k_give", "stamp", "rat",
               "undo", "menu")


def make_buttons(drive: Callable[[], None], rest: Callable[[], None],
                 do: Callable[..., None], rat: Callable[[], None], menu: Callable[[], None],
                 drive_text: Callable[[], str], werkstatt_text: Callable[[], str],
                 ) -> dict[str, Button]:
    """Every button of the board by name (``drive``, ``rest``, ``werkstatt``, ``tank`` …)."""
    b: dict[str, Button] = {}
    b["drive"] = Button(drive_text, drive, style="primary")
    b["rest"] = Button(lambda: t("sprit.ui.rest"), rest, style="primary",
                       tooltip=lambda: t("sprit.ui.tip.rest"))
    b["werkstatt"] = Button(werkstatt_text, lambda: do("werkstatt"),
                            tooltip=lambda: t("sprit.ui.tip.werkstatt"))
    b["tank"] = Button(lambda: t("sprit.actions.tanken"), lambda: do("tank", 10),
                       tooltip=lambda: t("sprit.ui.tip.tank"))
    b["give"] = Button(lambda: t("sprit.actions.ablassen"), lambda: do("tank", -10),
                       tooltip=lambda: t("sprit.ui.tip.give"))
    b["stamp"] = Button(lambda: t("sprit.actions.stamp"), lambda: do("stamp"),
                        tooltip=lambda: t("sprit.ui.tip.stamp"))
    b["k_take"] = Button(lambda: t("sprit.actions.kanister_take"),
                         lambda: do("kanister", 10), style="primary",
                         tooltip=lambda: t("sprit.ui.tip.tank"))
    b["k_give"] = Button(lambda: t("sprit.actions.kanister_give"),
                         lambda: do("kanister", -10), style="primary",
                         tooltip=lambda: t("sprit.ui.tip.give"))
    b["rat"] = Button(lambda: t("sprit.ui.rat.button"), rat, style="quiet",
                      icon="bulb", tooltip=lambda: t("sprit.ui.tip.rat"))
    b["menu"] = Button(lambda: t("sprit.ui.menu"), menu, style="quiet",
                       icon="gear", tooltip=lambda: t("sprit.ui.tip.menu"))
    share_row([b[k] for k in ("werkstatt", "tank", "give", "stamp")])  # one label size
    share_row([b["k_take"], b["k_give"]])
    return b


def drive_label(view: "SpritView") -> str:
    """„Fahren für … L → … L Rest“ once a field is chosen, else „Feld wählen“."""
    car, selected = view.human_car, view.selected
    if car is not None and selected is not None:
        price = cost(selected - view.cars[car].field)
        return t("sprit.actions.drive", cost=price, rest=view.cars[car].fuel - price)
    return t("sprit.ui.choose_field")


def werkstatt_label(view: "SpritView") -> str:
    """The Werkstatt button with the litres it brings back, when it is a legal move."""
    if view.werkstatt_gain is not None:
        return t("sprit.ui.werkstatt_gain", gain=view.werkstatt_gain)
    return t("sprit.ui.werkstatt_short")


def sync(buttons: dict[str, Button], view: "SpritView", *, can_undo: bool,
         focus: "FocusRing | None" = None, ring: bool = False) -> None:
    """What each button shows and allows for the view: „Rest auswerten“ instead of Fahren once
    every person is in the Ziel, the Ersatzkanister's two buttons instead of Tanken / Ablassen,
    a move button enabled only when its move is legal. ``focus`` gets the buttons in their Tab
    order; without ``ring`` (the player has not tabbed yet) no button holds the focus."""
    b = buttons
    moves = view.moves
    kanister = view.kanister
    b["rest"].visible = view.rest_available
    b["drive"].visible = not view.rest_available
    b["drive"].enabled = view.selected is not None and view.human_car is not None
    b["werkstatt"].enabled = "werkstatt" in moves
    b["tank"].visible = b["give"].visible = not kanister
    b["tank"].enabled = "tank" in moves
    b["give"].enabled = "give" in moves
    b["stamp"].enabled = "stamp" in moves
    b["k_take"].visible = b["k_give"].visible = kanister
    b["k_take"].enabled = "k_take" in moves
    b["k_give"].enabled = "k_give" in moves
    b["rat"].visible = view.rat_allowed
    b["rat"].enabled = view.rat_allowed and view.human_car is not None
    b["undo"].enabled = not view.over and can_undo
    if focus is None:
        return
    widgets = [b[name] for name in FOCUS_ORDER]
    if widgets != focus.widgets:
        focus.set(widgets)
    if not ring:
        # a ring on the first enabled button looked like a recommendation, and Space (the
        # „schneller“ key) would have pressed it
        focus.focus(None)
