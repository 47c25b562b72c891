"""Partie ansehen (#13): put a position of a finished game on the Speedtulpe table, read-only.

The review screen (:mod:`speedgames.ui.review_scene`) owns the table scene but never updates it
(so no computer rolls by itself and the Bedenkzeit never runs); ``show`` hands the scene the
position's match (the scene's ``show_position``: the Spielverlauf told up to it) and no button
of it can be pressed.
"""

from __future__ import annotations

from typing import Any


def show(scene: Any, match: Any) -> None:
    scene.show_position(match)
