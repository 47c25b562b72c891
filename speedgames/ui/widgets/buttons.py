"""The widget base and the controls that fire: buttons, choices (‹ value ›) and toggles.

Why one file: they share the activation hook (``ON_ACTIVATE``, the app's click sound), the keys
that activate (``ACTIVATE_KEYS``) and the mouse press/release logic of :class:`Widget`.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

import pygame

from speedgames.ui.theme import Theme
from speedgames.ui.widgets.occupied import note as note_drawn
from speedgames.ui.widgets.text import (
    Label_,
    draw_text,
    fit_block,
    fit_font,
    hyphen_wrap,
    label_text,
    wrap_text,
)

ON_ACTIVATE: list[Callable[[], None]] = []

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def _fire_hooks() -> None:
    for hook in list(ON_ACTIVATE):
        try:
            hook()
        except Exception:  # a sound problem never breaks a button
            pass


class Widget:
    """Base widget. ``rect`` is set by the scene's layout; ``focusable`` widgets join the ring."""

    focusable = True

    def __init__(self, rect: pygame.Rect | None = None, enabled: bool = True,
                 tooltip: Label_ | None = None) -> None:
        self.rect = pygame.Rect(rect) if rect is not None else pygame.Rect(0, 0, 0, 0)
        self.enabled = enabled
        self.visible = True
        self.tooltip = tooltip
        self.hovered = False
        self.pressed = False

    @property
    def can_focus(self) -> bool:
        return self.focusable and self.enabled and self.visible

    def activate(self) -> None:
        """Enter/Space/click while focused."""

    def handle_key(self, event: pygame.event.Event) -> bool:
        """A key while focused (before ring navigation). Return True when consumed."""
        if event.key in ACTIVATE_KEYS and self.enabled:
            _fire_hooks()
            self.activate()
            return True
        return False

    def handle_mouse(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if getattr(event, "button", 1) != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                _fire_hooks()
                self.click(event.pos)
                return True
        return False

    def click(self, pos: tuple[int, int]) -> None:
        self.activate()

    def update(self, dt: float) -> None: ...

    def frame_request(self, focused: bool = False) -> float | None:
        """Seconds until this widget looks different by itself (None: only input changes it)."""
        return None

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool = False) -> None: ...


