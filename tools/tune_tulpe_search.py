"""Measure a variant of Speedtulpe's stark on fixed seeds, to compare variants on paired seeds.

Why: a change to the search is kept only when it wins on the same seeds (same dice, same
seating) as the player without it. This runs one variant — module settings overridden in this
process only — and writes one JSON line per game; ``--compare A B`` pairs two such files by game.

    python tools/tune_tulpe_search.py table OUT.jsonl FIRST GAMES '{"rivals.TAKE": 0.6}'
    python tools/tune_tulpe_search.py solo OUT.jsonl FIRST GAMES '{}'
    python tools/tune_tulpe_search.py --compare A.jsonl B.jsonl

``table``: stark vs strong_v1 at 2 seats, seats rotated; ``solo``: Rekordjagd on Klassisch.
Keys: ``search.X`` / ``rivals.X`` / ``lookahead.X`` set a module constant, ``weights.X`` a field
of stark's evaluation weights at a table, ``solo.X`` one of its weights alone.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import math
import statistics
import sys


def apply(variant: dict) -> None:
    """Set the variant's module constants and weight fields in this process."""
    search = importlib.import_module("speedgames.tulpe.ai.search")
    for key, value in variant.items():
        module, _, name = key.partition(".")
        if module == "weights":
            search.SEARCH_WEIGHTS = dataclasses.replace(search.SEARCH_WEIGHTS, **{name: value})
            continue
        if module == "solo":
            search.SOLO_WEIGHTS = dataclasses.replace(search.SOLO_WEIGHTS, **{name: value})
            continue
        mod = importlib.import_module(f"speedgames.tulpe.ai.{module}")
        if not hasattr(mod, name):
            raise SystemExit(f"unknown setting {key}")
        setattr(mod, name, value)


def run(kind: str, out_path: str, first: int, games: int, variant: dict) -> None:
    apply(variant)
    from speedgames.tulpe import bench

    with open(out_path, "w") as out:
        if kind == "table":
            summary = bench.rotated_match(["strong", "strong_v1"], games, None, first, out)
        else:
            summary = bench.rotated_match(["strong"], games,
                                          {"mode": "rekordjagd", "layout": "klassisch"},
                                          first, out)
        print(json.dumps({"summary": True, "variant": variant, **summary}), file=out)
    print(json.dumps({k: summary[k] for k in ("win_rate", "win_interval", "mean_score",
                                              "score_interval", "cpu_decision_ms_p95",
                                              "cpu_decision_ms_max", "race")}))


def _games(path: str, margin: bool = False) -> dict[int, float]:
    """Game number → the variant's result (win share at a table, score alone; ``margin``: its
    score less the best other score at a table)."""
    out = {}
    with open(path) as lines:
        rows = [json.loads(line) for line in lines]
    for row in rows:
        if row.get("summary"):
            continue
        seat = row["seating"].index("strong")
        if len(row["seating"]) == 1:
            out[row["game"]] = float(row["scores"][0])
        elif margin:
            others = [s for i, s in enumerate(row["scores"]) if i != seat]
            out[row["game"]] = float(row["scores"][seat] - max(others))
        else:
            best = min(row["ranks"])
            winners = [i for i, r in enumerate(row["ranks"]) if r == best]
            out[row["game"]] = (1.0 / len(winners)) if seat in winners else 0.0
    return out


def compare(a: str, b: str) -> None:
    """The paired difference B − A (95 % interval); at a table also of the score margin."""
    for margin in (False, True):
        ga, gb = _games(a, margin), _games(b, margin)
        common = sorted(set(ga) & set(gb))
        diffs = [gb[g] - ga[g] for g in common]
        mean = statistics.mean(diffs)
        half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
        print(f"{'margin' if margin else 'result'}: {len(common)} paired games: "
              f"A {statistics.mean(ga[g] for g in common):.4f}  "
              f"B {statistics.mean(gb[g] for g in common):.4f}  B−A {mean:+.4f} ± {half:.4f}")



if __name__ == "__main__":
    if sys.argv[1] == "--compare":
        compare(sys.argv[2], sys.argv[3])
    else:
        run(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]),
            json.loads(sys.argv[5]) if len(sys.argv) > 5 else {})
