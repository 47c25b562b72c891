"""`simulate GAME --seats strong,normal,easy`: computer-only games, one JSON line per game."""

from __future__ import annotations

import json
import sys
import time
from typing import Any, TextIO

from speedgames.core.game import get_game
from speedgames.core.players import make_player

MAX_STEPS = 200_000


def parse_value(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text


def play_one(game_id: str, levels: list[str], seed: int, options: dict[str, Any],
             styles: list[str | None] | None = None) -> dict[str, Any]:
    """Play one computer-only game and report ``seed, scores, ranks, turns, seconds``."""
    game = get_game(game_id)
    seats = []
    for i, level in enumerate(levels):
        seat = {"kind": "ai", "level": level, "name": f"{level}-{i + 1}"}
        if styles and i < len(styles) and styles[i]:
            seat["style"] = styles[i]
        seats.append(seat)
    full = {**options, "seats": seats}
    started = time.perf_counter()
    state = game.new_state(full, seed)
    players = [make_player(game_id, s["level"], s.get("style"), seed * 31 + i)
               for i, s in enumerate(seats)]
    turns = 0
    while not state.is_over():
        movers = state.to_move()
        if not movers:
            raise RuntimeError("game not over but nobody may move")
        for seat in movers:
            if seat not in state.to_move():
                continue
            decision = players[seat].choose(state, seat)
            state.apply(seat, decision.action)
            turns += 1
        if turns > MAX_STEPS:
            raise RuntimeError("simulation did not end")
    result = state.result()
    return {"seed": seed, "scores": result["scores"], "ranks": result["ranks"], "turns": turns,
            "seconds": round(time.perf_counter() - started, 4)}


def run(game_id: str, levels: list[str], games: int, seed: int, options: dict[str, Any],
        out: TextIO = sys.stdout) -> dict[str, Any]:
    wins = [0.0] * len(levels)
    score_sums = [0.0] * len(levels)
    total_seconds = 0.0
    for n in range(games):
        line = play_one(game_id, levels, seed + n, options)
        print(json.dumps(line), file=out, flush=True)
        winners = [i for i, r in enumerate(line["ranks"]) if r == 1]
        for i in winners:
            wins[i] += 1 / len(winners)
        for i, s in enumerate(line["scores"]):
            score_sums[i] += s
        total_seconds += line["seconds"]
    summary = {
        "summary": True, "game": game_id, "games": games, "seats": levels,
        "win_rate": [round(w / games, 4) for w in wins] if games else [],
        "mean_score": [round(s / games, 2) for s in score_sums] if games else [],
        "mean_seconds": round(total_seconds / games, 4) if games else 0,
    }
    print(json.dumps(summary), file=out, flush=True)
    return summary
