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


@pytest.mark.parametrize("track", ["alpenpass", "bergsprint"])
@pytest.mark.parametrize("size,scale", [((1024, 700), 100), ((1024, 700), 150),
                                        ((1280, 800), 100), ((1920, 1080), 150)])
def test_from_every_field_the_price_plates_cover_no_number_and_no_other_plate(tmp_path, track,
                                                                               size, scale):
    """#30, round 3: price labels lay on the next field's number on curves. Every field as the
    car's place, the plates of the next ten fields at their real size (``draw._price``, as
    ``draw.draw_prices`` makes them) on both tracks: none covers a field number or another
    plate."""
    from speedgames.core.i18n import t
    from speedgames.sprit.rules.fuel import cost
    from speedgames.sprit.screen.draw import _price
    from speedgames.sprit.screen.road import build

    app = make_app(tmp_path, size=size)
    app.set_text_scale(scale)
    try:
        scene = open_game(Driver(app), {"seats": seats("human", "easy"), "mode": "table",
                                        "track": track}, seed=2)
        th, road, codes = app.theme, scene.rects["road"], scene.view.fields
        geo = build(road, len(codes))
        numbers = number_rects(th, geo, codes)
        px = max(10, int(geo.tile * 0.62))
        for here in range(len(codes) - 1):
            placed = []
            for field in range(here + 1, min(len(codes), here + 11)):
                if codes[field] == "W":
                    continue
                plate = _price(t("sprit.ui.price", n=cost(field - here)), px, (0, 0, 0),
                               (0, 0, 0), (0, 0, 0))
                rect = place_plate(th, geo, field, plate.get_size(), numbers, placed, road)
                covered = [f for f, r in numbers.items() if r.colliderect(rect)]
                assert not covered, (here, field, covered)
                assert rect.collidelist(placed) < 0, (here, field)
                placed.append(rect)
    finally:
        app.shutdown()
