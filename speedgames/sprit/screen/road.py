"""The pass road: fields laid along a winding serpentine computed from the window size.

Why computed: the window is resizable and the two tracks differ in length (66 and 42 fields with
Start and Ziel), so the road is a path through hairpin bends that fills the given rectangle; the
fields sit at equal distances along it. :func:`build` picks the number of bends that gives the
biggest fields. The static picture (backdrop, road, field signs, numbers, the pass hotel at the
Ziel) is drawn once per layout and theme (:func:`draw_static`); per frame only prices, the hover
path and the cars are drawn on top.

Geometry API: ``RoadGeometry.centre(field)``, ``.field_at(pos)``, ``.point_at(s)`` /
``.s_of(field)`` (arc length along the road, for cars driving along the bends),
``.direction(field)`` (+1 right, −1 left), ``.tile`` (field radius).
"""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from speedgames.ui import fonts

Point = tuple[float, float]

# field sign colours: physical enamel signs, the same in both themes
SIGN_COLOURS: dict[str, tuple[int, int, int]] = {
    "E": (232, 182, 58), "T": (196, 58, 46), "K": (48, 98, 168), "W": (64, 88, 78),
    "1": (242, 232, 204), "2": (242, 232, 204), "3": (242, 232, 204), "4": (242, 232, 204),
    "S": (246, 240, 226), "Z": (246, 240, 226),
}
INK = (30, 26, 28)
CREAM = (246, 236, 212)
BRASS = (196, 150, 62)


@dataclass
class RoadGeometry:
    rect: pygame.Rect
    centres: list[Point]         # one per field, 0 = Start … last = Ziel
    path: list[Point]            # the dense road polyline
    lengths: list[float]         # cumulative arc length of ``path``
    field_s: list[float]         # arc length of each field
    tile: int                    # field radius in px
    road_w: int                  # half width of the road band
    gap: float                   # vertical distance between two legs of the road

    def centre(self, field: int) -> tuple[int, int]:
        x, y = self.centres[max(0, min(field, len(self.centres) - 1))]
        return int(x), int(y)

    def s_of(self, field: int) -> float:
        return self.field_s[max(0, min(field, len(self.field_s) - 1))]

    def point_at(self, s: float) -> Point:
        """The point at arc length ``s`` along the road (clamped)."""
        s = max(0.0, min(s, self.lengths[-1]))
        i = bisect.bisect_right(self.lengths, s) - 1
        i = max(0, min(i, len(self.path) - 2))
        seg = self.lengths[i + 1] - self.lengths[i]
        t = 0.0 if seg <= 0 else (s - self.lengths[i]) / seg
        (x1, y1), (x2, y2) = self.path[i], self.path[i + 1]
        return x1 + (x2 - x1) * t, y1 + (y2 - y1) * t

    def heading_at(self, s: float) -> float:
        """+1 when the road runs right at ``s``, −1 when it runs left (for the car sprites)."""
        a = self.point_at(s - 2)
        b = self.point_at(s + 2)
        return 1.0 if b[0] >= a[0] else -1.0

    def direction(self, field: int) -> float:
        return self.heading_at(self.s_of(field))

    def field_at(self, pos: tuple[int, int]) -> int | None:
        """The field under ``pos`` (a little generous around each tile), or None."""
        px, py = pos
        best, best_d = None, (self.tile * 1.25) ** 2
        for i, (x, y) in enumerate(self.centres):
            d = (x - px) ** 2 + (y - py) ** 2
            if d < best_d:
                best, best_d = i, d
        return best

    def sub_path(self, s1: float, s2: float, step: float = 6.0) -> list[Point]:
        """Points along the road from ``s1`` to ``s2`` (either direction)."""
        if s1 == s2:
            return [self.point_at(s1)]
        n = max(2, int(abs(s2 - s1) / step) + 1)
        return [self.point_at(s1 + (s2 - s1) * k / (n - 1)) for k in range(n)]


WOBBLE = 0.11  # the rows' gentle swing, as a share of the row gap


