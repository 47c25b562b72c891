"""The game scene's info windows (hover / long press), read from the view.

Every chip, field, ware and seat explains itself („Karten-Info“): the chip's powder, value, price
and this game's Rezeptur, the chance that it comes next (never anything about the order), where it
would land and whether it would ignite, whether the shop's price is affordable; fields give Mark,
Ruhm and Kristall; seats give their style. What a covered rocket hides is not in the view, so no
window can tell it. The Rat's words are in :mod:`.rat`, the solo panel's in :mod:`.meisterbrief`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from speedgames.core.i18n import t
from speedgames.core.i18n import counted as counted_noun
from speedgames.core.i18n import t_count as counted
from speedgames.rocket.rules import data
from speedgames.rocket.screen import art
from speedgames.rocket.screen.goals_strip import goals_tip
from speedgames.rocket.screen.layout import overlaid
from speedgames.rocket.screen.view import chip_name
from speedgames.ui.tooltip import TooltipContent

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.layout import Board
    from speedgames.rocket.screen.view import RocketView, SeatView


def pct(x: float) -> str:
    return f"{round(100 * float(x))} %"


def _picture(chip: str):
    def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
        img = art.chip(chip, rect.width // 2 - 2)
        surface.blit(img, img.get_rect(center=rect.center))
    return paint


def chip_lines(view: "RocketView", chip: str, seat: int, *, in_bag: bool) -> list[str]:
    """The chip's facts and what it means for ``seat`` now (the chance and the landing only
    for the seat shown, whose figures the view holds)."""
    kind = chip[0]
    lines = [t("rocket.ui.tip.kind_value", kind=t(f"rocket.chip.{kind}"), value=chip[1:])]
    prices = view.prices
    if chip in prices:
        lines.append(t("rocket.ui.tip.price", n=counted_noun("core.count.mark", prices[chip])))
    elif kind == "W":
        lines.append(t("rocket.ui.tip.never_sold"))
    if kind in view.recipes:
        n = view.recipes[kind]
        lines.append(t("rocket.ui.tip.recipe", n=n, name=t(f"rocket.recipe.{kind}{n}.name"),
                       text=t(f"rocket.recipe.{kind}{n}.text")))
    elif kind == "O":
        lines.append(t("rocket.ui.tip.kalkorange"))
    p = view.seats[seat]
    if in_bag and seat == view.view_seat and not p.covered and view.phase == "stopfen":
        lines.append(t("rocket.ui.tip.chance", pct=pct(view.chances.get(chip, 0))))
        land = view.landings.get(chip)
        if p.status == "drawing" and land is not None:
            to, ignites = land
            if ignites:
                lines.append(t("rocket.ui.tip.would_ignite"))
            elif kind == "W":
                lines.append(t("rocket.ui.tip.would_gauge", sum=p.wsum + int(chip[1:]),
                               limit=p.limit, field=to))
            else:
                lines.append(t("rocket.ui.tip.would_land", field=to))
    return lines


def tooltip_at(pos: tuple[int, int], view: "RocketView", board: "Board",
               widgets: Any) -> Any:
    """The info window for what is under ``pos`` (``widgets``: the focus ring's)."""
    prompt = board.rects.get("prompt") if view.status in ("sand", "preview") else None
    if view.status == "preview" and view.acting is not None:
        for i, (chip, area) in enumerate(zip(view.acting.preview, board.preview_chips)):
            if area.collidepoint(pos):   # the chip drawn above its button
                return _preview_chip(view, chip, i)
    # widgets with their own tooltip (buttons)
    for w in widgets:
        if w.visible and w.rect.collidepoint(pos):
            chip = getattr(w, "chip", None)
            if chip:
                return _shop_chip(view, chip)
            if w in board.preview_buttons and view.acting is not None:
                i = board.preview_buttons.index(w)
                preview = view.acting.preview
                if i < len(preview):
                    return _preview_chip(view, preview[i], i)
            tip = w.tooltip
            if tip:
                return TooltipContent(lines=[tip() if callable(tip) else str(tip)], key=id(w))
            return None
    if prompt is not None and prompt.collidepoint(pos):
        return None   # the Hülse under „Sand drauf?“ / the Vorschau is covered
    if view.shopping:
        strip = board.rects.get("shop_goals_strip")
        if strip is not None and strip.collidepoint(pos):   # the Meisterbrief's goals, whole
            return goals_tip(view, strip)
        kind = board.shop.kind_at(pos)
        if kind:
            lines = [t("rocket.ui.tip.ware_key", n=data.WARE_KINDS.index(kind) + 1)]
            if kind in view.recipes:
                n = view.recipes[kind]
                lines.append(t("rocket.ui.tip.recipe", n=n,
                               name=t(f"rocket.recipe.{kind}{n}.name"),
                               text=t(f"rocket.recipe.{kind}{n}.text")))
            return TooltipContent(t(f"rocket.chip.{kind}"), lines, key=("ware", kind))
    if overlaid(board, view, pos):
        # the Hülse, bag and seats under the shop or the Abendvorstellung's panel are covered:
        # no info of theirs; a seat's line in the show tells that seat
        line = board.show.seat_at(pos) if board.show is not None else None
        return seat_tip(view.seats[line]) if line is not None and line < len(view.seats) \
            else None
    seat = view.view_seat
    chip = board.bag.chip_at(pos)
    if chip:
        return TooltipContent(chip_name(chip), chip_lines(view, chip, seat, in_bag=True),
                              _picture(chip), (56, 56),
                              key=("bag", chip, view.phase, view.shown.huelse))
    other = board.players.seat_at(pos)
    if other is not None:
        return seat_tip(view.seats[other])
    if board.gauge.bar.collidepoint(pos):
        g = view.gauge
        return TooltipContent(t("rocket.ui.gauge.title"), [
            t("rocket.ui.tip.gauge_green", pct=pct(g.get("green", 0))),
            t("rocket.ui.tip.gauge_yellow", pct=pct(g.get("yellow", 0))),
            t("rocket.ui.tip.gauge_red", pct=pct(g.get("red", 0)))], key="gauge")
    if not view.show_open and not view.shopping:
        field = board.huelse.field_at(pos)
        if field is not None:
            return _field_tip(view, field, seat)
    return None


def _preview_chip(view: "RocketView", chip: str, index: int) -> TooltipContent:
    assert view.acting is not None
    return TooltipContent(chip_name(chip), chip_lines(view, chip, view.acting.seat, in_bag=False),
                          _picture(chip), (56, 56), key=("preview", index))


def _shop_chip(view: "RocketView", chip: str) -> TooltipContent:
    p = view.acting
    lines = chip_lines(view, chip, p.seat if p is not None else 0, in_bag=False)
    if p is not None:
        price = view.prices.get(chip)
        if price is None:
            lines.append(t("rocket.ui.shop.from_evening", n=data.AVAILABLE_FROM[chip[0]]))
        else:
            have = counted_noun("core.count.mark", p.mark)
            key = "rocket.ui.tip.affordable" if price <= p.mark else "rocket.ui.tip.too_dear"
            lines.append(t(key, mark=have))
    return TooltipContent(chip_name(chip), lines, _picture(chip), (56, 56), key=("shop", chip))


def _field_tip(view: "RocketView", field: int, seat: int) -> TooltipContent:
    lines = [t("rocket.ui.tip.field", mark=data.MARK[field], ruhm=data.RUHM[field])]
    if data.kristall(field):
        lines.append(t("rocket.ui.tip.field_kristall"))
    p = view.seats[seat]
    if field == p.vorladung:
        lines.append(t("rocket.ui.tip.vorladung"))
    chip = None
    for c, f in p.huelse:   # empty while the rocket is covered
        if f == field:
            chip = c
    if chip:
        lines.append(t("rocket.ui.tip.on_field", chip=chip_name(chip)))
        lines += chip_lines(view, chip, seat, in_bag=False)[1:]
    return TooltipContent(t("rocket.ui.tip.field_title", n=field), lines,
                          _picture(chip) if chip else None, (56, 56), key=("field", field))


def seat_tip(p: "SeatView") -> TooltipContent:
    """A seat's window: its kind, its counters, every chip it owns (the bag alone would tell a
    covered rocket's draws), a computer's style."""
    lines = [p.detail,
             t("rocket.ui.tip.seat_counts", ruhm=p.ruhm,
               kristalle=counted("rocket.ui.shop.kristalle", p.kristalle, n=p.kristalle),
               vorladung=p.vorladung, chips=counted("rocket.ui.bag.count", p.chips, n=p.chips))]
    if p.style_text:
        lines.append(p.style_text)
    lines.append(t("rocket.ui.tip.seat_tap"))
    return TooltipContent(p.name, lines, key=("seat", p.seat))
