"""The guided first game's rigging of Speedtulpe (option ``tutorial``): fixed dice, half-bloomed
starting fields whose completions count before Wurf 1 — and a rigged game never enters a list."""

from __future__ import annotations

import pytest

from speedgames.core.game import Action, Match, get_game, replay_record
from speedgames.core.records import record_game
from speedgames.core.records.verify import is_guided
from speedgames.core.storage import Storage
from speedgames.tulpe.rules import GAME
from speedgames.tulpe.tutorial import GUIDE

TABLE = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}],
         "layout": "einsteiger"}


def test_rigged_dice_are_rolled_in_their_wurf():
    rig = {"dice": {"1": {"colors": ["*", "R", "R"], "numbers": [5, 5, "*"]}}}
    st = GAME.new_state({**TABLE, "tutorial": rig}, 3)
    assert st.summary()["dice"] == {"colors": ["*", "R", "R"], "numbers": [5, 5, "*"]}
    st.apply(0, Action("roll"))
    assert st.dice == {"colors": ["*", "R", "R"], "numbers": [5, 5, "*"]}


def test_a_starting_column_counts_as_completed_before_wurf_1():
    st = GAME.new_state({**TABLE, "tutorial": {"bloomed": {"1": [[0, r] for r in range(7)]}}}, 3)
    assert st.players[1].columns == [(0, 5, True)] and st.players[0].columns == []
    assert st.summary()["claimed"]["columns"] == [0]


@pytest.mark.parametrize("bad", [[], {"dice": {"1": {"colors": ["X"] * 3, "numbers": [1] * 3}}},
                                 {"dice": {"1": {"colors": ["R"], "numbers": [1, 2, 3]}}},
                                 {"bloomed": {"5": []}}, {"bloomed": {"0": [[15, 0]]}}])
def test_a_bad_tutorial_option_is_refused(bad):
    with pytest.raises(ValueError):
        GAME.new_state({**TABLE, "tutorial": bad}, 1)


def test_without_the_option_the_seed_rolls():
    a, b = GAME.new_state(TABLE, 9), GAME.new_state({**TABLE, "tutorial": {}}, 9)
    assert a.summary()["dice"] == b.summary()["dice"]
    assert a.summary()["players"] == b.summary()["players"]


def test_the_guides_game_replays_and_is_never_recorded(tmp_path):
    match = Match(get_game("tulpe"), GUIDE.options, GUIDE.seed)
    for _ in range(200):
        if match.state.is_over():
            break
        seat = match.state.to_move()[0]
        legal = match.state.legal_actions(seat)
        match.apply(seat, next((a for a in legal if a.type == "choose"), legal[0]))
    assert match.state.is_over()
    record = match.record()
    assert is_guided(record["options"])
    assert replay_record(record).to_json() == match.state.to_json()
    assert record_game(Storage(tmp_path), "tulpe", record, match.state.result()) == []


@pytest.mark.parametrize("lang,unit", [("de", "Punkte"), ("en", "points")])
def test_the_tutorial_states_the_rules_penalty_for_an_unbloomed_prachttulpe(lang, unit):
    """#30: the coach said „einen Punkt“ while the rule (and the Rechenweg) take 2."""
    from speedgames.core.i18n import t
    from speedgames.tulpe.rules.scoring import STAR_OPEN
    assert f"{abs(STAR_OPEN)} {unit}" in t("coach.tulpe.later_value", lang)
