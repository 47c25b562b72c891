"""The table-setup data of the three games (ARCHITECTURE.md's option keys and defaults)."""

import pytest

from speedgames.core import i18n
from speedgames.rocket.description import RECIPE_COLOURS
from speedgames.ui.game_options import (
    SETUPS,
    clean_seat,
    game_options,
    level_label_key,
    setup_for,
    values_from_options,
)

HUMAN = {"kind": "human", "name": "Anna"}
AI = {"kind": "ai", "level": "strong"}


def test_seat_ranges_of_the_rule_texts():
    assert (setup_for("rocket").min_seats, setup_for("rocket").max_seats) == (1, 4)
    assert (setup_for("sprit").min_seats, setup_for("sprit").max_seats) == (2, 6)
    assert (setup_for("tulpe").min_seats, setup_for("tulpe").max_seats) == (2, 6)


def test_defaults_follow_the_rules():
    rocket = game_options("rocket", {}, [HUMAN, AI])
    assert (rocket["evenings"], rocket["recipes"], rocket["clock"]) == (9, "standard", 120)
    sprit = game_options("sprit", {}, [HUMAN, AI, AI])
    assert (sprit["track"], sprit["cards"], sprit["end"], sprit["duel"], sprit["clock"]) == (
        "alpenpass", True, "last", False, 120)
    tulpe = game_options("tulpe", {}, [HUMAN, AI])
    assert (tulpe["layout"], tulpe["cans"], tulpe["end_colors"], tulpe["later_column"],
            tulpe["clock"]) == ("klassisch", 8, 2, "lower", 120)
    assert rocket["mode"] == sprit["mode"] == tulpe["mode"] == "table"


def test_choices_of_every_option():
    def values(game, key):
        return [c.value for c in setup_for(game).option(key).choices]

    # numbers ascend everywhere (one left/right order on every screen)
    assert values("rocket", "evenings") == [6, 9]
    assert values("rocket", "recipes") == ["standard", "random", "host"]
    assert values("rocket", "clock") == [30, 60, 90, 120, None]
    assert values("sprit", "track") == ["alpenpass", "bergsprint"]
    assert values("sprit", "end") == ["last", "first"]
    assert values("tulpe", "layout") == ["einsteiger", "klassisch", "verwinkelt", "zufall"]
    assert values("tulpe", "cans") == [6, 8, 10]
    assert values("rocket", "stake") == values("sprit", "stake") == [0, 5, 10, 25]
    assert values("tulpe", "end_colors") == [2, 3]
    assert values("tulpe", "later_column") == ["lower", "none"]


def test_host_recipes_become_one_recipe_per_colour():
    values = {"recipes": "host", "recipe_B": 4, "recipe_K": 2, "recipe_P": 9}
    options = game_options("rocket", values, [HUMAN])
    assert options["recipes"] == {"G": 1, "B": 4, "R": 1, "Y": 1, "P": 1, "K": 2}
    assert not any(k.startswith("recipe_") for k in options)
    back = values_from_options("rocket", options)
    assert back["recipes"] == "host" and back["recipe_B"] == 4


def test_duel_only_with_two_seats():
    assert game_options("sprit", {"duel": True}, [HUMAN, AI])["duel"] is True
    assert game_options("sprit", {"duel": True}, [HUMAN, AI, AI])["duel"] is False


def test_invalid_values_fall_back_to_the_default():
    options = game_options("tulpe", {"cans": 7, "layout": "mond", "clock": -1}, [HUMAN, AI])
    assert (options["cans"], options["layout"], options["clock"]) == (8, "klassisch", 120)


def test_seat_counts_outside_the_range_are_refused():
    with pytest.raises(ValueError):
        game_options("sprit", {}, [HUMAN])
    with pytest.raises(ValueError):
        game_options("rocket", {}, [HUMAN] * 5)


def test_seats_are_cleaned_for_the_rules():
    assert clean_seat("rocket", {"kind": "ai", "level": "godlike", "style": "x"}) == {
        "kind": "ai", "level": "normal", "style": "draufgaenger"}
    assert clean_seat("sprit", {"kind": "ai", "level": "easy", "style": "x"}) == {
        "kind": "ai", "level": "easy"}
    # one sanitiser for every name (core.names.clean_name): single spaces, the profile limit
    assert clean_seat("tulpe", {"kind": "human", "name": "  Anna  " + "x" * 40})["name"] == \
        ("Anna " + "x" * 40)[:24]


def test_every_label_exists_in_both_languages():
    for setup in SETUPS.values():
        keys = [spec.label for spec in setup.options]
        keys += [c.label for spec in setup.options for c in spec.choices]
        keys += [spec.hint for spec in setup.options if spec.hint]
        keys += [c.label for c in setup.styles] + list(setup.level_keys.values())
        for key in keys:
            for lang in ("de", "en"):
                assert i18n.has(key, lang), (key, lang)


def test_level_names_per_game():
    assert i18n.t(level_label_key("rocket", "normal"), "de") == "mittel"
    assert i18n.t(level_label_key("sprit", "normal"), "de") == "normal"
    assert set(RECIPE_COLOURS) == {"G", "B", "R", "Y", "P", "K"}
