"""The legal actions of the car to move, and Platz / Zielplatz.

A turn is exactly one of: ``drive`` (to a field :mod:`reachability` allows), ``werkstatt`` (roll
back to the nearest Werkstatt behind, if it is free), ``tank`` (+10 / −10 on a Tankstelle),
``stamp`` (forced on the turn after arriving on a Kontrolle). ``kanister`` is the choice an
Ersatzkanister card asks for. Festgefahren is automatic (see ``state.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from speedgames.core.game import Action
from speedgames.sprit.rules.fuel import FUEL_STEP
from speedgames.sprit.rules.reachability import reachable
from speedgames.sprit.rules.tracks import TANKSTELLE

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState


_DRIVES = [Action("drive", to=t) for t in range(70)]  # Actions are immutable: build them once
_WERKSTATT = Action("werkstatt")
_STAMP = Action("stamp")
_TANK_UP, _TANK_DOWN = Action("tank", amount=FUEL_STEP), Action("tank", amount=-FUEL_STEP)
_KANISTER_UP, _KANISTER_DOWN = (Action("kanister", amount=FUEL_STEP),
                                Action("kanister", amount=-FUEL_STEP))


def werkstatt_target(state: "SpritState", car: int) -> int | None:
    """The Werkstatt ``car`` may roll back to now, or None (none behind, or it is taken)."""
    c = state.cars[car]
    if c["finished"] or c["must_stamp"]:
        return None
    target = state.track.werkstatt_behind(c["field"])
    if target is None or not state.is_free(target, car):
        return None
    return target


def car_actions(state: "SpritState", car: int) -> list[Action]:
    """Every action the car may take in its turn (ignores whose turn it is)."""
    c = state.cars[car]
    if c["finished"]:
        return []
    if state.phase == "kanister" and state.active_car == car:
        return [_KANISTER_UP, _KANISTER_DOWN] if c["fuel"] >= FUEL_STEP else [_KANISTER_UP]
    if c["must_stamp"]:
        return [_STAMP]
    acts = [_DRIVES[t] for t in reachable(state, car)]
    if werkstatt_target(state, car) is not None:
        acts.append(_WERKSTATT)
    if state.track.code(c["field"]) == TANKSTELLE:
        acts.append(_TANK_UP)
        if c["fuel"] >= FUEL_STEP:
            acts.append(_TANK_DOWN)
    return acts


def platz(state: "SpritState", car: int) -> int:
    """1 + cars in the Ziel or on a higher field; a car in the Ziel keeps its Zielplatz."""
    c = state.cars[car]
    if c["finished"]:
        return c["zielplatz"]
    return 1 + sum(1 for i, o in enumerate(state.cars)
                   if i != car and (o["finished"] or o["field"] > c["field"]))
