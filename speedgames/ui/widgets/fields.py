"""Text widgets: the one-line entry for names and the wrapped, never clipped label."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from speedgames.core.names import printable
from speedgames.ui.theme import Theme
from speedgames.ui.widgets.buttons import Widget
from speedgames.ui.widgets.text import Label_, draw_text, fitting_tail, label_text, text_height

BLINK_ON = 0.6  # the cursor shows for this part of every second


class TextField(Widget):
    """A one-line text entry (names). Typing goes in while focused; Enter submits.

    Why the selection: a seat starts with „Spieler 1“; when the field gains focus its whole text
    is selected (shown highlighted), so typing a name replaces it instead of appending to it, and
    Backspace clears it. Ctrl+A selects again; a click into the focused field or Home/End keeps the
    text and puts the cursor at its end."""

    def __init__(self, value: str = "", on_change: Callable[[str], Any] | None = None, *,
                 rect: pygame.Rect | None = None, max_len: int = 24,
                 placeholder: Label_ | None = None, on_submit: Callable[[str], Any] | None = None,
                 enabled: bool = True, tooltip: Label_ | None = None) -> None:
        super().__init__(rect, enabled, tooltip)
        self.value = value
        self.on_change = on_change
        self.on_submit = on_submit
        self.max_len = max_len
        self.placeholder = placeholder
        self._blink = 0.0
        self.selected = False  # the whole text is selected: typing replaces it
        self._fresh = False

    def focus_gained(self) -> None:
        self.selected = bool(self.value)
        self._fresh = True  # the click that brought the focus keeps the selection
        self._blink = 0.0

    def focus_lost(self) -> None:
        self.selected = False

    def click(self, pos: tuple[int, int]) -> None:
        if not self._fresh:
            self.selected = False  # a click into the field being edited: cursor to the end
        self._fresh = False

    def _set(self, value: str) -> None:
        value = printable(value, self.max_len)
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def handle_text(self, text: str) -> bool:
        if not self.enabled:
            return False
        base, self.selected, self._fresh = ("" if self.selected else self.value), False, False
        self._set(base + text)
        return True

    def handle_key(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            if self.selected:
                self.selected = False
                self._set("")
            elif event.key == pygame.K_BACKSPACE:
                self._set(self.value[:-1])
            return True
        if event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
            self.selected = bool(self.value)
            return True
        if event.key in (pygame.K_HOME, pygame.K_END):
            self.selected = False
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.on_submit is not None:
                self.on_submit(self.value)
            return True
        # printable keys arrive as TEXTINPUT; swallow them so they don't trigger hotkeys
        if event.unicode and event.unicode.isprintable() and event.key != pygame.K_TAB:
            return True
        return False

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % 1.0

    def frame_request(self, focused: bool = False) -> float | None:
        """The cursor blinks while the field has the focus (on for 0.6 s of every second)."""
        if not focused:
            return None
        return (BLINK_ON if self._blink < BLINK_ON else 1.0) - self._blink

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool = False) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        r = self.rect
        pygame.draw.rect(surface, theme.color("bg_alt"), r, border_radius=theme.px(5))
        pygame.draw.rect(surface, theme.color("accent" if focused else "line"), r,
                         width=max(1, theme.px(2)) if focused else 1, border_radius=theme.px(5))
        pad = theme.px(10)
        font = theme.font("body")
        if self.value:
            shown = fitting_tail(self.value, font, r.width - 2 * pad - 4)  # the end in view
            marked = focused and self.selected
            img = font.render(shown, True, theme.color("accent_text" if marked else "text"))
            if marked:
                mark = img.get_rect(midleft=(r.x + pad, r.centery)).inflate(theme.px(6), 0)
                pygame.draw.rect(surface, theme.color("accent"), mark, border_radius=theme.px(3))
        else:
            shown = ""
            img = theme.font("body", italic=True).render(label_text(self.placeholder), True,
                                                         theme.color("text_dim"))
        surface.blit(img, (r.x + pad, r.centery - img.get_height() // 2))
        if focused and self._blink < BLINK_ON and not self.selected:
            x = r.x + pad + (font.size(shown)[0] if self.value else 0) + 1
            pygame.draw.line(surface, theme.color("text"), (x, r.y + theme.px(7)),
                             (x, r.bottom - theme.px(7)), max(1, theme.px(2)))


class Label(Widget):
    """Wrapped, never clipped text; ``height_for(width, theme)`` tells the layout its height."""

    focusable = False

    def __init__(self, text: Label_, role: str = "body", *, rect: pygame.Rect | None = None,
                 color: str = "text", align: str = "left", bold: bool = False) -> None:
        super().__init__(rect)
        self.text = text
        self.role = role
        self.color = color
        self.align = align
        self.bold = bold

    def height_for(self, width: int, theme: Theme) -> int:
        return text_height(label_text(self.text), theme.font(self.role, self.bold), width)

    def handle_mouse(self, event: pygame.event.Event) -> bool:
        return False

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool = False) -> None:
        if self.visible and self.rect.width > 0:
            draw_text(surface, label_text(self.text), theme.font(self.role, self.bold),
                      theme.color(self.color), self.rect, align=self.align)
