"""``bench``: how long the Analyse of a whole game takes, per game (#28: target ≤ 5 s, 2 cores).

Why a played game and not a stored one: a record is a seed and the moves, so a game is played
here — the person's seat moved by the normal computer (it makes the mistakes an analysis has to
weigh), the other seats by the strong one, as many seats as the table setup offers first at most
four — and then analysed exactly as the Analyse screen does (:func:`analyse_record`), timed by the
wall clock and by this process's CPU time (a busy machine slows the first, not the second).

API: ``analysis_figures(quick=False) -> {game: {...}}`` · ``TARGET_SECONDS``.
"""

from __future__ import annotations

import time
from typing import Any

from speedgames.core import catalog
from speedgames.core.game import Match, get_game

TARGET_SECONDS = 5.0


def played_record(game_id: str, seed: int, seats: int) -> dict[str, Any]:
    """A whole game: seat 0 a person (moved by the normal computer), the rest strong."""
    from speedgames.core.players import make_player

    game = get_game(game_id)
    table = [{"kind": "human", "name": "Anna"}] + \
        [{"kind": "ai", "level": "strong"} for _ in range(seats - 1)]
    m = Match(game, {**game.default_options(), "seats": table}, seed)
    players = [make_player(game_id, "normal" if s == 0 else "strong", seed=seed * 7 + s)
               for s in range(seats)]
    for _ in range(50_000):
        if m.state.is_over():
            break
        seat = m.state.to_move()[0]
        m.apply(seat, players[seat].choose(m.state, seat).action)
    return m.record()


def _seats(game_id: str) -> int:
    seats = catalog.describe(game_id).seats
    return max(seats.minimum, min(4, max(2, seats.default)))


def analysis_figures(quick: bool = False) -> dict[str, Any]:
    from speedgames.core.analysis import analyse_record

    out: dict[str, Any] = {}
    for game_id in catalog.game_ids():
        seats = _seats(game_id)
        wall, cpu, decisions = [], [], []
        for seed in range(1 if quick else 3):
            record = played_record(game_id, 100 + seed, seats)
            t0, c0 = time.perf_counter(), time.process_time()
            analysis = analyse_record(record)
            wall.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
            decisions.append(len(analysis.decisions))
        out[game_id] = {"seats": seats, "games": len(wall),
                        "decisions_mean": round(sum(decisions) / len(decisions), 1),
                        "seconds_mean": round(sum(wall) / len(wall), 2),
                        "seconds_max": round(max(wall), 2),
                        "cpu_seconds_max": round(max(cpu), 2),
                        "target_seconds": TARGET_SECONDS,
                        "ok": max(cpu) <= TARGET_SECONDS}
    return out
