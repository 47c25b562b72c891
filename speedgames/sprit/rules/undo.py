"""Which Speedsprit steps cannot be taken back (the game's part of :mod:`speedgames.core.undo`).

Why these: a drive onto an Ereignisfeld turns a card (and may reshuffle the pile) — chance spoke;
the end of the race settles the places. A plain drive, a Werkstatt, Tanken or a Stempel can be
taken back until another person moves; a computer car that moved since moves again.
"""

from __future__ import annotations

from typing import Any


def barrier(step: Any) -> bool:
    """True when ``step`` (a :class:`speedgames.core.undo.LoggedStep`) may not be taken back."""
    if step.has("card", "reshuffle", "game_over"):
        return True
    return step.phase_after[0] == "over"
