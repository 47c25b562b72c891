"""The Pulverhandlung at the device: after a Fehlzündung „Ruhm nehmen“ or „Einkaufen“, then wares
into the basket (1–7 or a click on a chip), Kristall trades and „Fertig“; and the purchase by the
Rat's advice when the Zug-Uhr runs out. Its view is :class:`~speedgames.rocket.screen.shop.ShopView`
(with the basket drawn by ``draw``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.core.game import Action, IllegalAction
from speedgames.core.i18n import Text, counted, t
from speedgames.rocket.rules import data
from speedgames.rocket.screen.keys import DIGITS, ENTER
from speedgames.rocket.screen.model import chip_name

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.scene import RocketScene


class ShopController:
    """The Pulverhandlung of the human at the device (``scene.active``)."""

    def __init__(self, scene: "RocketScene") -> None:
        self.scene = scene

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
        p = self.scene.player_at(self.scene.active)
        return t("rocket.ui.btn.take_ruhm", n=data.RUHM[p["wf"]] if p else 0)

    def take_shop_label(self) -> str:
        p = self.scene.player_at(self.scene.active)
        return t("rocket.ui.btn.take_shop", n=counted("core.count.mark", p["mark"] if p else 0))

    def trade_vl_label(self) -> str:
        from speedgames.rocket.rules.shop import vorladung_cost

        p = self.scene.player_at(self.scene.active)
        from speedgames.core.i18n import t_count as counted

        cost = vorladung_cost(self.scene.state, p) if p else data.TRADE_COST
        return counted("rocket.ui.btn.trade_vl", cost, n=cost)   # Kristallhändler: „1 Kristall“

    def do_take(self, what: str) -> None:
        if self.scene.model.status == "shop_choose":
            self.scene.act(self.scene.active, Action("take", what=what))

    def do_trade(self, what: str) -> None:
        if self.scene.model.status == "shop_open":
            self.scene.act(self.scene.active, Action("trade", what=what))

    def do_fertig(self) -> None:
        if self.scene.model.status != "shop_open":
            return
        seat = self.scene.active
        p = self.scene.player_at(seat)
        if self.scene.basket.chips and p["may_buy"] and not p["bought"]:
            if not self.scene.act(seat, Action("buy", chips=list(self.scene.basket.chips))):
                return
        self.scene.basket.clear()
        self.scene.act(seat, Action("done"))

    def press_ware(self, index: int) -> None:
        if self.scene.model.status != "shop_open":
            return
        p = self.scene.player_at(self.scene.active)
        kind = data.WARE_KINDS[index]
        if not p["may_buy"] or p["bought"]:
            self.scene.app.toast(Text("rocket.ui.toast.no_buying"), "warn")
            return
        result = self.scene.basket.press(kind, odds_prices(self.scene.state), p["mark"])
        self.tell_refusal(result, kind)

    def click_chip(self, chip: str) -> None:
        if self.scene.model.status != "shop_open":
            return
        p = self.scene.player_at(self.scene.active)
        if not p["may_buy"] or p["bought"]:
            return
        self.tell_refusal(self.scene.basket.toggle(chip, odds_prices(self.scene.state),
                                                   p["mark"]), chip[0])

    def tell_refusal(self, result: str, kind: str) -> None:
        """Say why a ware did not go into the basket (it never changes silently)."""
        p = self.scene.player_at(self.scene.active)
        prices = odds_prices(self.scene.state)
        basket = self.scene.basket
        if result == "unavailable":
            text = Text("rocket.ui.shop.from_evening", {"n": data.AVAILABLE_FROM[kind]})
        elif result == "too_dear":
            text = Text("rocket.ui.toast.too_dear",
                        {"mark": counted("core.count.mark", p["mark"])})
        elif result == "made_room" and basket.stepped is not None:
            was, now = basket.stepped
            self.scene.app.toast(Text("rocket.ui.toast.made_room",
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
                                         max(0, basket.room(kind, prices, p["mark"])))})
        else:
            return
        self.scene.app.toast(text, "warn")

    def shop_by_advice(self, seat: int) -> None:
        from speedgames.rocket import ai

        p = self.scene.state.players[seat]
        if p["shop"] == "choose":
            advice = ai.advise(self.scene.state, seat)
            best = advice.best.action if advice.best else Action("take", what="ruhm")
            self.scene.ctl.apply(seat, best)
        p = self.scene.state.players[seat]
        if p["shop"] == "open" and p["may_buy"] and not p["bought"]:
            advice = ai.advise(self.scene.state, seat)
            chips = advice.extra.get("suggestion") or []
            if chips:
                try:
                    self.scene.ctl.apply(seat, Action("buy", chips=list(chips)))
                except IllegalAction:
                    pass
        if self.scene.state.players[seat]["shop"] == "open":
            self.scene.ctl.apply(seat, Action("done"))
        self.scene.basket.clear()


def odds_prices(state: Any) -> dict[str, int]:
    from speedgames.rocket.rules.shop import prices

    return prices(state)

