"""Spielverlauf notes (core.log_notes): saved with the game, read strictly, never a crash.

Issue #18: the computers' reasons and the timeout lines were gone after „Fortsetzen“. The notes
carry them in the save; an older save without them loads as before, and a damaged field is left
out with the player told (a line in the Spielverlauf).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from speedgames.core.i18n import Text
from speedgames.core.log_notes import LIMIT, Note, Notes, note_from_json, notes_from_json
from speedgames.core.saves import load_game, load_save, save_match
from speedgames.core.storage import Storage
from speedgames.ui.table import Retelling
from tests.core.fakegame import play, seats

OPTIONS = {"seats": seats("Anna", "ai:strong"), "mode": "table", "rounds": 4}
REASON = Text("rocket.ui.log.reason", {"name": "Meister 2",
                                       "reason": Text("ui.log.title")})


@pytest.fixture
def store(tmp_path: Path) -> Storage:
    return Storage(tmp_path, durable=False)


def _match(fake_games, moves: int = 4):
    return play(fake_games["fake"], OPTIONS, 7, ["roll", "hold", "roll", "roll"][:moves])


def _notes() -> Notes:
    notes = Notes()
    notes.add(1, REASON, "dim", seat=1, marker=(200, 10, 10), secret=True)
    notes.add(3, Text("sprit.ui.log.timeout", {"name": "Anna"}), "warn", role="reason")
    notes.add(4, Text("ui.log.title"), "info")
    return notes


def test_the_notes_are_saved_with_the_game_and_come_back_exactly(store, fake_games):
    match, notes = _match(fake_games), _notes()
    save_match(store, match, "abc", notes=notes)
    loaded = load_game(store, "fake", "abc")
    assert loaded.match.actions == match.actions
    assert list(loaded.notes) == list(notes)
    assert loaded.notes.items[0].text.params["reason"] == Text("ui.log.title")
    assert not loaded.notes.broken and store.take_notices() == []


def test_an_older_save_without_notes_loads_unchanged_and_untold(store, fake_games):
    match = _match(fake_games)
    save_match(store, match, "old")
    path = store.root / "saves" / "fake-old.json"
    data = json.loads(path.read_text())
    del data["notes"]                                     # as every save before #18 was
    path.write_text(json.dumps(data))
    resumed, _meta = load_save(store, "fake", "old")
    loaded = load_game(store, "fake", "old")
    assert resumed.actions == match.actions and len(loaded.notes) == 0
    assert not loaded.notes.broken and store.take_notices() == []


@pytest.mark.parametrize("junk", ["nonsense", 7, {"at": 1},
                                  [{"at": 1, "text": {"key": "no.such.text"}, "kind": "dim"}],
                                  [{"at": -1, "text": {"key": "ui.log.title"}}],
                                  [{"at": 1, "text": {"key": "ui.log.title"}, "kind": "loud"}],
                                  [{"at": 1, "text": {"key": "ui.log.title", "params": [1]}}],
                                  [{"at": True, "text": {"key": "ui.log.title"}}]])
def test_a_damaged_notes_field_is_left_out_and_the_player_is_told(store, fake_games, junk):
    match = _match(fake_games)
    save_match(store, match, "bad", notes=_notes())
    path = store.root / "saves" / "fake-bad.json"
    data = json.loads(path.read_text())
    good = data["notes"][0]
    data["notes"] = [good, junk] if isinstance(junk, dict) else (
        [good] + junk if isinstance(junk, list) else junk)
    path.write_text(json.dumps(data))
    loaded = load_game(store, "fake", "bad")               # never raises
    assert loaded.match.actions == match.actions           # the game itself is untouched
    assert loaded.notes.broken
    kept = [n.text for n in loaded.notes]
    assert kept == ([REASON] if isinstance(junk, (dict, list)) else [])
    told: list[Note] = []
    for _ in Retelling(loaded.match, loaded.notes, told.append):
        pass
    assert told[-1].text.key == "ui.log.notes_broken" and told[-1].kind == "warn"


def test_retelling_hands_each_note_over_before_the_action_it_preceded(fake_games):
    match, notes = _match(fake_games), _notes()
    order: list[object] = []
    retelling = Retelling(match, notes, lambda n: order.append(("note", n.at)))
    for index, _ in enumerate(retelling):
        order.append(("action", index))
    assert order == [("action", 0), ("note", 1), ("action", 1), ("action", 2), ("note", 3),
                     ("action", 3), ("note", 4)]


def test_zurueck_forgets_the_notes_of_the_taken_back_moves():
    notes = _notes()
    notes.truncate(3)
    assert [n.at for n in notes] == [1, 3]
    assert [d["at"] for d in notes.to_json()] == [1, 3]


def test_an_odd_parameter_is_saved_as_its_words_not_a_failed_save(store, fake_games):
    notes = Notes()
    notes.add(0, Text("rocket.ui.log.reason", {"name": ("tuple", 1), "reason": object()}))
    json.dumps(notes.to_json())                            # a save never fails for a note
    save_match(store, _match(fake_games), "odd", notes=notes)
    assert load_game(store, "fake", "odd").notes.items[0].text.params["name"] == \
        "('tuple', 1)"


def test_no_more_than_the_limit_is_kept():
    notes = Notes()
    for i in range(LIMIT + 3):
        notes.add(i, Text("ui.log.title"))
    assert len(notes) == LIMIT == len(notes.to_json()) and notes.items[0].at == 3


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4)
                    | st.dictionaries(st.sampled_from(["at", "text", "key", "params", "kind",
                                                       "seat", "marker", "role", "secret"]),
                                      inner, max_size=6), max_leaves=20)


@given(JSON)
def test_any_json_in_the_notes_field_reads_without_raising(data):
    notes = notes_from_json(data)
    assert all(isinstance(n, Note) for n in notes)
    assert data is None or notes.broken or isinstance(data, list)


@given(st.lists(st.tuples(st.integers(0, 500), st.sampled_from(["dim", "warn", "info"]),
                          st.one_of(st.none(), st.integers(0, 5)), st.booleans()), max_size=20))
def test_every_written_note_reads_back_as_itself(entries):
    notes = Notes()
    for at, kind, seat, secret in entries:
        notes.add(at, REASON, kind, seat=seat, secret=secret)
    again = notes_from_json(json.loads(json.dumps(notes.to_json())))
    assert list(again) == list(notes) and not again.broken
    assert all(note_from_json(n.to_json()) == n for n in notes)
