"""Records: leaderboard arithmetic, statistics, achievements, daily attempts, verification."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from speedgames.core import achievements as ach
from speedgames.core import records
from speedgames.core import replay as replay_mod
from speedgames.core.profiles import rename_profile
from speedgames.core.records import (
    begin_daily,
    daily_attempted,
    earned_achievements,
    leaderboard,
    list_ids,
    record_abandoned,
    record_game,
    statistics,
)
from speedgames.core.scoring import (
    entry_value,
    list_id_for,
    opponent_weight,
    place_bonus,
    sort_key,
    turns_taken,
)
from speedgames.core.storage import Storage
from tests.core.fakegame import play, seats


@pytest.fixture
def store(tmp_path: Path) -> Storage:
    return Storage(tmp_path, durable=False)  # atomic all the same; no fsync waits


@pytest.fixture(autouse=True)
def _fresh_cache():
    records._verified.clear()
    yield
    records._verified.clear()


def _finished(game, options, want=None, start=0):
    """A finished fake game; with ``want(result)`` the first seed whose result satisfies it."""
    for seed in range(start, start + 2000):
        match = play(game, options, seed)
        if want is None or want(match.state.result()):
            return match
    raise AssertionError("no seed gives the wanted result")


def _record(store, match, **kw):
    return record_game(store, match.game.id, match.record(), match.state.result(), **kw)


def _raw_lists(store, game_id):
    return json.loads((store.root / "records" / f"{game_id}.json").read_text("utf-8"))["lists"]


# -- the Platzbonus (pure) ----------------------------------------------------------------------

def test_first_place_gets_30_from_two_players():
    assert place_bonus(1, 2) == 30 and place_bonus(1, 4) == 30 and place_bonus(1, 6) == 30


def test_a_lone_player_gets_no_place_bonus():
    assert place_bonus(1, 1) == 0


def test_second_place_gets_15_only_from_three_players():
    assert place_bonus(2, 2) == 0 and place_bonus(2, 3) == 15 and place_bonus(2, 6) == 15


def test_third_place_gets_5_only_with_four():
    assert place_bonus(3, 3) == 0 and place_bonus(3, 4) == 5 and place_bonus(3, 6) == 5


def test_fourth_place_and_later_get_nothing():
    assert [place_bonus(p, 6) for p in (4, 5, 6)] == [0, 0, 0]


def test_rocket_value_is_ruhm_plus_place_bonus():
    table = seats("Anna", "Ben", "ai:easy")
    assert entry_value("rocket", "table", 40, 2, table, 0) == (55, 15)
    assert entry_value("rocket", "table", -3, 3, table, 0) == (-3, 0)


def test_sprit_and_tulpe_use_the_same_bonus_with_six_seats():
    six = seats("Anna", "Ben", "Cleo", "Dora", "Emil", "Fritz")
    assert entry_value("sprit", "table", 0, 3, six, 0) == (5, 5)
    assert entry_value("tulpe", "table", 10, 2, six, 0) == (25, 15)


def test_opponent_weights_are_leicht_half_normal_three_quarters_stark_and_human_one():
    assert opponent_weight(seats("Anna", "ai:easy"), 0) == 0.5
    assert opponent_weight(seats("Anna", "ai:normal"), 0) == 0.75
    assert opponent_weight(seats("Anna", "ai:strong"), 0) == 1.0
    assert opponent_weight(seats("Anna", "Ben"), 0) == 1.0
    assert opponent_weight(seats("Anna", "ai:easy", "ai:strong"), 0) == 0.75
    assert opponent_weight(seats("Anna"), 0) == 0.0


def test_tulpe_bonus_is_weighted_by_the_mean_opponent_strength():
    table = seats("Anna", "ai:easy", "ai:normal")  # mean 0.625
    assert entry_value("tulpe", "table", 20, 1, table, 0) == (38.8, 18.8)
    assert entry_value("tulpe", "table", 20, 1, seats("Anna", "ai:easy"), 0) == (35, 15)


def test_tulpe_points_count_at_least_zero():
    assert entry_value("tulpe", "table", -7, 1, seats("Anna", "Ben"), 0) == (30, 30)
    assert entry_value("tulpe", "table", -7, 2, seats("Anna", "Ben"), 0) == (0, 0)


def test_tulpe_game_with_the_rat_gets_no_place_bonus():
    assert entry_value("tulpe", "table", 20, 1, seats("Anna", "ai:strong"), 0,
                       rat_used=True) == (20, 0)


def test_the_rat_rule_is_tulpes_alone():
    assert entry_value("rocket", "table", 20, 1, seats("Anna", "ai:strong"), 0,
                       rat_used=True) == (50, 30)


def test_rekordjagd_daily_and_meisterbrief_count_the_points_alone():
    for mode in ("rekordjagd", "daily", "meisterbrief"):
        assert entry_value("tulpe", mode, 61, 1, seats("Anna", "ai:strong"), 0) == (61, 0)
    assert entry_value("tulpe", "rekordjagd", -4, 1, seats("Anna"), 0) == (-4, 0)


def test_each_mode_has_its_own_list():
    two = {"seats": seats("Anna", "Ben")}
    assert list_id_for("table", two) == "table"
    assert list_id_for("table", {"seats": seats("Anna")}) == "solo"
    assert list_id_for("rekordjagd", two) == "rekordjagd"
    assert list_id_for("meisterbrief", two) == "meisterbrief"
    assert list_id_for("daily", {"date": "2026-11-30"}) == "daily:2026-11-30"


# -- filing: „Gegen Computer“ apart from „Am Tisch“ (#27) ----------------------------------------

def test_one_person_against_computers_is_filed_gegen_computer(store, fake_games):
    assert list_id_for("table", {"seats": seats("Anna", "ai:easy")}) == "computer"
    assert list_id_for("table", {"seats": seats("Anna", "ai:easy", "ai:strong")}) == "computer"
    options = {"seats": seats("Anna", "ai:easy", "ai:normal"), "mode": "table", "rounds": 2}
    _record(store, _finished(fake_games["tulpe"], options))
    assert [e.name for e in leaderboard(store, "tulpe", "computer")] == ["Anna"]
    assert leaderboard(store, "tulpe", "table") == []
    assert list(_raw_lists(store, "tulpe")) == ["computer"]
    assert list_ids(store, "tulpe") == ["computer"]


def test_two_people_at_the_table_are_filed_am_tisch(store, fake_games):
    assert list_id_for("table", {"seats": seats("Anna", "Ben")}) == "table"
    assert list_id_for("table", {"seats": seats("Anna", "ai:easy", "Ben")}) == "table"
    options = {"seats": seats("Anna", "ai:normal", "Ben"), "mode": "table", "rounds": 2}
    _record(store, _finished(fake_games["fake"], options))
    assert sorted(e.name for e in leaderboard(store, "fake", "table")) == ["Anna", "Ben"]
    assert leaderboard(store, "fake", "computer") == []


def test_solo_and_the_solo_modes_keep_their_lists_with_computers_in_the_options():
    against = {"seats": seats("Anna", "ai:easy"), "date": "2026-11-30"}
    assert list_id_for("table", {"seats": seats("Anna")}) == "solo"
    assert list_id_for("rekordjagd", against) == "rekordjagd"
    assert list_id_for("meisterbrief", against) == "meisterbrief"
    assert list_id_for("daily", against) == "daily:2026-11-30"


def test_an_old_entry_of_one_person_against_computers_is_refiled_when_read(store, fake_games):
    alone = {"seats": seats("Anna", "ai:easy"), "mode": "table", "rounds": 2}
    people = {"seats": seats("Anna", "Ben"), "mode": "table", "rounds": 2}
    _record(store, _finished(fake_games["fake"], alone), when="2026-01-01T10:00:00")
    _record(store, _finished(fake_games["fake"], people), when="2026-01-02T10:00:00")
    path = store.root / "records" / "fake.json"
    data = json.loads(path.read_text("utf-8"))
    old = data["lists"].pop("computer")            # as the versions before #27 filed it
    for entry in old:
        entry["list"] = "table"
    data["lists"]["table"] = old + data["lists"]["table"]
    path.write_text(json.dumps(data), "utf-8")
    records._verified.clear()
    moved = leaderboard(store, "fake", "computer")
    assert [(e.name, e.when) for e in moved] == [("Anna", "2026-01-01T10:00:00")]
    assert sorted(e.name for e in leaderboard(store, "fake", "table")) == ["Anna", "Ben"]
    assert list_ids(store, "fake") == ["table", "computer"]
    # a later write keeps the refiled entry (nothing is lost) and stores it where it belongs
    _record(store, _finished(fake_games["fake"], alone), when="2026-01-03T10:00:00")
    raw = _raw_lists(store, "fake")
    assert len(raw["computer"]) == 2 and len(raw["table"]) == 2
    assert all(e["list"] == "computer" for e in raw["computer"])


def _sprit_entry(place: int, turns: int, when: str) -> dict:
    actions = []
    for _ in range(turns):  # the player's turns between the computers' ones
        actions += [[0, {"type": "tank", "amount": 10}], [0, {"type": "drive", "to": 3}],
                    [1, {"type": "drive", "to": 4}], [2, {"type": "werkstatt"}]]
    actions[-1:] = [[0, {"type": "werkstatt"}]]  # a Werkstatt turn counts as a turn too
    return {"place": place, "value": 0, "seat": 0, "when": when,
            "record": {"actions": actions}}


def test_tagesetappe_ranks_by_place_then_fewest_turns():
    a = _sprit_entry(1, 30, "1")
    b = _sprit_entry(1, 25, "2")
    c = _sprit_entry(2, 10, "3")
    assert turns_taken(b["record"], 0, ("drive", "werkstatt")) == 26
    ordered = sorted([c, a, b], key=lambda e: sort_key("sprit", "daily:2026-11-30", e))
    assert ordered == [b, a, c]


def test_other_lists_rank_by_value_and_earlier_wins_ties():
    a = {"value": 10, "when": "2026-11-30T10:00:00"}
    b = {"value": 10, "when": "2026-11-30T09:00:00"}
    c = {"value": 12, "when": "2026-11-30T11:00:00"}
    assert sorted([a, b, c], key=lambda e: sort_key("rocket", "table", e)) == [c, b, a]


# -- recording games ----------------------------------------------------------------------------

def test_a_finished_game_enters_every_human_not_the_computers(store, fake_games):
    options = {"seats": seats("Anna", "ai:strong", "Ben"), "mode": "table", "rounds": 3}
    match = _finished(fake_games["fake"], options)
    _record(store, match)
    entries = leaderboard(store, "fake", "table")
    assert sorted(e.name for e in entries) == ["Anna", "Ben"]
    result = match.state.result()
    for e in entries:
        assert e.score == result["scores"][e.seat] and e.place == result["ranks"][e.seat]
        assert e.value == e.score + place_bonus(e.place, 3)


def test_a_list_can_show_one_profiles_own_entries(store, fake_games):
    options = {"seats": seats("Anna", "Ben"), "rounds": 2}
    _record(store, _finished(fake_games["fake"], options))
    assert [e.name for e in leaderboard(store, "fake", "table", profile="anna")] == ["Anna"]
    assert leaderboard(store, "fake", "table", profile="Nobody") == []
    assert len(leaderboard(store, "fake", "table", limit=1)) == 1


def test_the_records_own_seats_and_mode_decide_the_entry(store, fake_games):
    options = {"seats": seats("Anna"), "rounds": 2, "mode": "rekordjagd"}
    match = _finished(fake_games["fake"], options)
    _record(store, match, seats=seats("Anna", "Ben", "Cleo"), mode="table")
    assert leaderboard(store, "fake", "table") == []
    assert [e.mode for e in leaderboard(store, "fake", "rekordjagd")] == ["rekordjagd"]


def test_only_the_named_profile_is_entered_when_asked(store, fake_games):
    options = {"seats": seats("Anna", "Ben"), "rounds": 2}
    _record(store, _finished(fake_games["fake"], options), profile="ben")
    assert [e.name for e in leaderboard(store, "fake", "table")] == ["Ben"]


def test_statistics_count_games_wins_and_best(store, fake_games):
    options = {"seats": seats("Anna", "ai:easy"), "rounds": 3}
    won = _finished(fake_games["fake"], options, lambda r: r["ranks"][0] == 1
                    and r["scores"][0] > r["scores"][1])
    lost = _finished(fake_games["fake"], options, lambda r: r["ranks"][0] == 2)
    _record(store, won)
    _record(store, lost)
    st_ = statistics(store, "fake", "anna")
    assert st_.games == 2 and st_.wins == 1
    scores = [won.state.result()["scores"][0], lost.state.result()["scores"][0]]
    assert st_.best_score == max(scores) and st_.average_score == sum(scores) / 2
    assert statistics(store, "fake", "Nobody").games == 0


def test_a_new_personal_best_is_announced(store, fake_games):
    options = {"seats": seats("Anna"), "rounds": 3}
    low = _finished(fake_games["fake"], options, lambda r: r["scores"][0] < 5)
    high = _finished(fake_games["fake"], options, lambda r: r["scores"][0] > 10)
    assert [n.key for n in _record(store, low)] == []
    assert "core.records.new_best" in [n.key for n in _record(store, high)]


def test_leaderboard_shows_the_current_name_after_a_rename(store, fake_games):
    _record(store, _finished(fake_games["fake"], {"seats": seats("Anni", "ai:easy")}))
    rename_profile(store, "Anni", "Anna")
    assert [e.name for e in leaderboard(store, "fake", "computer")] == ["Anna"]
    assert statistics(store, "fake", "Anna").games == 1


def test_tulpe_entries_use_the_weighted_bonus_and_the_rat(store, fake_games):
    options = {"seats": seats("Anna", "ai:easy", "ai:normal"), "rounds": 3}
    match = _finished(fake_games["tulpe"], options, lambda r: r["ranks"][0] == 1)
    _record(store, match)
    _record(store, match, rat_used=True)
    values = sorted(e.value for e in leaderboard(store, "tulpe", "computer"))
    points = max(match.state.result()["scores"][0], 0)
    assert values == [points, round(points + 30 * 0.625, 1)]


def test_the_list_keeps_only_the_best_hundred(store, fake_games, monkeypatch):
    monkeypatch.setattr(records.store, "LIST_LIMIT", 5)
    options = {"seats": seats("Anna"), "rounds": 2}
    values = []
    for seed in range(8):
        match = play(fake_games["fake"], options, seed)
        values.append(match.state.result()["scores"][0])
        _record(store, match)
    assert [e.value for e in leaderboard(store, "fake", "solo")] == sorted(values,
                                                                           reverse=True)[:5]


# -- verification ---------------------------------------------------------------------------

def _one_entry(store, fake_games):
    options = {"seats": seats("Anna", "ai:normal", "Ben"), "rounds": 3}
    _record(store, _finished(fake_games["fake"], options), profile="Anna")
    return json.loads((store.root / "records" / "fake.json").read_text("utf-8"))


def _tamper(store, data, change):
    change(data["lists"]["table"][0])
    (store.root / "records" / "fake.json").write_text(json.dumps(data), "utf-8")
    records._verified.clear()


@pytest.mark.parametrize("change", [
    lambda e: e.update(value=e["value"] + 1),                             # a better value
    lambda e: e["result"]["scores"].__setitem__(0, e["result"]["scores"][0] + 5),
    lambda e: e["record"].update(seed=e["record"]["seed"] + 1),           # other dice
    lambda e: e["record"]["actions"].pop(),                               # game not over
    lambda e: e["record"]["actions"].__setitem__(0, [0, {"type": "fly"}]),
    lambda e: e.update(seat=1),                                           # a computer's seat
    lambda e: e.update(seat=9),
    lambda e: e.update(mode="rekordjagd"),                                # the wrong list
    lambda e: e["record"].update(game="sprit"),
    lambda e: e.update(abandoned=True),
])
def test_a_tampered_entry_is_not_shown(store, fake_games, change):
    data = _one_entry(store, fake_games)
    assert len(leaderboard(store, "fake", "table")) == 1
    _tamper(store, data, change)
    assert leaderboard(store, "fake", "table") == []


def test_an_honest_entry_next_to_a_tampered_one_is_still_shown(store, fake_games):
    options = {"seats": seats("Anna", "Ben"), "rounds": 3}
    _record(store, _finished(fake_games["fake"], options, start=0), profile="Anna")
    _record(store, _finished(fake_games["fake"], options, start=50), profile="Ben")
    data = json.loads((store.root / "records" / "fake.json").read_text("utf-8"))
    _tamper(store, data, lambda e: e.update(value=999))
    assert len(leaderboard(store, "fake", "table")) == 1


def test_verification_is_cached_by_hash(store, fake_games, monkeypatch):
    _one_entry(store, fake_games)
    calls = []
    real = records.verify.replay_record
    monkeypatch.setattr(records.verify, "replay_record", lambda r: (calls.append(1), real(r))[1])
    for _ in range(3):
        assert len(leaderboard(store, "fake", "table")) == 1
    assert len(calls) == 1


def test_replay_command_checks_a_leaderboard_entry(store, fake_games, tmp_path):
    _one_entry(store, fake_games)
    entry = leaderboard(store, "fake", "table")[0]
    good = tmp_path / "entry.json"
    good.write_text(json.dumps(records.entry_file_data(entry)), "utf-8")
    assert replay_mod.main(good) == 0
    bad = dict(records.entry_file_data(entry), value=entry.value + 1)
    (tmp_path / "bad.json").write_text(json.dumps(bad), "utf-8")
    assert replay_mod.main(tmp_path / "bad.json") == 1
    stored = _raw_lists(store, "fake")["table"][0]  # the stored shape is accepted as well
    (tmp_path / "stored.json").write_text(json.dumps(stored), "utf-8")
    assert replay_mod.main(tmp_path / "stored.json") == 0


@hsettings(max_examples=25, deadline=None,
           suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(kinds=st.lists(st.sampled_from(["human", "ai:easy", "ai:normal", "ai:strong"]),
                      min_size=1, max_size=6),
       seed=st.integers(0, 10**6), game_id=st.sampled_from(["fake", "tulpe", "rocket"]),
       mode=st.sampled_from(["table", "rekordjagd"]))
def test_every_honest_entry_verifies(tmp_path, fake_games, kinds, seed, game_id, mode):
    if mode != "table":  # a Rekordjagd is played alone, with its mode's own options
        kinds = ["human"]
    names = [k if k.startswith("ai:") else f"P{i}" for i, k in enumerate(kinds)]
    options = {"seats": seats(*names), "rounds": 2, "mode": mode}
    store = Storage(tempfile.mkdtemp(dir=tmp_path), durable=False)
    match = play(fake_games[game_id], options, seed)
    _record(store, match)
    list_id = list_id_for(mode, options)
    humans = sum(1 for k in kinds if k == "human")
    shown = leaderboard(store, game_id, list_id)
    assert len(shown) == humans
    if game_id == "tulpe" and mode == "table":
        assert all(e.value >= 0 for e in shown)


# -- abandoning -----------------------------------------------------------------------------

def test_leaving_a_game_with_other_humans_early_costs_ten(store, fake_games):
    match = play(fake_games["fake"], {"seats": seats("Anna", "Ben", "ai:easy")}, 1,
                 ["roll", "hold"])
    notices = record_abandoned(store, "fake", match.record(), profile="Anna")
    assert [n.key for n in notices] == ["core.records.abandoned"]
    assert "-10" in notices[0].render("de")
    shown = leaderboard(store, "fake", "table")
    assert [(e.name, e.value, e.abandoned) for e in shown] == [("Anna", -10, True)]
    assert statistics(store, "fake", "Anna").abandoned == 1


def test_leaving_a_game_against_computers_costs_nothing(store, fake_games):
    match = play(fake_games["fake"], {"seats": seats("Anna", "ai:easy")}, 1, ["roll"])
    assert record_abandoned(store, "fake", match.record(), profile="Anna") == []
    assert leaderboard(store, "fake", "table") == []


# -- daily puzzles ----------------------------------------------------------------------------

def _daily(fake_games, date="2026-11-30", seed=5):
    return play(fake_games["fake"], {"seats": seats("Anna"), "mode": "daily", "date": date,
                                     "rounds": 3}, seed)


def test_only_the_first_attempt_of_the_day_enters_the_day_list(store, fake_games):
    first, second = _daily(fake_games, seed=5), _daily(fake_games, seed=6)
    _record(store, first)
    _record(store, second)
    shown = leaderboard(store, "fake", "daily:2026-11-30")
    assert [e.record["seed"] for e in shown] == [5]
    assert statistics(store, "fake", "Anna").games == 2  # practice still counts as played


def test_daily_attempted_is_per_day_and_per_profile(store, fake_games):
    assert not daily_attempted(store, "fake", "2026-11-30")
    _record(store, _daily(fake_games))
    assert daily_attempted(store, "fake", "2026-11-30")
    assert daily_attempted(store, "fake", "2026-11-30", "anna")
    assert not daily_attempted(store, "fake", "2026-11-30", "Ben")
    assert not daily_attempted(store, "fake", "2026-12-01")


def test_a_started_daily_counts_only_for_its_own_save(store, fake_games):
    assert begin_daily(store, "fake", "2026-11-30", "Anna", save_id="first")
    assert daily_attempted(store, "fake", "2026-11-30", "Anna")
    assert not begin_daily(store, "fake", "2026-11-30", "Anna", save_id="second")  # practice
    _record(store, _daily(fake_games, seed=9), save_id="second")
    assert leaderboard(store, "fake", "daily:2026-11-30") == []
    _record(store, _daily(fake_games, seed=5), save_id="first")
    assert [e.record["seed"] for e in leaderboard(store, "fake", "daily:2026-11-30")] == [5]
    assert not begin_daily(store, "fake", "2026-11-30", "Anna", save_id="first")  # done now


def test_daily_lists_older_than_three_months_are_forgotten(store, fake_games):
    _record(store, _daily(fake_games, date="2020-01-01"))
    assert "daily:2020-01-01" not in _raw_lists(store, "fake")
    _record(store, _daily(fake_games, date=records.store.today()))
    assert f"daily:{records.store.today()}" in _raw_lists(store, "fake")


# -- achievements -----------------------------------------------------------------------------

def test_the_seeds_rocket_achievements_are_registered():
    ids = [a.id for a in ach.for_game("rocket")]
    assert ids == ["rocket.no_misfire", "rocket.field_53", "rocket.wins_10", "rocket.daily_7",
                   "rocket.games_25"]
    assert len(ach.for_game("sprit")) >= 4 and len(ach.for_game("tulpe")) >= 4


def test_every_achievement_has_a_german_and_english_name_and_description():
    from speedgames.core.i18n import has

    for game in ("rocket", "sprit", "tulpe"):
        for item in ach.for_game(game):
            for lang in ("de", "en"):
                assert has(item.name_key, lang) and has(item.desc_key, lang), item.id


def test_rocket_without_misfire_and_to_field_53_come_from_the_games_figures(store, fake_games):
    match = _finished(fake_games["rocket"], {"seats": seats("Anna"), "rounds": 2})
    notices = _record(store, match, extras={"min_misfires": 1, "max_rocket": 40})
    assert notices == []
    notices = _record(store, match, extras={"min_misfires": 0, "max_rocket": 53})
    achieved = sorted(n.params["achievement"].key for n in notices
                      if n.key == "core.records.achieved")
    assert achieved == ["core.achievements.rocket_field_53.name",
                        "core.achievements.rocket_no_misfire.name"]
    assert _record(store, match, extras={"min_misfires": 0}) == []  # only once
    earned = dict((a.id, when) for a, when in earned_achievements(store, "rocket", "Anna"))
    assert earned["rocket.no_misfire"] and earned["rocket.wins_10"] is None


def test_rocket_25_games_and_10_wins(store, fake_games):
    options = {"seats": seats("Anna", "ai:easy"), "rounds": 1}
    win = _finished(fake_games["rocket"], options, lambda r: r["ranks"] == [1, 2])
    lose = _finished(fake_games["rocket"], options, lambda r: r["ranks"] == [2, 1])
    got = []
    for i in range(25):
        got += [n.params["achievement"].key for n in _record(store, win if i < 10 else lose)
                if n.key == "core.records.achieved"]
    assert got == ["core.achievements.rocket_wins_10.name",
                   "core.achievements.rocket_games_25.name"]


def test_seven_daily_puzzles_in_a_row(store, fake_games):
    def day(date):
        match = play(fake_games["rocket"], {"seats": seats("Anna"), "mode": "daily",
                                            "date": date, "rounds": 1}, 1)
        return [n.params["achievement"].key for n in _record(store, match)
                if n.key == "core.records.achieved"]

    for d in ("2026-11-20", "2026-11-21", "2026-11-23"):  # a gap breaks the streak
        assert day(d) == []
    for d in ("2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"):
        assert day(d) == []
    assert statistics(store, "rocket", "Anna").daily_streak == 6
    assert day("2026-11-29") == ["core.achievements.rocket_daily_7.name"]


def test_extras_fold_by_their_names():
    stats = records.store._clean_stats({})
    records.fold_extras(stats, {"max_h": 10, "min_m": 3, "sum_n": 2, "fav_chip": "R",
                                "last": "x", "max_bad": "high", "fav_x": {"A": 2, "B": -1},
                                "Bad-Key": 1, "max_inf": 10**20})
    records.fold_extras(stats, {"max_h": 7, "min_m": 1, "sum_n": 5, "fav_chip": {"P": 3},
                                "last": "y"})
    assert stats["extras"] == {"max_h": 10, "min_m": 1, "sum_n": 7, "last": "y"}
    assert stats["favs"] == {"chip": {"R": 1, "P": 3}, "x": {"A": 2}}
    assert records.stats._as_game_stats(stats).favourites == {"chip": "P", "x": "A"}


# -- hostile records files ----------------------------------------------------------------------

def test_a_records_file_with_bad_parts_keeps_the_good_ones(store, fake_games):
    data = _one_entry(store, fake_games)
    good = data["lists"]["table"][0]
    data["lists"]["table"] += [{"record": "nope"}, 7, dict(good, value="lots"),
                               dict(good, seat=True)]
    data["lists"]["../../evil"] = [good]
    data["stats"]["ppp"] = {"games": 10**30, "wins": "many", "extras": {"max_x": [1]}}
    data["stats"]["bad id!"] = {}
    data["daily"] = {"ppp": {"not a date": {"done": True}, "2026-11-30": {"done": 1}}}
    data["achievements"] = {"ppp": ["x"]}
    (store.root / "records" / "fake.json").write_text(json.dumps(data), "utf-8")
    shown = leaderboard(store, "fake", "table")
    assert len(shown) == 1 and shown[0].name == "Anna"
    assert [n.key for n in store.take_notices()] == ["core.storage.repaired"]
    clean = json.loads((store.root / "records" / "fake.json").read_text("utf-8"))
    assert clean["stats"]["ppp"]["games"] == 0 and "bad id!" not in clean["stats"]
    assert clean["daily"]["ppp"] == {"2026-11-30": {"save_id": None, "done": False}}
    assert list(clean["lists"]) == ["table"]


def test_a_corrupt_records_file_is_moved_aside_and_play_goes_on(store, fake_games):
    (store.root / "records" / "fake.json").write_bytes(b'{"format": 1, "lists": {"ta')
    assert leaderboard(store, "fake", "table") == []
    assert [n.key for n in store.take_notices()] == ["core.storage.broken"]
    _record(store, _finished(fake_games["fake"], {"seats": seats("Anna", "Ben")}))
    assert len(leaderboard(store, "fake", "table")) == 2


_extra_values = st.one_of(st.integers(-10**12, 10**12), st.floats(allow_nan=False,
                                                                   allow_infinity=False),
                          st.text(max_size=90), st.booleans(), st.none(),
                          st.dictionaries(st.text(max_size=5), st.integers(-3, 5), max_size=3))


@hsettings(max_examples=30, deadline=None,
           suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(games=st.lists(st.tuples(
    st.sampled_from(["table", "daily", "rekordjagd", "Meister Brief"]),
    st.dictionaries(st.sampled_from(["max_a", "min_b", "sum_c", "fav_d", "fav_9", "e",
                                     "Bad", "fav_", "max_z"]) | st.text(max_size=6),
                    _extra_values, max_size=6)), min_size=1, max_size=4))
def test_what_records_writes_reads_back_without_repairs(tmp_path, fake_games, games):
    store = Storage(tempfile.mkdtemp(dir=tmp_path), durable=False)
    for i, (mode, extras) in enumerate(games):
        options = {"seats": seats("Anna", "ai:easy"), "rounds": 1, "mode": mode,
                   "date": f"2026-11-{10 + i}"}
        _record(store, play(fake_games["fake"], options, i), extras=extras)
    assert store.take_notices() == []
    statistics(store, "fake", "Anna")
    leaderboard(store, "fake", "table")
    assert store.take_notices() == []  # nothing had to be repaired on reading


def test_background_verification_fills_the_cache(store, fake_games, monkeypatch):
    _one_entry(store, fake_games)
    records.verify_in_background(store, ["fake", "tulpe"]).join(timeout=120)
    calls = []
    monkeypatch.setattr(records.verify, "replay_record", lambda r: calls.append(1))
    assert len(leaderboard(store, "fake", "table")) == 1 and calls == []


_junk = st.recursive(
    st.none() | st.booleans() | st.integers(-10**20, 10**20) | st.floats() | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.sampled_from(["p1", "table", "daily:2026-11-30", "games", "record", "seat", "value",
                         "result", "scores", "ranks", "extras", "favs", "x"]), inner, max_size=4),
    max_leaves=25)


@hsettings(max_examples=60, deadline=None,
           suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(body=st.dictionaries(st.sampled_from(["stats", "achievements", "lists", "daily", "zz"]),
                            _junk, max_size=4))
def test_any_records_file_is_survived(tmp_path, fake_games, body):
    store = Storage(tempfile.mkdtemp(dir=tmp_path), durable=False)
    text = json.dumps({"format": 1, **body}, allow_nan=True)
    (store.root / "records" / "fake.json").write_text(text, "utf-8")
    records.leaderboard(store, "fake", "table")
    records.list_ids(store, "fake")
    statistics(store, "fake", "Anna")
    begin_daily(store, "fake", "2026-11-30", "Anna")
    _record(store, play(fake_games["fake"], {"seats": seats("Anna", "Ben"), "rounds": 1}, 1))
    assert len(leaderboard(store, "fake", "table")) == 2


def test_tagesetappe_prefers_the_rules_turn_count_when_the_entry_has_it():
    fewer_actions_more_turns = dict(_sprit_entry(1, 20, "1"), turns=40)
    more_actions_fewer_turns = dict(_sprit_entry(1, 25, "2"), turns=30)
    ordered = sorted([fewer_actions_more_turns, more_actions_fewer_turns],
                     key=lambda e: sort_key("sprit", "daily:2026-11-30", e))
    assert ordered == [more_actions_fewer_turns, fewer_actions_more_turns]


def test_tagesetappe_wer_nicht_ins_ziel_kam_nach_dem_erreichten_feld():
    """„zuerst nach Zielplatz, dann nach den wenigsten Zügen (wer nicht ins Ziel kam, nach dem
    erreichten Feld)“: runs that did not reach the Ziel come after every run that did, the
    farther field first, then fewer turns — not by turns alone."""
    home = dict(_sprit_entry(3, 40, "1"), turns=40, reached=[True, 65], players=4)
    far = dict(_sprit_entry(4, 30, "2"), turns=30, reached=[False, 60], players=4)
    near_quick = dict(_sprit_entry(4, 12, "3"), turns=12, reached=[False, 20], players=4)
    far_slow = dict(_sprit_entry(4, 35, "4"), turns=35, reached=[False, 60], players=4)
    ordered = sorted([near_quick, far_slow, far, home],
                     key=lambda e: sort_key("sprit", "daily:2026-11-30", e))
    assert ordered == [home, far, far_slow, near_quick]


def test_tagesetappe_entries_without_the_field_rank_the_last_place_by_its_score():
    """Older entries carry no ``reached``: the Tagesetappe runs until one car is left, so only
    the last place is not in the Ziel, and a Speedsprit car on the track scores its field."""
    home = dict(_sprit_entry(3, 50, "1"), turns=50, players=4, score=75)
    far = dict(_sprit_entry(4, 30, "2"), turns=30, players=4, score=60)
    near_quick = dict(_sprit_entry(4, 10, "3"), turns=10, players=4, score=20)
    ordered = sorted([near_quick, far, home],
                     key=lambda e: sort_key("sprit", "daily:2026-11-30", e))
    assert ordered == [home, far, near_quick]


def test_state_reached_reads_the_seats_car_and_refuses_the_duel():
    from speedgames.core.scoring import state_reached

    summary = {"cars": [{"seat": 0, "field": 12, "finished": False},
                        {"seat": 1, "field": 41, "finished": True}]}
    assert state_reached(summary, 0) == [False, 12]
    assert state_reached(summary, 1) == [True, 41]
    duel = {"cars": summary["cars"] + [{"seat": 0, "field": 3, "finished": False}]}
    assert state_reached(duel, 0) is None
    assert state_reached({}, 0) is None
