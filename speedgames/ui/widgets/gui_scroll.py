"""A scrolling page of pygame-gui elements: a ``UIScrollingContainer`` in a manager of its own.

Why a manager of its own: the page is drawn by its scene (``draw`` blits the manager), so it
keeps the scene's drawing order — the panel below, the fades, tooltips and dialogs above — and
dies with the scene. pygame-gui does the clipping, the scroll bar (dragged with the mouse) and
the moving of the content; this wrapper adds what the project's screens expect of a scrolling
view: exact, immediate steps by keys (Up/Down, PageUp/PageDown, Space, Home/End) and by the wheel
anywhere on the screen (pygame-gui's own wheel glides over time and only over the container),
and ``offset``/``max_offset`` for the fades and the tests. The mouse goes to pygame-gui: the bar
is dragged, a text is selected by dragging over it and Ctrl+C copies it (Ctrl+A: its block).
"""

from __future__ import annotations

from typing import Any, Callable

import pygame

from speedgames.ui.gui_theme import SCROLL_BAR, SCROLL_THUMB
from speedgames.ui.theme import Theme
from speedgames.ui.widgets import clipping, pointer
from speedgames.ui.widgets.gui_elements import page_manager
from speedgames.ui.widgets.scroll import KEY_NAMES
from speedgames.ui.widgets.scroll_model import ScrollModel, ScrollModelView

# the bar's border (panel-coloured) reaches this far past the viewport, so its thumb sits at
# the viewport's right edge as the hand-drawn one did
OVERHANG = (SCROLL_BAR - SCROLL_THUMB) // 2

KEEP = 6  # pages kept built (three games in two languages)

Fill = Callable[[Any, Any, int], int]  # (manager, container, width) -> content height


def note_unbreakable(text: str, font: pygame.font.Font, width: int) -> None:
    """A word wider than its text box is broken by pygame-gui: tell the clipping record."""
    if clipping.active():
        for word in text.split():
            if font.size(word)[0] > width:
                clipping.note("broken", word, f"wider than {width} px")


