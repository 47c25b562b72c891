"""Savegames: every game is saved after every action as its replayable record.

A save is ``saves/<game>-<save_id>.json`` holding ``{format, save_id, game, record, meta, notes}``,
where ``record`` is :meth:`Match.record` (seed, options, action log), ``meta`` what the Kontor shows
(seat names, mode, ``started``/``updated`` times, number of actions) and ``notes`` the Spielverlauf
lines the actions cannot tell again (computers' reasons, timeouts: :mod:`speedgames.core.log_notes`;
missing in older saves, which load as before; a damaged field is dropped, ``notes_broken`` says
so). Because the file is the action log and is written atomically, „Fortsetzen“ resumes exactly,
and a killed process leaves either the save before or after the last action. A save that cannot be read or no longer replays (e.g. after a
rules change) is moved aside with a notice; loading never crashes the program.
"""

from __future__ import annotations

import re
import secrets
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Mapping

from speedgames.core.game import Match, make_record
from speedgames.core.i18n import Text
from speedgames.core.log_notes import Notes, notes_from_json
from speedgames.core.names import clean_name, clean_seat_names
from speedgames.core.storage import Schema, Storage, Unusable

FORMAT = 1
FOLDER = "saves"
TUTORIAL_SAVE = "tutorial"  # the guided first game's save id (not offered under „Fortsetzen“)
_ID = re.compile(r"^[A-Za-z0-9_]{1,64}$")
_GAME = re.compile(r"^[a-z][a-z0-9_]{0,31}$")


class SaveError(Exception):
    """A save could not be resumed; ``text`` is the notice for the player (already handled:
    the file was moved aside when it was broken)."""

    def __init__(self, text: Text) -> None:
        super().__init__(text.key)
        self.text = text


@dataclass(frozen=True)
class SaveInfo:
    """One resumable game as the Kontor lists it (newest first)."""

    game_id: str
    save_id: str
    name: str  # storage file name
    updated: str
    started: str
    actions: int
    over: bool
    meta: dict[str, Any] = field(default_factory=dict)


def now_iso() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S")


def new_save_id() -> str:
    """A fresh id: sortable time plus a random part (not game randomness: file naming only)."""
    return time.strftime("%Y%m%d%H%M%S") + "_" + secrets.token_hex(6)


def save_name(game_id: str, save_id: str) -> str:
    if not _GAME.match(str(game_id)) or not _ID.match(str(save_id)):
        raise ValueError(f"bad save name parts: {game_id!r}, {save_id!r}")
    return f"{FOLDER}/{game_id}-{save_id}.json"


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_record(record: Any) -> dict[str, Any]:
    """Raise Unusable unless ``record`` has the shape of a game record (not whether it replays)."""
    if not isinstance(record, dict):
        raise Unusable("no record")
    if not isinstance(record.get("game"), str) or not _GAME.match(record["game"]):
        raise Unusable("no game")
    if not _is_int(record.get("format")) or not _is_int(record.get("seed")):
        raise Unusable("no seed")
    if not isinstance(record.get("options"), dict):
        raise Unusable("no options")
    actions = record.get("actions")
    if not isinstance(actions, list):
        raise Unusable("no actions")
    for entry in actions:
        if not (isinstance(entry, list) and len(entry) == 2 and _is_int(entry[0])
                and isinstance(entry[1], dict) and isinstance(entry[1].get("type"), str)):
            raise Unusable("bad action")
    return record


def _sanitize(data: dict[str, Any]) -> dict[str, Any]:
    record = check_record(data.get("record"))
    record = {**record, "options": clean_seat_names(record["options"])}  # shown on every frame
    save_id = data.get("save_id")
    if not isinstance(save_id, str) or not _ID.match(save_id):
        raise Unusable("no save id")
    meta = data.get("meta")
    meta = dict(meta) if isinstance(meta, dict) else {}
    for key in ("started", "updated"):
        if not isinstance(meta.get(key), str):
            meta[key] = ""
    if not _is_int(meta.get("actions")):
        meta["actions"] = len(record["actions"])
    if not isinstance(meta.get("over"), bool):
        meta["over"] = False
    if "seats" in meta:
        seats = meta["seats"] if isinstance(meta["seats"], list) else []
        meta["seats"] = [clean_name(s) for s in seats[:8]]
    meta["list"] = filing_of(record, meta)
    clean = {"format": FORMAT, "save_id": save_id, "game": record["game"], "record": record,
             "meta": meta}
    if "notes" in data:  # older saves have none: they load unchanged
        notes = notes_from_json(data["notes"])
        clean["notes"] = notes.to_json()
        if notes.broken or data.get("notes_broken") is True:  # told in the Spielverlauf
            clean["notes_broken"] = True
    return clean


