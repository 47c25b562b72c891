"""The seat-name rules of the table setup, on plain seat lists (no screen)."""

from speedgames.core import i18n
from speedgames.ui.table_seats import NAME_LIMIT, free_name, name_problems, next_free_profile


def _human(name):
    return {"kind": "human", "name": name}


def test_a_seat_turning_human_gets_the_first_profile_nobody_uses():
    seats = [_human("Anna"), {"kind": "ai", "level": "normal"}]
    assert free_name(seats, ["anna", "Ben"], 1) == "Ben"


def test_without_a_free_profile_the_seat_gets_the_first_free_numbered_name():
    i18n.set_language("de")
    taken = i18n.t("ui.table.default_name", n=2)
    seats = [_human(taken), {"kind": "ai"}]
    assert free_name(seats, [], 1) == i18n.t("ui.table.default_name", n=3)


def test_the_next_profile_skips_names_other_seats_use_and_wraps_round():
    seats = [_human("Anna"), _human("Ben")]
    profiles = ["Anna", "Ben", "Cleo", "D" * (NAME_LIMIT + 5)]
    assert next_free_profile(seats, profiles, 1) == "Cleo"
    seats[1]["name"] = "Cleo"
    assert next_free_profile(seats, profiles, 1) == "D" * NAME_LIMIT
    seats[1]["name"] = "D" * NAME_LIMIT
    assert next_free_profile(seats, profiles, 1) == "Ben"
    assert next_free_profile([_human("Anna"), _human("x")], ["Anna"], 1) is None


def test_empty_and_doubled_names_stop_the_start_at_their_seat():
    seats = [_human("Anna"), _human("  "), {"kind": "ai"}, _human(" anna ")]
    found = name_problems(seats)
    assert [(p.key, slot) for p, slot in found] == [
        ("ui.table.error_name_empty", ("seat", 1, "name")),
        ("ui.table.error_name_twice", ("seat", 3, "name"))]
    assert name_problems([_human("Anna"), _human("Ben")]) == []
