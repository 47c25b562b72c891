#!/usr/bin/env python3
"""stark's shop against the rollout-best basket (issue #32), and the Analyse's marks on the shop
(issue #28).

Usage:
  python3 tools/measure_rocket_shop.py shop [--states 200] [--rollouts 24] [--first-seed 7100]
  python3 tools/measure_rocket_shop.py verdicts [--states 60] [--first-seed 7300]
  python3 tools/measure_rocket_shop.py games [--states 10] [--first-seed 7500]

* ``shop``: sampled shop states — game ``n`` (seed ``first_seed + n``, 2–4 seats, 9 evenings)
  is played by ``strong_v1`` (the frozen stark: the same shop as stark, ten times faster to play
  to a state) until seat ``n mod seats`` stands before its purchase on a drawn evening 1–8.
  Candidates: every basket the shop heuristic ranks in its top ``--candidates``, „Fertig“ and
  stark's own basket. Values: the mean final Ruhm of ``ai.rollout`` (common random numbers).
  The best basket is *chosen* on rollouts ``0…R−1`` and both it and stark's basket are
  *valued* on the fresh rollouts ``R…2R−1`` — so the best of many noisy means is not flattered
  (the winner's curse). Prints per state and a summary: stark's mean loss to the rollout-best in
  Ruhm and in % of the best's value (with a 95 % interval), and the share of states within 1 %.
* ``verdicts``: the same kind of states; the Analyse's judge (``rocket.analysis.judge``) on
  stark's basket, on „Fertig“ (a planted blunder while baskets are affordable) and on the
  cheapest single chip (a planted weak basket), and „Aufhören“ where no chip can ignite (a
  planted stop at 0 % risk): how many get ``?``/``??``.
* ``games``: ``--states`` strong-vs-strong games (2 seats), both seats analysed: ``?``/``??``
  on shop and Stopfen decisions (false accusations) and the analysis' CPU time.

CPU: a state costs about (candidates + 2) × 2R rollouts of ≈ 1–4 ms each.
"""

from __future__ import annotations

import math
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from speedgames.core import measure_cli as cli  # noqa: E402
from speedgames.core.analysis import analyse_record, verdict  # noqa: E402
from speedgames.core.game import Action, Match  # noqa: E402
from speedgames.core.rng import Stream  # noqa: E402
from speedgames.rocket import ai, analysis  # noqa: E402
from speedgames.rocket.ai import rollout  # noqa: E402
from speedgames.rocket.ai import shop as ai_shop  # noqa: E402
from speedgames.rocket.ai.styles import NEUTRAL  # noqa: E402
from speedgames.rocket.rules import GAME, odds, shop  # noqa: E402

DONE = Action("done")


def shop_state(seed: int, safe: list[Any] | None = None) -> tuple[Any, int, Action] | None:
    """(state before the purchase, seat, stark's basket) of game ``seed``, or None; ``safe``
    gets the first position of that seat (evening ≥ 2) where no chip can ignite and it draws."""
    n = 2 + seed % 3
    seats = [{"kind": "ai", "level": "strong_v1", "name": f"s{i}"} for i in range(n)]
    st = GAME.new_state({**GAME.default_options(), "seats": seats}, seed)
    players = [ai.make_player("strong_v1", None, seed * 7 + i) for i in range(n)]
    pick = Stream.derive(seed, "measure-shop")
    target, seat = 1 + pick.randbelow(st.evenings - 1), seed % n
    for _ in range(100_000):
        if st.is_over():
            return None
        s = st.to_move()[0]
        action = players[s].choose(st, s).action
        if s == seat and st.phase == "shop" and st.evening >= target and action.type == "buy":
            return st, seat, action
        if safe is not None and not safe and s == seat and st.phase == "stopfen" \
                and st.evening >= 2 and action.type == "draw" and odds.danger(st, s) == 0:
            safe.append(st.clone())
        st.apply(s, action)
    return None


def _values(st: Any, seat: int, actions: list[Action], first: int, count: int) -> list[Any]:
    out = []
    for a in actions:
        res = []
        for i in range(first, first + count):
            root = rollout.reseeded(st, seat, i)
            rollout.apply(root, seat, a)
            rollout.finish_shop(root, seat)
            res.append(rollout.final_result(rollout.play_out(root, seat), seat))
        out.append(rollout.Value(a, res))
    return out


def measure_shop(seed: int, rollouts: int, candidates: int) -> dict[str, Any] | None:
    found = shop_state(seed)
    if found is None:
        return None
    st, seat, v1 = found
    # stark's basket now (the tuned worths); the state was reached by the frozen hand-set shop
    bought = ai_shop.strong_buy(st, seat, NEUTRAL, tuned=True)
    stark = bought[0] if bought is not None else v1
    cands = rollout.candidates(st, seat, stark, candidates)
    choose = _values(st, seat, cands, 0, rollouts)
    best = max(choose, key=lambda v: v.mean).action
    pair = [best] if best == stark else [best, stark]
    fresh = {v.action: v for v in _values(st, seat, pair, rollouts, rollouts)}
    b, s = fresh[best], fresh[stark]
    diff = [x - y for x, y in zip(b.results, s.results)]
    return {"seed": seed, "seat": seat, "seats": len(st.players), "evening": st.evening,
            "mark": st.players[seat]["mark"], "candidates": len(cands),
            "stark": stark.get("chips"), "v1": v1.get("chips"), "best": best.get("chips") if best.type == "buy" else None,
            "best_value": b.mean, "stark_value": s.mean,
            "loss": sum(diff) / len(diff), "loss_se": rollout.diff_se(b, s)}


