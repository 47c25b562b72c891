"""The buttons of the Speedsprit board: the action bar, the Rat and the menu.

The scene hands in what a press does and what the labels read (the state, the car on the move,
the selected field) — the buttons never look into the scene.
"""

from __future__ import annotations

from typing import Any, Callable

from speedgames.core.game import Action
from speedgames.core.i18n import t
from speedgames.sprit.rules.fuel import cost
from speedgames.ui.widgets import Button, share_row


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


def drive_label(state: Any, car: int | None, selected: int | None) -> str:
    """„Fahren für … L → … L Rest“ once a field is chosen, else „Feld wählen“."""
    if car is not None and selected is not None:
        price = cost(selected - state.cars[car]["field"])
        return t("sprit.actions.drive", cost=price, rest=state.cars[car]["fuel"] - price)
    return t("sprit.ui.choose_field")


def werkstatt_label(state: Any, car: int | None, legal: Callable[[], list[Action]]) -> str:
    """The Werkstatt button with the litres it brings back, when it is a legal move."""
    if car is not None and Action("werkstatt") in legal():
        from speedgames.sprit.rules.moves import werkstatt_target

        target = werkstatt_target(state, car) or 0
        return t("sprit.ui.werkstatt_gain", gain=10 * (state.cars[car]["field"] - target))
    return t("sprit.ui.werkstatt_short")
