"""How Speedsprit's Analyse fares: false accusations of the strong computer, planted blunders
caught, and the time a whole game's analysis takes (issue #28).

Usage: ``python -m speedgames.sprit.analysis_measure [--seed 70000] [--scale 1.0] [--json F]
[--parts self_play,planted,time]`` (figures of a run: docs/sprit-analysis.md)

- **Self-play** (strong against strong, every seat analysed): ``?`` and ``??`` per seat-game —
  each one a false accusation, since the strong computer made the move. Also what the counts
  would be had a loss needed another number ``Z`` of standard errors, from the same runs.
- **Planted blunders**: seat 0 (a „person“ played by the strong computer) makes one bad-looking
  move in place of the strong one, at the first position that offers it; the rest is played by
  the strong computers; only seat 0 is analysed (as for a person). Kinds: ``roll_back`` (to the
  Werkstatt with all stamps, within 30 fields of the Ziel, when it costs a turn by the table),
  ``strand`` (a drive that empties the tank onto a Tafel that won't pay there),
  ``skip_stamp`` (past a Kontrolle the car needs: fewer Kontrollen left ahead than stamps
  missing). Whether a plant is *clearly* bad is told by ``ORACLE`` paired continuations with
  the strong computers on every seat (it loses ``CLEAR`` places or more on average): many plants
  are harmless because the race was decided, and those should not be marked. Counted per kind:
  games, clearly bad, caught of those (``?``/``??``), and the other flags of that seat.
- **Time**: CPU and wall seconds of ``analyse_record`` per game, for the person's seat and for
  all seats.

Fresh seeds (from ``--seed``) — never those the thresholds were tried on. ``--scale`` multiplies
the number of games (0.5 for a quick look). About 3–5 minutes of one core at scale 1.
"""

from __future__ import annotations

import time
from typing import Any, Callable

from speedgames.core import measure_cli as cli
from speedgames.core.analysis import analyse_record
from speedgames.core.game import Action, get_game
from speedgames.core.planted import Plant, play_planted
from speedgames.core.players import make_player
from speedgames.core.rng import Stream
from speedgames.sprit import analysis
from speedgames.sprit.ai.quick import quick_value
from speedgames.sprit.rules.fuel import cost
from speedgames.sprit.rules.tracks import KONTROLLE

PERSON = {"kind": "human", "name": "Probe"}
STRONG = {"kind": "ai", "level": "strong"}
SELF_PLAY = (("alpenpass", 2, 8), ("bergsprint", 2, 6), ("alpenpass", 4, 3), ("bergsprint", 6, 2))
PLANT_GAMES = 6      # attempts per kind (tracks alternate); a game without the position is skipped
SWEEP = (1.5, 2.0, 2.5, 3.0)
ORACLE = 6           # paired strong continuations that tell whether a plant really is bad
CLEAR = 0.5          # … it is when it loses this many places on average

# -- planted blunders -------------------------------------------------------------------------------

def roll_back(state: Any, seat: int, strong: Action) -> Action | None:
    car = state.active_car
    c = state.cars[car]
    werkstatt = Action("werkstatt")
    if c["stamps"] < 3 or strong.type == "werkstatt" or state.track.ziel - c["field"] > 30 or \
            werkstatt not in state.legal_actions(seat):
        return None
    if quick_value(state, car, werkstatt) < quick_value(state, car, strong) + 1.0:
        return None  # the roll-back must cost at least a turn by the table
    return werkstatt


def strand(state: Any, seat: int, strong: Action) -> Action | None:
    """A drive that empties the tank onto a Tafel that won't pay there (nothing to refill it:
    every field of both tracks has a sign, and a Tankstelle, Kontrolle or Ereignisfeld may
    help): the next turn can only roll back to the Werkstatt behind, and if that is taken the
    car is Festgefahren."""
    car = state.active_car
    c = state.cars[car]
    for action in reversed(state.legal_actions(seat)):
        if action.type != "drive" or action == strong or action["to"] == state.track.ziel:
            continue
        to = action["to"]
        place = 1 + sum(1 for i, o in enumerate(state.cars)
                        if i != car and (o["finished"] or o["field"] > to))
        if c["fuel"] - cost(to - c["field"]) < 1 and state.track.code(to) in "1234" and \
                not state.track.tafel_pays(to, place):
            return action
    return None


def skip_stamp(state: Any, seat: int, strong: Action) -> Action | None:
    car = state.active_car
    c = state.cars[car]
    if strong.type != "drive" or state.track.code(strong["to"]) != KONTROLLE or c["stamps"] >= 3:
        return None
    k = strong["to"]
    for action in state.legal_actions(seat):
        if action.type == "drive" and action["to"] > k and action["to"] != state.track.ziel:
            ahead = sum(1 for f in state.track.kontrollen if f > action["to"])
            return action if ahead < 3 - c["stamps"] else None
    return None


