"""Hand-built Speedsprit positions for the rule tests."""

from __future__ import annotations

from typing import Any

from speedgames.core.game import Action
from speedgames.sprit.rules import GAME, SpritState


def new(cars: int = 2, track: str = "alpenpass", cards: bool = True, seed: int = 1,
        **options: Any) -> SpritState:
    opts = {"seats": [{"kind": "human", "name": f"P{i}"} for i in range(cars)],
            "track": track, "cards": cards, **options}
    return GAME.new_state(opts, seed)


def put(state: SpritState, car: int, field: int, fuel: int | None = None,
        stamps: int | None = None, **flags: Any) -> dict[str, Any]:
    """Place a car by hand (no rule applied) and return its data."""
    c = state.cars[car]
    c["field"] = field
    if fuel is not None:
        c["fuel"] = fuel
    if stamps is not None:
        c["stamps"] = stamps
    c.update({"must_stamp": False, "tafel_checked": True, **flags})
    return c


def activate(state: SpritState, car: int) -> int:
    """Make ``car`` the one to move (its turn start already settled); returns its seat."""
    state.turn_index = state.order.index(car)
    state.phase = "move"
    return state.cars[car]["seat"]


def start_turn(state: SpritState, car: int) -> list[dict[str, Any]]:
    """Run ``car``'s turn start (Tafel, Windschatten, Reifenpanne, Festgefahren) for real."""
    state.turn_index = state.order.index(car)
    state.phase = "move"
    return state._begin_turn()


def drive(to: int) -> Action:
    return Action("drive", to=to)


def park_others(state: SpritState, car: int, field: int = 0) -> None:
    """Put every other car on ``field`` (Start by default) so it blocks nothing."""
    for i, c in enumerate(state.cars):
        if i != car:
            put(state, i, field)


def types(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]
