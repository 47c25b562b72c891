"""The game scene's buttons for the current step: which are shown and enabled, and the focus ring
(Tab order, the first to focus) — rebuilt only when the step changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.core.game import Action
from speedgames.core.i18n import t
from speedgames.rocket.rules import data
from speedgames.rocket.screen.layout import layout_prompt
from speedgames.rocket.screen.model import chip_name
from speedgames.rocket.screen.shop_ctl import odds_prices
from speedgames.ui.undo import undo_button
from speedgames.ui.widgets import Button, share_row

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.scene import RocketScene


def make_buttons(scene: "RocketScene") -> dict[str, Button]:
    """Every button the game scene shows; ``sync_ring`` decides which are there now."""
    stuffing, shopping = scene.stuffing, scene.shopping
    b = {}
    b["draw"] = Button(lambda: t("rocket.ui.btn.draw"), stuffing.do_draw, style="primary",
                       tooltip=lambda: t("rocket.ui.tip.draw"))
    b["stop"] = Button(lambda: t("rocket.ui.btn.stop"), stuffing.do_stop,
                       tooltip=lambda: t("rocket.ui.tip.stop"))
    b["sand"] = Button(lambda: t("rocket.ui.btn.sand"), stuffing.do_sand,
                       tooltip=lambda: t("rocket.ui.tip.sand"))
    b["rat"] = Button(lambda: t("rocket.ui.btn.rat"), scene.toggle_rat,
                      tooltip=lambda: t("rocket.ui.tip.rat"))
    b["sand_yes"] = Button(lambda: t("rocket.ui.btn.sand_yes"), stuffing.do_sand,
                           style="primary")
    b["ignite"] = Button(lambda: t("rocket.ui.btn.ignite"), stuffing.do_ignite)
    b["preview_none"] = Button(lambda: t("rocket.ui.btn.preview_none"),
                               lambda: stuffing.do_preview(None))
    b["weiter"] = Button(lambda: t("rocket.ui.btn.weiter"), scene.showing.do_weiter,
                         style="primary")
    b["take_ruhm"] = Button(shopping.take_ruhm_label, lambda: shopping.do_take("ruhm"),
                            style="primary")
    b["take_shop"] = Button(shopping.take_shop_label, lambda: shopping.do_take("shop"))
    b["trade_vl"] = Button(shopping.trade_vl_label, lambda: shopping.do_trade("vorladung"))
    b["trade_sand"] = Button(lambda: t("rocket.ui.btn.trade_sand", n=data.TRADE_COST),
                             lambda: shopping.do_trade("sandeimer"))
    b["fertig"] = Button(lambda: t("rocket.ui.btn.fertig"), shopping.do_fertig, style="primary")
    b["mine"] = Button(lambda: t("rocket.ui.btn.mine"), scene.back_to_mine, style="primary")
    b["menu"] = Button(lambda: t("rocket.ui.btn.menu"), scene.ask_leave, style="quiet")
    b["undo"] = undo_button(scene.undo)
    b["settings"] = Button(lambda: t("rocket.ui.btn.settings"),
                           lambda: scene.app.open("settings"), style="quiet", icon="gear")
    return b


def sync_ring(scene: "RocketScene") -> None:
    status = scene.model.status
    key = (status, scene.show is not None, scene.show.done if scene.show else None,
           scene.view_seat, scene.active, scene.rat_allowed, scene.state.is_over(),
           len(scene.player_at(scene.active)["preview"]) if status == "preview" else 0)
    b = scene.buttons
    p = scene.player_at(scene.active)
    for name in ("draw", "stop", "sand", "rat"):
        b[name].visible = True
    b["draw"].enabled = status == "drawing" and bool(p and p["bag"])
    b["stop"].enabled = status == "drawing"
    b["sand"].enabled = (status == "drawing" and p is not None
                         and Action("sand") in scene.state.legal_actions(scene.active))
    b["rat"].visible = scene.rat_allowed
    b["rat"].enabled = scene.rat_allowed and status is not None
    b["undo"].enabled = (scene.show is None and not scene.state.is_over()
                         and scene.ctl.can_undo())
    b["mine"].visible = (scene.active is not None and scene.view_seat != scene.active
                         and scene.state.phase != "shop") or (
        scene.active is None and scene.ctl.humans and scene.view_seat not in scene.ctl.humans)
    if status in ("shop_open", "shop_choose") and p is not None:
        b["take_ruhm"].visible = b["take_shop"].visible = status == "shop_choose"
        legal = scene.state.legal_actions(scene.active)
        b["trade_vl"].enabled = Action("trade", what="vorladung") in legal
        b["trade_sand"].enabled = Action("trade", what="sandeimer") in legal
        b["fertig"].enabled = status == "shop_open"
        scene.shop.update_buttons(odds_prices(scene.state), scene.basket, p["mark"],
                                  status == "shop_open" and p["may_buy"] and not p["bought"])
    if key == scene._ring_key:
        return
    scene._ring_key = key
    widgets: list[Any] = []
    focus_first = None
    if scene.show is not None:
        widgets = [b["weiter"], b["mine"]]
        focus_first = b["weiter"]
    elif status in ("drawing",):
        widgets = [b["draw"], b["stop"], b["sand"], b["rat"], b["mine"]]
        focus_first = b["draw"]
    elif status == "sand":
        widgets = [b["sand_yes"], b["ignite"], b["rat"]]
        focus_first = b["sand_yes"]
    elif status == "preview":
        scene.preview_buttons = [
            Button(_preview_label(chip, i), (lambda i=i: scene.stuffing.do_preview(i)),
                   style="primary")
            for i, chip in enumerate(p["preview"])]
        share_row(scene.preview_buttons + [b["preview_none"]])
        widgets = scene.preview_buttons + [b["preview_none"], b["rat"]]
        focus_first = scene.preview_buttons[0] if scene.preview_buttons else b["preview_none"]
    elif status == "shop_choose":
        widgets = [b["take_ruhm"], b["take_shop"], b["rat"]] + [
            scene.shop.buttons[c] for c in data.PRICES]   # shown, not yet to be bought
        focus_first = b["take_ruhm"]
    elif status == "shop_open":
        widgets = [scene.shop.buttons[c] for c in data.PRICES] + [
            b["trade_vl"], b["trade_sand"], b["fertig"], b["rat"]]
        focus_first = b["fertig"]
    else:
        widgets = [b["mine"]]
    if scene.state.phase == "stopfen" and status != "drawing" and scene.show is None:
        widgets += [b["draw"], b["stop"], b["sand"]]  # shown disabled: a steady layout
    widgets += [b["undo"], b["menu"], b["settings"]]
    scene.focus.set(widgets, keep_focus=False)
    if focus_first is not None and focus_first.can_focus:
        scene.focus.focus(focus_first)
    elif scene.show is None and status is None:
        scene.focus.focus(None)   # waiting for others: no button pretends to be next
    layout_prompt(scene)


def _preview_label(chip: str, i: int):
    """„Bariumgrün 2 (1)“: the chip by colour and value, and its key."""
    return lambda: t("rocket.ui.btn.preview_pick", chip=chip_name(chip), n=i + 1)