# a broken save is told as a savegame („… ließ sich nicht laden; er liegt jetzt als … beiseite“),
# not with the settings' „es gelten die Voreinstellungen“
SCHEMA = Schema(format=FORMAT, default=dict, sanitize=_sanitize, notices="core.saves")


# how far a game is, by the summary keys the three games have (Abend, Runde, Wurf)
_PROGRESS = (("evening", "evenings"), ("wurf", "wurf_limit"), ("round", None))


def progress(state: Any) -> dict[str, Any]:
    """``{"kind": "evening"|"wurf"|"round", "n": 3, "of": 9}`` for the Kontor's „Fortsetzen“
    (which game state a save holds); {} when the summary tells nothing of the kind."""
    try:
        summary = state.summary()
    except Exception:  # a save must never fail for a label
        return {}
    for key, limit in _PROGRESS:
        n = summary.get(key) if isinstance(summary, dict) else None
        if _is_int(n):
            of = summary.get(limit) if limit else None
            return {"kind": key, "n": n, "of": of if _is_int(of) and of > 0 else None}
    return {}


def filing_of(record: Mapping[str, Any], meta: Mapping[str, Any]) -> str:
    """The list the saved game will be filed in (``table``, ``computer`` …, as
    :func:`speedgames.core.scoring.list_id_for`), always from the record's own options, so an
    older save without it (or with a wrong one) reads consistently."""
    from speedgames.core.scoring import list_id_for

    options = record.get("options")
    options = options if isinstance(options, Mapping) else {}
    mode = options.get("mode") or meta.get("mode") or "table"
    return list_id_for(str(mode)[:20], options)


def save_data(match: Match, save_id: str, meta: Mapping[str, Any] | None = None,
              record: dict[str, Any] | None = None,
              notes: Notes | None = None) -> dict[str, Any]:
    """The content of the save file of ``match`` (a snapshot: later actions do not change it);
    ``record`` when the caller already has ``match.record()``; ``notes`` the Spielverlauf's."""
    info = dict(meta or {})
    if not isinstance(info.get("started"), str) or not info["started"]:
        info["started"] = now_iso()
    info["updated"] = now_iso()
    info["actions"] = len(match.actions)
    info["over"] = bool(match.state.is_over())
    if "seats" not in info:
        info["seats"] = [s.get("name", "") if isinstance(s, dict) else ""
                         for s in match.options.get("seats", [])]
    info.setdefault("mode", match.options.get("mode", "table"))
    info["list"] = filing_of({"options": match.options}, info)
    where = progress(match.state)
    if where:
        info["where"] = where
    return {"format": FORMAT, "save_id": save_id, "game": match.game.id,
            "record": record if record is not None else match.record(), "meta": info,
            "notes": notes.to_json() if notes is not None else []}


def save_match(storage: Storage, match: Match, save_id: str,
               meta: Mapping[str, Any] | None = None, notes: Notes | None = None) -> bool:
    """Save ``match`` after an action, atomically (an fsync: a few milliseconds; a scene that
    must not wait uses :class:`AutoSaver`). ``meta`` is kept as given (JSON), with ``updated``,
    ``actions`` and ``over`` filled in, and ``started`` set on the first call.
    Returns False (notice queued on ``storage``) when the disk refused."""
    return storage.write(save_name(match.game.id, save_id),
                         save_data(match, save_id, meta, notes=notes))


