"""Savegames: saved after every action, resumed exactly, and never left half-written."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from speedgames import cli
from speedgames.core import replay as replay_mod
from speedgames.core import saves as saves_mod
from speedgames.core.game import Action, Match
from speedgames.core.i18n import t
from speedgames.core.saves import (
    AutoSaver,
    SaveError,
    delete_save,
    list_saves,
    load_save,
    new_save_id,
    save_match,
)
from speedgames.core.storage import Storage
from tests.core.fakegame import play, seats

ROOT = Path(__file__).resolve().parents[2]
OPTIONS = {"seats": seats("Anna", "ai:strong", "Ben"), "mode": "table", "rounds": 4}


@pytest.fixture
def store(tmp_path: Path) -> Storage:
    return Storage(tmp_path, durable=False)  # the kill test below writes durably


def _half_played(game, seed: int = 7, moves: int = 5) -> Match:
    return play(game, OPTIONS, seed, ["roll", "hold", "roll", "roll", "hold"][:moves])


def test_a_save_resumes_the_game_exactly(store, fake_games):
    match = _half_played(fake_games["fake"])
    save_match(store, match, "abc", {"seats": ["Anna", "stark", "Ben"]})
    resumed, meta = load_save(store, "fake", "abc")
    assert resumed.state.to_json() == match.state.to_json()
    assert resumed.actions == match.actions and resumed.seed == match.seed
    assert meta["seats"] == ["Anna", "stark", "Ben"] and meta["actions"] == 5
    resumed.apply(resumed.state.to_move()[0], Action("roll"))  # and it plays on
    match.apply(match.state.to_move()[0], Action("roll"))
    assert resumed.state.to_json() == match.state.to_json()


def test_the_save_file_is_the_replayable_record(store, fake_games):
    match = _half_played(fake_games["fake"])
    save_match(store, match, "abc")
    data = json.loads((store.root / "saves" / "fake-abc.json").read_text("utf-8"))
    assert data["record"] == match.record()
    assert data["save_id"] == "abc" and data["game"] == "fake" and data["format"] == 1
    assert data["meta"]["mode"] == "table" and data["meta"]["seats"] == ["Anna", "ai:strong",
                                                                          "Ben"]


def test_a_save_of_one_person_against_computers_is_filed_gegen_computer(store, fake_games):
    alone = play(fake_games["fake"], {"seats": seats("Anna", "ai:easy", "ai:strong"),
                                      "mode": "table"}, 7, ["roll"])
    save_match(store, alone, "alone")
    save_match(store, _half_played(fake_games["fake"]), "people")
    filed = {info.save_id: info.meta["list"] for info in list_saves(store, "fake")}
    assert filed == {"alone": "computer", "people": "table"}


def test_an_old_save_without_a_filing_reads_it_from_its_record(store, fake_games):
    alone = play(fake_games["fake"], {"seats": seats("Anna", "ai:easy"), "mode": "table"}, 7,
                 ["roll"])
    save_match(store, alone, "old")
    path = store.root / "saves" / "fake-old.json"
    data = json.loads(path.read_text("utf-8"))
    data["meta"].pop("list")                   # saves before #27 had no filing
    path.write_text(json.dumps(data), "utf-8")
    assert [info.meta["list"] for info in list_saves(store, "fake")] == ["computer"]


def test_started_time_is_kept_and_updated_time_moves(store, fake_games):
    match = _half_played(fake_games["fake"], moves=1)
    save_match(store, match, "abc", {"started": "2026-11-30T08:00:00"})
    _, meta = load_save(store, "fake", "abc")
    match.apply(match.state.to_move()[0], Action("hold"))
    save_match(store, match, "abc", meta)
    _, meta2 = load_save(store, "fake", "abc")
    assert meta2["started"] == "2026-11-30T08:00:00" and meta2["actions"] == 2
    assert meta2["updated"] >= meta["updated"]


def test_saves_are_listed_newest_first_and_per_game(store, fake_games):
    for save_id, updated in (("a", "2026-11-30T09:00:00"), ("b", "2026-11-30T10:00:00"),
                             ("c", "2026-11-29T10:00:00")):
        save_match(store, _half_played(fake_games["fake"]), save_id)
        path = store.root / "saves" / f"fake-{save_id}.json"
        data = json.loads(path.read_text("utf-8"))
        data["meta"]["updated"] = updated
        path.write_text(json.dumps(data), "utf-8")
    save_match(store, _half_played(fake_games["tulpe"]), "t")
    assert [s.save_id for s in list_saves(store, "fake")] == ["b", "a", "c"]
    assert {s.game_id for s in list_saves(store)} == {"fake", "tulpe"}
    assert list_saves(store, "sprit") == []


def test_finished_games_are_not_offered_for_fortsetzen(store, fake_games):
    save_match(store, play(fake_games["fake"], OPTIONS, 3), "done")
    save_match(store, _half_played(fake_games["fake"]), "open")
    assert [s.save_id for s in list_saves(store, "fake")] == ["open"]
    assert {s.save_id for s in list_saves(store, "fake", include_over=True)} == {"open", "done"}


def test_new_save_ids_are_unique_and_valid_file_names(store):
    ids = {new_save_id() for _ in range(200)}
    assert len(ids) == 200
    for save_id in list(ids)[:5]:
        assert saves_mod.save_name("rocket", save_id).startswith("saves/rocket-")


def test_a_corrupt_save_is_moved_aside_and_the_others_stay(store, fake_games):
    save_match(store, _half_played(fake_games["fake"]), "good")
    (store.root / "saves" / "fake-bad.json").write_bytes(b'{"format": 1, "record": {"ga')
    listed = list_saves(store, "fake")
    assert [s.save_id for s in listed] == ["good"]
    notices = store.take_notices()
    assert [n.key for n in notices] == ["core.saves.broken"]
    assert "fake-bad.json" in notices[0].render("de")
    assert not (store.root / "saves" / "fake-bad.json").exists()
    assert any(p.name.startswith("fake-bad.json.broken-")
               for p in (store.root / "saves").iterdir())


@pytest.mark.parametrize("damage", [
    lambda d: d.pop("record"),
    lambda d: d["record"].update(seed="seven"),
    lambda d: d["record"].update(actions=[[0, {"type": "roll"}], "roll"]),
    lambda d: d["record"].update(options=[1, 2]),
    lambda d: d.update(save_id="../../etc"),
])
def test_a_save_of_the_wrong_shape_is_moved_aside(store, fake_games, damage):
    save_match(store, _half_played(fake_games["fake"]), "x")
    path = store.root / "saves" / "fake-x.json"
    data = json.loads(path.read_text("utf-8"))
    damage(data)
    path.write_text(json.dumps(data), "utf-8")
    assert list_saves(store, "fake") == []
    assert [n.key for n in store.take_notices()] == ["core.saves.broken"]
    with pytest.raises(SaveError):
        load_save(store, "fake", "x")


def test_a_save_that_no_longer_replays_is_moved_aside_with_a_notice(store, fake_games):
    save_match(store, _half_played(fake_games["fake"]), "x")
    path = store.root / "saves" / "fake-x.json"
    data = json.loads(path.read_text("utf-8"))
    data["record"]["actions"][1] = [2, {"type": "roll"}]  # not seat 2's turn: illegal
    path.write_text(json.dumps(data), "utf-8")
    assert [s.save_id for s in list_saves(store, "fake")] == ["x"]  # listing does not replay
    with pytest.raises(SaveError) as caught:
        load_save(store, "fake", "x")
    text = caught.value.text
    assert text.key == "core.saves.broken"
    assert "fake-x.json" in text.render("en") and "%{" not in text.render("de")
    assert t("core.storage.reason.no_replay", "de") in text.render("de")
    assert list_saves(store, "fake") == []
    assert any(".broken-" in p.name for p in (store.root / "saves").iterdir())


def test_a_save_of_a_game_that_is_gone_does_not_crash(store, fake_games):
    save_match(store, _half_played(fake_games["fake"]), "x")
    path = store.root / "saves" / "fake-x.json"
    data = json.loads(path.read_text("utf-8"))
    data["record"]["game"] = "chess"
    data["game"] = "chess"
    (store.root / "saves" / "chess-x.json").write_text(json.dumps(data), "utf-8")
    with pytest.raises(SaveError):
        load_save(store, "chess", "x")


def test_loading_a_missing_save_is_a_save_error(store, fake_games):
    with pytest.raises(SaveError) as caught:
        load_save(store, "fake", "nothere")
    assert caught.value.text.key == "core.saves.missing"


def test_delete_save_removes_it(store, fake_games):
    save_match(store, _half_played(fake_games["fake"]), "x")
    assert delete_save(store, "fake", "x")
    assert list_saves(store, "fake") == []


def test_saving_on_a_full_disk_keeps_playing_and_tells_once(store, fake_games):
    match = _half_played(fake_games["fake"], moves=1)
    save_match(store, match, "x")

    def refuse(*args, **kwargs):
        raise OSError(28, "No space left on device")

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Storage, "_write_atomic", staticmethod(refuse))
        for move in ("hold", "roll", "hold"):
            match.apply(match.state.to_move()[0], Action(move))
            assert save_match(store, match, "x") is False
        assert [n.key for n in store.take_notices()] == ["core.storage.write_failed"]
    resumed, _ = load_save(store, "fake", "x")
    assert len(resumed.actions) == 1  # the last save that made it


# -- saving in the background -------------------------------------------------------------

def test_the_autosaver_writes_the_newest_position(store, fake_games):
    match = _half_played(fake_games["fake"], moves=0)
    saver = AutoSaver(store, "fake", "auto", {"seats": ["Anna", "stark", "Ben"]})
    saves = 0
    while not match.state.is_over():
        match.apply(match.state.to_move()[0], Action("roll"))
        saver.save(match)
        saves += 1
    assert saver.flush(timeout=60)
    resumed, meta = load_save(store, "fake", "auto")
    assert resumed.state.to_json() == match.state.to_json()
    assert meta["over"] is True and meta["seats"] == ["Anna", "stark", "Ben"]
    assert 1 <= saver.writes <= saves
    saver.close()


def test_the_autosaver_keeps_started_and_updates_meta(store, fake_games):
    match = _half_played(fake_games["fake"], moves=2)
    saver = AutoSaver(store, "fake", "auto", {"started": "2026-11-30T07:00:00"})
    saver.save(match, note="Abend 2")
    saver.close()
    _, meta = load_save(store, "fake", "auto")
    assert meta["started"] == "2026-11-30T07:00:00" and meta["note"] == "Abend 2"
    assert meta["actions"] == 2


def test_the_autosaver_reports_a_full_disk_and_goes_on(store, fake_games):
    match = _half_played(fake_games["fake"], moves=1)

    def refuse(*args, **kwargs):
        raise OSError(28, "No space left on device")

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Storage, "_write_atomic", staticmethod(refuse))
        saver = AutoSaver(store, "fake", "auto")
        saver.save(match)
        assert saver.flush(timeout=60)
    assert [n.key for n in store.take_notices()] == ["core.storage.write_failed"]
    match.apply(match.state.to_move()[0], Action("hold"))
    saver.save(match)
    saver.close()
    assert len(load_save(store, "fake", "auto")[0].actions) == 2


# -- replay FILE ------------------------------------------------------------------------------

def test_replay_command_accepts_a_save_file(store, fake_games, capsys):
    save_match(store, _half_played(fake_games["fake"]), "x")
    path = store.root / "saves" / "fake-x.json"
    assert replay_mod.main(path) == 0
    assert cli.main(["replay", str(path)]) == 0
    assert "reproduces" in capsys.readouterr().out


def test_replay_command_rejects_a_tampered_save(store, fake_games, tmp_path):
    save_match(store, _half_played(fake_games["fake"]), "x")
    data = json.loads((store.root / "saves" / "fake-x.json").read_text("utf-8"))
    data["record"]["actions"].append([0, {"type": "fly"}])
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), "utf-8")
    assert replay_mod.main(bad) == 1
    (tmp_path / "junk.json").write_bytes(b"\xff\x00")
    assert replay_mod.main(tmp_path / "junk.json") == 1


# -- killing the writer -----------------------------------------------------------------------

CHILD = textwrap.dedent("""
    import sys
    sys.path.insert(0, {root!r})
    from tests.core.fakegame import FakeGame, install, seats
    install()
    from speedgames.core.game import Action, Match
    from speedgames.core.saves import AutoSaver, save_match
    from speedgames.core.storage import Storage

    store = Storage(sys.argv[1])
    start = int(sys.argv[2])
    background = sys.argv[3] == "auto"
    options = {{"seats": seats("Anna", "Ben", "ai:easy", "ai:normal", "ai:strong", "Cleo"),
               "mode": "table", "rounds": 150}}
    print("ready", flush=True)
    game = start
    while True:
        match = Match(FakeGame("fake"), options, game)
        save_id = "s%d" % (game % 3)
        meta = {{"started": "2026-11-30T08:00:00", "note": "x" * 2000}}
        saver = AutoSaver(store, "fake", save_id, meta) if background else None
        while not match.state.is_over():
            seat = match.state.to_move()[0]
            match.apply(seat, Action("roll" if (game + len(match.actions)) % 3 else "hold"))
            if saver:
                saver.save(match)
            else:
                save_match(store, match, save_id, meta)
        if saver:
            saver.close()
        game += 1
