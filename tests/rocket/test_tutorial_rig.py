"""The guided first game's rigging (option ``tutorial``): forced draws, its deck, 3 evenings —
and a rigged game never enters statistics or lists."""

from __future__ import annotations

import pytest

from speedgames.core.game import Action, Match, get_game, replay_record
from speedgames.core.records import leaderboard, record_game
from speedgames.core.records.verify import _check_entry
from speedgames.core.storage import Storage
from speedgames.rocket.rules import GAME
from speedgames.rocket.tutorial import GUIDE, OPTIONS

SOLO = {"seats": [{"kind": "human", "name": "Anna"}], "mode": "rekordjagd"}


def test_rigged_draws_come_first_on_their_evening():
    rig = {"draws": {"1": ["W3", "G1", "O1"]}}
    st = GAME.new_state({**SOLO, "tutorial": rig}, 7)
    chips = [st.apply(0, Action("draw"))[0]["chip"] for _ in range(3)]
    assert chips == ["W3", "G1", "O1"]


def test_rigged_extrablaetter_open_the_deck():
    st = GAME.new_state({**SOLO, "tutorial": {"deck": ["vorsicht", "messegaeste"]}}, 7)
    assert st.deck[:2] == ["vorsicht", "messegaeste"]
    assert sorted(st.deck) == sorted(GAME.new_state(SOLO, 7).deck)


def test_three_evenings_only_with_the_tutorial_option():
    with pytest.raises(ValueError):
        GAME.new_state({**SOLO, "evenings": 3}, 1)
    assert GAME.new_state({**SOLO, "evenings": 3, "tutorial": {}}, 1).evenings == 3


@pytest.mark.parametrize("bad", [[], {"draws": {"1": ["XX"]}}, {"draws": {"x": []}},
                                 {"deck": ["nonsense"]}, {"deck": ["vorsicht", "vorsicht"]}])
def test_a_bad_tutorial_option_is_refused(bad):
    with pytest.raises(ValueError):
        GAME.new_state({**SOLO, "tutorial": bad}, 1)


def test_without_the_option_nothing_is_rigged():
    a, b = GAME.new_state(SOLO, 9), GAME.new_state({**SOLO, "tutorial": {}}, 9)
    assert [a.apply(0, Action("draw")) for _ in range(3)] == \
        [b.apply(0, Action("draw")) for _ in range(3)]


def _play_guide_rules_only() -> Match:
    """The guide's game played by its own script (each step's first fitting legal action)."""
    match = Match(get_game("rocket"), OPTIONS, GUIDE.seed)
    for _ in range(200):
        if match.state.is_over():
            break
        legal = match.state.legal_actions(0)
        wanted = [a for a in legal if a.type in ("draw", "sand", "done")]
        match.apply(0, wanted[0] if wanted else legal[0])
    return match


def test_the_guides_game_replays_exactly_from_its_options():
    match = _play_guide_rules_only()
    assert match.state.is_over()
    assert replay_record(match.record()).to_json() == match.state.to_json()


def test_a_rigged_game_is_never_recorded_nor_verified(tmp_path):
    storage = Storage(tmp_path)
    match = _play_guide_rules_only()
    record = match.record()
    assert record_game(storage, "rocket", record, match.state.result()) == []
    assert leaderboard(storage, "rocket", "rekordjagd") == []
    entry = {"record": record, "mode": "rekordjagd", "list": "rekordjagd", "seat": 0,
             "abandoned": False, "result": match.state.result(), "value": 0, "rat": False}
    problem = _check_entry("rocket", entry)
    assert problem is not None and problem.key == "core.verify.guided"
