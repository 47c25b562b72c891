"""„Offene Partien“ (#27): no unfinished game hides behind the newest one."""

from __future__ import annotations

import pytest

from speedgames.core import saves as saves_mod
from speedgames.core.game import Match, get_game
from speedgames.core.i18n import t
from speedgames.core.rng import Stream
from speedgames.core.saves import list_saves, save_match
from speedgames.ui import registry
from tests.ui.harness import Driver, make_app


def _saved_game(app, monkeypatch, game_id: str, save_id: str, when: str, moves: int) -> dict:
    """A real save of ``game_id`` (Anna against the computer), ``moves`` random legal moves in,
    last played at ``when``; returns its moves."""
    game = get_game(game_id)
    options = {**game.default_options(),
               "seats": [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}]}
    match = Match(game, options, 5)
    pick = Stream.derive(5, "open-games")
    for _ in range(moves):
        seat = match.state.to_move()[0]
        match.apply(seat, pick.choice(match.state.legal_actions(seat)))
    monkeypatch.setattr(saves_mod, "now_iso", lambda: when)
    assert save_match(app.storage, match, save_id)
    return [list(m) for m in match.actions]


def _goes_on_with(scene, saved: list) -> str | None:
    """The save the game scene goes on with, after checking it begins with ``saved``'s moves
    (a computer may have moved on since)."""
    table = scene.table
    assert [list(m) for m in table.match.actions[:len(saved)]] == saved
    return table.save_id


def _listing(app, game_id: str):
    """The Offene Partien of ``game_id``, opened over the Kontor."""
    drive = Driver(app)
    drive.frames(1)
    app.open("open_games", game=game_id)
    drive.frames(1)
    assert app.stack.top.name == "open_games"
    return drive, app.stack.top


@pytest.fixture
def two_saves(tmp_path, monkeypatch):
    def make(game_id):
        app = make_app(tmp_path)
        older = _saved_game(app, monkeypatch, game_id, "older", "2026-12-01T19:00:00", 2)
        newer = _saved_game(app, monkeypatch, game_id, "newer", "2026-12-02T21:00:00", 4)
        app.shutdown()
        return make_app(tmp_path), older, newer
    return make


@pytest.mark.parametrize("game_id", registry.GAMES)
def test_with_two_unfinished_games_fortsetzen_lists_both_and_goes_on_with_the_chosen_one(
        two_saves, game_id):
    app, older, newer = two_saves(game_id)
    try:
        drive = Driver(app)
        drive.frames(1)
        card = {c.game: c for c in app.stack.top.cards}[game_id]
        assert card.resume.visible
        assert card.resume_label() == t("ui.kontor.resume_many", n=2)
        drive.click_widget(card.resume)
        listing = app.stack.top
        assert listing.name == "open_games"
        assert [s.save_id for s in listing.saves] == ["newer", "older"]
        drive.key("down")
        drive.key("return")
        drive.frames(5)
        game = app.stack.top
        assert game.name == f"{game_id}.game"
        assert _goes_on_with(game, older) == "older"
        assert app.errors == []
    finally:
        app.shutdown()


def test_the_first_entf_only_asks_the_second_throws_the_game_away(two_saves):
    app, _, _ = two_saves(registry.GAMES[0])
    try:
        drive, listing = _listing(app, registry.GAMES[0])
        drive.key("delete")
        drive.frames(1)
        assert listing.asked == "newer"
        assert len(list_saves(app.storage, registry.GAMES[0])) == 2
        drive.key("delete")
        drive.frames(1)
        assert [s.save_id for s in list_saves(app.storage, registry.GAMES[0])] == ["older"]
        assert [s.save_id for s in listing.saves] == ["older"]
    finally:
        app.shutdown()


def test_moving_to_another_game_forgets_the_question(two_saves):
    app, _, _ = two_saves(registry.GAMES[1])
    try:
        drive, listing = _listing(app, registry.GAMES[1])
        drive.key("delete")
        drive.key("down")
        drive.key("delete")
        drive.frames(1)
        assert listing.asked == "older"
        assert len(list_saves(app.storage, registry.GAMES[1])) == 2
    finally:
        app.shutdown()


def test_with_one_unfinished_game_fortsetzen_goes_straight_back_to_it(tmp_path, monkeypatch):
    game_id = registry.GAMES[2]
    app = make_app(tmp_path)
    saved = _saved_game(app, monkeypatch, game_id, "only", "2026-12-02T21:00:00", 3)
    app.shutdown()
    app = make_app(tmp_path)
    try:
        drive = Driver(app)
        drive.frames(1)
        card = {c.game: c for c in app.stack.top.cards}[game_id]
        assert card.resume_label() != t("ui.kontor.resume_many", n=1)
        drive.click_widget(card.resume)
        drive.frames(5)
        assert app.stack.top.name == f"{game_id}.game"
        assert _goes_on_with(app.stack.top, saved) == "only"
    finally:
        app.shutdown()


def test_the_list_with_nothing_open_says_so_and_draws(tmp_path):
    app = make_app(tmp_path)
    try:
        drive = Driver(app)
        app.open("open_games", game=registry.GAMES[0])
        drive.frames(2)
        assert app.stack.top.saves == []
        assert app.errors == []
    finally:
        app.shutdown()


