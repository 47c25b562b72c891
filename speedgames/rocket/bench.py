"""Speedrocket's performance figures for ``bench``: computer decision times and full games.

Targets (issue 6): a computer decision p95 under 50 ms, a full 4-seat 9-evening game of
computers under 2 s. Two tables are timed: four strong computers (the worst case: every seat
computes its exact expectation) and the usual mix strong, mittel, leicht, leicht.
"""

from __future__ import annotations

from typing import Any

from speedgames.core import benchkit
from speedgames.rocket.ai import make_player
from speedgames.rocket.rules import GAME

DECISION_TARGET_MS = 50.0
GAME_TARGET_S = 2.0


def play_timed(levels: list[str], seed: int,
               **options: Any) -> tuple[float, dict[str, list[float]]]:
    """Seconds for one computer game of nine evenings, and the decision times in ms per level."""
    return benchkit.play_timed(GAME, make_player, levels, seed, {"evenings": 9, **options})


def bench_figures(quick: bool = False) -> dict[str, Any]:
    """Decision time p50/p95/max per level and the full 4-seat game times (mean and max)."""
    games = 2 if quick else 6
    decisions: dict[str, list[float]] = {"easy": [], "normal": [], "strong": []}
    strong4: list[float] = []
    mixed: list[float] = []
    for seed in range(games):
        took, times = play_timed(["strong"] * 4, seed)
        strong4.append(took)
        decisions["strong"].extend(times["strong"])
    for seed in range(games):
        took, times = play_timed(["strong", "normal", "easy", "easy"], seed)
        mixed.append(took)
        for level, values in times.items():
            decisions[level].extend(values)
    return {
        **benchkit.level_figures(decisions, "rocket_"),
        "rocket_decision_target_ms": DECISION_TARGET_MS,
        "rocket_game_4_strong_9_evenings_seconds_mean": round(sum(strong4) / len(strong4), 3),
        "rocket_game_4_strong_9_evenings_seconds_max": round(max(strong4), 3),
        "rocket_game_strong_normal_easy_easy_seconds_mean": round(sum(mixed) / len(mixed), 3),
        "rocket_game_target_seconds": GAME_TARGET_S,
    }


if __name__ == "__main__":  # pragma: no cover - manual run
    import json

    print(json.dumps(bench_figures(), indent=2))
