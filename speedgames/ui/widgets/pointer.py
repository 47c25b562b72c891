"""The mouse pointer's shape: an I-beam over text that takes typing or a selection, the arrow
elsewhere.

Why the kit decides and not pygame-gui: pygame-gui sets the pointer in its manager's ``update``,
but no manager is updated as a whole here (each widget runs its own element, ``gui_elements``).
So a widget names its zone when it draws (:func:`want`), the app clears the zones before a
frame is drawn and :func:`apply` sets the shape of the last zone under the pointer afterwards
(the last drawn is the one on top). A page of pygame-gui text names its zone while its own
manager says the pointer is over text, so both agree and the shape never flickers.
"""

from __future__ import annotations

import pygame

SHAPES = {"text": pygame.SYSTEM_CURSOR_IBEAM, "hand": pygame.SYSTEM_CURSOR_HAND}

_ZONES: list[tuple[pygame.Rect, str]] = []


def want(rect: pygame.Rect, shape: str) -> None:
    """The pointer takes ``shape`` (a key of :data:`SHAPES`) over ``rect`` this frame."""
    if rect.width > 0 and rect.height > 0:
        _ZONES.append((pygame.Rect(rect), shape))


def clear() -> None:
    _ZONES.clear()


def shape_at(pos: tuple[int, int]) -> str:
    """The shape the pointer takes at ``pos``: the last zone there, else ``arrow``."""
    for rect, shape in reversed(_ZONES):
        if rect.collidepoint(pos):
            return shape
    return "arrow"


def apply(pos: tuple[int, int]) -> str:
    """Set the pointer for ``pos`` (only when it changes); returns the shape."""
    shape = shape_at(pos)
    try:
        cursor = pygame.cursors.Cursor(SHAPES.get(shape, pygame.SYSTEM_CURSOR_ARROW))
        if pygame.mouse.get_cursor() != cursor:
            pygame.mouse.set_cursor(cursor)
    except (pygame.error, TypeError, ValueError):  # no mouse (a headless run)
        pass
    return shape
