"""Speedrocket's guided first game: three evenings alone in the workshop (plain data).

The draws are rigged through the rules' tutorial option (:mod:`speedgames.rocket.rules.tutorial`)
so each moment comes when the coach talks about it: evening 1 (Probeabend) drawing, the
Zündmesser and its colours, stopping when more than half of the bar is red (Blitzpulver 8 of 8,
only Blitzpulver 1 left: 3 of the 5 chips would ignite — a good player stops there), the
Wertungsfeld, the show, the shop and the Kristalle;
evening 2 a „Sand drauf?“ rescue; evening 3 a Fehlzündung and the final reckoning.
"""

from __future__ import annotations

from speedgames.ui.coach import CoachStep, Guide

RIG = {
    "draws": {"1": ["O1", "W3", "W2", "W2", "W1"],
              "2": ["W3", "W2", "W1", "W1", "W1", "O1"],
              "3": ["W2", "W3", "W1", "W2", "W1"]},
    "deck": ["messegaeste", "vorsicht", "buergermeister_zahlt"],
}
OPTIONS = {"seats": [{"kind": "human", "name": ""}], "mode": "rekordjagd", "evenings": 3,
           "recipes": "standard", "tutorial": RIG}

_ = "coach.rocket."
STEPS = (
    CoachStep(_ + "welcome", target="huelse"),
    CoachStep(_ + "paper", target="paper"),
    CoachStep(_ + "draw1", do=("draw",), target="btn:draw"),
    CoachStep(_ + "draw2", do=("draw",), target="btn:draw"),
    CoachStep(_ + "gauge", target="gauge"),
    CoachStep(_ + "draw3", do=("draw",), target="btn:draw"),
    CoachStep(_ + "draw4", do=("draw",), target="btn:draw"),
    CoachStep(_ + "draw5", do=("draw",), target="btn:draw"),
    CoachStep(_ + "wertungsfeld", target="huelse"),
    CoachStep(_ + "stop", do=("stop",), target="btn:stop"),
    CoachStep(_ + "show", do=("done",), target="btn:weiter"),
    CoachStep(_ + "shop", target="wares"),
    CoachStep(_ + "kristalle", do=("trade",), fields={"what": "vorladung"}, target="btn:trade_vl"),
    CoachStep(_ + "buy", do=("done",), free=("buy",), target="btn:fertig"),
    CoachStep(_ + "evening2", target="paper"),
    CoachStep(_ + "risk", free=("draw",), until="sand_offer", target="btn:draw"),
    CoachStep(_ + "sand", do=("sand",), target="btn:sand_yes"),
    CoachStep(_ + "after_sand", do=("draw",), target="btn:draw"),
    CoachStep(_ + "stop2", do=("stop",), target="btn:stop"),
    CoachStep(_ + "show2", do=("done",), target="btn:weiter"),
    CoachStep(_ + "shop2", do=("done",), free=("buy",), target="btn:fertig"),
    CoachStep(_ + "evening3", target="paper"),
    CoachStep(_ + "misfire", free=("draw",), until="misfire", target="btn:draw"),
    CoachStep(_ + "after_misfire", target="huelse"),
    CoachStep(_ + "final", until="show_closed", target="btn:weiter"),
)

GUIDE = Guide(game="rocket", seed=1901, options=OPTIONS, steps=STEPS,
              summary="coach.rocket.summary")
