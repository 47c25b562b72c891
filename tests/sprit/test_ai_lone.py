"""#32: stark plays a lone car exactly — as few turns as the exact search (lone_exact.py)
finds, on both tracks, for every start tank a car can get, in the setting Windschatten (where
every Ereignisfeld pays 10 L to a car nobody passes) and with cards that don't act."""

from __future__ import annotations

import pytest

from speedgames.sprit.ai.levels import make_player
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
