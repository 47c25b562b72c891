"""Drawing in the poster look: panels and cards with their shadow, the focus ring, the double
rule, the screen backdrop and the centred header.

Why apart from the widgets: game screens draw panels and rules without any widget, and these need
only a theme and a surface.
"""

from __future__ import annotations

import pygame

from speedgames.ui.theme import Theme, contrast
from speedgames.ui.widgets.text import draw_text, fit_font, wrap_text


def draw_shadow(surface: pygame.Surface, rect: pygame.Rect, theme: Theme, offset: int = 0,
                radius: int = 0, alpha: int = 0, painted_over: bool = False) -> None:
    """The soft shadow below and right of ``rect``. ``painted_over``: the caller fills ``rect``
    next (opaque, with the same corner ``radius``), so only the shadow's parts outside it are
    blended — the rows of a rounded rectangle between its corners are filled whole, and blending
    a whole panel's shadow under it was a tenth of a screen's drawing."""
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
    at = pygame.Rect(rect.x + offset // 2, rect.y + offset, shade.get_width(), shade.get_height())
    if not painted_over:
        surface.blit(shade, at)
        return
    filled = pygame.Rect(rect.x, rect.y + radius, rect.width, rect.height - 2 * radius)
    for part in _outside(at, filled):
        surface.blit(shade, part, part.move(-at.x, -at.y))


def _outside(area: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """``area`` without ``hole``, as at most four rectangles (bands above and below, pieces left
    and right)."""
    hole = area.clip(hole)
    if hole.width <= 0 or hole.height <= 0:
        return [area]
    parts = [pygame.Rect(area.x, area.y, area.width, hole.y - area.y),
             pygame.Rect(area.x, hole.bottom, area.width, area.bottom - hole.bottom),
             pygame.Rect(area.x, hole.y, hole.x - area.x, hole.height),
             pygame.Rect(hole.right, hole.y, area.right - hole.right, hole.height)]
    return [part for part in parts if part.width > 0 and part.height > 0]


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
    draw_shadow(surface, rect, theme, radius=r, painted_over=True)
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
