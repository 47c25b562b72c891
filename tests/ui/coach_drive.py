"""Play a guided first game to its end through the app, one step at a time (shared by the three
games' guide tests): ``how(drive, coach)`` does what the step asks, by keyboard or by mouse."""

from __future__ import annotations

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
    frames more (past a scene's guard against a key still held from the last turn). The
    computers think on the worker: waited for by the condition, a number of frames was no
    bound (on a loaded machine they outran it); ``seconds`` only guards against a hang."""
    drive.until(lambda: coach.finished or ready(), "the newcomer's turn", seconds)
    drive.frames(settle)


def tab_acts(coach: Any) -> bool:
    """Tab would do something now: the guide is over, its step only explains, or the step has
    a move to make for the newcomer — not while the computers are still at their turns or
    the Rat still thinks out the advice of a free step (both on their worker; a Tab then does
    nothing, see ``CoachScene.skip``)."""
    if coach.finished:
        return True
    step = coach.step
    if step is None:   # every step said: the computers play the game to its end
        return False
    return step.reads or coach.stage.suggest(coach.game, step, coach.guide.seat) is not None


def tab_on(drive: Driver, coach: Any, frames: int) -> None:
    """Tab to the next step (or the next move of a free step) once Tab acts — waited for by
    that condition, never by a number of frames or presses — then ``frames`` frames; fails
    when the Tab changed nothing (a wasted press was how 80 Tabs ran out on a busy machine)."""
    wait_for_tab(drive, coach)
    if coach.finished:
        return
    before = (coach.mark, len(coach.match.actions))
    drive.key("tab")
    drive.frames(frames)
    assert (coach.mark, len(coach.match.actions)) != before, f"Tab did nothing at {coach.step}"


def wait_for_tab(drive: Driver, coach: Any) -> None:
    """Frames until Tab acts (``tab_acts``) or the guide is over."""
    drive.until(lambda: tab_acts(coach), "the computers' turns or the coach's advice")