""")


@pytest.mark.parametrize("how, kills", [("sync", 24), ("auto", 10)])
def test_killing_the_process_at_any_moment_never_leaves_an_unloadable_save(tmp_path, fake_games,
                                                                          how, kills):
    script = tmp_path / "writer.py"
    script.write_text(CHILD.format(root=str(ROOT)), "utf-8")
    data_dir = tmp_path / "data"
    rng = random.Random(2026)
    loaded = 0
    for iteration in range(kills):
        child = subprocess.Popen([sys.executable, str(script), str(data_dir), str(iteration), how],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        try:
            assert child.stdout is not None
            assert child.stdout.readline().strip() == b"ready", child.stderr.read()
            waited = 0
            while not any(n.endswith(".json") for n in os.listdir(data_dir / "saves")):
                assert waited < 6000, "the writer never saved"  # 60 s: only a hung child
                time.sleep(0.01)
                waited += 1
            time.sleep(rng.uniform(0.0, 0.08))
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait()
            child.stdout.close()
            child.stderr.close()
        store = Storage(data_dir)
        infos = list_saves(store, "fake", include_over=True)
        assert store.take_notices() == []
        for info in infos:
            match, meta = load_save(store, "fake", info.save_id)
            assert len(match.actions) == meta["actions"] == info.actions
            loaded += 1
        assert not any(".broken-" in name for name in os.listdir(data_dir / "saves"))
    assert loaded >= kills  # every round left at least one save to load


def test_the_autosaver_record_equals_the_matchs_own_even_after_a_rebuilt_log(store, fake_games):
    match = _half_played(fake_games["fake"], moves=3)
    saver = AutoSaver(store, "fake", "auto")
    saver.save(match)
    assert saver._record(match) == match.record()
    replacement = _half_played(fake_games["fake"], seed=8, moves=2)  # a different, shorter log
    match.actions = list(replacement.actions)
    match.apply(match.state.to_move()[0], Action("hold"))
    assert saver._record(match) == match.record()
    saver.close()


def test_listing_while_the_autosaver_writes_never_sees_a_broken_save(store, fake_games):
    match = _half_played(fake_games["fake"], moves=0)
    saver = AutoSaver(store, "fake", "auto")
    seen = []
    while not match.state.is_over():
        match.apply(match.state.to_move()[0], Action("roll"))
        saver.save(match)
        seen += [info.actions for info in list_saves(store, "fake", include_over=True)]
    saver.close()
    assert store.take_notices() == []
    assert seen == sorted(seen)  # positions only ever move forward
    assert list_saves(store, "fake", include_over=True)[0].actions == len(match.actions)


@hsettings(max_examples=40, deadline=None,
           suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(moves=st.lists(st.sampled_from(["roll", "hold"]), max_size=12),
       seed=st.integers(0, 2**63), players=st.integers(1, 6))
def test_any_position_saved_resumes_exactly(tmp_path, fake_games, moves, seed, players):
    store = Storage(tempfile.mkdtemp(dir=tmp_path), durable=False)
    options = {"seats": seats(*[f"P{i}" for i in range(players)]), "rounds": 2}
    match = Match(fake_games["fake"], options, seed)
    for move in moves:
        if match.state.is_over():
            break
        match.apply(match.state.to_move()[0], Action(move))
        save_match(store, match, "p")
    save_match(store, match, "p")
    resumed, meta = load_save(store, "fake", "p")
    assert resumed.state.to_json() == match.state.to_json()
    assert resumed.record() == match.record() and meta["over"] == match.state.is_over()


def test_a_broken_savegame_is_told_as_a_savegame_not_with_the_settings_defaults(store,
                                                                                fake_games):
    """„Der Spielstand … ließ sich nicht laden; er liegt jetzt als … beiseite“ — a savegame
    has no Voreinstellungen to fall back on, so its notice must not claim them."""
    (store.root / "saves").mkdir(exist_ok=True)
    (store.root / "saves" / "fake-bad.json").write_bytes(b'{"format": 1, "rec')
    with pytest.raises(SaveError) as caught:
        load_save(store, "fake", "bad")
    de, en = caught.value.text.render("de"), caught.value.text.render("en")
    kept = next(p.name for p in (store.root / "saves").iterdir() if ".broken-" in p.name)
    assert de.startswith("Der Spielstand saves/fake-bad.json ließ sich nicht laden")
    assert kept in de and "beiseite" in de and kept in en and "saved game" in en
    assert "Voreinstellungen" not in de and "defaults" not in en
