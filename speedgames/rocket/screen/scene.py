"""Speedrocket's game scene: Stopfen, Abendvorstellung, Pulverhandlung — at the table or alone.

The scene only shows and asks; the rules decide (``speedgames.rocket.rules``), the computers and
the Rat come from ``speedgames.rocket.ai``, and the shared glue (computer pacing, saving after every
action, hot-seat hand-over, records) from :mod:`speedgames.ui.match_controller`.

Flow per evening, as the rule text tells it:

* **Stopfen** (simultaneous): computers draw in parallel, paced so one can follow them. Humans
  stuff one after the other at the device; with two or more humans the privacy screen („Gib das
  Gerät an …“) comes first and the others' rockets of this evening stay covered until the show.
  Leertaste = Ziehen, Enter = Aufhören, E = Sandeimer / „Sand drauf“, Z = „Zünden
  lassen“, 1–5 / 0 = Vorschau.
* **Abendvorstellung**: revealed line by line; „Weiter“ (Enter) first shows the rest, then goes on.
* **Pulverhandlung** (simultaneous): each human in turn (privacy screen again at a table of
  several humans): 1–7 = ware, Enter = Fertig; Kristall trades; after a Fehlzündung first
  „Ruhm nehmen“ or „Einkaufen“.
* The last evening ends with the show and the Endtafel („Nochmal am selben Tisch“); the result
  goes into the records.

Zug-Uhr (table, when set): for each human's Stopfen and Pulverhandlung, then 10 s grace;
after it the game stops for the player (or pours sand on an igniting chip, or picks from the
Vorschau) and buys by the Rat's advice — both written into the Spielverlauf. The Rat (R) exists
only when exactly one human plays against computers (its advice is thought out on a worker
thread, see ``tips.request_advice``). Registered as ``rocket.game`` (new game: ``options``,
``seed``; resume: ``save``).

Where the parts live (this module holds the loop, who is at the device, and the input): each
phase has a controller and a view — Stopfen ``stuffing_ctl`` (views ``huelse``, ``bag``,
``gauge``), Abendvorstellung ``show_ctl`` (``show``), Pulverhandlung ``shop_ctl`` (``shop``); the
computers and the Zug-Uhr ``computers``, the Spielverlauf ``spielverlauf``, the end ``ending``;
``layout`` places, ``ring`` keeps the buttons and focus, ``draw`` paints the board from the
read-only :class:`~speedgames.rocket.screen.model.TableView` (``RocketScene.model``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

import pygame

from speedgames.core.game import Action, IllegalAction
from speedgames.core.i18n import Text, t
from speedgames.rocket.rules import GAME
from speedgames.rocket.screen import ending, frame, layout, ring
from speedgames.rocket.screen import tips as ui_tips
from speedgames.rocket.screen.bag import BagView
from speedgames.rocket.screen.computers import ComputerTurns
from speedgames.rocket.screen.device import Device
from speedgames.rocket.screen.gauge import GaugeView
from speedgames.rocket.screen.huelse import FlyingChip, HuelseView
from speedgames.rocket.screen.keys import ENTER
from speedgames.rocket.screen.model import TableView, covered_seats
from speedgames.rocket.screen.newspaper import NewspaperView
from speedgames.rocket.screen.players import PlayersView
from speedgames.rocket.screen.shop import Basket, ShopView
from speedgames.rocket.screen.shop_ctl import ShopController
from speedgames.rocket.screen.show import ShowView, told
from speedgames.rocket.screen.show_ctl import ShowController
from speedgames.rocket.screen.spielverlauf import Spielverlauf
from speedgames.rocket.screen.stuffing_ctl import StuffingController
from speedgames.ui import registry
from speedgames.ui.log_panel import LogPanel
from speedgames.ui.match_controller import MatchController, Pacer, Thinker
from speedgames.ui.match_scene import MatchSceneMixin, open_match, says_resumed
from speedgames.ui.pacing import earliest
from speedgames.ui.scene import Scene
from speedgames.ui.tooltip import Tooltips
from speedgames.ui.turn_clock import TurnClock
from speedgames.ui.undo import is_undo_key, take_back
from speedgames.ui.widgets import Button, FocusRing

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.app import App

FLY_SECONDS = {"normal": 0.32, "fast": 0.12, "off": 0.0}
PHASE_EVENTS = {"show_start", "shop_open", "evening_start", "game_end", "conversion"}
VIEW_RESET_EVENTS = {"show_start", "shop_open", "evening_start"}
ARM_SECONDS = 0.25   # Enter / Space are ignored this long after the step changed


class RocketScene(MatchSceneMixin, Scene):
    """See the module docstring."""

    name = "rocket.game"

    def __init__(self, app: "App", options: Mapping[str, Any] | None = None,
                 seed: int | None = None, save: Any = None, autosave: bool = True,
                 demo_draws: int = 0) -> None:
        super().__init__(app)
        self.stuffing = StuffingController(self)   # the phases' controllers (their views below)
        self.showing = ShowController(self)
        self.shopping = ShopController(self)
        self.ending = ending.EndingController(self)
        self.telling = Spielverlauf(self)            # what the Spielverlauf says, and when
        self.machines = ComputerTurns(self)
        self.device = Device(self)                   # who holds the device, and their Zug-Uhr
        opened = open_match(app, GAME, options=options, seed=seed, save=save,
                            failed_key="rocket.ui.resume_failed")
        self.failed: Text | None = opened.failed
        match = opened.match
        self.ctl = MatchController(app, match, save_id=opened.save_id, meta=opened.meta,
                                   autosave=autosave and self.failed is None, notes=opened.notes)
        self.ctl.listeners.append(self._on_action)
        self.pacer = Pacer(app)
        self.thinker = Thinker()
        self.rat_thinker = Thinker()          # the Rat's advice, never on the main thread
        self._advice_asked: tuple | None = None
        self._advice_token = 0
        self.log = LogPanel((0, 0, 10, 10))
        self.tips = Tooltips(self._tooltip)
        self.focus = FocusRing()
        self.huelse = HuelseView()
        self.bag = BagView()
        self.gauge = GaugeView()
        self.paper = NewspaperView()
        self.players = PlayersView()
        self.shop = ShopView(self.shopping.click_chip)
        self.basket = Basket()
        self.show: ShowView | None = None
        self.fly: FlyingChip | None = None
        self.burst: float | None = None     # seconds since a Fehlzündung (sparks)
        self.active: int | None = None      # the human at the device acting now
        self.view_seat = self.ctl.humans[0] if self.ctl.humans else 0
        self.rat_open = False
        self.rat_used = False
        self._advice: tuple[tuple, Any] | None = None
        self.replaying = False              # Partie ansehen (review.show): nobody acts here
        self.ended = False
        self.endtafel_open = False
        self.daily_counts: bool | None = None
        self.notices: list[Text] = []
        self.hover_seat: int | None = None
        self.hover_field: int | None = None
        self._layer: pygame.Surface | None = None
        self._model: TableView | None = None
        self._model_key: tuple | None = None
        self._layer_key: tuple | None = None
        self._region_keys: dict[str, tuple] = {}
        self.seat_version = [0] * len(match.state.players)
        self.phase_version = 0
        self._ring_key: tuple | None = None
        self._rects: dict[str, pygame.Rect] = {}
        self.sheet_labels: list[pygame.Rect] = []   # Ruhm / Kristalle / … as last drawn
        limit = match.options.get("clock")
        timed = (not self.solo and limit and len(self.ctl.humans) >= 1)
        self.clock = TurnClock(float(limit) if timed else None, on_expire=self.machines.on_timeout)
        self.clock.restore(opened.meta.get("clock"))  # „Fortsetzen“ keeps the time left
        self.status_age = 0.0               # seconds since the seat's state last changed
        self._status_seen: tuple | None = None
        self.buttons = ring.make_buttons(self)
        self.preview_buttons: list[Button] = []
        self.mb_level: Any = None            # Meisterbrief: the level and its History
        self.mb_hist: Any = None
        self.mb_stars: int | None = None
        if self.mode == "meisterbrief":
            self._init_meisterbrief(observe_opening=save is None)
        self.telling.opening(resumed=save is not None and self.failed is None,
                             say_resumed=says_resumed(save))
        self._master: dict[str, Any] | None = None
        self._master_thread: Any = None
        if save is None and self.mode == "daily" and self.ctl.humans and self.failed is None:
            self._begin_daily(t("rocket.ui.me"), "rocket.ui.log.daily_practice")
        self.stuffing.demo(demo_draws)
        if self.mode == "daily" and self.failed is None \
                and match.state.evening >= match.state.evenings:
            self.ending.start_master()

    # ------------------------------------------------------------------ properties
    @property
    def solo(self) -> bool:
        return bool(self.state.solo)

    @property
    def rat_allowed(self) -> bool:
        return (self.mode == "table" and len(self.ctl.humans) == 1
                and len(self.ctl.computers) >= 1)

    @property
    def hotseat(self) -> bool:
        return len(self.ctl.humans) > 1

    @property
    def model(self) -> TableView:
        """The read-only view of this moment for the parts that draw; rebuilt when it changed."""
        show_open = self.show is not None
        key = (self._status(), self.active, self.view_seat, self.state.phase, show_open,
               self.rat_open, len(self.state.players))
        if self._model is None or key != self._model_key:
            status, active, view_seat, phase, _show, rat_open, seats = key
            self._model_key = key
            self._model = TableView(
                status=status, active=active, view_seat=view_seat,
                covered=covered_seats(seats, self.hotseat, phase, show_open, active),
                hotseat=self.hotseat, solo=self.solo, rat_allowed=self.rat_allowed,
                rat_open=rat_open, show_open=show_open, humans=tuple(self.ctl.humans))
        return self._model

    # ------------------------------------------------------------------ widgets
    def player_at(self, seat: int | None) -> dict[str, Any] | None:
        if seat is None or not 0 <= seat < len(self.state.players):
            return None
        return self.state.players[seat]

    # ------------------------------------------------------------------ start / log

    def _init_meisterbrief(self, observe_opening: bool) -> None:
        try:
            from speedgames.rocket import modes

            self.mb_level = modes.level(int(self.ctl.match.options.get("level", 1)))
            self.mb_hist = modes.History()
            if observe_opening:
                self.mb_hist.observe(self.state, self.state.opening)
        except Exception:  # the goals panel is a help; the game runs without it
            self.app.report_error("rocket meisterbrief")
            self.mb_level = self.mb_hist = None





    # ------------------------------------------------------------------ acting
    def _on_action(self, seat: int, action: Action, events: list[dict[str, Any]]) -> None:
        computer = not self.ctl.is_human(seat)
        self.seat_version[seat] += 1
        if self.mb_hist is not None:
            self.mb_hist.observe(self.state, events)
        for ev in told(events):
            if ev.get("type") == "show_start":
                self.telling.release_held()
            self.telling.event(ev, computer)
            if ev.get("type") in PHASE_EVENTS:
                self.phase_version += 1
                if ev.get("type") in VIEW_RESET_EVENTS:
                    self.back_to_mine()   # another's Hülse was for a look, not for the phase
        types = {ev.get("type") for ev in events}
        if not computer and seat == self.active:
            self.ctl.take_device(seat)
        for ev in events:
            if ev.get("type") == "draw" and ev.get("seat") == self.view_seat and not computer:
                dur = FLY_SECONDS.get(self._anim(), 0.3)
                if dur > 0:
                    start = self.bag.rect.center
                    self.fly = FlyingChip(ev["chip"], start, int(ev["to"]), dur)
                self.app.audio.play("chip")
        if "misfire" in types and not computer:
            self.app.audio.play("bang")
            if seat == self.view_seat and self._anim() != "off":
                self.burst = 0.0
        if "sand_used" in types and not computer:
            self.app.audio.play("fizz")
        if "show_start" in types:
            self.showing.open_show(events)
        if "evening_start" in types and "game_start" not in types:
            self.basket.clear()
            if self.state.evening >= self.state.evenings:
                self.ending.start_master()   # the master's heights are ready for the Endtafel

    def act(self, seat: int | None, action: Action) -> bool:
        """Apply a human's action; a refusal becomes a toast (nothing changes)."""
        if seat is None:
            return False
        try:
            self.ctl.apply(seat, action)
        except IllegalAction as exc:
            self.app.toast(str(exc), "warn")
            return False
        return True

    def undo(self) -> None:
        """Zurück: take back the last person's decision (policy: speedgames.core.undo); what
        the table animated or thought about since is forgotten."""
        if take_back(self.app, self.ctl, self.log, busy=self.show is not None or self.ended):
            self.forget_position()

    def forget_position(self) -> None:
        """The match's state was replaced (Zurück, Partie ansehen): drop what was derived."""
        self.thinker.cancel()
        self.fly = self.burst = None
        self.active = None
        self._advice = None
        self._model = self._model_key = self._layer_key = self._ring_key = None
        self._region_keys.clear()
        self.seat_version = [v + 1 for v in self.seat_version]
        self.phase_version += 1
        self.status_age = 0.0

    def _status(self) -> str | None:
        p = self.player_at(self.active)
        if p is None or self.show is not None:
            return None
        if self.state.phase == "stopfen":
            return p["status"]
        if self.state.phase == "shop":
            return "shop_" + str(p["shop"])
        return None

    def toggle_rat(self) -> None:
        if not self.rat_allowed:
            self.app.toast(Text("rocket.ui.toast.no_rat"), "info")
            return
        self.rat_open = not self.rat_open
        if self.rat_open:
            self.rat_used = True
            self._rat_update()

    def own_seats(self) -> tuple[int, ...]:
        """The Hülsen that are „mine“ now: the person at the device, else every human's."""
        if self.active is not None:
            return (self.active,)
        return tuple(self.ctl.humans) or (0,)

    def back_to_mine(self) -> None:
        """„Zu meiner Hülse“ (button, Esc) and every phase change: the own view again."""
        if self.view_seat not in self.own_seats():
            self.view_seat = self.own_seats()[0]

    def view(self, seat: int) -> None:
        """Show ``seat``'s Hülse big (covered rockets of this evening stay covered)."""
        if self._covered(seat):
            self.app.toast(Text("rocket.ui.toast.covered"), "info")
            return
        self.view_seat = seat

    def view_next(self) -> None:
        """V: the next manufactory's Hülse (covered ones are skipped), then back to mine."""
        n = len(self.state.players)
        for step in range(1, n + 1):
            seat = (self.view_seat + step) % n
            if not self._covered(seat):
                self.view_seat = seat
                return

    def _covered(self, seat: int) -> bool:
        """In a hot-seat Stopfen the others' rockets of tonight stay hidden until the show."""
        return self.model.is_covered(seat)

    def ask_leave(self) -> None:
        """Esc / „Menü“: the game menu (Weiter, Spielregeln, Ansicht, Kontor, Aufgeben)."""
        from speedgames.rocket.screen.menu import RocketMenu

        if self.state.is_over():
            self._leave()
            return
        self.app.push(RocketMenu(self.app, self))

    def _leave(self) -> None:
        self.ctl.flush()
        self.app.home()

    # ------------------------------------------------------------------ computers & timing



    # ------------------------------------------------------------------ the loop
    def update(self, dt: float) -> None:
        if self._bail_out():
            return
        self.tips.update(dt)
        self.focus.update(dt)
        self._rat_update()
        seen = (self._status(), self.active, self.show is not None)
        if seen != self._status_seen:
            self._status_seen = seen
            self.status_age = 0.0
            self.tips.hide()   # an info window about what was under the pointer before
        else:
            self.status_age += dt
        if self.fly is not None:
            self.fly.age += dt
            if self.fly.done:
                self.fly = None
        if self.burst is not None:
            self.burst += dt
            if self.burst > frame.BURST_SECONDS:
                self.burst = None
        if self.show is not None:
            self.show.update(dt)
            ring.sync_ring(self)
            return
        if self.state.is_over():
            if not self.ended:
                self.ending.finish_game()
            ring.sync_ring(self)
            return
        if self.state.phase == "show" and any(self.ctl.is_human(s) for s in self.state.to_move()):
            self.showing.open_show([])   # safety net: the people's Weiter is always asked for
            ring.sync_ring(self)
            return
        self.machines.run(dt)
        if self.show is not None:
            ring.sync_ring(self)
            return
        self.device.choose_active()
        self.device.run_clock(dt)
        ring.sync_ring(self)

    def frame_request(self) -> float | None:
        """Frames while a chip flies, sparks burst, the show runs or a computer works; else
        the clock's next second, a tooltip's delay or the focused widget (ui.pacing)."""
        show_moving = self.show is not None and (not self.show.done or self.show.tumbling)
        master = getattr(self, "_master_thread", None)
        if (self.fly is not None or self.burst is not None or show_moving
                or self._computers_at_work() or (master is not None and master.is_alive())):
            return 0.0
        return earliest(self.tips.frame_request(), self.focus.frame_request(),
                        self.clock.frame_request())

    def _rat_update(self) -> None:
        """While the Rat is open: ask its worker about the position, collect the answer."""
        if not self.rat_open:
            return
        ui_tips.collect_advice(self)
        ui_tips.request_advice(self)







    # ------------------------------------------------------------------ daily sharing
    def share_line(self, screen: bool = False) -> str:
        """The daily puzzle's share line (see :meth:`EndingController.share_line`)."""
        return self.ending.share_line(screen)

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.tips.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            if self._hotkey(event):
                return True
        if event.type == pygame.MOUSEWHEEL and self.show is not None:
            self.show.scroll_by(-int(event.y))   # the show stands over the log: it scrolls
            return True
        if self.log.handle_event(event):
            return True
        if self.focus.handle_event(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_seat = self.players.seat_at(event.pos)
            self.hover_field = self.huelse.field_at(event.pos) if self.show is None else None
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            return self._click(event.pos)
        return False

    def _hotkey(self, event: pygame.event.Event) -> bool:
        key = event.key
        if is_undo_key(event) and self.show is None:
            self.undo()
            return True
        status = self._status()
        if key in ENTER + (pygame.K_SPACE,) and self.status_age < ARM_SECONDS:
            return True  # a key still pressed for the previous step must not act on this one
        if key == pygame.K_ESCAPE:
            if self.tips.visible:
                self.tips.hide()
            elif self.rat_open:
                self.rat_open = False
            elif self.view_seat not in self.own_seats():
                self.back_to_mine()   # Esc closes another's Hülse first
            else:
                self.ask_leave()
            return True
        if self.show is not None:
            if key in ENTER or key == pygame.K_SPACE:
                self.showing.do_weiter()
                return True
            return self.show.scroll_key(key)   # ↑ ↓ Bild↑ Bild↓ Pos1 Ende: the show's lines
        if key == pygame.K_r:
            self.toggle_rat()
            return True
        if key == pygame.K_v and not self.solo:
            self.view_next()
            return True
        if status in ("drawing", "sand", "preview"):
            return self.stuffing.hotkey(key, status)
        if status == "shop_open":
            return self.shopping.hotkey(key)
        if status is None and key in (pygame.K_SPACE,) + ENTER:
            self.pacer.skip(True)   # waiting for computers: hurry them
            return True
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        if self.show is not None:
            seat = self.show.seat_at(pos)
            if seat is not None:
                self.view(seat)
                return True
        seat = self.players.seat_at(pos)
        if seat is not None:
            self.view(seat)
            return True
        chip = self.bag.chip_at(pos)
        if chip is not None:
            content = self._tooltip(pos)
            if content is not None:
                self.tips.show_at(content, pos)
            return True
        if self.active is None and self.show is None and not self.state.is_over():
            self.pacer.skip(True)
        return False

    # ------------------------------------------------------------------ tooltips
    def _tooltip(self, pos: tuple[int, int]) -> Any:
        return ui_tips.tooltip_at(self, pos)

    # ------------------------------------------------------------------ layout
    def relayout(self, size: tuple[int, int]) -> None:
        layout.relayout(self, size)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        frame.draw_frame(self, surface)

    # ------------------------------------------------------------------ lifecycle
    def pause(self) -> None:
        self.clock.pause()

    def resume(self) -> None:
        self.clock.resume()
        self._layer_key = None

    def leave(self) -> None:
        self.thinker.close()
        self.rat_thinker.close()
        self.ctl.close()

    def save(self) -> None:
        self.ctl.save_clock(self.clock)


# ---------------------------------------------------------------------- helpers

# ---------------------------------------------------------------------- registration
def _sample(app: "App") -> dict[str, Any]:
    seats = [{"kind": "human", "name": "Anna"},
             {"kind": "ai", "level": "strong", "style": "draufgaenger"},
             {"kind": "ai", "level": "normal", "style": "purpur"},
             {"kind": "ai", "level": "easy", "style": "vorsichtig"}]
    return {"options": {"seats": seats, "mode": "table", "evenings": 9, "clock": None},
            "seed": 1901, "autosave": False, "demo_draws": 4}


def _variants(app: "App") -> list[tuple[str, dict[str, Any]]]:
    solo = {"options": {"seats": [{"kind": "human", "name": "Anna"}], "mode": "rekordjagd"},
            "seed": 7, "autosave": False, "demo_draws": 3}
    return [("rocket-game", _sample(app)), ("rocket-game-solo", solo)]


registry.register("rocket.game", RocketScene, game="rocket", sample=_sample, variants=_variants)

# the solo menu lives in its own module; importing it registers ``rocket.solo``
try:  # pragma: no cover - a broken menu must not take the game scene with it
    from speedgames.rocket.screen import solo as _ui_solo  # noqa: F401
except Exception:
    import traceback

    traceback.print_exc()
