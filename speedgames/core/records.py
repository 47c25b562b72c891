"""Statistics, achievements and leaderboards per game: ``records/<game>.json``.

One file per game holds, per profile id, the statistics („Meine Partien“) and the achievements
earned, the leaderboard lists (``table``, ``solo``, ``rekordjagd``, ``meisterbrief``,
``daily:<date>``) and the daily attempts. A leaderboard entry keeps the whole game record (seed,
options, actions) and is shown only if it replays to the result and value it claims — the seed's
„Der Server rechnet jede Runde nach“, done locally. Replays are cached by a hash of the entry, so
opening the list twice costs one replay per entry per program run.

Per-game figures come in as ``extras`` (a dict per seat) and are folded into the statistics by
their name: ``max_<k>`` keeps the highest, ``min_<k>`` the lowest, ``sum_<k>`` adds up, ``fav_<k>``
counts (a string or ``{item: count}``; the most counted is the favourite), anything else keeps the
last value. E.g. rocket reports ``{"max_rocket": 41, "min_misfires": 0, "fav_chip": {"R": 2}}``.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import re
import threading
import time
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from speedgames.core import achievements as ach
from speedgames.core.daily import next_day, parse_date, today
from speedgames.core.game import replay_record
from speedgames.core.i18n import Text
from speedgames.core.profiles import (
    Profile,
    add_profile,
    clean_name,
    list_profiles,
    load_profiles,
    rename_profile,
    same_name,
    use_profile,
)
from speedgames.core.saves import check_record
from speedgames.core.scoring import (
    ABANDON_PENALTY,
    entry_value,
    list_id_for,
    place_bonus,
    sort_key,
    state_turns,
)
from speedgames.core.storage import (
    Schema,
    Storage,
    Unusable,
    bool_of,
    clamp_int,
    clamp_number,
    short_str,
)

__all__ = [
    "Entry", "GameStats", "record_game", "record_abandoned", "leaderboard", "list_ids",
    "verify_entry", "statistics", "earned_achievements", "begin_daily", "daily_attempted",
    "Profile", "add_profile", "use_profile", "list_profiles", "load_profiles", "rename_profile",
    "place_bonus", "entry_value", "list_id_for",
]

FORMAT = 1
LIST_LIMIT = 100
DAILY_KEEP_DAYS = 92
BIG = 10**9
_PID = re.compile(r"^[A-Za-z0-9_]{1,40}$")
_LIST = re.compile(r"^(table|solo|rekordjagd|meisterbrief|daily:\d{4}-\d{2}-\d{2})$")
_KEY = re.compile(r"^[a-z][a-z0-9_]{0,39}$")
_GAME = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
_MAX_EXTRAS = 40
_MAX_FAV_ITEMS = 60

_verified: dict[str, bool] = {}
_hash_memo: dict[int, tuple[Mapping[str, Any], str]] = {}  # entries of shared (unchanged) reads


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
        "name": short_str(raw.get("name"), "", 40),
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
    }


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
        if kept:
            out["lists"][list_id] = kept
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
    data, notices = storage.read(file_name(game_id), SCHEMA)
    for notice in notices:
        storage.notify(notice)
    return data


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


# -- statistics -----------------------------------------------------------------------------

def fold_extras(stats: dict[str, Any], extras: Mapping[str, Any]) -> None:
    """Merge one game's figures into the statistics (see the module docstring for the rules)."""
    store, favs = stats["extras"], stats["favs"]
    for key, value in extras.items():
        if not isinstance(key, str) or not _KEY.match(key):
            continue
        if key.startswith("fav_"):
            group = key[4:]
            if not _KEY.match(group) or (group not in favs and len(favs) >= _MAX_EXTRAS):
                continue
            counts = favs.setdefault(group, {})
            items = {value: 1} if isinstance(value, str) else value
            if isinstance(items, Mapping):
                for item, n in items.items():
                    name = short_str(item, "", 40)
                    if not name or not _is_int(n) or not 0 < n <= BIG:
                        continue
                    if name in counts or len(counts) < _MAX_FAV_ITEMS:
                        counts[name] = min(counts.get(name, 0) + n, BIG)
            if not counts:
                del favs[group]
            continue
        if key not in store and len(store) >= _MAX_EXTRAS:
            continue
        if isinstance(value, bool) or not _is_num(value):
            if isinstance(value, (str, bool)) and not key.startswith(("max_", "min_", "sum_")):
                store[key] = short_str(value, "", 80) if isinstance(value, str) else value
            continue
        old = store.get(key)
        old = old if _is_num(old) else None
        if key.startswith("max_"):
            store[key] = value if old is None else max(old, value)
        elif key.startswith("min_"):
            store[key] = value if old is None else min(old, value)
        elif key.startswith("sum_"):
            store[key] = max(-BIG, min(BIG, (old or 0) + value))
        else:
            store[key] = value


