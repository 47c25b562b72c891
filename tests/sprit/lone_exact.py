"""An exact search for one car alone on a track, written straight from the rules
(/work/shared/rules/speedsprit.md §2–4), independent of the computers' table.

Breadth-first over turn starts (field, stamps, fuel, litres due at the next turn start, must
stamp): the fewest turns to the Ziel for a car that is alone — Platz and Zielplatz 1, nobody
passes it, so in the setting Windschatten every Ereignisfeld pays 10 L at the next turn start;
with cards that don't act an Ereignisfeld is a plain field. Fuel above ``CAP`` is cut off (an
optimum of under 20 turns never gets near it).
"""

from __future__ import annotations

from speedgames.sprit.rules.fuel import FUEL_STEP, cost, ziel_allowance
from speedgames.sprit.rules.tracks import EREIGNIS, KONTROLLE, TANKSTELLE, WERKSTATT, get_track

CAP = 400


def fewest_turns(track_id: str, tank: int, windschatten: bool,
                 start: tuple[int, int, int, bool] | None = None, place: int = 1) -> int:
    """From the Start with ``tank`` litres, or from ``start`` = (field, stamps, fuel, must
    stamp) at a settled turn start; ``place``: the car's Platz and Zielplatz (the cars already
    in the Ziel + 1; ``tank`` is what a Festgefahren refills)."""
    track = get_track(track_id)
    ziel, codes = track.ziel, track.fields
    allow = ziel_allowance(place)

    def due(t: int) -> int:
        gain = FUEL_STEP * place if track.tafel_pays(t, place) else 0
        if windschatten and codes[t] == EREIGNIS:
            gain += FUEL_STEP
        return gain

    first = (0, 0, tank, 0, False) if start is None else (*start[:3], 0, start[3])
    frontier, seen, turns = {first}, {first}, 0
    while frontier:
        turns += 1
        nxt = set()
        for field, stamps, fuel, pending, must in frontier:
            fuel += pending
            if must:  # the stamping turn
                nxt.add((field, stamps + 1, fuel + FUEL_STEP * place, 0, False))
                continue
            moves = []
            d = 1
            while field + d <= ziel and cost(d) <= fuel:
                t, left = field + d, fuel - cost(d)
                d += 1
                if t == ziel:
                    if stamps == 3 and left <= allow:
                        return turns
                    continue
                if codes[t] == WERKSTATT or (codes[t] == KONTROLLE and stamps >= 3):
                    continue
                moves.append((t, stamps, left, due(t), codes[t] == KONTROLLE))
            w = track.werkstatt_behind(field)
            if w is not None:
                moves.append((w, stamps, fuel + FUEL_STEP * (field - w), 0, False))
            if 0 < field < ziel and codes[field] == TANKSTELLE:
                moves.append((field, stamps, fuel + FUEL_STEP, 0, False))
                if fuel >= FUEL_STEP:
                    moves.append((field, stamps, fuel - FUEL_STEP, 0, False))
            if not moves:  # Festgefahren
                moves.append((0, stamps, tank, 0, False))
            nxt.update(m for m in moves if m[2] <= CAP)
        frontier = nxt - seen
        seen |= frontier
    raise AssertionError("no way to the Ziel")
