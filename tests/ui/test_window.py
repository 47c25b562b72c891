"""The window: a first size that fits the desktop, later the size, place and fullscreen state the
player left (sanitised: a file from a bigger screen never opens the window off screen)."""

from __future__ import annotations

import json

import pygame
import pytest

from speedgames.app import MIN_SIZE, App
from speedgames.ui import window
from tests.ui.harness import Driver


@pytest.mark.parametrize("desktop, size", [
    ((1920, 1080), (1280, 800)), ((1440, 900), (1280, 800)),
    ((1366, 768), (1024, 700)),  # the laptop of the issue: 1280×800 would hide „Beenden“
    ((1280, 800), (1024, 700)),  # exactly 1280×800 leaves no room for a title bar
    ((1024, 600), (1024, 536)),  # smaller than every first size: as much as there is
])
def test_the_first_start_picks_the_largest_size_that_fits_the_main_screen(desktop, size):
    assert window.first_size([desktop, (3840, 2160)]) == size


def test_without_desktop_information_the_first_size_is_the_large_one():
    assert window.first_size([]) == (1280, 800)


def test_a_saved_size_is_shrunk_to_the_largest_screen_there_is_now():
    assert window.restored_size([1600, 1000], [(1920, 1080)]) == (1600, 1000)
    assert window.restored_size([2500, 1400], [(1366, 768)]) == (1366, 768 - window.DECORATION)
    assert window.restored_size([], [(1366, 768)]) == (1024, 700)


@pytest.mark.parametrize("saved, kept", [
    ([40, 30], True), ([1930, 30], True),  # on the second screen to the right
    ([-500, 30], True),  # partly left of the screen, title bar still reachable
    ([-1200, 30], False), ([4000, 30], False), ([100, -20], False), ([100, 2000], False),
    ([], False),
])
def test_a_saved_position_is_used_only_when_the_window_stays_reachable(saved, kept):
    position = window.restored_position(saved, (1280, 800), [(1920, 1080), (1920, 1080)])
    assert position == (tuple(saved) if kept else None)


def _desktop(monkeypatch, size):
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [size])


def _window_app(tmp_path, **kw) -> App:
    return App(headless=False, audio=False, data_dir=tmp_path / "data", **kw)


def _saved(tmp_path) -> dict:
    return json.loads((tmp_path / "data" / "settings.json").read_text("utf-8"))


def test_first_start_on_a_small_laptop_opens_at_1024x700_with_the_kontor_buttons_on_screen(
        tmp_path, monkeypatch):
    _desktop(monkeypatch, (1366, 768))
    app = _window_app(tmp_path)
    Driver(app).frames(1)
    assert app.size == (1024, 700) == MIN_SIZE
    kontor = app.stack.top
    assert kontor.name == "kontor"
    screen = app.screen.get_rect()
    assert screen.contains(kontor.settings_btn.rect) and screen.contains(kontor.quit_btn.rect)
    app.shutdown()


def test_the_next_start_restores_size_and_position(tmp_path, monkeypatch):
    _desktop(monkeypatch, (1920, 1080))
    app = _window_app(tmp_path)
    drive = Driver(app)
    drive.frames(1)
    assert app.size == (1280, 800)
    drive.post([pygame.event.Event(pygame.VIDEORESIZE, w=1500, h=950, size=(1500, 950))])
    window.move_window((120, 80))
    app.shutdown()
    saved = _saved(tmp_path)
    assert saved["window_size"] == [1500, 950] and saved["window_position"] == [120, 80]
    window.move_window((0, 0))

    again = _window_app(tmp_path)
    assert again.size == (1500, 950)
    assert window.window_position() == (120, 80)
    again.shutdown()


def test_fullscreen_is_restored_and_f11_returns_to_the_remembered_window(tmp_path, monkeypatch):
    _desktop(monkeypatch, (1920, 1080))
    app = _window_app(tmp_path, size=(1100, 760))
    drive = Driver(app)
    drive.frames(1)
    drive.key("f11")
    assert app.settings.fullscreen
    app.shutdown()
    saved = _saved(tmp_path)
    assert saved["fullscreen"] is True and saved["window_size"] == [1100, 760]

    again = _window_app(tmp_path)
    assert again.settings.fullscreen
    drive = Driver(again)
    drive.frames(1)
    drive.key("f11")
    assert not again.settings.fullscreen and again.size == (1100, 760)
    again.shutdown()


def test_a_damaged_or_foreign_window_entry_opens_a_sane_window(tmp_path, monkeypatch):
    _desktop(monkeypatch, (1366, 768))
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "settings.json").write_text(json.dumps({
        "format": 1, "window_size": [5000, 3000], "window_position": [9000, -400]}), "utf-8")
    app = _window_app(tmp_path)
    assert app.size == (1366, 768 - window.DECORATION)
    assert window.window_position() != (9000, -400)
    app.shutdown()
    (tmp_path / "data" / "settings.json").write_text(json.dumps({
        "format": 1, "window_size": ["wide", None], "window_position": "left"}), "utf-8")
    app = _window_app(tmp_path)
    assert app.size == (1024, 700)
    app.shutdown()


def test_a_headless_run_never_overwrites_the_players_window(tmp_path):
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "settings.json").write_text(json.dumps({
        "format": 1, "window_size": [1500, 950], "window_position": [10, 20]}), "utf-8")
    app = App(headless=True, data_dir=tmp_path / "data", size=(1024, 700))
    Driver(app).frames(1)
    app.shutdown()
    saved = _saved(tmp_path)
    assert saved["window_size"] == [1500, 950] and saved["window_position"] == [10, 20]
