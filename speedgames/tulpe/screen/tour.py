"""Speedtulpe's phases for the screen tour (``speedgames.tour``): the Rechenweg, the Rat and the
Endtafel."""

from __future__ import annotations

from typing import Any

from speedgames.ui.tour_kit import ARM_FRAMES, frames, open_sample, open_scene, press, until


def _rechenweg(app: Any) -> bool:
    return open_scene(app, "tulpe.game", {
        "options": {"seats": [{"kind": "human", "name": "Anna"}], "mode": "rekordjagd"},
        "seed": 2, "demo": 12, "autosave": False}) is not None


def _rat(app: Any) -> bool:
    scene = open_sample(app, "tulpe.game")
    if scene is None:
        return False
    frames(app, ARM_FRAMES)
    press(app, "r")
    return True


def _endtafel(app: Any) -> bool:
    from speedgames.tulpe.screen import demo

    if open_scene(app, "tulpe.game", {"options": demo.demo_options(4), "seed": 1637,
                                      "demo": 9999, "autosave": False}) is None:
        return False
    return until(app, lambda: app.stack.top.name == "endtafel")


PHASES = (("tulpe-rechenweg", _rechenweg), ("tulpe-rat", _rat), ("tulpe-endtafel", _endtafel))
