"""The menu over a running Speedrocket game (Esc, or „Menü“ at the top right).

Weiter · Spielregeln · Ansicht · Zum Kontor (the game stays saved, with the Zug-Uhr's time:
„Fortsetzen“ resumes it) · Aufgeben — only with other people at the table, because leaving such a
game early costs 10 in the Bestenliste (rule text „Bestenliste“); it asks first, and the table
enters the −10 for the person who holds the device and removes the save (``Table.give_up``).
The menu itself is the shared :class:`speedgames.ui.game_menu.GameMenu`; this file gives
Speedrocket's words and reaches the match through the table.
"""

from __future__ import annotations

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
