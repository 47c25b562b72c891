"""Punkte with their Rechenweg (section 4 of the rules file).

A score is never a bare number: :func:`breakdown` lists every part (full columns with first or
later value, full colours, Gießkannen left, open Prachttulpen) and the score is the sum of its
parts, so the screen can print the Rechenweg under the field and the tests can check the sum.
"""

from __future__ import annotations

from typing import Any, Iterable

from speedgames.core.i18n import Text, counted, text
from speedgames.tulpe.rules.layout import COLUMN_LETTERS

COLUMN_FIRST = (5, 3, 3, 3, 2, 2, 2, 1, 2, 2, 2, 3, 3, 3, 5)
COLUMN_LATER = (3, 2, 2, 2, 1, 1, 1, 0, 1, 1, 1, 2, 2, 2, 3)
COLOR_FIRST = 5
COLOR_LATER = 3
STAR_OPEN = -2  # each Prachttulpe not yet bloomed
CAN_LEFT = 1  # each Gießkanne left


def column_points(col: int, first: bool, later_rule: str = "lower") -> int:
    """Points for completing column ``col``; house rule ``later_rule="none"``: later ones get 0."""
    if first:
        return COLUMN_FIRST[col]
    return COLUMN_LATER[col] if later_rule == "lower" else 0


def color_points(first: bool) -> int:
    return COLOR_FIRST if first else COLOR_LATER


def breakdown(columns: Iterable[tuple[int, int, bool]], colors: Iterable[tuple[str, int, bool]],
              cans: int, open_stars: int) -> list[dict[str, Any]]:
    """The Rechenweg: one entry per full column and colour, then Gießkannen and open stars.

    ``columns``/``colors`` hold ``(id, points, first)`` as recorded when they were completed.
    """
    items: list[dict[str, Any]] = []
    for col, points, first in sorted(columns):
        items.append({"kind": "column", "col": col, "first": first, "points": points})
    for color, points, first in colors:
        items.append({"kind": "color", "color": color, "first": first, "points": points})
    items.append({"kind": "cans", "count": cans, "points": cans * CAN_LEFT})
    items.append({"kind": "stars", "open": open_stars, "points": open_stars * STAR_OPEN})
    return items


def total(items: Iterable[dict[str, Any]]) -> int:
    return sum(int(item["points"]) for item in items)


def describe(item: dict[str, Any]) -> Text:
    """One line of the Rechenweg in words (e.g. „Spalte H (zuerst): +1“)."""
    kind = item["kind"]
    points = item["points"]
    signed = f"{points:+d}".replace("-", "−")   # a real minus sign on screen
    if kind == "column":
        key = "tulpe.rechenweg.column_first" if item["first"] else "tulpe.rechenweg.column_later"
        return text(key, col=COLUMN_LETTERS[item["col"]], points=signed)
    if kind == "color":
        key = "tulpe.rechenweg.color_first" if item["first"] else "tulpe.rechenweg.color_later"
        return text(key, color=text(f"tulpe.color.{item['color']}"), points=signed)
    if kind == "cans":
        return text("tulpe.rechenweg.cans", count=counted("core.count.cans", item["count"]),
                    points=signed)
    return text("tulpe.rechenweg.stars", count=counted("core.count.open_stars", item["open"]),
                points=signed)


def ranks(scores: list[int], tiebreak: list[int]) -> list[int]:
    """Competition ranks (1 = best): most points, then more Gießkannen left, then shared."""
    keys = list(zip(scores, tiebreak))
    return [1 + sum(1 for other in keys if other > key) for key in keys]
