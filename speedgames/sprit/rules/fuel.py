"""Sprit arithmetic: the drive cost d(d+1)/2 and the start tanks with the later-start bonus."""

from __future__ import annotations

from speedgames.sprit.rules.tracks import Track

FUEL_STEP = 10  # Tankstelle, Werkstatt per field, Ziel allowance per place, Kontrolle per place


def cost(distance: int) -> int:
    """Driving ``distance`` fields at once costs 1 + 2 + … + distance litres."""
    if distance < 0:
        raise ValueError("distance must not be negative")
    return distance * (distance + 1) // 2


def max_distance(fuel: int) -> int:
    """The longest single drive that ``fuel`` litres pay for."""
    d = 0
    while cost(d + 1) <= fuel:
        d += 1
    return d


def cost_table(up_to: int = 12) -> list[tuple[int, int]]:
    """The „Kostentafel“: (fields, litres) for 1..up_to."""
    return [(d, cost(d)) for d in range(1, up_to + 1)]


def later_start_bonus(track: Track, cars: int) -> int:
    """Litres more per place later in the start order (2 cars: 0; 3: 10/3; 4–5: 6; 6: 3)."""
    if cars <= 2:
        return 0
    if cars == 3:
        return track.bonus_three
    if cars in (4, 5):
        return 6
    return 3


def start_tanks(track: Track, cars: int) -> list[int]:
    """Start tank per position in the start order, so the first car has no advantage."""
    bonus = later_start_bonus(track, cars)
    return [track.start_tank + i * bonus for i in range(cars)]


def ziel_allowance(place: int) -> int:
    """The most a car may keep in the tank when it reaches the Ziel as ``place``."""
    return FUEL_STEP * place
