"""How Speedtulpe's Analyse fares: false accusations of the strong computer and planted blunders
caught (issue #28), measured like Speedsprit's (:mod:`speedgames.sprit.analysis_measure`).

Usage: ``python -m speedgames.tulpe.analysis_measure [--seed 110000] [--scale 1.0] [--json F]
[--parts self_play,planted]`` (figures of a run: docs/analysis.md, Speedtulpe)

- **Self-play** (strong against strong, every seat analysed): ``?`` and ``??`` per seat-game —
  each one a false accusation, since the strong computer made the move. The judge values by the
  static strong evaluation, the strong player searches the next Wurf, so they can disagree.
- **Planted blunders**: seat 0 (a „person“ played by the strong computer) makes one bad move in
  place of the strong one, at the first position that offers it; the rest is played by the
  strong computers; only seat 0 is analysed. Kinds: ``worst`` (the worst placement by the
  static value while the best one is worth ``CLEAR`` points more: a clearly worse choice) and
  ``pass_bloom`` (passing while a placement brings ``BLOOM`` points or more now). Counted per
  kind: games, caught (``?``/``??``), caught as ``??``, and the other flags of that seat.

Fresh seeds (from ``--seed``), never those the thresholds were tried on. ``--scale`` multiplies
the number of games. About 1–2 minutes of one core at scale 1.
"""

from __future__ import annotations

from typing import Any, Callable

from speedgames.core import measure_cli as cli
from speedgames.core.analysis import analyse_record
from speedgames.core.game import Action
from speedgames.core.planted import Plant, play_planted
from speedgames.tulpe import analysis

PERSON = {"kind": "human", "name": "Probe"}
STRONG = {"kind": "ai", "level": "strong"}
SELF_PLAY = ((2, 6), (3, 4), (4, 3))   # (seats, games)
PLANT_GAMES = 8
CLEAR = 8.0    # ``worst``: the best placement's static value at least this much above the worst
BLOOM = 5      # ``pass_bloom``: a placement that brings at least this many points now

def _ranked(state: Any, seat: int) -> list:
    from speedgames.tulpe.ai import WEIGHTS, rank

    return rank(state.view(seat), WEIGHTS["strong"])


def worst(state: Any, seat: int, strong: Action) -> Action | None:
    from speedgames.tulpe.ai import to_action

    if strong.type != "choose":
        return None
    ranked = _ranked(state, seat)
    if len(ranked) < 2 or ranked[0][0] - ranked[-1][0] < CLEAR:
        return None
    return to_action(ranked[-1][1])


def pass_bloom(state: Any, seat: int, strong: Action) -> Action | None:
    if strong.type != "choose":
        return None
    ranked = _ranked(state, seat)
    if not any(c.points >= BLOOM for _v, c in ranked):
        return None
    return Action("pass")


PLANTS: dict[str, Plant] = {"worst": worst, "pass_bloom": pass_bloom}


def play(seats: list[dict], seed: int, plant: Plant | None = None) -> tuple[dict, int | None]:
    """A game of strong computers (a person's seat too); ``plant`` may replace seat 0's move
    once (:func:`~speedgames.core.planted.play_planted`). Returns the record and the planted
    action's index."""
    m, planted = play_planted("tulpe", {"seats": seats}, seed, plant)
    return m.record(), planted


def self_play(seed: int, scale: float, out: Callable[[dict], None]) -> dict[str, Any]:
    seat_games = q = qq = decisions = 0
    losses: list[float] = []
    by_setting = []
    for seats, games in SELF_PLAY:
        n = cli.scaled(games, scale)
        cq = cqq = 0
        for g in range(n):
            s = cli.self_play_seed(seed, seats, g)
            record, _p = play([STRONG] * seats, s)
            result = analyse_record(record)
            gq, gqq = cli.marks(result.decisions)
            losses += [d.loss for d in result.decisions]
            decisions += len(result.decisions)
            seat_games += seats
            q, qq, cq, cqq = q + gq, qq + gqq, cq + gq, cqq + gqq
            out({"part": "self_play", "seats": seats, "seed": s,
                 "decisions": len(result.decisions), "?": gq, "??": gqq,
                 "flagged": cli.flagged(result)})
        by_setting.append({"seats": seats, "games": n, **cli.per_seat_game(cq, cqq, n * seats)})
    losses.sort(reverse=True)
    return {"seat_games": seat_games, "decisions": decisions, "?": q, "??": qq,
            **cli.per_seat_game(q, qq, seat_games), "by_setting": by_setting,
            "largest_losses": [round(x, 2) for x in losses[:6]]}


def planted(seed: int, scale: float, out: Callable[[dict], None]) -> dict[str, Any]:
    summary: dict[str, Any] = {}
    for k, (kind, plant) in enumerate(PLANTS.items()):
        games = caught = mistakes = others = 0
        for g in range(cli.scaled(PLANT_GAMES, scale)):
            s = cli.planted_seed(seed, k, g)
            seats = [PERSON] + [STRONG] * (1 + g % 3)
            record, index = play(seats, s, plant)
            if index is None:
                continue
            result = analyse_record(record)
            row = next((d for d in result.decisions if d.index == index), None)
            hit = row is not None and row.verdict in ("?", "??")
            extra = sum(1 for d in result.flagged if d.index != index)
            games, caught, others = games + 1, caught + hit, others + extra
            mistakes += row is not None and row.verdict == "??"
            out({"part": "planted", "kind": kind, "seats": len(seats), "seed": s,
                 "index": index, "verdict": row.verdict if row else None,
                 "loss": round(row.loss, 2) if row else None, "other_flags": extra})
        summary[kind] = {"games": games, "caught": caught, "caught_as_mistake": mistakes,
                         "other_flags_per_game": cli.per_game(others, games)}
    return summary


def main(argv: list[str] | None = None) -> int:
    args = cli.parts_parser("python -m speedgames.tulpe.analysis_measure", 110000,
                            ("self_play", "planted")).parse_args(argv)
    run = cli.Run()
    summary: dict[str, Any] = {"thresholds": list(analysis.THRESHOLDS)}
    summary.update(cli.chosen_parts(args.parts, (
        ("self_play", "self_play", lambda: self_play(args.seed, args.scale, run.out)),
        ("planted", "planted", lambda: planted(args.seed, args.scale, run.out)))))
    summary.update(run.clock())
    return run.finish(summary, args.json)


if __name__ == "__main__":  # pragma: no cover - a manual measurement
    raise SystemExit(main())
