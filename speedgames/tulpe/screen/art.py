"""Drawn pictures of Speedtulpe: flamed tulips, buds, Prachttulpen stars, the Lisse landscape.

Why sprites: the field shows up to 105 tulips per player and the scene must draw a frame in a few
milliseconds, so each picture is painted once per (kind, colour, size) at twice the size, smoothly
scaled down (cheap antialiasing) and cached; the field then only blits. The look follows the
„Semper Augustus“ of 1637: petals with flames of a second colour, a dark soil, a soft Dutch sky.

Colours are fixed (both themes show the same flowers); every colour also has a *mark*
(``ui.dice.draw_mark``) so the colours can be told apart without colour vision.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from speedgames.ui.art import lerp, vertical_gradient
from speedgames.ui.dice import draw_mark

RGB = tuple[int, int, int]
COLOR_IDS = "RYVWO"

# petal colour, flame colour, the mark that tells the colour without colour vision
PETALS: dict[str, RGB] = {"R": (206, 40, 52), "Y": (246, 200, 46), "V": (126, 64, 168),
                          "W": (248, 244, 232), "O": (240, 128, 34)}
FLAMES: dict[str, RGB] = {"R": (255, 214, 120), "Y": (200, 56, 40), "V": (236, 222, 246),
                          "W": (196, 30, 58), "O": (186, 40, 28)}
MARK_OF: dict[str, str] = {"R": "diamond", "Y": "dot", "V": "triangle", "W": "ring", "O": "square"}
STEM: RGB = (58, 112, 58)
LEAF: RGB = (78, 138, 70)
GOLD: RGB = (232, 184, 64)
SS = 2  # supersampling factor


def petal(color: str) -> RGB:
    return PETALS.get(color, (200, 200, 200))


def bed_tint(color: str, dark: bool) -> RGB:
    """The unbloomed bed of a colour: the flower colour washed into the soil."""
    soil = (92, 66, 48) if dark else (160, 122, 88)
    return lerp(petal(color), soil, 0.52 if dark else 0.42)


def ink_on(rgb: RGB) -> RGB:
    lum = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]
    return (40, 28, 20) if lum > 120 else (250, 244, 230)


def draw_color_mark(surface: pygame.Surface, box: pygame.Rect, color: str, ink: RGB) -> None:
    draw_mark(surface, box, MARK_OF.get(color, "dot"), ink)


# --------------------------------------------------------------------------- tulip sprites
def petal_points(cx: float, bottom: float, top: float, half: float, lean: float = 0.0,
                 steps: int = 14) -> list[tuple[float, float]]:
    """A pointed, round-based petal (or leaf) from ``bottom`` up to ``top``; ``lean`` shifts the
    tip sideways."""
    left: list[tuple[float, float]] = []
    right: list[tuple[float, float]] = []
    for k in range(steps + 1):
        t = k / steps
        y = bottom - (bottom - top) * t
        width = half * math.sin(math.pi * (0.18 + 0.82 * t)) ** 0.7 * (1 - t ** 6)
        x = cx + lean * t * t
        left.append((x - width, y))
        right.append((x + width, y))
    return left + right[::-1]


def _paint_tulip(s: pygame.Surface, color: str, open_: float) -> None:
    """A flamed tulip filling ``s`` (square); ``open_`` 0 = closed bud, 1 = in full bloom."""
    w, h = s.get_size()
    cx = w / 2
    base = PETALS[color]
    flame = FLAMES[color]
    back = lerp(base, (40, 14, 24), 0.3)
    # leaves and stem
    for side in (-1, 1):
        leaf = petal_points(cx + side * w * 0.02, h * 0.99, h * (0.46 + 0.06 * (side > 0)),
                            w * 0.065, lean=side * w * 0.26)
        pygame.draw.polygon(s, LEAF if side < 0 else lerp(LEAF, STEM, 0.55), leaf)
    pygame.draw.line(s, STEM, (cx, h * 0.98), (cx + w * 0.01, h * 0.5), max(2, int(w * 0.045)))
    # the cup: two back petals that spread as the flower opens, then the front petal
    bottom = h * 0.56
    top = h * (0.1 - 0.04 * open_)
    half = w * (0.13 + 0.05 * open_)
    for side in (-1, 1):
        pts = petal_points(cx + side * w * (0.06 + 0.05 * open_), bottom, top + h * 0.03,
                           half, lean=side * w * (0.04 + 0.16 * open_))
        pygame.draw.polygon(s, back, pts)
        flame_pts = petal_points(cx + side * w * (0.07 + 0.05 * open_), bottom - h * 0.04,
                                 top + h * 0.1, half * 0.14, lean=side * w * (0.03 + 0.15 * open_))
        pygame.draw.polygon(s, lerp(flame, back, 0.35), flame_pts)
    front_half = w * (0.15 + 0.06 * open_)
    front = petal_points(cx, bottom + h * 0.02, top + h * 0.01, front_half)
    pygame.draw.polygon(s, base, front)
    # Semper-Augustus flames: feathered streaks up the front petal
    for off, k in ((-0.62, 0.08), (-0.3, 0.1), (0.0, 0.13), (0.3, 0.1), (0.62, 0.08)):
        streak = petal_points(cx + front_half * off * 0.55, bottom - h * 0.02,
                              top + h * (0.08 + 0.12 * abs(off)), front_half * k,
                              lean=front_half * off * 0.4)
        pygame.draw.polygon(s, lerp(flame, base, 0.2), streak)
    pygame.draw.polygon(s, lerp(base, (40, 14, 24), 0.45), front, max(1, int(w * 0.012)))
    hi = lerp(base, (255, 255, 255), 0.6)
    pygame.draw.line(s, hi, (cx - front_half * 0.55, bottom - h * 0.08),
                     (cx - front_half * 0.62, top + h * 0.2), max(1, int(w * 0.018)))


@lru_cache(maxsize=160)
def tulip(color: str, size: int, open_: float = 1.0) -> pygame.Surface:
    """A tulip sprite of ``size`` px (transparent background)."""
    size = max(6, int(size))
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    _paint_tulip(big, color if color in PETALS else "R", max(0.0, min(1.0, open_)))
    return pygame.transform.smoothscale(big, (size, size))


@lru_cache(maxsize=16)
def sprout(size: int) -> pygame.Surface:
    """Two green tips in the soil: a bulb waiting to bloom."""
    size = max(6, int(size))
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    w = big.get_width()
    for dx, hgt in ((-0.08, 0.28), (0.07, 0.22)):
        pts = [(w * (0.5 + dx - 0.05), w * 0.78), (w * (0.5 + dx), w * (0.78 - hgt)),
               (w * (0.5 + dx + 0.05), w * 0.78)]
        pygame.draw.polygon(big, LEAF, pts)
    pygame.draw.ellipse(big, (70, 48, 34, 160), (w * 0.36, w * 0.76, w * 0.28, w * 0.08))
    return pygame.transform.smoothscale(big, (size, size))


def star_points(cx: float, cy: float, r: float, inner: float = 0.45) -> list[tuple[float, float]]:
    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * inner
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    return pts


@lru_cache(maxsize=16)
def star(size: int, lit: bool = True) -> pygame.Surface:
    """The Prachttulpe's star: gold when still open (−2), a faint outline once it bloomed."""
    size = max(6, int(size))
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    w = big.get_width()
    pts = star_points(w / 2, w / 2 + w * 0.03, w * 0.46)
    if lit:
        pygame.draw.polygon(big, (120, 80, 20), [(x + w * 0.03, y + w * 0.04) for x, y in pts])
        pygame.draw.polygon(big, GOLD, pts)
        pygame.draw.polygon(big, (255, 236, 160), star_points(w / 2, w / 2, w * 0.22))
        pygame.draw.polygon(big, (110, 70, 20), pts, max(1, w // 24))
    else:
        pygame.draw.polygon(big, (*GOLD, 230), pts, max(2, w // 14))
    return pygame.transform.smoothscale(big, (size, size))


# --------------------------------------------------------------------------- landscape
CLOUD_REACH = 1.9  # a cloud's half width in radii (its widest puff: 1.1 r + 0.75 r)


def _cloud(s: pygame.Surface, x: float, y: float, r: float, color: RGB) -> None:
    for dx, dy, k in ((0, 0, 1.0), (-1.1, 0.25, 0.7), (1.1, 0.2, 0.75), (0.5, -0.35, 0.8),
                      (-0.5, -0.25, 0.7)):
        pygame.draw.circle(s, color, (x + dx * r, y + dy * r), r * k)


def windmill(s: pygame.Surface, x: float, ground: float, height: float, body: RGB,
             sail: RGB, roof: RGB, angle: float = 20.0, sails: bool = True) -> None:
    """A Dutch post mill: tapering tower, a cap and (unless drawn apart) four lattice sails."""
    tw = height * 0.32
    pygame.draw.polygon(s, body, [(x - tw / 2, ground), (x + tw / 2, ground),
                                  (x + tw * 0.3, ground - height), (x - tw * 0.3, ground - height)])
    pygame.draw.polygon(s, roof, [(x - tw * 0.42, ground - height),
                                  (x + tw * 0.42, ground - height), (x, ground - height * 1.22)])
    pygame.draw.rect(s, lerp(body, (255, 220, 150), 0.6),
                     (x - tw * 0.09, ground - height * 0.45, tw * 0.18, height * 0.14))
    if sails:
        mill_sails(s, x, ground, height, body, sail, angle)


def mill_sails(s: pygame.Surface, x: float, ground: float, height: float, body: RGB,
               sail: RGB, angle: float) -> None:
    """The four sails turned by ``angle`` degrees (drawn every frame when they turn)."""
    hub = (x, ground - height * 0.96)
    length = height * 0.78
    for k in range(4):
        a = math.radians(angle + 90 * k)
        end = (hub[0] + math.cos(a) * length, hub[1] + math.sin(a) * length)
        pygame.draw.line(s, body, hub, end, max(2, int(height * 0.03)))
        px = math.cos(a + math.pi / 2) * length * 0.16
        py = math.sin(a + math.pi / 2) * length * 0.16
        p1 = (hub[0] + math.cos(a) * length * 0.28, hub[1] + math.sin(a) * length * 0.28)
        quad = [p1, end, (end[0] + px, end[1] + py), (p1[0] + px, p1[1] + py)]
        pygame.draw.polygon(s, sail, quad)
        for f in (0.45, 0.65, 0.85):
            q1 = (hub[0] + math.cos(a) * length * f, hub[1] + math.sin(a) * length * f)
            pygame.draw.line(s, body, q1, (q1[0] + px, q1[1] + py), 1)
        pygame.draw.polygon(s, body, quad, 1)
    pygame.draw.circle(s, body, hub, max(2, int(height * 0.05)))


def _mill_colors(dark: bool) -> tuple[RGB, RGB]:
    return ((38, 30, 40), (196, 180, 160)) if dark else ((84, 62, 52), (244, 234, 212))


def draw_turning_sails(surface: pygame.Surface, size: tuple[int, int], horizon: int,
                       dark: bool, angle: float) -> None:
    """The big mill's sails over a :func:`landscape` painted with ``sails=False``."""
    body, sail = _mill_colors(dark)
    mill_sails(surface, size[0] - horizon * 0.42, horizon + 2, horizon * 0.5, body, sail, angle)


def cloud_spots(w: float, horizon: float,
                clear: tuple[int, int] | None = None) -> list[tuple[float, float, float]]:
    """Where the clouds float: (x, y, r). A cloud that would sit behind the band ``clear``
    (x from–to: a title) moves just beside it, or is left out when there is no room."""
    spots = []
    for fx, fy, fr in ((0.12, 0.30, 0.05), (0.30, 0.18, 0.035), (0.55, 0.34, 0.04),
                       (0.74, 0.16, 0.03), (0.90, 0.28, 0.045)):
        x, y, r = w * fx, horizon * fy, horizon * fr * 2.2
        if clear is not None and x + CLOUD_REACH * r > clear[0] and x - CLOUD_REACH * r < clear[1]:
            x = clear[0] - CLOUD_REACH * r if x < (clear[0] + clear[1]) / 2 \
                else clear[1] + CLOUD_REACH * r
            if x - CLOUD_REACH * r < 0 or x + CLOUD_REACH * r > w:
                continue
        spots.append((x, y, r))
    return spots


def paint_landscape(s: pygame.Surface, dark: bool, horizon: float, sails: bool = True,
                    clear: tuple[int, int] | None = None) -> None:
    """The backdrop: a soft Dutch sky (evening light in dark), far tulip stripes, a windmill.

    ``horizon`` is the y of the horizon in px; below it the soil continues to the bottom.
    ``clear`` (x from–to) keeps the clouds away from a title drawn over the sky.
    """
    w, h = s.get_size()
    if dark:
        top, low = (34, 42, 78), (208, 142, 112)
    else:
        top, low = (128, 174, 214), (232, 236, 226)
    vertical_gradient(s, pygame.Rect(0, 0, w, int(horizon) + 1), top, low)
    cloud = lerp((250, 244, 230), top, 0.55 if dark else 0.08)
    for x, y, r in cloud_spots(w, horizon, clear):
        _cloud(s, x, y, r, cloud)
    if dark:  # the evening star and a low sun glow
        pygame.draw.circle(s, (255, 236, 190), (int(w * 0.83), int(horizon * 0.22)), 2)
        glow = pygame.Surface((w, int(horizon)), pygame.SRCALPHA)
        pygame.draw.ellipse(glow, (255, 170, 110, 60),
                            (w * 0.1, horizon * 0.55, w * 0.5, horizon * 0.9))
        s.blit(glow, (0, 0))
    # far fields: thin stripes of colour at the horizon, then a calm meadow to the bottom
    grass_far = (52, 78, 60) if dark else (120, 160, 98)
    grass_near = (30, 40, 36) if dark else (176, 188, 150)
    vertical_gradient(s, pygame.Rect(0, int(horizon), w, h - int(horizon)), grass_far,
                      grass_near)
    y = horizon
    order = "RGYGWGVGOGRGY"
    for k, code in enumerate(order):
        step = max(1, int(h * (0.002 + 0.0012 * k)))
        if code == "G":
            y += step
            continue
        col = lerp(PETALS[code], grass_far, 0.25 if not dark else 0.55)
        pygame.draw.rect(s, col, (0, int(y), w, step))
        y += step
    fade = pygame.Surface((w, max(1, int(y - horizon))), pygame.SRCALPHA)
    for k in range(fade.get_height()):
        a = int(90 * k / max(1, fade.get_height()))
        pygame.draw.line(fade, (*grass_near, a), (0, k), (w, k))
    s.blit(fade, (0, int(horizon)))
    # trees and the mill on the horizon
    tree = (32, 52, 40) if dark else (62, 100, 66)
    for fx in (0.04, 0.07, 0.47, 0.52, 0.56):
        pygame.draw.ellipse(s, tree, (w * fx, horizon - horizon * 0.09, horizon * 0.1,
                                      horizon * 0.1))
    body, sail = _mill_colors(dark)
    windmill(s, w - horizon * 0.42, horizon + 2, horizon * 0.5, body, sail, (150, 50, 42),
             sails=sails)
    windmill(s, w * 0.2, horizon + 1, horizon * 0.2, lerp(body, top, 0.35),
             lerp(sail, top, 0.35), lerp((150, 50, 42), top, 0.35), angle=55)


@lru_cache(maxsize=4)
def landscape(size: tuple[int, int], dark: bool, horizon: int,
              sails: bool = True, clear: tuple[int, int] | None = None) -> pygame.Surface:
    """The cached backdrop of the scene (``sails=False``: the big mill's sails are drawn apart,
    turning; ``clear``: no cloud behind that band of x, see :func:`cloud_spots`)."""
    w, h = max(8, size[0]), max(8, size[1])
    s = pygame.Surface((w, h))
    paint_landscape(s, dark, horizon, sails, clear)
    return s.convert() if pygame.display.get_surface() is not None else s


def watering_can_icon(surface: pygame.Surface, box: pygame.Rect) -> None:
    from speedgames.ui.dice import draw_watering_can

    draw_watering_can(surface, box, (46, 110, 170))


def bulb_icon(surface: pygame.Surface, box: pygame.Rect, lit: bool, ink: RGB) -> None:
    """The Rat's light bulb."""
    cx, cy = box.centerx, box.y + box.height * 0.42
    r = box.height * 0.3
    glass = (255, 220, 110) if lit else lerp(ink, (255, 255, 255), 0.5)
    if lit:
        for k in range(8):
            a = k * math.pi / 4
            pygame.draw.line(surface, (255, 200, 80), (cx + math.cos(a) * r * 1.25,
                                                       cy + math.sin(a) * r * 1.25),
                             (cx + math.cos(a) * r * 1.6, cy + math.sin(a) * r * 1.6), 2)
    pygame.draw.circle(surface, glass, (cx, cy), r)
    pygame.draw.circle(surface, ink, (cx, cy), r, max(1, int(r * 0.15)))
    base = pygame.Rect(0, 0, r * 1.0, box.height * 0.22)
    base.midtop = (cx, cy + r * 0.8)
    pygame.draw.rect(surface, ink, base, border_radius=2)


MEADOW = {False: ((214, 224, 186), (190, 206, 160), (120, 150, 100)),
          True: ((44, 58, 50), (34, 46, 42), (70, 92, 72))}


def meadow_panel(surface: pygame.Surface, rect: pygame.Rect, dark: bool, radius: int) -> None:
    """The panel the field lies on: a spring meadow (evening meadow in dark), softly striped."""
    rect = pygame.Rect(rect)
    surface.blit(_meadow(rect.size, dark, radius), (rect.x, rect.y))


@lru_cache(maxsize=4)
def _meadow(size: tuple[int, int], dark: bool, radius: int) -> pygame.Surface:
    top, bottom, edge = MEADOW[dark]
    w, h = size
    out = pygame.Surface((w + 2, h + 4), pygame.SRCALPHA)
    pygame.draw.rect(out, (0, 0, 0, 120) if dark else (120, 110, 90, 110),
                     pygame.Rect(2, 4, w, h), border_radius=radius)
    body = pygame.Surface((w, h))
    vertical_gradient(body, body.get_rect(), top, bottom)
    for k in range(0, w, max(6, radius * 2)):  # mown stripes
        pygame.draw.line(body, lerp(top, bottom, 0.5), (k, 0), (k + h // 3, h), 1)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    body = body.convert_alpha(mask) if pygame.display.get_surface() is None \
        else body.convert_alpha()
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    out.blit(body, (0, 0))
    pygame.draw.rect(out, edge, pygame.Rect(0, 0, w, h), 1, border_radius=radius)
    return out.convert_alpha() if pygame.display.get_surface() is not None else out
