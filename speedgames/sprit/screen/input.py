"""Input on the Speedsprit board: keys of the rule text, clicks and taps on the road, hover info.

Keys: ←/→ select a reachable field, Enter drive (or „Rest auswerten“), W Werkstatt, T tanken,
A ablassen (T / A also answer the Ersatzkanister), S stempeln, R Rat, K Kostentafel, L the
„Letzte Streckenkarte“ big again, Esc clears the selection, closes the Rat or an open card, then
opens the menu; Space / Enter / a click skip an animation (Enter on „Rest auswerten“ skips them
all and computes the rest at once). Mouse: a click on a priced field drives; touch: the first
tap selects („Fahren für … L → … L Rest“), the second tap or the button drives, a tap beside
clears. Hover (or a long press)
shows the field's info with the reason it can't be reached.

A mixin of :class:`speedgames.sprit.screen.scene.SpritScene` (the state and actions live there).
"""

from __future__ import annotations

from typing import Any

import pygame

from speedgames.core.i18n import Text
from speedgames.sprit.screen import hud as ui_hud
from speedgames.sprit.screen.card import CardShow
from speedgames.ui.undo import is_undo_key

ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
ARM_SECONDS = 0.2   # Enter is ignored this long after a human's turn began (a held key)


class InputMixin:
    """Event handling of the board (see the module docstring)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.touch_mode = bool(getattr(event, "touch", False))
            self._finger_down = self.touch_mode
        if self.tips.handle_event(event):
            self._finger_down = False
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            self._finger_down = False
        if event.type == pygame.KEYDOWN and self._hotkey(event):
            return True
        pinned = self.rects.get("pinned")
        if self.pinned is not None and pinned is not None and event.type in (
                pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and pinned.collidepoint(event.pos):
            if event.type == pygame.MOUSEBUTTONUP:
                self.pinned = None  # „bis du sie antippst“
            return True
        if event.type in (pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION,
                          pygame.MOUSEBUTTONUP) and self.panel.wheel(
                event, getattr(event, "pos", None) or pygame.mouse.get_pos()):
            return True  # a driver list too long for its room scrolls
        if self.log.handle_event(event):
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.queue and \
                self.rects.get("road", pygame.Rect(0, 0, 0, 0)).collidepoint(event.pos):
            if event.type == pygame.MOUSEBUTTONUP:
                self.skip_presentation()
            return True
        if self.focus.handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.touch_mode = bool(getattr(event, "touch", False))
            self.hover = self._field_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            return self._click(event.pos, bool(getattr(event, "touch", False)))
        return False

    def _field_at(self, pos: tuple[int, int]) -> int | None:
        road = self.rects.get("road")
        if self.geo is None or road is None or not road.collidepoint(pos):
            return None
        return self.geo.field_at(pos)

    def _hotkey(self, event: pygame.event.Event) -> bool:
        key = event.key
        if is_undo_key(event):
            self.undo()
            return True
        if key == pygame.K_TAB:
            self.kb_focus = True  # from now on the focus ring shows and Space presses it
            return False          # the ring itself moves the focus
        if key == pygame.K_SPACE and self.human_car is not None and (
                self.turn_age < ARM_SECONDS or self.focus.focused is None):
            # Space hurries the computers; one press too many must not make the player's move
            return True
        if key == pygame.K_ESCAPE:
            if self.tips.visible:
                self.tips.hide()
            elif self.selected is not None:
                self.selected = None
            elif self.rat_open:
                self.rat_open = False
            elif self.pinned is not None:
                self.pinned = None
            else:
                self.open_menu()
            return True
        if key == pygame.K_k:
            self.toggle_costs()
            return True
        if key in ENTER and self.rest_available:
            # one press does it: the cars still driving are shown at their end, the rest is
            # computed (before, each Enter only ended one computer's drive)
            self.start_rest()
            return True
        if key == pygame.K_l:
            self.toggle_last_card()
            return True
        if self.queue and key in ENTER + (pygame.K_SPACE,):
            self.skip_presentation()
            return True
        if key in ENTER:
            if self.selected is not None and self.human_car is not None:
                if self.turn_age >= ARM_SECONDS:
                    self.drive_selected()
            elif self.human_car is None and not self.state.is_over():
                self.pacer.waited = self.pacer.delay  # hurry the computers along
            elif self.human_car is not None:
                # Enter drives; it never fires a focused button by surprise (Space does)
                self.app.toast(Text("sprit.ui.toast.choose_first"), "info")
            else:
                return False
            return True
        if key == pygame.K_SPACE and self.human_car is None:
            self.pacer.waited = self.pacer.delay
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and self.human_car is not None:
            self.select_step(1 if key == pygame.K_RIGHT else -1)
            return True
        letters = {pygame.K_w: ("werkstatt", None), pygame.K_t: ("tank", 10),
                   pygame.K_a: ("tank", -10), pygame.K_s: ("stamp", None)}
        if key in letters and self.human_car is not None:
            kind, amount = letters[key]
            self.do(kind, amount)
            return True
        if key == pygame.K_r:
            self.toggle_rat()
            return True
        return False

    def _click(self, pos: tuple[int, int], touch: bool) -> bool:
        here = self.rects.get("drive_here")
        if here is not None and here.collidepoint(pos) and self.selected is not None \
                and self.human_car is not None:
            self.drive_selected()  # the button beside the selected field
            return True
        sign = self.panel.sign_rect
        if sign is not None and sign.collidepoint(pos) and self.state.last_card:
            self._replay_card()
            return True
        field = self._field_at(pos)
        if field is None:
            if self.rects.get("road", pygame.Rect(0, 0, 0, 0)).collidepoint(pos):
                self.selected = None  # „Daneben tippen hebt die Auswahl auf“
                return True
            return False
        return self._click_road(field, touch)

    def _click_road(self, field: int, touch: bool) -> bool:
        if self.human_car is None:
            self.pacer.waited = self.pacer.delay
            return True
        prices = self.reachable()
        if field not in prices:
            self.selected = None
            content = self._field_content(field)
            if content is not None and self.geo is not None:
                self.tips.show_at(content, self.geo.centre(field))
            return True
        if touch and self.selected != field:
            self.selected = field  # first tap: only select
            return True
        self.drive_to(field)
        return True

    def toggle_last_card(self) -> None:
        """L: the „Letzte Streckenkarte“ big again (as a click on the sign), L again closes it."""
        if self.pinned is not None and self.pinned.replay:
            self.pinned = None
        elif self.state.last_card:
            self._replay_card()
        else:
            self.app.toast(Text("sprit.ui.toast.no_card"), "info")

    def _replay_card(self) -> None:
        last = self.state.last_card or {}
        ev = {"type": "card", "card": last.get("card"), "car": last.get("car"),
              "effect": "replay"}
        owner = self.car_name(last["car"]) if isinstance(last.get("car"), int) else ""
        show = CardShow(ev, owner, own=True, duration=0, replay=True)
        self.pinned = show

    # ------------------------------------------------------------------ tooltips
    def _tooltip(self, pos: tuple[int, int]) -> Any:
        if self.touch_mode and not getattr(self, "_finger_down", False):
            return None  # a finger has no hover: info only on a long press („kurz gedrückt“)
        tip = self._button_tips(pos)
        if tip is not None:
            return tip
        here = self.rects.get("drive_here")
        if here is not None and here.collidepoint(pos):
            return None  # the button says what it does
        field = self._field_at(pos)
        if field is None:
            return None
        return self._field_content(field)

    def _field_content(self, field: int) -> Any:
        tile = self.geo.tile if self.geo else 20
        return ui_hud.field_info(self.state, field, self.my_car, self.car_name, tile)
