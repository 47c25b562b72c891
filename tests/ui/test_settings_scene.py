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
    assert order == [scene.window, scene.text_size, scene.sound]
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


def test_text_size_grows_every_font_live_by_keyboard_and_is_saved(app, drive):
    scene = _open(app, drive)
    body_before = app.theme.font("body").get_height()
    back_before = scene.back_btn.rect.height
    scene.focus.focus(scene.text_size)
    for _ in range(10):  # to the end of the scale and past it: it stops at 150 %
        drive.key("right")
    assert app.settings.text_scale == 150 and _saved(app)["text_scale"] == 150
    assert app.theme.font("body").get_height() > body_before * 1.4
    assert scene.back_btn.rect.height > back_before  # the layout reflowed, not only the fonts
    assert scene.text_size.value == 150
    drive.key("escape")
    kontor = app.stack.top
    assert kontor.name == "kontor" and app.theme.text_scale == 1.5
    drive.click_widget(kontor.settings_btn)
    scene = app.stack.top
    scene.focus.focus(scene.text_size)
    for _ in range(10):
        drive.key("left")
    assert app.settings.text_scale == 90 and app.theme.font("body").get_height() < body_before


def test_text_size_by_mouse_on_the_arrows(app, drive):
    scene = _open(app, drive)
    left, right = scene.text_size._arrow_rects()
    drive.click(right.center)
    assert app.settings.text_scale == 110
    left, right = scene.text_size._arrow_rects()  # the row moved with the bigger text
    drive.click(left.center)
    drive.click(left.center)
    assert app.settings.text_scale == 90


def test_effects_and_music_volume_change_the_mixer_levels_and_are_saved(app, drive):
    scene = _open(app, drive)
    scene.focus.focus(scene.effects_volume)
    full = app.audio.effect_level("bang")
    for _ in range(3):
        drive.key("left")
    assert app.settings.effects_volume == 70 and _saved(app)["effects_volume"] == 70
    assert app.audio.effect_level("bang") == full * 0.7
    scene.focus.focus(scene.music_volume)
    for _ in range(12):
        drive.key("left")
    assert app.settings.music_volume == 0 and _saved(app)["music_volume"] == 0
    assert app.audio.music_level() == 0 and app.audio.music_for("dark") is None
    drive.key("right")
    assert app.settings.music_volume == 10 and app.audio.music_for("dark") == "brass"


def test_colour_symbols_switch_by_mouse_and_reach_the_theme(app, drive):
    scene = _open(app, drive)
    assert app.settings.colour_symbols and app.theme.seat_marks
    drive.click_widget(scene.symbols)
    assert not app.settings.colour_symbols and not app.theme.seat_marks
    assert _saved(app)["colour_symbols"] is False
    drive.key("escape")
    drive.click_widget(app.stack.top.settings_btn)
    assert app.stack.top.symbols.value is False


def test_the_new_settings_come_back_after_a_restart(tmp_path):
    from tests.ui.harness import Driver, make_app

    first = make_app(tmp_path)
    drive = Driver(first)
    drive.frames(1)
    drive.click_widget(first.stack.top.settings_btn)
    scene = first.stack.top
    scene.focus.focus(scene.text_size)
    drive.keys("right", "right")
    scene.focus.focus(scene.effects_volume)
    drive.key("left")
    drive.click_widget(scene.symbols)
    first.shutdown()
    again = make_app(tmp_path)
    again.frame(1 / 60)
    assert (again.settings.text_scale, again.settings.effects_volume) == (120, 90)
    assert again.theme.text_scale == 1.2 and not again.theme.seat_marks
    assert again.audio.effects_volume == 90
    again.shutdown()


def test_at_150_percent_text_every_row_and_label_fits_in_both_languages(app, drive, shots):
    from speedgames.ui.widgets import fit_font, label_text

    scene = _open(app, drive)
    app.set_text_scale(150)
    for lang in ("de", "en"):
        app.set_language(lang)
        for size in ((1024, 700), (1280, 800), (1920, 1080)):
            app.resize(size)
            drive.frames(1)
            screen = app.screen.get_rect()
            rects = [rect for _, rect, _ in scene.sections]
            for i, (_, rect, widgets) in enumerate(scene.sections):
                assert screen.contains(rect), (lang, size)
                assert not any(rect.colliderect(other) for other in rects[i + 1:])
                for w in widgets:
                    assert rect.contains(w.rect)
                    text = label_text(w.label)
                    font = fit_font(app.theme, "body", text, w.rect.width // 2)
                    assert font.get_linesize() <= w.rect.height, (lang, size, text)
            assert screen.contains(scene.back_btn.rect)
            assert not any(scene.back_btn.rect.colliderect(r) for r in rects)
            drive.screenshot(shots / f"settings-150-{size[0]}-{lang}.png")
    assert app.errors == []


def test_every_row_label_has_one_size_at_100_and_150_percent(app, drive):
    """#30: at 150 % text the last label („Speedtulpe: Feld folgt dem Wählenden“) was drawn
    smaller than the others; every row's label shares one size, and each fits its row."""
    scene = _open(app, drive)
    for percent in (100, 150):
        app.set_text_scale(percent)
        for lang in ("de", "en"):
            app.set_language(lang)
            for size in ((1024, 700), (1920, 1080)):
                app.resize(size)
                drive.frames(1)
                theme = app.theme
                rows = [w for _, _, ws in scene.sections for w in ws]
                drawn = [w.label_lines(theme) for w in rows]
                heights = {font.get_height() for font, _ in drawn}
                assert len(heights) == 1, (percent, lang, size, heights)
                for w, (font, lines) in zip(rows, drawn):
                    assert len(lines) * font.get_linesize() <= w.rect.height, (w.label, lines)
                    assert all(font.size(line)[0] <= w.label_width(theme) for line in lines)
    assert app.errors == []


def test_reduce_motion_toggles_by_keyboard_and_is_saved(app, drive):
    from speedgames.core.settings import reduce_motion
    scene = _open(app, drive)
    assert reduce_motion(app.settings) is False
    scene.focus.focus(scene.motion)
    drive.key("space")
    assert reduce_motion(app.settings) is True
    assert _saved(app)["reduce_motion"] is True


def test_the_value_boxes_of_a_panel_share_one_left_edge(tmp_path):
    """#30: „Design ‹ Werkstatt bei Nacht ›“ and „Musik ‹ zur Ansicht ›“ had wider boxes than
    their neighbours, so each panel's boxes began at ragged places. Every size and language:
    the boxes of one panel are as wide as its longest value needs, all of them."""
    from speedgames.ui.widgets import Choice
    from tests.ui.harness import Driver, make_app

    for lang, size, scale in (("de", (1024, 700), 150), ("en", (1280, 800), 100),
                              ("de", (1920, 1080), 100)):
        app = make_app(tmp_path / f"{lang}{scale}{size[0]}", lang=lang, size=size)
        try:
            if scale != 100:
                app.set_text_scale(scale)
            drive = Driver(app)
            drive.frames(2)
            scene = _open(app, drive)
            drive.frames(2)
            th = app.theme
            for key, _, widgets in scene.sections:
                edges = {w._arrow_rects(th)[0].x for w in widgets if isinstance(w, Choice)}
                assert len(edges) <= 1, (lang, scale, key, sorted(edges))
        finally:
            app.shutdown()
