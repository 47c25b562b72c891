"""Zurück in Speedrocket (issue #13): „Aufhören“ before the show starts, never a drawn chip."""

from __future__ import annotations

import pygame

from speedgames.rocket.rules import GAME

VERSUS = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "strong"},
          {"kind": "ai", "level": "easy"}]


def _mine(sc) -> dict:
    return GAME.state_from_json(sc.state.to_json()).players[0]


def test_ctrl_z_takes_back_aufhoeren_before_the_show(drive):
    sc = drive.open_game(VERSUS, seed=4)
    drive.press("space")
    drive.answer_prompts()
    assert sc.view.status == "drawing"
    before = _mine(sc)
    drive.key("return")          # Aufhören
    drive.frames(1)
    assert sc.state.players[0]["status"] != "drawing"
    drive.key("z", pygame.KMOD_CTRL)
    drive.frames(1)
    assert sc.show is None and sc.state.phase == "stopfen"
    assert _mine(sc) == before
    drive.frames(25)
    assert sc.view.status == "drawing"  # Anna may draw again
    assert drive.app.errors == []


def test_a_drawn_chip_cannot_be_taken_back(drive):
    sc = drive.open_game(VERSUS, seed=4)
    drive.press("space")
    drive.answer_prompts()
    n = len(sc.table.match.actions)
    assert not sc.board.buttons["undo"].enabled
    drive.press("backspace")
    assert len(sc.table.match.actions) >= n
    assert sc.table.match.actions[n - 1][1].type in ("draw", "preview", "sand", "ignite")
    assert any("zurücknehmen" in toast for toast in drive.app.toasts)
