"""#30: the Meisterbrief panel at 150 % text keeps every line whole (its evening counter too),
its chart where the window has room, and in the shop stands above „Vorladung +1“."""

from __future__ import annotations

import pytest

from speedgames.rocket.modes import meisterbrief_options
from speedgames.rocket.screen import status
from tests.rocket_ui.conftest import ARM_FRAMES, Play
from tests.ui.harness import make_app


def _open(tmp_path, size):
    app = make_app(tmp_path, size=size)
    app.settings.animations = "fast"
    app.set_text_scale(150)
    app.frame(1 / 60)
    drive = Play(app)
    opts = meisterbrief_options(3, "Anna")
    assert app.open("rocket.game", options=opts, seed=7)
    drive.frames(ARM_FRAMES)
    return app, drive, drive.scene


@pytest.mark.parametrize("size, chart", [((1280, 800), True), ((1024, 700), False)])
def test_every_line_of_the_panel_is_whole_above_the_spielverlauf(tmp_path, size, chart):
    app, drive, scene = _open(tmp_path, size)
    try:
        view, th = scene.view, app.theme
        panel = scene.board.rects["solo"]
        assert any("Abend" in text for text, _ in view.solo_lines)   # the evening counter
        assert status.solo_panel_height(th, panel.width, view.solo_title,
                                        view.solo_lines) <= panel.height
        if chart:
            assert status.solo_panel_height(th, panel.width, view.solo_title, view.solo_lines,
                                            chart=True) <= panel.height
        assert panel.bottom <= scene.board.log.rect.top
        assert scene.board.log.rect.height >= th.px(100)
    finally:
        app.shutdown()


def test_in_the_shop_the_goals_stand_above_the_trade_buttons(tmp_path):
    app, drive, scene = _open(tmp_path, (1280, 800))
    try:
        drive.until(lambda: scene.view.status == "drawing")
        drive.press("return")            # „Aufhören“
        for _ in range(40):
            if scene.view.status == "shop_open":
                break
            drive.press("return")
        assert scene.view.status == "shop_open"
        drive.frames(2)
        goals = scene.board.rects["shop_goals"]
        assert goals.bottom <= scene.board.buttons["trade_vl"].rect.top
    finally:
        app.shutdown()
