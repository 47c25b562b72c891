"""The shared widget kit: buttons, choices, toggles, text fields, text layout, panels, focus.

Why our own widgets next to pygame-gui: the period poster look, a visible keyboard focus ring with
arrow-key navigation between widgets, and text that is measured and wrapped so it never clips. All
widgets draw with a :class:`~speedgames.ui.theme.Theme`; labels may be plain strings or
zero-argument
callables (``lambda: t("ui.kontor.alone")``) so a language switch only needs a redraw.

Typical scene::

    self.focus = FocusRing()
    self.focus.set([Button(lambda: t("ui.back"), self.back, rect=r1),
                    Choice(lambda: t("ui.settings.theme"), [("dark", "…"), ("light", "…")],
                           "dark", self.on_theme, rect=r2),
                    Toggle(lambda: t("ui.settings.sound"), True, self.on_sound, rect=r3)])
    # handle_event:  if self.focus.handle_event(event): return True
    # update:        self.focus.update(dt)
    # draw:          self.focus.draw(surface, theme)

Public API (kept stable):
  text helpers  ``label_text(label)``, ``wrap_text(text, font, width)``,
                ``draw_text(surface, text, font, color, rect, align, valign, line_gap) -> height``,
                ``text_height(text, font, width)``, ``fit_font(theme, role, text, width, bold)``,
                ``render_fit(text, font_getter, width)``
  screens       ``draw_backdrop(surface, theme)`` (poster background with a faint sunburst),
                ``draw_header(surface, theme, title, subtitle=None, top=None) -> bottom y``
  drawing       ``draw_panel(surface, rect, theme, style="panel"|"card"|"poster"|"inset")``,
                ``draw_focus_ring(surface, rect, theme)``, ``draw_shadow(surface, rect, theme)``,
                ``draw_rule(surface, x1, x2, y, theme)`` (double rule with a diamond)
  widgets       ``Widget`` (base: rect, enabled, visible, focusable, tooltip, on_focus),
                ``Button(label, on_click, rect=None, style="normal"|"primary"|"quiet", note=None,
                enabled=True, hotkey=None, role="button", icon=None)`` (role: the theme font
                role; icon: a name from ``ui.art.icons``, shown when there is room),
                ``Choice(label, options=[(value, label)], value, on_change, rect=None)`` ‹ value ›,
                ``Toggle(label, value, on_change, rect=None)``,
                ``TextField(value, on_change, rect=None, max_len=24, placeholder=None,
                on_submit=None)``,
                ``Label(text, role="body", rect=None, color="text", align="left")`` (wraps),
                ``ScrollArea(rect, content_height)`` (wheel, PageUp/PageDown, Home/End, drag bar)
  focus         ``FocusRing(widgets=())``: ``set``, ``add``, ``focused``, ``focus(w)``,
                ``move(dx, dy)``, ``next(step)``, ``handle_event(ev) -> bool``, ``update(dt)``,
                ``draw(surface, theme)``, ``hovered_tooltip() -> str|None``
  hook          ``ON_ACTIVATE``: list of callbacks run when any button/choice/toggle fires
                (the app plays the click sound through it).

Keys inside a FocusRing: Tab / Shift+Tab cycle; arrow keys move spatially to the nearest widget in
that direction (a focused Choice takes Left/Right to change its value, a TextField takes typing);
Enter, keypad Enter and Space activate. Esc is never consumed: the scene decides what „back“ means.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

import pygame

from speedgames.ui.theme import Theme

Label_ = str | Callable[[], str]
ON_ACTIVATE: list[Callable[[], None]] = []

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def _fire_hooks() -> None:
    for hook in list(ON_ACTIVATE):
        try:
            hook()
        except Exception:  # a sound problem never breaks a button
            pass


def label_text(label: Label_ | None) -> str:
    """Resolve a label that may be a callable (for live language switches)."""
    if label is None:
        return ""
    return label() if callable(label) else str(label)


# --------------------------------------------------------------------------- text layout
_WRAP_CACHE: dict[tuple, list[str]] = {}


def wrap_text(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """Word-wrap ``text`` to ``width`` px; honours newlines; splits words longer than a line."""
    width = max(1, int(width))
    key = (str(text), id(font), width)
    hit = _WRAP_CACHE.get(key)
    if hit is not None:
        return list(hit)
    if len(_WRAP_CACHE) > 4000:
        _WRAP_CACHE.clear()
    lines = _wrap(str(text), font, width)
    _WRAP_CACHE[key] = lines
    return list(lines)


def _wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    lines: list[str] = []
    for para in str(text).split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            candidate = word if not line else f"{line} {word}"
            if font.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
                line = ""
            while word and font.size(word)[0] > width:  # a word too long for a whole line
                cut = len(word)
                while cut > 1 and font.size(word[:cut])[0] > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def text_height(text: str, font: pygame.font.Font, width: int, line_gap: float = 0.15) -> int:
    lines = wrap_text(text, font, width)
    step = font.get_linesize() + round(font.get_linesize() * line_gap)
    return max(0, len(lines) * step - round(font.get_linesize() * line_gap))


def draw_text(surface: pygame.Surface, text: str, font: pygame.font.Font, color: Sequence[int],
              rect: pygame.Rect, align: str = "left", valign: str = "top",
              line_gap: float = 0.15) -> int:
    """Draw wrapped text into ``rect`` (only the width limits; the height is returned).

    ``align``: left / center / right; ``valign``: top / middle / bottom within rect.
    """
    rect = pygame.Rect(rect)
    lines = wrap_text(text, font, rect.width)
    step = font.get_linesize() + round(font.get_linesize() * line_gap)
    total = max(0, len(lines) * step - round(font.get_linesize() * line_gap))
    y = rect.y
    if valign == "middle":
        y = rect.centery - total // 2
    elif valign == "bottom":
        y = rect.bottom - total
    for line in lines:
        if line:
            img = font.render(line, True, color)
            if align == "center":
                x = rect.centerx - img.get_width() // 2
            elif align == "right":
                x = rect.right - img.get_width()
            else:
                x = rect.x
            surface.blit(img, (x, y))
        y += step
    return total


def fit_font(theme: Theme, role: str, text: str, width: int, bold: bool = False,
             min_size_ratio: float = 0.6) -> pygame.font.Font:
    """The theme's font for ``role``, shrunk (down to 60 %) until one line of ``text`` fits."""
    key = (role, bold, theme.key, text, int(width), min_size_ratio)
    hit = _FIT_CACHE.get(key)
    if hit is not None:
        return hit
    if len(_FIT_CACHE) > 2000:
        _FIT_CACHE.clear()
    font = theme.font(role, bold)
    if font.size(text)[0] > width:
        font = _shrink(theme, role, text, width, bold, min_size_ratio)
    _FIT_CACHE[key] = font
    return font


