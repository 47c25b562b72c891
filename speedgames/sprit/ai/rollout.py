"""Play a Speedsprit position out to where the seat's final place is settled — cheaply.

Why: the Analyse judges a decision by what decides the game, the final place, not by turns. A
candidate move is made, then every car plays on by the quick one-move judgement
(:func:`.quick.quick_best`, the lone-car table — some 25 µs a move; the searching stark would
cost 2,000 times as much) with a little seeded noise (a car sometimes takes its second-best move
when that is close), until every car of the seat is in the Ziel, the game is over, or
``MAX_PLIES`` moves were made. The unseen cards are dealt from the pile's public make-up by the
sample's own stream, never the real order (what the seat could know then), and a reshuffle in the
sample uses that stream too. Candidates meet the same samples (common random numbers): the same
deal, the same noise stream.

API: ``rollout(state, seat, action, seed) -> Outcome`` · ``sample_seed(state, k)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from speedgames.core.game import Action
from speedgames.core.rng import Stream, derive_seed
from speedgames.sprit.ai.quick import quick_best, quick_ranked, turns_left

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState

NOISE = 0.2          # chance a car takes its second-best move in a rollout …
NOISE_WITHIN = 1.0   # … when that is at most this many table turns worse
MAX_PLIES = 600      # a rollout stops here (ranked as it stands): far beyond any real game


class Outcome(NamedTuple):
    """Where one rollout left the seat."""
    place: int       # the seat's final rank (1 = won)
    turns: float     # the seat's own turns from the decision to the Ziel (table for the rest)
    stuck: int       # times a car of the seat was Festgefahren (sent back to the Start)


def sample_seed(state: "SpritState", k: int) -> int:
    """The seed of sample ``k`` from public facts only (never the game's seed, from which the
    hidden card order follows): the same position always meets the same samples."""
    return derive_seed("sprit", "analysis", state.round, state.turn_index,
                       [(o["field"], o["fuel"], o["stamps"], o["finished"]) for o in state.cars],
                       sorted(state.deck), len(state.discard), k)


def rollout(state: "SpritState", seat: int, action: Action, seed: int,
            noise: float = NOISE) -> Outcome:
    """``action`` by ``seat``, then every car by the quick judgement until the seat's place is
    settled. ``state`` is not changed."""
    s = state.clone()
    if s.options["cards"]:
        pile = sorted(s.deck)
        deal = Stream(seed)
        deal.shuffle(pile)
        s.deck = pile
    s.card_stream = Stream(seed ^ 0x9E3779B97F4A7C15)
    pick = Stream(seed ^ 0x5DEECE66D)
    mine = [i for i, c in enumerate(s.cars) if c["seat"] == seat]
    before = {i: s.cars[i]["turns"] for i in mine}
    stuck = _stuck(s.apply(seat, action), mine)
    for _ in range(MAX_PLIES):
        if s.is_over() or all(s.cars[i]["finished"] for i in mine):
            break
        car = s.active_car
        assert car is not None
        mover = s.cars[car]["seat"]
        actions = s.legal_actions(mover)
        if len(actions) == 1:
            move = actions[0]
        elif noise and pick.random() < noise:
            ranked = quick_ranked(s, mover, car, actions)
            move = ranked[1][1] if ranked[1][0] <= ranked[0][0] + NOISE_WITHIN else ranked[0][1]
        else:
            move = quick_best(s, car, actions)
        events = s._perform(car, move)  # a move from legal_actions: no re-validation
        stuck += _stuck(events + s._end_turn(car), mine)
    place = _place(s, seat)
    turns = 0.0
    for i in mine:
        c = s.cars[i]
        turns += c["turns"] - before[i] + (0.0 if c["finished"] else turns_left(s, i))
    return Outcome(place, turns, stuck)


def _stuck(events: list[dict], cars: list[int]) -> int:
    return sum(1 for e in events if e["type"] == "stuck" and e.get("car") in cars)


def _place(state: "SpritState", seat: int) -> int:
    """The seat's rank now; once all its cars are in the Ziel this is final (cars behind can't
    overtake a Zielplatz)."""
    return int(state.result()["ranks"][seat])
