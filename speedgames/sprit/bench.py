"""Speedsprit's performance figures for ``bench``: AI decision time and a full 4-car game.

Targets (issue 3): a computer decision p95 under 100 ms, a full 4-car Alpenpass game of computers
under 3 s. The first decision of a process also loads the shipped turn tables (~0.1 s); that
load is reported on its own so it doesn't hide in the percentiles.
"""

from __future__ import annotations

import time
from typing import Any

from speedgames.core import benchkit
from speedgames.sprit.ai import make_player
from speedgames.sprit.rules import GAME

DECISION_TARGET_MS = 100.0
GAME_TARGET_S = 3.0


def play_timed(levels: list[str], seed: int,
               **options: Any) -> tuple[float, dict[str, list[float]]]:
    """Seconds for one computer game, and the decision times in ms per level."""
    return benchkit.play_timed(GAME, make_player, levels, seed, options)


def bench_figures(quick: bool = False) -> dict[str, Any]:
    """Decision time p95 per level and the full 4-car Alpenpass game time (mean and max)."""
    from speedgames.sprit.ai import table as ai_table

    t0 = time.perf_counter()
    ai_table.table_for("alpenpass", 1, 1)
    load_ms = (time.perf_counter() - t0) * 1000
    games = 2 if quick else 6
    decisions: dict[str, list[float]] = {"easy": [], "normal": [], "strong": []}
    seconds = []
    for seed in range(games):
        took, times = play_timed(["strong", "strong", "strong", "strong"], seed,
                                 track="alpenpass")
        seconds.append(took)
        decisions["strong"].extend(times["strong"])
    for seed in range(games):
        _took, times = play_timed(["normal", "easy", "normal", "easy"], seed, track="bergsprint")
        for level, values in times.items():
            decisions[level].extend(values)
    return {
        "sprit_tables_load_ms": round(load_ms, 1),
        **benchkit.level_figures(decisions, "sprit_", ("p95", "max")),
        "sprit_decision_target_ms": DECISION_TARGET_MS,
        "sprit_game_4_cars_alpenpass_seconds_mean": round(sum(seconds) / len(seconds), 3),
        "sprit_game_4_cars_alpenpass_seconds_max": round(max(seconds), 3),
        "sprit_game_target_seconds": GAME_TARGET_S,
    }


if __name__ == "__main__":  # pragma: no cover - manual run
    import json

    print(json.dumps(bench_figures(), indent=2))
