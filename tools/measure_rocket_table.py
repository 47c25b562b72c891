#!/usr/bin/env python3
"""Table and paired-seed measurements of Speedrocket's computer levels (issue 10).

Usage:
  python3 tools/measure_rocket_table.py table --games 400 [--levels strong,strong_v1,…]
  python3 tools/measure_rocket_table.py headsup --games 200 --levels strong,normal
  python3 tools/measure_rocket_table.py solo --games 60 --levels strong,strong_fit
  python3 tools/measure_rocket_table.py summarize LOG   (the lines a stopped run printed)

* ``table``: 4 seats (the first level against three of the second by default), 9 evenings;
  game ``n`` (seed ``first_seed + n``) seats the measured level in seat ``n mod 4`` and
  alternates Standard and random recipes. A win is rank 1 (ties on Ruhm are broken by the
  rules: last Wertungsfeld, then Kristalle; a shared first place counts for every seat in it).
* ``headsup``: two seats, the levels swap seats every game.
* ``solo``: paired seeds — every level plays the same solo Rekordjagd seeds; prints the mean
  Ruhm per level and the mean paired difference of the second against the first with its
  95 % interval. ``strong_fit`` is stark with the fitted factors of ``--fit FILE``; ``strong_ruhm`` (any mode)
is stark playing for Ruhm at the table too — the control for placement play.

Win rates are printed with their 95 % interval ±1.96·√(p(1−p)/n).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from speedgames.rocket import ai, modes  # noqa: E402
from speedgames.rocket.ai import value as ai_value  # noqa: E402
from speedgames.rocket.rules import GAME  # noqa: E402

FIT_FILE: Path | None = None


class RuhmStrong:
    """``strong_ruhm``: stark playing for Ruhm at the table too (the control for placement)."""

    def __init__(self, seed: int) -> None:
        self.inner = ai.make_player("strong", None, seed)

    def choose(self, st: Any, seat: int) -> Any:
        from speedgames.core.players import Decision
        from speedgames.rocket.ai import stopfen

        if st.phase == "stopfen":
            action, why = stopfen.strong_stuffing(st, ai.context(st, seat, self.inner.style),
                                                  placement=False)
            return Decision(action, why)
        return self.inner.choose(st, seat)


def _player(level: str, seed: int) -> Any:
    if level == "strong_ruhm":
        return RuhmStrong(seed)
    if level == "strong_fit":
        return ai.make_player("strong", None, seed)
    return ai.make_player(level, None, seed)


def _use_fit(level: str) -> None:
    """``strong_fit`` plays with the fitted factors, every other level with 1.0."""
    if level == "strong_fit" and FIT_FILE is not None:
        ai_value.FIT.update(ai_value.load_fit(FIT_FILE))
    else:
        ai_value.FIT.update(dict.fromkeys(ai_value.FIT, 1.0))


def play_table(args: tuple[list[str], int, int]) -> dict[str, Any]:
    """One game: ``levels[0]`` is measured and sits in seat ``n mod seats``."""
    levels, seed, n = args
    k = len(levels)
    order = levels[1:]
    seat_of_first = n % k
    seated = order[:seat_of_first] + [levels[0]] + order[seat_of_first:]
    recipes = "standard" if n % 2 == 0 else "random"
    seats = [{"kind": "ai", "level": "strong" if lv.startswith("strong_") and lv not in ("strong_v1", "strong_v2")
              else lv,
              "name": f"{lv}-{i + 1}"} for i, lv in enumerate(seated)]
    st = GAME.new_state({"seats": seats, "evenings": 9, "recipes": recipes}, seed)
    players = [_player(lv, seed * 31 + i) for i, lv in enumerate(seated)]
    while not st.is_over():
        for seat in st.to_move():
            if seat in st.to_move():
                st.apply(seat, players[seat].choose(st, seat).action)
    res = st.result()
    return {"seed": seed, "seat": seat_of_first, "recipes": recipes,
            "rank": res["ranks"][seat_of_first], "score": res["scores"][seat_of_first],
            "others": [s for i, s in enumerate(res["scores"]) if i != seat_of_first]}


def play_solo(args: tuple[str, int]) -> dict[str, Any]:
    level, seed = args
    _use_fit(level)
    st = GAME.new_state(modes.rekordjagd_options(), seed)
    player = _player(level, seed)
    while not st.is_over():
        st.apply(0, player.choose(st, 0).action)
    return {"level": level, "seed": seed, "ruhm": st.players[0]["ruhm"]}


def interval(p: float, n: int) -> float:
    return 1.96 * math.sqrt(max(p * (1 - p), 0.0) / max(1, n))


def main(argv: list[str] | None = None) -> int:
    global FIT_FILE
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("what", choices=("table", "headsup", "solo", "summarize"))
    ap.add_argument("log", nargs="?", type=Path, help="summarize: the printed lines of a run")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--levels", default="")
    ap.add_argument("--first-seed", type=int, default=1000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--fit", type=Path)
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    FIT_FILE = args.fit
    started = time.perf_counter()
    if args.what == "summarize":
        print(json.dumps(summarize(args.log), indent=1))
        return 0
    if args.what == "solo":
        levels = args.levels.split(",") if args.levels else ["strong", "strong_fit"]
        work: list[Any] = [(lv, args.first_seed + i) for i in range(args.games) for lv in levels]
        with Pool(args.jobs) as pool:
            results = pool.map(play_solo, work, chunksize=2)
        by = {lv: {r["seed"]: r["ruhm"] for r in results if r["level"] == lv} for lv in levels}
        diffs = [by[levels[1]][s] - by[levels[0]][s] for s in by[levels[0]]]
        mean = sum(diffs) / len(diffs)
        sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, len(diffs) - 1))
        out: dict[str, Any] = {
            "games": args.games,
            "mean_ruhm": {lv: round(sum(v.values()) / len(v), 2) for lv, v in by.items()},
            "paired_diff": round(mean, 2), "ci95": round(1.96 * sd / math.sqrt(len(diffs)), 2)}
    else:
        if args.what == "table":
            levels = args.levels.split(",") if args.levels else ["strong", "strong_v1"]
            if len(levels) == 2:
                levels = [levels[0]] + [levels[1]] * 3
        else:
            levels = args.levels.split(",") if args.levels else ["strong", "normal"]
        work = [(levels, args.first_seed + n, n) for n in range(args.games)]
        results = []
        with Pool(args.jobs) as pool:  # one line per game as it ends: a stopped run still counts
            for r in pool.imap(play_table, work):
                results.append(r)
                print(json.dumps(r), flush=True)
        out = table_summary(args.what, levels, results)
    out["seconds"] = round(time.perf_counter() - started)
    print(json.dumps(out, indent=1))
    if args.json:
        args.json.write_text(json.dumps({"summary": out, "games": results}))
    return 0


def table_summary(what: str, levels: list[str], results: list[dict[str, Any]]) -> dict[str, Any]:
    """Win rate (rank 1) of the measured level with its 95 % interval, mean rank and scores."""
    n = len(results)
    wins = sum(1 for r in results if r["rank"] == 1)
    p = wins / max(1, n)
    out: dict[str, Any] = {
        "what": what, "levels": levels, "games": n, "wins": wins, "win_rate": round(p, 4),
        "ci95": round(interval(p, n), 4),
        "mean_rank": round(sum(r["rank"] for r in results) / max(1, n), 3),
        "mean_score": round(sum(r["score"] for r in results) / max(1, n), 2),
        "mean_other_score": round(sum(sum(r["others"]) / len(r["others"]) for r in results)
                                  / max(1, n), 2)}
    for rec in ("standard", "random"):
        part = [r for r in results if r["recipes"] == rec]
        if part:
            out[f"win_rate_{rec}"] = round(sum(r["rank"] == 1 for r in part) / len(part), 4)
    return out


def summarize(path: Path) -> dict[str, Any]:
    """The summary of the per-game lines a (possibly stopped) table run printed."""
    results = [json.loads(line) for line in path.read_text().splitlines()
               if line.startswith('{"seed"')]
    return table_summary("log", [], results)


if __name__ == "__main__":
    raise SystemExit(main())
