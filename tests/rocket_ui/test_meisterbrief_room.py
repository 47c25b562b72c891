"""#30: the Meisterbrief panel at 150 % text keeps every line whole (its evening counter too),
its chart where the window has room, and in the shop stands above „Vorladung +1“."""

from __future__ import annotations

import pytest

from speedgames.rocket.modes import meisterbrief_options
from speedgames.rocket.screen import status
from tests.rocket_ui.conftest import ARM_FRAMES, Play
from tests.ui.harness import make_app


def _open(tmp_path, size, scale=150):
    app = make_app(tmp_path, size=size)
    app.settings.animations = "fast"
    app.set_text_scale(scale)
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


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_in_the_shop_the_goals_stand_above_the_trade_buttons(tmp_path, size):
    """At 100 % the side holds every goal, whole, above „Vorladung +1“ (at 150 % the box held
    its title only — the next test)."""
    app, drive, scene = _open(tmp_path, size, scale=100)
    try:
        drive.until(lambda: scene.view.status == "drawing")
        drive.press("return")            # „Aufhören“
        drive.enter_until_shop()
        drive.frames(2)
        goals = scene.board.rects["shop_goals"]
        assert goals.bottom <= scene.board.buttons["trade_vl"].rect.top
        view = scene.view
        assert goals.height >= status.solo_panel_height(app.theme, goals.width,
                                                        view.solo_title, view.goal_lines)
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
def test_at_150_percent_the_shop_shows_no_goal_box_without_a_goal(tmp_path, size):
    """At 150 % on 1024×700 the shop's side had room for the goals box's title only: an
    empty „MEISTERBRIEF 3: …“ box. A box stands there only with its first goal whole in it;
    else the key help, which then stands in its line under the wares. (At 150 % the side has
    room for no whole goal at these sizes.)"""
    app, drive, scene = _open(tmp_path, size)
    try:
        drive.until(lambda: scene.view.status == "drawing")
        drive.press("return")            # „Aufhören“
        drive.enter_until_shop()
        drive.frames(2)
        view, th = scene.view, app.theme
        box = scene.board.rects.get("shop_goals")
        if box is not None:
            first = status.solo_panel_height(th, box.width, view.solo_title, view.goal_lines[:1])
            assert box.height >= first, "a goals box without a whole goal in it"
            assert box.bottom <= scene.board.buttons["trade_vl"].rect.top
        else:
            assert scene.board.shop.foot.height, "neither the goals nor the key help"
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_at_150_percent_the_shop_shows_the_goals_in_a_strip_and_its_info_window(tmp_path,
                                                                               lang):
    """#30: at 150 % no goal fits the shop's side whole, so the goals box was left out and a
    player chasing the Meisterbrief could not see the goals while buying. A strip under the
    basket names the level with a sign per goal; the pointer on it (or a click) shows every
    goal with its progress."""
    from speedgames.core.i18n import set_language
    from speedgames.rocket.screen.goals_strip import strip_height
    from speedgames.rocket.screen.tips import tooltip_at

    set_language(lang)
    app, drive, scene = _open(tmp_path, (1024, 700))
    try:
        set_language(lang)
        drive.until(lambda: scene.view.status == "drawing")
        drive.press("return")            # „Aufhören“
        drive.enter_until_shop()
        drive.frames(2)
        board, view = scene.board, scene.view
        assert "shop_goals" not in board.rects      # no goal has room whole …
        strip = board.rects["shop_goals_strip"]    # … the strip stands there instead
        assert strip.height == strip_height(app.theme)
        assert board.rects["shop_side"].contains(strip)
        assert strip.bottom <= board.buttons["trade_vl"].rect.top
        tip = tooltip_at(strip.center, view, board, scene.focus.widgets)
        goals = [text for text, kind in view.goal_lines if kind in ("good", "bad", "open")]
        assert len(goals) == 3
        assert all(any(goal in str(line) for line in tip.lines) for goal in goals)
        drive.click(strip.center)
        drive.frames(2)
        assert scene.tips.visible
        assert app.errors == []
    finally:
        app.shutdown()
