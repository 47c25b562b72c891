"""„Farbsymbole“ in Speedsprit: the cars on the road and in the driver list carry their seat's
symbol when the setting is on, switched live from the settings."""

from __future__ import annotations

import pygame

from speedgames.ui import registry
from tests.ui.harness import Driver, make_app


def _region(app, rect: pygame.Rect) -> bytes:
    app.draw()
    return pygame.image.tobytes(app.screen.subsurface(rect.clip(app.screen.get_rect())), "RGB")


def test_cars_and_driver_rows_show_seat_symbols_only_with_the_setting_on(tmp_path):
    app = make_app(tmp_path)
    drive = Driver(app)
    info = next(i for i in registry.infos() if i.name == "sprit.game")
    assert app.open("sprit.game", **info.sample_kwargs(app)), app.errors
    drive.frames(3)
    scene = app.stack.top
    road, rows = scene.rects["road"], scene.panel.list_rect
    app.set_colour_symbols(True)
    drive.frames(1)
    with_marks = _region(app, road), _region(app, rows)
    app.set_colour_symbols(False)
    drive.frames(1)
    without = _region(app, road), _region(app, rows)
    assert with_marks[0] != without[0], "the road's cars look the same with and without symbols"
    assert with_marks[1] != without[1], "the driver list looks the same with and without symbols"
    assert app.errors == []
    app.shutdown()