def _count_mode(stats: dict[str, Any], mode: str) -> None:
    if _KEY.match(mode):
        stats["by_mode"][mode] = min(stats["by_mode"].get(mode, 0) + 1, BIG)


def _update_daily_streak(stats: dict[str, Any], date: str) -> None:
    last = stats["daily_last"]
    if last == date:
        return
    if last and next_day(last) == date:
        stats["daily_streak"] += 1
    elif not last or date > last:
        stats["daily_streak"] = 1
    else:  # an older day reported late: streaks only move forward
        return
    stats["daily_last"] = date
    stats["daily_best_streak"] = max(stats["daily_best_streak"], stats["daily_streak"])


@dataclass(frozen=True)
class GameStats:
    """What „Meine Partien“ shows for one profile and game."""

    games: int
    wins: int
    abandoned: int
    best_score: float | int | None
    average_score: float | None
    daily_streak: int
    daily_best_streak: int
    by_mode: dict[str, int]
    extras: dict[str, Any]
    favourites: dict[str, str]  # e.g. {"chip": "R"} (most counted)


def _as_game_stats(stats: dict[str, Any]) -> GameStats:
    favourites = {}
    for key, counts in stats["favs"].items():
        if counts:
            favourites[key] = max(sorted(counts), key=lambda item: counts[item])
    games_scored = stats["games"] - stats["abandoned"]
    average = stats["total_score"] / games_scored if games_scored > 0 else None
    return GameStats(games=stats["games"], wins=stats["wins"], abandoned=stats["abandoned"],
                     best_score=stats["best_score"], average_score=average,
                     daily_streak=stats["daily_streak"],
                     daily_best_streak=stats["daily_best_streak"], by_mode=dict(stats["by_mode"]),
                     extras=dict(stats["extras"]), favourites=favourites)


def _pid_of(storage: Storage, profile: str) -> str | None:
    for item in load_profiles(storage):
        if same_name(item.name, profile):
            return item.id
    return None


def statistics(storage: Storage, game_id: str, profile: str) -> GameStats:
    """The statistics of ``profile`` (a name) in ``game_id`` (zeros for a new player)."""
    pid = _pid_of(storage, profile)
    data = _read_shared(storage, game_id)
    stats = data["stats"].get(pid) if pid else None
    return _as_game_stats(stats if stats is not None else _clean_stats({}))


def earned_achievements(storage: Storage, game_id: str,
                        profile: str) -> list[tuple[ach.Achievement, str | None]]:
    """Every achievement of the game with the date it was earned (None: not yet)."""
    pid = _pid_of(storage, profile)
    data = _read_shared(storage, game_id)
    earned = data["achievements"].get(pid, {}) if pid else {}
    return [(a, earned.get(a.id)) for a in ach.for_game(game_id)]


# -- recording a game -------------------------------------------------------------------------

def _seats_of(record: Mapping[str, Any], seats: Sequence[Mapping[str, Any]] | None) -> list:
    """The record's own seats (what verification replays); ``seats`` only when it has none."""
    own = record.get("options", {}).get("seats")
    if isinstance(own, list) and own:
        seats = own
    return [s if isinstance(s, Mapping) else {} for s in seats or []]


def _mode_of(options: Mapping[str, Any]) -> str:
    return str(options.get("mode") or "table")[:20]


def _human_seats(seats: Sequence[Mapping[str, Any]], profile: str | None,
                 seat: int | None) -> list[tuple[int, str]]:
    """(seat, name) of the humans to record: one given seat, the seat named ``profile``, or all."""
    humans = [(i, clean_name(s.get("name")) or f"#{i + 1}") for i, s in enumerate(seats)
              if s.get("kind", "human") == "human"]
    if seat is not None:
        named = [(i, n) for i, n in humans if i == seat]
        return [(seat, clean_name(profile) or named[0][1])] if named else []
    if profile is not None:
        named = [(i, n) for i, n in humans if same_name(n, profile)]
        if named:
            return named[:1]
        return [(humans[0][0], clean_name(profile))] if len(humans) == 1 else []
    return humans


