"""Profiles: remembered player names with stable ids."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from speedgames.core.profiles import (
    NAME_LIMIT,
    add_profile,
    clean_name,
    find_profile,
    last_profile,
    list_profiles,
    remove_profile,
    rename_profile,
    use_profile,
)
from speedgames.core.storage import Storage


@pytest.fixture
def store(tmp_path: Path) -> Storage:
    return Storage(tmp_path, durable=False)


def test_a_new_name_is_remembered(store):
    assert add_profile(store, "Anna").name == "Anna"
    assert list_profiles(store) == ["Anna"]
    assert json.loads((store.root / "profiles.json").read_text("utf-8"))["format"] == 1


def test_names_are_found_regardless_of_case_and_spaces(store):
    first = add_profile(store, "Anna")
    again = add_profile(store, "  anna ")
    assert again.id == first.id and list_profiles(store) == ["Anna"]
    assert find_profile(store, "ANNA").id == first.id


def test_empty_names_are_not_profiles(store):
    assert add_profile(store, "   ") is None and use_profile(store, "\x00\x01") is None
    assert list_profiles(store) == []


def test_names_are_cleaned_and_shortened():
    assert clean_name("  Anna \t Maria\n") == "Anna Maria"
    assert clean_name("x" * 100) == "x" * NAME_LIMIT
    assert clean_name(None) == "" and clean_name(42) == ""


def test_the_last_used_name_comes_first(store):
    add_profile(store, "Anna")
    add_profile(store, "Ben")
    use_profile(store, "Anna")
    assert last_profile(store) == "Anna"
    assert list_profiles(store)[0] == "Anna"


def test_renaming_keeps_the_id(store):
    anna = add_profile(store, "Anni")
    assert rename_profile(store, "anni", "Anna")
    assert find_profile(store, "Anna").id == anna.id and find_profile(store, "Anni") is None


def test_renaming_onto_another_name_or_from_an_unknown_one_is_refused(store):
    add_profile(store, "Anna")
    add_profile(store, "Ben")
    assert not rename_profile(store, "Ben", "ANNA")
    assert not rename_profile(store, "Cleo", "Dora")
    assert not rename_profile(store, "Ben", "   ")
    assert sorted(list_profiles(store)) == ["Anna", "Ben"]


def test_removing_forgets_the_name(store):
    add_profile(store, "Anna")
    assert remove_profile(store, "anna") and list_profiles(store) == []
    assert not remove_profile(store, "anna")


def test_a_hostile_profiles_file_keeps_the_good_entries(store):
    raw = {"format": 1, "profiles": [
        {"id": "p1", "name": "Anna", "created": "", "last_used": ""},
        {"id": "p1", "name": "Dup", "created": "", "last_used": ""},      # same id
        {"id": "p2", "name": "anna", "created": "", "last_used": ""},     # same name
        {"id": "../x", "name": "Evil", "created": "", "last_used": ""},   # bad id
        {"id": "p3", "name": ["B"], "created": 1, "last_used": None},     # wrong type
        "nonsense",
        {"id": "p4", "name": "Ben", "created": 5, "last_used": {}},       # repaired fields
    ], "extra": 1}
    (store.root / "profiles.json").write_text(json.dumps(raw), "utf-8")
    assert sorted(list_profiles(store)) == ["Anna", "Ben"]
    assert sorted(list_profiles(store)) == ["Anna", "Ben"]
    assert [n.key for n in store.take_notices()] == ["core.storage.repaired"]  # told once
    assert len([p for p in store.root.iterdir() if ".broken-" in p.name]) == 1
