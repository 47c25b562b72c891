"""The lookahead of stark: what the next Wurf is expected to bring after a choice.

Why: a fixed evaluation of the field cannot see that a column is one lucky Wurf from full, or that
passing now wastes a Wurf. So stark values a choice ``m`` (and passing) as

    Q(m) = value(m) + E_dice[ max(0, best value of its own reply in the next Wurf) ]

where ``value`` is the evaluation of :mod:`speedgames.tulpe.ai_eval` (points now plus hopes) and
the expectation runs exactly over all rolls of the next Wurf. Only public knowledge is used: the
field after ``m`` is the seat's own, the others' fields are open on the table.

Which dice the seat gets next Wurf: as active seat all six (3 colour dice × 3 number dice); as
one of the others two of each (the active seat takes one of each first — modelled as one die of
each kind taken at random). Alone or when ``m`` ends the game, a last Wurf has no next one.

The expectation is cheap because only *which faces* show matters, not their order: with
``b[c][n]`` the best reply for colour face ``c`` and number face ``n`` (a Gießkanne face stands for
its best colour / number, minus its cost), ``E = Σ_C P(C) · Σ_k w_k · r_C(k)`` over the 41 possible
sets ``C`` of colour faces, where ``r_C`` are ``max_{c∈C} b[c][n]`` sorted from best to worst and
``w_k`` the chance that the best number face shown is the ``k``-th best (``((7−k)/6)^d −
((6−k)/6)^d`` for ``d`` number dice).
"""

from __future__ import annotations

import copy
from functools import lru_cache

from speedgames.tulpe.ai_eval import Candidate, Context, Seat, Weights, _reach, delta
from speedgames.tulpe.ai_fast import FieldEval
from speedgames.tulpe.rules import placement
from speedgames.tulpe.rules.layout import COLORS, COLS, COLUMN_MASK

FACES = 6  # five colours / numbers 1–5, then the Gießkanne
JOKER = 5
NEG = float("-inf")


@lru_cache(maxsize=8)
def face_sets(dice: int) -> tuple[tuple[int, float], ...]:
    """Every set of faces ``dice`` fair six-sided dice can show (a bitmask over the six faces)
    with its chance."""
    counts: dict[int, int] = {}
    total = FACES ** dice
    for roll in range(total):
        mask = 0
        for _ in range(dice):
            mask |= 1 << (roll % FACES)
            roll //= FACES
        counts[mask] = counts.get(mask, 0) + 1
    return tuple(sorted((mask, n / total) for mask, n in counts.items()))


@lru_cache(maxsize=8)
def best_face_weights(dice: int) -> tuple[float, ...]:
    """``w_k``: the chance that the best of the six faces (in some order) shown by ``dice`` dice
    is the ``k``-th of that order."""
    return tuple(((FACES - k) ** dice - (FACES - k - 1) ** dice) / FACES ** dice
                 for k in range(FACES))


def expectation(table: list[list[float]], color_dice: int, number_dice: int) -> float:
    """``E[max(0, max over the shown colour face c and number face n of table[c][n])]``."""
    weights = best_face_weights(number_dice)
    total = 0.0
    for mask, chance in face_sets(color_dice):
        rows = [table[c] for c in range(FACES) if mask >> c & 1]
        best = [max(0.0, *(row[n] for row in rows)) for n in range(FACES)]
        best.sort(reverse=True)
        total += chance * sum(w * v for w, v in zip(weights, best))
    return total


