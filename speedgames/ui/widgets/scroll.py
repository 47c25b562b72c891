"""Vertical scrolling over content taller than its viewport (rules, leaderboards)."""

from __future__ import annotations

import pygame

from speedgames.ui.theme import Theme


class ScrollArea:
    """Vertical scrolling state for a viewport ``rect`` over ``content_height`` px of content.

    Draw content shifted by ``-offset`` onto a clipped surface; call ``draw_bar``. Keys: Up/Down,
    PageUp/PageDown, Home/End; mouse wheel; dragging the bar.
    """

    def __init__(self, rect: pygame.Rect, content_height: int = 0, line: int = 40) -> None:
        self.rect = pygame.Rect(rect)
        self.content_height = content_height
        self.offset = 0.0
        self.line = line
        self._drag: tuple[int, float] | None = None

    @property
    def max_offset(self) -> int:
        return max(0, int(self.content_height - self.rect.height))

    def scroll_to(self, offset: float) -> None:
        self.offset = max(0.0, min(float(self.max_offset), float(offset)))

    def scroll(self, delta: float) -> None:
        self.scroll_to(self.offset + delta)

    def _bar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        if self.max_offset <= 0:
            return None
        track = pygame.Rect(self.rect.right - 8, self.rect.y, 8, self.rect.height)
        h = max(30, int(track.height * self.rect.height / max(1, self.content_height)))
        y = track.y + int((track.height - h) * self.offset / self.max_offset)
        return track, pygame.Rect(track.x, y, track.width, h)

    def handle_event(self, event: pygame.event.Event, keys: bool = True) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * self.line)
            return True
        if keys and event.type == pygame.KEYDOWN:
            page = self.rect.height * 0.85
            moves = {pygame.K_DOWN: self.line, pygame.K_UP: -self.line,
                     pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                     pygame.K_SPACE: page}
            if event.key in moves:
                self.scroll(moves[event.key])
                return True
            if event.key == pygame.K_HOME:
                self.scroll_to(0)
                return True
            if event.key == pygame.K_END:
                self.scroll_to(self.max_offset)
                return True
        bar = self._bar()
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 and bar:
            track, thumb = bar
            if thumb.inflate(8, 0).collidepoint(event.pos):
                self._drag = (event.pos[1], self.offset)
                return True
            if track.inflate(8, 0).collidepoint(event.pos):
                self.scroll(self.rect.height * (1 if event.pos[1] > thumb.centery else -1))
                return True
        if event.type == pygame.MOUSEMOTION and self._drag and bar:
            track, thumb = bar
            y0, off0 = self._drag
            span = max(1, track.height - thumb.height)
            self.scroll_to(off0 + (event.pos[1] - y0) * self.max_offset / span)
            return True
        if event.type == pygame.MOUSEBUTTONUP and self._drag:
            self._drag = None
            return True
        return False

    def draw_bar(self, surface: pygame.Surface, theme: Theme) -> None:
        bar = self._bar()
        if bar:
            track, thumb = bar
            pygame.draw.rect(surface, theme.color("bg_alt"), track, border_radius=4)
            pygame.draw.rect(surface, theme.color("accent"), thumb, border_radius=4)
