"""Speedsprit poster: a 1928 touring car climbing an alpine serpentine."""

from __future__ import annotations

import math

import pygame

from speedgames.ui.art.paint import lerp, vertical_gradient

CREAM = (246, 234, 206)
RED = (196, 52, 42)


def _car(s: pygame.Surface, x: float, y: float, size: float, body=RED) -> None:
    """A 1928 tourer seen from the side, wheels on (x, y) baseline, facing right."""
    u = size
    ink = (28, 24, 26)
    wheel_r = u * 0.22
    # chassis and body
    pygame.draw.rect(
        s, body, (x - u * 0.9, y - u * 0.62, u * 1.55, u * 0.32), border_radius=int(u * 0.05)
    )
    pygame.draw.polygon(
        s,
        body,
        [
            (x + u * 0.65, y - u * 0.62),
            (x + u * 1.0, y - u * 0.55),
            (x + u * 1.02, y - u * 0.32),
            (x + u * 0.65, y - u * 0.30),
        ],
    )  # bonnet
    pygame.draw.rect(
        s,
        (150, 36, 30),
        (x - u * 0.78, y - u * 0.86, u * 0.75, u * 0.26),
        border_top_left_radius=int(u * 0.12),
    )  # rear tonneau
    pygame.draw.line(
        s, ink, (x + u * 0.2, y - u * 0.62), (x + u * 0.05, y - u * 1.0), max(2, int(u * 0.04))
    )  # windscreen
    pygame.draw.rect(s, (40, 36, 40), (x + u * 1.0, y - u * 0.58, u * 0.06, u * 0.26))  # radiator
    pygame.draw.circle(s, (250, 220, 140), (x + u * 1.04, y - u * 0.66), u * 0.07)  # lamp
    pygame.draw.line(
        s, ink, (x - u * 0.95, y - u * 0.25), (x + u * 1.05, y - u * 0.25), max(2, int(u * 0.05))
    )
    # mudguards
    for wx in (x - u * 0.55, x + u * 0.62):
        pygame.draw.arc(
            s,
            ink,
            (wx - wheel_r * 1.3, y - wheel_r * 2.3, wheel_r * 2.6, wheel_r * 2.6),
            0,
            math.pi,
            max(2, int(u * 0.05)),
        )
        pygame.draw.circle(s, ink, (wx, y - wheel_r), wheel_r)
        pygame.draw.circle(s, CREAM, (wx, y - wheel_r), wheel_r * 0.62)
        pygame.draw.circle(s, ink, (wx, y - wheel_r), wheel_r * 0.2)
        for k in range(8):
            a = k * math.pi / 4
            pygame.draw.line(
                s,
                ink,
                (wx, y - wheel_r),
                (wx + math.cos(a) * wheel_r * 0.6, y - wheel_r + math.sin(a) * wheel_r * 0.6),
                1,
            )
    # spare wheel and driver
    pygame.draw.circle(s, ink, (x - u * 0.98, y - u * 0.52), wheel_r * 0.8, max(2, int(u * 0.06)))
    pygame.draw.circle(s, (60, 44, 36), (x - u * 0.05, y - u * 0.98), u * 0.1)
    pygame.draw.rect(s, (90, 70, 50), (x - u * 0.16, y - u * 1.07, u * 0.22, u * 0.06))


