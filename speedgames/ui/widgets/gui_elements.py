"""The pygame-gui managers the widget kit's elements live in: the app's own (handed over with
:func:`attach`) for the app's look, a private one for any other look.

Why no manager is ever drawn or fed events as a whole: a scene's elements must keep the scene's
drawing order (dialogs, tooltips and toasts above them) and hear only what its focus ring gives
them; so each widget updates and blits its own element inside its own ``draw``. Why the app's
manager: it is built anyway, themed on every dark/light or text size switch, and its window
exists — the kit never opens a window of its own (pygame-gui needs one to convert its images)."""

from __future__ import annotations

import warnings
from typing import Any, Callable

import pygame

from speedgames.ui import fonts as fonts_mod
from speedgames.ui import gui_fallback
from speedgames.ui.theme import Theme

MANAGER_SIZE = (8192, 8192)  # a manager's root container: never clips an element


def look_of(theme: Theme) -> tuple:
    """What the element's look depends on: palette, text size, corner and padding."""
    return (_GENERATION[0], theme.name, round(theme.font_size("body"), 2), theme.px(5),
            theme.px(10))


_MANAGERS: dict[tuple, Any] = {}
_DEFAULT: list[Theme] = []
_GENERATION = [0]
_HOST: list[tuple[Any, tuple]] = []  # the app's manager and the look it is themed for
_OFFER: list[tuple[Callable[[], Any], Theme]] = []  # the app's manager, not built yet


def _forget() -> None:
    """The managers' fonts and images die with ``pygame.quit``: a new App builds new ones."""
    _MANAGERS.clear()
    _DEFAULT.clear()
    _HOST.clear()
    _OFFER.clear()
    _GENERATION[0] += 1


def attach(manager: Any, theme: Theme) -> None:
    """The app hands over its manager, themed for ``theme`` (again after every retheme): the
    elements of that look are built in it."""
    _HOST[:] = [(manager, look_of(theme))]
    _OFFER.clear()


def offer(build: Callable[[], Any], theme: Theme) -> None:
    """The app offers its manager before it is built: ``build()`` builds it (and attaches it)
    the first time an element of ``theme``'s look needs one. Why: the Kontor has no pygame-gui
    element, and importing pygame-gui and building the manager is ~15 % of the start to the
    first frame."""
    _OFFER[:] = [(build, theme)]


def _take_offer(look: tuple | None = None) -> None:
    # the app's theme as it is now (a resize rescales it in place): the manager is built in it
    if not _HOST and _OFFER and (look is None or look_of(_OFFER[0][1]) == look):
        build = _OFFER.pop()[0]
        build()


def host() -> Any:
    """The app's manager, when one was handed over (or offered: then it is built now)."""
    _take_offer()
    return _HOST[0][0] if _HOST else None


fonts_mod.on_reset(_forget)


def default_theme() -> Theme:
    if not _DEFAULT:
        _DEFAULT.append(Theme("dark"))
    return _DEFAULT[0]


def _need_window() -> None:
    if pygame.display.get_surface() is None:
        raise RuntimeError("pygame-gui elements need the program's window (pygame-gui converts "
                           "its images for it): open it first, e.g. App(), or "
                           "pygame.display.set_mode in a test")


def gui_manager(theme: Theme, look: tuple) -> Any:
    """The manager for one look: the app's when it is themed for ``look``, else a private one
    (a widget drawn with a theme of its own). Why shared: building a manager costs ~30 ms, a
    table has six names."""
    _take_offer(look)
    if _HOST and _HOST[0][1] == look:
        return _HOST[0][0]
    manager = _MANAGERS.get(look)
    if manager is None:
        import pygame_gui

        from speedgames.ui.gui_theme import gui_theme

        if not pygame.font.get_init():
            pygame.font.init()
        _need_window()
        gui_fallback.install()
        manager = pygame_gui.UIManager(MANAGER_SIZE, gui_theme(theme, "body"),
                                       enable_live_theme_updates=False)
        if len(_MANAGERS) >= 6:
            _MANAGERS.pop(next(iter(_MANAGERS)))
        _MANAGERS[look] = manager
    return manager


def page_manager(size: tuple[int, int], theme: Theme) -> Any:
    """A manager for one page of rich text (``gui_scroll.ScrollingPage``), drawn by its scene:
    the page theme (``gui_theme.page_theme``), the bundled Lato and the poster serif of the
    headings registered, their sizes at this text scale loaded up front (body bold, small) (pygame-gui renders bold
    HTML text only from loaded cuts, and loading one on the fly warns)."""
    import pygame_gui

    from speedgames.ui.gui_theme import DISPLAY_FONT, FONT_NAME, font_paths, page_theme

    _need_window()
    gui_fallback.install()
    manager = pygame_gui.UIManager(size, page_theme(theme), enable_live_theme_updates=False)
    manager.add_font_paths(DISPLAY_FONT, **font_paths(DISPLAY_FONT))
    body = max(9, round(theme.font_size("body")))
    heading = max(9, round(theme.font_size("heading")))
    small = max(9, round(theme.font_size("small")))
    with warnings.catch_warnings():  # the theme's own font may already be among them
        warnings.simplefilter("ignore", UserWarning)
        manager.preload_fonts([{"name": FONT_NAME, "point_size": body, "style": "bold"},
                               {"name": FONT_NAME, "point_size": small, "style": "regular"},
                               {"name": DISPLAY_FONT, "point_size": heading,
                                "style": "regular"}])
    return manager
