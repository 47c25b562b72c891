"""Partie ansehen (#13): put a position of a finished rally on the Speedsprit board, read-only.

The review screen (:mod:`speedgames.ui.review_scene`) owns the board scene but never updates it
(so no car moves by itself); this hands it the position's match: the board shows it and tells the
Spielverlauf up to it (``SpritScene.show_position``).
"""

from __future__ import annotations

from typing import Any


def show(scene: Any, match: Any) -> None:
    scene.show_position(match)
