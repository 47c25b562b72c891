"""Speedsprit's Rekordjagd list: a lone run home enters with its turns as the value, fewest
first; a run that did not reach the Ziel enters nothing; the rules' own count is checked."""

import json

from speedgames.core import records
from speedgames.core.game import Match, get_game
from speedgames.core.players import make_player
from speedgames.core.records.canonical import record_problem
from speedgames.core.scoring import lower_is_better, sort_key
from speedgames.core.storage import Storage
from speedgames.sprit.modes import rekordjagd_options


def _lone_run(seed: int = 1, slow_start: bool = False, home: bool = True) -> Match:
    """A Rekordjagd driven by the strong computer; ``slow_start``: its first move is the
    shortest drive (a worse run); ``home`` False: stopped after three moves."""
    match = Match(get_game("sprit"), rekordjagd_options("Anna"), seed)
    bot = make_player("sprit", "strong", None, 1)
    if slow_start:
        drives = [a for a in match.state.legal_actions(0) if a.type == "drive"]
        match.apply(0, min(drives, key=lambda a: a["to"]))
    while not match.state.is_over() and (home or len(match.actions) < 3):
        match.apply(0, bot.choose(match.state, 0).action)
    return match


def _turns(match: Match) -> int:
    return match.state.summary()["cars"][0]["turns"]


def test_a_lone_run_home_enters_the_rekordjagd_list_with_its_turns(tmp_path):
    storage = Storage(tmp_path, durable=False)
    match = _lone_run()
    assert match.state.is_over() and match.state.cars[0]["finished"]
    records.record_game(storage, "sprit", match.record(), match.state.result(), seat=0)
    [entry] = records.leaderboard(storage, "sprit", "rekordjagd")
    assert entry.value == entry.turns == _turns(match) > 0
    assert entry.mode == "rekordjagd" and entry.name == "Anna"


def test_the_rekordjagd_list_sorts_fewest_turns_first(tmp_path):
    storage = Storage(tmp_path, durable=False)
    slow, fast = _lone_run(2, slow_start=True), _lone_run(2)
    assert _turns(slow) > _turns(fast)
    for when, match in (("2026-12-01T10:00:00", slow), ("2026-12-02T10:00:00", fast)):
        records.record_game(storage, "sprit", match.record(), match.state.result(), seat=0,
                            when=when)
    shown = records.leaderboard(storage, "sprit", "rekordjagd")
    assert [e.value for e in shown] == [_turns(fast), _turns(slow)]
    assert lower_is_better("sprit", "rekordjagd")
    assert not lower_is_better("sprit", "table") and not lower_is_better("tulpe", "rekordjagd")
    # the other lists keep „higher is better“
    high, low = {"value": 50, "when": "b"}, {"value": 10, "when": "a"}
    assert sorted([low, high], key=lambda e: sort_key("tulpe", "rekordjagd", e)) == [high, low]


def test_a_run_that_did_not_reach_the_ziel_does_not_enter(tmp_path):
    storage = Storage(tmp_path, durable=False)
    match = _lone_run(home=False)
    assert not match.state.cars[0]["finished"]
    records.record_game(storage, "sprit", match.record(), match.state.result(), seat=0)
    assert records.leaderboard(storage, "sprit", "rekordjagd") == []
    data = json.loads((tmp_path / "records" / "sprit.json").read_text("utf-8"))
    assert data["lists"].get("rekordjagd", []) == []
    # leaving the lone run (no other person at the table) costs and enters nothing either
    assert records.record_abandoned(storage, "sprit", match.record(), seat=0) == []
    assert records.leaderboard(storage, "sprit", "rekordjagd") == []


def test_a_better_claimed_count_or_other_options_are_not_shown(tmp_path):
    storage = Storage(tmp_path, durable=False)
    match = _lone_run(3)
    records.record_game(storage, "sprit", match.record(), match.state.result(), seat=0)
    path = tmp_path / "records" / "sprit.json"
    good = path.read_text("utf-8")

    def rewritten(change) -> list:
        data = json.loads(good)
        for item in data["lists"]["rekordjagd"]:
            change(item)
        path.write_text(json.dumps(data), encoding="utf-8")
        return records.leaderboard(Storage(tmp_path, durable=False), "sprit", "rekordjagd")

    assert len(rewritten(lambda item: None)) == 1
    assert rewritten(lambda item: item.update(value=item["value"] - 1)) == []
    assert rewritten(lambda item: item.update(turns=item["turns"] - 1)) == []
    # a lone car on the shorter Bergsprint is no Rekordjagd of this list
    other = _lone_run(3)
    other_record = dict(other.record(), options={**other.record()["options"],
                                                 "track": "bergsprint"})
    assert record_problem("sprit", other_record) is not None
