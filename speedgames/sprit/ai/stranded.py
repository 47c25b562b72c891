"""#32's check „no car ends stranded with a full tank“: how often a level's car is left on the
road at the game's end holding more than ``LIMIT`` litres although a drive forward was open to it.

Why: in a 5-car race a normal car reached 166 L on field 30 and ended on field 42 with 127 L,
and cars at the back of big fields collect the Platz payouts (10 L × Platz at every Kontrolle and
matching Tafel) and then crawl. A car that ends the race on the road with a full tank wasted its
fuel: the exact lone-car plan never holds more than 129 L (Alpenpass) or 67 L (Bergsprint).

- ``stranded_full``: the car is not in the Ziel, holds more than ``limit`` litres and has a legal
  drive forward (so it was not boxed in: a path home existed).
- ``stranded_games``: ``games`` computer games of ``levels`` (seats rotated as ``bench`` rotates
  them), every car the check finds at the end, by level.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.sprit.rules.reachability import reachable

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState

LIMIT = 200  # litres: three Bergsprint start tanks, half as much again as any lone-car plan holds


def stranded_full(state: "SpritState", car: int, limit: int = LIMIT) -> bool:
    """The car is on the road (not in the Ziel) with more than ``limit`` litres and a legal
    drive forward."""
    c = state.cars[car]
    return not c["finished"] and c["fuel"] > limit and bool(reachable(state, car))


def stranded_games(levels: list[str], games: int, seed: int, limit: int = LIMIT,
                   **options: Any) -> dict[str, Any]:
    """Per level: cars played, cars ``stranded_full`` at the game's end, and each such case as
    ``[seed, level, field, fuel]``."""
    from speedgames.sprit.ai.levels import make_player
    from speedgames.sprit.rules import GAME

    cars: dict[str, int] = {}
    found: dict[str, int] = {}
    cases: list[list[Any]] = []
    for n in range(games):
        who = [levels[(seat - n) % len(levels)] for seat in range(len(levels))]
        seats = [{"kind": "ai", "level": lv} for lv in who]
        state = GAME.new_state({**options, "seats": seats}, seed + n)
        players = [make_player(lv, None, (seed + n) * 31 + i) for i, lv in enumerate(who)]
        while not state.is_over():
            seat = state.to_move()[0]
            state.apply(seat, players[seat].choose(state, seat).action)
        for i, c in enumerate(state.cars):
            level = who[c["seat"]]
            cars[level] = cars.get(level, 0) + 1
            if stranded_full(state, i, limit):
                found[level] = found.get(level, 0) + 1
                cases.append([seed + n, level, c["field"], c["fuel"]])
    return {"games": games, "limit": limit, "cars": cars,
            "stranded": {lv: found.get(lv, 0) for lv in cars}, "cases": cases}
