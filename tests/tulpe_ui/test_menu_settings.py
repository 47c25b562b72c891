"""The pause menu has „Einstellungen“ like the other games: language and look change mid-game and
the Speedtulpe scene underneath follows at once (the game stays as it was)."""

from __future__ import annotations

import pygame

from speedgames.core import i18n
from tests.tulpe_ui.helpers import open_game, settle

VS = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}],
      "mode": "table", "clock": None}


def _open_settings(drive, scene):
    drive.key("escape")
    menu = drive.app.stack.top
    assert menu.name == "tulpe.menu"
    assert menu.settings_btn is not None and menu.settings_btn.visible
    drive.frames(1)  # the menu lays out its entries when drawn
    drive.click_widget(menu.settings_btn)
    settings = drive.app.stack.top
    assert settings.name == "settings"
    return menu, settings


def test_einstellungen_in_the_pause_menu_switch_the_language_live(drive):
    app = drive.app
    scene = open_game(drive, dict(VS), seed=3)
    settle(drive, scene)
    actions = len(scene.match.actions)
    assert scene.view.caption == "Feld von Anna"
    german = pygame.image.tobytes(app.screen, "RGB")
    menu, settings = _open_settings(drive, scene)
    assert menu.settings_btn.label() == "Einstellungen"
    assert settings.focus.focused is settings.language
    drive.key("right")
    assert i18n.language() == "en" and app.settings.language == "en"
    drive.key("escape")
    assert app.stack.top is menu
    drive.frames(1)
    assert menu.settings_btn.label() == "Settings"
    assert menu.resume_btn.label() == "Continue"
    drive.key("escape")
    assert app.stack.top is scene
    drive.frames(2)
    assert scene.view.caption == "Anna's field"
    assert scene.parts.menu.label() == "Menu"
    assert pygame.image.tobytes(app.screen, "RGB") != german  # the scene was drawn anew
    assert len(scene.match.actions) == actions  # the game itself is untouched
    assert app.errors == []


def test_einstellungen_in_the_pause_menu_switch_the_theme_live(drive):
    app = drive.app
    scene = open_game(drive, dict(VS), seed=3)
    settle(drive, scene)
    before = app.theme.name
    _menu, settings = _open_settings(drive, scene)
    _, right = settings.theme._arrow_rects()
    drive.click(right.center)
    assert app.theme.name != before
    drive.keys("escape", "escape")
    assert app.stack.top is scene
    drive.frames(2)
    assert scene.painter._key is not None and scene.painter._key[1] == app.theme.name  # redrawn
    assert app.errors == []
