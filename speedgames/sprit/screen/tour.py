"""Speedsprit's phases for the screen tour (``speedgames.tour``): the Rat and the Endtafel."""

from __future__ import annotations

from typing import Any

from speedgames.ui.tour_kit import ARM_FRAMES, frames, open_sample, open_scene, press, until


def _rat(app: Any) -> bool:
    scene = open_sample(app, "sprit.game")
    if scene is None or not until(app, lambda: scene.human_car is not None
                                  and not scene.playback.queue):
        return False
    frames(app, ARM_FRAMES)
    press(app, "r")
    # the Rat thinks on its worker: the stop is its answer, not „… überlegt“
    return until(app, lambda: scene.view.rat is not None and not scene.view.rat.thinking)


def _endtafel(app: Any) -> bool:
    options = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"},
                         {"kind": "ai", "level": "normal"}],
               "mode": "table", "track": "bergsprint", "cards": True, "clock": None}
    if open_scene(app, "sprit.game", {"options": options, "seed": 41, "autosave": False,
                                      "preplay": 9999}) is None:
        return False
    return until(app, lambda: app.stack.top.name == "endtafel")


PHASES = (("sprit-rat", _rat), ("sprit-endtafel", _endtafel))
