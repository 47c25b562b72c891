"""„Meine Partien“'s Erfolge as pygame-gui elements: per achievement a star (``UIImage``, drawn in
code), its name in bold and its wrapped description with the date or „noch nicht“ (one
``UITextBox`` each, pygame-gui's HTML), one below the other in a ``UIScrollingContainer``
(``widgets.gui_scroll.ScrollingPage``).

Why two text boxes and not one: the name and the description have their own sizes, and the
description hangs under the name, not under the star — the rules page's pattern. An open
achievement shows its name dimmed and an empty star, an earned one a golden star.
"""

from __future__ import annotations

import html
import math
from dataclasses import dataclass
from typing import Any, Sequence

import pygame

from speedgames.ui.theme import Theme
from speedgames.ui.widgets.gui_scroll import note_unbreakable


@dataclass(frozen=True)
class Row:
    """One achievement as shown: its name, its description with the status, earned or not."""

    name: str
    desc: str
    done: bool


def _hex(c) -> str:
    return "#{:02x}{:02x}{:02x}".format(*c[:3])


def star_radius(theme: Theme) -> int:
    return theme.px(16)


def text_indent(theme: Theme) -> int:
    """Where the name and the description start: right of the star."""
    return 2 * star_radius(theme) + theme.px(12)


def draw_star(surface: pygame.Surface, center: tuple[float, float], r: int, theme: Theme,
              filled: bool) -> None:
    """A five-pointed star: golden with an ink rim when earned, an outline when open."""
    cx, cy = center
    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    if filled:
        pygame.draw.polygon(surface, theme.color("gold"), pts)
        pygame.draw.polygon(surface, theme.color("ink"), pts, 1)
    else:
        pygame.draw.polygon(surface, theme.color("line"), pts, max(1, theme.px(2)))


def name_markup(row: Row, theme: Theme) -> str:
    color = theme.color("text" if row.done else "text_dim")
    return f"<font color='{_hex(color)}'><b>{html.escape(row.name, quote=False)}</b></font>"


def desc_markup(row: Row, theme: Theme) -> str:
    size = max(9, round(theme.font_size("small")))
    return (f"<font pixel_size={size} color='{_hex(theme.color('text_dim'))}'>"
            f"{html.escape(row.desc, quote=False)}</font>")


class AchievementsBuilder:
    """Places the rows in a container ``width`` px wide (a ``ScrollingPage`` fill)."""

    def __init__(self, rows: Sequence[Row], theme: Theme) -> None:
        self.rows = tuple(rows)
        self.theme = theme

    def __call__(self, manager: Any, container: Any, width: int) -> int:
        import pygame_gui
        from pygame_gui.core import ObjectID

        th = self.theme
        r = star_radius(th)
        x = text_indent(th)
        w = max(1, width - x)
        bold = th.font("body", bold=True)
        small = th.font("small")
        y = 0
        for row in self.rows:
            note_unbreakable(row.name, bold, w)
            note_unbreakable(row.desc, small, w)
            name = pygame_gui.elements.UITextBox(
                name_markup(row, th), pygame.Rect(x, y, w, -1), manager, container=container,
                object_id=ObjectID("#achievement_name", None))
            desc = pygame_gui.elements.UITextBox(
                desc_markup(row, th), pygame.Rect(x, y + name.rect.height, w, -1), manager,
                container=container, object_id=ObjectID("#achievement_desc", None))
            star = pygame.Surface((2 * r + 2, 2 * r + 2), pygame.SRCALPHA)
            draw_star(star, (r + 1, r + 1), r, th, row.done)
            centre = y + bold.get_linesize() // 2 + 2  # beside the name's first line
            pygame_gui.elements.UIImage(pygame.Rect((0, centre - r - 1), star.get_size()), star,
                                        manager, container=container)
            y += name.rect.height + desc.rect.height + th.px(10)
        return max(1, y)
