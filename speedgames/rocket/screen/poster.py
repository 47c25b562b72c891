"""Speedrocket poster: a rocket bursting over the Leipzig autumn fair at night (1901)."""

from __future__ import annotations

import math

import pygame

from speedgames.core.rng import Stream
from speedgames.ui.art.paint import lerp, vertical_gradient

GOLD = (246, 196, 92)
RED = (222, 74, 58)
CREAM = (246, 234, 206)
SILHOUETTE = (26, 20, 40)


def _burst(s: pygame.Surface, c: tuple[int, int], r: float, color, rays: int, width: int) -> None:
    for i in range(rays):
        a = 2 * math.pi * i / rays
        inner = (c[0] + math.cos(a) * r * 0.25, c[1] + math.sin(a) * r * 0.25)
        outer = (c[0] + math.cos(a) * r, c[1] + math.sin(a) * r)
        pygame.draw.line(s, lerp(color, CREAM, 0.3), inner, outer, width)
        pygame.draw.circle(s, CREAM, outer, width * 1.4)
        droop = (outer[0] + math.cos(a) * r * 0.12, outer[1] + math.sin(a) * r * 0.12 + r * 0.1)
        pygame.draw.circle(s, color, droop, width)
    pygame.draw.circle(s, CREAM, c, width * 2.2)


