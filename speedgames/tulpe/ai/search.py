"""stark: the static evaluation short-lists choices, the lookahead over the next Wurf decides.

Why a short list: the lookahead costs one scan of every reply on the field after the choice
(about a millisecond), so only the ``SHORTLIST`` best choices by the static value (with the dice
denial of the active seat) and passing are searched. Passing competes on the same footing — its
value is only what the next Wurf brings — so stark passes when the Wurf would spoil more than it
gives, not below a fixed threshold.

The Rat (:func:`advise`) is this player's judgement: options best first, each with its expected
value in points (now plus the next Wurf's expectation) and its points now.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from speedgames.core.game import Action, State
from speedgames.core.i18n import Text, text
from speedgames.core.players import Advice, Decision, Option
from speedgames.tulpe.ai.evaluate import Candidate, Context, Weights
from speedgames.tulpe.ai.lookahead import Risk, Scans, ends, lookahead, lookahead2
from speedgames.tulpe.ai.players import WEIGHTS, TulpePlayer, rank, reason_for, to_action
from speedgames.tulpe.ai.rivals import Rivals, hope_shift
from speedgames.tulpe.rules.layout import cells_of

SHORTLIST = 8
# Alone (Rekordjagd, Tagesblatt) passing and the two best choices are searched two Würfe deep:
# no others to guess, the Würfe left are known, and a game is only 30 decisions. (Four choices
# with eight replies each measured +0.08 ± 0.52 points on 200 fresh paired seeds at 1.7× the
# CPU time, so not kept.) Heads-up likewise: two Würfe deep measured +2.0 ± 1.7 points of
# margin against strong_v1 (240 paired games, docs/tulpe-ai.md). At a bigger table one Wurf
# deep keeps a game of computers quick (and stark wins there without it).
DEEP_ALONE = 2
DEEP_TABLE = 2
DEEP_SEATS = 2  # tables of at most this many seats search DEEP_TABLE deep, bigger ones one Wurf
DEEP_WIDTH = 6  # replies followed one Wurf further there
SEARCH_WEIGHTS: Weights = WEIGHTS["strong"]
# Alone (Rekordjagd, Tagesblatt) stark has its own weights: no others race it and the end is
# known exactly, so a hope counts by the chance that the Würfe it still needs come before the
# 30th (the solo horizon, ``evaluate.chance``). Used only alone, so play at a table is
# untouched. Tuned on seeds 20001–20200: +2.9 ± 0.9 points (docs/tulpe-ai.md).
SOLO_WEIGHTS: Weights = dataclasses.replace(SEARCH_WEIGHTS, col_chance=0.3, color_chance=0.2)
RIVALS = True  # model the others' column and colour takes of this Wurf (:mod:`.rivals`)
SHIFT = True  # … in the value of the choice itself, too (see rivals.hope_shift)
END = True  # … and the chance that one of them ends the game with this Wurf


@dataclass(frozen=True)
class Judged:
    """One choice (``cand`` None: passing) with its static value and its searched value."""

    value: float
    static: float
    cand: Candidate | None
    going_on: float = 1.0  # the chance that the game goes on after this Wurf (see rivals)


def judge(view: Mapping[str, Any], w: Weights | None = None, width: int | None = None,
          deep: int | None = None, deep_width: int | None = None) -> list[Judged]:
    """Passing and the ``width`` best distinct choices, judged by the lookahead, best first;
    passing and the ``deep`` best of them then again two Würfe deep (they come first).
    None: this module's settings (``w``: ``SOLO_WEIGHTS`` alone, else ``SEARCH_WEIGHTS``;
    ``deep``: ``DEEP_ALONE`` or ``DEEP_TABLE``)."""
    width = SHORTLIST if width is None else width
    deep_width = DEEP_WIDTH if deep_width is None else deep_width
    ctx = Context(view)
    if w is None:
        w = SOLO_WEIGHTS if ctx.solo else SEARCH_WEIGHTS
    if deep is None:
        deep = DEEP_ALONE if ctx.solo else DEEP_TABLE if len(ctx.seats) <= DEEP_SEATS else 0
    rivals = Rivals(ctx) if RIVALS and not ctx.solo else None

    def risk(cand: Candidate | None) -> Risk | None:
        if rivals is None:
            return None
        return rivals.risk(None if cand is None else (cand.color_die, cand.number_die))

    ctx.hope_cache = {}  # shared by the fields searched below
    scans: Scans = {}
    short: list[tuple[float, Candidate]] = []
    seen: set[tuple[int, int]] = set()
    for value, cand in rank(view, w):
        key = (cand.cells, cand.jokers)
        if key in seen:
            continue
        seen.add(key)
        short.append((value, cand))
        if len(short) >= width:
            break
    out = []
    for value, cand in [(0.0, None), *short]:
        taken = risk(cand)
        if taken is not None and SHIFT:
            bloomed = ctx.me.bloomed | (cand.cells if cand is not None else 0)
            value += hope_shift(ctx, w, bloomed, taken)
        later = lookahead(ctx, w, cand, scans, taken)
        going_on = 1.0
        if rivals is not None and END:
            # If another seat ends the game now, only the points of this Wurf count.
            pair = None if cand is None else (cand.color_die, cand.number_die)
            ending = rivals.end_chance(pair)
            if ending:
                now = cand.points if cand is not None else 0
                going_on = 1.0 - ending
                value = now + going_on * (value - now)
                later *= going_on
        out.append(Judged(value + later, value, cand, going_on))
    out.sort(key=_order)
    if deep <= 0 or (not ctx.solo and any(ends(ctx, cand) for _, cand in short)):
        # When stark can end the game now, two Würfe of its own gains would outweigh the end
        # that wins it (the others gain meanwhile and may end it themselves): one Wurf deep.
        return out
    top = [j for j in out if j.cand is not None][:deep]
    passing = next(j for j in out if j.cand is None)
    rest = [j for j in out if j not in top and j is not passing]
    deeper = [Judged(j.static + j.going_on * lookahead2(ctx, w, j.cand, deep_width, scans,
                                                        risk(j.cand)),
                     j.static, j.cand, j.going_on) for j in [passing, *top]]
    deeper.sort(key=_order)
    return deeper + rest


def _order(j: Judged) -> tuple:
    if j.cand is None:
        return (-j.value, 1, 0, 0, 0)
    return (-j.value, 0, j.cand.jokers, -j.cand.number, j.cand.cells)


def signed(value: float) -> Text:
    """„+2,8“ / „−0,4“ in the player's language (a real minus sign)."""
    key = "tulpe.ai.points_minus" if value < 0 else "tulpe.ai.points_plus"
    return text(key, value=abs(float(value)))


