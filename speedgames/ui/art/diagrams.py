"""The painting kit of the „Spielregeln“ pictures, and where each game's pictures are.

Why drawn and not taken from the game screens: the rules must read well before a game's scene
exists, and a picture shows one idea with a few elements rather than a whole board. Each game
draws its own pictures in the module its description names (``rules_diagrams``: a ``DIAGRAMS``
dict of name → ``draw(width, theme) -> Surface`` with a transparent background whose height it
chooses); this module holds what they share (a surface, a fitted label, a star, an arrow, a
colour swatch with its label) and :func:`for_game`, which finds them.
"""

from __future__ import annotations

import importlib
from typing import Callable

import pygame

from speedgames.core import catalog
from speedgames.ui.theme import Theme
from speedgames.ui.widgets import fit_block, fit_font

Diagram = Callable[[int, Theme], pygame.Surface]


def for_game(game_id: str) -> dict[str, Diagram]:
    """The rules pictures of ``game_id`` by name (none when the game draws none)."""
    module = catalog.describe(game_id).rules_diagrams
    return dict(importlib.import_module(module).DIAGRAMS) if module else {}


def surface(width: int, height: int) -> pygame.Surface:
    return pygame.Surface((max(1, width), max(1, height)), pygame.SRCALPHA)


def label(
    s: pygame.Surface,
    theme: Theme,
    text: str,
    center: tuple[int, int],
    role: str = "small",
    color: str = "text",
    bold: bool = False,
    width: int = 10_000,
) -> pygame.Rect:
    font = fit_font(theme, role, text, width, bold)
    img = font.render(text, True, theme.color(color))
    rect = img.get_rect(center=center)
    s.blit(img, rect)
    return rect


def star(s: pygame.Surface, center: tuple[int, int], r: float, color) -> None:
    import math

    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((center[0] + math.cos(a) * rr, center[1] + math.sin(a) * rr))
    pygame.draw.polygon(s, color, pts)


def arrow_up(s: pygame.Surface, theme: Theme, tip: tuple[int, int]) -> None:
    d = theme.px(6)
    pygame.draw.polygon(
        s, theme.color("accent"), [tip, (tip[0] - d, tip[1] + d), (tip[0] + d, tip[1] + d)]
    )


def swatch_label(
    s: pygame.Surface, theme: Theme, text: str, center: tuple[int, int], color: str, width: int
) -> None:
    """A coloured square followed by a label, centred together on ``center``; a long label
    takes a second line below (big text) instead of a smaller size."""
    small = theme.font("small")
    font, lines = fit_block(theme, "small", text, width - theme.px(24),
                            2 * small.get_linesize())
    imgs = [font.render(line, True, theme.color("text")) for line in lines]
    d = theme.px(12)
    total = d + theme.px(6) + max(img.get_width() for img in imgs)
    x = center[0] - total // 2
    pygame.draw.rect(s, theme.color(color), (x, center[1] - d // 2, d, d), border_radius=2)
    y = center[1] - imgs[0].get_height() // 2
    for img in imgs:
        s.blit(img, (x + d + theme.px(6), y))
        y += font.get_linesize()
