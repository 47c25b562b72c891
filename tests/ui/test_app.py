"""The app shell: start, scripts, resize, notices, quit, audio without a device."""

from __future__ import annotations

import json

import pygame
import pytest

from speedgames import cli
from speedgames.core.i18n import t
from speedgames.ui.audio import Audio
from speedgames.ui.script import ScriptError, parse_steps
from tests.ui.harness import Driver, make_app


def test_app_starts_on_the_kontor(app):
    assert app.stack.top.name == "kontor"
    assert app.frames >= 1
    assert app.errors == []


def test_script_lines_parse_and_bad_lines_name_their_line():
    steps = parse_steps('{"key": "space"}\n\n# comment\n{"text": "Anna"}\n{"click": [1, 2]}\n'
                        '{"wait": 0.5}\n{"screenshot": "x.png"}\n')
    assert [next(iter(s)) for s in steps] == ["key", "text", "click", "wait", "screenshot"]
    with pytest.raises(ScriptError, match="line 2"):
        parse_steps('{"key": "space"}\n{"key": \n')
    with pytest.raises(ScriptError, match="unknown key"):
        parse_steps('{"key": "no-such-key"}\n')
    with pytest.raises(ScriptError, match="line 1"):
        parse_steps('{"jump": 3}\n')


def test_play_headless_script_runs_quits_and_writes_screenshots(tmp_path):
    script = tmp_path / "s.jsonl"
    mid = tmp_path / "mid.png"
    script.write_text('{"key": "tab"}\n{"wait": 0.1}\n'
                      + json.dumps({"screenshot": str(mid)}) + "\n", encoding="utf-8")
    end = tmp_path / "end.png"
    code = cli.main(["play", "--headless", "--script", str(script), "--data-dir",
                     str(tmp_path / "data"), "--size", "1024x700", "--screenshot", str(end),
                     "--lang", "en"])
    assert code == 0
    assert pygame.image.load(str(mid)).get_size() == (1024, 700)
    assert end.is_file()
    saved = json.loads((tmp_path / "data" / "settings.json").read_text(encoding="utf-8"))
    assert saved["language"] == "en"


def test_every_script_step_kind_reaches_the_screens(tmp_path):
    """key (with a modifier), text, click, move, wheel, wait, resize and screenshot each do
    what a person's input would: one script walks Kontor → table setup → rules."""
    from speedgames.ui.script import ScriptRunner

    app = make_app(tmp_path)
    app.frame(1 / 60)
    kontor = app.stack.top
    setup_steps = [{"key": "right"}, {"key": "return"}, {"wait": 0.05}]
    runner = ScriptRunner(app, setup_steps)
    while not runner.done:
        runner.tick(1 / 60)
        app.frame(1 / 60)
    setup = app.stack.top
    assert setup.name == "table_setup"
    field = setup.widget("seat", 0, "name")
    other = setup.widget("seat", 1, "kind")
    shot = tmp_path / "small.png"
    steps = [{"click": list(field.rect.center)}, {"key": "a", "mod": "ctrl"},
             {"text": "Änne"}, {"move": list(other.rect.center)}, {"key": "escape"},
             {"click": list(kontor.cards[0].rules.rect.center)}, {"wheel": -3},
             {"resize": [1024, 700]}, {"wait": 0.1}, {"screenshot": str(shot)}]
    runner = ScriptRunner(app, steps)
    seen = {}
    while not runner.done:
        runner.tick(1 / 60)
        app.frame(1 / 60)
        if runner.index == 3 and "name" not in seen:
            seen["name"] = field.value
        if runner.index == 4 and "hover" not in seen:
            seen["hover"] = other.hovered
        if runner.index == 7 and "offset" not in seen:
            seen["offset"] = app.stack.top.scroll.offset
    assert seen["name"] == "Änne"
    assert seen["hover"] is True
    assert app.stack.top.name == "rules" and seen["offset"] > 0
    assert app.size == (1024, 700)
    assert pygame.image.load(str(shot)).get_size() == (1024, 700)
    assert app.errors == []
    app.shutdown()


def test_bad_script_file_is_refused_with_exit_code_2(tmp_path):
    script = tmp_path / "bad.jsonl"
    script.write_text("not json\n", encoding="utf-8")
    assert cli.main(["play", "--headless", "--script", str(script), "--data-dir",
                     str(tmp_path / "d")]) == 2


def test_resize_relayouts_every_widget_inside_the_window(app):
    drive = Driver(app)
    for size in ((1024, 700), (1600, 1000), (1280, 800)):
        app.resize(size)
        drive.frames(1)
        for w in app.stack.top.focus.widgets:
            assert app.screen.get_rect().contains(w.rect), (size, w.rect)


