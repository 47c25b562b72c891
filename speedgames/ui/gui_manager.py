"""The app's pygame-gui manager: themed from the active ``Theme`` (``ui.gui_theme``), given the
translations, and handed to the widget kit (``widgets.gui_elements.attach``), whose text fields
live in it. The app never draws it or feeds it events as a whole: each widget draws and feeds
its own element in its scene's order. Why apart from the app: the set-up is long and says
nothing about the loop."""

from __future__ import annotations

import traceback
from typing import Any

from speedgames.core import i18n
from speedgames.ui import gui_fallback
from speedgames.ui.gui_theme import gui_theme
from speedgames.ui.theme import Theme
from speedgames.ui.widgets import gui_elements


def make_ui_manager(size: tuple[int, int], theme: Theme, language: str) -> Any:
    """A pygame-gui manager for the window ``size`` (create after ``pygame.init()``)."""
    import pygame_gui

    gui_fallback.install()  # before the manager loads its first font
    manager = pygame_gui.UIManager(
        size, gui_theme(theme),
        enable_live_theme_updates=False,
        starting_language=language,
        translation_directory_paths=[str(i18n.LOCALE_DIR)],
    )
    try:  # pygame-gui renders bold/italic HTML text only with preloaded cuts
        manager.preload_fonts([{"name": "lato", "point_size": size, "style": style}
                               for size in (14, 17) for style in ("bold", "italic")])
    except Exception:
        pass
    gui_elements.attach(manager, theme)
    return manager


def retheme(manager: Any, theme: Theme) -> None:
    """The manager's elements in ``theme``'s palette and type scale (dark/light switch)."""
    manager.get_theme().load_theme(gui_theme(theme))
    manager.rebuild_all_from_changed_theme_data()
    gui_elements.attach(manager, theme)


class AppGui:
    """The app's manager, built on first use: the Kontor has no pygame-gui element, so its
    first frame comes without importing pygame-gui (~15 % of the start's CPU). Until then the
    widget kit has it offered (``gui_elements.offer``) and a switch of look, size or language
    has nothing to do; built, it is for the window size, look and language of that moment.
    pygame-gui must never stop a switch: a failure is printed, the app goes on."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.built: Any = None
        self._offer()

    def manager(self) -> Any:
        if self.built is None:
            app = self.app
            self.built = make_ui_manager(app.size, app.theme, app.settings.language)
        return self.built

    def _offer(self) -> None:
        if self.built is None:
            gui_elements.offer(self.manager, self.app.theme)

    def resized(self, size: tuple[int, int]) -> None:
        if self.built is not None:
            self.built.set_window_resolution(size)

    def set_locale(self, lang: str) -> None:
        try:
            if self.built is not None:
                self.built.set_locale(lang)
        except Exception:
            traceback.print_exc()

    def retheme(self, theme: Theme) -> None:
        try:
            if self.built is not None:
                retheme(self.built, theme)
            else:
                self._offer()  # built later, in this look
        except Exception:
            traceback.print_exc()
