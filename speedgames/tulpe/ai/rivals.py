"""What the others are likely to take this Wurf: the column and colour races inside stark's search.

Why: a column or colour pays its first value only to who completes it first (same Wurf: all of
them). So a column stark could complete next Wurf is worth less when another seat can complete it
with this Wurf's dice — the dice are on the table and every field is open, so whether a seat
*can* is exact public knowledge. Whether it *will* is a guess: a seat that can complete is taken
to do so with chance ``TAKE``. The seats choose independently, so the chance that somebody else
claims a column first is ``1 − Π (1 − TAKE)`` over the seats that can.

Which dice the others choose from: as active seat, stark's own choice decides (the four dice it
leaves, all six when it passes) — so a choice that takes away the die a rival needs is seen to
save the column. As one of the others, the active seat's choice is public (its cells are known:
it completes or it does not) and the other seats choose from the four dice it left.
"""

from __future__ import annotations

import copy

from speedgames.tulpe.ai.evaluate import Context, Weights, color_hope, column_fill, column_hope
from speedgames.tulpe.rules import placement
from speedgames.tulpe.rules.layout import COLORS, COLS, COLUMN_MASK, mask_of

TAKE = 0.8  # chance that a seat which can complete a column or colour this Wurf does
# Chance that a seat which can end the game this Wurf (its last colour) does: when it is not
# behind, and when it is (the game's end then costs it the win).
END_TAKE = 0.9
END_TAKE_BEHIND = 0.3
MAX_FIELDS = 5  # one Wurf blooms at most five fields

Pairs = frozenset[tuple[int, int]]
Race = tuple[dict[int, Pairs], dict[str, Pairs]]
Risk = tuple[dict[int, float], dict[str, float]]


def _open_targets(ctx: Context, bloomed: int, seat_cols: frozenset[int],
                  seat_colors: frozenset[str]) -> list[tuple[object, str, int]]:
    """(column index or colour, its colour, its open cells) for the columns and colours one
    Wurf could complete: at most five open fields, all of one colour, not yet the seat's own."""
    layout = ctx.layout
    out: list[tuple[object, str, int]] = []
    for col in range(COLS):
        open_cells = COLUMN_MASK[col] & ~bloomed
        if col in seat_cols or col in ctx.claimed_cols or not open_cells \
                or open_cells.bit_count() > MAX_FIELDS:
            continue
        colors = [c for c in COLORS if layout.color_mask[c] & open_cells == open_cells]
        if colors:
            out.append((col, colors[0], open_cells))
    for color in COLORS:
        open_cells = layout.color_mask[color] & ~bloomed
        if color in seat_colors or color in ctx.claimed_colors or not open_cells \
                or open_cells.bit_count() > MAX_FIELDS:
            continue
        out.append((color, color, open_cells))
    return out


def race(ctx: Context, seat: int, colors_free: list[int], numbers_free: list[int]) -> Race:
    """The die pairs (colour die, number die) with which ``seat`` can complete each column /
    colour this Wurf (only those with at least one such pair appear)."""
    other = ctx.seats[seat]
    cols: dict[int, set[tuple[int, int]]] = {}
    colors: dict[str, set[tuple[int, int]]] = {}
    targets = _open_targets(ctx, other.bloomed, other.columns, other.colors)
    if not targets:
        return {}, {}
    by_face: dict[tuple[str, int], list[tuple[int, int]]] = {}
    for cd, nd, color, number, _ in ctx.pairs(other.cans, colors_free, numbers_free):
        by_face.setdefault((color, number), []).append((cd, nd))
    for target, color, open_cells in targets:
        need = open_cells.bit_count()
        for number in range(need, MAX_FIELDS + 1):
            pairs = by_face.get((color, number))
            if not pairs:
                continue
            if any(cells & open_cells == open_cells
                   for cells in placement.placements(ctx.layout, other.bloomed, color, number)):
                into = cols if isinstance(target, int) else colors
                into.setdefault(target, set()).update(pairs)  # type: ignore[arg-type]
    return ({k: frozenset(v) for k, v in cols.items()},
            {k: frozenset(v) for k, v in colors.items()})


