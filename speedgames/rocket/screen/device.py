"""Who is at the device: the next human to act, the hand-over with the privacy screen, the Zug-Uhr.

Humans act one after the other in the simultaneous phases; with two or more at the table the
device is handed over behind „Gib das Gerät an …“ first, and the Zug-Uhr runs per person, phase
and evening.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from speedgames.core.i18n import Text
from speedgames.rocket.screen.model import seat_name

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.scene import RocketScene


class Device:
    """Chooses the human who acts now (after the privacy screen when the device changes hands)."""

    def __init__(self, scene: "RocketScene") -> None:
        self.scene = scene
        self.privacy_for: int | None = None   # the seat whose privacy screen is up
        self.clock_for: tuple | None = None   # (seat, phase, evening) the Zug-Uhr runs for

    def choose_active(self) -> None:
        phase = self.scene.state.phase
        movers = self.scene.state.to_move()
        humans = [s for s in movers if self.scene.ctl.is_human(s)]
        if phase not in ("stopfen", "shop") or not humans:
            if self.scene.active is not None and self.scene.active not in humans:
                self.scene.active = None
            return
        if self.scene.active in humans:
            return
        seat = humans[0]
        if self.scene.ctl.needs_handover(seat):
            if self.privacy_for != seat:
                self.privacy_for = seat
                self.handover(seat)
            return
        self.become_active(seat)

    def handover(self, seat: int) -> None:
        from speedgames.ui.overlays import PrivacyScreen

        self.scene.clock.pause()
        note = Text("rocket.ui.privacy.stopfen" if self.scene.state.phase == "stopfen"
                    else "rocket.ui.privacy.shop", {"name": seat_name(self.scene.state, seat)})
        self.scene.app.push(PrivacyScreen(self.scene.app, seat_name(self.scene.state, seat),
                                          lambda: self.become_active(seat), note=note,
                                          on_menu=self.scene.ask_leave))

    def become_active(self, seat: int) -> None:
        self.privacy_for = None
        self.scene.ctl.take_device(seat)
        self.scene.active = seat
        self.scene.view_seat = seat
        self.scene.basket.clear()
        self.scene.rat_open = self.scene.rat_open and self.scene.rat_allowed

    def run_clock(self, dt: float) -> None:
        if self.scene.clock.limit is None:
            return
        key = (self.scene.active, self.scene.state.phase, self.scene.state.evening)
        if self.scene.active is None:
            self.scene.clock.stop()
            self.clock_for = None
            return
        if key != self.clock_for:
            self.clock_for = key
            self.scene.clock.start(key=len(self.scene.ctl.match.actions))
        self.scene.clock.advance(dt)
