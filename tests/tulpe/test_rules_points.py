"""One test per rule sentence of „Punkte“ and „Ende“ (rules file §4), with hand-built positions."""

import pytest

from speedgames.core.game import Action, IllegalAction
from speedgames.tulpe.rules import GAME, scoring
from speedgames.tulpe.rules.layout import COLUMN_LETTERS, cells_of

from .helpers import TEST_LAYOUT, choose, position

KLASSISCH = TEST_LAYOUT
COLUMN_A_BUT_A5 = "A1 A2 A3 A4 A6 A7"  # A5 is yellow (Beet A5 B5)


def names_of_color(color, but=()):
    return " ".join(f"{COLUMN_LETTERS[c]}{r + 1}" for c, r in cells_of(KLASSISCH.color_mask[color])
                    if f"{COLUMN_LETTERS[c]}{r + 1}" not in but)


def column_events(events):
    return [(e["seat"], e["col"], e["points"], e["first"]) for e in events if e["type"] == "column"]


def test_column_values_first_and_later_as_printed():
    assert scoring.COLUMN_FIRST == (5, 3, 3, 3, 2, 2, 2, 1, 2, 2, 2, 3, 3, 3, 5)
    assert scoring.COLUMN_LATER == (3, 2, 2, 2, 1, 1, 1, 0, 1, 1, 1, 2, 2, 2, 3)


def test_the_first_full_column_scores_the_first_value():
    state = position(dice=("YYR", [1, 1, 2]), bloomed={0: COLUMN_A_BUT_A5})
    state.apply(0, choose(0, 0, "A5"))
    events = state.apply(1, Action("pass"))
    assert column_events(events) == [(0, 0, 5, True)]
    assert {"kind": "column", "col": 0, "first": True, "points": 5} in \
        state.summary()["players"][0]["breakdown"]


def test_players_completing_a_column_in_the_same_wurf_as_the_first_all_get_the_first_value():
    state = position(seats=3, dice=("YYR", [1, 1, 2]),
                     bloomed={0: COLUMN_A_BUT_A5, 1: COLUMN_A_BUT_A5, 2: COLUMN_A_BUT_A5})
    state.apply(0, choose(0, 0, "A5"))
    state.apply(2, choose(1, 1, "A5"))
    events = state.apply(1, Action("pass"))
    assert column_events(events) == [(0, 0, 5, True), (2, 0, 5, True)]
    # Seat 1 completes column A one Wurf later: the lower value.
    state.apply(1, Action("roll"))
    state.dice = {"colors": ["Y", "Y", "Y"], "numbers": [1, 1, 1]}
    state.apply(1, choose(0, 0, "A5"))
    state.apply(2, Action("pass"))
    events = state.apply(0, Action("pass"))
    assert column_events(events) == [(1, 0, 3, False)]


def test_a_later_full_column_scores_the_lower_value():
    state = position(dice=("YYR", [1, 1, 2]), bloomed={0: COLUMN_A_BUT_A5, 1: COLUMN_A_BUT_A5})
    state.column_claimed[0] = 0  # someone completed column A in an earlier Wurf
    state.apply(0, choose(0, 0, "A5"))
    events = state.apply(1, choose(1, 1, "A5"))
    assert column_events(events) == [(0, 0, 3, False), (1, 0, 3, False)]


def test_house_rule_a_later_full_column_scores_nothing():
    state = position(dice=("YYR", [1, 1, 2]), bloomed={0: COLUMN_A_BUT_A5},
                     later_column="none")
    state.column_claimed[0] = 0
    state.apply(0, choose(0, 0, "A5"))
    events = state.apply(1, Action("pass"))
    assert column_events(events) == [(0, 0, 0, False)]
    assert scoring.column_points(0, False, "none") == 0


def test_a_full_colour_scores_5_first_and_3_later_with_the_same_wurf_rule():
    yellow_but_h4 = names_of_color("Y", but=("H4",))
    state = position(seats=3, dice=("YYR", [1, 1, 2]),
                     bloomed={0: yellow_but_h4, 1: yellow_but_h4, 2: yellow_but_h4},
                     end_colors=3)
    state.apply(0, choose(0, 0, "H4"))
    state.apply(1, choose(1, 1, "H4"))
    events = state.apply(2, Action("pass"))
    colors = [(e["seat"], e["color"], e["points"], e["first"]) for e in events
              if e["type"] == "color"]
    assert colors == [(0, "Y", 5, True), (1, "Y", 5, True)]
    state.apply(1, Action("roll"))
    state.dice = {"colors": ["Y", "Y", "Y"], "numbers": [1, 1, 1]}
    state.apply(1, Action("pass"))
    state.apply(0, Action("pass"))
    events = state.apply(2, choose(0, 0, "H4"))
    colors = [(e["seat"], e["color"], e["points"], e["first"]) for e in events
              if e["type"] == "color"]
    assert colors == [(2, "Y", 3, False)]


