"""Speedrocket's game scene: Stopfen, Abendvorstellung, Pulverhandlung — at the table or alone.

The scene only shows and asks; the rules decide (``speedgames.rocket.rules``), the computers and
the Rat come from ``speedgames.rocket.ai``, and the shared table runtime
(:class:`speedgames.ui.table.Table`) owns the match: saving after every action, the computers on
the worker, who holds the device and the curtain when it changes hands, the Zug-Uhr and its
stand-in, Zurück, the Rat's worker, the records. What Speedrocket answers to it is
:mod:`.flow`.

Flow per evening, as the rule text tells it:

* **Stopfen** (simultaneous): computers draw in parallel, paced so one can follow them. People
  stuff one after the other at the device; with two or more the curtain („Gib das Gerät an …“)
  comes first and the others' rockets of this evening stay covered until the show.
* **Abendvorstellung**: revealed line by line; „Weiter“ (Enter) first shows the rest, then goes on.
* **Pulverhandlung** (simultaneous): each person in turn (the curtain again at a table of several
  people); after a Fehlzündung first „Ruhm nehmen“ or „Einkaufen“.
* The last evening ends with the show and the Endtafel; the result goes into the records.

This module holds the loop, the scene's own UI state (whose Hülse is shown, the Rat, hover, the
animations) and turns input into actions; it builds one frozen
:class:`~speedgames.rocket.screen.view.RocketView` per change and hands the parts the view, the
table, the flow or plain callbacks — never itself: the phases' controllers ``stuffing_ctl``,
``show_ctl``, ``shop_ctl``; ``input`` (keys, buttons, focus), ``layout`` (the :class:`Board`),
``draw``, ``tips``, ``rat``, ``spielverlauf``, ``endtafel``, ``meisterbrief``, ``menu``. Registered
as ``rocket.game`` (new game: ``options``, ``seed``; resume: ``save``).
"""

from __future__ import annotations

from typing import Any, Mapping

import pygame

from speedgames.core.game import Action, IllegalAction
from speedgames.core.i18n import Text
from speedgames.core.settings import reduce_motion
from speedgames.rocket.rules import GAME
from speedgames.rocket.screen import demo, layout, rat
from speedgames.rocket.screen import input as ui_input
from speedgames.rocket.screen import tips as ui_tips
from speedgames.rocket.screen.draw import BURST_SECONDS, Frame, Moving, draw_frame
from speedgames.rocket.screen.endtafel import Endtafel
from speedgames.rocket.screen.flow import RocketFlow
from speedgames.rocket.screen.huelse import FlyingChip
from speedgames.rocket.screen.layout import Board, overlaid
from speedgames.rocket.screen.meisterbrief import Goals
from speedgames.rocket.screen.players import seat_colour
from speedgames.rocket.screen.shop import ShopView
from speedgames.rocket.screen.shop_ctl import ShopController
from speedgames.rocket.screen.show import ShowView, told
from speedgames.rocket.screen.show_ctl import ShowController
from speedgames.rocket.screen.spielverlauf import Spielverlauf
from speedgames.rocket.screen.stuffing_ctl import StuffingController
from speedgames.rocket.screen.view import RocketView, UiState, Views
from speedgames.ui import registry
from speedgames.ui.log_panel import LogPanel
from speedgames.ui.pacing import earliest
from speedgames.ui.scene import AppLike, Scene
from speedgames.ui.table import Move, Table, says_resumed
from speedgames.ui.tooltip import Tooltips
from speedgames.ui.widgets import FocusRing

FLY_SECONDS = {"normal": 0.32, "fast": 0.12, "off": 0.0}
VIEW_RESET_EVENTS = {"show_start", "shop_open", "evening_start"}
REASONED = ("stop", "buy", "take", "trade", "ignite")  # a computer's reason is written for these
ARM_SECONDS = 0.25   # Enter / Space are ignored this long after the step changed
ARRIVAL_SECONDS = 0.45   # the flash of a chip coming on another seat's card
MISFIRE_HOLD = 1.8   # hot-seat: the person's own Fehlzündung stays this long before the curtain
SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE)


