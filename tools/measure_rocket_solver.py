#!/usr/bin/env python3
"""How far each computer level's Stopfen is from the exact optimum (issue 10).

Usage: python3 tools/measure_rocket_solver.py [--states 100] [--runs 16] [--cap 400000] [--jobs 2]

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

LEVELS = ("strong", "strong_v1", "normal", "easy")


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


def measure_state(args: tuple[int, int, int]) -> dict[str, Any]:
    seed, runs, min_wsum, cap = args
    started = time.perf_counter()
    found = find_state(seed, min_wsum, cap)
    if found is None:
        return {"seed": seed, "skipped": True}
    st, solver, root, index = found
    v_star = max(v for v, _e in root.values())
    solve_s = time.perf_counter() - started
    p0 = st.players[0]
    out: dict[str, Any] = {"seed": seed, "v_star": v_star, "positions": len(solver.exact),
                           "solve_seconds": round(solve_s, 1), "decision": index,
                           "bag": sum(p0["bag"].values()), "huelse": len(p0["huelse"]),
                           "wsum": st.wsum(0), "card": st.card,
                           "kupferblau": sum(n for c, n in p0["bag"].items() if c[0] == "B")}
    for level in LEVELS:
        player = ai.make_player(level, None, seed)
        losses, decisions, deviating = [], 0, 0
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
                if regret > 1e-9:
                    deviating += 1
                    loss += regret
                s.apply(0, action)
            losses.append(loss)
        out[level] = {"loss": sum(losses) / runs, "decisions": decisions,
                      "deviating": deviating}
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
    ap.add_argument("--json", type=Path, help="also write every state's figures here")
    args = ap.parse_args(argv)
    results = summary(args.states, args.runs, args.wsum, args.jobs, args.first_seed, verbose=True,
                      cap=args.cap)
    if args.json:
        args.json.write_text(json.dumps(results))
    return 0


def summary(states: int, runs: int, min_wsum: int = 2, jobs: int = 1, first_seed: int = 1,
            verbose: bool = False, cap: int = CAP) -> dict[str, Any]:
    """Measure ``states`` states; returns per level mean / worst EV loss (%) and deviations."""
    work = [(first_seed + i, runs, min_wsum, cap) for i in range(states)]
    results: list[dict[str, Any]] = []
    started = time.perf_counter()
    if jobs > 1:
        with Pool(jobs) as pool:
            for r in pool.imap_unordered(measure_state, work):
                results.append(r)
                if verbose:
                    print(json.dumps(r), flush=True)
    else:
        for w in work:
            r = measure_state(w)
            results.append(r)
            if verbose:
                print(json.dumps(r), flush=True)
    done = [r for r in results if not r.get("skipped")]
    out: dict[str, Any] = {"states": len(done), "runs": runs,
                           "mean_v_star": round(sum(r["v_star"] for r in done) / max(1, len(done)),
                                                2),
                           "seconds": round(time.perf_counter() - started)}
    for level in LEVELS:
        pct = [100 * r[level]["loss"] / r["v_star"] for r in done if r["v_star"] > 0]
        dec = sum(r[level]["decisions"] for r in done)
        dev = sum(r[level]["deviating"] for r in done)
        out[level] = {
            "mean_loss_ruhm": round(sum(r[level]["loss"] for r in done) / max(1, len(done)), 3),
            "mean_loss_pct": round(sum(pct) / max(1, len(pct)), 2),
            "worst_state_pct": round(max(pct, default=0.0), 2),
            "deviating_pct": round(100 * dev / max(1, dec), 1)}
    if verbose:
        print(json.dumps(out, indent=1))
    return out


if __name__ == "__main__":
    raise SystemExit(main())
