"""Speedrocket's phases for the screen tour (``speedgames.tour``): the Abendvorstellung, the
Pulverhandlung, the Rat and the Endtafel of a Rekordjagd, reached with the rule text's keys."""

from __future__ import annotations

from typing import Any

from speedgames.ui.tour_kit import ARM_FRAMES, frames, open_sample, open_scene, press, until


def _table(app: Any) -> Any:
    return open_sample(app, "rocket.game")


def _show(app: Any) -> bool:
    scene = _table(app)
    if scene is None or not until(app, lambda: scene.view.status == "drawing"):
        return False
    frames(app, ARM_FRAMES)
    press(app, "return")  # „Aufhören“: the computers stuff, then the Abendvorstellung
    return until(app, lambda: scene.show is not None)


def _shop(app: Any) -> bool:
    if not _show(app):
        return False
    scene = app.stack.top
    for _ in range(40):
        if scene.view.status in ("shop_open", "shop_choose"):
            return True
        press(app, "return")
    return False


def _rat(app: Any) -> bool:
    scene = _table(app)
    if scene is None or not until(app, lambda: scene.view.status == "drawing"):
        return False
    frames(app, ARM_FRAMES)
    press(app, "r")
    # the Rat thinks on its worker thread: the stop shows its advice, not „überlegt …“ on a
    # slow machine and the advice on a fast one
    return until(app, lambda: scene.advice is not None)


def _endtafel(app: Any) -> bool:
    """Rekordjagd by keys: draw, stop, skip the show, leave the shop — nine evenings."""
    scene = open_scene(app, "rocket.game", {
        "options": {"seats": [{"kind": "human", "name": "Anna"}], "mode": "rekordjagd"},
        "seed": 7, "autosave": False})
    if scene is None:
        return False
    frames(app, ARM_FRAMES)
    draws = 0
    for _ in range(400):
        top = app.stack.top
        if top.name == "endtafel":
            return True
        status = scene.view.status if top is scene else None
        if status == "drawing":
            draws += 1
            press(app, "space" if draws % 3 else "return")
        elif status in ("sand", "preview"):
            press(app, "e" if status == "sand" else "0")
        elif status is not None or scene.show is not None or top is not scene:
            press(app, "return")
        else:
            frames(app, 10)
    return False


PHASES = (("rocket-show", _show), ("rocket-shop", _shop), ("rocket-rat", _rat),
          ("rocket-endtafel", _endtafel))
