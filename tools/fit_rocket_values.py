#!/usr/bin/env python3
"""Fit the future worth of an earlier evening's outcome by self-play (issue 10).

Usage: python3 tools/fit_rocket_values.py [--games 160] [--first-seed 5000] [--jobs 2]
       [--rows rows.json] [--from-rows rows.json] [--out fit.json]

Why: before the last evening the exact solver (``ai.solver``) prices the end of an evening in
Ruhm-equivalents: Ruhm 1, Mark through the strong computer's smoothed best-purchase table, a
Kristall ``kv``, a Vorladung ``fv``, a full Sandeimer ``sv`` (``ai.evaluate``, hand-set). This tool
checks those rates against what stark's own games say.

1. stark plays solo Rekordjagden (seeds ``first_seed`` …, Standard recipes, the solo Extrablätter).
   After every evening but the last, when the Pulverhandlung opens for the seat (after „Ruhm oder
   Einkauf“), one row is recorded: evenings left ``L``, the future Ruhm ``final Ruhm − Ruhm now``,
   and the hand-set worth of each asset the seat holds now — ``mark_value(Mark it may spend)``,
   ``Kristalle · kv(L)``, ``Vorladung · fv(L)``, ``full Sandeimer · sv``.
2. Least squares: ``future = a_L + b_L · L·(bag strength) + m·Mark + k·Kristall + v·Vorladung +
   s·Sand`` with one intercept per ``L`` (the average future of a seat at that point) and a bag
   control per ``L`` (non-Blitzpulver steps per Blitzpulver point in the bag, the best single
   predictor of a bag's future heights; without it the Mark factor picks up the bag's quality).
   The factors ``m, k, v, s`` multiply the hand-set rates: 1.0 = the hand-set rate is right.
3. ``--out`` writes ``{"fit": {"mark": m, "kristall": k, "vorladung": v, "sand": s}, "se": …,
   "rows": n, …}``; ``speedgames.rocket.ai.value.load_fit`` reads it (clamped to 0.25–2.5).

Whether stark uses the factors is decided by a paired-seed comparison (``docs/rocket-solver.md``),
not by this tool.
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
from speedgames.rocket.ai import evaluate, shop  # noqa: E402
from speedgames.rocket.ai.styles import NEUTRAL  # noqa: E402
from speedgames.rocket.rules import GAME, data  # noqa: E402

ASSETS = ("mark", "kristall", "vorladung", "sand")


def bag_strength(bag: dict[str, int]) -> float:
    """Non-Blitzpulver steps per Blitzpulver point: how far the bag carries before it ignites."""
    steps = sum(data.value(c) * n for c, n in bag.items() if c[0] != "W")
    wsum = sum(data.value(c) * n for c, n in bag.items() if c[0] == "W")
    return steps / max(1, wsum)


def play_rows(seed: int) -> list[dict[str, Any]]:
    """One Rekordjagd of stark; one row per earlier evening (module doc)."""
    st = GAME.new_state(modes.rekordjagd_options(), seed)
    player = ai.make_player("strong", None, seed)
    snaps: list[dict[str, Any]] = []
    seen = set()
    while not st.is_over():
        p = st.players[0]
        if (st.phase == "shop" and p["shop"] == "open" and st.evening < st.evenings
                and st.evening not in seen):
            seen.add(st.evening)
            left = st.evenings - st.evening
            ctx = evaluate.make_context(st, 0, NEUTRAL, shop.mark_table(st, 0, NEUTRAL))
            mark = p["mark"] if p["may_buy"] else 0
            snaps.append({"seed": seed, "left": left, "ruhm": p["ruhm"],
                          "mark": ctx.mark_value(mark),
                          "kristall": p["kristalle"] * evaluate.kristall_value(left),
                          "vorladung": p["vorladung"] * evaluate.field_value(left),
                          "sand": evaluate.sand_value(left) if p["sand"] else 0.0,
                          "bag": bag_strength(p["bag"])})
        st.apply(0, player.choose(st, 0).action)
    final = st.players[0]["ruhm"]
    for r in snaps:
        r["future"] = final - r.pop("ruhm")
    return snaps


def solve_linear(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (small dense systems; no numpy at run time)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        if abs(m[piv][col]) < 1e-12:
            raise ValueError("singular regression (too few rows for the features)")
        m[col], m[piv] = m[piv], m[col]
        for r in range(n):
            if r != col:
                f = m[r][col] / m[col][col]
                if f:
                    for c in range(col, n + 1):
                        m[r][c] -= f * m[col][c]
    return [m[i][n] / m[i][i] for i in range(n)]


def invert(a: list[list[float]]) -> list[list[float]]:
    n = len(a)
    cols = [solve_linear(a, [1.0 if i == j else 0.0 for i in range(n)]) for j in range(n)]
    return [[cols[j][i] for j in range(n)] for i in range(n)]


def fit(rows: list[dict[str, Any]]) -> dict[str, Any]:
    """Least squares of the module doc; returns the asset factors with standard errors."""
    lefts = sorted({r["left"] for r in rows})
    names = [f"a{L}" for L in lefts] + [f"bag{L}" for L in lefts] + list(ASSETS)

    def x_of(r: dict[str, Any]) -> list[float]:
        one = [1.0 if r["left"] == L else 0.0 for L in lefts]
        bag = [r["bag"] * L if r["left"] == L else 0.0 for L in lefts]
        return one + bag + [float(r[a]) for a in ASSETS]

    xs = [x_of(r) for r in rows]
    ys = [float(r["future"]) for r in rows]
    k = len(names)
    xtx = [[sum(x[i] * x[j] for x in xs) for j in range(k)] for i in range(k)]
    xty = [sum(x[i] * y for x, y in zip(xs, ys)) for i in range(k)]
    beta = solve_linear(xtx, xty)
    resid = [y - sum(b * xi for b, xi in zip(beta, x)) for x, y in zip(xs, ys)]
    dof = max(1, len(rows) - k)
    s2 = sum(e * e for e in resid) / dof
    cov = invert(xtx)
    se = [math.sqrt(max(0.0, s2 * cov[i][i])) for i in range(k)]
    coef = dict(zip(names, beta))
    return {"fit": {a: round(coef[a], 3) for a in ASSETS},
            "se": {a: round(se[names.index(a)], 3) for a in ASSETS},
            "intercepts": {str(L): round(coef[f"a{L}"], 2) for L in lefts},
            "bag_per_left": {str(L): round(coef[f"bag{L}"], 3) for L in lefts},
            "rows": len(rows), "games": len({r["seed"] for r in rows}),
            "residual_sd": round(math.sqrt(s2), 2)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=160)
    ap.add_argument("--first-seed", type=int, default=5000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--rows", type=Path, help="write the rows here")
    ap.add_argument("--from-rows", type=Path, help="fit these rows instead of playing")
    ap.add_argument("--out", type=Path, help="write the fit here (JSON)")
    args = ap.parse_args(argv)
    started = time.perf_counter()
    if args.from_rows:
        rows = json.loads(args.from_rows.read_text())
    else:
        seeds = range(args.first_seed, args.first_seed + args.games)
        rows = []
        with Pool(args.jobs) as pool:
            for part in pool.imap_unordered(play_rows, seeds):
                rows.extend(part)
        rows.sort(key=lambda r: (r["seed"], -r["left"]))
        if args.rows:
            args.rows.write_text(json.dumps(rows))
    out = fit(rows)
    out["seconds"] = round(time.perf_counter() - started)
    text = json.dumps(out, indent=1)
    print(text)
    if args.out:
        args.out.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
