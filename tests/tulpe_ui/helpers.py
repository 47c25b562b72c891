"""Drive the Speedtulpe scene by real key presses, the way a keyboard player would.

The tests decide *what* to play with the rules' own legal actions (or the advisor) and then press
the keys of the rule text: W to roll, 1–3 / 4–6 for the dice, arrow keys and Leertaste for the
field cursor, Enter to let the fields bloom, P to pass.
"""

from __future__ import annotations

from typing import Any

from speedgames.core.game import Action
from speedgames.tulpe.screen.field import MIDDLE, ROWS
from speedgames.tulpe.screen.scene import TulpeScene
from tests.ui.harness import Driver

START = (MIDDLE, ROWS // 2)  # where the cursor appears with the first arrow key


def open_game(drive: Driver, options: dict[str, Any], seed: int = 5,
              animations: str = "off") -> TulpeScene:
    app = drive.app
    app.storage.durable = False  # a throw-away folder: atomic writes without fsync waits
    app.settings.animations = animations
    assert app.open("tulpe.game", options=options, seed=seed), app.errors
    drive.frames(2)
    scene = app.stack.top
    assert isinstance(scene, TulpeScene)
    return scene


def settle(drive: Driver, scene: TulpeScene, limit: int = 400) -> None:
    """Let frames pass until a human may act at the device (or something covers the scene)."""
    for _ in range(limit):
        if drive.app.stack.top is not scene or scene.human_step() is not None \
                or scene.controller.step().kind == "over":
            return
        drive.frames(1)


def cursor_keys(start: tuple[int, int] | None, target: tuple[int, int]) -> list[str]:
    keys: list[str] = []
    if start is None:
        keys.append("right")  # the first arrow key shows the cursor at H4 without moving it
        start = START
    dx, dy = target[0] - start[0], target[1] - start[1]
    keys += ["right" if dx > 0 else "left"] * abs(dx)
    keys += ["down" if dy > 0 else "up"] * abs(dy)
    return keys


def choose_by_keys(drive: Driver, scene: TulpeScene, action: Action) -> None:
    """Press the keys for a ``choose`` or ``pass`` action (the cells via cursor + Leertaste)."""
    if action.type == "pass":
        drive.key("p")
        return
    drive.key(str(action["color_die"] + 1))
    drive.key(str(action["number_die"] + 4))
    for col, row in action["cells"]:
        for key in cursor_keys(scene.cursor, (col, row)):
            drive.key(key)
        assert scene.cursor == (col, row)
        drive.key("space")
    drive.key("return")


def good_choice(scene: TulpeScene, seat: int) -> Action:
    """A sensible legal choice: the strong advisor's."""
    from speedgames.tulpe import ai

    best = ai.advise(scene.match.state, seat).best
    assert best is not None
    return best.action
