"""Small line icons drawn with pygame, in any colour and size (buttons, headers).

Why drawn: they scale with the window, take the theme's colours and need no files. Names:
``play``, ``table``, ``resume``, ``book``, ``chart``, ``trophy``, ``gear``, ``back``, ``quit``,
``sound``, ``music``, ``bulb`` (the Rat). An unknown name draws nothing.
"""

from __future__ import annotations

import math
from typing import Callable, Sequence

import pygame

Color = Sequence[int]


def _play(s: pygame.Surface, r: pygame.Rect, c: Color, w: int) -> None:
    pygame.draw.polygon(
        s,
        c,
        [
            (r.x + r.w * 0.25, r.y + r.h * 0.15),
            (r.x + r.w * 0.85, r.centery),
            (r.x + r.w * 0.25, r.y + r.h * 0.85),
        ],
    )


def _table(s: pygame.Surface, r: pygame.Rect, c: Color, w: int) -> None:
    """Two players side by side: heads and shoulders."""
    for fx in (0.26, 0.74):
        cx = r.x + r.w * fx
        pygame.draw.circle(s, c, (cx, r.y + r.h * 0.22), r.w * 0.13)
        body = pygame.Rect(0, 0, r.w * 0.36, r.h * 0.44)
        body.midtop = (int(cx), int(r.y + r.h * 0.4))
        pygame.draw.ellipse(s, c, body)
    pygame.draw.rect(s, c, (r.x, r.y + r.h * 0.72, r.w, r.h * 0.12))


def _resume(s: pygame.Surface, r: pygame.Rect, c: Color, w: int) -> None:
    pygame.draw.arc(s, c, r.inflate(-r.w * 0.2, -r.h * 0.2), math.radians(40), math.radians(320), w)
    tip = (r.x + r.w * 0.82, r.y + r.h * 0.3)
    pygame.draw.polygon(
        s,
        c,
        [
            tip,
            (tip[0] - r.w * 0.28, tip[1] - r.h * 0.02),
            (tip[0] - r.w * 0.05, tip[1] + r.h * 0.25),
        ],
    )


def _book(s: pygame.Surface, r: pygame.Rect, c: Color, w: int) -> None:
    mid = r.centerx
    top, bot = r.y + r.h * 0.2, r.y + r.h * 0.82
    pygame.draw.polygon(
        s, c, [(mid, top + 3), (r.x + r.w * 0.1, top), (r.x + r.w * 0.1, bot), (mid, bot + 2)], w
    )
    pygame.draw.polygon(
        s,
        c,
        [(mid, top + 3), (r.right - r.w * 0.1, top), (r.right - r.w * 0.1, bot), (mid, bot + 2)],
        w,
    )


def _chart(s: pygame.Surface, r: pygame.Rect, c: Color, w: int) -> None:
    base = r.y + r.h * 0.85
    for i, fh in enumerate((0.35, 0.6, 0.45, 0.75)):
        x = r.x + r.w * (0.14 + i * 0.2)
        pygame.draw.rect(s, c, (x, base - r.h * fh, r.w * 0.13, r.h * fh))
    pygame.draw.line(s, c, (r.x + r.w * 0.08, base), (r.right - r.w * 0.08, base), w)


def _trophy(s: pygame.Surface, r: pygame.Rect, c: Color, w: int) -> None:
    cup = pygame.Rect(r.x + r.w * 0.28, r.y + r.h * 0.12, r.w * 0.44, r.h * 0.42)
    pygame.draw.rect(
        s,
        c,
        cup,
        border_bottom_left_radius=int(r.w * 0.2),
        border_bottom_right_radius=int(r.w * 0.2),
    )
    pygame.draw.arc(
        s, c, (r.x + r.w * 0.1, cup.y, r.w * 0.3, r.h * 0.3), math.pi / 2, 3 * math.pi / 2, w
    )
    pygame.draw.arc(
        s, c, (r.right - r.w * 0.4, cup.y, r.w * 0.3, r.h * 0.3), -math.pi / 2, math.pi / 2, w
    )
    pygame.draw.line(s, c, (r.centerx, cup.bottom), (r.centerx, r.y + r.h * 0.75), w + 1)
    pygame.draw.rect(s, c, (r.x + r.w * 0.3, r.y + r.h * 0.75, r.w * 0.4, r.h * 0.12))


def _gear(s: pygame.Surface, r: pygame.Rect, c: Color, w: int) -> None:
    cx, cy, rad = r.centerx, r.centery, r.w * 0.3
    for k in range(8):
        a = k * math.pi / 4
        pygame.draw.line(
            s,
            c,
            (cx + math.cos(a) * rad, cy + math.sin(a) * rad),
            (cx + math.cos(a) * rad * 1.45, cy + math.sin(a) * rad * 1.45),
            max(2, int(r.w * 0.14)),
        )
    pygame.draw.circle(s, c, (cx, cy), rad, max(2, int(r.w * 0.12)))


