"""Drive the Speedsprit scene by real key presses and clicks, as a player would.

The tests decide *what* to play with the rules' legal actions or the Rat, then press the keys of
the rule text: ←/→ to select a field, Enter to drive, W / T / A / S for the other moves.
"""

from __future__ import annotations

from typing import Any

from speedgames.core.game import Action
from speedgames.sprit.screen.scene import SpritScene
from tests.ui.harness import Driver

KEYS = {"werkstatt": "w", "stamp": "s"}


def open_game(drive: Driver, options: dict[str, Any], seed: int = 5,
              animations: str = "off", **kwargs: Any) -> SpritScene:
    app = drive.app
    app.settings.animations = animations
    assert app.open("sprit.game", options=options, seed=seed, **kwargs), app.errors
    drive.frames(2)
    scene = app.stack.top
    assert isinstance(scene, SpritScene)
    return scene


def wait_for_human(drive: Driver, scene: SpritScene, limit: int = 3000) -> bool:
    """Frames until a person may act (True), or the rally ended / another screen covers it."""
    for _ in range(limit):
        if drive.app.stack.top is not scene or scene.state.is_over() or scene.view.rest_available:
            return False
        if scene.human_car is not None and not scene.playback.queue:
            drive.frames(int(0.25 * 60))  # past the held-Enter guard of a new turn
            return True
        # a computer thinks on the worker: wait for its answer (by condition, not by frames)
        scene.table.computer_seats.wait_for_answers(5.0)
        drive.frames(1)
    raise AssertionError("no human turn came")


def select_by_keys(drive: Driver, scene: SpritScene, field: int) -> None:
    """Press → (or ←) until ``field`` is the selected target."""
    reachable = sorted(scene.view.prices)
    assert field in reachable, (field, reachable)
    for _ in range(len(reachable) + 1):
        if scene.selected == field:
            return
        drive.key("right")
    assert scene.selected == field


def play_by_keys(drive: Driver, scene: SpritScene, action: Action) -> None:
    """Press the keys for ``action`` (the human car on the move)."""
    if action.type == "drive":
        select_by_keys(drive, scene, int(action["to"]))
        drive.key("return")
    elif action.type in KEYS:
        drive.key(KEYS[action.type])
    elif action.type in ("tank", "kanister"):
        drive.key("t" if action["amount"] > 0 else "a")
    else:  # pragma: no cover - every action type has a key
        raise AssertionError(action)


def rat_advice(drive: Driver, scene: SpritScene, limit: int = 600) -> Any:
    """The Rat's advice shown on the board: frames until the Rat's worker has answered (waited
    for by condition, never by the clock)."""
    for _ in range(limit):
        advice = scene.advice()
        if advice is not None:
            drive.frames(1)  # the board shows it
            return advice
        assert scene.table.thinking, "the Rat was asked"
        scene.table.advisor.wait_for_answers(5.0)
        drive.frames(1)
    raise AssertionError("the Rat never answered")


def wait_for_computer(drive: Driver, scene: SpritScene, done: Any, limit: int = 600) -> None:
    """Frames until ``done()`` while a computer (or the stand-in) thinks on the worker."""
    for _ in range(limit):
        if done():
            return
        scene.table.computer_seats.wait_for_answers(5.0)
        drive.frames(1)
    raise AssertionError("the computer never moved")


def advised(scene: SpritScene) -> Action:
    from speedgames.sprit import ai

    car = scene.human_car
    assert car is not None
    best = ai.advise(scene.state, scene.state.cars[car]["seat"]).best
    assert best is not None
    return best.action


def seats(*kinds: str) -> list[dict[str, Any]]:
    out = []
    for i, kind in enumerate(kinds):
        if kind == "human":
            out.append({"kind": "human", "name": f"Fahrer{i + 1}"})
        else:
            out.append({"kind": "ai", "level": kind})
    return out
