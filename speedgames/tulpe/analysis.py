"""Speedtulpe's judge for the post-game analysis (:mod:`speedgames.core.analysis`).

Unit: expected points — the strong player's value of a placement (points now plus what it does
for columns, colours, stars and the open field, and what it leaves the others), passing = 0.
It sees only ``state.view(seat)``: never the others' covert choices of the same Wurf.

Thresholds (inaccuracy, mistake) are calibrated by self-play of the strong computer with
``tools/calibrate_analysis.py tulpe``; the numbers are in ``docs/analysis.md``.
"""

from __future__ import annotations

from typing import Any

from speedgames.core.analysis import Judgement
from speedgames.core.game import Action
from speedgames.core.i18n import text

UNIT = "review.unit.tulpe"
THRESHOLDS = (2.0, 5.0)
PASS = Action("pass")


def _key(color_die: Any, number_die: Any, color: Any, number: Any, cells: Any) -> tuple:
    return (color_die, number_die, color, number,
            tuple(sorted(tuple(c) for c in cells or [])))


def judge(state: Any, seat: int, action: Action) -> Judgement | None:
    from speedgames.tulpe.ai import WEIGHTS, rank, reason_for, to_action
    from speedgames.tulpe.ai.evaluate import Context

    view = state.view(seat)
    if view["phase"] == "roll":
        return None
    ranked = rank(view, WEIGHTS["strong"])
    values = [(v, to_action(c), c) for v, c in ranked]
    values.append((0.0, PASS, None))
    values.sort(key=lambda item: -item[0])
    if action.type == "pass":
        chosen = 0.0
    else:
        canon = state.validate_choice(seat, action)  # fills in colour and number of plain dice
        want = _key(canon["color_die"], canon["number_die"], canon["color"], canon["number"],
                    canon["cells"])
        found = [v for v, a, c in values if c is not None and
                 _key(c.color_die, c.number_die, c.color, c.number, a.get("cells")) == want]
        if not found:
            return None
        chosen = found[0]
    best_value, best, cand = values[0]
    alt = best_value - values[1][0] if len(values) > 1 else None
    reason = reason_for(cand, Context(view)) if cand is not None else text("tulpe.ai.pass")
    return Judgement(best, best_value, chosen, alt, reason)


def marker(state: Any) -> dict[str, int]:
    """Where in the game the decision fell: the Wurf."""
    return {"wurf": int(state.wurf)}
