"""The table in both themes and languages and in several window sizes: drawn without errors,
the layout computed from the window, the still layer cached."""

from __future__ import annotations

import pytest

from tests.tulpe_ui.helpers import open_game
from tests.ui.harness import Driver, make_app

SIX = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Bartholomäus"}]
       + [{"kind": "ai", "level": lvl} for lvl in ("easy", "normal", "strong", "strong")],
       "mode": "table", "clock": 60}


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
def test_six_players_fit_every_window_size(tmp_path, shots, size):
    app = make_app(tmp_path, size=size)
    try:
        drive = Driver(app)
        scene = open_game(drive, dict(SIX), seed=6)
        drive.frames(5)
        w, h = size
        parts = scene.parts
        for rect in [parts.field.grid, parts.field.legend, parts.tray.rect, parts.log.rect,
                     parts.score.rect, parts.menu.rect] + parts.strip.rects:
            assert 0 <= rect.left and rect.right <= w and 0 <= rect.top and rect.bottom <= h
        assert not parts.field.grid.colliderect(parts.tray.rect)
        assert parts.field.cell >= 36  # fields stay big enough to tap
        drive.screenshot(shots / f"tulpe-six-{w}x{h}.png")
        assert app.errors == []
    finally:
        app.shutdown()


def test_language_and_theme_switch_live(drive, shots):
    app = drive.app
    scene = open_game(drive, dict(SIX), seed=6)
    drive.frames(3)
    before = scene.painter.redraws
    drive.frames(10)
    assert scene.painter.redraws == before  # nothing moved: the still layer is reused
    app.set_language("en")
    drive.frames(2)
    assert "field" in scene.view.caption
    app.set_theme("light")
    drive.frames(2)
    drive.screenshot(shots / "tulpe-light-en.png")
    assert scene.painter.redraws > before
    assert app.errors == []
