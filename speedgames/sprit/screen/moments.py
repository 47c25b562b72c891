"""Speedsprit's big moment held in its middle: a car on its way, for the screenshots and the bench
(``sprit.game`` with ``moment="drive"`` after its ``preplay``).

The driver at the device drives the last few fields up to where the car stands now, as the real
drive would show it — field by field, dust behind, the gauge draining — stopped half way. The board
then draws that frame every frame (its full cost); a key or click ends it like a live drive.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.sprit.rules.fuel import cost
from speedgames.sprit.screen.cars import drive_seconds
from speedgames.sprit.screen.playback import motion_for

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.screen.cars import Motion
    from speedgames.sprit.screen.road import RoadGeometry

MOMENTS = ("drive",)
DRIVE_AT = 0.7    # of the drive's time (it brakes towards the end)
FIELDS = 5        # how far the held drive goes


def drive_moment(state: Any, geo: "RoadGeometry", car: int,
                 held: bool = True) -> "Motion | None":
    """The drive of ``car`` over the last :data:`FIELDS` fields to its field, held half way
    (``held=False``: from its start, the bench's live frames; None: it stands on the Start)."""
    c = state.cars[car]
    end = int(c["field"])
    start = max(0, end - FIELDS)
    if start == end:
        return None
    price = cost(end - start)
    ev = {"type": "drive", "car": car, "from": start, "to": end, "cost": price,
          "fuel": c["fuel"]}
    motion = motion_for(ev, car, start, end, drive_seconds(end - start, "normal"), geo,
                        float(state.track.start_tank))
    if held:
        motion.hold_at(DRIVE_AT)
    return motion
