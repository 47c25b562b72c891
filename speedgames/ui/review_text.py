"""Decisions in words for the Analyse screen: „Ziehen“, „Fahren bis Feld 31“, „4 × Gelb“.

Why short texts per action type instead of the scenes' own labels: the analysis shows moves of a
finished game, out of the scene that played them; each action type has one short text
(``review.action.<game>.<type>``), filled with the few fields it needs by the game's description
(``phrase``).
"""

from __future__ import annotations

from typing import Any

from speedgames.core import catalog
from speedgames.core.game import Action
from speedgames.core.i18n import t
from speedgames.core.moments import moment_text


def describe(game: str, action: Action) -> str:
    """A short phrase for ``action`` of ``game`` in the current language: the game's own words
    where the move has fields (its description's ``phrase``), else ``review.action.<game>.<type>``.
    """
    description = catalog.find(game)
    phrase = description.phrase(action) if description and description.phrase else None
    return phrase if phrase is not None else t(f"review.action.{game}.{action.type}")


def marker_text(marker: Any) -> str:
    """„Abend 3 · Einkauf“, „Runde 5“, „Wurf 7“ (:func:`speedgames.core.moments.moment_text`)."""
    return moment_text(marker)
