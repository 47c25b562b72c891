"""Speedtulpe's big moments held in their middle: a still picture for the screenshots and the
bench (the scene's ``moment`` after its ``demo``).

``"tumble"``: the dice of the position in flight onto the tray, turning; ``"glow"``: the cells the
last reveal bloomed lit up on the small fields. The scene then draws that frame every frame (its
full cost), and any key or click ends it as it ends a live animation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.tulpe.screen.tray import DiceTray
    from speedgames.ui.anim.glow import Glow

MOMENTS = ("tumble", "glow")
TUMBLE_AT = 0.42  # of the roll's time: the dice are in the air, mid-turn
GLOW_AT = 0.2     # of the glow's life: at its brightest beat


def hold(moment: str, *, dice: Mapping[str, Any] | None, tray: "DiceTray", glow: "Glow",
         last_bloomed: Mapping[int, Any], roll_seconds: float, glow_seconds: float,
         held: bool = True) -> bool:
    """Hold ``moment`` in its middle (False: unknown, or nothing to show in this position):
    ``dice`` as the rules' public view has them, ``last_bloomed`` the last reveal's new blooms
    per seat. ``held=False``: play it from its start instead (the bench's live frames)."""
    if moment == "tumble":
        dice = dice or {}
        colors, numbers = dice.get("colors") or [], dice.get("numbers") or []
        if not colors:
            return False
        tray.start_roll(colors, numbers, roll_seconds)
        if tray.tumble is None:
            return False
        if held:
            tray.tumble.hold_at(TUMBLE_AT)
        return True
    if moment == "glow":
        if not last_bloomed:
            return False
        glow.start([(seat, cell) for seat, cells in sorted(last_bloomed.items())
                    for cell in sorted(cells)], glow_seconds)
        if held:
            glow.hold_at(GLOW_AT)
        return True
    return False
