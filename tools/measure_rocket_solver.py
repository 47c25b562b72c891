#!/usr/bin/env python3
"""How far each computer level's Stopfen is from the exact optimum (issue 10).

Usage: python3 tools/measure_rocket_solver.py [--states 100] [--runs 16] [--cap 80000] [--jobs 2]
       [--first-seed 1] [--json FILE]   |   --report FILE… (the summary of earlier runs)

1. States: stark plays solo Rekordjagden (seeds 1, 2, …; Standard recipes, the solo
   Extrablätter, Kupferblau included); from each game one last-evening position is taken — the
   first drawing decision of evening 9 with Blitzpulver sum ≥ ``--wsum`` (default 2) whose
   exact solve finishes within ``--cap`` placed chips (default 80 000, about 1–2 s of CPU;
   the whole tree below such a state may hold more positions, because the tries before it
   built part of it). Where it does not, stark makes its move and the next decision is tried with the
   same solver: every position already solved exactly is kept (a sub-tree's exact value does
   not depend on where the search started), so the tries build on each other. A whole fresh
   bag takes minutes to solve exactly in Python; this keeps one state per game at the
   earliest point where the exact solve is cheap.
2. Each state is solved exactly (no cut-off): V* of every position of the rest of the evening.
3. Each level plays the rest of that evening ``--runs`` times (the same draws for every level:
   run k uses the stream (seed, k)). At every decision the exact solver prices each answer; the
   level's loss is V*(position) − Q*(position, its answer), summed over the evening. The mean of
   that sum over the runs is the level's expected EV loss at the state — the exact identity
   V* − V^level = E[Σ regret], with much less noise than comparing playouts.

Prints per level the mean EV loss in Ruhm and in % of V*, the worst state, and the share of
decisions that deviate from the exact best answer (ties count as agreeing).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from speedgames.core.game import Action  # noqa: E402
from speedgames.core.rng import Stream  # noqa: E402
from speedgames.rocket import ai, modes  # noqa: E402
from speedgames.rocket.ai import solver as ai_solver  # noqa: E402
from speedgames.rocket.ai import stopfen as ai_stopfen  # noqa: E402
from speedgames.rocket.ai import styles as ai_styles  # noqa: E402
from speedgames.rocket.rules import GAME  # noqa: E402

MEASURED_LEVELS = ("strong", "strong_v1", "normal", "easy")


CAP = 80_000


def find_state(seed: int, min_wsum: int, cap: int = CAP
               ) -> tuple[Any, ai_solver.Solver, dict[Any, tuple[float, float]], int] | None:
    """The first evening-9 drawing position of stark's Rekordjagd with wsum ≥ ``min_wsum``
    whose exact solve fits in ``cap`` placed chips (module doc): (state, its solver, the root
    options, the index of the decision in the evening)."""
    st = GAME.new_state(modes.rekordjagd_options(), seed)
    player = ai.make_player("strong", None, seed)
    solver: ai_solver.Solver | None = None
    index = 0
    while not st.is_over():
        if 0 not in st.to_move():
            return None
        p = st.players[0]
        if st.evening == st.evenings and st.phase == "stopfen" and p["status"] == "drawing":
            if st.wsum(0) >= min_wsum:
                if solver is None:
                    ctx = ai.context(st, 0, ai_styles.NEUTRAL)
                    solver = ai_solver.Solver(ai_stopfen.evening(st, ctx))
                solver.eps, solver.max_nodes, solver.nodes = 0.0, cap, 0
                try:
                    root = ai_solver.root_options(solver, st, 0)
                except ai_solver.Budget:
                    solver.memo.clear()
                else:
                    solver.max_nodes = None
                    return st, solver, root, index
            index += 1
        st.apply(0, player.choose(st, 0).action)
    return None


def answer_key(action: Action) -> Any:
    return action.get("index") if action.type == "preview" else action.type


def measure_state(args: tuple[int, int, int, int]) -> dict[str, Any]:
    seed, runs, min_wsum, cap = args
    started = time.perf_counter()
    found = find_state(seed, min_wsum, cap)
    if found is None:
        return {"seed": seed, "skipped": True}
    st, solver, root, index = found
    v_star = max(v for v, _e in root.values())
    solve_s = time.perf_counter() - started
    p0 = st.players[0]
    out: dict[str, Any] = {"seed": seed, "runs": runs, "v_star": v_star, "positions": len(solver.exact),
                           "solve_seconds": round(solve_s, 1), "decision": index,
                           "bag": sum(p0["bag"].values()), "huelse": len(p0["huelse"]),
                           "wsum": st.wsum(0), "card": st.card,
                           "kupferblau": sum(n for c, n in p0["bag"].items() if c[0] == "B"),
                           "recipe_b": st.recipes.get("B")}
    for level in MEASURED_LEVELS:
        player = ai.make_player(level, None, seed)
        losses, decisions, deviating, previews = [], 0, 0, 0
        for k in range(runs):
            s = st.clone()
            s.players[0]["draws"] = Stream.derive(seed, "measure-run", k).state
            loss = 0.0
            while s.phase == "stopfen" and s.players[0]["status"] != "done":
                q = {key: v for key, (v, _e) in ai_solver.root_options(solver, s, 0).items()}
                best = max(q.values())
                action = player.choose(s, 0).action
                regret = best - q[answer_key(action)]
                decisions += 1
                previews += s.players[0]["status"] == "preview"
                if regret > 1e-9:
                    deviating += 1
                    loss += regret
                s.apply(0, action)
            losses.append(loss)
        out[level] = {"loss": sum(losses) / runs, "decisions": decisions,
                      "deviating": deviating, "previews": previews}
    out["seconds"] = round(time.perf_counter() - started, 1)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--states", type=int, default=100)
    ap.add_argument("--runs", type=int, default=16)
    ap.add_argument("--wsum", type=int, default=2)
    ap.add_argument("--cap", type=int, default=CAP)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--first-seed", type=int, default=1)
    ap.add_argument("--json", type=Path, help="also append every state's figures here, one JSON "
                    "line each as it finishes (a stopped run keeps what it did)")
    ap.add_argument("--report", type=Path, nargs="*",
                    help="only print the summary of these earlier --json files")
    args = ap.parse_args(argv)
    if args.report:
        rows = [json.loads(line) for f in args.report
                for line in f.read_text().splitlines() if line.strip()]
        print(json.dumps(aggregate(rows), indent=1))
        return 0
    summary(args.states, args.runs, args.wsum, args.jobs, args.first_seed, verbose=True,
            cap=args.cap, log=args.json)
    return 0


def summary(states: int, runs: int, min_wsum: int = 2, jobs: int = 1, first_seed: int = 1,
            verbose: bool = False, cap: int = CAP, log: Path | None = None) -> dict[str, Any]:
    """Measure ``states`` states (seeds ``first_seed`` …; a seed without a state is skipped and
    the next one taken, up to three times as many seeds); returns :func:`aggregate`."""
    results: list[dict[str, Any]] = []
    started = time.perf_counter()
    out = log.open("a", encoding="utf-8") if log else None

    def take(r: dict[str, Any]) -> None:
        results.append(r)
        if out:
            out.write(json.dumps(r) + "\n")
            out.flush()
        if verbose:
            print(json.dumps(r), flush=True)

    def found() -> int:
        return sum(1 for r in results if not r.get("skipped"))

    seed, last = first_seed, first_seed + 3 * states
    try:
        while found() < states and seed < last:
            batch = [(sd, runs, min_wsum, cap)
                     for sd in range(seed, min(last, seed + states - found()))]
            seed = batch[-1][0] + 1
            if jobs > 1:
                with Pool(jobs) as pool:
                    for r in pool.imap_unordered(measure_state, batch):
                        take(r)
            else:
                for w in batch:
                    take(measure_state(w))
    finally:
        if out:
            out.close()
    agg = aggregate(results)
    agg["seconds"] = round(time.perf_counter() - started)
    if verbose:
        print(json.dumps(agg, indent=1))
    return agg


def _mean_ci(xs: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95 % interval (normal, over the states)."""
    n = len(xs)
    if n == 0:
        return 0.0, 0.0
    m = sum(xs) / n
    if n == 1:
        return m, 0.0
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, 1.96 * (var / n) ** 0.5


