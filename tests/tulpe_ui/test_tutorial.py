"""Speedtulpe's guided first game, played to its end through the app by keyboard and by mouse."""

from __future__ import annotations

import pytest

from tests.tulpe_ui.helpers import choose_by_keys
from tests.ui.coach_drive import click_weiter, play_guide, wait_turn


def my_turn(drive, coach) -> None:
    wait_turn(drive, coach, lambda: coach.game.view.acting is not None)


def by_keyboard(drive, coach) -> None:
    step = coach.step
    if step.reads:
        drive.key("return")
    else:
        my_turn(drive, coach)
        if coach.step is not step:
            return
        if step.do == ("roll",):
            drive.key("w")
        else:
            action = coach.stage.suggest(coach.game, step, 0)
            choose_by_keys(drive, coach.game, action)
    drive.frames(3)


def by_mouse(drive, coach) -> None:
    step = coach.step
    scene = coach.game
    if step.reads:
        click_weiter(drive, coach)
    else:
        my_turn(drive, coach)
        if coach.step is not step:
            return
        target = coach.target_rect()
        assert target is not None, f"{step.say} highlights what it asks for"
        if step.do == ("roll",):
            drive.click(target.center)
        else:
            action = coach.stage.suggest(scene, step, 0)
            drive.click(scene.parts.tray.die_rect(("color", action["color_die"])).center)
            drive.click(scene.parts.tray.die_rect(("number", action["number_die"])).center)
            for cell in action["cells"]:
                drive.click(scene.parts.field.cell_rect(tuple(cell)).center)
            drive.click(scene.parts.tray.buttons.bloom.rect.center)
    drive.frames(3)


@pytest.mark.parametrize("how", [by_keyboard, by_mouse], ids=["keyboard", "mouse"])
def test_the_guide_runs_to_its_end(app, how):
    app.settings.animations = "off"
    coach = play_guide(app, "tulpe", how)
    me = coach.match.state.players[0]
    assert len(me.colors) == 2 and me.cans == 7   # two full colours, one Gießkanne used
    assert {(c, first) for c, _, first in me.columns} == {(7, True), (0, False)}
