"""pygame-gui's text with the kit's per-glyph fallback: a name in Hebrew or Arabic, typed into a
text field or shown in a rules page's text box, shows its letters, not boxes.

Why here and how: pygame-gui 0.6 draws every text (``UITextEntryLine``, ``UITextBox``'s HTML,
labels) through ``GUIFontPygame``, a thin wrapper around one ``pygame.font.Font`` that only calls
its ``render``, ``metrics``, ascent/descent and style setters — it has no fallback of its own.
:class:`FallbackGUIFont` is that wrapper around a ``fallback_font.FallbackFont`` (a
``pygame.font.Font`` whose ``render`` and ``size`` cut a text into runs by which font has the
glyphs), and :func:`install` makes pygame-gui's font loader build it for every font file it loads
— before any manager is built, so the managers' default fonts are covered too. Only the program's
own managers exist in this process, so replacing the loader's class touches nothing else. Fonts
given as bytes or a package resource (pygame-gui's own Noto Sans, never used by our themes) keep
the plain wrapper: ``FallbackFont`` needs the file's path for its coverage look-ups.
"""

from __future__ import annotations

from typing import Any

_INSTALLED: list[type] = []


def _fallback_class() -> type:
    from pygame_gui.core.gui_font_pygame import GUIFontPygame

    from speedgames.ui.fallback_font import FallbackFont

    class FallbackGUIFont(GUIFontPygame):
        """``GUIFontPygame`` drawing with a :class:`FallbackFont` of the same file and size."""

        def __init__(self, file: Any, size: Any, force_style: bool = False,
                     style: dict | None = None) -> None:
            super().__init__(file, size, force_style, style)
            if not isinstance(file, str):
                return
            inner = FallbackFont(file, self.point_size)
            inner.set_point_size(self.point_size)
            if style is not None:
                if "script" in style:
                    inner.set_script(style["script"])
                if "direction" in style:
                    inner.set_direction(style["direction"])
                if force_style:
                    inner.bold = style["bold"]
                    inner.italic = style["italic"]
            self._GUIFontPygame__internal_font = inner  # the wrapper's one font (name-mangled)

    return FallbackGUIFont


def install() -> None:
    """pygame-gui loads every font file as a :class:`FallbackGUIFont` from now on (once)."""
    if _INSTALLED:
        return
    from pygame_gui.core import utility

    cls = _fallback_class()
    utility.GUIFontPygame = cls  # FontResource.load looks the class up in its module
    _INSTALLED.append(cls)


def inner_font(gui_font: Any) -> Any:
    """The ``pygame.font.Font`` a pygame-gui font draws with (tests ask whether it falls back)."""
    return getattr(gui_font, "_GUIFontPygame__internal_font", None)
