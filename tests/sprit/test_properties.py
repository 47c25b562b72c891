"""Property tests: random legal games on both tracks, 2–6 cars and the lone car of a one-seat
Rekordjagd, cards and Windschatten, Duell."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from speedgames.core.game import Action, IllegalAction, Match, get_game, replay_record
from speedgames.core.rng import Stream
from speedgames.sprit.rules.reachability import reachable, why_not
from tests.depth import depth

GAME = get_game("sprit")


def check_invariants(state) -> None:
    ziel = state.track.ziel
    taken = {}
    for i, c in enumerate(state.cars):
        assert c["fuel"] >= 0
        assert 0 <= c["stamps"] <= 3
        assert 0 <= c["field"] <= ziel
        assert c["finished"] == (c["field"] == ziel)
        if c["finished"]:
            assert c["stamps"] == 3
        if 0 < c["field"] < ziel:
            assert c["field"] not in taken, "two cars on one field"
            taken[c["field"]] = i
            assert state.track.code(c["field"]) != "W" or not c["must_stamp"]
    places = sorted(c["zielplatz"] for c in state.cars if c["finished"])
    assert places == list(range(1, len(places) + 1))
    if not state.is_over():
        seat = state.to_move()[0]
        assert state.legal_actions(seat), "the car to move always has a real choice"
        car = state.active_car
        fast = set(reachable(state, car))
        for field in range(ziel + 1):
            assert (why_not(state, car, field) is None) == (field in fast), field


@settings(max_examples=depth(300, 3000), deadline=None)  # random legal steps on both tracks
@given(seed=st.integers(0, 2**32), cars=st.integers(1, 6),
       track=st.sampled_from(["alpenpass", "bergsprint"]), cards=st.booleans(),
       duel=st.booleans(), steps=st.integers(20, 400))
def test_random_legal_games_keep_the_invariants_and_replay(seed, cars, track, cards, duel, steps):
    duel = duel and cars > 1
    options = {"seats": 2 if duel else cars, "track": track, "cards": cards, "duel": duel,
               "mode": "rekordjagd" if cars == 1 else "table"}
    match = Match(GAME, options, seed)
    pick = Stream.derive(seed, "test")
    for _ in range(steps):
        if match.state.is_over():
            break
        seat = match.state.to_move()[0]
        actions = match.state.legal_actions(seat)
        action = pick.choice(actions)
        match.apply(seat, action)
        check_invariants(match.state)
    record = json.loads(json.dumps(match.record()))
    assert replay_record(record).to_json() == match.state.to_json()
    again = GAME.state_from_json(json.loads(json.dumps(match.state.to_json())))
    assert again.to_json() == match.state.to_json()
    assert again.summary() == match.state.summary()


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32), to=st.integers(-3, 70), kind=st.sampled_from(
    ["drive", "werkstatt", "tank", "stamp", "kanister", "fly"]), amount=st.sampled_from(
    [10, -10, 20, None]), moves=st.integers(0, 30))
def test_any_refused_action_leaves_the_state_unchanged(seed, to, kind, amount, moves):
    state = GAME.new_state({"seats": 3}, seed)
    pick = Stream.derive(seed, "pre")
    for _ in range(moves):
        if state.is_over():
            return
        seat = state.to_move()[0]
        state.apply(seat, pick.choice(state.legal_actions(seat)))
    if state.is_over():
        return
    fields = {"to": to} if kind == "drive" else ({"amount": amount} if amount is not None else {})
    action = Action(kind, **fields)
    seat = state.to_move()[0]
    before = state.to_json()
    if action in state.legal_actions(seat):
        state.apply(seat, action)
        check_invariants(state)
    else:
        try:
            state.apply(seat, action)
        except IllegalAction as err:
            assert str(err)
        else:
            raise AssertionError(f"{action} was not legal but got applied")
        assert state.to_json() == before
