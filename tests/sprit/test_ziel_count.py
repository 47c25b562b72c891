"""#30: the Rat's „noch etwa N Züge bis ins Ziel“ and the Ziel-Rechner's „nach diesem Zug noch
etwa N“ come from one count (``ai.search.turns_after``) and it is right: a car on its own that
takes the fastest move each turn sees the count fall by exactly one per turn to the Ziel — near
the end the Kontrolle's turn included (the table said „1“ with a stamp and two drives to go)."""

from __future__ import annotations

import pytest

from speedgames.sprit.ai.search import turns_after
from speedgames.sprit.rules import GAME
from speedgames.sprit.screen.ziel_hint import turns_after_best


@pytest.mark.parametrize("track", ["alpenpass", "bergsprint"])
@pytest.mark.parametrize("cards", [True, False])
def test_the_count_falls_by_one_per_turn_on_the_fastest_way(track, cards):
    seats = [{"kind": "human", "name": "A"}, {"kind": "human", "name": "B"}]
    state = GAME.new_state({"seats": seats, "mode": "table", "track": track, "cards": cards}, 1)
    told, previous = [], None
    for _ in range(400):
        if state.is_over() or state.cars[0]["finished"]:
            break
        car = state.active_car
        seat = state.cars[car]["seat"]
        actions = state.legal_actions(seat)
        if state.phase != "move":   # the Ersatzkanister's choice: no count is shown there
            state.apply(seat, actions[0])
            continue
        if car == 1:   # the other car stays at the back: the first car is on its own
            state.apply(seat, min(actions, key=lambda a: a["to"] if a.type == "drive" else 0))
            continue
        ranked = sorted(((turns_after(state, seat, car, a), i, a)
                         for i, a in enumerate(actions)), key=lambda v: v[:2])
        now = turns_after_best(state, car)        # the Ziel-Rechner's figure
        assert now == ranked[0][0]
        if previous is not None and not cards:
            assert now == previous - 1, (state.cars[car]["field"], previous, now)
        told.append(now)
        previous = now
        state.apply(seat, ranked[0][2])
    assert told and told[-1] == 0
    if cards:   # an Ereignisfeld's card may help or hinder: the count never rises near the end
        assert all(b <= a for a, b in zip(told[-6:], told[-5:]))
