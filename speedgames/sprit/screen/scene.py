"""Speedsprit's game scene: the alpine road, the driver list, and the flow of a rally.

The scene owns the :class:`~speedgames.ui.table.Table` — the match, its save after every action
(„Fortsetzen“), the seats, the computers thinking on the worker, the device, the Zug-Uhr, Zurück,
the Rat's worker and the end — and what only the board has: the selection, the pointer, the
Rat's box, „Rest auswerten“. Each change becomes one frozen view (:mod:`.view`); input becomes
intents (:mod:`.input`) carried out here as the table's actions; the board plays the moves
(:mod:`.playback`) and draws the view (:mod:`.draw`). Speedsprit's answers to the table —
who drives now, the stand-in on a timeout, the names — are :mod:`.flow`. Speedsprit hides
nothing, so a hot-seat table needs no curtain: the header names who is on the move.

What the seed promises, and where it lives:

* prices over every reachable field, the path and the tank afterwards on hover, a click drives;
  touch: the first tap selects (button „Fahren für … L → … L Rest“), a second tap or the button
  drives, a tap beside clears (:mod:`.input`);
* field info on hover / long press with the reason a field can't be reached (:mod:`.tips`);
* Kostentafel under the driver list (Zahnrad → Kostentafel, or K), Ziel-Rechner from the middle
  of the track or with all stamps, „Letzte Streckenkarte“ sign (:mod:`.panel`, :mod:`.card`);
* Streckenkarten shown big; one's own card stays open (docked) until tapped or one's next turn;
* solo: „Rest auswerten“ (Enter) once the human is in the Ziel — the computers play the rest
  without animation, on the worker; the Rat (R / the bulb, :mod:`.rat`);
* Zug-Uhr at the table: after the time and 10 s grace the computer moves for the player (logged);
* Tagesetappe: first run counts, the day's list on the Endtafel (:mod:`.endtafel`); „Nochmal am
  selben Tisch“.

Registered as ``sprit.game`` (new game: ``options``, ``seed``; resume: ``save``; ``preplay=N``
plays N quick computer moves first — demonstration positions for bench and screenshots).
"""

from __future__ import annotations

from typing import Any, Mapping

import pygame

from speedgames.core.game import Action, IllegalAction
from speedgames.core.i18n import Text
from speedgames.sprit.rules import GAME
from speedgames.sprit.screen import demo, rat, tips
from speedgames.sprit.screen import layout as board_layout
from speedgames.sprit.screen.buttons import drive_label, make_buttons, sync, werkstatt_label
from speedgames.sprit.screen.draw import Frame, Painter, prompt_lines
from speedgames.sprit.screen.endtafel import EndView, fuel_left, open_end
from speedgames.sprit.screen.flow import SpritFlow
from speedgames.sprit.screen.input import (
    Intent, Moment, click_intent, field_at, key_intent, stepped)
from speedgames.sprit.screen.menu import GameMenu, MenuHooks
from speedgames.sprit.screen.panel import DriverPanel
from speedgames.sprit.screen.playback import Playback
from speedgames.sprit.screen.spielverlauf import Telling
from speedgames.sprit.screen.view import BoardUi, SpritView, ViewBuilder
from speedgames.ui import registry
from speedgames.ui.log_panel import LogPanel
from speedgames.ui.pacing import earliest
from speedgames.ui.anim.motion import pace, reduced
from speedgames.ui.scene import AppLike, Scene
from speedgames.ui.table import Move, Table, says_resumed
from speedgames.ui.tooltip import Tooltips, widget_provider
from speedgames.ui.undo import take_back, undo_button
from speedgames.ui.widgets import FocusRing, freeze

