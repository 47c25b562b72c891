"""The records file of one game (``records/<game>.json``): its schema, the sanitising of every
field read back, reading and writing, list insertion and pruning, and the small look-ups (seats,
mode, profile id) that recording and verification share.

Why the sanitising is strict: the file is user-editable; anything malformed is dropped field by
field, never trusted and never a crash (:mod:`speedgames.core.storage` does the atomic I/O).
"""

from __future__ import annotations

import datetime as _dt
import re
import time
from typing import Any, Mapping, Sequence

from speedgames.core.daily import parse_date, today
from speedgames.core.names import clean_name, clean_seat_names
from speedgames.core.profiles import load_profiles, same_name
from speedgames.core.saves import check_record
from speedgames.core.scoring import list_id_for, sort_key
from speedgames.core.storage import (
    Schema,
    Storage,
    Unusable,
    bool_of,
    clamp_int,
    clamp_number,
    short_str,
)

FORMAT = 1
LIST_LIMIT = 100
DAILY_KEEP_DAYS = 92
BIG = 10**9
_PID = re.compile(r"^[A-Za-z0-9_]{1,40}$")
_LIST = re.compile(r"^(table|computer|solo|rekordjagd|meisterbrief|daily:\d{4}-\d{2}-\d{2})$")
_KEY = re.compile(r"^[a-z][a-z0-9_]{0,39}$")
_GAME = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
_MAX_EXTRAS = 40
_MAX_FAV_ITEMS = 60


