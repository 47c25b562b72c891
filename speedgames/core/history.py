"""„Meine Partien“: the last 50 finished games of each game, kept as replayable records.

Why a file of its own (``history/<game>.json``, format 1): the leaderboard keeps only entries
that count for a list (one per player and mode, pruned by value); to watch a game again or analyse
it, the player needs *their* recent games whatever they scored. Every game is its action record
(the same shape a savegame holds), so the replay viewer and the analysis read it like any other.
The cached analysis (:meth:`speedgames.core.analysis.Analysis.to_json`) is kept beside the record,
so opening it again is instant. The file is user-editable: every entry is checked when read;
a malformed one is dropped, never trusted (:mod:`speedgames.core.storage` does the atomic I/O).

API: ``remember_game(storage, record, result, when=None) -> str | None`` (the new entry's id) ·
``my_games(storage, game_id) -> list[dict]`` (newest first) · ``find_game(storage, game_id, id)``
· ``store_analysis(storage, game_id, id, analysis_json) -> bool``.
"""

from __future__ import annotations

import json
import re
import time
from typing import Any, Mapping

from speedgames.core.saves import check_record
from speedgames.core.storage import Schema, Storage, Unusable, short_str

FORMAT = 1
KEEP = 50
_GAME = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


def file_name(game_id: str) -> str:
    if not _GAME.match(str(game_id)):
        raise ValueError(f"bad game id {game_id!r}")
    return f"history/{game_id}.json"


def _empty() -> dict[str, Any]:
    return {"format": FORMAT, "games": []}


def _numbers(value: Any) -> list[int | float] | None:
    if not isinstance(value, list) or len(value) > 8:
        return None
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
        return None
    return list(value)


def _clean_entry(entry: Any) -> dict[str, Any] | None:
    if not isinstance(entry, dict) or not isinstance(entry.get("id"), str) \
            or not _ID.match(entry["id"]):
        return None
    try:
        record = check_record(entry.get("record"))
    except Unusable:
        return None
    scores, ranks = _numbers(entry.get("scores")), _numbers(entry.get("ranks"))
    if scores is None or ranks is None:
        return None
    names = entry.get("names")
    names = [short_str(n, "", 40) for n in names] if isinstance(names, list) else []
    out = {"id": entry["id"], "when": short_str(entry.get("when"), "", 40), "names": names[:8],
           "scores": scores, "ranks": ranks, "record": record}
    if isinstance(entry.get("analysis"), dict):
        out["analysis"] = entry["analysis"]  # checked again by Analysis.from_json on use
    return out


def _sanitize(data: dict[str, Any]) -> dict[str, Any]:
    games = data.get("games")
    if not isinstance(games, list):
        return _empty()
    clean = [e for e in (_clean_entry(g) for g in games) if e is not None]
    return {"format": FORMAT, "games": clean[:KEEP]}


SCHEMA = Schema(format=FORMAT, default=_empty, sanitize=_sanitize)


def _read(storage: Storage, game_id: str) -> dict[str, Any]:
    return storage.read_told(file_name(game_id), SCHEMA)


def _names(options: Mapping[str, Any]) -> list[str]:
    out = []
    for seat in options.get("seats") or []:
        name = seat.get("name") if isinstance(seat, Mapping) else None
        out.append(short_str(name, "", 40))
    return out


def remember_game(storage: Storage, record: Mapping[str, Any], result: Mapping[str, Any],
                  when: str | None = None) -> str | None:
    """Put a finished game first in its „Meine Partien“ list (the oldest beyond 50 drop out)."""
    record = check_record(json.loads(json.dumps(record)))
    game_id = record["game"]
    data = _read(storage, game_id)
    when = when or time.strftime("%Y-%m-%dT%H:%M:%S")
    taken = {g["id"] for g in data["games"]}
    base = re.sub(r"[^0-9]", "", when)[:14] or "game"
    entry_id, n = base, 1
    while entry_id in taken:
        n += 1
        entry_id = f"{base}-{n}"
    entry = {"id": entry_id, "when": when, "names": _names(record["options"]),
             "scores": list(result.get("scores", [])), "ranks": list(result.get("ranks", [])),
             "record": record}
    if _clean_entry(entry) is None:
        return None
    data["games"] = [entry, *data["games"]][:KEEP]
    storage.write(file_name(game_id), data)
    return entry_id


def my_games(storage: Storage, game_id: str) -> list[dict[str, Any]]:
    """The kept games, newest first (id, when, names, scores, ranks, record[, analysis])."""
    return list(_read(storage, game_id)["games"])


def find_game(storage: Storage, game_id: str, entry_id: str) -> dict[str, Any] | None:
    return next((g for g in my_games(storage, game_id) if g["id"] == entry_id), None)


def store_analysis(storage: Storage, game_id: str, entry_id: str,
                   analysis: Mapping[str, Any]) -> bool:
    """Cache an analysis beside its record; False when the game is no longer kept."""
    data = _read(storage, game_id)
    for game in data["games"]:
        if game["id"] == entry_id:
            game["analysis"] = json.loads(json.dumps(analysis))
            return storage.write(file_name(game_id), data)
    return False
