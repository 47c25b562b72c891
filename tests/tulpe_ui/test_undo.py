"""Zurück at the Speedtulpe table (issue #13): the own choice before everything blooms."""

from __future__ import annotations

import pygame

from tests.tulpe_ui.helpers import choose_by_keys, curtain, good_choice, open_game, settle, until

OPTIONS = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}],
           "mode": "table"}


def _rolled(drive, seed=5):
    scene = open_game(drive, OPTIONS, seed=seed, animations="normal")
    settle(drive, scene)
    assert scene.view.acting == ("roll", 0)
    drive.key("w")
    drive.key("escape")  # skip the tumble
    settle(drive, scene)
    assert scene.view.acting == ("active", 0)
    return scene


def test_ctrl_z_takes_back_the_active_choice_while_the_computer_still_thinks(drive):
    scene = _rolled(drive)
    before, n = scene.match.state.to_json(), len(scene.match.actions)
    choose_by_keys(drive, scene, good_choice(scene, 0))
    assert len(scene.match.actions) == n + 1 and scene.match.state.phase == "others"
    assert scene.table.can_undo()
    drive.key("z", pygame.KMOD_CTRL)
    drive.frames(1)
    assert scene.match.state.to_json() == before
    assert scene.view.acting == ("active", 0)
    assert drive.app.errors == []


def test_the_roll_cannot_be_taken_back(drive):
    scene = _rolled(drive)
    before = scene.match.state.to_json()
    drive.key("backspace")
    drive.frames(1)
    assert scene.match.state.to_json() == before
    assert any("zurücknehmen" in toast for toast in drive.app.toasts)


def test_once_everything_bloomed_the_button_is_off(drive):
    scene = _rolled(drive)
    choose_by_keys(drive, scene, good_choice(scene, 0))
    until(drive, scene, lambda: scene.match.state.phase == "roll", 600)
    drive.frames(2)
    assert not scene.parts.undo.enabled


def test_in_hot_seat_zurueck_never_takes_back_another_persons_choice(drive):
    """Issue #27's defect: Bea behind the curtain pressed Ctrl+Z and took back Anna's choice.
    Zurück is only the own decision of the person at the device, never across a change of
    hands."""
    app = drive.app
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Bea"}]
    scene = open_game(drive, {"seats": seats, "mode": "table", "clock": None}, seed=5)
    settle(drive, scene)
    drive.key("w")
    settle(drive, scene)
    choose_by_keys(drive, scene, good_choice(scene, 0))  # Anna's open choice …
    assert curtain(drive, scene) is not None
    drive.frames(30)
    drive.key("return")  # … and Bea has the device
    settle(drive, scene)
    assert scene.view.acting == ("others", 1)
    actions = list(scene.match.actions)
    assert not scene.table.can_undo() and not scene.parts.undo.enabled
    drive.key("z", pygame.KMOD_CTRL)
    drive.frames(1)
    assert scene.match.actions == actions and app.stack.top is scene
    assert any("zurücknehmen" in toast for toast in app.toasts)
