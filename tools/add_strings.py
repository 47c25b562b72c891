#!/usr/bin/env python3
"""Merge translations into locales/speedgames.{de,en}.json, safely while others edit too.

Usage: python3 tools/add_strings.py FILE.json   (or - for stdin)
       python3 tools/add_strings.py --delete KEY…   (remove texts no code uses any more;
                                                    check with tools/check_locale_keys.py first)
FILE holds {"dotted.key": {"de": "…", "en": "…"}, …}. Keys are nested in the locale files
(python-i18n format), sorted, written atomically under a lock so parallel edits never collide.
A key that is given again is overwritten.
"""

from __future__ import annotations

import fcntl
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOCALES = ROOT / "locales"


def _set(tree: dict, dotted: str, value: str) -> None:
    parts = dotted.split(".")
    node = tree
    for part in parts[:-1]:
        child = node.get(part)
        if not isinstance(child, dict):
            if child is not None:
                raise SystemExit(f"key {dotted!r}: {part!r} is already a text, not a group")
            child = node[part] = {}
        node = child
    if isinstance(node.get(parts[-1]), dict):
        raise SystemExit(f"key {dotted!r} is already a group")
    node[parts[-1]] = value


def _delete(tree: dict, dotted: str) -> bool:
    """Remove one text (never a whole group); groups left empty go too. True if it existed."""
    parts = dotted.split(".")
    trail = [tree]
    for part in parts[:-1]:
        child = trail[-1].get(part)
        if not isinstance(child, dict):
            return False
        trail.append(child)
    if parts[-1] not in trail[-1]:
        return False
    if isinstance(trail[-1][parts[-1]], dict):
        raise SystemExit(f"key {dotted!r} is a group; delete its texts one by one")
    del trail[-1][parts[-1]]
    for depth in range(len(parts) - 1, 0, -1):
        if trail[depth]:
            break
        del trail[depth - 1][parts[depth - 1]]
    return True


def _write_atomic(path: Path, data: dict) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(data, fh, ensure_ascii=False, indent=1, sort_keys=True)
        fh.write("\n")
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def merge(entries: dict) -> None:
    LOCALES.mkdir(exist_ok=True)
    with open(LOCALES / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        for lang in ("de", "en"):
            path = LOCALES / f"speedgames.{lang}.json"
            data = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {lang: {}}
            body = data.setdefault(lang, {})
            for key, texts in entries.items():
                if lang not in texts:
                    raise SystemExit(f"key {key!r} has no {lang!r} text")
                _set(body, key, texts[lang])
            _write_atomic(path, data)


def delete(keys: list[str]) -> None:
    """Remove ``keys`` from both languages under the same lock and atomic write as :func:`merge`."""
    with open(LOCALES / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        changed = {}
        for lang in ("de", "en"):   # both checked before either file is written
            path = LOCALES / f"speedgames.{lang}.json"
            data = json.loads(path.read_text(encoding="utf-8"))
            body = data.setdefault(lang, {})
            missing = [key for key in keys if not _delete(body, key)]
            if missing:
                raise SystemExit(f"no such {lang!r} text: {', '.join(missing)}")
            changed[path] = data
        for path, data in changed.items():
            _write_atomic(path, data)


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--delete":
        delete(sys.argv[2:])
        raise SystemExit(0)
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    source = sys.stdin if sys.argv[1] == "-" else open(sys.argv[1], encoding="utf-8")
    merge(json.load(source))