def summarize(rows: list[dict[str, Any]]) -> dict[str, Any]:
    rows = [r for r in rows if r]
    n = len(rows)
    if not n:
        return {"states": 0}
    loss = [r["loss"] for r in rows]
    rel = [r["loss"] / r["best_value"] for r in rows if r["best_value"] > 0]
    mean = sum(loss) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in loss) / max(1, n - 1))
    rmean = sum(rel) / len(rel)
    rsd = math.sqrt(sum((x - rmean) ** 2 for x in rel) / max(1, len(rel) - 1))
    return {"states": n, "same_basket": sum(r["best"] == r["stark"] for r in rows),
            "loss_ruhm": round(mean, 3), "loss_ruhm_ci95": round(1.96 * sd / math.sqrt(n), 3),
            "loss_pct": round(100 * rmean, 3),
            "loss_pct_ci95": round(100 * 1.96 * rsd / math.sqrt(len(rel)), 3),
            "mean_best_value": round(sum(r["best_value"] for r in rows) / n, 2),
            "within_1pct": sum(x <= 0.01 for x in rel)}


def measure_verdicts(seed: int) -> dict[str, Any] | None:
    safe: list[Any] = []
    found = shop_state(seed, safe)
    if found is None:
        return None
    st, seat, stark = found
    p = st.players[seat]
    price = shop.prices(st)
    cheap = min((c for c in shop.buy_options(st, p) if len(c) == 1), key=lambda c: price[c[0]])
    out: dict[str, Any] = {"seed": seed, "evening": st.evening, "mark": p["mark"]}
    for name, action in (("stark", stark), ("done", DONE), ("cheap", shop.buy_action(cheap))):
        if name == "cheap" and action == stark:
            continue
        j = analysis.judge(st, seat, action)
        out[name] = None if j is None else verdict(j.loss, j.alternative_loss,
                                                   analysis.THRESHOLDS)
    if safe:  # planted: stopping where no chip can ignite
        j = analysis.judge(safe[0], seat, Action("stop"))
        out["stop0"] = None if j is None else verdict(j.loss, j.alternative_loss,
                                                      analysis.THRESHOLDS)
    return out


def measure_game(seed: int) -> dict[str, Any]:
    """A strong-vs-strong game (2 seats, 9 evenings), both seats analysed: marks per kind."""
    seats = [{"kind": "ai", "level": "strong", "name": f"s{i}"} for i in range(2)]
    m = Match(GAME, {**GAME.default_options(), "seats": seats}, seed)
    players = [ai.make_player("strong", None, seed * 31 + i) for i in range(2)]
    while not m.state.is_over():
        s = m.state.to_move()[0]
        m.apply(s, players[s].choose(m.state, s).action)
    t0 = time.process_time()
    result = analyse_record(m.record())
    cpu = time.process_time() - t0
    out: dict[str, Any] = {"seed": seed, "decisions": len(result.decisions),
                           "analysis_cpu_s_both_seats": round(cpu, 2)}
    for kind in ("shop", "stopfen"):
        mine = [d for d in result.decisions
                if (d.action.type in ("buy", "done", "take")) == (kind == "shop")]
        q, qq = cli.marks(mine)
        out[kind] = {"n": len(mine), "?": q, "??": qq}
    out["flagged"] = [[d.index, d.action.to_json(), d.best.to_json(), round(d.loss, 2),
                       d.verdict] for d in result.flagged]
    return out


def main(argv: list[str] | None = None) -> int:
    ap = cli.seeds_parser(200, 7100, "write every row and the summary here")
    ap.add_argument("what", choices=("shop", "verdicts", "games"))
    ap.add_argument("--rollouts", type=int, default=24)
    ap.add_argument("--candidates", type=int, default=6)
    args = ap.parse_args(argv)
    run = cli.Run(ensure_ascii=True)
    measure = {"shop": lambda seed: measure_shop(seed, args.rollouts, args.candidates),
               "verdicts": measure_verdicts, "games": measure_game}[args.what]
    rows = run.rows(measure, args.first_seed, args.states)
    if args.what == "shop":
        summary = summarize(rows)
    elif args.what == "games":
        summary = {"games": len(rows)}
        for kind in ("shop", "stopfen"):
            summary[kind] = {k: sum(r[kind][k] for r in rows) for k in ("n", "?", "??")}
        cpu = [r["analysis_cpu_s_both_seats"] for r in rows]
        summary["analysis_cpu_s_both_seats"] = {"mean": round(sum(cpu) / len(cpu), 2),
                                                "max": max(cpu)}
    else:
        summary = {"states": len(rows)}
        for name in ("stark", "done", "cheap", "stop0"):
            marks = [r[name] for r in rows if r.get(name) is not None]
            summary[name] = {m: marks.count(m) for m in ("ok", "!", "?", "??")}
    summary["cpu_s"] = run.cpu()
    return run.finish(summary, args.json, {"rows": rows, "summary": summary})


if __name__ == "__main__":
    sys.exit(main())
