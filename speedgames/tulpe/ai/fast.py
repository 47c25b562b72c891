"""The evaluation of :func:`speedgames.tulpe.ai.evaluate.delta`, prepared once per field for speed.

Why: the lookahead values every reply on several fields per decision (tens of thousands of
placements per game), and ``delta`` recomputes per placement what is fixed for the field — the
hope of every column and colour for each fill level, the anchors, the open Beet scraps. Here
those are tables built once per field; per placement only table look-ups remain. The result is
the same number as ``delta`` (a test compares both on many positions); Gießkannen are left to the
caller (their cost is linear except in the end-of-game judgement, see :mod:`.lookahead`).
"""

from __future__ import annotations

from functools import lru_cache

from speedgames.tulpe.ai.evaluate import (
    Context,
    Seat,
    Weights,
    _reach,
    _scraps,
    color_award,
    color_hope,
    column_award,
    column_hope,
    column_steps,
)
from speedgames.tulpe.rules import placement
from speedgames.tulpe.rules.layout import COLORS, COLS, COLUMN_MASK


@lru_cache(maxsize=1 << 16)
def spread(cells: int) -> tuple[tuple[int, int], ...]:
    """``((column, fields in it), …)`` of a set of cells."""
    out = []
    for col in range(COLS):
        n = (cells & COLUMN_MASK[col]).bit_count()
        if n:
            out.append((col, n))
    return tuple(out)


@lru_cache(maxsize=1 << 16)
def scraps(open_cells: int) -> float:
    return _scraps(open_cells)


def _tables(ctx: Context, w: Weights) -> tuple:
    """Hope and points per column and colour for every fill level. They depend on the table
    (the others' fields, the claims, the horizon), not on the seat's own field, so the fields
    of one decision share them through ``ctx.hope_cache`` when the caller provides one."""
    cache = ctx.hope_cache
    key = (w, ctx.horizon, ctx.claimed_cols, ctx.claimed_colors,
           tuple(sorted(ctx.col_risk.items())), tuple(sorted(ctx.color_risk.items())))
    if cache is not None and key in cache:
        return cache[key]
    tables = (
        [[column_hope(ctx, w, c, k) for k in range(8)] for c in range(COLS)],
        [column_award(ctx, c) for c in range(COLS)],
        {c: [color_hope(ctx, w, c, k) for k in range(22)] for c in COLORS},
        {c: color_award(ctx, c) for c in COLORS},
        {},  # (column, fields bloomed, Würfe to fill the rest) → hope, when ``w.col_runs`` < 1
    )
    if cache is not None:
        cache[key] = tables
    return tables


class FieldEval:
    """``value(cells)`` = ``delta(ctx, w, seat.bloomed, cells, 0, seat)[0]`` for one field."""

    def __init__(self, ctx: Context, w: Weights, seat: Seat) -> None:
        self.ctx = ctx
        self.w = w
        self.seat = seat
        bloomed = seat.bloomed
        self.bloomed = bloomed
        layout = ctx.layout
        self.star_mask = layout.star_mask
        self.bed_of = layout.bed_of
        self.col_filled = [(bloomed & COLUMN_MASK[c]).bit_count() for c in range(COLS)]
        (self.col_hope, self.col_points, self.color_hope, self.color_points,
         self.run_hope) = _tables(ctx, w)
        # Column hopes by the Würfe a column still needs (``w.col_runs``): the steps table of
        # the layout, and the hope of each column as the field is now.
        self.steps = column_steps(layout.colors) if w.col_runs != 1.0 else None
        if self.steps is not None:
            self.col_before = [self._run_hope(c, bloomed) for c in range(COLS)]
        self.color_filled = {c: (bloomed & layout.color_mask[c]).bit_count() for c in COLORS}
        self.frontier = w.frontier * _reach(ctx, w, 3, 1.0) if w.frontier else 0.0
        self.anchors_before = placement.anchor_mask(bloomed).bit_count()
        self.ending = (w.end_aware and not ctx.solo
                       and len(seat.colors) + 1 >= ctx.end_colors)
        self.best_other = max((s.score for s in ctx.seats if s is not seat), default=-999)
        self._bed_scraps: dict[int, float] = {}

    def _run_hope(self, col: int, bloomed: int) -> float:
        """``column_hope`` with the fill of :func:`column_fill`, from the shared table."""
        open_cells = COLUMN_MASK[col] & ~bloomed
        filled = 7 - open_cells.bit_count()
        steps = self.steps[col][open_cells] if filled < 7 else 0
        key = (col, filled, steps)
        hope = self.run_hope.get(key)
        if hope is None:
            fill = 7 - steps - self.w.col_runs * (7 - filled - steps)
            hope = self.run_hope[key] = column_hope(self.ctx, self.w, col, filled, fill)
        return hope

    def value(self, cells: int, color: str) -> float:
        """The value gained when ``cells`` (all of ``color``) bloom, without Gießkannen."""
        w = self.w
        after = self.bloomed | cells
        points = 2 * (cells & self.star_mask).bit_count()
        gain = 0.0
        col_filled = self.col_filled
        col_hope = self.col_hope
        for col, n in spread(cells):
            before_n = col_filled[col]
            after_n = before_n + n
            if after_n == 7:
                points += self.col_points[col]
            if self.steps is not None:
                gain += self._run_hope(col, after) - self.col_before[col]
                continue
            hopes = col_hope[col]
            gain += hopes[after_n] - hopes[before_n]
        before_n = self.color_filled[color]
        after_n = before_n + cells.bit_count()
        completes = after_n == 21
        if completes:
            points += self.color_points[color]
        hopes = self.color_hope[color]
        gain += hopes[after_n] - hopes[before_n]
        gain += points
        if self.frontier:
            gain += self.frontier * (placement.anchor_mask(after).bit_count()
                                     - self.anchors_before)
        if w.fragments:
            bed = self.bed_of[(cells & -cells).bit_length() - 1]
            before = self._bed_scraps.get(bed)
            if before is None:
                before = self._bed_scraps[bed] = scraps(bed & ~self.bloomed)
            change = scraps(bed & ~after) - before
            gain -= w.fragments * (change if change > 0 else change * w.scrap_fill)
        if self.ending and completes:
            gain += 8.0 if self.seat.score + points > self.best_other else -8.0
        return gain
