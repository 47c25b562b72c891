"""Speedrocket's story for the Endtafel's charts (:mod:`speedgames.core.story`).

The step is the evening; the chart is every seat's Ruhm at the end of each evening (the last one
with the final conversion). The Ruhm is taken apart by where it came from, read off the events
the rules wrote (never recounted): the Wertungsfeld (also „Ruhm nehmen“ after a Fehlzündung), the
Rezepturen (Wertung and Sofortglanz), Tagespreis and Extrablatt, and the last evening's
conversion of Mark and Kristalle.
"""

from __future__ import annotations

from typing import Any, Sequence

STEP = "rocket.story.step"
CHARTS = (("ruhm", "rocket.story.chart.ruhm", "rocket.story.tab.ruhm"),)
# event type -> the part its „ruhm“ counts for
SOURCES = {"ruhm": "field", "take": "field", "wertung": "recipes", "effect": "recipes",
           "prize": "luck", "card_gain": "luck"}
PARTS = (("field", "rocket.story.part.field"), ("recipes", "rocket.story.part.recipes"),
         ("luck", "rocket.story.part.luck"), ("final", "rocket.story.part.final"))
OTHER = "rocket.story.part.other"


def step(state: Any) -> int:
    return int(state.evening)


def sample(state: Any) -> dict[str, list[float]]:
    return {"ruhm": [p["ruhm"] for p in state.players]}


def parts(state: Any, events: Sequence[Any]) -> list[tuple[str, list[float]]]:
    seats = len(state.players)
    found = {name: [0] * seats for name, _label in PARTS}
    for ev in events:
        if not isinstance(ev, dict) or not 0 <= int(ev.get("seat", -1)) < seats:
            continue
        seat = int(ev["seat"])
        if ev.get("type") == "conversion":
            found["final"][seat] += sum(int(ev.get(k, 0) or 0)
                                        for k in ("mark_ruhm", "field_ruhm", "kristall_ruhm"))
        elif ev.get("type") in SOURCES and isinstance(ev.get("ruhm"), int):
            found[SOURCES[ev["type"]]][seat] += ev["ruhm"]
    out = [(label, found[name]) for name, label in PARTS]
    rest = [p["ruhm"] - sum(v[s] for _l, v in out) for s, p in enumerate(state.players)]
    if any(rest):   # a source this list does not name yet: shown, so the parts still add up
        out.append((OTHER, rest))
    return out
