"""The computers at the Speedtulpe table: who they are, their thinking pause, their move.

Why apart from the scene: a computer's turn has its own small state (the pause still to wait, the
question the shared :class:`~speedgames.ui.match_controller.Thinker` works on) and its own rules
of care — a refused or failing move falls back to rolling or passing, and a covert choice's
reason is never told. It needs the controller, the animation timing and two callbacks (apply an
action, tell a line), never the scene.
"""

from __future__ import annotations

from typing import Any, Callable

from speedgames.core.game import Action
from speedgames.core.rng import derive_seed
from speedgames.tulpe.screen.controller import ROLL, Controller
from speedgames.tulpe.screen.scene_flow import Timing
from speedgames.ui.match_controller import Thinker


def make_players(options: dict[str, Any], seed: int) -> dict[int, Any]:
    """The computer players of a table, one per computer seat (seeded from the match)."""
    seats = options.get("seats", [])
    if not any(seat.get("kind") == "ai" for seat in seats):
        return {}
    from speedgames.tulpe import ai

    out = {}
    for i, seat in enumerate(seats):
        if seat.get("kind") == "ai":
            out[i] = ai.make_player(str(seat.get("level", "normal")), seat.get("style"),
                                    derive_seed(seed, "tulpe-ui-ai", i))
    return out


def stand_in(seed: int, seat: int) -> Any:
    """Who acts for a human whose Bedenkzeit ran out."""
    from speedgames.tulpe import ai

    return ai.make_player("normal", None, derive_seed(seed, "stand-in", seat))


class ComputerTurns:
    """Plays the computers' moves: ``apply(seat, action, quiet=True) -> bool`` applies one,
    ``tell(reason)`` writes an open reason into the Spielverlauf."""

    def __init__(self, controller: Controller, timing: Timing,
                 apply: Callable[..., bool], tell: Callable[[Any], None],
                 report_error: Callable[[], None]) -> None:
        self.controller = controller
        self.timing = timing
        self.apply = apply
        self.tell = tell
        self.report_error = report_error
        self.wait: float | None = None  # seconds until the computer acts (None: idle)
        self.thinker = Thinker()  # the computer thinks on a worker thread during the wait
        self.asked: tuple[int, int] | None = None  # (seat, actions) the thinker works on

    def turn(self, seat: int, dt: float) -> None:
        """One frame of ``seat``'s turn: wait (thinking meanwhile), then act."""
        if self.wait is None:
            self.wait = self.timing.ai_delay
            self.ask(seat)
        self.wait -= dt
        if self.wait > 0:
            return
        self.wait = None
        try:
            decision = self.thought(seat)
        except Exception:
            self.report_error()
            decision = None
        fallback = Action("roll") if self.controller.step().kind == ROLL else Action("pass")
        action = decision.action if decision is not None else fallback
        done = self.apply(seat, action, quiet=True)
        if not done:  # a computer's refused move never stalls the table
            done, decision = self.apply(seat, fallback, quiet=True), None
        if done and decision is not None and decision.reason is not None \
                and self.reason_public(seat):
            self.tell(decision.reason)

    def ask(self, seat: int) -> None:
        """Let the computer start thinking while the table waits for it (shared Thinker)."""
        player = self.controller.players.get(seat)
        match = self.controller.match
        if player is None or self.asked is not None:
            return
        self.asked = (seat, len(match.actions))
        self.thinker.request(seat, player, match.state.copy())

    def thought(self, seat: int) -> Any:
        """The computer's Decision for the position now: the thinker's answer when it was asked
        about this very position (waiting only if it is still thinking), else decided at once."""
        asked, self.asked = self.asked, None
        if asked is not None:
            result = self.thinker.wait(asked[0])
            if asked == (seat, len(self.controller.match.actions)):
                if isinstance(result, Exception):
                    raise result
                if result is not None:
                    return result
        return self.controller.computer_decision(seat)

    def reason_public(self, seat: int) -> bool:
        """A computer's reason would tell its covert choice: only the active one's is shown."""
        summary = self.controller.summary()
        actions = self.controller.match.actions
        return seat == summary.get("active") and not (actions and actions[-1][1].type == "roll")

    def forget(self) -> None:
        """The position was taken back (Zurück): drop the question and the pause."""
        self.thinker.cancel()
        self.asked = None
        self.wait = None

    def close(self) -> None:
        self.thinker.close()
