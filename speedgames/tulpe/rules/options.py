"""The options of a Speedtulpe game with their defaults, checked once at the start.

Unknown values are refused with ValueError (the table setup only offers valid ones); missing keys
get the defaults of the rule text: Klassisch, 8 Gießkannen, end after two colours, later full
columns score the lower value.
"""

from __future__ import annotations

from typing import Any, Mapping

from speedgames.tulpe.rules.layout import BED_SIZES

MODES = ("table", "rekordjagd", "daily")
SOLO_MODES = ("rekordjagd", "daily")
LAYOUTS = tuple(BED_SIZES)  # einsteiger, klassisch, verwinkelt, zufall
CANS = (8, 6, 10)
END_COLORS = (2, 3)
LATER_COLUMN = ("lower", "none")
SOLO_WUERFE = 30
MAX_SEATS = 6

DEFAULTS: dict[str, Any] = {
    "seats": [{"kind": "human", "name": "Spieler"}, {"kind": "ai", "level": "normal"}],
    "mode": "table", "date": None, "layout": "klassisch", "cans": 8, "end_colors": 2,
    "later_column": "lower", "clock": None,
}


def normalize(options: Mapping[str, Any]) -> dict[str, Any]:
    """A complete, checked copy of ``options``. Solo modes keep only the first seat."""
    if not isinstance(options, Mapping):
        raise ValueError("options must be a mapping")
    out = {**DEFAULTS, **{k: v for k, v in options.items() if v is not None or k == "clock"}}
    seats = out["seats"]
    if isinstance(seats, int) and not isinstance(seats, bool):
        seats = [{"kind": "ai", "level": "normal"} for _ in range(seats)]
    if not isinstance(seats, list) or not seats:
        raise ValueError("seats must be a non-empty list (or a number 1–6)")
    seats = [dict(s) if isinstance(s, Mapping) else {"kind": "human"} for s in seats]
    if out["mode"] not in MODES:
        raise ValueError(f"mode must be one of {MODES}")
    if out["mode"] in SOLO_MODES:
        seats = seats[:1]
    if len(seats) > MAX_SEATS:
        raise ValueError(f"at most {MAX_SEATS} seats")
    out["seats"] = seats
    if out["mode"] == "daily":
        if not isinstance(out["date"], str):
            raise ValueError("the Tagesblatt needs a date YYYY-MM-DD")
        out["layout"] = "zufall"
        out["cans"] = 8
    if out["layout"] not in LAYOUTS:
        raise ValueError(f"layout must be one of {LAYOUTS}")
    if out["cans"] not in CANS or isinstance(out["cans"], bool):
        raise ValueError(f"cans must be one of {CANS}")
    if out["end_colors"] not in END_COLORS or isinstance(out["end_colors"], bool):
        raise ValueError(f"end_colors must be one of {END_COLORS}")
    if out["later_column"] not in LATER_COLUMN:
        raise ValueError(f"later_column must be one of {LATER_COLUMN}")
    return out


def is_solo(options: Mapping[str, Any]) -> bool:
    return options.get("mode") in SOLO_MODES
