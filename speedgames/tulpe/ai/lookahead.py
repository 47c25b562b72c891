"""The lookahead of stark: what the next Wurf is expected to bring after a choice.

Why: a fixed evaluation of the field cannot see that a column is one lucky Wurf from full, or that
passing now wastes a Wurf. So stark values a choice ``m`` (and passing) as

    Q(m) = value(m) + E_dice[ max(0, best value of its own reply in the next Wurf) ]

where ``value`` is the evaluation of :mod:`speedgames.tulpe.ai.evaluate` (points now plus hopes) and
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

from speedgames.tulpe.ai.evaluate import Candidate, Context, Seat, Weights, _reach, delta
from speedgames.tulpe.ai.fast import FieldEval
from speedgames.tulpe.rules import placement
from speedgames.tulpe.rules.layout import COLORS, COLS, COLUMN_MASK

FACES = 6  # five colours / numbers 1–5, then the Gießkanne
JOKER = 5
NEG = float("-inf")
Risk = tuple[dict[int, float], dict[str, float]]  # see :mod:`.rivals`


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


class Scan:
    """Every reply on one field: the best value per Gießkannen used, colour and number
    (``by_jokers[j][colour index][number − 1]``, -inf where none) and, without Gießkannen, the
    cells of that best reply."""

    __slots__ = ("by_jokers", "cells")

    def __init__(self, by_jokers: list[list[list[float]]], cells: list[list[int]]) -> None:
        self.by_jokers = by_jokers
        self.cells = cells

    def table(self, shift: list[list[float]] | None = None) -> list[list[float]]:
        """``b[c][n]`` by die faces (index 5 the Gießkanne), each colour/number value plus
        ``shift`` (what the reply changes in the Würfe after it) when given."""
        by = self.by_jokers
        table = [[NEG] * FACES for _ in range(FACES)]
        for ci in range(5):
            for ni in range(5):
                add = shift[ci][ni] if shift is not None else 0.0
                v0, v1, v2 = by[0][ci][ni] + add, by[1][ci][ni] + add, by[2][ci][ni] + add
                table[ci][ni] = v0
                # Plain comparisons, not max(): this loop runs for every field searched.
                if v1 > table[JOKER][ni]:  # noqa: PLR1730
                    table[JOKER][ni] = v1
                if v1 > table[ci][JOKER]:  # noqa: PLR1730
                    table[ci][JOKER] = v1
                if v2 > table[JOKER][JOKER]:  # noqa: PLR1730
                    table[JOKER][JOKER] = v2
        return table


def reply_scan(ctx: Context, w: Weights, seat: Seat) -> Scan:
    """Value every reply on ``seat``'s field (see :class:`Scan`)."""
    by_jokers = [[[NEG] * 5 for _ in COLORS] for _ in range(3)]
    best_cells = [[0] * 5 for _ in COLORS]
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
                    best_cells[ci][at] = cells
                exact = ending and (bloomed | cells) & color_mask == color_mask
                for jokers in range(1, paid + 1):
                    if exact:
                        value = delta(ctx, w, bloomed, cells, jokers, seat)[0]
                    else:
                        value = base - jokers * cost
                    if value > rows[jokers][at]:  # noqa: PLR1730 (hot loop, see above)
                        rows[jokers][at] = value
    return Scan(by_jokers, best_cells)


def reply_table(ctx: Context, w: Weights, seat: Seat) -> list[list[float]]:
    """``b[c][n]``: the best value of a reply with colour face ``c`` and number face ``n``
    (index 5 the Gießkanne) on ``seat``'s field; -inf where nothing can bloom or is paid for."""
    return reply_scan(ctx, w, seat).table()


def next_dice(ctx: Context, ahead: int = 1) -> tuple[int, int] | None:
    """(colour dice, number dice) the seat chooses from ``ahead`` Würfe after this one; None
    when the game has no such Wurf."""
    view = ctx.view
    if ctx.solo:
        return (3, 3) if int(view["wurf"]) + ahead <= int(view["wurf_limit"]) else None
    seats = len(ctx.seats)
    return (3, 3) if (int(view["active"]) + ahead) % seats == ctx.seat else (2, 2)


