"""The player's files: where they live, how they are written, and how bad ones are survived.

Every file is JSON with a ``format`` number. Writes are atomic (temp file in the same folder,
flush, fsync, ``os.replace``, fsync of the folder) so a crash or a killed process leaves either the
old or the new file, never half of one. Reads never trust the file: an older format is migrated step
by step, values are sanitised by the file's :class:`Schema`, and a file that cannot be understood at
all is moved aside as ``<name>.broken-<YYYYmmdd-HHMMSS>`` so nothing is lost, the player is told in
words (a :class:`~speedgames.core.i18n.Text` notice), and the program goes on with the defaults.
Never pickle, never eval: only ``json`` with strict limits.
"""

from __future__ import annotations

import json
import os
import re
import stat
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping

from speedgames.core.i18n import Text

APP_NAME = "speedgames"
MAX_FILE_BYTES = 32 * 1024 * 1024  # far above any real file; a bigger one is not ours
SUBFOLDERS = ("saves", "records")
_TMP_SUFFIX = ".tmp"
_NAME = re.compile(r"^(?:[A-Za-z0-9_\-]+/)?[A-Za-z0-9_\-][A-Za-z0-9_.\-]*$")
_STALE_TMP_SECONDS = 600


def default_data_dir() -> Path:
    """The per-user data folder (``--data-dir`` replaces it)."""
    from platformdirs import user_data_path

    return Path(user_data_path(APP_NAME, False))


class Unusable(ValueError):
    """Raised by a sanitiser when a file's content cannot be repaired into anything meaningful
    (e.g. a savegame without a record): the file is then treated like a broken one."""


def _identity(data: dict) -> dict:
    return data


@dataclass(frozen=True)
class Schema:
    """What one kind of file looks like.

    ``format`` is the current format number; ``default()`` builds the content used when the file is
    missing or broken; ``migrations[n]`` turns a format-``n`` dict into a format-``n+1`` dict;
    ``sanitize(data)`` returns a new clean dict (wrong types, huge numbers and unknown keys replaced
    by defaults); it must not change its argument and must not raise except :class:`Unusable`.
    ``notices`` is the locale namespace of the „broken“ / „broken_not_moved“ notices: the default
    ones say the defaults are used, which fits settings and records but not a savegame.
    """

    format: int
    default: Callable[[], dict]
    migrations: Mapping[int, Callable[[dict], dict]] = field(default_factory=dict)
    sanitize: Callable[[dict], dict] = _identity
    notices: str = "core.storage"


class _Broken(Exception):
    """Internal: the file cannot be used; ``reason`` picks the notice."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def _parse_float(text: str) -> float | None:
    """Out-of-range numbers (``1e999``) become None: a wrong type the sanitiser replaces."""
    value = float(text)
    if value != value or value in (float("inf"), float("-inf")):
        return None
    return value


def _parse_int(text: str) -> int | None:
    """Absurdly long integers become None instead of costing time or raising."""
    return int(text) if len(text) <= 40 else None


def decode_json(raw: bytes) -> Any:
    """Strict JSON from bytes: UTF-8 only, no NaN/Infinity, no absurd nesting; numbers beyond any
    sensible range are read as None (the sanitiser then uses the default)."""
    text = raw.decode("utf-8")  # UnicodeDecodeError is a ValueError
    if text.startswith("\ufeff"):
        text = text[1:]
    try:
        return json.loads(text, parse_constant=_reject_constant, parse_float=_parse_float,
                          parse_int=_parse_int)
    except RecursionError as exc:
        raise ValueError("nested too deeply") from exc


def encode_json(data: Any, pretty: bool = False) -> bytes:
    """The bytes written to disk (no NaN, UTF-8)."""
    if pretty:
        text = json.dumps(data, ensure_ascii=False, allow_nan=False, indent=1, sort_keys=True)
    else:
        text = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    return (text + "\n").encode("utf-8")


class NotRegular(OSError):
    """The path is not a regular file (a folder, FIFO, device, socket or dangling symlink);
    ``kind`` names which, for the player's notice."""

    def __init__(self, kind: str) -> None:
        super().__init__(f"not a regular file ({kind})")
        self.kind = kind


def _kind_of(mode: int) -> str | None:
    """None for a regular file; else the reason key of what is there instead."""
    if stat.S_ISREG(mode):
        return None
    return "not_a_file" if stat.S_ISDIR(mode) else "special"


def file_kind(path: Path) -> str | None:
    """None when ``path`` is (or links to) a regular file; else ``"not_a_file"`` (a folder),
    ``"special"`` (FIFO, device, socket), ``"dangling"`` (a symlink to nothing) or ``"missing"``.
    Checked with ``stat`` only: nothing is opened, so a FIFO cannot block."""
    try:
        return _kind_of(os.stat(path).st_mode)
    except FileNotFoundError:
        return "dangling" if os.path.islink(path) else "missing"
    except OSError:
        return "unreadable"


