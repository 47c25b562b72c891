"""Speedrocket's judge for the post-game analysis (:mod:`speedgames.core.analysis`).

Unit: expected Ruhm (Ruhm-equivalents) — the strong player's own measure.

* At the Hülse: the advisor's exact expectation over the bag's make-up (never its order) for
  „Ziehen“, „Aufhören“, „Sand“, „Sand drauf?“ and the Kupferblau-Vorschau. On the last evening at
  a table a stop that keeps the best chance to win (stark's placement solve) loses nothing.
* In the shop: a basket (or „Fertig“, or „Ruhm nehmen“ / „Einkaufen“ after a Fehlzündung)
  against the shop heuristic's best baskets by rollouts of the rest of the game
  (:mod:`speedgames.rocket.ai.baskets`), its loss counted only beyond the rollouts' noise; the
  reason names only the chips that differ.
* Kristall trades are not judged: their worth is a matter of style, not something the evaluator
  can tell apart.

Thresholds (inaccuracy, mistake) are calibrated by self-play of the strong computer with
``tools/calibrate_analysis.py rocket``; the numbers are in ``docs/analysis.md``.
"""

from __future__ import annotations

from typing import Any

from speedgames.core.analysis import Judgement, judgement_of
from speedgames.core.game import Action

UNIT = "review.unit.rocket"
THRESHOLDS = (1.0, 3.0)


def judge(state: Any, seat: int, action: Action) -> Judgement | None:
    if state.phase == "stopfen":
        return _from_advice(state, seat, action)
    if state.phase == "shop" and (state.players[seat]["shop"] == "choose"
                                  or action.type in ("buy", "done")):
        return _shop(state, seat, action)
    return None


def _from_advice(state: Any, seat: int, action: Action) -> Judgement | None:
    from speedgames.rocket.ai import advise

    j = judgement_of(advise(state, seat).options, action)
    if j is not None and j.loss > 0 and _last_evening_at_table(state, seat, action):
        return _for_the_win(state, seat, action, j)
    return j


#: win chance a stop may give away on the last evening before it counts as a loss
WIN_EPS = 0.005


def _last_evening_at_table(state: Any, seat: int, action: Action) -> bool:
    return (not state.solo and state.evening == state.evenings
            and state.players[seat]["status"] == "drawing"
            and action.type == "stop")


def _for_the_win(state: Any, seat: int, action: Action, j: Judgement) -> Judgement:
    """The last evening at a table: what counts is the win, and stark's solve for it is at the
    optimum there (docs/rocket-solver.md). A stop that keeps the best chance to win (within
    ``WIN_EPS``) loses nothing, however much expected Ruhm it leaves (stopping at 11 % when the
    lead is safe); otherwise the Ruhm loss stands. (A draw is not excused so: gambling Ruhm away
    for nothing stays a mistake.)"""
    from speedgames.rocket.ai import context, stopfen
    from speedgames.rocket.ai.styles import NEUTRAL

    w = stopfen.judge(state, context(state, seat, NEUTRAL), placement=True)
    if w.draw is None or not w.table:
        return j
    chosen = w.draw if action.type == "draw" else w.stop
    best = max(w.draw, w.stop, w.sand if w.sand is not None else 0.0)
    if chosen < best - WIN_EPS:
        return j
    return Judgement(action, j.chosen_value, j.chosen_value, None,
                     stopfen.win_reason(action, w))


def _shop(state: Any, seat: int, action: Action) -> Judgement | None:
    """A basket, „Fertig“ or a Fehlzündung choice against the others by rollouts (the mean
    final Ruhm of the rest of the game, same seeds for all); the loss counts beyond the noise."""
    from speedgames.rocket.ai import baskets

    j = baskets.judge(state, seat, action)
    if j is None or j.chosen is None:
        return None  # nothing left to buy, or a move that is no candidate (e.g. a trade)
    best = j.best
    loss = j.loss()
    second = j.values[1] if len(j.values) > 1 else None
    alt = j.loss(second) if second is not None else None
    if best is j.chosen:
        reason = _own_reason(state, seat, best.action)
    else:
        # the same number as the verdict (what it loses at least): „+2,6 Ruhm“ beside „−2,6“;
        # within the noise it says „fast gleich gut“
        reason = baskets.difference(best.action, j.chosen.action, loss)
    return Judgement(best.action, best.mean, best.mean - loss, alt, reason)


def _own_reason(state: Any, seat: int, action: Action) -> Any:
    """Why the chosen move is the best one (no comparison to make)."""
    from speedgames.rocket.ai import shop as ai_shop
    from speedgames.rocket.ai.styles import NEUTRAL

    if action.type == "buy":
        worths = {w.chip: w for w in ai_shop.chip_worths(state, seat, NEUTRAL)}
        chips = tuple(c for c in action.get("chips") or [] if c in worths)
        return ai_shop.buy_reason(chips, worths) if chips else None
    return None


def marker(state: Any) -> dict[str, int]:
    """Where in the game the decision fell: the evening."""
    return {"evening": int(state.evening)}
