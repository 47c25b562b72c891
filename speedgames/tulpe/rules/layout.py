"""The Speedtulpe field: 15 columns A–O, 7 rows, five colours in Beete, one Prachttulpe per column.

Cells are ``(col, row)`` with col 0–14 (A–O) and row 0–6 from the top. Inside the rules a cell is
also an index ``row * 15 + col`` and a set of cells a bitmask (a Python int), because the
placement search and the computer players test thousands of sets per decision.

This module holds the grid geometry, the :class:`Layout` value, the validator for every rule of
section 1 of the rules file and the seeded generator that builds new layouts for „Zufall“ and the
Tagesblatt (and built the three fixed layouts once, see ``tools/make_tulpe_layouts.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Iterable, Mapping, Sequence

from speedgames.core.rng import Stream

COLS = 15
ROWS = 7
CELLS = COLS * ROWS
MIDDLE_COL = 7  # column H, the „Mittelspalte“
COLORS = "RYVWO"  # Rot, Gelb, Violett, Weiß, Orange
FIELDS_PER_COLOR = 21
STARS_PER_COLOR = 3
COLUMN_LETTERS = "ABCDEFGHIJKLMNO"

# The Beet sizes of each colour, per layout (section 1 of the rules file).
BED_SIZES: dict[str, tuple[int, ...]] = {
    "einsteiger": (8, 7, 6),
    "klassisch": (6, 5, 4, 3, 2, 1),
    "verwinkelt": (4, 3, 3, 3, 2, 2, 2, 1, 1),
    "zufall": (6, 5, 4, 3, 2, 1),
}


def index(col: int, row: int) -> int:
    return row * COLS + col


def cell_of(i: int) -> tuple[int, int]:
    return i % COLS, i // COLS


def _neighbours(i: int) -> list[int]:
    col, row = cell_of(i)
    out = []
    if col > 0:
        out.append(i - 1)
    if col < COLS - 1:
        out.append(i + 1)
    if row > 0:
        out.append(i - COLS)
    if row < ROWS - 1:
        out.append(i + COLS)
    return out


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(tuple(_neighbours(i)) for i in range(CELLS))
NEIGHBOUR_MASK: tuple[int, ...] = tuple(sum(1 << j for j in n) for n in NEIGHBOURS)
COLUMN_MASK: tuple[int, ...] = tuple(sum(1 << index(c, r) for r in range(ROWS))
                                     for c in range(COLS))
MIDDLE_MASK = COLUMN_MASK[MIDDLE_COL]
FULL_MASK = (1 << CELLS) - 1


def bits(mask: int) -> list[int]:
    """The cell indices set in ``mask``, ascending. A few cells (a shape, a bed: nearly every
    call) are taken off from the lowest set bit, more by the binary digits (which read all 105
    of them: 5× slower for a shape, 3× faster for a full field)."""
    if mask < 0 or mask.bit_count() > 24:  # (no cell set is negative; never loop on one)
        return [i for i, ch in enumerate(reversed(bin(mask))) if ch == "1"]
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cells: Iterable[Sequence[int]]) -> int:
    mask = 0
    for col, row in cells:
        mask |= 1 << index(col, row)
    return mask


def cells_of(mask: int) -> list[list[int]]:
    """``[[col, row], …]`` sorted by column, then row: the JSON form of a set of cells."""
    out = []
    for col, column in enumerate(COLUMN_MASK):
        part = mask & column
        while part:
            low = part & -part
            out.append([col, (low.bit_length() - 1) // COLS])
            part ^= low
    return out


_NOT_FIRST_COL = FULL_MASK & ~COLUMN_MASK[0]
_NOT_LAST_COL = FULL_MASK & ~COLUMN_MASK[COLS - 1]


def grow(mask: int) -> int:
    """``mask`` plus its orthogonal neighbours (bit-parallel: a handful of integer operations)."""
    return (mask | ((mask << 1) & _NOT_FIRST_COL) | ((mask >> 1) & _NOT_LAST_COL)
            | ((mask << COLS) & FULL_MASK) | (mask >> COLS))


def is_connected(mask: int) -> bool:
    if not mask:
        return False
    seen = mask & -mask
    while True:
        bigger = grow(seen) & mask
        if bigger == seen:
            return seen == mask
        seen = bigger


def components(mask: int) -> list[int]:
    """The orthogonally connected parts of ``mask``."""
    out = []
    while mask:
        part = mask & -mask
        while True:
            bigger = grow(part) & mask
            if bigger == part:
                break
            part = bigger
        out.append(part)
        mask &= ~part
    return out


@dataclass(frozen=True)
class Layout:
    """One field: the colour of every cell and the Prachttulpen. Immutable and hashable."""

    colors: tuple[str, ...]
    stars: tuple[tuple[int, int], ...]
    name: str = field(default="zufall", compare=False)

    @classmethod
    def from_json(cls, data: Mapping[str, Any], name: str = "zufall") -> "Layout":
        colors = tuple(str(row) for row in data["colors"])
        stars = tuple(sorted((int(c), int(r)) for c, r in data["stars"]))
        return cls(colors, stars, name)

    def to_json(self) -> dict[str, Any]:
        return {"colors": list(self.colors), "stars": [list(s) for s in self.stars]}

    def color(self, col: int, row: int) -> str:
        return self.colors[row][col]

    def color_at(self, i: int) -> str:
        col, row = cell_of(i)
        return self.colors[row][col]

    @cached_property
    def color_mask(self) -> dict[str, int]:
        """Colour → bitmask of its cells."""
        out = {c: 0 for c in COLORS}
        for i in range(CELLS):
            color = self.color_at(i)
            out[color] = out.get(color, 0) | (1 << i)
        return out

    @cached_property
    def star_mask(self) -> int:
        return mask_of(self.stars)

    @cached_property
    def beds(self) -> tuple[int, ...]:
        """Every Beet as a bitmask (maximal connected group of one colour)."""
        out: list[int] = []
        for color in COLORS:
            out.extend(components(self.color_mask.get(color, 0)))
        return tuple(out)

    @cached_property
    def bed_of(self) -> tuple[int, ...]:
        """Cell index → bitmask of the Beet it belongs to."""
        table = [0] * CELLS
        for bed in self.beds:
            for i in bits(bed):
                table[i] = bed
        return tuple(table)


# -- validation -------------------------------------------------------------------------------

def validate(layout: Layout, bed_sizes: Sequence[int] | None = None) -> list[str]:
    """Every broken rule of section 1, as short English reasons (empty list = valid).

    ``bed_sizes`` is the multiset of Beet sizes each colour must have (None: not checked).
    """
    problems: list[str] = []
    if len(layout.colors) != ROWS or any(len(row) != COLS for row in layout.colors):
        return [f"the field must have {ROWS} rows of {COLS} cells"]
    unknown = {ch for row in layout.colors for ch in row} - set(COLORS)
    if unknown:
        return [f"unknown colours {sorted(unknown)}"]
    for color in COLORS:
        count = layout.color_mask[color].bit_count()
        if count != FIELDS_PER_COLOR:
            problems.append(f"colour {color} has {count} fields, not {FIELDS_PER_COLOR}")
    for col in range(COLS):
        present = {layout.color(col, row) for row in range(ROWS)}
        if len(present) != len(COLORS):
            missing = "".join(c for c in COLORS if c not in present)
            problems.append(f"column {COLUMN_LETTERS[col]} lacks {missing}")
    if len(set(layout.stars)) != len(layout.stars):
        problems.append("a star is listed twice")
    star_cols = [c for c, _ in layout.stars]
    for col in range(COLS):
        n = star_cols.count(col)
        if n != 1:
            problems.append(f"column {COLUMN_LETTERS[col]} has {n} stars, not 1")
    if any(not (0 <= c < COLS and 0 <= r < ROWS) for c, r in layout.stars):
        problems.append("a star lies outside the field")
    else:
        for color in COLORS:
            n = sum(1 for c, r in layout.stars if layout.color(c, r) == color)
            if n != STARS_PER_COLOR:
                problems.append(f"colour {color} has {n} stars, not {STARS_PER_COLOR}")
    if bed_sizes is not None:
        want = sorted(bed_sizes)
        for color in COLORS:
            have = sorted(p.bit_count() for p in components(layout.color_mask[color]))
            if have != want:
                problems.append(f"colour {color} has Beete {have}, not {want}")
    return problems


# -- generation -------------------------------------------------------------------------------

class LayoutError(RuntimeError):
    """The generator ran out of its (generous) attempt budget: a bug, never a normal outcome."""


# How the generator grows Beete for each size table: sideways bias, search budget, branching.
_TUNING: dict[tuple[int, ...], tuple[float, int, int]] = {
    BED_SIZES["einsteiger"]: (30.0, 300, 2),
    BED_SIZES["klassisch"]: (3.0, 300, 2),
    BED_SIZES["verwinkelt"]: (3.0, 300, 2),
}


def generate(seed: int, bed_sizes: Sequence[int] = BED_SIZES["klassisch"], *,
             name: str = "zufall", attempts: int = 1000) -> Layout:
    """A valid layout built from ``seed`` (same seed, same layout on every computer).

    A depth-first search fills the field column by column: the first empty cell (top of the
    leftmost unfinished column) starts a new Beet of a colour that still needs a Beet of that
    size (larger ones first, so the small ones fill the gaps at the end). The Beet grows at
    random through empty cells that touch no cell of its own colour (so Beete stay maximal),
    sideways more often than up/down (which spreads every colour over the columns). A Beet that
    leaves a column unable to show all five colours, or leaves a pocket too small for any Beet
    still to come, is refused. Each search has a node budget and tries only a few Beete per
    step; a failed search starts over from the same stream, at most ``attempts`` times
    (a Klassisch field needs a few, about 25 ms, so this bound is never reached in practice).
    """
    sizes = tuple(sorted(bed_sizes, reverse=True))
    horizontal, budget, branch = _TUNING.get(sizes, (3.0, 300, 2))
    stream = Stream.derive(seed, "tulpe", "layout", list(sizes))
    for _ in range(attempts):
        grid = _search(stream, sizes, horizontal, budget, branch)
        if grid is None:
            continue
        layout = Layout(tuple("".join(grid[index(c, r)] for c in range(COLS))
                              for r in range(ROWS)), _place_stars(stream, grid), name)
        if not validate(layout, sizes):
            return layout
    raise LayoutError(f"no layout after {attempts} attempts for Beete {list(sizes)}")


def _search(stream: Stream, sizes: tuple[int, ...], horizontal: float, budget: int,
            branch: int) -> list[str] | None:
    grid = [""] * CELLS
    left = {color: list(sizes) for color in COLORS}
    color_cells = {color: 0 for color in COLORS}
    nodes = 0

    def place(empty: int) -> bool:
        nonlocal nodes
        if not empty:
            return True
        nodes += 1
        if nodes > budget:
            return False
        start = _first_empty(empty)
        options = [(color, size) for color in COLORS for size in set(left[color])
                   if not NEIGHBOUR_MASK[start] & color_cells[color]]
        column = {c for c in COLORS if color_cells[c] & COLUMN_MASK[start % COLS]}
        stream.shuffle(options)
        # Big Beete first, colours the column still lacks first, colours with many Beete left
        # first (so the last gaps are not left to one colour), all shuffled a little.
        options.sort(key=lambda o: -o[1] + stream.random() * 3.0 + (o[0] in column) * 4.0
                     - len(left[o[0]]) * 2.0)
        tried = 0
        for color, size in options:
            free = empty & ~grow(color_cells[color])
            shape = _grow_shape(stream, start, size, free, horizontal)
            if shape is None:
                continue
            rest = empty & ~shape
            if not _columns_ok(color_cells, shape, color, rest) or not _gaps_ok(rest, left, size):
                continue
            for i in bits(shape):
                grid[i] = color
            color_cells[color] |= shape
            left[color].remove(size)
            if place(rest):
                return True
            for i in bits(shape):
                grid[i] = ""
            color_cells[color] &= ~shape
            left[color].append(size)
            left[color].sort(reverse=True)
            tried += 1
            if tried >= branch or nodes > budget:
                return False
        return False

    return grid if place(FULL_MASK) else None


def _first_empty(empty: int) -> int:
    """The top empty cell of the leftmost column that has one."""
    for mask in COLUMN_MASK:
        part = empty & mask
        if part:
            return (part & -part).bit_length() - 1
    raise ValueError("no empty cell")


def _grow_shape(stream: Stream, start: int, size: int, free: int,
                horizontal: float) -> int | None:
    """A random connected shape of ``size`` cells from ``start`` inside ``free``."""
    shape = 1 << start
    for _ in range(size - 1):
        side = (((shape << 1) & _NOT_FIRST_COL) | ((shape >> 1) & _NOT_LAST_COL)) & free & ~shape
        updown = ((shape << COLS) | (shape >> COLS)) & free & ~shape & ~side
        n_side, n_updown = side.bit_count(), updown.bit_count()
        if not n_side + n_updown:
            return None
        pick = stream.random() * (horizontal * n_side + n_updown)
        if pick < horizontal * n_side:
            cells = bits(side)
            shape |= 1 << cells[min(int(pick / horizontal), n_side - 1)]
        else:
            cells = bits(updown)
            shape |= 1 << cells[min(int(pick - horizontal * n_side), n_updown - 1)]
    return shape


def _columns_ok(color_cells: dict[str, int], shape: int, color: str, empty: int) -> bool:
    """Every column the new Beet touches can still show all five colours."""
    for col in {i % COLS for i in bits(shape)}:
        mask = COLUMN_MASK[col]
        present = sum(1 for c in COLORS if c == color or color_cells[c] & mask)
        if present + (mask & empty).bit_count() < len(COLORS):
            return False
    return True


def _gaps_ok(empty: int, left: dict[str, list[int]], size: int) -> bool:
    """No empty pocket is smaller than every Beet still to place."""
    sizes = [s for lst in left.values() for s in lst]
    sizes.remove(size)
    if not sizes:
        return empty == 0
    smallest = min(sizes)
    return all(p.bit_count() >= smallest for p in components(empty))


def _place_stars(stream: Stream, grid: list[str]) -> tuple[tuple[int, int], ...]:
    """One star per column, three per colour (every column shows every colour, so any order
    works); within its column a star prefers the rows that have the fewest stars so far, so the
    Prachttulpen spread over the field instead of lining up."""
    colors = [c for c in COLORS for _ in range(STARS_PER_COLOR)]
    stream.shuffle(colors)
    per_row = [0] * ROWS
    stars = []
    for col, color in enumerate(colors):
        rows = [r for r in range(ROWS) if grid[index(col, r)] == color]
        fewest = min(per_row[r] for r in rows)
        row = stream.choice([r for r in rows if per_row[r] == fewest])
        per_row[row] += 1
        stars.append((col, row))
    return tuple(sorted(stars))
