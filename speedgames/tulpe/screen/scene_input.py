"""Keyboard and mouse on the Speedtulpe table, turned into the scene's commands.

Keys of the rule text: W (or Leertaste before the roll) würfeln · 1–3 Farbwürfel · 4–6
Zahlenwürfel · Enter aufblühen · P passen · Esc Auswahl zurücksetzen (then: back to your own
field, then the menu) · R Rat; plus the arrow keys and Leertaste for the field cursor, Tab to look
at the next player's field, I for the info of the field under the cursor, F10 for the menu, PgUp /
PgDn for the Spielverlauf. Any key or click first ends a running animation or a computer's
thinking pause.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from speedgames.tulpe.screen.controller import ROLL
from speedgames.tulpe.screen.field import COLS, MIDDLE, ROWS
from speedgames.tulpe.screen.scene_info import field_info
from speedgames.ui.undo import is_undo_key

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.tulpe.screen.scene import TulpeScene

DICE_KEYS = {pygame.K_1: ("color", 0), pygame.K_2: ("color", 1), pygame.K_3: ("color", 2),
             pygame.K_4: ("number", 0), pygame.K_5: ("number", 1), pygame.K_6: ("number", 2),
             pygame.K_KP1: ("color", 0), pygame.K_KP2: ("color", 1), pygame.K_KP3: ("color", 2),
             pygame.K_KP4: ("number", 0), pygame.K_KP5: ("number", 1),
             pygame.K_KP6: ("number", 2)}
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
          pygame.K_DOWN: (0, 1)}


def handle_event(scene: "TulpeScene", event: pygame.event.Event) -> bool:
    if scene.tooltips.handle_event(event):
        return True
    if event.type == pygame.KEYDOWN:
        return key(scene, event)
    if event.type == pygame.MOUSEMOTION:
        scene.hover_cell = scene.field.cell_at(event.pos)
        scene.tray.hover = scene.tray.die_at(event.pos)
        for button in scene.hud.buttons():
            button.handle_mouse(event)
        return False
    if event.type == pygame.MOUSEWHEEL:
        return scene.log.handle_event(event)
    if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        return mouse(scene, event)
    return False


def key(scene: "TulpeScene", event: pygame.event.Event) -> bool:
    k = event.key
    if scene.tooltips.visible and k != pygame.K_i:
        scene.tooltips.hide()
    if k == pygame.K_ESCAPE:
        if scene.skip_animations() or scene.reset_selection():
            return True
        if scene.pinned and scene.chooser is not None:
            scene.show_seat(scene.chooser)
            return True
        scene.open_menu()
        return True
    if is_undo_key(event):
        scene.skip_animations()
        scene.undo()
        return True
    if scene.skip_animations():
        return True
    if k == pygame.K_w or (k == pygame.K_SPACE and scene.controller.step().kind == ROLL):
        scene.roll()
    elif k in DICE_KEYS:
        scene.toggle_die(*DICE_KEYS[k])
    elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
        scene.bloom()
    elif k == pygame.K_p:
        scene.pass_()
    elif k == pygame.K_r:
        scene.rat()
    elif k == pygame.K_TAB:
        scene.cycle_view()
    elif k == pygame.K_F10:
        scene.open_menu()
    elif k in ARROWS:
        dx, dy = ARROWS[k]
        if scene.cursor is None:  # the first arrow key shows the cursor in the Mittelspalte
            scene.cursor = (MIDDLE, ROWS // 2)
        else:
            scene.cursor = ((scene.cursor[0] + dx) % COLS, (scene.cursor[1] + dy) % ROWS)
    elif k == pygame.K_SPACE:
        if scene.cursor is None:
            scene.cursor = (MIDDLE, ROWS // 2)
        scene.toggle_cell(scene.cursor)
    elif k == pygame.K_i and scene.cursor is not None:
        rect = scene.field.cell_rect(scene.cursor)
        scene.tooltips.show_at(field_info(scene.view(), scene.cursor, scene.app.theme),
                                rect.bottomright)
    elif k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
        scene.log.focused = True
        handled = scene.log.handle_event(event)
        scene.log.focused = False
        return handled
    else:
        return False
    return True


def mouse(scene: "TulpeScene", event: pygame.event.Event) -> bool:
    for button in scene.hud.buttons() + scene.tray.buttons.all():
        if button.visible and button.handle_mouse(event):
            return True
    if event.type != pygame.MOUSEBUTTONUP or getattr(event, "button", 1) != 1:
        return event.type == pygame.MOUSEBUTTONDOWN
    if scene.skip_animations():
        return True
    pos = event.pos
    die = scene.tray.die_at(pos)
    if die is not None:
        scene.toggle_die(*die)
        return True
    cell = scene.field.cell_at(pos)
    if cell is not None:
        scene.cursor = cell
        scene.toggle_cell(cell)
        return True
    seat = scene.strip.seat_at(pos, scene.hud.cards())
    if seat is not None:
        if seat == scene.viewed and scene.chooser is not None:
            scene.show_seat(scene.chooser)
        else:
            scene.show_seat(seat)
        return True
    return False
