"""„Farbsymbole“: each seat's colour also carries a symbol: no seat is told apart by colour alone.

Why shared: Speedrocket (track markers, the Manufakturen list, the Abendvorstellung) and
Speedsprit (the cars, the driver list) both colour their seats; the symbols are the same small
shapes Speedtulpe's colour dice already carry (``ui.dice.draw_mark``), one fixed shape per seat,
so a player keeps „Dreieck“ in every game. Whether they are drawn is the player's setting
(``Theme.seat_marks``, from ``Settings.colour_symbols``).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from speedgames.ui.dice import MARKS, draw_mark
from speedgames.ui.theme import Theme, contrast

# one shape per seat, the most distinct first (a dot and a ring are too alike for neighbours)
SEAT_MARKS = ("dot", "triangle", "square", "diamond", "star", "cross")
assert set(SEAT_MARKS) <= set(MARKS)

RGB = tuple[int, int, int]
_DARK: RGB = (24, 22, 30)
_LIGHT: RGB = (250, 246, 236)


def seat_mark(seat: int) -> str:
    """The symbol of ``seat`` (0-based), the same in every game."""
    return SEAT_MARKS[seat % len(SEAT_MARKS)]


def ink_on(colour: Sequence[int]) -> RGB:
    """Dark or light ink, whichever reads better on ``colour``."""
    return _DARK if contrast(_DARK, colour) >= contrast(_LIGHT, colour) else _LIGHT


def draw_seat_mark(surface: pygame.Surface, rect: pygame.Rect, seat: int,
                   ink: Sequence[int]) -> None:
    """The seat's symbol filling ``rect`` in ``ink`` (always: callers check the setting)."""
    draw_mark(surface, pygame.Rect(rect), seat_mark(seat), tuple(ink))  # type: ignore[arg-type]


def draw_seat_badge(surface: pygame.Surface, theme: Theme, center: tuple[int, int], radius: int,
                    seat: int, colour: Sequence[int]) -> pygame.Rect:
    """A disc in the seat's colour, with its symbol inside when „Farbsymbole“ is on."""
    radius = max(3, int(radius))
    pygame.draw.circle(surface, tuple(colour), center, radius)
    pygame.draw.circle(surface, ink_on(theme.color("bg")), center, radius, 1)
    box = pygame.Rect(0, 0, radius * 2, radius * 2)
    box.center = center
    if theme.seat_marks:
        inner = box.inflate(-max(2, radius * 3 // 4), -max(2, radius * 3 // 4))
        draw_seat_mark(surface, inner, seat, ink_on(colour))
    return box


def mark_on_stripe(surface: pygame.Surface, theme: Theme, stripe: pygame.Rect, seat: int,
                   colour: Sequence[int]) -> None:
    """A seat's symbol on a coloured stripe or bar end (for lists): nothing when the setting
    is off, or the stripe is too thin to hold a readable symbol."""
    if not theme.seat_marks:
        return
    side = min(stripe.width, stripe.height)
    if side < 6:
        return
    box = pygame.Rect(0, 0, side - 2, side - 2)
    box.center = stripe.center
    draw_seat_mark(surface, box, seat, ink_on(colour))
