"""Helpers for the shared-screen tests: a headless App and real pygame events.

The events go through ``App.dispatch`` exactly like the main loop's, so focus rings, pygame-gui
and the scene stack all see them as they would from a keyboard or mouse — synchronously, so a test
can look at the screen's state right after each key (``tests.ui.harness.Driver`` posts to the
queue and runs whole frames instead).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame


def make_app(data_dir: Path, size: tuple[int, int] = (1280, 800), lang: str = "de",
             theme: str = "dark") -> Any:
    """The UI tests' headless App, with an empty stack (the screen under test goes on top)."""
    from tests.ui.harness import make_app as harness_app

    return harness_app(data_dir, lang=lang, theme=theme, size=size, start=None)


def key(app: Any, k: int, mod: int = 0, unicode: str = "") -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode,
                                    scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0))


def type_text(app: Any, text: str) -> None:
    for ch in text:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def click(app: Any, pos: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def frame(app: Any, dt: float = 1 / 60, n: int = 1) -> None:
    """Update and draw without reading the real event queue."""
    for _ in range(n):
        app.stack.update(dt)  # as App._advance: the widgets update their own elements
        app.draw()


def tab_to(app: Any, ring: Any, widget: Any, limit: int = 80) -> None:
    """Press Tab until ``widget`` has the focus (fails if it never gets it)."""
    for _ in range(limit):
        if ring.focused is widget:
            return
        key(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {widget!r}")

