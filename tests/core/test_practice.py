"""„Von hier weiterspielen“ (#28): a practice game cut from a finished one, never counted."""

from __future__ import annotations

import copy
import functools
from pathlib import Path

import pytest

from speedgames.core import records
from speedgames.core.game import Action, IllegalAction, get_game, replay_record
from speedgames.core.history import my_games
from speedgames.core.practice import is_practice, practice_record
from speedgames.core.records import leaderboard, record_abandoned, record_game, statistics
from speedgames.core.records.verify import entry_problem
from speedgames.core.storage import Storage
from tests.core.played import played


@functools.cache
def _finished(game_id: str, seed: int = 5) -> dict:
    return played(game_id, seed, options={"stake": 10}).record()


def finished(game_id: str) -> dict:
    return copy.deepcopy(_finished(game_id))


@pytest.fixture
def store(tmp_path: Path) -> Storage:
    return Storage(tmp_path, durable=False)


@pytest.mark.parametrize("game_id", ["rocket", "sprit", "tulpe"])
def test_the_practice_game_is_the_finished_one_cut_at_the_moment(game_id):
    record = finished(game_id)
    at = len(record["actions"]) // 2
    cut = practice_record(record, at)
    assert cut["actions"] == record["actions"][:at] and cut["seed"] == record["seed"]
    assert cut["options"]["practice"] is True and is_practice(cut["options"])
    assert "stake" not in cut["options"]  # no Taler change hands in practice
    assert cut["options"]["seats"] == record["options"]["seats"]  # the same computers
    state = replay_record(cut)
    assert not state.is_over()
    original = get_game(game_id).new_state(record["options"], record["seed"])
    for seat, data in record["actions"][:at]:
        original.apply(seat, get_game(game_id).action_from_json(data))
    mine, theirs = dict(state.view(0)), dict(original.view(0))
    mine.pop("options", None), theirs.pop("options", None)
    assert mine == theirs


def test_the_better_move_is_made_first_when_asked():
    record = finished("sprit")
    game = get_game("sprit")
    state = game.new_state(record["options"], record["seed"])
    for at, (seat, data) in enumerate(record["actions"]):
        chosen = game.action_from_json(data)
        others = [a for a in state.legal_actions(seat) if a != chosen]
        if others:
            other = others[0]
            break
        state.apply(seat, chosen)
    cut = practice_record(record, at, (seat, other))
    assert cut["actions"][-1] == [seat, other.to_json()] and len(cut["actions"]) == at + 1


def test_a_move_that_is_not_legal_there_is_refused():
    record = finished("sprit")
    with pytest.raises((IllegalAction, ValueError)):
        practice_record(record, 0, (0, Action("no_such_move")))


@pytest.mark.parametrize("where", [-1, 10 ** 6])
def test_no_such_moment_is_refused(where):
    with pytest.raises(ValueError):
        practice_record(finished("sprit"), where)


def test_the_end_of_the_game_is_no_place_to_play_on_from():
    record = finished("sprit")
    with pytest.raises(ValueError):
        practice_record(record, len(record["actions"]))


@pytest.mark.parametrize("game_id", ["rocket", "sprit", "tulpe"])
def test_a_finished_practice_game_enters_no_statistics_records_or_lists(store, game_id):
    record = finished(game_id)
    cut = practice_record(record, 1)
    practice = {**cut, "actions": record["actions"]}  # played on to the very same end
    practice["options"] = cut["options"]
    state = replay_record(practice)
    assert state.is_over()
    seats = practice["options"]["seats"]
    assert record_game(store, game_id, practice, state.result(), seats, "table") == []
    assert statistics(store, game_id, "Anna").games == 0
    assert records.list_ids(store, game_id) == [] and leaderboard(store, game_id, "table") == []
    assert my_games(store, game_id) == []
    assert record_abandoned(store, game_id, practice, seats, "table") == []
    # the same game without the mark does count (the test can fail)
    real = {**practice, "options": {k: v for k, v in practice["options"].items()
                                    if k != "practice"}}
    record_game(store, game_id, real, state.result(), seats, "table")
    assert statistics(store, game_id, "Anna").games == 1


def test_a_leaderboard_entry_of_a_practice_game_is_refused():
    record = finished("tulpe")
    entry = {"record": {**record, "options": {**record["options"], "practice": True}},
             "result": {}, "seat": 0, "value": 0, "mode": "table"}
    assert entry_problem("tulpe", entry).key == "core.verify.practice"
