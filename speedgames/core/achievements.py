"""The „Erfolge“: a registry of achievements, each a predicate over one profile's statistics.

Statistics (see :mod:`speedgames.core.records`) hold ``games``, ``wins``, ``daily_best_streak``,
and the per-game figures the game reports as ``extras`` (``max_rocket``, ``min_misfires`` …), so an
achievement is a pure function of data that is already saved: nothing needs to be recomputed from
old games, and a game can register its own with :func:`register`.
Names and descriptions are locale keys ``core.achievements.<id with _ for .>.name`` / ``.desc``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

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


_REGISTRY: dict[str, Achievement] = {}


def register(achievement_id: str, predicate: Callable[[Stats], bool]) -> Achievement:
    """Add (or replace) an achievement; ``achievement_id`` is ``"<game>.<name>"``."""
    game = achievement_id.split(".", 1)[0]
    item = Achievement(achievement_id, game, predicate)
    _REGISTRY[achievement_id] = item
    return item


def for_game(game_id: str) -> list[Achievement]:
    """The achievements of one game, in the order they were registered."""
    return [a for a in _REGISTRY.values() if a.game == game_id]


def get(achievement_id: str) -> Achievement | None:
    return _REGISTRY.get(achievement_id)


def newly_reached(game_id: str, before: Mapping[str, Any], stats: Stats) -> list[Achievement]:
    """Achievements of ``game_id`` that ``stats`` meets and ``before`` (id → date) lacks."""
    return [a for a in for_game(game_id) if a.id not in before and a.reached(stats)]


def _extra(stats: Stats, key: str) -> Any:
    value = stats.get("extras", {}).get(key)
    return value if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _at_least(field: str, n: int) -> Callable[[Stats], bool]:
    return lambda s: s.get(field, 0) >= n


def _extra_at_least(key: str, n: float) -> Callable[[Stats], bool]:
    return lambda s: (_extra(s, key) or 0) >= n


def _extra_is(key: str, n: float) -> Callable[[Stats], bool]:
    return lambda s: _extra(s, key) == n


# Speedrocket — the seed's „Erfolge (ohne Fehlzündung, Rakete bis Feld 53, 10 Siege,
# 7 Tagesrätsel in Folge, 25 Partien)“. Extras reported per game: ``min_misfires`` (number of
# Fehlzündungen in the game), ``max_rocket`` (highest Wertungsfeld), ``fav_chip`` (bought chips).
register("rocket.no_misfire", _extra_is("min_misfires", 0))
register("rocket.field_53", _extra_at_least("max_rocket", 53))
register("rocket.wins_10", _at_least("wins", 10))
register("rocket.daily_7", _at_least("daily_best_streak", 7))
register("rocket.games_25", _at_least("games", 25))

# Speedsprit — extras ``min_fuel_left`` (litres left on reaching the Ziel, only when it did).
register("sprit.first_win", _at_least("wins", 1))
register("sprit.last_drop", _extra_is("min_fuel_left", 0))
register("sprit.wins_10", _at_least("wins", 10))
register("sprit.daily_7", _at_least("daily_best_streak", 7))
register("sprit.games_25", _at_least("games", 25))

# Speedtulpe — extras ``min_cans_used`` (Gießkannen used in the game).
register("tulpe.first_win", _at_least("wins", 1))
register("tulpe.no_cans", _extra_is("min_cans_used", 0))
register("tulpe.wins_10", _at_least("wins", 10))
register("tulpe.daily_7", _at_least("daily_best_streak", 7))
register("tulpe.games_25", _at_least("games", 25))
