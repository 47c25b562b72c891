"""The Tagesrätsel's share line on the Endtafel, with the rocket heights drawn as little bars.

Why drawn: the copied line („Speedrocket 2026-11-30 · 61 Ruhm · ▃▄▅▅▆▇▆█▇“) uses Unicode block
characters, which the bundled fonts do not have. On screen the same bars are painted as small
rectangles — one per evening, as high as the block the clipboard gets (8 steps, field 0–53), so
what the player sees is what the friends will see. ``HeightBars`` is a drawn Endtafel note
(``height(theme, width)`` / ``draw(surface, theme, rect)``, see ``speedgames.ui.endtafel``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

import pygame

from speedgames.rocket.rules import data

BAR_STEPS = 8  # the block characters ▁▂▃▄▅▆▇█ of ``rocket.modes.bars``


def level(height: int) -> int:
    """1–8: which block character the clipboard line shows for a Wertungsfeld (as modes.bars)."""
    h = max(0, min(data.LAST_FIELD, int(height)))
    return min(BAR_STEPS - 1, h * BAR_STEPS // (data.LAST_FIELD + 1)) + 1


@dataclass
class HeightBars:
    """„<text> ▁▃▅…“: a line of words followed by one bar per evening."""

    text: str
    heights: Sequence[int]
    role: str = "accent"
    #: the bar rectangles of the last draw (tests and the tooltip-free screen check them)
    drawn: list[pygame.Rect] = field(default_factory=list, compare=False)

    def _metrics(self, theme: Any) -> tuple[pygame.font.Font, int, int, int]:
        font = theme.font("small")
        bar_h = max(8, font.get_linesize() + theme.px(4))
        bar_w = max(4, theme.px(9))
        gap = max(2, theme.px(3))
        return font, bar_h, bar_w, gap

    def _bars_width(self, theme: Any) -> int:
        _font, _h, bar_w, gap = self._metrics(theme)
        n = len(self.heights)
        return n * bar_w + max(0, n - 1) * gap

    def _one_row(self, theme: Any, width: int) -> bool:
        font, _h, _w, gap = self._metrics(theme)
        return font.size(self.text)[0] + 3 * gap + self._bars_width(theme) <= width

    def height(self, theme: Any, width: int) -> int:
        font, bar_h, _w, gap = self._metrics(theme)
        if self._one_row(theme, width):
            return max(font.get_linesize(), bar_h)
        return font.get_linesize() + gap + bar_h

    def draw(self, surface: pygame.Surface, theme: Any, rect: pygame.Rect) -> None:
        from speedgames.ui.widgets import fit_font

        font, bar_h, bar_w, gap = self._metrics(theme)
        bars_w = self._bars_width(theme)
        one_row = self._one_row(theme, rect.width)
        if one_row:
            img = font.render(self.text, True, theme.color("text_dim"))
            total = img.get_width() + 3 * gap + bars_w
            x = rect.centerx - total // 2
            surface.blit(img, img.get_rect(midleft=(x, rect.y + rect.height // 2)))
            bx = x + img.get_width() + 3 * gap
            base = rect.y + (rect.height + bar_h) // 2
        else:
            fnt = fit_font(theme, "small", self.text, rect.width)
            img = fnt.render(self.text, True, theme.color("text_dim"))
            surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.y)))
            bx = rect.centerx - bars_w // 2
            base = rect.bottom
        colour = theme.color(self.role)
        track = pygame.Surface((bar_w, bar_h), pygame.SRCALPHA)
        track.fill((*theme.color("text_dim")[:3], 48))   # the full height, faint: the scale
        self.drawn = []
        for i, h in enumerate(self.heights):
            x = bx + i * (bar_w + gap)
            surface.blit(track, (x, base - bar_h))
            hh = max(2, bar_h * level(h) // BAR_STEPS)
            bar = pygame.Rect(x, base - hh, bar_w, hh)
            pygame.draw.rect(surface, colour, bar, border_radius=max(1, bar_w // 4))
            self.drawn.append(bar)
