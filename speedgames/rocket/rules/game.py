"""The Speedrocket ``Game`` object: metadata and constructors behind the shared protocol."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from speedgames.core.game import Action, Game
from speedgames.rocket.rules import undo as _undo
from speedgames.rocket.rules.state import RocketState


class RocketGame(Game):
    id = "rocket"
    rules_version = 1
    min_seats = 1
    max_seats = 4

    def undo_barrier(self, step: Any) -> bool:
        return _undo.barrier(step)

    def new_state(self, options: Mapping[str, Any], seed: int) -> RocketState:
        return RocketState.new(options, seed)

    def state_from_json(self, data: Mapping[str, Any]) -> RocketState:
        return RocketState.from_json(data)

    def action_from_json(self, data: Mapping[str, Any]) -> Action:
        return Action.from_json(data)

    def default_options(self) -> dict[str, Any]:
        return {"seats": [{"kind": "human", "name": "Spieler"}, {"kind": "ai", "level": "normal"}],
                "mode": "table", "evenings": 9, "recipes": "standard", "clock": 120}


GAME = RocketGame()
