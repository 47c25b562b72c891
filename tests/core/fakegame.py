"""A tiny seeded dice game that speaks the game protocol, for testing the core services without
depending on the three real games (which other people are building at the same time).

Each seat in turn either ``roll``s (a die from the state's stream: +1…+6, but a 1 costs 5) or
``hold``s (+0). After ``rounds`` rounds the game is over; ranks share places on equal scores.
Register it with the ``fake_games`` fixture of conftest.py (or :func:`install` in a child
process): ids ``fake``
and, for the id-dependent leaderboard rules, ``tulpe``/``sprit``/``rocket`` replaced by copies.
"""

from __future__ import annotations

import json
from typing import Any, Mapping

from speedgames.core import game as game_mod
from speedgames.core.game import Action, Game, IllegalAction, State, event
from speedgames.core.rng import Stream


class FakeState(State):
    def __init__(self, options: Mapping[str, Any], seed: int, game_id: str) -> None:
        self.game_id = game_id
        self.options = json.loads(json.dumps(options))
        self.seats = len(self.options.get("seats", [])) or 1
        self.rounds = int(self.options.get("rounds", 3))
        self.turn = 0
        self.round = 0
        self.scores = [0] * self.seats
        self.dice = Stream.derive(seed, "dice")

    def to_move(self) -> list[int]:
        return [] if self.is_over() else [self.turn]

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move():
            return []
        return [Action("roll"), Action("hold")]

    def apply(self, seat: int, action: Action) -> list[dict[str, Any]]:
        if self.is_over():
            raise IllegalAction("errors.game_over")
        if seat != self.turn:
            raise IllegalAction("errors.not_your_turn")
        if action.type not in ("roll", "hold") or action.fields:
            raise IllegalAction("errors.unknown_action", type=action.type)
        gained = 0
        if action.type == "roll":
            die = self.dice.randint(1, 6)
            gained = -5 if die == 1 else die
        self.scores[seat] += gained
        self.turn += 1
        if self.turn == self.seats:
            self.turn = 0
            self.round += 1
        return [event(action.type, seat=seat, gained=gained)]

    def is_over(self) -> bool:
        return self.round >= self.rounds

    def result(self) -> dict[str, Any]:
        ranks = [1 + sum(1 for other in self.scores if other > mine) for mine in self.scores]
        return {"scores": list(self.scores), "ranks": ranks, "tiebreak": []}

    def view(self, seat: int) -> dict[str, Any]:
        return self.summary()

    def summary(self) -> dict[str, Any]:
        return {"round": self.round, "turn": self.turn, "scores": list(self.scores)}

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game_id, "options": self.options, "turn": self.turn,
                "round": self.round, "scores": list(self.scores), "dice": self.dice.to_json()}


class FakeGame(Game):
    rules_version = 1
    min_seats = 1
    max_seats = 6

    def __init__(self, game_id: str = "fake") -> None:
        self.id = game_id

    def new_state(self, options: Mapping[str, Any], seed: int) -> FakeState:
        return FakeState(options, seed, self.id)

    def canonical_options(self, options: Mapping[str, Any]) -> tuple[dict[str, Any], int | None]:
        """A solo mode of the fake game is one human over two rounds, three for the daily
        puzzle (any seed, even daily: the real games' day seeds are tested with them)."""
        mode = options.get("mode")
        if mode not in ("rekordjagd", "daily", "meisterbrief"):
            raise ValueError(f"no canonical options for {mode!r}")
        out: dict[str, Any] = {"seats": [{"kind": "human"}], "rounds": 2, "mode": mode}
        if mode == "daily":
            out.update(date=options.get("date"), rounds=3)
        return out, None

    def state_from_json(self, data: Mapping[str, Any]) -> FakeState:
        state = FakeState(data["options"], 0, self.id)
        state.turn, state.round = data["turn"], data["round"]
        state.scores = list(data["scores"])
        state.dice = Stream.from_json(data["dice"])
        return state


FAKE_IDS = ("fake", "rocket", "sprit", "tulpe")


def install(patch_target: Any = None) -> dict[str, FakeGame]:
    """Make ``get_game`` return fake games (for a child process; tests use the fixture)."""
    games = {gid: FakeGame(gid) for gid in FAKE_IDS}

    def get_game(game_id: str) -> Game:
        if game_id in games:
            return games[game_id]
        raise KeyError(f"unknown game {game_id!r}")

    if patch_target is None:
        game_mod.get_game = get_game
    else:
        patch_target.setattr(game_mod, "get_game", get_game)
    return games


def play(game: Game, options: Mapping[str, Any], seed: int, moves: list[str] | None = None):
    """A finished (or, with ``moves``, partial) Match: every seat rolls unless told otherwise."""
    match = game_mod.Match(game, options, seed)
    if moves is None:
        while not match.state.is_over():
            match.apply(match.state.to_move()[0], Action("roll"))
    else:
        for move in moves:
            match.apply(match.state.to_move()[0], Action(move))
    return match


def seats(*kinds: str) -> list[dict[str, Any]]:
    """``seats("Anna", "ai:strong")`` → human Anna and a strong computer."""
    out = []
    for item in kinds:
        if item.startswith("ai:"):
            out.append({"kind": "ai", "level": item[3:], "name": item})
        else:
            out.append({"kind": "human", "name": item})
    return out
