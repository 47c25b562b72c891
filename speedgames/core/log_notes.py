"""Spielverlauf notes: the lines a saved game cannot tell again from its actions alone.

Why: „Fortsetzen“ tells the Spielverlauf again by replaying the saved actions
(:class:`speedgames.ui.table.Retelling`). What the rules' events say comes back by itself,
but a computer's reason („weil …“) and „Die Zeit ist um …“ are written by the scene, not by the
rules, and were lost on every resume. Each such line is kept here as a :class:`Note`, keyed to the
number of actions made when it was written (``at``), saved with the game (``notes`` in the save
file, :mod:`speedgames.core.saves`) and told again at the same place: before the action with index
``at`` is retold, i.e. right after the action it followed.

Pure and JSON only: a note's text is a :class:`~speedgames.core.i18n.Text`, stored as key and
parameters (so a resumed game is told in the language of the moment). Reading is strict — a note
that does not have the shape written here is left out and :attr:`Notes.broken` says so, so the
scene can tell the player; it never raises.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterator, Mapping

from speedgames.core import i18n
from speedgames.core.i18n import Text

#: Most notes kept per game (a computer's reason per move: a long game writes a few hundred).
LIMIT = 5000
KINDS = ("info", "dim", "good", "warn", "bad", "head")
#: ``line``: a Spielverlauf line of its own. ``reason``: Speedsprit prints it under the move's own
#: line. ``timeout``: Speedtulpe's „Die Zeit ist um“ marks the action that follows.
ROLES = ("line", "reason", "timeout")
_KEY = re.compile(r"^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$")
_DEPTH = 4  # Text parameters nest (a chip name inside a reason inside a line), never deeply


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _param_json(value: Any, depth: int = 0) -> Any:
    """A Text parameter as JSON: nested Text as ``{key, params}``, plain values kept, anything
    else as its string (a save must never fail because a parameter was an odd object)."""
    if isinstance(value, Text):
        return text_json(value, depth + 1)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def text_json(text: Text, depth: int = 0) -> dict[str, Any]:
    if depth > _DEPTH:
        return {"key": text.key, "params": {}}
    return {"key": text.key,
            "params": {str(k): _param_json(v, depth) for k, v in dict(text.params).items()}}


def _known(key: str) -> bool:
    return any(i18n.has(key, lang) for lang in i18n.LANGUAGES)


def text_from_json(data: Any, depth: int = 0) -> Text | None:
    """The Text written by :func:`text_json`; None unless it is exactly that shape with a key the
    locale files know (a stray key would show as its raw name)."""
    if not isinstance(data, Mapping) or depth > _DEPTH:
        return None
    key, params = data.get("key"), data.get("params", {})
    if not isinstance(key, str) or len(key) > 120 or not _KEY.match(key) or not _known(key):
        return None
    if not isinstance(params, Mapping) or len(params) > 20:
        return None
    out: dict[str, Any] = {}
    for name, value in params.items():
        if not isinstance(name, str) or len(name) > 40:
            return None
        if isinstance(value, Mapping):
            value = text_from_json(value, depth + 1)
            if value is None:
                return None
        elif not (value is None or isinstance(value, (bool, int, float))
                  or (isinstance(value, str) and len(value) <= 400)):
            return None
        out[name] = value
    return Text(key, out)


@dataclass(frozen=True)
class Note:
    """One line the scene wrote after ``at`` actions: its text, the log panel's ``kind``, whose
    line it is (``seat``, ``marker`` colour), whether the table must hide it until the show
    (``secret``, Speedrocket's hot seat) and its ``role`` (see :data:`ROLES`)."""

    at: int
    text: Text
    kind: str = "dim"
    seat: int | None = None
    marker: tuple[int, int, int] | None = None
    secret: bool = False
    role: str = "line"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"at": self.at, "text": text_json(self.text), "kind": self.kind}
        if self.seat is not None:
            data["seat"] = self.seat
        if self.marker is not None:
            data["marker"] = list(self.marker)
        if self.secret:
            data["secret"] = True
        if self.role != "line":
            data["role"] = self.role
        return data


def note_from_json(data: Any) -> Note | None:
    """A note as :meth:`Note.to_json` wrote it, or None for anything else."""
    if not isinstance(data, Mapping):
        return None
    at, kind, seat = data.get("at"), data.get("kind", "dim"), data.get("seat")
    marker, secret, role = data.get("marker"), data.get("secret", False), data.get("role", "line")
    text = text_from_json(data.get("text"))
    if text is None or not _is_int(at) or not 0 <= at <= 10 ** 6 or kind not in KINDS \
            or role not in ROLES or not isinstance(secret, bool):
        return None
    if seat is not None and not (_is_int(seat) and 0 <= seat < 16):
        return None
    if marker is not None:
        if not (isinstance(marker, list) and len(marker) == 3
                and all(_is_int(c) and 0 <= c <= 255 for c in marker)):
            return None
        marker = tuple(marker)
    return Note(at, text, kind, seat, marker, secret, role)


class Notes:
    """The notes of one game, in the order they were written (see the module docstring).

    ``broken`` is True when they were read from a save whose ``notes`` field was damaged (the
    readable ones are kept; the scene tells the player the rest is missing)."""

    def __init__(self, items: list[Note] | None = None, broken: bool = False) -> None:
        self.items: list[Note] = list(items or [])[-LIMIT:]
        self._json: list[dict[str, Any]] = [n.to_json() for n in self.items]
        self.broken = broken

    def add(self, at: int, text: Text, kind: str = "dim", *, seat: int | None = None,
            marker: Any = None, secret: bool = False, role: str = "line") -> Note:
        """Keep a line written after ``at`` actions (the caller also shows it)."""
        note = Note(int(at), text, kind if kind in KINDS else "dim",
                    seat if _is_int(seat) else None,
                    tuple(int(c) for c in marker[:3]) if marker is not None else None,
                    bool(secret), role if role in ROLES else "line")
        self.items.append(note)
        self._json.append(note.to_json())  # converted once: the saver asks after every action
        if len(self.items) > LIMIT:
            del self.items[0], self._json[0]
        return note

    def at(self, index: int) -> list[Note]:
        """The notes to tell before the action with this index is retold."""
        return [n for n in self.items if n.at == index]

    def truncate(self, actions: int) -> None:
        """Forget what was written after the game had ``actions`` actions (Zurück took them)."""
        keep = [i for i, n in enumerate(self.items) if n.at <= actions]
        self.items = [self.items[i] for i in keep]
        self._json = [self._json[i] for i in keep]

    def to_json(self) -> list[dict[str, Any]]:
        """A snapshot for the save file (a new list; the dicts themselves are never changed)."""
        return list(self._json)

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self) -> Iterator[Note]:
        return iter(self.items)


def notes_from_json(data: Any) -> Notes:
    """The notes of a save file's ``notes`` field: missing (an older save) gives none, not
    broken; a damaged field or entry is left out and marks the result ``broken``."""
    if data is None:
        return Notes()
    if not isinstance(data, list):
        return Notes(broken=True)
    items = [note_from_json(entry) for entry in data[-LIMIT:]]
    kept = [n for n in items if n is not None]
    return Notes(kept, broken=len(kept) != len(items) or len(data) > LIMIT)
