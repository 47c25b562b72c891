"""The rule questions the screen asks, answered by the rules package (one place to look).

Why an adapter: the scene needs a handful of answers — which fields fit the chosen dice, which
colour die matches a tapped field, is this selection legal, what the column and colour values are —
and every one of them is decided by :mod:`speedgames.tulpe.rules`. Collecting the calls here keeps
the drawing code free of rules and makes the contract between screen and rules visible.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Mapping, Sequence

from speedgames.core.game import Action
from speedgames.core.i18n import Text, counted

Cell = tuple[int, int]
DieId = tuple[str, int]  # ("color", 0..2) or ("number", 0..2)
CAN = "*"


def values(options: Mapping[str, Any]) -> tuple[list[int], list[int], int, int]:
    """(column first values, column later values, colour first, colour later) for these options.

    Rekordjagd and Tagesblatt always score the first value, so their later values equal them.
    """
    from speedgames.tulpe.rules import scoring

    first = list(scoring.COLUMN_FIRST)
    later = list(scoring.COLUMN_LATER)
    color_first, color_later = scoring.COLOR_FIRST, scoring.COLOR_LATER
    if options.get("later_column") == "none":
        later = [0] * len(first)
    if options.get("mode") in ("rekordjagd", "daily"):
        later, color_later = list(first), color_first
    return first, later, color_first, color_later


def claimed(summary: Mapping[str, Any]) -> tuple[set[int], set[str]]:
    """Columns and colours whose first value is gone (someone completed them already)."""
    got = summary.get("claimed")
    if isinstance(got, Mapping):
        return ({int(c) for c in got.get("columns", [])},
                {str(c) for c in got.get("colors", [])})
    return set(), set()


def die_value(dice: Mapping[str, Any], kind: str, index: int | None) -> Any:
    if index is None:
        return None
    values_ = dice.get("colors" if kind == "color" else "numbers", [])
    return values_[index] if 0 <= index < len(values_) else None


def layout_of(summary: Mapping[str, Any]) -> Any:
    """The rules' :class:`Layout` of the field in ``summary`` (cached)."""
    return _layout(tuple(summary["layout"]["colors"]))


@lru_cache(maxsize=8)
def _layout(colors: tuple[str, ...]) -> Any:
    from speedgames.tulpe.rules.layout import Layout

    return Layout(colors, ())


def bloomed_mask(summary: Mapping[str, Any], seat: int) -> int:
    from speedgames.tulpe.rules.layout import mask_of

    players = summary.get("players", [])
    if not 0 <= seat < len(players):
        return 0
    return mask_of(players[seat].get("bloomed", []))


def fitting(summary: Mapping[str, Any], seat: int, color: str | None, number: int | None,
            selected: Sequence[Cell]) -> frozenset[Cell]:
    """Fields that can still join ``selected`` for a pair of ``color`` (None = Gießkanne) and
    ``number`` (None = Gießkanne: any number from the fields selected so far up to 5)."""
    from speedgames.tulpe.rules.layout import mask_of

    return _fitting(tuple(summary["layout"]["colors"]), bloomed_mask(summary, seat), color,
                    number, mask_of(selected))


@lru_cache(maxsize=256)
def _fitting(colors: tuple[str, ...], bloomed: int, color: str | None, number: int | None,
             selected: int) -> frozenset[Cell]:
    from speedgames.tulpe.rules.layout import COLORS, bits, cell_of
    from speedgames.tulpe.rules.placement import placements

    layout = _layout(colors)
    if not selected:  # nothing tapped yet: the rules' own answer for the die pair
        from speedgames.tulpe.rules.placement import fitting_for_dice

        mask = fitting_for_dice(layout, bloomed, color or "*", number or "*")
        return frozenset(cell_of(i) for i in bits(mask))
    if color is None:
        wanted = [layout.color_at(bits(selected)[0])] if selected else list(COLORS)
    else:
        wanted = [color]
    numbers = [number] if number else list(range(max(1, selected.bit_count()), 6))
    found = 0
    for c in wanted:
        for n in numbers:
            for placement in placements(layout, bloomed, c, n):
                if placement & selected == selected:
                    found |= placement
    return frozenset(cell_of(i) for i in bits(found & ~selected))


def matching_color_die(summary: Mapping[str, Any], cell: Cell,
                       usable: Sequence[int]) -> int | None:
    """The colour die to suggest for a tapped field (its colour first, else a Gießkanne)."""
    from speedgames.tulpe.rules.placement import colors_for_cell

    faces = list(summary.get("dice", {}).get("colors", []))
    found = colors_for_cell(cell[0], cell[1], layout_of(summary), faces, list(usable))
    return found[0] if found else None


