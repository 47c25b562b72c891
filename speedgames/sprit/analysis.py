"""Speedsprit's judge for the post-game analysis (:mod:`speedgames.core.analysis`).

What decides a Speedsprit game is the final place, so that is what a decision is judged by — not
the turns to the Ziel, which ranked a roll-back that lost the race as a small slip and a Tafel
payout in a won game as a blunder (issue #28).

- **Candidates**: the chosen move, the best three of the quick one-move judgement (the lone-car
  table) and the best two of the card-averaging one-move judgement (what leicht/normal play by).
- **Rollouts** (:mod:`.ai.rollout`): each candidate is played out to where the seat's final place
  is settled, every car by the quick judgement with a little seeded noise, the unseen cards dealt
  from the pile's public make-up. All candidates meet the same samples.
- **Value** of a rollout: its final place (the unit: a loss of 0.5 is half a place on average; in
  a race of two, 50 points of win chance). The best candidate has the best mean place; equal
  places go to fewer own turns (``TURN_WEIGHT``).
- **Two stages**: ``FIRST`` samples for every candidate pick the best; only when the chosen move
  looks worse by more than ``LOOK_CLOSER`` do ``SECOND`` fresh samples compare the two again
  (fresh, so the best's lucky first samples don't count against the chosen move).
- **Loss** = the mean difference of the second stage when it lies more than ``Z`` (3) standard
  errors above nothing, else 0: a move that is as good within the noise is not accused. A
  gap that would be a mark is measured on ``MORE`` samples before it is given.

- **Openings of big fields** (more than two cars running, the first ``OPENING`` rounds) are not
  judged: there the greedy rollout cars herd, and what they make of a move is not what decides.

Thresholds: ``?`` above 0.2, ``??`` above 0.5 places (a race of two: win chance 20 / 50 points
lower). Measured by ``speedgames/sprit/analysis_measure.py`` (docs/sprit-analysis.md).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from speedgames.core.analysis import Judgement
from speedgames.core.game import Action
from speedgames.sprit.ai.players import PROFILES, ranked_options
from speedgames.sprit.ai.quick import quick_ranked, quick_value
from speedgames.sprit.ai.reasons import reason
from speedgames.sprit.ai.rollout import Outcome, rollout, sample_seed
from speedgames.sprit.analysis_reason import Side, difference

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState

UNIT = "review.unit.sprit"
THRESHOLDS = (0.2, 0.5)
QUICK_CANDIDATES = 3   # best moves of the quick judgement tried out …
CARD_CANDIDATES = 2    # … and of the card-averaging one-move judgement
FIRST = 4              # samples per candidate to find the best
LOOK_CLOSER = 0.5      # a first-stage gap below this (2 samples in 4 a place apart) is no loss
SECOND = 16            # fresh samples for the chosen and the best move, when they differ …
MORE = 32              # … and this many more when that looks like a ? or worse
Z = 3.0                # standard errors a loss must lie above nothing to count …
SE_FLOOR = 0.5         # … at least this / √samples (few samples understate the spread)
NOISE = 0.2            # chance a car in a rollout takes its second-best move (without any,
                       # a herd of greedy cars put early 4-car moves up to 1.3 places apart)
TURN_WEIGHT = 0.01     # places per own turn: only breaks ties between equal places
OPENING = 4            # rounds of a big field's opening that are not judged (see judge)


def points(o: Outcome) -> float:
    """A rollout's value in places (higher is better): −place."""
    return float(-o.place)


def candidates(state: "SpritState", seat: int, car: int, action: Action) -> list[Action]:
    """The chosen move first, then the moves worth comparing it with (no duplicates)."""
    out = [action]
    for _v, a in quick_ranked(state, seat, car)[:QUICK_CANDIDATES]:
        if a not in out:
            out.append(a)
    for option in ranked_options(state, seat, PROFILES["strong"])[:CARD_CANDIDATES]:
        if option.action not in out:
            out.append(option.action)
    return out


