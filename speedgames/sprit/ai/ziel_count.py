"""The exact count of turns to the Ziel for one car on its own — the Rat's „noch etwa N Züge bis
ins Ziel“ and the Ziel-Rechner's („nach diesem Zug noch etwa N“) both come from here (#30).

Why exact: the computers' table (``evaluate.raw_estimate``) is a quick estimate; on the board its
figure jumped (18 → 11 after a two-field drive) and near the Ziel it forgot the Kontrolle's turn
(„noch etwa 1“ with a stamp and two drives to go). The count is a breadth-first search over
turn starts (field, stamps, fuel, litres due at the next turn start, must stamp), written from the
rules like ``tests/sprit/lone_exact.py``: the car alone at the Platz it is given (the Rat's
count gives the leader's, so rivals passing do not move it) and its Zielplatz, an Ereignisfeld
a plain field with cards (and
paying 10 L at the next turn start in the setting Windschatten). A search that grows past its
budget gives None (the caller falls back to the table). The way it finds (:func:`fewest_way`,
:func:`plan_after`) is the plan the Rat tells: which fields, stamps and litres, turn by turn.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from speedgames.sprit.rules.fuel import FUEL_STEP, cost, ziel_allowance
from speedgames.sprit.rules.tracks import EREIGNIS, KONTROLLE, TANKSTELLE, WERKSTATT, get_track

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Callable

    from speedgames.core.game import Action
    from speedgames.sprit.rules.state import SpritState

CAP = 400          # litres above this are cut off (no short way needs them)
MAX_TURNS = 40
BUDGET = 60_000    # states looked at before the search gives up
PLAN_BUDGET = 5_000   # the Rat's plan: a few tenths of a second on its worker at most, so the
                      # board (same interpreter) does not stall; farther away it says no plan


# a turn start: field, stamps, fuel, litres due at the turn start, must stamp
Node = tuple[int, int, int, int, bool]
# one turn of the way: ("drive", to), ("werkstatt", to), ("tank", ±10), ("stamp",), ("stranded",)
Step = tuple


@lru_cache(maxsize=64)
def _board(track_id: str, place: int, windschatten: bool) -> tuple:
    """What :func:`_turn` reads of the track for one Platz, worked out once: the drive costs,
    per field what arriving pays at the next turn start (a Tafel for ``place``, Windschatten on
    an Ereignisfeld), whether it is a Kontrolle, a field no drive may end on (Werkstatt; with
    all stamps also a Kontrolle), the Werkstatt behind it and whether it is a Tankstelle."""
    track = get_track(track_id)
    ziel, codes = track.ziel, track.fields
    costs = tuple(cost(d) for d in range(ziel + 1))
    gain = tuple((FUEL_STEP * place if 0 < t < ziel and track.tafel_pays(t, place) else 0)
                 + (FUEL_STEP if windschatten and codes[t] == EREIGNIS else 0)
                 for t in range(ziel + 1))
    kontrolle = tuple(codes[t] == KONTROLLE for t in range(ziel + 1))
    closed = tuple(tuple(codes[t] == WERKSTATT or (codes[t] == KONTROLLE and st >= 3)
                         for t in range(ziel + 1)) for st in range(4))
    behind = tuple(track.werkstatt_behind(f) for f in range(ziel + 1))
    tank = tuple(0 < f < ziel and codes[f] == TANKSTELLE for f in range(ziel + 1))
    return ziel, costs, gain, kontrolle, closed, behind, tank, track.start_tank


def _turn(track_id: str, node: Node, place: int, zielplatz: int, windschatten: bool
          ) -> tuple[Step | None, list[tuple[Node, Step]]]:
    """One turn from ``node``: the drive into the Ziel if one is allowed (else None), and the
    turn starts it can lead to otherwise, each with its step."""
    return _expand(_board(track_id, place, windschatten), ziel_allowance(zielplatz),
                   FUEL_STEP * place, node)


def _expand(board: tuple, allow: int, pay: int, node: Node
            ) -> tuple[Step | None, list[tuple[Node, Step]]]:
    """:func:`_turn` on a board of :func:`_board` (the search reads it once, not per node),
    ``allow`` the most litres the Ziel takes, ``pay`` what a stamp pays."""
    ziel, costs, gain, kontrolle, closed, behind, tank, start_tank = board
    f, st, fu, pend, mu = node
    fu += pend
    if mu:
        return None, [((f, st + 1, fu + pay, 0, False), ("stamp",))]
    moves: list[tuple[Node, Step]] = []
    shut = closed[min(st, 3)]
    d = 1
    while f + d <= ziel and costs[d] <= fu:
        t, left = f + d, fu - costs[d]
        d += 1
        if t == ziel:
            if st >= 3 and left <= allow:
                return ("drive", t), []
            continue
        if not shut[t]:
            moves.append(((t, st, left, gain[t], kontrolle[t]), ("drive", t)))
    w = behind[f]
    if w is not None:
        moves.append(((w, st, fu + FUEL_STEP * (f - w), 0, False), ("werkstatt", w)))
    if tank[f]:
        moves.append(((f, st, fu + FUEL_STEP, 0, False), ("tank", FUEL_STEP)))
        if fu >= FUEL_STEP:
            moves.append(((f, st, fu - FUEL_STEP, 0, False), ("tank", -FUEL_STEP)))
    if not moves:  # Festgefahren: back to the Start with the start tank
        moves.append(((0, st, start_tank, 0, False), ("stranded",)))
    return None, [m for m in moves if m[0][2] <= CAP]


@lru_cache(maxsize=4096)
def fewest_turns(track_id: str, field: int, stamps: int, fuel: int, pending: int, must: bool,
                 place: int, zielplatz: int, windschatten: bool) -> int | None:
    """Whole turns to the Ziel from a turn start (``pending`` litres paid at it first)."""
    way = fewest_way(track_id, field, stamps, fuel, pending, must, place, zielplatz,
                     windschatten)
    return None if way is None else len(way)


@lru_cache(maxsize=256)
def fewest_way(track_id: str, field: int, stamps: int, fuel: int, pending: int, must: bool,
               place: int, zielplatz: int, windschatten: bool, budget: int = BUDGET
               ) -> tuple[tuple[Step, Node], ...] | None:
    """The turns of a fastest way to the Ziel from a turn start, each step with the turn start
    it leads to (the last one arrives); None when the search gave up. The Rat tells its plan
    from it (which fields, stamps, litres), and its length is the count."""
    start: Node = (field, stamps, min(fuel, CAP), pending, must)
    parent: dict[Node, tuple[Node, Step] | None] = {start: None}
    frontier, turns = [start], 0

    def way_to(node: Node, last: tuple[Step, Node]) -> tuple[tuple[Step, Node], ...]:
        out = [last]
        while parent[node] is not None:
            before, step = parent[node]  # type: ignore[misc]
            out.append((step, node))
            node = before
        return tuple(reversed(out))

    board = _board(track_id, place, windschatten)
    allow, pay = ziel_allowance(zielplatz), FUEL_STEP * place
    while frontier and turns < MAX_TURNS and len(parent) < budget:
        turns += 1
        nxt: list[Node] = []
        for node in frontier:
            arrive, moves = _expand(board, allow, pay, node)
            if arrive is not None:
                return way_to(node, (arrive, (board[0], node[1], 0, 0, False)))
            for after, step in moves:
                if after not in parent:
                    parent[after] = (node, step)
                    nxt.append(after)
            if len(parent) >= budget:   # given up, also in the middle of a turn's layer
                return None
        frontier = nxt
    return None


def start_of(state: "SpritState", seat: int, car: int, action: "Action",
              place: int | None) -> tuple[tuple, tuple[Step, ...]] | None:
    """The lone-car search's arguments for the turn start after ``action`` and the turns spent
    before it (a stamp due, a skipped turn); None when the action arrives."""
    from speedgames.sprit.ai.evaluate import neutral_after

    after = neutral_after(state, seat, car, action)
    c = after.cars[car]
    if c["finished"]:
        return None
    now = after.platz(car)
    place = now if place is None else place
    windschatten = not state.options.get("cards", True)
    pending, extra, stamps, fuel = 0, 0, c["stamps"], c["fuel"]
    if c["must_stamp"]:  # the next turn is the stamp's, with 10 L × the Platz now
        extra, stamps, fuel = 1, stamps + 1, fuel + FUEL_STEP * now
    elif not c["tafel_checked"] and after.track.tafel_pays(c["field"], now):
        pending += FUEL_STEP * now
    if windschatten and after.track.code(c["field"]) == EREIGNIS and action.type == "drive":
        pending += FUEL_STEP
    args = (after.track.id, c["field"], stamps, fuel, pending, False, place, after.zielplatz(),
            windschatten)
    before = (("stamp",),) * extra + ((("skip",),) if c["skip"] else ())
    return args, before


def plan_after(state: "SpritState", seat: int, car: int, action: "Action",
               place: int | None = None, budget: int = PLAN_BUDGET
               ) -> tuple[tuple[Step, Node | None], ...] | None:
    """The turns after ``action`` of the way :func:`turns_after` counts, as steps with the
    turn start each leads to (its field, stamps, litres): a stamp due first (``("stamp",)``),
    a skipped turn (``("skip",)``) — these without a turn start — then the fastest way's
    drives, tankings and stamps; ``()`` when the action arrives; None when the search gave
    up."""
    found = start_of(state, seat, car, action, place)
    if found is None:
        return ()
    args, before = found
    way = fewest_way(*args, budget=budget)
    return None if way is None else tuple((step, None) for step in before) + way


def turns_after(state: "SpritState", seat: int, car: int, action: "Action",
                place: int | None = None) -> int | None:
    """Whole turns to the Ziel after ``action`` (0: it arrives); None when the search gave up.
    ``place`` is the Platz the later Kontrollen and Tafeln pay for (default: the car's Platz
    now); what the next turn start pays (a stamp due, a Tafel) is paid for the Platz now."""
    found = start_of(state, seat, car, action, place)
    if found is None:
        return 0
    args, before = found
    turns = fewest_turns(*args)
    return None if turns is None else turns + len(before)


# ----------------------------------------------------------------------------- a blocked field
def stays_for(state: "SpritState", field: int) -> int:
    """How many of a car's own turns the car standing on ``field`` will still keep it blocked:
    every other car moves once between two of its turns, and the one there leaves at its next
    turn — unless it arrived on a Kontrolle and stamps first (then it is still there one turn
    later). A car on a Tankstelle may stay longer; counted as leaving, as most do."""
    for c in state.cars:
        if not c["finished"] and c["field"] == field:
            return 2 if c["must_stamp"] else 1
    return 0


def waiting_count(state: "SpritState", car: int,
                  count: "Callable[[SpritState, int, int, Action], int | None]"
                  ) -> tuple[int, int, int] | None:
    """The fastest way when the car waits for a field that only another car blocks now:
    ``(turns, field, waits)`` — the turns after this turn's move, counted as if the car waited
    ``waits`` turns (tanking or giving 10 L each, the Tankstelle's only ways to stay) and then
    drove there — or None when no field is blocked so (#30: a rival
    on the only Kontrolle still needed made „Züge bis ins Ziel“ jump 3 → 4 while the plan
    stood). ``count`` is the turns after one move (``ai.search.turns_after``). Only a car
    that can wait — on a Tankstelle — waits; elsewhere it has to move, and the legal moves'
    count is the honest one."""
    from speedgames.core.game import Action
    from speedgames.sprit.rules.reachability import OCCUPIED, why_not

    if state.active_car != car or state.phase != "move":
        return None
    c = state.cars[car]
    seat = c["seat"]
    if not any(a.type == "tank" for a in state.legal_actions(seat)):
        return None
    track = state.track
    best: tuple[int, int, int] | None = None
    for field in range(c["field"] + 1, track.ziel):
        reason = why_not(state, car, field)
        if reason is None or reason.key != OCCUPIED:
            continue
        waits = stays_for(state, field)
        freed = state.clone()
        for i, other in enumerate(freed.cars):
            if i != car and not other["finished"] and other["field"] == field:
                other["field"] = track.ziel   # still ahead: the car's Platz stays
        drive = Action("drive", to=field)
        for change in range(-waits, waits + 1, 2):   # each turn waited tanks or gives 10 L
            waited = freed.clone()
            waited.cars[car]["fuel"] += FUEL_STEP * change
            if waited.cars[car]["fuel"] < 0 or why_not(waited, car, field) is not None:
                continue
            turns = count(waited, seat, car, drive)
            if turns is not None and (best is None or turns + waits < best[0]):
                best = (turns + waits, field, waits)
    return best


def first_turns(state: "SpritState", seat: int, car: int, action: "Action",
                place: int | None = None, turns: int = 3
                ) -> tuple[tuple[Step, Node | None], ...]:
    """The first ``turns`` turns after ``action`` along the lone-car table (``evaluate.
    raw_estimate``, the figure the count gives far from the Ziel, where the exact way is too
    long to search for on the Rat's worker): each turn the move whose turn start the table
    counts fewest turns from. The Rat names them as the start of its plan."""
    from speedgames.sprit.ai.evaluate import neutral_after, raw_estimate

    found = start_of(state, seat, car, action, place)
    if found is None:
        return ()
    args, before = found
    track_id, field, stamps, fuel, pending, _must, place_, zielplatz, windschatten = args
    base = neutral_after(state, seat, car, action)
    ziel = base.track.ziel

    def left(node: Node) -> float:
        probe = base.clone()
        c = probe.cars[car]
        c.update(field=node[0], stamps=node[1], fuel=node[2] + node[3], must_stamp=node[4],
                 tafel_checked=True, skip=False)
        return raw_estimate(probe, car, place_, zielplatz, slack=(0.0, 0.0))

    out: list[tuple[Step, Node | None]] = [(step, None) for step in before]
    node: Node = (field, stamps, fuel, pending, False)
    for _ in range(turns):
        arrive, moves = _turn(track_id, node, place_, zielplatz, windschatten)
        if arrive is not None:
            out.append((arrive, (ziel, node[1], 0, 0, False)))
            break
        if not moves:
            break
        node, step = min(((m[0], m[1]) for m in moves), key=lambda m: (left(m[0]), -m[0][0]))
        out.append((step, node))
    return tuple(out)
