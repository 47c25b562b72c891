"""Speedrocket's guided first game: three evenings alone in the workshop (plain data).

The draws are rigged through the rules' tutorial option (:mod:`speedgames.rocket.rules.tutorial`)
so each moment comes when the coach talks about it: evening 1 (Probeabend) drawing, the
Zündmesser and its colours, stopping, the Wertungsfeld, the show, the shop and the Kristalle;
evening 2 a „Sand drauf?“ rescue; evening 3 a Fehlzündung and the final reckoning.
"""

from __future__ import annotations

from speedgames.ui.coach import Guide, Step

RIG = {
    "draws": {"1": ["O1", "W1", "G1", "W2"],
              "2": ["W3", "W2", "W1", "W1", "W1", "O1"],
              "3": ["W2", "W3", "W1", "W2", "W1"]},
    "deck": ["messegaeste", "vorsicht", "buergermeister_zahlt"],
}
OPTIONS = {"seats": [{"kind": "human", "name": ""}], "mode": "rekordjagd", "evenings": 3,
           "recipes": "standard", "tutorial": RIG}

_ = "coach.rocket."
STEPS = (
    Step(_ + "welcome", target="huelse"),
    Step(_ + "paper", target="paper"),
    Step(_ + "draw1", do=("draw",), target="btn:draw"),
    Step(_ + "draw2", do=("draw",), target="btn:draw"),
    Step(_ + "gauge", target="gauge"),
    Step(_ + "draw3", do=("draw",), target="btn:draw"),
    Step(_ + "draw4", do=("draw",), target="btn:draw"),
    Step(_ + "wertungsfeld", target="huelse"),
    Step(_ + "stop", do=("stop",), target="btn:stop"),
    Step(_ + "show", do=("done",), target="btn:weiter"),
    Step(_ + "shop", target="shop"),
    Step(_ + "kristalle", do=("trade",), fields={"what": "vorladung"}, target="btn:trade_vl"),
    Step(_ + "buy", do=("done",), free=("buy",), target="btn:fertig"),
    Step(_ + "evening2", target="paper"),
    Step(_ + "risk", free=("draw",), until="sand_offer", target="btn:draw"),
    Step(_ + "sand", do=("sand",), target="btn:sand_yes"),
    Step(_ + "after_sand", do=("draw",), target="btn:draw"),
    Step(_ + "stop2", do=("stop",), target="btn:stop"),
    Step(_ + "show2", do=("done",), target="btn:weiter"),
    Step(_ + "shop2", do=("done",), free=("buy",), target="btn:fertig"),
    Step(_ + "evening3", target="paper"),
    Step(_ + "misfire", free=("draw",), until="misfire", target="btn:draw"),
    Step(_ + "after_misfire", target="huelse"),
    Step(_ + "final", until="show_closed", target="btn:weiter"),
)

GUIDE = Guide(game="rocket", seed=1901, options=OPTIONS, steps=STEPS,
              summary="coach.rocket.summary")
