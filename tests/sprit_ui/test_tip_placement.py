"""#30: an info window never hides what it explains — a field's window stands off the field,
its price plate and its number; a button's off the button (``ui.tooltip.beside``)."""

from __future__ import annotations

import pygame
import pytest

from speedgames.sprit.screen.labels import number_rects
from speedgames.ui.tooltip import draw_tooltip
from tests.sprit_ui.helpers import open_game, seats, wait_for_human
from tests.ui.harness import Driver, make_app


@pytest.mark.parametrize("size,scale", [((1024, 700), 150), ((1920, 1080), 100)])
def test_a_fields_window_leaves_the_field_its_price_and_number_in_sight(tmp_path, size, scale):
    app = make_app(tmp_path, size=size)
    app.set_text_scale(scale)
    drive = Driver(app)
    try:
        scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=5)
        assert wait_for_human(drive, scene)
        th, geo = app.theme, scene.geo
        numbers = number_rects(th, geo, scene.view.fields)
        for field in (1, 5, 20, len(scene.view.fields) - 2):
            content = scene._field_content(field)
            box = draw_tooltip(app.screen, th, content, geo.centre(field))
            sign = pygame.Rect(0, 0, 2 * geo.tile, 2 * geo.tile)
            sign.center = geo.centre(field)
            assert not box.colliderect(sign), (field, box, sign)
            assert not box.colliderect(numbers[field]), field
            above = sign.move(0, -geo.tile)      # where its price plate stands
            assert not box.colliderect(above), field
        werkstatt = scene.buttons["werkstatt"]
        tip = scene._tooltip(werkstatt.rect.center)
        assert tip is not None
        box = draw_tooltip(app.screen, th, tip, werkstatt.rect.center)
        assert not box.colliderect(werkstatt.rect)
    finally:
        app.shutdown()
