"""How a Speedtulpe computer player values a field: points now plus what the field promises.

Everything here works on one seat's public knowledge (``state.view(seat)``): the layout, every
field (fields are open on the table), who completed which column or colour first, the dice and
which dice the active seat took. Hidden choices of the others are never read.

The value of a field ``B`` is its score under the rules plus weighted hopes:
- each unfinished column: its expected value (first value while nobody has it, discounted when an
  opponent is further along; the later value once claimed) times (filled / 7) ** ``col_power``,
  where stark counts a column's fill by the Würfe it still needs (``col_runs``);
- each unfinished colour likewise with (filled / 21) ** ``color_power``;
- the open fields it can reach next Wurf (column H and the neighbours of its blooms): flexibility;
- Gießkannen beyond their +1: a joker keeps options open, so one spent must buy enough;
- scraps: the open rest of a Beet split into parts of one or two fields needs exact small
  numbers later, so leaving such scraps costs and filling them pays;
- the horizon: hopes that need more fields than the Würfe left can bring shrink (exact alone,
  where the game has 30 Würfe; estimated at a table from the player nearest to the end); stark
  alone counts a hope by the chance that the Würfe it needs still come (:func:`chance`);
- ending the game: the seat that would complete its last colour counts whether it then leads.
A choice is worth ``value(after) − value(before)``; passing is worth 0.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from speedgames.tulpe.rules import dice as dice_mod
from speedgames.tulpe.rules import placement, scoring
from speedgames.tulpe.rules.layout import (
    COLORS,
    COLS,
    COLUMN_MASK,
    ROWS,
    Layout,
    bits,
    components,
    mask_of,
)


@dataclass(frozen=True)
class Weights:
    """One player's taste; the levels differ in these numbers and in what they look at."""

    col_power: float = 2.0
    col_scale: float = 1.0
    color_power: float = 2.0
    color_scale: float = 1.0
    frontier: float = 0.06
    can_extra: float = 0.6  # value of a Gießkanne beyond its +1 at the end
    race: bool = True  # look at the opponents' columns and colours
    end_aware: bool = True  # look at who leads when the game would end
    deny: float = 0.0  # active seat: weight of the best the others can do with what is left
    horizon: bool = False  # shrink hopes that cannot come true before the end
    table_horizon: bool = True  # … also at a table, where the end is only estimated
    fragments: float = 0.0  # dislike leaving small scraps of a Beet (they need exact dice)
    scrap_fill: float = 1.0  # share of that weight earned back by filling a scrap
    # How a column's open fields count in its hope: 1.0 each (the fill is the fields bloomed);
    # below 1, fields beyond the first of each run of one colour count that much — a run of one
    # Beet fills with one Wurf, so the column is fewer Würfe from full than its fields say.
    col_runs: float = 1.0
    # Fields a player can expect to add per Wurf to one column / one colour it works on: the
    # horizon shrinks a hope that needs more fields than the Würfe left bring at this rate.
    col_rate: float = 1.0
    color_rate: float = 2.0
    # Alone, where the Würfe left are exact: above 0, a hope counts by the chance that the Würfe
    # it still needs come in time — each Wurf left brings a column one of the Würfe it needs with
    # chance ``col_chance`` and a colour ``COLOR_STEP`` of its fields with ``color_chance``
    # (:func:`chance`). Tuned on stark's own Rekordjagd games (docs/tulpe-ai.md); 0: ``_reach``.
    col_chance: float = 0.0
    color_chance: float = 0.0


# Fields a Wurf spent on a colour adds to it (the mean placement of stark alone is 3.1 fields).
COLOR_STEP = 3.0
# Fields per Wurf a player racing for the end adds to the colours it still needs.
END_RATE = 2.0


@lru_cache(maxsize=32)
def layout_from(colors: tuple[str, ...], stars: tuple[tuple[int, int], ...]) -> Layout:
    return Layout(colors, stars)


@dataclass
class Seat:
    """One seat's position as the evaluation needs it."""

    bloomed: int
    cans: int
    columns: frozenset[int]
    colors: frozenset[str]
    score: int


