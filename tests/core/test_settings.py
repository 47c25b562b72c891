"""Settings: every field has a default; a damaged file falls back field by field."""

from __future__ import annotations

import json
from dataclasses import asdict, fields
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from speedgames.core import settings as settings_mod
from speedgames.core.settings import Settings, load_settings, save_settings
from speedgames.core.storage import Storage


@pytest.fixture
def store(tmp_path: Path) -> Storage:
    return Storage(tmp_path)


def test_defaults_follow_the_brief():
    s = Settings()
    assert (s.theme, s.sound, s.music, s.danger_percent, s.fullscreen, s.animations) == (
        "dark", True, "theme", False, False, "normal")
    assert s.follow_chooser is True and s.cost_table is False and s.last_profile == ""
    assert s.reduce_motion is False and settings_mod.reduce_motion(s) is False
    assert settings_mod.reduce_motion(None) is False
    assert settings_mod.reduce_motion(Settings(reduce_motion=True)) is True


@pytest.mark.parametrize("env, lang", [("de_DE.UTF-8", "de"), ("de_AT", "de"),
                                       ("en_GB.UTF-8", "en"), ("fr_FR", "en")])
def test_default_language_is_german_only_on_a_german_system(monkeypatch, env, lang):
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", env)
    assert Settings().language == lang


def test_no_file_gives_the_defaults_without_a_notice(store: Storage):
    loaded, notices = load_settings(store)
    assert loaded == Settings() and notices == []


def test_every_field_round_trips(store: Storage):
    chosen = Settings(language="de", theme="light", sound=False, music="brass",
                      danger_percent=True, fullscreen=True, animations="off",
                      follow_chooser=False, cost_table=True, last_profile="Anna",
                      reduce_motion=True, window_size=[1366, 704], window_position=[-40, 25])
    assert save_settings(store, chosen)
    loaded, notices = load_settings(store)
    assert loaded == chosen and notices == []


def test_the_file_is_readable_json_with_a_format(store: Storage):
    save_settings(store, Settings(language="en"))
    text = (store.root / "settings.json").read_text("utf-8")
    data = json.loads(text)
    assert data["format"] == settings_mod.FORMAT and data["language"] == "en"
    assert "\n" in text.strip()  # pretty: a person may read and edit it


@pytest.mark.parametrize("field_name, bad", [
    ("language", "fr"), ("theme", "pink"), ("sound", "yes"), ("music", "techno"),
    ("danger_percent", 1), ("fullscreen", None), ("animations", 3),
    ("follow_chooser", []), ("cost_table", {"a": 1}), ("last_profile", 42),
    ("reduce_motion", "yes"),
    ("window_size", [1280]), ("window_size", [100, 100]), ("window_size", [1280.5, 800]),
    ("window_size", [True, 800]), ("window_position", [0, 99999]), ("window_position", "0,0")])
def test_a_wrong_value_falls_back_to_its_default_and_keeps_the_others(store, field_name, bad):
    good = Settings(language="de", theme="light", sound=False, music="organ",
                    danger_percent=True, fullscreen=True, animations="fast",
                    follow_chooser=False, cost_table=True, last_profile="Ben",
                    reduce_motion=True,
                    window_size=[1500, 950], window_position=[120, 80])
    data = good.to_json()
    data[field_name] = bad
    (store.root / "settings.json").write_text(json.dumps(data), "utf-8")
    loaded, notices = load_settings(store)
    for f in fields(Settings):
        expected = getattr(Settings(), f.name) if f.name == field_name else getattr(good, f.name)
        assert getattr(loaded, f.name) == expected, f.name
    assert [n.key for n in notices] == ["core.storage.repaired"]


def test_unknown_keys_are_dropped(store: Storage):
    data = {**Settings(language="de").to_json(), "volume": 11, "__proto__": {"x": 1}}
    (store.root / "settings.json").write_text(json.dumps(data), "utf-8")
    loaded, _ = load_settings(store)
    assert loaded == Settings(language="de")
    save_settings(store, loaded)
    assert "volume" not in json.loads((store.root / "settings.json").read_text("utf-8"))


def test_control_characters_and_overlong_names_are_cleaned(store: Storage):
    data = {**Settings(language="de").to_json(), "last_profile": "An\x00na\u202e" + "x" * 500}
    (store.root / "settings.json").write_text(json.dumps(data), "utf-8")
    loaded, _ = load_settings(store)
    assert loaded.last_profile.startswith("Anna") and len(loaded.last_profile) <= 40


def test_a_corrupt_settings_file_is_reported_in_words(store: Storage):
    (store.root / "settings.json").write_bytes(b'{"format": 1, "theme": "li')
    loaded, notices = load_settings(store)
    assert loaded == Settings()
    assert len(notices) == 1
    de, en = notices[0].render("de"), notices[0].render("en")
    assert "settings.json" in de and "Voreinstellungen" in de
    assert "settings.json" in en and "defaults" in en


@hsettings(max_examples=100, deadline=None,
           suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(body=st.dictionaries(
    st.sampled_from([f.name for f in fields(Settings)] + ["format", "junk"]),
    st.none() | st.booleans() | st.integers() | st.text(max_size=10)
    | st.lists(st.integers(), max_size=3)))
def test_any_settings_file_loads_to_valid_settings(tmp_path: Path, body: dict):
    store = Storage(tmp_path / "p", durable=False)
    (store.root / "settings.json").write_text(json.dumps(body), "utf-8")
    loaded, _ = load_settings(store)
    assert loaded.language in ("de", "en") and loaded.theme in settings_mod.THEMES
    assert loaded.music in settings_mod.MUSIC and loaded.animations in settings_mod.ANIMATIONS
    for name, value in asdict(loaded).items():
        assert type(value) is type(getattr(Settings(), name)), name
    store.delete("settings.json")
