"""„Meine Partien“ and „Bestenliste“ read the saved records and show them per game."""

import json

import pygame
import pytest

from speedgames.core import i18n, records
from speedgames.core.profiles import add_profile
from speedgames.ui.leaderboard_scene import LeaderboardScene, list_label
from speedgames.ui.records_common import format_date, format_number
from speedgames.ui.statistics_scene import StatisticsScene
from tests.core.fakegame import install, play, seats
from tests.ui.shared_screens_harness import frame, key, make_app, tab_to


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path)
    yield app
    i18n.set_language("de")


@pytest.fixture
def games(monkeypatch):
    return install(monkeypatch)


def record(app, games, game_id, seed, names=("Anna", "ai:strong"), extras=None):
    match = play(games[game_id], {"seats": seats(*names), "mode": "table"}, seed)
    records.record_game(app.storage, game_id, match.record(), match.state.result(),
                        extras=extras)
    return match


def test_numbers_and_dates_in_both_languages():
    assert format_number(8.6, "de") == "8,6" and format_number(8.6, "en") == "8.6"
    assert format_number(12.0, "de") == "12" and format_number(None) == "–"
    assert format_date("2026-11-30T20:15:00", "de") == "30.11.2026"
    assert format_date("2026-11-30T20:15:00", "en") == "2026-11-30"
    assert format_date("kaputt", "de") == "kaputt"


def test_statistics_show_the_profiles_figures_and_achievements(app, games):
    for seed in range(3):
        record(app, games, "rocket", seed, extras={0: {"max_rocket": 41 + seed, "min_misfires": 0,
                                                       "fav_chip": {"P": 3, "R": 1}}})
    scene = StatisticsScene(app, game="rocket", profile="Anna")
    app.push(scene)
    frame(app)
    figures = dict(scene.figures())
    assert figures["Partien"] == "3"
    assert figures["Höchste Rakete"] == "Feld 43"
    assert figures["Liebstes Pulver"] == "Purpur"
    earned = {a.id: when for a, when in scene.achievements}
    assert earned["rocket.no_misfire"] and not earned["rocket.wins_10"]


def test_switching_the_game_by_keyboard_reloads_the_figures(app, games):
    record(app, games, "rocket", 1)
    record(app, games, "tulpe", 2)
    record(app, games, "tulpe", 3)
    scene = StatisticsScene(app, game="rocket", profile="Anna")
    app.push(scene)
    tab_to(app, scene.focus, scene.game_choice)
    key(app, pygame.K_RIGHT)  # Speedsprit: nothing played
    assert scene.game_id == "sprit" and dict(scene.figures())["Partien"] == "0"
    key(app, pygame.K_RIGHT)
    assert scene.game_id == "tulpe" and dict(scene.figures())["Partien"] == "2"
    i18n.set_language("en")
    assert dict(scene.figures())["Games"] == "2"


def test_switching_the_profile(app, games):
    record(app, games, "sprit", 1, names=("Anna", "Berta"))
    record(app, games, "sprit", 2, names=("Berta", "ai:easy"))
    scene = StatisticsScene(app, game="sprit", profile="Anna")
    app.push(scene)
    assert dict(scene.figures())["Partien"] == "1"
    tab_to(app, scene.focus, scene.profile_choice)
    while scene.profile != "Berta":
        key(app, pygame.K_RIGHT)
    assert dict(scene.figures())["Partien"] == "2"


def test_statistics_without_any_profile_explain_themselves(app):
    scene = StatisticsScene(app, game="tulpe")
    app.push(scene)
    frame(app)
    assert scene.profile is None and scene.figures() == []


