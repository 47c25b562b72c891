#!/usr/bin/env python3
"""Speedsprit strength and pathology measurements for issue 12, cheaply and reproducibly.

Usage:
  python3 tools/sprit_match.py match strong strong_v1 --track bergsprint --games 400
  python3 tools/sprit_match.py pathologies strong_v1 --cars 6 --track alpenpass --games 300
  python3 tools/sprit_match.py flatmc --track bergsprint --games 200
  python3 tools/sprit_match.py variety --no-cards --track bergsprint --games 20
  python3 tools/sprit_match.py stranded normal easy normal easy normal --games 100

- ``match``: two levels, seats rotated (game n: level A in seat n mod 2), game n played from seed
  ``seed + n`` — the same seeds for every setting, so two settings compare on the same deals.
  Prints each level's win share overall and by seat with its 95 % interval.
- ``pathologies``: :func:`speedgames.sprit.bench.pathologies` for ``--cars`` copies of one level
  (``hoarding_two_running``: the hoarding games whose hoarding began in a race of two).
- ``flatmc``: the flat Monte Carlo check (:mod:`speedgames.sprit.ai.flatmc`) against stark;
  with ``--cars N`` its share of first places at a table of N − 1 starks (fair: 1 / N).
- ``variety``: how many distinct games ``--cars`` copies of one level play from ``--games``
  seeds (issue 12: without cards stark-vs-stark used to be one and the same game every time).
- ``moves``: a digest of every seed's move list (:func:`speedgames.sprit.bench.game_moves`),
  one line per seed — run before and after a speed-up: equal digests mean equal decisions.
- ``timing``: stark's decision times (CPU ``thread_time`` and wall) over ``--games`` games,
  against ``strong_v1`` with 2 cars (seats alternated), else ``--cars`` starks; only decisions
  with more than one legal move count (a forced move is no search). p50 / p95 / max in ms.
- ``table``: ``--cars`` starks, half of them with ``--set-a`` overrides, the rest with
  ``--set-b`` (the seats of the two halves rotated game by game): the A cars' share of first
  places (fair: 50 %) and their mean rank minus the B cars'. Measures a change of stark in big
  fields against stark without it, in the same games.
- ``stranded``: :func:`speedgames.sprit.ai.stranded.stranded_games` — per level, the cars left
  on the road at the game's end with more than ``--limit`` litres and a drive forward open
  (#32: „no car ends stranded with a full tank“), levels as given (seats rotated), e.g.
  ``stranded normal easy normal easy normal --games 100``.
- ``daily``: the Tagesetappe's three starks as a new user meets them (#32): the day's options
  (``modes.daily_options`` of ``--date``, whose day number picks the track; seed ``seed + n``
  for game n), a leicht car in the human's seat;
  per stark car its fuel and field at its turn start in round ``--rounds`` (10): mean, max,
  cars above 100 L, lowest field.
- ``--set NAME=VALUE`` overrides a constant of :mod:`speedgames.sprit.ai.search` in every worker
  (for tuning runs only; the shipped values live in the module), ``moves`` and ``timing``
  included (e.g.
  ``--set CROWD_PAYOUT=null``: the stark before #32 round 3).
- ``--jobs``: worker processes (the machine is shared: keep it small and run under ``nice``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from speedgames.sprit import bench  # noqa: E402
from speedgames.sprit.ai import flatmc  # noqa: E402
from speedgames.sprit.ai import search as ai_search  # noqa: E402
from speedgames.sprit.ai import stranded  # noqa: E402

_OVERRIDES: dict[str, Any] = {}


def _init(overrides: dict[str, Any]) -> None:
    for name, value in overrides.items():
        if not hasattr(ai_search, name):
            raise SystemExit(f"search has no constant {name}")
        setattr(ai_search, name, value)


def _match_game(args: tuple[list[str], int, dict[str, Any]]) -> tuple[int, list[int]]:
    levels, seed, options = args
    return seed, bench.play_levels(levels, seed, options)


def _interval(wins: float, games: int) -> str:
    p = wins / games if games else 0.0
    half = 1.96 * math.sqrt(p * (1 - p) / games) if games else 0.0
    return f"{100 * p:.1f} % ± {100 * half:.1f} ({wins:g}/{games})"


def run_match(levels: list[str], games: int, seed: int, options: dict[str, Any], jobs: int,
              overrides: dict[str, Any]) -> dict[str, Any]:
    """Win shares of ``levels[0]`` overall and by seat (seats rotated)."""
    tasks = []
    for n in range(games):
        seated = levels if n % 2 == 0 else levels[::-1]
        tasks.append((seated, seed + n, options))
    with Pool(jobs, _init, (overrides,)) as pool:
        results = pool.map(_match_game, tasks, chunksize=4)
    wins = 0.0
    by_seat = [0.0, 0.0]
    seat_games = [0, 0]
    for n, (_seed, ranks) in enumerate(results):
        mine = 0 if n % 2 == 0 else 1          # the seat levels[0] sat in
        seat_games[mine] += 1
        winners = [i for i, r in enumerate(ranks) if r == 1]
        if mine in winners:
            wins += 1 / len(winners)
            by_seat[mine] += 1 / len(winners)
    return {"levels": levels, "games": games, "options": options, "overrides": overrides,
            "win": _interval(wins, games),
            "by_seat": [_interval(by_seat[j], seat_games[j]) for j in range(2)],
            "wins": wins}


def _path_chunk(args: tuple[list[str], int, int, dict[str, Any]]) -> dict[str, Any]:
    levels, games, seed, options = args
    return bench.pathologies(levels, games, seed, **options)


def run_pathologies(level: str, cars: int, games: int, seed: int, options: dict[str, Any],
                    jobs: int, overrides: dict[str, Any]) -> dict[str, Any]:
    chunk = 10
    tasks = [([level] * cars, min(chunk, games - k), seed + k, options)
             for k in range(0, games, chunk)]
    with Pool(jobs, _init, (overrides,)) as pool:
        parts = pool.map(_path_chunk, tasks)
    total = {key: sum(p[key] for p in parts)
             for key in ("games", "festgefahren", "hoarding_games", "hoarding_two_running",
                         "stall_games")}
    n = total["games"]

    def rate(count: int) -> str:
        p = count / n
        half = 1.96 * math.sqrt(p * (1 - p) / n)
        return f"{1000 * p:.0f} ± {1000 * half:.0f}"

    return {"level": level, "cars": cars, "options": options, **total,
            "festgefahren_per_1000": f"{1000 * total['festgefahren'] / n:.0f}",
            "hoarding_per_1000": rate(total["hoarding_games"]),
            "stalls_per_1000": rate(total["stall_games"])}


def _flat_game(args: tuple[int, int, dict[str, Any], int]) -> tuple[int, float]:
    seed, mc_seat, options, cars = args
    return mc_seat, flatmc.play_flat_game(seed, mc_seat, options, cars)


def run_flat(games: int, seed: int, options: dict[str, Any], jobs: int,
             overrides: dict[str, Any], cars: int = 2) -> dict[str, Any]:
    """The bot's share of first places against ``cars`` − 1 starks, its seat rotated (game n:
    seat n mod ``cars``); a fair share is 1 / ``cars``."""
    tasks = [(seed + n, n % cars, options, cars) for n in range(games)]
    with Pool(jobs, _init, (overrides,)) as pool:
        results = pool.map(_flat_game, tasks, chunksize=2)
    wins = sum(w for _s, w in results)
    by_seat = [sum(w for s, w in results if s == j) for j in range(cars)]
    counts = [sum(1 for s, _w in results if s == j) for j in range(cars)]
    return {"flat_mc_vs_strong": _interval(wins, games), "cars": cars,
            "fair_share": f"{100 / cars:.1f} %", "options": options,
            "by_seat": [_interval(by_seat[j], counts[j]) for j in range(cars)]}


def _variety_game(args: tuple[list[str], int, dict[str, Any]]) -> str:
    levels, seed, options = args
    return json.dumps(bench.game_moves(levels, seed, options))


def run_variety(level: str, cars: int, games: int, seed: int, options: dict[str, Any],
                jobs: int, overrides: dict[str, Any]) -> dict[str, Any]:
    """The number of distinct move sequences among ``games`` seeds."""
    tasks = [([level] * cars, seed + n, options) for n in range(games)]
    with Pool(jobs, _init, (overrides,)) as pool:
        played = pool.map(_variety_game, tasks)
    return {"level": level, "cars": cars, "options": options, "games": games,
            "distinct_games": len(set(played))}


class _Overridden:
    """A player that plays with some constants of :mod:`speedgames.sprit.ai.search` set (only
    for its own decisions: the constants are put back after each one)."""

    def __init__(self, inner: Any, overrides: dict[str, Any]) -> None:
        self.inner, self.overrides = inner, overrides

    def choose(self, state: Any, seat: int) -> Any:
        saved = {name: getattr(ai_search, name) for name in self.overrides}
        _init(self.overrides)
        try:
            return self.inner.choose(state, seat)
        finally:
            _init(saved)


def _table_game(args: tuple[int, int, int, dict[str, Any], dict[str, Any], dict[str, Any]]
                ) -> tuple[list[str], list[int]]:
    from speedgames.sprit.ai import make_player
    from speedgames.sprit.rules import GAME

    n, seed, cars, options, set_a, set_b = args
    half = ["A"] * (cars // 2) + ["B"] * (cars - cars // 2)
    who = half[n % cars:] + half[:n % cars]
    seats = [{"kind": "ai", "level": "strong"} for _ in range(cars)]
    state = GAME.new_state({**options, "seats": seats}, seed)
    players = [_Overridden(make_player("strong", None, seed * 31 + i), set_a if w == "A" else set_b)
               for i, w in enumerate(who)]
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, players[seat].choose(state, seat).action)
    return who, state.result()["ranks"]


def run_table(cars: int, games: int, seed: int, options: dict[str, Any], jobs: int,
              set_a: dict[str, Any], set_b: dict[str, Any]) -> dict[str, Any]:
    tasks = [(n, seed + n, cars, options, set_a, set_b) for n in range(games)]
    with Pool(jobs) as pool:
        results = pool.map(_table_game, tasks, chunksize=2)
    first = 0.0
    diffs = []
    for who, ranks in results:
        winners = [i for i, r in enumerate(ranks) if r == 1]
        first += sum(1 for i in winners if who[i] == "A") / len(winners)
        a = [r for i, r in enumerate(ranks) if who[i] == "A"]
        b = [r for i, r in enumerate(ranks) if who[i] == "B"]
        diffs.append(sum(a) / len(a) - sum(b) / len(b))
    mean = sum(diffs) / games
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, games - 1))
    return {"cars": cars, "options": options, "set_a": set_a, "set_b": set_b, "games": games,
            "a_first_places": _interval(first, games),
            "a_minus_b_mean_rank": f"{mean:+.3f} ± {1.96 * sd / math.sqrt(games):.3f}"}


def run_moves(levels: list[str], games: int, seed: int,
              options: dict[str, Any]) -> dict[str, Any]:
    """Per seed the sha256 (first 16 digits) of the game's move list, seats as given."""
    digests = {}
    for n in range(games):
        moves = json.dumps(bench.game_moves(levels, seed + n, options))
        digests[str(seed + n)] = hashlib.sha256(moves.encode()).hexdigest()[:16]
    return {"levels": levels, "options": options, "games": games, "digests": digests}


