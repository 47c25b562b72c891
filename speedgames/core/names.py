"""Every name that comes from a file or the keyboard passes through here before it is kept or
shown: seat names in savegames and records, profile names, the table setup's fields.

Why one place: a name is the only free text a player (or a forged file) puts in front of the
drawing code. Control characters (NUL, escape sequences, line breaks) leave a text renderer with
nothing to draw or an error every frame, and a name of ten thousand characters makes every fit
of it slow. So a name is printable characters only, single spaces, at most :data:`NAME_LIMIT`
characters (the profile limit) — and what is looked at is capped before any work is done on it.
"""

from __future__ import annotations

import json
from typing import Any, Mapping

NAME_LIMIT = 24
_LOOK_AT = NAME_LIMIT * 16  # characters examined at most: the rest could never be kept


def printable(value: Any, limit: int, default: str = "") -> str:
    """``value`` without control or format characters, cut to ``limit``; ``default`` for a
    non-string. Only a bounded prefix is examined, so any input costs the same small time."""
    if not isinstance(value, str):
        return default
    kept: list[str] = []
    for ch in value[: max(0, limit) * 16 + 16]:
        if ch.isprintable():
            kept.append(ch)
            if len(kept) >= limit:
                break
    return "".join(kept)


def clean_name(value: Any) -> str:
    """A name as kept and shown: printable, single spaces, at most ``NAME_LIMIT`` characters,
    no surrounding spaces ("" for anything that is not a string)."""
    text = printable(value, _LOOK_AT) if isinstance(value, str) else ""
    return " ".join(text.split())[:NAME_LIMIT].strip()


def clean_seat_names(options: Any) -> Any:
    """A copy of game options whose seat names are clean (other keys untouched); anything that is
    not options with a seat list comes back as it is. Names never change a game's course, so a
    record with cleaned names replays exactly like the original."""
    if not isinstance(options, Mapping) or not isinstance(options.get("seats"), list):
        return options
    out = json.loads(json.dumps(dict(options)))
    for seat in out["seats"]:
        if isinstance(seat, dict) and "name" in seat:
            seat["name"] = clean_name(seat["name"])
    return out


def names_are_clean(options: Any) -> bool:
    """True when :func:`clean_seat_names` would change nothing."""
    return clean_seat_names(options) == options


def first_seat_name(options: Mapping[str, Any]) -> str:
    """The first seat's name, clean (a solo mode's player), or "" when there is none."""
    seats = options.get("seats") if isinstance(options, Mapping) else None
    if isinstance(seats, list) and seats and isinstance(seats[0], Mapping):
        return clean_name(seats[0].get("name"))
    return ""
