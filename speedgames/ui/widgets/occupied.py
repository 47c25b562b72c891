"""Where the controls of the current frame were drawn, so a toast can sit where nothing is.

Why a frame-wide list: a toast is drawn by the app above every scene, but only the scene knows
where its buttons are. Each interactive widget notes its rectangle when it draws; the app clears
the list before the scenes draw and reads it when it places the toasts (see ``ui.toast_place``).
"""

from __future__ import annotations

import pygame

_DRAWN: list[pygame.Rect] = []


def note(rect: pygame.Rect) -> None:
    """A control was drawn at ``rect`` this frame."""
    if rect.width > 0 and rect.height > 0:
        _DRAWN.append(pygame.Rect(rect))


def clear() -> None:
    """A new frame starts: forget the last frame's controls."""
    _DRAWN.clear()


def rects() -> list[pygame.Rect]:
    """The controls drawn since the last ``clear``."""
    return list(_DRAWN)
