"""Final ranking and scores.

Cars: in the Ziel by Zielplatz; the others by field (higher is better), then less fuel, then fewer
turns. Duell: per player, cars in the Ziel, then the sum of both cars' fields (the first with both
cars in the Ziel has won and the game has ended).

``scores`` (higher is better, consistent with ``ranks``): a car in the Ziel scores the Ziel's
field number plus 10 × (cars + 1 − Zielplatz); a car on the track scores its field. In the Duell a
player scores 100 × cars in the Ziel + the sum of both cars' fields. ``tiebreak`` per seat: the
rest of the sort key that decides between equal scores, ``[fuel, turns]`` (lower is better; empty
for finished cars and in the Duell).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState


def car_key(car: dict[str, Any]) -> tuple:
    """Sort key of one car: smaller is better."""
    if car["finished"]:
        return (0, car["zielplatz"], 0, 0)
    return (1, -car["field"], car["fuel"], car["turns"])


def competition_ranks(keys: list[tuple]) -> list[int]:
    """1 + the number of entries with a strictly better key (equal keys share a rank)."""
    return [1 + sum(1 for other in keys if other < key) for key in keys]


def finish_score(ziel: int, cars: int, zielplatz: int) -> int:
    """Score of a car in the Ziel: the Ziel's field plus 10 × (cars + 1 − Zielplatz)."""
    return ziel + 10 * (cars + 1 - zielplatz)


def result(state: "SpritState") -> dict[str, Any]:
    ziel = state.track.ziel
    n = len(state.cars)
    if state.options["duel"]:
        keys, scores = [], []
        for seat in range(2):
            own = [c for c in state.cars if c["seat"] == seat]
            home = sum(1 for c in own if c["finished"])
            fields = sum(c["field"] for c in own)
            keys.append((-home, -fields))
            scores.append(100 * home + fields)
        return {"scores": scores, "ranks": competition_ranks(keys), "tiebreak": [[], []]}
    by_seat = sorted(state.cars, key=lambda c: c["seat"])
    keys = [car_key(c) for c in by_seat]
    scores = [finish_score(ziel, n, c["zielplatz"]) if c["finished"] else c["field"]
              for c in by_seat]
    tiebreak = [[] if c["finished"] else [c["fuel"], c["turns"]] for c in by_seat]
    return {"scores": scores, "ranks": competition_ranks(keys), "tiebreak": tiebreak}