MOUSE = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class SpritScene(Scene):
    """See the module docstring."""

    name = "sprit.game"

    def __init__(self, app: AppLike, options: Mapping[str, Any] | None = None,
                 seed: int | None = None, save: Any = None, autosave: bool = True,
                 **demo_kw: Any) -> None:
        preplay = int(demo_kw.pop("preplay", 0) or 0)  # a demonstration position (demo.sample)
        self._held_moment = demo_kw.pop("moment", None)  # … then a big moment held (.moments)
        if demo_kw:
            raise TypeError(f"sprit.game: unknown keywords {sorted(demo_kw)}")
        super().__init__(app)
        self.flow = SpritFlow()
        self.table = table = Table(app, GAME, self.flow, options=options, seed=seed, save=save,
                                   autosave=autosave, on_menu=self.open_menu)
        played = demo.preplay(table.match, preplay) if preplay and table.failed is None else []
        # the board's own state: what is selected, hovered and open
        self.selected: int | None = None
        self.hover: int | None = None
        self.rat_open = False
        self.resting = False          # „Rest auswerten“ runs
        self.replaying = False        # Partie ansehen shows this board read-only (screen.review)
        self.ended = False
        self.touch_mode = False
        self._finger_down = False     # a touch press is held (long press = field info)
        self.kb_focus = False         # the player moved the button focus with Tab
        self.turn_key: tuple | None = None
        self.turn_age = 0.0
        self._bailed = False
        self.log = LogPanel((0, 0, 10, 10))
        self.telling = Telling(self.log, self.car_name, lambda car: self.state.cars[car]["seat"])
        self.playback = Playback(self.telling, own=self._own, car_name=self.car_name,
                                 anim=self._anim, toast=lambda text, kind: app.toast(text, kind),
                                 sound=lambda name: app.audio.play(name),
                                 reduced=lambda: reduced(app.settings))
        self.panel = DriverPanel()
        self.focus = FocusRing()
        self.tips = Tooltips(self._tooltip)
        self._button_tips = widget_provider(self.focus)
        self.views = ViewBuilder(self.flow)
        self.painter = Painter()
        self.layout = board_layout.Layout()
        self.rects = self.layout.rects
        self._synced: tuple | None = None
        self._shown_parts: tuple | None = None
        self.buttons = make_buttons(
            self.drive_selected, self.start_rest, self.do, self.toggle_rat, self.open_menu,
            lambda: drive_label(self.view), lambda: werkstatt_label(self.view))
        self.buttons["undo"] = undo_button(self.undo)
        table.on_move.append(self._on_move)
        table.on_line.append(self.telling.line)
        table.on_reset.append(self.forget_position)
        self.telling.opening(table, resumed=table.resumed and table.failed is None,
                             says_resumed=says_resumed(save), preplayed=bool(played),
                             report=app.report_error)

    # ------------------------------------------------------------------ what the board shows
    @property
    def state(self) -> Any:
        return self.table.state

    @property
    def geo(self) -> Any:
        return self.layout.geo

    @property
    def human_car(self) -> int | None:
        """The car on the move if a person drives it."""
        return self.flow.human_car(self.table)

    @property
    def view(self) -> SpritView:
        """The board's view now (built again only when something it shows changed)."""
        ui = BoardUi(self.selected, self.hover, self.rat_open, self.resting, self.replaying)
        return self.views.view(self.table, ui, self.advice())

    def advice(self) -> Any:
        """The Rat's advice for the person's car while the Rat is open (None while the Rat's
        worker is still thinking, or when it is closed)."""
        car = self.human_car
        if not self.rat_open or car is None:
            return None
        return self.table.advice(self.state.cars[car]["seat"], rat.advise)

    def car_name(self, car: int) -> Any:
        return self.flow.car_name(self.table, car)

    def _own(self, car: int) -> bool:
        return self.table.is_person(int(self.state.cars[car]["seat"]))

    def play_moment(self, moment: str, held: bool = False) -> bool:
        """Show a big moment of this position (:mod:`.moments`): held in its middle, or played
        from its start (the bench's live frames)."""
        from speedgames.sprit.screen.cars import Motion
        from speedgames.sprit.screen.moments import drive_moment

        if moment != "drive" or self.geo is None:
            return False
        self.playback.queue = [i for i in self.playback.queue if not isinstance(i, Motion)]
        car = self.view.human_car if self.view.human_car is not None else 0
        motion = drive_moment(self.state, self.geo, car, held=held)
        if motion is None:
            return False
        self.playback.queue.insert(0, motion)
        return True

    @property
    def moment_running(self) -> bool:
        """A big moment still plays (a car drives, a card shows)."""
        return bool(self.playback.queue)

    def _anim(self) -> str:
        """The animations' pace: „Animationen“, or off with „Bewegung reduzieren“."""
        return pace(self.app.settings)

    # ------------------------------------------------------------------ the table's moves
    def _on_move(self, move: Move) -> None:
        reason = move.reason
        if move.computer and reason is not None and not self.resting and \
                reason.key != "sprit.ai.only":
            self.telling.reason = reason  # printed under the move's own line
            # … and told there again after „Fortsetzen“
            self.table.note(reason, role="reason", at=len(self.table.match.actions) - 1)
        self.selected = None
        self.tips.hide()  # an open info window would show the position before this move
        # a key hurried the computers: their drives and cards are shown fast
        self.playback.quick = move.computer and self.table.hurrying
        try:
            self.playback.events(move.events, self.state, self.geo, fast=self.resting)
        finally:
            self.telling.reason = None
            self.playback.quick = False
        if move.computer and not self.resting:
            self.table.hurry(False)  # a key hurries one computer's move, not all of them

    def forget_position(self) -> None:
        """The match's state was replaced (Zurück, Partie ansehen): drop what was derived."""
        self.playback.clear()
        self.selected = None
        self.views.forget()
        self.painter.forget()
        self.turn_key = None
        self._synced = None

    def show_position(self, match: Any) -> None:
        """Partie ansehen: ``match`` stands on the board, read-only, its Spielverlauf told."""
        self.table.match = match
        self.forget_position()
        self.log.clear()
        self.telling.retell(match)
        self.replaying = True  # no line of the game's keys: they do nothing here
        self.relayout(self.app.size)
        self._sync()
        freeze(self.buttons.values())  # read-only: every button shows it can't be pressed

    # ------------------------------------------------------------------ a person acts
    def act(self, action: Action) -> bool:
        """Apply a person's action for the car on the move; a refusal becomes a toast."""
        car = self.human_car
        if car is None:
            return False
        self.playback.skip()
        try:
            self.table.act(self.state.cars[car]["seat"], action)
        except IllegalAction as exc:
            self.app.toast(str(exc), "warn")
            return False
        return True

    def do(self, kind: str, amount: int | None = None) -> None:
        if self.human_car is None:
            return
        if self.state.phase == "kanister" and kind == "tank":
            kind = "kanister"
        self.act(Action(kind) if amount is None else Action(kind, amount=amount))

    def drive_to(self, field: int) -> bool:
        return self.act(Action("drive", to=int(field)))

    def drive_selected(self) -> None:
        if self.selected is not None:
            self.drive_to(self.selected)

    def select_step(self, step: int) -> None:
        if not self.view.prices:
            self.app.toast(Text("sprit.ui.toast.no_field"), "info")
        else:
            self.selected = stepped(self.view.prices, self.selected, step)

    def undo(self) -> None:
        """Zurück: the person at the device takes back their last decision (the table's
        policy); the board forgets its animations and selection (``on_reset``)."""
        take_back(self.app, self.table, self.log, busy=self.resting or self.ended)

    def toggle_rat(self) -> None:
        if not self.flow.rat_allowed(self.table):
            self.app.toast(Text("sprit.ui.toast.no_rat"), "info")
            return
        self.rat_open = not self.rat_open
        if self.rat_open:
            self.table.use_rat()

    def toggle_last_card(self) -> None:
        """L: the „Letzte Streckenkarte“ big again (as a click on the sign), L again closes it."""
        pinned = self.playback.pinned
        if pinned is not None and pinned.replay:
            self.playback.pinned = None
        elif self.state.last_card:
            self.playback.show_last_card(self.state.last_card)
        else:
            self.app.toast(Text("sprit.ui.toast.no_card"), "info")

    def toggle_costs(self) -> None:
        self.app.settings.cost_table = not self.app.settings.cost_table
        self.app.save_settings()
        self.relayout(self.app.size)

    def start_rest(self) -> None:
        """„Rest auswerten“: the computers play the rest at once, without animation (on the
        worker, as every computer move), then the Endtafel."""
        if not self.view.rest_available:
            return
        self.resting = True
        self.skip_presentation()
        self.playback.pinned = None
        self.playback.pops.clear()
        self.log.append(Text("sprit.ui.log.rest"), "head")
        self.table.hurry(True)

    def skip_presentation(self) -> None:
        """A click or key while cars drive / a card shows: show the result, hurry on."""
        self.playback.skip()
        self.table.hurry(True)

    def open_menu(self) -> None:
        self.app.push(GameMenu(self.app, MenuHooks(self.table, self.toggle_costs,
                                                   self.to_kontor)))

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.touch_mode = bool(getattr(event, "touch", False))
            self._finger_down = self.touch_mode
        if self.tips.handle_event(event):
            self._finger_down = False
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            self._finger_down = False
        if event.type == pygame.KEYDOWN:
            intent = key_intent(event, self.view, self._moment())
            if intent is not None and intent.kind == "keyboard":
                self.kb_focus = True  # from now on the focus ring shows and Space presses it
            elif intent is not None:
                self._carry_out(intent)
                return True
        pinned = self.rects.get("pinned")
        if self.playback.pinned is not None and pinned is not None and event.type in MOUSE \
                and pinned.collidepoint(event.pos):
            if event.type == pygame.MOUSEBUTTONUP:
                self.playback.pinned = None  # „bis du sie antippst“
            return True
        if event.type in (pygame.MOUSEWHEEL, pygame.MOUSEMOTION) + MOUSE and self.panel.wheel(
                event, getattr(event, "pos", None) or pygame.mouse.get_pos()):
            return True  # a driver list too long for its room scrolls
        if self.log.handle_event(event):
            return True
        road = self.rects.get("road")
        if event.type in MOUSE and self.playback.queue and road is not None and \
                road.collidepoint(event.pos):
            if event.type == pygame.MOUSEBUTTONUP:
                self.skip_presentation()
            return True
        if self.focus.handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.touch_mode = bool(getattr(event, "touch", False))
            self.hover = field_at(self.geo, road, event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            intent = click_intent(event.pos, bool(getattr(event, "touch", False)), self.view,
                                  geo=self.geo, road=road, drive_here=self.rects.get("drive_here"),
                                  sign=self.panel.sign_rect)
            if intent is None:
                return False
            self._carry_out(intent)
            return True
        return False

    def _moment(self) -> Moment:
        pinned = self.playback.pinned
        return Moment(tips=self.tips.visible, rat_open=self.rat_open, pinned=pinned is not None,
                      pinned_replay=bool(pinned is not None and pinned.replay),
                      showing=bool(self.playback.queue), turn_age=self.turn_age,
                      focused=self.focus.focused is not None)

    def _carry_out(self, intent: Intent) -> None:
        kind = intent.kind
        simple = {"undo": self.undo, "costs": self.toggle_costs, "rest": self.start_rest,
                  "last_card": self.toggle_last_card, "skip": self.skip_presentation,
                  "drive": self.drive_selected, "rat": self.toggle_rat, "menu": self.open_menu,
                  "hide_tips": self.tips.hide, "hurry": lambda: self.table.hurry(True),
                  "sign": lambda: self.playback.show_last_card(self.state.last_card)}
        if kind in simple:
            simple[kind]()
        elif kind in ("select", "deselect"):
            self.selected = intent.field
        elif kind == "drive_to" and intent.field is not None:
            self.drive_to(intent.field)
        elif kind == "select_step":
            self.select_step(intent.step)
        elif kind == "act" and intent.move is not None:
            self.do(intent.move, intent.amount)
        elif kind == "close_rat":
            self.rat_open = False
        elif kind == "unpin":
            self.playback.pinned = None
        elif kind == "choose_first":
            self.app.toast(Text("sprit.ui.toast.choose_first"), "info")
        elif kind == "info" and intent.field is not None:
            self.selected = None
            if self.geo is not None:
                self.tips.show_at(self._field_content(intent.field),
                                  self.geo.centre(intent.field))

    def _tooltip(self, pos: tuple[int, int]) -> Any:
        return tips.board_tip(pos, touch=self.touch_mode, finger_down=self._finger_down,
                              button_tip=self._button_tips,
                              drive_here=self.rects.get("drive_here"),
                              field=field_at(self.geo, self.rects.get("road"), pos),
                              content=self._field_content)

    def _field_content(self, field: int) -> Any:
        tile = self.geo.tile if self.geo else 20
        me = self.flow.my_car(self.table, self.table.holder)
        content = tips.field_info(self.state, field, me, self.car_name, tile)
        if self.geo is not None:  # the window stands off the field, its price and number
            spot = pygame.Rect(0, 0, 2 * tile + 4, 2 * tile + 4)
            spot.center = self.geo.centre(field)
            content.subject = spot.inflate(0, 2 * tile)  # its price above, number below
        return content

    # ------------------------------------------------------------------ the loop
    def update(self, dt: float) -> None:
        if self._bail_out():
            return
        self.tips.update(dt)
        self.focus.update(dt)
        self.playback.tick(dt)
        self.table.tick(dt, hold=bool(self.playback.queue))
        if self.state.is_over():
            if not self.playback.queue and not self.ended:
                self._finish()
        elif self.human_car is not None and not self.playback.queue:
            key = (len(self.table.match.actions), self.human_car)
            if key != self.turn_key:  # a person's turn begins: Enter is armed a moment later
                self.turn_key, self.turn_age = key, 0.0
            self.turn_age += dt
        self._sync()

    def frame_request(self) -> float | None:
        """Frames while cars drive, cues rise, the rest of the race is played out, a computer
        or the Rat works; else the clock's next second, a tooltip's delay or the focused
        widget."""
        if (self.playback.busy or self.resting or self.table.thinking
                or (self.state.is_over() and not self.ended)):
            return 0.0
        return earliest(self.table.frame_request(), self.tips.frame_request(),
                        self.focus.frame_request())

    def _bail_out(self) -> bool:
        """The save could not be resumed: tell it and go back (True: nothing else to do)."""
        if self.table.failed is None or self._bailed:
            return self._bailed
        self._bailed = True
        self.app.toast(self.table.failed, "bad")
        self.app.back()
        return True

    def _finish(self) -> None:
        self.ended = True
        self.resting = False
        self.playback.pops.clear()  # the Endtafel covers the board; a frozen cue would stay
        table = self.table
        for notice in table.finish(fuel_left(self.state, list(table.people))):
            self.app.toast(notice, "good")
        match = table.match
        open_end(self.app, EndView(self.state, table.seats, match.options, match.seed,
                                   table.mode, table.daily_counts, table.rat_used,
                                   match.record()))

    def _sync(self) -> None:
        """The buttons follow the view; the side column follows the Ziel-Rechner, the card
        sign and the driver list (a row takes a second line when a status appears)."""
        view = self.view
        key = (id(view), self.table.at_device, self.ended)
        if key == self._synced:
            return
        self._synced = key
        sync(self.buttons, view, can_undo=not self.ended and self.table.can_undo(),
             focus=self.focus, ring=self.kb_focus)
        parts = (view.ziel_text, view.sign, view.rows, view.rat)
        if parts != self._shown_parts and "right" in self.rects:
            self._shown_parts = parts
            if prompt_lines(self.app.theme, self.rects["head"].width, view) > \
                    self.layout.prompt_lines:
                self.relayout(self.app.size)
            else:
                board_layout.side_column(self.app.theme, self.rects["right"], view,
                                         panel=self.panel, log=self.log,
                                         cost=self.app.settings.cost_table)
                self.painter.forget(static=False)

    # ------------------------------------------------------------------ layout and drawing
    def relayout(self, size: tuple[int, int]) -> None:
        self.layout = board_layout.board(
            self.app.theme, size, self.view, panel=self.panel, log=self.log,
            buttons=self.buttons, clock=self.table.clock.limit is not None,
            cost=self.app.settings.cost_table, prompt_lines=self.layout.prompt_lines)
        self.rects = self.layout.rects
        self._shown_parts = (self.view.ziel_text, self.view.sign, self.view.rows, self.view.rat)
        self.painter.forget()

    def toast_avoid(self) -> list[pygame.Rect]:
        return board_layout.toast_avoid(self.rects, self.geo, self.view)

    def draw(self, surface: pygame.Surface) -> None:
        if self.geo is None:
            self.relayout(surface.get_size())
        if self._held_moment and self.geo is not None:
            self.play_moment(self._held_moment, held=True)
            self._held_moment = None
        clock = self.table.clock
        face = clock.clock if clock.limit is not None and self.human_car is not None else None
        hits = self.painter.draw(surface, self.app.theme, Frame(
            self.view, self.layout, self.panel, self.log, self.focus, self.buttons,
            self.playback.queue, self.playback.pops, self.playback.pinned, face,
            bool(self.app.settings.cost_table), self.playback.marks))
        for name, rect in (("drive_here", hits.drive_here), ("rat", hits.rat),
                           ("pinned", hits.pinned)):
            if rect is None:
                self.rects.pop(name, None)
            else:
                self.rects[name] = rect
        self.tips.draw(surface, self.app.theme)

    # ------------------------------------------------------------------ lifecycle
    def pause(self) -> None:
        self.table.pause()

    def resume(self) -> None:
        self.table.resume()
        self.relayout(self.app.size)

    def leave(self) -> None:
        self.table.close()

    def save(self) -> None:
        self.table.save()

    def to_kontor(self) -> None:
        self.table.save()
        self.app.home()


registry.register("sprit.game", SpritScene, game="sprit", sample=demo.sample,
                  variants=demo.variants)
try:  # the „Allein“ menu registers itself next to the game
    from speedgames.sprit.screen import solo as ui_solo  # noqa: F401
except Exception:  # pragma: no cover - a broken menu must not hide the game
    pass
