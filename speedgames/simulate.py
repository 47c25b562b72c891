"""`simulate GAME --seats strong,normal,easy`: computer-only games, one JSON line per game.

Seats rotate by default: game n puts the listed levels into the seats shifted by n (level k sits
in seat (k + n) mod seats), because the seats are not even — in Speedsprit the later start gets
more fuel, in every game someone moves first — so a level always in seat 0 would report the
seat's share, not its own. The summary gives each listed level's win share overall and by the
seat it sat in (``--no-rotate`` keeps the listed order in every game).
"""

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
    # the seats as the game settled them (a mode may add computers), so the players follow the
    # state's seats, not the request
    settled = getattr(state, "options", {}).get("seats") or seats
    players = [make_player(game_id, s.get("level", "strong"), s.get("style"), seed * 31 + i)
               for i, s in enumerate(settled)]
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


def seating(levels: list[str], n: int, rotate: bool = True) -> list[int]:
    """For game ``n``: which listed level (its index) sits in each seat."""
    size = len(levels)
    shift = n % size if rotate and size else 0
    return [(seat - shift) % size for seat in range(size)]


def _share(wins: float, games: int) -> float | None:
    return round(wins / games, 4) if games else None


def run(game_id: str, levels: list[str], games: int, seed: int, options: dict[str, Any],
        out: TextIO = sys.stdout, rotate: bool = True,
        report: TextIO | None = sys.stderr) -> dict[str, Any]:
    """Play ``games`` games; per game a JSON line, then a summary line (listed-level order):
    ``win_rate`` overall, ``win_rate_by_seat`` per level and seat (None where it never sat),
    ``seat_win_rate`` (all levels), ``mean_score``. A readable table goes to ``report``."""
    size = len(levels)
    wins = [0.0] * size
    seat_wins = [[0.0] * size for _ in range(size)]   # [level][seat]
    seat_games = [[0] * size for _ in range(size)]
    by_seat = [0.0] * size
    score_sums = [0.0] * size
    total_seconds = 0.0
    for n in range(games):
        who = seating(levels, n, rotate)
        line = play_one(game_id, [levels[k] for k in who], seed + n, options)
        line["levels"] = who
        print(json.dumps(line), file=out, flush=True)
        winners = [i for i, r in enumerate(line["ranks"]) if r == 1]
        for seat, k in enumerate(who):
            seat_games[k][seat] += 1
        for seat in winners:
            if seat >= size:   # a seat the mode added (a Rekordjagd's rival): no listed level
                continue
            share = 1 / len(winners)
            wins[who[seat]] += share
            seat_wins[who[seat]][seat] += share
            by_seat[seat] += share
        for seat, s in enumerate(line["scores"][:size]):
            score_sums[who[seat]] += s
        total_seconds += line["seconds"]
    summary = {
        "summary": True, "game": game_id, "games": games, "seats": levels, "rotated": rotate,
        "win_rate": [round(w / games, 4) for w in wins] if games else [],
        "win_rate_by_seat": [[_share(seat_wins[k][j], seat_games[k][j]) for j in range(size)]
                             for k in range(size)] if games else [],
        "seat_win_rate": [round(w / games, 4) for w in by_seat] if games else [],
        "mean_score": [round(s / games, 2) for s in score_sums] if games else [],
        "mean_seconds": round(total_seconds / games, 4) if games else 0,
    }
    print(json.dumps(summary), file=out, flush=True)
    if report is not None and games:
        _print_table(summary, report)
    return summary


def _print_table(summary: dict[str, Any], report: TextIO) -> None:
    """Each level's win share overall (with its 95 % interval) and by seat, readable."""
    games = summary["games"]
    seats = len(summary["seats"])
    head = "level".ljust(14) + "overall".rjust(16) + "".join(f"seat {j}".rjust(9)
                                                             for j in range(seats))
    print(head, file=report)
    for k, level in enumerate(summary["seats"]):
        p = summary["win_rate"][k]
        half = 1.96 * (p * (1 - p) / games) ** 0.5
        cells = "".join(("–" if v is None else f"{100 * v:.1f}%").rjust(9)
                        for v in summary["win_rate_by_seat"][k])
        print(f"{k}:{level}".ljust(14) + f"{100 * p:.1f}% ± {100 * half:.1f}".rjust(16) + cells,
              file=report)
    cells = "".join(f"{100 * v:.1f}%".rjust(9) for v in summary["seat_win_rate"])
    print("all levels".ljust(30) + cells, file=report, flush=True)
