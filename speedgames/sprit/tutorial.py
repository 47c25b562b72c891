"""Speedsprit's guided first game: a Bergsprint against one easy computer (plain data).

Speedsprit has no dice; only the Streckenkarten are shuffled from the seed. Seed 12 makes the
first card on field 4 a „Freie Fahrt“, and with the computer's seeded driving the planned moves
stay free: the cost d(d+1)/2, a Tankstelle, a Streckenkarte, a Tafel that pays (Tafel 2 with
Platz 2), a Kontrolle stamp, a Werkstatt roll-back, then the Ziel condition and the drive home.
The game runs until every car is in the Ziel (``end: "all"``), so the computer arriving first
never cuts the learner's drive home short.
"""

from __future__ import annotations

from speedgames.ui.coach import CoachStep, Guide

OPTIONS = {"seats": [{"kind": "human", "name": ""}, {"kind": "ai", "level": "easy"}],
           "mode": "table", "track": "bergsprint", "cards": True, "end": "all", "clock": None,
           "tutorial": {}}
MOVES = ("drive", "werkstatt", "tank", "stamp", "kanister")

_ = "coach.sprit."
STEPS = (
    CoachStep(_ + "welcome", target="road"),
    CoachStep(_ + "cost", target="field:2"),
    CoachStep(_ + "drive2", do=("drive",), fields={"to": 2}, target="field:2"),
    CoachStep(_ + "tank", do=("tank",), fields={"amount": 10}, target="btn:tank"),
    CoachStep(_ + "drive4", do=("drive",), fields={"to": 4}, target="field:4"),
    CoachStep(_ + "card", target="card"),
    CoachStep(_ + "drive6", do=("drive",), fields={"to": 6}, target="field:6"),
    CoachStep(_ + "drive7", do=("drive",), fields={"to": 7}, target="field:7"),
    CoachStep(_ + "stamp", do=("stamp",), target="btn:stamp"),
    CoachStep(_ + "drive9", do=("drive",), fields={"to": 9}, target="field:9"),
    CoachStep(_ + "werkstatt", do=("werkstatt",), target="btn:werkstatt"),
    CoachStep(_ + "ziel", target="field:41"),
    CoachStep(_ + "home", free=MOVES, until="over", target="advice"),
)

GUIDE = Guide(game="sprit", seed=12, options=OPTIONS, steps=STEPS, summary="coach.sprit.summary")