class Context:
    """A seat's public knowledge of the table, prepared once per decision."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        lay = view["layout"]
        self.layout = layout_from(tuple(lay["colors"]), tuple(tuple(s) for s in lay["stars"]))
        self.seat = int(view["seat"])
        self.view = view
        self.seats = [Seat(mask_of(p["bloomed"]), int(p["cans"]), frozenset(p["columns"]),
                           frozenset(p["colors"]), int(p["score"])) for p in view["players"]]
        self.solo = view.get("wurf_limit") is not None
        self.claimed_cols = frozenset(view["claimed"]["columns"])
        self.claimed_colors = frozenset(view["claimed"]["colors"])
        self.later_rule = view.get("later_column", "lower")
        self.end_colors = int(view.get("end_colors", 2))
        self.me = self.seats[self.seat]
        others = [s for i, s in enumerate(self.seats) if i != self.seat]
        self.others = others
        # The best opponent progress per column / colour (fields are public).
        self.opp_col = [max(((s.bloomed & COLUMN_MASK[c]).bit_count() for s in others),
                            default=0) for c in range(COLS)]
        self.opp_color = {c: max(((s.bloomed & self.layout.color_mask[c]).bit_count()
                                  for s in others), default=0) for c in COLORS}
        self.horizon = self._horizon(view)
        # The chance that another seat claims a column / colour first before the Wurf this
        # context looks at (set by stark's search, see ai.rivals; empty: none expected).
        self.col_risk: dict[int, float] = {}
        self.color_risk: dict[str, float] = {}
        # One decision's searched fields share their hope tables here (see ai.fast); None: off.
        self.hope_cache: dict[Any, Any] | None = None

    def _horizon(self, view: Mapping[str, Any]) -> float | None:
        """Würfe expected after this one: exact alone (30 Würfe), estimated at a table from
        the player closest to completing the colours that end the game."""
        if self.solo:
            return float(int(view["wurf_limit"]) - int(view["wurf"]))
        closest = None
        for seat in self.seats:
            need = self.end_colors - len(seat.colors)
            missing = sorted(21 - (seat.bloomed & self.layout.color_mask[c]).bit_count()
                             for c in COLORS if c not in seat.colors)
            total = sum(missing[:max(0, need)])
            closest = total if closest is None else min(closest, total)
        return None if closest is None else max(0.0, closest / END_RATE - 1.0)

    # -- dice -----------------------------------------------------------------------------
    def is_active(self) -> bool:
        return self.seat == int(self.view["active"])

    def free_dice(self, seat: int | None = None) -> tuple[list[int], list[int]]:
        seat = self.seat if seat is None else seat
        taken = self.view.get("taken")
        if seat == int(self.view["active"]) or not taken:
            return [0, 1, 2], [0, 1, 2]
        return [i for i in range(3) if i != taken[0]], [i for i in range(3) if i != taken[1]]

    def pairs(self, cans: int, colors_free: list[int], numbers_free: list[int]
              ) -> list[tuple[int, int, str, int, int]]:
        return dice_mod.options(self.view["dice"], colors_free, numbers_free, cans)


def column_value(ctx: Context, col: int, mine: int, w: Weights) -> float:
    """What completing ``col`` is expected to bring, seen from now."""
    first = scoring.column_points(col, True, ctx.later_rule)
    later = scoring.column_points(col, False, ctx.later_rule)
    if ctx.solo:
        return first
    if col in ctx.claimed_cols:
        return later
    if not w.race:
        return first
    lead = mine - ctx.opp_col[col]
    share = 0.5 + 0.12 * lead
    share = min(1.0, max(0.15, share))
    return later + (first - later) * share * (1.0 - ctx.col_risk.get(col, 0.0))


def column_award(ctx: Context, col: int) -> float:
    """The expected points of completing ``col`` in the Wurf ``ctx`` looks at."""
    first = scoring.column_points(col, True, ctx.later_rule)
    if ctx.solo:
        return first
    if col in ctx.claimed_cols:
        return scoring.column_points(col, False, ctx.later_rule)
    later = scoring.column_points(col, False, ctx.later_rule)
    return first - (first - later) * ctx.col_risk.get(col, 0.0)


def color_award(ctx: Context, color: str) -> float:
    """The expected points of completing ``color`` in the Wurf ``ctx`` looks at."""
    if ctx.solo:
        return scoring.COLOR_FIRST
    if color in ctx.claimed_colors:
        return scoring.COLOR_LATER
    return scoring.COLOR_FIRST - ((scoring.COLOR_FIRST - scoring.COLOR_LATER)
                                  * ctx.color_risk.get(color, 0.0))


def color_value(ctx: Context, color: str, mine: int, w: Weights) -> float:
    if ctx.solo:
        return scoring.COLOR_FIRST
    if color in ctx.claimed_colors:
        return scoring.COLOR_LATER
    if not w.race:
        return scoring.COLOR_FIRST
    lead = (mine - ctx.opp_color[color]) / 3.0
    share = min(1.0, max(0.15, 0.5 + 0.12 * lead))
    return scoring.COLOR_LATER + ((scoring.COLOR_FIRST - scoring.COLOR_LATER) * share
                                  * (1.0 - ctx.color_risk.get(color, 0.0)))


def _reach(ctx: Context, w: Weights, missing: int, rate: float) -> float:
    """How much of a hope is left when ``missing`` fields must still bloom before the end."""
    if not w.horizon or ctx.horizon is None or missing <= 0:
        return 1.0
    if not ctx.solo and not w.table_horizon:
        return 1.0
    return min(1.0, ctx.horizon * rate / missing)


@lru_cache(maxsize=4096)
def chance(left: int, need: float, p: float) -> float:
    """The chance that at least ``need`` of ``left`` Würfe bring what a hope needs, each with
    chance ``p`` (the binomial tail; a fractional ``need`` lies between its two neighbours)."""
    if need <= 0:
        return 1.0
    low = int(need)

    def tail(k: int) -> float:
        if k <= 0:
            return 1.0
        if k > left:
            return 0.0
        return 1.0 - sum(math.comb(left, i) * p ** i * (1 - p) ** (left - i) for i in range(k))

    upper = tail(low + 1)
    return upper + (tail(low) - upper) * (low + 1 - need)


def _solo_chance(ctx: Context, need: float, p: float) -> float | None:
    """``chance`` of the Würfe left alone when ``p`` is set; None: the plain ``_reach``."""
    if not p or not ctx.solo or ctx.horizon is None:
        return None
    return chance(int(ctx.horizon), need, p)


@lru_cache(maxsize=8)
def column_steps(colors: tuple[str, ...]) -> tuple[dict[int, int], ...]:
    """Per column: its open fields (a bitmask of the whole field) → the Würfe at least needed
    to fill them, one per run of vertically adjacent fields of one colour (one Beet)."""
    out = []
    for col in range(COLS):
        table: dict[int, int] = {}
        for rows in range(1 << ROWS):
            mask = steps = 0
            above = None
            for row in range(ROWS):
                if rows >> row & 1:
                    mask |= 1 << (row * COLS + col)
                    if colors[row][col] != above:
                        steps += 1
                    above = colors[row][col]
                else:
                    above = None
            table[mask] = steps
        out.append(table)
    return tuple(out)


def column_fill(ctx: Context, w: Weights, col: int, bloomed: int) -> float:
    """The fill of ``col`` its hope counts (see ``Weights.col_runs``): its bloomed fields, or
    fewer missing ones when open fields of one run come together."""
    open_cells = COLUMN_MASK[col] & ~bloomed
    missing = open_cells.bit_count()
    if w.col_runs == 1.0 or missing == 0:
        return float(ROWS - missing)
    steps = column_steps(ctx.layout.colors)[col][open_cells]
    return ROWS - steps - w.col_runs * (missing - steps)


def column_hope(ctx: Context, w: Weights, col: int, filled: int,
                fill: float | None = None) -> float:
    """The hope of a column with ``filled`` fields bloomed (``fill``: what counts of them, see
    :func:`column_fill`; None: ``filled``)."""
    if filled >= 7:
        return 0.0
    fill = filled if fill is None else fill
    reach = _solo_chance(ctx, 7 - fill, w.col_chance)
    if reach is None:
        reach = _reach(ctx, w, 7 - fill, w.col_rate)
    return w.col_scale * column_value(ctx, col, filled, w) * (fill / 7) ** w.col_power * reach


def color_hope(ctx: Context, w: Weights, color: str, filled: int) -> float:
    if filled >= 21:
        return 0.0
    reach = _solo_chance(ctx, (21 - filled) / COLOR_STEP, w.color_chance)
    if reach is None:
        reach = _reach(ctx, w, 21 - filled, w.color_rate)
    return (w.color_scale * color_value(ctx, color, filled, w) * (filled / 21) ** w.color_power
            * reach)


SCRAP_WEIGHT = {1: 1.0, 2: 0.5}  # open parts of a Beet by size; bigger parts hardly matter


def _scraps(open_cells: int) -> float:
    """How awkward the open rest of a Beet is: small separate parts need exact small numbers."""
    if not open_cells:
        return 0.0
    return sum(SCRAP_WEIGHT.get(part.bit_count(), 0.1) for part in components(open_cells))


def delta(ctx: Context, w: Weights, bloomed: int, cells: int, jokers: int,
          seat: Seat | None = None) -> tuple[float, int]:
    """(value gained, points gained now) when ``cells`` bloom on ``bloomed``."""
    layout = ctx.layout
    seat = seat or ctx.me
    after = bloomed | cells
    points = 2 * (cells & layout.star_mask).bit_count() - jokers
    gain = 0.0  # also the expected points lost to the others' claims (see column_award)
    for col in {i % COLS for i in bits(cells)}:
        mask = COLUMN_MASK[col]
        before_n = (bloomed & mask).bit_count()
        after_n = (after & mask).bit_count()
        if after_n == 7:
            points += scoring.column_points(col, ctx.solo or col not in ctx.claimed_cols,
                                            ctx.later_rule)
            if ctx.col_risk:
                gain += column_award(ctx, col) - scoring.column_points(
                    col, ctx.solo or col not in ctx.claimed_cols, ctx.later_rule)
        if w.col_runs == 1.0:
            gain += column_hope(ctx, w, col, after_n) - column_hope(ctx, w, col, before_n)
        else:
            gain += (column_hope(ctx, w, col, after_n, column_fill(ctx, w, col, after))
                     - column_hope(ctx, w, col, before_n, column_fill(ctx, w, col, bloomed)))
    color = layout.color_at(bits(cells)[0])
    before_n = (bloomed & layout.color_mask[color]).bit_count()
    after_n = before_n + cells.bit_count()
    completes_color = after_n == 21
    if completes_color:
        points += scoring.color_points(ctx.solo or color not in ctx.claimed_colors)
        if ctx.color_risk:
            gain += color_award(ctx, color) - scoring.color_points(
                ctx.solo or color not in ctx.claimed_colors)
    gain += color_hope(ctx, w, color, after_n) - color_hope(ctx, w, color, before_n)
    gain += points - w.can_extra * jokers * _reach(ctx, w, 5, 1.0)
    if w.frontier:
        gain += w.frontier * _reach(ctx, w, 3, 1.0) * (
            placement.anchor_mask(after).bit_count() - placement.anchor_mask(bloomed).bit_count())
    if w.fragments:
        bed = layout.bed_of[bits(cells)[0]]
        change = _scraps(bed & ~after) - _scraps(bed & ~bloomed)
        gain -= w.fragments * (change if change > 0 else change * w.scrap_fill)
    if w.end_aware and not ctx.solo and completes_color \
            and len(seat.colors) + 1 >= ctx.end_colors:
        mine = seat.score + points
        best_other = max((s.score for s in ctx.seats if s is not seat), default=-999)
        gain += 8.0 if mine > best_other else -8.0
    return gain, points


@dataclass
class Candidate:
    color_die: int
    number_die: int
    color: str
    number: int
    cells: int
    jokers: int
    value: float
    points: int


def candidates(ctx: Context, w: Weights, seat_index: int | None = None,
               colors_free: list[int] | None = None,
               numbers_free: list[int] | None = None) -> list[Candidate]:
    """Every legal placement of every die pair for a seat, with its value (unsorted)."""
    index = ctx.seat if seat_index is None else seat_index
    seat = ctx.seats[index]
    if colors_free is None or numbers_free is None:
        colors_free, numbers_free = ctx.free_dice(index)
    out: list[Candidate] = []
    seen: dict[tuple[str, int, int], list[Candidate]] = {}
    for cd, nd, color, number, jokers in ctx.pairs(seat.cans, colors_free, numbers_free):
        key = (color, number, jokers)
        if key in seen:
            out.extend(Candidate(cd, nd, c.color, c.number, c.cells, c.jokers, c.value, c.points)
                       for c in seen[key])
            continue
        found = []
        for cells in placement.placements(ctx.layout, seat.bloomed, color, number):
            value, points = delta(ctx, w, seat.bloomed, cells, jokers, seat)
            found.append(Candidate(cd, nd, color, number, cells, jokers, value, points))
        seen[key] = found
        out.extend(found)
    return out
