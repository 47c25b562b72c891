"""The quick one-move judgement every car plays by inside stark's samples — plain and fast.

Why two versions: a stark decision plays some 300,000 of these judgements, and the plain one
(swap the car's record for its state after the move, then read the lone-car table through
:func:`.evaluate.raw_estimate`) spent two thirds of the decision time on Python calls that
recompute the same things for every action: the Platz, the Zielplatz, the table row. The fast
:func:`quick_ranked` works out each action's after-state from a few numbers, counts the Platz
from the other cars' fields once, and remembers a table reading by its full key. It gives the
same floats in the same order as :func:`quick_ranked_plain`, which stays as the reference
(``tests/sprit/test_ai_quick.py`` holds them equal on positions from real games, and the
move lists of whole games are compared with ``tools/sprit_match.py moves``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from speedgames.core.game import Action
from speedgames.sprit.ai import evaluate as ai_eval
from speedgames.sprit.rules.fuel import FUEL_STEP, cost, max_distance
from speedgames.sprit.rules.tracks import EREIGNIS, KONTROLLE

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState

SLACK = (0.4, 0.1)  # room for error in the tank, as the one-move judgement weighs it
CACHE_LIMIT = 400_000  # table readings remembered before the memo starts afresh

_memo: dict[tuple, float] = {}


# -- the plain reference ---------------------------------------------------------------------------

def turns_left(state: "SpritState", car: int) -> float:
    """The quick judgement of a position: the lone-car table's turns for the car's Platz and
    the Zielplatz to be had now (a car in the Ziel: by its Zielplatz)."""
    c = state.cars[car]
    if c["finished"]:
        return ai_eval.FINISHED + 0.01 * c["zielplatz"]
    return ai_eval.raw_estimate(state, car, state.platz(car), state.zielplatz(), slack=SLACK)


def quick_ranked_plain(state: "SpritState", seat: int, car: int) -> list[tuple[float, Action]]:
    """Every legal action by the turns after it (an Ereignisfeld as a plain field), best first."""
    out = [(quick_value(state, car, a), i, a) for i, a in enumerate(state.legal_actions(seat))]
    out.sort(key=lambda item: (item[0], item[1]))
    return [(v, a) for v, _i, a in out]


def quick_value(state: "SpritState", car: int, action: Action) -> float:
    """The turns after ``action`` as :func:`ai_eval.neutral_after` would give them, without
    cloning: the car's own record is swapped for its state after the move while the table is
    read (the other cars' turn starts, which the full step would also run, are left out)."""
    original = state.cars[car]
    c = dict(original)
    kind = action.type
    track = state.track
    if kind == "drive":
        to = action["to"]
        c["fuel"] -= cost(to - c["field"])
        if to == track.ziel:
            return ai_eval.FINISHED + 0.01 * state.zielplatz()
        c["field"], c["tafel_checked"] = to, False
        c["must_stamp"] = track.code(to) == KONTROLLE and c["stamps"] < 3
        if track.code(to) == EREIGNIS and not state.options["cards"]:
            c["ws"] = 0
    elif kind == "werkstatt":
        target = track.werkstatt_behind(c["field"])
        assert target is not None
        c["fuel"] += FUEL_STEP * (c["field"] - target)
        c["field"], c["tafel_checked"], c["must_stamp"] = target, False, False
    elif kind in ("tank", "kanister"):
        c["fuel"] += action["amount"]
    else:  # stamp
        c["fuel"] += FUEL_STEP * state.platz(car)
        c["stamps"] += 1
        c["must_stamp"] = False
    state.cars[car] = c
    try:
        return turns_left(state, car)
    finally:
        state.cars[car] = original


# -- the fast path ---------------------------------------------------------------------------------

def quick_ranked(state: "SpritState", seat: int, car: int,
                 actions: list[Action] | None = None) -> list[tuple[float, Action]]:
    """:func:`quick_ranked_plain`, fast: the same values in the same order. ``actions``: the
    legal actions if the caller has them already."""
    if actions is None:
        actions = state.legal_actions(seat)
    value = _valuer(state, car)
    out = [(value(a), i, a) for i, a in enumerate(actions)]
    out.sort(key=lambda item: (item[0], item[1]))
    return [(v, a) for v, _i, a in out]


def quick_best(state: "SpritState", car: int, actions: list[Action]) -> Action:
    """The first of the best-judged ``actions`` (what ``quick_ranked(...)[0]`` would give)."""
    value = _valuer(state, car)
    best, best_value = actions[0], value(actions[0])
    for a in actions[1:]:
        v = value(a)
        if v < best_value:
            best, best_value = a, v
    return best


def _valuer(state: "SpritState", car: int) -> Callable[[Action], float]:
    """``value(action)`` for the car to move in ``state``: :func:`quick_value`, computed from
    the numbers it depends on."""
    c = state.cars[car]
    track = state.track
    track_id = track.id
    ziel = track.ziel
    codes = track.fields
    cards = state.options["cards"]
    others = [o for i, o in enumerate(state.cars) if i != car]
    done = sum(1 for o in others if o["finished"])
    zp = 1 + done + (1 if c["finished"] else 0)
    running = [o["field"] for o in others if not o["finished"]]
    reach = [(o["field"], o["field"] + max_distance(o["fuel"])) for i, o in enumerate(state.cars)
             if i != car and not o["finished"] and i in state.order]
    field0, fuel0, stamps0 = c["field"], c["fuel"], c["stamps"]
    skip, ws0, tank0 = c["skip"], c["ws"], c["start_tank"]
    tafel0, stamp0 = c["tafel_checked"], c["must_stamp"]
    place0 = 1 + done + sum(1 for f in running if f > field0)
    lone = ai_eval.lone_windschatten(state, car)

    def value(action: Action) -> float:
        kind = action.type
        field, fuel, stamps, tafel, must, ws = field0, fuel0, stamps0, tafel0, stamp0, ws0
        if kind == "drive":
            to = action["to"]
            fuel -= cost(to - field)
            if to == ziel:
                return ai_eval.FINISHED + 0.01 * zp
            field, tafel = to, False
            must = codes[to] == KONTROLLE and stamps < 3
            if codes[to] == EREIGNIS and not cards:
                ws = 0
            place = 1 + done + sum(1 for f in running if f > field)
        elif kind == "werkstatt":
            target = track.werkstatt_behind(field)
            assert target is not None
            fuel += FUEL_STEP * (field - target)
            field, tafel, must = target, False, False
            place = 1 + done + sum(1 for f in running if f > field)
        elif kind in ("tank", "kanister"):
            fuel += action["amount"]
            place = place0
        else:  # stamp
            fuel += FUEL_STEP * place0
            stamps += 1
            must = False
            place = place0
        # what raw_estimate adds at the next turn start, in its order
        extra = 0.0
        if must:
            extra += 1
            fuel += FUEL_STEP * place
            stamps += 1
        elif not tafel and track.tafel_pays(field, place):
            fuel += FUEL_STEP * place
        if skip:
            extra += 1
        if ws is not None:
            passers = sum(1 for f, r in reach if f < field and r > field)
            fuel += FUEL_STEP if passers == 0 else -FUEL_STEP * passers
        key = (track_id, place, zp, field, stamps, fuel, extra, tank0, lone)
        got = _memo.get(key)
        if got is None:
            got = ai_eval.settled_estimate(track_id, place, zp, field, stamps, fuel, extra,
                                           tank0, SLACK, lone)
            if len(_memo) >= CACHE_LIMIT:
                _memo.clear()
            _memo[key] = got
        return got

    return value
