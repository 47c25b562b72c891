"""The „Erfolge“: each game's achievements, each a predicate over one profile's statistics.

Statistics (see :mod:`speedgames.core.records`) hold ``games``, ``wins``, ``daily_best_streak``,
and the per-game figures the game reports as ``extras`` (``max_rocket``, ``min_misfires`` …), so an
achievement is a pure function of data that is already saved: nothing needs to be recomputed from
old games. Which achievements a game has is written in its description
(:class:`speedgames.core.description.AchievementSpec`); this module turns them into predicates.
Names and descriptions are locale keys ``core.achievements.<id with _ for .>.name`` / ``.desc``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Callable, Mapping

from speedgames.core import catalog
from speedgames.core.description import AchievementSpec

Stats = Mapping[str, Any]


@dataclass(frozen=True)
class Achievement:
    id: str  # "<game>.<name>"
    game: str
    predicate: Callable[[Stats], bool]

    @property
    def key(self) -> str:
        return "core.achievements." + self.id.replace(".", "_")

    @property
    def name_key(self) -> str:
        return self.key + ".name"

    @property
    def desc_key(self) -> str:
        return self.key + ".desc"

    def reached(self, stats: Stats) -> bool:
        try:
            return bool(self.predicate(stats))
        except (KeyError, TypeError, ValueError):
            return False


def _extra(stats: Stats, key: str) -> Any:
    value = stats.get("extras", {}).get(key)
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def predicate(spec: AchievementSpec) -> Callable[[Stats], bool]:
    """The test of one description's achievement: a statistic (or an extra figure) at least
    ``n``, or exactly ``n``; a missing extra never counts."""
    if spec.extra and spec.exactly:
        return lambda s: _extra(s, spec.stat) == spec.n
    if spec.extra:
        return lambda s: (_extra(s, spec.stat) or 0) >= spec.n
    if spec.exactly:
        return lambda s: s.get(spec.stat, 0) == spec.n
    return lambda s: s.get(spec.stat, 0) >= spec.n


@lru_cache(maxsize=None)
def _of_game(game_id: str) -> tuple[Achievement, ...]:
    description = catalog.find(game_id)
    if description is None:
        return ()
    return tuple(Achievement(f"{game_id}.{spec.name}", game_id, predicate(spec))
                 for spec in description.achievements)


def for_game(game_id: str) -> list[Achievement]:
    """The achievements of one game, in the order its description lists them."""
    return list(_of_game(game_id)) if isinstance(game_id, str) else []


def get(achievement_id: str) -> Achievement | None:
    game_id = str(achievement_id).split(".", 1)[0]
    return next((a for a in for_game(game_id) if a.id == achievement_id), None)


def newly_reached(game_id: str, before: Mapping[str, Any], stats: Stats) -> list[Achievement]:
    """Achievements of ``game_id`` that ``stats`` meets and ``before`` (id → date) lacks."""
    return [a for a in for_game(game_id) if a.id not in before and a.reached(stats)]
