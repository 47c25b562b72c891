"""Leaderboards: the verified entries of a list. An entry keeps its whole game record and is shown
only if it replays to the result and value it claims („Der Server rechnet jede Runde nach“, done
locally); verifications are cached by a hash of the entry for the program run."""

from __future__ import annotations

import hashlib
import json
import threading
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from speedgames.core.game import replay_record
from speedgames.core.i18n import Text
from speedgames.core.records.canonical import list_label, record_problem
from speedgames.core.profiles import load_profiles
from speedgames.core.records.store import FORMAT, _mode_of, _pid_of, _read_shared, _seats_of
from speedgames.core.scoring import (
    ABANDON_PENALTY,
    entry_value,
    list_id_for,
    scoring_of,
    sort_key,
    state_reached,
    state_turns,
)
from speedgames.core.storage import Storage

_verified: dict[str, bool] = {}
_problems: dict[str, Text] = {}  # why a hidden entry is hidden (for the player's notice)
_hash_memo: dict[int, tuple[Mapping[str, Any], str]] = {}  # entries of shared (unchanged) reads


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
    (a game whose daily list is a race: Speedsprit's Tagesetappe, „dann nach den wenigsten
    Zügen“); None elsewhere."""
    if not scoring_of(game_id).keeps_turns:
        return None
    try:
        return replay_record(record).summary()
    except Exception:  # an unreplayable record is caught by verification, not here
        return None


def is_practice(options: Any) -> bool:
    """A game played on from a moment of a finished one (:mod:`speedgames.core.practice`)."""
    from speedgames.core.practice import is_practice as practice

    return practice(options)


def is_guided(options: Any) -> bool:
    """A game of the guided first game (its draws or dice may be rigged): never in a list."""
    return isinstance(options, Mapping) and "tutorial" in options


def entry_hash(game_id: str, entry: Mapping[str, Any]) -> str:
    """The cache key of an entry's verification: everything verification looks at."""
    body = {k: entry.get(k) for k in ("seat", "value", "mode", "list", "rat", "abandoned",
                                      "result", "record", "turns", "reached")}
    text = json.dumps([game_id, body], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _check_entry(game_id: str, entry: Mapping[str, Any]) -> Text | None:
    """What is wrong with the entry, in words (the first check that fails), or None."""
    record = entry["record"]
    options = record["options"]
    if is_guided(options):   # said first: it is the reason, whatever else differs
        return Text("core.verify.guided")
    if is_practice(options):  # played on from a replay (#28): practice, never in a list
        return Text("core.verify.practice")
    problem = record_problem(game_id, record)
    if problem:
        return problem
    mode = _mode_of(options)
    if entry.get("mode", mode) != mode:
        return Text("core.verify.mode", {"claimed": str(entry.get("mode")), "mode": mode})
    if "list" in entry and list_id_for(mode, options) != entry["list"]:
        return Text("core.verify.list", {"list": str(entry["list"]),
                                         "belongs": list_id_for(mode, options)})
    seats = _seats_of(record, None)
    seat = entry["seat"]
    if not isinstance(seat, int) or not 0 <= seat < len(seats) \
            or seats[seat].get("kind", "human") != "human":
        return Text("core.verify.seat")
    try:
        state = replay_record(record)
    except Exception as exc:  # IllegalAction, ValueError, a rules change: never a crash
        return Text("core.verify.no_replay", {"error": str(exc)[:200]})
    if entry.get("abandoned"):
        if entry["value"] != ABANDON_PENALTY:
            return Text("core.verify.abandoned_value")
        return Text("core.verify.abandoned_over") if state.is_over() else None
    if not state.is_over():
        return Text("core.verify.not_over")
    result = state.result()
    scores, ranks = list(result["scores"]), list(result["ranks"])
    if scores != list(entry["result"]["scores"]):
        return Text("core.verify.scores")
    if ranks != list(entry["result"]["ranks"]):
        return Text("core.verify.ranks")
    if "turns" in entry and entry["turns"] != state_turns(state.summary(), seat):
        return Text("core.verify.turns")
    if "reached" in entry and entry["reached"] != state_reached(state.summary(), seat):
        return Text("core.verify.reached")
    summary = state.summary()
    if scoring_of(game_id).counts_turns(list_id_for(mode, options)):
        reached = state_reached(summary, seat)
        if not reached or not reached[0]:  # a list of turns holds only runs that got home
            return Text("core.verify.reached")
    value, _ = entry_value(game_id, mode, scores[seat], ranks[seat], seats, seat,
                           bool(entry.get("rat")), state_turns(summary, seat))
    if value != entry["value"]:
        return Text("core.verify.value", {"value": value, "claimed": entry["value"]})
    return None


def entry_problem(game_id: str, entry: Mapping[str, Any]) -> Text | None:
    """Why the entry is not shown (None: it is). Never raises for a malformed entry."""
    try:
        return _check_entry(game_id, entry)
    except Exception:  # a malformed entry, in any way, is simply not shown
        return Text("core.verify.malformed")


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
    problem = entry_problem(game_id, entry)
    ok = problem is None
    if not ok:
        if len(_problems) > 2000:
            _problems.clear()
        _problems[key] = problem
    if len(_verified) > 20000:
        _verified.clear()
    _verified[key] = ok
    return ok


def list_ids(storage: Storage, game_id: str) -> list[str]:
    """The lists that have entries (daily ones newest first after the fixed ones)."""
    names = list(_read_shared(storage, game_id)["lists"])
    fixed = [n for n in ("table", "computer", "solo", "rekordjagd", "meisterbrief") if n in names]
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
            _tell_hidden(storage, game_id, list_id, item)
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


def _tell_hidden(storage: Storage, game_id: str, list_id: str, item: Mapping[str, Any]) -> None:
    """A hidden entry is told once per program run, in words: whose, in which list, and why."""
    key = entry_hash(game_id, item)
    reason = _problems.get(key) or entry_problem(game_id, item) or Text("core.verify.malformed")
    storage.notify_once(f"entry:{key}", Text("core.records.entry_hidden", {
        "game": Text(f"games.{game_id}.name"), "name": item.get("name") or "?",
        "list": list_label(game_id, list_id), "value": item.get("value"),
        "reason": reason}))


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
    data = {"format": FORMAT, "record": entry.record, "result": entry.result,
            "seat": entry.seat, "value": entry.value, "mode": entry.mode, "rat": entry.rat,
            "abandoned": entry.abandoned}
    if entry.turns is not None:
        data["turns"] = entry.turns
    return data
