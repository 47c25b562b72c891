"""Keyboard and mouse on the Speedtulpe table, turned into the scene's intents.

Keys of the rule text: W (or Leertaste before the roll) würfeln · 1–3 Farbwürfel · 4–6
Zahlenwürfel · Enter aufblühen · P passen · Esc Auswahl zurücksetzen (then: back to the chooser's
field, then the menu) · R Rat; plus the arrow keys and Leertaste for the field cursor, Tab to look
at the next player's field, M for another player's field enlarged over the table (the pointer on a
small field does the same), I for the info of the field under the cursor, F10 for the menu, PgUp /
PgDn for the Spielverlauf, Ctrl+Z / Backspace for Zurück. Any key or click first ends a running
animation or a computer's thinking pause.

Everything here reads the :class:`~.view.TulpeView` and the parts' geometry and calls the plain
callbacks of :class:`Intents`; the field cursor and the hovered field are the :class:`Pointer`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

import pygame

from speedgames.core.i18n import t
from speedgames.tulpe.screen.draw import IconButton
from speedgames.tulpe.screen.field import COLS, MIDDLE, ROWS
from speedgames.tulpe.screen.flow import ROLL
from speedgames.ui.undo import is_undo_key, undo_button
from speedgames.ui.widgets import Button

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.tulpe.screen.layout import Parts
    from speedgames.tulpe.screen.view import TulpeView
    from speedgames.ui.tooltip import Tooltips

Cell = tuple[int, int]
DICE_KEYS = {pygame.K_1: ("color", 0), pygame.K_2: ("color", 1), pygame.K_3: ("color", 2),
             pygame.K_4: ("number", 0), pygame.K_5: ("number", 1), pygame.K_6: ("number", 2),
             pygame.K_KP1: ("color", 0), pygame.K_KP2: ("color", 1), pygame.K_KP3: ("color", 2),
             pygame.K_KP4: ("number", 0), pygame.K_KP5: ("number", 1),
             pygame.K_KP6: ("number", 2)}
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
          pygame.K_DOWN: (0, 1)}
START = (MIDDLE, ROWS // 2)  # where the cursor appears with the first arrow key


@dataclass
class Intents:
    """What input can ask of the scene. ``skip`` ends a running animation or a computer's pause
    (True when there was one); ``reset`` clears the selection (True when there was one);
    ``info(cell)`` shows the info window of a field."""

    skip: Callable[[], bool]
    reset: Callable[[], bool]
    show_seat: Callable[[int], None]
    cycle_view: Callable[[], None]
    roll: Callable[[], None]
    toggle_die: Callable[[str, int], None]
    toggle_cell: Callable[[Cell], None]
    bloom: Callable[[], None]
    pass_: Callable[[], None]
    rat: Callable[[], None]
    undo: Callable[[], None]
    menu: Callable[[], None]
    info: Callable[[Cell], None]
    peek: Callable[[], None] = lambda: None                 # M: the next player's field big
    unpeek: Callable[[], bool] = lambda: False              # Esc: close it (True: was open)
    peek_at: Callable[[int | None], None] = lambda seat: None  # the small field pointed at


@dataclass
class Pointer:
    """The field cursor (arrow keys, Leertaste) and the field under the mouse."""

    cursor: Cell | None = None
    hover: Cell | None = None

    def clear(self) -> None:
        """The device changed hands: where the last one's cursor stopped would tell his fields."""
        self.cursor = None
        self.hover = None


def make_buttons(intents: Intents, lit: Callable[[], bool]) -> tuple[Button, Button, Button]:
    """The buttons at the top: the Rat's bulb (glowing: ``lit()``), Zurück, Menü."""
    rat = IconButton("bulb", intents.rat, lambda: t("tulpe.ui.rat_tip"), lit=lit)
    return rat, undo_button(intents.undo), Button(lambda: t("tulpe.ui.menu"), intents.menu)


def handle_event(event: pygame.event.Event, view: "TulpeView", parts: "Parts",
                 intents: Intents, pointer: Pointer, tips: "Tooltips") -> bool:
    if tips.handle_event(event):
        return True
    if event.type == pygame.KEYDOWN:
        return key(event, view, parts, intents, pointer, tips)
    if event.type == pygame.MOUSEMOTION:
        intents.peek_at(parts.strip.mini_at(event.pos))
        pointer.hover = parts.field.cell_at(event.pos)
        parts.tray.hover = parts.tray.die_at(event.pos)
        for button in parts.buttons():
            button.handle_mouse(event)
        return False
    if event.type == pygame.MOUSEWHEEL:
        return parts.log.handle_event(event)
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        return mouse(event, view, parts, intents, pointer)
    return False


def key(event: pygame.event.Event, view: "TulpeView", parts: "Parts", intents: Intents,
        pointer: Pointer, tips: "Tooltips") -> bool:
    k = event.key
    if tips.visible and k != pygame.K_i:
        tips.hide()
    if k == pygame.K_ESCAPE:
        if intents.skip() or intents.unpeek() or intents.reset():
            return True
        if view.pinned and view.chooser is not None:
            intents.show_seat(view.chooser)
            return True
        intents.menu()
        return True
    if is_undo_key(event):
        intents.skip()
        intents.undo()
        return True
    if intents.skip():
        return True
    if k == pygame.K_w or (k == pygame.K_SPACE and view.phase.kind == ROLL):
        intents.roll()
    elif k in DICE_KEYS:
        intents.toggle_die(*DICE_KEYS[k])
    elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
        intents.bloom()
    elif k == pygame.K_p:
        intents.pass_()
    elif k == pygame.K_r:
        intents.rat()
    elif k == pygame.K_TAB:
        intents.cycle_view()
    elif k == pygame.K_m:
        intents.peek()
    elif k == pygame.K_F10:
        intents.menu()
    elif k in ARROWS:
        dx, dy = ARROWS[k]
        if pointer.cursor is None:  # the first arrow key shows the cursor in the Mittelspalte
            pointer.cursor = START
        else:
            pointer.cursor = ((pointer.cursor[0] + dx) % COLS, (pointer.cursor[1] + dy) % ROWS)
    elif k == pygame.K_SPACE:
        if pointer.cursor is None:
            pointer.cursor = START
        intents.toggle_cell(pointer.cursor)
    elif k == pygame.K_i and pointer.cursor is not None:
        intents.info(pointer.cursor)
    elif k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
        parts.log.focused = True
        handled = parts.log.handle_event(event)
        parts.log.focused = False
        return handled
    else:
        return False
    return True


def mouse(event: pygame.event.Event, view: "TulpeView", parts: "Parts", intents: Intents,
          pointer: Pointer) -> bool:
    for button in parts.all_buttons():
        if button.visible and button.handle_mouse(event):
            return True
    if event.type != pygame.MOUSEBUTTONUP or getattr(event, "button", 1) != 1:
        return event.type == pygame.MOUSEBUTTONDOWN
    if intents.skip() or intents.unpeek():  # a click closes the field M enlarged over it
        return True
    pos = event.pos
    die = parts.tray.die_at(pos)
    if die is not None:
        intents.toggle_die(*die)
        return True
    cell = parts.field.cell_at(pos)
    if cell is not None:
        pointer.cursor = cell
        intents.toggle_cell(cell)
        return True
    seat = parts.strip.seat_at(pos, view.cards)
    if seat is not None:
        if seat == view.viewed and view.chooser is not None:
            intents.show_seat(view.chooser)
        else:
            intents.show_seat(seat)
        return True
    return False
