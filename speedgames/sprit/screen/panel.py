"""The right-hand column of the board: the driver list and what stands under it.

Driver list: per car its colour, name, Platz (or Zielplatz), field, a fuel gauge with the litres
and the three Kontrollstempel; the car on the move is marked. Under it, as the seed places them:
the Kostentafel (Zahnrad → Kostentafel, or K), the Ziel-Rechner (from the middle of the track or
with all stamps), and the sign „Letzte Streckenkarte“ (a click shows the card big again).

The panel gets plain data (:class:`~speedgames.sprit.screen.view.DriverRow`, the view's rows),
so it knows no rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from speedgames.core.i18n import t
from speedgames.sprit.screen.card import draw_sign, sign_height
from speedgames.sprit.screen.cars import car_sprite, door_of
from speedgames.sprit.screen.road import SIGN_COLOURS
from speedgames.sprit.screen.view import DriverRow
from speedgames.ui.seat_marks import draw_seat_badge
from speedgames.ui.widgets import (
    ScrollArea, draw_panel, draw_text, fit_block, fit_font, text_height)

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.theme import Theme


class DriverPanel:
    """Lays out and draws the driver list, Kostentafel, Ziel-Rechner and card sign."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.rows: dict[int, pygame.Rect] = {}
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.cost_rect: pygame.Rect | None = None
        self.ziel_rect: pygame.Rect | None = None
        self.sign_rect: pygame.Rect | None = None
        self.compact = False    # many cars, big text: name and litres, then info and stamps
        self.scroll = ScrollArea(pygame.Rect(0, 0, 0, 0))  # the rows, when even compact is tall
        self._rows_base: dict[int, pygame.Rect] = {}

    def row_height(self, theme: "Theme", row: "DriverRow | None" = None,
                   width: int | None = None) -> int:
        """The name, the info line and the fuel gauge, one above the other; with ``row`` and
        the list's ``width``, as tall as that row's name and info need (each may take a second
        line at big text rather than be cut)."""
        step = _step_of(self.compact)
        lines = step(theme.font("body", bold=True)) + step(theme.font("small"))
        if row is not None and width is not None:
            parts = _row_texts(theme, row, width, self.compact)
            lines = sum(len(ls) * step(f) for f, ls in parts)
        if self.compact:  # the gauge a thin line under the texts, the stamps beside the info
            return lines + _THIN + theme.px(12)
        return max(theme.px(52), lines + _gauge_h(theme) + theme.px(14))

    def width_for(self, theme: "Theme", rows: list[DriverRow]) -> int:
        """The list's width at which every name (beside its litres) and every info line stand
        on one line — the side column widens to it at big text as far as the window allows.
        With room for the scroll bar a compact row keeps at its right edge: a compact row
        narrower than this wrapped „Computer 3 (normal)“ and grew taller than before (#30)."""
        inset = theme.px(12) + _bar_w(theme) + _text_x(theme, pygame.Rect(0, 0, 1, 1)) \
            + theme.px(8)
        bold, body = theme.font("small", bold=True), theme.font("body", bold=True)
        small = theme.font("small")
        need = 0
        for row in rows:
            litres_w = bold.size(t("sprit.ui.litres", n=max(100, row.fuel)))[0]
            need = max(need, body.size(row.name)[0] + litres_w + theme.px(8),
                       small.size(_info(row))[0])
        return inset + need

    def layout(self, rect: pygame.Rect, theme: "Theme", cars: list[int], *, cost: bool,
               ziel_text: str | None, sign: bool, rows: list[DriverRow] | None = None,
               sign_text: str = "", bottom: int | None = None,
               list_bottom: int | None = None) -> int:
        """Place the parts from ``rect.y`` down; returns the bottom of the last part. With
        ``rows`` each row is as tall as its texts need, with ``sign_text`` the card sign. With
        ``bottom`` everything ends above it: the rows turn compact, and if that is not
        enough the list scrolls (wheel, bar at its right edge). ``list_bottom``: the list
        alone ends above it (the Rat's box takes the room under it)."""
        self.rect = pygame.Rect(rect)
        gap = theme.px(8)
        head = theme.font("label").get_linesize() + theme.px(8)
        by_car = {r.car: r for r in rows or ()}
        y = rect.y
        # too little room for every driver: first the rows turn compact, then the Kostentafel
        # (the prices stand over the fields too) and the card sign (L shows the card) give way
        # — all drivers stay in sight; only when even that is not enough does the list scroll
        tries = [(cost, sign, False), (cost, sign, True), (False, sign, True), (False, False, True)]
        for cost, sign, compact in dict.fromkeys(tries):
            below = self._place_below(pygame.Rect(rect.x, 0, rect.width, 0), theme, cost,
                                      ziel_text, sign, sign_text) if bottom is not None else 0
            room = None if bottom is None else bottom - below - y - head - theme.px(8) - gap
            if list_bottom is not None:
                alone = list_bottom - y - head - theme.px(8)
                room = alone if room is None else min(room, alone)
            self.compact = compact
            row_w = rect.width - theme.px(12) - (_bar_w(theme) if compact else 0)
            heights = [self.row_height(theme, by_car.get(car), row_w) for car in cars]
            if room is None or sum(heights) <= room:
                break
        content = sum(heights)
        view_h = content if room is None or content <= room else _whole_rows(heights, room)
        view = pygame.Rect(rect.x + theme.px(6), y + head, rect.width - theme.px(12), view_h)
        self.scroll.rect = view
        self.scroll.content_height = content
        self.scroll.line = min(heights, default=theme.px(40))
        self.scroll.scroll_to(self.scroll.offset)
        self._rows_base = {}
        top = view.y
        for car, rh in zip(cars, heights):
            self._rows_base[car] = pygame.Rect(view.x, top, row_w, rh - theme.px(3))
            top += rh
        self._shift_rows()
        self.list_rect = pygame.Rect(rect.x, y, rect.width, view.bottom - y + theme.px(8))
        y = self.list_rect.bottom + gap
        return self._place_below(pygame.Rect(rect.x, y, rect.width, 0), theme, cost, ziel_text,
                                 sign, sign_text) + y

    def _shift_rows(self) -> None:
        off = int(self.scroll.offset)
        self.rows = {car: r.move(0, -off) for car, r in self._rows_base.items()}

    def wheel(self, event: pygame.event.Event, pos: tuple[int, int]) -> bool:
        """The mouse wheel (or the bar dragged) over a list too long for its room."""
        if self.scroll.max_offset <= 0 or not self.list_rect.collidepoint(pos) and \
                event.type in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN):
            return False
        before = self.scroll.offset
        used = self.scroll.handle_event(event, keys=False)
        if self.scroll.offset != before:
            self._shift_rows()
        return used

    def _place_below(self, rect: pygame.Rect, theme: "Theme", cost: bool,
                     ziel_text: str | None, sign: bool, sign_text: str) -> int:
        """Kostentafel, Ziel-Rechner and card sign from ``rect.y`` down; returns their height
        (with the gaps)."""
        gap = theme.px(8)
        y = rect.y
        self.cost_rect = None
        if cost:
            blocks = -(-COST_FIELDS // _cost_columns(theme, rect.width))
            ch = theme.font("small").get_linesize() * 2 * blocks + \
                theme.font("label").get_linesize() + theme.px(22)
            self.cost_rect = pygame.Rect(rect.x, y, rect.width, ch)
            y = self.cost_rect.bottom + gap
        self.ziel_rect = None
        if ziel_text:
            th = text_height(ziel_text, theme.font("small"), rect.width - theme.px(24))
            zh = th + theme.font("label").get_linesize() + theme.px(22)
            self.ziel_rect = pygame.Rect(rect.x, y, rect.width, zh)
            y = self.ziel_rect.bottom + gap
        self.sign_rect = None
        if sign:
            sh = theme.font("label").get_linesize() + theme.font("body").get_linesize() \
                + theme.px(14)
            if sign_text:
                sh = max(sh, sign_height(theme, rect.width, sign_text))
            self.sign_rect = pygame.Rect(rect.x, y, rect.width, sh)
            y = self.sign_rect.bottom + gap
        return y - rect.y

    def hide_under(self, cover: pygame.Rect) -> None:
        """The Kostentafel, Ziel-Rechner and card sign that ``cover`` (the Rat's box) would
        overlap are left out — neither drawn nor clickable — rather than peek out cut."""
        if self.cost_rect is not None and self.cost_rect.colliderect(cover):
            self.cost_rect = None
        if self.ziel_rect is not None and self.ziel_rect.colliderect(cover):
            self.ziel_rect = None
        if self.sign_rect is not None and self.sign_rect.colliderect(cover):
            self.sign_rect = None

    def scroll_note(self) -> str:
        """„4 von 6 · Mausrad“ where the list is too long for its room and scrolls (a thin bar
        alone did not tell it), else nothing."""
        if self.scroll.max_offset <= 0:
            return ""
        view = self.scroll.rect
        shown = sum(1 for rect in self.rows.values() if view.contains(rect))
        return t("sprit.ui.drivers_scroll", shown=shown, n=len(self.rows))

    def car_at(self, pos: tuple[int, int]) -> int | None:
        for car, rect in self.rows.items():
            if rect.collidepoint(pos) and self.scroll.rect.collidepoint(pos):
                return car
        return None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, theme: "Theme", rows: list[DriverRow],
             ziel_text: str | None, last_card: tuple[str, str] | None,
             ziel_fits: bool | None = None) -> None:
        draw_panel(surface, self.list_rect, theme, "panel")
        label = theme.font("label")
        pad = theme.px(12)
        head = label.render(t("sprit.ui.drivers").upper(), True, theme.color("accent"))
        surface.blit(head, (self.list_rect.x + pad, self.list_rect.y + theme.px(6)))
        note = self.scroll_note()
        if note:   # a list that scrolls says so beside its title (#30)
            room = self.list_rect.width - 3 * pad - head.get_width()
            img = fit_font(theme, "label", note, room).render(note, True,
                                                              theme.color("text_dim"))
            surface.blit(img, img.get_rect(topright=(self.list_rect.right - pad,
                                                     self.list_rect.y + theme.px(6))))
        fuel_max = max([70] + [r.fuel for r in rows])
        clip = surface.get_clip()
        surface.set_clip(self.scroll.rect.clip(clip))
        for row in rows:
            rect = self.rows.get(row.car)
            if rect is not None and rect.colliderect(self.scroll.rect):
                self._draw_row(surface, theme, rect, row, fuel_max)
        surface.set_clip(clip)
        self.scroll.draw_bar(surface, theme)
        if self.cost_rect is not None:
            self._draw_costs(surface, theme, self.cost_rect)
        if self.ziel_rect is not None and ziel_text:
            draw_panel(surface, self.ziel_rect, theme, "card")
            r = self.ziel_rect
            img = label.render(t("sprit.ui.ziel_rechner").upper(), True, theme.color("accent"))
            surface.blit(img, (r.x + pad, r.y + theme.px(6)))
            colour = theme.color("good" if ziel_fits else "text")
            draw_text(surface, ziel_text, theme.font("small"), colour,
                      pygame.Rect(r.x + pad, r.y + theme.px(10) + img.get_height(),
                                  r.width - 2 * pad, 0))
        if self.sign_rect is not None and last_card is not None:
            draw_sign(surface, self.sign_rect, theme, last_card[0], last_card[1])

    def _draw_row(self, surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
                  row: DriverRow, fuel_max: int) -> None:
        if row.active:
            pygame.draw.rect(surface, theme.color("panel_alt"), rect, border_radius=theme.px(6))
            bar = pygame.Rect(rect.x, rect.y, theme.px(4), rect.height)
            pygame.draw.rect(surface, theme.color("accent"), bar, border_radius=theme.px(2))
        img = car_sprite(row.colour, _car_w(theme), 1, row.number)
        cx = rect.x + theme.px(8)
        car_rect = surface.blit(img, img.get_rect(midleft=(cx, rect.centery)))
        if theme.seat_marks:
            draw_seat_badge(surface, theme, door_of(car_rect, 1), max(4, car_rect.height // 3),
                            row.seat, row.colour)
        x = _text_x(theme, rect)
        (font, names), (small, infos) = _row_texts(theme, row, rect.width, self.compact)
        y = rect.y + theme.px(4)
        step = _step_of(self.compact)
        for line in names:
            surface.blit(font.render(line, True, theme.color("text")), (x, y))
            y += step(font)
        colour = theme.color("good" if row.finished else "text_dim")
        for line in infos:
            surface.blit(small.render(line, True, colour), (x, y))
            y += step(small)
        # litres at the name line's right end, the gauge and the three stamps under the texts
        bold = theme.font("small", bold=True)
        litres = bold.render(t("sprit.ui.litres", n=row.fuel), True, theme.color("text"))
        surface.blit(litres, litres.get_rect(topright=(rect.right - theme.px(8),
                                                        rect.y + theme.px(6))))
        r = theme.px(6)
        stamps_w = 3 * (2 * r + theme.px(4))
        gh = _gauge_h(theme)
        gauge = pygame.Rect(x, rect.bottom - theme.px(5) - gh,
                            rect.right - theme.px(8) - stamps_w - theme.px(6) - x, gh)
        stamps_y = gauge.centery
        if self.compact:  # a thin gauge across the row's foot, the stamps beside the info
            gauge = pygame.Rect(x, y + theme.px(2), rect.right - theme.px(8) - x, _THIN)
            stamps_y = y - step(small) // 2
        pygame.draw.rect(surface, theme.color("bg_alt"), gauge, border_radius=theme.px(3))
        frac = max(0.0, min(1.0, row.fuel / max(1, fuel_max)))
        fill = gauge.copy()
        fill.width = max(0, int(gauge.width * frac))
        colour = theme.color("warn" if row.fuel < 10 and not row.finished else "accent")
        if fill.width:
            pygame.draw.rect(surface, colour, fill, border_radius=theme.px(3))
        pygame.draw.rect(surface, theme.color("line"), gauge, 1, border_radius=theme.px(3))
        for i in range(3):
            c = (rect.right - theme.px(8) - r - i * (2 * r + theme.px(4)), stamps_y)
            got = (2 - i) < row.stamps
            if got:
                pygame.draw.circle(surface, SIGN_COLOURS["K"], c, r)
                pygame.draw.circle(surface, theme.color("paper"), c, max(1, r // 3))
            pygame.draw.circle(surface, theme.color("line" if not got else "text"), c, r, 1)

    def _draw_costs(self, surface: pygame.Surface, theme: "Theme", rect: pygame.Rect) -> None:
        from speedgames.sprit.rules.fuel import cost_table

        draw_panel(surface, rect, theme, "card")
        pad = theme.px(12)
        label = theme.font("label")
        img = label.render(t("sprit.ui.cost_table").upper(), True, theme.color("accent"))
        surface.blit(img, (rect.x + pad, rect.y + theme.px(6)))
        table = cost_table(COST_FIELDS)
        small = theme.font("small")
        bold = theme.font("small", bold=True)
        y0 = rect.y + theme.px(10) + img.get_height()
        head_w = theme.px(54)
        cols = _cost_columns(theme, rect.width)
        cell = (rect.width - 2 * pad - head_w) / cols
        line = small.get_linesize()
        for start in range(0, len(table), cols):  # narrow panels: two blocks of 6
            block = table[start:start + cols]
            for k, (key, font) in enumerate((("sprit.ui.cost_fields", small),
                                             ("sprit.ui.cost_litres", bold))):
                y = y0 + (start // cols) * 2 * line + k * line
                cap = fit_font(theme, "small", t(key), head_w - theme.px(4)).render(
                    t(key), True, theme.color("text_dim"))
                surface.blit(cap, (rect.x + pad, y))
                for i, (d, c) in enumerate(block):
                    val = font.render(str(d if k == 0 else c), True,
                                      theme.color("text" if k else "text_dim"))
                    cx = rect.x + pad + head_w + cell * (i + 0.5)
                    surface.blit(val, val.get_rect(midtop=(int(cx), y)))


def _car_w(theme: "Theme") -> int:
    return theme.px(44)


def _text_x(theme: "Theme", rect: pygame.Rect) -> int:
    return rect.x + theme.px(8) + _car_w(theme) + theme.px(8)


_THIN = 4  # px: the compact row's fuel gauge


def _step_of(compact: bool) -> Callable[[pygame.font.Font], int]:
    """How far a row's next line of text stands below the last: a full line (with the font's
    leading) — in a compact row the letters' own height. The leading of six rows was what kept
    the sixth driver out of the list with the Ziel-Rechner open at 1920×1080 and 150 % (#30)."""
    if compact:
        return lambda font: font.get_height()
    return lambda font: font.get_linesize()


def _whole_rows(heights: list[int], room: int) -> int:
    """The height of the scroll box for rows too tall for ``room``: as many whole rows from
    the top as fit (at least the first) — not a half row cut at its foot (#30)."""
    view_h = heights[0] if heights else 0
    for i in range(2, len(heights) + 1):
        if sum(heights[:i]) > room:
            break
        view_h = sum(heights[:i])
    return view_h


def _bar_w(theme: "Theme") -> int:
    """What a compact row leaves free at its right for the list's scroll bar."""
    return theme.px(10)


def _gauge_h(theme: "Theme") -> int:
    """The fuel gauge's line: as tall as the stamps beside it."""
    return 2 * theme.px(6)


def _info(row: DriverRow) -> str:
    duel = "_duel" if row.number is not None else ""
    if row.finished:
        info = t(f"sprit.ui.row_finished{duel}", place=row.place, n=row.number)
    else:
        info = t(f"sprit.ui.row_info{duel}", place=row.place, field=row.field, n=row.number)
    return info + (" · " + row.status if row.status else "")


def _row_texts(theme: "Theme", row: DriverRow, width: int, compact: bool = False) -> tuple[
        tuple[pygame.font.Font, list[str]], tuple[pygame.font.Font, list[str]]]:
    """The name (beside the litres) and the info line of a row ``width`` wide, each wrapped
    between words onto a second line before it would shrink: the whole name, always. A
    compact row has the three stamps beside its info."""
    x = _text_x(theme, pygame.Rect(0, 0, width, 1))
    text_w = width - theme.px(8) - x
    info_w = text_w - (3 * (2 * theme.px(6) + theme.px(4)) + theme.px(6) if compact else 0)
    bold = theme.font("small", bold=True)
    litres_w = bold.size(t("sprit.ui.litres", n=max(100, row.fuel)))[0]
    body, small = theme.font("body", bold=True), theme.font("small")
    name = fit_block(theme, "body", row.name, text_w - litres_w - theme.px(8),
                     2 * body.get_linesize(), bold=True)
    info = fit_block(theme, "small", _info(row), info_w, 2 * small.get_linesize())
    return name, info


COST_FIELDS = 12  # the Kostentafel shows 1–12 fields (78 L: more than any tank holds early on)


def _cost_columns(theme: "Theme", width: int) -> int:
    """How many entries fit in one row of the Kostentafel: all 12, else 6 per row."""
    need = theme.font("small", bold=True).size("88")[0] + theme.px(8)
    room = width - 2 * theme.px(12) - theme.px(54)
    return COST_FIELDS if room >= need * COST_FIELDS else COST_FIELDS // 2