class SearchPlayer:
    """stark with lookahead; deterministic (no noise), so ``seed`` only keeps the interface."""

    level = "strong"

    def __init__(self, level: str = "strong", style: str | None = None, seed: int = 0) -> None:
        self.style = style
        self.seed = seed

    def choose(self, state: State, seat: int) -> Decision:
        view = state.view(seat)
        if view["phase"] == "roll":
            return Decision(Action("roll"), text("tulpe.ai.roll"))
        best = judge(view)[0]
        if best.cand is None:
            return Decision(Action("pass"), text("tulpe.ai.pass"))
        return Decision(to_action(best.cand), reason_for(best.cand, Context(view)))


def make_player(level: str, style: str | None = None, seed: int = 0) -> SearchPlayer | TulpePlayer:
    """stark searches; leicht, normal and the frozen strong_v1 are :class:`TulpePlayer`."""
    if level == "strong":
        return SearchPlayer(level, style, seed)
    return TulpePlayer(level, style, seed)


def advise(state: State, seat: int, count: int = 5) -> Advice:
    """The Rat: the best choices (passing among them where it ranks) with reason, expected value
    and points now; ``extra`` holds the expected value of the best and of the next best."""
    view = state.view(seat)
    if view["phase"] == "roll":
        return Advice([Option(Action("roll"), 0.0, text("tulpe.ai.roll"))],
                      {"expected_points": 0.0, "next_expected_points": None})
    ctx = Context(view)
    judged = judge(view)
    shown = judged[:count]
    if all(j.cand is not None for j in shown):
        shown.extend(j for j in judged[count:] if j.cand is None)  # passing is always offered
    options: list[Option] = []
    for j in shown:
        value = round(j.value, 1)
        if j.cand is None:
            options.append(Option(Action("pass"), value, text("tulpe.ai.pass"),
                                  {"points": 0, "expected": value}))
            continue
        cand = j.cand
        options.append(Option(to_action(cand), value, reason_for(cand, ctx),
                              {"color_die": cand.color_die, "number_die": cand.number_die,
                               "color": cand.color, "number": cand.number,
                               "cells": cells_of(cand.cells), "points": cand.points,
                               "expected": value}))
    second = options[1].value if len(options) > 1 else None
    best = options[0]
    if second is None:
        best.reason = text("tulpe.ai.expected_alone", reason=best.reason, value=signed(best.value))
    else:
        best.reason = text("tulpe.ai.expected", reason=best.reason, value=signed(best.value),
                           next=signed(second))
    return Advice(options, {"expected_points": options[0].value, "next_expected_points": second,
                            "pass": options[0].action.type == "pass"})
