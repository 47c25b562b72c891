"""Pictures drawn in code (no image files): the Kontor's three game posters and small icons.

Why in code: nothing is downloaded, every picture scales to any window size, and both themes get
a matching frame. Each picture is drawn once per (name, size, theme) at twice the size and smoothly
scaled down (cheap antialiasing), then cached — so drawing a screen costs one blit.

API: ``picture(name, size, theme_name) -> Surface`` with name ``rocket``, ``sprit`` or ``tulpe``;
``icons.draw_icon(surface, name, rect, color)`` for small line icons.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

SUPERSAMPLE = 2


def _painter(name: str):
    if name == "rocket":
        from speedgames.ui.art.rocket import paint
    elif name == "sprit":
        from speedgames.ui.art.sprit import paint
    elif name == "tulpe":
        from speedgames.ui.art.tulpe import paint
    else:
        raise KeyError(name)
    return paint


@lru_cache(maxsize=24)
def picture(name: str, size: tuple[int, int], theme_name: str = "dark") -> pygame.Surface:
    """The poster ``name`` at ``size`` (cached)."""
    w, h = max(8, int(size[0])), max(8, int(size[1]))
    big = pygame.Surface((w * SUPERSAMPLE, h * SUPERSAMPLE))
    _painter(name)(big, theme_name == "dark")
    return pygame.transform.smoothscale(big, (w, h))


def lerp(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


def vertical_gradient(
    surface: pygame.Surface, rect: pygame.Rect, top, bottom, steps: int = 0
) -> None:
    """Fill ``rect`` with a top→bottom gradient; ``steps`` > 0 gives poster-like bands."""
    rect = pygame.Rect(rect)
    n = rect.height
    for i in range(n):
        t = i / max(1, n - 1)
        if steps:
            t = int(t * steps) / max(1, steps - 1)
            t = min(1.0, t)
        pygame.draw.line(
            surface, lerp(top, bottom, t), (rect.x, rect.y + i), (rect.right - 1, rect.y + i)
        )
