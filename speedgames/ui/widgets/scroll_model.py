"""Where a vertical scroll view stands and where a step takes it: pure, no pygame.

One model for both scroll views — ``scroll.ScrollArea`` (content the scene draws itself) and
``gui_scroll.ScrollingPage`` (pygame-gui elements in a ``UIScrollingContainer``) — so a key, a
wheel notch and the ends behave the same on every list: a line per arrow key and wheel notch,
85 % of the viewport per page key (Space too), Home/End to the ends, never past either end.
"""

from __future__ import annotations

PAGE = 0.85  # a page step keeps a little of the last page in view

# what each key does: a step in lines (±1), in pages (±1.0 × PAGE of the viewport), or an end
MOVES = {"down": ("line", 1), "up": ("line", -1), "page_down": ("page", 1),
         "page_up": ("page", -1), "space": ("page", 1), "home": ("end", 0), "end": ("end", 1)}


class ScrollModel:
    """``offset`` px into ``content`` px of content seen through ``view`` px; ``line``: the
    step of an arrow key or a wheel notch."""

    def __init__(self, view: int = 0, content: int = 0, line: int = 40) -> None:
        self.view = int(view)
        self.content = int(content)
        self.line = int(line)
        self.offset = 0.0

    @property
    def max_offset(self) -> int:
        return max(0, int(self.content - self.view))

    def clamp(self, offset: float) -> float:
        return max(0.0, min(float(self.max_offset), float(offset)))

    def scroll_to(self, offset: float) -> float:
        self.offset = self.clamp(offset)
        return self.offset

    def scroll(self, delta: float) -> float:
        return self.scroll_to(self.offset + delta)

    def wheel(self, notches: float) -> float:
        """A wheel turned ``notches`` (pygame's ``event.y``: positive is away, i.e. up)."""
        return self.scroll(-notches * self.line)

    def key(self, name: str) -> float | None:
        """The offset after key ``name`` (see :data:`MOVES`); None for a key that does not
        scroll."""
        move = MOVES.get(name)
        if move is None:
            return None
        kind, sign = move
        if kind == "line":
            return self.scroll(sign * self.line)
        if kind == "page":
            return self.scroll(sign * self.view * PAGE)
        return self.scroll_to(self.max_offset if sign else 0)


class ScrollModelView:
    """The content height and line step of a widget scrolled by its :class:`ScrollModel`
    (``self.model``), as the own ``ScrollArea`` and pygame-gui's ``ScrollingPage`` both offer them."""

    model: ScrollModel

    @property
    def content_height(self) -> int:
        return self.model.content

    @content_height.setter
    def content_height(self, value: int) -> None:
        self.model.content = int(value)

    @property
    def line(self) -> int:
        return self.model.line

    @line.setter
    def line(self, value: int) -> None:
        self.model.line = int(value)
