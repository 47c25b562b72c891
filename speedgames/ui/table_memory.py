"""The last table of each game („tables.json“): who sat where and with which options.

Why: friends who play on one computer sit down with the same table again and again; the table
setup opens with the last one instead of the defaults. Stored through :mod:`core.storage` (atomic,
versioned, sanitised): a damaged entry is dropped and the setup falls back to its defaults.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from speedgames.core.storage import Schema, Storage
from speedgames.ui.game_options import SETUPS, clean_seat, game_options, values_from_options

FILE = "tables.json"
FORMAT = 1


def _key(game_id: str, solo: bool) -> str:
    return f"{game_id}.solo" if solo else game_id


def _clean_entry(game_id: str, raw: Any) -> dict[str, Any] | None:
    if not isinstance(raw, Mapping):
        return None
    seats = raw.get("seats")
    options = raw.get("options")
    if not isinstance(seats, list) or not isinstance(options, Mapping):
        return None
    setup = SETUPS[game_id]
    if not setup.min_seats <= len(seats) <= setup.max_seats:
        return None
    if not all(isinstance(s, Mapping) for s in seats):
        return None
    clean_seats = [clean_seat(game_id, s) for s in seats]
    clean_options = game_options(game_id, values_from_options(game_id, options), clean_seats)
    clean_options.pop("seats", None)
    return {"seats": clean_seats, "options": clean_options}


def _sanitize(data: dict[str, Any]) -> dict[str, Any]:
    games = data.get("games") if isinstance(data.get("games"), Mapping) else {}
    out: dict[str, Any] = {}
    for game_id in SETUPS:
        for solo in (False, True):
            key = _key(game_id, solo)
            try:
                entry = _clean_entry(game_id, games.get(key))
            except (TypeError, ValueError, KeyError):
                entry = None
            if entry is not None:
                out[key] = entry
    return {"format": FORMAT, "games": out}


SCHEMA = Schema(FORMAT, default=lambda: {"format": FORMAT, "games": {}}, sanitize=_sanitize)


def load_table(storage: Storage, game_id: str,
               solo: bool = False) -> tuple[list[dict[str, Any]], dict[str, Any]] | None:
    """The last table of ``game_id`` as (seats, options), or None."""
    data, notices = storage.read(FILE, SCHEMA)
    for notice in notices:
        storage.notify(notice)
    entry = data["games"].get(_key(game_id, solo))
    if entry is None:
        return None
    return [dict(s) for s in entry["seats"]], dict(entry["options"])


def save_table(storage: Storage, game_id: str, solo: bool,
               seats: Sequence[Mapping[str, Any]], options: Mapping[str, Any]) -> bool:
    data, _ = storage.read(FILE, SCHEMA)
    entry = _clean_entry(game_id, {"seats": list(seats), "options": dict(options)})
    if entry is None:
        return False
    data["games"][_key(game_id, solo)] = entry
    return storage.write(FILE, data)
