"""Computer players leicht / normal / stark and the advisor („Rat“)."""

import pytest

from speedgames.core.game import Action
from speedgames.core.i18n import has
from speedgames.core.players import make_player as core_make_player
from speedgames.tulpe import ai
from speedgames.tulpe.rules import GAME

from .helpers import choose, position


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_every_level_plays_only_legal_moves_to_the_end(level):
    state = GAME.new_state({"seats": 3, "layout": "verwinkelt"}, 11)
    players = [ai.make_player(level, None, seat) for seat in range(3)]
    while not state.is_over():
        for seat in state.to_move():
            decision = players[seat].choose(state, seat)
            assert decision.action in state.legal_actions(seat)
            assert decision.reason is not None and has(decision.reason.key, "de")
            state.apply(seat, decision.action)
    assert state.is_over()


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        ai.make_player("genius")


def test_the_core_registry_finds_the_tulpe_players():
    assert core_make_player("tulpe", "strong").level == "strong"


def test_computer_players_are_deterministic_for_a_seed():
    state = position(seats=2, dice=("YR*", [1, 2, "*"]))
    a = ai.make_player("easy", None, 5).choose(state, 0)
    b = ai.make_player("easy", None, 5).choose(state, 0)
    assert a == b


@pytest.mark.parametrize("level", ["easy", "normal", "strong"])
def test_the_others_covert_choices_never_reach_a_computer_player(level):
    """Seat 2 decides the same whatever seat 1 has covertly chosen in this Wurf."""
    decisions = []
    for other in (choose(1, 1, "H1 I1"), Action("pass")):
        state = position(seats=3, dice=("YRW", [1, 2, 3]))
        state.apply(0, choose(0, 0, "H4"))
        state.apply(1, other)
        decisions.append(ai.make_player(level, None, 3).choose(state, 2).action)
    assert decisions[0] == decisions[1]


def test_strong_takes_a_full_column_with_its_first_value():
    state = position(seats=2, dice=("YRR", [1, 1, 1]), bloomed={0: "A1 A2 A3 A4 A6 A7 H4"})
    decision = ai.make_player("strong").choose(state, 0)
    assert decision.action["cells"] == [[0, 4]]  # A5 completes column A: 5 points
    assert decision.reason.key == "tulpe.ai.reason.column_full"


def test_strong_passes_when_only_a_gieskanne_for_one_plain_field_is_on_offer():
    # No Prachttulpe, no full column, no single-field Beet within reach: only plain fields.
    state = position(seats=2, dice=("***", [1, 1, 1]), bloomed={0: "H4 H7 I7"})
    assert len(state.legal_actions(0)) > 1
    decision = ai.make_player("strong").choose(state, 0)
    assert decision.action == Action("pass")
    assert decision.reason.key == "tulpe.ai.pass"


def test_strong_spends_a_gieskanne_when_it_brings_a_prachttulpe():
    state = position(seats=2, dice=("***", [1, 1, 1]), bloomed={0: "G3 H3"})
    decision = ai.make_player("strong").choose(state, 0)
    assert decision.action["cells"] == [[5, 2]]  # F3 is a Prachttulpe next to G3


def test_the_rat_suggests_dice_and_fields_with_a_reason_and_expected_points():
    state = position(seats=2, dice=("YRR", [1, 1, 1]), bloomed={0: "A1 A2 A3 A4 A6 A7 H4"})
    advice = ai.advise(state, 0)
    best = advice.best
    assert best.action.type == "choose" and best.extra["cells"] == [[0, 4]]
    assert best.extra["color_die"] == 0 and best.extra["number_die"] == 0
    assert best.extra["points"] == 5
    # The expected points: of this choice with the next Wurf, and of the next best choice.
    second = advice.options[1]
    assert advice.extra["expected_points"] == best.value == best.extra["expected"]
    assert advice.extra["next_expected_points"] == second.value <= best.value
    shown = best.reason.render("de")
    assert has(best.reason.key, "en") and "%{" not in shown
    assert "Spalte A" in shown and "Erwartet: +" in shown and "nächstbeste Wahl" in shown
    assert f"{best.value:.1f}".replace(".", ",") in shown
    assert f"{abs(second.value):.1f}".replace(".", ",") in shown
    assert Action("pass") in [o.action for o in advice.options]
    assert [o.value for o in advice.options] == sorted((o.value for o in advice.options),
                                                        reverse=True)


def test_the_rat_before_the_roll_says_roll():
    state = GAME.new_state({"seats": 2}, 0)
    assert ai.advise(state, 0).best.action == Action("roll")


def test_the_rat_only_offers_legal_choices():
    state = position(seats=2, dice=("Y*W", [2, "*", 3]), bloomed={0: "H4 H5"})
    legal = state.legal_actions(0)
    for option in ai.advise(state, 0).options:
        assert option.action in legal


def test_reasons_count_in_the_singular_and_plural():
    from speedgames.core.i18n import Text

    reason = Text("tulpe.ai.reason.star", {"count": Text("core.count.stars.one", {"n": 1}),
                                            "color": Text("tulpe.color.R")})
    assert reason.render("de").startswith("Lässt 1 Prachttulpe in")
    assert "(n)" not in reason.render("de") and "(s)" not in reason.render("en")