PLANTS: dict[str, Plant] = {"roll_back": roll_back, "strand": strand, "skip_stamp": skip_stamp}


# -- playing ----------------------------------------------------------------------------------------

def play(track: str, seats: list[dict], seed: int,
         plant: Plant | None = None, keep: list | None = None
         ) -> tuple[dict, int | None, list[int]]:
    """A game of strong computers (a person's seat too); ``plant`` may replace seat 0's move
    once (:func:`~speedgames.core.planted.play_planted`). Returns the record, the planted
    action's index and the final ranks; ``keep`` gets the position of the plant and the strong
    move it replaced."""
    m, planted = play_planted("sprit", {"track": track, "seats": seats}, seed, plant, keep)
    return m.record(), planted, list(m.state.result()["ranks"])


def strong_continuation(state: Any, seat: int, action: Action, seed: int) -> int:
    """The seat's final place after ``action`` when the strong computers play every seat on,
    the unseen cards dealt anew by ``seed`` (the measure of truth for a planted move)."""
    s = state.clone()
    if s.options["cards"]:
        pile = sorted(s.deck)
        Stream(seed).shuffle(pile)
        s.deck = pile
    s.card_stream = Stream(seed + 1)
    players = [make_player("sprit", "strong", None, seed * 7 + i)
               for i in range(len(s.options["seats"]))]
    s.apply(seat, action)
    while not s.is_over() and not all(c["finished"] for c in s.cars if c["seat"] == seat):
        mover = s.to_move()[0]
        s.apply(mover, players[mover].choose(s, mover).action)
    return int(s.result()["ranks"][seat])


def true_loss(state: Any, seat: int, strong: Action, planted_move: Action,
              n: int = ORACLE) -> float:
    """Mean places the planted move loses to the strong one over ``n`` paired continuations."""
    gaps = [strong_continuation(state, seat, planted_move, 900 + k) -
            strong_continuation(state, seat, strong, 900 + k) for k in range(n)]
    return sum(gaps) / n


class Recorder:
    """Wraps the judge during an analysis to keep each judgement's measured gap and error."""

    def __init__(self) -> None:
        self.rows: list[dict[str, Any]] = []
        self._judge = analysis.judge

    def __enter__(self) -> "Recorder":
        def judge(state: Any, seat: int, action: Action) -> Any:
            j = self._judge(state, seat, action)
            if j is not None:
                self.rows.append({"seat": seat, **{k: v for k, v in j.extra.items()
                                                   if k in ("gap", "se", "samples")}})
            return j

        analysis.judge = judge  # type: ignore[assignment]
        return self

    def __exit__(self, *exc: Any) -> None:
        analysis.judge = self._judge  # type: ignore[assignment]


def record_action(record: dict, index: int) -> Action:
    return get_game("sprit").action_from_json(record["actions"][index][1])


def timed_analysis(record: dict) -> tuple[Any, float, float, list[dict]]:
    with Recorder() as rec:
        w0, c0 = time.perf_counter(), time.process_time()
        result = analyse_record(record)
        wall, cpu = time.perf_counter() - w0, time.process_time() - c0
    return result, wall, cpu, rec.rows


def swept(rows: list[dict], z: float) -> tuple[int, int]:
    """(?, ??) had a loss needed ``z`` standard errors above nothing (the second stage as it
    ran: a few of them would have stopped earlier with another ``z``)."""
    low, high = analysis.THRESHOLDS
    q = qq = 0
    for r in rows:
        if "gap" not in r:
            continue
        floor = analysis.SE_FLOOR / r["samples"] ** 0.5
        loss = r["gap"] if r["gap"] - z * max(r["se"], floor) > 0 else 0.0
        qq += loss > high
        q += low < loss <= high
    return q, qq


# -- the three parts --------------------------------------------------------------------------------

