"""#30: the Rat's and the Ziel-Rechner's „noch etwa N Züge“ (one function,
``ai.search.turns_after``) follow the car's own moves, not the rivals': with the car's Platz
the later Kontrollen and Tafeln were counted at 10 L × a Platz the rivals keep changing, and in
a four-car game the figure jumped 18 → 12 after a two-field drive when three cars passed."""

from __future__ import annotations

import pytest

from speedgames.sprit import ai
from speedgames.sprit.ai.search import turns_after
from speedgames.sprit.rules import GAME
from speedgames.sprit.rules.fuel import cost
from speedgames.sprit.screen.ziel_hint import turns_after_best


def _four_computers(seed=0, track="alpenpass", cards=False):
    seats = [{"kind": "ai", "level": "normal"} for _ in range(4)]
    state = GAME.new_state({"seats": seats, "mode": "table", "track": track, "cards": cards},
                           seed)
    return state, [ai.make_player("normal", seed=seed + i) for i in range(4)]


def _car0_turns(state, players, count):
    """(figure, field, Platz, state) at each of car 0's first ``count`` move turns, and the
    figure after the move it made (``moved``)."""
    seen, moved = [], []
    while len(seen) < count and not state.is_over():
        car = state.active_car
        seat = state.cars[car]["seat"]
        action = players[seat].choose(state, seat).action
        if car == 0 and state.phase == "move":
            seen.append((turns_after_best(state, 0), state.cars[0]["field"], state.platz(0),
                         state.clone()))
            moved.append(turns_after(state, seat, 0, action))
        state.apply(seat, action)
    _car0_turns.moved = moved
    return seen


def test_a_two_field_drive_while_three_cars_pass_moves_the_figure_by_one_at_most():
    state, players = _four_computers()
    (before, f0, p0, _), (after, f1, p1, _) = _car0_turns(state, players, 2)
    assert (f0, f1) == (0, 2) and p1 > p0   # the sample: two fields, the rivals went past
    assert abs(after - before) <= 1, (before, after)


@pytest.mark.parametrize("seed,track", [(3, "bergsprint"), (0, "alpenpass"),
                                        (1, "alpenpass")])
def test_each_turn_of_a_four_car_game_moves_the_figure_by_one_at_most_without_payouts(seed,
                                                                                    track):
    """Between two own turns where the car drove forward and nothing paid it (a payout above the
    leader's count, a card, the Werkstatt may make the figure fall faster), the figure is the
    one its move was told, less one turn, give or take one — whatever the three rivals did in
    between (a computer's slower move itself may cost turns: the figure after it is compared).
    Seed 1 on the Alpenpass has a rival standing on the one Kontrolle ahead (the figure jumped
    3 → 4 before it counted waiting on the Tankstelle, ``test_ziel_count_blocked``)."""
    state, players = _four_computers(seed, track, cards=True)
    seen = _car0_turns(state, players, 40)
    told = _car0_turns.moved
    pairs = 0
    for (_a, fa, _pa, sa), a, (b, fb, _pb, sb) in zip(seen, told, seen[1:]):
        ca, cb = sa.cars[0], sb.cars[0]
        if cb["finished"] or b == 0 or fb <= fa or ca["must_stamp"] or cb["must_stamp"] \
                or sa.track.code(fb) == "E" or cb["fuel"] != ca["fuel"] - cost(fb - fa):
            continue
        pairs += 1
        assert abs(b - (a - 1)) <= 1, (fa, fb, a, b)
    assert pairs >= 3


def test_where_the_rivals_stand_does_not_change_the_figure():
    """Only what the next turn start pays (a Tafel or the stamp of a Kontrolle, for the Platz
    then, as the Ziel-Rechner says „Tafel 3 passt“) may follow the rivals: a move onto any other
    field keeps its figure."""
    state, players = _four_computers(cards=True)
    _first, (_figure, field, _platz, turn) = _car0_turns(state, players, 2)
    seat = turn.cars[0]["seat"]
    actions = [a for a in turn.legal_actions(seat)
               if a.type != "drive" or not (turn.track.code(a["to"]).isdigit()
                                            or turn.track.code(a["to"]) == "K")]
    told = [turns_after(turn, seat, 0, a) for a in actions]
    assert len(actions) >= 2
    ziel = turn.track.ziel
    for rivals in ([ziel - 1, ziel - 2, ziel - 3], [ziel - 1, 0, 0], [0, 0, 0]):
        moved = turn.clone()
        for car, f in zip((1, 2, 3), rivals):
            moved.cars[car]["field"] = f
        assert [turns_after(moved, seat, 0, a) for a in actions] == told, rivals
