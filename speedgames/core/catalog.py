"""The games of the collection: the one list of game packages, read by core, ui and the shell.

Why one list: the registry of rules, the computer players, the Kontor, the records, the command
line and the screenshots all walk "every game"; each reads it here, and everything else about a
game comes from its description (:class:`speedgames.core.description.GameDescription`, in
``<package>.description``). A new game is one line here and a package of its own.
The packages are imported by name, so core never depends on a game package.
"""

from __future__ import annotations

import importlib
from functools import lru_cache

from speedgames.core.description import GameDescription

PACKAGES = ("speedgames.rocket", "speedgames.sprit", "speedgames.tulpe")


@lru_cache(maxsize=None)
def descriptions() -> tuple[GameDescription, ...]:
    """Every game's description, in the collection's order (``order``, then the list above)."""
    found = []
    for package in PACKAGES:
        description = importlib.import_module(f"{package}.description").DESCRIPTION
        if description.package != package:
            raise ValueError(f"{package}.description describes {description.package!r}")
        found.append(description)
    return tuple(sorted(found, key=lambda d: d.order))


@lru_cache(maxsize=None)
def _by_id() -> dict[str, GameDescription]:
    return {d.id: d for d in descriptions()}


def game_ids() -> tuple[str, ...]:
    """The game ids in the collection's order."""
    return tuple(d.id for d in descriptions())


def first_game() -> str:
    """The game a screen opens with when it is not told one."""
    return descriptions()[0].id


def describe(game_id: str) -> GameDescription:
    """The description of ``game_id``; KeyError for an unknown game."""
    try:
        return _by_id()[game_id]
    except (KeyError, TypeError):
        raise KeyError(f"unknown game {game_id!r}") from None


def find(game_id: object) -> GameDescription | None:
    """The description of ``game_id``, or None (for ids read from files)."""
    return _by_id().get(game_id) if isinstance(game_id, str) else None


def known(game_id: object, fallback: str | None = None) -> str:
    """``game_id`` when it is a game of the collection, else ``fallback`` or the first game."""
    return game_id if find(game_id) is not None else (fallback or first_game())  # type: ignore
