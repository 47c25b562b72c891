"""The „Spielregeln“ page of one game as pygame-gui elements: each text block a ``UITextBox``
(pygame-gui's HTML subset), each picture a ``UIImage``, placed one below the other in a
scrolling container (``widgets.gui_scroll``).

Why one text box per block and not one for the page: bullets and numbered steps hang — the
text's second line starts under its first word, not under the bullet — and pygame-gui's HTML
has no lists or indents; a box per block placed at the indent keeps that look. The bullet is a
small drawn dot (``UIImage``), the step number a bold ``UILabel`` right-aligned before the
text, a heading's rule a one-pixel ``UIImage``. Why the pictures as ``UIImage`` and not
``<img>`` in the HTML: the diagrams are drawn for the page's width and theme (``rules_diagrams``
per game), not files, and an image element scrolls and clips with the text like any other.
"""

from __future__ import annotations

import html
from typing import Any

import pygame

from speedgames.core import catalog
from speedgames.core.i18n import t
from speedgames.ui.art import diagrams
from speedgames.ui.gui_theme import DISPLAY_FONT
from speedgames.ui.theme import Theme
from speedgames.ui.widgets.gui_scroll import note_unbreakable


def pages(game: str) -> tuple[str, ...]:
    """The blocks of ``game``'s page, ``kind:name`` (its description's ``rules_pages``): the text
    of each is ``ui.rules.<game>.<name>``; kinds ``p`` paragraph, ``h`` heading, ``b`` bullet,
    ``n`` numbered step, ``pic`` one of the game's rules pictures."""
    return catalog.describe(game).rules_pages


def _hex(c) -> str:
    return "#{:02x}{:02x}{:02x}".format(*c[:3])


def markup(kind: str, text: str, theme: Theme) -> str:
    """The HTML of one text block: a heading in the poster serif and the accent colour, the
    rest plain body text (the box's themed font and colour)."""
    body = html.escape(text, quote=False)
    if kind == "h":
        size = max(9, round(theme.font_size("heading")))
        return (f"<font face='{DISPLAY_FONT}' pixel_size={size} "
                f"color='{_hex(theme.color('accent'))}'>{body}</font>")
    return body


def _step_runs(items: tuple[str, ...]) -> list[int]:
    """How many numbered steps follow each other under one heading (their numbers' range)."""
    runs, n = [0], 0
    for item in items:
        kind = item.split(":", 1)[0]
        n = 0 if kind == "h" else n + (kind == "n")
        runs.append(n)
    return runs


class PageBuilder:
    """Places the elements of ``game``'s page in a container ``width`` px wide."""

    def __init__(self, game: str, theme: Theme) -> None:
        self.game = game
        self.theme = theme

    def __call__(self, manager: Any, container: Any, width: int) -> int:
        import pygame_gui
        from pygame_gui.core import ObjectID

        th = self.theme
        pictures = diagrams.for_game(self.game)
        body = th.font("body")
        heading = th.font("heading")
        steps = max((run for run in _step_runs(pages(self.game))), default=0)
        # room for the widest step number before the text (at 150 % „10.“ outgrows 30 px)
        indent = max(th.px(30), th.font("body", bold=True).size(f"{steps}.")[0] + th.px(8))
        gap = th.px(12)
        line = body.get_linesize()
        number = 0
        y = 0

        def text_box(kind: str, text: str, x: int, top: int) -> int:
            w = width - x
            note_unbreakable(text, heading if kind == "h" else body, w)
            box = pygame_gui.elements.UITextBox(
                markup(kind, text, th), pygame.Rect(x, top, w, -1), manager,
                container=container, object_id=ObjectID(f"#rules_{kind}", None))
            return box.rect.height

        def image(surface: pygame.Surface, x: int, top: int) -> None:
            pygame_gui.elements.UIImage(pygame.Rect((x, top), surface.get_size()), surface,
                                        manager, container=container)

        for item in pages(self.game):
            kind, name = item.split(":", 1)
            if kind == "pic":
                pic = pictures[name](width, th)
                image(pic, (width - pic.get_width()) // 2, y + gap)
                y += pic.get_height() + 2 * gap
                continue
            text = t(f"ui.rules.{self.game}.{name}")
            if kind == "h":
                number = 0
                top = y + th.px(14)
                used = text_box(kind, text, 0, top)
                rule = pygame.Surface((width, 1))
                rule.fill(th.color("line"))
                image(rule, 0, top + used + th.px(4))
                y += used + th.px(26)
            elif kind == "b":
                r = th.px(4)
                dot = pygame.Surface((2 * r + 1, 2 * r + 1), pygame.SRCALPHA)
                pygame.draw.circle(dot, th.color("accent"), (r, r), r)
                image(dot, indent // 2 - r, y + line // 2 - r)
                y += text_box(kind, text, indent, y) + gap
            elif kind == "n":
                number += 1
                w = indent - th.px(8)
                pygame_gui.elements.UILabel(
                    pygame.Rect(0, y, max(w, 1), line), f"{number}.", manager,
                    container=container, object_id=ObjectID("#rules_number", "@number"))
                y += text_box(kind, text, indent, y) + gap
            else:
                y += text_box(kind, text, 0, y) + gap + th.px(4)
        return y + th.px(20)
