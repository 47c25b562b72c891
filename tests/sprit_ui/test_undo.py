"""Zurück on the Speedsprit board (issue #13): Ctrl+Z, Backspace and the button.

The table's policy: only the person at the device takes back, so Zurück waits for the person's
turn — then the drive goes, with the computers' moves made since (the next car moved: they are
decided anew), and the board shows the position before the drive."""

from __future__ import annotations

import pygame

from tests.sprit_ui.helpers import advised, open_game, play_by_keys, seats, wait_for_human

OPTIONS = {"seats": seats("human", "easy"), "mode": "table", "track": "alpenpass",
           "cards": False}


def test_ctrl_z_takes_back_a_drive_and_the_board_shows_the_position_before(drive):
    scene = open_game(drive, OPTIONS, seed=5)
    assert wait_for_human(drive, scene)
    before, n = scene.state.to_json(), len(scene.table.match.actions)
    play_by_keys(drive, scene, advised(scene))
    assert len(scene.table.match.actions) > n
    assert wait_for_human(drive, scene)  # the computer drove; the person is on again
    assert len(scene.table.match.actions) > n + 1
    drive.key("z", pygame.KMOD_CTRL)
    drive.frames(1)
    assert len(scene.table.match.actions) == n
    assert scene.state.to_json() == before
    assert scene.selected is None and not scene.playback.queue
    assert drive.app.errors == []


def test_the_button_and_backspace_take_back_too(drive):
    scene = open_game(drive, OPTIONS, seed=5)
    assert wait_for_human(drive, scene)
    before, n = scene.state.to_json(), len(scene.table.match.actions)
    play_by_keys(drive, scene, advised(scene))
    assert wait_for_human(drive, scene)
    assert scene.buttons["undo"].enabled
    drive.click_widget(scene.buttons["undo"])
    drive.frames(1)
    assert scene.state.to_json() == before
    play_by_keys(drive, scene, advised(scene))
    assert wait_for_human(drive, scene)
    drive.key("backspace")
    drive.frames(1)
    assert scene.state.to_json() == before and len(scene.table.match.actions) == n


def test_nothing_to_take_back_at_the_start_says_so_and_changes_nothing(drive):
    scene = open_game(drive, {**OPTIONS, "seats": seats("human", "human")}, seed=5)
    assert wait_for_human(drive, scene)
    assert not scene.buttons["undo"].enabled
    before = scene.state.to_json()
    drive.key("backspace")
    drive.frames(1)
    assert scene.state.to_json() == before
    assert any("zurücknehmen" in toast or "taken back" in toast for toast in drive.app.toasts)


def test_while_the_computer_is_on_the_move_zurueck_is_refused(drive):
    """Nobody is at the device while a computer drives: Zurück says it can't and changes
    nothing (the person's turn comes, then they may take back)."""
    scene = open_game(drive, OPTIONS, seed=5, animations="normal")
    assert wait_for_human(drive, scene)
    play_by_keys(drive, scene, advised(scene))  # the car drives: the computer waits for it
    n = len(scene.table.match.actions)
    assert scene.table.at_device is None and scene.playback.queue
    drive.key("backspace")
    assert len(scene.table.match.actions) == n
    assert any("zurücknehmen" in toast or "taken back" in toast for toast in drive.app.toasts)
