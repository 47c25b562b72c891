"""Speedtulpe's performance figures for ``speedgames bench``.

Why these: the brief sets targets of a computer decision p95 < 50 ms (the screen must never
stall), a Zufall layout built well within a second at game start, and a whole 4-seat computer
game < 1 s (simulations for tuning and the tests stay quick).
"""

from __future__ import annotations

import json
import math
import statistics
import sys
import time
from typing import Any, TextIO

from speedgames.core import benchkit
from speedgames.tulpe.ai import make_player
from speedgames.tulpe.rules import GAME
from speedgames.tulpe.rules.layout import generate


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
    decisions_cpu: dict[str, list[float]] = {"easy": [], "normal": [], "strong": []}
    for seed in range(games):
        cpu = time.process_time()
        seconds, _, times, cpu_times, _ = _play_scored(["strong", "normal", "easy", "strong"],
                                                    seed, None)
        game_cpu.append(time.process_time() - cpu)
        game_seconds.append(seconds)
        for level, values in times.items():
            decisions[level].extend(values)
        for level, values in cpu_times.items():
            decisions_cpu[level].extend(values)
    return {
        **benchkit.level_figures(decisions, "", ("p95", "max")),
        # This process's CPU time per decision: what the player costs, whatever the neighbours.
        **benchkit.level_figures(decisions_cpu, "cpu_", ("p50", "p95", "max")),
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


def rotated_match(levels: list[str], games: int, options: dict[str, Any] | None = None,
                  first_seed: int = 1, out: TextIO | None = None) -> dict[str, Any]:
    """A strength measurement: ``games`` games with the seats rotated, so every level sits in
    every chair equally often on the same seeds (game ``g`` plays seed ``first_seed + g // n``
    with the seats turned by ``g % n``). Win shares split ties; the interval is
    ±1.96·sqrt(p(1−p)/n).
    One JSON line per game goes to ``out``; the summary holds win rate, mean score and the
    decision times (ms) per level."""
    n = len(levels)
    wins = [0.0] * n
    scores: list[list[int]] = [[] for _ in range(n)]
    times: dict[str, list[float]] = {}
    cpu: dict[str, list[float]] = {}
    played = 0
    rows: list[dict[str, Any]] = []
    for g in range(games):
        turn = g % n
        seating = [(turn + i) % n for i in range(n)]  # chair → index into ``levels``
        seed = first_seed + g // n
        _, result, spent, spent_cpu, race = _play_scored([levels[k] for k in seating], seed,
                                                         options)
        best = min(result["ranks"])
        winners = [seating[c] for c, r in enumerate(result["ranks"]) if r == best]
        for k in winners:
            wins[k] += 1 / len(winners)
        for c, k in enumerate(seating):
            scores[k].append(result["scores"][c])
        for level, values in spent.items():
            times.setdefault(level, []).extend(values)
        for level, values in spent_cpu.items():
            cpu.setdefault(level, []).extend(values)
        played += 1
        row = {"game": g, "seed": seed, "seating": [levels[k] for k in seating],
               "scores": result["scores"], "ranks": result["ranks"], **race}
        rows.append(row)
        if out is not None:
            print(json.dumps(row), file=out, flush=True)
    rates = [w / played for w in wins] if played else []
    return {
        "levels": levels, "games": played, "options": options or {},
        "win_rate": [round(p, 4) for p in rates],
        "win_interval": [round(1.96 * math.sqrt(p * (1 - p) / played), 4) for p in rates],
        "mean_score": [round(statistics.mean(s), 2) for s in scores] if played else [],
        "score_interval": [round(1.96 * statistics.stdev(s) / math.sqrt(len(s)), 2)
                           if len(s) > 1 else 0.0 for s in scores],
        **benchkit.level_figures(times, ""),
        # CPU time too: on a shared machine the wall clock also counts the neighbours.
        **benchkit.level_figures(cpu, "cpu_"),
        "race": race_figures(rows),
    }


# Where a seat decided (for the pass counts of :func:`race_figures`).
SITUATIONS = ("active", "after_pass", "other")


class _Watched:
    """A player that also notes its CPU time per decision, how often it passed where, and the
    state it was shown (the game's own state object, so at the end it holds the result)."""

    def __init__(self, level: str, seed: int, watch: dict[str, Any]) -> None:
        self.level = level
        self.player = make_player(level, None, seed)
        self.watch = watch

    def choose(self, state: Any, seat: int) -> Any:
        started = time.process_time()
        decision = self.player.choose(state, seat)
        if decision.action.type != "roll":
            self.watch["cpu"].setdefault(self.level, []).append(
                (time.process_time() - started) * 1000)
            if seat == state.active:
                where = "active"
            else:
                where = "after_pass" if state.taken is None else "other"
            counts = self.watch["decided"].setdefault(seat, {k: [0, 0] for k in SITUATIONS})
            counts[where][0] += 1
            counts[where][1] += decision.action.type == "pass"
        self.watch["state"] = state
        return decision


def _play_scored(levels: list[str], seed: int, options: dict[str, Any] | None
                 ) -> tuple[float, dict[str, Any], dict[str, list[float]], dict[str, list[float]],
                            dict[str, Any]]:
    """One computer-only game: (wall seconds, result, decision times in ms per level, their CPU
    times, the race per chair — see :func:`_race`); computer ``i`` gets seed ``seed * 31 + i``,
    a roll is not a decision worth timing."""
    watch: dict[str, Any] = {"cpu": {}, "state": None, "decided": {}}
    seconds, times = benchkit.play_timed(
        GAME, lambda level, style, s: _Watched(level, s, watch), levels, seed, options,
        timed=lambda action: action.type != "roll")
    state = watch["state"]
    return seconds, state.result(), times, watch["cpu"], _race(state, watch["decided"])


def _race(state: Any, decided: dict[int, dict[str, list[int]]]) -> dict[str, Any]:
    """Per chair: columns and colours completed (and how many first), and per situation
    (active seat, after the active seat passed, otherwise) [decisions, passes] — why a level
    wins or loses, beside that it does."""
    players = state.players
    empty = {k: [0, 0] for k in SITUATIONS}
    return {"columns": [len(p.columns) for p in players],
            "first_columns": [sum(1 for _, _, first in p.columns if first) for p in players],
            "colors": [len(p.colors) for p in players],
            "first_colors": [sum(1 for _, _, first in p.colors if first) for p in players],
            "decided": [decided.get(seat, empty) for seat in range(len(players))]}


def race_figures(rows: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Per level over the games ``rows`` (the JSON lines of :func:`rotated_match`): columns,
    first columns, colours and first colours per game, and the pass share per situation."""
    sums: dict[str, dict[str, float]] = {}
    for row in rows:
        if "columns" not in row:
            continue
        for chair, level in enumerate(row["seating"]):
            acc = sums.setdefault(level, {"games": 0})
            acc["games"] += 1
            for key in ("columns", "first_columns", "colors", "first_colors"):
                acc[key] = acc.get(key, 0) + row[key][chair]
            for where, (n, passed) in row["decided"][chair].items():
                acc[f"n_{where}"] = acc.get(f"n_{where}", 0) + n
                acc[f"p_{where}"] = acc.get(f"p_{where}", 0) + passed
    out = {}
    for level, acc in sums.items():
        games = acc["games"]
        fig = {key: round(acc[key] / games, 2)
               for key in ("columns", "first_columns", "colors", "first_colors")}
        for where in SITUATIONS:
            n = acc.get(f"n_{where}", 0)
            fig[f"pass_{where}"] = round(acc.get(f"p_{where}", 0) / n, 4) if n else 0.0
        fig["games"] = games
        out[level] = fig
    return out


def _main(argv: list[str]) -> None:  # pragma: no cover - manual measurement
    """``python -m speedgames.tulpe.bench match strong,strong_v1 600 [FIRST_SEED]
    [key=value …]``, or no arguments for the bench figures."""
    if not argv:
        print(json.dumps(bench_figures(), indent=2))
        return
    _, levels, games, *pairs = argv
    first_seed = int(pairs.pop(0)) if pairs and pairs[0].isdigit() else 1
    options = {}
    for pair in pairs:
        key, _, value = pair.partition("=")
        options[key] = json.loads(value) if value[:1].isdigit() or value[:1] in "[{" else value
    summary = rotated_match(levels.split(","), int(games), options, first_seed, sys.stdout)
    print(json.dumps({"summary": True, **summary}), flush=True)


if __name__ == "__main__":  # pragma: no cover - manual run
    _main(sys.argv[1:])
