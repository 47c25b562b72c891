#!/usr/bin/env python3
"""Fit stark's shop factors (``ai.shop.PHASE_FACTORS``) to the rollouts (issue #32).

Usage:
  python3 tools/tune_rocket_shop.py collect --first-seed 7600 --states 60 --rollouts 24 --out F
  python3 tools/tune_rocket_shop.py fit F [F …]

* ``collect``: the shop states of ``tools/measure_rocket_shop.py`` (seed ``n``: 2–4 seats, the
  frozen hand-set shop plays to seat ``n mod seats``' purchase on a drawn evening 1–8); for each,
  **every** affordable basket and „Fertig“ played out ``--rollouts`` times (``ai.rollout``,
  common random numbers), with the hand-set worth of every chip on sale. One JSON line a state.
* ``fit``: a factor per chip kind and game phase (evenings left ≥ 6, 3–5, ≤ 2) on the hand-set
  worths, by coordinate descent on a coarse grid; a factor moves off 1.0 only when it lowers the
  mean loss (best basket's mean − the chosen one's, in % of the best) by ≥ 0.15 points. Prints
  a 4-fold cross-validation (fit on three quarters, loss on the fourth) and the fit on all.

The loss here is against the best of every basket on the same rollouts, so it is flattered
(the winner's curse); the honest figure is ``measure_rocket_shop.py shop`` on other seeds.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from measure_rocket_shop import _values, shop_state  # noqa: E402

from speedgames.rocket.ai import rollout  # noqa: E402
from speedgames.rocket.ai import shop as ai_shop  # noqa: E402
from speedgames.rocket.ai.styles import NEUTRAL  # noqa: E402
from speedgames.rocket.rules import shop  # noqa: E402

KINDS = "OGBRYPK"
GRID = (0.5, 0.7, 1.0, 1.4, 2.0, 3.0)
THRESHOLD = 0.0015


def collect(first: int, states: int, rollouts: int, out: Path) -> None:
    seed, got = first, 0
    with out.open("a") as fh:
        while got < states:
            found = shop_state(seed)
            seed += 1
            if found is None:
                continue
            st, seat, v1 = found
            p = st.players[seat]
            acts = [shop.buy_action(o) for o in shop.buy_options(st, p)] + [rollout.DONE]
            vals = _values(st, seat, acts, 0, rollouts)
            worths = {w.chip: w.value for w in ai_shop.chip_worths(st, seat, NEUTRAL)}
            rec = {"seed": seed - 1, "seat": seat, "seats": len(st.players),
                   "evening": st.evening, "evenings": st.evenings, "mark": p["mark"],
                   "v1": list(v1.get("chips") or []), "worths": worths,
                   "rows": [{"chips": list(a.get("chips") or []), "res": v.results}
                            for a, v in zip(acts, vals)]}
            fh.write(json.dumps(rec) + "\n")
            fh.flush()
            got += 1


def load(files: list[str]) -> list[dict[str, Any]]:
    recs = []
    for f in files:
        for line in Path(f).read_text().splitlines():
            r = json.loads(line)
            for row in r["rows"]:
                row["m"] = sum(row["res"]) / len(row["res"])
            r["best"] = max(row["m"] for row in r["rows"])
            recs.append(r)
    return recs


def choose(r: dict[str, Any], fac: dict[tuple[str, int], float]) -> dict[str, Any]:
    ph = ai_shop.phase_of(r.get("evenings", 9) - r["evening"])
    w = r["worths"]
    buys = [row for row in r["rows"] if row["chips"]]
    return max(buys, key=lambda row: sum(w[c] * fac[(c[0], ph)] for c in row["chips"]))


def loss(recs: list[dict[str, Any]], fac: dict[tuple[str, int], float]) -> float:
    return sum((r["best"] - choose(r, fac)["m"]) / r["best"] for r in recs) / len(recs)


def fit(recs: list[dict[str, Any]]) -> dict[tuple[str, int], float]:
    fac = {(k, p): 1.0 for k in KINDS for p in range(3)}
    for _ in range(3):
        changed = False
        for key in sorted(fac):
            cur = loss(recs, fac)
            best_g, best_l = fac[key], cur
            for g in GRID:
                old, fac[key] = fac[key], g
                lo = loss(recs, fac)
                fac[key] = old
                if lo < best_l:
                    best_g, best_l = g, lo
            if best_l < cur - THRESHOLD:
                fac[key], changed = best_g, True
        if not changed:
            break
    return fac


def shown(fac: dict[tuple[str, int], float]) -> dict[str, float]:
    return {f"{k}{p}": v for (k, p), v in sorted(fac.items()) if v != 1.0}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=("collect", "fit"))
    ap.add_argument("files", nargs="*")
    ap.add_argument("--first-seed", type=int, default=7600)
    ap.add_argument("--states", type=int, default=60)
    ap.add_argument("--rollouts", type=int, default=24)
    ap.add_argument("--out", type=Path)
    args = ap.parse_args(argv)
    if args.what == "collect":
        collect(args.first_seed, args.states, args.rollouts, args.out or Path("tune.jsonl"))
        return 0
    recs = load(args.files)
    one = {(k, p): 1.0 for k in KINDS for p in range(3)}
    folds = []
    for f in range(4):
        train = [r for i, r in enumerate(recs) if i % 4 != f]
        test = [r for i, r in enumerate(recs) if i % 4 == f]
        fac = fit(train)
        folds.append((loss(test, one), loss(test, fac)))
        print(f"fold {f}: hand-set {100 * folds[-1][0]:.2f} %, fitted {100 * folds[-1][1]:.2f} %",
              shown(fac))
    print(f"cross-validated: hand-set {100 * sum(a for a, _ in folds) / 4:.2f} %, "
          f"fitted {100 * sum(b for _, b in folds) / 4:.2f} %")
    fac = fit(recs)
    print(f"all {len(recs)} states: hand-set {100 * loss(recs, one):.2f} %, "
          f"fitted {100 * loss(recs, fac):.2f} %", json.dumps(shown(fac)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
