"""Game options of Speedrocket: defaults and validation, so a state always holds clean options.

Keys (all optional): ``seats`` (1–4 seat dicts), ``mode`` (``table`` / ``rekordjagd`` / ``daily`` /
``meisterbrief``), ``date``, ``level`` (Meisterbrief), ``evenings`` (9 / 6), ``recipes``
(``"standard"`` / ``"random"`` / dict per colour), ``clock`` (seconds or None; recorded, the UI runs
it), ``start_bag`` (Meisterbrief: chip → count), ``tutorial`` (the guided first game's rigging, see
:mod:`.tutorial`; it also allows 3 evenings). A solo game is one seat (the solo modes demand it).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from speedgames.core.game import LEVEL_IDS

from . import data, tutorial

MODES = ("table", "rekordjagd", "daily", "meisterbrief")
SOLO_MODES = ("rekordjagd", "daily", "meisterbrief")
DEFAULT_SEATS = [{"kind": "human", "name": "Spieler"}, {"kind": "ai", "level": "normal"}]
DEFAULT_CLOCK = 120
#: computer levels a seat may name that the table setup never offers: measurement baselines
#: (``strong_v1`` = stark before the exact Stopfen solver, see ``speedgames.rocket.ai``)
HIDDEN_LEVELS = ("strong_v1", "strong_v2")


def _seat(raw: Any) -> dict[str, Any]:
    if not isinstance(raw, Mapping) or raw.get("kind") not in ("human", "ai"):
        raise ValueError(f"a seat is {{'kind': 'human'|'ai', …}}, not {raw!r}")
    seat = dict(raw)
    if seat["kind"] == "ai":
        seat.setdefault("level", "normal")
        if seat["level"] not in LEVEL_IDS + HIDDEN_LEVELS:
            raise ValueError(f"unknown computer level {seat['level']!r}")
    return seat


def normalise(options: Mapping[str, Any] | None) -> dict[str, Any]:
    """A complete, validated copy of the options (ValueError on nonsense)."""
    opts = dict(options or {})
    mode = opts.get("mode", "table")
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}")
    seats = opts.get("seats")
    if seats is None:
        seats = DEFAULT_SEATS if mode == "table" else DEFAULT_SEATS[:1]
    if not isinstance(seats, list) or not 1 <= len(seats) <= 4:
        raise ValueError("Speedrocket has 1 to 4 seats")
    if mode in SOLO_MODES and len(seats) != 1:
        raise ValueError(f"mode {mode!r} is played alone (exactly one seat)")
    evenings = opts.get("evenings", 9)
    rig = tutorial.normalise(opts["tutorial"]) if "tutorial" in opts else None
    if evenings not in (6, 9) and not (rig is not None and evenings == tutorial.TUTORIAL_EVENINGS):
        raise ValueError("a game has 9 or 6 evenings")
    default_recipes = "random" if mode == "daily" else "standard"
    clock = opts.get("clock", DEFAULT_CLOCK if mode == "table" and len(seats) > 1 else None)
    if clock is not None and (not isinstance(clock, (int, float)) or isinstance(clock, bool)
                              or clock <= 0):
        raise ValueError("clock is a positive number of seconds or null")
    out = {**opts, "mode": mode, "seats": [_seat(s) for s in seats], "evenings": evenings,
           "recipes": opts.get("recipes", default_recipes), "clock": clock}
    if rig is not None:
        out["tutorial"] = rig
    _fixed_by_mode(out, "start_bag" in opts)
    if "start_bag" in opts:
        out["start_bag"] = start_bag(opts["start_bag"])
    return out


def _fixed_by_mode(out: Mapping[str, Any], has_bag: bool) -> None:
    """What a mode fixes cannot be set from outside: only a Meisterbrief level brings a start
    bag of its own (a Rekordjagd without Blitzpulver is no Rekordjagd); the Tagesrätsel's
    recipes are checked against its seed in ``State.new``. The rest of a solo mode's options
    (nine evenings, Standard-Rezepturen) decides whether a game enters the mode's Bestenliste
    (``modes.canonical_options``), so the rules still let tests and tools play variations."""
    if has_bag and out["mode"] != "meisterbrief":
        raise ValueError("only a Meisterbrief level brings its own start bag")


def start_bag(raw: Any) -> dict[str, int]:
    if raw is None:
        return dict(data.START_BAG)
    if not isinstance(raw, Mapping):
        raise ValueError("start_bag is a dict chip → count")  # noqa: TRY004 (bad option)
    bag: dict[str, int] = {}
    for chip, n in raw.items():
        if chip not in data.CHIP_INDEX or not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ValueError(f"bad start_bag entry {chip!r}: {n!r}")
        if n:
            bag[chip] = n
    if not bag:
        raise ValueError("start_bag is empty")
    return bag