class RocketScene(Scene):
    """See the module docstring."""

    name = "rocket.game"

    def __init__(self, app: AppLike, options: Mapping[str, Any] | None = None,
                 seed: int | None = None, save: Any = None, autosave: bool = True,
                 demo_draws: int = 0, demo_show: float | None = None,
                 moment: str | None = None) -> None:
        super().__init__(app)
        self.moment = moment   # the big moment of a sample (``demo``): the bench plays it live
        self.flow = RocketFlow()
        self.table = Table(app, GAME, self.flow, options=options, seed=seed, save=save,
                           autosave=autosave, on_menu=self.ask_leave)
        self.failed: Text | None = self.table.failed
        self.goals = Goals(self.table.options, app.report_error)
        self.log = LogPanel((0, 0, 10, 10))
        self.stuffing = StuffingController(lambda: self.view, self.act_now, app.toast,
                                           self._land)
        self.shopping = ShopController(lambda: self.view, self.act_now, app.toast)
        self.intents = ui_input.Intents(
            stuffing=self.stuffing, shopping=self.shopping, weiter=self.weiter, undo=self.undo,
            toggle_rat=self.toggle_rat, close_rat=self._close_rat, look_at=self.look_at,
            view_next=self.view_next, back_to_mine=self.back_to_mine, menu=self.ask_leave,
            settings=lambda: app.open("settings"), hurry=self.table.hurry)
        self.board = Board(shop=ShopView(self.shopping.click_chip), log=self.log,
                           buttons=ui_input.make_buttons(self.intents))
        self.showing = ShowController(self.table, self.board, anim=self._anim,
                                      play=app.audio.play, moved=self._moved,
                                      still=self._still)
        self.endtafel = Endtafel(app, self.table, self.goals)
        self.telling = Spielverlauf(self.log, self.table,
                                    show_open=lambda: self.board.show is not None,
                                    observe=self.goals.observe, open_show=self.showing.open_show,
                                    report=app.report_error)
        self.tips = Tooltips(self._tooltip)
        self.focus = FocusRing()
        self.frame = Frame()
        self.views = Views(self.table, self.goals)
        # the scene's own state (what the view is built from besides the table)
        self.view_seat = self.table.people[0] if self.table.people else 0
        self.rat_open = False
        self.replaying = False              # Partie ansehen (review.show): nobody acts here
        self.hover_seat: int | None = None
        self.hover_field: int | None = None
        self.fly: FlyingChip | None = None
        self.burst: float | None = None     # seconds since a Fehlzündung (sparks)
        self.burst_still = False            # … shown as a still picture (reduce motion)
        self.burst_hold = 0.0               # … the curtain waits this long (hot-seat)
        # chips just come on another seat's card (seat, chip, field, 0–1 of the flash) and the
        # chips each uncovered seat had last frame (``_track_arrivals``)
        self.arrivals: list[tuple[int, str, int, float]] = []
        self._chips_seen: dict[int, int] = {}
        self.status_age = 0.0               # seconds since the step at the device changed
        self._status_seen: tuple | None = None
        self._device_seen: tuple | None = None
        self._advice: tuple[Any, bool] = (None, False)
        self._version = 0
        self.table.on_move.append(self._on_move)
        self.table.on_line.append(self.telling.table_line)
        self.table.on_reset.append(self.forget_position)
        self.telling.opening(resumed=save is not None and self.failed is None,
                             say_resumed=says_resumed(save))
        if save is None and self.mode == "daily" and self.table.daily_counts is False:
            self.log.append(Text("rocket.ui.log.daily_practice"), "warn")
        if self.failed is None:
            demo.first_draws(self.table, demo_draws)
            self.fly = None
            if demo_show is not None and demo.into_show(self.table, demo_show) \
                    and self.board.show is not None:
                self.board.show.update(demo_show)   # the sample: the show mid-fireworks
            if self.mode == "daily" and self.state.evening >= self.state.evenings:
                self.endtafel.start_master()

    def play_moment(self, moment: str, held: bool = False) -> bool:
        """The bench's live frames (:mod:`speedgames.moments_bench`): the open
        Abendvorstellung from its first rocket again."""
        if moment != "show" or self.board.show is None:
            return False
        self.board.show.restart()
        return True

    @property
    def moment_running(self) -> bool:
        """The show still plays (rockets rising or bursting, lines to tell, the die rolling)."""
        show = self.board.show
        return show is not None and (not show.done or show.tumbling)

    # ------------------------------------------------------------------ what the parts read
    @property
    def state(self) -> Any:
        return self.table.state

    @property
    def match(self) -> Any:
        return self.table.match

    @property
    def mode(self) -> str:
        return self.table.mode

    @property
    def solo(self) -> bool:
        return bool(self.state.solo)

    @property
    def show(self) -> ShowView | None:
        """The Abendvorstellung while it is on screen."""
        return self.board.show

    @property
    def active(self) -> int | None:
        return self.view.active

    @property
    def advice(self) -> Any:
        """The Rat's advice for the person at the device (None: closed, or still thinking)."""
        return self._advice[0]

    @property
    def daily_counts(self) -> bool | None:
        return self.table.daily_counts

    @property
    def view(self) -> RocketView:
        """The view of this moment (built anew only when something it is made of changed)."""
        advice, thinking = self._advice
        ui = UiState(view_seat=self.view_seat, rat_open=self.rat_open,
                     show_open=self.board.show is not None, replaying=self.replaying,
                     show_revealed=self.board.show is None or self.board.show.told,
                     basket=tuple(self.shopping.basket.chips), hover_seat=self.hover_seat,
                     hover_field=self.hover_field, percent=bool(self.app.settings.danger_percent))
        return self.views.get(ui, advice=advice, thinking=thinking, version=self._version)

    def changed(self) -> None:
        """The position was changed outside an action (a test's forced chips, an edited
        state): the view is built anew and the board repainted."""
        self._version += 1
        self.board.moved()

    # ------------------------------------------------------------------ acting
    def _on_move(self, move: Move) -> None:
        seat, events = move.seat, move.events
        person = self.table.is_person(seat)
        self.goals.observe(self.state, events)
        for ev in told(events):
            if ev.get("type") == "show_start":
                self.telling.release_held()
            self.telling.event(ev, not person)
            if ev.get("type") in VIEW_RESET_EVENTS:
                self.back_to_mine()   # another's Hülse was for a look, not for the phase
        if move.by == "computer" and move.reason is not None and move.action.type in REASONED:
            why = Text("rocket.ui.log.reason", {"name": self.table.seat_name(seat),
                                                "reason": move.reason})
            self.telling.note(why, "dim", seat_colour(seat),
                              secret=move.action.type in ("stop", "ignite"), seat=seat)
        if move.by == "stand_in":
            self.shopping.basket.clear()
        types = {ev.get("type") for ev in events}
        for ev in events:
            if ev.get("type") == "draw" and ev.get("seat") == self.view_seat and person:
                dur = 0.0 if self._still() else FLY_SECONDS.get(self._anim(), 0.3)
                if dur > 0:
                    self.fly = FlyingChip(ev["chip"], self.board.bag.rect.center,
                                          int(ev["to"]), dur)
                self.app.audio.play("chip")
        if "misfire" in types and person:
            self.app.audio.play("bang")
            hotseat = len(self.table.people) > 1
            if seat == self.view_seat and (hotseat or self._anim() != "off"):
                # the person sees their own Fehlzündung; at a table of several people the
                # curtain waits for it (``update``) — a still picture with „Bewegung reduzieren“
                self.burst = 0.0
                self.burst_still = self._still() or self._anim() == "off"
                self.burst_hold = MISFIRE_HOLD if hotseat else 0.0
        if "sand_used" in types and person:
            self.app.audio.play("fizz")
        if "show_start" in types:
            self.showing.open_show(events)
        if "evening_start" in types and "game_start" not in types:
            self.shopping.basket.clear()
            if self.state.evening >= self.state.evenings:
                self.endtafel.start_master()   # the master's heights are ready for the Endtafel

    def act(self, seat: int | None, action: Action) -> bool:
        """A person's action at the device; a refusal becomes a toast (nothing changes)."""
        if seat is None:
            return False
        if self.table.at_device is None and not self.replaying:
            self.table.tick(0.0)   # before the first frame (the coach's demonstration steps)
        try:
            self.table.act(seat, action)
        except IllegalAction as exc:
            self.app.toast(str(exc), "warn")
            return False
        return True

    def act_now(self, action: Action) -> bool:
        """The action of the person acting now (the phase controllers' ``act``)."""
        return self.act(self.view.active, action)

    def weiter(self) -> None:
        """„Weiter“ in the Abendvorstellung: the rest of it first, then on for the table."""
        self.showing.do_weiter()
        if self.state.is_over() and self.board.show is None:
            self.endtafel.finish_game()

    def undo(self) -> None:
        """Zurück: take back the last decision of the person at the device (the table's
        policy); what the scene animated or derived since is forgotten (``forget_position``)."""
        busy = self.board.show is not None or self.endtafel.ended
        if busy or not self.table.can_undo() or not self.table.undo():
            self.app.toast(Text("review.undo.refused"), "warn")
            return
        self.log.append(Text("review.undo.done"), "warn")

    def forget_position(self) -> None:
        """The match's state was replaced (Zurück, Partie ansehen): drop what was derived."""
        self.fly = self.burst = None
        self.arrivals, self._chips_seen = [], {}
        self._advice = (None, False)
        self.status_age = 0.0
        self.changed()

    def show_position(self, match: Any) -> None:
        """Partie ansehen: ``match`` on the table, read-only, nothing covered (``review``)."""
        self.table.match = match
        self.replaying = True  # no „the other masters are at work“ plate: nobody is at work
        self.forget_position()
        self.board.show = None
        self.log.clear()
        self.telling.held = []
        self.goals.reset()
        self.telling.opening(resumed=True, say_resumed=False)  # a replay is no „Fortsetzen“
        self.relayout(self.area)
        self._sync()  # the buttons of the position, as a player saw them …
        from speedgames.ui.widgets import freeze

        freeze(self.board.buttons.values())  # … none of them pressable: nobody acts here

    # ------------------------------------------------------------------ looking around
    def toggle_rat(self) -> None:
        if not self.view.rat_allowed:
            self.app.toast(Text("rocket.ui.toast.no_rat"), "info")
            return
        self.rat_open = not self.rat_open
        if self.rat_open:
            self.table.use_rat()
            self._ask_rat()

    def _close_rat(self) -> None:
        self.rat_open = False

    def back_to_mine(self) -> None:
        """„Zu meiner Hülse“ (button, Esc) and every phase change: the own view again."""
        own = self.view.own_seats
        if self.view_seat not in own:
            self.view_seat = own[0]

    def look_at(self, seat: int) -> None:
        """Show ``seat``'s Hülse big (covered rockets of this evening stay covered)."""
        if self.view.is_covered(seat):
            self.app.toast(Text("rocket.ui.toast.covered"), "info")
            return
        self.view_seat = seat

    def view_next(self) -> None:
        """V: the next manufactory's Hülse (covered ones are skipped), then back to mine."""
        view = self.view
        n = len(view.seats)
        for step in range(1, n + 1):
            seat = (self.view_seat + step) % n
            if not view.is_covered(seat):
                self.view_seat = seat
                return

    def ask_leave(self) -> None:
        """Esc / „Menü“: the game menu (Weiter, Spielregeln, Ansicht, Kontor, Aufgeben)."""
        from speedgames.rocket.screen.menu import RocketMenu

        if self.state.is_over():
            self.table.flush()
            self.app.home()
            return
        self.app.push(RocketMenu(self.app, self.table))

    def share_line(self, screen: bool = False) -> str:
        """The daily puzzle's share line (see :meth:`Endtafel.share_line`)."""
        return self.endtafel.share_line(screen)

    # ------------------------------------------------------------------ the loop
    def update(self, dt: float) -> None:
        if self._bail_out():
            return
        self.tips.update(dt)
        self.focus.update(dt)
        table = self.table
        if not self.replaying and not self.holding_curtain:
            table.tick(dt)
            self._follow_device()
            if self.showing.waiting:
                self.showing.acknowledge()   # everyone's „Weiter“, a curtain in between
            if table.hurrying and not table.turn.computers:
                table.hurry(False)
            self._ask_rat()
        view = self.view
        seen = (view.status, view.active, self.board.show is not None)
        if seen != self._status_seen:
            self._status_seen = seen
            self.status_age = 0.0
            self.tips.hide()   # an info window about what was under the pointer before
        else:
            self.status_age += dt
        self._track_arrivals(view, dt)
        if self.fly is not None:
            self.fly.age += dt
            if self.fly.done:
                self.fly = None
        if self.burst is not None:
            self.burst += dt
            if self.burst > max(BURST_SECONDS, self.burst_hold):
                self.burst = None
        if self.board.show is not None:
            self.board.show.update(dt)
            self._hear_bursts(self.board.show)
        elif self.state.is_over():
            self.endtafel.finish_game()
        elif self.showing.needs_opening() and not self.replaying:
            self.showing.open_show([])   # safety net: the people's Weiter is always asked for
        self._sync()

    def _follow_device(self) -> None:
        """A person got the device for a Stopfen or a Pulverhandlung: their own Hülse, an
        empty basket."""
        at, phase = self.table.at_device, self.state.phase
        seen = (at, phase)
        if seen != self._device_seen and at is not None and phase in ("stopfen", "shop"):
            self.view_seat = at
            self.shopping.basket.clear()
        self._device_seen = seen

    def _ask_rat(self) -> None:
        """While the Rat is open: its advice for the person at the device (on its worker)."""
        seat = self.table.at_device
        if not self.rat_open or seat is None:
            return
        advice = self.table.advice(seat, rat.advise, about=rat.about(self.flow, self.table, seat))
        self._advice = (advice, advice is None and self.table.thinking)

    def _track_arrivals(self, view: RocketView, dt: float) -> None:
        """The others' rockets fill while you draw: a chip that came on an uncovered seat's
        card flashes there (from the view alone — a covered rocket has no chips in it)."""
        aged = [(s, c, f, a + dt / ARRIVAL_SECONDS) for s, c, f, a in self.arrivals]
        self.arrivals = [arrival for arrival in aged if arrival[3] < 1.0]
        seen = {q.seat: q.huelse for q in view.seats if not q.covered}
        moving = not (self._still() or self._anim() == "off")
        if view.phase == "stopfen" and moving:
            for seat, huelse in seen.items():
                before = self._chips_seen.get(seat)
                if before is not None and len(huelse) == before + 1 and seat != view.active:
                    chip, field = huelse[-1]
                    self.arrivals.append((seat, chip, field, 0.0))
        self._chips_seen = {seat: len(huelse) for seat, huelse in seen.items()}

    def _hear_bursts(self, show: ShowView) -> None:
        """Each rocket of the show bursts with a bang (a Fehlzündung fizzles) as it reaches its
        field; a skipped show stays quiet."""
        stage = show.stage
        if stage is None:
            return
        risen, heard = stage.risen, show.heard
        if risen == heard + 1 and not stage.still:
            self.app.audio.play("fizz" if stage.launches[risen - 1].exploded else "bang")
        show.heard = risen

    @property
    def holding_curtain(self) -> bool:
        """A person at a hot-seat table just misfired: the table (and its curtain) waits until
        they have seen it (or pressed a key)."""
        return self.burst is not None and self.burst_hold > 0

    def skip_burst(self) -> bool:
        """A key while a Fehlzündung plays ends it (True: there was one)."""
        if self.burst is None:
            return False
        self.burst = None
        return True

    def _sync(self) -> None:
        ui_input.sync_ring(self.board, self.view, self.focus, self.app.theme,
                        basket=self.shopping.basket, stuffing=self.stuffing,
                        can_undo=not self.replaying and self.table.can_undo())

    def _moved(self) -> None:
        """The show opened or closed: lay the board out anew."""
        self.relayout(self.area)
        self._sync()

    def _land(self) -> None:
        self.fly = None

    def _anim(self) -> str:
        return getattr(self.app.settings, "animations", "normal")

    def _still(self) -> bool:
        """„Bewegung reduzieren“: every animation shows only its result."""
        return reduce_motion(getattr(self.app, "settings", None))

    def _bail_out(self) -> bool:
        """The save could not be resumed: tell it and go back (True: nothing else to do)."""
        if self.failed is None:
            return False
        self.app.toast(self.failed, "bad")
        self.failed = None
        self.app.back()
        return True

    def frame_request(self) -> float | None:
        """Frames while a chip flies, sparks burst, the show runs, a computer or the Rat works
        or the master plays; else the clock's next second, a tooltip's delay or the focused
        widget (ui.pacing)."""
        show = self.board.show
        show_moving = show is not None and (not show.done or show.tumbling)
        if self.burst is not None and self.burst_still:   # a still picture, then the curtain
            return max(0.0, max(BURST_SECONDS, self.burst_hold) - self.burst)
        if (self.fly is not None or self.burst is not None or show_moving or self.arrivals
                or self.table.thinking or self.endtafel.master_running):
            return 0.0
        return earliest(self.tips.frame_request(), self.focus.frame_request(),
                        None if self.replaying else self.table.frame_request())

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.tips.handle_event(event):
            return True
        show = self.board.show
        if event.type == pygame.KEYDOWN and event.key in SKIP_KEYS and self.skip_burst():
            return True
        if event.type == pygame.KEYDOWN and ui_input.handle_key(
                event, self.view, self.intents, armed=self.status_age >= ARM_SECONDS,
                tips=self.tips, show=show):
            return True
        if event.type == pygame.MOUSEWHEEL and show is not None:
            show.scroll_by(-int(event.y))   # the show stands over the log: it scrolls
            return True
        if self.log.handle_event(event):
            return True
        if self.focus.handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_seat = None if overlaid(self.board, self.view, event.pos) else \
                self.board.players.seat_at(event.pos)
            self.hover_field = self.board.huelse.field_at(event.pos) if show is None else None
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            return ui_input.click(event.pos, self.view, self.board, self.intents, self._tip_at)
        return False

    def _tooltip(self, pos: tuple[int, int]) -> Any:
        return ui_tips.tooltip_at(pos, self.view, self.board, self.focus.widgets)

    def _tip_at(self, pos: tuple[int, int]) -> bool:
        content = self._tooltip(pos)
        if content is not None:
            self.tips.show_at(content, pos)
        return content is not None

    # ------------------------------------------------------------------ layout and drawing
    def relayout(self, size: tuple[int, int]) -> None:
        self.laid_out = size   # the scene's own area: the window, or less (a replay's bar)
        layout.relayout(self.board, self.view, self.app.theme, size)

    @property
    def area(self) -> tuple[int, int]:
        """The size last laid out for (the window until then): a new layout keeps to it."""
        return getattr(self, "laid_out", None) or self.app.size

    def draw(self, surface: pygame.Surface) -> None:
        if self.board.huelse.rect.width == 0:
            self.relayout(surface.get_size())
        clock = self.table.clock
        running = clock.limit is not None and clock.seat is not None and not self.replaying
        draw_frame(surface, self.frame, self.board, self.view, self.app.theme,
                   Moving(fly=self.fly, burst=self.burst, still=self.burst_still,
                          arrivals=tuple(self.arrivals), clock=clock.clock if running else None,
                          focus=self.focus, tips=self.tips))

    # ------------------------------------------------------------------ lifecycle
    def pause(self) -> None:
        self.table.pause()

    def resume(self) -> None:
        self.table.resume()
        self.board.dirty = True

    def leave(self) -> None:
        self.table.close()

    def save(self) -> None:
        """Quitting: saved now, with the Zug-Uhr's time."""
        self.table.save()


registry.register("rocket.game", RocketScene, game="rocket", sample=demo.sample,
                  variants=demo.variants)

# the solo menu lives in its own module; importing it registers ``rocket.solo``
try:  # pragma: no cover - a broken menu must not take the game scene with it
    from speedgames.rocket.screen import solo as _ui_solo  # noqa: F401
except Exception:
    import traceback

    traceback.print_exc()
