"""Speedtulpe's story for the Endtafel's charts (:mod:`speedgames.core.story`).

The step is the Wurf; the chart is every seat's points at the end of each Wurf (they start below
zero: the Prachttulpen count against a field until they bloom). The score is taken apart as the
rules' own breakdown reads (the Rechenweg: Spalten, Farben, Gießkannen, Prachttulpen).
"""

from __future__ import annotations

from typing import Any, Sequence

STEP = "tulpe.story.step"
CHARTS = (("points", "tulpe.story.chart.points", "tulpe.story.tab.points"),)
PARTS = (("column", "tulpe.story.part.columns"), ("color", "tulpe.story.part.colors"),
         ("cans", "tulpe.story.part.cans"), ("stars", "tulpe.story.part.stars"))


def step(state: Any) -> int:
    return int(state.wurf)


def sample(state: Any) -> dict[str, list[float]]:
    return {"points": [p["score"] for p in state.summary()["players"]]}


def parts(state: Any, events: Sequence[Any]) -> list[tuple[str, list[float]]]:
    players = state.summary()["players"]
    per_seat = []
    for p in players:
        sums: dict[str, int] = {}
        for item in p.get("breakdown") or ():
            sums[str(item["kind"])] = sums.get(str(item["kind"]), 0) + int(item["points"])
        per_seat.append(sums)
    return [(label, [s.get(kind, 0) for s in per_seat]) for kind, label in PARTS]
