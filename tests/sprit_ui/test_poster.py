"""The Speedsprit poster of the Kontor (``speedgames.sprit.screen.poster``)."""

import pygame
import pytest

from speedgames.sprit.screen import poster


@pytest.mark.parametrize("size", [(356, 296), (280, 180), (560, 380), (300, 330)])
@pytest.mark.parametrize("dark", [True, False])
def test_speedsprit_poster_car_has_both_wheels_on_the_road(size, dark):
    """The tourer drives on the serpentine at every poster aspect: just beneath each tyre (across
    the road, away from the car) lies road surface, not the meadow."""
    surface = pygame.Surface((size[0] * 2, size[1] * 2))
    wheels = poster.paint(surface, dark)
    road = {(196, 176, 140), (226, 208, 170), (120, 100, 80)}
    (rx, ry), (fx, fy) = wheels
    length = ((fx - rx) ** 2 + (fy - ry) ** 2) ** 0.5
    ux, uy = (fx - rx) / length, (fy - ry) / length
    assert uy < 0, "the car climbs to the right"
    for x, y in wheels:
        below = (int(x - uy * 4), int(y + ux * 4))
        assert tuple(surface.get_at(below))[:3] in road, (size, (x, y))