def self_play(seed: int, scale: float, out: Callable[[dict], None]) -> dict[str, Any]:
    seat_games = q = qq = 0
    sweep = {z: [0, 0] for z in SWEEP}
    times: list[float] = []
    per_config = []
    for track, cars, games in SELF_PLAY:
        n = cli.scaled(games, scale)
        cq = cqq = 0
        for g in range(n):
            s = cli.self_play_seed(seed, cars, g)
            record, _p, ranks = play(track, [STRONG] * cars, s)
            result, wall, cpu, rows = timed_analysis(record)
            times.append(wall)
            gq, gqq = cli.marks(result.decisions)
            for z in SWEEP:
                a, b = swept(rows, z)
                sweep[z][0] += a
                sweep[z][1] += b
            seat_games += cars
            q, qq, cq, cqq = q + gq, qq + gqq, cq + gq, cqq + gqq
            out({"part": "self_play", "track": track, "cars": cars, "seed": s,
                 "decisions": len(result.decisions), "?": gq, "??": gqq,
                 "flagged": cli.flagged(result),
                 "analysis_wall_s": round(wall, 2), "analysis_cpu_s": round(cpu, 2)})
        per_config.append({"track": track, "cars": cars, "games": n,
                           **cli.per_seat_game(cq, cqq, n * cars)})
    return {"seat_games": seat_games, "?": q, "??": qq, **cli.per_seat_game(q, qq, seat_games),
            "by_setting": per_config,
            "sweep_z": {str(z): {"?": a, "??": b} for z, (a, b) in sweep.items()},
            "analysis_all_seats_wall_s_max": round(max(times), 2)}


def planted(seed: int, scale: float, out: Callable[[dict], None]) -> dict[str, Any]:
    summary: dict[str, Any] = {}
    for k, (kind, plant) in enumerate(PLANTS.items()):
        games = caught = mattered = caught_mattered = others = 0
        for g in range(cli.scaled(PLANT_GAMES, scale)):
            track = ("alpenpass", "bergsprint")[g % 2]
            s = cli.planted_seed(seed, k, g)
            seats = [PERSON, STRONG]
            kept: list = []
            record, index, ranks = play(track, seats, s, plant, kept)
            if index is None:
                continue
            result, wall, cpu, rows = timed_analysis(record)
            at = next((k for k, d in enumerate(result.decisions) if d.index == index), None)
            row = None if at is None else result.decisions[at]
            measured = {} if at is None else {k: round(v, 3) for k, v in rows[at].items()
                                              if k in ("gap", "se")}
            hit = row is not None and row.verdict in ("?", "??")
            truth = true_loss(kept[0], 0, kept[1], record_action(record, index))
            worse = truth >= CLEAR
            games += 1
            caught += hit
            mattered += worse
            caught_mattered += hit and worse
            extra = sum(1 for d in result.flagged if d.index != index)
            others += extra
            out({"part": "planted", "kind": kind, "track": track, "seed": s, "index": index,
                 "verdict": row.verdict if row else None,
                 "loss": round(row.loss, 2) if row else None,
                 "reason": str(row.reason) if row and row.reason else None,
                 "place_planted": ranks[0], "true_loss": round(truth, 2), "other_flags": extra,
                 **measured,
                 "analysis_wall_s": round(wall, 2), "analysis_cpu_s": round(cpu, 2)})
        summary[kind] = {"games": games, "caught": caught,
                         "clearly_bad": mattered, "caught_of_clearly_bad": caught_mattered,
                         "other_flags_per_game": cli.per_game(others, games)}
    return summary


def person_times(seed: int, out: Callable[[dict], None]) -> dict[str, Any]:
    """The analysis a person waits for: one person among strong computers, the longest track."""
    figures = {}
    for track, cars in (("alpenpass", 2), ("alpenpass", 4), ("alpenpass", 6)):
        walls, cpus = [], []
        for g in range(2):
            record, _p, _r = play(track, [PERSON] + [STRONG] * (cars - 1), seed + 9000 + g)
            _a, wall, cpu, _rows = timed_analysis(record)
            walls.append(wall)
            cpus.append(cpu)
        figures[f"{track}_{cars}"] = {"wall_s_max": round(max(walls), 2),
                                      "cpu_s_max": round(max(cpus), 2)}
        out({"part": "time", "track": track, "cars": cars, "wall_s": walls, "cpu_s": cpus})
    return figures


def main(argv: list[str] | None = None) -> int:
    args = cli.parts_parser("python -m speedgames.sprit.analysis_measure", 70000,
                            ("self_play", "planted", "time")).parse_args(argv)
    run = cli.Run()
    summary: dict[str, Any] = {"thresholds": list(analysis.THRESHOLDS), "z": analysis.Z}
    summary.update(cli.chosen_parts(args.parts, (
        ("self_play", "self_play", lambda: self_play(args.seed, args.scale, run.out)),
        ("planted", "planted", lambda: planted(args.seed, args.scale, run.out)),
        ("time", "person_analysis_seconds", lambda: person_times(args.seed, run.out)))))
    summary.update(run.clock())
    return run.finish(summary, args.json)


if __name__ == "__main__":  # pragma: no cover - a manual measurement
    raise SystemExit(main())
