"""Checks of a game's description against what a finished game really put in the records.

Why from the outside: the statistics figures and the Erfolge of a description read figures by
name (``max_rocket``, ``fav_chip`` …); a game that stops reporting one, or reports one the
description does not know, would show an empty card or never grant an Erfolg. The games' screen
tests play a game to its end and hand the profile's statistics here.
"""

from __future__ import annotations

from speedgames.core import catalog


def declared(game_id: str, key: str) -> bool:
    """Is ``key`` one of the description's reported figures (``max_stars_`` covers a family)?"""
    names = catalog.describe(game_id).extras
    return key in names or any(n.endswith("_") and key.startswith(n) for n in names)


def assert_reports_what_it_declares(game_id: str, stats, always: tuple[str, ...] = ()) -> None:
    """Every figure the finished game left in ``stats`` (a ``core.records.GameStats``) is
    declared, and the figures the game always reports (``always``) are there to be shown."""
    reported = set(stats.extras) | {f"fav_{k}" for k in stats.favourites}
    unknown = sorted(k for k in reported if not declared(game_id, k))
    assert unknown == [], f"{game_id} reports figures its description does not name: {unknown}"
    missing = sorted(k for k in always if k not in stats.extras)
    assert missing == [], f"{game_id} did not report {missing}"
