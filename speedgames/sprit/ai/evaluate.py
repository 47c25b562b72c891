"""How the computer players judge a position: estimated turns to the Ziel, and what a move leads to.

The yardstick is :mod:`.table` (a lone car's fewest turns). Around it:

- ``expected_place``: the Zielplatz a car can expect — cars already in the Ziel, plus the cars
  still driving whose own estimate is shorter. It picks the table (what Kontrollen and Tafeln pay,
  how much may stay in the tank) for the car.
- ``estimate``: the table value of a car *after* the things its next turn start will settle (a
  pending stamp, a Tafel that pays, a Reifenpanne, Windschatten), smoothed by the neighbouring fuel
  levels so that, among moves of equal turns, the one with more room for error wins.
- ``outcomes``: the positions a move can lead to, with probabilities. A drive onto an Ereignisfeld
  is averaged over the cards still in the draw pile (known from the cards already seen — never the
  hidden order); players that don't look that far treat the field as plain.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.core.game import Action
from speedgames.sprit.ai.table import INF, at, row_for, turns
from speedgames.sprit.rules import cards as cards_mod
from speedgames.sprit.rules.fuel import FUEL_STEP, max_distance
from speedgames.sprit.rules.tracks import EREIGNIS

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState

FINISHED = 0.0     # a car in the Ziel needs no more turns (plus 0.01 per Zielplatz)


SLACK = (0.2, 0.1)  # weights of the estimate with 10 L less / 10 L more (room for error)


def raw_estimate(state: "SpritState", car: int, place: int,
                 ziel_place: int | None = None, slack: tuple[float, float] = SLACK,
                 cap: int | None = None) -> float:
    """Turns ``car`` needs to the Ziel by the lone-car table for Platz ``place`` (what Kontrollen
    and Tafeln pay) and Zielplatz ``ziel_place`` (what may stay in the tank; default ``place``);
    ``cap``: the table whose plans take no fuel above ``cap`` litres (:func:`.table.solo_table`)."""
    aim = place if ziel_place is None else ziel_place
    c = state.cars[car]
    if c["finished"]:
        return 0.0
    fuel, stamps, extra = c["fuel"], c["stamps"], 0.0
    now = state.platz(car)
    if c["must_stamp"]:
        extra += 1
        fuel += FUEL_STEP * now
        stamps += 1
    elif not c["tafel_checked"] and state.track.tafel_pays(c["field"], now):
        fuel += FUEL_STEP * now
    if c["skip"]:
        extra += 1
    if c["ws"] is not None:
        fuel += _windschatten_guess(state, car)
    return settled_estimate(state.track.id, place, aim, c["field"], stamps, fuel, extra,
                            c["start_tank"], slack, lone_windschatten(state, car), cap)


def crowd_estimate(state: "SpritState", car: int, share: float,
                   slack: tuple[float, float] = SLACK) -> float:
    """:func:`raw_estimate` with the later Kontrollen and Tafeln paying as for the Platz
    ``Zielplatz + share × (Platz − Zielplatz)`` (the Zielplatz to be had now; a fraction mixes
    the two neighbouring tables). The table read at the Platz now lets a car at the back collect
    the back's payouts for the rest of the race, though it passes the cars ahead on its way:
    the Tagesetappe's starks crawled and hoarded for them (#32). ``share`` is the part of the
    cars ahead the car is taken to stay behind — 0: it pays as for the leader, the least, as
    the Rat's count does. A pending stamp or Tafel pays at the Platz now, as always."""
    c = state.cars[car]
    if c["finished"]:
        return 0.0
    aim = state.zielplatz()
    x = aim + share * max(0, state.platz(car) - aim)
    low = int(x)
    w = x - low
    value = raw_estimate(state, car, low, aim, slack)
    if w > 1e-9:
        value = (1 - w) * value + w * raw_estimate(state, car, low + 1, aim, slack)
    return value


def lone_windschatten(state: "SpritState", car: int) -> bool:
    """Setting Windschatten and no rival left on the road: nobody can pass ``car`` any more, so
    every Ereignisfeld pays 10 L and the Windschatten table is exact for it."""
    return not state.options["cards"] and all(
        o["finished"] or i not in state.order for i, o in enumerate(state.cars) if i != car)


