"""Speedsprit's judge for the post-game analysis (:mod:`speedgames.core.analysis`).

Unit: expected turns (Züge) the car still needs to the Ziel — the strong computer's own measure
(:func:`speedgames.sprit.ai.advise`, the searching stark; a move it did not search is valued below
its worst searched one). A loss of 1 is a whole turn given away.

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
    from speedgames.sprit.ai import advise

    return judgement_of(advise(state, seat).options, action)


def marker(state: Any) -> dict[str, int]:
    """Where in the race the decision fell: the round."""
    return {"round": int(state.round)}
