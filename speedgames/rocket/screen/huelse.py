"""The Hülse on screen: a rolled paper spiral with the fields 0–53, and the chips in it.

Why a spiral: the rule text draws the Hülse as one („eine Spirale mit den Feldern 0 bis 53“), and
a spiral packs 54 readable field tiles into a square-ish area of any window. The geometry is
computed once per rectangle (equal arc length between fields, so tiles never overlap); the paper
and the 54 tiles with Mark (top), the field number (middle, on a pill: the texts speak of fields —
„Feld 22“, „bis Feld 34“ — so every tile names its own), Ruhm (bottom) and Kristall are drawn once
into a cached layer.
The chips, markers and the flying-chip animation are drawn on top every frame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Sequence

import pygame

from speedgames.rocket.rules import data
from speedgames.rocket.screen import art
from speedgames.ui import fonts

FIELDS = data.LAST_FIELD + 1
RING_GAP = 1.1        # distance between spiral turns, in field spacings
START_R = 0.95        # radius of field 0, in field spacings
COMPACT_R = 19        # tiles smaller than this (px) write the field number without its pill


@lru_cache(maxsize=1)
def unit_spiral() -> tuple[tuple[float, float], ...]:
    """Field centres on an Archimedean spiral with spacing 1 (field 0 in the middle)."""
    b = RING_GAP / (2 * math.pi)
    pts = [(START_R, 0.0)]
    theta, need, walked = 0.0, 1.0, 0.0
    step = 0.002
    while len(pts) < FIELDS:
        r = START_R + b * theta
        ds = math.hypot(r, b) * step
        walked += ds
        theta += step
        if walked >= need:
            rr = START_R + b * theta
            # start at the bottom and turn clockwise on screen: the rocket „rises“ outward
            a = math.pi / 2 + theta
            pts.append((rr * math.cos(a), rr * math.sin(a)))
            need += 1.0
    # rotate the first point to the bottom too
    first = (0.0, START_R)
    pts[0] = first
    return tuple(pts)


@dataclass
class FlyingChip:
    """A chip on its way from the bag into the Hülse (skippable, a few tenths of a second)."""

    chip: str
    start: tuple[float, float]
    field: int
    duration: float
    age: float = 0.0

    @property
    def done(self) -> bool:
        return self.age >= self.duration

    def position(self, end: tuple[float, float]) -> tuple[float, float]:
        t = 1.0 if self.duration <= 0 else min(1.0, self.age / self.duration)
        t = 1 - (1 - t) ** 3
        x = self.start[0] + (end[0] - self.start[0]) * t
        y = self.start[1] + (end[1] - self.start[1]) * t
        lift = math.sin(math.pi * t) * 60
        return x, y - lift


class HuelseView:
    """Geometry and drawing of one Hülse inside ``rect``."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.centres: list[tuple[int, int]] = []
        self.field_r = 10
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        self.number_rects: dict[int, pygame.Rect] = {}   # field -> its number's pill
        self.number_ink: dict[int, pygame.Rect] = {}     # field -> its digits' ink on the pill
        self.mark_rects: dict[int, pygame.Rect] = {}     # field -> where its Mark is written
        self.ruhm_rects: dict[int, pygame.Rect] = {}     # field -> its ★ and Ruhm

    # geometry ---------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        rect = pygame.Rect(rect)
        if rect == self.rect and self.centres:
            return
        self.rect = rect
        pts = unit_spiral()
        (ax, ay), (bx, by) = pts[-2], pts[-1]
        d = math.hypot(bx - ax, by - ay) or 1.0
        nose = (bx + (bx - ax) / d * 2.0, by + (by - ay) / d * 2.0)  # the nose cone's tip
        xs = [p[0] for p in pts] + [nose[0]]
        ys = [p[1] for p in pts] + [nose[1]]
        minx, maxx = min(xs) - 0.55, max(xs) + 0.55
        miny, maxy = min(ys) - 0.55, max(ys) + 0.55
        sx = rect.width / (maxx - minx)
        sy = rect.height / (maxy - miny)
        scale = min(sx, sy)
        # a little stretch uses a wide (or tall) area better without distorting the tiles
        sx = min(sx, scale * 1.18)
        sy = min(sy, scale * 1.18)
        cx = rect.centerx - (minx + maxx) / 2 * sx
        cy = rect.centery - (miny + maxy) / 2 * sy
        self.centres = [(round(cx + x * sx), round(cy + y * sy)) for x, y in pts]
        self.field_r = max(6, int(scale * 0.46))
        self._layer_key = None

    def centre(self, field: int) -> tuple[int, int]:
        if not self.centres:
            return self.rect.center
        return self.centres[max(0, min(FIELDS - 1, field))]

    def field_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        r2 = (self.field_r + 2) ** 2
        for i, (x, y) in enumerate(self.centres):
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= r2:
                return i
        return None

    # static layer --------------------------------------------------------------------------
    def draw_static(self, surface: pygame.Surface, theme: Any) -> None:
        key = (self.rect.size, theme.name, self.field_r, theme.font_size("small"))
        if self._layer_key != key or self._layer is None:
            self._layer = self._paint(theme)
            self._layer_key = key
        surface.blit(self._layer, self.rect.topleft)

    def _paint(self, theme: Any) -> pygame.Surface:
        layer = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        ox, oy = self.rect.topleft
        pts = [(x - ox, y - oy) for x, y in self.centres]
        dark = theme.dark
        paper = (64, 56, 70) if dark else (236, 222, 190)
        edge = (36, 30, 40) if dark else (176, 150, 110)
        r = self.field_r
        # the rolled paper band under the tiles
        band = max(4, int(r * 2.2))
        for i in range(len(pts) - 1):
            pygame.draw.line(layer, edge, pts[i], pts[i + 1], band + 4)
        for p in pts:
            pygame.draw.circle(layer, edge, p, band // 2 + 2)
        for i in range(len(pts) - 1):
            pygame.draw.line(layer, paper, pts[i], pts[i + 1], band)
        for p in pts:
            pygame.draw.circle(layer, paper, p, band // 2)
        self._nose(layer, pts, r, dark)
        tile = (44, 40, 56) if dark else (252, 246, 230)
        mark_col = (240, 196, 100) if dark else (150, 96, 10)
        ruhm_col = (170, 204, 255) if dark else (34, 80, 140)
        compact = r < COMPACT_R
        mark_font = fonts.font("label", max(8, int(r * 0.58)))
        ruhm_font = fonts.font("text_bold", max(8, int(r * 0.56)))
        mark_up = r * 0.22                            # the Mark's foot above the centre
        ruhm_y = r * (0.63 if compact else 0.66)      # the Ruhm's middle below it
        gap = _gap(mark_font, ruhm_font, mark_up, ruhm_y)
        num_font = _number_font(r, compact, theme.font_size("small"), gap)
        pill_fill = (226, 214, 190) if dark else (70, 52, 40)
        # a small tile (beside the show) has no room for a pill: the number in plain ink
        num_ink = pill_fill if compact else tile
        self.number_rects, self.mark_rects, self.ruhm_rects = {}, {}, {}
        self.number_ink = {}
        for f, p in enumerate(pts):
            ruhm = data.RUHM[f]
            step_up = f > 0 and data.RUHM[f] > data.RUHM[f - 1]
            ring = art.GOLD if step_up else (edge if not dark else (96, 90, 110))
            pygame.draw.circle(layer, tile, p, r)
            pygame.draw.circle(layer, ring, p, r, max(1, r // 9) if step_up else 1)
            # Mark on top, Ruhm below (as the rule text has it) and between them, where the
            # tile is widest, the field's number on a pill of its own: the texts say „Feld 22“
            m = mark_font.render(str(data.MARK[f]), True, mark_col)
            at = m.get_rect(midbottom=(p[0], p[1] - mark_up))
            self.mark_rects[f] = _ink(m, layer.blit(m, at))
            num = num_font.render(str(f), True, num_ink)
            centre = (p[0], round(p[1] + gap[0] + gap[1] / 2))
            if compact:
                self.number_rects[f] = _ink(num, layer.blit(num, num.get_rect(center=centre)))
                self.number_ink[f] = self.number_rects[f]
            else:
                pill = num.get_rect().inflate(max(4, r // 3), 0)
                pill.height = min(pill.height, gap[1])
                pill.center = centre
                pygame.draw.rect(layer, pill_fill, pill, border_radius=pill.height // 2)
                self.number_ink[f] = _ink(num, layer.blit(num, num.get_rect(center=pill.center)))
                self.number_rects[f] = pill
            rr = ruhm_font.render(str(ruhm), True, ruhm_col)
            star_r = max(2, int(r * 0.16))
            x0 = p[0] - (rr.get_width() + star_r * 2 + 2) // 2
            ry = p[1] + ruhm_y
            art.draw_ruhm(layer, (x0 + star_r, int(ry)), star_r,
                          (240, 196, 100) if dark else (196, 140, 40))
            ruhm_at = layer.blit(rr, rr.get_rect(midleft=(x0 + star_r * 2 + 2, ry)))
            star = pygame.Rect(x0, int(ry) - star_r, 2 * star_r, 2 * star_r)
            self.ruhm_rects[f] = _ink(rr, ruhm_at).union(star)
            if data.kristall(f):
                kx = p[0] + int(r * 0.72)
                ky = p[1] - int(r * 0.62)
                art.draw_kristall(layer, (kx, ky), max(3, int(r * 0.3)))
        for rects in (self.number_rects, self.mark_rects, self.ruhm_rects,
                      self.number_ink):  # screen places
            for f, rect in rects.items():
                rects[f] = rect.move(self.rect.topleft)
        return layer

    @staticmethod
    def _nose(layer: pygame.Surface, pts: list[tuple[int, int]], r: int, dark: bool) -> None:
        """The rocket's nose cone beyond field 53: the Hülse is the rocket's body."""
        (x1, y1), (x2, y2) = pts[-2], pts[-1]
        d = math.hypot(x2 - x1, y2 - y1) or 1.0
        ux, uy = (x2 - x1) / d, (y2 - y1) / d
        nx, ny = -uy, ux
        base = (x2 + ux * r * 1.05, y2 + uy * r * 1.05)
        tip = (base[0] + ux * r * 1.9, base[1] + uy * r * 1.9)
        half = r * 1.05
        cone = [(base[0] + nx * half, base[1] + ny * half), tip,
                (base[0] - nx * half, base[1] - ny * half)]
        red = (196, 64, 52)
        pygame.draw.polygon(layer, red, cone)
        pygame.draw.polygon(layer, (120, 30, 24), cone, max(1, r // 10))
        shine = [(base[0] + nx * half * 0.5, base[1] + ny * half * 0.5), tip,
                 (base[0] + nx * half * 0.1, base[1] + ny * half * 0.1)]
        pygame.draw.polygon(layer, (232, 120, 96), shine)
        star = (int(tip[0] + ux * r * 0.5), int(tip[1] + uy * r * 0.5))
        art.draw_ruhm(layer, star, max(3, r // 3), art.GOLD)

    # dynamic ---------------------------------------------------------------------------------
    def draw_markers(self, surface: pygame.Surface, theme: Any, *, vorladung: int, start: int,
                     wertungsfeld: int | None, konkurrenz: int | None = None,
                     target: int | None = None, hover: int | None = None,
                     exploded: bool = False) -> None:
        """Vorladung (clay plug), Lehrbuben fields, Wertungsfeld ring, Konkurrenz / Auftrag."""
        r = self.field_r
        clay = (150, 96, 60)
        for f in range(vorladung + 1, min(start, FIELDS - 1) + 1):
            c = self.centre(f)
            pygame.draw.circle(surface, (186, 150, 110), c, int(r * 0.35))
        c = self.centre(vorladung)
        pygame.draw.circle(surface, clay, c, int(r * 0.78))
        pygame.draw.circle(surface, (96, 60, 36), c, int(r * 0.78), max(1, r // 8))
        for k in (-1, 0, 1):
            pygame.draw.line(surface, (110, 70, 44), (c[0] - r * 0.4, c[1] + k * r * 0.25),
                             (c[0] + r * 0.4, c[1] + k * r * 0.25), 1)
        if konkurrenz is not None:
            self._dashed_ring(surface, self.centre(konkurrenz), r + max(3, r // 4),
                              theme.color("accent2"))
        if target is not None:
            self._dashed_ring(surface, self.centre(target), r + max(3, r // 4),
                              theme.color("good"))
        if wertungsfeld is not None:
            col = theme.color("bad") if exploded else theme.color("focus")
            pygame.draw.circle(surface, col, self.centre(wertungsfeld), r + max(2, r // 6),
                               max(2, r // 6))
        if hover is not None:
            pygame.draw.circle(surface, theme.color("text"), self.centre(hover), r + 2, 2)

    @staticmethod
    def _dashed_ring(surface: pygame.Surface, c: tuple[int, int], r: int,
                     colour: Sequence[int]) -> None:
        box = pygame.Rect(0, 0, 2 * r, 2 * r)
        box.center = c
        for i in range(0, 16, 2):
            a = 2 * math.pi * i / 16
            pygame.draw.arc(surface, colour, box, a, a + 2 * math.pi / 16, max(2, r // 8))

    def draw_chips(self, surface: pygame.Surface, huelse: Sequence[Sequence[Any]],
                   count: int | None = None) -> None:
        """The first ``count`` chips of the Hülse (all when None) on their fields."""
        shown = huelse if count is None else huelse[:count]
        radius = max(5, int(self.field_r * 0.9))
        for chip_id, field in shown:
            img = art.chip(chip_id, radius)
            surface.blit(img, img.get_rect(center=self.centre(field)))

    def draw_flying(self, surface: pygame.Surface, fly: FlyingChip) -> None:
        radius = max(5, int(self.field_r * 0.9))
        img = art.chip(fly.chip, radius)
        x, y = fly.position(self.centre(fly.field))
        surface.blit(img, img.get_rect(center=(round(x), round(y))))


def _gap(mark_font: pygame.font.Font, ruhm_font: pygame.font.Font, mark_up: float,
         ruhm_y: float) -> tuple[int, int]:
    """(top, height) of the free band between the Mark's ink and the Ruhm's ink, relative to
    the tile's centre — where the field's number stands."""
    mark = mark_font.render("88", True, (0, 0, 0))
    top = -mark_up - (mark.get_height() - mark.get_bounding_rect().bottom)
    ruhm = ruhm_font.render("8", True, (0, 0, 0))
    bottom = ruhm_y - ruhm.get_height() / 2 + ruhm.get_bounding_rect().top
    return round(top) + 1, max(4, int(bottom - top) - 2)


def _number_font(r: int, compact: bool, small: float, gap: tuple[int, int]) -> pygame.font.Font:
    """The field number's font: it grows with the text size (the texts name fields: „Feld
    22“) up to what the band between Mark and Ruhm holds — never smaller than it was (0.48 of
    the radius, 0.7 on a small tile without its pill)."""
    floor = int(r * (0.7 if compact else 0.48))
    size = max(floor, int(min(r * 0.72, max(small, r * 0.58))))  # at least the Mark's size
    while size > floor:
        font = fonts.font("text_bold", max(8, size))
        if font.render("0123456789", True, (0, 0, 0)).get_bounding_rect().height <= gap[1] - 2:
            return font
        size -= 1
    return fonts.font("text_bold", max(8, floor))


def _ink(img: pygame.Surface, at: pygame.Rect) -> pygame.Rect:
    """Where the rendered text ``img`` blitted at ``at`` has ink (without the font's leading)."""
    return img.get_bounding_rect().move(at.topleft)
