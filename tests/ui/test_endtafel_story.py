"""The Endtafel's story views (#29): tabs for the table, each chart and the score's parts; every
view fits its panel at 1024×700 and 1920×1080, 100 % and 150 % text, in both languages and
themes, with no text clipped; a record that does not replay leaves the plain table."""

from __future__ import annotations

import pygame
import pytest

from speedgames.core import catalog, i18n
from speedgames.ui import registry
from speedgames.ui.endtafel import EndtafelScene
from speedgames.ui.endtafel_story import StoryTabs, story_from_record
from speedgames.ui.widgets import clipping
from tests.ui.harness import Driver, make_app

GAMES = catalog.game_ids()
COMBOS = [((1024, 700), "de", "dark", 150), ((1024, 700), "en", "light", 150),
          ((1920, 1080), "en", "dark", 150), ((1920, 1080), "de", "light", 100),
          ((1024, 700), "de", "light", 100)]


def _variants(app, game_id):
    registry.discover()
    info = next(i for i in registry.infos() if i.name == f"{game_id}.endtafel")
    return info.sample_variants(app)


@pytest.mark.parametrize("combo", COMBOS, ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}-{c[2]}-{c[3]}")
def test_every_story_view_fits_its_panel_and_clips_no_text(tmp_path, combo):
    size, lang, theme, scale = combo
    app = make_app(tmp_path, lang=lang, theme=theme, size=size)
    try:
        app.set_text_scale(scale)
        drive = Driver(app)
        seen = []
        with clipping.recording() as clips:
            for game_id in GAMES:
                for stem, kwargs in _variants(app, game_id):
                    scene = EndtafelScene(app, **kwargs)
                    app.push(scene)
                    drive.frames(2)
                    assert scene.story is not None and scene.story.view == kwargs["view"]
                    tabs = scene.story.tabs
                    buttons = [b for b in (scene.kontor_button, scene.again_button)]
                    screen = pygame.Rect(0, 0, *size)
                    for widget in tabs + buttons:
                        assert screen.contains(widget.rect), (stem, widget.rect)
                    # the tabs sit above the buttons, side by side without overlapping
                    assert max(t.rect.bottom for t in tabs) < min(b.rect.y for b in buttons)
                    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(tabs)
                                   for b in tabs[i + 1:])
                    seen.append(stem)
                    app.stack.pop()
        assert not app.errors, app.errors[-1]
        mine = [c for c in clips if "charts" in c.site or "endtafel" in c.site]
        assert not mine, "\n".join(map(str, mine))
        assert len(seen) == sum(len(_variants(None, g)) for g in GAMES)
    finally:
        app.shutdown()
        i18n.set_language("de")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_keys_and_the_tabs_switch_between_table_and_charts(tmp_path, game_id):
    app = make_app(tmp_path)
    try:
        drive = Driver(app)
        _stem, kwargs = _variants(app, game_id)[0]
        scene = EndtafelScene(app, **dict(kwargs, view="table"))
        app.push(scene)
        drive.frames(2)
        story = scene.story
        assert story.views[0] == "table" and story.views[-1] == "parts"
        assert len(story.views) == len(story.story.charts) + 2
        drive.key("2")
        assert story.view == story.views[1]
        drive.key(str(len(story.views)))
        assert story.view == "parts"
        drive.click(story.tabs[0].rect.center)
        assert story.view == "table"
        assert not app.errors
    finally:
        app.shutdown()


def test_a_record_that_does_not_replay_leaves_the_plain_table(tmp_path):
    app = make_app(tmp_path)
    try:
        _stem, kwargs = _variants(app, GAMES[0])[0]
        broken = dict(kwargs["record"], actions=[[0, {"type": "nonsense"}]])
        assert story_from_record(broken) is None
        assert story_from_record(None) is None
        assert story_from_record({"game": "chess"}) is None
        kw = {k: v for k, v in kwargs.items() if k != "story"}
        scene = EndtafelScene(app, **dict(kw, record=broken))
        app.push(scene)
        Driver(app).frames(2)
        assert scene.story is None and not app.errors
    finally:
        app.shutdown()


def test_a_story_of_other_seats_than_the_table_shows_no_charts(tmp_path):
    app = make_app(tmp_path)
    try:
        _stem, kwargs = _variants(app, GAMES[0])[0]
        scene = EndtafelScene(app, **dict(kwargs, rows=kwargs["rows"][:2]))
        assert scene.story is None
    finally:
        app.shutdown()


def test_the_legend_and_bars_follow_the_tables_order_in_the_seats_colours():
    from speedgames.core.story import Chart, Part, Story
    from speedgames.ui.endtafel import EndRow

    story = Story("x", "k", (0, 1), (Chart("a", "t", "tab", ((0.0, 1.0), (0.0, 5.0))),),
                  (Part("p", (1.0, 5.0)),), (1.0, 5.0))
    rows = [EndRow(1, "Ben", 5, seat=1), EndRow(2, "Anna", 1, seat=0)]
    tabs = StoryTabs(story, rows, [(1, 1, 1), (2, 2, 2)])
    assert tabs._order() == [1, 0]
    assert tabs.colour(1) == (2, 2, 2) and tabs._names() == {1: "Ben", 0: "Anna"}


def test_a_chart_is_drawn_anew_for_another_language_size_or_view(tmp_path):
    app = make_app(tmp_path)
    try:
        _stem, kwargs = _variants(app, GAMES[0])[0]
        scene = EndtafelScene(app, **kwargs)
        app.push(scene)
        drive = Driver(app)
        drive.frames(2)
        drive.frames(2)
        assert len(scene.story._cache) == 1          # redrawn from the kept picture
        i18n.set_language("en")
        drive.frames(2)
        assert len(scene.story._cache) == 2
        drive.key("1")
        drive.frames(2)   # the table with the first chart under it: another size
        assert len(scene.story._cache) == 3
    finally:
        app.shutdown()
        i18n.set_language("de")


@pytest.mark.parametrize("combo", [((1024, 700), "de", "dark"), ((1024, 700), "en", "light"),
                                   ((1920, 1080), "en", "dark"), ((1920, 1080), "de", "light")],
                         ids=lambda c: f"{c[0][0]}x{c[0][1]}-{c[1]}-{c[2]}")
def test_at_150_percent_the_table_view_shows_the_small_chart_instead_of_a_gap(tmp_path, combo):
    """#30: at 1024×700 with 150 % text the Endtafel of four seats stood with a gap of ≈170 px
    between the table and the buttons — the small chart's legend over it left no plot. With the
    legend beside it the chart stands there, down to the buttons, no text clipped."""
    size, lang, theme = combo
    app = make_app(tmp_path, lang=lang, theme=theme, size=size)
    try:
        app.set_text_scale(150)
        drive = Driver(app)
        with clipping.recording() as clips:
            for game_id in GAMES:
                stem, kwargs = _variants(app, game_id)[0]
                scene = EndtafelScene(app, **dict(kwargs, view="table"))
                app.push(scene)
                drive.frames(2)
                assert len(scene.rows) == 4
                room = getattr(scene, "preview_rect", None)
                assert room is not None, stem
                assert scene._table.bottom < room.top
                assert 0 <= scene.kontor_button.rect.top - room.bottom <= app.theme.px(30), stem
                app.stack.pop()
        assert not app.errors, app.errors[-1]
        mine = [c for c in clips if "charts" in c.site or "endtafel" in c.site]
        assert not mine, "\n".join(map(str, mine))
    finally:
        app.shutdown()