def settled_estimate(track: str, place: int, aim: int, field: int, stamps: int, fuel: int,
                     extra: float, start_tank: int, slack: tuple[float, float],
                     ws: bool = False, cap: int | None = None) -> float:
    """The table part of :func:`raw_estimate` once the next turn start is settled (``extra``
    turns it costs, ``fuel`` and ``stamps`` after it); the search's fast path calls it too."""
    def restart() -> int:  # a car the model can't bring home gets stuck: Start, start tank
        return 1 + turns(track, place, aim, 0, stamps, start_tank, ws, cap)

    if fuel < 0:
        return extra + restart()
    row = row_for(track, place, aim, field, stamps, ws, cap)

    def lookup(litres: int) -> int:
        value = at(row, max(0, litres))
        return value if value < INF else restart()

    base = lookup(fuel)
    lower = lookup(fuel - FUEL_STEP)
    higher = lookup(fuel + FUEL_STEP)
    return extra + base + slack[0] * (lower - base) + slack[1] * (higher - base)


def _windschatten_guess(state: "SpritState", car: int) -> int:
    """+10 L if no car behind can pass before the next turn, else −10 L per likely passer."""
    c = state.cars[car]
    passers = sum(1 for i, o in enumerate(state.cars)
                  if i != car and not o["finished"] and i in state.order and o["field"] < c["field"]
                  and o["field"] + max_distance(o["fuel"]) > c["field"])
    return FUEL_STEP if passers == 0 else -FUEL_STEP * passers


def expected_place(state: "SpritState", car: int) -> int:
    """The Zielplatz ``car`` can expect if every car drove its lone-car best from here."""
    done = sum(1 for c in state.cars if c["finished"])
    me = state.cars[car]
    if me["finished"]:
        return me["zielplatz"]
    n = len(state.cars)
    mine = raw_estimate(state, car, min(n, done + 1 + _behind_guess(state, car)))
    ahead = 0
    for i, o in enumerate(state.cars):
        if i == car or o["finished"]:
            continue
        theirs = raw_estimate(state, i, min(n, state.platz(i)))
        if theirs < mine or (theirs == mine and _moves_before(state, i, car)):
            ahead += 1
    return min(n, done + 1 + ahead)


def _behind_guess(state: "SpritState", car: int) -> int:
    """A first guess of how many running cars finish before this one: those ahead on the track."""
    f = state.cars[car]["field"]
    return sum(1 for i, o in enumerate(state.cars)
               if i != car and not o["finished"] and o["field"] > f)


def _moves_before(state: "SpritState", a: int, b: int) -> bool:
    order = state.order
    return order.index(a) < order.index(b)


def estimate(state: "SpritState", car: int) -> float:
    """Estimated turns to the Ziel (lower is better; a finished car scores below everything)."""
    c = state.cars[car]
    if c["finished"]:
        return FINISHED + 0.01 * c["zielplatz"]
    return raw_estimate(state, car, expected_place(state, car))


def neutral_after(state: "SpritState", seat: int, car: int, action: Action) -> "SpritState":
    """The position after ``action`` with an Ereignisfeld treated as plain (no card drawn)."""
    after = state.clone()
    if action.type == "drive" and state.options["cards"] and \
            state.track.code(action["to"]) == EREIGNIS:
        after.options = {**state.options, "cards": False}
        events = after.apply(seat, action)
        after.options = state.options
        after.cars[car]["ws"] = None
        for e in events:  # a lone car's next turn starts at once: no Windschatten without it
            if e["type"] == "windschatten" and e["car"] == car and e["gain"] > 0:
                after.cars[car]["fuel"] -= e["gain"]
        return after
    after.apply(seat, action)
    return after


def card_outcomes(state: "SpritState", seat: int, car: int,
                  action: Action) -> list[tuple[float, str | None, "SpritState"]]:
    """(probability, card, position) for every card the move may draw; one entry otherwise."""
    if not (action.type == "drive" and state.options["cards"]
            and state.track.code(action["to"]) == EREIGNIS):
        after = state.clone()
        after.apply(seat, action)
        return [(1.0, None, after)]
    pile = list(state.deck) or list(state.discard)
    counts: dict[str, int] = {}
    for card in pile:
        counts[card] = counts.get(card, 0) + 1
    total = sum(counts.values())
    out = []
    for card in cards_mod.CARD_IDS:
        if not counts.get(card):
            continue
        after = state.clone()
        after.deck = [card] + sorted(pile)  # only the chosen card is ever read
        after.discard = []
        after.apply(seat, action)
        out.append((counts[card] / total, card, after))
    return out


def describe(state: "SpritState", car: int) -> dict[str, Any]:
    """Figures for the advisor and the tests: place guess and estimate."""
    return {"expected_place": expected_place(state, car), "turns": estimate(state, car)}
