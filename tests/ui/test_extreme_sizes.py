"""Every registered screen (the three games' play scenes, the Kontor and the shared screens) is
built and drawn at extreme window sizes without an exception (#30: an 800×1280 portrait window
crashed Speedtulpe with „Invalid resolution for Surface“). Sizes below the minimum are clamped
by the App as a real window is."""

from __future__ import annotations

import pytest

from speedgames.app import MIN_SIZE
from speedgames.ui import registry
from tests.ui.harness import Driver, make_app

#: Opened at once in these windows. Any window under :data:`MIN_SIZE` is clamped to it (as
#: 640×480 and the minimum itself were here: the same window twice, and the size most tests use),
#: and the portrait window opens every variant in the resize test below; what only this test does
#: is to build every screen in a very wide window from the start.
SIZES = [(3840, 600)]


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


#: From the portrait window each screen opens in: very small (clamped to the minimum), very wide,
#: portrait again — every change of shape once (portrait → minimum, minimum → wide, wide →
#: portrait; a last step back to the minimum repeated the first).
RESIZES = [(320, 240), (3840, 600), (800, 1280)]


@pytest.mark.parametrize("scale", [100, 150])
def test_every_screen_and_variant_survives_resizes_between_extreme_windows(tmp_path, scale):
    """Each variant of every registered screen (the dice in flight, six seats …) opened in a
    portrait window, then frames drawn after each resize — very small, very wide, portrait
    again — at normal and big text: none raises, none reports an error."""
    app = make_app(tmp_path, size=(800, 1280))
    try:
        app.settings.animations = "off"
        app.set_text_scale(scale)
        drive = Driver(app)
        drive.frames(1)
        tried = []
        for info in registry.infos():
            for stem, kwargs in info.sample_variants(app):
                depth = len(app.stack)
                app.resize((800, 1280))
                if not app.open(info.name, **kwargs):
                    continue
                tried.append(stem)
                drive.frames(2)
                for size in RESIZES:
                    app.resize(size)
                    drive.frames(2)
                    app.draw()
                    assert not app.errors, (stem, size, app.errors[-1])
                while len(app.stack) > depth:
                    app.stack.pop()
        assert {"tulpe-game", "tulpe-game-6", "tulpe-dice-tumble", "rocket-game",
                "sprit-game", "kontor", "settings"} <= set(tried)
    finally:
        app.shutdown()
