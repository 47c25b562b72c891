"""The test driver's wait by a condition: it yields the processor between frames only while one of
the game's worker threads works — a wait for the game's own time (a computer's pause before it
moves) runs its frames one after the other (it slept 10 ms a frame: the hot-seat undo walk was 17 s
of wall time for 4 s of work)."""

from __future__ import annotations

import threading

import pytest

from speedgames.ui.table import Thinker
from tests.ui import harness
from tests.ui.harness import Driver, a_worker_thinks


class BusyPlayer:
    """Computes (a loop in Python, as a computer's search does) until the test stops it."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.stop = threading.Event()

    def choose(self, state: object, seat: int) -> object:
        self.started.set()
        while not self.stop.is_set():
            sum(range(100))
        return "done"


@pytest.fixture
def sleeps(monkeypatch) -> list[float]:
    slept: list[float] = []
    monkeypatch.setattr(harness.time, "sleep", slept.append)
    return slept


def _after(frames: int, drive: Driver):
    start = drive.app.frames

    def done() -> bool:
        return drive.app.frames - start >= frames
    return done


def test_an_idle_worker_is_not_thinking_and_a_busy_one_is():
    thinker = Thinker(name="speedgames-thinker-under-test")  # its thread waits for work
    ours = {t.ident for t in threading.enumerate() if t.name == "speedgames-thinker-under-test"}
    player = BusyPlayer()
    try:
        assert len(ours) == 1 and not a_worker_thinks(ours)
        thinker.request(0, player, "position")
        assert player.started.wait(120)  # only ends a hang
        assert a_worker_thinks(ours)
    finally:
        player.stop.set()
        assert thinker.wait(0, timeout=120) == "done"
        thinker.close()
    assert not a_worker_thinks(ours)


def test_a_thread_outside_the_game_is_never_waited_for():
    stop = threading.Event()
    spinner = threading.Thread(target=lambda: [sum(range(100)) for _ in iter(stop.is_set, True)])
    spinner.start()
    try:
        assert not a_worker_thinks({spinner.ident})
    finally:
        stop.set()
        spinner.join(120)


def test_a_wait_for_the_games_own_time_does_not_sleep(drive, sleeps, monkeypatch):
    monkeypatch.setattr(harness, "a_worker_thinks", lambda: False)
    drive.until(_after(30, drive), "thirty frames")
    assert sleeps == []


def test_a_wait_while_a_worker_thinks_gives_it_the_processor_between_frames(drive, sleeps,
                                                                            monkeypatch):
    monkeypatch.setattr(harness, "a_worker_thinks", lambda: True)
    drive.until(_after(5, drive), "five frames")
    assert len(sleeps) == 4 and all(s > 0 for s in sleeps)  # after every frame but the last
