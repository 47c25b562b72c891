"""stark's fast quick judgement (issue 12, decision time): the same floats, the same order, as
the plain one it replaces, on positions from real games of every kind of move."""

import pytest

from speedgames.core.rng import Stream
from speedgames.sprit.ai import quick
from speedgames.sprit.rules import GAME
from tests.sprit.helpers import activate, new, put


def wandering_positions(cars, seed, steps=160, **options):
    """Positions of a game whose moves are drawn at random from the legal ones (so stamps,
    Werkstätten, Tankstellen, Ersatzkanister, Reifenpannen and Windschatten all come up)."""
    seats = [{"kind": "ai", "level": "strong_v1"} for _ in range(cars)]
    state = GAME.new_state({**options, "seats": seats}, seed)
    stream = Stream(seed)
    for _ in range(steps):
        if state.is_over():
            return
        seat = state.to_move()[0]
        yield state, seat
        actions = state.legal_actions(seat)
        state.apply(seat, actions[stream.randbelow(len(actions))])


@pytest.mark.parametrize("cars,options", [
    (2, {"track": "alpenpass"}),
    (2, {"track": "bergsprint", "cards": False}),
    (4, {"track": "bergsprint"}),
    (6, {"track": "alpenpass", "cards": False}),
])
def test_the_fast_quick_judgement_equals_the_plain_one_on_every_position(cars, options):
    kinds = set()
    for seed in range(3):
        for state, seat in wandering_positions(cars, seed, **options):
            car = state.active_car
            plain = quick.quick_ranked_plain(state, seat, car)
            fast = quick.quick_ranked(state, seat, car)
            assert fast == plain  # exact floats, same actions, same order
            actions = state.legal_actions(seat)
            assert quick.quick_best(state, car, actions) == plain[0][1]
            kinds.update(a.type for _v, a in plain)
    assert {"drive", "werkstatt", "stamp", "tank"} <= kinds


def test_the_fast_quick_judgement_sees_windschatten_and_a_reifenpanne():
    """No cards: an Ereignisfeld gives Windschatten (±10 L by the cars that can pass); a car
    that must sit out a turn counts it — both as the plain judgement does."""
    s = new(3, track="alpenpass", cards=False)
    put(s, 0, 3, 40, stamps=0)
    put(s, 1, 1, 30, stamps=0)
    put(s, 2, 9, 30, stamps=0, skip=True)
    seat = activate(s, 0)
    assert quick.quick_ranked(s, seat, 0) == quick.quick_ranked_plain(s, seat, 0)
    seat = activate(s, 2)
    assert quick.quick_ranked(s, seat, 2) == quick.quick_ranked_plain(s, seat, 2)


def test_the_memo_starting_afresh_changes_no_value(monkeypatch):
    s = new(2, track="bergsprint")
    put(s, 0, 5, 37, stamps=0)
    seat = activate(s, 0)
    before = quick.quick_ranked(s, seat, 0)
    monkeypatch.setattr(quick, "CACHE_LIMIT", 1)
    quick._memo.clear()
    assert quick.quick_ranked(s, seat, 0) == before == quick.quick_ranked_plain(s, seat, 0)
