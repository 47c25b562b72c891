"""Which Speedrocket steps cannot be taken back (the game's part of :mod:`speedgames.core.undo`).

Why these: the own draw shows a chip (and a Kupferblau-Vorschau shows chips) — chance spoke; the
end of the Stopfen starts the Abendvorstellung (the Preis is rolled), the end of the shop opens a
new evening (an Extrablatt card is turned): every change of phase or evening is a barrier. The
other seats' draws in the same Stopfen are not: each seat draws from its own seeded stream of the
evening, so taking back one's „Aufhören“ cannot change what they drew, and they stay in the log.
"""

from __future__ import annotations

from typing import Any


def barrier(step: Any) -> bool:
    """True when ``step`` (a :class:`speedgames.core.undo.LoggedStep`) may not be taken back."""
    if step.phase_before != step.phase_after:
        return True
    if step.has("prize", "card_gain", "card_miss", "card_skip", "extrablatt_effect"):
        return True
    return step.has("draw", "preview_offered", "sand_asked", own_only=True)
