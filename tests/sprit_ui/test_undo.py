"""Zurück on the Speedsprit board (issue #13): Ctrl+Z, Backspace and the button."""

from __future__ import annotations

import pygame

from tests.sprit_ui.helpers import advised, open_game, play_by_keys, seats, wait_for_human

OPTIONS = {"seats": seats("human", "easy"), "mode": "table", "track": "alpenpass",
           "cards": False}


def test_ctrl_z_takes_back_a_drive_and_the_board_shows_the_position_before(drive):
    scene = open_game(drive, OPTIONS, seed=5)
    assert wait_for_human(drive, scene)
    before, n = scene.state.to_json(), len(scene.ctl.match.actions)
    play_by_keys(drive, scene, advised(scene))
    assert len(scene.ctl.match.actions) > n
    drive.key("z", pygame.KMOD_CTRL)
    drive.frames(1)
    assert len(scene.ctl.match.actions) == n
    assert scene.state.to_json() == before
    assert scene.selected is None and not scene.queue
    assert drive.app.errors == []


def test_the_button_and_backspace_take_back_too(drive):
    scene = open_game(drive, OPTIONS, seed=5)
    assert wait_for_human(drive, scene)
    before, n = scene.state.to_json(), len(scene.ctl.match.actions)
    play_by_keys(drive, scene, advised(scene))
    drive.frames(1)
    assert scene.buttons["undo"].enabled
    drive.click_widget(scene.buttons["undo"])
    drive.frames(1)
    assert scene.state.to_json() == before
    play_by_keys(drive, scene, advised(scene))
    drive.key("backspace")
    drive.frames(1)
    assert scene.state.to_json() == before and len(scene.ctl.match.actions) == n


def test_nothing_to_take_back_at_the_start_says_so_and_changes_nothing(drive):
    scene = open_game(drive, {**OPTIONS, "seats": seats("human", "human")}, seed=5)
    assert wait_for_human(drive, scene)
    assert not scene.buttons["undo"].enabled
    before = scene.state.to_json()
    drive.key("backspace")
    drive.frames(1)
    assert scene.state.to_json() == before
    assert any("zurücknehmen" in toast or "taken back" in toast for toast in drive.app.toasts)
