"""Little puffs of dust behind a driving car, as a function of where it is on its way.

No particle state: the puffs lie at fixed distances behind the car along its path, each bigger
and fainter the further back it is, and they thin out as the car slows down at the end — so a
skipped or finished drive simply draws none.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Sequence

import pygame

Point = tuple[float, float]
PUFFS = 5


def puffs(s: float, s_start: float, spacing: float, speed: float,
          gap: float | None = None) -> list[tuple[float, float]]:
    """``(arc length, share)`` of each puff behind a car at ``s`` that left ``s_start``, the
    first ``gap`` behind it (the car's tail; default one ``spacing``), then every ``spacing``:
    ``share`` 0 … 1 is how far back it is (bigger and fainter); none behind the start, none when the car stands
    (``speed`` 0 … 1, its share of full speed)."""
    if speed <= 0.02 or spacing <= 0:
        return []
    back = -1.0 if s >= s_start else 1.0
    gap = spacing if gap is None else gap
    out = []
    for k in range(1, PUFFS + 1):
        at = s + back * (gap + spacing * (k - 1))
        if (at - s_start) * back > 0:  # behind where the drive began: no dust there yet
            break
        out.append((at, k / PUFFS))
    keep = max(1, int(round(len(out) * min(1.0, speed * 1.4))))
    return out[:keep]


@lru_cache(maxsize=64)
def puff_image(radius: int, alpha: int, dark: bool) -> pygame.Surface:
    """One round puff, lighter at its heart."""
    size = 2 * radius + 2
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    base = (196, 178, 142) if dark else (142, 122, 92)
    pygame.draw.circle(img, (*base, alpha), (radius + 1, radius + 1), radius)
    core = tuple(min(255, c + 30) for c in base)
    pygame.draw.circle(img, (*core, min(255, alpha + 20)), (radius, radius), max(1, radius // 2))
    return img


def draw_dust(surface: pygame.Surface, where: Sequence[tuple[float, float]],
              point_at: Callable[[float], Point], size: float, lift: float,
              dark: bool) -> None:
    """Draw the puffs ``where`` (from :func:`puffs`) at the road's points, ``lift`` px above
    the road's middle (the wheels), ``size`` px the biggest puff's radius."""
    for at, share in reversed(list(where)):
        x, y = point_at(at)
        radius = max(2, int(size * (0.45 + 0.55 * share)))
        alpha = int(190 * (1.0 - share) + 60)
        img = puff_image(radius, alpha // 10 * 10, dark)
        surface.blit(img, img.get_rect(center=(int(x), int(y - lift - radius * share * 0.6))))
