"""The pytest-xdist workers hand one another what costs seconds to make (tests/shared_store.py):
made once, read by the other, the very same objects — the review samples among them."""

from __future__ import annotations

import threading

import pytest

from speedgames.ui import review_samples
from tests import shared_store

pytestmark = pytest.mark.skipif(not shared_store.available(), reason="no fcntl here")


def test_a_value_is_made_once_and_read_by_the_other_process(tmp_path):
    first, second = shared_store.SharedStore(tmp_path), shared_store.SharedStore(tmp_path)
    made: list[str] = []

    def make():
        made.append("x")
        return {"record": [1, 2], "name": "Anna"}

    assert first.get("sample", make) == {"record": [1, 2], "name": "Anna"}
    assert second.get("sample", make) == {"record": [1, 2], "name": "Anna"}
    assert made == ["x"] and first.made == ["sample"] and second.made == []


def test_the_other_waits_while_one_makes_and_then_reads_its_value(tmp_path):
    first, second = shared_store.SharedStore(tmp_path), shared_store.SharedStore(tmp_path)
    got: list[object] = []
    reader = threading.Thread(target=lambda: got.append(second.get("slow", lambda: "again")))

    def make():
        reader.start()  # it asks while this one holds the lock
        return "made once"

    assert first.get("slow", make) == "made once"
    reader.join(120)  # only ends a hang
    assert got == ["made once"] and second.made == []


def test_an_unreadable_file_is_made_again(tmp_path):
    store = shared_store.SharedStore(tmp_path)
    (tmp_path / "broken.pickle").write_bytes(b"not a pickle")
    assert store.get("broken", lambda: 7) == 7 and store.made == ["broken"]
    assert shared_store.SharedStore(tmp_path).get("broken", lambda: 8) == 7


def test_a_review_sample_from_the_other_worker_is_the_same_and_plays_nothing(tmp_path,
                                                                           monkeypatch):
    game_id = "tulpe"
    record, analysis = review_samples.sample_analysis(game_id)  # made here (or kept)
    other = shared_store.SharedStore(tmp_path)
    other.get(f"review-sample-{game_id}", lambda: (record, analysis))  # the other worker's
    monkeypatch.setattr(review_samples, "SHARED", shared_store.SharedStore(tmp_path))
    monkeypatch.setattr(review_samples, "_CACHE", {})
    monkeypatch.setattr(review_samples, "_RECORDS", {})

    def no_game(*_):
        raise AssertionError("played again")

    monkeypatch.setattr(review_samples, "_play", no_game)
    got_record, got = review_samples.sample_analysis(game_id)
    assert got_record == record and got is not analysis and got == analysis
    assert got.to_json() == analysis.to_json() and got.curve == analysis.curve
    assert [str(d.reason) for d in got.decisions] == [str(d.reason) for d in analysis.decisions]
    assert review_samples.sample_record(game_id) == record  # its record came along
    assert review_samples.SHARED.made == []


def test_without_a_shared_store_each_process_makes_its_own(monkeypatch):
    monkeypatch.setattr(review_samples, "SHARED", None)
    monkeypatch.setattr(review_samples, "_CACHE", {})
    monkeypatch.setattr(review_samples, "_RECORDS", {"sprit": None})  # as sample_record keeps
    made: list[str] = []
    monkeypatch.setattr(review_samples, "_analysed",
                        lambda game_id: made.append(game_id) or ({"r": 1}, "analysis"))
    assert review_samples.sample_analysis("sprit") == ({"r": 1}, "analysis")
    assert review_samples.sample_analysis("sprit") == ({"r": 1}, "analysis")
    assert made == ["sprit"]
