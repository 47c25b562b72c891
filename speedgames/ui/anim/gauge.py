"""A small round fuel gauge in the style of the 1928 dashboards: brass rim, cream dial, E and F,
a red needle and the litres under it.

The dial is drawn once per size (cached); per frame only the needle and the number are added, so
a gauge that drains while a car drives costs a blit and a line.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from speedgames.ui import fonts

BRASS = (196, 150, 62)
CREAM = (246, 236, 212)
INK = (34, 28, 26)
NEEDLE = (190, 40, 32)
START, SWEEP = math.radians(210), math.radians(240)  # E at lower left, F at lower right


def _angle(share: float) -> float:
    return START - SWEEP * max(0.0, min(1.0, share))


@lru_cache(maxsize=16)
def dial(radius: int) -> pygame.Surface:
    """The gauge without its needle, ``2 * radius`` px across."""
    size = 2 * radius + 2
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (radius + 1, radius + 1)
    pygame.draw.circle(img, (0, 0, 0, 80), (c[0] + 1, c[1] + 2), radius)
    pygame.draw.circle(img, BRASS, c, radius)
    pygame.draw.circle(img, CREAM, c, max(2, radius - max(2, radius // 6)))
    inner = radius - max(2, radius // 6)
    for k in range(5):  # ticks E, ¼, ½, ¾, F
        a = _angle(k / 4)
        r0 = inner * (0.62 if k % 2 == 0 else 0.72)
        p0 = (c[0] + math.cos(a) * r0, c[1] - math.sin(a) * r0)
        p1 = (c[0] + math.cos(a) * inner * 0.9, c[1] - math.sin(a) * inner * 0.9)
        pygame.draw.line(img, INK if k else NEEDLE, p0, p1, max(1, radius // 10))
    font = fonts.font("text_bold", max(7, int(radius * 0.5)))
    for letter, share in (("E", 0.0), ("F", 1.0)) if radius >= 14 else ():
        a = _angle(share)
        glyph = font.render(letter, True, NEEDLE if letter == "E" else INK)
        at = (c[0] + math.cos(a) * inner * 0.5, c[1] - math.sin(a) * inner * 0.5 - inner * 0.2)
        img.blit(glyph, glyph.get_rect(center=(int(at[0]), int(at[1]))))
    return img


def draw_gauge(surface: pygame.Surface, centre: tuple[int, int], radius: int, share: float,
               label: str) -> pygame.Rect:
    """The gauge at ``centre`` with its needle at ``share`` (0 … 1 of a full tank) and ``label``
    (the litres, in the caller's words) under it; returns the rect it covers."""
    radius = max(6, int(radius))
    face = dial(radius)
    rect = face.get_rect(center=centre)
    surface.blit(face, rect)
    a = _angle(share)
    inner = radius - max(2, radius // 6)
    tip = (centre[0] + math.cos(a) * inner * 0.86, centre[1] - math.sin(a) * inner * 0.86)
    pygame.draw.line(surface, NEEDLE, centre, tip, max(2, radius // 7))
    pygame.draw.circle(surface, INK, centre, max(2, radius // 6))
    plate = _label(label, max(8, int(radius * 0.62)))
    under = plate.get_rect(midtop=(centre[0], centre[1] + int(inner * 0.3)))
    surface.blit(plate, under)
    return rect.union(under)


@lru_cache(maxsize=128)
def _label(text: str, size: int) -> pygame.Surface:
    font = fonts.font("text_bold", size)
    img = font.render(text, True, INK)
    plate = pygame.Surface((img.get_width() + 6, img.get_height()), pygame.SRCALPHA)
    pygame.draw.rect(plate, (*CREAM, 235), plate.get_rect(), border_radius=3)
    plate.blit(img, (3, 0))
    return plate
