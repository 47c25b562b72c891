"""Speedsprit's guided first game, played to its end through the app by keyboard and by mouse."""

from __future__ import annotations

import pytest

from speedgames.sprit.tutorial import GUIDE
from tests.sprit_ui.helpers import play_by_keys, select_by_keys
from tests.ui.coach_drive import click_weiter, play_guide, wait_turn

KEYS = {"tank": "t", "stamp": "s", "werkstatt": "w"}


def my_turn(drive, coach) -> None:
    scene = coach.game
    wait_turn(drive, coach, lambda: scene.human_car is not None and not scene.playback.queue,
              settle=15)
    if coach.step is not None and coach.step.free and not coach.finished:
        # the coach's move is the strong computer's, thought out on the Rat's worker
        for _ in range(600):
            if coach.stage.advice(scene) is not None:
                return
            scene.table.advisor.wait_for_answers(5.0)
            drive.frames(1)
        raise AssertionError("the coach's advice never came")


def by_keyboard(drive, coach) -> None:
    step = coach.step
    if step.reads:
        drive.key("return")
        drive.frames(3)
        return
    my_turn(drive, coach)
    if coach.finished or coach.step is not step:
        return
    if step.free:
        play_by_keys(drive, coach.game, coach.stage.advice(coach.game))
    elif step.do == ("drive",):
        select_by_keys(drive, coach.game, step.fields["to"])
        drive.key("return")
    else:
        drive.key(KEYS[step.do[0]])
    drive.frames(3)


def by_mouse(drive, coach) -> None:
    step = coach.step
    if step.reads:
        click_weiter(drive, coach)
        drive.frames(3)
        return
    my_turn(drive, coach)
    if coach.finished or coach.step is not step:
        return
    target = coach.target_rect()
    assert target is not None, f"{step.say} highlights what it asks for"
    drive.click(target.center)
    drive.frames(3)


@pytest.mark.parametrize("how", [by_keyboard, by_mouse], ids=["keyboard", "mouse"])
def test_the_guide_runs_to_its_end(app, how):
    app.settings.animations = "off"
    coach = play_guide(app, "sprit", how)
    mine = {a.type for seat, a in coach.match.actions if seat == 0}
    assert {"drive", "tank", "stamp", "werkstatt"} <= mine
    assert app.errors == []


def test_the_last_steps_box_folds_after_the_first_own_move_and_unfolds_on_request(app):
    """Step 13 („fahr selbst ins Ziel“) is free play: once read and acted on, its box folds to
    one line so it no longer covers the board; „Hinweis zeigen“ brings the words back."""
    app.settings.animations = "off"
    from tests.ui.harness import Driver

    drive = Driver(app)
    assert app.open("sprit.tutorial")
    drive.frames(5)
    coach = app.stack.top
    for _ in range(40):
        if coach.step.say == "coach.sprit.home":
            break
        if not coach.step.reads:
            my_turn(drive, coach)
        drive.key("tab")
        drive.frames(3)
    assert coach.step is GUIDE.steps[-1] and not coach.folded
    my_turn(drive, coach)
    coach.view._layout()
    full = coach.view.rect.height
    assert coach.view._words()[1]
    drive.key("tab")                       # the learner's own (advised) move
    drive.frames(5)
    assert [s for s, _ in coach.match.actions[-3:]].count(0) >= 1
    assert coach.step.say == "coach.sprit.home" and coach.folded
    coach.view._layout()
    assert coach.view._words()[1] == ""
    assert coach.view.rect.height < full * 0.7
    for part in ("road", "bar"):            # the folded box leaves the learner's play free
        assert not coach.view.rect.colliderect(coach.game.rects[part]), part
    assert coach.view.unfold in coach.view.buttons
    drive.click(coach.view.unfold.rect.center)
    drive.frames(3)
    coach.view._layout()
    assert not coach.folded and coach.view.rect.height == full
    assert app.errors == []


def test_the_drive_step_selects_its_field_so_enter_drives_there(app):
    """Step 3 frames field 2 and selects it: Enter drives, never „Erst ein Feld wählen“."""
    app.settings.animations = "off"
    from tests.ui.harness import Driver

    drive = Driver(app)
    assert app.open("sprit.tutorial")
    drive.frames(5)
    coach = app.stack.top
    while coach.step.reads:
        drive.key("return")
        drive.frames(3)
    assert coach.step.say == "coach.sprit.drive2"
    my_turn(drive, coach)
    assert coach.game.selected == 2
    drive.key("return")
    drive.frames(3)
    assert coach.step.say == "coach.sprit.tank"
    assert coach.match.state.cars[0]["field"] == 2
    assert app.errors == []