def file_name(game_id: str) -> str:
    if not _GAME.match(str(game_id)):
        raise ValueError(f"bad game id {game_id!r}")
    return f"records/{game_id}.json"


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_num(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and abs(value) <= BIG


def _empty() -> dict[str, Any]:
    return {"format": FORMAT, "stats": {}, "achievements": {}, "lists": {}, "daily": {}}


# -- sanitising ---------------------------------------------------------------------------------

def _clean_extras(raw: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if not isinstance(raw, dict):
        return out
    for key, value in list(raw.items())[:_MAX_EXTRAS]:
        if not isinstance(key, str) or not _KEY.match(key):
            continue
        if _is_num(value) or isinstance(value, bool):
            out[key] = value
        elif isinstance(value, str):
            out[key] = short_str(value, "", 80)
    return out


def _clean_favs(raw: Any) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    if not isinstance(raw, dict):
        return out
    for key, counts in list(raw.items())[:_MAX_EXTRAS]:
        if not isinstance(key, str) or not _KEY.match(key) or not isinstance(counts, dict):
            continue
        clean = {short_str(item, "", 40): clamp_int(n, 0, 0, BIG)
                 for item, n in list(counts.items())[:_MAX_FAV_ITEMS] if isinstance(item, str)}
        out[key] = {k: v for k, v in clean.items() if k and v > 0}
    return out


def _date_or_empty(value: Any) -> str:
    try:
        return parse_date(value).isoformat()
    except (ValueError, TypeError):
        return ""


def _clean_stats(raw: Any) -> dict[str, Any]:
    raw = raw if isinstance(raw, dict) else {}
    best = raw.get("best_score")
    return {
        "games": clamp_int(raw.get("games"), 0, 0, BIG),
        "wins": clamp_int(raw.get("wins"), 0, 0, BIG),
        "abandoned": clamp_int(raw.get("abandoned"), 0, 0, BIG),
        "total_score": clamp_number(raw.get("total_score"), 0, -BIG, BIG),
        "best_score": best if _is_num(best) else None,
        "by_mode": {k: clamp_int(v, 0, 0, BIG) for k, v in
                    (raw.get("by_mode") if isinstance(raw.get("by_mode"), dict) else {}).items()
                    if isinstance(k, str) and _KEY.match(k)},
        "last_played": short_str(raw.get("last_played"), "", 40),
        "daily_last": _date_or_empty(raw.get("daily_last")),
        "daily_streak": clamp_int(raw.get("daily_streak"), 0, 0, BIG),
        "daily_best_streak": clamp_int(raw.get("daily_best_streak"), 0, 0, BIG),
        "extras": _clean_extras(raw.get("extras")),
        "favs": _clean_favs(raw.get("favs")),
    }


def _clean_entry(raw: Any, list_id: str) -> dict[str, Any] | None:
    if not isinstance(raw, dict):
        return None
    try:
        record = check_record(raw.get("record"))
    except Unusable:
        return None
    record = {**record, "options": clean_seat_names(record["options"])}
    seat, value = raw.get("seat"), raw.get("value")
    result = raw.get("result")
    if not _is_int(seat) or not _is_num(value) or not isinstance(result, dict):
        return None
    scores, ranks = result.get("scores"), result.get("ranks")
    if not (isinstance(scores, list) and isinstance(ranks, list)
            and all(_is_num(s) for s in scores) and all(_is_int(r) for r in ranks)):
        return None
    pid = raw.get("profile")
    return {
        "profile": pid if isinstance(pid, str) and _PID.match(pid) else "",
        "name": clean_name(raw.get("name")),
        "seat": seat,
        "value": value,
        "score": raw.get("score") if _is_num(raw.get("score")) else 0,
        "bonus": raw.get("bonus") if _is_num(raw.get("bonus")) else 0,
        "place": clamp_int(raw.get("place"), 0, 0, 99),
        "players": clamp_int(raw.get("players"), 0, 0, 99),
        "mode": short_str(raw.get("mode"), "table", 20),
        "list": list_id,
        "when": short_str(raw.get("when"), "", 40),
        "rat": bool_of(raw.get("rat"), False),
        "abandoned": bool_of(raw.get("abandoned"), False),
        "extras": _clean_extras(raw.get("extras")),
        "result": {"scores": scores, "ranks": ranks},
        "record": record,
        **({"turns": raw["turns"]} if _is_int(raw.get("turns")) else {}),
        **({"reached": [raw["reached"][0], raw["reached"][1]]} if _is_reached(raw.get("reached"))
           else {}),
    }


def _refile(lists: dict[str, list], entry: dict[str, Any]) -> None:
    """Put a read entry into its list. An old entry filed „Am Tisch“ whose record shows one
    person against computers goes to „Gegen Computer“ (#27): refiled, never dropped."""
    if entry["list"] == "table":
        options = entry["record"].get("options")
        options = options if isinstance(options, Mapping) else {}
        filed = list_id_for(_mode_of(options), options)
        if filed == "computer":
            entry["list"] = filed
    lists.setdefault(entry["list"], []).append(entry)


def _is_reached(value: Any) -> bool:
    """``[in the Ziel?, field]`` as :func:`speedgames.core.scoring.state_reached` writes it."""
    return isinstance(value, list) and len(value) == 2 and isinstance(value[0], bool) \
        and _is_int(value[1])


def _sanitize(data: dict[str, Any]) -> dict[str, Any]:
    out = _empty()
    stats = data.get("stats")
    for pid, raw in (stats.items() if isinstance(stats, dict) else []):
        if isinstance(pid, str) and _PID.match(pid):
            out["stats"][pid] = _clean_stats(raw)
    earned = data.get("achievements")
    for pid, items in (earned.items() if isinstance(earned, dict) else []):
        if isinstance(pid, str) and _PID.match(pid) and isinstance(items, dict):
            out["achievements"][pid] = {k: short_str(v, "", 40) for k, v in items.items()
                                        if isinstance(k, str) and len(k) <= 64}
    lists = data.get("lists")
    for list_id, entries in (lists.items() if isinstance(lists, dict) else []):
        if not isinstance(list_id, str) or not _LIST.match(list_id):
            continue
        if not isinstance(entries, list):
            continue
        kept = [e for e in (_clean_entry(raw, list_id) for raw in entries[:LIST_LIMIT]) if e]
        for entry in kept:
            _refile(out["lists"], entry)
    if "computer" in out["lists"]:  # refiled entries join it in their place (value, then when)
        out["lists"]["computer"].sort(key=lambda e: sort_key("", "computer", e))
    daily = data.get("daily")
    for pid, days in (daily.items() if isinstance(daily, dict) else []):
        if not isinstance(pid, str) or not _PID.match(pid) or not isinstance(days, dict):
            continue
        clean_days = {}
        for day, attempt in days.items():
            if _date_or_empty(day) and isinstance(attempt, dict):
                save_id = attempt.get("save_id")
                clean_days[day] = {"save_id": save_id if isinstance(save_id, str) else None,
                                   "done": bool_of(attempt.get("done"), False)}
        out["daily"][pid] = clean_days
    return out


SCHEMA = Schema(format=FORMAT, default=_empty, sanitize=_sanitize)


def _read(storage: Storage, game_id: str) -> dict[str, Any]:
    return storage.read_told(file_name(game_id), SCHEMA)


def _read_shared(storage: Storage, game_id: str) -> dict[str, Any]:
    """For look-ups only: parsed once per file version (see :meth:`Storage.read_shared`)."""
    return storage.read_shared(file_name(game_id), SCHEMA)


def _write(storage: Storage, game_id: str, data: dict[str, Any]) -> bool:
    _prune(data)
    return storage.write(file_name(game_id), data)


def _prune(data: dict[str, Any], now: str | None = None) -> None:
    """Forget daily lists and attempts older than ``DAILY_KEEP_DAYS`` (keeps the file small)."""
    limit = (parse_date(now or today()) - _dt.timedelta(days=DAILY_KEEP_DAYS)).isoformat()
    for list_id in [k for k in data["lists"] if k.startswith("daily:")]:
        if list_id[6:] < limit:
            del data["lists"][list_id]
    for days in data["daily"].values():
        for day in [d for d in days if d < limit]:
            del days[day]


def _add_entry(data: dict[str, Any], game_id: str, entry: dict[str, Any]) -> int:
    """Insert into its list (sorted, capped); the 1-based position, or 0 if it fell off."""
    items = data["lists"].setdefault(entry["list"], [])
    items.append(entry)
    items.sort(key=lambda e: sort_key(game_id, entry["list"], e))
    del items[LIST_LIMIT:]
    for position, item in enumerate(items, 1):
        if item is entry:
            return position
    return 0


def _seats_of(record: Mapping[str, Any], seats: Sequence[Mapping[str, Any]] | None) -> list:
    """The record's own seats (what verification replays); ``seats`` only when it has none."""
    own = record.get("options", {}).get("seats")
    if isinstance(own, list) and own:
        seats = own
    return [s if isinstance(s, Mapping) else {} for s in seats or []]


def _mode_of(options: Mapping[str, Any]) -> str:
    return str(options.get("mode") or "table")[:20]


def _pid_of(storage: Storage, profile: str) -> str | None:
    for item in load_profiles(storage):
        if same_name(item.name, profile):
            return item.id
    return None