def _extras_for(extras: Mapping[Any, Any] | None, seat: int, single: bool) -> dict[str, Any]:
    """``extras`` is {seat: {...}} (ints or digit strings), or one flat dict for a lone human."""
    if not extras:
        return {}
    if seat in extras and isinstance(extras[seat], Mapping):
        return dict(extras[seat])
    if str(seat) in extras and isinstance(extras[str(seat)], Mapping):
        return dict(extras[str(seat)])
    if single and all(isinstance(k, str) and not k.isdigit() for k in extras):
        return dict(extras)
    return {}


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


def _daily_counts(data: dict[str, Any], pid: str, date: str, save_id: str | None) -> bool:
    """Only the first attempt of the day enters the day's list; marks it done."""
    days = data["daily"].setdefault(pid, {})
    attempt = days.get(date)
    if attempt is None:
        days[date] = {"save_id": save_id, "done": True}
        return True
    if attempt["done"]:
        return False
    if save_id is not None and attempt["save_id"] not in (None, save_id):
        return False
    attempt["done"] = True
    return True


def record_game(storage: Storage, game_id: str, record: Mapping[str, Any],
                result: Mapping[str, Any], seats: Sequence[Mapping[str, Any]] | None = None,
                mode: str | None = None, profile: str | None = None,
                extras: Mapping[Any, Any] | None = None, *, seat: int | None = None,
                rat_used: bool = False, save_id: str | None = None,
                when: str | None = None) -> list[Text]:
    """Enter a finished game for its human players: statistics, achievements, leaderboard.

    Records every human seat, or only the one named ``profile`` (or the given ``seat``). Returns
    the notices of what was newly achieved (achievements, a new personal best). ``rat_used``
    (tulpe) drops the place bonus; ``save_id`` ties a daily game to :func:`begin_daily`.
    ``seats`` and ``mode`` come from the record's options (``mode`` absent = ``"table"``), as the
    entry is checked against its record; the arguments are kept for callers' clarity and only
    fill in seats a record lacks.
    """
    record = check_record(json.loads(json.dumps(record)))
    options = record["options"]
    seats = _seats_of(record, seats)
    mode = _mode_of(options)
    scores, ranks = list(result["scores"]), list(result["ranks"])
    list_id = list_id_for(mode, options)
    when = when or _now()
    data = _read(storage, game_id)
    humans = _human_seats(seats, profile, seat)
    notices: list[Text] = []
    final = _final_summary(game_id, record)
    for index, name in humans:
        prof = use_profile(storage, name)
        if prof is None or index >= len(scores):
            continue
        pid = prof.id
        mine = _extras_for(extras, index, len(humans) == 1)
        value, bonus = entry_value(game_id, mode, scores[index], ranks[index], seats, index,
                                   rat_used)
        stats = data["stats"].setdefault(pid, _clean_stats({}))
        before_best = stats["best_score"]
        stats["games"] += 1
        stats["wins"] += 1 if ranks[index] == 1 and len(seats) > 1 else 0
        stats["total_score"] = max(-BIG, min(BIG, stats["total_score"] + scores[index]))
        stats["best_score"] = (scores[index] if before_best is None
                               else max(before_best, scores[index]))
        _count_mode(stats, mode)
        stats["last_played"] = when
        fold_extras(stats, mine)
        counts = True
        if mode == "daily":
            date = _date_or_empty(options.get("date"))
            if date:
                _update_daily_streak(stats, date)
                counts = _daily_counts(data, pid, date, save_id)
            else:
                counts = False
        if counts:
            entry = {"profile": pid, "name": prof.name, "seat": index, "value": value,
                     "score": scores[index], "bonus": bonus, "place": ranks[index],
                     "players": len(seats), "mode": mode, "list": list_id, "when": when,
                     "rat": bool(rat_used), "abandoned": False, "extras": _clean_extras(mine),
                     "result": {"scores": scores, "ranks": ranks}, "record": record}
            turns = state_turns(final, index) if final is not None else None
            if turns is not None:
                entry["turns"] = turns
            _add_entry(data, game_id, entry)
        if before_best is not None and scores[index] > before_best:
            notices.append(Text("core.records.new_best", {"name": prof.name,
                                                          "score": scores[index]}))
        earned = data["achievements"].setdefault(pid, {})
        for item in ach.newly_reached(game_id, earned, stats):
            earned[item.id] = when[:10]
            notices.append(Text("core.records.achieved",
                                {"name": prof.name, "achievement": Text(item.name_key)}))
    _write(storage, game_id, data)
    return notices


