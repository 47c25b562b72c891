"""Speedsprit's solo modes as pure helpers: the Rekordjagd's options and the Tagesetappe's
options from a date.

The Rekordjagd is a lone car over the Alpenpass with Streckenkarten (the rules: one seat in mode
``rekordjagd``, the game ends when it is in the Ziel); its list counts the turns, fewest first
(the description's ``scoring.turn_lists``). The deck is shuffled anew for every run.

The Tagesetappe is the same for everyone on a day: same deck (the game seed), same start order,
three strong computers, no clock; the track alternates daily (even day number of
``core.daily.day_number``: Alpenpass). The seed is ``core.daily.daily_seed("sprit", date)`` unless
the caller passes one.
"""

from __future__ import annotations

import datetime as _dt
from typing import Any, Mapping

from speedgames.core import daily, scoring
from speedgames.core.names import first_seat_name
from speedgames.core.rng import Stream

COMPUTERS = 3
REKORD_TRACK = "alpenpass"


def parse_date(value: str | _dt.date) -> _dt.date:
    if isinstance(value, _dt.date):
        return value
    return daily.parse_date(value)


def track_for(date: str | _dt.date) -> str:
    """Even day number: Alpenpass; odd: Bergsprint."""
    return "alpenpass" if daily.day_number(parse_date(date).isoformat()) % 2 == 0 else "bergsprint"


def daily_seed(date: str | _dt.date) -> int:
    """The day's seed, the same on every computer."""
    return daily.daily_seed("sprit", parse_date(date).isoformat())


def daily_options(date: str | _dt.date, name: str = "Spieler",
                  seed: int | None = None) -> tuple[dict[str, Any], int]:
    """``(options, seed)`` of the Tagesetappe on ``date`` for one human against three computers."""
    day = parse_date(date)
    game_seed = daily_seed(day) if seed is None else seed
    seats = [{"kind": "human", "name": name}] + [
        {"kind": "ai", "level": "strong", "name": f"Computer {i}"} for i in range(1, COMPUTERS + 1)]
    order = list(range(len(seats)))
    Stream.derive(game_seed, "sprit", "start_order").shuffle(order)
    options = {"seats": seats, "mode": "daily", "date": day.isoformat(),
               "track": track_for(day), "cards": True, "end": "last", "duel": False,
               "clock": None, "start_order": order}
    return options, game_seed


def rekordjagd_options(name: str = "Spieler") -> dict[str, Any]:
    """The options of a Rekordjagd: one human's lone car over the Alpenpass with Streckenkarten,
    no clock."""
    return {"seats": [{"kind": "human", "name": name}], "mode": "rekordjagd",
            "track": REKORD_TRACK, "cards": True, "clock": None}


def canonical_options(options: Mapping[str, Any]) -> tuple[dict[str, Any], int | None]:
    """The options (and seed) of ``options``' solo mode as the Solo-Menü starts it: what a
    Bestenliste entry must match exactly — the Rekordjagd (any seed: its deck is the run's own),
    or the Tagesetappe of its date with the day's seed (ValueError for other modes)."""
    if options.get("mode") == "rekordjagd":
        return rekordjagd_options(first_seat_name(options)), None
    if options.get("mode") != "daily":
        raise ValueError(f"mode {options.get('mode')!r} has no canonical options")
    return daily_options(str(options.get("date")), first_seat_name(options))


def daily_key(state_summary: dict[str, Any], seat: int = 0) -> tuple:
    """How a Tagesetappe run ranks (smaller is better): Zielplatz, then fewest turns; not in the
    Ziel: after every finisher, by the field reached (higher is better) — the key the day list
    sorts by (:func:`speedgames.core.scoring.run_key`)."""
    car = next(c for c in state_summary["cars"] if c["seat"] == seat)
    return scoring.run_key(car["finished"], car["place"], car["field"], car["turns"])
