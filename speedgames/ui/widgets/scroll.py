"""Vertical scrolling over content taller than its viewport (rules, leaderboards)."""

from __future__ import annotations

import pygame

from speedgames.ui.theme import Theme
from speedgames.ui.widgets.scroll_model import ScrollModel, ScrollModelView


# the keys that scroll, by the name the pure model knows them (``scroll_model.MOVES``)
KEY_NAMES = {pygame.K_DOWN: "down", pygame.K_UP: "up", pygame.K_PAGEDOWN: "page_down",
             pygame.K_PAGEUP: "page_up", pygame.K_SPACE: "space", pygame.K_HOME: "home",
             pygame.K_END: "end"}


def scroll_key(model: ScrollModel, event: pygame.event.Event) -> bool:
    """A key press or a wheel notch moves ``model``; True when it was one of them."""
    if event.type == pygame.MOUSEWHEEL:
        model.wheel(event.y)
        return True
    if event.type == pygame.KEYDOWN and event.key in KEY_NAMES:
        model.key(KEY_NAMES[event.key])
        return True
    return False


class ScrollArea(ScrollModelView):
    """Vertical scrolling state for a viewport ``rect`` over ``content_height`` px of content.

    Draw content shifted by ``-offset`` onto a clipped surface; call ``draw_bar``. Keys: Up/Down,
    PageUp/PageDown, Space, Home/End; mouse wheel; dragging the bar. Where it stands and how far
    a step goes is the shared :class:`ScrollModel`.
    """

    def __init__(self, rect: pygame.Rect, content_height: int = 0, line: int = 40) -> None:
        self.model = ScrollModel(0, content_height, line)
        self.rect = pygame.Rect(rect)
        self._drag: tuple[int, float] | None = None

    @property
    def rect(self) -> pygame.Rect:
        return self._rect

    @rect.setter
    def rect(self, rect: pygame.Rect) -> None:
        self._rect = pygame.Rect(rect)
        self.model.view = self._rect.height

    @property
    def offset(self) -> float:
        return self.model.offset

    @offset.setter
    def offset(self, value: float) -> None:
        self.model.offset = float(value)

    @property
    def max_offset(self) -> int:
        self.model.view = self._rect.height  # a rect changed in place (``rect.height = …``)
        return self.model.max_offset

    def scroll_to(self, offset: float) -> None:
        self.model.view = self._rect.height
        self.model.scroll_to(offset)

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
        self.model.view = self._rect.height
        if (event.type == pygame.MOUSEWHEEL or keys) and scroll_key(self.model, event):
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
