"""Statistics („Meine Partien“): folding one finished game into a profile's figures, and reading
them back as :class:`GameStats`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from speedgames.core.daily import next_day
from speedgames.core.records.store import (
    _KEY,
    _MAX_EXTRAS,
    _MAX_FAV_ITEMS,
    BIG,
    _clean_stats,
    _is_int,
    _is_num,
    _pid_of,
    _read_shared,
)
from speedgames.core.storage import Storage, short_str


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


def statistics(storage: Storage, game_id: str, profile: str) -> GameStats:
    """The statistics of ``profile`` (a name) in ``game_id`` (zeros for a new player)."""
    pid = _pid_of(storage, profile)
    data = _read_shared(storage, game_id)
    stats = data["stats"].get(pid) if pid else None
    return _as_game_stats(stats if stats is not None else _clean_stats({}))
