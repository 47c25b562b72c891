"""Partie ansehen (#13): put a position of a finished game on the Speedtulpe table, read-only.

The review screen (:mod:`speedgames.ui.review_scene`) owns the table scene but never updates it
(so no computer rolls by itself); this swaps the match and tells the Spielverlauf up to the
position.
"""

from __future__ import annotations

from typing import Any

from speedgames.ui.widgets import freeze


def show(scene: Any, match: Any) -> None:
    scene.match = match
    scene.controller.match = match
    scene.replaying = True  # nobody may act: no button is offered
    scene.hud.show_keys = False  # the game's keys do nothing here; the replay bar has its own
    scene.forget_position()
    scene.log.clear()
    scene.chronicle.retell(match)
    scene.relayout(scene.app.size)
    freeze(scene.hud.buttons() + scene.hud.parts.tray.buttons.all())  # read-only
