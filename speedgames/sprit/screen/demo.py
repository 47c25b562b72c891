"""Demonstration positions of the Speedsprit scene, for bench, screenshots and the monkey test.

``sample`` and ``variants`` give the keyword arguments the registry hands the scene; ``preplay``
plays the first moves of such a demonstration with quick computers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.core.game import Match

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike


def preplay(match: Match, actions: int) -> list[dict[str, Any]]:
    """Play ``actions`` moves with quick computers (demonstration positions: bench, screenshots),
    stopping when the first human's car is on the move again."""
    from speedgames.sprit import ai

    players = {seat: ai.make_player("easy", None, seat) for seat in range(
        len(match.options.get("seats", [])))}
    humans = [i for i, s in enumerate(match.options.get("seats", [])) if s.get("kind") == "human"]
    guard = 0
    events: list[dict[str, Any]] = []
    while not match.state.is_over() and guard < actions + 80:
        guard += 1
        seat = match.state.to_move()[0]
        if guard > actions and seat in humans and any(
                a.type == "drive" for a in match.state.legal_actions(seat)):
            break
        events += match.apply(seat, players[seat].choose(match.state, seat).action)
    return events


def sample(app: "AppLike") -> dict[str, Any]:
    seats = [{"kind": "human", "name": "Anna"},
             {"kind": "ai", "level": "strong"}, {"kind": "ai", "level": "normal"},
             {"kind": "ai", "level": "easy"}, {"kind": "ai", "level": "strong"},
             {"kind": "ai", "level": "normal"}]
    return {"options": {"seats": seats, "mode": "table", "track": "alpenpass", "cards": True,
                        "end": "last", "duel": False, "clock": None},
            "seed": 1928, "autosave": False, "preplay": 40}


def variants(app: "AppLike") -> list[tuple[str, dict[str, Any]]]:
    sprint = {"options": {"seats": [{"kind": "human", "name": "Anna"},
                                    {"kind": "ai", "level": "strong"},
                                    {"kind": "ai", "level": "normal"}],
                          "mode": "table", "track": "bergsprint", "cards": False},
              "seed": 41, "autosave": False, "preplay": 30}
    duel = {"options": {"seats": [{"kind": "human", "name": "Anna"},
                                  {"kind": "ai", "level": "strong"}],
                        "mode": "table", "track": "alpenpass", "duel": True},
            "seed": 7, "autosave": False, "preplay": 12}
    return [("sprit-game", sample(app)), ("sprit-bergsprint", sprint), ("sprit-duel", duel),
            ("sprit-car-drive", {**sample(app), "moment": "drive"})]  # held half way
