"""Where everything of the game scene stands: columns, Hülse, buttons, shop and prompt cards.

Run on every size change and when the show opens or closes (``relayout``), and for the prompt
buttons whenever the step changes (``layout_prompt``); it only places rectangles.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from speedgames.rocket.screen import status
from speedgames.rocket.screen.status import card_height as status_card_height
from speedgames.ui.widgets import block_height, label_text

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.scene import RocketScene


def relayout(scene: "RocketScene", size: tuple[int, int]) -> None:
    th = scene.app.theme
    w, h = size
    m = th.px(14)
    side = max(th.px(250), min(th.px(340), int(w * 0.245)))
    paper_h = scene.paper.height_for(th)
    paper_w = min(th.px(520), w - 2 * side - 4 * m)
    scene.paper.layout(pygame.Rect((w - paper_w) // 2, m, paper_w, paper_h))
    top = m + paper_h + th.px(6)
    left = pygame.Rect(m, m, side, h - 2 * m)
    right = pygame.Rect(w - m - side, m, side, h - 2 * m)
    sheet_h = status.sheet_height(th, side)
    scene._rects["sheet"] = pygame.Rect(left.x, left.y, side, sheet_h)
    scene._rects["left_col"] = left
    y = left.y + sheet_h + th.px(8)
    # title, the big number with its sum line below, the share bar: grows with the text size
    gauge_h = max(th.px(118), scene.gauge.height_for(
        th, side, bool(scene.app.settings.danger_percent)))
    scene.gauge.layout(pygame.Rect(left.x, y, side, gauge_h))
    y += gauge_h + th.px(8)
    bh = th.px(46)
    half = (side - th.px(8)) // 2
    b = scene.buttons
    row1 = button_height(th, [b["draw"], b["stop"]], side - half - th.px(8), bh)
    b["draw"].rect = pygame.Rect(left.x, y, half, row1)
    b["stop"].rect = pygame.Rect(left.x + half + th.px(8), y, side - half - th.px(8), row1)
    y += row1 + th.px(8)
    row2 = button_height(th, [b["sand"], b["rat"]], half, bh - th.px(6))
    b["sand"].rect = pygame.Rect(left.x, y, half, row2)
    b["rat"].rect = pygame.Rect(left.x + half + th.px(8), y, side - half - th.px(8), row2)
    scene._rects["rat_home"] = scene.buttons["rat"].rect.copy()
    y += row2 + th.px(10)
    scene._rects["bag_home"] = pygame.Rect(left.x, y, side, left.bottom - y)
    scene.bag.layout(scene._rects["bag_home"])
    # right column: top bar buttons, seats (or the solo panel), Spielverlauf
    tb = th.px(40)
    y = right.y + _top_bar(scene, right, side, tb) + th.px(10)
    if scene.solo:
        solo_h = max(th.px(220), min(th.px(340), (right.bottom - y) // 2))
        scene._rects["solo"] = pygame.Rect(right.x, y, side, solo_h)
        scene.players.layout(pygame.Rect(right.x, y, side, 0))
        y += solo_h + th.px(8)
    else:
        scene.players.layout(pygame.Rect(right.x, y, side, 0))
        ph = scene.players.height_for(th, len(scene.state.players), seat_lines(scene))
        # the cards as tall as their words need; the Spielverlauf below keeps a few lines
        # (it scrolls)
        ph = min(ph, max((right.bottom - y) * 2 // 3, right.bottom - y - th.px(150)))
        scene.players.layout(pygame.Rect(right.x, y, side, ph))
        scene._rects.pop("solo", None)
        y += ph + th.px(8)
    scene.log.set_rect(pygame.Rect(right.x, y, side, right.bottom - y))
    # centre: the Hülse (narrower while the show panel stands beside it)
    centre = pygame.Rect(left.right + m, top, right.x - m - left.right - m, h - m - top)
    scene._rects["centre"] = centre
    scene._rects["right"] = right
    head_h = th.font("heading").get_linesize() + th.px(6)
    from speedgames.rocket.screen.draw import keys_hint_lines

    head_h += len(keys_hint_lines(scene, centre.width)) * th.font("small").get_linesize()
    scene._rects["centre_head"] = pygame.Rect(centre.x, centre.y, centre.width, head_h)
    hul = pygame.Rect(centre.x, centre.y + head_h, centre.width, centre.height - head_h)
    if scene.show is not None:
        show_w = max(side, min(th.px(470), int(w * 0.36)))
        show_top = scene._rects["topbar"].bottom + th.px(10)
        if w - m - show_w < scene.paper.rect.right + th.px(8):
            show_top = scene.paper.rect.bottom + th.px(8)
        show_rect = pygame.Rect(w - m - show_w, show_top, show_w, h - m - show_top)
        scene.show.rect = show_rect
        hul.width = max(th.px(200), show_rect.x - m - hul.x)
        scene._rects["centre_head"].width = hul.width
    scene.huelse.layout(hul)
    ck = th.px(50)
    sheet = scene._rects["sheet"]
    scene._rects["clock"] = pygame.Rect(sheet.right - ck - th.px(8), sheet.y + th.px(8), ck, ck)
    scene.buttons["mine"].rect = pygame.Rect(0, 0, min(th.px(240), hul.width // 2),
                                             th.px(38))
    scene.buttons["mine"].rect.topright = (scene._rects["centre_head"].right, centre.y)
    # shop covers the centre and the right column
    shop = pygame.Rect(centre.x, top, right.right - centre.x, h - m - top)
    side_w = max(th.px(230), min(th.px(300), shop.width // 3))
    scene._rects["shop_side"] = scene.shop.layout(shop, th, side_w)
    sx = scene._rects["shop_side"]
    scene.buttons["take_ruhm"].rect = pygame.Rect(sx.x, sx.y, sx.width, bh)
    scene.buttons["take_shop"].rect = pygame.Rect(sx.x, sx.y + bh + th.px(8), sx.width, bh)
    scene.buttons["fertig"].rect = pygame.Rect(sx.x, sx.bottom - bh, sx.width, bh)
    trade_h = button_height(th, [b["trade_sand"], b["trade_vl"]], sx.width, bh - th.px(6))
    b["trade_sand"].rect = pygame.Rect(sx.x, sx.bottom - bh - th.px(18) - trade_h, sx.width,
                                       trade_h)
    b["trade_vl"].rect = pygame.Rect(sx.x, b["trade_sand"].rect.y - th.px(6) - trade_h,
                                     sx.width, trade_h)
    from speedgames.rocket.screen.draw import shop_keys_fit

    if not scene.shop.stacked and not shop_keys_fit(scene):   # a line under the wares
        scene._rects["shop_side"] = scene.shop.layout(shop, th, side_w, foot=True)
    scene._layer_key = None
    scene._ring_key = None


def layout_prompt(scene: "RocketScene") -> None:
    """Place the prompt buttons (Sand drauf? / Vorschau / Weiter) for the current state."""
    th = scene.app.theme
    hul = scene.huelse.rect
    bh = th.px(46)
    status = scene.model.status
    rat = scene.buttons["rat"]
    if status in ("shop_open", "shop_choose"):
        side = scene._rects["shop_side"]
        rat.rect = pygame.Rect(side.x, scene.buttons["trade_vl"].rect.y - th.px(44),
                               side.width, th.px(36))
    else:
        rat.rect = scene._rects["rat_home"]
    if scene.show is not None:
        r = scene.show.rect
        pad = th.px(24)
        scene.buttons["weiter"].rect = pygame.Rect(r.x + pad, r.bottom - pad - bh,
                                                   r.width - 2 * pad, bh)
        return
    from speedgames.rocket.screen.draw import prompt_content

    width = min(hul.width - th.px(20), th.px(540))
    height = th.px(200)
    if status in ("sand", "preview"):
        title, lines = prompt_content(scene, status)
        height = status_card_height(th, width, title, lines,
                                    th.px(56) if status == "sand" else 0) + bh + th.px(8)
        if status == "preview":
            height += (th.px(58) + bh) * preview_rows(len(scene.preview_buttons) + 1) - bh
    box = pygame.Rect(0, 0, width, height)
    box.midbottom = (hul.centerx, hul.bottom - th.px(10))
    scene._rects["prompt"] = box
    inner = box.inflate(-th.px(28), -th.px(28))
    if status == "sand":
        half = (inner.width - th.px(10)) // 2
        scene.buttons["sand_yes"].rect = pygame.Rect(inner.x, inner.bottom - bh, half, bh)
        scene.buttons["ignite"].rect = pygame.Rect(inner.x + half + th.px(10),
                                                   inner.bottom - bh, half, bh)
    elif status == "preview":
        # the chips by name („Bariumgrün 2 (1)“) need room: more than three choices take two
        # rows, each button with its chip drawn above it
        buttons = scene.preview_buttons + [scene.buttons["preview_none"]]
        rows = preview_rows(len(buttons))
        cols = -(-len(buttons) // rows)
        gap = th.px(8)
        cw = (inner.width - gap * (cols - 1)) // cols
        row_step = bh + th.px(58)
        for i, btn in enumerate(buttons):
            row, col = divmod(i, cols)
            y = inner.bottom - bh - (rows - 1 - row) * row_step
            btn.rect = pygame.Rect(inner.x + col * (cw + gap), y, cw, bh)


def button_height(theme: Any, buttons: list[Any], width: int, base: int) -> int:
    """The height of a row of buttons ``width`` wide: ``base``, or what the longest label needs
    on (at most) two lines between its words at full size (at big text), so no label shrinks
    below the type scale."""
    need = base
    two = 2 * theme.font(buttons[0].role, bold=True).get_linesize() if buttons else 0
    for button in buttons:   # (more than two lines: the label's own fit, at most two)
        text = label_text(button.label)
        need = max(need, min(two, block_height(theme, button.role, text,
                                               width - 2 * theme.px(10), bold=True))
                   + theme.px(10))
    return need


def _top_bar(scene: "RocketScene", right: pygame.Rect, side: int, tb: int) -> int:
    """Menü | Zurück | Ansicht across the column's top, each as wide as its label needs;
    when the three do not fit one row, Ansicht takes a second (returns the height used)."""
    th = scene.app.theme
    b = scene.buttons
    names = ("menu", "undo", "settings")
    gap = th.px(8)
    font = th.font("button", bold=True)
    need = [font.size(label_text(b[n].label))[0] + 2 * th.px(10) + th.px(6) for n in names]
    cw = (side - 2 * gap - tb - gap) // 3   # equal thirds, room kept at the right
    if max(need) <= cw:
        for i, name in enumerate(names):
            b[name].rect = pygame.Rect(right.x + i * (cw + gap), right.y, cw, tb)
        scene._rects["topbar"] = pygame.Rect(right.x, right.y, 3 * cw + 2 * gap, tb)
        return tb
    if sum(need) + 2 * gap <= side:
        extra = (side - sum(need) - 2 * gap) // 3
        x = right.x
        for name, w in zip(names, need):
            b[name].rect = pygame.Rect(x, right.y, w + extra, tb)
            x += w + extra + gap
        scene._rects["topbar"] = pygame.Rect(right.x, right.y, x - gap - right.x, tb)
        return tb
    half = (side - gap) // 2
    b["menu"].rect = pygame.Rect(right.x, right.y, half, tb)
    b["undo"].rect = pygame.Rect(right.x + half + gap, right.y, side - half - gap, tb)
    b["settings"].rect = pygame.Rect(right.x, right.y + tb + th.px(4), side, tb)
    scene._rects["topbar"] = pygame.Rect(right.x, right.y, side, 2 * tb + th.px(4))
    return 2 * tb + th.px(4)


def seat_lines(scene: "RocketScene") -> list[str]:
    """Every „detail · status“ line a seat card may show this game (the layout measures them
    once, so the cards do not change height between the phases)."""
    from speedgames.core.i18n import t
    from speedgames.rocket.screen.model import seat_detail

    states = [t(f"rocket.ui.status.{k}") for k in ("over", "misfire", "done", "waiting",
                                                    "stuffing", "show", "shop_done", "shopping")]
    return [f"{seat_detail(seat)}\u00a0· {state}" for seat in scene.ctl.seats for state in states]


def preview_rows(choices: int) -> int:
    """Rows of the Vorschau's buttons (the chips plus „Keinen“): two when more than three."""
    return 1 if choices <= 3 else 2
