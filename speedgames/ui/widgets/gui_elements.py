"""The private pygame-gui managers the widget kit's elements live in (one per look).

Why private, not the app's manager: the app draws its manager after the whole scene stack, so
an element there would draw over dialogs and outlive its scene. Here no manager is ever drawn
as a whole: each widget updates and blits its own element inside its own ``draw``."""

from __future__ import annotations

import warnings
from typing import Any

import pygame

from speedgames.ui import fonts as fonts_mod
from speedgames.ui.theme import Theme

MANAGER_SIZE = (8192, 8192)  # a manager's root container: never clips an element


def look_of(theme: Theme) -> tuple:
    """What the element's look depends on: palette, text size, corner and padding."""
    return (_GENERATION[0], theme.name, round(theme.font_size("body"), 2), theme.px(5),
            theme.px(10))


_MANAGERS: dict[tuple, Any] = {}
_DEFAULT: list[Theme] = []
_GENERATION = [0]


def _forget() -> None:
    """The managers' fonts and images die with ``pygame.quit``: a new App builds new ones."""
    _MANAGERS.clear()
    _DEFAULT.clear()
    _GENERATION[0] += 1


fonts_mod.on_reset(_forget)


def default_theme() -> Theme:
    if not _DEFAULT:
        _DEFAULT.append(Theme("dark"))
    return _DEFAULT[0]


def gui_manager(theme: Theme, look: tuple) -> Any:
    """The private pygame-gui manager for one look (never drawn as a whole: each field blits
    its own element). Why shared: building a manager costs ~30 ms, a table has six names."""
    manager = _MANAGERS.get(look)
    if manager is None:
        import pygame_gui

        from speedgames.ui.gui_theme import gui_theme

        if not pygame.font.get_init():
            pygame.font.init()
        if pygame.display.get_surface() is None:  # pygame-gui converts its images: a field
            pygame.display.init()                 # used before any window (tests) gets a
            pygame.display.set_mode((1, 1), pygame.HIDDEN)  # hidden one
        manager = pygame_gui.UIManager(MANAGER_SIZE, gui_theme(theme, "body"),
                                       enable_live_theme_updates=False)
        if len(_MANAGERS) >= 6:
            _MANAGERS.pop(next(iter(_MANAGERS)))
        _MANAGERS[look] = manager
    return manager


def page_manager(size: tuple[int, int], theme: Theme) -> Any:
    """A manager for one page of rich text (``gui_scroll.ScrollingPage``), drawn by its scene:
    the page theme (``gui_theme.page_theme``), the bundled Lato and the poster serif of the
    headings registered, their sizes at this text scale loaded up front (pygame-gui renders bold
    HTML text only from loaded cuts, and loading one on the fly warns)."""
    import pygame_gui

    from speedgames.ui.gui_theme import (DISPLAY_FONT, FONT_NAME, display_font_paths,
                                         page_theme)

    manager = pygame_gui.UIManager(size, page_theme(theme), enable_live_theme_updates=False)
    manager.add_font_paths(DISPLAY_FONT, **display_font_paths())
    body = max(9, round(theme.font_size("body")))
    heading = max(9, round(theme.font_size("heading")))
    with warnings.catch_warnings():  # the theme's own font may already be among them
        warnings.simplefilter("ignore", UserWarning)
        manager.preload_fonts([{"name": FONT_NAME, "point_size": body, "style": "bold"},
                               {"name": DISPLAY_FONT, "point_size": heading,
                                "style": "regular"}])
    return manager
