"""Tagesetappe options (rules §6) and the locale keys the rules and computers emit."""

import re
from pathlib import Path

import pytest

from speedgames.core.i18n import load
from speedgames.sprit import modes
from speedgames.sprit.rules import GAME

from tests.sprit.helpers import new


def test_tagesetappe_is_the_same_for_everyone_on_a_day():
    a, seed_a = modes.daily_options("2026-11-30", "Anna")
    b, seed_b = modes.daily_options("2026-11-30", "Bert")
    assert seed_a == seed_b and a["start_order"] == b["start_order"]
    assert GAME.new_state(a, seed_a).deck == GAME.new_state(b, seed_b).deck
    other, seed_c = modes.daily_options("2026-12-01")
    assert seed_c != seed_a


def test_tagesetappe_three_strong_computers_no_clock():
    options, _ = modes.daily_options("2026-11-30")
    seats = options["seats"]
    assert [s["kind"] for s in seats] == ["human", "ai", "ai", "ai"]
    assert all(s["level"] == "strong" for s in seats[1:])
    assert options["clock"] is None and options["mode"] == "daily"


def test_tagesetappe_track_alternates_daily_even_day_alpenpass():
    from speedgames.core.daily import day_number

    for date in ("2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01"):
        expected = "alpenpass" if day_number(date) % 2 == 0 else "bergsprint"
        assert modes.track_for(date) == expected
    assert modes.track_for("2026-11-30") != modes.track_for("2026-12-01")


def test_tagesetappe_ranked_by_zielplatz_then_fewest_turns_else_by_field():
    s = new(4)
    s.cars[0].update(field=65, finished=True, zielplatz=2, turns=20)
    summary = s.summary()
    better = dict(summary, cars=[dict(summary["cars"][0], turns=18)] + summary["cars"][1:])
    assert modes.daily_key(better) < modes.daily_key(summary)
    s.cars[0].update(field=40, finished=False, zielplatz=None)
    assert modes.daily_key(s.summary()) > modes.daily_key(summary)


def test_rekordjagd_of_one_driver_is_a_lone_car_with_the_tracks_start_tank():
    s = GAME.new_state({"seats": [{"kind": "human", "name": "Solo"}], "mode": "rekordjagd"}, 1)
    assert len(s.cars) == 1 and s.cars[0]["fuel"] == 65 and s.platz(0) == 1
    assert s.to_move() == [0] and not s.is_over()


def test_a_lone_cars_game_ends_when_it_is_home_and_not_before():
    s = GAME.new_state({"seats": [{"kind": "human", "name": "Solo"}], "mode": "rekordjagd",
                        "track": "bergsprint", "cards": False}, 1)
    car = s.cars[0]
    car.update(field=38, stamps=3, fuel=6)
    assert not s._check_end()
    s.apply(0, GAME.action_from_json({"type": "drive", "to": 41}))
    assert car["finished"] and s.is_over()
    assert s.result()["ranks"] == [1]


def test_the_rekordjagd_is_a_lone_car_over_the_alpenpass_with_streckenkarten():
    options = modes.rekordjagd_options("Anna")
    s = GAME.new_state(options, 7)
    assert len(s.cars) == 1 and s.track.id == "alpenpass" and s.options["cards"] is True
    assert s.options["mode"] == "rekordjagd" and s.options["clock"] is None
    # the Bestenliste's check: the mode's own options, only the name and the deck are free
    expected, seed = modes.canonical_options({**options, "seats": [{"kind": "human",
                                                                     "name": "Bea"}]})
    assert seed is None and expected == modes.rekordjagd_options("Bea")
    with pytest.raises(ValueError):
        modes.canonical_options({**options, "mode": "table"})


def test_a_table_of_one_is_refused_with_the_way_to_play_alone():
    with pytest.raises(ValueError, match="rekordjagd"):
        GAME.new_state({"seats": [{"kind": "human", "name": "Solo"}]}, 1)


def test_every_refusal_is_a_sprit_error_key():
    root = Path(__file__).resolve().parents[2] / "speedgames" / "sprit" / "rules"
    for path in root.glob("*.py"):
        for key in re.findall(r'IllegalAction\("([^"]+)"', path.read_text()):
            assert key.startswith("sprit.errors."), (path.name, key)


def test_every_sprit_key_in_the_code_exists_in_both_languages():
    root = Path(__file__).resolve().parents[2] / "speedgames" / "sprit"
    files = list((root / "rules").glob("*.py")) + list((root / "ai").glob("*.py"))
    keys = set()
    for path in files:
        keys |= set(re.findall(r'"(sprit\.(?:errors|why|ai|ziel)\.[a-z_]+)"', path.read_text()))
    assert len(keys) > 30
    for lang in ("de", "en"):
        table = load(lang)
        missing = sorted(k for k in keys if k not in table)
        assert not missing, (lang, missing)


def test_every_card_and_field_has_a_name_and_text_in_both_languages():
    from speedgames.sprit.rules.cards import CARD_IDS

    for lang in ("de", "en"):
        table = load(lang)
        for card in CARD_IDS:
            assert f"sprit.cards.{card}.name" in table and f"sprit.cards.{card}.text" in table
        for code in "SZETKW1234":
            assert f"sprit.fields.{code}.name" in table and f"sprit.fields.{code}.text" in table


def test_daily_mode_without_a_track_takes_the_track_of_the_day():
    for date in ("2026-11-30", "2026-12-01"):
        s = GAME.new_state({"seats": 2, "mode": "daily", "date": date}, 1)
        assert s.track.id == modes.track_for(date)