def run_timing(cars: int, games: int, seed: int, options: dict[str, Any]) -> dict[str, Any]:
    """Percentiles of stark's decision times (CPU and wall, ms) over ``games`` games."""
    from speedgames.sprit.ai import make_player
    from speedgames.sprit.rules import GAME

    cpu: list[float] = []
    wall: list[float] = []
    for n in range(games):
        levels = ["strong"] * cars if cars > 2 else \
            (["strong", "strong_v1"] if n % 2 == 0 else ["strong_v1", "strong"])
        seats = [{"kind": "ai", "level": lv} for lv in levels]
        state = GAME.new_state({**options, "seats": seats}, seed + n)
        players = [make_player(lv, None, (seed + n) * 31 + i) for i, lv in enumerate(levels)]
        while not state.is_over():
            seat = state.to_move()[0]
            searched = levels[seat] == "strong" and len(state.legal_actions(seat)) > 1
            c0, w0 = time.thread_time(), time.perf_counter()
            action = players[seat].choose(state, seat).action
            if searched:
                cpu.append(1000 * (time.thread_time() - c0))
                wall.append(1000 * (time.perf_counter() - w0))
            state.apply(seat, action)

    def pct(values: list[float], q: float) -> float:
        ordered = sorted(values)
        return round(ordered[min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1)], 1)

    return {"cars": cars, "options": options, "games": games, "decisions": len(cpu),
            "cpu_ms": {"p50": pct(cpu, 0.5), "p95": pct(cpu, 0.95), "max": pct(cpu, 1.0)},
            "wall_ms": {"p50": pct(wall, 0.5), "p95": pct(wall, 0.95), "max": pct(wall, 1.0)}}