def record_abandoned(storage: Storage, game_id: str, record: Mapping[str, Any],
                     seats: Sequence[Mapping[str, Any]] | None = None, mode: str | None = None,
                     profile: str | None = None, *, seat: int | None = None,
                     when: str | None = None) -> list[Text]:
    """A human left a game with other humans early: −10 on the leaderboard.

    Nothing is entered when no other human sat at the table (leaving a game against computers is
    no harm to anyone). Returns the notice telling the player about the penalty.
    """
    record = check_record(json.loads(json.dumps(record)))
    options = record["options"]
    seats = _seats_of(record, seats)
    mode = _mode_of(options)
    humans = _human_seats(seats, profile, seat)
    all_humans = [i for i, s in enumerate(seats) if s.get("kind", "human") == "human"]
    if len(humans) != 1 or len(all_humans) < 2:
        return []
    index, name = humans[0]
    prof = use_profile(storage, name)
    if prof is None:
        return []
    when = when or _now()
    data = _read(storage, game_id)
    stats = data["stats"].setdefault(prof.id, _clean_stats({}))
    stats["games"] += 1
    stats["abandoned"] += 1
    _count_mode(stats, mode)
    stats["last_played"] = when
    entry = {"profile": prof.id, "name": prof.name, "seat": index, "value": ABANDON_PENALTY,
             "score": 0, "bonus": 0, "place": 0, "players": len(seats), "mode": mode,
             "list": list_id_for(mode, options), "when": when, "rat": False, "abandoned": True,
             "extras": {}, "result": {"scores": [], "ranks": []}, "record": record}
    _add_entry(data, game_id, entry)
    _write(storage, game_id, data)
    return [Text("core.records.abandoned", {"name": prof.name, "points": ABANDON_PENALTY})]


# -- daily attempts -------------------------------------------------------------------------

def begin_daily(storage: Storage, game_id: str, date: str, profile: str,
                save_id: str | None = None) -> bool:
    """Note that ``profile`` starts the daily puzzle of ``date``; True when this attempt is the
    one that counts (the first of the day), False when it is practice."""
    prof = use_profile(storage, profile)
    if prof is None:
        return False
    day = parse_date(date).isoformat()
    data = _read(storage, game_id)
    days = data["daily"].setdefault(prof.id, {})
    attempt = days.get(day)
    if attempt is not None:
        return not attempt["done"] and attempt["save_id"] in (None, save_id)
    days[day] = {"save_id": save_id, "done": False}
    _write(storage, game_id, data)
    return True


def daily_attempted(storage: Storage, game_id: str, date: str,
                    profile: str | None = None) -> bool:
    """Has the daily puzzle of ``date`` been started (by ``profile``, or by anyone)?"""
    day = parse_date(date).isoformat()
    data = _read_shared(storage, game_id)
    if profile is None:
        return any(day in days for days in data["daily"].values())
    pid = _pid_of(storage, profile)
    return bool(pid) and day in data["daily"].get(pid, {})


# -- leaderboards ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Entry:
    """One verified line of a leaderboard."""

    position: int
    name: str
    value: float | int
    score: float | int
    bonus: float | int
    place: int
    players: int
    mode: str
    when: str
    abandoned: bool
    rat: bool
    seat: int
    extras: dict[str, Any]
    record: dict[str, Any]
    result: dict[str, Any]
    profile: str
    turns: int | None = None  # the rules' own turn count where the ranking uses it (sprit)


def _final_summary(game_id: str, record: Mapping[str, Any]) -> dict[str, Any] | None:
    """The replayed end position's summary where the ranking needs the rules' own turn count
    (Speedsprit's Tagesetappe: „dann nach den wenigsten Zügen“); None elsewhere."""
    if game_id != "sprit":
        return None
    try:
        return replay_record(record).summary()
    except Exception:  # an unreplayable record is caught by verification, not here
        return None


