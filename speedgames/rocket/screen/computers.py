"""The computers at a Speedrocket table and the Zug-Uhr's stand-in for a person.

Computers act when the pacer says so (one can follow them) and think on the worker thread on a
copy of the state; a decision is applied only if it is still legal. When a person's Zug-Uhr runs
out, the game stops for them (or pours sand, or takes the Vorschau's best) and buys by the Rat's
advice — written into the Spielverlauf either way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.core.game import Action
from speedgames.core.i18n import Text
from speedgames.rocket.screen.model import seat_name
from speedgames.rocket.screen.players import seat_colour

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.scene import RocketScene


class ComputerTurns:
    """When and what ``scene``'s computers play, and the Zug-Uhr acting for a late human."""

    def __init__(self, scene: "RocketScene") -> None:
        self.scene = scene

    def apply_decision(self, seat: int, result: Any) -> None:
        """Apply a computer's decision if it is still legal (it was made on a copy)."""
        if seat not in self.scene.state.to_move():
            return
        legal = self.scene.state.legal_actions(seat)
        if isinstance(result, Exception) or result.action not in legal:
            if isinstance(result, Exception):
                try:
                    raise result
                except Exception:
                    self.scene.app.report_error("rocket computer")
                for fallback in (Action("stop"), Action("done"), Action("preview", index=None),
                                 Action("ignite"), Action("take", what="ruhm")):
                    if fallback in legal:
                        self.scene.ctl.apply(seat, fallback)
                        return
            return
        self.scene.ctl.apply(seat, result.action)
        if result.reason is not None and result.action.type in ("stop", "buy", "take", "trade",
                                                                "ignite"):
            why = Text("rocket.ui.log.reason", {"name": seat_name(self.scene.state, seat),
                                                "reason": result.reason})
            self.scene.telling.note(why, "dim", seat_colour(seat),
                                    secret=result.action.type in ("stop", "ignite"), seat=seat)

    def run(self, dt: float) -> None:
        """Computers act when the pacer says so; they think on the worker thread."""
        phase = self.scene.state.phase
        movers = [s for s in self.scene.state.to_move() if not self.scene.ctl.is_human(s)]
        if not movers:
            self.scene.pacer.skip(False)
            return
        if phase == "show":
            for seat in movers:   # the show waits for the people's Weiter, never for computers
                self.scene.ctl.apply(seat, Action("done"))
            return
        for seat, result in self.scene.thinker.poll():
            if self.scene.state.phase != phase or self.scene.show is not None:
                return
            self.apply_decision(seat, result)
        if self.scene.state.phase != phase or self.scene.show is not None:
            return
        if self.scene.pacer.tick(dt):
            for seat in [s for s in self.scene.state.to_move() if not self.scene.ctl.is_human(s)]:
                self.scene.thinker.request(seat, self.scene.ctl.player(seat),
                                           self.scene.state.clone())

    def on_timeout(self) -> None:
        """The Zug-Uhr ran out for the person at the device: the line that says so is written
        first, then the computer acts for them — so it stands where it happened, before the
        purchase or the stop and before the next evening (or the show) they set off."""
        seat = self.scene.active
        if seat is None or self.scene.state.is_over():
            return
        name = seat_name(self.scene.state, seat)
        status = self.scene.model.status
        from speedgames.rocket import ai

        key = TIMEOUT_LINES.get(status or "")
        if key is None:
            return
        try:
            self.scene.telling.note(Text(key, {"name": name}), "warn", seat_colour(seat),
                                    secret=status in STUFFING, seat=seat)  # kept for Fortsetzen
            if status == "drawing":
                self.scene.act(seat, Action("stop"))
            elif status == "sand":
                self.scene.act(seat, Action("sand"))
            elif status == "preview":
                advice = ai.advise(self.scene.state, seat)
                best = advice.best.action if advice.best else Action("preview", index=None)
                self.scene.act(seat, best)
            else:
                self.scene.shopping.shop_by_advice(seat)
        except Exception:
            self.scene.app.report_error()


STUFFING = ("drawing", "sand", "preview")
TIMEOUT_LINES = {"drawing": "rocket.ui.log.timeout_stop", "sand": "rocket.ui.log.timeout_sand",
                 "preview": "rocket.ui.log.timeout_preview",
                 "shop_choose": "rocket.ui.log.timeout_shop",
                 "shop_open": "rocket.ui.log.timeout_shop"}
