"""A panel blends only the part of its shadow it does not paint over: the picture is the very same,
pixel for pixel, as with the whole shadow blended under it (which cost a whole panel's alpha
blend per panel and frame)."""

from __future__ import annotations

import pygame
import pytest

from speedgames.ui.theme import Theme
from speedgames.ui.widgets import panels

SIZES = [(1, 1), (3, 40), (40, 3), (10, 10), (17, 9), (120, 48), (300, 200), (33, 700)]
RADII = [None, 0, 1, 4, 8, 30, 400]


def _picture(monkeypatch, whole: bool, theme: Theme, size, radius, style, alpha_surface) -> bytes:
    real = panels.draw_shadow
    if whole:  # as before: the whole shadow, whatever is painted over it
        monkeypatch.setattr(panels, "draw_shadow",
                            lambda *a, painted_over=False, **k: real(*a, **k))
    try:
        flags = pygame.SRCALPHA if alpha_surface else 0
        surface = pygame.Surface((size[0] + 40, size[1] + 40), flags)
        surface.fill((90, 140, 60, 128) if alpha_surface else (90, 140, 60))
        panels.draw_panel(surface, pygame.Rect(7, 5, *size), theme, style, radius)
        return pygame.image.tobytes(surface, "RGBA")
    finally:
        monkeypatch.setattr(panels, "draw_shadow", real)


@pytest.mark.parametrize("theme_name", ["dark", "light"])
@pytest.mark.parametrize("alpha_surface", [False, True], ids=["screen", "layer"])
def test_a_panel_looks_the_same_as_with_its_whole_shadow_under_it(monkeypatch, theme_name,
                                                                  alpha_surface):
    pygame.init()
    for scale_height in (700, 1080):
        theme = Theme(theme_name)
        theme.rescale(scale_height, 1920)
        for size in SIZES:
            for radius in RADII:
                for style in ("panel", "poster"):  # a card differs from a panel in its fill
                    case = (scale_height, size, radius, style)
                    assert _picture(monkeypatch, False, theme, size, radius, style,
                                    alpha_surface) == \
                        _picture(monkeypatch, True, theme, size, radius, style,
                                 alpha_surface), case


def test_only_the_shadow_outside_the_filled_rows_is_blended():
    area, hole = pygame.Rect(10, 20, 100, 50), pygame.Rect(5, 30, 100, 30)
    parts = panels._outside(area, hole)
    assert sum(p.width * p.height for p in parts) == 100 * 50 - 95 * 30
    assert all(area.contains(p) and not p.colliderect(hole) for p in parts)
    assert panels._outside(area, pygame.Rect(0, 0, 5, 5)) == [area]  # nothing painted over
