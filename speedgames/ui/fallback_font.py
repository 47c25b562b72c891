"""Fonts that fall back per run of characters: names in other scripts show their letters.

Why: the bundled faces (Lato, Old Standard, League Spartan) cover Latin, not Arabic, Hebrew or
emoji, and pygame draws a missing glyph as a box. :class:`FallbackFont` is a ``pygame.font.Font``
whose ``render`` and ``size`` split the text into runs by which font has the glyphs — the face
itself, then DejaVu Sans (Arabic, Hebrew, Greek, Cyrillic, many symbols), then Symbola (emoji) —
and draw the runs side by side on the face's baseline. Text the face covers entirely (nearly
every text of the program) takes the plain, unchanged path. Coverage is looked up once per
character and font file (``pygame.freetype``'s metrics name a missing glyph ``None``).
Runs of Arabic or Hebrew letters are drawn right to left with their script set (SDL_ttf shapes
them: Arabic letters join); a mixed line keeps its runs in typed order (no full bidi reordering)
— the aim is that a name is readable instead of boxes.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from speedgames.core import resources

# through the package's resources (an installed wheel, a PyInstaller build, the checkout): the
# checkout's path alone left an installed game drawing other scripts as boxes
FONT_DIR = resources.asset("fonts")
FALLBACK_FILES = ("DejaVuSans.ttf", "Symbola.ttf")
_COVERAGE: dict[tuple[str, str], bool] = {}


@lru_cache(maxsize=16)
def _probe(path: str) -> Any:
    """A size-less freetype handle of ``path`` for coverage look-ups (None if unusable)."""
    try:
        import pygame.freetype as freetype

        if not freetype.get_init():
            freetype.init()
        return freetype.Font(path, 12)
    except Exception:  # no freetype, a broken file: then that font covers nothing extra
        return None


def covers(path: str, ch: str) -> bool:
    """Does the font file ``path`` have a glyph for ``ch``? (cached per character)"""
    key = (path, ch)
    hit = _COVERAGE.get(key)
    if hit is None:
        probe = _probe(path)
        try:
            hit = probe is not None and probe.get_metrics(ch)[0] is not None
        except Exception:
            hit = False
        if len(_COVERAGE) > 50_000:
            _COVERAGE.clear()
        _COVERAGE[key] = hit
    return hit


_RTL_SCRIPTS = (("Arab", ((0x0600, 0x06FF), (0x0750, 0x077F), (0x08A0, 0x08FF),
                          (0xFB50, 0xFDFF), (0xFE70, 0xFEFF))),
                ("Hebr", ((0x0590, 0x05FF), (0xFB1D, 0xFB4F))))


def rtl_script(ch: str) -> str | None:
    """``"Arab"`` / ``"Hebr"`` for letters written right to left, else None."""
    code = ord(ch)
    for script, ranges in _RTL_SCRIPTS:
        if any(low <= code <= high for low, high in ranges):
            return script
    return None


def _plain(ch: str) -> bool:
    """Characters every bundled face has (Latin, the typographic quotes and dashes)."""
    return ord(ch) < 0x250 or 0x2010 <= ord(ch) <= 0x2044 or ch in "€−…"


def _spaces_to_the_face(parts: list[tuple[Any, str]]) -> list[tuple[Any, str]]:
    """A fallback run's trailing spaces go to the face (a right-to-left run would draw them on
    its left, gluing it to the next word)."""
    out: list[tuple[Any, str]] = []
    for font, run in parts:
        body = run.rstrip() if font is not None else run
        tail = run[len(body):]
        for piece_font, piece in ((font, body), (None, tail)):
            if not piece:
                continue
            if out and out[-1][0] is piece_font:
                out[-1] = (piece_font, out[-1][1] + piece)
            else:
                out.append((piece_font, piece))
    return out


# Measured and drawn texts, kept for the whole process: by font file, point size, style and
# text (and colour), so the fonts of the next App (``fonts.reset`` makes new ones: a test, a
# restart of the window) measure nothing they measured before. A measurement is only numbers
# and a picture a plain surface: both outlive the fonts (``pygame.quit``). Bounded, then cleared.
SIZE_CACHE = 32768  # measured texts kept (a tuple each)
IMAGE_CACHE = 4096  # drawn texts kept (a small surface each)
_SIZES: dict[tuple[Any, ...], tuple[int, int]] = {}
_IMAGES: dict[tuple[Any, ...], pygame.Surface] = {}


def _colour_key(colour: Any) -> Any:
    """A hashable stand-in for a colour (a pygame.Color, a tuple, a name or None)."""
    if colour is None or isinstance(colour, (str, int)):
        return colour
    return tuple(colour)


class FallbackFont(pygame.font.Font):
    """A face with fallback fonts for the glyphs it lacks (see the module docstring)."""

    def __init__(self, path: str, size: int) -> None:
        super().__init__(path, size)
        self.path = path
        self.px = size
        self._fallbacks: list[tuple[str, pygame.font.Font]] | None = None
        self._rtl: dict[tuple[str, str], pygame.font.Font] = {}

    def _fallback_fonts(self) -> list[tuple[str, pygame.font.Font]]:
        if self._fallbacks is None:
            self._fallbacks = []
            for name in FALLBACK_FILES:
                path = str(FONT_DIR / name)
                try:
                    fb = pygame.font.Font(path, self.px)
                except (OSError, FileNotFoundError, pygame.error):
                    continue
                fb.set_bold(self.get_bold())
                fb.set_italic(self.get_italic())
                self._fallbacks.append((path, fb))
        return self._fallbacks

    def _rtl_font(self, path: str, script: str) -> pygame.font.Font:
        """The fallback at ``path`` set up to shape ``script`` right to left."""
        key = (path, script)
        if key not in self._rtl:
            fb = pygame.font.Font(path, self.px)
            fb.set_bold(self.get_bold())
            fb.set_italic(self.get_italic())
            try:
                fb.set_script(script)
                fb.set_direction(pygame.DIRECTION_RTL)
            except (AttributeError, pygame.error):  # an SDL_ttf without shaping: plain then
                pass
            self._rtl[key] = fb
        return self._rtl[key]

    def runs(self, text: str) -> list[tuple[pygame.font.Font | None, str]]:
        """``text`` cut into ``(font, run)``; ``None`` stands for this face itself."""
        if all(_plain(ch) for ch in text):
            return [(None, text)]
        out: list[tuple[pygame.font.Font | None, str]] = []
        for ch in text:
            chosen: pygame.font.Font | None = None
            if ch.isspace() and out and out[-1][0] is not None:
                chosen = out[-1][0]  # a space inside a fallback run (an Arabic full name)
            elif not (_plain(ch) or ch.isspace() or covers(self.path, ch)):
                for path, fb in self._fallback_fonts():
                    if covers(path, ch):
                        script = rtl_script(ch)
                        chosen = self._rtl_font(path, script) if script else fb
                        break
            if out and out[-1][0] is chosen:
                out[-1] = (chosen, out[-1][1] + ch)
            else:
                out.append((chosen, ch))
        return _spaces_to_the_face(out)

    # -- measured and drawn once per text ---------------------------------------------------
    # Why: a scene draws every frame, and most of its words are the same as the frame before
    # (wrapping measures each word again and again). Keyed with the font's file, point size and
    # style, so a change of bold or size is never served an old picture (see _SIZES).
    def _style(self) -> tuple[Any, ...]:
        return (self.path, self.get_point_size(), self.get_bold(), self.get_italic(),
                self.get_underline(), self.get_strikethrough(), self.get_height())

    def size(self, text: Any) -> tuple[int, int]:  # type: ignore[override]
        if not isinstance(text, str):
            return self._measure(text)
        cache = _SIZES
        key = (text, self._style())
        got = cache.get(key)
        if got is None:
            if len(cache) >= SIZE_CACHE:
                cache.clear()
            got = cache[key] = self._measure(text)
        return got

    def render(self, text: Any, antialias: bool, color: Any, bgcolor: Any = None,
               wraplength: int = 0) -> pygame.Surface:  # type: ignore[override]
        """As ``pygame.font.Font.render``; a text drawn before is a copy of the kept picture (the
        caller may change its copy, e.g. its alpha)."""
        if not isinstance(text, str):
            return self._draw(text, antialias, color, bgcolor, wraplength)
        cache = _IMAGES
        key = (text, bool(antialias), _colour_key(color), _colour_key(bgcolor), wraplength,
               self._style())
        got = cache.get(key)
        if got is None:
            if len(cache) >= IMAGE_CACHE:
                cache.clear()
            got = cache[key] = self._draw(text, antialias, color, bgcolor, wraplength)
        return got.copy()

    def _measure(self, text: Any) -> tuple[int, int]:
        parts = self.runs(str(text)) if isinstance(text, str) and text else [(None, text)]
        if len(parts) == 1 and parts[0][0] is None:
            return super().size(text)
        width, height = 0, super().get_height()
        for font, run in parts:
            w, h = super().size(run) if font is None else font.size(run)
            width += w
            height = max(height, h)
        return width, height

    def _draw(self, text: Any, antialias: bool, color: Any, bgcolor: Any = None,
              wraplength: int = 0) -> pygame.Surface:
        parts = self.runs(str(text)) if isinstance(text, str) and text else [(None, text)]
        if len(parts) == 1 and parts[0][0] is None or wraplength:
            return super().render(text, antialias, color, bgcolor, wraplength)
        images = []
        for font, run in parts:
            if font is None:
                images.append((super().render(run, antialias, color), self.get_ascent()))
            else:
                images.append((font.render(run, antialias, color), font.get_ascent()))
        ascent = max(a for _img, a in images)
        descent = max(img.get_height() - a for img, a in images)
        out = pygame.Surface((sum(img.get_width() for img, _a in images), ascent + descent),
                             pygame.SRCALPHA)
        if bgcolor is not None:
            out.fill(bgcolor)
        x = 0
        for img, a in images:
            out.blit(img, (x, ascent - a))
            x += img.get_width()
        return out
