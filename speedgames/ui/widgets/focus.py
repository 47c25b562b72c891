"""Keyboard focus over a scene's widgets: Tab order, spatial arrow navigation, hotkeys, and mouse
routing; the ring also draws the widgets and the focus frame."""

from __future__ import annotations

from typing import Iterable

import pygame

from speedgames.ui.theme import Theme
from speedgames.ui.widgets.buttons import Widget, _fire_hooks
from speedgames.ui.widgets.fields import TextField
from speedgames.ui.widgets.panels import draw_focus_ring
from speedgames.ui.widgets.text import label_text


class FocusRing:
    """Keyboard focus over a list of widgets, plus mouse routing to them.

    The scene owns the layout (sets each ``widget.rect``); the ring only navigates. Navigation with
    arrow keys is spatial: it picks the nearest focusable widget whose centre lies in that
    direction, so grids and columns work without declaring neighbours.
    """

    def __init__(self, widgets: Iterable[Widget] = ()) -> None:
        self.widgets: list[Widget] = []
        self._current = -1
        self.set(widgets)

    @property
    def _index(self) -> int:
        return self._current

    @_index.setter
    def _index(self, index: int) -> None:
        """Every focus change passes here: the widgets that care hear ``focus_lost`` /
        ``focus_gained`` (a text field selects its text)."""
        old = self.focused
        self._current = index
        new = self.focused
        if new is not old:
            for widget, hook in ((old, "focus_lost"), (new, "focus_gained")):
                call = getattr(widget, hook, None)
                if callable(call):
                    call()

    def set(self, widgets: Iterable[Widget], keep_focus: bool = True) -> None:
        """Replace the widgets; keeps focus on the same position when possible."""
        old = self._index
        self.widgets = list(widgets)
        if keep_focus and 0 <= old < len(self.widgets) and self.widgets[old].can_focus:
            self._index = old
        else:
            self._index = next((i for i, w in enumerate(self.widgets) if w.can_focus), -1)

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        if self._index < 0 and widget.can_focus:
            self._index = len(self.widgets) - 1
        return widget

    @property
    def focused(self) -> Widget | None:
        if 0 <= self._index < len(self.widgets):
            w = self.widgets[self._index]
            if w.can_focus:
                return w
        return None

    @property
    def index(self) -> int:
        return self._index

    def focus(self, widget: Widget | int | None) -> None:
        if widget is None:
            self._index = -1
        elif isinstance(widget, int):
            self._index = widget if 0 <= widget < len(self.widgets) else -1
        elif widget in self.widgets:
            self._index = self.widgets.index(widget)

    def next(self, step: int = 1) -> None:
        n = len(self.widgets)
        if n == 0:
            return
        i = self._index if self._index >= 0 else (-1 if step > 0 else 0)
        for _ in range(n):
            i = (i + step) % n
            if self.widgets[i].can_focus:
                self._index = i
                return

    def move(self, dx: int, dy: int) -> bool:
        """Focus the nearest widget in direction (dx, dy); False when there is none."""
        cur = self.focused
        if cur is None:
            self.next(1)
            return self.focused is not None
        cx, cy = cur.rect.center
        best, best_score = None, None
        for i, w in enumerate(self.widgets):
            if w is cur or not w.can_focus:
                continue
            ox, oy = w.rect.centerx - cx, w.rect.centery - cy
            along = ox * dx + oy * dy
            if along <= 0:
                continue
            # overlap on the cross axis makes "straight ahead" win over diagonals
            if dx:
                overlap = min(cur.rect.bottom, w.rect.bottom) - max(cur.rect.top, w.rect.top)
            else:
                overlap = min(cur.rect.right, w.rect.right) - max(cur.rect.left, w.rect.left)
            across = abs(ox * dy + oy * dx)
            score = along + across * (0.5 if overlap > 0 else 3.0)
            if best_score is None or score < best_score:
                best, best_score = i, score
        if best is None:
            return False
        self._index = best
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            consumed = False
            for i, w in enumerate(self.widgets):
                if w.handle_mouse(event):
                    consumed = True
                    if w.can_focus:
                        self._index = i
            if event.type == pygame.MOUSEMOTION and not isinstance(self.focused, TextField):
                # hovering moves the focus, but never away from a name being typed
                for i, w in enumerate(self.widgets):
                    if w.hovered and w.can_focus:
                        self._index = i
            return consumed
        if event.type in (pygame.TEXTINPUT, pygame.TEXTEDITING):
            w = self.focused
            if not isinstance(w, TextField):
                return False
            if event.type == pygame.TEXTEDITING:
                return w.handle_editing(getattr(event, "text", ""))
            return w.handle_text(event.text)
        if event.type != pygame.KEYDOWN:
            return False
        w = self.focused
        if w is not None and w.handle_key(event):
            return True
        for i, other in enumerate(self.widgets):
            hot = getattr(other, "hotkey", None)
            if hot is not None and event.key == hot and other.enabled and other.visible:
                self._index = i
                _fire_hooks()
                other.activate()
                return True
        if event.key == pygame.K_TAB:
            self.next(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        arrows = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0),
                  pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
        if event.key in arrows:
            return self.move(*arrows[event.key])
        return False

    def update(self, dt: float) -> None:
        for w in self.widgets:
            w.update(dt)

    def frame_request(self) -> float | None:
        """The soonest any widget changes by itself (see ``ui.pacing``)."""
        focused = self.focused
        times = [w.frame_request(w is focused) for w in self.widgets]
        times = [x for x in times if x is not None]
        return min(times) if times else None

    def draw(self, surface: pygame.Surface, theme: Theme, show_focus: bool = True) -> None:
        focused = self.focused
        for w in self.widgets:
            w.draw(surface, theme, w is focused)
        if show_focus and focused is not None:
            draw_focus_ring(surface, focused.rect, theme)

    def hovered_tooltip(self) -> str | None:
        for w in self.widgets:
            if w.hovered and w.tooltip:
                return label_text(w.tooltip)
        return None