def read_regular(path: Path, limit: int) -> bytes:
    """Up to ``limit + 1`` bytes of ``path`` — only if it is a regular file.

    Why so careful: opening a FIFO for reading blocks until someone writes, and reading a device
    may never end; a file the program did not write could be either. So the path is ``stat``-ed
    first, opened non-blocking, and ``fstat``-ed again (it may have been swapped in between);
    anything but a regular file raises :class:`NotRegular` (an ``OSError``)."""
    kind = file_kind(path)
    if kind is not None:
        if kind in ("missing", "unreadable"):
            raise FileNotFoundError(path) if kind == "missing" else PermissionError(path)
        raise NotRegular(kind)
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    try:
        kind = _kind_of(os.fstat(fd).st_mode)
        if kind is not None:
            raise NotRegular(kind)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        chunks, left = [], limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX); silently skipped where folders cannot be opened."""
    flags = getattr(os, "O_DIRECTORY", 0) | os.O_RDONLY
    try:
        fd = os.open(folder, flags)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


class Storage:
    """The player's data folder: ``settings.json``, ``profiles.json``, ``saves/``, ``records/``.

    Names are relative file names such as ``"settings.json"`` or ``"saves/rocket-abc.json"``.
    Problems never raise: reads return notices, failed writes return ``False`` and queue a notice
    that the UI collects with :meth:`take_notices` (shown as a toast).
    """

    def __init__(self, root: Path | str | None = None, durable: bool = True) -> None:
        """``durable=False`` skips the fsyncs (throw-away folders in tests): writes stay atomic
        against a killed process, only a power cut could then lose the newest version."""
        self.root = Path(root) if root is not None else default_data_dir()
        self.durable = durable
        self._pending: list[Text] = []
        self._told: set[str] = set()  # files already reported as skipped (told once)
        self._failed_writes: set[str] = set()
        self._lock = threading.RLock()  # a background saver may write while the UI reads
        self._cache: dict[str, tuple[tuple, dict]] = {}
        self.writable = True
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            for sub in SUBFOLDERS:
                folder = self.root / sub
                if (folder.exists() or folder.is_symlink()) and not folder.is_dir():
                    kept = self._move_aside(folder)
                    self.notify(Text("core.storage.folder_in_the_way",
                                     {"file": sub, "kept": kept.name if kept else "?"}))
                folder.mkdir(exist_ok=True)
        except OSError:
            self.writable = False
            self.notify(Text("core.storage.folder_unusable", {"folder": str(self.root)}))
        self._clean_stale_temp_files()

    # -- notices ----------------------------------------------------------------------------
    def notify(self, notice: Text) -> None:
        """Queue a notice for the UI (e.g. found by ``list_saves``)."""
        with self._lock:
            if notice not in self._pending:
                self._pending.append(notice)

    def notify_once(self, name: str, notice: Text) -> None:
        """Queue ``notice`` about file ``name`` unless that file was reported already (a file
        that cannot be moved aside is met again on every listing; it is told once)."""
        with self._lock:
            if name in self._told:
                return
            self._told.add(name)
        self.notify(notice)

    def take_notices(self) -> list[Text]:
        """The queued notices, oldest first; the queue is emptied."""
        with self._lock:
            pending, self._pending = self._pending, []
        return pending

    # -- paths --------------------------------------------------------------------------------
    def path(self, name: str) -> Path:
        """The full path of ``name``; refuses anything that could leave the data folder."""
        if not isinstance(name, str) or not _NAME.match(name) or ".." in name:
            raise ValueError(f"not a storage file name: {name!r}")
        return self.root / name

    def exists(self, name: str) -> bool:
        """Is there something at ``name`` (a regular file, or anything a read will move aside)?"""
        path = self.path(name)
        return path.exists() or path.is_symlink()

    def list(self, prefix: str = "") -> list[str]:
        """Names of the JSON files whose name starts with ``prefix`` (e.g. ``"saves/rocket-"``);
        temp files and moved-aside files are not listed. A folder, FIFO, device or dangling
        symlink in their place is moved aside and told (:meth:`skip`), never opened."""
        folder_part, _, file_prefix = prefix.rpartition("/")
        folder = self.root / folder_part if folder_part else self.root
        try:
            entries = sorted(os.listdir(folder))
        except OSError:
            return []
        names = []
        for entry in entries:
            if not entry.startswith(file_prefix) or not entry.endswith(".json"):
                continue
            if entry.startswith("."):
                continue
            name = f"{folder_part}/{entry}" if folder_part else entry
            if not _NAME.match(name):
                self.skip(name, folder / entry, "bad_name")
                continue
            kind = file_kind(folder / entry)
            if kind is None:
                names.append(name)
            elif kind != "missing":
                self.skip(name, folder / entry, kind)
        return names

    def skip(self, name: str, path: Path | None = None, reason: str = "corrupt",
             notices: str = "core.storage.skipped") -> None:
        """A file that will not be used: moved aside when possible, told once in words."""
        path = path if path is not None else self.root / name
        kept = self._move_aside(path)
        reason_text = Text(f"core.storage.reason.{reason}")
        if kept is None:
            self.notify_once(name, Text(f"{notices}.not_moved", {"file": name,
                                                                   "reason": reason_text}))
        else:
            self.notify_once(name, Text(f"{notices}.moved", {"file": name, "kept": kept.name,
                                                               "reason": reason_text}))

    # -- reading ------------------------------------------------------------------------------
    def _signature(self, path: Path) -> tuple | None:
        try:
            st = path.stat()
        except OSError:
            return None
        return (st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)

    def read_shared(self, name: str, schema: Schema) -> dict:
        """Like :meth:`read` for look-ups that never change the result (leaderboards, statistics):
        an unchanged file is not parsed again. The dict is shared — do not modify it. Notices
        go to the queue (:meth:`take_notices`)."""
        path = self.path(name)
        with self._lock:
            signature = self._signature(path)
            cached = self._cache.get(name)
            if signature is not None and cached is not None and cached[0] == signature:
                return cached[1]
            data, notices = self.read(name, schema)
            for notice in notices:
                self.notify(notice)
            after = self._signature(path)
            if after is not None and after == signature:  # no write slipped in while reading
                self._cache[name] = (after, data)
            return data

    def _forget(self, name: str) -> None:
        with self._lock:
            self._cache.pop(name, None)

    def read_told(self, name: str, schema: Schema) -> dict:
        """Like :meth:`read`, with its notices handed to the player (:meth:`notify`)."""
        data, notices = self.read(name, schema)
        for notice in notices:
            self.notify(notice)
        return data

    def read(self, name: str, schema: Schema) -> tuple[dict, list[Text]]:
        """The file's content (migrated and sanitised) and the notices for the player.

        A missing file gives the defaults silently. A file that cannot be used is moved aside and
        the defaults are returned with a notice; nothing here raises for bad content.
        """
        path = self.path(name)
        notices: list[Text] = []
        if not path.exists() and not path.is_symlink():
            return schema.default(), notices
        try:
            data, raw, repaired = self._load(path, schema)
        except _Broken as broken:
            notices.append(self._broken_notice(name, path, broken.reason, schema.notices))
            return schema.default(), notices
        if repaired:
            kept = self._keep_copy(path, raw)
            if kept is None:
                notices.append(Text("core.storage.repaired_not_kept", {"file": name}))
            else:  # the original is safe aside: store the repaired content, so it is told once
                notices.append(Text("core.storage.repaired", {"file": name, "kept": kept.name}))
                self.write(name, data)
        return data, notices

    def _load(self, path: Path, schema: Schema) -> tuple[dict, bytes, bool]:
        """Content, original bytes, and whether the sanitiser had to change anything."""
        try:
            raw = read_regular(path, MAX_FILE_BYTES)
        except NotRegular as exc:
            raise _Broken(exc.kind) from None
        except OSError:
            raise _Broken("unreadable") from None
        if len(raw) > MAX_FILE_BYTES:
            raise _Broken("too_big")
        if not raw.strip():
            raise _Broken("empty")
        try:
            data = decode_json(raw)
        except ValueError:
            raise _Broken("corrupt") from None
        if not isinstance(data, dict):
            raise _Broken("corrupt")
        version = data.get("format")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise _Broken("corrupt")
        if version > schema.format:
            raise _Broken("newer")
        data = self._migrate(data, version, schema)
        try:
            clean = schema.sanitize(data)
        except Unusable:
            raise _Broken("corrupt") from None
        except Exception:  # a sanitiser bug must not cost the player the program
            raise _Broken("corrupt") from None
        if not isinstance(clean, dict):
            raise _Broken("corrupt")
        clean["format"] = schema.format
        return clean, raw, clean != data

    @staticmethod
    def _migrate(data: dict, version: int, schema: Schema) -> dict:
        while version < schema.format:
            step = schema.migrations.get(version)
            if step is None:
                raise _Broken("old")
            try:
                data = step(data)
            except Exception:
                raise _Broken("old") from None
            if not isinstance(data, dict):
                raise _Broken("old")
            version += 1
            data["format"] = version
        return data

    def _broken_notice(self, name: str, path: Path, reason: str,
                       notices: str = "core.storage") -> Text:
        kept = self._move_aside(path)
        reason_text = Text(f"core.storage.reason.{reason}")
        if kept is None:
            return Text(f"{notices}.broken_not_moved", {"file": name, "reason": reason_text})
        return Text(f"{notices}.broken", {"file": name, "kept": kept.name,
                                          "reason": reason_text})

    def _move_aside(self, path: Path) -> Path | None:
        """Rename ``path`` to ``<name>.broken-<time>`` (never overwriting); None if impossible."""
        with self._lock:
            self._cache.clear()
        target = self._broken_target(path)
        try:
            os.rename(path, target)
        except OSError:
            return None
        if self.durable:
            _fsync_dir(path.parent)
        return target

    def _broken_target(self, path: Path) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = path.with_name(f"{path.name}.broken-{stamp}")
        counter = 2
        while target.exists() or target.is_symlink():
            target = path.with_name(f"{path.name}.broken-{stamp}-{counter}")
            counter += 1
        return target

    def _keep_copy(self, path: Path, raw: bytes) -> Path | None:
        """Keep the original bytes of a repaired file next to it, so nothing is lost."""
        target = self._broken_target(path)
        try:
            self._write_atomic(target, raw)
        except OSError:
            return None
        return target

    def move_aside(self, name: str, reason: str = "corrupt",
                   notices: str = "core.storage") -> Text:
        """Move a file that turned out unusable later (e.g. a save that no longer replays) aside
        and return the notice for the player (``notices``: as :attr:`Schema.notices`)."""
        return self._broken_notice(name, self.path(name), reason, notices)

    # -- writing ------------------------------------------------------------------------------
    def write(self, name: str, data: Mapping[str, Any], pretty: bool = False) -> bool:
        """Atomically replace ``name`` with ``data`` (which must carry its ``format``).

        Returns False when the disk refused (read-only folder, disk full, a folder in the way);
        the player then gets one notice per file until a write to it succeeds again.
        """
        if not isinstance(data, Mapping) or not isinstance(data.get("format"), int):
            raise ValueError("stored data is a dict with an integer 'format'")
        payload = encode_json(dict(data), pretty=pretty)  # TypeError/ValueError: a program bug
        path = self.path(name)
        self._forget(name)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            if path.is_dir() and not path.is_symlink():
                self._move_aside(path)
            self._write_atomic(path, payload)
        except OSError:
            with self._lock:
                first = name not in self._failed_writes
                self._failed_writes.add(name)
            if first:
                self.notify(Text("core.storage.write_failed", {"file": name}))
            return False
        with self._lock:
            self._failed_writes.discard(name)
        return True

    def _write_atomic(self, path: Path, payload: bytes) -> None:
        tmp = path.with_name(f".{path.name}.{os.getpid()}.{time.monotonic_ns()}{_TMP_SUFFIX}")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        try:
            with os.fdopen(fd, "wb") as fh:
                fh.write(payload)
                fh.flush()
                if self.durable:
                    os.fsync(fh.fileno())
            os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
        if self.durable:
            _fsync_dir(path.parent)

    def delete(self, name: str) -> bool:
        """Remove ``name``; True if it is gone afterwards."""
        path = self.path(name)
        self._forget(name)
        try:
            path.unlink()
        except FileNotFoundError:
            return True
        except OSError:
            return False
        if self.durable:
            _fsync_dir(path.parent)
        return True

    def _clean_stale_temp_files(self) -> None:
        """Temp files of a writer that was killed mid-write; old ones only, never a live write."""
        now = time.time()
        for folder in (self.root, *(self.root / sub for sub in SUBFOLDERS)):
            try:
                entries = os.listdir(folder)
            except OSError:
                continue
            for entry in entries:
                if entry.startswith(".") and entry.endswith(_TMP_SUFFIX):
                    path = folder / entry
                    try:
                        if now - path.stat().st_mtime > _STALE_TMP_SECONDS:
                            path.unlink()
                    except OSError:
                        continue


def clamp_int(value: Any, default: int, low: int, high: int) -> int:
    """An int within [low, high], or ``default`` for anything else (bools, floats, strings)."""
    if isinstance(value, bool) or not isinstance(value, int):
        return default
    return value if low <= value <= high else default


def clamp_number(value: Any, default: float, low: float, high: float) -> float:
    """A finite number within [low, high] (ints stay ints), or ``default``."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return default
    if value != value or not low <= value <= high:
        return default
    return value


def choice_of(value: Any, allowed: tuple, default: Any) -> Any:
    return value if isinstance(value, str) and value in allowed else default


def bool_of(value: Any, default: bool) -> bool:
    return value if isinstance(value, bool) else default


def short_str(value: Any, default: str = "", limit: int = 200) -> str:
    """A string without control characters, at most ``limit`` characters, or ``default``."""
    from speedgames.core.names import printable

    return printable(value, limit, default)
