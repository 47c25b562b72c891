"""Drive the Speedtulpe scene by real key presses, the way a keyboard player would.

The tests decide *what* to play with the rules' own legal actions (or the advisor) and then press
the keys of the rule text: W to roll, 1–3 / 4–6 for the dice, arrow keys and Leertaste for the
field cursor, Enter to let the fields bloom, P to pass.
"""

from __future__ import annotations

from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

from speedgames.core.game import Action
from speedgames.tulpe.screen.field import MIDDLE, ROWS
from speedgames.tulpe.screen.flow import OTHERS
from speedgames.tulpe.screen.scene import TulpeScene
from tests.ui.harness import Driver, make_app

START = (MIDDLE, ROWS // 2)  # where the cursor appears with the first arrow key
WAIT = 5.0  # seconds a computer on the worker may take (waited for by condition)
HOTSEAT = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Bernhard"}],
           "mode": "table", "layout": "klassisch", "clock": None}


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
    """Let frames pass until a person may act at the device (or something covers the scene).
    A computer thinks on the table's worker: it is waited for by condition, never by the
    clock."""
    for _ in range(limit):
        if drive.app.stack.top is not scene or scene.view.acting is not None \
                or scene.view.phase.kind == "over":
            return
        scene.table.computer_seats.wait_for_answers(WAIT)
        drive.frames(1)


def until(drive: Driver, scene: TulpeScene, done: Any, limit: int = 400) -> bool:
    """Frames until ``done()`` (the computers' worker waited for between them)."""
    for _ in range(limit):
        if done():
            return True
        scene.table.computer_seats.wait_for_answers(WAIT)
        drive.frames(1)
    return bool(done())


def curtain(drive: Driver, scene: TulpeScene, limit: int = 400) -> Any:
    """Frames until the curtain („Gib das Gerät an …“) is up (the computers choosing before
    are waited for on their worker); the curtain, or None when it never came."""
    from speedgames.ui.overlays import PrivacyScreen

    until(drive, scene, lambda: isinstance(drive.app.stack.top, PrivacyScreen), limit)
    top = drive.app.stack.top
    return top if isinstance(top, PrivacyScreen) else None


def rat_advice(drive: Driver, scene: TulpeScene, limit: int = 200) -> None:
    """Frames until the Rat's advice, thought out on its own worker, is in."""
    for _ in range(limit):
        if scene.rat.seat is None:
            return
        scene.table.advisor.thinker.wait_any(WAIT)
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
        for key in cursor_keys(scene.pointer.cursor, (col, row)):
            drive.key(key)
        assert scene.pointer.cursor == (col, row)
        drive.key("space")
    drive.key("return")


def good_choice(scene: TulpeScene, seat: int) -> Action:
    """A sensible legal choice: the strong advisor's."""
    from speedgames.tulpe import ai

    best = ai.advise(scene.match.state, seat).best
    assert best is not None
    return best.action


# -- Anna's covert choice at one device, Bernhard next (the privacy tests, #27) ------------------

def covert_pair(scene: TulpeScene) -> tuple[Action, Action]:
    """Two of Anna's legal choices with the same dice and different cells."""
    by_dice: dict = {}
    for action in scene.match.state.legal_actions(0):
        if action.type == "choose":
            by_dice.setdefault((action["color_die"], action["number_die"]), []).append(action)
    pair = next(v for v in by_dice.values() if len({repr(a["cells"]) for a in v}) > 1)
    return pair[0], next(a for a in pair if a["cells"] != pair[0]["cells"])


@contextmanager
def hotseat_rolled(path: Path) -> Iterator[tuple[Driver, TulpeScene]]:
    """Anna and Bernhard at one device (:data:`HOTSEAT`, seed 21, animations off) in an app of
    its own in ``path``, Anna's dice rolled; the app is shut down afterwards."""
    app = make_app(path)
    try:
        app.settings.animations = "off"
        drive = Driver(app)
        drive.frames(1)
        scene = open_game(drive, dict(HOTSEAT), seed=21)
        settle(drive, scene)
        drive.key("w")  # Anna rolls
        settle(drive, scene)
        yield drive, scene
    finally:
        app.shutdown()


def pass_to_bernhard(drive: Driver, scene: TulpeScene, choice: Action,
                     at_curtain: Callable[[], Any] | None = None) -> Any:
    """Anna makes her covert ``choice``, the curtain comes, Bernhard confirms it (after its arming
    delay) and his turn shows. Returns what ``at_curtain()`` gave while the curtain was up."""
    scene.table.act(0, choice)
    settle(drive, scene)
    assert scene.view.phase.kind == OTHERS
    curtain(drive, scene)
    seen = at_curtain() if at_curtain is not None else None
    drive.frames(30)  # the arming delay
    drive.key("return")
    settle(drive, scene)
    assert drive.app.stack.top is scene and scene.view.chooser == 1
    return seen
