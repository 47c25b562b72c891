"""The Pulverhandlung at the device: after a Fehlzündung „Ruhm nehmen“ or „Einkaufen“, then wares
into the basket (1–7 or a click on a chip), Kristall trades and „Fertig“. Its view is
:class:`~speedgames.rocket.screen.shop.ShopView` (with the basket drawn by ``draw``); this
controller works over the view and the :class:`~speedgames.rocket.screen.basket.Basket` it
fills, and plays through ``act`` (the person at the device; a refusal becomes a toast). When the
Zug-Uhr runs out the purchase is the stand-in's (``flow.RocketStandIn``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from speedgames.core.game import Action
from speedgames.core.i18n import Text, counted, t
from speedgames.core.i18n import t_count
from speedgames.rocket.rules import data
from speedgames.rocket.screen.basket import Basket
from speedgames.rocket.screen.input import DIGITS, ENTER
from speedgames.rocket.screen.view import chip_name

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.view import RocketView


class ShopController:
    """The Pulverhandlung of the person at the device (``view.active``)."""

    def __init__(self, view: Callable[[], "RocketView"], act: Callable[[Action], bool],
                 toast: Callable[[Text, str], None]) -> None:
        self.view = view
        self.act = act
        self.toast = toast
        self.basket = Basket()

    def hotkey(self, key: int) -> bool:
        """Shopping: 1–7 = a ware into the basket (or out again), Enter = Fertig."""
        if key in ENTER:
            self.do_fertig()
            return True
        if key in DIGITS and 1 <= DIGITS[key] <= 7:
            self.press_ware(DIGITS[key] - 1)
            return True
        return False

    def take_ruhm_label(self) -> str:
        return t("rocket.ui.btn.take_ruhm", n=self.view().ruhm_if_taken)

    def take_shop_label(self) -> str:
        p = self.view().acting
        return t("rocket.ui.btn.take_shop", n=counted("core.count.mark", p.mark if p else 0))

    def trade_vl_label(self) -> str:
        view = self.view()
        cost = view.vorladung_cost if view.acting is not None else data.TRADE_COST
        return t_count("rocket.ui.btn.trade_vl", cost, n=cost)   # Kristallhändler: „1 Kristall“

    def do_take(self, what: str) -> None:
        if self.view().status == "shop_choose":
            self.act(Action("take", what=what))

    def do_trade(self, what: str) -> None:
        if self.view().status == "shop_open":
            self.act(Action("trade", what=what))

    def do_fertig(self) -> None:
        view = self.view()
        p = view.acting
        if view.status != "shop_open" or p is None:
            return
        if self.basket.chips and p.may_buy and not p.bought:
            if not self.act(Action("buy", chips=list(self.basket.chips))):
                return
        self.basket.clear()
        self.act(Action("done"))

    def press_ware(self, index: int) -> None:
        view = self.view()
        p = view.acting
        if view.status != "shop_open" or p is None:
            return
        kind = data.WARE_KINDS[index]
        if not p.may_buy or p.bought:
            self.toast(Text("rocket.ui.toast.no_buying"), "warn")
            return
        self.tell_refusal(self.basket.press(kind, view.prices, p.mark), kind)

    def click_chip(self, chip: str) -> None:
        view = self.view()
        p = view.acting
        if view.status != "shop_open" or p is None or not p.may_buy or p.bought:
            return
        self.tell_refusal(self.basket.toggle(chip, view.prices, p.mark), chip[0])

    def tell_refusal(self, result: str, kind: str) -> None:
        """Say why a ware did not go into the basket (it never changes silently)."""
        view = self.view()
        p = view.acting
        mark = p.mark if p is not None else 0
        basket = self.basket
        if result == "unavailable":
            text = Text("rocket.ui.shop.from_evening", {"n": data.AVAILABLE_FROM[kind]})
        elif result == "too_dear":
            text = Text("rocket.ui.toast.too_dear", {"mark": counted("core.count.mark", mark)})
        elif result == "made_room" and basket.stepped is not None:
            was, now = basket.stepped
            self.toast(Text("rocket.ui.toast.made_room",
                            {"was": chip_name(was), "now": chip_name(now),
                             "ware": Text(f"rocket.chip.{kind}")}), "info")
            return
        elif result == "full":
            text = Text("rocket.ui.toast.basket_full")
        elif result == "no_room":
            others = [chip_name(c) for c in basket.others(kind)]
            text = Text("rocket.ui.toast.no_room",
                        {"ware": Text(f"rocket.chip.{kind}"), "other": " + ".join(others),
                         "left": counted("core.count.mark",
                                         max(0, basket.room(kind, view.prices, mark)))})
        else:
            return
        self.toast(text, "warn")
