"""Speedtulpe's game menu over a running game (Esc, F10 or „Menü“).

Weiter · Ansicht (the big field follows whoever chooses: an/aus) · Spielregeln ·
Einstellungen (language and look, changeable mid-game) · Zum Kontor (the game is saved with the
Bedenkzeit's time; „Fortsetzen“ resumes it) · Aufgeben (only with other people at the table: the
table enters −10 in the Bestenliste for the person who holds the device and removes the save, so
it asks first). The menu is the shared :class:`~speedgames.ui.game_menu.GameMenu`; it reaches the
match through the table.
"""

from __future__ import annotations

from typing import Sequence

import pygame

from speedgames.ui.game_menu import GameMenu, MenuTexts
from speedgames.ui.game_menu import tr as _tr
from speedgames.ui.widgets import Toggle, Widget

class PauseMenu(GameMenu):
    """A modal menu over the game (Esc, F10 or „Weiter“ closes it): the shared
    :class:`~speedgames.ui.game_menu.GameMenu` with Speedtulpe's words and the Ansicht switch."""

    name = "tulpe.menu"
    game_id = "tulpe"
    texts = MenuTexts(title="tulpe.ui.menu", resume="tulpe.ui.menu_resume",
                      rules="tulpe.ui.menu_rules", settings="tulpe.ui.menu_settings",
                      kontor="tulpe.ui.menu_kontor",
                      give_up="tulpe.ui.menu_give_up",
                      give_up_question="tulpe.ui.give_up_question",
                      give_up_yes="tulpe.ui.give_up_yes")
    close_keys = (pygame.K_ESCAPE, pygame.K_F10)
    icons = False

    def extra_entries(self) -> Sequence[Widget]:
        self.follow = Toggle(_tr("tulpe.ui.menu_follow"), self.app.settings.follow_chooser,
                             self._follow, on_text=_tr("ui.settings.on"),
                             off_text=_tr("ui.settings.off"))
        return (self.follow,)

    def _follow(self, value: bool) -> None:
        self.app.settings.follow_chooser = bool(value)
        self.app.save_settings()
