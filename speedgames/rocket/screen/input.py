"""Keys and pointer of the game scene → intents, over the view; and its buttons and focus ring.

The keys (Speedrocket's rules §12): Leertaste = Ziehen, Enter = Aufhören / Weiter / Fertig,
E = Sandeimer / „Sand drauf“, Z = „Zünden lassen“, 1–5 / 0 = Vorschau, 1–7 = Waren, R = Rat,
V = the next Manufaktur's Hülse, Esc = close what is open (the info window, the Rat, another's
Hülse), else the menu, Ctrl+Z / Rücktaste = Zurück. A key still pressed for the previous step
does nothing for a moment (``armed``). :func:`handle_key` and :func:`click` turn them into the
scene's :class:`Intents` and the phase controllers' actions; :func:`make_buttons` and
:func:`sync_ring` keep the buttons of the current step (rebuilt only when the step changed).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import pygame

from speedgames.core.i18n import t
from speedgames.rocket.rules import data
from speedgames.rocket.screen.layout import layout_prompt, overlaid
from speedgames.ui.undo import is_undo_key, undo_button
from speedgames.ui.widgets import Button, share_row

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.basket import Basket
    from speedgames.rocket.screen.layout import Board
    from speedgames.rocket.screen.view import RocketView
    from speedgames.ui.widgets import FocusRing

DIGITS = {pygame.K_0: 0, pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_4: 4,
          pygame.K_5: 5, pygame.K_6: 6, pygame.K_7: 7, pygame.K_KP0: 0, pygame.K_KP1: 1,
          pygame.K_KP2: 2, pygame.K_KP3: 3, pygame.K_KP4: 4, pygame.K_KP5: 5, pygame.K_KP6: 6,
          pygame.K_KP7: 7}
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


@dataclass
class Intents:
    """What a key or a click may ask of the scene (its plain callbacks) and of the phases'
    controllers (``stuffing_ctl.StuffingController``, ``shop_ctl.ShopController``: they read
    their keys from here, so they are not named as types — no circle, not even for types)."""

    stuffing: Any
    shopping: Any
    weiter: Callable[[], None]
    undo: Callable[[], None]
    toggle_rat: Callable[[], None]
    close_rat: Callable[[], None]
    look_at: Callable[[int], None]
    view_next: Callable[[], None]
    back_to_mine: Callable[[], None]
    menu: Callable[[], None]
    settings: Callable[[], None]
    hurry: Callable[[], None]


def handle_key(event: Any, view: "RocketView", do: Intents, *, armed: bool, tips: Any,
               show: Any) -> bool:
    """A key press (True: it was used)."""
    key = event.key
    if is_undo_key(event) and show is None:
        do.undo()
        return True
    if key in ENTER + (pygame.K_SPACE,) and not armed:
        return True  # a key still pressed for the previous step must not act on this one
    if key == pygame.K_ESCAPE:
        if tips.visible:
            tips.hide()
        elif show is not None and (not show.done or show.tumbling):
            do.weiter()   # Esc (like Leertaste) skips the running show to its end
        elif view.rat_open:
            do.close_rat()
        elif view.view_seat not in view.own_seats:
            do.back_to_mine()   # Esc closes another's Hülse first
        else:
            do.menu()
        return True
    if show is not None:
        if key in ENTER or key == pygame.K_SPACE:
            do.weiter()
            return True
        return bool(show.scroll_key(key))   # ↑ ↓ Bild↑ Bild↓ Pos1 Ende: the show's lines
    if key == pygame.K_r:
        do.toggle_rat()
        return True
    if key == pygame.K_v and not view.solo:
        do.view_next()
        return True
    status = view.status
    if status in ("drawing", "sand", "preview"):
        return do.stuffing.hotkey(key, status)
    if status == "shop_open":
        return do.shopping.hotkey(key)
    if status is None and key in (pygame.K_SPACE,) + ENTER:
        do.hurry()   # waiting for computers: hurry them
        return True
    return False


def click(pos: tuple[int, int], view: "RocketView", board: "Board", do: Intents,
          tip: Callable[[tuple[int, int]], bool]) -> bool:
    """A click (the left button released) on the board; ``tip(pos)`` opens an info window."""
    if board.show is not None:
        seat = board.show.seat_at(pos)
        if seat is not None:
            do.look_at(seat)
            return True
    strip = board.rects.get("shop_goals_strip")
    if view.shopping and strip is not None and strip.collidepoint(pos):
        return tip(pos)   # the Meisterbrief's goals in an info window, as the pointer shows
    if overlaid(board, view, pos):
        return False   # nothing under the shop or the show's panel is clicked through it
    seat = board.players.seat_at(pos)
    if seat is not None:
        do.look_at(seat)
        return True
    if board.bag.chip_at(pos) is not None:
        tip(pos)
        return True
    if view.active is None and board.show is None and not view.over:
        do.hurry()
    return False


def make_buttons(do: Intents) -> dict[str, Button]:
    """Every button the game scene shows; :func:`sync_ring` decides which are there now."""
    stuffing, shopping = do.stuffing, do.shopping
    b = {}
    b["draw"] = Button(lambda: t("rocket.ui.btn.draw"), stuffing.do_draw, style="primary",
                       tooltip=lambda: t("rocket.ui.tip.draw"))
    b["stop"] = Button(lambda: t("rocket.ui.btn.stop"), stuffing.do_stop,
                       tooltip=lambda: t("rocket.ui.tip.stop"))
    b["sand"] = Button(lambda: t("rocket.ui.btn.sand"), stuffing.do_sand,
                       tooltip=lambda: t("rocket.ui.tip.sand"))
    b["rat"] = Button(lambda: t("rocket.ui.btn.rat"), do.toggle_rat,
                      tooltip=lambda: t("rocket.ui.tip.rat"))
    b["sand_yes"] = Button(lambda: t("rocket.ui.btn.sand_yes"), stuffing.do_sand,
                           style="primary")
    b["ignite"] = Button(lambda: t("rocket.ui.btn.ignite"), stuffing.do_ignite)
    b["preview_none"] = Button(lambda: t("rocket.ui.btn.preview_none"),
                               lambda: stuffing.do_preview(None))
    b["weiter"] = Button(lambda: t("rocket.ui.btn.weiter"), do.weiter, style="primary")
    b["take_ruhm"] = Button(shopping.take_ruhm_label, lambda: shopping.do_take("ruhm"),
                            style="primary")
    b["take_shop"] = Button(shopping.take_shop_label, lambda: shopping.do_take("shop"))
    b["trade_vl"] = Button(shopping.trade_vl_label, lambda: shopping.do_trade("vorladung"))
    b["trade_sand"] = Button(lambda: t("rocket.ui.btn.trade_sand", n=data.TRADE_COST),
                             lambda: shopping.do_trade("sandeimer"))
    b["fertig"] = Button(lambda: t("rocket.ui.btn.fertig"), shopping.do_fertig, style="primary")
    b["mine"] = Button(lambda: t("rocket.ui.btn.mine"), do.back_to_mine, style="primary")
    b["menu"] = Button(lambda: t("rocket.ui.btn.menu"), do.menu, style="quiet")
    b["undo"] = undo_button(do.undo)
    b["settings"] = Button(lambda: t("rocket.ui.btn.settings"), do.settings, style="quiet",
                           icon="gear")
    return b


def sync_ring(board: "Board", view: "RocketView", focus: "FocusRing", th: Any, *,
              basket: "Basket", stuffing: Any, can_undo: bool) -> None:
    """Which buttons are there and enabled now; the focus ring when the step changed."""
    status = view.status
    show = board.show
    p = view.acting
    key = (status, show is not None, show.done if show else None, view.view_seat, view.active,
           view.rat_allowed, view.over, tuple(p.preview) if status == "preview" and p else ())
    b = board.buttons
    for name in ("draw", "stop", "sand", "rat"):
        b[name].visible = not board.bag_over_buttons  # a replay's bag may take their room
    b["draw"].enabled = status == "drawing" and view.can_draw
    b["stop"].enabled = status == "drawing"
    b["sand"].enabled = status == "drawing" and view.can_sand
    b["rat"].visible = view.rat_allowed and not board.bag_over_buttons
    # at „Sand drauf?“ and in the Vorschau the Rat's advice stands in the prompt's card
    b["rat"].enabled = view.rat_allowed and status is not None
    b["undo"].enabled = show is None and not view.over and can_undo
    b["mine"].visible = (view.active is not None and view.view_seat != view.active
                         and view.phase != "shop") or (
        view.active is None and bool(view.people) and view.view_seat not in view.people)
    if view.shopping and p is not None:
        b["take_ruhm"].visible = b["take_shop"].visible = status == "shop_choose"
        b["trade_vl"].enabled = view.can_trade_vorladung
        b["trade_sand"].enabled = view.can_trade_sand
        b["fertig"].enabled = status == "shop_open"
        board.shop.update_buttons(view.prices, basket, p.mark,
                                  status == "shop_open" and p.may_buy and not p.bought)
    if key != board.ring_key:
        board.ring_key = key
        _rebuild_ring(board, view, focus, b, stuffing, status, p)
    prompt = (key, view.rat_open, view.rat_title, view.rat_lines)
    if prompt != board.prompt_key:   # the Rat's answer comes while the prompt stands
        board.prompt_key = prompt
        layout_prompt(board, view, th)


def _rebuild_ring(board: "Board", view: "RocketView", focus: "FocusRing", b: dict[str, Button],
                  stuffing: Any, status: str | None, p: Any) -> None:
    """The buttons of this step in the focus ring, and the one focused first."""
    show = board.show
    widgets: list[Any] = []
    focus_first = None
    if show is not None:
        widgets = [b["weiter"], b["mine"]]
        focus_first = b["weiter"]
    elif status == "drawing":
        widgets = [b["draw"], b["stop"], b["sand"], b["rat"], b["mine"]]
        focus_first = b["draw"]
    elif status == "sand":
        widgets = [b["sand_yes"], b["ignite"], b["rat"]]
        focus_first = b["sand_yes"]
    elif status == "preview" and p is not None:
        board.preview_buttons = [
            Button(_preview_label(chip, i), (lambda i=i: stuffing.do_preview(i)),
                   style="primary")
            for i, chip in enumerate(p.preview)]
        share_row(board.preview_buttons + [b["preview_none"]])
        widgets = board.preview_buttons + [b["preview_none"], b["rat"]]
        focus_first = b["preview_none"]   # a Leertaste left over from drawing must not pick a chip
    elif status == "shop_choose":
        widgets = [b["take_ruhm"], b["take_shop"], b["rat"]] + [
            board.shop.buttons[c] for c in data.PRICES]   # shown, not yet to be bought
        focus_first = b["take_ruhm"]
    elif status == "shop_open":
        widgets = [board.shop.buttons[c] for c in data.PRICES] + [
            b["trade_vl"], b["trade_sand"], b["fertig"], b["rat"]]
        focus_first = b["fertig"]
    else:
        widgets = [b["mine"]]
    if view.phase == "stopfen" and status != "drawing" and show is None:
        widgets += [b["draw"], b["stop"], b["sand"]]  # shown disabled: a steady layout
    widgets += [b["undo"], b["menu"], b["settings"]]
    focus.set(widgets, keep_focus=False)
    if focus_first is not None and focus_first.can_focus:
        focus.focus(focus_first)
    elif show is None and status is None:
        focus.focus(None)   # waiting for others: no button pretends to be next


def _preview_label(chip: str, i: int) -> Callable[[], str]:
    """„Bariumgrün 2 (1)“: the chip by colour and value, and its key."""
    from speedgames.rocket.screen.view import chip_name

    return lambda: t("rocket.ui.btn.preview_pick", chip=chip_name(chip), n=i + 1)
