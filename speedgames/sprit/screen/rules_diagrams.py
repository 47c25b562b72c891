"""Speedsprit's pictures for the „Spielregeln“: the Kostentafel and the field signs.

The numbers shown are the rule book's illustration values (rules/*.md), not game data.
"""

from __future__ import annotations

import pygame

from speedgames.core.i18n import t
from speedgames.ui.art.diagrams import label, surface
from speedgames.ui.theme import Theme


def costs(width: int, theme: Theme) -> pygame.Surface:
    """The Kostentafel as a bar chart: d fields cost d(d+1)/2 litres."""
    n = 10
    h = theme.px(190)
    s = surface(width, h)
    col = width // (n + 1)
    base = h - theme.px(40)
    top = theme.px(20)
    most = n * (n + 1) // 2
    for d in range(1, n + 1):
        cost = d * (d + 1) // 2
        bh = int((base - top - theme.px(16)) * cost / most)
        r = pygame.Rect(d * col - col // 3, base - bh, col * 2 // 3, bh)
        pygame.draw.rect(
            s,
            theme.color("accent"),
            r,
            border_top_left_radius=theme.px(3),
            border_top_right_radius=theme.px(3),
        )
        label(s, theme, str(cost), (r.centerx, r.y - theme.px(10)), bold=True)
        label(s, theme, str(d), (r.centerx, base + theme.px(12)), color="text_dim")
    pygame.draw.line(s, theme.color("line"), (col // 2, base), (width - col // 3, base))
    label(
        s,
        theme,
        f"{t('ui.rules.pic.fields')} → / {t('ui.rules.pic.litres')} ↑",
        (width // 2, h - theme.px(10)),
        color="text_dim",
    )
    return s


def _sign(s: pygame.Surface, theme: Theme, rect: pygame.Rect, code: str) -> None:
    colors = {
        "T": (60, 130, 80),
        "W": (120, 120, 130),
        "K": (170, 60, 50),
        "E": (200, 150, 40),
        "3": (50, 90, 150),
    }
    pygame.draw.ellipse(s, colors[code], rect)
    pygame.draw.ellipse(s, theme.color("ink"), rect, max(1, theme.px(2)))
    c = rect.center
    u = rect.width // 6
    ink = (250, 244, 230)
    if code == "T":  # fuel pump
        pygame.draw.rect(s, ink, (c[0] - u, c[1] - u * 1.5, u * 2, u * 3), border_radius=2)
        pygame.draw.line(s, ink, (c[0] + u, c[1] - u), (c[0] + u * 1.8, c[1]), 2)
    elif code == "W":  # wrench
        pygame.draw.line(
            s, ink, (c[0] - u * 1.4, c[1] + u * 1.4), (c[0] + u, c[1] - u), max(2, u // 2)
        )
        pygame.draw.circle(s, ink, (c[0] + u * 1.2, c[1] - u * 1.2), u * 0.8, max(2, u // 3))
    elif code == "K":  # stamp
        pygame.draw.rect(s, ink, (c[0] - u * 1.3, c[1] + u * 0.4, u * 2.6, u * 0.8))
        pygame.draw.rect(s, ink, (c[0] - u * 0.4, c[1] - u * 1.4, u * 0.8, u * 1.8))
    elif code == "E":
        label(s, theme, "?", c, role="heading", color="paper")
    else:
        label(s, theme, code, c, role="heading", color="paper")


def fields(width: int, theme: Theme) -> pygame.Surface:
    """The field signs of Speedsprit with their names."""
    codes = ["T", "W", "K", "3", "E"]
    h = theme.px(100)
    s = surface(width, h)
    step = width // len(codes)
    d = min(theme.px(52), step - theme.px(10))
    for i, code in enumerate(codes):
        cx = i * step + step // 2
        _sign(s, theme, pygame.Rect(cx - d // 2, theme.px(6), d, d), code)
        label(
            s,
            theme,
            t(f"ui.rules.pic.field_{code}"),
            (cx, theme.px(6) + d + theme.px(16)),
            width=step - 4,
        )
    return s


DIAGRAMS = {"costs": costs, "fields": fields}