class Button(Widget):
    """A poster button. ``note`` is a small line under a disabled button (e.g. „bald“)."""

    def __init__(self, label: Label_, on_click: Callable[[], Any] | None = None, *,
                 rect: pygame.Rect | None = None, style: str = "normal", note: Label_ | None = None,
                 enabled: bool = True, tooltip: Label_ | None = None,
                 hotkey: int | None = None, role: str = "button",
                 icon: str | None = None) -> None:
        super().__init__(rect, enabled, tooltip)
        self.label = label
        self.on_click = on_click
        self.style = style
        self.note = note
        self.hotkey = hotkey
        self.role = role
        self.icon = icon
        self.row: list[Button] = []  # the buttons sharing one label size (share_row)

    def activate(self) -> None:
        if self.enabled and self.on_click is not None:
            self.on_click()

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool = False) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        note_drawn(self.rect)
        r = self.rect
        radius = theme.px(6)
        if not self.enabled:
            bg, fg = theme.color("disabled"), theme.color("disabled_text")
        elif self.style == "primary":
            bg, fg = theme.color("accent"), theme.color("accent_text")
            if self.hovered or focused:
                bg = tuple(min(255, c + 18) for c in bg)
        elif self.style == "quiet":
            bg = theme.color("button_hover") if (self.hovered or focused) else None
            fg = theme.color("text")
        else:
            bg = theme.color("button_hover" if (self.hovered or focused) else "button")
            fg = theme.color("button_text")
        if bg is not None:
            if self.enabled and self.style != "quiet":
                shade = pygame.Rect(r.x, r.y + theme.px(3), r.width, r.height)
                pygame.draw.rect(surface, _darker(bg, 0.55), shade, border_radius=radius)
            body = r.move(0, theme.px(2)) if self.pressed else r
            pygame.draw.rect(surface, bg, body, border_radius=radius)
            if self.enabled and self.style != "quiet":
                inner = body.inflate(-theme.px(6), -theme.px(6))
                pygame.draw.rect(surface, _mix(bg, fg, 0.25), inner, width=1,
                                 border_radius=max(0, radius - 2))
        text = label_text(self.label)
        note = label_text(self.note) if (self.note and not self.enabled) else ""
        pad = theme.px(10)
        if note:
            font = self.row_font(theme) if self.row else \
                fit_font(theme, self.role, text, r.width - 2 * pad, bold=True)
            small = fit_font(theme, "small", note, r.width - 2 * pad)
            h = font.get_linesize() + small.get_linesize()
            top = r.centery - h // 2
            img = font.render(text, True, fg)
            surface.blit(img, (r.centerx - img.get_width() // 2, top))
            img2 = small.render(note, True, fg)
            surface.blit(img2, (r.centerx - img2.get_width() // 2, top + font.get_linesize()))
            return
        font, lines = self.label_block(theme)
        if len(lines) > 1:
            draw_text(surface, "\n".join(lines), font, fg, r.inflate(-2 * pad, 0),
                      align="center", valign="middle", line_gap=0)
            return
        img = font.render(text, True, fg)
        dy = theme.px(2) if self.pressed else 0
        size = min(font.get_height(), r.height - theme.px(8))
        gap = theme.px(8)
        if self.icon and self.icon_fits(theme):
            from speedgames.ui.art.icons import draw_icon

            x = r.centerx - (img.get_width() + size + gap) // 2
            draw_icon(surface, self.icon or "", pygame.Rect(
                x, r.centery + dy - size // 2, size, size), fg)
            surface.blit(img, (x + size + gap, r.centery + dy - img.get_height() // 2))
        else:
            surface.blit(img, img.get_rect(center=(r.centerx, r.centery + dy)))

    def _own_block(self, theme: Theme) -> tuple[pygame.font.Font, list[str]]:
        pad = theme.px(10)
        return fit_block(theme, self.role, label_text(self.label), self.rect.width - 2 * pad,
                         self.rect.height - theme.px(4), bold=True)

    def label_block(self, theme: Theme) -> tuple[pygame.font.Font, list[str]]:
        """The label's font and lines: a second line before a smaller size (``fit_block``);
        a row of buttons shares the smallest size any of them needs (:func:`share_row`)."""
        font, lines = self._own_block(theme)
        if not self.row:
            return font, lines
        shared = self.row_font(theme)
        if shared.get_height() >= font.get_height():
            return font, lines
        width = self.rect.width - 2 * theme.px(10)
        return shared, hyphen_wrap(label_text(self.label), shared, width)

    def row_font(self, theme: Theme) -> pygame.font.Font:
        """The font of a row of buttons: the smallest any label of the row needs to fit, so one
        row never mixes font sizes (see :func:`share_row`)."""
        fonts = [b._own_block(theme)[0] for b in self.row if b.visible and b.rect.width > 0] \
            or [self._own_block(theme)[0]]
        return min(fonts, key=lambda f: f.get_height())

    def icon_fits(self, theme: Theme) -> bool:
        """Is there room for the icon beside the one-line label at the button's size?"""
        r = self.rect
        pad, gap = theme.px(10), theme.px(8)
        text = label_text(self.label)
        font, lines = self.label_block(theme)
        size = min(font.get_height(), r.height - theme.px(8))
        return len(lines) == 1 and font.size(text)[0] + size + gap <= r.width - 2 * pad


def share_row(buttons: Sequence["Button"]) -> None:
    """Let ``buttons`` shrink their labels together: the row uses one font size."""
    row = list(buttons)
    for b in row:
        b.row = row


def freeze(widgets: Iterable["Widget"]) -> None:
    """Show ``widgets`` as not pressable (a read-only board, e.g. Partie ansehen); the scene
    owning them must not sync them again while frozen."""
    for w in widgets:
        w.enabled = False


class _LabelledRow(Widget):
    """A settings row: the label on the left, the control (Choice, Toggle) on the right."""

    label: Label_
    # one size for every row's label (the settings screen sets it so a long label does not
    # end up smaller than the rest); None: each label fits on its own
    label_font: pygame.font.Font | None = None

    def label_width(self, theme: Theme) -> int:
        """The width the label has left of the control."""
        return self.rect.width

    def _row_start(self, surface: pygame.Surface, theme: Theme,
                   focused: bool) -> tuple[int, int, int] | None:
        """The hover tint; returns the text colour (None: hidden, draw nothing)."""
        if not self.visible or self.rect.width <= 0:
            return None
        note_drawn(self.rect)
        if self.hovered or focused:
            pygame.draw.rect(surface, theme.color("panel_alt"), self.rect,
                             border_radius=theme.px(6))
        return theme.color("text" if self.enabled else "disabled_text")

    def label_lines(self, theme: Theme, width: int | None = None
                    ) -> tuple[pygame.font.Font, list[str]]:
        """The label's font and lines as drawn: the shared size when set, else the largest
        at which it fits the row (two lines, then smaller)."""
        width = self.label_width(theme) if width is None else width
        text = label_text(self.label)
        font, lines = fit_block(theme, "body", text, width, self.rect.height)
        shared = self.label_font
        if shared is not None and shared.get_height() <= font.get_height():
            font, lines = shared, wrap_text(text, shared, width)
        return font, lines

    def _draw_label(self, surface: pygame.Surface, theme: Theme, fg: Sequence[int],
                    width: int) -> None:
        """The label, on two lines (then smaller) when long, vertically centred."""
        r = self.rect
        font, lines = self.label_lines(theme, width)
        draw_text(surface, "\n".join(lines), font, fg,
                  pygame.Rect(r.x + theme.px(10), r.y, width, r.height), valign="middle",
                  line_gap=0)


class Choice(_LabelledRow):
    """A selector drawn ``label   ‹ value ›``; Left/Right or clicking the arrows changes it."""

    # the value box's least width: a panel of rows sets its widest need on all of them, so
    # their boxes begin at one edge (the settings' boxes stood ragged, #30)
    value_floor: int = 0

    def __init__(self, label: Label_, options: Sequence[tuple[Any, Label_]], value: Any,
                 on_change: Callable[[Any], Any] | None = None, *,
                 rect: pygame.Rect | None = None, enabled: bool = True,
                 tooltip: Label_ | None = None, wrap: bool = True) -> None:
        super().__init__(rect, enabled, tooltip)
        self.label = label
        self.options = list(options)
        self.wrap = wrap
        values = [v for v, _ in self.options]
        self.index = values.index(value) if value in values else 0
        self.on_change = on_change

    @property
    def value(self) -> Any:
        return self.options[self.index][0] if self.options else None

    def set_value(self, value: Any) -> None:
        for i, (v, _) in enumerate(self.options):
            if v == value:
                self.index = i

    def step(self, delta: int) -> None:
        if not self.options or not self.enabled:
            return
        n = len(self.options)
        new = self.index + delta
        new = new % n if self.wrap else max(0, min(n - 1, new))
        if new != self.index:
            self.index = new
            _fire_hooks()
            if self.on_change is not None:
                self.on_change(self.value)

    def activate(self) -> None:
        self.step(1)

    def handle_key(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.key in (pygame.K_LEFT, pygame.K_KP4, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.step(-1)
            return True
        if event.key in (pygame.K_RIGHT, pygame.K_KP6, pygame.K_PLUS, pygame.K_KP_PLUS):
            self.step(1)
            return True
        if event.key in ACTIVATE_KEYS:
            self.step(1)
            return True
        return False

    def _arrow_rects(self, theme: Theme | None = None) -> tuple[pygame.Rect, pygame.Rect]:
        r = self.rect
        if theme is not None:  # the drawn size, kept for clicks (which come without a theme)
            self._arrow_cap = theme.px(30)
        w = max(24, min(r.height, getattr(self, "_arrow_cap", r.height)))
        if theme is not None:  # as wide as the longest value needs (big text), up to 3/5
            font = theme.font("body", bold=True)
            longest = max((font.size(label_text(lb))[0] for _, lb in self.options), default=0)
            self._value_need = longest + 2 * w + theme.px(8)
        value_w = min(r.width * 3 // 5, max(r.width * 2 // 5, 200, getattr(self, "_value_need", 0),
                                            self.value_floor))
        left = pygame.Rect(r.right - value_w, r.y, w, r.height)
        right = pygame.Rect(r.right - w, r.y, w, r.height)
        return left, right

    def label_width(self, theme: Theme) -> int:
        return self._arrow_rects(theme)[0].x - self.rect.x - 2 * theme.px(10)

    def click(self, pos: tuple[int, int]) -> None:
        left, _ = self._arrow_rects()
        self.step(-1 if left.collidepoint(pos) else 1)

    def handle_mouse(self, event: pygame.event.Event) -> bool:
        up = event.type == pygame.MOUSEBUTTONUP
        if up and self.pressed and self.rect.collidepoint(event.pos):
            self.pressed = False
            if self.enabled:
                self.click(event.pos)  # step() fires the hooks itself
            return True
        return super().handle_mouse(event)

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool = False) -> None:
        fg = self._row_start(surface, theme, focused)
        if fg is None:
            return
        r = self.rect
        left, right = self._arrow_rects(theme)
        self._draw_label(surface, theme, fg, self.label_width(theme))
        # value box
        box = pygame.Rect(left.x, r.y + theme.px(4), right.right - left.x, r.height - theme.px(8))
        pygame.draw.rect(surface, theme.color("bg_alt"), box, border_radius=theme.px(5))
        pygame.draw.rect(surface, theme.color("line"), box, width=1, border_radius=theme.px(5))
        arrow_col = theme.color("accent" if self.enabled else "disabled_text")
        for rect, sign in ((left, -1), (right, 1)):
            cx, cy, s = rect.centerx, rect.centery, max(4, theme.px(6))
            back = cx - sign * s // 2
            pts = [(back, cy - s), (cx + sign * s // 2, cy), (back, cy + s)]
            pygame.draw.polygon(surface, arrow_col, pts)
        value = label_text(self.options[self.index][1]) if self.options else ""
        inner = box.inflate(-2 * left.width, 0)
        vfont, vlines = fit_block(theme, "body", value, inner.width, inner.height, bold=True)
        draw_text(surface, "\n".join(vlines), vfont, fg, inner, align="center", valign="middle",
                  line_gap=0)


class Toggle(_LabelledRow):
    """An on/off switch with a label."""

    def __init__(self, label: Label_, value: bool, on_change: Callable[[bool], Any] | None = None,
                 *, rect: pygame.Rect | None = None, enabled: bool = True,
                 tooltip: Label_ | None = None, on_text: Label_ | None = None,
                 off_text: Label_ | None = None) -> None:
        super().__init__(rect, enabled, tooltip)
        self.label = label
        self.value = bool(value)
        self.on_change = on_change
        self.on_text = on_text
        self.off_text = off_text

    def activate(self) -> None:
        if not self.enabled:
            return
        self.value = not self.value
        if self.on_change is not None:
            self.on_change(self.value)

    def _state_image(self, theme: Theme) -> pygame.Surface | None:
        state_text = label_text(self.on_text if self.value else self.off_text)
        sfont = theme.font("small", bold=True)
        return sfont.render(state_text, True, theme.color("text_dim")) if state_text else None

    def label_width(self, theme: Theme) -> int:
        pad = theme.px(10)
        simg = self._state_image(theme)
        return self.rect.width - 3 * pad - theme.px(54) - (simg.get_width() + pad if simg else 0)

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool = False) -> None:
        fg = self._row_start(surface, theme, focused)
        if fg is None:
            return
        r = self.rect
        pad = theme.px(10)
        sw = pygame.Rect(0, 0, theme.px(54), theme.px(28))
        sw.midright = (r.right - pad, r.centery)
        simg = self._state_image(theme)
        self._draw_label(surface, theme, fg, self.label_width(theme))
        if simg:
            surface.blit(simg, (sw.x - pad - simg.get_width(), r.centery - simg.get_height() // 2))
        track = theme.color("accent") if self.value else theme.color("line")
        if not self.enabled:
            track = theme.color("disabled")
        pygame.draw.rect(surface, track, sw, border_radius=sw.height // 2)
        knob_r = sw.height // 2 - theme.px(3)
        kx = sw.right - sw.height // 2 if self.value else sw.x + sw.height // 2
        pygame.draw.circle(surface, theme.color("paper"), (kx, sw.centery), knob_r)
        pygame.draw.circle(surface, theme.color("ink"), (kx, sw.centery), knob_r, 1)


def _darker(color: Sequence[int], f: float) -> tuple[int, int, int]:
    return tuple(max(0, int(c * f)) for c in color[:3])  # type: ignore[return-value]


def _mix(a: Sequence[int], b: Sequence[int], t: float) -> tuple[int, int, int]:
    return tuple(int(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))  # type: ignore[return-value]
