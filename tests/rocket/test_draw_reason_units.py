"""The computer's and the Rat's Stopfen reasons name their unit (#30): „(1,2 verloren beim
Ziehen)“ said no what — the figures are Ruhm-equivalents of the evening (ai/evaluate.py)."""

from __future__ import annotations

import pytest

from speedgames.rocket.ai import draw as ai_draw
from speedgames.rocket.ai.draw import DRAW, STOP, Judgement


@pytest.mark.parametrize("action, judgement, de, en", [
    (STOP, Judgement(stop=5.0, draw=3.8, sand=None, danger=0.12),
     "1,2 Ruhm verloren", "1.2 fame"),
    (DRAW, Judgement(stop=3.0, draw=4.5, sand=None, danger=0.0), "+1,5 Ruhm", "+1.5 fame"),
    (DRAW, Judgement(stop=3.0, draw=3.7, sand=None, danger=0.1), "0,7 Ruhm", "0.7 fame"),
])
def test_the_figures_in_the_draw_reasons_say_ruhm(action, judgement, de, en):
    reason = ai_draw.reason(action, judgement, {"huelse": []})
    assert reason.key in ("rocket.ai.draw.enough", "rocket.ai.draw.safe",
                          "rocket.ai.draw.worth")
    assert de in reason.render("de")
    assert en in reason.render("en")
