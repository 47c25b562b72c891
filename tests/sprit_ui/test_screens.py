"""Every Speedsprit screen renders in both themes and languages without an error (the PNGs go to
SPEEDGAMES_TEST_SHOTS when set, to look at), and the board survives window resizing."""

from __future__ import annotations

import pytest

from speedgames.sprit.screen.scene import SpritScene
from speedgames.ui import registry
from tests.ui.harness import make_app


@pytest.mark.parametrize("theme,lang", [("dark", "de"), ("light", "en")])
def test_sample_screens_render_in_both_themes_and_languages(tmp_path, shots, theme, lang):
    app = make_app(tmp_path, lang=lang, theme=theme)
    try:
        info = registry.get("sprit.game")
        for stem, kwargs in info.sample_variants(app):
            app.home()
            scene = app.create("sprit.game", **kwargs)
            assert isinstance(scene, SpritScene)
            app.push(scene)
            for _ in range(5):
                app.frame(1 / 60)
            path = shots / f"{stem}-{theme}-{lang}.png"
            app.screenshot(path)
            assert path.stat().st_size > 10_000
        app.home()
        assert app.open("sprit.solo")
        app.frame(1 / 60)
        app.screenshot(shots / f"sprit-solo-{theme}-{lang}.png")
        assert app.errors == []
    finally:
        app.shutdown()


def test_the_road_is_rebuilt_for_every_window_size(drive):
    info = registry.get("sprit.game")
    kwargs = dict(info.sample_variants(drive.app))["sprit-game"]
    scene = drive.app.create("sprit.game", **kwargs)
    drive.app.push(scene)
    drive.frames(2)
    for size in ((1024, 700), (1600, 1000), (1280, 800)):
        drive.app.resize(size)
        drive.frames(2)
        road = scene.rects["road"]
        assert all(road.inflate(2, 2).collidepoint(scene.geo.centre(f))
                   for f in range(scene.state.track.ziel + 1))
        # fields never overlap: neighbours are at least one field apart
        for f in range(scene.state.track.ziel):
            (x1, y1), (x2, y2) = scene.geo.centre(f), scene.geo.centre(f + 1)
            assert (x1 - x2) ** 2 + (y1 - y2) ** 2 >= (2 * scene.geo.tile) ** 2
    assert drive.app.errors == []
