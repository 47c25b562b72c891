"""Partie ansehen (#13): put a position of a finished rally on the Speedsprit board, read-only.

The review screen (:mod:`speedgames.ui.review_scene`) owns the board scene but never updates it
(so no car moves by itself); this swaps the match and tells the Spielverlauf up to the position.
"""

from __future__ import annotations

from typing import Any

from speedgames.ui.widgets import freeze


def show(scene: Any, match: Any) -> None:
    scene.ctl.match = match
    scene.forget_position()
    scene.log.clear()
    scene.telling.retell(match)
    scene.replaying = True  # no line of the game's keys: they do nothing here
    scene.relayout(scene.app.size)
    scene._sync_buttons()
    freeze(scene.buttons.values())  # read-only: every button shows it can't be pressed