def _daily_game(args: tuple[int, int, dict[str, Any]]) -> list[tuple[int, int]]:
    from speedgames.core import players as core_players
    from speedgames.sprit.modes import daily_options
    from speedgames.sprit.rules import GAME

    seed, rounds, date, overrides = args
    _init(overrides)
    options, game_seed = daily_options(date, seed=seed)
    state = GAME.new_state(options, game_seed)
    players = [core_players.make_player("sprit", "easy" if i == 0 else "strong", None,
                                        game_seed * 7 + i) for i in range(len(options["seats"]))]
    at_round: dict[int, tuple[int, int]] = {}
    while not state.is_over() and state.round <= rounds:
        seat = state.to_move()[0]
        car = state.cars[state.active_car]
        if seat != 0 and state.round == rounds:
            at_round[seat] = (car["fuel"], car["field"])
        state.apply(seat, players[seat].choose(state, seat).action)
    return list(at_round.values())


def run_daily(games: int, seed: int, rounds: int, date: str,
              overrides: dict[str, Any]) -> dict[str, Any]:
    cars = [x for n in range(games) for x in _daily_game((seed + n, rounds, date, overrides))]
    fuel = [f for f, _field in cars]
    fields = [field for _f, field in cars]
    mean = sum(fuel) / len(fuel)
    sd = math.sqrt(sum((f - mean) ** 2 for f in fuel) / max(1, len(fuel) - 1))
    return {"games": games, "seed": seed, "round": rounds, "date": date, "stark_cars": len(cars),
            "fuel_mean": f"{mean:.1f} ± {1.96 * sd / math.sqrt(len(fuel)):.1f}",
            "fuel_max": max(fuel), "above_100": sum(f > 100 for f in fuel),
            "field_mean": round(sum(fields) / len(fields), 1), "field_min": min(fields),
            "overrides": overrides}


