"""The alpine backdrop of the Speedsprit board: a 1928 rally up a sunny pass (light theme) or the
same pass at dusk (dark theme), drawn in code so it fits every window size.

``backdrop(size, dark)`` — sky, snow peaks, two ridges, meadows and pines (cached per size).
``draw_hotel(surface, anchor, height, dark)`` — the pass hotel at the Ziel with its flag.
``draw_pine(surface, x, y, h, colour)`` — one fir, used by the backdrop and beside the road.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from speedgames.ui.art import lerp, vertical_gradient

SNOW = (246, 244, 236)
INK = (30, 26, 28)


def _palette(dark: bool) -> dict[str, tuple[int, int, int]]:
    if dark:
        return {"sky_top": (22, 28, 58), "sky_low": (206, 118, 86), "sun": (250, 190, 110),
                "far": (86, 78, 120), "far_shade": (70, 62, 104), "mid": (54, 62, 88),
                "near": (36, 50, 50), "meadow": (44, 62, 52), "meadow2": (38, 54, 46),
                "pine": (20, 34, 30), "snow": (222, 206, 214)}
    return {"sky_top": (104, 164, 214), "sky_low": (226, 236, 236), "sun": (255, 244, 196),
            "far": (150, 166, 198), "far_shade": (126, 142, 178), "mid": (104, 138, 130),
            "near": (92, 140, 92), "meadow": (136, 176, 104), "meadow2": (120, 164, 94),
            "pine": (38, 82, 56), "snow": SNOW}


def draw_pine(s: pygame.Surface, x: float, y: float, h: float, colour) -> None:
    """A fir of height ``h`` standing at (x, y): three stacked triangles and a trunk."""
    trunk = (70, 50, 36)
    pygame.draw.rect(s, trunk, (x - h * 0.05, y - h * 0.14, h * 0.1, h * 0.16))
    for k, (top, width) in enumerate(((1.0, 0.26), (0.74, 0.34), (0.48, 0.42))):
        base = y - h * (0.1 + 0.26 * (2 - k) * 0.55)
        pygame.draw.polygon(s, colour, [(x, y - h * top), (x - h * width, base),
                                        (x + h * width, base)])


@lru_cache(maxsize=6)
def backdrop(size: tuple[int, int], dark: bool) -> pygame.Surface:
    """The whole-window alpine picture (drawn at 2× and scaled down for smooth ridges)."""
    ss = 2
    w, h = max(16, size[0]) * ss, max(16, size[1]) * ss
    s = pygame.Surface((w, h))
    p = _palette(dark)
    vertical_gradient(s, pygame.Rect(0, 0, w, int(h * 0.62)), p["sky_top"], p["sky_low"], steps=10)
    pygame.draw.rect(s, p["sky_low"], (0, int(h * 0.62), w, h))
    if dark:
        for i in range(60):  # a few first stars
            sx = (i * 7919) % w
            sy = (i * 104729) % int(h * 0.3)
            pygame.draw.circle(s, (236, 226, 200), (sx, sy), ss if i % 3 else ss + 1)
    sun = (int(w * 0.18), int(h * (0.34 if dark else 0.12)))
    pygame.draw.circle(s, lerp(p["sun"], p["sky_low"], 0.5), sun, int(h * 0.09))
    pygame.draw.circle(s, p["sun"], sun, int(h * 0.065))
    # the far range with snow caps
    far = [(0, 0.42), (0.08, 0.24), (0.16, 0.33), (0.27, 0.12), (0.37, 0.27), (0.47, 0.17),
           (0.58, 0.31), (0.68, 0.08), (0.8, 0.26), (0.9, 0.16), (1.0, 0.30)]
    poly = [(0, h)] + [(w * x, h * y) for x, y in far] + [(w, h)]
    pygame.draw.polygon(s, p["far"], poly)
    for (x1, y1), (x2, y2) in zip(far, far[1:]):  # shaded flanks: right side of each peak
        if y1 < y2:
            pygame.draw.polygon(s, p["far_shade"], [(w * x1, h * y1), (w * x2, h * y2),
                                                    (w * (x1 + x2) / 2, h)])
    for x, y in far:
        if y < 0.3:
            px, py = w * x, h * y
            cap = h * 0.06
            pygame.draw.polygon(s, p["snow"], [
                (px, py), (px - cap * 0.9, py + cap), (px - cap * 0.4, py + cap * 0.78),
                (px - cap * 0.1, py + cap * 1.05), (px + cap * 0.35, py + cap * 0.8),
                (px + cap * 0.85, py + cap * 0.95)])
    # middle ridge
    mid = [(0, 0.52), (0.12, 0.38), (0.25, 0.47), (0.4, 0.36), (0.55, 0.5), (0.72, 0.4),
           (0.86, 0.49), (1.0, 0.42)]
    pygame.draw.polygon(s, p["mid"], [(0, h)] + [(w * x, h * y) for x, y in mid] + [(w, h)])
    # near slopes and meadows
    near = [(0, 0.62), (0.2, 0.55), (0.45, 0.63), (0.7, 0.56), (1.0, 0.64)]
    pygame.draw.polygon(s, p["near"], [(0, h)] + [(w * x, h * y) for x, y in near] + [(w, h)])
    vertical_gradient(s, pygame.Rect(0, int(h * 0.7), w, h - int(h * 0.7)), p["meadow"],
                      p["meadow2"])
    for i in range(int(w / (h * 0.05))):  # a band of meadow hummocks joining the slope
        x = i * h * 0.05
        pygame.draw.circle(s, p["meadow"], (int(x), int(h * 0.7)), int(h * 0.045))
    # pines along the ridges
    for i in range(34):
        x = (i * 0.0307 + (i % 3) * 0.011) % 1.0
        base = 0.62 + 0.03 * math.sin(i * 1.7)
        draw_pine(s, w * x, h * base, h * (0.05 + 0.02 * ((i * 7) % 3)), p["pine"])
    out = pygame.transform.smoothscale(s, (w // ss, h // ss))
    return out


def draw_hotel(s: pygame.Surface, anchor: tuple[int, int], height: int, dark: bool) -> None:
    """The pass hotel standing with its door at ``anchor`` (bottom centre), ``height`` tall."""
    x, y = anchor
    u = max(6, height)
    wall = (236, 222, 190) if not dark else (196, 178, 150)
    roof = (150, 52, 40)
    wood = (110, 70, 44)
    body = pygame.Rect(0, 0, int(u * 1.25), int(u * 0.62))
    body.midbottom = (x, y)
    pygame.draw.rect(s, (0, 0, 0), body.move(3, 3))
    pygame.draw.rect(s, wall, body)
    pygame.draw.rect(s, INK, body, 1)
    # balcony band
    pygame.draw.rect(s, wood, (body.x - 2, body.y + body.height * 0.42, body.width + 4,
                               max(2, u // 18)))
    roof_pts = [(body.x - u * 0.12, body.y + 1), (x, body.y - u * 0.42),
                (body.right + u * 0.12, body.y + 1)]
    pygame.draw.polygon(s, roof, roof_pts)
    pygame.draw.polygon(s, INK, roof_pts, 1)
    pygame.draw.polygon(s, SNOW, [(x - u * 0.22, body.y - u * 0.3), (x, body.y - u * 0.42),
                                  (x + u * 0.22, body.y - u * 0.3)])
    lit = (255, 214, 120) if dark else (70, 96, 130)
    cols = 5
    for row in range(2):
        for c in range(cols):
            if row == 1 and c == cols // 2:
                continue
            wx = body.x + body.width * (c + 0.5) / cols
            wy = body.y + body.height * (0.22 + row * 0.48)
            win = pygame.Rect(0, 0, max(2, u // 11), max(3, u // 8))
            win.center = (int(wx), int(wy))
            pygame.draw.rect(s, lit, win)
    door = pygame.Rect(0, 0, max(3, u // 8), max(5, u // 5))
    door.midbottom = (x, y)
    pygame.draw.rect(s, wood, door)
    # flag pole with the rally pennant
    px = body.right + u * 0.18
    pygame.draw.line(s, INK, (px, y), (px, y - u * 1.1), max(1, u // 30))
    pygame.draw.polygon(s, (196, 52, 42), [(px, y - u * 1.1), (px + u * 0.34, y - u * 1.0),
                                           (px, y - u * 0.9)])
