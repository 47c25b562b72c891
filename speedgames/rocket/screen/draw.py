"""Composes the game scene's board layer from the views (called only when something changed).

The scene keeps the result as one cached surface keyed by everything that can change it (actions,
the seat shown, the basket, the show's progress, theme, language, size); a frame then costs one
blit plus the buttons, the flying chip and the info window. This module holds no state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from speedgames.core.i18n import counted as counted_noun
from speedgames.core.i18n import t
from speedgames.core.i18n import t_count as counted
from speedgames.rocket.rules import data, odds
from speedgames.rocket.rules import extrablatt as xb
from speedgames.rocket.screen import art, status
from speedgames.rocket.screen.model import chip_name, seat_detail, seat_name, seat_status
from speedgames.rocket.screen.players import SeatCard, seat_colour
from speedgames.ui.table_setup import draw_fitted
from speedgames.ui.widgets import (block_height, clipping, draw_panel, draw_text, hyphen_wrap,
                                   text_height)

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.scene import RocketScene
    from speedgames.ui.theme import Theme


REGIONS = ("top", "left", "centre", "right", "overlay")


def region_rects(scene: "RocketScene", size: tuple[int, int]) -> dict[str, pygame.Rect]:
    """The screen split into areas that are repainted on their own (shadows included)."""
    th = scene.app.theme
    w, h = size
    m2 = th.px(7)
    left = scene._rects["left_col"]
    right = scene._rects["right"]
    top = scene._rects["centre"].y
    lx = left.right + m2
    rx = right.x - m2
    return {"top": pygame.Rect(lx, 0, rx - lx, top),
            "left": pygame.Rect(0, 0, lx, h),
            "centre": pygame.Rect(lx, top, rx - lx, h - top),
            "right": pygame.Rect(rx, 0, w - rx, h),
            "overlay": pygame.Rect(lx, 0, w - lx, h)}


def region_keys(scene: "RocketScene") -> dict[str, tuple]:
    """What each area shows; an area is repainted only when its key changed."""
    st = scene.state
    seat = scene.view_seat
    ver = scene.seat_version
    common = (scene.phase_version, scene.active, scene.state.phase, scene.show is not None,
              scene.state.is_over())
    status_ = scene.model.status
    left = (common, seat, ver[seat], scene.model.is_covered(seat),
            bool(scene.app.settings.danger_percent))
    centre = (common, seat, ver[seat], status_, scene.fly is not None, scene.rat_open,
              scene._advice[0] if scene._advice else None,
              scene._advice_asked, scene.buttons["mine"].visible)
    right = (common, tuple(ver), len(scene.log.entries), scene.log.scroll, scene.log.focused,
             scene.hover_seat, seat)
    overlay: tuple = ()
    if status_ in ("shop_open", "shop_choose") or scene.show is not None:
        show = scene.show
        overlay = (centre, right, status_, tuple(scene.basket.chips),
                   show.revealed if show else -1, show.tumbling if show else False, id(show),
                   show.top if show else None,
                   scene.rat_open)
    return {"top": (st.card, st.evening, st.base_limit), "left": left,
            "centre": centre if not overlay else (), "right": right if not overlay else (),
            "overlay": overlay}


def paint_region(scene: "RocketScene", s: pygame.Surface, name: str,
                 rect: pygame.Rect) -> None:
    """Restore the background of ``rect`` and draw the area ``name`` into it."""
    th = scene.app.theme
    bg = art.background(s.get_size(), th.dark)
    s.set_clip(rect)
    s.blit(bg, rect, rect)
    try:
        if name == "top":
            st = scene.state
            scene.paper.draw(s, th, card=st.card, evening=st.evening, evenings=st.evenings,
                             limit=st.base_limit)
        elif name == "left":
            _draw_left(scene, s)
        elif name == "centre":
            _draw_centre_region(scene, s)
        elif name == "right":
            _draw_right(scene, s)
        elif name == "overlay":
            _draw_centre_region(scene, s)
            _draw_right(scene, s)
            if scene.model.status in ("shop_open", "shop_choose"):
                _draw_shop(scene, s)
            if scene.show is not None:
                scene.show.draw(s, th, th.px(46))
    finally:
        s.set_clip(None)


def draw_board(scene: "RocketScene", s: pygame.Surface) -> None:
    """Everything at once (first frame, size / theme / language change)."""
    rects = region_rects(scene, s.get_size())
    keys = region_keys(scene)
    for name in REGIONS:
        if name == "overlay" and not keys["overlay"]:
            continue
        if name in ("centre", "right") and keys["overlay"]:
            continue
        paint_region(scene, s, name, rects[name])


def _draw_left(scene: "RocketScene", s: pygame.Surface) -> None:
    th = scene.app.theme
    seat = scene.view_seat
    p = scene.state.players[seat]
    covered = scene.model.is_covered(seat)
    _draw_sheet(scene, s, seat)
    _draw_gauge(scene, s, seat, covered)
    bag, title = p["bag"], t("rocket.ui.bag.title")
    aside = p["set_aside"] if not covered else None
    if scene.state.phase == "shop":
        # shopping: the Hülse's (and the set-aside) chips go back into the bag tonight — show
        # the whole powder, so a purchase is judged against tomorrow's bag, not the rest in it
        bag = dict(bag)
        for chip in [c for c, _field in p["huelse"]] + list(p["set_aside"]):
            bag[chip] = bag.get(chip, 0) + 1
        title, aside = t("rocket.ui.bag.title_all"), None
    home = scene._rects["bag_home"]
    if scene.state.phase == "shop" or scene.show is not None:
        # the stuffing buttons are away (shop, show): the bag takes their room
        top = scene.gauge.rect.bottom + th.px(8)
        home = pygame.Rect(home.x, top, home.width, home.bottom - top)
    scene.bag.layout(home)
    scene.bag.draw(s, th, bag, title=title, set_aside=aside)


def _draw_centre_region(scene: "RocketScene", s: pygame.Surface) -> None:
    if scene.model.status in ("shop_open", "shop_choose"):
        return
    seat = scene.view_seat
    _draw_centre(scene, s, seat, scene.model.is_covered(seat))


def _draw_right(scene: "RocketScene", s: pygame.Surface) -> None:
    th = scene.app.theme
    st = scene.state
    draw_panel(s, scene._rects["topbar"], th, "panel")
    if scene.solo:
        _draw_solo(scene, s)
    else:
        seat = scene.view_seat
        cards = []
        for i in range(len(st.players)):
            q = st.players[i]
            hidden = scene.model.is_covered(i) and st.phase == "stopfen"
            field = None if hidden else (q["wf"] if q["status"] == "done"
                                         else (q["huelse"][-1][1] + 1 if q["huelse"]
                                               else q["start"] + 1))
            if st.phase == "stopfen" and not q["huelse"] and q["status"] != "done":
                field = None if hidden else q["start"]
            cards.append(SeatCard(i, _name(scene, i), seat_detail(scene.ctl.seats[i]),
                                  seat_status(st, scene.model, i), q["ruhm"], q["kristalle"],
                                  q["vorladung"], q["sand"], min(data.LAST_FIELD, field)
                                  if field is not None else None,
                                  q["exploded"] and not hidden, len(q["huelse"]),
                                  i == scene.active, i == seat))
        scene.players.draw(s, th, cards, scene.hover_seat)
    scene.log.draw(s, th)


def _name(scene: "RocketScene", seat: int) -> str:
    return seat_name(scene.state, seat)


def _draw_sheet(scene: "RocketScene", s: pygame.Surface, seat: int) -> None:
    th = scene.app.theme
    p = scene.state.players[seat]
    sub = seat_detail(scene.ctl.seats[seat])
    if seat == scene.active:
        sub = t("rocket.ui.sheet.your_turn")
    barred = sand_barred(scene)
    sand_key = ("rocket.ui.sheet.sand_barred" if barred else
                "rocket.ui.sheet.sand_full" if p["sand"] else "rocket.ui.sheet.sand_empty")
    labels = {"ruhm": t("rocket.ui.sheet.ruhm"), "kristalle": t("rocket.ui.sheet.kristalle"),
              "vorladung": t("rocket.ui.sheet.vorladung"), "sand": t(sand_key)}
    reserve = scene._rects["clock"].width + th.px(8) if scene.clock.limit is not None else 0
    scene.sheet_labels = status.draw_sheet(
        s, th, scene._rects["sheet"], name=_name(scene, seat), subtitle=sub,
        colour=seat_colour(seat), ruhm=p["ruhm"], kristalle=p["kristalle"],
        vorladung=p["vorladung"], sand=p["sand"], labels=labels, reserve=reserve,
        sand_barred=barred)


def sand_barred(scene: "RocketScene") -> bool:
    """Sandknappheit: tonight's Stopfen has no Sandeimer, however full it is."""
    from speedgames.rocket.rules.stuffing import sand_allowed

    return scene.state.phase == "stopfen" and not sand_allowed(scene.state)


