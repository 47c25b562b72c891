"""„Farbsymbole“ in Speedrocket: the Manufakturen list and the Spielverlauf carry each seat's
symbol beside its colour when the setting is on (switched live)."""

from __future__ import annotations

import pygame

from speedgames.ui import registry
from tests.ui.harness import Driver, make_app


def _region(app, rect: pygame.Rect) -> bytes:
    app.draw()
    return pygame.image.tobytes(app.screen.subsurface(rect.clip(app.screen.get_rect())), "RGB")


def test_seat_cards_and_log_show_seat_symbols_only_with_the_setting_on(tmp_path):
    app = make_app(tmp_path)
    drive = Driver(app)
    info = next(i for i in registry.infos() if i.name == "rocket.game")
    assert app.open("rocket.game", **info.sample_kwargs(app)), app.errors
    drive.frames(3)
    scene = app.stack.top
    cards, log = scene.players.rect, scene.log.rect
    assert scene.log.entries and any(e.seat is not None for e in scene.log.entries)
    app.set_colour_symbols(True)
    drive.frames(1)
    with_marks = _region(app, cards), _region(app, log)
    app.set_colour_symbols(False)
    drive.frames(1)
    without = _region(app, cards), _region(app, log)
    assert with_marks[0] != without[0], "the seat cards look the same with and without symbols"
    assert with_marks[1] != without[1], "the Spielverlauf looks the same with and without symbols"
    assert app.errors == []
    app.shutdown()
