"""Speedrocket's guided first game, played to its end through the app by keyboard and by mouse."""

from __future__ import annotations

import pytest

from speedgames.ui import coach_progress
from tests.rocket_ui.conftest import ARM_FRAMES


def open_guide(drive):
    assert drive.app.open("rocket.tutorial")
    drive.frames(ARM_FRAMES)
    coach = drive.top
    assert coach.name == "rocket.tutorial"
    return coach


def by_keyboard(drive, coach) -> None:
    step = coach.step
    scene = coach.game
    if step.reads:
        drive.press("return")
    elif step.do == ("trade",):
        assert scene.focus.focused is scene.buttons["trade_vl"], "the coach focuses its button"
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
        drive.click(coach.view.weiter.rect.center)
    else:
        target = coach.target_rect()
        assert target is not None, f"step {step.say} highlights what it asks for"
        drive.click(target.center)
    drive.frames(ARM_FRAMES)


def play_to_end(drive, coach, how) -> list[str]:
    said = []
    for _ in range(120):
        if coach.finished:
            break
        said.append(coach.step.say)
        how(drive, coach)
    return said


@pytest.mark.parametrize("how", [by_keyboard, by_mouse], ids=["keyboard", "mouse"])
def test_the_guide_runs_to_its_end(drive, how):
    coach = open_guide(drive)
    said = play_to_end(drive, coach, how)
    assert coach.finished, f"the guide stuck at {coach.step}"
    assert list(dict.fromkeys(said)) == [s.say for s in coach.guide.steps], "every step, in order"
    types = [a.type for _, a in coach.match.actions]
    assert {"draw", "stop", "sand", "trade", "done"} <= set(types)
    state = coach.match.state
    assert state.is_over() and state.history[-1]["exploded"][0]
    assert drive.top is coach, "the guide's summary stands instead of the Endtafel"
    assert coach_progress.load(drive.app.storage, "rocket")["done"]


def test_the_summary_leads_to_a_real_game(drive):
    coach = open_guide(drive)
    play_to_end(drive, coach, by_keyboard)
    drive.press("return")
    names = [s.name for s in drive.app.stack]
    assert names[0] == "kontor" and "rocket.tutorial" not in names
    assert len(names) == 2, names   # the game's solo choice (or the solo table) is open
