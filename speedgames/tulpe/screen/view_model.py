"""What the screen shows, derived from the rules' public summary (pure, no pygame).

Why separate: the scene draws many things from the same few facts — whose field, which dice are
taken, which first values are gone, what the Rechenweg says. Deriving them here once per action
keeps the drawing code free of rule questions and lets tests check them without a window. Nothing
here decides a rule: values and legality come from :mod:`speedgames.tulpe.screen.rules`.
"""

from __future__ import annotations

from typing import Any, Mapping

from speedgames.core.i18n import Text
from speedgames.tulpe.screen import rules as ui_rules
from speedgames.tulpe.screen.field import COLS, ROWS, FieldData

Cell = tuple[int, int]


def cells(raw: Any) -> frozenset[Cell]:
    out = set()
    for item in raw or ():
        try:
            out.add((int(item[0]), int(item[1])))
        except (TypeError, ValueError, IndexError):
            continue
    return frozenset(out)


def field_data(summary: Mapping[str, Any], seat: int, options: Mapping[str, Any]) -> FieldData:
    """The big field of ``seat`` as the screen shows it."""
    layout = summary.get("layout", {})
    colors = list(layout.get("colors", ["R" * COLS] * ROWS))
    stars = cells(layout.get("stars"))
    players = summary.get("players", [])
    player = players[seat] if 0 <= seat < len(players) else {}
    bloomed = cells(player.get("bloomed"))
    claimed_cols, claimed_colors = ui_rules.claimed(summary)
    first, later, color_first, color_later = ui_rules.values(options)
    return FieldData(colors=colors, stars=stars, bloomed=bloomed, first=first, later=later,
                     column_gone=frozenset(claimed_cols), color_first=color_first,
                     color_later=color_later, color_gone=frozenset(claimed_colors),
                     full_columns=frozenset(int(c) for c in player.get("columns", [])),
                     full_colors=frozenset(str(c) for c in player.get("colors", [])),
                     first_mine=first_completions(player.get("breakdown")),
                     owner=seat)


def first_completions(breakdown: Any) -> frozenset:
    """Columns (ints) and colours (ids) this player completed first, from the Rechenweg."""
    out: set = set()
    for item in breakdown or ():
        if not isinstance(item, Mapping) or not item.get("first"):
            continue
        if item.get("kind") == "column" and isinstance(item.get("col"), int):
            out.add(item["col"])
        elif item.get("kind") == "color" and isinstance(item.get("color"), str):
            out.add(item["color"])
    return frozenset(out)


def taken_dice(summary: Mapping[str, Any]) -> frozenset[tuple[str, int]]:
    """The dice the active player took in this Wurf (public: everyone sees the active choice)."""
    taken = summary.get("taken")
    if not taken or summary.get("phase") != "others":
        return frozenset()
    return frozenset({("color", int(taken[0])), ("number", int(taken[1]))})


def newly_bloomed(before: Mapping[str, Any] | None,
                  after: Mapping[str, Any]) -> dict[int, set[Cell]]:
    """Per seat, the cells that bloomed between two summaries (for the opening animation)."""
    out: dict[int, set[Cell]] = {}
    if not before:
        return out
    old = before.get("players", [])
    for i, player in enumerate(after.get("players", [])):
        prev = cells(old[i].get("bloomed")) if i < len(old) else frozenset()
        new = cells(player.get("bloomed")) - prev
        if new:
            out[i] = set(new)
    return out


def die_value(summary: Mapping[str, Any], kind: str, index: int | None) -> Any:
    """The face of a die now: a colour id, a number, ``"*"`` (a Gießkanne) or None."""
    return ui_rules.die_value(summary.get("dice", {}), kind, index)


def blocked_dice(summary: Mapping[str, Any], seat: int | None,
                 selection: Any) -> frozenset[tuple[str, int]]:
    """Gießkannen dice ``seat`` cannot pay for (none left, or the last one is already spent on
    the other die of the pair in ``selection``)."""
    if seat is None:
        return frozenset()
    players = summary.get("players", [])
    cans = players[seat].get("cans", 0) if seat < len(players) else 0
    dice = summary.get("dice", {})
    sel = selection
    used = {"color": dice.get("colors", [None] * 3)[sel.color_die] == "*"
            if sel.color_die is not None else False,
            "number": dice.get("numbers", [None] * 3)[sel.number_die] == "*"
            if sel.number_die is not None else False}
    out = set()
    for kind, key, other in (("color", "colors", "number"), ("number", "numbers", "color")):
        left = cans - (1 if used[other] else 0)
        if left > 0:
            continue
        for i, v in enumerate(dice.get(key, [])):
            if v == "*":
                out.add((kind, i))
    return frozenset(out)


def fitting_fields(summary: Mapping[str, Any], seat: int, selection: Any) -> frozenset:
    """The fields that light up for the chosen dice of ``seat``: for a colour die its fields;
    for a number die alone the fields of every colour die still free."""
    sel = selection
    number = die_value(summary, "number", sel.number_die)
    number = None if number in ("*", None) else number
    if sel.color_die is not None:
        dice = [sel.color_die]
    elif sel.number_die is not None:
        taken, blocked = taken_dice(summary), blocked_dice(summary, seat, sel)
        dice = [i for i in range(3) if ("color", i) not in taken and ("color", i) not in blocked]
    else:
        return frozenset()
    out: set = set()
    for die in dice:
        color = die_value(summary, "color", die)
        out |= ui_rules.fitting(summary, seat, None if color == "*" else color, number,
                                sel.cells)
    return frozenset(out)


def bloom_refusal(summary: Mapping[str, Any], seat: int | None, selection: Any) -> Any:
    """Why „Aufblühen“ cannot be pressed now (a Text), or None."""
    sel = selection
    if seat is None or sel.color_die is None or sel.number_die is None:
        return Text("tulpe.ui.need_dice")
    color = die_value(summary, "color", sel.color_die)
    number = die_value(summary, "number", sel.number_die)
    return ui_rules.refusal(summary, seat, None if color == "*" else color,
                            None if number == "*" else number, sel.cells)