def _draw_gauge(scene: "RocketScene", s: pygame.Surface, seat: int, covered: bool) -> None:
    th = scene.app.theme
    st = scene.state
    p = st.players[seat]
    active = st.phase == "stopfen" and p["status"] in ("drawing", "sand", "preview") \
        and not covered
    gauge = odds.gauge(st, seat) if active and p["bag"] else {}
    wsum = 0 if covered else st.wsum(seat)
    note = None
    if covered:
        note = t("rocket.ui.gauge.covered")
    elif p["exploded"]:
        note = t("rocket.ui.gauge.misfire")
    scene.gauge.draw(s, th, wsum=wsum, limit=st.limit(seat), gauge=gauge,
                     percent=bool(scene.app.settings.danger_percent), active=active, note=note)


def _draw_centre(scene: "RocketScene", s: pygame.Surface, seat: int, covered: bool) -> None:
    th = scene.app.theme
    st = scene.state
    p = st.players[seat]
    head = scene._rects["centre_head"]
    if seat == scene.active or (scene.active is None and seat in scene.ctl.humans):
        title = t("rocket.ui.centre.mine", evening=st.evening)
    else:
        title = t("rocket.ui.centre.other", name=_name(scene, seat))
    room = head.width - (scene.buttons["mine"].rect.width + th.px(10)
                         if scene.buttons["mine"].visible else 0)
    title_w = status.draw_line(s, th, title, "heading", (head.x, head.y), room,
                               th.color("text"))
    scene._rects.pop("keys_hint", None)
    if scene.model.status == "drawing" and not scene.buttons["mine"].visible:
        _draw_keys_hint(scene, s, room - title_w - th.px(16), head)
    hul = scene.huelse
    hul.draw_static(s, th)
    if covered:
        veil = pygame.Surface(hul.rect.size, pygame.SRCALPHA)
        veil.fill((*th.color("scrim"), 150))
        s.blit(veil, hul.rect.topleft)
        w = min(hul.rect.width, th.px(420))
        lines = [(t("rocket.ui.covered.text"), "dim")]
        box = pygame.Rect(0, 0, w, status.card_height(th, w, t("rocket.ui.covered.title"),
                                                      lines))
        box.center = hul.rect.center
        status.draw_card(s, th, box, t("rocket.ui.covered.title"), lines)
        return
    done = p["status"] == "done" or st.phase != "stopfen"
    wf = p["wf"] if done else (p["huelse"][-1][1] + 1 if p["huelse"] else p["start"] + 1)
    konk = None
    if st.card == xb.KONKURRENZ_VOR:
        konk = xb.konkurrenz_field(st.evening)
    target = xb.auftrag_target(st.evening) if st.card == xb.AUFTRAG else None
    hul.draw_markers(s, th, vorladung=p["vorladung"], start=p["start"],
                     wertungsfeld=min(data.LAST_FIELD, wf) if (p["huelse"] or done) else None,
                     konkurrenz=konk, target=target, exploded=p["exploded"])
    count = len(p["huelse"])
    if scene.fly is not None and count and p["huelse"][-1][0] == scene.fly.chip:
        count -= 1
    hul.draw_chips(s, p["huelse"], count)
    status_ = scene.model.status
    if seat == scene.active and status_ in ("sand", "preview"):
        _draw_prompt(scene, s, status_)
    elif scene.rat_open and scene.active is not None:
        _draw_rat(scene, s)
    elif scene.active is None and not st.is_over() and scene.show is None \
            and not scene.replaying:
        _draw_waiting(scene, s)