def test_leaderboard_lists_only_verified_entries_best_first(app, games):
    for seed in range(5):
        record(app, games, "sprit", seed, names=("Anna", "Berta", "ai:normal"))
    path = app.storage.path("records/sprit.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    tampered = data["lists"]["table"][0]
    tampered["value"] = tampered["value"] + 1000  # a forged entry never shows
    path.write_text(json.dumps(data), encoding="utf-8")
    records._verified.clear()
    scene = LeaderboardScene(app, game="sprit")
    app.push(scene)
    frame(app)
    values = [e.value for e in scene.entries]
    assert len(values) == 9 and values == sorted(values, reverse=True)
    assert all(e.value < 1000 for e in scene.entries)
    first = scene.entries[0]
    assert scene.cell(first, "pos")[0] == "1."
    assert scene.cell(first, "place")[0].endswith("von 3")


def test_leaderboard_offers_the_games_lists_and_todays_daily(app):
    from speedgames.core.daily import today

    scene = LeaderboardScene(app, game="rocket")
    ids = scene.lists()
    assert ids[:5] == ["table", "computer", "solo", "rekordjagd", "meisterbrief"]
    assert f"daily:{today()}" in ids
    assert list_label("rocket", "daily:2026-11-30") == "Tagesrätsel 30.11.2026"
    assert list_label("sprit", "daily:2026-11-30") == "Tagesetappe 30.11.2026"
    assert list_label("tulpe", "rekordjagd") == "Rekordjagd"
    app.push(scene)
    tab_to(app, scene.focus, scene.list_choice)
    key(app, pygame.K_RIGHT)
    assert scene.list_id == "computer" and scene.entries == []
    key(app, pygame.K_RIGHT)
    assert scene.list_id == "solo" and scene.entries == []


def test_the_leaderboard_shows_one_person_against_computers_under_gegen_computer(app, games):
    record(app, games, "tulpe", 1, names=("Anna", "ai:easy", "ai:strong"))
    record(app, games, "tulpe", 2, names=("Berta", "Carl", "ai:normal"))
    scene = LeaderboardScene(app, game="tulpe")
    app.push(scene)
    frame(app)
    assert "computer" in scene.lists() and "table" in scene.lists()
    assert dict(scene.list_choice.options)["computer"]() == "Gegen Computer"
    assert list_label("tulpe", "computer") == "Gegen Computer"
    assert scene.list_id == "table"
    assert sorted(e.name for e in scene.entries) == ["Berta", "Carl"]
    tab_to(app, scene.focus, scene.list_choice)
    key(app, pygame.K_RIGHT)
    frame(app)
    assert scene.list_id == "computer"
    assert [e.name for e in scene.entries] == ["Anna"]
    assert scene.cell(scene.entries[0], "place")[0].endswith("von 3")  # place and bonus count
    i18n.set_language("en")
    assert list_label("tulpe", "computer") == "Against the computer"


def test_meine_partien_count_games_against_computers_apart(app, games):
    record(app, games, "sprit", 1, names=("Anna", "ai:easy"))
    record(app, games, "sprit", 2, names=("Anna", "Berta"))
    scene = StatisticsScene(app, game="sprit", profile="Anna")
    app.push(scene)
    frame(app)
    assert scene.stats.by_mode == {"computer": 1, "table": 1}
    line = scene._modes_line()
    assert "Gegen Computer: 1" in line and "Am Tisch: 1" in line


def test_long_lists_scroll_by_keys(app, games):
    for seed in range(20):
        record(app, games, "tulpe", seed, names=("Anna", "Berta"))
    menu = StatisticsScene(app, game="tulpe")
    app.push(menu)
    scene = LeaderboardScene(app, game="tulpe")
    app.push(scene)
    frame(app)
    assert scene.scroll.max_offset > 0
    key(app, pygame.K_END)
    assert scene.scroll.offset == scene.scroll.max_offset
    key(app, pygame.K_HOME)
    assert scene.scroll.offset == 0
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_screens_draw_in_both_themes_and_languages(app, games, size):
    record(app, games, "rocket", 1)
    add_profile(app.storage, "Sehr langer Name für eine Spielerin", touch=True)
    app.resize(size)
    for theme in ("dark", "light"):
        app.set_theme(theme)
        for lang in ("de", "en"):
            app.set_language(lang)
            for cls in (StatisticsScene, LeaderboardScene):
                scene = cls(app, game="rocket")
                app.push(scene)
                frame(app)
                window = pygame.Rect(0, 0, *size)
                assert all(window.contains(w.rect) for w in scene.focus.widgets)
                app.stack.pop()


def test_preview_samples_show_figures_without_writing_anything(app):
    from speedgames.ui import registry

    for name in ("statistics", "leaderboard"):
        info = registry.get(name)
        for _stem, kwargs in info.sample_variants(app):
            scene = registry.create(app, name, **kwargs)
            app.push(scene)
            frame(app)
            app.stack.pop()
    stats = registry.create(app, "statistics", **registry.get("statistics").sample_kwargs(app))
    assert dict(stats.figures())["Partien"] == "23"
    board = registry.create(app, "leaderboard", **registry.get("leaderboard").sample_kwargs(app))
    assert len(board.entries) == 8
    assert not app.storage.path("records").exists() or not any(
        app.storage.path("records").iterdir())


def test_leaderboard_opens_on_a_list_that_holds_entries(app, games):
    """After a solo game (the „Solo“ list) the Bestenliste does not greet with an empty „Am
    Tisch“; switching to a game with only table entries shows those."""
    record(app, games, "rocket", 1, names=("Anna",))
    record(app, games, "sprit", 2, names=("Anna", "ai:normal"))
    scene = LeaderboardScene(app, game="rocket")
    app.push(scene)
    frame(app)
    assert scene.list_id == "solo" and len(scene.entries) == 1
    assert scene.list_choice.value == "solo"
    tab_to(app, scene.focus, scene.game_choice)
    key(app, pygame.K_RIGHT)
    assert scene.game_id == "sprit"   # one person against a computer: „Gegen Computer“ (#27)
    assert scene.list_id == "computer" and len(scene.entries) == 1
    empty = LeaderboardScene(app, game="tulpe")
    assert empty.list_id == "table" and empty.entries == []


def test_an_empty_bestenliste_says_so_and_how_to_get_an_entry(app):
    from speedgames.ui.leaderboard_scene import empty_text

    scene = LeaderboardScene(app, game="tulpe", list_id="rekordjagd")
    app.push(scene)
    frame(app)
    assert scene.entries == []
    text = empty_text("tulpe", "rekordjagd")
    assert text.startswith("Noch keine Einträge") and "Rekordjagd" in text
    assert "Tagesblatt" in empty_text("tulpe", "daily:2026-12-01")
    i18n.set_language("en")
    assert "No" in empty_text("sprit", "table") or "no" in empty_text("sprit", "table")


def test_meisterbrief_entries_show_level_and_readable_stars_and_the_table_a_purse(app, games):
    from dataclasses import replace

    from speedgames.core import purses

    record(app, games, "rocket", 1, names=("Anna", "Berta"))
    purses.settle(app.storage, purses.game_key("rocket", 1), {"Anna": 15})
    record(app, games, "rocket", 2, names=("Anna", "Berta"))   # a game without an Einsatz
    purses.settle(app.storage, "rocket:later", {"Anna": -40})   # today's purse: 75
    scene = LeaderboardScene(app, game="rocket", list_id="table")
    app.push(scene)
    frame(app)
    annas = {e.record["seed"]: e for e in scene.entries if e.name == "Anna"}
    anna = annas[1]
    assert "purse" in [k for k, *_ in scene._columns(app.theme, 1200)]
    # #30: each entry shows the purse its game left, not today's; none for a game without one
    assert scene.cell(anna, "purse")[0] == "115"
    assert scene.cell(annas[2], "purse")[0] == "–"
    zero = replace(anna, record={"options": {"level": 4}}, extras={"max_stars_4": 0})
    two = replace(anna, record={"options": {"level": 2}}, extras={"max_stars_2": 2})
    scene.list_id = "meisterbrief"
    keys = [k for k, *_ in scene._columns(app.theme, 1200)]
    assert "level" in keys and "stars" in keys
    assert scene.cell(zero, "level")[0] == "4" and scene.cell(zero, "stars")[0] == "☆☆☆"
    assert scene.cell(two, "stars")[0] == "★★☆"


def test_the_place_stands_at_the_size_of_the_score_and_bonus_it_explains(app, games):
    """#30: „1. von 3“ stood in the small type between Punkte, Platzbonus and Taler at the
    body size — it read as a label shrunk to fit. The figures of a table entry share one size;
    only the date and the notes are small."""
    for seed in range(3):
        record(app, games, "sprit", seed, names=("Anna", "Berta", "ai:normal"))
    scene = LeaderboardScene(app, game="sprit")
    app.push(scene)
    frame(app)
    entry = scene.entries[0]
    roles = {key: scene.cell(entry, key)[1] for key in ("score", "bonus", "place", "purse")}
    assert set(roles.values()) == {"body"}, roles
