"""Partie ansehen (#13): put a position of a finished game on the Speedrocket table, read-only.

The review screen (:mod:`speedgames.ui.review_scene`) owns the table scene but never updates it
(so no computer draws by itself); this swaps the match, tells the Spielverlauf up to the position
(a running Abendvorstellung is shown again, as on „Fortsetzen“) and shows every rocket.
"""

from __future__ import annotations

from typing import Any

from speedgames.rocket.screen.ring import sync_ring
from speedgames.ui.widgets import freeze


def show(scene: Any, match: Any) -> None:
    scene.ctl.match = match
    scene.forget_position()
    scene.show = None
    scene.log.clear()
    scene.replaying = True  # no „the other masters are at work“ plate: nobody is at work
    scene.telling.opening(resumed=True, say_resumed=False)  # a replay is no „Fortsetzen“
    scene._covered = lambda seat: False  # a finished game hides nothing
    scene.relayout(scene.app.size)
    sync_ring(scene)  # the buttons of the position, as a player saw them …
    freeze(scene.buttons.values())  # … none of them pressable: nobody acts here