def paint(s: pygame.Surface, dark: bool) -> None:
    w, h = s.get_size()
    top, low = ((14, 16, 44), (96, 46, 90)) if dark else ((54, 70, 128), (236, 150, 110))
    horizon = int(h * 0.72)
    vertical_gradient(s, pygame.Rect(0, 0, w, horizon + 4), top, low, steps=9)
    rng = Stream.derive(1901, "art", "rocket")
    for _ in range(70):
        x, y = rng.random() * w, rng.random() * horizon * 0.8
        pygame.draw.circle(
            s, lerp(CREAM, top, rng.random() * 0.5), (x, y), max(1, w // 500) + rng.randbelow(2)
        )
    # bursts
    _burst(s, (int(w * 0.30), int(h * 0.25)), h * 0.19, GOLD, 22, max(2, w // 260))
    _burst(s, (int(w * 0.78), int(h * 0.17)), h * 0.11, RED, 16, max(2, w // 320))
    _burst(s, (int(w * 0.56), int(h * 0.09)), h * 0.06, (150, 210, 160), 12, max(1, w // 400))
    # the rising rocket with its spark trail
    rx, ry = int(w * 0.60), int(h * 0.40)
    for i in range(26):
        t = i / 25
        x = rx - math.sin(t * 3.2) * w * 0.025 - t * w * 0.05
        y = ry + h * 0.06 + t * (horizon - ry - h * 0.08)
        pygame.draw.circle(s, lerp(GOLD, low, t), (x, y), max(1, int((1 - t) * w / 160) + 1))
    bw, bh = max(6, w // 44), max(14, h // 9)
    body = pygame.Rect(rx - bw // 2, ry - bh // 2, bw, bh)
    pygame.draw.line(
        s,
        (140, 100, 60),
        (rx, body.bottom),
        (rx - w * 0.01, body.bottom + bh * 1.3),
        max(2, w // 300),
    )
    pygame.draw.rect(s, RED, body)
    for k in range(1, 4):
        y = body.y + body.height * k // 4
        pygame.draw.line(s, CREAM, (body.x, y), (body.right - 1, y), max(1, w // 500))
    pygame.draw.polygon(
        s, GOLD, [(body.x - 1, body.y), (body.right, body.y), (rx, body.y - bw * 1.4)]
    )
    pygame.draw.circle(s, CREAM, (rx, body.bottom + 3), bw * 0.6)
    # skyline: Völkerschlachtdenkmal on the right
    base_y = horizon
    mx = int(w * 0.80)
    mw = int(w * 0.26)
    pygame.draw.polygon(
        s,
        SILHOUETTE,
        [
            (mx - mw // 2, base_y),
            (mx + mw // 2, base_y),
            (mx + mw // 3, base_y - h * 0.10),
            (mx - mw // 3, base_y - h * 0.10),
        ],
    )
    pygame.draw.rect(s, SILHOUETTE, (mx - mw // 5, base_y - h * 0.22, mw * 2 // 5, h * 0.13))
    pygame.draw.ellipse(s, SILHOUETTE, (mx - mw // 5, base_y - h * 0.30, mw * 2 // 5, h * 0.17))
    pygame.draw.rect(s, SILHOUETTE, (mx - w * 0.01, base_y - h * 0.33, w * 0.02, h * 0.05))
    # Ferris wheel on the left
    cx, cy, rr = int(w * 0.14), int(horizon - h * 0.18), int(h * 0.16)
    line_w = max(1, w // 320)
    pygame.draw.circle(s, SILHOUETTE, (cx, cy), rr, line_w * 2)
    for i in range(12):
        a = 2 * math.pi * i / 12
        p = (cx + math.cos(a) * rr, cy + math.sin(a) * rr)
        pygame.draw.line(s, SILHOUETTE, (cx, cy), p, line_w)
        pygame.draw.circle(s, GOLD if i % 2 else RED, p, line_w * 2)
    pygame.draw.polygon(
        s, SILHOUETTE, [(cx, cy), (cx - rr * 0.7, horizon), (cx - rr * 0.55, horizon)]
    )
    pygame.draw.polygon(
        s, SILHOUETTE, [(cx, cy), (cx + rr * 0.7, horizon), (cx + rr * 0.55, horizon)]
    )
    # striped tents
    for i, (tx, tw) in enumerate(((0.30, 0.13), (0.44, 0.10), (0.56, 0.12))):
        x0, tw_px, th_px = int(w * tx), int(w * tw), int(h * 0.12)
        stripes = 6
        for k in range(stripes):
            col = (150, 44, 40) if k % 2 == 0 else (70, 52, 74)
            a = x0 + tw_px * k // stripes
            b = x0 + tw_px * (k + 1) // stripes
            pygame.draw.polygon(
                s, col, [(a, horizon), (b, horizon), (x0 + tw_px // 2, horizon - th_px)]
            )
        pygame.draw.line(
            s,
            SILHOUETTE,
            (x0 + tw_px // 2, horizon - th_px),
            (x0 + tw_px // 2, horizon - th_px - h * 0.03),
            line_w * 2,
        )
        pygame.draw.polygon(
            s,
            GOLD,
            [
                (x0 + tw_px // 2, horizon - th_px - h * 0.03),
                (x0 + tw_px // 2 + w * 0.02, horizon - th_px - h * 0.022),
                (x0 + tw_px // 2, horizon - th_px - h * 0.015),
            ],
        )
    # ground and a garland of lamps
    pygame.draw.rect(s, (22, 16, 28) if dark else (58, 40, 44), (0, horizon, w, h - horizon))
    for k in range(0, 7):
        y = horizon + (h - horizon) * k / 7
        pygame.draw.line(s, (30, 22, 36) if dark else (70, 50, 52), (0, y), (w, y), 1)
    px = [int(w * f) for f in (0.02, 0.35, 0.68, 0.98)]
    for a, b in zip(px, px[1:]):
        pts = []
        for i in range(21):
            t = i / 20
            x = a + (b - a) * t
            y = horizon + h * 0.09 + math.sin(math.pi * t) * h * 0.06
            pts.append((x, y))
        pygame.draw.lines(s, (12, 10, 16), False, pts, line_w)
        for i, p in enumerate(pts[1:-1:2]):
            pygame.draw.circle(s, (GOLD, RED, CREAM)[i % 3], p, line_w * 3)
    for x in px:
        pygame.draw.line(s, (12, 10, 16), (x, horizon + h * 0.07), (x, h), line_w * 3)
