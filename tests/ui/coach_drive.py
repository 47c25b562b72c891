"""Play a guided first game to its end through the app, one step at a time (shared by the three
games' guide tests): ``how(drive, coach)`` does what the step asks, by keyboard or by mouse."""

from __future__ import annotations

import time
from typing import Any, Callable

from speedgames.ui import coach_progress
from tests.ui.harness import HANG_SECONDS, Driver


def play_guide(app: Any, game: str, how: Callable[[Any, Any], None], frames: int = 5,
               drive: Driver | None = None) -> Any:
    """Open ``<game>.tutorial``, follow it to its summary and check what every guide must do:
    all steps said in order, the summary instead of the Endtafel, the guide marked done."""
    drive = drive or Driver(app)
    assert app.open(f"{game}.tutorial")
    drive.frames(frames)
    coach = app.stack.top
    said = []
    for _ in range(200):
        if coach.finished:
            break
        said.append(coach.step.say)
        how(drive, coach)
    assert coach.finished, f"the guide stuck at {coach.step}"
    assert list(dict.fromkeys(said)) == [s.say for s in coach.guide.steps], "every step, in order"
    assert coach.match.state.is_over()
    assert app.stack.top is coach, "the guide's summary stands instead of the Endtafel"
    assert coach_progress.load(app.storage, game)["done"]
    return coach


def click_weiter(drive: Driver, coach: Any) -> None:
    drive.click(coach.view.weiter.rect.center)


def wait_turn(drive: Driver, coach: Any, ready: Callable[[], bool], settle: int = 2,
              seconds: float = HANG_SECONDS) -> None:
    """Frames until the newcomer may act (``ready``) or the guide is over; then ``settle``
    frames more (past a scene's guard against a key still held from the last turn). Waited for
    by the condition: the computers think on a worker thread, which a loaded machine slows, so a
    count of frames is no bound — only ``seconds`` of wall time are (a hang)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if coach.finished or ready():
            drive.frames(settle)
            return
        drive.frames(1)
    raise AssertionError("no turn of the newcomer came")
