"""One test per rule sentence of „Welche Felder?“ plus the screen's helpers (rules file §3, §6)."""

import pytest

from speedgames.core.game import Action, IllegalAction
from speedgames.tulpe.rules import placement
from speedgames.tulpe.rules.layout import mask_of

from .helpers import TEST_LAYOUT, bloomed_names, cells, choose, position

KLASSISCH = TEST_LAYOUT


def refused(state, action, seat=0):
    with pytest.raises(IllegalAction) as err:
        state.apply(seat, action)
    return err.value.key


def test_all_fields_have_the_colour_of_the_colour_die():
    state = position(dice=("RYW", [2, 1, 3]))
    assert KLASSISCH.color(7, 1) == "V"  # H2 is violet, H1 red
    assert refused(state, choose(0, 0, "H1 H2")) == "tulpe.errors.wrong_color"
    state.apply(0, choose(0, 0, "H1 I1"))


def test_fields_hang_together_horizontally_or_vertically():
    state = position(dice=("RYW", [2, 1, 3]), bloomed={0: "H1"})
    # F1 and H1's neighbour G1... F1 + I1 are both red but not connected to each other.
    assert refused(state, choose(0, 0, "G1 I1")) == "tulpe.errors.not_connected"
    state.apply(0, choose(0, 0, "F1 G1"))


def test_diagonal_neighbours_do_not_hang_together():
    state = position(dice=("YYW", [2, 1, 3]))
    # H4 (yellow) and G5 (yellow) touch only at a corner; each is in the yellow Beet H4 I4 G5 H5 I5.
    assert refused(state, choose(0, 0, "H4 G5")) == "tulpe.errors.not_connected"
    state.apply(0, choose(0, 0, "H5 G5"))


def test_connected_fields_are_all_in_the_same_beet():
    layout = KLASSISCH
    for color in "RYVWO":
        for number in range(1, 6):
            for mask in placement.placements(layout, 0, color, number):
                assert len({layout.bed_of[i] for i in range(105) if mask >> i & 1}) == 1


def test_at_least_one_field_lies_in_the_middle_column_h():
    state = position(dice=("WYW", [2, 1, 3]))
    # White Beet F3 G3 H3 G2: G2 G3 has no field in H and nothing has bloomed yet.
    assert refused(state, choose(0, 0, "G2 G3")) == "tulpe.errors.no_anchor"
    state.apply(0, choose(0, 0, "G3 H3"))


def test_or_at_least_one_field_borders_a_field_bloomed_earlier():
    # Violet Beet E4 F4 G4 F5 lies outside H; G4 borders H4.
    state = position(dice=("VYW", [1, 1, 3]), bloomed={0: "H4"})
    state.apply(0, choose(0, 0, "G4"))
    state.apply(1, Action("pass"))
    assert "G4" in bloomed_names(state, 0)


def test_a_corner_touch_with_a_bloomed_field_is_not_bordering():
    state = position(dice=("VYW", [1, 1, 3]), bloomed={0: "H5"})  # G4 touches H5 at a corner
    assert refused(state, choose(0, 0, "G4")) == "tulpe.errors.no_anchor"


def test_another_players_blooms_do_not_count_as_neighbours():
    state = position(dice=("VYW", [1, 1, 3]), bloomed={1: "H4"})
    assert refused(state, choose(0, 0, "G4")) == "tulpe.errors.no_anchor"


def test_a_field_blooms_at_most_once():
    state = position(dice=("RYW", [2, 1, 3]), bloomed={0: "H1"})
    assert refused(state, choose(0, 0, "H1 I1")) == "tulpe.errors.already_bloomed"


def test_a_number_larger_than_can_be_placed_cannot_be_used_there():
    # White in column H: the Beet F3 G3 H3 G2 (4 fields) and the single H7.
    state = position(dice=("WYW", [5, 1, 3]))
    assert placement.placements(KLASSISCH, 0, "W", 5) == []
    assert placement.max_number(KLASSISCH, 0, "W") == 4
    assert refused(state, choose(0, 0, "F3 G3 H3 G2 H7")) == "tulpe.errors.not_connected"
    assert not [a for a in state.legal_actions(0)
                if a.type == "choose" and a["color_die"] == 0 and a["number_die"] == 0]


