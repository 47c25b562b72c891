"""The purses of Taler in ``purses.json``: one per profile (by its id, so a rename keeps it).

Why a file of its own: the Einsatz (``core.stakes``) moves Taler between people, which is no
statistic and no leaderboard entry. Every settled game is remembered by its key (game and seed)
with what it paid out, so the same game — finished, resumed, replayed — is paid once and the
Endtafel can show the outcome again.
"""

from __future__ import annotations

import time
from typing import Any, Callable, Mapping

from speedgames.core import stakes
from speedgames.core.profiles import find_profile, use_profile
from speedgames.core.storage import Schema, Storage, short_str

FILE = "purses.json"
FORMAT = 1
MAX_SETTLED = 500
MAX_TALER = 10 ** 9


def _sanitize(data: dict[str, Any]) -> dict[str, Any]:
    purses: dict[str, dict[str, Any]] = {}
    raw = data.get("purses")
    for pid, item in (raw.items() if isinstance(raw, dict) else ()):
        if not isinstance(pid, str) or not isinstance(item, dict) or len(pid) > 40:
            continue
        taler = item.get("taler")
        if not isinstance(taler, int) or isinstance(taler, bool):
            continue
        purses[pid] = {"taler": max(0, min(MAX_TALER, taler)),
                       "allowance": short_str(item.get("allowance"), "", 20)}
    settled: dict[str, dict[str, int]] = {}
    raw = data.get("settled")
    for key, changes in (raw.items() if isinstance(raw, dict) else ()):
        if isinstance(key, str) and isinstance(changes, dict) and len(settled) < MAX_SETTLED:
            settled[key[:200]] = {str(n)[:40]: int(v) for n, v in changes.items()
                                  if isinstance(v, int) and not isinstance(v, bool)
                                  and abs(v) <= MAX_TALER}
    after: dict[str, dict[str, int]] = {}
    raw = data.get("after")
    for key, taler in (raw.items() if isinstance(raw, dict) else ()):
        if isinstance(key, str) and isinstance(taler, dict) and len(after) < MAX_SETTLED:
            after[key[:200]] = {str(pid)[:40]: max(0, min(MAX_TALER, v))
                                for pid, v in taler.items()
                                if isinstance(v, int) and not isinstance(v, bool)}
    return {"format": FORMAT, "purses": purses, "settled": settled, "after": after}


SCHEMA = Schema(format=FORMAT, default=lambda: {"format": FORMAT, "purses": {}, "settled": {},
                                                "after": {}},
                sanitize=_sanitize)


def _today() -> str:
    return time.strftime("%Y-%m-%d")


def _read(storage: Storage) -> dict[str, Any]:
    data, notices = storage.read(FILE, SCHEMA)
    for notice in notices:
        storage.notify(notice)
    return data


def _entry(data: dict[str, Any], pid: str, today: str) -> dict[str, Any]:
    item = data["purses"].setdefault(pid, {"taler": stakes.START_PURSE, "allowance": ""})
    taler, day = stakes.allowance(item["taler"], item["allowance"] or None, today)
    item["taler"], item["allowance"] = taler, day or ""
    return item


def purse(storage: Storage, name: str, today: str | None = None) -> int | None:
    """The Taler of the profile ``name`` today (100 for a new one); None for no profile."""
    prof = find_profile(storage, name)
    if prof is None:
        return stakes.START_PURSE if name.strip() else None
    data = _read(storage)
    before = dict(data["purses"].get(prof.id, {}))
    item = _entry(data, prof.id, today or _today())
    if item != before:
        storage.write(FILE, data)
    return int(item["taler"])


def game_key(game_id: str, seed: Any) -> str:
    return f"{game_id}:{seed}"


def settled(storage: Storage, key: str) -> dict[str, int] | None:
    """What the game ``key`` paid out (name → change), or None when not settled yet."""
    got = _read(storage)["settled"].get(key)
    return dict(got) if got is not None else None


