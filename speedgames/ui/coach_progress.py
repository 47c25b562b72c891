"""Where each game's guided first game stands („tutorial.json“) and its saved game.

Why a file of its own: the Kontor offers the guide until it was played to the end, and a guide
left with Esc resumes at its step. The guide's game is an ordinary save under the id
:data:`SAVE_ID` (its rigging is in its options, so it replays exactly); the Kontor's „Fortsetzen“
never lists it (:func:`speedgames.core.saves.list_saves`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.core.saves import TUTORIAL_SAVE, delete_save, save_match, save_name
from speedgames.core.storage import Schema, Storage

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.coach import Guide
    from speedgames.ui.scene import AppLike

FILE = "tutorial.json"
FORMAT = 1
SAVE_ID = TUTORIAL_SAVE


def _sanitize(data: dict[str, Any]) -> dict[str, Any]:
    games = data.get("games") if isinstance(data.get("games"), dict) else {}
    out: dict[str, Any] = {}
    for game, raw in games.items():
        if not isinstance(game, str) or not isinstance(raw, dict):
            continue
        step = raw.get("step")
        entry = {"done": raw.get("done") is True,
                 "step": step if isinstance(step, int) and not isinstance(step, bool)
                 and 0 <= step < 1000 else None}
        if raw.get("dismissed") is True:
            entry["dismissed"] = True
        out[game] = entry
    return {"format": FORMAT, "games": out}


SCHEMA = Schema(FORMAT, default=lambda: {"format": FORMAT, "games": {}}, sanitize=_sanitize)


def load(storage: Storage, game: str) -> dict[str, Any]:
    """``{"done": bool, "step": int | None}`` of ``game`` (a broken file counts as never played)."""
    data, _ = storage.read(FILE, SCHEMA)
    return dict(data["games"].get(game) or {"done": False, "step": None})


def _store(storage: Storage, game: str, **entry: Any) -> None:
    data, _ = storage.read(FILE, SCHEMA)
    current = dict(data["games"].get(game) or {"done": False, "step": None})
    current.update(entry)
    data["games"][game] = current
    storage.write(FILE, data)


def remember(storage: Storage, game: str, step: int) -> None:
    _store(storage, game, step=step)


def dismiss(storage: Storage, game: str) -> None:
    """The person does not want the offer: the Kontor stops showing it (it stays under
    „Spielregeln“)."""
    _store(storage, game, dismissed=True)


def has_save(app: "AppLike", game: str) -> bool:
    return app.storage.exists(save_name(game, SAVE_ID))


def in_progress(app: "AppLike", game: str) -> bool:
    """Was the guide left half-way (it resumes)?"""
    return load(app.storage, game).get("step") is not None and has_save(app, game)


def new_game(app: "AppLike", guide: "Guide") -> None:
    """Start the guide's game afresh: its save at step 0."""
    from speedgames.core.game import Match, get_game

    save_match(app.storage, Match(get_game(guide.game), guide.options, guide.seed), SAVE_ID,
               {"mode": "tutorial"})
    remember(app.storage, guide.game, 0)


def complete(app: "AppLike", game: str) -> None:
    """Played to the end: the Kontor stops offering it (it stays under „Spielregeln“)."""
    delete_save(app.storage, game, SAVE_ID)
    _store(app.storage, game, done=True, step=None)