def _legs(rect: pygame.Rect, rows: int, margin_x: float, margin_top: float,
          margin_bottom: float) -> tuple[list[Point], float]:
    """The dense polyline of ``rows`` legs joined by hairpins, bottom left first."""
    gap = (rect.height - margin_top - margin_bottom) / max(1, rows - 1)
    rad = gap / 2
    x0 = rect.x + margin_x + rad
    x1 = rect.right - margin_x - rad
    pts: list[Point] = []
    amp = gap * WOBBLE
    for row in range(rows):
        y = rect.bottom - margin_bottom - row * gap
        rightward = row % 2 == 0
        a, b = (x0, x1) if rightward else (x1, x0)
        n = 48
        phase = 1 if row % 3 else -1
        for k in range(n):
            t = k / (n - 1)
            wobble = amp * phase * math.sin(2 * math.pi * t) * math.sin(math.pi * t)
            pts.append((a + (b - a) * t, y + wobble))
        if row < rows - 1:
            cx, cy = b, y - rad
            for k in range(1, 24):
                th = math.pi / 2 - math.pi * k / 24
                dx = math.cos(th) * rad
                pts.append((cx + dx if rightward else cx - dx, cy + math.sin(th) * rad))
    return pts, gap


def _cumulative(pts: list[Point]) -> list[float]:
    out = [0.0]
    for (x1, y1), (x2, y2) in zip(pts, pts[1:]):
        out.append(out[-1] + math.hypot(x2 - x1, y2 - y1))
    return out


def build(rect: pygame.Rect, fields: int) -> RoadGeometry:
    """Lay ``fields`` fields (Start … Ziel) along a serpentine filling ``rect``."""
    rect = pygame.Rect(rect)
    best: tuple[float, int] | None = None
    for rows in range(2, 10):
        gap = rect.height * 0.86 / max(1, rows - 1)
        straight = rect.width - gap - rect.width * 0.06
        if straight <= 0:
            continue
        total = rows * straight + (rows - 1) * math.pi * gap / 2
        spacing = total / max(1, fields - 1)
        tile = min(spacing * 0.40, gap * 0.25)
        if best is None or tile > best[0] + 0.5:
            best = (tile, rows)
    rows = best[1] if best else 4
    margin_x = max(8.0, rect.width * 0.03)
    margin_top = max(16.0, rect.height * 0.09)
    margin_bottom = max(12.0, rect.height * 0.085)  # room for the bottom row's numbers
    path, gap = _legs(rect, rows, margin_x, margin_top, margin_bottom)
    # big signs on few rows (Bergsprint on a wide window): the Start plate and the bottom
    # numbers need about 2.3 tiles below the lowest row, the price tags 1.9 tiles above the top
    # row — else the action bar and the header cover them. A second pass with those margins
    # only shrinks the tile, so the margins stay sufficient.
    tile0 = _tile_for(path, gap, fields)
    wobble = gap * WOBBLE  # a row swings this far up or down
    need_top, need_bottom = tile0 * 1.9 + wobble, tile0 * 2.3 + wobble
    if margin_top < need_top or margin_bottom < need_bottom:
        margin_top, margin_bottom = max(margin_top, need_top), max(margin_bottom, need_bottom)
        path, gap = _legs(rect, rows, margin_x, margin_top, margin_bottom)
    lengths = _cumulative(path)
    total = lengths[-1]
    lead = total * 0.012
    span = total - 2 * lead
    field_s = [lead + span * i / max(1, fields - 1) for i in range(fields)]
    spacing = span / max(1, fields - 1)
    tile = int(max(6, min(spacing * 0.40, gap * 0.25)))
    geo = RoadGeometry(rect, [], path, lengths, field_s, tile, int(tile * 1.3), gap)
    geo.centres = [geo.point_at(s) for s in field_s]
    return geo


def _tile_for(path: list[tuple[float, float]], gap: float, fields: int) -> float:
    """The sign radius ``build`` gives ``fields`` fields along ``path`` with rows ``gap`` apart."""
    total = _cumulative(path)[-1]
    spacing = total * (1 - 2 * 0.012) / max(1, fields - 1)
    return max(6.0, min(spacing * 0.40, gap * 0.25))