def settle(storage: Storage, key: str, changes: Mapping[str, int],
           today: str | None = None) -> dict[str, int]:
    """Pay out once: apply ``changes`` (name → Taler) to the purses, remember them under ``key``.
    A key already settled changes nothing and returns what it paid then."""
    data = _read(storage)
    if key in data["settled"]:
        return dict(data["settled"][key])
    day = today or _today()
    done: dict[str, int] = {}
    after: dict[str, int] = {}
    for name, change in changes.items():
        prof = use_profile(storage, name)
        if prof is None:
            continue
        item = _entry(data, prof.id, day)
        item["taler"] = min(MAX_TALER, stakes.apply(item["taler"], change))
        done[prof.name] = int(change)
        after[prof.id] = int(item["taler"])
    data["settled"][key] = done
    data["after"][key] = after   # each purse as this game left it (the Bestenliste shows it)
    for kept in (data["settled"], data["after"]):
        while len(kept) > MAX_SETTLED:
            kept.pop(next(iter(kept)))
    storage.write(FILE, data)
    return done


def outcome(storage: Storage, game_id: str, options: Mapping[str, Any],
            seed: Any) -> tuple[int, dict[str, int] | None] | None:
    """A kept game's Einsatz and what it paid (name → Taler; None while it was never paid, e.g.
    a game left without a result), for „Meine Partien“. None for a game without an Einsatz."""
    stake = stakes.clean_stake(options.get("stake")) if isinstance(options, Mapping) else 0
    if not stake:
        return None
    return stake, settled(storage, game_key(game_id, seed))


def all_purses(storage: Storage) -> dict[str, int]:
    """Profile id → Taler today."""
    return {pid: int(item["taler"]) for pid, item in _read(storage)["purses"].items()}


def purses_after(storage: Storage) -> dict[str, dict[str, int]]:
    """Game key → (profile id → the Taler that game left in the purse), for every game paid
    since this was kept (the Bestenliste's purse column; an older entry has none)."""
    return {key: dict(taler) for key, taler in _read(storage)["after"].items()}


def _humans(options: Mapping[str, Any]) -> dict[int, str]:
    seats = options.get("seats")
    out: dict[int, str] = {}
    for i, seat in enumerate(seats if isinstance(seats, list) else []):
        if isinstance(seat, dict) and seat.get("kind", "human") == "human":
            name = str(seat.get("name") or "").strip()
            if name:
                out[i] = name
    return out


def _stakes_paid(storage: Storage, options: Mapping[str, Any],
                 today: str | None) -> tuple[dict[int, str], dict[int, int]]:
    humans = _humans(options)
    purses = {i: purse(storage, name, today) or 0 for i, name in humans.items()}
    return humans, stakes.paid(stakes.clean_stake(options.get("stake")), purses)


def _settle_once(storage: Storage, game_id: str, options: Mapping[str, Any], seed: Any,
                 today: str | None,
                 changes: Callable[[dict[int, int]], dict[int, int]]) -> dict[str, int] | None:
    """The shared frame of paying a game: only with an Einsatz, only once per game key."""
    if not stakes.clean_stake(options.get("stake")):
        return None
    key = game_key(game_id, seed)
    done = settled(storage, key)
    if done is not None:
        return done
    humans, paid = _stakes_paid(storage, options, today)
    return settle(storage, key, {humans[i]: d for i, d in changes(paid).items()}, today)


def settle_game(storage: Storage, game_id: str, options: Mapping[str, Any], seed: Any,
                ranks: list[int], order: list[int] | None = None,
                today: str | None = None) -> dict[str, int] | None:
    """A finished game with an Einsatz: the pot to the best-placed human (``stakes.payout``),
    once per game. None without an Einsatz."""
    return _settle_once(storage, game_id, options, seed, today,
                        lambda paid: stakes.payout(paid, ranks, order))


def forfeit_game(storage: Storage, game_id: str, options: Mapping[str, Any], seed: Any,
                 leaver: int, today: str | None = None) -> dict[str, int] | None:
    """``leaver`` left a game with an Einsatz early: the stake goes to the other humans."""
    return _settle_once(storage, game_id, options, seed, today,
                        lambda paid: stakes.forfeit(paid, leaver))