def _spread(xs: list[int]) -> list[int]:
    """Minimum, median, maximum."""
    s = sorted(xs)
    return [s[0], s[len(s) // 2], s[-1]] if s else []


def aggregate(results: list[dict[str, Any]]) -> dict[str, Any]:
    """Per level: mean EV loss in Ruhm and in % of V* with 95 % intervals over the states, the
    worst state, the share of deviating decisions; and what the states are (decision index in
    the evening, chips in the Hülse and the bag, Kupferblau)."""
    done = [r for r in results if not r.get("skipped")]
    n = len(done)
    out: dict[str, Any] = {
        "states": n, "seeds": sorted(r["seed"] for r in results),
        "skipped_seeds": sorted(r["seed"] for r in results if r.get("skipped")),
        "runs": sorted({r.get("runs") for r in done}, key=str),
        "mean_v_star": round(sum(r["v_star"] for r in done) / max(1, n), 2),
        "decision_min_median_max": _spread([r["decision"] for r in done]),
        "huelse_min_median_max": _spread([r["huelse"] for r in done]),
        "bag_min_median_max": _spread([r["bag"] for r in done]),
        "positions_min_median_max": _spread([r["positions"] for r in done]),
        "kupferblau_states": sum(1 for r in done if r["kupferblau"]),
        "recipe_b_states": {str(b): sum(1 for r in done if r.get("recipe_b") == b)
                            for b in sorted({r.get("recipe_b") for r in done}, key=str)}}
    for level in MEASURED_LEVELS:
        pct = [100 * r[level]["loss"] / r["v_star"] for r in done if r["v_star"] > 0]
        ruhm = [r[level]["loss"] for r in done]
        dec = sum(r[level]["decisions"] for r in done)
        dev = sum(r[level]["deviating"] for r in done)
        m_pct, ci_pct = _mean_ci(pct)
        m_ruhm, ci_ruhm = _mean_ci(ruhm)
        p_dev = dev / max(1, dec)
        out[level] = {
            "mean_loss_ruhm": round(m_ruhm, 3), "mean_loss_ruhm_ci95": round(ci_ruhm, 3),
            "mean_loss_pct": round(m_pct, 2), "mean_loss_pct_ci95": round(ci_pct, 2),
            "worst_state_pct": round(max(pct, default=0.0), 2),
            "states_over_3_pct": sum(1 for x in pct if x > 3.0),
            "decisions": dec, "vorschau_decisions": sum(r[level].get("previews", 0)
                                                         for r in done),
            "deviating_pct": round(100 * p_dev, 1),
            # decisions within a run are not independent: the interval is a lower bound
            "deviating_pct_ci95": round(196 * (p_dev * (1 - p_dev) / max(1, dec)) ** 0.5, 1)}
    return out


if __name__ == "__main__":
    raise SystemExit(main())
