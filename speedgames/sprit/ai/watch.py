"""What stark watches in big fields beside the race itself (:mod:`.search`): fuel the Ziel can't
take — issue 12's hoarding measure, which ``bench.pathologies`` counts too — and the stamps a
car owes beyond the Kontrollen ahead (#32, round 4). Pure functions of a position."""

from __future__ import annotations

from typing import TYPE_CHECKING

from speedgames.core.game import Action
from speedgames.sprit.ai.evaluate import card_outcomes, neutral_after
from speedgames.sprit.rules.fuel import FUEL_STEP, cost

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState

HOARD_LINE = 50     # hoarding: more than this many litres above the Ziel allowance …
HOARD_NEAR = 20     # … within this many fields of the Ziel (issue 12's measure: not a knob)


def hoard_litres(state: "SpritState", car: int, extra: int = 0) -> int:
    """Litres above what the Ziel allows from here: more than one drive straight in can burn
    plus the Zielplatz allowance (the Ziel-Rechner's „zu viel“); ``extra`` litres on top."""
    c = state.cars[car]
    if c["finished"]:
        return 0
    distance = state.track.ziel - c["field"]
    return max(0, c["fuel"] + extra - cost(distance) - FUEL_STEP * state.zielplatz())


def debt_after(state: "SpritState", car: int, action: Action) -> int:
    """:func:`stamp_debt` right after ``action`` (cards aside)."""
    field = end_field(state, car, action)
    return _owed(state, field, state.cars[car]["stamps"] + (action.type == "stamp"),
                 due=action.type == "drive" and field in state.track.kontrollen)


def stamp_debt(state: "SpritState", car: int) -> int:
    """Stamps the car still lacks beyond one per Kontrolle ahead of it (the one it stands on
    with a stamp due counts): each must come from the same Kontrolle again, by the Werkstatt
    behind it — in a crowd a contested loop that pays at the Platz then."""
    c = state.cars[car]
    if c["finished"]:
        return 0
    return _owed(state, c["field"], c["stamps"], due=c["must_stamp"])


def _owed(state: "SpritState", field: int, stamps: int, due: bool) -> int:
    """Three stamps less those held and one per Kontrolle ahead of ``field`` (``due``: the one
    on ``field`` still stamps)."""
    ahead = sum(1 for k in state.track.kontrollen if k > field or (k == field and due))
    return max(0, 3 - stamps - ahead)


def hoarding(state: "SpritState", car: int) -> bool:
    """Issue 12's hoarding: within ``HOARD_NEAR`` fields of the Ziel with more than
    ``HOARD_LINE`` litres above what one drive straight in plus the Zielplatz allowance burn."""
    return not state.cars[car]["finished"] and \
        state.track.ziel - state.cars[car]["field"] <= HOARD_NEAR and \
        hoard_litres(state, car) > HOARD_LINE


def hoards_after(after: "SpritState", car: int) -> bool:
    """Whether the car hoards (:func:`hoarding`) once ``after`` — the position right after its
    move — has paid what it can already see: the stamp of the Kontrolle it stopped on (10 L ×
    its Platz), or the Tafel it stands on at the worst Platz the cars behind may push it to
    before its next turn start. #32, round 5:
    the hoarding that remained began with a drive into the last 20 fields (onto Kontrolle 57 at
    Platz 3 or 4) that a roll back first would have burnt off."""
    c = after.cars[car]
    if c["finished"] or after.track.ziel - c["field"] > HOARD_NEAR:
        return False
    return hoard_litres(after, car, foreseen(after, car)) > HOARD_LINE


def foreseen(after: "SpritState", car: int) -> int:
    """The payout the car can already see in ``after``: the stamp of the Kontrolle it stopped on
    (10 L × its Platz), or the Tafel it stands on at the worst Platz the cars behind may push it
    to before its next turn start."""
    c = after.cars[car]
    platz = after.platz(car)
    if c["must_stamp"]:
        return FUEL_STEP * platz
    behind = sum(1 for i, o in enumerate(after.cars)
                 if i != car and not o["finished"] and o["field"] < c["field"])
    return FUEL_STEP * max((p for p in range(platz, platz + behind + 1)
                            if after.track.tafel_pays(c["field"], p)), default=0)


def doomed(after: "SpritState", car: int, depth: int = 2, contested: bool = False) -> bool:
    """Whether every move of the car's next turn in ``after`` (paid what it foresees, the others
    standing still) hoards: #32, round 6 — on the 4-car Alpenpass a car stamped on 57 with
    100 L drove to 60 with 94 L, 49 L over; from there every drive and the Werkstatt hoard.
    ``depth`` 1 is round 6's look; with 2 (round 7) a stamp due takes that turn, so the turn
    after it counts (seed 310163: onto 57 with 83 L, stamped to 113 L, then every drive
    hoarded), and a roll back is a way out only if the car isn't doomed on that Werkstatt,
    where a Werkstatt behind it that another running car may roll onto first counts as taken
    (``contested``; seed 300999: stamped on 57 with 113 L, then the rival took the Werkstatt 50
    that the way out by 56 led to)."""
    c = after.cars[car]
    if c["finished"] or after.track.ziel - c["field"] > HOARD_NEAR or \
            car not in after.order or after.is_over() or (c["must_stamp"] and depth < 2):
        return False
    nxt = after.clone()
    nxt.turn_index, nxt.phase = nxt.order.index(car), "move"
    n = nxt.cars[car]
    n["fuel"] += foreseen(after, car)
    if n["must_stamp"]:
        n["stamps"], n["must_stamp"] = n["stamps"] + 1, False
    n["tafel_checked"], n["skip"] = True, False
    moves = nxt.legal_actions(n["seat"])
    if not moves:
        return False
    open_moves = [a for a in moves if not (contested and a.type == "werkstatt"
                                           and werkstatt_contested(nxt, car))]
    return all(_no_way_out(nxt, n["seat"], car, a, depth) for a in open_moves)