def test_unreadable_settings_file_becomes_a_toast_not_a_crash(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.json").write_text("{ this is not json", encoding="utf-8")
    application = make_app(tmp_path)
    application.frame(1 / 60)
    assert application.stack.top.name == "kontor"
    assert application.toasts, "the player must be told the settings were unreadable"
    # settings keep their wording: they do fall back on the Voreinstellungen (savegames do not)
    assert any("settings.json" in toast and "Voreinstellungen" in toast
               for toast in application.toasts)
    application.shutdown()


def test_damaged_profiles_and_records_are_told_on_the_first_screen(tmp_path):
    """Each damaged data file becomes a toast on the Kontor at start (not later when a screen
    happens to read it), is kept aside as ``*.broken-<time>``, and the program carries on: the
    statistics and the leaderboard open with nothing in them."""
    data = tmp_path / "data"
    (data / "records").mkdir(parents=True)
    (data / "profiles.json").write_bytes(b"\x00\x01 not json")
    (data / "records" / "rocket.json").write_text("[1, 2, 3", encoding="utf-8")
    (data / "records" / "sprit.json").write_text('{"format": 99999999999999999999}',
                                                 encoding="utf-8")
    application = make_app(tmp_path)
    drive = Driver(application)
    drive.frames(1)
    assert application.stack.top.name == "kontor"
    shown = " ".join(application.toasts)
    for name in ("profiles.json", "rocket.json", "sprit.json"):
        assert name in shown
    assert not (data / "profiles.json").exists()
    assert list(data.glob("profiles.json.broken-*"))
    assert list((data / "records").glob("rocket.json.broken-*"))
    kontor = application.stack.top
    drive.click_widget(kontor.cards[0].stats)
    assert application.stack.top.name == "statistics"
    drive.key("escape")
    drive.click_widget(kontor.cards[1].board)
    assert application.stack.top.name == "leaderboard" and application.stack.top.entries == []
    assert application.errors == []
    application.shutdown()


def test_closing_the_window_saves_the_settings_first(tmp_path):
    application = make_app(tmp_path)
    application.settings.theme = "light"
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    application.frame(1 / 60)
    assert not application.running
    application.shutdown()
    saved = json.loads((tmp_path / "data" / "settings.json").read_text(encoding="utf-8"))
    assert saved["theme"] == "light"


def test_f11_toggles_the_fullscreen_setting(app, drive):
    before = app.settings.fullscreen
    drive.key("f11")
    assert app.settings.fullscreen is (not before)
    drive.key("f11")
    assert app.settings.fullscreen is before


def test_f11_with_a_real_window_returns_to_the_window_size_it_left(tmp_path):
    """Fullscreen and back (the dummy video driver stands in for a screen): the window comes
    back at the size the player had, not the default size, and every scene is laid out anew."""
    from speedgames.app import App

    application = App(headless=False, audio=False, data_dir=tmp_path / "data", size=(1100, 760))
    drive = Driver(application)
    drive.frames(1)
    drive.key("f11")
    assert application.settings.fullscreen
    drive.key("f11")
    assert not application.settings.fullscreen
    assert application.size == (1100, 760)
    kontor = application.stack.top
    assert all(application.screen.get_rect().contains(w.rect) for w in kontor.focus.widgets)
    application.shutdown()


def test_audio_without_a_device_is_a_silent_no_op():
    audio = Audio(enabled=False)
    assert not audio.available
    audio.play("click")
    audio.play("no-such-sound")
    audio.apply(type("S", (), {"sound": True, "music": "organ"})(), "dark")
    assert audio.playing is None
    audio.shutdown()


def test_music_choice_follows_the_look_or_is_fixed():
    audio = Audio(enabled=False)
    audio.music_choice, audio.sound_on = "theme", True
    # Drehorgel zur Festwiese, gedämpfte Blaskapelle zur Werkstatt bei Nacht
    assert audio.music_for("light") == "organ" and audio.music_for("dark") == "brass"
    audio.music_choice = "organ"
    assert audio.music_for("dark") == "organ"
    audio.music_choice = "off"
    assert audio.music_for("dark") is None
    audio.music_choice, audio.sound_on = "organ", False
    assert audio.music_for("dark") is None


def test_toasts_are_shown_once_and_expire(app, drive):
    app.toast("Hallo")
    app.toast("Hallo")
    assert app.toasts == ["Hallo"]
    for _ in range(12):
        app.frame(1.0)
    assert app.toasts == []


def test_opening_an_unknown_screen_tells_the_player_instead_of_crashing(app):
    assert app.open("no-such-screen") is False
    assert t("ui.app.scene_failed") in app.toasts
    assert app.stack.top.name == "kontor"


class _Broken:
    name = "broken"
    overlay = False

    def __init__(self):
        self.calls = 0

    def enter(self): ...
    def leave(self): ...
    def pause(self): ...
    def resume(self): ...
    def relayout(self, size): ...

    def handle_event(self, event):
        raise RuntimeError("bug in a handler")

    def update(self, dt):
        self.calls += 1
        raise RuntimeError("bug in update")

    def draw(self, surface):
        raise RuntimeError("bug in draw")


def test_a_bug_in_a_screen_is_reported_and_the_program_goes_on(app, drive):
    broken = _Broken()
    app.stack.push(broken)
    drive.key("space")
    drive.frames(3)
    assert app.running
    assert broken.calls >= 3
    assert len(app.errors) == 3, "each distinct failure is recorded once"
    assert t("ui.app.action_failed") in app.toasts


def test_headless_without_a_script_draws_the_kontor_once_and_quits(tmp_path):
    shot = tmp_path / "kontor.png"
    assert cli.main(["play", "--headless", "--data-dir", str(tmp_path / "d"), "--screenshot",
                     str(shot)]) == 0
    assert pygame.image.load(str(shot)).get_size() == (1280, 800)


def test_after_play_ends_the_next_drawing_gets_live_fonts(tmp_path):
    """``play`` ends with ``pygame.quit``, which kills every font; the theme's font cache kept
    them, so whatever drew next in the same process (the charts' tests after this file on one
    worker, #30) failed with „Invalid font (font module quit since font created)“."""
    from speedgames.ui.theme import Theme

    assert cli.main(["play", "--headless", "--data-dir", str(tmp_path / "d")]) == 0
    pygame.font.init()
    for role in ("body", "small", "heading", "button", "label"):  # what the Kontor measured
        for bold in (False, True):
            assert Theme("dark").font(role, bold=bold).size("Ruhm")[0] > 0, (role, bold)
