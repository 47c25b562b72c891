"""Calibrate the Analyse thresholds by self-play of the strong computer (issue #13).

Usage: ``.venv/bin/python tools/calibrate_analysis.py GAME [--games N] [--seed S] [--styles]
[--levels strong,normal]``

Plays N two-seat games strong against strong, analyses every decision of both seats with the
game's judge (:mod:`speedgames.<game>.analysis`) and prints, as JSON lines:

- per game-and-seat: decisions, the largest loss, ? and ?? under the current thresholds;
- a summary: mean ? per seat-game, the share of seat-games without ??, and the thresholds the
  data asks for — inaccuracy = the loss exceeded at most once per seat-game on average, mistake =
  the 90th percentile of the seat-games' largest loss (so 9 in 10 have no ??).

``--styles`` gives Speedrocket's strong seats random styles (the advisor judges with the neutral
one), so the strong computer's own reasonable variety is part of the noise being measured.
Why a tool and not a test: it is a measurement (minutes of play), run when an evaluator changes.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from speedgames.core.analysis import analyse_record, judge_module
from speedgames.core.game import Match, get_game
from speedgames.core.players import make_player
from speedgames.core.rng import Stream


def self_play(game_id: str, seed: int, styles: bool,
              levels: tuple[str, str] = ("strong", "strong")) -> dict:
    game = get_game(game_id)
    pick = Stream.derive(seed, "calibrate-styles")
    seats = []
    for i, level in enumerate(levels):
        seat = {"kind": "ai", "level": level, "name": f"{level}-{i + 1}"}
        if styles and game_id == "rocket":
            from speedgames.rocket.ai.styles import STYLE_IDS
            seat["style"] = STYLE_IDS[pick.randbelow(len(STYLE_IDS))]
        seats.append(seat)
    m = Match(game, {**game.default_options(), "seats": seats}, seed)
    players = [make_player(game_id, s["level"], s.get("style"), seed * 31 + i)
               for i, s in enumerate(seats)]
    for _ in range(100_000):
        if m.state.is_over():
            break
        seat = m.state.to_move()[0]
        m.apply(seat, players[seat].choose(m.state, seat).action)
    return m.record()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--styles", action="store_true")
    ap.add_argument("--levels", default="strong,strong",
                    help="two levels; anything but strong,strong shows how a weaker seat fares")
    args = ap.parse_args(argv)
    judge = judge_module(args.game)
    maxima, all_losses, inacc, clean = [], [], 0, 0
    for g in range(args.games):
        record = self_play(args.game, args.seed + g, args.styles,
                           tuple(args.levels.split(",")[:2]))  # type: ignore[arg-type]
        analysis = analyse_record(record)
        for seat in range(2):
            mine = [d for d in analysis.decisions if d.seat == seat]
            losses = [d.loss for d in mine]
            q = sum(d.verdict == "?" for d in mine)
            qq = sum(d.verdict == "??" for d in mine)
            inacc += q
            clean += qq == 0
            maxima.append(max(losses, default=0.0))
            all_losses += losses
            print(json.dumps({"seed": args.seed + g, "seat": seat, "decisions": len(mine),
                              "max_loss": round(maxima[-1], 3), "?": q, "??": qq}))
    n = len(maxima)
    ranked = sorted(all_losses, reverse=True)
    inaccuracy = ranked[n] if len(ranked) > n else 0.0
    mistake = sorted(maxima)[max(0, int(0.9 * n) - 1)] if maxima else 0.0
    print(json.dumps({"summary": {
        "game": args.game, "seat_games": n, "thresholds": list(judge.THRESHOLDS),
        "mean_inaccuracies": round(inacc / max(1, n), 3),
        "share_without_mistake": round(clean / max(1, n), 3),
        "asks_inaccuracy": round(inaccuracy, 3), "asks_mistake": round(mistake, 3),
        "largest_losses": [round(x, 3) for x in ranked[:10]]}}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
