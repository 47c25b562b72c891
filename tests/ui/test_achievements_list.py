"""„Meine Partien“'s Erfolge are pygame-gui's (#31): a ``UIScrollingContainer`` of text boxes and
star images (ui/achievements_page.py) that shows every achievement in order, scrolls by the
wheel over it and by the page keys and Home/End, and fits its text at 150 % in both themes."""

from __future__ import annotations

import pygame
import pytest

from speedgames.core import i18n
from speedgames.ui import statistics_scene
from speedgames.ui.statistics_scene import StatisticsScene
from speedgames.ui.widgets import clipping
from tests.ui.shared_screens_harness import frame, key, make_app


def _scene(tmp_path, theme="dark", scale=100, size=(1024, 700), lang="en", game="rocket"):
    app = make_app(tmp_path, size=size, lang=lang, theme=theme)
    i18n.set_language(lang)
    app.set_text_scale(scale)
    kwargs = statistics_scene._preview(game)
    kwargs["view"] = "achievements"
    scene = StatisticsScene(app, **kwargs)
    app.push(scene)
    frame(app, n=2)
    return app, scene


def _boxes(scene):
    import pygame_gui

    return [e for e in scene.ach_page.elements() if isinstance(e, pygame_gui.elements.UITextBox)]


def _texts(scene):
    return [box.html_text for box in _boxes(scene)]


@pytest.mark.parametrize("theme", ["dark", "light"])
@pytest.mark.parametrize("scale", [100, 150])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_achievement_is_a_name_and_a_description_in_order_unclipped(tmp_path, theme,
                                                                          scale, lang):
    import pygame_gui

    with clipping.recording() as clips:
        app, scene = _scene(tmp_path, theme, scale, lang=lang)
    try:
        assert not clips, "\n".join(map(str, clips))
        rows = scene.achievement_rows()
        assert len(rows) == len(scene.achievements) >= 5
        boxes = _boxes(scene)
        assert len(boxes) == 2 * len(rows)
        texts = _texts(scene)
        for i, row in enumerate(rows):
            assert row.name in texts[2 * i] and "<b>" in texts[2 * i]
            assert row.desc.split(" · ")[0] in texts[2 * i + 1]
        stars = [e for e in scene.ach_page.elements()
                 if isinstance(e, pygame_gui.elements.UIImage)]
        assert len(stars) == len(rows)
        inner = scene.ach_page.container.scrollable_container.rect
        width = scene.ach_page.content_width
        top = inner.y
        for box in boxes:  # one below the other, within the list's width, nothing cut
            assert box.rect.y >= top
            top = box.rect.bottom
            assert box.rect.right <= inner.x + width
            assert box.rect.height > 0
        assert scene.ach_page.content_height >= top - inner.y
        # the panel's colour shows through: no ground, the palette's text colour
        gui = scene.ach_page.manager.get_theme()
        colours = gui.get_colour_or_gradient("dark_bg", ["#achievement_name", "text_box"])
        assert colours.a == 0
        assert not app.errors
    finally:
        app.shutdown()


def test_open_achievements_are_dimmed_earned_ones_in_the_text_colour(tmp_path):
    app, scene = _scene(tmp_path, "light")
    try:
        th = app.theme
        hex_of = "#{:02x}{:02x}{:02x}".format
        texts = _texts(scene)
        rows = scene.achievement_rows()
        assert rows[0].done and not rows[-1].done
        assert hex_of(*th.color("text")[:3]) in texts[0]
        assert hex_of(*th.color("text_dim")[:3]) in texts[-2]
    finally:
        app.shutdown()


def test_the_list_scrolls_by_page_keys_home_end_and_the_wheel_over_it(tmp_path):
    app, scene = _scene(tmp_path, scale=150)
    try:
        page = scene.ach_page
        assert page.max_offset > 0, "at 1024×700 and 150 % the Erfolge are taller than the panel"
        first = _boxes(scene)[0]
        top = first.rect.y
        key(app, pygame.K_PAGEDOWN)
        assert page.offset > 0 and first.rect.y == top - page.offset
        key(app, pygame.K_END)
        assert page.offset == page.max_offset
        key(app, pygame.K_HOME)
        assert page.offset == 0
        # the wheel over the list moves it a line a notch; over the figures it does nothing
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=page.rect.center, rel=(0, 0),
                                        buttons=(0, 0, 0)))
        app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
        assert page.offset == page.line
        app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, page.rect.centery),
                                        rel=(0, 0), buttons=(0, 0, 0)))
        app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
        assert page.offset == page.line
        frame(app)
        assert not app.errors
    finally:
        app.shutdown()


def test_the_trends_tab_hides_the_list_and_its_keys(tmp_path):
    app, scene = _scene(tmp_path, scale=150)
    try:
        scene.trends_tab.activate()
        frame(app)
        key(app, pygame.K_END)
        assert scene.ach_page.offset == 0
        scene.ach_tab.activate()
        frame(app)
        key(app, pygame.K_END)
        assert scene.ach_page.offset == scene.ach_page.max_offset > 0
    finally:
        app.shutdown()


def test_a_language_switch_builds_the_list_in_the_other_language(tmp_path):
    app, scene = _scene(tmp_path, lang="en")
    try:
        english = _texts(scene)
        i18n.set_language("de")
        frame(app)
        german = _texts(scene)
        assert german != english and len(german) == len(english)
        assert scene.achievement_rows()[0].name in german[0]
    finally:
        i18n.set_language("en")
        app.shutdown()
