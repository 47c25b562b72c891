"""Speedtulpe poster: tulip fields in stripes towards a windmill near Lisse (1637)."""

from __future__ import annotations

import math

import pygame

from speedgames.ui.art.paint import lerp, vertical_gradient

# the game's five colours: Rot, Gelb, Violett, Weiß, Orange
TULIPS = [(214, 48, 52), (246, 204, 52), (132, 70, 168), (246, 242, 232), (240, 130, 40)]
CREAM = (246, 234, 206)


def _tulip(s: pygame.Surface, x: float, y: float, size: float, color) -> None:
    stem = (52, 110, 60)
    pygame.draw.line(s, stem, (x, y), (x, y - size * 1.2), max(2, int(size * 0.12)))
    pygame.draw.ellipse(s, stem, (x - size * 0.5, y - size * 0.8, size * 0.5, size * 0.22))
    cup = pygame.Rect(0, 0, size * 0.7, size * 0.62)
    cup.midbottom = (int(x), int(y - size * 1.1))
    pygame.draw.ellipse(s, color, cup)
    pts = [
        (cup.x, cup.centery),
        (cup.x + cup.width * 0.2, cup.y - size * 0.15),
        (cup.centerx, cup.y + cup.height * 0.2),
        (cup.right - cup.width * 0.2, cup.y - size * 0.15),
        (cup.right, cup.centery),
    ]
    pygame.draw.polygon(s, color, pts)
    pygame.draw.line(
        s,
        lerp(color, (0, 0, 0), 0.3),
        (cup.centerx, cup.y + cup.height * 0.25),
        (cup.centerx, cup.bottom - 2),
        1,
    )


def paint(s: pygame.Surface, dark: bool) -> None:
    w, h = s.get_size()
    top, low = ((40, 52, 92), (226, 160, 120)) if dark else ((96, 160, 214), (222, 236, 240))
    horizon = int(h * 0.48)
    vertical_gradient(s, pygame.Rect(0, 0, w, horizon + 2), top, low, steps=7)
    # clouds
    for cx, cy, r in (
        (0.18, 0.14, 0.07),
        (0.26, 0.12, 0.09),
        (0.34, 0.15, 0.06),
        (0.62, 0.22, 0.05),
        (0.68, 0.2, 0.07),
    ):
        pygame.draw.circle(s, lerp(CREAM, top, 0.15 if not dark else 0.45), (w * cx, h * cy), h * r)
    # the fields: stripes converging to a vanishing point on the horizon
    vp = (w * 0.42, horizon - h * 0.02)
    pygame.draw.rect(s, (70, 120, 70) if not dark else (40, 70, 52), (0, horizon, w, h - horizon))
    n = 11
    xs = [w * (-0.9 + 2.8 * i / n) for i in range(n + 1)]
    for i in range(n):
        col = TULIPS[i % 5] if i % 2 == 0 else ((86, 138, 74) if not dark else (46, 80, 56))
        if dark and i % 2 == 0:
            col = lerp(col, (30, 30, 50), 0.25)
        a = (xs[i], h)
        b = (xs[i + 1], h)
        ta = (vp[0] + (xs[i] - vp[0]) * 0.02, horizon)
        tb = (vp[0] + (xs[i + 1] - vp[0]) * 0.02, horizon)
        pygame.draw.polygon(s, col, [ta, tb, b, a])
    # flowers in the nearest coloured stripes as dots that grow toward the viewer
    for i in range(0, n, 2):
        col = TULIPS[i % 5]
        for k in range(1, 14):
            t = (k / 14) ** 1.6
            y = horizon + (h - horizon) * t
            mid = ((xs[i] + xs[i + 1]) / 2 - vp[0]) * t + vp[0]
            half = (xs[i + 1] - xs[i]) / 2 * t
            for j in range(-2, 3):
                pygame.draw.circle(
                    s, lerp(col, CREAM, 0.25), (mid + half * j / 3, y), max(1, h * 0.012 * t)
                )
    # the windmill on the horizon
    mx, my = w * 0.80, horizon + h * 0.01
    tw, th = w * 0.07, h * 0.28
    body = (62, 48, 44) if not dark else (30, 24, 34)
    pygame.draw.polygon(
        s,
        body,
        [(mx - tw / 2, my), (mx + tw / 2, my), (mx + tw * 0.3, my - th), (mx - tw * 0.3, my - th)],
    )
    pygame.draw.polygon(
        s,
        (150, 44, 40),
        [(mx - tw * 0.42, my - th), (mx + tw * 0.42, my - th), (mx, my - th - h * 0.06)],
    )
    pygame.draw.rect(s, (240, 200, 120), (mx - tw * 0.08, my - th * 0.55, tw * 0.16, th * 0.14))
    hub = (mx, my - th * 0.92)
    sail = h * 0.2
    for k in range(4):
        a = math.radians(20 + 90 * k)
        end = (hub[0] + math.cos(a) * sail, hub[1] + math.sin(a) * sail)
        pygame.draw.line(s, body, hub, end, max(2, int(w * 0.006)))
        perp = (math.cos(a + math.pi / 2) * sail * 0.12, math.sin(a + math.pi / 2) * sail * 0.12)
        p1 = (hub[0] + math.cos(a) * sail * 0.3, hub[1] + math.sin(a) * sail * 0.3)
        quad = [p1, end, (end[0] + perp[0], end[1] + perp[1]), (p1[0] + perp[0], p1[1] + perp[1])]
        pygame.draw.polygon(s, CREAM if not dark else (200, 190, 170), quad)
        pygame.draw.polygon(s, body, quad, 1)
    pygame.draw.circle(s, body, hub, max(3, int(w * 0.008)))
    # foreground tulips
    for i, fx in enumerate((0.05, 0.11, 0.17, 0.9, 0.96)):
        _tulip(s, w * fx, h * (0.99 - 0.02 * (i % 2)), h * 0.16, TULIPS[(i * 2) % 5])
