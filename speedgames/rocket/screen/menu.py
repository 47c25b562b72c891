"""The menu over a running Speedrocket game (Esc, or „Menü“ at the top right).

Weiter · Spielregeln · Ansicht · Zum Kontor (the game stays saved, with the Zug-Uhr's time:
„Fortsetzen“ resumes it) · Aufgeben — only with other people at the table, because leaving such a
game early costs 10 in the Bestenliste (rule text „Bestenliste“); it asks first, and the table
enters the −10 for the person who holds the device and removes the save (``Table.give_up``).
The menu itself is the shared :class:`speedgames.ui.game_menu.GameMenu`; this file gives
Speedrocket's words and reaches the match through the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.rocket.screen.flow import seat_name
from speedgames.ui.game_menu import GameMenu, MenuTexts

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike
    from speedgames.ui.table import Table


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

    def __init__(self, app: "AppLike", table: "Table") -> None:
        self.table = table
        super().__init__(app, table)

    def seat_label(self, seat: int) -> Any:
        return seat_name(self.table.state, seat)

    @property
    def humans(self) -> list[int]:
        return list(self.table.people)

    @property
    def holder(self) -> int | None:
        return self.table.holder

    @property
    def match(self) -> Any:
        return self.table.match

    def to_kontor(self) -> None:
        self.table.save()
        self.app.home()

    def _give_up(self, seat: int) -> None:
        for notice in self.table.give_up(seat):
            self.app.toast(notice, "warn")
        self.app.home()