# ----------------------------------------------------------------------------- field signs
@lru_cache(maxsize=64)
def sign_sprite(code: str, radius: int) -> pygame.Surface:
    """The round enamel sign of a field code (drawn at 3× and scaled down: smooth edges)."""
    ss = 3
    r = max(4, radius) * ss
    size = 2 * r + 4 * ss
    big = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    fill = SIGN_COLOURS.get(code, CREAM)
    pygame.draw.circle(big, (0, 0, 0, 90), (c + ss, c + 2 * ss), r)
    pygame.draw.circle(big, INK, (c, c), r)
    pygame.draw.circle(big, fill, (c, c), r - 2 * ss)
    rim = BRASS if code in "1234SZ" else CREAM
    pygame.draw.circle(big, rim, (c, c), r - 4 * ss, max(1, ss))
    _glyph(big, code, (c, c), r - 5 * ss, ss)
    out = pygame.transform.smoothscale(big, (size // ss, size // ss))
    return out


def _glyph(s: pygame.Surface, code: str, centre: tuple[int, int], r: int, ss: int) -> None:
    cx, cy = centre
    w = max(2, r // 6)
    if code == "T":  # petrol pump
        body = pygame.Rect(0, 0, int(r * 0.78), int(r * 1.15))
        body.center = (cx - int(r * 0.12), cy + int(r * 0.08))
        pygame.draw.rect(s, CREAM, body, border_radius=max(1, r // 8))
        win = pygame.Rect(0, 0, int(body.width * 0.62), int(body.height * 0.28))
        win.midtop = (body.centerx, body.y + int(body.height * 0.14))
        pygame.draw.rect(s, SIGN_COLOURS["T"], win)
        pygame.draw.circle(s, CREAM, (body.centerx, body.y - int(r * 0.08)), int(r * 0.2))
        hose = [(body.right, body.y + body.height * 0.3), (cx + r * 0.55, cy - r * 0.2),
                (cx + r * 0.55, cy + r * 0.5), (cx + r * 0.42, cy + r * 0.62)]
        pygame.draw.lines(s, CREAM, False, hose, w)
    elif code == "W":  # spanner
        a = math.radians(-45)
        dx, dy = math.cos(a) * r * 0.75, math.sin(a) * r * 0.75
        p1, p2 = (cx - dx, cy - dy), (cx + dx, cy + dy)
        pygame.draw.line(s, CREAM, p1, p2, max(3, int(r * 0.26)))
        for p in (p1, p2):
            pygame.draw.circle(s, CREAM, p, int(r * 0.3))
        notch = (p2[0] + math.cos(a) * r * 0.18, p2[1] + math.sin(a) * r * 0.18)
        pygame.draw.circle(s, SIGN_COLOURS["W"], notch, int(r * 0.17))
        notch = (p1[0] - math.cos(a) * r * 0.18, p1[1] - math.sin(a) * r * 0.18)
        pygame.draw.circle(s, SIGN_COLOURS["W"], notch, int(r * 0.17))
    elif code == "K":  # rubber stamp over a tick
        pygame.draw.circle(s, CREAM, (cx, cy + int(r * 0.18)), int(r * 0.62), w)
        tick = [(cx - r * 0.32, cy + r * 0.18), (cx - r * 0.08, cy + r * 0.42),
                (cx + r * 0.36, cy - r * 0.06)]
        pygame.draw.lines(s, CREAM, False, tick, max(2, int(r * 0.16)))
        handle = pygame.Rect(0, 0, int(r * 0.3), int(r * 0.5))
        handle.midbottom = (cx, cy - int(r * 0.42))
        pygame.draw.rect(s, CREAM, handle, border_radius=max(1, r // 6))
    elif code == "E":  # a Streckenkarte with a question mark
        card = pygame.Rect(0, 0, int(r * 1.0), int(r * 1.35))
        card.center = (cx, cy)
        pygame.draw.rect(s, CREAM, card, border_radius=max(1, r // 7))
        pygame.draw.rect(s, INK, card, max(1, w // 2), border_radius=max(1, r // 7))
        f = fonts.font("display", max(8, int(r * 1.1)))
        img = f.render("?", True, SIGN_COLOURS["T"])
        s.blit(img, img.get_rect(center=(cx, cy + r // 12)))
    elif code in "1234":
        text = "1·5·6" if code == "1" else code
        size = int(r * (0.72 if code == "1" else 1.45))
        f = fonts.font("display", max(8, size))
        img = f.render(text, True, INK)
        if img.get_width() > r * 1.8:
            img = pygame.transform.smoothscale(
                img, (int(r * 1.8), int(img.get_height() * r * 1.8 / img.get_width())))
        s.blit(img, img.get_rect(center=(cx, cy + r // 14)))
    elif code in "SZ":
        _checkers(s, centre, r)


def _checkers(s: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    cx, cy = centre
    n = 4
    cell = max(2, int(r * 1.3 / n))
    x0, y0 = cx - cell * n // 2, cy - cell * n // 2
    for i in range(n):
        for j in range(n):
            col = INK if (i + j) % 2 else CREAM
            pygame.draw.rect(s, col, (x0 + i * cell, y0 + j * cell, cell, cell))


# ----------------------------------------------------------------------------- static picture
def road_colours(dark: bool) -> tuple[tuple[int, int, int], tuple[int, int, int],
                                      tuple[int, int, int]]:
    """(edge, surface, centre line) of the gravel road."""
    if dark:
        return (62, 52, 58), (150, 132, 116), (206, 190, 160)
    return (128, 104, 78), (214, 194, 156), (246, 236, 210)


def draw_road(surface: pygame.Surface, geo: RoadGeometry, dark: bool) -> None:
    """The road band with its stone edge and dashed centre line."""
    edge, road, line = road_colours(dark)
    half = geo.road_w
    step = max(1, len(geo.path) // 900)
    pts = geo.path[::step] + [geo.path[-1]]
    for x, y in pts:
        pygame.draw.circle(surface, edge, (int(x), int(y) + 2), half + max(2, half // 7))
    for x, y in pts:
        pygame.draw.circle(surface, road, (int(x), int(y)), half)
    # dashed centre line (between the tiles it shows as the road's markings)
    dash = max(6, geo.tile // 2)
    s = 0.0
    total = geo.lengths[-1]
    while s < total:
        a, b = geo.point_at(s), geo.point_at(min(total, s + dash))
        pygame.draw.line(surface, line, a, b, max(1, geo.tile // 10))
        s += dash * 2.2


def draw_fields(surface: pygame.Surface, geo: RoadGeometry, codes: str, dark: bool,
                number_colour: tuple[int, int, int], number_px: int | None = None) -> None:
    """Every field's sign and its small number below it (``number_px``: its font size)."""
    small = fonts.font("label", number_px or max(9, int(geo.tile * 0.55)))
    for field, code in enumerate(codes):
        cx, cy = geo.centre(field)
        r = geo.tile if code not in "SZ" else int(geo.tile * 1.15)
        img = sign_sprite(code, r)
        surface.blit(img, img.get_rect(center=(cx, cy)))
        if code not in "SZ":
            num = small.render(str(field), True, number_colour)
            surface.blit(num, num.get_rect(midtop=(cx, cy + r + max(1, geo.tile // 10))))


def label_plate(text: str, font: pygame.font.Font, fg: tuple[int, int, int],
                bg: tuple[int, int, int], border: tuple[int, int, int] | None = None
                ) -> pygame.Surface:
    """A small enamel plate with ``text`` (price tags, Start / Ziel banners)."""
    img = font.render(text, True, fg)
    pad_x, pad_y = max(3, img.get_height() // 4), max(1, img.get_height() // 10)
    plate = pygame.Surface((img.get_width() + 2 * pad_x, img.get_height() + 2 * pad_y),
                           pygame.SRCALPHA)
    rect = plate.get_rect()
    pygame.draw.rect(plate, bg, rect, border_radius=max(2, rect.height // 3))
    if border is not None:
        pygame.draw.rect(plate, border, rect, 1, border_radius=max(2, rect.height // 3))
    plate.blit(img, (pad_x, pad_y))
    return plate
