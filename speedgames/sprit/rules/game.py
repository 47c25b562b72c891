"""The Speedsprit ``Game`` object: metadata and constructors behind the shared protocol."""

from __future__ import annotations

from typing import Any, Mapping

from speedgames.core.game import Game
from speedgames.sprit.rules.options import normalise
from speedgames.sprit.rules.state import SpritState
from speedgames.sprit.rules import undo as _undo


class SpritGame(Game):
    id = "sprit"
    rules_version = 1
    min_seats = 1  # a solo game: one human plus computers (at least two cars)
    max_seats = 6

    def undo_barrier(self, step: Any) -> bool:
        return _undo.barrier(step)

    def new_state(self, options: Mapping[str, Any], seed: int) -> SpritState:
        return SpritState.new(normalise(options), seed)

    def state_from_json(self, data: Mapping[str, Any]) -> SpritState:
        return SpritState.from_json(dict(data))

    def default_options(self) -> dict[str, Any]:
        return {"seats": [{"kind": "human", "name": "Spieler"},
                          {"kind": "ai", "level": "normal"}],
                "mode": "table", "track": "alpenpass", "cards": True, "end": "last",
                "duel": False, "clock": None}


GAME = SpritGame()
