"""„Fortsetzen“ keeps the turn clock's time left (issue #18): quit and resume no longer refill it."""

from __future__ import annotations

import pytest

from speedgames.ui.turn_clock import TurnClock


def test_a_restored_step_goes_on_with_the_time_it_had_left():
    clock = TurnClock(60)
    clock.start(key=4)
    clock.advance(25)
    saved = clock.snapshot(4)
    assert saved == [4, 25.0]
    again = TurnClock(60)
    again.restore(saved)
    again.start(key=4)
    assert again.remaining == pytest.approx(35)


def test_another_step_or_bad_data_gets_a_full_clock():
    clock = TurnClock(60)
    clock.restore([4, 25.0])
    clock.start(key=5)
    assert clock.remaining == 60
    for junk in (None, "x", [1], [True, 3], ["4", 3], [4, float("nan")]):
        clock.restore(junk)
        clock.start(key=4)
        assert clock.remaining == 60, junk


def test_a_step_saved_in_its_nachfrist_resumes_in_the_nachfrist():
    clock = TurnClock(30)
    clock.restore([2, 35.0])
    clock.start(key=2)
    assert clock.remaining == 0 and clock.grace_remaining == pytest.approx(5)


def _clock(scene):
    """The Zug-Uhr of a game scene: the shared table's (ui.table) once the game moved there."""
    table = getattr(scene, "table", None)
    return table.clock.clock if table is not None else scene.clock


def _resume_sprit(drive):
    from tests.sprit_ui.helpers import open_game, seats, wait_for_human

    scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table", "clock": 60},
                      seed=9)
    assert wait_for_human(drive, scene)
    return scene, lambda: wait_for_human(drive, drive.app.stack.top)


def _resume_tulpe(drive):
    from tests.tulpe_ui.helpers import open_game, settle

    scene = open_game(drive, {"seats": [{"kind": "human", "name": "Anna"},
                                        {"kind": "ai", "level": "easy"}],
                              "mode": "table", "clock": 60}, seed=3)
    settle(drive, scene)
    return scene, lambda: settle(drive, drive.app.stack.top)


@pytest.mark.parametrize("game,start", [("sprit", _resume_sprit), ("tulpe", _resume_tulpe)])
def test_quit_and_fortsetzen_keep_the_time_left(drive, game, start):
    from tests.ui.harness import quit_and_fortsetzen

    scene, wait = start(drive)
    clock = _clock(scene)
    assert clock.limit == 60
    for _ in range(20):
        drive.app.frame(1.0)
    used = clock.limit - clock.remaining
    assert 18 <= used <= 22, used
    quit_and_fortsetzen(drive, scene, game)
    wait()
    resumed = drive.app.stack.top
    assert resumed is not scene
    assert _clock(resumed).remaining == pytest.approx(60 - used, abs=1.5)
    assert drive.app.errors == []