def keys_hint_lines(scene: "RocketScene", width: int) -> list[str]:
    """The key help under the Hülse's title when it has no room beside it: the short words,
    wrapped between them at ``width`` (the layout reserves the room; [] when one line beside
    the title holds it)."""
    th = scene.app.theme
    small = th.font("small")
    key = ("rocket.ui.keys.solo" if scene.solo else
           "rocket.ui.keys.table" if scene.rat_allowed else "rocket.ui.keys.hotseat")
    title = th.font("heading").size(t("rocket.ui.centre.mine", evening=9))[0]
    if title + th.px(16) + small.size(t(key + "_short"))[0] <= width:
        return []
    return _pairs(t(key + "_short"), small, width)


def _pairs(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """„Leertaste Ziehen · Enter Aufhören · …“ wrapped at its dots, so a key stays beside its
    word (between words only where one pair alone is too wide)."""
    lines: list[str] = []
    for part in text.split(" · "):
        if lines and font.size(lines[-1] + " · " + part)[0] <= width:
            lines[-1] += " · " + part
        else:
            lines += hyphen_wrap(part, font, width)
    return lines


def _draw_keys_hint(scene: "RocketScene", s: pygame.Surface, room_w: int,
                    head: pygame.Rect) -> None:
    """Beside the title when one line fits there (the long words first), else under it."""
    th = scene.app.theme
    small = th.font("small")
    key = ("rocket.ui.keys.solo" if scene.solo else
           "rocket.ui.keys.table" if scene.rat_allowed else "rocket.ui.keys.hotseat")
    colour = th.color("text_dim")
    below = keys_hint_lines(scene, head.width)
    if not below:
        for hint in (t(key), t(key + "_short")):
            if small.size(hint)[0] <= room_w:
                img = small.render(hint, True, colour)
                scene._rects["keys_hint"] = s.blit(img, img.get_rect(
                    bottomright=(head.right, th.font("heading").get_linesize()
                                 + head.y - th.px(2))))
                return
        below = _pairs(t(key + "_short"), small, head.width)
    y = head.y + th.font("heading").get_linesize()
    rect = pygame.Rect(head.x, y, 0, 0)
    for line in below:
        img = small.render(line, True, colour)
        rect.union_ip(s.blit(img, (head.x, y)))
        y += small.get_linesize()
    scene._rects["keys_hint"] = rect


def prompt_content(scene: "RocketScene", status_: str) -> tuple[str, list[tuple[str, str]]]:
    """Title and lines of the „Sand drauf?“ / Vorschau card (also sizes it)."""
    p = scene.state.players[scene.active]
    if status_ == "sand":
        chip = p["pending"] or ""
        return t("rocket.ui.prompt.sand_title"), [
            (t("rocket.ui.prompt.sand_text", chip=chip_name(chip),
               sum=scene.state.wsum(scene.active) + (int(chip[1:]) if chip else 0),
               limit=scene.state.limit(scene.active)), "text")]
    return t("rocket.ui.prompt.preview_title"), [
        (counted("rocket.ui.prompt.preview_text", len(p["preview"]), n=len(p["preview"])),
         "text")]


def _draw_prompt(scene: "RocketScene", s: pygame.Surface, status_: str) -> None:
    th = scene.app.theme
    p = scene.state.players[scene.active]
    box = scene._rects.get("prompt")
    if box is None:
        return
    title, lines = prompt_content(scene, status_)
    status.draw_card(s, th, box, title, lines, style="poster",
                     inset=th.px(56) if status_ == "sand" else 0)
    if status_ == "sand" and p["pending"]:
        img = art.chip(p["pending"], th.px(24))
        s.blit(img, img.get_rect(topright=(box.right - th.px(16), box.y + th.px(12))))
    if status_ == "preview":
        for btn, chip in zip(scene.preview_buttons, p["preview"]):
            img = art.chip(chip, max(10, min(th.px(24), btn.rect.width // 4)))
            s.blit(img, img.get_rect(midbottom=(btn.rect.centerx, btn.rect.y - th.px(6))))


def _draw_rat(scene: "RocketScene", s: pygame.Surface) -> None:
    from speedgames.rocket.screen import tips as ui_tips

    th = scene.app.theme
    title, lines = ui_tips.rat_lines(scene)
    hul = scene.huelse.rect
    w = min(hul.width - th.px(20), th.px(520))
    h = status.card_height(th, w, title, lines)
    box = pygame.Rect(0, 0, w, h)
    box.midbottom = (hul.centerx, hul.bottom - th.px(8))
    status.draw_card(s, th, box, title, lines)
    scene._rects["rat_card"] = box


def _draw_waiting(scene: "RocketScene", s: pygame.Surface) -> None:
    th = scene.app.theme
    hul = scene.huelse.rect
    text = t("rocket.ui.waiting.computers")
    hint = t("rocket.ui.waiting.hint")
    w = min(hul.width - th.px(20), th.px(460))
    lines = [(hint, "dim")]
    h = status.card_height(th, w, text, lines)
    box = pygame.Rect(0, 0, w, h)
    box.midbottom = (hul.centerx, hul.bottom - th.px(8))
    status.draw_card(s, th, box, text, lines)


def _draw_solo(scene: "RocketScene", s: pygame.Surface) -> None:
    from speedgames.rocket.screen import tips as ui_tips

    th = scene.app.theme
    st = scene.state
    rect = scene._rects.get("solo")
    if rect is None:
        return
    title, lines = ui_tips.solo_lines(scene)
    heights = [(h["fields"][0], h["exploded"][0]) for h in st.history]
    status.draw_solo_panel(s, th, rect, title=title, lines=lines, heights=heights,
                           evenings=st.evenings, heights_title=t("rocket.ui.solo.heights"))


def basket_height(th: "Theme", width: int) -> int:
    """The basket panel in the shop's side: its title, the longest of its messages wrapped at
    ``width`` (or two chips), the sum line."""
    pad = th.px(10)
    msg_h = max(block_height(th, "small", t(key), width - 2 * pad) for key in (
        "rocket.ui.shop.took_ruhm", "rocket.ui.shop.no_buy", "rocket.ui.shop.basket_empty",
        "rocket.ui.shop.bought"))
    chip_h = 2 * (art.chip("K1", th.px(13)).get_height() + th.px(4))
    return max(th.px(128), 2 * pad + th.font("label").get_linesize() + th.px(4)
               + max(msg_h, chip_h) + th.px(4) + th.font("body", bold=True).get_linesize())


def shop_keys_fit(scene: "RocketScene") -> bool:
    """Does the whole key help fit the shop's side between the basket and the buttons?"""
    th = scene.app.theme
    side = scene._rects["shop_side"]
    top = side.y + basket_height(th, side.width) + th.px(10)
    bottom = scene.buttons["trade_vl"].rect.y - th.px(8)
    if scene.rat_allowed:
        bottom -= th.px(44)
    return text_height(t("rocket.ui.shop.keys"), th.font("small"), side.width) <= bottom - top


def _draw_shop(scene: "RocketScene", s: pygame.Surface) -> None:
    from speedgames.rocket.rules.shop import prices as odds_prices
    from speedgames.rocket.screen import tips as ui_tips

    th = scene.app.theme
    st = scene.state
    seat = scene.active
    p = st.players[seat]
    prices = odds_prices(st)
    sub = t("rocket.ui.shop.sub", name=_name(scene, seat),
            mark=counted("rocket.ui.shop.marks", p["mark"], n=p["mark"]),
            kristalle=counted("rocket.ui.shop.kristalle", p["kristalle"], n=p["kristalle"]))
    scene.shop.draw_frame(s, th, t("rocket.ui.shop.title"), sub)
    hover_kind = None
    scene.shop.draw_rows(s, th, recipes=st.recipes, evening=st.evening, prices=prices,
                         hover_kind=hover_kind)
    side = scene._rects["shop_side"]
    y = side.y
    small = th.font("small")
    body = th.font("body", bold=True)
    status_ = scene.model.status
    if status_ == "shop_choose":
        y = scene.buttons["take_shop"].rect.bottom + th.px(10)
        y += draw_text(s, t("rocket.ui.shop.choose_text"), small, th.color("text_dim"),
                       pygame.Rect(side.x, y, side.width, 0)) + th.px(10)
        if scene.rat_open:   # Ruhm or Einkauf: the Rat weighs the two
            from speedgames.rocket.screen import tips as ui_tips

            area = pygame.Rect(side.x, y, side.width,
                               scene.buttons["rat"].rect.y - th.px(8) - y)
            title, lines = ui_tips.rat_lines(scene)
            if area.height > th.px(60):
                status.draw_card(s, th, area, title, lines)
                scene._rects["rat_card"] = area
        return
    # basket: as tall as its longest message needs at this width (wrapped, never shrunk)
    pad = th.px(10)
    msg_w = side.width - 2 * pad
    head_font = th.font("label")
    basket_h = basket_height(th, side.width)
    draw_panel(s, pygame.Rect(side.x, y, side.width, basket_h), th, "inset")
    head = t("rocket.ui.shop.basket").upper()
    img = head_font.render(head, True, th.color("accent"))
    s.blit(img, (side.x + pad, y + pad))
    yy = y + pad + img.get_height() + th.px(4)
    message = None
    if not p["may_buy"]:
        message = t("rocket.ui.shop.took_ruhm") if p["rights"] == "choose" else \
            t("rocket.ui.shop.no_buy")
    elif p["bought"]:
        message = t("rocket.ui.shop.bought")
    elif not scene.basket.chips:
        message = t("rocket.ui.shop.basket_empty")
    if message is not None:
        colour = th.color("good" if p["may_buy"] and p["bought"] else "text_dim")
        for line in hyphen_wrap(message, small, msg_w):
            s.blit(small.render(line, True, colour), (side.x + pad, yy))
            yy += small.get_linesize()
    else:
        for chip in scene.basket.chips:
            img = art.chip(chip, th.px(13))
            s.blit(img, (side.x + pad, yy))
            price = t("rocket.ui.shop.price", n=counted_noun("core.count.mark", prices[chip]))
            draw_fitted(s, f"{chip_name(chip)} · {price}",
                        pygame.Rect(side.x + pad + img.get_width() + th.px(6), yy,
                                    side.width - 2 * pad - img.get_width() - th.px(6),
                                    img.get_height()), th, th.color("text"), role="small",
                        align="left")
            yy += img.get_height() + th.px(4)
    cost = scene.basket.cost(prices)
    left = max(0, p["mark"] - cost)
    line = t("rocket.ui.shop.rest", cost=cost, mark=counted_noun("core.count.mark", p["mark"]),
             left=left)
    draw_fitted(s, line, pygame.Rect(side.x + pad, y + basket_h - pad - body.get_linesize(),
                                     side.width - 2 * pad, body.get_linesize()), th,
                th.color("text"), role="body", bold=True, align="left")
    y += basket_h + th.px(10)
    # Rat suggestions or the key help
    trades_top = scene.buttons["rat"].rect.y - th.px(8) if scene.rat_allowed \
        else scene.buttons["trade_vl"].rect.y - th.px(8)
    area = pygame.Rect(side.x, y, side.width, max(0, trades_top - y))
    if scene.rat_open:
        title, lines = ui_tips.rat_lines(scene)
        if area.height > th.px(60):
            status.draw_card(s, th, area, title, lines)
            scene._rects["rat_card"] = area
    elif scene.mb_level is not None and area.height > th.px(60):
        title, lines = ui_tips.solo_lines(scene)
        goals = [(text, kind) for text, kind in lines if kind in ("good", "bad", "open")]
        status.draw_solo_panel(s, th, area, title=title, lines=goals, heights=[],
                               evenings=0, heights_title="")
    elif scene.shop.foot.height:   # big text: the short key help under the wares, where
        # its line is reserved (the side has no room left for it)
        foot = scene.shop.foot
        draw_text(s, t("rocket.ui.shop.keys_short"), small, th.color("text_dim"), foot,
                  line_gap=0)
    else:   # the whole key help where it fits, else its short form
        for key in ("rocket.ui.shop.keys", "rocket.ui.shop.keys_short"):
            if text_height(t(key), small, area.width) <= area.height:
                draw_text(s, t(key), small, th.color("text_dim"), area)
                break
        else:
            clipping.note("dropped", t("rocket.ui.shop.keys_short"), "no room in the side")

