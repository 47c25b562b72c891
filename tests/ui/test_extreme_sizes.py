"""Every registered screen (the three games' play scenes, the Kontor and the shared screens) is
built and drawn at extreme window sizes without an exception (#30: an 800×1280 portrait window
crashed Speedtulpe with „Invalid resolution for Surface“). Sizes below the minimum are clamped
by the App as a real window is."""

from __future__ import annotations

import pytest

from speedgames.app import MIN_SIZE
from speedgames.ui import registry
from tests.ui.harness import Driver, make_app

SIZES = [(800, 1280), (640, 480), (3840, 600), MIN_SIZE]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_survives_an_extreme_window(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        app.frame(1 / 60)
        drive = Driver(app)
        app.settings.animations = "off"
        tried = []
        for info in registry.infos():
            stem, kwargs = info.sample_variants(app)[0]
            depth = len(app.stack)
            if not app.open(info.name, **kwargs):
                continue
            tried.append(stem)
            drive.frames(3)
            assert not app.errors, (stem, app.errors[-1])
            while len(app.stack) > depth:
                app.stack.pop()
        assert {"rocket-game", "sprit-game", "tulpe-game", "kontor", "settings"} <= set(tried)
    finally:
        app.shutdown()
