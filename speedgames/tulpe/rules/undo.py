"""Which Speedtulpe steps cannot be taken back (the game's part of :mod:`speedgames.core.undo`).

Why these: a Wurf shows new dice — chance spoke; when everything blooms the covert choices are
revealed. A choice (or a pass) before that can be taken back; a computer's covert choice made
since is kept when it still fits, otherwise it chooses again.
"""

from __future__ import annotations

from typing import Any


def barrier(step: Any) -> bool:
    """True when ``step`` (a :class:`speedgames.core.undo.LoggedStep`) may not be taken back."""
    return step.has("roll", "reveal", "bloom", "end", "next")
