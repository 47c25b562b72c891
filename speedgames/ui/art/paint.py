"""Small painting helpers every picture uses: colour interpolation and banded gradients.

Why a module of their own: the posters (``<game>/screen/poster.py``) and the games' own art use
them, while ``art`` (the package) loads the posters — so the helpers sit below both and nothing
imports in a circle.
"""

from __future__ import annotations

import pygame


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
