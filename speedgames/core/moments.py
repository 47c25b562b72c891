"""Where in a game a position lies, in the game's own time: „Abend 3 · Einkauf“, „Runde 8“, „Wurf 12“.

Why apart from the judges: the Analyse rows, the replay bar and its chapters all name a position
the same way, and the judges (``<game>/analysis.py``) are about values, not about names. A game
may give a ``moments`` module (``speedgames.<game>.moments``) whose ``marker(state)`` returns a
dict: its first entry is the chapter (``{"evening": 3}``, ``{"round": 8}``, ``{"wurf": 12}``,
the keys :data:`CHAPTERS` knows), and an optional ``"part"`` names the phase within it by a
locale key (``"rocket.ui.moment.shop"``). Without a ``moments`` module the judge's own
``marker`` is used (the older, chapter-only form), so every game keeps working.

API: ``marker_of(game_id) -> (state -> dict)`` · ``chapter_of(marker) -> dict`` (the marker
without its part, what Strg+←/→ jumps by) · ``moment_text(marker) -> str`` · :data:`CHAPTERS`.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable

from speedgames.core import catalog
from speedgames.core.i18n import has, t

CHAPTERS = {"evening": "review.marker.evening", "round": "review.marker.round",
            "wurf": "review.marker.wurf"}  # the chapter keys the screens can name
PART = "part"


def marker_of(game_id: str) -> Callable[[Any], dict[str, Any]]:
    """The game's ``moments.marker`` when it has one, else its judge's ``marker``."""
    desc = catalog.describe(game_id)
    try:
        return importlib.import_module(desc.module("moments")).marker
    except ModuleNotFoundError as exc:
        if exc.name != desc.module("moments"):
            raise
    return importlib.import_module(desc.module("analysis")).marker


def chapter_of(marker: Any) -> Any:
    """The marker without the phase inside the chapter: two positions of one evening, Runde or
    Wurf have the same chapter."""
    if isinstance(marker, dict):
        return {k: v for k, v in marker.items() if k != PART}
    return marker


def moment_text(marker: Any) -> str:
    """„Abend 3 · Einkauf“, „Runde 5“, „Wurf 7“ in the current language; "" for none (an
    unknown or damaged marker names nothing rather than failing)."""
    if not isinstance(marker, dict):
        return ""
    where = next((t(key, n=marker[name]) for name, key in CHAPTERS.items() if name in marker), "")
    part = marker.get(PART)
    if isinstance(part, str) and part and has(part):
        return t("review.marker.with_part", where=where, part=t(part)) if where else t(part)
    return where
