"""Entering games: a finished game (statistics, achievements, leaderboard entry), a game left
early (−10), and the daily puzzle's attempts (only the first of a day counts)."""

from __future__ import annotations

import json
from typing import Any, Mapping, Sequence

from speedgames.core.daily import parse_date
from speedgames.core.i18n import Text
from speedgames.core.profiles import clean_name, same_name, use_profile
from speedgames.core.records.achievements import award
from speedgames.core.records.stats import _count_mode, _update_daily_streak, fold_extras
from speedgames.core.records.store import (
    BIG,
    _add_entry,
    _clean_extras,
    _clean_stats,
    _date_or_empty,
    _mode_of,
    _now,
    _pid_of,
    _read,
    _read_shared,
    _seats_of,
    _write,
)
from speedgames.core.records.verify import _final_summary, is_guided, is_practice
from speedgames.core.saves import check_record
from speedgames.core.scoring import (
    ABANDON_PENALTY,
    entry_value,
    list_id_for,
    scoring_of,
    state_reached,
    state_turns,
)
from speedgames.core.storage import Storage


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
    if is_guided(options) or is_practice(options):  # practice: no statistics, no lists
        return []
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
        turns = state_turns(final, index) if final is not None else None
        reached = state_reached(final, index) if final is not None else None
        stats = data["stats"].setdefault(pid, _clean_stats({}))
        before_best = stats["best_score"]
        stats["games"] += 1
        stats["wins"] += 1 if ranks[index] == 1 and len(seats) > 1 else 0
        stats["total_score"] = max(-BIG, min(BIG, stats["total_score"] + scores[index]))
        stats["best_score"] = (scores[index] if before_best is None
                               else max(before_best, scores[index]))
        _count_mode(stats, "computer" if list_id == "computer" else mode)
        stats["last_played"] = when
        fold_extras(stats, mine)
        counts = True
        if scoring_of(game_id).counts_turns(list_id):  # a list of turns: only runs home enter
            counts = turns is not None and reached is not None and reached[0]
        if mode == "daily":
            date = _date_or_empty(options.get("date"))
            if date:
                _update_daily_streak(stats, date)
                counts = _daily_counts(data, pid, date, save_id)
            else:
                counts = False
        if counts:
            value, bonus = entry_value(game_id, mode, scores[index], ranks[index], seats, index,
                                       rat_used, turns)
            entry = {"profile": pid, "name": prof.name, "seat": index, "value": value,
                     "score": scores[index], "bonus": bonus, "place": ranks[index],
                     "players": len(seats), "mode": mode, "list": list_id, "when": when,
                     "rat": bool(rat_used), "abandoned": False, "extras": _clean_extras(mine),
                     "result": {"scores": scores, "ranks": ranks}, "record": record}
            if turns is not None:
                entry["turns"] = turns
            if reached is not None:  # the Tagesetappe ranks a run outside the Ziel by its field
                entry["reached"] = reached
            _add_entry(data, game_id, entry)
        if before_best is not None and scores[index] > before_best:
            notices.append(Text("core.records.new_best", {"name": prof.name,
                                                          "score": scores[index]}))
        notices += award(data, game_id, pid, prof.name, stats, when)
    _write(storage, game_id, data)
    _remember(storage, record, scores, ranks, when)
    return notices


def _remember(storage: Storage, record: Mapping[str, Any], scores: list, ranks: list,
              when: str) -> None:
    """Keep the game in „Meine Partien“ too (issue #13); that list never stops the records."""
    from speedgames.core.history import remember_game

    try:
        remember_game(storage, record, {"scores": scores, "ranks": ranks}, when)
    except (OSError, ValueError):
        pass


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
    if is_guided(options) or is_practice(options):  # practice: no statistics, no lists
        return []
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
