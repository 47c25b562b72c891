"""Speedsprit's game scene: the alpine road, the driver list, and the flow of a rally.

The scene shows and asks; the rules decide (``speedgames.sprit.rules``), the computers and the Rat
come from ``speedgames.sprit.ai``, and the shared glue — computer players, pacing, saving after
every action („Fortsetzen“), the device holder of a hot-seat table, records — from
:mod:`speedgames.ui.match_controller`. Speedsprit has no hidden information, so a hot-seat table
needs no privacy screen: the header names who is on the move.

What the seed promises, and where it lives:

* prices over every reachable field, the path and the tank afterwards on hover, a click drives;
  touch: the first tap selects (button „Fahren für … L → … L Rest“), a second tap or the button
  drives, a tap beside clears (``_click_road``);
* field info on hover / long press with the reason a field can't be reached (``hud``);
* Kostentafel under the driver list (Zahnrad → Kostentafel, or K), Ziel-Rechner from the middle
  of the track or with all stamps, „Letzte Streckenkarte“ sign (``panel``, ``card``);
* Streckenkarten shown big; one's own card stays open (docked) until tapped or one's next turn;
* solo: „Rest auswerten“ (Enter) once the human is in the Ziel; the Rat (R / the bulb);
* Zug-Uhr at the table: after the time and 10 s grace the computer moves for the player (logged);
* Tagesetappe: first run counts, the day's list on the Endtafel; „Nochmal am selben Tisch“.

Keys and pointer: :mod:`.input`; layout and drawing glue: :mod:`.view` (pictures in ``draw``,
``road``, ``cars``, ``panel``, ``card``, ``art``); the Endtafel: ``end``; menu: ``menu``;
„Allein“: ``solo`` (all in :mod:`speedgames.sprit.screen`).
Registered as ``sprit.game`` (new game: ``options``, ``seed``; resume: ``save``; ``preplay=N``
plays N quick computer moves first — demonstration positions for bench and screenshots).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Mapping

import pygame

from speedgames.core.game import Action, IllegalAction
from speedgames.core.i18n import Text, t
from speedgames.sprit.rules import GAME
from speedgames.sprit.rules.fuel import cost
from speedgames.sprit.screen import demo
from speedgames.sprit.screen.buttons import drive_label, make_buttons, werkstatt_label
from speedgames.sprit.screen.card import SHOW_SECONDS, CardShow, with_why
from speedgames.sprit.screen.cars import Motion, drive_seconds
from speedgames.sprit.screen.end import EndView, fuel_left, open_end
from speedgames.sprit.screen.input import InputMixin
from speedgames.sprit.screen.log import line_for, moves_of
from speedgames.sprit.screen.panel import DriverPanel
from speedgames.sprit.screen.pops import FuelPop, add_pop, pop_for
from speedgames.sprit.screen.road import RoadGeometry
from speedgames.sprit.screen.telling import Telling, Told
from speedgames.sprit.screen.view import ViewMixin
from speedgames.ui import registry
from speedgames.ui.endtafel import seat_name as table_seat_name
from speedgames.ui.log_panel import LogPanel
from speedgames.ui.match_controller import MatchController, Pacer
from speedgames.ui.match_scene import MatchSceneMixin, open_match, says_resumed
from speedgames.ui.pacing import earliest
from speedgames.ui.scene import Scene
from speedgames.ui.tooltip import Tooltips, widget_provider
from speedgames.ui.turn_clock import TurnClock
from speedgames.ui.undo import take_back, undo_button
from speedgames.ui.widgets import FocusRing

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.app import App

OWN_CARD_BIG = {"normal": 1.8, "fast": 0.8, "off": 0.0}  # then the own card docks at the side
REST_BUDGET = 0.04  # seconds of computer moves per frame while „Rest auswerten“ runs


class SpritScene(InputMixin, ViewMixin, MatchSceneMixin, Scene):
    """See the module docstring."""

    name = "sprit.game"

    def __init__(self, app: "App", options: Mapping[str, Any] | None = None,
                 seed: int | None = None, save: Any = None, autosave: bool = True,
                 preplay: int = 0) -> None:
        super().__init__(app)
        opened = open_match(app, GAME, options=options, seed=seed, save=save,
                            failed_key="sprit.ui.resume_failed")
        self.failed: Text | None = opened.failed
        match = opened.match
        played: list[dict[str, Any]] = demo.preplay(match, preplay) if preplay else []
        self.ctl = MatchController(app, match, save_id=opened.save_id, meta=opened.meta,
                                   autosave=autosave and self.failed is None, notes=opened.notes)
        self.ctl.listeners.append(self._on_action)
        self.pacer = Pacer(app)
        self.replaying = False  # Partie ansehen shows this board read-only (screen.review)
        self.log = LogPanel((0, 0, 10, 10))
        self.telling = Telling(self.log, self.car_name, lambda car: self.state.cars[car]["seat"])
        self.panel = DriverPanel()
        self.focus = FocusRing()
        self.tips = Tooltips(self._tooltip)
        self._button_tips = widget_provider(self.focus)
        self.geo: RoadGeometry | None = None
        self.rects: dict[str, pygame.Rect] = {}
        self.queue: list[Any] = []           # Motion / CardShow items played in order
        self.pops: list[FuelPop] = []        # fuel cues on the road (Windschatten, Tafel …)
        self.pinned: CardShow | None = None  # an own card that stays open (docked)
        self.selected: int | None = None
        self.hover: int | None = None
        self.touch_mode = False
        self._finger_down = False  # a touch press is held (long press = field info)
        self.kb_focus = False      # the player moved the button focus with Tab
        self.rat_open = False
        self.rat_used = False
        self._advice: tuple[int, Any] | None = None
        self.resting = False
        self.ended = False
        self.daily_counts: bool | None = None
        self._legal: tuple[tuple, list[Action]] | None = None
        self._synced: tuple | None = None
        self._shown_parts: tuple | None = None
        self.turn_key: tuple | None = None
        self.turn_age = 0.0
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        self._board: tuple[tuple, Any] | None = None  # (key, BoardView): what the board shows
        self._reach: tuple[int, int | None, dict[int, int]] | None = None
        limit = match.options.get("clock")
        timed = bool(limit) and self.mode == "table" and bool(self.ctl.humans)
        self.clock = TurnClock(float(limit) if timed else None, on_expire=self._on_timeout)
        self.clock.restore(opened.meta.get("clock"))  # „Fortsetzen“ keeps the time left
        self._make_buttons()
        self._log_opening(resumed=save is not None and self.failed is None,
                          say_resumed=says_resumed(save), preplayed=bool(played))
        if save is None and self.mode == "daily" and self.ctl.humans and self.failed is None:
            self._begin_daily(t("ui.table.default_name", n=self.ctl.humans[0] + 1),
                              "sprit.ui.log.daily_practice")

    # ------------------------------------------------------------------ properties
    @property
    def version(self) -> int:
        return len(self.ctl.match.actions)

    @property
    def active_car(self) -> int | None:
        return self.state.active_car

    @property
    def human_car(self) -> int | None:
        """The car on the move if a person drives it (and nothing else is pending)."""
        car = self.active_car
        if car is None or self.resting or self.ended:
            return None
        return car if self.ctl.is_human(self.state.cars[car]["seat"]) else None

    @property
    def my_car(self) -> int | None:
        """The car the prices, Ziel-Rechner and info refer to: the human on the move, else the
        last human at the device (or the first human's first car still driving)."""
        car = self.human_car
        if car is not None:
            return car
        seats = [self.ctl.holder] if self.ctl.holder is not None else []
        seats += self.ctl.humans
        for seat in seats:
            for i, c in enumerate(self.state.cars):
                if c["seat"] == seat and not c["finished"]:
                    return i
        return None

    @property
    def rat_allowed(self) -> bool:
        return self.mode == "table" and len(self.ctl.humans) == 1 and bool(self.ctl.computers)

    @property
    def rest_available(self) -> bool:
        """Every human car is in the Ziel while computers still drive („Rest auswerten“)."""
        st = self.state
        if st.is_over() or self.ended or not self.ctl.humans:
            return False
        return all(c["finished"] for c in st.cars if self.ctl.is_human(c["seat"]))

    # ------------------------------------------------------------------ names
    def seat_label(self, seat: int) -> Any:
        seats = self.ctl.seats
        if not 0 <= seat < len(seats):
            return str(seat + 1)
        return table_seat_name("sprit", seats[seat], seat)

    def car_name(self, car: int) -> Any:
        c = self.state.cars[car]
        name = self.seat_label(c["seat"])
        if self.state.options.get("duel"):
            return Text("sprit.ui.car_name", {"name": name, "n": c["slot"] + 1})
        return name

    def _render(self, message: Any) -> str:
        return message.render() if isinstance(message, Text) else str(message)

    # ------------------------------------------------------------------ buttons
    def _make_buttons(self) -> None:
        self.buttons = make_buttons(
            self.drive_selected, self.start_rest, self.do, self.toggle_rat, self.open_menu,
            lambda: drive_label(self.state, self.human_car, self.selected),
            lambda: werkstatt_label(self.state, self.human_car, self.legal))
        self.buttons["undo"] = undo_button(self.undo)

    def undo(self) -> None:
        """Zurück: take back the last person's decision (policy: speedgames.core.undo); the
        board forgets its animations and selection and shows the position again."""
        if take_back(self.app, self.ctl, self.log, busy=self.resting or self.ended):
            self.forget_position()

    def forget_position(self) -> None:
        """The match's state was replaced (Zurück, Partie ansehen): drop what was derived."""
        self._tell_held()
        self.queue.clear()
        self.pops.clear()
        self.pinned = None
        self.selected = None
        self._advice = None
        self._legal = self._synced = self._board = self._reach = None
        self._static_key = self._layer_key = None
        self.turn_key = None

    def legal(self) -> list[Action]:
        """The legal actions of the human car on the move (cached per position)."""
        car = self.human_car
        key = (self.version, car, self.resting, self.ended)
        if self._legal is None or self._legal[0] != key:
            acts = [] if car is None else self.state.legal_actions(self.state.cars[car]["seat"])
            self._legal = (key, acts)
        return self._legal[1]

    # ------------------------------------------------------------------ opening / log
    def _log_opening(self, resumed: bool, say_resumed: bool = True,
                     preplayed: bool = False) -> None:
        if not resumed:
            if preplayed:  # a demonstration position is told as a replay: cards with their why
                self.telling.retell(self.ctl.match)
            else:
                self.telling.start(self.state, self.ctl.match.options)
            return
        # a resumed game: the Spielverlauf is told again from the saved actions, line for line
        # as it was told live (Speedsprit hides nothing, so every event is told)
        try:
            self.telling.retell(self.ctl.match, self.ctl.notes)  # with the saved notes
        except Exception:  # the log is a courtesy; the game itself was replayed already
            self.app.report_error("sprit resume log")
        if say_resumed:
            self.log.append(Text("sprit.ui.log.resumed", {"round": self.state.round}), "head")

    # ------------------------------------------------------------------ acting
    def _on_action(self, seat: int, action: Action, events: list[dict[str, Any]]) -> None:
        computer = not self.ctl.is_human(seat)
        if not computer:
            self.ctl.take_device(seat)
        self._advice = None
        self.selected = None
        fast = self.resting
        self.tips.hide()  # an open info window would show the position before this move
        for ev in events:
            ev = with_why(ev, self.state, self.car_name)
            if self.queue and not fast:
                # the line waits for what the board shows before it: a card's line comes with
                # the card, not while the car still drives onto the Ereignisfeld
                self.queue.append(Told(ev, self.telling.take_reason(ev)))
            else:
                self.telling.event(ev)
            if fast:
                continue
            pop = pop_for(ev)
            if pop is not None:
                add_pop(self.pops, pop)
            self._toast_own_setback(ev)
            typ = ev.get("type")
            if typ == "turn" and self.pinned is not None and self.pinned.event.get("car") == \
                    ev.get("car") and self.pinned.event is not getattr(self, "_card_batch", None):
                self.pinned = None  # „bis du … wieder dran bist“
            if typ == "card":  # the card first, then the move it makes
                self._card_batch = ev
                self._show_card(ev)
            moved = moves_of(ev)
            if moved is not None and self.geo is not None:
                car, start, end = moved
                secs = drive_seconds(end - start, self._anim())
                if secs > 0:
                    self.queue.append(Motion(car, self.geo.s_of(start), self.geo.s_of(end), secs))
            if typ == "drive":
                self.app.audio.play("engine")
            elif typ == "card":
                self.app.audio.play("chip")
            elif typ == "finish":
                self.app.audio.play("fanfare")
        self._card_batch = None

    def _toast_own_setback(self, ev: dict[str, Any]) -> None:
        """A person's car that is festgefahren, misses a turn or rolls back from the Windschatten
        moves without its driver doing anything: say why right where one looks, not only in the
        Spielverlauf."""
        car = ev.get("car")
        setback = ev.get("type") in ("stuck", "skip") or (
            ev.get("type") == "windschatten" and ev.get("rolled_back"))
        if not setback or not isinstance(car, int) or \
                not self.ctl.is_human(self.state.cars[car]["seat"]):
            return
        found = line_for(ev, self.car_name)
        if found is not None:
            self.app.toast(found[0], "warn")

    def _show_card(self, ev: dict[str, Any]) -> None:
        seat = self.state.cars[ev["car"]]["seat"]
        own = self.ctl.is_human(seat)
        owner = self.car_name(ev["car"])
        if own:
            secs = OWN_CARD_BIG.get(self._anim(), 1.0)
            show = CardShow(ev, owner, own=False, duration=secs)
            show.pin_after = True  # type: ignore[attr-defined]
            if secs > 0:
                self.queue.append(show)
            else:
                self.pinned = CardShow(ev, owner, own=True, duration=0)
        else:
            secs = SHOW_SECONDS.get(self._anim(), 1.0)
            if secs > 0:
                self.queue.append(CardShow(ev, owner, own=False, duration=secs))

    def act(self, action: Action) -> bool:
        """Apply a human's action for the car on the move; a refusal becomes a toast."""
        car = self.human_car
        if car is None:
            return False
        self._end_presentation()
        try:
            self.ctl.apply(self.state.cars[car]["seat"], action)
        except IllegalAction as exc:
            self.app.toast(str(exc), "warn")
            return False
        self.clock.stop()
        return True

    def do(self, kind: str, amount: int | None = None) -> None:
        action = Action(kind) if amount is None else Action(kind, amount=amount)
        car = self.human_car
        if car is None:
            return
        if self.state.phase == "kanister" and kind == "tank":
            action = Action("kanister", amount=amount)
        self.act(action)

    def drive_to(self, field: int) -> bool:
        return self.act(Action("drive", to=int(field)))

    def drive_selected(self) -> None:
        if self.selected is not None:
            self.drive_to(self.selected)

    def reachable(self) -> dict[int, int]:
        """Reachable fields of the human car on the move → price (cached per position)."""
        car = self.human_car
        key = (self.version, car)
        if self._reach is None or self._reach[:2] != key:
            out: dict[int, int] = {}
            if car is not None and self.state.phase == "move":
                from speedgames.sprit.rules.reachability import reachable

                here = self.state.cars[car]["field"]
                out = {f: cost(f - here) for f in reachable(self.state, car)}
            self._reach = (key[0], key[1], out)
        return self._reach[2]

    def select_step(self, step: int) -> None:
        fields = sorted(self.reachable())
        if not fields:
            self.app.toast(Text("sprit.ui.toast.no_field"), "info")
            return
        if self.selected not in fields:
            self.selected = fields[0] if step > 0 else fields[-1]
        else:
            i = fields.index(self.selected) + step
            self.selected = fields[max(0, min(len(fields) - 1, i))]

    def toggle_rat(self) -> None:
        if not self.rat_allowed:
            self.app.toast(Text("sprit.ui.toast.no_rat"), "info")
            return
        self.rat_open = not self.rat_open
        if self.rat_open:
            self.rat_used = True

    def advice(self) -> Any:
        car = self.human_car
        if car is None:
            return None
        if self._advice is None or self._advice[0] != self.version:
            from speedgames.sprit import ai

            try:
                self._advice = (self.version, ai.advise(self.state, self.state.cars[car]["seat"]))
            except Exception:
                self.app.report_error()
                self._advice = (self.version, None)
        return self._advice[1]

    def toggle_costs(self) -> None:
        self.app.settings.cost_table = not self.app.settings.cost_table
        self.app.save_settings()
        self.relayout(self.app.size)

    def open_menu(self) -> None:
        from speedgames.sprit.screen.menu import GameMenu

        self.app.push(GameMenu(self.app, self))

    def leave(self) -> None:
        self.ctl.close()

    def save(self) -> None:
        self.ctl.save_clock(self.clock)

    def to_kontor(self) -> None:
        self.ctl.save_clock(self.clock)
        self.app.home()

    def skip_presentation(self) -> None:
        """A click or key while cars drive / a card shows: show the result, hurry on."""
        self._end_presentation()
        self.pacer.waited = self.pacer.delay

    def _end_presentation(self) -> None:
        for item in self.queue:
            if isinstance(item, Told):
                item.tell(self.telling)
            elif isinstance(item, CardShow) and getattr(item, "pin_after", False):
                self.pinned = CardShow(item.event, item.owner, own=True, duration=0)
        self.queue.clear()

    def _tell_held(self) -> None:
        """Tell the Spielverlauf lines whose turn has come (the queue's head)."""
        while self.queue and isinstance(self.queue[0], Told):
            self.queue.pop(0).tell(self.telling)

    # ------------------------------------------------------------------ computers & clock
    def _computer_act(self, seat: int) -> None:
        try:
            decision = self.ctl.decide(seat)
            reason = decision.reason
            if reason is not None and not self.resting and reason.key != "sprit.ai.only":
                self.telling.reason = reason  # printed under the move's own line
                self.ctl.note(reason, role="reason")  # and told there again after „Fortsetzen“
            self.ctl.apply(seat, decision.action)
        except Exception:  # a computer must never stop the rally: take the first legal move
            self.app.report_error()
            legal = self.state.legal_actions(seat)
            if legal:
                self.ctl.apply(seat, legal[0])
        finally:
            self.telling.reason = None

    def _on_timeout(self) -> None:
        car = self.human_car
        if car is None:
            return
        seat = self.state.cars[car]["seat"]
        name = self.car_name(car)
        from speedgames.sprit import ai

        try:
            best = ai.advise(self.state, seat).best
            action = best.action if best else self.state.legal_actions(seat)[0]
            self.log.append(Text("sprit.ui.log.timeout", {"name": name}), "warn")
            self.ctl.note(Text("sprit.ui.log.timeout", {"name": name}), "warn")
            self.ctl.apply(seat, action)
        except Exception:
            self.app.report_error()

    def start_rest(self) -> None:
        if self.rest_available:
            self.resting = True
            self.skip_presentation()
            self.pinned = None
            self.pops.clear()
            self.log.append(Text("sprit.ui.log.rest"), "head")

    def _rest_step(self) -> None:
        begin = time.perf_counter()
        while not self.state.is_over() and time.perf_counter() - begin < REST_BUDGET:
            movers = self.state.to_move()
            if not movers or self.ctl.is_human(movers[0]):
                self.resting = False
                return
            self._computer_act(movers[0])

    # ------------------------------------------------------------------ the loop
    def update(self, dt: float) -> None:
        if self._bail_out():
            return
        self.tips.update(dt)
        self.focus.update(dt)
        self._play(dt)
        if self.resting:
            self._rest_step()
        if self.state.is_over():
            if not self.queue and not self.ended:
                self._finish()
            self._sync_buttons()
            return
        if not self.queue and not self.resting:
            car = self.active_car
            if car is not None and not self.ctl.is_human(self.state.cars[car]["seat"]):
                if self.pacer.tick(dt):
                    self._computer_act(self.state.cars[car]["seat"])
            elif car is not None:
                self._human_turn(car, dt)
        self._sync_buttons()

    def frame_request(self) -> float | None:
        """Frames while cars drive, cues rise, the rest of the race is told or a computer
        works; else the clock's next second, a tooltip's delay or the focused widget."""
        if (self.queue or self.pops or self.resting or self._computers_at_work()
                or (self.state.is_over() and not self.ended)):
            return 0.0
        return earliest(self.tips.frame_request(), self.focus.frame_request(),
                        self.clock.frame_request())

    def _play(self, dt: float) -> None:
        self._tell_held()
        if not self.queue:  # the fuel cues rise once the cars stand still
            for pop in self.pops:
                pop.age += max(0.0, dt)
            self.pops = [p for p in self.pops if not p.done]
            return
        head = self.queue[0]
        head.age += max(0.0, dt)
        if head.done:
            self.queue.pop(0)
            if isinstance(head, CardShow) and getattr(head, "pin_after", False):
                self.pinned = CardShow(head.event, head.owner, own=True, duration=0)
            self._tell_held()

    def _human_turn(self, car: int, dt: float) -> None:
        key = (self.version, car)
        if key != self.turn_key:
            self.turn_key = key
            self.turn_age = 0.0
            seat = self.state.cars[car]["seat"]
            # at a table of several people the header names who is on („Dora ist dran: …“);
            # no toast repeats it over the action bar
            self.ctl.take_device(seat)
            self.clock.start(key=len(self.ctl.match.actions))
        self.turn_age += dt
        if self.clock.limit is not None:
            self.clock.advance(dt)

    def _finish(self) -> None:
        self.ended = True
        self.pops.clear()  # the Endtafel covers the board; a frozen cue would stay under it
        self.clock.stop()
        self.resting = False
        notices = self.ctl.record(fuel_left(self.state, self.ctl.humans), rat_used=self.rat_used)
        for notice in notices:
            self.app.toast(notice, "good")
        self.ctl.flush()
        match = self.ctl.match
        open_end(self.app, EndView(self.state, self.ctl.seats, match.options, match.seed,
                                   self.mode, self.daily_counts, self.rat_used, match.record()))

    # ------------------------------------------------------------------ lifecycle
    def pause(self) -> None:
        self.clock.pause()

    def resume(self) -> None:
        self.clock.resume()
        self._layer_key = None
        self.relayout(self.app.size)


registry.register("sprit.game", SpritScene, game="sprit", sample=demo.sample,
                  variants=demo.variants)
try:  # the „Allein“ menu registers itself next to the game
    from speedgames.sprit.screen import solo as ui_solo  # noqa: F401
except Exception:  # pragma: no cover - a broken menu must not hide the game
    pass
