"""Info windows on hover, and on long press for touch screens.

The rule texts promise an info window for every chip, field, die and column: hovering with the
mouse shows it after a short delay; holding a finger (or the mouse button) still for half a second
shows it too, and the release that ends such a long press does not count as a click. A scene owns
one :class:`Tooltips`, gives it a *provider* — a function from a screen position to the content at
that position (or ``None``) — passes it its events and ``dt``, and draws it last. Content is
language-neutral (:class:`~speedgames.core.i18n.Text` or ``str``) and rendered when drawn, so a
language switch shows at once. Keyboard users get the same window with :meth:`Tooltips.show_at`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Sequence, Union

import pygame

from speedgames.core.i18n import Text
from speedgames.ui.widgets import draw_shadow, wrap_text

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.theme import Theme

Message = Union[Text, str]
HOVER_DELAY = 0.45      # seconds the mouse rests before the window opens
LONG_PRESS = 0.5        # seconds a press must be held
MOVE_TOLERANCE = 10     # px a pressed finger may wander and still be a long press


def render_message(message: Message, lang: str | None = None) -> str:
    """A Text in the current (or given) language; a plain string as it is."""
    return message.render(lang) if isinstance(message, Text) else str(message)


@dataclass
class TooltipContent:
    """A title, body lines, and optionally a picture drawn by the caller into a given rect."""

    title: Message | None = None
    lines: Sequence[Message] = ()
    picture: Callable[[pygame.Surface, pygame.Rect], None] | None = None
    picture_size: tuple[int, int] = (64, 64)
    key: object = field(default=None)  # identifies the thing shown (so moving within it keeps it)
    # the thing explained (a button, a selector): the window stands beside or above it, never
    # over it — under the pointer it hid the very text it explained (the Einsatz, #30)
    subject: pygame.Rect | None = None

    @classmethod
    def of(cls, value: "TooltipContent | Message | Sequence[Message]") -> "TooltipContent":
        if isinstance(value, TooltipContent):
            return value
        if isinstance(value, (Text, str)):
            return cls(lines=[value])
        return cls(lines=list(value))


Provider = Callable[[tuple[int, int]], "TooltipContent | Message | None"]


class Tooltips:
    """Hover and long-press info windows for one scene."""

    def __init__(self, provider: Provider | None = None, *, delay: float = HOVER_DELAY,
                 long_press: float = LONG_PRESS) -> None:
        self.provider = provider
        self.delay = delay
        self.long_press = long_press
        self.pos: tuple[int, int] | None = None
        self._rest = 0.0                       # how long the pointer rested
        self._press_pos: tuple[int, int] | None = None
        self._press_time = 0.0
        self._long_pressed = False             # the current press opened a window
        self._pinned: tuple[TooltipContent, tuple[int, int]] | None = None  # keyboard / long press
        self._again: Callable[[], "TooltipContent | Message | None"] | None = None  # pinned anew
        self.content: TooltipContent | None = None

    # input ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """Track the pointer. Returns True only for the release that ends a long press."""
        etype = event.type
        if etype == pygame.MOUSEMOTION:
            pos = tuple(event.pos)
            if self._press_pos and _dist(pos, self._press_pos) > MOVE_TOLERANCE:
                self._press_pos = None
            if pos != self.pos:
                self.pos = pos  # type: ignore[assignment]
                self._rest = 0.0
                if not self._long_pressed:
                    self._pinned = None
                    self._refresh(open_now=False)
            return False
        if etype == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self.pos = tuple(event.pos)  # type: ignore[assignment]
            self._press_pos = self.pos
            self._press_time = 0.0
            self._long_pressed = False
            self.content = None
            self._pinned = None
            return False
        if etype == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            consumed = self._long_pressed
            self._press_pos = None
            self._long_pressed = False
            return consumed
        if etype == pygame.FINGERDOWN:
            # finger positions are normalised; the window size comes from the display
            self.pos = _finger_pos(event)
            self._press_pos = self.pos
            self._press_time = 0.0
            self._long_pressed = False
            return False
        if etype == pygame.FINGERUP:
            consumed = self._long_pressed
            self._press_pos = None
            self._long_pressed = False
            if consumed:
                self._pinned = None
                self.content = None
            return consumed
        if etype == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.content is not None:
            self.hide()
            return True
        if etype in (pygame.WINDOWLEAVE,):
            self.hide()
        return False

    def show_at(self, content: "TooltipContent | Message", anchor: tuple[int, int],
                again: Callable[[], "TooltipContent | Message | None"] | None = None) -> None:
        """Open a window for keyboard focus (anchor = the focused thing's corner); ``again``
        gives the content as it is now when :meth:`refresh` asks (None: it stays as shown)."""
        self._pinned = (TooltipContent.of(content), anchor)
        self._again = again
        self.content = self._pinned[0]

    def hide(self) -> None:
        self._pinned = None
        self._again = None
        self.content = None
        self._rest = 0.0

    def refresh(self) -> None:
        """The thing under an open window may have changed without any input (a move was
        applied — #30: a field bloomed under its info, which still said it was open): the
        window shows it as it is now. A hover window is looked up again at the pointer, a
        pinned one through its ``again`` (a long press: at the pressed place); one whose thing
        is gone closes."""
        if self.content is None:
            return
        if self._pinned is None:
            found = self._lookup(self.pos) if self.pos is not None else None
        elif self._again is not None:
            value = self._again()
            found = None if value is None else TooltipContent.of(value)
        else:
            return
        if found is None:
            self.hide()
            return
        self.content = found
        if self._pinned is not None:
            self._pinned = (found, self._pinned[1])

    # time -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self._press_pos is not None and not self._long_pressed:
            self._press_time += dt
            if self._press_time >= self.long_press:
                content = self._lookup(self._press_pos)
                if content is not None:
                    self._long_pressed = True
                    self._pinned = (content, self._press_pos)
                    pressed = self._press_pos
                    self._again = lambda: self._lookup(pressed)
                    self.content = content
            return
        if self._pinned is None and self.pos is not None and self._press_pos is None:
            self._rest += dt
            if self.content is None and self._rest >= self.delay:
                self._refresh(open_now=True)

    def frame_request(self) -> float | None:
        """Seconds until a window opens by itself (hover delay, long press), else None."""
        if self._press_pos is not None and not self._long_pressed:
            return max(0.0, self.long_press - self._press_time)
        if self._pinned is None and self.pos is not None and self.content is None \
                and self._rest < self.delay:
            return self.delay - self._rest
        return None  # the rest is over: looked up (nothing there) or open; input changes it

    def _lookup(self, pos: tuple[int, int]) -> TooltipContent | None:
        if self.provider is None:
            return None
        value = self.provider(pos)
        return None if value is None else TooltipContent.of(value)

    def _refresh(self, open_now: bool) -> None:
        if self.pos is None:
            return
        found = self._lookup(self.pos)
        if found is None:
            self.content = None
        elif self.content is not None and found.key is not None and found.key == self.content.key:
            self.content = found  # same thing: keep it open (content may have changed)
        elif open_now:
            self.content = found
        else:
            self.content = None

    @property
    def visible(self) -> bool:
        return self.content is not None

    # drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, theme: "Theme") -> pygame.Rect | None:
        """Draw the open window (if any) next to the pointer, kept inside the surface."""
        if self.content is None:
            return None
        anchor = self._pinned[1] if self._pinned else (self.pos or (0, 0))
        return draw_tooltip(surface, theme, self.content, anchor)


def widget_provider(ring: Any) -> Provider:
    """A provider for a :class:`~speedgames.ui.widgets.FocusRing`: the tooltip of the widget under
    the pointer (widgets keep their tooltip as a string or a zero-argument callable)."""

    def provide(pos: tuple[int, int]) -> TooltipContent | None:
        for widget in getattr(ring, "widgets", ()):
            tip = getattr(widget, "tooltip", None)
            if tip and widget.visible and widget.rect.collidepoint(pos):
                text = tip() if callable(tip) else str(tip)
                return TooltipContent(lines=[text], key=id(widget),
                                      subject=pygame.Rect(widget.rect)) if text else None
        return None

    return provide


def draw_tooltip(surface: pygame.Surface, theme: "Theme", content: TooltipContent,
                 anchor: tuple[int, int]) -> pygame.Rect:
    """One info window: title, wrapped lines, picture on the left; placed to stay on screen."""
    sw, sh = surface.get_size()
    pad = max(8, int(10 * theme.scale))
    max_w = min(int(420 * theme.scale), sw - 2 * pad)
    title_font = theme.font("body", bold=True)
    body_font = theme.font("small")
    pic_w, pic_h = content.picture_size if content.picture else (0, 0)
    text_w = max(40, max_w - 2 * pad - (pic_w + pad if pic_w else 0))
    rows: list[tuple[pygame.Surface, int]] = []
    if content.title is not None:
        for line in wrap_text(render_message(content.title), title_font, text_w):
            rows.append((title_font.render(line, True, theme.color("text")), 2))
    for message in content.lines:
        for line in wrap_text(render_message(message), body_font, text_w):
            rows.append((body_font.render(line, True, theme.color("text")), 1))
    used_w = max([img.get_width() for img, _ in rows] + [0])
    text_h = sum(img.get_height() + gap for img, gap in rows)
    w = used_w + 2 * pad + (pic_w + pad if pic_w else 0)
    h = max(text_h, pic_h) + 2 * pad
    box = pygame.Rect(0, 0, w, h)
    box.topleft = (anchor[0] + 16, anchor[1] + 20)
    if box.right > sw - 4:
        box.right = anchor[0] - 8
    if box.bottom > sh - 4:
        box.bottom = anchor[1] - 8
    box.clamp_ip(surface.get_rect())
    if content.subject is not None:
        box = beside(box.size, content.subject, anchor, surface.get_rect()) or box
    draw_shadow(surface, box, theme)
    pygame.draw.rect(surface, theme.color("panel"), box, border_radius=8)
    pygame.draw.rect(surface, theme.color("line"), box, width=1, border_radius=8)
    x = box.x + pad
    if content.picture:
        content.picture(surface, pygame.Rect(x, box.y + pad, pic_w, pic_h))
        x += pic_w + pad
    y = box.y + pad
    for img, gap in rows:
        surface.blit(img, (x, y))
        y += img.get_height() + gap
    return box


def beside(size: tuple[int, int], subject: pygame.Rect, anchor: tuple[int, int],
           screen: pygame.Rect) -> pygame.Rect | None:
    """Where a window of ``size`` stands off ``subject``: above it, else right of it, left of
    it, below it — inside ``screen`` and overlapping no part of it; None if no side has the
    room. Above comes first: what a control explains often stands under it."""
    gap = 6
    box = pygame.Rect((0, 0), size)
    tries = (dict(bottom=subject.top - gap, x=anchor[0] - size[0] // 3),
             dict(left=subject.right + gap, y=subject.top),
             dict(right=subject.left - gap, y=subject.top),
             dict(top=subject.bottom + gap, x=anchor[0] - size[0] // 3))
    inner = screen.inflate(-8, -8)
    for spot in tries:
        rect = box.copy()
        for name, value in spot.items():
            setattr(rect, name, value)
        # slide along the side it stands on, never across the subject
        if "x" in spot:
            rect.x = max(inner.x, min(rect.x, inner.right - rect.width))
        else:
            rect.y = max(inner.y, min(rect.y, inner.bottom - rect.height))
        if inner.contains(rect) and not rect.colliderect(subject):
            return rect
    return None


def _dist(a: tuple[int, int], b: tuple[int, int]) -> float:
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5


def _finger_pos(event: pygame.event.Event) -> tuple[int, int]:
    surf = pygame.display.get_surface()
    w, h = surf.get_size() if surf else (1, 1)
    return int(event.x * w), int(event.y * h)
