"""Text layout for every screen: labels that may be callables, word wrap, measured drawing, and
fonts shrunk until a line fits.

Why in one place: German labels are long and the layout follows the window size, so every screen
measures before it draws; the caches here keep that measuring cheap from frame to frame.
"""

from __future__ import annotations

from typing import Callable, Iterable, Sequence

import pygame

from speedgames.ui import fonts as fonts_mod
from speedgames.ui import theme as theme_mod
from speedgames.ui.theme import Theme

Label_ = str | Callable[[], str]

# What is measured at most: a line wider than any window long before this, so the rest is cut
# (with „…“) instead of costing time — a forged ten-thousand-character name stays fast.
MEASURE_CAP = 400      # characters of one line or word
WRAP_CAP = 20_000      # characters of a wrapped text


def capped(text: str, limit: int = MEASURE_CAP) -> str:
    """``text`` cut to ``limit`` characters (marked with „…“ when cut)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def longest_fitting(text: str, font: pygame.font.Font, width: int, suffix: str = "") -> int:
    """The most leading characters of ``text`` that fit ``width`` px with ``suffix`` after them,
    by binary search on the length (log₂ n measurements instead of n)."""
    low, high = 0, len(text)
    while low < high:
        mid = (low + high + 1) // 2
        if font.size(text[:mid] + suffix)[0] <= width:
            low = mid
        else:
            high = mid - 1
    return low


def ellipsize(text: str, font: pygame.font.Font, width: int) -> str:
    """``text`` as it fits one line of ``width`` px: whole, or cut with „…“ (fast for any
    length: capped, then a binary search)."""
    text = capped(str(text))
    if font.size(text)[0] <= width:
        return text
    return text[: longest_fitting(text, font, width, "…")].rstrip() + "…"


def fitting_tail(text: str, font: pygame.font.Font, width: int) -> str:
    """The longest end of ``text`` that fits ``width`` px (an entry field keeps the end of what is
    being typed in view)."""
    text = str(text)[-MEASURE_CAP:]
    low, high = 0, len(text)  # the fewest leading characters to drop
    while low < high:
        mid = (low + high) // 2
        if font.size(text[mid:])[0] <= width:
            high = mid
        else:
            low = mid + 1
    return text[low:]


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
    lines = _wrap(capped(str(text), WRAP_CAP), font, width)
    _WRAP_CACHE[key] = lines
    return list(lines)


def _wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    lines: list[str] = []
    for para in str(text).split("\n"):
        words = [capped(w) for w in para.split(" ")]
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
                cut = max(1, longest_fitting(word, font, width))
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
    text = capped(str(text))
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
    base = theme.font_size(role)
    face = theme_mod._FACE.get(role, "text")
    if face == "text" and bold:
        face = "text_bold"
    # the largest size below the theme's that fits, by binary search (the smallest if none)
    low, high = int(max(9, base * min_size_ratio)), round(base) - 1
    best = fonts_mod.font(face, low) if low <= high else font
    while low <= high:
        mid = (low + high) // 2
        candidate = fonts_mod.font(face, mid)
        if candidate.size(text)[0] <= width:
            best, low = candidate, mid + 1
        else:
            high = mid - 1
    return best


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


def _clear_caches() -> None:
    _FIT_CACHE.clear()
    _WRAP_CACHE.clear()


fonts_mod.on_reset(_clear_caches)  # cached fonts die with pygame.quit; so do the measurements
