"""Speedsprit's judge for the post-game analysis (:mod:`speedgames.core.analysis`).

Unit: expected turns (Züge) the car still needs to the Ziel — the strong evaluator's own measure
(:func:`speedgames.sprit.ai.ranked_options`: lone-car tables read for the car's Platz, cards
averaged over the public make-up of the pile). A loss of 1 is a whole turn given away.

Thresholds (inaccuracy, mistake) are calibrated by self-play of the strong computer with
``tools/calibrate_analysis.py sprit``; the numbers are in ``docs/analysis.md``.
"""

from __future__ import annotations

from typing import Any

from speedgames.core.analysis import Judgement, judgement_of
from speedgames.core.game import Action

UNIT = "review.unit.sprit"
THRESHOLDS = (0.6, 1.5)


def judge(state: Any, seat: int, action: Action) -> Judgement | None:
    from speedgames.sprit.ai import PROFILES, ranked_options

    return judgement_of(ranked_options(state, seat, PROFILES["strong"]), action)


def marker(state: Any) -> dict[str, int]:
    """Where in the race the decision fell: the round."""
    return {"round": int(state.round)}
