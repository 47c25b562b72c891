"""The Stopfen at the device: Ziehen, Aufhören, Sandeimer, „Sand drauf?“, Kupferblau-Vorschau.

The view of this phase is the Hülse, the Beutel and the Anzeige (``huelse``, ``bag``, ``gauge``,
composed by ``draw``); this controller turns the person's keys and buttons into the rules'
actions and refuses what the step does not allow.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from speedgames.core.game import Action
from speedgames.core.i18n import Text
from speedgames.rocket.screen.keys import DIGITS, ENTER

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.scene import RocketScene


class StuffingController:
    """The Stopfen of the human at the device (``scene.active``)."""

    def __init__(self, scene: "RocketScene") -> None:
        self.scene = scene

    def hotkey(self, key: int, status: str) -> bool:
        """Leertaste = Ziehen, Enter = Aufhören, E = Sandeimer / „Sand drauf“, Z = „Zünden
        lassen“, 1–5 / 0 = Vorschau."""
        if status == "drawing":
            if key == pygame.K_SPACE:
                self.do_draw()
                return True
            if key in ENTER:
                self.do_stop()
                return True
            if key == pygame.K_e:
                self.do_sand()
                return True
        elif status == "sand":
            if key == pygame.K_e:
                self.do_sand()
                return True
            if key == pygame.K_z:   # „Zünden lassen (Z)“: not Enter, a held key must not ignite
                self.do_ignite()
                return True
        elif status == "preview":
            if key in DIGITS and DIGITS[key] <= 5:
                d = DIGITS[key]
                self.do_preview(None if d == 0 else d - 1)
                return True
        return False

    def do_draw(self) -> None:
        if self.scene.model.status == "drawing" and self.scene.player_at(self.scene.active)["bag"]:
            self.finish_fly()
            self.scene.act(self.scene.active, Action("draw"))

    def do_stop(self) -> None:
        if self.scene.model.status == "drawing":
            self.finish_fly()
            self.scene.act(self.scene.active, Action("stop"))

    def do_sand(self) -> None:
        st = self.scene.model.status
        if st in ("drawing", "sand"):
            legal = self.scene.state.legal_actions(self.scene.active)
            if Action("sand") in legal:
                self.finish_fly()
                self.scene.act(self.scene.active, Action("sand"))
            else:
                from speedgames.rocket.rules.stuffing import sand_allowed

                why = "rocket.ui.toast.no_sand" if sand_allowed(self.scene.state) \
                    else "rocket.errors.sandknappheit"
                self.scene.app.toast(Text(why), "warn")

    def do_ignite(self) -> None:
        if self.scene.model.status == "sand":
            self.scene.act(self.scene.active, Action("ignite"))

    def do_preview(self, index: int | None) -> None:
        if self.scene.model.status != "preview":
            return
        p = self.scene.player_at(self.scene.active)
        if index is not None and not 0 <= index < len(p["preview"]):
            return
        self.scene.act(self.scene.active, Action("preview", index=index))

    def finish_fly(self) -> None:
        self.scene.fly = None

    def demo(self, draws: int) -> None:
        """Screenshots and bench: the first human draws a few chips while nothing can ignite."""
        if not draws or not self.scene.ctl.humans:
            return
        from speedgames.rocket.rules import odds

        seat = self.scene.ctl.humans[0]
        for _ in range(draws):
            p = self.scene.state.players[seat]
            if p["status"] != "drawing" or not p["bag"] or odds.danger(self.scene.state, seat) > 0:
                break
            self.scene.ctl.apply(seat, Action("draw"))
            if self.scene.state.players[seat]["status"] == "preview":
                self.scene.ctl.apply(seat, Action("preview", index=None))
        self.scene.fly = None
