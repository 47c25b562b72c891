"""The Extrablatt: the evening's newspaper, top centre for the whole evening.

A yellowed news sheet with the masthead, the evening („3. Abend von 9“), the headline (the card's
name) and its effect in one line. It is drawn into a cached surface per (size, theme, language,
card, evening), so it costs one blit a frame.
"""

from __future__ import annotations

from typing import Any

import pygame

from speedgames.core.i18n import language, t
from speedgames.ui.widgets import draw_text, fit_font, text_height

PAPER = (238, 226, 194)
PAPER_DARK = (214, 198, 160)
INK = (34, 28, 24)


class NewspaperView:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._cache: tuple[tuple, pygame.Surface] | None = None
        self.limit_text = ""   # the Zündgrenze as the header says it (tests read it)
        # where the masthead and the evening / Zündgrenze stand on the sheet (tests read it)
        self.mast_rect = pygame.Rect(0, 0, 0, 0)
        self.side_rects = (pygame.Rect(0, 0, 0, 0), pygame.Rect(0, 0, 0, 0))

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def draw(self, surface: pygame.Surface, theme: Any, *, card: str, evening: int,
             evenings: int, limit: int, puffer: int = 0) -> None:
        key = (self.rect.size, theme.key, language(), card, evening, evenings, limit, puffer)
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._paint(theme, card, evening, evenings, limit, puffer))
        surface.blit(self._cache[1], self.rect.topleft)

    def _paint(self, theme: Any, card: str, evening: int, evenings: int,
               limit: int, puffer: int = 0) -> pygame.Surface:
        w, h = self.rect.size
        s = pygame.Surface((w, h), pygame.SRCALPHA)
        body = pygame.Rect(0, 0, w, h - theme.px(4))
        pygame.draw.rect(s, (0, 0, 0, 80), body.move(theme.px(3), theme.px(4)),
                         border_radius=theme.px(3))
        pygame.draw.rect(s, PAPER, body, border_radius=theme.px(3))
        # a slightly darker, torn-looking lower edge
        pygame.draw.rect(s, PAPER_DARK, (0, body.bottom - theme.px(5), w, theme.px(5)))
        pad = theme.px(10)
        mast = t("rocket.ui.paper.masthead").upper()
        left = t("rocket.ui.paper.evening", n=evening, total=evenings)
        right = (t("rocket.ui.paper.limit_puffer", n=limit + puffer) if puffer > 0
                 else t("rocket.ui.paper.limit", n=limit))
        self.limit_text = right
        small = theme.font("small", bold=True)
        limg = small.render(left, True, INK)
        rimg = small.render(right, True, INK)
        gap = theme.px(16)
        room = w - 2 * pad - limg.get_width() - rimg.get_width() - 2 * gap
        mfont = fit_font(theme, "heading", mast, max(20, room))
        mimg = mfont.render(mast, True, INK)
        y = pad // 2
        # centred, unless that brings it nearer than ``gap`` to the evening or the Zündgrenze:
        # then in the middle between them (at 150 % „9 EXTRABLATT“ touched, #30)
        half = mimg.get_width() // 2
        centre = min(max(w // 2, pad + limg.get_width() + gap + half),
                     w - pad - rimg.get_width() - gap - half)
        s.blit(mimg, mimg.get_rect(midtop=(centre, y)))
        self.mast_rect = mimg.get_rect(midtop=(centre, y))
        self.side_rects = (limg.get_rect(midleft=(pad, y + mimg.get_height() // 2)),
                           rimg.get_rect(midright=(w - pad, y + mimg.get_height() // 2)))
        s.blit(limg, limg.get_rect(midleft=(pad, y + mimg.get_height() // 2)))
        s.blit(rimg, rimg.get_rect(midright=(w - pad, y + mimg.get_height() // 2)))
        y += mimg.get_height()
        pygame.draw.line(s, INK, (pad, y), (w - pad, y), 2)
        pygame.draw.line(s, INK, (pad, y + 3), (w - pad, y + 3), 1)
        y += theme.px(6)
        if card:
            head = t(f"rocket.extrablatt.{card}.name")
            text = t(f"rocket.extrablatt.{card}.text")
        else:
            head, text = t("rocket.ui.paper.no_card"), ""
        hfont = fit_font(theme, "heading", head, w - 2 * pad)
        himg = hfont.render(head, True, (120, 30, 24))
        s.blit(himg, himg.get_rect(midtop=(w // 2, y)))
        y += himg.get_height()
        if text:
            room_h = body.bottom - theme.px(6) - y
            font = theme.font("small", italic=True)
            if text_height(text, font, w - 2 * pad) > room_h:
                font = fit_font(theme, "small", text, (w - 2 * pad) * 2, min_size_ratio=0.75)
            draw_text(s, text, font, INK, pygame.Rect(pad, y, w - 2 * pad, room_h),
                      align="center")
        return s

    def height_for(self, theme: Any) -> int:
        return (theme.font("heading").get_linesize() * 2 + theme.font("small").get_linesize() * 2
                + theme.px(18))