def _back(s: pygame.Surface, r: pygame.Rect, c: Color, w: int) -> None:
    y = r.centery
    pygame.draw.line(s, c, (r.x + r.w * 0.2, y), (r.right - r.w * 0.15, y), w + 1)
    pygame.draw.polygon(
        s,
        c,
        [
            (r.x + r.w * 0.1, y),
            (r.x + r.w * 0.45, y - r.h * 0.3),
            (r.x + r.w * 0.45, y + r.h * 0.3),
        ],
    )


def _quit(s: pygame.Surface, r: pygame.Rect, c: Color, w: int) -> None:
    door = pygame.Rect(r.x + r.w * 0.15, r.y + r.h * 0.1, r.w * 0.45, r.h * 0.8)
    pygame.draw.rect(s, c, door, w)
    y = r.centery
    pygame.draw.line(s, c, (r.x + r.w * 0.4, y), (r.right - r.w * 0.1, y), w + 1)
    pygame.draw.polygon(
        s,
        c,
        [
            (r.right, y),
            (r.right - r.w * 0.25, y - r.h * 0.2),
            (r.right - r.w * 0.25, y + r.h * 0.2),
        ],
    )


def _sound(s: pygame.Surface, r: pygame.Rect, c: Color, w: int) -> None:
    pygame.draw.polygon(
        s,
        c,
        [
            (r.x + r.w * 0.1, r.y + r.h * 0.38),
            (r.x + r.w * 0.3, r.y + r.h * 0.38),
            (r.x + r.w * 0.55, r.y + r.h * 0.15),
            (r.x + r.w * 0.55, r.y + r.h * 0.85),
            (r.x + r.w * 0.3, r.y + r.h * 0.62),
            (r.x + r.w * 0.1, r.y + r.h * 0.62),
        ],
    )
    for k in (0.25, 0.4):
        pygame.draw.arc(
            s,
            c,
            (r.x + r.w * (0.55 - k), r.centery - r.h * k, r.w * 2 * k, r.h * 2 * k),
            -math.pi / 4,
            math.pi / 4,
            w,
        )


def _music(s: pygame.Surface, r: pygame.Rect, c: Color, w: int) -> None:
    for fx in (0.3, 0.75):
        pygame.draw.ellipse(
            s, c, (r.x + r.w * (fx - 0.2), r.y + r.h * 0.65, r.w * 0.22, r.h * 0.18)
        )
        pygame.draw.line(
            s,
            c,
            (r.x + r.w * (fx + 0.01), r.y + r.h * 0.72),
            (r.x + r.w * (fx + 0.01), r.y + r.h * 0.15),
            w,
        )
    pygame.draw.line(
        s, c, (r.x + r.w * 0.31, r.y + r.h * 0.15), (r.x + r.w * 0.76, r.y + r.h * 0.1), w + 2
    )


def _bulb(s: pygame.Surface, r: pygame.Rect, c: Color, w: int) -> None:
    """A light bulb (the Rat): round glass, screw base, three rays."""
    cx = r.x + r.w * 0.5
    pygame.draw.circle(s, c, (cx, r.y + r.h * 0.4), r.w * 0.27, w)
    pygame.draw.line(s, c, (cx - r.w * 0.1, r.y + r.h * 0.62), (cx - r.w * 0.1, r.y + r.h * 0.78),
                     w)
    pygame.draw.line(s, c, (cx + r.w * 0.1, r.y + r.h * 0.62), (cx + r.w * 0.1, r.y + r.h * 0.78),
                     w)
    for k in range(3):
        y = r.y + r.h * (0.8 + k * 0.07)
        pygame.draw.line(s, c, (cx - r.w * 0.12, y), (cx + r.w * 0.12, y), max(1, w - 1))
    for a in (-50, 0, 50):
        rad = math.radians(a - 90)
        x1, y1 = cx + math.cos(rad) * r.w * 0.36, r.y + r.h * 0.4 + math.sin(rad) * r.w * 0.36
        x2, y2 = cx + math.cos(rad) * r.w * 0.48, r.y + r.h * 0.4 + math.sin(rad) * r.w * 0.48
        pygame.draw.line(s, c, (x1, y1), (x2, y2), w)


ICONS: dict[str, Callable[[pygame.Surface, pygame.Rect, Color, int], None]] = {
    "play": _play,
    "table": _table,
    "resume": _resume,
    "book": _book,
    "chart": _chart,
    "trophy": _trophy,
    "gear": _gear,
    "back": _back,
    "quit": _quit,
    "sound": _sound,
    "music": _music,
    "bulb": _bulb,
}


def draw_icon(surface: pygame.Surface, name: str, rect: pygame.Rect, color: Color) -> None:
    """Draw icon ``name`` into ``rect`` (square works best) in ``color``."""
    painter = ICONS.get(name)
    if painter is None:
        return
    rect = pygame.Rect(rect)
    painter(surface, rect, tuple(color[:3]), max(1, rect.width // 10))