class ScrollingPage(ScrollModelView):
    """A viewport ``rect`` over content built by ``fill`` (pygame-gui elements placed in the
    container at ``(x, y)`` within ``width``; it returns the content's height). ``gutter``: the
    room between the content and the viewport's right edge (at least the scroll bar's)."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.gutter = SCROLL_BAR - OVERHANG
        self.manager: Any = None
        self.container: Any = None
        self.model = ScrollModel()  # the steps and ends, shared with ``scroll.ScrollArea``
        self._key: tuple | None = None
        self._look: tuple | None = None
        self._pages: dict[tuple, tuple[Any, int]] = {}
        self._pointer = (-1, -1)

    def _pointer_from_events(self) -> None:
        self.manager.mouse_position = self._pointer

    @property
    def content_width(self) -> int:
        return max(20, self.rect.width - max(self.gutter, SCROLL_BAR - OVERHANG))

    def build(self, rect: pygame.Rect, theme: Theme, window: tuple[int, int], key: tuple,
              fill: Fill) -> bool:
        """Show the page for ``key`` (what its content depends on) at ``rect``: built by
        ``fill`` the first time, shown again as it was after that (the last few pages are kept,
        hidden, so switching back is instant). The offset is kept where it can be. True when
        it was built anew."""
        rect = pygame.Rect(rect)
        look = (theme.key, tuple(window))
        if look != self._look:
            self.kill()
            self.manager = page_manager(window, theme)
            # the pointer is where the last mouse event said, not where the system pointer
            # is: scripted input (``run.py play --script``, the tests) moves no real pointer
            self.manager._update_mouse_position = self._pointer_from_events
            self._look = look
        key = (key, tuple(rect))
        if key == self._key and self.container is not None:
            return False
        keep = self.offset
        if self.container is not None:
            self.container.hide()
        self.rect = rect
        self.model.view = rect.height
        page = self._pages.pop(key, None)
        built = page is None
        if built:
            page = self._build_page(rect, fill)
        self._pages[key] = page  # the newest last
        while len(self._pages) > KEEP:
            self._pages.pop(next(iter(self._pages)))[0].kill()
        self.container, self.content_height = page
        self.container.show()
        self.manager.update(0.0)
        self._key = key
        self.scroll_to(keep)
        return built

    def _build_page(self, rect: pygame.Rect, fill: Fill) -> tuple[Any, int]:
        import pygame_gui

        container = pygame_gui.elements.UIScrollingContainer(
            pygame.Rect(rect.x, rect.y, rect.width + OVERHANG, rect.height), self.manager,
            allow_scroll_x=False)
        height = max(1, int(fill(self.manager, container, self.content_width)))
        container.set_scrollable_area_dimensions((self.content_width, height))
        return container, height

    def settle(self) -> None:
        """As a page never seen: at its top, nothing held (a mouse button let go where no
        element is) and no text selected — for pages handed on to a new screen (``rules_scene``
        keeps the last one left, so opening it again needs no layout)."""
        if self.manager is None:
            return
        self._pointer = (-1, -1)
        self.manager.mouse_position = self._pointer
        self.manager.process_events(pygame.event.Event(
            pygame.MOUSEBUTTONUP, button=1, pos=self._pointer, touch=False, window=None))
        self.manager.set_focus_set(None)
        for container, _height in self._pages.values():
            for element in container.scrollable_container.elements:
                if getattr(element, "select_range", None) not in (None, [0, 0]):
                    element.select_range = [0, 0]
        self.scroll_to(0)

    def kill(self) -> None:
        """Every page and the manager go (a new look, or the scene is done with them)."""
        for container, _height in self._pages.values():
            container.kill()
        self._pages.clear()
        self.container = self.manager = None
        self._key = self._look = None

    # ------------------------------------------------------------------ position
    @property
    def offset(self) -> int:
        """How far the content is scrolled (px from its top)."""
        if self.container is None:
            return 0
        return -int(self.container.scrollable_container.relative_rect.y)

    @property
    def max_offset(self) -> int:
        return self.model.max_offset

    def scroll_to(self, offset: float) -> None:
        if self.container is None:
            return
        off = int(round(self.model.scroll_to(offset)))
        bar = self.container.vert_scroll_bar
        if bar is not None and self.max_offset > 0:
            bar.set_scroll_from_start_percentage(off / self.content_height)
            bar.has_moved_recently = False  # the content is placed here, exactly
        self.container.scrollable_container.set_relative_position((0, -off))

    def scroll(self, delta: float) -> None:
        self.scroll_to(self.offset + delta)

    def _step(self, move) -> None:
        """One key or wheel step from where the content is now (the bar may have been
        dragged since the last step)."""
        self.model.offset = float(self.offset)
        self.scroll_to(move(self.model))

    # ------------------------------------------------------------------ input, time, drawing
    def handle_event(self, event: pygame.event.Event, keys: bool = True) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self._step(lambda model: model.wheel(event.y))
            return True
        if keys and event.type == pygame.KEYDOWN:
            if event.key in KEY_NAMES:
                self._step(lambda model: model.key(KEY_NAMES[event.key]))
                return True
            if (event.key in (pygame.K_c, pygame.K_a) and self.manager is not None
                    and getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META)):
                return bool(self.manager.process_events(event))  # copy a selected text
            return False
        if self.manager is not None and event.type in (
                pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            if event.type != pygame.MOUSEMOTION and getattr(event, "button", 1) in (4, 5):
                return False  # an old-style wheel click: the MOUSEWHEEL event scrolls
            if hasattr(event, "pos"):
                self._pointer = tuple(event.pos)
                self.manager.mouse_position = self._pointer
            consumed = bool(self.manager.process_events(event))
            return consumed and self._on_bar(event)
        return False

    def _on_bar(self, event: pygame.event.Event) -> bool:
        bar = self.container.vert_scroll_bar if self.container is not None else None
        return bar is not None and hasattr(event, "pos") and bar.rect.collidepoint(event.pos)

    def update(self, dt: float) -> None:
        if self.manager is not None:
            self.manager.update(dt)

    def dragging(self) -> bool:
        bar = self.container.vert_scroll_bar if self.container is not None else None
        return bool(bar is not None and bar.sliding_button is not None
                    and bar.sliding_button.held)

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        if self.manager is None:
            return
        bar = self.container.vert_scroll_bar
        if bar is not None and bar.visible and self.max_offset > 0:
            track = pygame.Rect(bar.rect.x + OVERHANG, bar.rect.y, SCROLL_THUMB, bar.rect.height)
            pygame.draw.rect(surface, theme.color("bg_alt"), track, border_radius=4)
        self.manager.draw_ui(surface)
        if self.manager.text_hovered:  # pygame-gui's text boxes select text: the I-beam
            pointer.want(self.rect, "text")

    def elements(self) -> list[Any]:
        """The elements on the page (scroll bar and containers left out)."""
        if self.container is None:
            return []
        return list(self.container.scrollable_container.elements)
