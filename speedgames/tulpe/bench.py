"""Speedtulpe's performance figures for ``speedgames bench``.

Why these: the brief sets targets of a computer decision p95 < 50 ms (the screen must never
stall), a Zufall layout built well within a second at game start, and a whole 4-seat computer
game < 1 s (simulations for tuning and the tests stay quick).
"""

from __future__ import annotations

import statistics
import time
from typing import Any

from speedgames.core import benchkit
from speedgames.tulpe.ai import make_player
from speedgames.tulpe.rules import GAME
from speedgames.tulpe.rules.layout import generate


def play_timed(levels: list[str], seed: int, options: dict[str, Any] | None = None
               ) -> tuple[float, dict[str, list[float]]]:
    """One computer-only game: (wall seconds, decision times in ms per level); a roll is not a
    decision worth timing."""
    return benchkit.play_timed(GAME, make_player, levels, seed, options,
                               timed=lambda action: action.type != "roll")


def bench_figures(quick: bool = False) -> dict[str, Any]:
    games = 3 if quick else 10
    layout_ms = []
    for seed in range(10 if quick else 50):
        t0 = time.perf_counter()
        generate(seed)
        layout_ms.append((time.perf_counter() - t0) * 1000)
    game_seconds = []
    game_cpu = []
    decisions: dict[str, list[float]] = {"easy": [], "normal": [], "strong": []}
    for seed in range(games):
        cpu = time.process_time()
        seconds, times = play_timed(["strong", "normal", "easy", "strong"], seed)
        game_cpu.append(time.process_time() - cpu)
        game_seconds.append(seconds)
        for level, values in times.items():
            decisions[level].extend(values)
    return {
        **benchkit.level_figures(decisions, "", ("p95", "max")),
        "decision_target_ms": 50,
        "layout_ms_mean": round(statistics.mean(layout_ms), 1),
        "layout_ms_max": round(max(layout_ms), 1),
        "layout_target_ms": 1000,
        "game_4_seats_seconds_mean": round(statistics.mean(game_seconds), 3),
        "game_4_seats_seconds_max": round(max(game_seconds), 3),
        # CPU time too: on a busy machine the wall clock says more about the neighbours.
        "game_4_seats_cpu_seconds_mean": round(statistics.mean(game_cpu), 3),
        "game_target_seconds": 1.0,
    }


if __name__ == "__main__":  # pragma: no cover - manual run
    import json

    print(json.dumps(bench_figures(), indent=2))
