"""Speedrocket's drawn pictures: the powder chips, the Hülse's field tiles, the rocket and the two
backgrounds („Werkstatt bei Nacht“ / „Festwiese am Tag“).

Why every chip carries a symbol as well as a colour: players who cannot tell green from red still
read the chip at a glance (Blitzpulver = lightning bolt, Kalkorange = ring, Bariumgrün = leaf,
Kupferblau = eye, Strontiumrot = flame, Natriumgelb = sun, Purpur = star, Schwarzpulver = bomb).
Everything is drawn once per size and cached, so the scene only blits.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

import pygame

from speedgames.core.rng import Stream

RGB = tuple[int, int, int]

#: Body colour, rim colour and ink (symbol / number) per chip kind.
CHIP_COLOURS: dict[str, tuple[RGB, RGB, RGB]] = {
    "W": ((236, 236, 242), (150, 152, 170), (40, 40, 60)),
    "O": ((236, 132, 44), (160, 80, 20), (255, 246, 228)),
    "G": ((62, 156, 88), (30, 94, 50), (244, 252, 240)),
    "B": ((52, 112, 196), (26, 62, 124), (240, 246, 255)),
    "R": ((204, 52, 50), (124, 26, 28), (255, 240, 232)),
    "Y": ((240, 204, 52), (160, 124, 16), (60, 44, 10)),
    "P": ((128, 60, 160), (74, 30, 98), (250, 236, 255)),
    "K": ((44, 42, 46), (10, 10, 12), (238, 230, 210)),
}
KRISTALL: RGB = (214, 40, 84)
GOLD: RGB = (236, 186, 80)
SPARK: RGB = (255, 196, 90)


# no red: the misfire bars and „bad“ lines are red, a seat must never look like one
SEAT_COLOURS = ((150, 92, 204), (56, 118, 204), (66, 160, 92), (222, 168, 52))


def seat_colour(seat: int) -> tuple[int, int, int]:
    """A seat's colour (card stripe, log marker, show line) — art, so every view may use it."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def kind_colour(kind: str) -> RGB:
    return CHIP_COLOURS.get(kind, CHIP_COLOURS["W"])[0]


def _lerp(a: RGB, b: RGB, t: float) -> RGB:
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