def entry_hash(game_id: str, entry: Mapping[str, Any]) -> str:
    """The cache key of an entry's verification: everything verification looks at."""
    body = {k: entry.get(k) for k in ("seat", "value", "mode", "list", "rat", "abandoned",
                                      "result", "record", "turns")}
    text = json.dumps([game_id, body], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _check_entry(game_id: str, entry: Mapping[str, Any]) -> bool:
    record = entry["record"]
    options = record["options"]
    if record.get("game") != game_id:
        return False
    mode = _mode_of(options)
    if entry["mode"] != mode or list_id_for(mode, options) != entry["list"]:
        return False
    seats = _seats_of(record, None)
    seat = entry["seat"]
    if not 0 <= seat < len(seats) or seats[seat].get("kind", "human") != "human":
        return False
    state = replay_record(record)
    if entry["abandoned"]:
        return entry["value"] == ABANDON_PENALTY and not state.is_over()
    if not state.is_over():
        return False
    result = state.result()
    scores, ranks = list(result["scores"]), list(result["ranks"])
    if scores != list(entry["result"]["scores"]) or ranks != list(entry["result"]["ranks"]):
        return False
    if "turns" in entry and entry["turns"] != state_turns(state.summary(), seat):
        return False
    value, _ = entry_value(game_id, mode, scores[seat], ranks[seat], seats, seat, entry["rat"])
    return value == entry["value"]


def verify_entry(game_id: str, entry: Mapping[str, Any]) -> bool:
    """Does the entry replay to the result and value it claims? Cached per program run."""
    memo = _hash_memo.get(id(entry))
    if memo is not None and memo[0] is entry:
        key = memo[1]
    else:
        key = entry_hash(game_id, entry)
        if len(_hash_memo) > 5000:
            _hash_memo.clear()
        _hash_memo[id(entry)] = (entry, key)  # holds the entry, so its id stays unique
    known = _verified.get(key)
    if known is not None:
        return known
    try:
        ok = _check_entry(game_id, entry)
    except Exception:  # a record that does not replay, in any way, is simply not shown
        ok = False
    if len(_verified) > 20000:
        _verified.clear()
    _verified[key] = ok
    return ok


def list_ids(storage: Storage, game_id: str) -> list[str]:
    """The lists that have entries (daily ones newest first after the fixed ones)."""
    names = list(_read_shared(storage, game_id)["lists"])
    fixed = [n for n in ("table", "solo", "rekordjagd", "meisterbrief") if n in names]
    return fixed + sorted((n for n in names if n.startswith("daily:")), reverse=True)


def leaderboard(storage: Storage, game_id: str, list_id: str, limit: int | None = None,
                profile: str | None = None) -> list[Entry]:
    """The verified entries of a list, best first, with the players' current names; only
    ``profile``'s own when given (the „Bestenliste per profile“)."""
    data = _read_shared(storage, game_id)
    names = {p.id: p.name for p in load_profiles(storage)}
    only = _pid_of(storage, profile) if profile is not None else None
    if profile is not None and only is None:
        return []
    raw = sorted(data["lists"].get(list_id, []), key=lambda e: sort_key(game_id, list_id, e))
    shown: list[Entry] = []
    for item in raw:
        if only is not None and item["profile"] != only:
            continue
        if not verify_entry(game_id, item):
            continue
        shown.append(Entry(position=len(shown) + 1, name=names.get(item["profile"], item["name"]),
                           value=item["value"], score=item["score"], bonus=item["bonus"],
                           place=item["place"], players=item["players"], mode=item["mode"],
                           when=item["when"], abandoned=item["abandoned"], rat=item["rat"],
                           seat=item["seat"], extras=dict(item["extras"]),
                           record=item["record"], result=item["result"], profile=item["profile"],
                           turns=item.get("turns")))
        if limit is not None and len(shown) >= limit:
            break
    return shown


def verify_in_background(storage: Storage, game_ids: Sequence[str]) -> threading.Thread:
    """Replay the stored entries on a daemon thread (e.g. at start-up), so the first opening
    of a „Bestenliste“ finds its verifications cached instead of replaying then."""

    def run() -> None:
        for game_id in game_ids:
            try:
                data = _read_shared(storage, game_id)
                for entries in list(data["lists"].values()):
                    for item in entries:
                        verify_entry(game_id, item)
            except Exception:  # only a warm-up: the list verifies again when opened
                continue

    thread = threading.Thread(target=run, name="speedgames-verify", daemon=True)
    thread.start()
    return thread


def entry_file_data(entry: Entry) -> dict[str, Any]:
    """An entry as a file ``replay FILE`` can check (keys ``record`` and ``result``)."""
    return {"format": FORMAT, "record": entry.record, "result": entry.result,
            "seat": entry.seat, "value": entry.value, "mode": entry.mode}
