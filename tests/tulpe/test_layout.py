"""The field (rules file §1): the fixed layouts, the validator and the generator."""


import pytest

from speedgames.tulpe.rules import GAME, fixed_layout
from speedgames.tulpe.rules.layout import (
    BED_SIZES,
    COLORS,
    COLS,
    ROWS,
    Layout,
    components,
    generate,
    validate,
)
from speedgames.tulpe.rules.layouts_data import LAYOUTS
from tests.depth import depth

FIXED = ("einsteiger", "klassisch", "verwinkelt")
GENERATOR_SEEDS = depth(300, 5000)  # about 18 ms a seed


@pytest.mark.parametrize("name", FIXED)
def test_field_has_15_columns_a_to_o_and_7_rows(name):
    layout = fixed_layout(name)
    assert len(layout.colors) == ROWS == 7
    assert all(len(row) == COLS == 15 for row in layout.colors)


@pytest.mark.parametrize("name", FIXED)
def test_each_colour_has_21_fields(name):
    layout = fixed_layout(name)
    for color in COLORS:
        assert sum(row.count(color) for row in layout.colors) == 21


@pytest.mark.parametrize("name", FIXED)
def test_every_column_contains_all_five_colours(name):
    layout = fixed_layout(name)
    for col in range(COLS):
        assert {layout.color(col, row) for row in range(ROWS)} == set(COLORS)


@pytest.mark.parametrize("name", FIXED)
def test_exactly_one_prachttulpe_per_column_three_per_colour(name):
    layout = fixed_layout(name)
    assert sorted(c for c, _ in layout.stars) == list(range(COLS))
    for color in COLORS:
        assert sum(1 for c, r in layout.stars if layout.color(c, r) == color) == 3


@pytest.mark.parametrize("name,sizes", [("einsteiger", [8, 7, 6]),
                                        ("klassisch", [6, 5, 4, 3, 2, 1]),
                                        ("verwinkelt", [4, 3, 3, 3, 2, 2, 2, 1, 1])])
def test_beet_sizes_of_each_colour_as_in_the_table(name, sizes):
    layout = fixed_layout(name)
    for color in COLORS:
        have = sorted((p.bit_count() for p in components(layout.color_mask[color])),
                      reverse=True)
        assert have == sizes


@pytest.mark.parametrize("name", FIXED)
def test_fixed_layouts_pass_the_validator_and_are_the_generators_output(name):
    layout = fixed_layout(name)
    assert validate(layout, BED_SIZES[name]) == []
    rebuilt = generate(LAYOUTS[name]["seed"], BED_SIZES[name])
    assert rebuilt.colors == layout.colors and rebuilt.stars == layout.stars


def test_the_three_fixed_layouts_differ():
    assert len({fixed_layout(n).colors for n in FIXED}) == 3


def test_validator_names_each_broken_rule():
    good = fixed_layout("klassisch")
    rows = list(good.colors)
    # Swap two cells of different colours inside column A: counts stay, Beete change.
    swapped = list(rows[0])
    swapped[0], swapped[4] = swapped[4], swapped[0]
    broken = Layout((("".join(swapped)),) + tuple(rows[1:]), good.stars)
    assert validate(broken, BED_SIZES["klassisch"])
    one_more_red = Layout(("R" + rows[0][1:],) + tuple(rows[1:]), good.stars)
    problems = validate(one_more_red)
    assert any("21" in p for p in problems)
    no_star_a = Layout(good.colors, tuple(s for s in good.stars if s[0] != 0))
    assert any("column A" in p and "stars" in p for p in validate(no_star_a))
    stripes = Layout(("RRRYYYVVVWWWOOO",) * 7, tuple((c, 0) for c in range(15)))
    assert any("lacks" in p for p in validate(stripes))
    assert validate(Layout(("R" * 14,) * 7, ())) == ["the field must have 7 rows of 15 cells"]


def test_bits_lists_the_set_cells_in_order_for_sparse_and_full_masks():
    from speedgames.core.rng import Stream
    from speedgames.tulpe.rules.layout import CELLS, FULL_MASK, bits

    rng = Stream.derive(3, "bits")
    masks = [0, 1, 1 << (CELLS - 1), FULL_MASK, FULL_MASK ^ 1]
    for count in (1, 2, 5, 24, 25, 60, CELLS):
        for _ in range(20):
            masks.append(sum(1 << i for i in rng.sample(range(CELLS), count)))
    for mask in masks:
        assert bits(mask) == [i for i in range(CELLS) if mask >> i & 1], mask


def test_the_generator_only_ever_returns_valid_layouts():
    seen = set()
    for seed in range(GENERATOR_SEEDS):
        layout = generate(seed)
        assert validate(layout, BED_SIZES["zufall"]) == [], seed
        seen.add(layout.colors)
    assert len(seen) == GENERATOR_SEEDS  # a new field for every seed


@pytest.mark.parametrize("name", ["einsteiger", "verwinkelt"])
def test_the_generator_builds_every_layout_kind(name):
    layout = generate(LAYOUTS[name]["seed"] + 1, BED_SIZES[name])
    assert validate(layout, BED_SIZES[name]) == []


def test_the_generator_is_deterministic():
    assert generate(1234) == generate(1234)


def test_zufall_builds_a_new_checked_field_from_the_games_seed():
    a = GAME.new_state({"seats": 2, "layout": "zufall"}, 1)
    b = GAME.new_state({"seats": 2, "layout": "zufall"}, 2)
    again = GAME.new_state({"seats": 2, "layout": "zufall"}, 1)
    assert a.layout.colors != b.layout.colors
    assert a.layout == again.layout
    assert validate(a.layout, BED_SIZES["zufall"]) == []


def test_all_players_at_a_table_play_on_the_same_field():
    state = GAME.new_state({"seats": 5, "layout": "verwinkelt"}, 3)
    summary = state.summary()
    assert summary["layout"] == fixed_layout("verwinkelt").to_json()
    assert len(summary["players"]) == 5
