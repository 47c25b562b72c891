"""„Fortsetzen“ keeps the computers' reasons and the timeout lines in the Spielverlauf (issue #18).

Each game is played headless with real frames: computers move (and explain themselves), the
person's Zug-Uhr runs out (the computer acts for them, and the log says so); then the game is
saved as quitting saves it, resumed from the Kontor's save, and the resumed Spielverlauf must tell
the very same lines, in the same order, before its „Partie fortgesetzt“.
"""

from __future__ import annotations

from typing import Any, Callable

import pytest

from speedgames.core.i18n import Text
from tests.ui.harness import HANG_SECONDS, quit_and_fortsetzen

REASONS = {"rocket": ("rocket.ui.log.reason",), "sprit": ("sprit.ui.log.reason",),
           "tulpe": ("tulpe.ui.log.computer_reason",)}  # names the computer (#30)
TIMEOUTS = {"rocket": "rocket.ui.log.timeout_", "sprit": "sprit.ui.log.timeout",
            "tulpe": "tulpe.ui.log.timeout_"}


def _keys(scene: Any) -> list[str]:
    return [e.message.key for e in scene.log.entries if isinstance(e.message, Text)]


def _has(scene: Any, game: str, prefix: str | tuple[str, ...]) -> bool:
    return any(k.startswith(prefix) for k in _keys(scene))


def _run_until(drive: Any, scene: Any, done: Callable[[], bool], limit: int = 400,
               seconds: float = HANG_SECONDS) -> None:
    """Frames of one second (so a Zug-Uhr of 30 s runs out) until ``done``. A computer's
    worker thread is given time, since headless frames can outrun it: the wait fails only once
    ``limit`` frames have run *and* ``seconds`` of wall time have passed (a hang)."""
    import time

    started, ran = time.monotonic(), 0
    while not done():
        if ran >= limit and time.monotonic() - started >= seconds:
            raise AssertionError("the game never got there")
        drive.app.frame(1.0)
        ran += 1
        time.sleep(0.002)


def _rocket(drive: Any) -> Any:
    from tests.rocket_ui.conftest import ARM_FRAMES

    seats = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "normal"},
             {"kind": "ai", "level": "easy"}]
    assert drive.app.open("rocket.game", options={"seats": seats, "mode": "table", "clock": 30},
                          seed=12)
    drive.frames(ARM_FRAMES)
    return drive.app.stack.top


def _sprit(drive: Any) -> Any:
    from tests.sprit_ui.helpers import open_game, seats

    return open_game(drive, {"seats": seats("human", "normal", "easy"), "mode": "table",
                             "clock": 30}, seed=9)


def _tulpe(drive: Any) -> Any:
    from tests.tulpe_ui.helpers import open_game

    return open_game(drive, {"seats": [{"kind": "human", "name": "Anna"},
                                       {"kind": "ai", "level": "normal"}],
                             "mode": "table", "clock": 30}, seed=3)


@pytest.mark.parametrize("game,start", [("rocket", _rocket), ("sprit", _sprit),
                                        ("tulpe", _tulpe)])
def test_reasons_and_timeouts_are_told_again_after_fortsetzen(drive, game, start):
    scene = start(drive)
    drive.app.settings.animations = "off"
    # computers explain their moves and the person's clock runs out (twice where the game goes
    # on by itself; Speedrocket's show then waits for the person's „Weiter“)
    wanted = 1 if game == "rocket" else 2
    _run_until(drive, scene, lambda: _has(scene, game, REASONS[game])
               and sum(k.startswith(TIMEOUTS[game]) for k in _keys(scene)) >= wanted)
    table = getattr(scene, "table", None)  # the shared table runtime (ui.table), once moved
    match = table.match if table is not None else \
        scene.ctl.match if hasattr(scene, "ctl") else scene.match
    assert not match.state.is_over()
    before = scene.log.texts()
    quit_and_fortsetzen(drive, scene, game)
    resumed = drive.app.stack.top
    assert resumed is not scene
    again = resumed.log.texts()
    assert again[:len(before)] == before
    assert _keys(resumed)[len(before)].endswith(".resumed")
    assert drive.app.errors == []
