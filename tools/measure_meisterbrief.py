#!/usr/bin/env python3
"""Measure the Meisterbrief: the strong computer plays every level N seeded times.

Usage: python3 tools/measure_meisterbrief.py [--runs 200] [--first-seed 1] [--levels 1,2,…]
       [--jobs 2] [--json FILE]   |   --report FILE… (the table of earlier runs)

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


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson interval of a rate k/n (sound at 0 and n, unlike ±1.96·sqrt(p(1−p)/n))."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return max(0.0, mid - half), min(1.0, mid + half)


#: the design bands of goal 1 and goal 3 (module doc)
BANDS = {0: (0.40, 0.90), 2: (0.05, 0.40)}


def report(results: list[dict], numbers: list[int]) -> None:
    """Per level the rate of each goal with its 95 % Wilson interval; ``!`` marks a goal whose
    whole interval lies outside its design band (a clear miss), ``?`` one whose rate does."""
    print(f"{'level':<18} {'n':>4} {'goal 1':>18} {'goal 2':>18} {'goal 3':>18}   "
          "Ruhm q10/25/50/75/90")
    for n in numbers:
        rs = [r for r in results if r["level"] == n]
        if not rs:
            continue
        cells = []
        for i in range(3):
            k = sum(r["met"][i] for r in rs)
            lo, hi = wilson(k, len(rs))
            mark = " "
            if i in BANDS:
                b_lo, b_hi = BANDS[i]
                if hi < b_lo or lo > b_hi:
                    mark = "!"
                elif not b_lo <= k / len(rs) <= b_hi:
                    mark = "?"
            cells.append(f"{k / len(rs):>5.0%} [{lo:.0%}–{hi:.0%}]{mark}")
        lv = modes.level(n)
        goals = " | ".join(g.text().render("de") for g in lv.goals)
        print(f"{n:>2} {lv.id:<15} {len(rs):>4} {cells[0]:>18} {cells[1]:>18} {cells[2]:>18}   "
              f"{quantiles([r['ruhm'] for r in rs])}   {goals}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=200)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--levels", default="")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", type=Path, help="also write every run here (one JSON line each, "
                    "written as the runs finish, so a stopped run keeps what it did)")
    ap.add_argument("--report", type=Path, nargs="*",
                    help="only print the table of these earlier --json files")
    args = ap.parse_args(argv)
    numbers = ([int(x) for x in args.levels.split(",") if x] if args.levels
               else [lv.number for lv in modes.MEISTERBRIEF_LEVELS])
    if args.report:
        rows = [json.loads(line) for f in args.report
                for line in f.read_text().splitlines() if line.strip()]
        report(rows, numbers)
        return 0
    # seed-major: a stopped run has about as many games of every level
    work = [(n, seed) for seed in range(args.first_seed, args.first_seed + args.runs)
            for n in numbers]
    started = time.perf_counter()
    results: list[dict] = []
    out = args.json.open("a", encoding="utf-8") if args.json else None
    try:
        if args.jobs > 1:
            with Pool(args.jobs) as pool:
                for r in pool.imap(run_one, work, chunksize=2):
                    results.append(r)
                    if out:
                        out.write(json.dumps(r) + "\n")
                        out.flush()
        else:
            for w in work:
                r = run_one(w)
                results.append(r)
                if out:
                    out.write(json.dumps(r) + "\n")
                    out.flush()
    finally:
        if out:
            out.close()
    report(results, numbers)
    print(f"{len(results)} games in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
