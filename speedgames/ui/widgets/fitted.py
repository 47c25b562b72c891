"""Text that always fits its box, and the compact selector drawn with it.

``draw_fitted`` wraps between words (a compound word may break after its hyphen), then shrinks
(``fit_block``), so a label never clips; finished blocks are cached. ``CompactChoice`` is
a ‹ value › selector without a side label (seat rows, options, list pickers). Both began on
the table setup and are used by most screens since.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Sequence

import pygame

from speedgames.ui.theme import Theme
from speedgames.ui.widgets import clipping
from speedgames.ui.widgets.buttons import Choice
from speedgames.ui.widgets.occupied import note as note_drawn
from speedgames.ui.widgets.text import fit_block, label_text

_FITTED: "OrderedDict[tuple, pygame.Surface]" = OrderedDict()
_FITTED_LIMIT = 800
clipping.on_start(_FITTED.clear)  # a recording measures every block afresh


def draw_fitted(surface: pygame.Surface, text: str, rect: pygame.Rect, theme: Theme,
                color: Sequence[int], role: str = "body", bold: bool = False,
                align: str = "center") -> None:
    """Draw ``text`` inside ``rect`` without clipping: wrap it, then shrink it (``fit_block``).

    Why: German labels are long („Schwarzpulver-Liebhaber“) and the layout is computed from the
    window size, so a fixed font can never be promised to fit. Finished blocks are cached (the
    measuring is the expensive part and most labels stay the same from frame to frame).
    """
    rect = pygame.Rect(rect)
    if rect.width <= 0 or rect.height <= 0 or not text:
        return
    key = (text, rect.size, theme.key, role, bold, tuple(color), align)
    block = _FITTED.get(key)
    if block is None:
        block = _fitted_block(text, rect.size, theme, color, role, bold, align)
        _FITTED[key] = block
        if len(_FITTED) > _FITTED_LIMIT:
            _FITTED.popitem(last=False)
    else:
        _FITTED.move_to_end(key)
    surface.blit(block, rect.topleft)


def _fitted_block(text: str, size: tuple[int, int], theme: Theme, color: Sequence[int],
                  role: str, bold: bool, align: str) -> pygame.Surface:
    width, height = size
    block = pygame.Surface(size, pygame.SRCALPHA)
    font, lines = fit_block(theme, role, text, width, height, bold=bold)
    step = font.get_linesize()
    # centred on the ink of the lines (the last line's leading may hang below the box)
    y = (height - (len(lines) - 1) * step - font.get_height()) // 2
    for line in lines:
        img = font.render(line, True, color)
        x = {"center": width // 2 - img.get_width() // 2, "right": width - img.get_width()}
        block.blit(img, (x.get(align, 0), y))
        y += step
    return block


class CompactChoice(Choice):
    """A selector without a side label: ‹ value › across its whole rect (seat rows, options)."""

    def _arrow_rects(self, theme: Theme | None = None) -> tuple[pygame.Rect, pygame.Rect]:
        r = self.rect
        if theme is not None:  # the drawn size, kept for clicks (which come without a theme)
            self._arrow_cap = theme.px(26)
        w = max(18, min(r.height, r.width // 5, getattr(self, "_arrow_cap", r.height)))
        return pygame.Rect(r.x, r.y, w, r.height), pygame.Rect(r.right - w, r.y, w, r.height)

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool = False) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        note_drawn(self.rect)
        r = self.rect
        left, right = self._arrow_rects(theme)
        fill = theme.color("panel_alt" if (self.hovered or focused) else "bg_alt")
        pygame.draw.rect(surface, fill, r, border_radius=theme.px(6))
        pygame.draw.rect(surface, theme.color("line"), r, width=1, border_radius=theme.px(6))
        arrow = theme.color("accent" if self.enabled else "disabled_text")
        for rect, sign in ((left, -1), (right, 1)):
            cx, cy, s = rect.centerx, rect.centery, max(4, theme.px(5))
            pygame.draw.polygon(surface, arrow, [(cx - sign * s // 2, cy - s),
                                                 (cx + sign * s // 2, cy),
                                                 (cx - sign * s // 2, cy + s)])
        value = label_text(self.options[self.index][1]) if self.options else ""
        fg = theme.color("text" if self.enabled else "disabled_text")
        inner = pygame.Rect(left.right, r.y + 2, right.x - left.right, r.height - 4)
        draw_fitted(surface, value, inner, theme, fg, bold=True)
