"""The Ziel-Rechner: from the middle of the track (or with all stamps) it shows how much Sprit the
car may have to drive from its field straight into the Ziel — a pure function of the numbers.

„Ziel als N.: von hier D Felder = C L → passend wären C–(C+10N) L, du hast X L zu viel“.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from speedgames.core.i18n import Text, counted
from speedgames.sprit.rules.fuel import cost, ziel_allowance

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState


@dataclass(frozen=True)
class ZielRechnung:
    place: int      # N: the Zielplatz the car would get now
    distance: int   # D: fields from the car to the Ziel
    cost: int       # C: the price of that one drive
    low: int        # C: the least fuel that gets there
    high: int       # C + 10 N: the most fuel allowed before the drive
    fuel: int       # the car's fuel now
    excess: int     # litres too much (0 if none)
    missing: int    # litres too little (0 if none)

    @property
    def fits(self) -> bool:
        return self.excess == 0 and self.missing == 0

    def text(self) -> Text:
        if self.excess:
            verdict = Text("sprit.ziel.too_much", {"amount": self.excess})
        elif self.missing:
            verdict = Text("sprit.ziel.too_little", {"amount": self.missing})
        else:
            verdict = Text("sprit.ziel.fits", {})
        return Text("sprit.ziel.line", {"place": self.place,
                                        "distance": counted("core.count.fields", self.distance),
                                        "cost": self.cost, "low": self.low, "high": self.high,
                                        "verdict": verdict})


def rechnung(distance: int, place: int, fuel: int) -> ZielRechnung:
    """The numbers for a car ``distance`` fields from the Ziel with ``fuel`` litres as ``place``."""
    price = cost(distance)
    high = price + ziel_allowance(place)
    return ZielRechnung(place=place, distance=distance, cost=price, low=price, high=high,
                        fuel=fuel, excess=max(0, fuel - high), missing=max(0, price - fuel))


def shown(state: "SpritState", car: int) -> bool:
    """The Rechner appears from the middle of the track on, or once all stamps are in."""
    c = state.cars[car]
    if c["finished"]:
        return False
    return c["field"] >= state.track.ziel // 2 or c["stamps"] >= 3


def for_car(state: "SpritState", car: int) -> ZielRechnung | None:
    """The Rechner's numbers for ``car`` now, or None while it isn't shown."""
    if not shown(state, car):
        return None
    c = state.cars[car]
    return rechnung(state.track.ziel - c["field"], state.zielplatz(), c["fuel"])
