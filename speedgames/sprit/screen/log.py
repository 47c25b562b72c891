"""Spielverlauf lines for the rules' events: one language-neutral Text per event.

The rules report plain event dicts (``drive``, ``werkstatt``, ``tank``, ``stamp``, ``tafel``,
``card``, ``skip``, ``stuck``, ``windschatten`` …); this module turns each into a sentence with the
driver's name and the litres, plus the line's kind for the log colour. Pure: no pygame.
"""

from __future__ import annotations

from typing import Any, Callable

from speedgames.core.i18n import Text
from speedgames.sprit.screen.card import effect_text

NameOf = Callable[[int], Any]  # car index -> name (str or Text)


def line_for(event: dict[str, Any], name_of: NameOf) -> tuple[Text, str] | None:
    """``(text, kind)`` for the log, or None for events that need no line."""
    typ = event.get("type")
    car = event.get("car")
    name = name_of(car) if isinstance(car, int) else ""
    p = {k: v for k, v in event.items() if k not in ("type", "path")}
    p["name"] = name
    if typ == "drive":
        key = "sprit.ui.log.drive_one" if event.get("distance") == 1 else "sprit.ui.log.drive"
        return Text(key, p), "info"
    if typ == "werkstatt":
        return Text("sprit.ui.log.werkstatt", p), "good"
    if typ in ("tank", "kanister"):
        key = "tank_take" if event.get("amount", 0) > 0 else "tank_give"
        if typ == "kanister":
            key = "kanister_take" if event.get("amount", 0) > 0 else "kanister_give"
        return Text(f"sprit.ui.log.{key}", p), "info"
    if typ == "stamp":
        return Text("sprit.ui.log.stamp", p), "good"
    if typ == "tafel":
        p["tafel"] = "1/5/6" if event.get("tafel") == "1" else event.get("tafel")
        return Text("sprit.ui.log.tafel", p), "good"
    if typ == "skip":
        return Text("sprit.ui.log.skip", p), "warn"
    if typ == "stuck":
        return Text("sprit.ui.log.stuck", p), "bad"
    if typ == "card":
        return Text("sprit.ui.log.card", {"name": name,
                                          "card": Text(f"sprit.cards.{event.get('card')}.name"),
                                          "effect": effect_text(event, name)}), "head"
    if typ == "windschatten_start":
        return Text("sprit.ui.log.ws_start", p), "dim"
    if typ == "windschatten":
        if event.get("rolled_back"):
            return Text("sprit.ui.log.ws_back", p), "bad"
        if event.get("gain", 0) > 0:
            return Text("sprit.ui.log.ws_gain", p), "good"
        p["pay"] = -int(event.get("gain", 0))
        key = "sprit.ui.log.ws_pay_one" if event.get("passed") == 1 else "sprit.ui.log.ws_pay"
        return Text(key, p), "warn"
    if typ == "finish":
        return Text("sprit.ui.log.finish", p), "good"
    if typ == "reshuffle":
        return Text("sprit.ui.log.reshuffle", p), "dim"
    # "extra_turn" has no line of its own: the Rückenwind card's line already says it
    if typ == "game_over":
        return Text("sprit.ui.log.over", {}), "head"
    return None


def moves_of(event: dict[str, Any]) -> tuple[int, int, int] | None:
    """``(car, from, to)`` when the event moves a car along the road (for the animation)."""
    typ = event.get("type")
    car = event.get("car")
    if not isinstance(car, int):
        return None
    card_move = typ == "card" and event.get("effect") == "moved"
    if typ in ("drive", "werkstatt", "stuck") or card_move or \
            (typ == "windschatten" and event.get("rolled_back")):
        start, end = event.get("from"), event.get("to")
        if isinstance(start, int) and isinstance(end, int) and start != end:
            return car, start, end
    return None
