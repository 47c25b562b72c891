"""„Meine Partien“ (issue #13): the last 50 finished games of each game, kept as records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from speedgames.core import history
from speedgames.core.game import Match, replay_record
from speedgames.core.records import record_game
from speedgames.core.storage import Storage
from tests.core.played import played


@pytest.fixture
def store(tmp_path: Path) -> Storage:
    return Storage(tmp_path, durable=False)


@pytest.fixture(scope="module")
def finished() -> Match:
    return played("sprit", 9, "strong")


def _remember(store, m, when="2026-12-01T10:00:00"):
    return history.remember_game(store, m.record(), m.state.result(), when)


def test_a_finished_game_is_kept_as_a_replayable_record(store, finished):
    entry_id = _remember(store, finished)
    games = history.my_games(store, "sprit")
    assert [g["id"] for g in games] == [entry_id]
    assert games[0]["names"][0] == "Anna"
    assert games[0]["scores"] == finished.state.result()["scores"]
    assert replay_record(games[0]["record"]).to_json() == finished.state.to_json()


def test_the_file_has_a_format_number_and_lives_in_the_user_data_dir(store, finished):
    _remember(store, finished)
    data = json.loads((store.root / "history" / "sprit.json").read_text("utf-8"))
    assert data["format"] == history.FORMAT and len(data["games"]) == 1


def test_newest_first_and_only_the_last_50_are_kept(store, finished):
    ids = [_remember(store, finished, f"2026-12-01T10:{i // 60:02d}:{i % 60:02d}")
           for i in range(53)]
    games = history.my_games(store, "sprit")
    assert len(games) == history.KEEP == 50
    assert [g["id"] for g in games] == ids[::-1][:50]


def test_two_games_in_the_same_second_get_different_ids(store, finished):
    a, b = _remember(store, finished), _remember(store, finished)
    assert a != b


def test_the_games_of_each_game_are_kept_apart(store, finished):
    _remember(store, finished)
    assert history.my_games(store, "tulpe") == []


def test_a_malformed_entry_is_dropped_the_others_kept(store, finished):
    _remember(store, finished)
    path = store.root / "history" / "sprit.json"
    data = json.loads(path.read_text("utf-8"))
    data["games"].append({"id": "x", "record": {"game": "sprit"}})
    data["games"].append("nonsense")
    path.write_text(json.dumps(data), "utf-8")
    assert len(history.my_games(store, "sprit")) == 1


def test_a_broken_file_is_moved_aside_and_the_list_starts_empty(store, finished):
    path = store.root / "history" / "sprit.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ broken", "utf-8")
    assert history.my_games(store, "sprit") == []
    assert list(path.parent.glob("sprit.json.broken-*"))
    _remember(store, finished)
    assert len(history.my_games(store, "sprit")) == 1


def test_an_analysis_is_cached_beside_its_record(store, finished):
    entry_id = _remember(store, finished)
    assert history.store_analysis(store, "sprit", entry_id, {"format": 1, "decisions": []})
    assert history.find_game(store, "sprit", entry_id)["analysis"]["format"] == 1
    assert not history.store_analysis(store, "sprit", "gone", {"format": 1})


def test_recording_a_finished_game_keeps_it_in_meine_partien(store, finished):
    record_game(store, "sprit", finished.record(), finished.state.result())
    games = history.my_games(store, "sprit")
    assert len(games) == 1 and games[0]["record"] == finished.record()
