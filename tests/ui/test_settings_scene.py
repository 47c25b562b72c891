"""„Einstellungen“: every change applies at once, is saved, and works by keyboard and mouse."""

from __future__ import annotations

import json

from speedgames.core import i18n
from speedgames.core.i18n import t


def _open(app, drive):
    drive.click_widget(app.stack.top.settings_btn)
    assert app.stack.top.name == "settings"
    return app.stack.top


def _saved(app) -> dict:
    return json.loads((app.storage.root / "settings.json").read_text(encoding="utf-8"))


def test_language_switches_live_by_keyboard_and_is_saved(app, drive):
    scene = _open(app, drive)
    assert scene.focus.focused is scene.language
    drive.key("right")
    assert app.settings.language == "en"
    assert i18n.language() == "en"
    assert _saved(app)["language"] == "en"
    assert scene.back_btn.label() == "Back"
    drive.key("escape")
    kontor = app.stack.top
    assert kontor.name == "kontor"
    assert kontor.quit_btn.label() == "Quit"
    drive.click_widget(kontor.settings_btn)
    drive.key("left")
    assert i18n.language() == "de"
    assert app.stack.top.back_btn.label() == "Zurück"


def test_theme_switches_by_mouse_on_the_arrow(app, drive):
    scene = _open(app, drive)
    before = app.theme.name
    _, right = scene.theme._arrow_rects()
    drive.click(right.center)
    assert app.theme.name != before
    assert _saved(app)["theme"] == app.theme.name
    assert scene.theme.value == app.theme.name


def test_sound_toggle_and_music_choice_are_saved(app, drive):
    scene = _open(app, drive)
    sound = app.settings.sound
    drive.click_widget(scene.sound)
    assert app.settings.sound is (not sound)
    assert _saved(app)["sound"] is (not sound)
    scene.focus.focus(scene.music)
    drive.key("right")
    assert app.settings.music == "organ"
    assert _saved(app)["music"] == "organ"


def test_game_view_options_toggle_by_keyboard(app, drive):
    scene = _open(app, drive)
    for widget, field in ((scene.danger, "danger_percent"), (scene.cost, "cost_table"),
                          (scene.follow, "follow_chooser")):
        before = getattr(app.settings, field)
        scene.focus.focus(widget)
        drive.key("space")
        assert getattr(app.settings, field) is (not before)
        assert _saved(app)[field] is (not before)


def test_animations_choice_cycles_through_all_values(app, drive):
    scene = _open(app, drive)
    scene.focus.focus(scene.animations)
    seen = set()
    for _ in range(3):
        drive.key("right")
        seen.add(app.settings.animations)
    assert seen == {"normal", "fast", "off"}


def test_tab_reaches_every_row_and_arrows_move_down_a_column(app, drive):
    scene = _open(app, drive)
    reached = {id(scene.focus.focused)}
    for _ in scene.focus.widgets:
        drive.key("tab")
        reached.add(id(scene.focus.focused))
    assert {id(w) for w in scene.focus.widgets} == reached
    scene.focus.focus(scene.language)
    order = []
    for _ in range(3):
        drive.key("down")
        order.append(scene.focus.focused)
    assert order == [scene.window, scene.sound, scene.music]
    scene.focus.focus(scene.theme)
    drive.key("down")
    assert scene.focus.focused is scene.animations
    drive.key("escape")
    assert app.stack.top.name == "kontor"


def test_settings_screen_fits_in_both_themes_and_languages(app, drive, shots):
    scene = _open(app, drive)
    for theme in ("dark", "light"):
        app.set_theme(theme)
        for lang in ("de", "en"):
            app.set_language(lang)
            for size in ((1024, 700), (1280, 800)):
                app.resize(size)
                drive.frames(1)
                for _, rect, widgets in scene.sections:
                    assert app.screen.get_rect().contains(rect)
                    for w in widgets:
                        assert rect.contains(w.rect)
                assert app.screen.get_rect().contains(scene.back_btn.rect)
            drive.screenshot(shots / f"settings-{theme}-{lang}.png")
    assert t("ui.settings.title")
    assert app.errors == []