_FIT_CACHE: dict[tuple, pygame.font.Font] = {}


def _shrink(theme: Theme, role: str, text: str, width: int, bold: bool,
            min_size_ratio: float) -> pygame.font.Font:
    font = theme.font(role, bold)
    from speedgames.ui import fonts as fonts_mod
    from speedgames.ui import theme as theme_mod

    base = theme.font_size(role)
    face = theme_mod._FACE.get(role, "text")
    if face == "text" and bold:
        face = "text_bold"
    size = round(base)
    while size > max(9, base * min_size_ratio):
        size -= 1
        font = fonts_mod.font(face, size)
        if font.size(text)[0] <= width:
            break
    return font


def render_fit(text: str, font_getter: Callable[[int], pygame.font.Font], width: int,
               sizes: Iterable[int], color: Sequence[int]) -> pygame.Surface:
    """Render ``text`` at the first size that fits ``width`` (the last size otherwise)."""
    img = None
    for size in sizes:
        img = font_getter(size).render(text, True, color)
        if img.get_width() <= width:
            return img
    assert img is not None
    return img


# --------------------------------------------------------------------------- drawing
def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, theme: Theme, offset: int = 0,
                radius: int = 0, alpha: int = 0) -> None:
    offset = offset or theme.px(5)
    radius = radius or theme.px(8)
    alpha = alpha or (110 if theme.dark else 55)
    key = (rect.width, rect.height, radius, alpha, theme.color("shadow"))
    shade = _SHADOWS.get(key)
    if shade is None:
        if len(_SHADOWS) > 200:
            _SHADOWS.clear()
        shade = pygame.Surface((max(1, rect.width), max(1, rect.height)), pygame.SRCALPHA)
        pygame.draw.rect(shade, (*theme.color("shadow"), alpha), shade.get_rect(),
                         border_radius=radius)
        _SHADOWS[key] = shade
    surface.blit(shade, (rect.x + offset // 2, rect.y + offset))


_SHADOWS: dict[tuple, pygame.Surface] = {}


def draw_panel(surface: pygame.Surface, rect: pygame.Rect, theme: Theme, style: str = "panel",
               radius: int | None = None) -> None:
    """A card in the poster look: shadow, fill, a thin outer line and (poster) an inner rule."""
    rect = pygame.Rect(rect)
    r = theme.px(8) if radius is None else radius
    if style == "inset":
        pygame.draw.rect(surface, theme.color("bg_alt"), rect, border_radius=r)
        pygame.draw.rect(surface, theme.color("line"), rect, width=1, border_radius=r)
        return
    draw_shadow(surface, rect, theme, radius=r)
    fill = theme.color("panel_alt" if style == "card" else "panel")
    pygame.draw.rect(surface, fill, rect, border_radius=r)
    pygame.draw.rect(surface, theme.color("line"), rect, width=1, border_radius=r)
    if style == "poster":
        inner = rect.inflate(-theme.px(12), -theme.px(12))
        pygame.draw.rect(surface, theme.color("accent"), inner, width=max(1, theme.px(2)),
                         border_radius=max(0, r - theme.px(4)))


def draw_focus_ring(surface: pygame.Surface, rect: pygame.Rect, theme: Theme) -> None:
    gap = theme.px(4)
    ring = pygame.Rect(rect).inflate(gap * 2, gap * 2)
    pygame.draw.rect(surface, theme.color("focus"), ring, width=max(2, theme.px(3)),
                     border_radius=theme.px(10))


def draw_rule(surface: pygame.Surface, x1: int, x2: int, y: int, theme: Theme,
              color: str = "accent") -> None:
    """A period double rule with a small diamond in the middle."""
    col = theme.color(color)
    mid = (x1 + x2) // 2
    d = theme.px(5)
    pygame.draw.line(surface, col, (x1, y - 2), (mid - d * 2, y - 2), 1)
    pygame.draw.line(surface, col, (x1, y + 2), (mid - d * 2, y + 2), 1)
    pygame.draw.line(surface, col, (mid + d * 2, y - 2), (x2, y - 2), 1)
    pygame.draw.line(surface, col, (mid + d * 2, y + 2), (x2, y + 2), 1)
    pygame.draw.polygon(surface, col, [(mid - d, y), (mid, y - d), (mid + d, y), (mid, y + d)])


_BACKDROPS: dict[tuple, pygame.Surface] = {}


def draw_backdrop(surface: pygame.Surface, theme: Theme) -> None:
    """The shared screen background: bg colour, a faint sunburst from the top, a vignette band."""
    import math

    size = surface.get_size()
    key = (size, theme.name)
    img = _BACKDROPS.get(key)
    if img is None:
        _BACKDROPS.clear()
        img = pygame.Surface(size)
        img.fill(theme.color("bg"))
        w, h = size
        cx, cy = w // 2, -h // 3
        rays = 36
        radius = math.hypot(w, h) * 1.5
        alt = theme.color("bg_alt")
        for i in range(0, rays, 2):
            a1 = math.pi * i / rays
            a2 = math.pi * (i + 1) / rays
            p1 = (cx + math.cos(a1) * radius, cy + math.sin(a1) * radius)
            p2 = (cx + math.cos(a2) * radius, cy + math.sin(a2) * radius)
            pygame.draw.polygon(img, alt, [(cx, cy), p1, p2])
        band = max(2, theme.px(6))
        pygame.draw.rect(img, theme.color("accent"), (0, 0, w, band))
        pygame.draw.rect(img, theme.color("accent2"), (0, band, w, max(1, band // 2)))
        _BACKDROPS[key] = img
    surface.blit(img, (0, 0))


def draw_header(surface: pygame.Surface, theme: Theme, title: str, subtitle: str | None = None,
                top: int | None = None) -> int:
    """A centred poster title with a double rule (and an optional subtitle); returns its bottom.

    Over a picture (a game's landscape instead of the plain backdrop) the dim subtitle may lose
    its ground: when the colour under it gives less than 4.5:1, a soft band of the theme's
    background goes behind it first."""
    w = surface.get_width()
    y = theme.px(22) if top is None else top
    font = fit_font(theme, "title", title, w - theme.px(80))
    img = font.render(title, True, theme.color("text"))
    surface.blit(img, img.get_rect(midtop=(w // 2, y)))
    y += img.get_height() + theme.px(4)
    half = min(w // 2 - theme.px(40), max(img.get_width() // 2 + theme.px(60), theme.px(200)))
    draw_rule(surface, w // 2 - half, w // 2 + half, y + theme.px(4), theme)
    y += theme.px(14)
    if subtitle:
        sub = theme.font("body", italic=True)
        area = pygame.Rect(theme.px(40), y, w - theme.px(80), 10)
        _subtitle_ground(surface, theme, subtitle, sub, area)
        y += draw_text(surface, subtitle, sub, theme.color("text_dim"), area, align="center")
        y += theme.px(6)
    return y


def _subtitle_ground(surface: pygame.Surface, theme: Theme, text: str, font: pygame.font.Font,
                     area: pygame.Rect) -> None:
    """A translucent band of the background colour behind ``text`` when the picture under it
    would leave the dim text unreadable (contrast below 4.5:1 with its average colour)."""
    from speedgames.ui.theme import contrast

    lines = wrap_text(text, font, area.width)
    width = max((font.size(line)[0] for line in lines), default=0)
    box = pygame.Rect(0, 0, width + theme.px(28), len(lines) * font.get_linesize() + theme.px(6))
    box.midtop = (area.centerx, area.y - theme.px(3))
    box = box.clip(surface.get_rect())
    if box.width <= 0 or box.height <= 0:
        return
    try:
        under = pygame.transform.average_color(surface, box)
    except (pygame.error, ValueError):
        return
    if contrast(theme.color("text_dim"), under) >= 4.5:
        return
    band = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(band, (*theme.color("bg")[:3], 200), band.get_rect(),
                     border_radius=box.height // 2)
    surface.blit(band, box)


# --------------------------------------------------------------------------- widgets
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

    def activate(self) -> None:
        if self.enabled and self.on_click is not None:
            self.on_click()

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool = False) -> None:
        if not self.visible or self.rect.width <= 0:
            return
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
        font = fit_font(theme, self.role, text, r.width - 2 * pad, bold=True)
        if note:
            small = fit_font(theme, "small", note, r.width - 2 * pad)
            h = font.get_linesize() + small.get_linesize()
            top = r.centery - h // 2
            img = font.render(text, True, fg)
            surface.blit(img, (r.centerx - img.get_width() // 2, top))
            img2 = small.render(note, True, fg)
            surface.blit(img2, (r.centerx - img2.get_width() // 2, top + font.get_linesize()))
        else:
            lines = wrap_text(text, font, r.width - 2 * pad)
            if len(lines) > 1 and len(lines) * font.get_linesize() <= r.height:
                draw_text(surface, text, font, fg, r.inflate(-2 * pad, 0), align="center",
                          valign="middle", line_gap=0)
            else:
                img = font.render(text, True, fg)
                dy = theme.px(2) if self.pressed else 0
                size = min(font.get_height(), r.height - theme.px(8))
                gap = theme.px(8)
                show_icon = self.icon and self.icon_fits(theme)
                if show_icon:
                    from speedgames.ui.art.icons import draw_icon

                    x = r.centerx - (img.get_width() + size + gap) // 2
                    draw_icon(surface, self.icon or "", pygame.Rect(
                        x, r.centery + dy - size // 2, size, size), fg)
                    surface.blit(img, (x + size + gap, r.centery + dy - img.get_height() // 2))
                else:
                    surface.blit(img, img.get_rect(center=(r.centerx, r.centery + dy)))


    def icon_fits(self, theme: Theme) -> bool:
        """Is there room for the icon beside the one-line label at the button's size?"""
        r = self.rect
        pad, gap = theme.px(10), theme.px(8)
        text = label_text(self.label)
        font = fit_font(theme, self.role, text, r.width - 2 * pad, bold=True)
        size = min(font.get_height(), r.height - theme.px(8))
        return font.size(text)[0] + size + gap <= r.width - 2 * pad


class _LabelledRow(Widget):
    """A settings row: the label on the left, the control (Choice, Toggle) on the right."""

    label: Label_

    def _row_start(self, surface: pygame.Surface, theme: Theme,
                   focused: bool) -> tuple[int, int, int] | None:
        """The hover tint; returns the text colour (None: hidden, draw nothing)."""
        if not self.visible or self.rect.width <= 0:
            return None
        if self.hovered or focused:
            pygame.draw.rect(surface, theme.color("panel_alt"), self.rect,
                             border_radius=theme.px(6))
        return theme.color("text" if self.enabled else "disabled_text")

    def _draw_label(self, surface: pygame.Surface, theme: Theme, fg: Sequence[int],
                    width: int) -> None:
        """The label, shrunk to ``width`` when long, vertically centred."""
        r = self.rect
        font = fit_font(theme, "body", label_text(self.label), width)
        img = font.render(label_text(self.label), True, fg)
        surface.blit(img, (r.x + theme.px(10), r.centery - img.get_height() // 2))


class Choice(_LabelledRow):
    """A selector drawn ``label   ‹ value ›``; Left/Right or clicking the arrows changes it."""

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
        w = max(24, r.height)
        value_w = min(r.width // 2, max(r.width * 2 // 5, 200))
        left = pygame.Rect(r.right - value_w, r.y, w, r.height)
        right = pygame.Rect(r.right - w, r.y, w, r.height)
        return left, right

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
        self._draw_label(surface, theme, fg, left.x - r.x - 2 * theme.px(10))
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
        vfont = fit_font(theme, "body", value, box.width - 2 * left.width, bold=True)
        vimg = vfont.render(value, True, fg)
        surface.blit(vimg, vimg.get_rect(center=box.center))


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

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool = False) -> None:
        fg = self._row_start(surface, theme, focused)
        if fg is None:
            return
        r = self.rect
        pad = theme.px(10)
        sw = pygame.Rect(0, 0, theme.px(54), theme.px(28))
        sw.midright = (r.right - pad, r.centery)
        state_text = label_text(self.on_text if self.value else self.off_text)
        sfont = theme.font("small", bold=True)
        simg = sfont.render(state_text, True, theme.color("text_dim")) if state_text else None
        right_edge = sw.x - pad - (simg.get_width() + pad if simg else 0)
        self._draw_label(surface, theme, fg, right_edge - r.x - pad)
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
        value = "".join(ch for ch in value if ch.isprintable())[: self.max_len]
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
            shown = self.value
            while shown and font.size(shown)[0] > r.width - 2 * pad - 4:
                shown = shown[1:]  # keep the end visible while typing
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
        if focused and self._blink < 0.6 and not self.selected:
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


# --------------------------------------------------------------------------- focus ring
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
        if event.type == pygame.TEXTINPUT:
            w = self.focused
            if isinstance(w, TextField):
                return w.handle_text(event.text)
            return False
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


def _darker(color: Sequence[int], f: float) -> tuple[int, int, int]:
    return tuple(max(0, int(c * f)) for c in color[:3])  # type: ignore[return-value]


def _mix(a: Sequence[int], b: Sequence[int], t: float) -> tuple[int, int, int]:
    return tuple(int(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))  # type: ignore[return-value]
