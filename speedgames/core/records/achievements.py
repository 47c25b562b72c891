"""The achievements a profile has earned, as stored in the records file.

:mod:`speedgames.core.achievements` is the catalogue (what each „Erfolg“ is: a predicate over
statistics); this module is the bookkeeping (who reached which one, and when). Why apart: the
catalogue is pure data the games extend and the statistics screen lists; only this part needs the
records file.
"""

from __future__ import annotations

from typing import Any

from speedgames.core import achievements as ach
from speedgames.core.i18n import Text
from speedgames.core.records.store import _pid_of, _read_shared
from speedgames.core.storage import Storage


def earned_achievements(storage: Storage, game_id: str,
                        profile: str) -> list[tuple[ach.Achievement, str | None]]:
    """Every achievement of the game with the date it was earned (None: not yet)."""
    pid = _pid_of(storage, profile)
    data = _read_shared(storage, game_id)
    earned = data["achievements"].get(pid, {}) if pid else {}
    return [(a, earned.get(a.id)) for a in ach.for_game(game_id)]


def award(data: dict[str, Any], game_id: str, pid: str, name: str, stats: dict[str, Any],
          when: str) -> list[Text]:
    """Note every achievement ``stats`` newly reaches (dated ``when``); one notice for each."""
    notices: list[Text] = []
    earned = data["achievements"].setdefault(pid, {})
    for item in ach.newly_reached(game_id, earned, stats):
        earned[item.id] = when[:10]
        notices.append(Text("core.records.achieved",
                            {"name": name, "achievement": Text(item.name_key)}))
    return notices
