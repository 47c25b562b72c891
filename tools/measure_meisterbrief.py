#!/usr/bin/env python3
"""Measure the Meisterbrief: the strong computer plays every level N seeded times.

Usage: python3 tools/measure_meisterbrief.py [--runs 200] [--levels 1,2,…] [--jobs 2]

Prints per level how often goal 1, 2 and 3 were met (the design targets: goal 1 in 40–90 %,
goal 3 in 5–40 %, level 1 the easiest) and the quantiles of the final Ruhm, so that goals can be
set from data. Seeds are 1…N, so the numbers are reproducible.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from speedgames.rocket import modes  # noqa: E402


def run_one(args: tuple[int, int]) -> dict:
    number, seed = args
    lv = modes.level(number)
    st, hist = modes.play_computer(modes.meisterbrief_options(number, "Meister"), seed,
                                   ai_seed=seed)
    p = st.players[0]
    return {"level": number, "seed": seed, "met": modes.check_goals(lv, st, hist),
            "ruhm": p["ruhm"], "best_field": hist.best_field(), "misfires": sum(hist.misfires),
            "kristalle": p["kristalle_before"], "vorladung": p["vorladung"],
            "chips": dict(hist.chips)}


def quantiles(values: list[int], qs: tuple[float, ...] = (0.1, 0.25, 0.5, 0.75, 0.9)) -> list[int]:
    s = sorted(values)
    return [s[min(len(s) - 1, int(q * len(s)))] for q in qs]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=200)
    ap.add_argument("--levels", default="")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", type=Path, help="also write every run here")
    args = ap.parse_args(argv)
    numbers = ([int(x) for x in args.levels.split(",") if x] if args.levels
               else [lv.number for lv in modes.LEVELS])
    work = [(n, seed) for n in numbers for seed in range(1, args.runs + 1)]
    started = time.perf_counter()
    with Pool(args.jobs) as pool:
        results = pool.map(run_one, work, chunksize=4)
    print(f"{'level':<18} {'goal 1':>7} {'goal 2':>7} {'goal 3':>7}   Ruhm q10/25/50/75/90")
    for n in numbers:
        rs = [r for r in results if r["level"] == n]
        rates = [sum(r["met"][i] for r in rs) / len(rs) for i in range(3)]
        lv = modes.level(n)
        goals = " | ".join(g.text().render("de") for g in lv.goals)
        print(f"{n:>2} {lv.id:<15} {rates[0]:>6.0%} {rates[1]:>7.0%} {rates[2]:>7.0%}   "
              f"{quantiles([r['ruhm'] for r in rs])}   {goals}")
    print(f"{len(results)} games in {time.perf_counter() - started:.0f} s")
    if args.json:
        args.json.write_text(json.dumps(results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
