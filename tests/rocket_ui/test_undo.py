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


HOTSEAT = [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Bernd"},
           {"kind": "ai", "level": "normal", "style": "vorsichtig"}]


def test_zurueck_never_takes_back_another_persons_decision_at_a_hotseat_table(drive):
    """Anna stops, the curtain, Bernd at the device presses Ctrl+Z: Anna's „Aufhören“ stays
    (#27: it was undone and her rocket shown to Bernd)."""
    sc = drive.open_game(HOTSEAT, seed=17)
    drive.stuff_and_stop(draws=1)
    drive.until(lambda: drive.app.stack.top.name == "privacy")
    assert drive.confirm_privacy() == "Bernd"
    anna = _mine(sc)
    assert anna["status"] == "done"
    assert not sc.board.buttons["undo"].enabled
    drive.key("z", pygame.KMOD_CTRL)
    drive.frames(3)
    assert _mine(sc) == anna and sc.active == 1, "Anna's decision is not Bernd's to take back"
    assert sc.view.is_covered(0), "and her rocket stays covered"
    assert any("zurücknehmen" in toast for toast in drive.app.toasts)


def test_the_last_person_may_take_back_aufhoeren_while_the_computer_stuffs(drive, monkeypatch):
    """Nobody else is due and no curtain waits: Bernd, who held the device last, may take back
    his own „Aufhören“ (the computer is held at its bench meanwhile)."""
    import threading

    from speedgames.rocket.ai import RocketPlayer

    go = threading.Event()
    real_choose = RocketPlayer.choose

    def held(self, state, seat):
        go.wait(30)
        return real_choose(self, state, seat)

    monkeypatch.setattr(RocketPlayer, "choose", held)
    try:
        sc = drive.open_game(HOTSEAT, seed=17)
        drive.stuff_and_stop(draws=0)
        drive.until(lambda: drive.app.stack.top.name == "privacy")
        drive.confirm_privacy()
        drive.frames(25)
        drive.key("return")                          # Bernd: Aufhören
        drive.frames(1)
        assert sc.state.phase == "stopfen" and sc.state.players[2]["status"] != "done"
        assert sc.active is None and sc.table.undo_seat == 1
        assert sc.board.buttons["undo"].enabled
        drive.key("z", pygame.KMOD_CTRL)
        drive.frames(1)
        assert sc.state.phase == "stopfen" and sc.state.players[1]["status"] == "drawing"
        assert sc.state.players[0]["status"] == "done", "Anna's stop stays"
        drive.frames(3)
        assert sc.active == 1, "Bernd has the device again, without a curtain"
        assert drive.app.stack.top is sc and drive.app.errors == []
    finally:
        go.set()
