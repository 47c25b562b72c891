"""The big 15×7 tulip field: Beete, column values, colour bonuses, Prachttulpen and blooms.

Drawn in three layers so a frame stays cheap with six players: the *base* (soil tinted by the
bed colours, Beet hedges, marks for colour-blind players, stars, the column heads and the colour
legend) is cached per layout, size, theme and claimed values; the *blooms* of one player are cached
per set of bloomed cells; only the *live* layer (highlights, selection, cursor, opening
animations) is drawn every frame.

Geometry questions (which cell, column value or colour is under the pointer) are answered here
too, so the scene and the tooltips agree with what is drawn.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Iterable, Sequence

import pygame

from speedgames.core.i18n import language, t
from speedgames.tulpe.screen import art
from speedgames.tulpe.screen.view import FieldData
from speedgames.ui.art import lerp
from speedgames.ui.widgets.clipping import note as note_clipped

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.theme import Theme

COLS, ROWS = 15, 7
LETTERS = "ABCDEFGHIJKLMNO"
MIDDLE = 7
Cell = tuple[int, int]


@dataclass
class Live:
    """What changes every frame: highlights, selection, cursor, blooms opening now."""

    fits: frozenset[Cell] = frozenset()
    selected: Sequence[Cell] = ()
    cursor: Cell | None = None
    hover: Cell | None = None
    opening: dict[Cell, float] = field(default_factory=dict)  # cell -> 0..1 progress
    pulse: float = 0.0
    dim_unfit: bool = False


class FieldView:
    """Layout, cached drawing and hit tests of the big field inside a rectangle."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.grid = pygame.Rect(0, 0, 0, 0)
        self.cell = 10
        self.head = pygame.Rect(0, 0, 0, 0)
        self.letter_h = 0
        self.coin_r = 6  # a column coin's radius (layout: it holds its digit)
        self.legend = pygame.Rect(0, 0, 0, 0)
        self.legend_rows: dict[str, pygame.Rect] = {}
        self.legend_two_lines = False
        self._base: pygame.Surface | None = None
        self._base_key: tuple | None = None
        self._blooms: dict[int, tuple[tuple, pygame.Surface]] = {}
        self._veil: pygame.Surface | None = None

    # ------------------------------------------------------------------ layout
    def layout(self, rect: pygame.Rect, theme: "Theme") -> None:
        """Fit the column heads, the grid and the colour legend below it into ``rect``."""
        self.rect = pygame.Rect(rect)
        head_rows = 1.8  # letter, first value, later value
        legend_rows = 0.95
        cell = int(min((rect.width - theme.px(8)) / (COLS + 0.5),
                       rect.height / (ROWS + head_rows + legend_rows + 0.45)))
        # a colour's name that has no room beside its numbers goes on a second line (big
        # text, small window): the legend grows by that line, the cells give way
        self.legend_two_lines = self._legend_needs(theme, max(12, cell)) > \
            (max(12, cell) * COLS - 4 * theme.px(10)) // 5
        small = theme.font("small").get_linesize()
        if self.legend_two_lines:
            legend_px = 2 * small + theme.px(8)
            cell = int(min((rect.width - theme.px(8)) / (COLS + 0.5),
                           (rect.height - legend_px) / (ROWS + head_rows + 0.45)))
        # the column letters keep the type scale's size: where they are taller than half a
        # cell (big text), their row grows and the cells give way
        letters = theme.font("label").get_linesize()
        cell = max(12, cell)
        while True:
            self.letter_h = max(int(cell * 0.5), letters)
            self.coin_r, later_h = self._coin(theme, cell)
            # the coin holds its digit and the later value stands whole under it, clear of
            # the field's wooden frame (#30)
            head_h = self.letter_h + max(int(cell * (head_rows - 0.5)),
                                         2 * self.coin_r + max(1, cell // 14) + later_h
                                         + cell // 6 + 1)
            legend_h = 2 * small + theme.px(8) if self.legend_two_lines \
                else int(cell * legend_rows)
            total_h = head_h + cell * ROWS + cell // 3 + legend_h
            if total_h <= rect.height or cell <= 12:
                break
            cell -= 1
        self.cell = c = cell
        gw, gh = c * COLS, c * ROWS
        x0 = rect.x + (rect.width - gw) // 2
        y0 = rect.y + max(0, (rect.height - total_h) // 2)
        self.head = pygame.Rect(x0, y0, gw, head_h)
        self.grid = pygame.Rect(x0, y0 + head_h, gw, gh)
        gap = theme.px(10)
        # the legend may stand wider than small cells (six players, big text): each chip as
        # wide as its swatch and numbers need, within the field's panel
        lw = gw
        if self.legend_two_lines:
            lw = min(rect.width, max(gw, 5 * self._legend_top_needs(theme) + 4 * gap))
        lx = rect.x + (rect.width - lw) // 2
        self.legend = pygame.Rect(lx, self.grid.bottom + c // 3, lw, legend_h)
        chip_w = (lw - 4 * gap) // 5
        self.legend_rows = {color: pygame.Rect(lx + i * (chip_w + gap), self.legend.y, chip_w,
                                               legend_h)
                            for i, color in enumerate(art.COLOR_IDS)}
        self._base = None
        self._blooms.clear()

    @staticmethod
    def _coin(theme: "Theme", c: int) -> tuple[int, int]:
        """A column's coin radius for cells of ``c`` px, and the height of the later value
        under it. The coin holds its value's digit with a margin — at 150 % text on 1024×700
        the digit was as tall as the coin, its strokes on the rim, unreadable (#30) — and
        stays inside its column."""
        font = theme.font("small", bold=True)
        boxes = [m for m in font.metrics("0123456789") if m]
        glyph = max([max(m[1] - m[0], m[3] - m[2]) for m in boxes] or [font.get_ascent()])
        need = (glyph + 1) // 2 + max(2, c // 14) + max(1, c // 28)
        radius = min(max(6, int(c * 0.3), need), max(6, (c - 2) // 2))
        return radius, theme.font("small").get_ascent()

    def _legend_top_needs(self, theme: "Theme") -> int:
        """The width of a two-line chip's first line: swatch and „5 / 3“ (see the drawing)."""
        sw = min(theme.font("small", bold=True).get_linesize() - 2, theme.px(34))
        numbers = theme.font("small", bold=True).size("00")[0] + theme.px(4) + \
            theme.font("small").size("/ 00")[0]
        return theme.px(6) + sw + theme.px(8) + numbers + theme.px(4)

    def _legend_needs(self, theme: "Theme", c: int) -> int:
        """The width one legend chip needs for swatch, numbers and name on one line."""
        sw = min(int(c * 0.95) - theme.px(10), theme.px(34))
        numbers = theme.font("small", bold=True).size("00")[0] + theme.px(4) + \
            theme.font("small").size("/ 00")[0]
        name = max(theme.font("small").size(t(f"tulpe.ui.color.{color}"))[0]
                   for color in art.COLOR_IDS)
        return theme.px(6) + sw + theme.px(8) + numbers + theme.px(6) + name + theme.px(8)

    # ------------------------------------------------------------------ hit tests
    def cell_rect(self, cell: Cell) -> pygame.Rect:
        return pygame.Rect(self.grid.x + cell[0] * self.cell, self.grid.y + cell[1] * self.cell,
                           self.cell, self.cell)

    def cell_at(self, pos: tuple[int, int]) -> Cell | None:
        if not self.grid.collidepoint(pos):
            return None
        return ((pos[0] - self.grid.x) // self.cell, (pos[1] - self.grid.y) // self.cell)

    def column_value_at(self, pos: tuple[int, int]) -> int | None:
        """The column whose letter / values are under ``pos``."""
        if not self.head.collidepoint(pos):
            return None
        return (pos[0] - self.head.x) // self.cell

    def color_at(self, pos: tuple[int, int]) -> str | None:
        for color, rect in self.legend_rows.items():
            if rect.collidepoint(pos):
                return color
        return None

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, theme: "Theme", data: FieldData, live: Live,
             rekord: bool = False) -> None:
        """Everything at once (tests, pictures); the scene calls the two halves itself."""
        self.draw_static(surface, theme, data, frozenset(live.opening), rekord)
        self.draw_live(surface, theme, data, live)

    def draw_static(self, surface: pygame.Surface, theme: "Theme", data: FieldData,
                    opening: frozenset[Cell] = frozenset(), rekord: bool = False) -> None:
        """The cached layers: base and the blooms (without the cells opening right now)."""
        key = (tuple(data.colors), tuple(sorted(data.stars)), tuple(data.first), tuple(data.later),
               tuple(sorted(data.column_gone)), tuple(sorted(data.color_gone)),
               tuple(sorted(data.full_columns)), tuple(sorted(data.full_colors)),
               tuple(sorted(map(str, data.first_mine))),
               theme.name, language(), self.rect.topleft, self.cell, rekord, data.color_first,
               data.color_later)
        if self._base is None or self._base_key != key:
            self._base = _fast(self._draw_base(theme, data, rekord))
            self._base_key = key
        surface.blit(self._base, self.rect.topleft)
        bloom_key = (tuple(sorted(data.bloomed - opening)), self.cell, theme.name)
        cached = self._blooms.get(data.owner)
        if cached is None or cached[0] != bloom_key:
            if len(self._blooms) > 8:
                self._blooms.clear()
            layer = _fast(self._draw_blooms(data, data.bloomed - opening))
            self._blooms[data.owner] = (bloom_key, layer)
            cached = self._blooms[data.owner]
        surface.blit(cached[1], self.grid.topleft)

    def _draw_base(self, theme: "Theme", data: FieldData, rekord: bool) -> pygame.Surface:
        out = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        ox, oy = self.rect.topleft
        grid = self.grid.move(-ox, -oy)
        c = self.cell
        dark = theme.dark
        # a wooden frame and soil under the whole field
        frame = grid.inflate(c // 3, c // 3)
        pygame.draw.rect(out, (0, 0, 0, 90), frame.move(0, c // 10), border_radius=c // 5)
        pygame.draw.rect(out, (86, 58, 36) if dark else (118, 82, 50), frame,
                         border_radius=c // 5)
        pygame.draw.rect(out, (60, 40, 26), frame, max(1, c // 24), border_radius=c // 5)
        sprout = art.sprout(int(c * 0.7))
        mark_box = max(5, c // 5)
        for row in range(ROWS):
            for col in range(COLS):
                color = data.colors[row][col]
                r = pygame.Rect(grid.x + col * c, grid.y + row * c, c, c)
                tint = art.bed_tint(color, dark)
                pygame.draw.rect(out, tint, r)
                # soil furrows: two faint lines per cell
                furrow = lerp(tint, (40, 26, 18), 0.12)
                for k in (1, 2):
                    y = r.y + r.height * k // 3
                    pygame.draw.line(out, furrow, (r.x + c // 8, y), (r.right - c // 8, y), 1)
                if (col, row) in data.stars:
                    img = art.star(int(c * 0.62))
                    out.blit(img, img.get_rect(center=(r.centerx, r.centery - c // 14)))
                else:
                    out.blit(sprout, sprout.get_rect(midbottom=(r.centerx, r.bottom)))
                ink = lerp(art.ink_on(tint), tint, 0.35)
                box = pygame.Rect(r.right - mark_box - c // 12, r.y + c // 12, mark_box, mark_box)
                art.draw_color_mark(out, box, color, ink)
        # the Mittelspalte H: a light band on its head and a thin frame
        mid = pygame.Rect(grid.x + MIDDLE * c, grid.y, c, grid.height)
        pygame.draw.rect(out, (255, 236, 170) if dark else (255, 250, 220), mid,
                         max(1, c // 20))
        self._draw_hedges(out, grid, data)
        self._draw_heads(out, theme, data, rekord)
        self._draw_legend(out, theme, data, rekord)
        return out

    def _draw_hedges(self, out: pygame.Surface, grid: pygame.Rect, data: FieldData) -> None:
        """Thick dark lines between Beete, faint ones inside a Beet."""
        c = self.cell
        hedge = (44, 30, 20)
        thick = max(2, c // 11)
        for row in range(ROWS):
            for col in range(COLS):
                x, y = grid.x + col * c, grid.y + row * c
                here = data.colors[row][col]
                if col + 1 < COLS:
                    other = data.colors[row][col + 1]
                    if other != here:
                        pygame.draw.line(out, hedge, (x + c, y), (x + c, y + c), thick)
                    else:
                        pygame.draw.line(out, (*hedge, 50), (x + c, y + 3), (x + c, y + c - 3), 1)
                if row + 1 < ROWS:
                    other = data.colors[row + 1][col]
                    if other != here:
                        pygame.draw.line(out, hedge, (x, y + c), (x + c, y + c), thick)
                    else:
                        pygame.draw.line(out, (*hedge, 50), (x + 3, y + c), (x + c - 3, y + c), 1)
        pygame.draw.rect(out, hedge, grid, thick)

    def _draw_heads(self, out: pygame.Surface, theme: "Theme", data: FieldData,
                    rekord: bool) -> None:
        """Column letters with their first value (a coin) and the later value below it."""
        ox, oy = self.rect.topleft
        head = self.head.move(-ox, -oy)
        c = self.cell
        letter_font = theme.font("label")  # its row is as tall as the letters (layout)
        value_font = theme.font("small", bold=True)
        text = theme.color("text")
        dim = theme.color("text_dim")
        letter_h = self.letter_h
        for col in range(COLS):
            cx = head.x + col * c + c // 2
            letter = letter_font.render(LETTERS[col], True,
                                        theme.color("accent") if col == MIDDLE else text)
            out.blit(letter, letter.get_rect(center=(cx, head.y + letter_h // 2)))
            if not data.first:
                continue
            coin_r = self.coin_r
            cy = head.y + letter_h + coin_r
            done = col in data.full_columns
            gone = col in data.column_gone and col not in data.first_mine and not rekord
            coin = art.GOLD if not gone else lerp(art.GOLD, theme.color("bg"), 0.65)
            pygame.draw.circle(out, coin, (cx, cy), coin_r)
            pygame.draw.circle(out, (110, 74, 24), (cx, cy), coin_r, max(1, c // 28))
            value = str(data.first[col])
            val = value_font.render(value, True, (60, 40, 16) if not gone else (120, 100, 80))
            out.blit(val, val.get_rect(center=(cx, cy + _glyph_offset(value_font, value))))
            if gone:  # claimed: struck through
                pygame.draw.line(out, theme.color("bad"), (cx - coin_r, cy + coin_r),
                                 (cx + coin_r, cy - coin_r), max(2, c // 18))
            if done:
                pygame.draw.circle(out, theme.color("good"), (cx, cy), coin_r + max(2, c // 16),
                                   max(2, c // 18))
            if data.later and not rekord:
                small = theme.font("small")
                if done and col not in data.first_mine:  # scored the later value
                    small = theme.font("small", bold=True)
                later = small.render(str(data.later[col]), True,
                                     theme.color("good") if done and gone else dim)
                y = cy + coin_r + max(1, c // 14)
                # digits: nothing below the line; the frame reaches c // 6 above the grid
                if y + small.get_ascent() <= head.bottom - c // 6:
                    out.blit(later, later.get_rect(midtop=(cx, y)))

    def _draw_legend(self, out: pygame.Surface, theme: "Theme", data: FieldData,
                     rekord: bool) -> None:
        """One row per colour: swatch with its symbol, then first / later bonus."""
        ox, oy = self.rect.topleft
        font = theme.font("small", bold=True)
        dim = theme.font("small")
        for color, rect in self.legend_rows.items():
            r = rect.move(-ox, -oy)
            pygame.draw.rect(out, (*theme.color("panel"), 215), r, border_radius=theme.px(6))
            done = color in data.full_colors
            pygame.draw.rect(out, theme.color("good" if done else "line"), r,
                             max(1, theme.px(2)) if done else 1, border_radius=theme.px(6))
            two = self.legend_two_lines
            line_h = font.get_linesize()
            top = pygame.Rect(r.x, r.y + theme.px(4), r.width, line_h) if two else r
            sw = min(top.height - (2 if two else theme.px(10)), theme.px(34))
            swatch = pygame.Rect(r.x + theme.px(6), top.centery - sw // 2, sw, sw)
            pygame.draw.rect(out, art.petal(color), swatch, border_radius=theme.px(4))
            pygame.draw.rect(out, (40, 28, 20), swatch, 1, border_radius=theme.px(4))
            art.draw_color_mark(out, swatch.inflate(-sw // 2, -sw // 2), color,
                                art.ink_on(art.petal(color)))
            x = swatch.right + theme.px(8)
            gone = color in data.color_gone and color not in data.first_mine and not rekord
            first = font.render(str(data.color_first), True,
                                theme.color("text_dim" if gone else "text"))
            fy = top.centery - first.get_height() // 2
            out.blit(first, (x, fy))
            if gone:
                pygame.draw.line(out, theme.color("bad"), (x - 2, fy + first.get_height() - 3),
                                 (x + first.get_width() + 2, fy + 3), max(2, theme.px(2)))
            end = x + first.get_width()
            if not rekord:
                later = dim.render(f"/ {data.color_later}", True, theme.color("text_dim"))
                if end + theme.px(4) + later.get_width() <= r.right - 2:
                    out.blit(later, (end + theme.px(4), top.centery - later.get_height() // 2))
                    end += theme.px(4) + later.get_width()
                else:
                    note_clipped("dropped", f"/ {data.color_later}", "legend numbers")
            # the colour's name: beside the numbers, or on its own line below them (layout)
            cname = t(f"tulpe.ui.color.{color}")
            name_img = dim.render(cname, True, theme.color("text_dim"))
            if two:
                out.blit(name_img, name_img.get_rect(midbottom=(r.centerx,
                                                                r.bottom - theme.px(3))))
            elif r.right - theme.px(8) - end - theme.px(6) >= name_img.get_width():
                out.blit(name_img, name_img.get_rect(midright=(r.right - theme.px(8),
                                                               r.centery)))
            else:
                note_clipped("dropped", cname, "legend colour name")
            if name_img.get_width() > r.width - 4:
                note_clipped("overflow", cname, "legend colour name")

    def _draw_blooms(self, data: FieldData, cells: Iterable[Cell]) -> pygame.Surface:
        layer = pygame.Surface(self.grid.size, pygame.SRCALPHA)
        c = self.cell
        for col, row in cells:
            r = pygame.Rect(col * c, row * c, c, c)
            self._bloom_cell(layer, r, data.color((col, row)), (col, row) in data.stars, 1.0)
        return layer

    def _bloom_cell(self, surface: pygame.Surface, r: pygame.Rect, color: str, star: bool,
                    progress: float) -> None:
        c = self.cell
        bg = lerp(art.petal(color), (52, 36, 24), 0.62)
        inner = r.inflate(-max(2, c // 14), -max(2, c // 14))
        pygame.draw.rect(surface, bg, inner, border_radius=max(2, c // 8))
        if star:
            halo = art.star(int(c * 0.98), lit=False)
            surface.blit(halo, halo.get_rect(center=r.center))
        size = int(c * (0.55 + 0.4 * _ease(progress)))
        img = art.tulip(color, max(6, size - size % 4), 1.0 if progress >= 1 else
                        round(min(1.0, progress * 1.4), 1))
        surface.blit(img, img.get_rect(midbottom=(r.centerx, r.bottom - c // 20)))

    def draw_live(self, surface: pygame.Surface, theme: "Theme", data: FieldData,
                  live: Live) -> None:
        """Highlights, selection, cursor and opening blooms: drawn every frame."""
        c = self.cell
        glow = 0.5 + 0.5 * math.sin(live.pulse * 4.0)
        if live.fits:
            if self._veil is None or self._veil.get_width() != c:
                self._veil = pygame.Surface((c, c), pygame.SRCALPHA)
            self._veil.fill((255, 240, 170, int(40 + 40 * glow)))
            for cell in live.fits:
                r = self.cell_rect(cell)
                surface.blit(self._veil, r)
                pygame.draw.rect(surface, (255, 214, 90), r.inflate(-2, -2), max(2, c // 16),
                                 border_radius=max(2, c // 10))
        for cell, progress in live.opening.items():
            self._bloom_cell(surface, self.cell_rect(cell), data.color(cell), cell in data.stars,
                             progress)
        for i, cell in enumerate(live.selected):
            r = self.cell_rect(cell)
            ghost = art.tulip(data.color(cell), int(c * 0.8), 0.6).copy()
            ghost.set_alpha(200)
            surface.blit(ghost, ghost.get_rect(midbottom=(r.centerx, r.bottom - c // 16)))
            pygame.draw.rect(surface, theme.color("accent"), r.inflate(-2, -2), max(3, c // 10),
                             border_radius=max(2, c // 8))
            badge = theme.font("small", bold=True).render(str(i + 1), True,
                                                          theme.color("accent_text"))
            br = badge.get_rect(topleft=(r.x + c // 10, r.y + c // 12)).inflate(6, 0)
            pygame.draw.rect(surface, theme.color("accent"), br, border_radius=br.height // 2)
            surface.blit(badge, badge.get_rect(center=br.center))
        if live.hover is not None and live.hover != live.cursor:
            pygame.draw.rect(surface, lerp(theme.color("focus"), (255, 255, 255), 0.3),
                             self.cell_rect(live.hover), 1)
        if live.cursor is not None:
            r = self.cell_rect(live.cursor).inflate(max(4, c // 8), max(4, c // 8))
            pygame.draw.rect(surface, theme.color("focus"), r, max(2, c // 14),
                             border_radius=max(3, c // 6))


def _glyph_offset(font: pygame.font.Font, text: str) -> int:
    """How far below the centre of ``font.render(text)`` to place it so that its glyphs (not
    the line with its room for accents and descenders) stand centred — a digit in its coin."""
    boxes = [m for m in font.metrics(text) if m]
    if not boxes:
        return 0
    top, bottom = max(m[3] for m in boxes), min(m[2] for m in boxes)
    glyph_centre = font.get_ascent() - (top + bottom) / 2
    return round(font.size(text)[1] / 2 - glyph_centre)


def _fast(surface: pygame.Surface) -> pygame.Surface:
    """The display's pixel format blits several times faster (when a display exists)."""
    if pygame.display.get_surface() is None:
        return surface
    try:
        return surface.convert_alpha()
    except pygame.error:
        return surface


def _ease(t: float) -> float:
    """Ease-out with a small overshoot: a bloom that pops open."""
    t = max(0.0, min(1.0, t))
    return 1 + 2.2 * (t - 1) ** 3 + 1.2 * (t - 1) ** 2


# --------------------------------------------------------------------------- small fields
_MINI: dict[tuple, pygame.Surface] = {}


def mini_field(data: FieldData, size: tuple[int, int], theme_name: str) -> pygame.Surface:
    """A small picture of one player's field: bed tints, and bright petals where it bloomed."""
    key = (tuple(data.colors), tuple(sorted(data.bloomed)), size, theme_name)
    hit = _MINI.get(key)
    if hit is not None:
        return hit
    if len(_MINI) > 64:
        _MINI.clear()
    w, h = size
    cell = max(2, min(w // COLS, h // ROWS))
    out = pygame.Surface((cell * COLS, cell * ROWS))
    dark = theme_name == "dark"
    for row in range(ROWS):
        for col in range(COLS):
            color = data.colors[row][col]
            r = pygame.Rect(col * cell, row * cell, cell, cell)
            if (col, row) in data.bloomed:
                pygame.draw.rect(out, lerp(art.petal(color), (52, 36, 24), 0.55), r)
                pygame.draw.circle(out, art.petal(color), r.center, max(1, cell * 2 // 5))
            else:
                pygame.draw.rect(out, lerp(art.bed_tint(color, dark), (40, 30, 20), 0.25), r)
            if (col, row) in data.stars and (col, row) not in data.bloomed:
                pygame.draw.circle(out, art.GOLD, r.center, max(1, cell // 4))
    pygame.draw.rect(out, (44, 30, 20), out.get_rect(), 1)
    _MINI[key] = out
    return out