def after(ctx: Context, cand: Candidate | None, risk: Risk | None = None) -> Context:
    """The seat's knowledge at the start of the next Wurf if it plays ``cand`` (None: passes);
    the others' fields as they are now (their choices of this Wurf are hidden or unknown), with
    ``risk`` the chance that they claim a column / colour first in this Wurf (:mod:`.rivals`)."""
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
    if risk is not None:
        nxt.col_risk = {c: p for c, p in risk[0].items() if c not in nxt.claimed_cols}
        nxt.color_risk = {c: p for c, p in risk[1].items() if c not in nxt.claimed_colors}
    nxt.seats = list(ctx.seats)
    nxt.seats[ctx.seat] = me
    nxt.me = me
    if ctx.solo:
        nxt.horizon = None if ctx.horizon is None else max(0.0, ctx.horizon - 1.0)
    else:
        nxt.horizon = Context._horizon(nxt, ctx.view)
    return nxt


def ends(ctx: Context, cand: Candidate | None) -> bool:
    """Whether ``cand`` completes the colours that end the game (at a table) with this Wurf."""
    if cand is None or ctx.solo:
        return False
    mask = ctx.layout.color_mask[cand.color]
    full = (ctx.me.bloomed | cand.cells) & mask == mask
    return len(ctx.me.colors) + full >= ctx.end_colors


Scans = dict[tuple, Scan]


def _scan_after(ctx: Context, w: Weights, cand: Candidate | None,
                scans: Scans | None, risk: Risk | None = None) -> tuple[Context, Scan]:
    nxt = after(ctx, cand, risk)
    key = (nxt.me.bloomed, nxt.me.cans, tuple(sorted(nxt.col_risk.items())),
           tuple(sorted(nxt.color_risk.items())))
    scan = scans.get(key) if scans is not None else None
    if scan is None:
        scan = reply_scan(nxt, w, nxt.me)
        if scans is not None:
            scans[key] = scan
    return nxt, scan


def lookahead(ctx: Context, w: Weights, cand: Candidate | None,
              scans: Scans | None = None, risk: Risk | None = None) -> float:
    """The expected best value of the seat's own reply in the next Wurf after ``cand``
    (``risk``: the others' likely claims of this Wurf, see :mod:`.rivals`)."""
    dice = next_dice(ctx)
    if dice is None or ends(ctx, cand):
        return 0.0
    _, scan = _scan_after(ctx, w, cand, scans, risk)
    return expectation(scan.table(), *dice)


def lookahead2(ctx: Context, w: Weights, cand: Candidate | None, width: int,
               scans: Scans | None = None, risk: Risk | None = None) -> float:
    """Two Würfe deep, pruned: the expected best of ``reply + what the Wurf after it brings``.

    Only the ``width`` best colour/number replies (by value) are followed one Wurf further;
    for the others the Wurf after is taken to bring what it brings after passing."""
    first = next_dice(ctx, 1)
    if first is None or ends(ctx, cand):
        return 0.0
    nxt, scan = _scan_after(ctx, w, cand, scans, risk)
    second = next_dice(ctx, 2)
    if second is None:
        return expectation(scan.table(), *first)
    resting = expectation(scan.table(), *second)  # the Wurf after a pass in the next one
    shift = [[0.0] * 5 for _ in COLORS]
    plain = scan.by_jokers[0]
    best = sorted(((plain[ci][ni], ci, ni) for ci in range(5) for ni in range(5)
                   if plain[ci][ni] > NEG), reverse=True)[:width]
    for value, ci, ni in best:
        cells = scan.cells[ci][ni]
        points = delta(nxt, w, nxt.me.bloomed, cells, 0, nxt.me)[1]
        reply = Candidate(-1, -1, COLORS[ci], ni + 1, cells, 0, value, points)
        if ends(nxt, reply):
            later = 0.0
        else:
            _, deeper = _scan_after(nxt, w, reply, None)
            later = expectation(deeper.table(), *second)
        shift[ci][ni] = later - resting
    return resting + expectation(scan.table(shift), *first)