class AutoSaver:
    """Saves a match after every action without holding up the frame.

    :meth:`save` takes a snapshot (cheap) and hands it to a writer thread; when actions come
    faster than the disk, only the newest snapshot is written. Each write is the same atomic
    write as :func:`save_match`, so a killed program leaves the save before or after some
    action, never a broken one. Call :meth:`flush` before leaving the game or quitting.
    """

    def __init__(self, storage: Storage, game_id: str, save_id: str,
                 meta: Mapping[str, Any] | None = None) -> None:
        self.storage = storage
        self.name = save_name(game_id, save_id)
        self.save_id = save_id
        self.meta = dict(meta or {})
        self.meta.setdefault("started", now_iso())
        self.notes: Notes | None = None  # the Spielverlauf's notes, saved with every snapshot
        self.writes = 0
        self._actions_json: list[list[Any]] = []
        self._tail: Any = None
        self._pending: dict[str, Any] | None = None
        self._busy = False
        self._cond = threading.Condition()
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="speedgames-autosave",
                                        daemon=True)
        self._thread.start()

    def save(self, match: Match, **meta: Any) -> None:
        """Queue the current position (``meta`` updates the kept meta, e.g. a new seat name)."""
        self.meta.update(meta)
        data = save_data(match, self.save_id, self.meta, self._record(match), self.notes)
        with self._cond:
            self._pending = data
            self._cond.notify_all()

    def _record(self, match: Match) -> dict[str, Any]:
        """``match.record()`` without converting the whole action log again on every action:
        the log only grows, so the converted prefix is kept (rebuilt if it ever changed)."""
        done = len(self._actions_json)
        if done > len(match.actions) or (done and match.actions[done - 1] is not self._tail):
            self._actions_json, done = [], 0
        for seat, action in match.actions[done:]:
            self._actions_json.append([seat, action.to_json()])
        self._tail = match.actions[-1] if match.actions else None
        record = make_record(match.game, match.options, match.seed, [])
        record["actions"] = list(self._actions_json)
        return record

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything queued is on disk; False if ``timeout`` ran out first."""
        with self._cond:
            return self._cond.wait_for(lambda: self._pending is None and not self._busy,
                                       timeout)

    def close(self) -> None:
        """Flush and stop the writer thread."""
        self.flush()
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join()

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending is not None or self._closed)
                if self._pending is None:
                    return
                data, self._pending = self._pending, None
                self._busy = True
            try:
                self.storage.write(self.name, data)
                self.writes += 1
            except Exception:  # a programming error must not silently stop all saving
                self.storage.notify(Text("core.storage.write_failed", {"file": self.name}))
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()


def _parse_name(name: str) -> tuple[str, str] | None:
    stem = name.rsplit("/", 1)[-1][: -len(".json")]
    game_id, sep, save_id = stem.partition("-")
    if not sep or not _GAME.match(game_id) or not _ID.match(save_id):
        return None
    return game_id, save_id


def list_saves(storage: Storage, game_id: str | None = None,
               include_over: bool = False) -> list[SaveInfo]:
    """The resumable saves, newest first. Broken files are moved aside and their notices queued
    on ``storage`` (:meth:`Storage.take_notices`). Finished games are left out unless asked."""
    prefix = f"{FOLDER}/{game_id}-" if game_id else f"{FOLDER}/"
    found: list[SaveInfo] = []
    for name in storage.list(prefix):
        parts = _parse_name(name)
        if parts is None:
            storage.skip(name, reason="bad_name")
            continue
        if parts[1] == TUTORIAL_SAVE:  # the guide resumes its own game, „Fortsetzen“ does not
            continue
        data = storage.read_shared(name, SCHEMA)  # the Kontor asks often; parse only changes
        if not data:
            continue  # broken: moved aside and told by the read
        if data.get("game") != parts[0] or data.get("save_id") != parts[1]:
            storage.skip(name, reason="mismatch")  # a copied or renamed file: not this save
            continue
        meta = dict(data["meta"])
        info = SaveInfo(game_id=parts[0], save_id=parts[1], name=name,
                        updated=meta["updated"], started=meta["started"],
                        actions=meta["actions"], over=meta["over"], meta=meta)
        if info.over and not include_over:
            continue
        found.append(info)
    found.sort(key=lambda s: (s.updated, s.save_id), reverse=True)
    return found


@dataclass
class LoadedSave:
    """A resumed save: the replayed match, its meta and the Spielverlauf's notes (``notes.broken``
    when the save's notes were damaged: the game goes on without them, and says so)."""

    match: Match
    meta: dict[str, Any]
    notes: Notes


def load_save(storage: Storage, game_id: str, save_id: str) -> tuple[Match, dict[str, Any]]:
    """Replay the save into a :class:`Match` plus its meta (see :func:`load_game`)."""
    loaded = load_game(storage, game_id, save_id)
    return loaded.match, loaded.meta


def load_game(storage: Storage, game_id: str, save_id: str) -> LoadedSave:
    """Replay the save into a :class:`Match`, with its meta and notes.

    Raises :class:`SaveError` (with the notice for the player) when the save is missing, broken
    or no longer replays; a broken one has been moved aside, so the Kontor stops offering it.
    """
    name = save_name(game_id, save_id)
    if not storage.exists(name):
        raise SaveError(Text("core.saves.missing"))
    data, notices = storage.read(name, SCHEMA)
    if not data:
        raise SaveError(notices[0] if notices else Text("core.saves.missing"))
    if data["game"] != game_id:
        raise SaveError(storage.move_aside(name, notices=SCHEMA.notices))
    try:
        match = Match.from_record(data["record"])
    except Exception:  # IllegalAction, ValueError, or a rules change gone wrong: never crash
        raise SaveError(storage.move_aside(name, "no_replay", SCHEMA.notices)) from None
    notes = notes_from_json(data.get("notes"))
    notes.broken = notes.broken or bool(data.get("notes_broken"))
    return LoadedSave(match, data["meta"], notes)


def delete_save(storage: Storage, game_id: str, save_id: str) -> bool:
    """Remove a save (after the game ended and was recorded, or when the player discards it)."""
    return storage.delete(save_name(game_id, save_id))