class Rivals:
    """The others' possible completions this Wurf, prepared once per decision."""

    def __init__(self, ctx: Context, take: float | None = None) -> None:
        self.ctx = ctx
        self.take = TAKE if take is None else take
        self.active = int(ctx.view["active"])
        self.me_active = ctx.is_active()
        self.races: list[Race] = []
        self.sure: Risk = ({}, {})  # the active seat's public choice, when it completes
        self.ending: list[tuple[float, Pairs]] = []  # (chance, pairs) per seat that can end
        self.ends_surely = False  # the active seat's public choice ends the game
        if ctx.solo:
            return
        taken = ctx.view.get("taken")
        for seat in range(len(ctx.seats)):
            if seat == ctx.seat:
                continue
            if seat == self.active and not self.me_active:
                self._public_choice(seat)
                continue
            if self.me_active or not taken:
                free = ([0, 1, 2], [0, 1, 2])
            else:
                free = ([i for i in range(3) if i != taken[0]],
                        [i for i in range(3) if i != taken[1]])
            found = race(ctx, seat, *free)
            if found[0] or found[1]:
                self.races.append(found)
            other = ctx.seats[seat]
            if found[1] and len(other.colors) + 1 >= ctx.end_colors:
                chance = END_TAKE if other.score >= ctx.me.score else END_TAKE_BEHIND
                self.ending.append((chance, frozenset().union(*found[1].values())))

    def _public_choice(self, seat: int) -> None:
        choice = self.ctx.view.get("active_choice")
        if not choice:
            return
        other = self.ctx.seats[seat]
        after = other.bloomed | mask_of(choice["cells"])
        for col in range(COLS):
            if col not in other.columns and col not in self.ctx.claimed_cols \
                    and after & COLUMN_MASK[col] == COLUMN_MASK[col]:
                self.sure[0][col] = 1.0
        for color in COLORS:
            mask = self.ctx.layout.color_mask[color]
            if color not in other.colors and after & mask == mask:
                if color not in self.ctx.claimed_colors:
                    self.sure[1][color] = 1.0
                if len(other.colors) + 1 >= self.ctx.end_colors:
                    self.ends_surely = True

    def risk(self, pair: tuple[int, int] | None) -> Risk:
        """The chance that another seat claims each column / colour first this Wurf when this
        seat takes the die ``pair`` (None: passes; only matters as active seat)."""
        cols: dict[int, float] = dict(self.sure[0])
        colors: dict[str, float] = dict(self.sure[1])
        for race_cols, race_colors in self.races:
            for into, found in ((cols, race_cols), (colors, race_colors)):
                for target, pairs in found.items():
                    if self.me_active and pair is not None and not any(
                            cd != pair[0] and nd != pair[1] for cd, nd in pairs):
                        continue
                    into[target] = 1.0 - (1.0 - into.get(target, 0.0)) * (1.0 - self.take)
        return cols, colors

    def end_chance(self, pair: tuple[int, int] | None) -> float:
        """The chance that another seat ends the game with this Wurf (completing the colour
        that ends it) when this seat takes ``pair`` (None: passes)."""
        if self.ends_surely:
            return 1.0
        going_on = 1.0
        for chance, pairs in self.ending:
            if self.me_active and pair is not None and not any(
                    cd != pair[0] and nd != pair[1] for cd, nd in pairs):
                continue
            going_on *= 1.0 - chance
        return 1.0 - going_on


def hope_shift(ctx: Context, w: Weights, bloomed: int, risk: Risk) -> float:
    """How much the column and colour hopes of a field ``bloomed`` at the end of this Wurf fall
    when the others take with ``risk``: added to a choice's value (and to passing's), so that
    every choice is measured from the same field before it and the lookahead after it, which
    sees the same risk, adds up with it."""
    cols, colors = risk
    if not cols and not colors:
        return 0.0
    risky = copy.copy(ctx)
    risky.col_risk, risky.color_risk = cols, colors
    shift = 0.0
    for col in cols:
        filled = (bloomed & COLUMN_MASK[col]).bit_count()
        fill = column_fill(ctx, w, col, bloomed)
        shift += (column_hope(risky, w, col, filled, fill)
                  - column_hope(ctx, w, col, filled, fill))
    for color in colors:
        filled = (bloomed & ctx.layout.color_mask[color]).bit_count()
        shift += color_hope(risky, w, color, filled) - color_hope(ctx, w, color, filled)
    return shift
