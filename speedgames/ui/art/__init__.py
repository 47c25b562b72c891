"""Pictures drawn in code (no image files): the Kontor's game posters and small icons.

Why in code: nothing is downloaded, every picture scales to any window size, and both themes get
a matching frame. Each picture is drawn once per (name, size, theme) at twice the size and smoothly
scaled down (cheap antialiasing), then cached — so drawing a screen costs one blit.

API: ``picture(game_id, size, theme_name) -> Surface``, painted by the module the game's
description names (``poster``: ``paint(surface, dark)``, in the game's own package);
``icons.draw_icon(surface, name, rect, color)`` for small line icons. The painting helpers
(``lerp``, ``vertical_gradient``) live in ``art.paint``, so a poster module never imports this
package back; they stay importable from here.
"""

from __future__ import annotations

import importlib
from functools import lru_cache

import pygame

from speedgames.core import catalog
from speedgames.ui.art.paint import lerp, vertical_gradient

__all__ = ["SUPERSAMPLE", "lerp", "picture", "vertical_gradient"]

SUPERSAMPLE = 2


def _painter(name: str):
    """The poster painter of game ``name`` (KeyError for a game without a poster)."""
    module = catalog.describe(name).poster
    if module is None:
        raise KeyError(name)
    return importlib.import_module(module).paint


@lru_cache(maxsize=24)
def picture(name: str, size: tuple[int, int], theme_name: str = "dark",
            plaque: str | None = None) -> pygame.Surface:
    """The poster ``name`` at ``size`` (cached); ``plaque`` adds a small lettered sign."""
    w, h = max(8, int(size[0])), max(8, int(size[1]))
    big = pygame.Surface((w * SUPERSAMPLE, h * SUPERSAMPLE))
    _painter(name)(big, theme_name == "dark")
    img = pygame.transform.smoothscale(big, (w, h))
    if plaque:
        _plaque(img, plaque)
    return img


def _plaque(img: pygame.Surface, text: str) -> None:
    """A cream enamel sign with dark caps in the lower left corner, as on period posters."""
    from speedgames.ui import fonts

    w, h = img.get_size()
    font = fonts.font("label", max(10, h // 14))
    label = font.render(text.upper(), True, (36, 30, 28))
    pad_x, pad_y = max(6, h // 30), max(3, h // 60)
    rect = pygame.Rect(0, 0, label.get_width() + 2 * pad_x, label.get_height() + 2 * pad_y)
    rect.bottomleft = (max(6, w // 40), h - max(6, w // 40))
    pygame.draw.rect(img, (28, 22, 20), rect.move(2, 3), border_radius=4)
    pygame.draw.rect(img, (246, 234, 206), rect, border_radius=4)
    pygame.draw.rect(img, (160, 50, 36), rect.inflate(-4, -4), 1, border_radius=3)
    img.blit(label, (rect.x + pad_x, rect.y + pad_y + 1))
