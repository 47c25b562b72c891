"""Draws the game scene from its view: the cached board layer, then what moves on top of it.

The board is kept as one cached surface split into regions (:data:`REGIONS`); a region is
repainted only when its key — the parts of the :class:`~speedgames.rocket.screen.view.RocketView`
it shows — changed, so a frame usually costs one blit plus the buttons. On top come the show's
die, the sparks of a Fehlzündung, the flying chip, the hover ring, the focus ring, the Zug-Uhr and
the info window (:func:`draw_frame`). Everything drawn comes from the view and the board's parts;
this module holds no state of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from speedgames.core.i18n import counted as counted_noun
from speedgames.core.i18n import language, t
from speedgames.core.i18n import t_count as counted
from speedgames.rocket.rules import data
from speedgames.rocket.screen import art, fireworks, rat, status
from speedgames.rocket.screen.goals_strip import draw_goals_strip, strip_height
from speedgames.rocket.screen.layout import (basket_height, hint_pairs, keys_hint_key,
                                             keys_hint_lines, prompt_content)
from speedgames.rocket.screen.players import SeatCard, chip_x, seat_colour
from speedgames.rocket.screen.view import chip_name
from speedgames.ui.table_setup import draw_fitted
from speedgames.ui.turn_clock import draw_turn_clock
from speedgames.ui.widgets import clipping, draw_panel, draw_text, hyphen_wrap, text_height

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.huelse import FlyingChip
    from speedgames.rocket.screen.layout import Board
    from speedgames.rocket.screen.view import RocketView, SeatView

REGIONS = ("top", "left", "centre", "right", "overlay")
BURST_SECONDS = 0.9  # the sparks of a Fehlzündung


@dataclass
class Moving:
    """What moves over the board this frame (the scene's animations and overlays)."""

    fly: "FlyingChip | None" = None
    burst: float | None = None   # seconds since a Fehlzündung
    still: bool = False          # … drawn as one still picture („Bewegung reduzieren“)
    clock: Any = None            # the table's Zug-Uhr when it runs for someone
    focus: Any = None            # the focus ring
    arrivals: tuple = ()         # (seat, chip, field, 0–1) chips just come on a seat card
    tips: Any = None             # the info windows


class Frame:
    """The cached board layer and the keys it was painted for."""

    def __init__(self) -> None:
        self.layer: pygame.Surface | None = None
        self.key: tuple | None = None
        self.region_keys: dict[str, tuple] = {}


def draw_frame(surface: pygame.Surface, frame: Frame, board: "Board", view: "RocketView",
               th: Any, moving: Moving) -> None:
    """One frame of the game scene."""
    size = surface.get_size()
    glob = (size, th.key, language())
    keys = region_keys(board, view, moving)
    if frame.layer is None or frame.layer.get_size() != size or frame.key != glob \
            or board.dirty:
        frame.layer = pygame.Surface(size)
        frame.layer.blit(art.background(size, th.dark), (0, 0))
        draw_board(frame.layer, board, view, th, keys, moving)
        frame.key = glob
        board.dirty = False
    else:
        rects = region_rects(board, th, size)
        old = frame.region_keys
        overlay_changed = bool(keys["overlay"]) != bool(old.get("overlay"))
        for name in REGIONS:
            changed = keys[name] != old.get(name) or (
                overlay_changed and name in ("centre", "right"))
            if not changed or (name == "overlay" and not keys["overlay"]):
                continue
            if name in ("centre", "right") and keys["overlay"]:
                continue
            paint_region(frame.layer, board, view, th, name, rects[name], moving)
    frame.region_keys = keys
    surface.blit(frame.layer, (0, 0))
    draw_dynamic(surface, board, view, th, moving)
    if moving.focus is not None:
        moving.focus.draw(surface, th)
    if moving.clock is not None:
        draw_turn_clock(surface, board.rects["clock"], moving.clock, th)
    if moving.tips is not None:
        moving.tips.draw(surface, th)


def draw_dynamic(s: pygame.Surface, board: "Board", view: "RocketView", th: Any,
                 moving: Moving) -> None:
    show = board.show
    if show is not None:
        if show.stage is not None:
            fireworks.draw_stage(s, stage_rect(board), show.stage, th, still_drawn=True)
        show.draw_dynamic(s, th)
        return
    for seat, chip, fld, age in moving.arrivals:   # a chip just landed on another's card
        bar = board.players.bars.get(seat)
        if bar is None or view.is_covered(seat) or view.shopping:
            continue
        r = round(th.px(4) + th.px(9) * age)
        colour = art.kind_colour(chip[:1])
        pygame.draw.circle(s, colour, (chip_x(bar, fld), bar.centery), r, max(1, th.px(2)))
    p = view.shown
    if moving.burst is not None and p.huelse:
        t = 0.45 if moving.still else min(1.0, moving.burst / BURST_SECONDS)
        art.draw_burst(s, board.huelse.centre(p.huelse[-1][1]), t, board.huelse.field_r * 4)
    if moving.fly is not None and view.status is not None:
        board.huelse.draw_flying(s, moving.fly)
    if view.hover_field is not None and not view.shopping:
        c = board.huelse.centre(view.hover_field)
        pygame.draw.circle(s, th.color("text"), c, board.huelse.field_r + 2, 2)


def stage_rect(board: "Board") -> pygame.Rect:
    """Where the rockets rise during the show: the centre, over the Hülse and its title."""
    return board.huelse.rect.union(board.rects.get("centre_head", board.huelse.rect))


# ---------------------------------------------------------------------- regions
def region_rects(board: "Board", th: Any, size: tuple[int, int]) -> dict[str, pygame.Rect]:
    """The screen split into areas that are repainted on their own (shadows included)."""
    w, h = size
    m2 = th.px(7)
    left = board.rects["left_col"]
    right = board.rects["right"]
    top = board.rects["centre"].y
    lx = left.right + m2
    rx = right.x - m2
    return {"top": pygame.Rect(lx, 0, rx - lx, top),
            "left": pygame.Rect(0, 0, lx, h),
            "centre": pygame.Rect(lx, top, rx - lx, h - top),
            "right": pygame.Rect(rx, 0, w - rx, h),
            "overlay": pygame.Rect(lx, 0, w - lx, h)}


def region_keys(board: "Board", view: "RocketView", moving: Moving) -> dict[str, tuple]:
    """What each area shows; an area is repainted only when its key changed."""
    common = (view.active, view.phase, view.show_open, view.over, view.evening)
    left = (common, view.shown, view.gauge, view.sand_barred, view.percent, view.timed)
    mine = board.buttons["mine"].visible
    centre = (common, view.shown, view.status, view.acting, moving.fly is not None,
              view.rat_open, view.rat_lines, view.replaying, mine, view.card,
              len(board.preview_buttons), view.solo, view.rat_allowed)
    log = board.log
    right = (common, view.seats, view.view_seat, view.hover_seat, view.solo_lines,
             view.heights, len(log.entries), log.scroll, log.focused)
    overlay: tuple = ()
    show = board.show
    if view.shopping or show is not None:
        overlay = (centre, right, view.status, view.basket, view.prices, view.goal_lines,
                   show.revealed if show else -1, show.tumbling if show else False, id(show),
                   show.top if show else None,
                   show.stage.risen if show and show.stage else -1)
    return {"top": (view.card, view.evening, view.base_limit, view.shown.limit), "left": left,
            "centre": centre if not overlay else (), "right": right if not overlay else (),
            "overlay": overlay}


def paint_region(s: pygame.Surface, board: "Board", view: "RocketView", th: Any, name: str,
                 rect: pygame.Rect, moving: Moving | None = None) -> None:
    """Restore the background of ``rect`` and draw the area ``name`` into it."""
    fly = moving.fly if moving is not None else None
    bg = art.background(s.get_size(), th.dark)
    s.set_clip(rect)
    s.blit(bg, rect, rect)
    try:
        if name == "top":
            # the shown Hülse's Zündgrenze: Natriumgelb „Puffer“ raises it above the evening's
            board.paper.draw(s, th, card=view.card, evening=view.evening,
                             evenings=view.evenings, limit=view.base_limit,
                             puffer=max(0, view.shown.limit - view.base_limit))
        elif name == "left":
            _draw_left(s, board, view, th)
        elif name == "centre":
            _draw_centre(s, board, view, th, fly)
        elif name == "right":
            _draw_right(s, board, view, th)
        elif name == "overlay":
            _draw_centre(s, board, view, th, fly)
            _draw_right(s, board, view, th)
            cover = board.shop.rect if view.shopping else \
                board.show.rect if board.show is not None else None
            if cover is not None:
                for part in cut_by(board, cover):   # no card shows a strip above the cover
                    s.blit(bg, part, part)
            if view.shopping:
                _draw_shop(s, board, view, th)
            if board.show is not None:
                board.show.draw(s, th, th.px(46))
                if board.show.stage is not None:   # the sky and its scale stay put
                    fireworks.draw_still(s, stage_rect(board), board.show.stage, th)
    finally:
        s.set_clip(None)


def cut_by(board: "Board", cover: pygame.Rect) -> list[pygame.Rect]:
    """The parts of the right column's cards and panels (seats, the solo panel, the
    Spielverlauf) that stand above ``cover`` — the shop or the show's panel — while the rest
    of them lies under it: a card cut at the cover's edge („Anna · kauft ein“ over half a
    tube bar, a goal's line cut through) is left out whole. Their shadow goes with them."""
    rects = [r for _, r in board.players.cards] + [
        r for r in (board.rects.get("solo"), board.log.rect) if r is not None]
    shadow = board.rects["right"].right - board.rects["right"].x   # wider than any shadow
    return [pygame.Rect(r.x, r.y, r.width + shadow, cover.top - r.y) for r in rects
            if r.top < cover.top < r.bottom and r.x < cover.right and cover.x < r.right]


def draw_board(s: pygame.Surface, board: "Board", view: "RocketView", th: Any,
               keys: dict[str, tuple], moving: Moving | None = None) -> None:
    """Everything at once (first frame, size / theme / language change)."""
    rects = region_rects(board, th, s.get_size())
    for name in REGIONS:
        if name == "overlay" and not keys["overlay"]:
            continue
        if name in ("centre", "right") and keys["overlay"]:
            continue
        paint_region(s, board, view, th, name, rects[name], moving)


# ---------------------------------------------------------------------- the left column
def _draw_left(s: pygame.Surface, board: "Board", view: "RocketView", th: Any) -> None:
    p = view.shown
    _draw_sheet(s, board, view, th, p)
    _draw_gauge(s, board, view, th, p)
    bag, title = dict(p.bag), t("rocket.ui.bag.title")
    aside = list(p.set_aside) if not p.covered else None
    if view.phase == "shop":
        # shopping: the Hülse's (and the set-aside) chips go back into the bag tonight — show
        # the whole powder, so a purchase is judged against tomorrow's bag, not the rest in it
        for chip in [c for c, _field in p.huelse] + list(p.set_aside):
            bag[chip] = bag.get(chip, 0) + 1
        title, aside = t("rocket.ui.bag.title_all"), None
    home = board.rects["bag_home"]
    if view.phase == "shop" or view.show_open:
        # the stuffing buttons are away (shop, show): the bag takes their room
        top = board.gauge.rect.bottom + th.px(8)
        home = pygame.Rect(home.x, top, home.width, home.bottom - top)
    board.bag.layout(home)
    board.bag.draw(s, th, bag, title=title, set_aside=aside)


def _draw_sheet(s: pygame.Surface, board: "Board", view: "RocketView", th: Any,
                p: "SeatView") -> None:
    sub = t("rocket.ui.sheet.your_turn") if p.seat == view.active else p.detail
    barred = view.sand_barred
    sand_key = ("rocket.ui.sheet.sand_barred" if barred else
                "rocket.ui.sheet.sand_full" if p.sand else "rocket.ui.sheet.sand_empty")
    labels = {"ruhm": t("rocket.ui.sheet.ruhm"), "kristalle": t("rocket.ui.sheet.kristalle"),
              "vorladung": t("rocket.ui.sheet.vorladung"), "sand": t(sand_key)}
    reserve = board.rects["clock"].width + th.px(8) if view.timed else 0
    board.sheet_labels = status.draw_sheet(
        s, th, board.rects["sheet"], name=p.name, subtitle=sub, colour=seat_colour(p.seat),
        ruhm=p.ruhm, kristalle=p.kristalle, vorladung=p.vorladung, sand=p.sand, labels=labels,
        reserve=reserve, sand_barred=barred)


def _draw_gauge(s: pygame.Surface, board: "Board", view: "RocketView", th: Any,
                p: "SeatView") -> None:
    active = view.phase == "stopfen" and p.status in ("drawing", "sand", "preview")
    note = None
    if p.covered:
        note = t("rocket.ui.gauge.covered")
    elif p.exploded:
        note = t("rocket.ui.gauge.misfire")
    board.gauge.draw(s, th, wsum=p.wsum, limit=p.limit,
                     gauge=view.gauge if active and p.bag else {}, percent=view.percent,
                     active=active, note=note)


# ---------------------------------------------------------------------- the centre
def _draw_centre(s: pygame.Surface, board: "Board", view: "RocketView", th: Any,
                 fly: "FlyingChip | None" = None) -> None:
    if view.shopping:
        return
    p = view.shown
    head = board.rects["centre_head"]
    mine_btn = board.buttons["mine"]
    if p.seat in view.own_seats:
        title = t("rocket.ui.centre.mine", evening=view.evening)
    else:
        title = t("rocket.ui.centre.other", name=p.name)
    room = head.width - (mine_btn.rect.width + th.px(10) if mine_btn.visible else 0)
    title_w = status.draw_line(s, th, title, "heading", (head.x, head.y), room,
                               th.color("text"))
    board.rects.pop("keys_hint", None)
    if view.status == "drawing" and not mine_btn.visible:
        _draw_keys_hint(s, board, view, th, room - title_w - th.px(16), head)
    hul = board.huelse
    hul.draw_static(s, th)
    if p.covered:
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
    done = p.status == "done" or view.phase != "stopfen"
    wf = p.wertungsfeld if done else (p.huelse[-1][1] + 1 if p.huelse else p.start + 1)
    hul.draw_markers(s, th, vorladung=p.vorladung, start=p.start,
                     wertungsfeld=min(data.LAST_FIELD, wf) if (p.huelse or done) else None,
                     konkurrenz=view.konkurrenz, target=view.auftrag, exploded=p.exploded)
    count = len(p.huelse)
    if fly is not None and count and p.huelse[-1][0] == fly.chip:
        count -= 1   # the chip still flies there
    hul.draw_chips(s, p.huelse, count)
    if p.seat == view.active and view.status in ("sand", "preview"):
        _draw_prompt(s, board, view, th, view.status)
    elif view.rat_open and view.active is not None:
        board.rects["rat_card"] = rat.draw_card(s, th, hul.rect, view.rat_title, view.rat_lines)
    elif view.active is None and not view.over and not view.show_open \
            and not view.replaying:
        _draw_waiting(s, board, th)


def _draw_keys_hint(s: pygame.Surface, board: "Board", view: "RocketView", th: Any,
                    room_w: int, head: pygame.Rect) -> None:
    """Beside the title when one line fits there (the long words first), else under it."""
    small = th.font("small")
    key = keys_hint_key(view)
    colour = th.color("text_dim")
    below = keys_hint_lines(view, th, head.width)
    if not below:
        for hint in (t(key), t(key + "_short")):
            if small.size(hint)[0] <= room_w:
                img = small.render(hint, True, colour)
                board.rects["keys_hint"] = s.blit(img, img.get_rect(
                    bottomright=(head.right, th.font("heading").get_linesize()
                                 + head.y - th.px(2))))
                return
        below = hint_pairs(t(key + "_short"), small, head.width)
    y = head.y + th.font("heading").get_linesize()
    rect = pygame.Rect(head.x, y, 0, 0)
    for line in below:
        img = small.render(line, True, colour)
        rect.union_ip(s.blit(img, (head.x, y)))
        y += small.get_linesize()
    board.rects["keys_hint"] = rect


def _draw_prompt(s: pygame.Surface, board: "Board", view: "RocketView", th: Any,
                 step: str) -> None:
    p = view.acting
    box = board.rects.get("prompt")
    if box is None or p is None:
        return
    title, lines = prompt_content(view, step, rat=board.prompt_rat)
    status.draw_card(s, th, box, title, lines, style="poster",
                     inset=th.px(56) if step == "sand" else 0)
    if step == "sand" and p.pending:
        img = art.chip(p.pending, th.px(24))
        s.blit(img, img.get_rect(topright=(box.right - th.px(16), box.y + th.px(12))))
    if step == "preview":
        for btn, chip in zip(board.preview_buttons, p.preview):
            img = art.chip(chip, max(10, min(th.px(24), btn.rect.width // 4)))
            s.blit(img, img.get_rect(midbottom=(btn.rect.centerx, btn.rect.y - th.px(6))))


def _draw_waiting(s: pygame.Surface, board: "Board", th: Any) -> None:
    """„Die anderen Meister sind dran …“ while nobody at the table is asked."""
    hul = board.huelse
    text = t("rocket.ui.waiting.computers")
    hint = t("rocket.ui.waiting.hint")
    w = min(hul.rect.width - th.px(20), th.px(460))
    lines = [(hint, "dim")]
    h = status.card_height(th, w, text, lines)
    box = pygame.Rect(0, 0, w, h)
    box.midbottom = (hul.rect.centerx, hul.rect.bottom - th.px(8))
    status.draw_card(s, th, box, text, lines)


# ---------------------------------------------------------------------- the right column
def _draw_right(s: pygame.Surface, board: "Board", view: "RocketView", th: Any) -> None:
    draw_panel(s, board.rects["topbar"], th, "panel")
    if view.solo:
        rect = board.rects.get("solo")
        if rect is not None:
            status.draw_solo_panel(s, th, rect, title=view.solo_title, lines=view.solo_lines,
                                   heights=view.heights, evenings=view.evenings,
                                   heights_title=t("rocket.ui.solo.heights"))
    else:
        cards = []
        for q in view.seats:
            field = q.field
            if view.phase == "stopfen" and not q.huelse and q.status != "done" \
                    and not q.covered:
                field = q.start
            cards.append(SeatCard(q.seat, q.name, q.detail, q.status_text, q.ruhm, q.kristalle,
                                  q.vorladung, q.sand,
                                  min(data.LAST_FIELD, field) if field is not None else None,
                                  q.exploded, len(q.huelse), q.seat == view.active,
                                  q.seat == view.view_seat, q.huelse))
        board.players.draw(s, th, cards, view.hover_seat)
    board.log.draw(s, th)


# ---------------------------------------------------------------------- the Pulverhandlung
def shop_goals(view: "RocketView", th: Any, area: pygame.Rect) -> list[tuple[str, str]]:
    """The Meisterbrief's goals the shop's side has room for, whole and from the first (at
    150 % on 1024×700 none fits: its box stood there with a title and no goal)."""
    goals = list(view.goal_lines)
    while goals and status.solo_panel_height(th, area.width, view.solo_title, goals) \
            > area.height:
        goals.pop()
    return goals


def _draw_shop(s: pygame.Surface, board: "Board", view: "RocketView", th: Any) -> None:
    p = view.acting
    if p is None:
        return
    prices = view.prices
    sub = t("rocket.ui.shop.sub", name=p.name,
            mark=counted("rocket.ui.shop.marks", p.mark, n=p.mark),
            kristalle=counted("rocket.ui.shop.kristalle", p.kristalle, n=p.kristalle))
    board.shop.draw_frame(s, th, t("rocket.ui.shop.title"), sub)
    board.shop.draw_rows(s, th, recipes=view.recipes, evening=view.evening, prices=prices,
                         hover_kind=None)
    side = board.rects["shop_side"]
    y = side.y
    small = th.font("small")
    if view.status == "shop_choose":
        y = board.buttons["take_shop"].rect.bottom + th.px(10)
        y += draw_text(s, t("rocket.ui.shop.choose_text"), small, th.color("text_dim"),
                       pygame.Rect(side.x, y, side.width, 0)) + th.px(10)
        if view.rat_open:   # Ruhm or Einkauf: the Rat weighs the two
            area = pygame.Rect(side.x, y, side.width,
                               board.buttons["rat"].rect.y - th.px(8) - y)
            if area.height > th.px(60):
                status.draw_card(s, th, area, view.rat_title, view.rat_lines, narrow=True)
                board.rects["rat_card"] = area
        return
    y = _draw_basket(s, board, view, th, p, side) + th.px(10)
    # Rat suggestions or the key help
    trades_top = board.buttons["rat"].rect.y - th.px(6) if view.rat_allowed \
        else board.buttons["trade_vl"].rect.y - th.px(6)
    area = pygame.Rect(side.x, y, side.width, max(0, trades_top - y))
    goals = shop_goals(view, th, area) if view.mode == "meisterbrief" else []
    board.rects.pop("shop_goals", None)
    board.rects.pop("shop_goals_strip", None)
    board.rects.pop("shop_keys", None)   # where the key help stands (the coach keeps off it)
    if board.shop.foot.height:   # big text: the short key help under the wares, where
        # its line is reserved (the side has no room left for it)
        draw_text(s, t("rocket.ui.shop.keys_short"), small, th.color("text_dim"),
                  board.shop.foot, line_gap=0)
        board.rects["shop_keys"] = pygame.Rect(board.shop.foot)
    if view.rat_open:
        first = status.card_height(th, area.width, view.rat_title, list(view.rat_lines[:1]),
                                   narrow=True)
        if area.height < first:
            # no room for its first line under the basket (150 % on 1024×700): while open,
            # the Rat's card lies over the basket — R never opens nothing
            area = pygame.Rect(side.x, side.y, side.width, max(0, trades_top - side.y))
        status.draw_card(s, th, area, view.rat_title, view.rat_lines, narrow=True)
        board.rects["rat_card"] = area
    elif goals:
        # as tall as the goals it holds need, never over the trade buttons below
        area.height = status.solo_panel_height(th, area.width, view.solo_title, goals)
        board.rects["shop_goals"] = area
        status.draw_solo_panel(s, th, area, title=view.solo_title, lines=goals,
                               heights=[], evenings=0, heights_title="")
    elif view.mode == "meisterbrief" and view.goal_lines and area.height >= strip_height(th):
        # no goal has room whole (150 % text): the strip, whose info window shows them (#30)
        area.height = strip_height(th)
        board.rects["shop_goals_strip"] = area
        draw_goals_strip(s, th, area, view.solo_title, view.goal_lines)
    elif not board.shop.foot.height:   # the whole key help where it fits, else its short form
        for key in ("rocket.ui.shop.keys", "rocket.ui.shop.keys_short"):
            if text_height(t(key), small, area.width) <= area.height:
                tall = draw_text(s, t(key), small, th.color("text_dim"), area)
                board.rects["shop_keys"] = pygame.Rect(area.x, area.y, area.width, tall)
                break
        else:
            clipping.note("dropped", t("rocket.ui.shop.keys_short"), "no room in the side")


def _draw_basket(s: pygame.Surface, board: "Board", view: "RocketView", th: Any,
                 p: "SeatView", side: pygame.Rect) -> int:
    """The basket: as tall as its longest message needs at this width (wrapped, never shrunk);
    returns its bottom."""
    y = side.y
    pad = th.px(10)
    small = th.font("small")
    body = th.font("body", bold=True)
    msg_w = side.width - 2 * pad
    basket_h = basket_height(th, side.width)
    draw_panel(s, pygame.Rect(side.x, y, side.width, basket_h), th, "inset")
    img = th.font("label").render(t("rocket.ui.shop.basket").upper(), True, th.color("accent"))
    s.blit(img, (side.x + pad, y + pad))
    yy = y + pad + img.get_height() + th.px(4)
    message = None
    if not p.may_buy:
        message = t("rocket.ui.shop.took_ruhm") if p.rights == "choose" else \
            t("rocket.ui.shop.no_buy")
    elif p.bought:
        message = t("rocket.ui.shop.bought")
    elif not view.basket:
        message = t("rocket.ui.shop.basket_empty")
    if message is not None:
        colour = th.color("good" if p.may_buy and p.bought else "text_dim")
        for line in hyphen_wrap(message, small, msg_w):
            s.blit(small.render(line, True, colour), (side.x + pad, yy))
            yy += small.get_linesize()
    else:
        for chip in view.basket:
            img = art.chip(chip, th.px(13))
            s.blit(img, (side.x + pad, yy))
            price = t("rocket.ui.shop.price", n=counted_noun("core.count.mark",
                                                             view.prices[chip]))
            draw_fitted(s, f"{chip_name(chip)} · {price}",
                        pygame.Rect(side.x + pad + img.get_width() + th.px(6), yy,
                                    side.width - 2 * pad - img.get_width() - th.px(6),
                                    img.get_height()), th, th.color("text"), role="small",
                        align="left")
            yy += img.get_height() + th.px(4)
    cost = sum(view.prices.get(c, 0) for c in view.basket)
    left = max(0, p.mark - cost)
    line = t("rocket.ui.shop.rest", cost=cost, mark=counted_noun("core.count.mark", p.mark),
             left=left)
    draw_fitted(s, line, pygame.Rect(side.x + pad, y + basket_h - pad - body.get_linesize(),
                                     side.width - 2 * pad, body.get_linesize()), th,
                th.color("text"), role="body", bold=True, align="left")
    return y + basket_h
