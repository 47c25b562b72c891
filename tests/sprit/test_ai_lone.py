"""#32: stark plays a lone car exactly — as few turns as the exact search (lone_exact.py)
finds, on both tracks, for every start tank a car can get, in the setting Windschatten (where
every Ereignisfeld pays 10 L to a car nobody passes) and with cards that don't act.

Through the public protocol a car is alone in a one-seat Rekordjagd (a lone car against its
record; it added a stark computer before, so the issue's "alone" figures, 19 / 13 turns, were a
race of two starks — docs/sprit-ai.md, „Lone car through the public protocol“), and in a bigger
game once the others are in the Ziel and the game goes on (the end rule "all")."""

from __future__ import annotations

import pytest

from speedgames.core import players as core_players
from speedgames.sprit.ai.levels import make_player
from speedgames.sprit.rules import GAME
from speedgames.sprit.rules.fuel import start_tanks
from speedgames.sprit.rules.tracks import get_track
from tests.sprit.helpers import new
from tests.sprit.lone_exact import fewest_turns

TANKS = [(t, tank) for t in ("alpenpass", "bergsprint")
         for tank in sorted({x for n in range(2, 7) for x in start_tanks(get_track(t), n)})]


def lone_game(track: str, tank: int, cards: bool, seed: int = 5) -> int:
    """Turns stark needs alone: the second car stays parked on the Start, out of the order."""
    state = new(2, track=track, cards=cards, seed=seed)
    state.order = [0]
    state.turn_index = 0
    car = state.cars[0]
    car["fuel"] = car["start_tank"] = tank
    if cards:
        state.deck = ["windschattenfahrt"] * 60  # no car ahead: the card does nothing
    player = make_player("strong", seed=seed)
    seat = car["seat"]
    while not car["finished"] and car["turns"] < 60:
        state.apply(seat, player.choose(state, seat).action)
    return car["turns"]


def test_the_exact_search_knows_the_lone_optimum():
    assert fewest_turns("alpenpass", 65, windschatten=True) == 18
    assert fewest_turns("bergsprint", 50, windschatten=True) == 12


@pytest.mark.parametrize("track,tank", TANKS)
def test_stark_alone_in_windschatten_is_exact(track, tank):
    assert lone_game(track, tank, cards=False) == fewest_turns(track, tank, windschatten=True)


@pytest.mark.parametrize("track,tank", TANKS)
def test_stark_alone_with_idle_cards_is_exact(track, tank):
    assert lone_game(track, tank, cards=True) == fewest_turns(track, tank, windschatten=False)


def public_lone_tail(track: str, seed: int) -> tuple[int, int]:
    """A game of two starks set up as an outsider would (``GAME.new_state``, the core's
    ``make_player``; Windschatten, end rule "all"): the turns the car left on the road takes
    from its first turn start alone to the Ziel, and the exact search's fewest from there."""
    options = {"seats": [{"kind": "ai", "level": "strong"}] * 2, "track": track,
               "cards": False, "end": "all"}
    state = GAME.new_state(options, seed)
    players = [core_players.make_player("sprit", "strong", None, seed * 7 + i) for i in range(2)]
    probe = None
    while not state.is_over():
        car = state.active_car
        if probe is None and car is not None and state.phase == "move" and \
                sum(c["finished"] for c in state.cars) == 1:
            c = state.cars[car]
            start = (c["field"], c["stamps"], c["fuel"], c["must_stamp"])
            probe = (car, c["turns"], fewest_turns(track, c["start_tank"], True, start, place=2))
        seat = state.to_move()[0]
        state.apply(seat, players[seat].choose(state, seat).action)
    assert probe is not None
    car, turns_before, best = probe
    return state.cars[car]["turns"] - turns_before, best


def public_rekordjagd(track: str, seed: int, cards: bool) -> dict:
    """A one-seat Rekordjagd as an outsider plays it: ``GAME.new_state`` and the core's
    ``make_player``, every action the game asks for until it is over."""
    options = {"seats": [{"kind": "ai", "level": "strong"}], "mode": "rekordjagd",
               "track": track, "cards": cards}
    state = GAME.new_state(options, seed)
    player = core_players.make_player("sprit", "strong", None, seed)
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(seat, player.choose(state, seat).action)
    return state.summary()["cars"][0]


@pytest.mark.parametrize("track", ["alpenpass", "bergsprint"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_stark_alone_in_a_public_rekordjagd_without_cards_is_exact(track, seed):
    car = public_rekordjagd(track, seed, cards=False)
    tank = get_track(track).start_tank
    assert car["finished"] and car["turns"] == fewest_turns(track, tank, windschatten=True)
    assert car["turns"] == {"alpenpass": 18, "bergsprint": 12}[track]


@pytest.mark.parametrize("track", ["alpenpass", "bergsprint"])
def test_a_public_rekordjagd_with_cards_ends_when_the_lone_car_is_home(track):
    car = public_rekordjagd(track, 4, cards=True)
    assert car["finished"] and car["place"] == 1


@pytest.mark.parametrize("track", ["alpenpass", "bergsprint"])
@pytest.mark.parametrize("seed", range(1, 7))
def test_stark_left_alone_in_a_public_game_is_exact(track, seed):
    got, best = public_lone_tail(track, seed)
    assert got == best