def _no_way_out(state: "SpritState", seat: int, car: int, action: Action, depth: int) -> bool:
    """Whether the car hoards right after ``action`` or, for a roll back with ``depth`` left,
    is :func:`doomed` on the Werkstatt it rolls to."""
    later = neutral_after(state, seat, car, action)
    if hoards_after(later, car):
        return True
    return action.type == "werkstatt" and depth > 1 and \
        doomed(later, car, depth - 1, contested=True)


def werkstatt_contested(state: "SpritState", car: int) -> bool:
    """Whether another running car may roll onto the Werkstatt behind the car before it does."""
    return werkstatt_rivals(state, car) > 0


def werkstatt_rivals(state: "SpritState", car: int) -> int:
    """The other running cars whose own nearest Werkstatt behind is the car's (none: 0)."""
    target = state.track.werkstatt_behind(state.cars[car]["field"])
    if target is None:
        return 0
    return sum(1 for i, o in enumerate(state.cars)
               if i != car and not o["finished"]
               and state.track.werkstatt_behind(o["field"]) == target)


def hoard_risk(state: "SpritState", seat: int, car: int, action: Action,
               cards: bool = True, doom: int = 2, debt: bool = True) -> float:
    """The chance that the car hoards right after ``action`` (:func:`hoards_after`), or with
    ``doom`` (its depth) can't help hoarding at its next turn (:func:`doomed`): 0 or 1, and on an
    Ereignisfeld with ``cards`` the share of the pile's cards after which it does. #32, round 6:
    three of the four hoarding games left on the 4-car Alpenpass began with a Windschattenfahrt
    from field 46, which carried a car with 160–175 L to 53, 55 or 57 at no cost. With ``debt``
    a move that leaves a stamp to fetch from behind in the last fields counts as hoarding
    (:func:`owes_near_ziel`)."""
    if debt and owes_near_ziel(state, car, action):
        return 1.0
    afters = [(p, after) for p, _card, after in card_outcomes(state, seat, car, action)] \
        if cards else [(1.0, neutral_after(state, seat, car, action))]
    return sum(p for p, after in afters
               if hoards_after(after, car) or (doom and doomed(after, car, doom)))


def owes_near_ziel(state: "SpritState", car: int, action: Action) -> bool:
    """Whether ``action`` leaves the car one stamp more to fetch from a Kontrolle behind it
    (:func:`stamp_debt`) within ``HOARD_NEAR`` fields of the Ziel: the roll back refuels 10 L a
    field, the stamp pays on top, and little road is left to burn it. #32, round 7: on the
    4-car Alpenpass a car with 49 L and two stamps drove from 53 past the occupied Kontrolle 57,
    rolled back from 62 for the stamp and hoarded with 113 L on 57 (seed 310163)."""
    return state.track.ziel - end_field(state, car, action) <= HOARD_NEAR and \
        debt_after(state, car, action) > stamp_debt(state, car)


def guarded(state: "SpritState", seat: int, car: int, chosen: list[tuple[float, Action]],
            rest: list[tuple[float, Action]], cards: bool = True, doom: int = 2,
            debt: bool = True) -> list[tuple[float, Action]]:
    """The hoarding guard (#32): of the candidates ``chosen`` those after which the car can't
    hoard at once (:func:`hoard_risk` 0); if there is none, the first such move of ``rest``
    (the other moves, best first) in their place; if there is none either, the candidates with
    the least risk."""
    def risk(action: Action) -> float:
        return hoard_risk(state, seat, car, action, cards, doom, debt)

    risks = [risk(a) for _v, a in chosen]
    clean = [option for option, r in zip(chosen, risks) if r == 0]
    if clean:
        return clean
    spare = next((o for o in rest if risk(o[1]) == 0), None)
    if spare is not None:
        return [spare]
    least = min(risks)
    return [option for option, r in zip(chosen, risks) if r == least]


def end_field(state: "SpritState", car: int, action: Action) -> int:
    """Where the car stands after ``action`` (cards aside): what tells two plans apart."""
    c = state.cars[car]
    if action.type == "drive":
        return action["to"]
    if action.type == "werkstatt":
        target = state.track.werkstatt_behind(c["field"])
        return c["field"] if target is None else target
    return c["field"]
