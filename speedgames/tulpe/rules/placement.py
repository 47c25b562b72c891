"""Which fields may bloom: the placement rule of section 3, as pure functions on bitmasks.

A placement is legal when it has exactly as many fields as the number, all of the chosen colour,
none bloomed yet, orthogonally connected (hence inside one Beet), and at least one field in
column H or orthogonally next to a field that bloomed in an earlier Wurf. The screen uses the same
functions to light up fitting fields, to suggest the colour die for a tapped field and to explain
why a half-made selection cannot work.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from speedgames.core.i18n import Text, text
from speedgames.tulpe.rules.layout import (
    COLORS,
    COLS,
    COLUMN_LETTERS,
    MIDDLE_MASK,
    ROWS,
    Layout,
    bits,
    components,
    grow,
    index,
    is_connected,
)


def cell_name(col: int, row: int) -> str:
    """``H4``: the column letter and the row number as printed on the field."""
    return f"{COLUMN_LETTERS[col]}{row + 1}"


def anchor_mask(bloomed: int) -> int:
    """Cells that may start a placement: column H and the neighbours of earlier blooms."""
    return (MIDDLE_MASK | grow(bloomed)) & ~bloomed


@lru_cache(maxsize=1 << 16)
def connected_subsets(region: int, size: int) -> tuple[int, ...]:
    """Every connected set of ``size`` cells inside ``region`` (each once), as bitmasks."""
    if size <= 0:
        return ()
    if size == 1:
        return tuple(1 << i for i in bits(region))
    out: set[int] = set()
    for smaller in connected_subsets(region, size - 1):
        frontier = grow(smaller) & region & ~smaller
        while frontier:
            low = frontier & -frontier
            out.add(smaller | low)
            frontier ^= low
    return tuple(sorted(out))


def placements(layout: Layout, bloomed: int, color: str, number: int) -> list[int]:
    """All legal placements of ``number`` fields of ``color`` on a field with ``bloomed``."""
    free = layout.color_mask[color] & ~bloomed
    anchors = anchor_mask(bloomed)
    out: list[int] = []
    for region in components(free):
        if not region & anchors or region.bit_count() < number:
            continue
        out.extend(s for s in connected_subsets(region, number) if s & anchors)
    return out


def fitting_mask(layout: Layout, bloomed: int, color: str, number: int) -> int:
    """Every cell that belongs to at least one legal placement (what the screen lights up)."""
    mask = 0
    for placement in placements(layout, bloomed, color, number):
        mask |= placement
    return mask


def fitting_for_dice(layout: Layout, bloomed: int, color_face: str,
                     number_face: int | str) -> int:
    """The cells to light up for a chosen die pair; a Gießkanne lights every colour / number
    it could stand for (the tapped fields then decide)."""
    colors = COLORS if color_face not in COLORS else color_face
    numbers = range(1, 6) if not isinstance(number_face, int) else (number_face,)
    mask = 0
    for color in colors:
        for number in numbers:
            mask |= fitting_mask(layout, bloomed, color, number)
    return mask


def max_number(layout: Layout, bloomed: int, color: str) -> int:
    """The largest number of ``color`` fields that can bloom now (0: none)."""
    anchors = anchor_mask(bloomed)
    sizes = [r.bit_count() for r in components(layout.color_mask[color] & ~bloomed)
             if r & anchors]
    return min(max(sizes, default=0), 5)


def parse_cells(cells: object) -> int | Text:
    """The bitmask of ``[[col, row], …]``, or the reason why it is not a list of field cells."""
    if not isinstance(cells, (list, tuple)):
        return text("tulpe.errors.bad_cells")
    mask = 0
    for cell in cells:
        if (not isinstance(cell, (list, tuple)) or len(cell) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in cell)):
            return text("tulpe.errors.bad_cells")
        col, row = cell
        if not (0 <= col < COLS and 0 <= row < ROWS):
            return text("tulpe.errors.bad_cells")
        bit = 1 << index(col, row)
        if mask & bit:
            return text("tulpe.errors.duplicate_cell", cell=cell_name(col, row))
        mask |= bit
    return mask


def check(layout: Layout, bloomed: int, color: str, number: int, cells: int) -> Text | None:
    """The first placement rule ``cells`` breaks (as a reason), or None when it is legal."""
    count = cells.bit_count()
    if count != number:
        return text("tulpe.errors.count", number=number, count=count)
    return _check_fields(layout, bloomed, color, cells, complete=True)


def check_partial(layout: Layout, bloomed: int, color: str, number: int,
                  cells: int) -> Text | None:
    """Why a half-made selection can never become a legal placement, or None if it still can."""
    if cells.bit_count() > number:
        return text("tulpe.errors.too_many", number=number)
    reason = _check_fields(layout, bloomed, color, cells, complete=False)
    if reason is not None:
        return reason
    if cells and not any(p & cells == cells for p in placements(layout, bloomed, color, number)):
        return text("tulpe.errors.cannot_complete_one" if number == 1
                    else "tulpe.errors.cannot_complete", number=number)
    return None


def _check_fields(layout: Layout, bloomed: int, color: str, cells: int,
                  complete: bool) -> Text | None:
    for i in bits(cells):
        col, row = i % COLS, i // COLS
        if bloomed >> i & 1:
            return text("tulpe.errors.already_bloomed", cell=cell_name(col, row))
        if layout.color_at(i) != color:
            return text("tulpe.errors.wrong_color", cell=cell_name(col, row),
                        color=text(f"tulpe.color.{color}"))
    if not cells:
        return None
    if complete and not is_connected(cells):
        return text("tulpe.errors.not_connected")
    if not complete and len({layout.bed_of[i] for i in bits(cells)}) > 1:
        return text("tulpe.errors.not_connected")
    if complete and not cells & anchor_mask(bloomed):
        return text("tulpe.errors.no_anchor")
    return None


def colors_for_cell(col: int, row: int, layout: Layout, faces: Sequence[str],
                    available: Sequence[int]) -> list[int]:
    """The colour dice (indices among ``available``) that fit a tapped field: exact colour first,
    then Gießkannen — what the screen proposes when a field is tapped before a colour die."""
    color = layout.color(col, row)
    exact = [i for i in available if faces[i] == color]
    jokers = [i for i in available if faces[i] not in COLORS]
    return exact + jokers
