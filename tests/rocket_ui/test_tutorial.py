"""Speedrocket's guided first game, played to its end through the app by keyboard and by mouse."""

from __future__ import annotations

import pytest

from tests.rocket_ui.conftest import ARM_FRAMES
from tests.ui.coach_drive import click_weiter, play_guide


def by_keyboard(drive, coach) -> None:
    step = coach.step
    scene = coach.game
    if step.reads:
        drive.press("return")
    elif step.do == ("trade",):
        assert scene.focus.focused is scene.board.buttons["trade_vl"], "the coach focuses its button"
        drive.press("space")
    elif "buy" in step.free:
        drive.press("4")
        drive.press("return")
    elif step.do == ("sand",):
        drive.press("e")
    elif step.do == ("stop",) or step.do == ("done",) or step.until == "show_closed":
        drive.press("return")
    else:   # draw, and the free stretches of drawing
        drive.press("space")


def by_mouse(drive, coach) -> None:
    step = coach.step
    if step.reads:
        click_weiter(drive, coach)
    else:
        target = coach.target_rect()
        assert target is not None, f"step {step.say} highlights what it asks for"
        drive.click(target.center)
    drive.frames(ARM_FRAMES)


@pytest.mark.parametrize("how", [by_keyboard, by_mouse], ids=["keyboard", "mouse"])
def test_the_guide_runs_to_its_end(drive, how):
    coach = play_guide(drive.app, "rocket", how, frames=ARM_FRAMES, drive=drive)
    types = [a.type for _, a in coach.match.actions]
    assert {"draw", "stop", "sand", "trade", "done"} <= set(types)
    assert coach.match.state.history[-1]["exploded"][0]
    assert coach.match.state.history[1]["exploded"] == [False]   # saved by the sand


def test_the_summary_leads_to_a_real_game(drive):
    play_guide(drive.app, "rocket", by_keyboard, frames=ARM_FRAMES, drive=drive)
    drive.press("return")
    names = [s.name for s in drive.app.stack]
    assert names[0] == "kontor" and "rocket.tutorial" not in names
    assert len(names) == 2, names   # the game's solo choice (or the solo table) is open


def test_the_side_panel_is_headed_erste_partie_not_rekordjagd(drive):
    """#30: the Erste Partie runs as a Rekordjagd, but its panel must not say so."""
    from speedgames.core.i18n import t

    assert drive.app.open("rocket.tutorial")
    drive.frames(ARM_FRAMES)
    scene = drive.app.stack.top.game
    assert scene.view.solo_title == t("rocket.ui.solo.tutorial")
    assert scene.view.solo_title != t("rocket.ui.solo.rekordjagd")
