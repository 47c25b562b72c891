"""Speedrocket's judge for the post-game analysis (:mod:`speedgames.core.analysis`).

Unit: expected Ruhm (Ruhm-equivalents) — the strong player's own measure. At the Hülse the
advisor's exact expectation over the bag's make-up (never its order) for „Ziehen“, „Aufhören“,
„Sand“, „Sand drauf?“ and the Kupferblau-Vorschau; after a Fehlzündung the field's Ruhm against the
best purchase; in the shop a purchase against every purchase the Mark allow (their worth over the
evenings left), „Fertig“ against the best purchase still open. Kristall trades are not judged:
their worth is a matter of style, not something the evaluator can tell apart.

Thresholds (inaccuracy, mistake) are calibrated by self-play of the strong computer with
``tools/calibrate_analysis.py rocket``; the numbers are in ``docs/analysis.md``.
"""

from __future__ import annotations

from typing import Any

from speedgames.core.analysis import Judgement, judgement_of
from speedgames.core.game import Action

UNIT = "review.unit.rocket"
THRESHOLDS = (1.0, 3.0)
DONE = Action("done")


def judge(state: Any, seat: int, action: Action) -> Judgement | None:
    if state.phase == "stopfen" or (state.phase == "shop"
                                    and state.players[seat]["shop"] == "choose"):
        return _from_advice(state, seat, action)
    if state.phase == "shop" and action.type in ("buy", "done"):
        return _shop(state, seat, action)
    return None


def _from_advice(state: Any, seat: int, action: Action) -> Judgement | None:
    from speedgames.rocket.ai import advise

    return judgement_of(advise(state, seat).options, action)


def _shop(state: Any, seat: int, action: Action) -> Judgement | None:
    from speedgames.rocket.ai import shop as ai_shop
    from speedgames.rocket.rules import shop

    p = state.players[seat]
    if not shop.buy_options(state, p):
        return None  # nothing left to buy: „Fertig“ is no decision worth judging
    worths = ai_shop.chip_worths(state, seat)
    ranked = [(v, shop.buy_action(tuple(chips)), chips)
              for chips, v in ai_shop.purchases(state, seat, p["mark"], worths)]
    ranked.append((0.0, DONE, None))
    ranked.sort(key=lambda item: -item[0])
    if action.type == "done":
        chosen = 0.0
    else:
        want = sorted(action.get("chips") or [])
        found = [v for v, _a, chips in ranked if chips is not None and sorted(chips) == want]
        if not found:
            return None
        chosen = found[0]
    best_value, best, chips = ranked[0]
    alt = best_value - ranked[1][0] if len(ranked) > 1 else None
    by_chip = {w.chip: w for w in worths}
    reason = ai_shop.buy_reason(tuple(chips), by_chip) if chips else None
    return Judgement(best, best_value, chosen, alt, reason)


def marker(state: Any) -> dict[str, int]:
    """Where in the game the decision fell: the evening."""
    return {"evening": int(state.evening)}
