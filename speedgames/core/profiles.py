"""Remembered player names („Profile“) in ``profiles.json``.

A profile has a stable id, so renaming „Anni“ to „Anna“ keeps her statistics, achievements and
leaderboard entries (those refer to the id). Names are compared without regard to case and
surrounding spaces, so „anna “ finds „Anna“.
"""

from __future__ import annotations

import re
import secrets
import time
from dataclasses import dataclass
from typing import Any

from speedgames.core.names import NAME_LIMIT, clean_name  # noqa: F401 (re-exported)
from speedgames.core.storage import Schema, Storage, short_str

FILE = "profiles.json"
FORMAT = 1
MAX_PROFILES = 200
_ID = re.compile(r"^[A-Za-z0-9_]{1,40}$")


@dataclass(frozen=True)
class Profile:
    id: str
    name: str
    created: str
    last_used: str


def same_name(a: str, b: str) -> bool:
    return clean_name(a).casefold() == clean_name(b).casefold()


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S")


def _sanitize(data: dict[str, Any]) -> dict[str, Any]:
    profiles = []
    seen_ids: set[str] = set()
    seen_names: set[str] = set()
    raw = data.get("profiles")
    for item in raw if isinstance(raw, list) else []:
        if not isinstance(item, dict):
            continue
        pid, name = item.get("id"), clean_name(item.get("name"))
        if not isinstance(pid, str) or not _ID.match(pid) or pid in seen_ids or not name:
            continue
        if name.casefold() in seen_names or name != item.get("name"):
            continue
        seen_ids.add(pid)
        seen_names.add(name.casefold())
        profiles.append({"id": pid, "name": name,
                         "created": short_str(item.get("created"), "", 40),
                         "last_used": short_str(item.get("last_used"), "", 40)})
        if len(profiles) >= MAX_PROFILES:
            break
    return {"format": FORMAT, "profiles": profiles}


SCHEMA = Schema(format=FORMAT, default=lambda: {"format": FORMAT, "profiles": []},
                sanitize=_sanitize)


def _read(storage: Storage) -> dict[str, Any]:
    data, notices = storage.read(FILE, SCHEMA)
    for notice in notices:
        storage.notify(notice)
    return data


def _as_profile(item: dict[str, Any]) -> Profile:
    return Profile(item["id"], item["name"], item["created"], item["last_used"])


def load_profiles(storage: Storage) -> list[Profile]:
    """All profiles, most recently used first."""
    items = [_as_profile(p) for p in storage.read_shared(FILE, SCHEMA)["profiles"]]
    return sorted(items, key=lambda p: (p.last_used, p.created), reverse=True)


def list_profiles(storage: Storage) -> list[str]:
    """The remembered names, most recently used first (for the table setup's name field)."""
    return [p.name for p in load_profiles(storage)]


def find_profile(storage: Storage, name: str) -> Profile | None:
    for profile in load_profiles(storage):
        if same_name(profile.name, name):
            return profile
    return None


def profile_by_id(storage: Storage, pid: str) -> Profile | None:
    for profile in load_profiles(storage):
        if profile.id == pid:
            return profile
    return None


def add_profile(storage: Storage, name: str, touch: bool = False) -> Profile | None:
    """The profile called ``name`` (created when new); None for an empty name.

    ``touch`` marks it as used now (so it is offered first next time).
    """
    cleaned = clean_name(name)
    if not cleaned:
        return None
    data = _read(storage)
    for item in data["profiles"]:
        if same_name(item["name"], cleaned):
            if touch:
                item["last_used"] = _now()
                storage.write(FILE, data)
            return _as_profile(item)
    now = _now()
    item = {"id": "p" + secrets.token_hex(6), "name": cleaned, "created": now,
            "last_used": now if touch else ""}
    data["profiles"].append(item)
    if len(data["profiles"]) > MAX_PROFILES:  # forget the longest unused
        data["profiles"].sort(key=lambda p: (p["last_used"], p["created"]), reverse=True)
        data["profiles"] = data["profiles"][:MAX_PROFILES]
    storage.write(FILE, data)
    return _as_profile(item)


def use_profile(storage: Storage, name: str) -> Profile | None:
    """Like :func:`add_profile`, and marks the profile as the last one used."""
    return add_profile(storage, name, touch=True)


def last_profile(storage: Storage) -> str | None:
    profiles = [p for p in load_profiles(storage) if p.last_used]
    return profiles[0].name if profiles else None


def rename_profile(storage: Storage, old: str, new: str) -> bool:
    """Rename keeping the id (and so all records). False when ``old`` is unknown, ``new`` is empty
    or already another profile's name."""
    cleaned = clean_name(new)
    if not cleaned:
        return False
    data = _read(storage)
    target = None
    for item in data["profiles"]:
        if same_name(item["name"], old):
            target = item
        elif same_name(item["name"], cleaned):
            return False
    if target is None:
        return False
    target["name"] = cleaned
    return storage.write(FILE, data)


def remove_profile(storage: Storage, name: str) -> bool:
    """Forget a name (its records stay, shown under the name they were made with)."""
    data = _read(storage)
    kept = [p for p in data["profiles"] if not same_name(p["name"], name)]
    if len(kept) == len(data["profiles"]):
        return False
    data["profiles"] = kept
    return storage.write(FILE, data)
