"""„Meine Partien“'s Verlauf (#29): the kept games of the profile as a score line with the best
so far and the share of computers of each level finished ahead of; tabs beside the Erfolge; the
panel fits at 1024×700 and 1920×1080, 100 % and 150 % text, both languages, nothing clipped."""

from __future__ import annotations

import pytest

from speedgames.core import i18n, records
from speedgames.ui import trends_view
from speedgames.ui.statistics_scene import StatisticsScene
from speedgames.ui.widgets import clipping
from tests.core.fakegame import install, play, seats
from tests.ui.shared_screens_harness import frame, make_app


@pytest.fixture
def games(monkeypatch):
    return install(monkeypatch)


def record(app, games, game_id, seed, names):
    match = play(games[game_id], {"seats": seats(*names), "mode": "table"}, seed)
    records.record_game(app.storage, game_id, match.record(), match.state.result())
    return match.state.result()


def test_the_verlauf_shows_the_profiles_kept_games_oldest_first(tmp_path, games):
    app = make_app(tmp_path)
    try:
        results = [record(app, games, "sprit", seed, ("Anna", "ai:easy", "ai:strong"))
                   for seed in range(4)]
        record(app, games, "sprit", 9, ("Berta", "ai:easy"))   # not Anna's
        scene = StatisticsScene(app, game="sprit", profile="Anna")
        app.push(scene)
        frame(app)
        assert scene.right_view == "trends"
        assert scene.trends.scores == tuple(float(r["scores"][0]) for r in results)
        easy = next(lvl for lvl in scene.trends.levels if lvl[0] == "easy")
        assert easy[2] == 4 and easy[1] == sum(1 for r in results if r["ranks"][0] < r["ranks"][1])
        bars = trends_view.level_bars(scene.trends, "sprit")
        assert [b[0] for b in bars] == ["gegen leicht", "gegen normal", "gegen stark"]
        assert bars[1][2] == "–"   # no computer of that level met
        scene.ach_tab.activate()
        assert scene.right_view == "achievements"
        frame(app)
        scene.trends_tab.activate()
        assert scene.right_view == "trends" and not app.errors
    finally:
        app.shutdown()


def test_without_kept_games_the_erfolge_come_first_and_the_verlauf_says_so(tmp_path, games):
    app = make_app(tmp_path)
    try:
        from speedgames.core.profiles import add_profile

        add_profile(app.storage, "Anna")
        scene = StatisticsScene(app, game="tulpe", profile="Anna")
        app.push(scene)
        frame(app)
        assert scene.right_view == "achievements"
        scene.trends_tab.activate()
        with clipping.recording() as clips:
            frame(app)
        assert scene.right_view == "trends" and not app.errors
        assert not [c for c in clips if "trends" in c.site]
    finally:
        app.shutdown()


@pytest.mark.parametrize("size,lang,theme,scale", [((1024, 700), "de", "dark", 150),
                                                   ((1024, 700), "en", "light", 150),
                                                   ((1920, 1080), "de", "light", 150),
                                                   ((1920, 1080), "en", "dark", 100)])
def test_the_verlauf_fits_its_panel_and_clips_no_text(tmp_path, size, lang, theme, scale):
    from speedgames.ui.statistics_scene import _preview

    app = make_app(tmp_path, lang=lang, theme=theme, size=size)
    try:
        app.set_text_scale(scale)
        with clipping.recording() as clips:
            for game in ("rocket", "sprit", "tulpe"):
                scene = StatisticsScene(app, **_preview(game))
                app.push(scene)
                frame(app)
                assert scene.right_view == "trends"
                right = scene._right
                for tab in (scene.trends_tab, scene.ach_tab):
                    assert right.contains(tab.rect)
                assert not scene.trends_tab.rect.colliderect(scene.ach_tab.rect)
                app.stack.pop()
        mine = [c for c in clips if any(k in c.site for k in ("charts", "trends", "statistics"))]
        assert not mine, "\n".join(map(str, mine))
        assert not app.errors
    finally:
        app.shutdown()
        i18n.set_language("de")


def test_a_broken_history_file_leaves_the_verlauf_empty_not_the_screen(tmp_path, games):
    app = make_app(tmp_path)
    try:
        record(app, games, "rocket", 1, ("Anna", "ai:easy"))
        path = app.storage.path("history/rocket.json")
        path.write_text("{kaputt", encoding="utf-8")
        scene = StatisticsScene(app, game="rocket", profile="Anna")
        app.push(scene)
        frame(app)
        assert not app.errors or all("history" in str(e) for e in app.errors)
        assert scene.trends is None or scene.trends.games == 0
    finally:
        app.shutdown()
