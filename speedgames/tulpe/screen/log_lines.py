"""Spielverlauf lines for Speedtulpe: actions and their consequences as language-neutral Text.

Only public things are written: a roll, the dice the active player took, that another player has
chosen (not what), and after the bloom who let how many fields bloom and what they completed.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from speedgames.core.game import Action
from speedgames.core.i18n import Text
from speedgames.tulpe.screen.field import LETTERS


def color_name(color: Any) -> Text:
    if color == "*":
        return Text("tulpe.ui.can")
    return Text(f"tulpe.ui.color.{color}")


def die_text(kind: str, value: Any) -> Any:
    if value == "*":
        return Text("tulpe.ui.can")
    return color_name(value) if kind == "color" else str(value)


def roll_line(name: Any, dice: Mapping[str, Any]) -> Text:
    colors = [die_text("color", v) for v in dice.get("colors", [])]
    numbers = [die_text("number", v) for v in dice.get("numbers", [])]
    while len(colors) < 3:
        colors.append("?")
    while len(numbers) < 3:
        numbers.append("?")
    return Text("tulpe.ui.log.roll", {"name": name, "c1": colors[0], "c2": colors[1],
                                      "c3": colors[2], "n1": numbers[0], "n2": numbers[1],
                                      "n3": numbers[2]})


def choose_line(name: Any, action: Action, public: bool) -> Text:
    if not public:  # a covert choice, passing included, stays secret until the bloom
        return Text("tulpe.ui.log.chose_covert", {"name": name})
    if action.type == "pass":
        return Text("tulpe.ui.log.pass", {"name": name})
    return Text("tulpe.ui.log.chose", {"name": name, "color": color_name(action.get("color")),
                                       "number": action.get("number", "?")})


def bloom_lines(names: Sequence[Any], before: Mapping[str, Any], after: Mapping[str, Any],
                new: Mapping[int, set]) -> list[tuple[Text, str]]:
    """After the bloom: per player the fields, and completed columns / colours (score change)."""
    out: list[tuple[Text, str]] = []
    old_players = before.get("players", [])
    for seat, player in enumerate(after.get("players", [])):
        cells = new.get(seat)
        if not cells:
            continue
        old = old_players[seat] if seat < len(old_players) else {}
        delta = int(player.get("score", 0)) - int(old.get("score", 0))
        cols = sorted({c for c, _ in cells})
        where = ", ".join(LETTERS[c] for c in cols if 0 <= c < len(LETTERS))
        params = {"name": names[seat], "n": len(cells), "where": where,
                  "delta": f"+{delta}" if delta >= 0 else f"−{-delta}"}
        key = "tulpe.ui.log.bloomed_points" if delta else "tulpe.ui.log.bloomed"
        if len(cells) == 1:
            key += "_one"
        out.append((Text(key, params), "good"))
    return out


def completion_line(names: Sequence[Any], ev: Mapping[str, Any]) -> Text | None:
    """A full column or colour from the rules' events („Anna: Spalte A voll, +5 als Erste“)."""
    seat = ev.get("seat")
    if not isinstance(seat, int) or not 0 <= seat < len(names):
        return None
    first = "first" if ev.get("first") else "later"
    if ev.get("type") == "column":
        col = ev.get("col")
        if not isinstance(col, int) or not 0 <= col < len(LETTERS):
            return None
        return Text(f"tulpe.ui.log.column_{first}", {"name": names[seat], "col": LETTERS[col],
                                                     "points": ev.get("points", 0)})
    if ev.get("type") == "color":
        return Text(f"tulpe.ui.log.color_{first}", {"name": names[seat],
                                                    "color": color_name(ev.get("color")),
                                                    "points": ev.get("points", 0)})
    return None
