"""Speedsprit's story for the Endtafel's charts (:mod:`speedgames.core.story`).

The step is the Runde; the charts are every seat's field and litres in the tank at the end of each
Runde (in the Duell the sum of both cars). The score is taken apart as the rules' ranking builds
it (``ranking.finish_score``): a car in the Ziel scores the Ziel's field plus its Platzbonus, a car
on the road its field; in the Duell the cars in the Ziel (the rules' score less the
fields) plus the fields.
"""

from __future__ import annotations

from typing import Any, Sequence

from speedgames.sprit.rules.ranking import finish_score

STEP = "sprit.story.step"
CHARTS = (("field", "sprit.story.chart.field", "sprit.story.tab.field"),
          ("fuel", "sprit.story.chart.fuel", "sprit.story.tab.fuel"))


def step(state: Any) -> int:
    return int(state.round)


def _seats(state: Any) -> int:
    return 1 + max((int(c["seat"]) for c in state.cars), default=-1)


def sample(state: Any) -> dict[str, list[float]]:
    field, fuel = [0] * _seats(state), [0] * _seats(state)
    for car in state.cars:
        field[car["seat"]] += car["field"]
        fuel[car["seat"]] += car["fuel"]
    return {"field": field, "fuel": fuel}


def parts(state: Any, events: Sequence[Any]) -> list[tuple[str, list[float]]]:
    seats = _seats(state)
    if state.options.get("duel"):
        fields = [0] * seats
        for car in state.cars:
            fields[car["seat"]] += car["field"]
        scores = list(state.result()["scores"])   # the rules' 100 per car in the Ziel + fields
        home = [scores[s] - fields[s] if s < len(scores) else 0 for s in range(seats)]
        return [("sprit.story.part.home", home), ("sprit.story.part.fields", fields)]
    ziel, n = state.track.ziel, len(state.cars)
    road, bonus = [0] * seats, [0] * seats
    for car in state.cars:
        if car["finished"]:
            road[car["seat"]] += ziel
            bonus[car["seat"]] += finish_score(ziel, n, car["zielplatz"]) - ziel
        else:
            road[car["seat"]] += car["field"]
    return [("sprit.story.part.road", road), ("sprit.story.part.bonus", bonus)]
