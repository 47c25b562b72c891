"""Decisions in words for the Analyse screen: „Ziehen“, „Fahren bis Feld 31“, „4 × Gelb“.

Why one small table per game instead of the scenes' own labels: the analysis shows moves of a
finished game, out of the scene that played them; each action type has one short text
(``review.action.<game>.<type>``) and the few fields it needs.
"""

from __future__ import annotations

from typing import Any

from speedgames.core.game import Action
from speedgames.core.i18n import t

MARKERS = {"evening": "review.marker.evening", "round": "review.marker.round",
           "wurf": "review.marker.wurf"}


def describe(game: str, action: Action) -> str:
    """A short phrase for ``action`` of ``game`` in the current language."""
    kind = action.type
    key = f"review.action.{game}.{kind}"
    if game == "rocket":
        if kind == "preview":
            index = action.get("index")
            return t(key + ("_none" if index is None else ""), n=(index or 0) + 1)
        if kind in ("take", "trade"):
            return t(f"{key}.{action.get('what')}")
        if kind == "buy":
            return t(key, chips=", ".join(str(c) for c in action.get("chips") or []))
    if game == "sprit":
        if kind in ("tank", "kanister"):
            return t(key + ("_give" if (action.get("amount") or 0) < 0 else ""))
        if kind == "drive":
            return t(key, to=action.get("to"))
    if game == "tulpe" and kind == "choose":
        cells = action.get("cells") or []
        where = " ".join(f"{'ABCDEFGHIJKLMNO'[c]}{r + 1}" for c, r in cells[:6]
                         if isinstance(c, int) and 0 <= c < 15 and isinstance(r, int))
        return t(key, number=action.get("number"),
                 color=t(f"tulpe.color.{action.get('color')}"), cells=where)
    return t(key)


def marker_text(marker: Any) -> str:
    """„Abend 3“, „Runde 5“, „Wurf 7“ from a judge's marker."""
    if isinstance(marker, dict):
        for name, key in MARKERS.items():
            if name in marker:
                return t(key, n=marker[name])
    return ""
