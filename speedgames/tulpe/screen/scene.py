"""The Speedtulpe table on screen: the field, the dice tray, the players, the Spielverlauf.

One scene for every mode (Mit anderen, Gegen Computer, Rekordjagd, Tagesblatt). The flow — who
acts, privacy between humans, computers, the Bedenkzeit — lives in :mod:`.controller`; what is
drawn comes from a :class:`~.table_view.TableView` the scene builds each frame for its parts (the
Hud, the info windows); the Spielverlauf is told by :mod:`.chronicle`; rule questions go through
:mod:`.rules` and :mod:`.view_model`. This module turns input into actions and plays the
animations (all skippable; settings.animations makes them fast or switches them off).

Keys: W / Leertaste würfeln · 1–3 Farbwürfel · 4–6 Zahlenwürfel · Pfeiltasten Feld-Cursor ·
Leertaste Feld wählen · Enter aufblühen · P passen · Esc Auswahl zurücksetzen (dann Menü) · R Rat ·
Tab nächstes Feld ansehen · I Info zum Feld unter dem Cursor · F10 Menü.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any, Mapping

import pygame

from speedgames.core.game import Action, IllegalAction, Match, get_game
from speedgames.core.i18n import Text, counted
from speedgames.core.log_notes import Notes
from speedgames.tulpe.screen import (
    choosing,
    scene_demo,
    scene_input,
    scene_rat,
    table_view,
    turn_flow,
    view_model,
)
from speedgames.tulpe.screen.chronicle import Chronicle, options_line
from speedgames.tulpe.screen.computer import ComputerTurns, make_players, stand_in
from speedgames.tulpe.screen.controller import OTHERS, OVER, Controller
from speedgames.tulpe.screen.field import FieldView, Live
from speedgames.tulpe.screen.players import PlayerStrip
from speedgames.tulpe.screen.scene_flow import Finisher, Timing
from speedgames.tulpe.screen.scene_hud import Hud, Parts
from speedgames.tulpe.screen.score import ScorePanel
from speedgames.tulpe.screen.table_view import Chosen, TableView
from speedgames.tulpe.screen.tray import DiceTray, Selection, TrayState
from speedgames.ui import registry
from speedgames.ui.log_panel import LogPanel
from speedgames.ui.match_scene import says_resumed
from speedgames.ui.pacing import earliest
from speedgames.ui.scene import Scene
from speedgames.ui.tooltip import Tooltips
from speedgames.ui.turn_clock import TurnClock
from speedgames.ui.undo import take_back

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.app import App

GAME_ID = "tulpe"


AMBIENT_SECONDS = 3.0  # sails and glow move this long after the player's last input

class TulpeScene(Scene):
    """A Speedtulpe game. New: ``(app, options=…, seed=…)``; resume: ``(app, save=SaveInfo)``."""

    name = "tulpe.game"

    def __init__(self, app: "App", options: Mapping[str, Any] | None = None,
                 seed: int | None = None, save: Any = None, demo: int = 0,
                 save_games: bool = True) -> None:
        super().__init__(app)
        from speedgames.core.saves import load_game, new_save_id

        self.meta: dict[str, Any] = {}
        self.notes = Notes()  # the Spielverlauf's lines the actions lack (core.log_notes)
        if save is not None:
            loaded = load_game(app.storage, GAME_ID, save.save_id)
            match, self.notes = loaded.match, loaded.notes
            self.save_id = save.save_id
            self.meta = dict(loaded.meta)
            resumed = True
        else:
            opts = dict(options or get_game(GAME_ID).default_options())
            match = Match(get_game(GAME_ID), opts, int(seed if seed is not None
                                                        else secrets.randbelow(2 ** 53)))
            self.save_id = new_save_id()
            resumed = False
        self.match = match
        self.rat_used = bool(self.meta.get("rat_used", False))
        self.controller = Controller(match, make_players(match.options, match.seed),
                                     on_action=self._on_action,
                                     stand_in=lambda seat: stand_in(match.seed, seat))
        self.controller.notes = self.notes  # Zurück forgets the notes of the taken-back moves
        self.timing = Timing(app)
        self.field = FieldView()
        self.tray = DiceTray(self.roll, self.bloom, self.pass_)
        self.score = ScorePanel()
        self.strip = PlayerStrip()
        self.log = LogPanel((0, 0, 10, 10))
        self.chronicle = Chronicle(self.log, self.controller)
        self.tooltips = Tooltips(self._tooltip_at)
        self.selection = Selection()
        self.cursor: tuple[int, int] | None = None
        self.hover_cell: tuple[int, int] | None = None
        self.viewed: int = 0
        self.pinned = False
        self.chooser: int | None = None
        self.suggested: tuple[str, int] | None = None
        self.advice: Any = None
        self.opening: dict[tuple[int, int, int], float] = {}
        self.computer = ComputerTurns(self.controller, self.timing, self.apply,
                                      self._tell_reason,
                                      lambda: self.app.report_error())
        self.pulse = 0.0
        self.calm = 0.0  # seconds since the player's last input (ambient motion stops)
        self.privacy_for: int | None = None
        self.clock = TurnClock(self._clock_limit(),
                               on_expire=lambda: turn_flow.on_clock_expired(self),
                               on_grace=lambda: turn_flow.on_clock_grace(self))
        self.clock.restore(self.meta.get("clock"))  # „Fortsetzen“ keeps the time left
        self.replaying = False  # Partie ansehen shows this table read-only (screen.review)
        self.hud = Hud(app, Parts(self.field, self.tray, self.score, self.strip, self.log,
                                  self.clock), self.view, self.rat, self.open_menu,
                       self.undo)
        self.clock_key: tuple | None = None
        self.step_key: tuple | None = None  # (actions, seat) of the step the view followed
        self.timing_out: int | None = None  # the seat the computer acts for (time ran out)
        self.before: dict[str, Any] | None = None
        self.finisher = Finisher(self)
        self.saver = None
        self.daily_counts = True
        if save_games:
            self._start_saver(resumed)
        self.viewed = self._default_view()
        self.log.append(Text("tulpe.ui.log.start", {"mode": Text(self.mode_key)}), "head")
        self.log.append(options_line(self.match.options, self.mode), "dim")
        if resumed:
            self._retell()
            if says_resumed(save):  # not for a new guided first game (it opens from a save)
                self.log.append(Text("tulpe.ui.log.resumed",
                                     {"n": counted("core.count.turns", len(match.actions))}),
                                "head")
            self.controller.holder = -1  # whoever resumes: a covert choice needs the screen
        if demo:
            self._demo(int(demo))
        self._size = tuple(app.size)

    # ------------------------------------------------------------------ setup
    @property
    def mode(self) -> str:
        return self.controller.mode

    @property
    def mode_key(self) -> str:
        if self.mode == "table":
            return ("tulpe.ui.mode.computer" if len(self.controller.humans) == 1
                    else "tulpe.ui.mode.table")
        return f"tulpe.ui.mode.{self.mode}"

    def _clock_limit(self) -> float | None:
        limit = self.match.options.get("clock")
        if self.mode in ("rekordjagd", "daily") or not isinstance(limit, (int, float)):
            return None
        return float(limit) if limit > 0 else None

    def _start_saver(self, resumed: bool) -> None:
        from speedgames.core.saves import AutoSaver

        meta = dict(self.meta)
        meta.setdefault("mode", self.mode)
        meta["rat_used"] = self.rat_used
        try:
            self.saver = AutoSaver(self.app.storage, GAME_ID, self.save_id, meta)
            self.saver.notes = self.notes
            self.saver.save(self.match)
        except Exception:  # a save problem must never stop the game; the storage told the user
            self.app.report_error()
            self.saver = None
        if self.mode == "daily" and not resumed:
            self.daily_counts = self.finisher.begin_daily()
        elif self.mode == "daily":
            self.daily_counts = bool(self.meta.get("daily_counts", True))
        if self.saver is not None:
            self.saver.meta["daily_counts"] = self.daily_counts

    def _default_view(self) -> int:
        human = self.controller.human_to_act()
        if human is not None:
            return human
        humans = self.controller.humans
        return humans[0] if humans else 0

    # ------------------------------------------------------------------ names
    def seat_name(self, seat: int) -> str:
        param = self.controller.name_param(seat)
        return param.render() if isinstance(param, Text) else str(param)

    # ------------------------------------------------------------------ actions from the rules
    def _on_action(self, seat: int, action: Action, events: list) -> None:
        self.chronicle.tell_roll()  # a roll still untold comes first (the demo skips the tumble)
        before = self.before
        summary = self.controller.summary()
        if action.type == "roll":
            dice = summary.get("dice", {})
            self.tray.start_roll(dice.get("colors", []), dice.get("numbers", []),
                                 self.timing.roll)
            self.app.audio.play("dice")
        self.chronicle.tell_action(seat, action, events, before, summary,
                                   timed_out=self.timing_out == seat)
        if self.timing_out == seat:  # „Fortsetzen“ tells it again (core.log_notes)
            self.notes.add(len(self.match.actions) - 1, self.chronicle.timeout_line(seat, action),
                           "warn", role="timeout")
        new = view_model.newly_bloomed(before, summary)
        if new:
            for owner, cells in new.items():
                for cell in cells:
                    self.opening[(owner, cell[0], cell[1])] = 0.0 if self.timing.bloom else 1.0
            self.app.audio.play("bloom")
            self.selection.clear()
        self.before = summary
        self.advice = None
        if self.saver is not None:
            self.saver.save(self.match, rat_used=self.rat_used)

    def _tell_reason(self, reason: Text) -> None:
        """A computer's open reason: in the Spielverlauf, and kept for „Fortsetzen“."""
        self.log.append(reason, "dim")
        self.notes.add(len(self.match.actions), reason, "dim")
        if self.saver is not None:
            self.saver.save(self.match, rat_used=self.rat_used)

    def _retell(self) -> None:
        """A resumed game: the Spielverlauf is told again, with the same secrecy as live."""
        try:
            self.chronicle.retell(self.match, self.notes)
        except Exception:  # the log is a courtesy; the game itself was replayed already
            self.app.report_error("tulpe resume log")

    def apply(self, seat: int, action: Action, quiet: bool = False) -> bool:
        """Apply an action of ``seat``; a refusal is shown (unless ``quiet``), never raised."""
        self.before = self.controller.summary()
        try:
            self.controller.apply(seat, action)
        except IllegalAction as exc:
            if not quiet:
                self.app.toast(exc.text, "warn")
            return False
        self.clock.stop()
        self.clock_key = None
        return True

    # ------------------------------------------------------------------ player commands
    def human_step(self) -> tuple[str, int] | None:
        """(step kind, seat) when a human may act at this device now (never while the board is
        only watched, in Partie ansehen)."""
        if self.replaying or self.busy or self.privacy_for is not None:
            return None
        step = self.controller.step()
        seat = self.controller.human_to_act()
        if seat is None or step.kind == OVER:
            return None
        if self.controller.computer_to_act() is not None and step.kind == OTHERS:
            return None  # computers choose first in the covert phase
        if self.controller.needs_privacy(seat):
            return None
        return step.kind, seat

    def undo(self) -> None:
        """Zurück: take back the last person's decision (policy: speedgames.core.undo); a
        computer waiting to answer it forgets what it was thinking."""
        if take_back(self.app, self.controller, self.log, busy=self.busy):
            self.forget_position()
            if self.saver is not None:
                self.saver.save(self.match, rat_used=self.rat_used)

    def forget_position(self) -> None:
        """The match's state was replaced (Zurück, Partie ansehen): drop what was derived."""
        self.controller._after_undo()
        self.computer.forget()
        self.selection.clear()
        self.advice = None
        self.before = self.controller.summary()
        self.clock.stop()
        self.clock_key = self.step_key = None
        self.opening.clear()
        self.tray.skip()

    def roll(self) -> None:
        choosing.roll(self)

    def pass_(self) -> None:
        choosing.pass_(self)

    def bloom(self) -> None:
        choosing.bloom(self)

    def toggle_die(self, kind: str, index: int) -> None:
        choosing.toggle_die(self, kind, index)

    def toggle_cell(self, cell: tuple[int, int]) -> None:
        choosing.toggle_cell(self, cell)

    def reset_selection(self) -> bool:
        if self.selection.empty and self.advice is None:
            return False
        self.selection.clear()
        self.advice = None
        return True

    def show_seat(self, seat: int) -> None:
        if 0 <= seat < len(self.controller.seats):
            self.viewed = seat
            self.pinned = seat != self.chooser
            # looked at during this step: the view follows the chooser again at the next one
            self.step_key = (len(self.match.actions), self.controller.human_to_act())

    def cycle_view(self) -> None:
        n = len(self.controller.seats)
        self.show_seat((self.viewed + 1) % max(1, n))

    # ------------------------------------------------------------------ Rat
    @property
    def rat_allowed(self) -> bool:
        return scene_rat.allowed(self)

    def rat(self) -> None:
        """R or the bulb: the strong computer's suggestion (after a warning, once)."""
        scene_rat.ask(self)

    # ------------------------------------------------------------------ queries
    def die_value(self, kind: str, index: int | None) -> Any:
        return view_model.die_value(self.controller.summary(), kind, index)

    def cell_color(self, cell: tuple[int, int]) -> str:
        return self.controller.summary()["layout"]["colors"][cell[1]][cell[0]]

    def taken(self) -> frozenset[tuple[str, int]]:
        return view_model.taken_dice(self.controller.summary())

    def blocked(self) -> frozenset[tuple[str, int]]:
        """Gießkannen dice the chooser cannot pay for (see :func:`.view_model.blocked_dice`)."""
        return view_model.blocked_dice(self.controller.summary(), self.chooser, self.selection)

    @property
    def ai_wait(self) -> float | None:
        """Seconds until the computer acts (None: no computer is waiting)."""
        return self.computer.wait

    @ai_wait.setter
    def ai_wait(self, value: float | None) -> None:
        self.computer.wait = value

    @property
    def busy(self) -> bool:
        """An animation runs that the table waits for."""
        return self.tray.rolling or any(p < 1.0 for p in self.opening.values())

    def skip_animations(self) -> bool:
        skipped = self.busy or bool(self.ai_wait)
        self.tray.skip()
        for key in self.opening:
            self.opening[key] = 1.0
        if self.ai_wait is not None:
            self.ai_wait = 0.0
        return skipped

    # ------------------------------------------------------------------ flow
    def frame_request(self) -> float | None:
        """Frames while dice roll, tulips open, a computer works or the game ends; the sails
        and the glow of fitting fields move for a while after the player's last input, then the
        wind drops until the next one (a waiting table draws nothing, issue #16)."""
        if (self.busy or self.opening or self.ai_wait is not None
                or turn_flow.computer_due(self) is not None
                or (self.controller.state.is_over() and not self.finisher.done)):
            return 0.0
        if self.calm < AMBIENT_SECONDS and getattr(self.app.settings, "animations", "") != "off":
            return 0.0
        return earliest(self.tooltips.frame_request(), self.clock.frame_request())

    def update(self, dt: float) -> None:
        self.calm += dt
        if self.calm < AMBIENT_SECONDS:
            self.pulse += min(dt, 0.1)  # after a calm the sails go on from where they stood
        self.hud.undo_button.enabled = self.controller.can_undo() and not self.busy
        self.tray.update(dt)
        if not self.tray.rolling:
            self.chronicle.tell_roll()
        self.tooltips.update(dt)
        if self.opening:
            step = dt / self.timing.bloom if self.timing.bloom else 1.0
            for key in list(self.opening):
                self.opening[key] = min(1.0, self.opening[key] + step)
            if all(p >= 1.0 for p in self.opening.values()) and not self.tray.rolling:
                self.opening.clear()
        if self.busy:
            return
        turn_flow.advance(self, dt)

    def _demo(self, actions: int) -> None:
        scene_demo.play(self, actions)

    # ------------------------------------------------------------------ lifecycle
    def leave(self) -> None:
        self.computer.close()
        self.save()
        if self.saver is not None:
            try:
                self.saver.close()
            except Exception:
                pass
            self.saver = None

    def save(self) -> None:
        if self.saver is not None:
            self.saver.save(self.match, rat_used=self.rat_used,
                            clock=self.clock.snapshot(len(self.match.actions)))
            self.saver.flush(timeout=5)

    def resume(self) -> None:
        self.relayout(self.app.size)
        if self.privacy_for is None:
            self.clock.resume()

    def pause(self) -> None:
        self.clock.pause()

    # ------------------------------------------------------------------ layout
    def relayout(self, size: tuple[int, int]) -> None:
        self._size = tuple(size)
        self.hud.layout(size, len(self.controller.seats))

    def toast_avoid(self) -> list[pygame.Rect]:
        return self.hud.toast_avoid()

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        self.calm = 0.0
        return scene_input.handle_event(self, event)

    def open_menu(self) -> None:
        from speedgames.tulpe.screen.menu import PauseMenu

        self.app.push(PauseMenu(self.app, self))

    def _tooltip_at(self, pos: tuple[int, int]) -> Any:
        from speedgames.tulpe.screen.scene_info import tooltip_at

        return tooltip_at(self.hud, self.view(), pos)

    # ------------------------------------------------------------------ drawing
    def view(self) -> TableView:
        """The read-only picture of the table now, for the Hud and the info windows."""
        ctl = self.controller
        n = len(ctl.seats)
        sel = self.selection
        return TableView(
            summary=ctl.summary(), options=self.match.options, step=ctl.step(),
            actions=len(self.match.actions), seats=tuple(ctl.seats),
            names=tuple(self.seat_name(i) for i in range(n)),
            full_names=tuple(ctl.name_param(i) for i in range(n)),
            short_names=tuple(ctl.short_name(i) for i in range(n)),
            humans=tuple(ctl.is_human(i) for i in range(n)),
            human=ctl.human_to_act(), computer=ctl.computer_to_act(),
            human_step=self.human_step(), viewed=self.viewed, chooser=self.chooser,
            pinned=self.pinned,
            selection=Chosen(sel.color_die, sel.number_die, tuple(sel.cells)),
            advice=self.advice, suggested=self.suggested, rat_used=self.rat_used,
            rat_allowed=self.rat_allowed,
            mode=self.mode, mode_key=self.mode_key, daily_counts=self.daily_counts,
            rolling=self.tray.rolling, busy=self.busy, thinking=self.ai_wait is not None,
            privacy_for=self.privacy_for, opening=tuple(self.opening), pulse=self.pulse,
            replaying=self.replaying)

    def live(self) -> Live:
        seat = self.chooser
        sel = self.selection
        fits: frozenset = frozenset()
        if seat is not None and seat == self.viewed and not sel.empty \
                and self.human_step() is not None:
            fits = self.fitting_fields(seat)
        opening = {(c, r): p for (owner, c, r), p in self.opening.items() if owner == self.viewed}
        show_sel = sel.cells if self.viewed == seat else ()
        return Live(fits=fits - set(show_sel), selected=list(show_sel), cursor=self.cursor,
                    hover=self.hover_cell, opening=opening, pulse=self.pulse)

    def fitting_fields(self, seat: int) -> frozenset:
        """The fields that light up for the chosen dice (see :func:`.view_model.fitting_fields`)."""
        try:
            return view_model.fitting_fields(self.controller.summary(), seat, self.selection)
        except Exception:  # a drawing aid must never stop the frame
            self.app.report_error()
            return frozenset()

    def bloom_refusal(self) -> Any:
        """Why „Aufblühen“ cannot be pressed now (a Text), or None."""
        return view_model.bloom_refusal(self.controller.summary(), self.chooser, self.selection)

    def tray_state(self) -> TrayState:
        return table_view.tray_state(self.view())

    def draw(self, surface: pygame.Surface) -> None:
        if surface.get_size() != self._size:
            self.relayout(surface.get_size())
        self.hud.draw(surface, self.view(), self.live())
        self.tooltips.draw(surface, self.app.theme)


class _Unavailable(Scene):
    """Stands in for a save that cannot be resumed: tells why, then leaves at once."""

    name = "tulpe.unavailable"

    def update(self, dt: float) -> None:
        if self.app.stack.top is self:
            self.app.back()


def open_scene(app: "App", **kwargs: Any) -> Scene:
    """The registry's factory: a broken or vanished save becomes a notice, never a crash."""
    from speedgames.core.saves import SaveError

    try:
        return TulpeScene(app, **kwargs)
    except SaveError as exc:
        app.toast(exc.text, "warn")
        return _Unavailable(app)


registry.register("tulpe.game", open_scene, game=GAME_ID, sample=scene_demo.sample,
                  variants=scene_demo.variants)


from speedgames.tulpe.screen import menu as _menu  # noqa: E402,F401  (registers „Allein“: tulpe.solo)
