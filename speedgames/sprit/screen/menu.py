"""The menu over a running rally (the Zahnrad, or Esc): Weiter · Kostentafel an/aus · Spielregeln ·
Einstellungen · Zum Kontor (the rally is saved: „Fortsetzen“ resumes it) · Aufgeben (only with
other humans at the table: leaving early costs 10 in the Bestenliste, so it asks first).

The menu itself is the shared :class:`speedgames.ui.game_menu.GameMenu`; this file gives
Speedsprit's words and the Kostentafel switch. It reaches the rally through :class:`MenuHooks` —
the table (its people, who holds the device, Aufgeben) and two callbacks — never the scene.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Sequence

from speedgames.ui import game_menu
from speedgames.ui.game_menu import MenuTexts, tr
from speedgames.ui.widgets import Toggle, Widget

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike
    from speedgames.ui.table import Table


@dataclass(frozen=True)
class MenuHooks:
    """What the menu may do to the rally: read and give up its ``table``, switch the
    Kostentafel, go to the Kontor (the rally saved with its clock)."""

    table: "Table"
    toggle_costs: Callable[[], None]
    to_kontor: Callable[[], None]


class GameMenu(game_menu.GameMenu):
    """A modal menu over the rally (Esc or „Weiter“ closes it)."""

    name = "sprit.menu"
    game_id = "sprit"
    texts = MenuTexts(title="sprit.ui.menu", resume="sprit.ui.menu_resume",
                      rules="sprit.ui.menu_rules", settings="sprit.ui.menu_settings",
                      kontor="sprit.ui.menu_kontor", give_up="sprit.ui.menu_give_up",
                      give_up_question="sprit.ui.give_up_question",
                      give_up_yes="sprit.ui.give_up_yes")

    def __init__(self, app: "AppLike", hooks: MenuHooks) -> None:
        self.hooks = hooks
        super().__init__(app, hooks.table, to_kontor=hooks.to_kontor)

    def extra_entries(self) -> Sequence[Widget]:
        self.costs = Toggle(tr("sprit.ui.cost_table"), self.app.settings.cost_table, self._costs,
                            on_text=tr("ui.settings.on"), off_text=tr("ui.settings.off"))
        return (self.costs,)

    def _costs(self, value: bool) -> None:
        if bool(self.app.settings.cost_table) != bool(value):
            self.hooks.toggle_costs()