def paint(s: pygame.Surface, dark: bool) -> list[tuple[float, float]]:
    """Paint the poster; returns where the car's two wheels touch the road (tests check it)."""
    w, h = s.get_size()
    top, low = ((30, 40, 78), (214, 126, 82)) if dark else ((116, 168, 208), (246, 218, 170))
    vertical_gradient(s, pygame.Rect(0, 0, w, h), top, low, steps=8)
    sun = (int(w * 0.78), int(h * 0.17))   # high: an Endtafel over the Kontor leaves the top
    pygame.draw.circle(s, (250, 206, 120) if dark else (255, 240, 190), sun, int(h * 0.1))
    # thin clouds drifting across the top of the sky (stars at night)
    if dark:
        for fx, fy in ((0.08, 0.05), (0.21, 0.11), (0.33, 0.04), (0.47, 0.09), (0.58, 0.03),
                       (0.93, 0.07), (0.14, 0.19), (0.42, 0.16)):
            pygame.draw.circle(s, CREAM, (int(w * fx), int(h * fy)), max(1, h // 160))
    else:
        wisp = (246, 240, 232)
        for fx, fy, fw in ((0.10, 0.07, 0.22), (0.38, 0.04, 0.16), (0.50, 0.10, 0.12)):
            pygame.draw.ellipse(s, wisp, (int(w * fx), int(h * fy), int(w * fw),
                                          max(2, int(h * 0.035))))
    # mountain ranges, far to near
    ranges = [
        (
            0.45,
            [
                (0, 0.55),
                (0.12, 0.30),
                (0.22, 0.42),
                (0.36, 0.16),
                (0.5, 0.38),
                (0.62, 0.22),
                (0.78, 0.40),
                (0.9, 0.26),
                (1, 0.42),
            ],
            (88, 96, 140) if dark else (130, 150, 190),
        ),
        (
            0.7,
            [
                (0, 0.70),
                (0.15, 0.44),
                (0.3, 0.60),
                (0.48, 0.36),
                (0.66, 0.58),
                (0.84, 0.40),
                (1, 0.56),
            ],
            (58, 70, 96) if dark else (92, 128, 120),
        ),
    ]
    for _, pts, col in ranges:
        poly = [(0, h)] + [(w * x, h * y) for x, y in pts] + [(w, h)]
        pygame.draw.polygon(s, col, poly)
    # snow caps on the far range
    for x, y in [(0.36, 0.16), (0.62, 0.22), (0.12, 0.30), (0.9, 0.26)]:
        px, py = w * x, h * y
        pygame.draw.polygon(
            s,
            CREAM,
            [
                (px, py),
                (px - w * 0.035, py + h * 0.06),
                (px - w * 0.01, py + h * 0.05),
                (px + w * 0.01, py + h * 0.065),
                (px + w * 0.035, py + h * 0.055),
            ],
        )
    # near slope with the serpentine
    slope = (44, 60, 52) if dark else (86, 132, 84)
    pygame.draw.polygon(
        s,
        slope,
        [(0, h), (0, h * 0.50), (w * 0.35, h * 0.42), (w * 0.7, h * 0.55), (w, h * 0.62), (w, h)],
    )
    road = (196, 176, 140) if dark else (226, 208, 170)
    edge = (120, 100, 80)
    pts = []
    legs = [(0.08, 0.50), (0.62, 0.56), (0.18, 0.66), (0.78, 0.76), (0.10, 0.90), (0.95, 1.02)]
    for (x1, y1), (x2, y2) in zip(legs, legs[1:]):
        for i in range(12):
            t = i / 12
            pts.append((w * (x1 + (x2 - x1) * t), h * (y1 + (y2 - y1) * t)))
    pts.append((w * legs[-1][0], h * legs[-1][1]))
    width = max(6, int(h * 0.05))
    pygame.draw.lines(s, edge, False, pts, width + 6)
    pygame.draw.lines(s, road, False, pts, width)
    for x, y in legs[1:-1]:
        pygame.draw.circle(s, road, (w * x, h * y), width // 2)
    # fir trees
    for fx, fy in [
        (0.88, 0.66),
        (0.93, 0.7),
        (0.05, 0.76),
        (0.45, 0.47),
        (0.50, 0.49),
        (0.90, 0.90),
        (0.56, 0.92),
    ]:
        px, py, th = w * fx, h * fy, h * 0.09
        pygame.draw.polygon(
            s,
            (26, 44, 36) if dark else (40, 84, 56),
            [(px, py - th), (px - th * 0.35, py), (px + th * 0.35, py)],
        )
    # the car on the lower leg, climbing to the right: wheels on the road, tilted with it
    return _car_on_road(s, legs[4], legs[3], 0.5, width, road)


def _car_on_road(s: pygame.Surface, low: tuple[float, float], high: tuple[float, float],
                 along: float, road_width: int,
                 road: tuple[int, int, int]) -> list[tuple[float, float]]:
    """Put the tourer on the road leg from ``low`` to ``high`` (fractions of the picture).

    Why this way: the picture's aspect changes with the window, so the leg's slope does too; the
    car is drawn level on its own layer, turned by the leg's angle and placed so that the point
    between its wheels sits on the road's centre line — it never floats beside the road."""
    w, h = s.get_size()
    (x1, y1), (x2, y2) = low, high
    dx, dy = (x2 - x1) * w, (y2 - y1) * h
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length  # unit vector uphill along the road (screen coordinates)
    angle = math.degrees(math.atan2(-dy, dx))
    # the contact point: on the centre line, a little towards the near (lower) edge
    px = x1 * w + dx * along
    py = y1 * h + dy * along + road_width * 0.15
    u = h * 0.15
    # dust behind the car, down the road
    for i in range(6):
        back = u * (1.0 + i * 0.3)
        pygame.draw.circle(s, lerp(road, CREAM, 0.4),
                           (px - ux * back, py - uy * back - u * (0.12 + (i % 2) * 0.08)),
                           u * (0.12 + i * 0.03))
    layer = pygame.Surface((int(u * 2.4), int(u * 1.4)), pygame.SRCALPHA)
    ax, ay = u * 1.15, u * 1.25  # where (x, y) of _car lands on the layer
    _car(layer, ax, ay, u)
    turned = pygame.transform.rotate(layer, angle)
    # the anchor between the wheels, rotated with the layer around its centre
    vx, vy = ax + u * 0.04 - layer.get_width() / 2, ay - layer.get_height() / 2
    a = math.radians(angle)
    rx, ry = vx * math.cos(a) + vy * math.sin(a), -vx * math.sin(a) + vy * math.cos(a)
    s.blit(turned, (px - turned.get_width() / 2 - rx, py - turned.get_height() / 2 - ry))
    # the wheels' contact points: along the road from the anchor (rear -0.59u, front +0.58u)
    return [(px + ux * u * k, py + uy * u * k) for k in (-0.59, 0.58)]
