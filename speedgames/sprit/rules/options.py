"""Normalising the Lobby options of a Speedsprit game (every key has a default)."""

from __future__ import annotations

from typing import Any, Mapping

from speedgames.sprit.rules.tracks import TRACKS

DEFAULTS: dict[str, Any] = {
    "mode": "table",
    "track": "alpenpass",
    "cards": True,
    "end": "last",
    "duel": False,
    "clock": None,
    "date": None,
    "start_order": None,
}


def normalise(options: Mapping[str, Any]) -> dict[str, Any]:
    """A complete, validated copy of ``options``; raises ValueError on nonsense."""
    if not isinstance(options, Mapping):
        raise ValueError("options must be an object")
    out = {**DEFAULTS, **{k: v for k, v in options.items()}}
    if out["mode"] == "daily" and "track" not in options and out["date"]:
        # the Tagesetappe's track alternates daily: even day number Alpenpass
        from speedgames.core.daily import day_number

        out["track"] = "alpenpass" if day_number(out["date"]) % 2 == 0 else "bergsprint"
    seats = out.get("seats")
    if seats is None:
        seats = [{"kind": "human", "name": "Spieler"}, {"kind": "ai", "level": "normal"}]
    if isinstance(seats, int) and not isinstance(seats, bool):
        seats = [{"kind": "ai", "level": "normal"} for _ in range(seats)]
    if not isinstance(seats, list) or not all(isinstance(s, Mapping) for s in seats):
        raise ValueError("seats must be a list of seat objects")
    out["seats"] = [dict(s) for s in seats]
    n = len(out["seats"])
    # Rekordjagd of one driver: a lone car against its own record (fewest turns to the Ziel);
    # every other game is a race of 2–6 cars
    lowest = 1 if out["mode"] == "rekordjagd" else 2
    if not lowest <= n <= 6:
        raise ValueError("Speedsprit needs 2–6 seats (one driver alone: mode rekordjagd)")
    if out["mode"] not in ("table", "daily", "rekordjagd"):
        raise ValueError(f"unknown mode {out['mode']!r}")
    if out["track"] not in TRACKS:
        raise ValueError(f"unknown track {out['track']!r}")
    if not isinstance(out["cards"], bool):
        raise ValueError("cards must be true or false")
    if out["end"] not in ("last", "first", "all"):   # "all": the guided first game only
        raise ValueError("end must be 'last', 'first' or 'all'")
    if not isinstance(out["duel"], bool):
        raise ValueError("duel must be true or false")
    if out["duel"] and n != 2:
        raise ValueError("the Duell needs exactly 2 seats")
    order = out["start_order"]
    if order is not None:
        if sorted(order) != list(range(n)):
            raise ValueError("start_order must list every seat once")
        out["start_order"] = [int(i) for i in order]
    return out