def _score(outs: list[Outcome]) -> float:
    return sum(points(o) - TURN_WEIGHT * o.turns for o in outs) / len(outs)


def _gap(better: list[Outcome], worse: list[Outcome]) -> tuple[float, float]:
    """Mean and standard error of the paired differences in places."""
    d = [points(b) - points(w) for b, w in zip(better, worse)]
    mean = sum(d) / len(d)
    if len(d) < 2:
        return mean, 0.0
    var = sum((x - mean) ** 2 for x in d) / (len(d) - 1)
    return mean, math.sqrt(var / len(d))


def _compare(state: "SpritState", seat: int, best: Action, action: Action
             ) -> tuple[float, list[Outcome], list[Outcome], dict[str, Any]]:
    """The chosen move against the best on fresh samples (so the best's lucky first samples
    don't count): ``SECOND`` of them, and ``MORE`` on top when the gap would be a mark — no
    mark rests on a few samples. The loss is the mean gap when it lies more than ``Z``
    standard errors above nothing, else 0. Returns it, both sides' outcomes and the
    figures."""
    good: list[Outcome] = []
    mine: list[Outcome] = []
    mean = se = 0.0
    for lo, hi in ((FIRST, FIRST + SECOND), (FIRST + SECOND, FIRST + SECOND + MORE)):
        for k in range(lo, hi):
            seed = sample_seed(state, k)
            good.append(rollout(state, seat, best, seed, NOISE))
            mine.append(rollout(state, seat, action, seed, NOISE))
        mean, se = _gap(good, mine)
        if mean - Z * max(se, SE_FLOOR / math.sqrt(len(good))) <= 0.0:
            return 0.0, good, mine, {"samples": len(good), "gap": mean, "se": se}
        if mean <= THRESHOLDS[0]:
            break
    return mean, good, mine, {"samples": len(good), "gap": mean, "se": se}


def judge(state: "SpritState", seat: int, action: Action) -> Judgement | None:
    car = state.active_car
    if car is None or action not in state.legal_actions(seat):
        return None
    running = sum(1 for c in state.cars if not c["finished"])
    if running > 2 and state.round <= OPENING:
        # a herd of greedy cars decides a big field's opening by who blocks whom: measured, a
        # 6-car first-round drive called 1.8 places worse, a round-4 ?? whose continuations by
        # the strong computers favoured the accused move — such moves are not judged
        why = reason(state, car, action, quick_value(state, car, action))
        return Judgement(action, 0.0, 0.0, None, why, {"opening": True})
    moves = candidates(state, seat, car, action)
    first = [sample_seed(state, k) for k in range(FIRST)]
    outs = {a: [rollout(state, seat, a, s, NOISE) for s in first] for a in moves}
    ranked = sorted(moves, key=lambda a: -_score(outs[a]))
    best = ranked[0]
    alt = None
    if len(ranked) > 1:
        mean, se = _gap(outs[best], outs[ranked[1]])
        alt = max(0.0, mean - max(se, SE_FLOOR / math.sqrt(FIRST)))  # „!“: praise, one error
    plain = reason(state, car, action, _mean_turns(outs[action]))
    if best == action:
        return Judgement(action, 0.0, 0.0, alt, plain, {"samples": FIRST})
    if _gap(outs[best], outs[action])[0] < LOOK_CLOSER:
        return Judgement(action, 0.0, 0.0, None, plain, {"samples": FIRST, "near": best})
    loss, good, mine, measured = _compare(state, seat, best, action)
    if loss <= 0.0:
        return Judgement(action, 0.0, 0.0, None, plain, {**measured, "near": best})
    why = difference(state, car, Side(best, good), Side(action, mine))
    return Judgement(best, 0.0, -loss, alt, why, measured)


def _mean_turns(outs: list[Outcome]) -> float:
    return sum(o.turns for o in outs) / len(outs)


def marker(state: Any) -> dict[str, int]:
    """Where in the race the decision fell: the round."""
    return {"round": int(state.round)}
