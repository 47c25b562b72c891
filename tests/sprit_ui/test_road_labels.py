"""#30: the road's field numbers follow the text size (they shrank with the tiles at 150 %),
and no price plate lies on another field's number (on curves it did)."""

from __future__ import annotations

import pytest

from speedgames.sprit.screen.labels import number_px, number_rects, place_plate
from tests.sprit_ui.helpers import open_game, seats, wait_for_human
from tests.ui.harness import Driver, make_app


def _scene(tmp_path, size, scale):
    app = make_app(tmp_path / f"{size[0]}-{scale}", size=size)
    app.set_text_scale(scale)
    drive = Driver(app)
    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=2)
    assert wait_for_human(drive, scene)
    return app, scene


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_field_numbers_grow_with_the_text_size(tmp_path, size):
    app, scene = _scene(tmp_path, size, 100)
    normal = number_px(app.theme, scene.geo)
    app.shutdown()
    app, scene = _scene(tmp_path, size, 150)
    try:
        big = number_px(app.theme, scene.geo)
        assert big > normal, (normal, big)          # was smaller: the tiles shrink at 150 %
        assert big >= int(scene.geo.tile * 0.55)
    finally:
        app.shutdown()


@pytest.mark.parametrize("size,scale", [((1024, 700), 150), ((1024, 700), 100),
                                        ((1920, 1080), 150)])
def test_no_price_plate_covers_another_fields_number(tmp_path, size, scale):
    app, scene = _scene(tmp_path, size, scale)
    try:
        th, geo, view = app.theme, scene.geo, scene.view
        numbers = number_rects(th, geo, view.fields)
        placed = []
        for field in view.prices:
            rect = place_plate(th, geo, field, (th.px(34), th.px(18)), numbers, placed,
                               scene.rects["road"])
            placed.append(rect)
            covered = [f for f, r in numbers.items() if f != field and r.colliderect(rect)]
            assert not covered, (field, covered)
        assert app.errors == []
    finally:
        app.shutdown()