def _settings(items: list[str]) -> dict[str, Any]:
    out = {}
    for item in items:
        name, _, value = item.partition("=")
        out[name] = json.loads(value)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("match", "pathologies", "flatmc", "variety", "moves",
                                           "timing", "table", "stranded", "daily"))
    parser.add_argument("levels", nargs="*")
    parser.add_argument("--track", default="alpenpass")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--cars", type=int, default=2)
    parser.add_argument("--no-cards", action="store_true")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--limit", type=int, default=stranded.LIMIT)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--date", default="2026-12-06", help="daily: the day (its track)")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--set-a", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--set-b", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args(argv)
    overrides = _settings(args.set)
    options = {"track": args.track, "cards": not args.no_cards}
    started = time.perf_counter()
    if args.what == "match":
        out = run_match(args.levels or ["strong", "strong_v1"], args.games, args.seed, options,
                        args.jobs, overrides)
    elif args.what == "pathologies":
        out = run_pathologies((args.levels or ["strong"])[0], args.cars, args.games, args.seed,
                              options, args.jobs, overrides)
    elif args.what == "variety":
        out = run_variety((args.levels or ["strong"])[0], args.cars, args.games, args.seed,
                          options, args.jobs, overrides)
    elif args.what == "table":
        out = run_table(args.cars, args.games, args.seed, options, args.jobs,
                        _settings(args.set_a), _settings(args.set_b))
    elif args.what == "stranded":
        _init(overrides)
        out = stranded.stranded_games(args.levels or ["normal"] * 5, args.games, args.seed,
                                      args.limit, **options)
    elif args.what == "daily":
        out = run_daily(args.games, args.seed, args.rounds, args.date, overrides)
    elif args.what == "timing":
        _init(overrides)
        out = run_timing(args.cars, args.games, args.seed, options)
    elif args.what == "moves":
        _init(overrides)
        levels = args.levels or ["strong", "strong_v1"]
        if len(levels) == 1:
            levels = levels * args.cars
        out = run_moves(levels, args.games, args.seed, options)
    else:
        out = run_flat(args.games, args.seed, options, args.jobs, overrides, args.cars)
    out["wall_seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(out, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
