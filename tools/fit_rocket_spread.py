#!/usr/bin/env python3
"""Fit the spread of the later evenings for stark's placement play (``ai.placement.SIGMA``).

Usage: python3 tools/fit_rocket_spread.py [--games 40] [--first-seed 7000] [--jobs 2]
       [--levels strong_v1,strong_v1,strong_v1,strong_v1]

Why: at the table stark values the end of an evening by the chance to win, which needs how much
two seats' scores can still drift apart over the evenings left. The model
(``speedgames.rocket.ai.placement``) takes each seat's later evenings as independent with a
spread ``σ`` per evening, so the difference of two seats drifts with variance ``2·left·σ²``.

Games: 4-seat tables (default four ``strong_v1``, the frozen old stark: its evenings spread like
stark's and it plays ten times faster; ``--levels`` for others), seats rotated, Standard recipes,
seeds ``first_seed`` …. When the Pulverhandlung opens on evening e (< last), each seat's score is
``Ruhm + Kristalle / 2``; at the end it is the final Ruhm. For every pair of seats and evening
``(D_final − D_e)² / (2·left)`` estimates ``σ²``; the tool prints the pooled ``σ`` and ``σ`` per
evenings left (the model wants them about equal) as JSON.
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

from speedgames.rocket import ai  # noqa: E402
from speedgames.rocket.rules import GAME, data  # noqa: E402

DEFAULT_LEVELS = ("strong_v1",) * 4


def play(args: tuple[int, tuple[str, ...]]) -> list[tuple[int, float]]:
    """One table: ``(left, (D_final − D_e)²)`` for every pair of seats and earlier evening."""
    seed, table = args
    n = len(table)
    levels = [table[(k - seed) % n] for k in range(n)]  # rotated by the seed
    seats = [{"kind": "ai", "level": lv, "name": f"{lv}-{i + 1}"} for i, lv in enumerate(levels)]
    st = GAME.new_state({"seats": seats, "evenings": 9}, seed)
    players = [ai.make_player(lv, None, seed * 31 + i) for i, lv in enumerate(levels)]
    snaps: dict[int, list[float]] = {}
    while not st.is_over():
        if st.phase == "shop" and st.evening < st.evenings and st.evening not in snaps:
            snaps[st.evening] = [p["ruhm"] + p["kristalle"] / data.KRISTALLE_PER_RUHM
                                 for p in st.players]
        for seat in st.to_move():
            if seat in st.to_move():
                st.apply(seat, players[seat].choose(st, seat).action)
    final = [float(p["ruhm"]) for p in st.players]
    out = []
    for e, now in snaps.items():
        left = st.evenings - e
        for i in range(n):
            for j in range(i + 1, n):
                drift = (final[i] - final[j]) - (now[i] - now[j])
                out.append((left, drift * drift))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--first-seed", type=int, default=7000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--levels", default=",".join(DEFAULT_LEVELS))
    args = ap.parse_args(argv)
    table = tuple(args.levels.split(","))
    started = time.perf_counter()
    rows: list[tuple[int, float]] = []
    with Pool(args.jobs) as pool:
        for part in pool.imap_unordered(play, [(s, table) for s in range(
                args.first_seed, args.first_seed + args.games)]):
            rows.extend(part)
    out: dict[str, Any] = {"games": args.games, "levels": list(table), "pairs": len(rows),
                           "sigma": round(math.sqrt(sum(d / (2 * L) for L, d in rows)
                                                    / len(rows)), 2),
                           "sigma_by_left": {}}
    for left in sorted({L for L, _d in rows}):
        ds = [d for L, d in rows if L == left]
        out["sigma_by_left"][str(left)] = round(math.sqrt(sum(ds) / (2 * left * len(ds))), 2)
    out["seconds"] = round(time.perf_counter() - started)
    print(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