def test_each_gieskanne_left_is_worth_one_point():
    state = position(cans={0: 5})
    items = state.summary()["players"][0]["breakdown"]
    assert {"kind": "cans", "count": 5, "points": 5} in items


def test_each_open_prachttulpe_costs_two_so_a_new_field_shows_minus_30_plus_the_gieskannen():
    state = GAME.new_state({"seats": 2}, 2)
    assert [p["score"] for p in state.summary()["players"]] == [-30 + 8, -30 + 8]
    state = position(dice=("YRW", [1, 2, 3]))
    state.apply(0, choose(0, 0, "H4"))  # H4 is a Prachttulpe
    state.apply(1, Action("pass"))
    assert state.summary()["players"][0]["score"] == -28 + 8


def test_the_score_is_always_the_sum_of_its_rechenweg():
    state = position(seats=2, dice=("YYR", [1, 1, 2]), bloomed={0: COLUMN_A_BUT_A5}, cans={0: 3})
    state.apply(0, choose(0, 0, "A5"))
    state.apply(1, Action("pass"))
    for player in state.summary()["players"]:
        assert player["score"] == sum(item["points"] for item in player["breakdown"])
    assert state.summary()["players"][0]["score"] == 5 + 3 - 2 * 14


def test_the_rechenweg_reads_as_words():
    from speedgames.core.i18n import t

    item = {"kind": "column", "col": 7, "first": True, "points": 1}
    assert t(scoring.describe(item).key, "de", **scoring.describe(item).params) \
        == "Spalte H voll (zuerst): +1"
    stars = scoring.describe({"kind": "stars", "open": 15, "points": -30})
    assert stars.render("en") == "15 open prize tulips: −30"


# -- Ende -------------------------------------------------------------------------------------

def ends_with_white(end_colors):
    yellow = names_of_color("Y")
    white_but_h3 = names_of_color("W", but=("H3",))
    state = position(dice=("WRR", [1, 2, 2]), bloomed={0: yellow + " " + white_but_h3},
                     end_colors=end_colors)
    state.players[0].colors = [("Y", 5, True)]
    state.color_claimed["Y"] = 0
    return state


def test_the_season_ends_at_the_end_of_the_wurf_in_which_someone_has_two_colours():
    state = ends_with_white(2)
    state.apply(0, choose(0, 0, "H3"))
    assert not state.is_over()  # the others still choose in this Wurf
    events = state.apply(1, choose(1, 1, "H1 I1"))
    assert state.is_over() and state.to_move() == []
    assert events[-1]["type"] == "end"
    assert state.summary()["players"][1]["bloomed"] == [[7, 0], [8, 0]]
    with pytest.raises(IllegalAction) as err:
        state.apply(0, Action("roll"))
    assert err.value.key == "tulpe.errors.game_over"


def test_house_rule_the_season_ends_only_at_three_colours():
    state = ends_with_white(3)
    state.apply(0, choose(0, 0, "H3"))
    state.apply(1, Action("pass"))
    assert not state.is_over() and state.phase == "roll"


def test_the_end_counts_whoever_completes_not_only_the_active_player():
    state = ends_with_white(2)
    state.players[1].bloomed, state.players[0].bloomed = state.players[0].bloomed, 0
    state.players[1].colors, state.players[0].colors = state.players[0].colors, []
    state.apply(0, Action("pass"))
    state.apply(1, choose(0, 0, "H3"))
    assert state.is_over()


def test_the_winner_has_the_most_points():
    assert scoring.ranks([10, 12, 3], [0, 0, 0]) == [2, 1, 3]


def test_on_equal_points_more_gieskannen_left_wins():
    state = position(seats=2, cans={0: 3, 1: 4})
    state.players[0].columns = [(7, 1, True)]  # 1 + 3 cans = 4 + 0 → equal totals
    result = state.result()
    assert result["scores"][0] == result["scores"][1]
    assert result["ranks"] == [2, 1] and result["tiebreak"] == [3, 4]


def test_on_equal_points_and_gieskannen_the_place_is_shared():
    state = position(seats=3, cans={0: 4, 1: 4, 2: 2})
    assert state.result()["ranks"] == [1, 1, 3]