def test_the_kontor_lists_the_unfinished_games_of_every_game_in_one_place(tmp_path,
                                                                          monkeypatch):
    """One save in each game: no card says „n offene Partien“, yet the Kontor's own
    „Offene Partien · 3“ opens one list of all three, newest first, each naming its game; the
    chosen one goes on (a click), and the per-game list stays."""
    app = make_app(tmp_path)
    moves = {}
    for i, game_id in enumerate(registry.GAMES):
        moves[game_id] = _saved_game(app, monkeypatch, game_id, "s", f"2026-12-0{i + 1}T20:00:00",
                                     2)
    app.shutdown()
    app = make_app(tmp_path)
    try:
        drive = Driver(app)
        drive.frames(1)
        kontor = app.stack.top
        assert kontor.name == "kontor"
        assert kontor.open_count == 3 and kontor.open_btn in kontor.focus.widgets
        assert "3" in kontor.open_btn.label()
        drive.click_widget(kontor.open_btn)
        drive.frames(2)
        scene = app.stack.top
        assert scene.name == "open_games" and scene.game_id == "all"
        assert [s.game_id for s in scene.saves] == list(reversed(registry.GAMES))
        drive.key("down")
        drive.key("return")
        drive.frames(5)
        game_scene = app.stack.top
        assert game_scene.name == f"{registry.GAMES[1]}.game"
        assert _goes_on_with(game_scene, moves[registry.GAMES[1]]) == "s"
        assert app.errors == []
    finally:
        app.shutdown()


def test_without_any_unfinished_game_the_kontor_shows_no_list_button(tmp_path):
    app = make_app(tmp_path)
    try:
        Driver(app).frames(1)
        kontor = app.stack.top
        assert kontor.open_count == 0 and kontor.open_btn not in kontor.focus.widgets
    finally:
        app.shutdown()


def test_a_solo_line_names_its_mode(tmp_path):
    from speedgames.core.saves import SaveInfo
    from speedgames.ui.open_games import line_for

    app = make_app(tmp_path)
    try:
        game = registry.GAMES[0]
        meta = {"updated": "2026-12-02T21:40:00", "seats": ["Anna"], "mode": "meisterbrief",
                "where": {"kind": "round", "n": 3}}
        save = SaveInfo(game_id=game, save_id="m", name="", updated=meta["updated"],
                        started=meta["updated"], actions=3, over=False, meta=meta)
        assert line_for(save).endswith(t("ui.stats.mode.meisterbrief"))
        daily = SaveInfo(game_id=game, save_id="d", name="", updated=meta["updated"],
                         started=meta["updated"], actions=3, over=False,
                         meta={**meta, "mode": "daily"})
        assert line_for(daily).endswith(t(f"ui.stats.daily_name.{game}"))
    finally:
        app.shutdown()


def _two_people_save(app, monkeypatch, game_id: str) -> None:
    game = get_game(game_id)
    options = {**game.default_options(),
               "seats": [{"kind": "human", "name": "Karin"}, {"kind": "human", "name": "Otto"}]}
    match = Match(game, options, 5)
    pick = Stream.derive(5, "give-up")
    for _ in range(2):
        seat = match.state.to_move()[0]
        match.apply(seat, pick.choice(match.state.legal_actions(seat)))
    monkeypatch.setattr(saves_mod, "now_iso", lambda: "2026-12-02T21:00:00")
    assert save_match(app.storage, match, "kt")


def _kept(root) -> dict:
    """Every file the game left behind except the saves and settings (the records), with the
    random profile ids and the clock times made alike."""
    import re

    def alike(text: str) -> str:
        text = re.sub(r'"p[0-9a-f]{12}"', '"p"', text)
        return re.sub(r'\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[^"]*', "T", text)

    return {str(p.relative_to(root)): alike(p.read_text(encoding="utf-8"))
            for p in sorted(root.rglob("*.json"))
            if "saves" not in p.parts and p.name != "settings.json"}


@pytest.mark.parametrize("game_id", registry.GAMES)
def test_giving_up_from_the_list_counts_exactly_as_giving_up_in_the_game(tmp_path, monkeypatch,
                                                                          game_id):
    results = {}
    for way in ("list", "menu"):
        root = tmp_path / way
        app = make_app(root)
        _two_people_save(app, monkeypatch, game_id)
        app.shutdown()
        app = make_app(root)
        try:
            if way == "list":
                drive, scene = _listing(app, game_id)
                drive.key("delete")
                assert scene.asked == "kt" and list_saves(app.storage, game_id)  # asks first
                drive.key("delete")
            else:
                drive = Driver(app)
                drive.frames(1)
                app.open(f"{game_id}.game", save=list_saves(app.storage, game_id)[0])
                table = app.stack.top.table
                seat = table.holder if table.holder is not None else table.people[0]
                for notice in table.give_up(seat):
                    app.toast(notice, "warn")
                app.home()
            drive.frames(3)
            assert list_saves(app.storage, game_id) == []
            assert app.errors == []
        finally:
            app.shutdown()
        results[way] = _kept(root / "data")
    assert results["list"] == results["menu"]
    assert any('"abandoned":1' in text for text in results["list"].values()), "it was counted"
