"""Speedtulpe's judge for the post-game analysis (:mod:`speedgames.core.analysis`).

Unit: expected points — the strong player's value of a placement (points now plus what it does
for columns, colours, stars and the open field, and what it leaves the others), passing = 0.
It sees only ``state.view(seat)``: never the others' covert choices of the same Wurf.

Cautious (#28): the strong player decides by a search over the next Würfe
(:func:`speedgames.tulpe.ai.search.judge`), which may see what the static value misses (a pass
that keeps a big bloom for the next Wurf, the others' takes). So a loss that would be marked is
measured by the search too, and only the smaller of the two counts: a move is accused only
when both agree it loses (a choice the search did not short-list keeps the static loss). On
fresh seeds this took the strong self-play's marks from 0.19 ``?`` and 0.06 ``??`` per
seat-game to the figures in docs/analysis.md (:mod:`speedgames.tulpe.analysis_measure`).

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
    if best_value - chosen > THRESHOLDS[0]:
        searched = searched_loss(view, action, canon if action.type != "pass" else None)
        if searched is not None and searched < best_value - chosen:
            chosen = best_value - searched
    alt = best_value - values[1][0] if len(values) > 1 else None
    reason = reason_for(cand, Context(view)) if cand is not None else text("tulpe.ai.pass")
    return Judgement(best, best_value, chosen, alt, reason)


def searched_loss(view: dict, action: Action, canon: dict | None) -> float | None:
    """The loss of ``action`` by the strong player's search (its best searched value less the
    chosen one's); None when the search did not look at the chosen move."""
    from speedgames.tulpe.ai.search import judge as search

    judged = search(view)
    if not judged:
        return None
    top = max(j.value for j in judged)
    for j in judged:
        c = j.cand
        if c is None and canon is None:
            return max(0.0, top - j.value)
        if c is not None and canon is not None:
            from speedgames.tulpe.rules.layout import cells_of

            if _key(c.color_die, c.number_die, c.color, c.number, cells_of(c.cells)) == \
                    _key(canon["color_die"], canon["number_die"], canon["color"],
                         canon["number"], canon["cells"]):
                return max(0.0, top - j.value)
    return None


def marker(state: Any) -> dict[str, int]:
    """Where in the game the decision fell: the Wurf."""
    return {"wurf": int(state.wurf)}
