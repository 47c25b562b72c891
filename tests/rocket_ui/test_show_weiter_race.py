"""#30: a person's „Weiter“ after the Abendvorstellung never finishes their Pulverhandlung.

Found by running the tests with the computers' worker slowed (as a loaded machine makes it):
„1 Kristall“ never showed because the person's shop was over before it opened. The show's
controller plays the people's „done“ while the show phase waits for a computer's; when the
computer's „done“ came in with that very tick, the phase was already the shop and the person's
„done“ went there — their whole Pulverhandlung skipped.
"""

from __future__ import annotations

import threading

from speedgames.ui.table import thinker
from tests.ui.harness import HANG_SECONDS

VERSUS = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}]


def test_the_computers_last_weiter_arriving_in_the_acknowledging_tick_leaves_the_shop_open(
        drive, monkeypatch):
    gate = threading.Event()
    real = thinker.Thinker._finish

    def held(self, generation, seat, player, state):
        """The computer's „done“ for the show waits until the test lets it go."""
        if state.phase == "show" and threading.current_thread() is not threading.main_thread():
            gate.wait(HANG_SECONDS)
        return real(self, generation, seat, player, state)

    monkeypatch.setattr(thinker.Thinker, "_finish", held)
    sc = drive.open_game(VERSUS, seed=3)
    drive.stuff_and_stop(draws=1)
    drive.until(lambda: sc.show is not None)
    while sc.show is not None:
        drive.press("return")
    table = sc.table
    assert sc.state.phase == "show" and sc.showing.waiting, "Anna said Weiter, the computer not"
    assert 1 in table.computer_seats.thinker.pending
    mine = [a for s, a in table.match.actions if s == 0]
    table.hurry(True)                  # its answer counts the moment it is in
    gate.set()
    assert table.computer_seats.thinker.wait_any(HANG_SECONDS)
    sc.showing.acknowledge()           # what the next frame does first — the answer comes in
    assert sc.state.phase == "shop"
    assert [a for s, a in table.match.actions if s == 0] == mine, "nothing of Anna's in the shop"
    drive.until(lambda: sc.view.status in ("shop_open", "shop_choose"))
