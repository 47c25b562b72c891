"""Where Speedtulpe's stark loses points alone: one JSON line per Rekordjagd game.

Why: the solo goal (Rekordjagd mean ≥ 31) needs to know which part of the score is short —
columns, colours, open stars, Gießkannen — and how the Würfe were used (passes, fields per Wurf,
Gießkannen spent late or early). Same variant syntax as ``tools/tune_tulpe_search.py``:

    python tools/tulpe_solo_breakdown.py OUT.jsonl FIRST GAMES '{"solo.col_chance": 0.3}' [LAYOUT]
    python tools/tulpe_solo_breakdown.py --sum OUT.jsonl [MORE.jsonl …]
    python tools/tulpe_solo_breakdown.py --compare A.jsonl B.jsonl   (paired by seed: B − A)
"""

from __future__ import annotations

import json
import math
import statistics
import sys
import time

sys.path.insert(0, __file__.rsplit("/", 2)[0])

from tools.tune_tulpe_search import apply

LETTERS = "ABCDEFGHIJKLMNO"


def play(seed: int, layout: str = "klassisch") -> dict:
    """One Rekordjagd of stark on ``layout`` with seed ``seed``: score and its parts."""
    from speedgames.core.game import get_game
    from speedgames.tulpe.ai import make_player
    from speedgames.tulpe.rules.layout import COLUMN_MASK

    game = get_game("tulpe")
    state = game.new_state({"mode": "rekordjagd", "layout": layout,
                            "seats": [{"kind": "ai", "level": "strong"}]}, seed)
    player = make_player("strong", None, seed * 31)
    wurf_fields: list[int] = []
    jokers_at: list[int] = []
    cpu: list[float] = []
    wall: list[float] = []
    masks: list[int] = []  # the field at each decision (for the chance of a hope, see --fit)
    while not state.is_over():
        started, wall_start = time.thread_time(), time.perf_counter()
        decision = player.choose(state, 0)
        action = decision.action
        if action.type != "roll":
            masks.append(state.players[0].bloomed)
            cpu.append((time.thread_time() - started) * 1000)
            wall.append((time.perf_counter() - wall_start) * 1000)
            if action.type == "pass":
                wurf_fields.append(0)
            else:
                wurf_fields.append(len(action.get("cells")))
                before = state.players[0].cans
                state.apply(0, action)
                if state.players[0].cans < before:
                    jokers_at.extend([len(wurf_fields)] * (before - state.players[0].cans))
                continue
        state.apply(0, action)
    p = state.players[0]
    open_stars = (state.layout.star_mask & ~p.bloomed).bit_count()
    partial = sorted((p.bloomed & COLUMN_MASK[c]).bit_count() for c in range(15)
                     if c not in {col for col, _, _ in p.columns})
    return {"seed": seed, "score": state.score(0),
            "column_points": sum(pts for _, pts, _ in p.columns),
            "columns": sorted(c for c, _, _ in p.columns),
            "color_points": sum(pts for _, pts, _ in p.colors),
            "colors": [c for c, _, _ in p.colors], "open_stars": open_stars, "cans": p.cans,
            "fields": p.bloomed.bit_count(), "passes": wurf_fields.count(0),
            "wurf_fields": wurf_fields, "jokers_at": jokers_at, "open_column_fill": partial,
            "cpu_ms": cpu, "wall_ms": wall, "masks": masks}


def summarise(paths: list[str]) -> None:
    rows = [row for path in paths for row in _rows(path)]
    n = len(rows)

    def mean(key: str) -> str:
        values = [float(r[key]) for r in rows]
        half = 1.96 * statistics.stdev(values) / math.sqrt(n) if n > 1 else 0.0
        return f"{statistics.mean(values):.2f} ± {half:.2f}"

    print(f"{n} games")
    for key in ("score", "column_points", "color_points", "open_stars", "cans", "fields",
                "passes"):
        print(f"  {key:14} {mean(key)}")
    cols = [0] * 15
    for r in rows:
        for c in r["columns"]:
            cols[c] += 1
    print("  column share  ", " ".join(f"{LETTERS[c]}{cols[c] / n:.2f}" for c in range(15)))
    per = [statistics.mean(r["wurf_fields"][i] for r in rows if len(r["wurf_fields"]) > i)
           for i in range(30)]
    print("  fields by Wurf", " ".join(f"{v:.1f}" for v in per))
    jokers = [0] * 31
    for r in rows:
        for w in r["jokers_at"]:
            jokers[w] += 1
    print("  jokers by Wurf", " ".join(f"{jokers[i] / n:.2f}" for i in range(1, 31)))
    near = [sum(1 for f in r["open_column_fill"] if f >= 5) for r in rows]
    print(f"  open columns with ≥5 of 7: {statistics.mean(near):.2f}")
    for key in ("cpu_ms", "wall_ms"):
        times = sorted(v for r in rows for v in r.get(key, []))
        if times:
            print(f"  {key} p50 {times[len(times) // 2]:.1f} p95 "
                  f"{times[int(len(times) * 0.95)]:.1f} max {times[-1]:.1f} "
                  f"({len(times)} decisions)")


def _rows(path: str) -> list[dict]:
    with open(path) as lines:
        return [json.loads(line) for line in lines]


def compare(a: str, b: str) -> None:
    """The paired score difference B − A by seed (95 % interval)."""
    ga = {r["seed"]: r["score"] for r in _rows(a)}
    gb = {r["seed"]: r["score"] for r in _rows(b)}
    common = sorted(set(ga) & set(gb))
    diffs = [gb[s] - ga[s] for s in common]
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    print(f"{len(common)} seeds: A {statistics.mean(ga[s] for s in common):.2f}  "
          f"B {statistics.mean(gb[s] for s in common):.2f}  "
          f"B−A {statistics.mean(diffs):+.2f} ± {half:.2f}")


if __name__ == "__main__":
    if sys.argv[1] == "--sum":
        summarise(sys.argv[2:])
    elif sys.argv[1] == "--compare":
        compare(sys.argv[2], sys.argv[3])
    else:
        apply(json.loads(sys.argv[4]) if len(sys.argv) > 4 else {})
        with open(sys.argv[1], "w") as out:
            for seed in range(int(sys.argv[2]), int(sys.argv[2]) + int(sys.argv[3])):
                layout = sys.argv[5] if len(sys.argv) > 5 else "klassisch"
                print(json.dumps(play(seed, layout)), file=out, flush=True)
