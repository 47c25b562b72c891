"""Hostile names: one sanitiser for every name from a file or the keyboard, and text fitting whose
cost does not grow with the text (counted in measurements, never timed)."""

from __future__ import annotations

import pygame
import pytest

from speedgames.core.game import Match, get_game
from speedgames.core.names import NAME_LIMIT, clean_name, clean_seat_names, printable
from speedgames.core.saves import SCHEMA as SAVE_SCHEMA
from speedgames.core.saves import list_saves, load_save, save_match
from speedgames.core.storage import Storage, encode_json
from speedgames.ui.widgets.fields import TextField
from speedgames.ui.widgets.text import ellipsize, fitting_tail, longest_fitting, wrap_text

HOSTILE = ["Anna\x00", "\x1b[31mRot\x1b[0m", "A\nB\tC", "x" * 10_000, "\u202eevil", "\x00" * 50,
           "Ab\u200bc", "  viel    Platz  "]


@pytest.mark.parametrize("raw", HOSTILE)
def test_a_name_keeps_no_control_character_and_stays_within_the_profile_limit(raw):
    name = clean_name(raw)
    assert len(name) <= NAME_LIMIT
    assert all(ch.isprintable() for ch in name)
    assert name == name.strip() and "  " not in name


def test_clean_names_keep_what_a_person_typed():
    assert clean_name("Anna\x00") == "Anna"
    assert clean_name("A\nB") == "AB"
    assert clean_name("  viel    Platz  ") == "viel Platz"
    assert clean_name("أحمد") == "أحمد" and clean_name("שָׁלוֹם") == "שָׁלוֹם"
    assert clean_name("🚀 Ödön") == "🚀 Ödön"
    assert clean_name(None) == "" and clean_name(42) == ""


def test_printable_looks_at_a_bounded_prefix_only():
    huge = "\x00" * 5_000_000 + "Anna"
    # a NUL flood longer than anything examined gives nothing rather than scanning megabytes
    assert printable(huge, 24) == ""
    assert printable("ab\x00cd", 3) == "abc"


def test_seat_names_are_cleaned_and_nothing_else_changes():
    options = {"mode": "table", "seats": [{"kind": "human", "name": "A\x00" + "n" * 100},
                                          {"kind": "ai", "level": "easy"}], "x": [1]}
    clean = clean_seat_names(options)
    assert clean["seats"][0]["name"] == "A" + "n" * (NAME_LIMIT - 1)
    assert clean["seats"][1] == {"kind": "ai", "level": "easy"} and clean["x"] == [1]
    assert options["seats"][0]["name"].startswith("A\x00")  # the argument is not changed


@pytest.mark.parametrize("game_id", ["rocket", "sprit", "tulpe"])
def test_a_savegame_with_a_hostile_seat_name_loads_with_a_clean_one_and_a_notice(tmp_path,
                                                                                   game_id):
    storage = Storage(tmp_path, durable=False)
    game = get_game(game_id)
    options = game.default_options()
    options["seats"] = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}]
    match = Match(game, options, 7)
    save_match(storage, match, "abc")
    name = f"saves/{game_id}-abc.json"
    data, _ = storage.read(name, SAVE_SCHEMA)
    data["record"]["options"]["seats"][0]["name"] = "\x00Böse" + "x" * 10_000
    data["meta"]["seats"] = ["\x00Böse" + "x" * 10_000, "Computer"]
    (tmp_path / name).write_bytes(encode_json(data))
    saves = list_saves(storage, game_id)
    assert [s.save_id for s in saves] == ["abc"]
    assert saves[0].meta["seats"][0] == ("Böse" + "x" * 100)[:NAME_LIMIT]
    notices = storage.take_notices()
    assert [n.key for n in notices] == ["core.storage.repaired"]  # told, and the original kept
    match2, _meta = load_save(storage, game_id, "abc")
    assert match2.options["seats"][0]["name"] == ("Böse" + "x" * 100)[:NAME_LIMIT]


def test_a_new_match_never_holds_an_unclean_name():
    game = get_game("tulpe")
    match = Match(game, {"seats": [{"kind": "human", "name": "Z\x07" + "z" * 99}]}, 1)
    assert match.options["seats"][0]["name"] == "Z" + "z" * (NAME_LIMIT - 1)


class CountingFont:
    """A font stand-in: every character 10 px wide; counts the measurements."""

    def __init__(self) -> None:
        self.calls = 0

    def size(self, text: str) -> tuple[int, int]:
        self.calls += 1
        return (10 * len(text), 20)


def test_ellipsize_needs_logarithmically_many_measurements():
    font = CountingFont()
    out = ellipsize("x" * 1_000_000, font, 200)
    assert out == "x" * 19 + "…" and font.size(out)[0] <= 200
    assert font.calls <= 2 + 12   # whole text once, then a binary search over a capped text
    assert ellipsize("kurz", font, 200) == "kurz"


def test_longest_fitting_is_exact():
    font = CountingFont()
    for width in (0, 5, 10, 95, 100, 1000):
        n = longest_fitting("y" * 50, font, width)
        assert 10 * n <= width and (n == 50 or 10 * (n + 1) > width)


def test_fitting_tail_keeps_the_end_in_view():
    font = CountingFont()
    assert fitting_tail("abcdefghij", font, 40) == "ghij"
    font.calls = 0
    assert fitting_tail("q" * 100_000, font, 40) == "qqqq" and font.calls <= 12


def test_wrapping_a_ten_thousand_character_word_is_bounded():
    font = CountingFont()
    lines = wrap_text("w" * 10_000, font, 100)
    assert all(10 * len(line) <= 100 for line in lines)
    assert font.calls < 2_000  # capped to MEASURE_CAP characters, a binary search per line


def test_a_text_field_takes_no_control_character_and_at_most_its_limit():
    field = TextField("", max_len=NAME_LIMIT)
    field.handle_text("A\x00n\x1bna" + "x" * 100)
    assert field.value == ("Anna" + "x" * 100)[:NAME_LIMIT]


def test_a_real_font_fits_a_hostile_name_quickly_enough_to_draw(tmp_path):
    pygame.font.init()
    font = pygame.font.Font(None, 20)
    shown = ellipsize("M" * 10_000, font, 150)
    assert shown.endswith("…") and font.size(shown)[0] <= 150