def problem(summary: Mapping[str, Any], seat: int, color: str | None, number: int | None,
            selected: Sequence[Cell]) -> Text | None:
    """Why the selection can never become a legal placement (None while it still can)."""
    from speedgames.tulpe.rules.layout import mask_of
    from speedgames.tulpe.rules.placement import check_partial

    if not selected:
        return None
    layout = layout_of(summary)
    if color is None:
        color = layout.color(selected[0][0], selected[0][1])
    return check_partial(layout, bloomed_mask(summary, seat), color, number or 5,
                         mask_of(selected))


def choose_action(dice: Mapping[str, Any], color_die: int, number_die: int,
                  cells: Sequence[Cell], layout_colors: Sequence[str]) -> Action:
    """The ``choose`` action for a selection: a Gießkanne colour takes the colour of the selected
    fields, a Gießkanne number the number of selected fields."""
    color = die_value(dice, "color", color_die)
    number = die_value(dice, "number", number_die)
    if color == CAN or color is None:
        color = layout_colors[cells[0][1]][cells[0][0]] if cells else None
    if number == CAN or number is None:
        number = len(cells)
    return Action("choose", color_die=color_die, number_die=number_die, color=color,
                  number=int(number), cells=[[c, r] for c, r in cells])


def refusal(summary: Mapping[str, Any], seat: int, color: str | None, number: int | None,
            selected: Sequence[Cell]) -> Text | None:
    """Why the finished selection may not bloom (None: „Aufblühen“ may be pressed).

    ``color`` / ``number`` None stand for a Gießkanne: the colour of the selected fields and
    their count."""
    from speedgames.tulpe.rules.layout import mask_of
    from speedgames.tulpe.rules.placement import check

    if not selected:
        return Text("tulpe.ui.need_cells")
    layout = layout_of(summary)
    if color is None:
        color = layout.color(selected[0][0], selected[0][1])
    if number is None:
        if len(selected) > 5:
            return Text("tulpe.ui.enough_cells", {"n": counted("core.count.fields", 5)})
        number = len(selected)
    return check(layout, bloomed_mask(summary, seat), color, number, mask_of(selected))


# ---------------------------------------------------------------------------- the selection
def taken_dice(facts: Mapping[str, Any]) -> frozenset[DieId]:
    """The dice the active player took in this Wurf (public: everyone sees the active choice)."""
    taken = facts.get("taken")
    if not taken or facts.get("phase") != "others":
        return frozenset()
    return frozenset({("color", int(taken[0])), ("number", int(taken[1]))})


def die_face(facts: Mapping[str, Any], kind: str, index: int | None) -> Any:
    """The face of a die now: a colour id, a number, ``"*"`` (a Gießkanne) or None."""
    return die_value(facts.get("dice") or {}, kind, index)


def blocked_dice(facts: Mapping[str, Any], seat: int | None,
                 selection: Any) -> frozenset[DieId]:
    """Gießkannen dice ``seat`` cannot pay for (none left, or the last one is already spent on
    the other die of the pair in ``selection``)."""
    if seat is None:
        return frozenset()
    players = facts.get("players", ())
    cans = players[seat].get("cans", 0) if 0 <= seat < len(players) else 0
    dice = facts.get("dice") or {}
    sel = selection
    used = {"color": die_face(facts, "color", sel.color_die) == "*",
            "number": die_face(facts, "number", sel.number_die) == "*"}
    out = set()
    for kind, key, other in (("color", "colors", "number"), ("number", "numbers", "color")):
        if cans - (1 if used[other] else 0) > 0:
            continue
        for i, v in enumerate(dice.get(key, ())):
            if v == "*":
                out.add((kind, i))
    return frozenset(out)


def fitting_fields(facts: Mapping[str, Any], seat: int, selection: Any) -> frozenset[Cell]:
    """The fields that light up for the chosen dice of ``seat``: for a colour die its fields;
    for a number die alone the fields of every colour die still free."""
    sel = selection
    number = die_face(facts, "number", sel.number_die)
    number = None if number in ("*", None) else number
    if sel.color_die is not None:
        dice = [sel.color_die]
    elif sel.number_die is not None:
        taken, blocked = taken_dice(facts), blocked_dice(facts, seat, sel)
        dice = [i for i in range(3) if ("color", i) not in taken and ("color", i) not in blocked]
    else:
        return frozenset()
    out: set = set()
    for die in dice:
        color = die_face(facts, "color", die)
        out |= fitting(facts, seat, None if color == "*" else color, number,
                                list(sel.cells))
    return frozenset(out)


def bloom_refusal(facts: Mapping[str, Any], seat: int | None, selection: Any) -> Any:
    """Why „Aufblühen“ cannot be pressed now (a Text), or None."""
    sel = selection
    if seat is None or sel.color_die is None or sel.number_die is None:
        return Text("tulpe.ui.need_dice")
    color = die_face(facts, "color", sel.color_die)
    number = die_face(facts, "number", sel.number_die)
    return refusal(facts, seat, None if color == "*" else color,
                            None if number == "*" else number, list(sel.cells))
