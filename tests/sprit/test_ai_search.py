"""The searching stark (issue 12): legal, replayable, varied, no strandings; strong_v1 frozen."""

import hashlib
import json

import pytest

from speedgames.core.game import Action
from speedgames.sprit import ai
from speedgames.sprit.ai import search as ai_search
from speedgames.sprit.rules import GAME, ziel
from tests.sprit.helpers import activate, new, put, start_turn, types


def game_actions(levels, seed, players=None, ranks=None, **options):
    """Every (seat, action) of a computer game, checking each action was legal when chosen
    (``players`` replaces the levels' players; ``ranks``, a list, receives the result)."""
    seats = [{"kind": "ai", "level": lv} for lv in levels]
    state = GAME.new_state({**options, "seats": seats}, seed)
    if players is None:
        players = [ai.make_player(lv, None, seed * 31 + i) for i, lv in enumerate(levels)]
    out = []
    while not state.is_over():
        seat = state.to_move()[0]
        action = players[seat].choose(state, seat).action
        assert action in state.legal_actions(seat)
        out.append((seat, action.type, json.dumps(dict(action.fields), sort_keys=True)))
        state.apply(seat, action)
    if ranks is not None:
        ranks.extend(state.result()["ranks"])
    return out


@pytest.mark.parametrize("cars,options", [
    (2, {"track": "bergsprint"}),
    (3, {"track": "bergsprint", "cards": False}),
    (4, {"track": "alpenpass", "duel": False}),
])
def test_stark_plays_only_legal_moves_and_a_seed_replays_the_same_game(cars, options):
    first = game_actions(["strong"] * cars, 21, **options)
    assert first == game_actions(["strong"] * cars, 21, **options)


@pytest.mark.parametrize("cards", [True, False])
def test_two_seeds_give_different_stark_games_with_and_without_cards(cards):
    games = set()
    for seed in range(1, 5):   # until two differ
        games.add(tuple(game_actions(["strong", "strong"], seed, track="bergsprint", cards=cards)))
        if len(games) > 1:
            break
    assert len(games) > 1


def test_stark_does_not_drive_into_the_werkstatt_trap_the_rival_closes():
    """Bergsprint: field 14 with 0 L counts on the Werkstatt on 12; the rival on 17 with 0 L can
    only roll back onto 12 — then a car on 14 without fuel is Festgefahren."""
    def trap():
        s = new(2, track="bergsprint", seed=3)
        put(s, 1, 17, 0, stamps=1)
        put(s, 0, 11, 6, stamps=1)
        return s, activate(s, 0)

    def stuck_after(action):
        s, seat = trap()
        s.apply(seat, action)
        rival = s.cars[s.active_car]["seat"]
        assert s.legal_actions(rival) == [Action("werkstatt")]
        s.apply(rival, Action("werkstatt"))
        return s.cars[0]["field"] == 0 and s.cars[0]["turns"] == 2

    s, seat = trap()
    assert stuck_after(ai.make_player("strong_v1").choose(s, seat).action)  # the old trap
    for player_seed in range(4):
        s, seat = trap()
        action = ai.make_player("strong", seed=player_seed).choose(s, seat).action
        assert not stuck_after(action)


def test_stuck_check_of_the_trap_is_the_rules_festgefahren():
    s = new(2, track="bergsprint", seed=3)
    put(s, 1, 12, 20, stamps=1)
    put(s, 0, 14, 0, stamps=1)
    assert "stuck" in types(start_turn(s, 0))


def test_fuel_above_the_ziel_allowance_costs_more_the_more_there_is():
    s = new(2)
    put(s, 1, 30)
    put(s, 0, 55, 55 + 20, stamps=3)  # 10 fields = 55 L, Zielplatz 1 allows 10 L: 10 L too much
    assert ai_search.hoard_litres(s, 0) == 10
    low = ai_search.judge_end(s, 0)
    s.cars[0]["fuel"] += 100
    assert ai_search.hoard_litres(s, 0) == 110
    assert ai_search.judge_end(s, 0) > low


def test_strong_v1_is_the_frozen_one_move_stark():
    """The hidden measuring level plays exactly the games stark played before issue 12."""
    def digest(levels, seed, **options):
        text = json.dumps(game_actions(levels, seed, **options))
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    assert ai.make_player("strong_v1").level == "strong_v1"
    assert digest(["strong_v1"] * 3, 6, track="bergsprint", cards=False) == "eb614e63020b718a"


def test_strong_v1_is_never_offered_in_the_lobby():
    from speedgames.ui.game_options import setup_for

    offered = setup_for("sprit").level_keys
    assert "strong_v1" not in offered and "strong" in offered


def test_the_rat_compares_two_genuinely_different_plans():
    """On a Tankstelle, „Tanken“ and „Ablassen“ stand on the same field: the runner-up must be a
    move to another field."""
    s = new(2)
    put(s, 1, 40)
    put(s, 0, 33, 30, stamps=2)  # Tankstelle
    seat = activate(s, 0)
    advice = ai.advise(s, seat)
    best, second = advice.extra["best"], advice.extra["second"]
    assert second is not None
    here = ai_search.end_field(s, 0, best.action)
    assert ai_search.end_field(s, 0, second.action) != here
    assert {best.action.type, second.action.type} != {"tank"}


def test_the_rats_turns_agree_with_the_ziel_rechner():
    """One turn to go after the Rat's move exactly when, at the next turn start, the
    Ziel-Rechner says one drive straight in fits."""
    checked = 0
    for seed in range(3):
        s = new(2, track="bergsprint", seed=seed)
        while not s.is_over() and checked < 400:
            car = s.active_car
            seat = s.cars[car]["seat"]
            for action in s.legal_actions(seat):
                after = s.clone()
                after.options = {**s.options, "cards": False}
                after.apply(seat, action)
                c = after.cars[car]
                turns = ai_search.turns_after(s, seat, car, action)
                if c["finished"]:
                    assert turns == 0
                    continue
                assert turns >= 1
                if c["stamps"] == 3 and not c["must_stamp"] and not c["skip"]:
                    fits = ziel.rechnung(after.track.ziel - c["field"], after.zielplatz(),
                                         ai_search.next_start_fuel(after, car)).fits
                    assert (turns == 1) == fits
                    checked += 1
            s.apply(seat, ai.make_player("normal", seed=seed).choose(s, seat).action)
    assert checked > 20
