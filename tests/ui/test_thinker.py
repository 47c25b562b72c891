"""The shared Thinker: computer decisions on a worker thread, collected by poll() or wait()."""

from __future__ import annotations

import threading

from speedgames.ui.table import Thinker


class SlowPlayer:
    """Decides only once the test lets it (so wait() must really wait for the thread)."""

    def __init__(self, answer: object) -> None:
        self.answer = answer
        self.go = threading.Event()

    def choose(self, state: object, seat: int) -> object:
        self.go.wait(120)  # until the test lets it (the timeout only ends a hang)
        if isinstance(self.answer, Exception):
            raise self.answer
        return (self.answer, state, seat)


def test_wait_returns_the_decision_of_that_seat_once_the_thread_has_it():
    thinker = Thinker()
    player = SlowPlayer("roll")
    thinker.request(2, player, "position")
    assert thinker.wait(2, timeout=0.01) is None, "still thinking: a timeout gives nothing"
    player.go.set()
    assert thinker.wait(2) == ("roll", "position", 2)
    assert 2 not in thinker.pending and thinker.poll() == []
    thinker.close()


def test_wait_without_a_request_gives_none_at_once():
    thinker = Thinker()
    assert thinker.wait(0) is None
    thinker.close()


def test_a_failing_player_hands_its_exception_to_the_waiting_caller():
    thinker = Thinker(threaded=False)
    player = SlowPlayer(ValueError("no move"))
    player.go.set()
    thinker.request(1, player, "position")
    result = thinker.wait(1)
    assert isinstance(result, ValueError) and str(result) == "no move"


def test_a_closed_thinker_still_answers_at_once_instead_of_hanging():
    thinker = Thinker()
    thinker.close()
    player = SlowPlayer("pass")
    player.go.set()
    thinker.request(0, player, "position")
    assert thinker.wait(0, timeout=1.0) == ("pass", "position", 0)
