"""The bundled fonts (assets/fonts, SIL OFL) by face name, with pygame's default font as fallback.

Why faces and not file names: screens ask for a *role* (``Theme.font("title")``), the theme maps the
role to a face, and this module maps the face to a file. A missing or broken file never stops the
game: the face falls back to pygame's built-in font (which lacks some glyphs but always loads).

Faces: ``display`` (Old Standard bold — period poster serif), ``display_italic``, ``label``
(League Spartan bold — geometric 1920s caps), ``text``, ``text_bold``, ``text_italic`` (Lato).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pygame

from speedgames.core import resources

FONT_DIR = resources.asset("fonts")

FACES: dict[str, str] = {
    "display": "OldStandard-Bold.ttf",
    "display_italic": "OldStandard-Italic.ttf",
    "label": "LeagueSpartan-Bold.otf",
    "text": "Lato-Regular.ttf",
    "text_bold": "Lato-Bold.ttf",
    "text_italic": "Lato-Italic.ttf",
}


@lru_cache(maxsize=256)
def font(face: str, size: int) -> pygame.font.Font:
    """A cached font of ``face`` at ``size`` px; pygame's default font when the file fails."""
    if not pygame.font.get_init():
        pygame.font.init()
    size = max(6, int(size))
    name = FACES.get(face)
    if name:
        try:
            from speedgames.ui.fallback_font import FallbackFont

            return FallbackFont(str(FONT_DIR / name), size)  # other scripts fall back per run
        except (OSError, FileNotFoundError, pygame.error):
            pass
    fallback = pygame.font.Font(None, round(size * 1.3))
    fallback.set_bold(face in ("display", "label", "text_bold"))
    fallback.set_italic(face.endswith("italic"))
    return fallback


def available() -> dict[str, bool]:
    """Which faces have their file (for the bench / diagnostics)."""
    return {face: (FONT_DIR / name).is_file() for face, name in FACES.items()}


_RESET_HOOKS: list[Callable[[], None]] = []


def on_reset(hook: Callable[[], None]) -> None:
    """Run ``hook`` on every :func:`reset`. Why a hook: what caches measured text (the widget
    kit) sits above this module and registers itself, so fonts never import it back."""
    if hook not in _RESET_HOOKS:
        _RESET_HOOKS.append(hook)


def reset() -> None:
    """Forget cached fonts (they die with ``pygame.quit``; a new App starts clean), and everything
    measured with them that keys on the font object (the hooks). What ``FallbackFont`` keeps by
    font file, size and style stays: plain numbers and pictures outlive the fonts."""
    font.cache_clear()
    from speedgames.ui import fallback_font

    fallback_font._probe.cache_clear()
    for hook in list(_RESET_HOOKS):
        hook()
