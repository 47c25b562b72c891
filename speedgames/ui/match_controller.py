"""Game-independent glue between a running :class:`~speedgames.core.game.Match` and its scene.

Why shared: every game scene needs the same few things around the rules — know which seats are
people and which are computers, build the computer players, apply an action and save the game at
once („Fortsetzen“ after every action), pace the computers so a person can follow them (and let the
person skip the waiting), remember who holds the device in a hot-seat game (privacy screen), and
enter the result into the records at the end. None of that depends on the game, so it lives here;
the game's scene decides *what* to show and *when* to ask whom.

API:
  ``MatchController(app, match, *, save_id=None, meta=None, autosave=True, ai_seed=None,
  notes=None)``
    ``.seats`` / ``.is_human(seat)`` / ``.humans`` / ``.computers`` / ``.player(seat)``
    ``.apply(seat, action) -> events`` (raises ``IllegalAction`` unchanged; saves; calls the
    ``listeners`` with ``(seat, action, events)``), ``.decide(seat) -> Decision`` (a computer's)
    ``.holder`` / ``.needs_handover(seat)`` / ``.take_device(seat)`` (hot-seat privacy)
    ``.record(extras, rat_used=False) -> notices`` (once; statistics, achievements, lists)
    ``.note(text, kind, seat=, marker=, secret=, role=)`` keeps a Spielverlauf line the actions
    cannot tell again (a computer's reason, a timeout) in ``.notes``, saved with the game
    ``.flush()`` / ``.close()``
  ``Pacer(app)``: ``.tick(dt) -> bool`` (True when the next computer move is due), ``.skip()``,
    ``.delay`` (from the setting „Animationen“: normal / schnell / aus).
  ``Thinker(threaded=True)``: computer decisions on a worker thread (``request`` / ``poll``, or
    ``wait(seat)`` for one seat's answer), so a strong computer thinking for 100 ms never stalls a
    frame.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping

from speedgames.core.game import Action, Match
from speedgames.core.log_notes import Notes
from speedgames.core.rng import derive_seed
from speedgames.ui.table.thinker import Thinker  # noqa: F401  (moved; re-exported until #26 ends)

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike
    from speedgames.core.i18n import Text
    from speedgames.core.players import Decision

Listener = Callable[[int, Action, list[dict[str, Any]]], None]

#: Seconds between two computer moves per animation setting.
COMPUTER_DELAY = {"normal": 0.42, "fast": 0.1, "off": 0.0}


class Pacer:
    """Paces computer moves; a person may skip the waiting (``skip`` = the next tick fires)."""

    def __init__(self, app: "AppLike | None" = None, delay: float | None = None) -> None:
        self.app = app
        self._fixed = delay
        self.waited = 0.0
        self._skipping = False

    @property
    def delay(self) -> float:
        if self._fixed is not None:
            return self._fixed
        setting = getattr(getattr(self.app, "settings", None), "animations", "normal")
        return COMPUTER_DELAY.get(setting, COMPUTER_DELAY["normal"])

    def tick(self, dt: float) -> bool:
        if self._skipping:
            return True
        self.waited += max(0.0, dt)
        if self.waited >= self.delay:
            self.waited = 0.0
            return True
        return False

    def skip(self, on: bool = True) -> None:
        """Fast-forward: every tick fires until ``skip(False)``."""
        self._skipping = on
        self.waited = 0.0

    @property
    def skipping(self) -> bool:
        return self._skipping


class SeatRoster:
    """Who sits at a match's table: people and computers, and who holds the device.

    Why a base: every game's controller asks these same questions of ``self.match`` (Speedtulpe's
    own :class:`speedgames.tulpe.screen.controller.Controller` too), so they are answered once here.
    """

    match: Match
    holder: int | None
    notes: Notes | None = None  # the Spielverlauf's notes (core.log_notes), saved with the game

    def note(self, text: "Text", kind: str = "dim", **how: Any) -> None:
        """Keep a line the scene writes beside the rules' events (it also shows it), keyed to
        the actions made so far, so „Fortsetzen“ tells it again at the same place."""
        if self.notes is not None:
            self.notes.add(len(self.match.actions), text, kind, **how)

    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def seats(self) -> list[dict[str, Any]]:
        return list(self.match.options.get("seats", []))

    def is_human(self, seat: int) -> bool:
        seats = self.seats
        return 0 <= seat < len(seats) and seats[seat].get("kind", "human") == "human"

    @property
    def humans(self) -> list[int]:
        return [i for i in range(len(self.seats)) if self.is_human(i)]

    @property
    def computers(self) -> list[int]:
        return [i for i in range(len(self.seats)) if not self.is_human(i)]

    def take_device(self, seat: int) -> None:
        self.holder = seat

    # Zurück (issue #13): the policy is the rules' (speedgames.core.undo) ------------------------
    _undo_probe: tuple[int, int, bool] | None = None

    def can_undo(self) -> bool:
        """May the last person to act take back their decision now? (cached per log length)"""
        from speedgames.core.undo import can_undo

        actions = self.match.actions
        key = (len(actions), id(actions[-1][1]) if actions else 0)
        probe = self._undo_probe
        if probe is None or probe[:2] != key:
            try:
                ok = bool(self.humans) and can_undo(self.match)
            except Exception:  # a log that no longer replays (a test's forced chips): no undo
                ok = False
            self._undo_probe = probe = (*key, ok)
        return probe[2]

    def undo(self) -> bool:
        """Take back the last person's last decision (and computer moves made since, which are
        kept when they replay the same or made again). False when the rules refuse."""
        from speedgames.core.undo import undo_match

        try:
            if not self.can_undo() or not undo_match(self.match):
                return False
        except Exception:  # never lose the game over a Zurück: the match is left as it was
            return False
        self._undo_probe = None
        if self.notes is not None:  # what was written after the taken-back moves goes too
            self.notes.truncate(len(self.match.actions))
        self._after_undo()
        return True

    def _after_undo(self) -> None:
        """Controllers refresh what they derived from the state (saves, caches)."""


class MatchController(SeatRoster):
    """See the module docstring."""

    def __init__(self, app: "AppLike", match: Match, *, save_id: str | None = None,
                 meta: Mapping[str, Any] | None = None, autosave: bool = True,
                 ai_seed: int | None = None, notes: Notes | None = None) -> None:
        self.app = app
        self.match = match
        self.notes = notes if notes is not None else Notes()
        self.listeners: list[Listener] = []
        self.holder: int | None = None
        self.recorded = False
        self.save_id = save_id
        self._players: dict[int, Any] = {}
        base = match.seed if ai_seed is None else ai_seed
        for seat, info in enumerate(self.seats):
            if info.get("kind") == "ai":
                from speedgames.core.players import make_player

                self._players[seat] = make_player(match.game.id, str(info.get("level", "normal")),
                                                  info.get("style"),
                                                  derive_seed(base, "computer", seat))
        self.saver = None
        if autosave:
            from speedgames.core.saves import AutoSaver, new_save_id

            self.save_id = save_id or new_save_id()
            self.saver = AutoSaver(app.storage, match.game.id, self.save_id, meta)
            self.saver.notes = self.notes

    # seats (state, seats, is_human, humans, computers: SeatRoster) ----------------------
    def player(self, seat: int) -> Any:
        """The computer player object of ``seat`` (None for a human)."""
        return self._players.get(seat)

    # acting ------------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[dict[str, Any]]:
        events = self.match.apply(seat, action)
        self.save()
        for listener in list(self.listeners):
            listener(seat, action, events)
        return events

    def decide(self, seat: int) -> "Decision":
        player = self._players.get(seat)
        if player is None:
            raise KeyError(f"seat {seat} is not a computer")
        return player.choose(self.state, seat)

    def save(self) -> None:
        if self.saver is not None:
            self.saver.save(self.match)

    def note(self, text: "Text", kind: str = "dim", **how: Any) -> None:
        """As :meth:`SeatRoster.note`, saved at once (a line written after the last action
        would otherwise wait for the next one)."""
        super().note(text, kind, **how)
        self.save()

    def save_clock(self, clock: Any) -> None:
        """Save now with the turn clock's time used (quit, Zum Kontor), and wait for it."""
        if self.saver is not None and not self.match.state.is_over():
            self.saver.save(self.match, clock=clock.snapshot(len(self.match.actions)))
        self.flush()

    def _after_undo(self) -> None:
        self.save()

    # hot seat ----------------------------------------------------------------------------
    def needs_handover(self, seat: int) -> bool:
        """Must the device change hands (privacy screen) before ``seat`` acts in secret?"""
        return (len(self.humans) > 1 and self.is_human(seat) and self.holder is not None
                and self.holder != seat)

    # the end -----------------------------------------------------------------------------
    def record(self, extras: Mapping[int, Mapping[str, Any]] | None = None, *,
               rat_used: bool = False) -> list["Text"]:
        """Enter the finished game for its humans (once); returns the notices to show."""
        if self.recorded or not self.state.is_over():
            return []
        self.recorded = True
        from speedgames.core.records import record_game

        try:
            return record_game(self.app.storage, self.match.game.id, self.match.record(),
                               self.state.result(), self.seats,
                               str(self.match.options.get("mode", "table")),
                               extras=dict(extras or {}), rat_used=rat_used,
                               save_id=self.save_id)
        except Exception:  # the records must never stop the Endtafel
            self.app.report_error()
            return []

    def flush(self) -> None:
        if self.saver is not None:
            self.saver.flush(2.0)

    def close(self) -> None:
        if self.saver is not None:
            self.saver.close()
            self.saver = None
