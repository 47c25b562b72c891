"""The rigging of the guided first game („Erste Partie“), on only with the option ``tutorial``.

Why in the rules: the guide must show a „Sand drauf?“ and a Fehlzündung at the moment its coach
talks about them, so the draws cannot be left to the seed. The rigging is part of the options, so
the tutorial's save replays exactly (it is resumed like any save), and the records refuse any
game that carries it (:func:`speedgames.core.records.verify.is_guided`): never in a list.

Option shape: ``{"draws": {"<evening>": ["W1", "O1", …]}, "deck": ["messegaeste", …]}`` — the
first draws of every seat on that evening (the guide has one seat; each chip must be in the bag
when drawn, after them the seat's stream draws as usual) and the first Extrablätter. A tutorial
game may have 3 evenings.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import data, extrablatt

TUTORIAL_EVENINGS = 3


def normalise(raw: Any) -> dict[str, Any]:
    """A clean copy of the ``tutorial`` option (ValueError on nonsense)."""
    if not isinstance(raw, Mapping):
        raise ValueError("the tutorial option is a dict")  # noqa: TRY004 (bad option)
    draws: dict[str, list[str]] = {}
    for evening, chips in dict(raw.get("draws") or {}).items():
        if not str(evening).isdigit() or not isinstance(chips, list) \
                or not all(c in data.CHIP_INDEX for c in chips):
            raise ValueError(f"bad tutorial draws for evening {evening!r}")
        draws[str(int(evening))] = list(chips)
    deck = list(raw.get("deck") or [])
    if not all(c in extrablatt.ALL_CARDS for c in deck) or len(set(deck)) != len(deck):
        raise ValueError("bad tutorial deck")
    return {"draws": draws, "deck": deck}


def deck(rig: Mapping[str, Any] | None, cards: list[str]) -> list[str]:
    """The deck with the rigged cards first (the others keep their shuffled order)."""
    if not rig:
        return cards
    first = list(rig.get("deck") or [])
    return first + [c for c in cards if c not in first]


def forced(rig: Mapping[str, Any] | None, evening: int) -> list[str]:
    """The rigged first draws of ``evening`` (none without the option)."""
    if not rig:
        return []
    return list((rig.get("draws") or {}).get(str(evening), []))