def reply_table(ctx: Context, w: Weights, seat: Seat) -> list[list[float]]:
    """``b[c][n]``: the best value of a reply with colour face ``c`` and number face ``n``
    (index 5 the Gießkanne) on ``seat``'s field; -inf where nothing can bloom or is paid for."""
    by_jokers = [[[NEG] * 5 for _ in COLORS] for _ in range(3)]
    bloomed = seat.bloomed
    paid = min(seat.cans, 2)
    # A Gießkanne costs its point and its option value; only the end-of-game judgement (who
    # leads when this seat completes its last colour) depends on the points otherwise.
    cost = 1.0 + w.can_extra * _reach(ctx, w, 5, 1.0)
    ending = w.end_aware and not ctx.solo and len(seat.colors) + 1 >= ctx.end_colors
    field = FieldEval(ctx, w, seat)
    for ci, color in enumerate(COLORS):
        color_mask = ctx.layout.color_mask[color]
        rows = [by_jokers[j][ci] for j in range(paid + 1)]
        for number in range(1, 6):
            at = number - 1
            for cells in placement.placements(ctx.layout, bloomed, color, number):
                base = field.value(cells, color)
                if base > rows[0][at]:
                    rows[0][at] = base
                exact = ending and (bloomed | cells) & color_mask == color_mask
                for jokers in range(1, paid + 1):
                    if exact:
                        value = delta(ctx, w, bloomed, cells, jokers, seat)[0]
                    else:
                        value = base - jokers * cost
                    if value > rows[jokers][at]:
                        rows[jokers][at] = value
    table = [[NEG] * FACES for _ in range(FACES)]
    for ci in range(5):
        for ni in range(5):
            table[ci][ni] = by_jokers[0][ci][ni]
            table[JOKER][ni] = max(table[JOKER][ni], by_jokers[1][ci][ni])
            table[ci][JOKER] = max(table[ci][JOKER], by_jokers[1][ci][ni])
            table[JOKER][JOKER] = max(table[JOKER][JOKER], by_jokers[2][ci][ni])
    return table


def next_dice(ctx: Context) -> tuple[int, int] | None:
    """(colour dice, number dice) the seat chooses from next Wurf; None when there is none."""
    view = ctx.view
    if ctx.solo:
        return (3, 3) if int(view["wurf"]) < int(view["wurf_limit"]) else None
    seats = len(ctx.seats)
    return (3, 3) if (int(view["active"]) + 1) % seats == ctx.seat else (2, 2)


def after(ctx: Context, cand: Candidate | None) -> Context:
    """The seat's knowledge at the start of the next Wurf if it plays ``cand`` (None: passes);
    the others' fields as they are now (their choices of this Wurf are hidden or unknown)."""
    nxt = copy.copy(ctx)
    me = ctx.me
    if cand is not None:
        bloomed = me.bloomed | cand.cells
        cols = frozenset(c for c in range(COLS)
                         if cand.cells & COLUMN_MASK[c] and bloomed & COLUMN_MASK[c]
                         == COLUMN_MASK[c])
        color = next(c for c in COLORS if ctx.layout.color_mask[c] & cand.cells)
        mask = ctx.layout.color_mask[color]
        colors = frozenset([color]) if bloomed & mask == mask else frozenset()
        me = Seat(bloomed, me.cans - cand.jokers, me.columns | cols, me.colors | colors,
                  me.score + cand.points)
        nxt.claimed_cols = ctx.claimed_cols | cols
        nxt.claimed_colors = ctx.claimed_colors | colors
    nxt.seats = list(ctx.seats)
    nxt.seats[ctx.seat] = me
    nxt.me = me
    if ctx.solo:
        nxt.horizon = None if ctx.horizon is None else max(0.0, ctx.horizon - 1.0)
    else:
        nxt.horizon = Context._horizon(nxt, ctx.view)
    return nxt


def lookahead(ctx: Context, w: Weights, cand: Candidate | None) -> float:
    """The expected best value of the seat's own reply in the next Wurf after ``cand``."""
    dice = next_dice(ctx)
    if dice is None:
        return 0.0
    if cand is not None and not ctx.solo:
        colors_after = len(ctx.me.colors) + _completes_color(ctx, cand)
        if colors_after >= ctx.end_colors:
            return 0.0  # the game ends with this Wurf
    nxt = after(ctx, cand)
    return expectation(reply_table(nxt, w, nxt.me), *dice)


def _completes_color(ctx: Context, cand: Candidate) -> int:
    mask = ctx.layout.color_mask[cand.color]
    return int((ctx.me.bloomed | cand.cells) & mask == mask)
