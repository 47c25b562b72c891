"""„Von hier weiterspielen“: a practice game that starts at a moment of a finished game (#28).

Why a record and not a state: a game is its seed, options and moves, so the practice game is
the finished game's record cut at ``position`` (optionally with a different move — the better one
the analysis named — made there) with ``practice: true`` in its options. The same seed means the
same deck, bag and dice from there on; the same seats mean the same computers (their level and
style come from the options; the table seeds them from the game's seed). The table resumes it
like a save. A practice game never enters statistics, records, leaderboards or daily lists
(:func:`is_practice`: ``ui/table/ending.py`` and ``core/records`` both ask); an Einsatz is
dropped (no Taler change hands in practice).

API: ``practice_record(record, position, move=None) -> dict`` (raises ValueError / IllegalAction
when the record does not replay, the move is not legal there or nothing is left to play) ·
``is_practice(options) -> bool`` · ``playable(record, position) -> bool``.
"""

from __future__ import annotations

import json
from typing import Any, Mapping

from speedgames.core.game import Action, get_game, make_record

PRACTICE = "practice"
DROPPED = ("stake",)  # options a practice game does without (an Einsatz is never paid)


def is_practice(options: Any) -> bool:
    return isinstance(options, Mapping) and bool(options.get(PRACTICE))


def practice_options(options: Mapping[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in json.loads(json.dumps(dict(options))).items() if k not in DROPPED}
    out[PRACTICE] = True
    return out


def practice_record(record: Mapping[str, Any], position: int,
                    move: tuple[int, Action] | None = None) -> dict[str, Any]:
    """The finished game cut after ``position`` moves (``move`` = (seat, action) made next, e.g.
    the better move), as a practice record that is not over yet."""
    game = get_game(str(record.get("game")))
    actions = list(record.get("actions") or [])
    if not 0 <= int(position) <= len(actions):
        raise ValueError("no such moment in the game")
    options = practice_options(record["options"])
    seed = record["seed"]
    state = game.new_state(options, seed)
    moves: list[tuple[int, Action]] = []
    for seat, data in actions[:int(position)]:
        action = game.action_from_json(data)
        state.apply(int(seat), action)
        moves.append((int(seat), action))
    if move is not None:
        seat, action = move
        if seat not in state.to_move():
            raise ValueError("that seat is not to move there")
        state.apply(int(seat), action)
        moves.append((int(seat), action))
    if state.is_over():
        raise ValueError("the game is over at that moment: nothing left to play")
    return make_record(game, options, seed, moves)


def playable(record: Mapping[str, Any], position: int) -> bool:
    """Can a practice game start after ``position`` moves (the game is not over there)?"""
    try:
        practice_record(record, position)
    except Exception:  # a record that does not replay is no place to play on from
        return False
    return True
