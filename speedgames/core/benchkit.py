"""Timing helpers for the games' ``bench`` figures: computer-only games and decision times.

Why shared: each game's ``bench.py`` played computer-only games, timed every decision and
reported percentiles — the same loop three times. Here once; a game's bench keeps only its tables
(which seats, which options, which targets). Pure Python (no pygame), like the rest of core.

API:
  ``percentile(values, q) -> float`` (the sample at index ``int(q * n)`` of the sorted values; 0.0
  for none) · ``play_timed(game, make_player, levels, seed, options=None, timed=None)
  -> (seconds, {level: [ms, …]})`` · ``level_figures(decisions, prefix, which)``
"""

from __future__ import annotations

import time
from typing import Any, Callable, Iterable, Mapping

from speedgames.core.game import Action


def percentile(values: list[float], q: float) -> float:
    """The ``q`` percentile as a sample (no interpolation): ``int(q * n)`` of the sorted values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def play_timed(game: Any, make_player: Callable[..., Any], levels: list[str], seed: int,
               options: Mapping[str, Any] | None = None,
               timed: Callable[[Action], bool] | None = None
               ) -> tuple[float, dict[str, list[float]]]:
    """One computer-only game: (wall seconds, decision times in ms per level).

    Computer ``i`` is ``make_player(level, None, seed * 31 + i)``. Every seat that may move acts
    in turn (a seat that stopped being able to move after another's action is skipped).
    ``timed(action)`` False leaves a decision out of the times (e.g. a plain roll)."""
    started = time.perf_counter()
    seats = [{"kind": "ai", "level": lv} for lv in levels]
    state = game.new_state({**(options or {}), "seats": seats}, seed)
    players = [make_player(lv, None, seed * 31 + i) for i, lv in enumerate(levels)]
    times: dict[str, list[float]] = {lv: [] for lv in levels}
    while not state.is_over():
        for seat in state.to_move():
            if seat not in state.to_move():
                continue
            t0 = time.perf_counter()
            decision = players[seat].choose(state, seat)
            if timed is None or timed(decision.action):
                times[levels[seat]].append((time.perf_counter() - t0) * 1000)
            state.apply(seat, decision.action)
    return time.perf_counter() - started, times


def level_figures(decisions: Mapping[str, list[float]], prefix: str,
                  which: Iterable[str] = ("p50", "p95", "max")) -> dict[str, Any]:
    """``{prefix}decision_ms_p50/p95/max``: per level, rounded to 0.01 ms (max only for levels
    that decided at all)."""
    out: dict[str, Any] = {}
    for kind in which:
        key = f"{prefix}decision_ms_{kind}"
        if kind == "max":
            out[key] = {lv: round(max(v), 2) for lv, v in decisions.items() if v}
        else:
            q = int(kind[1:]) / 100
            out[key] = {lv: round(percentile(v, q), 2) for lv, v in decisions.items()}
    return out