def test_cells_must_lie_on_the_field_and_be_named_once():
    state = position(dice=("RYW", [2, 1, 3]))
    bad = Action("choose", color_die=0, number_die=0, cells=[[7, 0], [15, 0]])
    assert refused(state, bad) == "tulpe.errors.bad_cells"
    twice = Action("choose", color_die=0, number_die=0, cells=[[7, 0], [7, 0]])
    assert refused(state, twice) == "tulpe.errors.duplicate_cell"
    junk = Action("choose", color_die=0, number_die=0, cells="H1")
    assert refused(state, junk) == "tulpe.errors.bad_cells"
    assert refused(state, Action("choose", color_die=3, number_die=0, cells=[])) \
        == "tulpe.errors.bad_die"
    assert refused(state, Action("choose", color_die=True, number_die=0, cells=[])) \
        == "tulpe.errors.bad_die"


# -- helpers the screen needs ---------------------------------------------------------------

def test_fitting_fields_light_up_for_a_chosen_pair():
    mask = placement.fitting_mask(KLASSISCH, 0, "Y", 2)
    lit = {tuple(c) for c in cells("H4 I4 H5 I5 G5")}
    assert {(i % 15, i // 15) for i in range(105) if mask >> i & 1} == lit


def test_a_gieskanne_die_lights_every_field_it_could_stand_for():
    joker_number = placement.fitting_for_dice(KLASSISCH, 0, "Y", "*")
    assert joker_number == placement.fitting_mask(KLASSISCH, 0, "Y", 1) | \
        placement.fitting_mask(KLASSISCH, 0, "Y", 5)
    joker_color = placement.fitting_for_dice(KLASSISCH, 0, "*", 1)
    assert joker_color == sum(1 << (row * 15 + 7) for row in range(7))  # all of column H
    assert placement.fitting_for_dice(KLASSISCH, 0, "Y", 2) == \
        placement.fitting_mask(KLASSISCH, 0, "Y", 2)


def test_a_tapped_field_suggests_the_matching_colour_die_then_a_gieskanne():
    assert placement.colors_for_cell(7, 3, KLASSISCH, ["R", "*", "Y"], [0, 1, 2]) == [2, 1]
    assert placement.colors_for_cell(7, 3, KLASSISCH, ["R", "*", "Y"], [0, 1]) == [1]
    assert placement.colors_for_cell(7, 3, KLASSISCH, ["R", "O", "W"], [0, 1, 2]) == []


def test_a_partial_selection_is_explained():
    bloomed = mask_of(cells("H1"))
    assert placement.check_partial(KLASSISCH, bloomed, "R", 3, mask_of(cells("F1"))) is None
    # one field: the words for one field, not „keine 1 zusammenhängenden Felder“
    assert placement.check_partial(KLASSISCH, bloomed, "R", 1, mask_of(cells("E1"))).key \
        == "tulpe.errors.cannot_complete_one"
    assert placement.check_partial(KLASSISCH, bloomed, "R", 2, mask_of(cells("E1"))).key \
        == "tulpe.errors.cannot_complete"
    assert placement.check_partial(KLASSISCH, bloomed, "R", 1, mask_of(cells("F1 G1"))).key \
        == "tulpe.errors.too_many"
    assert placement.check_partial(KLASSISCH, bloomed, "R", 2, mask_of(cells("H2"))).key \
        == "tulpe.errors.wrong_color"
    assert placement.check_partial(KLASSISCH, bloomed, "R", 2, mask_of(cells("H1"))).key \
        == "tulpe.errors.already_bloomed"


def test_enumerated_placements_are_exactly_the_legal_ones():
    """Brute force over all small cell sets of one Beet agrees with the enumeration."""
    from itertools import combinations

    bloomed = mask_of(cells("H4 H5"))
    for color in "RYVWO":
        for number in (1, 2, 3):
            enumerated = set(placement.placements(KLASSISCH, bloomed, color, number))
            pool = [i for i in range(105) if KLASSISCH.color_at(i) == color
                    and not bloomed >> i & 1]
            brute = set()
            for combo in combinations(pool, number):
                mask = sum(1 << i for i in combo)
                if placement.check(KLASSISCH, bloomed, color, number, mask) is None:
                    brute.add(mask)
            assert enumerated == brute
