"""Forged Bestenliste entries of all three games: a game that replays to its score but was not
played with its mode's own options (a Rekordjagd with a start bag of its own choosing, a
Meisterbrief level with another level's bag, a daily puzzle with a seed of one's choosing, an
unknown rules version) is not listed, the player is told once, and ``run.py replay`` names the
check that failed and exits 1. The honest games next to them are listed."""

from __future__ import annotations

import json

import pytest

from speedgames.core import records
from speedgames.core import replay as replay_mod
from speedgames.core.game import Match, get_game
from speedgames.core.players import make_player
from speedgames.core.storage import Storage
from speedgames.rocket import modes as rocket_modes
from speedgames.sprit import modes as sprit_modes
from speedgames.tulpe import modes as tulpe_modes

DATE = "2026-11-30"


def _play(game_id, options, seed):
    """Computers make every move (seat kinds stay as the options say)."""
    match = Match(get_game(game_id), options, seed)
    bots = {}
    while not match.state.is_over():
        seat = match.state.to_move()[0]
        bot = bots.setdefault(seat, make_player(game_id, "easy", None, seat + 1))
        match.apply(seat, bot.choose(match.state, seat).action)
    return match


def _enter(storage, game_id, match):
    records.record_game(storage, game_id, match.record(), match.state.result(), seat=0)
    return records.list_id_for(match.options["mode"], match.options)


def _honest():
    r_opts, r_seed = rocket_modes.daily_options(DATE, "Anna")
    s_opts, s_seed = sprit_modes.daily_options(DATE, "Anna")
    t_opts, t_seed = tulpe_modes.daily_options(DATE, "Anna")
    return [
        ("rocket", rocket_modes.rekordjagd_options("Anna"), 11),
        ("rocket", rocket_modes.meisterbrief_options(2, "Anna"), 12),
        ("rocket", r_opts, r_seed),
        ("sprit", s_opts, s_seed),
        ("tulpe", tulpe_modes.rekordjagd_options("Anna", layout="verwinkelt"), 13),
        ("tulpe", t_opts, t_seed),
    ]


def _forgeries():
    rocket_daily, rocket_seed = rocket_modes.daily_options(DATE, "Eve")
    sprit_daily, sprit_seed = sprit_modes.daily_options(DATE, "Eve")
    tulpe_daily, tulpe_seed = tulpe_modes.daily_options(DATE, "Eve")
    blitzfrei = {c: n for c, n in rocket_modes.level(1).start_bag.items() if c[0] != "W"}
    level3 = rocket_modes.meisterbrief_options(3, "Eve")
    return {
        # a Rekordjagd with easier recipes / fewer evenings (a start bag the rules refuse)
        "rocket-recipes": ("rocket", {**rocket_modes.rekordjagd_options("Eve"),
                                      "recipes": {k: 4 for k in "GBRYPK"}}, 1, "options"),
        "rocket-evenings": ("rocket", {**rocket_modes.rekordjagd_options("Eve"), "evenings": 6},
                            1, "options"),
        "rocket-level-bag": ("rocket", {**level3, "start_bag": blitzfrei}, 1, "options"),
        "rocket-daily-seed": ("rocket", {**rocket_daily, "recipes": "random"}, rocket_seed + 1,
                              "options"),
        "sprit-daily-seed": ("sprit", sprit_daily, sprit_seed + 1, "seed"),
        "sprit-daily-seats": ("sprit", {**sprit_daily, "seats": sprit_daily["seats"][:2]
                                        + [{"kind": "ai", "level": "easy", "name": "Computer 2"},
                                           {"kind": "ai", "level": "easy", "name": "Computer 3"}]},
                              sprit_seed, "options"),
        "tulpe-cans": ("tulpe", {**tulpe_modes.rekordjagd_options("Eve"), "cans": 10}, 1,
                       "options"),
        "tulpe-daily-seed": ("tulpe", tulpe_daily, tulpe_seed + 1, "seed"),
    }


def _stored(storage, game_id):
    return json.loads((storage.root / "records" / f"{game_id}.json").read_text("utf-8"))


def test_honest_solo_games_of_every_mode_are_listed(tmp_path):
    storage = Storage(tmp_path, durable=False)
    for game_id, options, seed in _honest():
        list_id = _enter(storage, game_id, _play(game_id, options, seed))
        shown = records.leaderboard(storage, game_id, list_id)
        assert [e.name for e in shown] == ["Anna"], (game_id, list_id)
        entry = tmp_path / f"{game_id}-{list_id.replace(':', '_')}.json"
        entry.write_text(json.dumps(records.entry_file_data(shown[0])), "utf-8")
        assert replay_mod.main(entry) == 0
    assert storage.take_notices() == []


@pytest.mark.parametrize("name", sorted(_forgeries()))
def test_a_forged_entry_is_not_listed_told_once_and_replay_says_why(tmp_path, name, capsys):
    game_id, options, seed, check = _forgeries()[name]
    storage = Storage(tmp_path, durable=False)
    match = _play(game_id, options, seed)
    list_id = _enter(storage, game_id, match)
    assert _stored(storage, game_id)["lists"][list_id]  # it was written …
    assert records.leaderboard(storage, game_id, list_id) == []  # … and is not shown
    notices = storage.take_notices()
    assert [n.key for n in notices] == ["core.records.entry_hidden"]
    assert "Eve" in notices[0].render("de") and "%{" not in notices[0].render("en")
    assert records.leaderboard(storage, game_id, list_id) == []
    assert storage.take_notices() == []  # told once
    raw = _stored(storage, game_id)["lists"][list_id][0]
    path = tmp_path / "forged.json"
    path.write_text(json.dumps(raw), "utf-8")
    capsys.readouterr()
    assert replay_mod.main(path) == 1
    out = capsys.readouterr().out
    assert ("seed" in out) if check == "seed" else ("options are not those of the mode" in out)


def test_a_record_of_an_unknown_rules_version_is_refused(tmp_path, capsys):
    storage = Storage(tmp_path, durable=False)
    match = _play("tulpe", tulpe_modes.rekordjagd_options("Eve"), 3)
    record = dict(match.record(), rules_version=99)
    records.record_game(storage, "tulpe", record, match.state.result(), seat=0)
    assert records.leaderboard(storage, "tulpe", "rekordjagd") == []
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), "utf-8")
    assert replay_mod.main(path) == 1
    assert "rules version 99" in capsys.readouterr().out


def test_the_rocket_rekordjagd_takes_no_start_bag_from_outside():
    options = {**rocket_modes.rekordjagd_options("Eve"), "start_bag": {"O1": 10}}
    with pytest.raises(ValueError):
        get_game("rocket").new_state(options, 1)
    with pytest.raises(ValueError):  # the day's recipes follow from the day's seed
        options, seed = rocket_modes.daily_options(DATE, "Eve")
        get_game("rocket").new_state(options, seed + 1)


def test_the_bestenliste_screen_tells_the_player_in_words(tmp_path):
    from speedgames.ui import registry
    from tests.ui.harness import make_app

    app = make_app(tmp_path)
    try:
        game_id, options, seed, _check = _forgeries()["rocket-recipes"]
        _enter(app.storage, game_id, _play(game_id, options, seed))
        app.push(registry.create(app, "leaderboard", game="rocket", list_id="rekordjagd"))
        for _ in range(3):
            app.frame(1 / 60)
        assert app.errors == []
        told = [toast.text for toast in app._toasts if "Eve" in toast.text]
        assert len(told) == 1 and "nicht gezeigt" in told[0]
        assert "Optionen" in told[0]  # why: the options are not the Rekordjagd's
    finally:
        app.shutdown()
