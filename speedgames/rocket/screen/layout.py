"""Where everything of the game scene stands: columns, Hülse, buttons, shop and prompt cards.

Run on every size change and when the show opens or closes (``relayout``), and for the prompt
buttons whenever the step changes (``layout_prompt``); it only places rectangles.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from speedgames.rocket.screen import status
from speedgames.rocket.screen.status import card_height as status_card_height

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
    gauge_h = max(th.px(118), scene.gauge.height_for(th, side))
    scene.gauge.layout(pygame.Rect(left.x, y, side, gauge_h))
    y += gauge_h + th.px(8)
    bh = th.px(46)
    half = (side - th.px(8)) // 2
    scene.buttons["draw"].rect = pygame.Rect(left.x, y, half, bh)
    scene.buttons["stop"].rect = pygame.Rect(left.x + half + th.px(8), y, side - half - th.px(8),
                                             bh)
    y += bh + th.px(8)
    scene.buttons["sand"].rect = pygame.Rect(left.x, y, half, bh - th.px(6))
    scene.buttons["rat"].rect = pygame.Rect(left.x + half + th.px(8), y, side - half - th.px(8),
                                            bh - th.px(6))
    scene._rects["rat_home"] = scene.buttons["rat"].rect.copy()
    y += bh + th.px(4)
    scene.bag.layout(pygame.Rect(left.x, y, side, left.bottom - y))
    # right column: top bar buttons, seats (or the solo panel), Spielverlauf
    tb = th.px(40)
    cw = (side - 2 * th.px(8) - tb - th.px(8)) // 3   # menu | Zurück | settings
    scene.buttons["menu"].rect = pygame.Rect(right.x, right.y, cw, tb)
    scene.buttons["undo"].rect = pygame.Rect(right.x + cw + th.px(8), right.y, cw, tb)
    scene.buttons["settings"].rect = pygame.Rect(right.x + 2 * (cw + th.px(8)), right.y, cw, tb)
    scene._rects["topbar"] = pygame.Rect(right.x, right.y, 3 * cw + 2 * th.px(8), tb)
    y = right.y + tb + th.px(10)
    if scene.solo:
        solo_h = max(th.px(220), min(th.px(340), (right.bottom - y) // 2))
        scene._rects["solo"] = pygame.Rect(right.x, y, side, solo_h)
        scene.players.layout(pygame.Rect(right.x, y, side, 0))
        y += solo_h + th.px(8)
    else:
        ph = scene.players.height_for(th, len(scene.state.players))
        ph = min(ph, (right.bottom - y) * 2 // 3)
        scene.players.layout(pygame.Rect(right.x, y, side, ph))
        scene._rects.pop("solo", None)
        y += ph + th.px(8)
    scene.log.set_rect(pygame.Rect(right.x, y, side, right.bottom - y))
    # centre: the Hülse (narrower while the show panel stands beside it)
    centre = pygame.Rect(left.right + m, top, right.x - m - left.right - m, h - m - top)
    scene._rects["centre"] = centre
    scene._rects["right"] = right
    head_h = th.font("heading").get_linesize() + th.px(6)
    scene._rects["centre_head"] = pygame.Rect(centre.x, centre.y, centre.width, head_h)
    hul = pygame.Rect(centre.x, centre.y + head_h, centre.width, centre.height - head_h)
    if scene.show is not None:
        show_w = max(side, min(th.px(470), int(w * 0.36)))
        show_top = m + tb + th.px(10)
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
    scene.buttons["trade_sand"].rect = pygame.Rect(sx.x, sx.bottom - 2 * bh - th.px(12),
                                                   sx.width, bh - th.px(6))
    scene.buttons["trade_vl"].rect = pygame.Rect(sx.x, sx.bottom - 3 * bh - th.px(12),
                                                 sx.width, bh - th.px(6))
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


def preview_rows(choices: int) -> int:
    """Rows of the Vorschau's buttons (the chips plus „Keinen“): two when more than three."""
    return 1 if choices <= 3 else 2
