"""Options for Speedtulpe's solo modes: Rekordjagd and Tagesblatt (pure, no pygame).

Rekordjagd: alone, 30 Würfe, choosing each time from all six dice; full columns and colours
always score the first value; no early end. Tagesblatt: the same, but layout and all 30 rolls
come from the date (``speedgames.core.daily``), so every computer shows the same field and dice
that day; the rules ignore the game seed in this mode.
"""

from __future__ import annotations

from typing import Any, Mapping

from speedgames.core import daily
from speedgames.core.daily import parse_date
from speedgames.core.names import first_seat_name
from speedgames.tulpe.rules import GAME
from speedgames.tulpe.rules.options import LAYOUTS, SOLO_WUERFE

__all__ = ["SOLO_WUERFE", "canonical_options", "daily_options", "daily_seed",
           "rekordjagd_options"]


def daily_seed(date: str) -> int:
    """The Tagesblatt's seed: the same field and dice on every computer that day (the rules
    build the day's layout and rolls from the same seed, ``rules.game.daily_seed``)."""
    return daily.daily_seed(GAME.id, date)


def _seat(name: str) -> dict[str, Any]:
    return {"kind": "human", "name": name}


def rekordjagd_options(name: str = "Spieler", layout: str = "klassisch",
                       cans: int = 8) -> dict[str, Any]:
    """Options of a Rekordjagd for one human on ``layout`` (Klassisch unless chosen)."""
    if layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {LAYOUTS}")
    return {"seats": [_seat(name)], "mode": "rekordjagd", "layout": layout, "cans": cans,
            "end_colors": 2, "later_column": "lower", "clock": None}


def canonical_options(options: Mapping[str, Any]) -> tuple[dict[str, Any], int | None]:
    """What a Bestenliste entry of ``options``' solo mode must match exactly: the Rekordjagd on
    the layout it names (the one free choice of the mode), or the Tagesblatt of its date with
    the day's seed. ValueError for the table or an unknown layout or date."""
    name = first_seat_name(options)
    if options.get("mode") == "rekordjagd":
        return rekordjagd_options(name, layout=str(options.get("layout"))), None
    if options.get("mode") == "daily":
        return daily_options(str(options.get("date")), name)
    raise ValueError(f"mode {options.get('mode')!r} has no canonical options")


def daily_options(date: str, name: str = "Spieler") -> tuple[dict[str, Any], int]:
    """Options and seed of the Tagesblatt of ``date`` (YYYY-MM-DD): same for everybody."""
    date = parse_date(date).isoformat()
    seed = daily_seed(date)
    options = {"seats": [_seat(name)], "mode": "daily", "date": date, "layout": "zufall",
               "cans": 8, "end_colors": 2, "later_column": "lower", "clock": None}
    return options, seed
