"""The table setup's option rows when they are more than their panel holds: they scroll.

Speedrocket's ten rows with „Gastgeber“ at 150 % text ran below the panel and off the window
(#30). ``table_layout`` shows the rows from ``_first_option`` that fit (a bar in the panel's
margin beside them) and marks the others not ``visible``; this mixin keeps those in the
keyboard's reach — Tab, Shift+Tab and the arrows land on them and the list scrolls to the one
focused — and scrolls by the wheel and by a click on the bar. The scene provides
``option_widgets``, ``focus``, ``_rects``, ``_option_labels`` and ``_layout(show=…)``.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Iterator

import pygame

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.theme import Theme


class OptionScrolling:
    """See the module docstring."""

    _first_option: int
    _rects: dict[str, pygame.Rect]
    _option_labels: list[Any]
    option_widgets: list[Any]
    focus: Any
    app: Any

    def _layout(self, show: int | None = None) -> None:  # pragma: no cover - the scene's
        raise NotImplementedError

    @contextmanager
    def _rows_reachable(self) -> Iterator[None]:
        """The option rows out of view take the focus as well (Tab, the arrows, a slot): the
        list scrolls to the one that got it."""
        hidden = [w for _, w in self.option_widgets if not w.visible]
        for widget in hidden:
            widget.visible = True
        try:
            yield
        finally:
            if hidden:  # the layout says again which rows are in view: the focused one too
                self._layout(show=self._focused_row())

    def _focused_row(self) -> int | None:
        """The index of the option row that has the focus (in view or not), else None."""
        index = self.focus.index
        if not 0 <= index < len(self.focus.widgets):
            return None
        focused = self.focus.widgets[index]
        return next((i for i, (_, w) in enumerate(self.option_widgets) if w is focused), None)

    def scroll_options(self, rows: int) -> None:
        """Scroll the option rows by ``rows`` (the wheel, a click on the bar); nothing happens
        while they all stand in the panel."""
        if "scroll" in self._rects:
            self._first_option = max(0, self._first_option + rows)
            self._layout()

    def _scroll_event(self, event: pygame.event.Event) -> bool:
        """The wheel scrolls the option rows (the only list on this screen that scrolls); a
        click on their bar above or below its thumb scrolls a page."""
        bar = self._rects.get("scroll")
        if bar is None:
            return False
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_options(-int(event.y))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1 \
                and bar.inflate(self.app.theme.px(12), 0).collidepoint(event.pos):
            thumb = self._scroll_thumb()
            page = max(1, len(self._option_labels) - 1)
            if event.pos[1] < thumb.top:
                self.scroll_options(-page)
            elif event.pos[1] >= thumb.bottom:
                self.scroll_options(page)
            return True
        return False

    def _scroll_thumb(self) -> pygame.Rect:
        """The part of the bar that stands for the rows in view (by their count)."""
        bar = self._rects["scroll"]
        total = max(1, len(self.option_widgets))
        top = bar.y + bar.height * self._first_option // total
        height = max(self.app.theme.px(16), bar.height * len(self._option_labels) // total)
        return pygame.Rect(bar.x, min(top, bar.bottom - height), bar.width, height)

    def _draw_scroll_bar(self, surface: pygame.Surface, theme: "Theme") -> None:
        """Where the rows in view stand among all (only while they scroll)."""
        bar = self._rects.get("scroll")
        if bar is None:
            return
        radius = bar.width // 2
        pygame.draw.rect(surface, theme.color("bg_alt"), bar, border_radius=radius)
        pygame.draw.rect(surface, theme.color("line"), bar, width=1, border_radius=radius)
        pygame.draw.rect(surface, theme.color("accent"), self._scroll_thumb(),
                         border_radius=radius)