# --------------------------------------------------------------------------- symbols
def _symbol(s: pygame.Surface, kind: str, c: tuple[float, float], r: float, ink: RGB) -> None:
    """The kind's symbol centred at ``c`` within radius ``r``."""
    x, y = c
    w = max(1, int(r * 0.22))
    if kind == "W":  # lightning bolt
        pts = [(x + r * 0.25, y - r), (x - r * 0.45, y + r * 0.12), (x - r * 0.02, y + r * 0.12),
               (x - r * 0.3, y + r), (x + r * 0.5, y - r * 0.2), (x + r * 0.05, y - r * 0.2)]
        pygame.draw.polygon(s, ink, pts)
    elif kind == "O":  # ring
        pygame.draw.circle(s, ink, (x, y), r * 0.8, max(1, int(r * 0.3)))
    elif kind == "G":  # leaf
        leaf = pygame.Rect(0, 0, r * 1.1, r * 1.9)
        leaf.center = (int(x), int(y))
        pygame.draw.ellipse(s, ink, leaf)
        pygame.draw.line(s, _lerp(ink, (0, 0, 0), 0.6), (x, y - r * 0.8), (x, y + r * 0.9),
                         max(1, w // 2))
    elif kind == "B":  # eye (the Vorschau)
        pts = []
        for i in range(13):
            a = math.pi * i / 12
            pts.append((x - r * math.cos(a), y - r * 0.55 * math.sin(a)))
        for i in range(13):
            a = math.pi * i / 12
            pts.append((x + r * math.cos(a), y + r * 0.55 * math.sin(a)))
        pygame.draw.polygon(s, ink, pts, max(1, w))
        pygame.draw.circle(s, ink, (x, y), r * 0.32)
    elif kind == "R":  # flame
        pts = [(x, y - r), (x + r * 0.55, y + r * 0.05), (x + r * 0.42, y + r * 0.7),
               (x, y + r), (x - r * 0.42, y + r * 0.7), (x - r * 0.55, y + r * 0.05)]
        pygame.draw.polygon(s, ink, pts)
    elif kind == "Y":  # sun
        pygame.draw.circle(s, ink, (x, y), r * 0.45)
        for i in range(8):
            a = math.pi * i / 4
            pygame.draw.line(s, ink, (x + math.cos(a) * r * 0.62, y + math.sin(a) * r * 0.62),
                             (x + math.cos(a) * r, y + math.sin(a) * r), max(1, w))
    elif kind == "P":  # five-pointed star
        pts = []
        for i in range(10):
            a = -math.pi / 2 + math.pi * i / 5
            rr = r if i % 2 == 0 else r * 0.42
            pts.append((x + math.cos(a) * rr, y + math.sin(a) * rr))
        pygame.draw.polygon(s, ink, pts)
    elif kind == "K":  # bomb with a fuse
        pygame.draw.circle(s, ink, (x - r * 0.1, y + r * 0.15), r * 0.72, max(1, w))
        pygame.draw.line(s, ink, (x + r * 0.35, y - r * 0.35), (x + r * 0.75, y - r * 0.8),
                         max(1, w))
        pygame.draw.circle(s, SPARK, (x + r * 0.8, y - r * 0.85), max(1, r * 0.2))


@lru_cache(maxsize=512)
def chip(chip_id: str, radius: int, ghost: bool = False) -> pygame.Surface:
    """A round chip (kind colour, rim, symbol, value) of ``radius`` px; ``ghost``: faded."""
    radius = max(5, int(radius))
    ss = 3
    size = radius * 2 + 4
    big = pygame.Surface((size * ss, size * ss), pygame.SRCALPHA)
    kind = chip_id[:1]
    body, rim, ink = CHIP_COLOURS.get(kind, CHIP_COLOURS["W"])
    c = (size * ss / 2, size * ss / 2)
    r = radius * ss
    pygame.draw.circle(big, (0, 0, 0, 90), (c[0] + ss * 1.5, c[1] + ss * 2), r)
    pygame.draw.circle(big, rim, c, r)
    pygame.draw.circle(big, body, c, r * 0.86)
    pygame.draw.circle(big, _lerp(body, (255, 255, 255), 0.25), (c[0] - r * 0.2, c[1] - r * 0.25),
                       r * 0.45)
    pygame.draw.circle(big, body, c, r * 0.72)
    pygame.draw.circle(big, _lerp(rim, body, 0.4), c, r * 0.72, max(1, ss))
    value = chip_id[1:]
    multi = kind in ("W", "G", "B", "R", "Y")
    if multi and radius >= 9:
        _symbol(big, kind, (c[0], c[1] - r * 0.3), r * 0.28, ink)
        font = _value_font(max(8, int(radius * 0.95 * ss)))
        img = font.render(value, True, ink)
        big.blit(img, img.get_rect(center=(c[0], c[1] + r * 0.28)))
    elif multi:
        font = _value_font(max(8, int(radius * 1.3 * ss)))
        img = font.render(value, True, ink)
        big.blit(img, img.get_rect(center=c))
    else:
        _symbol(big, kind, c, r * 0.46, ink)
    img = pygame.transform.smoothscale(big, (size, size))
    if ghost:
        img.set_alpha(90)
    return img


def _value_font(size: int) -> pygame.font.Font:
    from speedgames.ui import fonts

    return fonts.font("label", size)


def symbol_icon(kind: str, radius: int, colour: RGB | None = None) -> pygame.Surface:
    """The symbol alone (legends, shop rows)."""
    size = radius * 2 + 2
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    _symbol(img, kind, (size / 2, size / 2), radius, colour or kind_colour(kind))
    return img


# --------------------------------------------------------------------------- small signs
def draw_kristall(s: pygame.Surface, center: tuple[int, int], r: int,
                  colour: RGB = KRISTALL) -> None:
    """A cut ruby: the Kristall sign."""
    x, y = center
    pts = [(x, y - r), (x + r * 0.8, y - r * 0.2), (x, y + r), (x - r * 0.8, y - r * 0.2)]
    pygame.draw.polygon(s, colour, pts)
    pygame.draw.polygon(s, _lerp(colour, (255, 255, 255), 0.45),
                        [(x, y - r), (x + r * 0.8, y - r * 0.2), (x, y - r * 0.05)])
    pygame.draw.polygon(s, (60, 10, 24), pts, 1)


def draw_ruhm(s: pygame.Surface, center: tuple[int, int], r: int, colour: RGB = GOLD) -> None:
    """A laurel-star: the Ruhm sign."""
    x, y = center
    pts = []
    for i in range(10):
        a = -math.pi / 2 + math.pi * i / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((x + math.cos(a) * rr, y + math.sin(a) * rr))
    pygame.draw.polygon(s, colour, pts)
    pygame.draw.polygon(s, _lerp(colour, (0, 0, 0), 0.5), pts, 1)


def draw_mark(s: pygame.Surface, center: tuple[int, int], r: int) -> None:
    """A coin: the Mark sign."""
    pygame.draw.circle(s, (196, 150, 60), center, r)
    pygame.draw.circle(s, (238, 200, 110), center, max(1, r - max(1, r // 4)))
    pygame.draw.circle(s, (140, 100, 30), center, r, 1)


def draw_bucket(s: pygame.Surface, rect: pygame.Rect, colour: RGB, full: bool) -> None:
    """The Sandeimer: a pail, filled with sand when ``full``."""
    r = pygame.Rect(rect)
    top = r.y + r.height * 0.3
    pts = [(r.x + r.width * 0.12, top), (r.right - r.width * 0.12, top),
           (r.right - r.width * 0.25, r.bottom), (r.x + r.width * 0.25, r.bottom)]
    if full:
        pygame.draw.polygon(s, (222, 190, 120), [(pts[0][0] + 2, top + 3), (pts[1][0] - 2, top + 3),
                                                 pts[2], pts[3]])
        pygame.draw.ellipse(s, (236, 208, 140), pygame.Rect(pts[0][0], top - 3,
                                                            pts[1][0] - pts[0][0], 8))
    pygame.draw.polygon(s, colour, pts, max(1, r.width // 14))
    handle = pygame.Rect(r.x + r.width * 0.2, r.y, r.width * 0.6, r.height * 0.6)
    pygame.draw.arc(s, colour, handle, 0, math.pi, max(1, r.width // 18))


def draw_bar(s: pygame.Surface, rect: pygame.Rect, colour: Any, radius: int,
             misfire: bool = False) -> None:
    """A rocket's height as a filled bar (seat cards, the show, the solo chart). A Fehlzündung's
    bar is striped across, so it reads as one by its pattern, not by its red alone."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(s, colour, rect, border_radius=radius)
    if not misfire or rect.width < 3 or rect.height < 3:
        return
    ink = tuple(int(c * 0.45) for c in colour[:3])
    step = max(4, min(rect.height, rect.width) // 2 + 2)
    clip = s.get_clip()
    s.set_clip(rect.clip(clip) if clip else rect)
    for x in range(rect.x - rect.height, rect.right + rect.height, step):
        pygame.draw.line(s, ink, (x, rect.bottom), (x + rect.height, rect.y), max(1, step // 3))
    s.set_clip(clip)


def draw_rocket(s: pygame.Surface, rect: pygame.Rect, body: RGB, exploded: bool = False) -> None:
    """A small Steigrakete standing upright in ``rect`` (a burst when it misfired)."""
    r = pygame.Rect(rect)
    cx = r.centerx
    if exploded:
        for i in range(10):
            a = 2 * math.pi * i / 10
            pygame.draw.line(s, SPARK, (cx, r.centery),
                             (cx + math.cos(a) * r.width * 0.45, r.centery + math.sin(a) * r.height
                              * 0.45), max(1, r.width // 10))
        pygame.draw.circle(s, (250, 240, 210), (cx, r.centery), max(2, r.width // 6))
        return
    w = max(3, r.width // 3)
    tube = pygame.Rect(cx - w // 2, r.y + r.height * 0.25, w, r.height * 0.55)
    pygame.draw.rect(s, body, tube)
    pygame.draw.polygon(s, _lerp(body, (255, 255, 255), 0.3),
                        [(tube.x, tube.y), (tube.right, tube.y), (cx, r.y)])
    pygame.draw.line(s, (150, 110, 60), (cx, tube.bottom), (cx, r.bottom), max(1, w // 3))
    pygame.draw.line(s, _lerp(body, (0, 0, 0), 0.4), (tube.x, tube.centery),
                     (tube.right, tube.centery), 1)


def draw_burst(s: pygame.Surface, c: tuple[int, int], t: float, reach: float) -> None:
    """Sparks flying out of a misfiring rocket; ``t`` runs from 0 to 1."""
    t = max(0.0, min(1.0, t))
    rng = Stream.derive(1901, "burst")
    for i in range(28):
        a = 2 * math.pi * i / 28 + rng.random() * 0.2
        speed = 0.6 + rng.random() * 0.4
        d = reach * speed * (1 - (1 - t) ** 2)
        x = c[0] + math.cos(a) * d
        y = c[1] + math.sin(a) * d + reach * 0.25 * t * t
        r = max(1, int((1 - t) * 5 * speed))
        colour = _lerp(SPARK, (255, 255, 255), rng.random() * 0.6) if t < 0.8 else (200, 90, 40)
        pygame.draw.circle(s, colour, (x, y), r)
    if t < 0.35:
        pygame.draw.circle(s, (255, 244, 214), c, int(reach * 0.25 * (1 - t / 0.35)))


# --------------------------------------------------------------------------- backgrounds
@lru_cache(maxsize=4)
def background(size: tuple[int, int], dark: bool) -> pygame.Surface:
    """The whole-window backdrop of the game scene for the theme (drawn once per size)."""
    w, h = max(8, size[0]), max(8, size[1])
    s = pygame.Surface((w, h))
    if dark:
        _workshop_night(s)
    else:
        _meadow_day(s)
    return s


def _gradient(s: pygame.Surface, rect: pygame.Rect, top: RGB, low: RGB, steps: int = 24) -> None:
    for i in range(steps):
        y0 = rect.y + rect.height * i // steps
        y1 = rect.y + rect.height * (i + 1) // steps
        pygame.draw.rect(s, _lerp(top, low, i / max(1, steps - 1)), (rect.x, y0, rect.width,
                                                                       y1 - y0 + 1))


def _workshop_night(s: pygame.Surface) -> None:
    """Deep blue night through the workshop windows, warm lamp light, sparks in the air."""
    w, h = s.get_size()
    _gradient(s, s.get_rect(), (14, 18, 40), (30, 26, 40))
    rng = Stream.derive(1901, "rocket-scene", "night")
    # tall arched windows with stars behind
    for i in range(4):
        win = pygame.Rect(int(w * (0.14 + 0.22 * i)), int(h * 0.08), int(w * 0.1), int(h * 0.42))
        pygame.draw.rect(s, (20, 30, 70), win, border_top_left_radius=win.width // 2,
                         border_top_right_radius=win.width // 2)
        for _ in range(9):
            sx = win.x + rng.random() * win.width
            sy = win.y + win.width // 3 + rng.random() * (win.height - win.width // 3)
            pygame.draw.circle(s, (220, 224, 255), (sx, sy), 1)
        pygame.draw.rect(s, (46, 40, 52), win, 3, border_top_left_radius=win.width // 2,
                         border_top_right_radius=win.width // 2)
        pygame.draw.line(s, (46, 40, 52), win.midtop, win.midbottom, 2)
    # lamp glows
    glow = pygame.Surface((w, h), pygame.SRCALPHA)
    for lx in (0.3, 0.7):
        cx, cy = int(w * lx), int(h * 0.05)
        for k in range(10, 0, -1):
            pygame.draw.circle(glow, (255, 170, 70, 5), (cx, cy), int(h * 0.07 * k))
        pygame.draw.line(s, (60, 50, 40), (cx, 0), (cx, cy), 2)
        pygame.draw.circle(glow, (255, 214, 140, 200), (cx, cy), max(3, h // 90))
    s.blit(glow, (0, 0))
    # workbench
    bench = pygame.Rect(0, int(h * 0.86), w, h - int(h * 0.86))
    _gradient(s, bench, (70, 46, 30), (40, 26, 18), steps=8)
    for x in range(0, w, max(40, w // 14)):
        pygame.draw.line(s, (52, 34, 22), (x, bench.y), (x, h), 1)
    # sparks
    for _ in range(90):
        x, y = rng.random() * w, rng.random() * h * 0.85
        r = 1 + rng.randbelow(2)
        pygame.draw.circle(s, _lerp(SPARK, (255, 255, 255), rng.random() * 0.5), (x, y), r)


def _meadow_day(s: pygame.Surface) -> None:
    """The festive meadow by day: a pale sky, tents on the horizon, bunting, grass."""
    w, h = s.get_size()
    _gradient(s, s.get_rect(), (198, 222, 236), (246, 236, 212))
    rng = Stream.derive(1901, "rocket-scene", "day")
    # clouds
    for _ in range(6):
        cx, cy = rng.random() * w, h * (0.08 + rng.random() * 0.25)
        for k in range(4):
            pygame.draw.circle(s, (252, 250, 244), (cx + k * w * 0.02, cy + (k % 2) * 6),
                               int(h * 0.03))
    # tents on the horizon
    horizon = int(h * 0.8)
    for i in range(7):
        tx = int(w * (0.05 + 0.14 * i))
        tw, th = int(w * 0.09), int(h * 0.1)
        col = ((196, 64, 52), (236, 226, 200))[i % 2]
        pygame.draw.polygon(s, col, [(tx, horizon), (tx + tw, horizon), (tx + tw // 2,
                                                                         horizon - th)])
        pygame.draw.line(s, (120, 90, 60), (tx + tw // 2, horizon - th),
                         (tx + tw // 2, horizon - th - h // 40), 2)
        pygame.draw.polygon(s, (40, 110, 120), [(tx + tw // 2, horizon - th - h // 40),
                                                 (tx + tw // 2 + w // 90, horizon - th - h // 60),
                                                 (tx + tw // 2, horizon - th - h // 80)])
    _gradient(s, pygame.Rect(0, horizon, w, h - horizon), (132, 176, 96), (104, 148, 74), 6)
    # bunting across the top
    colours = [(196, 64, 52), (236, 186, 80), (40, 110, 120), (246, 240, 226)]
    for row, y0 in enumerate((int(h * 0.015), int(h * 0.05))):
        pts = []
        for i in range(0, 41):
            x = w * i / 40
            sag = math.sin(math.pi * ((i % 20) / 20)) * h * 0.02
            pts.append((x, y0 + sag))
        pygame.draw.lines(s, (110, 90, 70), False, pts, 1)
        for i in range(0, 40, 2):
            a, b = pts[i], pts[i + 1]
            tip = ((a[0] + b[0]) / 2, max(a[1], b[1]) + h * 0.025)
            pygame.draw.polygon(s, colours[(i // 2 + row) % 4], [a, b, tip])
