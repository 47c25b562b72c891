"""The menu over a running Speedrocket game (Esc, or „Menü“ at the top right).

Weiter · Spielregeln · Ansicht · Zum Kontor (the game stays saved: „Fortsetzen“ resumes it) ·
Aufgeben — only with other humans at the table, because leaving such a game early costs 10 in the
Bestenliste (rule text „Bestenliste“); it asks first, enters the −10 for the person at the device
and removes the save. The menu itself is the shared :class:`speedgames.ui.game_menu.GameMenu`;
this file gives Speedrocket's words.
"""

from __future__ import annotations

from typing import Any

from speedgames.ui.game_menu import GameMenu, MenuTexts


class RocketMenu(GameMenu):
    name = "rocket.menu"
    game_id = "rocket"
    texts = MenuTexts(title="rocket.ui.menu.title", resume="rocket.ui.menu.resume",
                      rules="ui.kontor.rules", settings="rocket.ui.btn.settings",
                      kontor="rocket.ui.menu.kontor", give_up="rocket.ui.menu.give_up",
                      give_up_question="rocket.ui.menu.give_up_question",
                      give_up_yes="rocket.ui.menu.give_up_yes")
    panel_width = 480
    error_context = "rocket give up"

    def seat_label(self, seat: int) -> Any:
        from speedgames.rocket.screen.model import seat_name

        return seat_name(self.game.state, seat)
