"""The Timeline under „Partie ansehen“ (#13): any position of a game, rounds as chapters."""

from __future__ import annotations

import copy
import functools

import pytest

from speedgames.core.game import IllegalAction
from speedgames.core.timeline import SNAPSHOT_EVERY, Timeline
from tests.core.played import played


def _record(game_id: str, seed: int = 3) -> tuple[dict, list[dict]]:
    """A whole game and every state it passed, played once per process (the timeline is about
    replaying, not about good moves: the easy computer plays both seats, quickly)."""
    record, states = _played(game_id, seed)
    return copy.deepcopy(record), states


@functools.cache
def _played(game_id: str, seed: int) -> tuple[dict, list[dict]]:
    states: list[dict] = []
    m = played(game_id, seed, each=lambda m: states.append(m.state.to_json()))
    return m.record(), states


@pytest.mark.parametrize("game_id", ["rocket", "sprit", "tulpe"])
def test_every_position_is_the_state_after_that_many_actions(game_id):
    record, states = _record(game_id)
    tl = Timeline(record)
    assert tl.length == len(record["actions"]) > SNAPSHOT_EVERY
    for i in sorted({0, 1, SNAPSHOT_EVERY - 1, SNAPSHOT_EVERY, SNAPSHOT_EVERY + 1,
                     tl.length // 2, tl.length}):
        assert tl.state_at(i).to_json() == states[i]


@pytest.mark.parametrize("game_id, key", [("rocket", "evening"), ("sprit", "round"),
                                          ("tulpe", "wurf")])
def test_chapters_begin_where_a_new_round_begins(game_id, key):
    record, _ = _record(game_id)
    tl = Timeline(record)
    assert tl.chapters[0] == 0 and len(tl.chapters) > 2
    for c in tl.chapters[1:]:
        assert tl.label(c)[key] != tl.label(c - 1)[key]


def test_steps_and_chapters_stop_at_the_ends():
    record, _ = _record("tulpe")
    tl = Timeline(record)
    assert tl.step(0, -1) == 0 and tl.step(tl.length, 1) == tl.length
    assert tl.chapter(0, 1) == tl.chapters[1]
    assert tl.chapter(tl.chapters[2], -1) == tl.chapters[1]
    assert tl.chapter(tl.chapters[-1], 1) == tl.length
    assert tl.chapter(tl.chapters[1], -1) == 0


def test_a_record_that_does_not_replay_is_refused():
    record, _ = _record("sprit")
    record["actions"][0] = [1, {"type": "drive", "to": 999}]
    with pytest.raises((IllegalAction, ValueError)):
        Timeline(record)
