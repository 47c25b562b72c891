"""Property tests: many random legal games through the whole protocol.

Checked at every step: each field blooms at most once; every offered action and every accepted
action is legal by an independent by-hand check of the placement rule (and a random attempt is
accepted exactly when that check says so); the score is the sum of its Rechenweg; the JSON
round-trip is exact; at the end, replaying the action log reproduces the state.
"""

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from speedgames.core.game import Action, IllegalAction, Match, replay_record
from speedgames.core.rng import Stream
from speedgames.tulpe.rules import GAME
from tests.depth import depth

MAX_WUERFE = 45
GAMES = depth(60, 1000)  # SPEEDGAMES_FULL=1: a thousand games (several minutes)


def legal_by_hand(layout, bloomed, color, number, cells):
    """The placement rule of the rules file, written out plainly on (col, row) tuples."""
    cells = [tuple(c) for c in cells]
    if len(cells) != number or len(set(cells)) != len(cells):
        return False
    if any(not (0 <= c < 15 and 0 <= r < 7) for c, r in cells):
        return False
    if any(c in bloomed or layout.color(*c) != color for c in cells):
        return False
    todo, seen = [cells[0]], {cells[0]}
    while todo:
        c, r = todo.pop()
        for n in ((c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    if len(seen) != len(cells):
        return False
    return any(c == 7 or {(c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)} & bloomed
               for c, r in cells)


def bloomed_sets(state):
    """Every seat's bloomed cells, from one summary (it is the same for every seat)."""
    return [{tuple(c) for c in p["bloomed"]} for p in state.summary()["players"]]


def dice_allowed(view, seat, action):
    """Dice, colour, number and Gießkannen of a choose action, checked by hand on ``seat``'s
    view (taken once per position: every action of the position is checked on the same)."""
    cd, nd = action["color_die"], action["number_die"]
    taken = view["taken"]
    if seat != view["active"] and taken and (cd == taken[0] or nd == taken[1]):
        return None
    face, nface = view["dice"]["colors"][cd], view["dice"]["numbers"][nd]
    jokers = (face == "*") + (nface == "*")
    if jokers > view["players"][seat]["cans"]:
        return None
    color = action.get("color") if face == "*" else face
    number = action.get("number") if nface == "*" else nface
    if action.get("color") not in (None, color) or action.get("number") not in (None, number):
        return None
    return color, number


def random_attempt(stream, state, seat):
    """A plausible but often illegal choice: random dice and a random walk of cells."""
    start = (stream.randbelow(15), stream.randbelow(7))
    cells = [start]
    for _ in range(stream.randbelow(5)):
        c, r = cells[-1]
        step = stream.choice([(1, 0), (-1, 0), (0, 1), (0, -1)])
        cells.append((max(0, min(14, c + step[0])), max(0, min(6, r + step[1]))))
    fields = {"color_die": stream.randbelow(3), "number_die": stream.randbelow(3),
              "cells": [list(c) for c in cells]}
    if stream.random() < 0.5:
        fields["color"] = state.layout.color(*start)
    if stream.random() < 0.5:
        fields["number"] = len(cells)
    return Action("choose", **fields)


def check_invariants(state):
    summary = state.summary()
    for player in summary["players"]:
        assert player["score"] == sum(item["points"] for item in player["breakdown"])
        assert 0 <= player["cans"] <= state.options["cans"]
    data = state.to_json()
    assert GAME.state_from_json(json.loads(json.dumps(data))).to_json() == data


@settings(max_examples=GAMES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2 ** 40), seats=st.integers(1, 6),
       layout=st.sampled_from(["einsteiger", "klassisch", "verwinkelt", "zufall"]),
       cans=st.sampled_from([6, 8, 10]), end_colors=st.sampled_from([2, 3]),
       later=st.sampled_from(["lower", "none"]), mode=st.sampled_from(["table", "rekordjagd"]))
def test_random_legal_games_keep_every_rule(seed, seats, layout, cans, end_colors, later, mode):
    options = {"seats": seats, "layout": layout, "cans": cans, "end_colors": end_colors,
               "later_column": later, "mode": mode}
    match = Match(GAME, options, seed)
    state = match.state
    stream = Stream.derive(seed, "test")
    while not state.is_over() and state.wurf <= MAX_WUERFE:
        seat = state.to_move()[stream.randbelow(len(state.to_move()))]
        legal = state.legal_actions(seat)
        before = bloomed_sets(state)
        bloomed = before[seat]
        if legal[0].type != "roll":
            view = state.view(seat)
            for action in legal[:-1][:: max(1, len(legal) // 15)]:
                color, number = dice_allowed(view, seat, action)
                assert legal_by_hand(state.layout, bloomed, color, number, action["cells"])
            attempt = random_attempt(stream, state, seat)
            trial = state.copy()
            allowed = dice_allowed(view, seat, attempt)
            expected = allowed is not None and legal_by_hand(
                state.layout, bloomed, allowed[0], allowed[1], attempt["cells"])
            try:
                trial.apply(seat, attempt)
                accepted = True
            except IllegalAction:
                accepted = False
            assert accepted == expected, attempt
        # Mostly big choices so games reach their end; sometimes a pass.
        if legal[0].type == "roll" or stream.random() < 0.1 or len(legal) == 1:
            action = legal[0] if legal[0].type == "roll" else Action("pass")
        else:
            top = max(len(a["cells"]) for a in legal[:-1])
            action = stream.choice([a for a in legal[:-1] if len(a["cells"]) >= top - 1])
        events = match.apply(seat, action)
        for event in events:
            if event["type"] == "bloom":
                new = {tuple(c) for c in event["cells"]}
                assert not new & before[event["seat"]]  # each field blooms at most once
        check_invariants(state)
    if mode == "rekordjagd":
        assert state.is_over() and state.wurf == 30
    record = json.loads(json.dumps(match.record()))
    assert replay_record(record).to_json() == state.to_json()


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2 ** 40))
def test_zufall_fields_from_any_seed_are_valid(seed):
    from speedgames.tulpe.rules.layout import BED_SIZES, validate

    state = GAME.new_state({"seats": 2, "layout": "zufall"}, seed)
    assert validate(state.layout, BED_SIZES["zufall"]) == []
