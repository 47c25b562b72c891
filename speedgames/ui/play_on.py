"""„Von hier weiterspielen“ on screen: open a practice game at a moment of a finished one (#28).

Why a save: the table already knows how to resume a game from its record (the Spielverlauf told
again, the computers' turn, the curtain for several people), so the practice record
(:func:`speedgames.core.practice.practice_record`) is written as a fresh save and the game's
own scene resumes it. The game is marked ``practice: true``: its end enters no statistics,
records, leaderboard or daily list (``ui/table/ending.py``, ``core/records``).

API: ``play_on(app, record, position, move=None) -> bool`` (False, with a toast, when it cannot
be played on from there).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping

from speedgames.core.i18n import Text

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.core.game import Action
    from speedgames.ui.scene import AppLike


@dataclass(frozen=True)
class _SaveRef:
    """What a game scene's ``save=`` needs to resume a save: its id."""

    save_id: str
    resumed: bool = False  # a new practice game, not „Partie fortgesetzt“


def play_on(app: "AppLike", record: Mapping[str, Any], position: int,
            move: "tuple[int, Action] | None" = None) -> bool:
    from speedgames.core.game import Match
    from speedgames.core.practice import practice_record
    from speedgames.core.saves import new_save_id, save_match
    from speedgames.ui import registry

    game_id = str(record.get("game"))
    name = f"{game_id}.game"
    if not registry.has(name):
        app.toast(Text("ui.table.game_missing"), "warn")
        return False
    try:
        match = Match.from_record(practice_record(record, position, move))
    except Exception:  # over there, or a record that does not replay: say so, never crash
        app.toast(Text("review.practice.impossible"), "warn")
        return False
    save_id = new_save_id()
    if not save_match(app.storage, match, save_id,
                      {"mode": match.options.get("mode", "table"), "practice": True}):
        return False
    if not app.open(name, save=_SaveRef(save_id)):
        return False
    app.toast(Text("review.practice.started"), "info")
    return True
