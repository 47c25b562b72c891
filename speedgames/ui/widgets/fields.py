"""Text widgets: the one-line entry for names (pygame-gui's element) and the wrapped, never
clipped label."""

from __future__ import annotations

import weakref
from typing import Any, Callable

import pygame

from speedgames.core.names import printable
from speedgames.ui.theme import Theme
from speedgames.ui.widgets import pointer
from speedgames.ui.widgets.occupied import note as note_drawn
from speedgames.ui.widgets.buttons import Widget
from speedgames.ui.widgets.gui_elements import default_theme, gui_manager, look_of
from speedgames.ui.widgets.text import Label_, draw_text, label_text, text_height

BLINK_AFTER_MOVE = 0.1  # the cursor stays on this long after it moved, then ...
BLINK = 0.5  # ... turns off and on every half second


class TextField(Widget):
    """A one-line text entry (names): a thin wrapper around pygame-gui's ``UITextEntryLine``.

    The element does the editing — cursor, Home/End, Left/Right, Ctrl+A/C/X/V, click and drag
    selection, the blinking cursor; the field keeps the widget interface (focus ring, Tab,
    Enter submits, ``value``, ``on_change``) and cleans what comes in (no control characters,
    at most ``max_len``). Why a selection on focus: a seat starts with „Spieler 1“; gaining the
    focus selects it, so typing a name replaces it. The element lives in the app's manager
    (``gui_elements``; a private one for another look) and is drawn by ``draw`` itself, so it
    keeps the scene's drawing order and goes with its scene."""

    def __init__(self, value: str = "", on_change: Callable[[str], Any] | None = None, *,
                 rect: pygame.Rect | None = None, max_len: int = 24,
                 placeholder: Label_ | None = None, on_submit: Callable[[str], Any] | None = None,
                 enabled: bool = True, tooltip: Label_ | None = None) -> None:
        super().__init__(rect, enabled, tooltip)
        self.on_change = on_change
        self.on_submit = on_submit
        self.max_len = max_len
        self.placeholder = placeholder
        self._value = printable(value, max_len)
        self._focused = False
        self._fresh = False  # the click that brought the focus keeps the selection
        self._element: Any = None
        self._look: tuple | None = None
        self._theme: Theme | None = None
        self._release: Callable[[], Any] | None = None
        self.composing = ""  # an input method's text not yet committed (TEXTEDITING)

    # ------------------------------------------------------------- the element
    @property
    def value(self) -> str:
        return self._value

    @value.setter
    def value(self, value: str) -> None:
        self._value = printable(value, self.max_len)
        if self._element is not None:
            self._element.set_text(self._value)

    @property
    def element(self) -> Any:
        """The pygame-gui ``UITextEntryLine`` doing the editing."""
        return self._element_for(None)

    def _element_for(self, theme: Theme | None) -> Any:
        """The element, (re)built when the look (palette, type scale) changed; placed on
        ``rect``. Without a theme yet (events before the first frame) the last one is used."""
        theme = theme or self._theme or default_theme()
        self._theme = theme
        look = look_of(theme)
        rect = pygame.Rect(self.rect) if self.rect.width > 0 else pygame.Rect(0, 0, 200, 40)
        el = self._element
        if el is None or look != self._look:
            el = self._build(theme, look, rect)
        elif el.rect != rect:
            el.set_relative_position(rect.topleft)
            el.set_dimensions(rect.size)
        return el

    def _build(self, theme: Theme, look: tuple, rect: pygame.Rect) -> Any:
        import pygame_gui

        old = self._element
        if self._release is not None:
            self._release()
        el = pygame_gui.elements.UITextEntryLine(rect, gui_manager(theme, look))
        el.set_text_length_limit(self.max_len)
        el.set_text(self._value)
        el.cursor_blink_delay_after_moving = BLINK_AFTER_MOVE
        el.blink_cursor_time = BLINK
        if self._focused:
            el.focus()
            el.edit_position = old.edit_position if old is not None else len(self._value)
            el.select_range = list(old.select_range) if old is not None else [0, 0]
        self._element, self._look = el, look
        self._release = weakref.finalize(self, el.kill)  # dies with its scene
        return el

    def _sync(self) -> None:
        """Read the element's text back; what it let through uncleaned is cleaned."""
        el = self._element
        text = el.get_text()
        clean = printable(text, self.max_len)
        if clean != text:
            el.set_text(clean)
        if clean != self._value:
            self._value = clean
            if self.on_change is not None:
                self.on_change(clean)

    @property
    def selected(self) -> bool:
        """The whole text is selected (typing replaces it)."""
        el = self._element
        if el is None or not self._focused or not self._value:
            return False
        low, high = sorted(el.select_range)
        return low == 0 and high == len(self._value)

    def _select_all(self) -> None:
        el = self._element_for(None)
        el.select_range = [0, len(self._value)]
        el.edit_position = len(self._value)

    # ------------------------------------------------------------- focus and input
    def focus_gained(self) -> None:
        self._focused = True
        self._fresh = True
        el = self._element_for(None)
        el.focus()
        self._select_all()
        try:
            pygame.key.set_text_input_rect(el.rect)  # where an IME shows its candidates
        except pygame.error:
            pass

    def focus_lost(self) -> None:
        self._focused = False
        self.composing = ""
        if self._element is not None:
            self._element.unfocus()

    def handle_mouse(self, event: pygame.event.Event) -> bool:
        """A click into the field being edited goes to the element (cursor, drag selection);
        the click that brings the focus keeps the whole text selected."""
        if self._focused and self.enabled and self.visible and not self._fresh \
                and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) \
                and hasattr(event, "pos"):
            self._element_for(None).process_event(event)
        return super().handle_mouse(event)

    def click(self, pos: tuple[int, int]) -> None:
        self._fresh = False

    def handle_text(self, text: str) -> bool:
        if not self.enabled:
            return False
        self._fresh = False
        self.composing = ""
        clean = printable(text, self.max_len)
        if not self._focused:  # typed from a script or a test: appended
            new = printable(self._value + clean, self.max_len)
            if new != self._value:
                self.value = new
                if self.on_change is not None:
                    self.on_change(new)
            return True
        el = self._element_for(None)
        low, high = sorted(el.select_range)
        room = self.max_len - (len(el.get_text()) - (high - low))
        if clean[:room]:
            el.process_event(pygame.event.Event(pygame.TEXTINPUT, text=clean[:room]))
            self._sync()
        return True

    def handle_editing(self, text: str) -> bool:
        """An input method composes (pygame's TEXTEDITING): shown at the cursor, underlined,
        until its TEXTINPUT commits it. pygame-gui 0.6 has no composition of its own."""
        if not (self.enabled and self._focused):
            return False
        self.composing = printable(text, 64)
        return True

    def handle_key(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        key, mod = event.key, getattr(event, "mod", 0)
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.on_submit is not None:
                self.on_submit(self.value)
            return True
        if key in (pygame.K_TAB, pygame.K_ESCAPE, pygame.K_UP, pygame.K_DOWN):
            return False
        self._fresh = False
        el = self._element_for(None)
        if key == pygame.K_v and mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            from pygame_gui.core import utility  # looked up now, so a test can replace it

            return self.handle_text(utility.clipboard_paste() or "")
        low, high = sorted(el.select_range)
        if low == high and ((key == pygame.K_LEFT and el.edit_position == 0) or
                            (key == pygame.K_RIGHT and el.edit_position >= len(self._value))):
            return False  # at the edge, the arrow moves the focus on
        consumed = el.process_event(event)
        self._sync()
        # printable keys arrive as TEXTINPUT; swallow them so they don't trigger hotkeys
        return bool(consumed or (event.unicode and event.unicode.isprintable()))

    def update(self, dt: float) -> None:
        if self._element is not None:
            self._element.update(dt)

    def frame_request(self, focused: bool = False) -> float | None:
        """While focused, the cursor's next blink (the element's own clock)."""
        el = self._element
        if not focused or el is None:
            return None
        if el.cursor_has_moved_recently:
            return el.cursor_blink_delay_after_moving + el.blink_cursor_time
        wait = el.blink_cursor_time - el.blink_cursor_time_acc
        if el.cursor_blink_delay_after_moving_acc <= el.cursor_blink_delay_after_moving:
            wait += el.cursor_blink_delay_after_moving - el.cursor_blink_delay_after_moving_acc
        return max(0.0, wait)

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool = False) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        note_drawn(self.rect)
        if self.enabled:
            pointer.want(self.rect, "text")
        el = self._element_for(theme)
        el.update(0.0)  # text changes reach the element's image
        surface.blit(el.image, el.rect)
        r = self.rect
        if focused:
            pygame.draw.rect(surface, theme.color("accent"), r, width=max(1, theme.px(2)),
                             border_radius=theme.px(5))
        if self.composing:
            self._draw_composing(surface, theme, el)
        elif not self._value:  # shown even while focused, unlike the element's placeholder
            img = theme.font("body", italic=True).render(label_text(self.placeholder), True,
                                                         theme.color("text_dim"))
            surface.blit(img, (r.x + theme.px(10), r.centery - img.get_height() // 2))


    def _draw_composing(self, surface: pygame.Surface, theme: Theme, el: Any) -> None:
        r, pad, font = self.rect, theme.px(10), theme.font("body")
        img = font.render(self.composing, True, theme.color("text"))
        before = font.size(self._value[: el.edit_position])[0]
        x = min(r.x + pad + before, r.right - pad - img.get_width())
        box = img.get_rect(midleft=(max(r.x + pad, x), r.centery))
        old = surface.get_clip()
        surface.set_clip(r.inflate(-2, -2).clip(old))
        surface.fill(theme.color("bg_alt"), box.inflate(theme.px(4), 0))
        surface.blit(img, box)
        pygame.draw.line(surface, theme.color("accent"), box.bottomleft, box.bottomright,
                         max(1, theme.px(2)))
        surface.set_clip(old)


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
