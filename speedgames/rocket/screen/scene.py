"""Speedrocket's game scene: Stopfen, Abendvorstellung, Pulverhandlung — at the table or alone.

The scene only shows and asks; the rules decide (``speedgames.rocket.rules``), the computers and
the Rat come from ``speedgames.rocket.ai``, and the shared glue (computer pacing, saving after every
action, hot-seat hand-over, records) from :mod:`speedgames.ui.match_controller`.

Flow per evening, as the rule text tells it:

* **Stopfen** (simultaneous): computers draw in parallel, paced so one can follow them. Humans
  stuff one after the other at the device; with two or more humans the privacy screen („Gib das
  Gerät an …“) comes first and the others' rockets of this evening stay covered until the show.
  Leertaste = Ziehen, Enter = Aufhören, E = Sandeimer / „Sand drauf“, 1–5 / 0 = Vorschau.
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
thread, see ``ui_tips.request_advice``). Registered as ``rocket.game`` (new game: ``options``, ``seed``;
resume: ``save``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

import pygame

from speedgames.core.game import Action, IllegalAction
from speedgames.core.i18n import Text, counted, language, t
from speedgames.rocket.rules import GAME, data
from speedgames.rocket.rules.events import to_text
from speedgames.rocket.screen import art, status
from speedgames.rocket.screen import tips as ui_tips
from speedgames.rocket.screen.bag import BagView
from speedgames.rocket.screen.gauge import GaugeView
from speedgames.rocket.screen.huelse import FlyingChip, HuelseView
from speedgames.rocket.screen.model import TableView, covered_seats, seat_name
from speedgames.rocket.screen.newspaper import NewspaperView
from speedgames.rocket.screen.players import PlayersView, seat_colour
from speedgames.rocket.screen.shop import Basket, ShopView
from speedgames.rocket.screen.show import ShowView, lines_from_events, told
from speedgames.rocket.screen.status import card_height as status_card_height
from speedgames.ui import registry
from speedgames.ui.log_panel import LogPanel
from speedgames.ui.match_controller import MatchController, Pacer, Thinker
from speedgames.ui.match_scene import MatchSceneMixin, Retelling, open_match
from speedgames.ui.scene import Scene
from speedgames.ui.tooltip import Tooltips
from speedgames.ui.turn_clock import TurnClock, draw_turn_clock
from speedgames.ui.widgets import Button, FocusRing

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.app import App

FLY_SECONDS = {"normal": 0.32, "fast": 0.12, "off": 0.0}
SHOW_STEP = {"normal": 0.55, "fast": 0.18, "off": 0.0}
LOG_KINDS = {"misfire": "bad", "ignite": "bad", "prize": "good", "evening_start": "head",
             "extrablatt": "head", "show_start": "head", "shop_open": "head", "game_end": "head",
             "sand_used": "warn", "sand_asked": "warn", "purchase": "info", "draw": "dim",
             "effect": "dim", "ruhm": "good", "kristallfeld": "good", "card_gain": "good",
             "prize_none": "dim", "mark": "dim", "preview_offered": "dim"}
QUIET_COMPUTER = {"draw", "effect", "preview_offered", "extrablatt_effect", "sand_asked",
                  "bonus"}
DIGITS = {pygame.K_0: 0, pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3, pygame.K_4: 4,
          pygame.K_5: 5, pygame.K_6: 6, pygame.K_7: 7, pygame.K_KP0: 0, pygame.K_KP1: 1,
          pygame.K_KP2: 2, pygame.K_KP3: 3, pygame.K_KP4: 4, pygame.K_KP5: 5, pygame.K_KP6: 6,
          pygame.K_KP7: 7}
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
#: Seat events that are public even while the others' rockets are covered (Extrablatt effects).
OPEN_EVENTS = {"w1_added", "card_gain", "chip_added", "chip_removed", "card_skip", "lehrbuben",
               "purchase", "trade", "take", "shop_done"}
PHASE_EVENTS = {"show_start", "shop_open", "evening_start", "game_end", "conversion"}
ARM_SECONDS = 0.25   # Enter / Space are ignored this long after the step changed
BURST_SECONDS = 0.9  # the sparks of a Fehlzündung


class RocketScene(MatchSceneMixin, Scene):
    """See the module docstring."""

    name = "rocket.game"

    def __init__(self, app: "App", options: Mapping[str, Any] | None = None,
                 seed: int | None = None, save: Any = None, autosave: bool = True,
                 demo_draws: int = 0) -> None:
        super().__init__(app)
        opened = open_match(app, GAME, options=options, seed=seed, save=save,
                            failed_key="rocket.ui.resume_failed")
        self.failed: Text | None = opened.failed
        match = opened.match
        self.ctl = MatchController(app, match, save_id=opened.save_id, meta=opened.meta,
                                   autosave=autosave and self.failed is None)
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
        self.shop = ShopView(self._click_chip)
        self.basket = Basket()
        self.show: ShowView | None = None
        self.fly: FlyingChip | None = None
        self.burst: float | None = None     # seconds since a Fehlzündung (sparks)
        self.active: int | None = None      # the human at the device acting now
        self.view_seat = self.ctl.humans[0] if self.ctl.humans else 0
        self.rat_open = False
        self.rat_used = False
        self._advice: tuple[tuple, Any] | None = None
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
        self._privacy_for: int | None = None
        self._rects: dict[str, pygame.Rect] = {}
        self.sheet_labels: list[pygame.Rect] = []   # Ruhm / Kristalle / … as last drawn
        limit = match.options.get("clock")
        timed = (not self.solo and limit and len(self.ctl.humans) >= 1)
        self.clock = TurnClock(float(limit) if timed else None, on_expire=self._on_timeout)
        self._clock_for: tuple | None = None
        self.status_age = 0.0               # seconds since the seat's state last changed
        self._status_seen: tuple | None = None
        self._make_buttons()
        self._held: list[tuple[Any, str, Any]] = []
        self._replay_state: Any = None
        self.mb_level: Any = None            # Meisterbrief: the level and its History
        self.mb_hist: Any = None
        self.mb_stars: int | None = None
        if self.mode == "meisterbrief":
            self._init_meisterbrief(observe_opening=save is None)
        self._log_opening(resumed=save is not None and self.failed is None)
        self._master: dict[str, Any] | None = None
        self._master_thread: Any = None
        if save is None and self.mode == "daily" and self.ctl.humans and self.failed is None:
            self._begin_daily(t("rocket.ui.me"), "rocket.ui.log.daily_practice")
        self._demo(demo_draws)
        if self.mode == "daily" and self.failed is None \
                and match.state.evening >= match.state.evenings:
            self._start_master()

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
    def _make_buttons(self) -> None:
        b = {}
        b["draw"] = Button(lambda: t("rocket.ui.btn.draw"), self.do_draw, style="primary",
                           tooltip=lambda: t("rocket.ui.tip.draw"))
        b["stop"] = Button(lambda: t("rocket.ui.btn.stop"), self.do_stop,
                           tooltip=lambda: t("rocket.ui.tip.stop"))
        b["sand"] = Button(lambda: t("rocket.ui.btn.sand"), self.do_sand,
                           tooltip=lambda: t("rocket.ui.tip.sand"))
        b["rat"] = Button(lambda: t("rocket.ui.btn.rat"), self.toggle_rat, style="quiet",
                          tooltip=lambda: t("rocket.ui.tip.rat"))
        b["sand_yes"] = Button(lambda: t("rocket.ui.btn.sand_yes"), self.do_sand,
                               style="primary")
        b["ignite"] = Button(lambda: t("rocket.ui.btn.ignite"), self.do_ignite)
        b["preview_none"] = Button(lambda: t("rocket.ui.btn.preview_none"),
                                   lambda: self.do_preview(None))
        b["weiter"] = Button(lambda: t("rocket.ui.btn.weiter"), self.do_weiter, style="primary")
        b["take_ruhm"] = Button(self._take_ruhm_label, lambda: self.do_take("ruhm"),
                                style="primary")
        b["take_shop"] = Button(self._take_shop_label, lambda: self.do_take("shop"))
        b["trade_vl"] = Button(self._trade_vl_label, lambda: self.do_trade("vorladung"))
        b["trade_sand"] = Button(lambda: t("rocket.ui.btn.trade_sand", n=data.TRADE_COST),
                                 lambda: self.do_trade("sandeimer"))
        b["fertig"] = Button(lambda: t("rocket.ui.btn.fertig"), self.do_fertig, style="primary")
        b["mine"] = Button(lambda: t("rocket.ui.btn.mine"), self.back_to_mine, style="primary")
        b["menu"] = Button(lambda: t("rocket.ui.btn.menu"), self.ask_leave, style="quiet")
        b["settings"] = Button(lambda: t("rocket.ui.btn.settings"),
                               lambda: self.app.open("settings"), style="quiet", icon="gear")
        self.buttons = b
        self.preview_buttons: list[Button] = []

    def _take_ruhm_label(self) -> str:
        p = self._player(self.active)
        return t("rocket.ui.btn.take_ruhm", n=data.RUHM[p["wf"]] if p else 0)

    def _take_shop_label(self) -> str:
        p = self._player(self.active)
        return t("rocket.ui.btn.take_shop", n=counted("core.count.mark", p["mark"] if p else 0))

    def _trade_vl_label(self) -> str:
        from speedgames.rocket.rules.shop import vorladung_cost

        p = self._player(self.active)
        from speedgames.core.i18n import t_count as counted

        cost = vorladung_cost(self.state, p) if p else data.TRADE_COST
        return counted("rocket.ui.btn.trade_vl", cost, n=cost)   # Kristallhändler: „1 Kristall“

    def _player(self, seat: int | None) -> dict[str, Any] | None:
        if seat is None or not 0 <= seat < len(self.state.players):
            return None
        return self.state.players[seat]

    # ------------------------------------------------------------------ start / log
    def _log_opening(self, resumed: bool) -> None:
        if not resumed:
            for ev in self.state.opening:
                self._log_event(ev)
            return
        # a resumed game: the Spielverlauf is told again from the action log, and a show that
        # was running when the game was left is shown again
        last: list[dict[str, Any]] = []
        try:
            retelling = Retelling(self.ctl.match)
            st = self._replay_state = retelling.state
            for ev in st.opening:
                self._log_event(ev)
            if self.mb_hist is not None:
                self.mb_hist.observe(st, st.opening)
            for seat, _action, last in retelling:
                if self.mb_hist is not None:
                    self.mb_hist.observe(st, last)
                for ev in told(last):
                    if ev.get("type") == "show_start":
                        self._release_held()
                    self._log_event(ev, not self.ctl.is_human(seat))
        except Exception:  # the log is a courtesy; the game itself was replayed already
            self.app.report_error("rocket resume log")
        finally:
            self._replay_state = None
        self.log.append(Text("rocket.ui.log.resumed", {"evening": self.state.evening}), "head")
        if self.state.phase == "show" and any(ev.get("type") == "show_start" for ev in last):
            self._open_show(last)

    def _demo(self, draws: int) -> None:
        """Screenshots and bench: the first human draws a few chips while nothing can ignite."""
        if not draws or not self.ctl.humans:
            return
        from speedgames.rocket.rules import odds

        seat = self.ctl.humans[0]
        for _ in range(draws):
            p = self.state.players[seat]
            if p["status"] != "drawing" or not p["bag"] or odds.danger(self.state, seat) > 0:
                break
            self.ctl.apply(seat, Action("draw"))
            if self.state.players[seat]["status"] == "preview":
                self.ctl.apply(seat, Action("preview", index=None))
        self.fly = None

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

    def _log_event(self, ev: dict[str, Any], computer: bool = False) -> None:
        typ = ev.get("type", "")
        if computer and typ in QUIET_COMPUTER:
            return
        if typ in ("game_start",):
            self.log.append(opening_line(ev), "head")
            return
        seat = ev.get("seat")
        marker = seat_colour(seat) if isinstance(seat, int) else None
        self._log_line(to_text(ev["text"]), LOG_KINDS.get(typ, "info"), marker,
                       secret=isinstance(seat, int) and typ not in OPEN_EVENTS)

    def _log_line(self, message: Any, kind: str, marker: Any = None,
                  secret: bool = False) -> None:
        """Append to the Spielverlauf — or, while several humans stuff one after the other, hold
        what a seat did until the show starts (the log must not give the rockets away)."""
        phase_state = self._replay_state or self.state
        if secret and self.hotseat and phase_state.phase == "stopfen" and self.show is None:
            self._held.append((message, kind, marker))
            return
        self.log.append(message, kind, marker)

    def _release_held(self) -> None:
        held, self._held = self._held, []
        for message, kind, marker in held:
            self.log.append(message, kind, marker)

    # ------------------------------------------------------------------ acting
    def _on_action(self, seat: int, action: Action, events: list[dict[str, Any]]) -> None:
        computer = not self.ctl.is_human(seat)
        self.seat_version[seat] += 1
        if self.mb_hist is not None:
            self.mb_hist.observe(self.state, events)
        for ev in told(events):
            if ev.get("type") == "show_start":
                self._release_held()
            self._log_event(ev, computer)
            if ev.get("type") in PHASE_EVENTS:
                self.phase_version += 1
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
            self._open_show(events)
        if "evening_start" in types and "game_start" not in types:
            self.basket.clear()
            if self.state.evening >= self.state.evenings:
                self._start_master()   # the master's heights are ready for the Endtafel

    def _open_show(self, events: list[dict[str, Any]]) -> None:
        st = self.state
        last = st.is_over()
        hist = st.history[-1] if st.history else None
        heights = []
        if hist:
            for s in range(len(st.players)):
                heights.append((s, seat_name(st, s), hist["fields"][s], hist["exploded"][s]))
        evening = hist["evening"] if hist else st.evening
        self.show = ShowView(lines_from_events(events), evening,
                             SHOW_STEP.get(self._anim(), 0.5), last=last, heights=heights,
                             konkurrenz=konkurrenz_of(hist, st))
        self.pacer.skip(False)
        if any(ev.get("type") == "prize" for ev in events):
            self.app.audio.play("dice")
        self.relayout(self.app.size)

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

    def _status(self) -> str | None:
        p = self._player(self.active)
        if p is None or self.show is not None:
            return None
        if self.state.phase == "stopfen":
            return p["status"]
        if self.state.phase == "shop":
            return "shop_" + str(p["shop"])
        return None

    def do_draw(self) -> None:
        if self._status() == "drawing" and self._player(self.active)["bag"]:
            self._finish_fly()
            self.act(self.active, Action("draw"))

    def do_stop(self) -> None:
        if self._status() == "drawing":
            self._finish_fly()
            self.act(self.active, Action("stop"))

    def do_sand(self) -> None:
        st = self._status()
        if st in ("drawing", "sand"):
            legal = self.state.legal_actions(self.active)
            if Action("sand") in legal:
                self._finish_fly()
                self.act(self.active, Action("sand"))
            else:
                self.app.toast(Text("rocket.ui.toast.no_sand"), "warn")

    def do_ignite(self) -> None:
        if self._status() == "sand":
            self.act(self.active, Action("ignite"))

    def do_preview(self, index: int | None) -> None:
        if self._status() != "preview":
            return
        p = self._player(self.active)
        if index is not None and not 0 <= index < len(p["preview"]):
            return
        self.act(self.active, Action("preview", index=index))

    def do_weiter(self) -> None:
        show = self.show
        if show is None:
            return
        if not show.done:
            show.skip()
            return
        self.show = None
        if self.state.phase == "show":
            for seat in self.ctl.humans:
                if seat in self.state.to_move():
                    self.act(seat, Action("done"))
            for seat in self.ctl.computers:
                if seat in self.state.to_move():
                    self.ctl.apply(seat, Action("done"))
        self.relayout(self.app.size)
        self._sync_ring()
        if self.state.is_over():
            self._finish_game()

    def do_take(self, what: str) -> None:
        if self._status() == "shop_choose":
            self.act(self.active, Action("take", what=what))

    def do_trade(self, what: str) -> None:
        if self._status() == "shop_open":
            self.act(self.active, Action("trade", what=what))

    def do_fertig(self) -> None:
        if self._status() != "shop_open":
            return
        seat = self.active
        p = self._player(seat)
        if self.basket.chips and p["may_buy"] and not p["bought"]:
            if not self.act(seat, Action("buy", chips=list(self.basket.chips))):
                return
        self.basket.clear()
        self.act(seat, Action("done"))

    def press_ware(self, index: int) -> None:
        if self._status() != "shop_open":
            return
        p = self._player(self.active)
        kind = data.WARE_KINDS[index]
        if not p["may_buy"] or p["bought"]:
            self.app.toast(Text("rocket.ui.toast.no_buying"), "warn")
            return
        result = self.basket.press(kind, odds_prices(self.state), p["mark"])
        if result == "unavailable":
            self.app.toast(Text("rocket.ui.shop.from_evening",
                                {"n": data.AVAILABLE_FROM[kind]}), "warn")
        elif result == "too_dear":
            self.app.toast(Text("rocket.ui.toast.too_dear",
                                {"mark": counted("core.count.mark", p["mark"])}), "warn")

    def _click_chip(self, chip: str) -> None:
        if self._status() != "shop_open":
            return
        p = self._player(self.active)
        if not p["may_buy"] or p["bought"]:
            return
        if self.basket.toggle(chip, odds_prices(self.state), p["mark"]) == "too_dear":
            self.app.toast(Text("rocket.ui.toast.too_dear",
                                {"mark": counted("core.count.mark", p["mark"])}), "warn")

    def toggle_rat(self) -> None:
        if not self.rat_allowed:
            self.app.toast(Text("rocket.ui.toast.no_rat"), "info")
            return
        self.rat_open = not self.rat_open
        if self.rat_open:
            self.rat_used = True
            self._rat_update()

    def back_to_mine(self) -> None:
        mine = self.active if self.active is not None else (
            self.ctl.humans[0] if self.ctl.humans else 0)
        self.view_seat = mine

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
    def _apply_decision(self, seat: int, result: Any) -> None:
        """Apply a computer's decision if it is still legal (it was made on a copy)."""
        if seat not in self.state.to_move():
            return
        legal = self.state.legal_actions(seat)
        if isinstance(result, Exception) or result.action not in legal:
            if isinstance(result, Exception):
                try:
                    raise result
                except Exception:
                    self.app.report_error("rocket computer")
                for fallback in (Action("stop"), Action("done"), Action("preview", index=None),
                                 Action("ignite"), Action("take", what="ruhm")):
                    if fallback in legal:
                        self.ctl.apply(seat, fallback)
                        return
            return
        self.ctl.apply(seat, result.action)
        if result.reason is not None and result.action.type in ("stop", "buy", "take", "trade",
                                                                "ignite"):
            self._log_line(Text("rocket.ui.log.reason", {"name": seat_name(self.state, seat),
                                                         "reason": result.reason}), "dim",
                           seat_colour(seat), secret=result.action.type in ("stop", "ignite"))

    def _on_timeout(self) -> None:
        seat = self.active
        if seat is None or self.state.is_over():
            return
        name = seat_name(self.state, seat)
        status = self._status()
        from speedgames.rocket import ai

        try:
            if status == "drawing":
                self.act(seat, Action("stop"))
                self._log_line(Text("rocket.ui.log.timeout_stop", {"name": name}), "warn",
                               secret=True)
            elif status == "sand":
                self.act(seat, Action("sand"))
                self._log_line(Text("rocket.ui.log.timeout_sand", {"name": name}), "warn",
                               secret=True)
            elif status == "preview":
                advice = ai.advise(self.state, seat)
                best = advice.best.action if advice.best else Action("preview", index=None)
                self.act(seat, best)
                self._log_line(Text("rocket.ui.log.timeout_preview", {"name": name}), "warn",
                               secret=True)
            elif status in ("shop_choose", "shop_open"):
                self._shop_by_advice(seat)
                self.log.append(Text("rocket.ui.log.timeout_shop", {"name": name}), "warn")
        except Exception:
            self.app.report_error()

    def _shop_by_advice(self, seat: int) -> None:
        from speedgames.rocket import ai

        p = self.state.players[seat]
        if p["shop"] == "choose":
            advice = ai.advise(self.state, seat)
            best = advice.best.action if advice.best else Action("take", what="ruhm")
            self.ctl.apply(seat, best)
        p = self.state.players[seat]
        if p["shop"] == "open" and p["may_buy"] and not p["bought"]:
            advice = ai.advise(self.state, seat)
            chips = advice.extra.get("suggestion") or []
            if chips:
                try:
                    self.ctl.apply(seat, Action("buy", chips=list(chips)))
                except IllegalAction:
                    pass
        if self.state.players[seat]["shop"] == "open":
            self.ctl.apply(seat, Action("done"))
        self.basket.clear()

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
            if self.burst > BURST_SECONDS:
                self.burst = None
        if self.show is not None:
            self.show.update(dt)
            self._sync_ring()
            return
        if self.state.is_over():
            if not self.ended:
                self._finish_game()
            self._sync_ring()
            return
        if self.state.phase == "show" and any(self.ctl.is_human(s) for s in self.state.to_move()):
            self._open_show([])   # safety net: the people's Weiter is always asked for
            self._sync_ring()
            return
        self._computers(dt)
        if self.show is not None:
            self._sync_ring()
            return
        self._choose_active()
        self._run_clock(dt)
        self._sync_ring()

    def _rat_update(self) -> None:
        """While the Rat is open: ask its worker about the position, collect the answer."""
        if not self.rat_open:
            return
        ui_tips.collect_advice(self)
        ui_tips.request_advice(self)

    def _computers(self, dt: float) -> None:
        """Computers act when the pacer says so; they think on the worker thread."""
        phase = self.state.phase
        movers = [s for s in self.state.to_move() if not self.ctl.is_human(s)]
        if not movers:
            self.pacer.skip(False)
            return
        if phase == "show":
            for seat in movers:   # the show waits for the people's Weiter, never for computers
                self.ctl.apply(seat, Action("done"))
            return
        for seat, result in self.thinker.poll():
            if self.state.phase != phase or self.show is not None:
                return
            self._apply_decision(seat, result)
        if self.state.phase != phase or self.show is not None:
            return
        if self.pacer.tick(dt):
            for seat in [s for s in self.state.to_move() if not self.ctl.is_human(s)]:
                self.thinker.request(seat, self.ctl.player(seat), self.state.clone())

    def _choose_active(self) -> None:
        phase = self.state.phase
        movers = self.state.to_move()
        humans = [s for s in movers if self.ctl.is_human(s)]
        if phase not in ("stopfen", "shop") or not humans:
            if self.active is not None and self.active not in humans:
                self.active = None
            return
        if self.active in humans:
            return
        seat = humans[0]
        if self.ctl.needs_handover(seat):
            if self._privacy_for != seat:
                self._privacy_for = seat
                self._handover(seat)
            return
        self._become_active(seat)

    def _handover(self, seat: int) -> None:
        from speedgames.ui.overlays import PrivacyScreen

        self.clock.pause()
        note = Text("rocket.ui.privacy.stopfen" if self.state.phase == "stopfen"
                    else "rocket.ui.privacy.shop", {"name": seat_name(self.state, seat)})
        self.app.push(PrivacyScreen(self.app, seat_name(self.state, seat),
                                    lambda: self._become_active(seat), note=note))

    def _become_active(self, seat: int) -> None:
        self._privacy_for = None
        self.ctl.take_device(seat)
        self.active = seat
        self.view_seat = seat
        self.basket.clear()
        self.rat_open = self.rat_open and self.rat_allowed

    def _run_clock(self, dt: float) -> None:
        if self.clock.limit is None:
            return
        key = (self.active, self.state.phase, self.state.evening)
        if self.active is None:
            self.clock.stop()
            self._clock_for = None
            return
        if key != self._clock_for:
            self._clock_for = key
            self.clock.start()
        self.clock.advance(dt)

    def _finish_fly(self) -> None:
        self.fly = None

    def _finish_game(self) -> None:
        if self.ended:
            return
        self.ended = True
        self.app.audio.play("fanfare")
        try:
            self.mb_lines = self._meisterbrief_result()
        except Exception:
            self.app.report_error("rocket meisterbrief result")
            self.mb_lines = []
        self.notices = self.ctl.record(self._extras(), rat_used=self.rat_used)
        for notice in self.notices:
            self.app.toast(notice, "good")
        self.ctl.flush()
        if self.show is None:
            self._open_endtafel()

    def _extras(self) -> dict[int, dict[str, Any]]:
        """Per human: highest rocket (without Fehlzündung), misfires, chips bought (statistics)."""
        out: dict[int, dict[str, Any]] = {}
        for seat in self.ctl.humans:
            fields = [h["fields"][seat] for h in self.state.history if not h["exploded"][seat]]
            misfires = sum(1 for h in self.state.history if h["exploded"][seat])
            bought: dict[str, int] = {}
            for s, action in self.ctl.match.actions:
                if s == seat and action.type == "buy":
                    for chip in action.get("chips") or []:
                        bought[chip[0]] = bought.get(chip[0], 0) + 1
            out[seat] = {"max_rocket": max(fields) if fields else 0, "min_misfires": misfires,
                         "fav_chip": bought, "kristalle": self.state.players[seat]["kristalle"]}
            if self.mb_level is not None and self.mb_stars is not None:
                out[seat][f"max_stars_{self.mb_level.number}"] = self.mb_stars
        return out

    def _meisterbrief_result(self) -> list[Any]:
        """Stars of the finished level (kept in ``mb_stars``) and the Endtafel's lines."""
        if self.mb_level is None or self.mb_hist is None:
            return []
        from speedgames.rocket import modes

        met = modes.check_goals(self.mb_level, self.state, self.mb_hist)
        self.mb_stars = modes.stars(met)
        lines: list[Any] = [Text("rocket.ui.end.level", {"n": self.mb_level.number,
                                                        "name": self.mb_level.name,
                                                        "stars": self.mb_stars})]
        for goal, ok in zip(self.mb_level.goals, met):
            lines.append(Text("rocket.ui.end.goal_met" if ok else "rocket.ui.end.goal_missed",
                              {"goal": goal.text()}))
        return lines

    def _open_endtafel(self) -> None:
        from speedgames.ui.endtafel import EndtafelScene, rows_from_result

        if self.endtafel_open:
            return
        self.endtafel_open = True
        st = self.state
        result = st.result()
        tie = []
        for i, tb in enumerate(result.get("tiebreak", [])):
            tie.append(Text("rocket.ui.end.tiebreak", {"field": tb["wertungsfeld"],
                                                       "kristalle": counted("core.count.kristalle",
                                                                            tb["kristalle"])})
                       if _tied(result, i) else None)
        extras = []
        for s in range(len(st.players)):
            best = max([h["fields"][s] for h in st.history] or [0])
            extras.append({"kristalle": result["tiebreak"][s]["kristalle"], "best": best})
        seats = [dict(seat, name=seat_name(st, i)) for i, seat in enumerate(self.ctl.seats)]
        rows = rows_from_result("rocket", {**result, "tiebreak": tie}, seats, extras)
        notes: list[Any] = list(getattr(self, "mb_lines", [])) or [Text("rocket.ui.end.note")]
        if self.mode == "daily":
            notes.append(self.share_bars())
            master = self.master_bars()
            if master:
                notes.append(master)
        kwargs: dict[str, Any] = {}
        if self.mode == "daily":
            kwargs["on_again"] = lambda g, o, s: self._again(o, self.ctl.match.seed)
        elif self.mode != "table":
            kwargs["on_again"] = lambda g, o, s: self._again(o, s)
        self.app.push(EndtafelScene(
            self.app, "rocket", rows,
            [("kristalle", Text("rocket.ui.end.kristalle")), ("best", Text("rocket.ui.end.best"))],
            options=self.ctl.match.options, seed=self.ctl.match.seed,
            score_label=Text("rocket.ui.end.ruhm"), notes=notes, **kwargs))
        if self.mode == "daily":
            self._copy_share()

    def _again(self, options: dict[str, Any], seed: int) -> None:
        self.app.stack.pop()  # the Endtafel
        self.app.replace("rocket.game", options=options, seed=seed)

    # ------------------------------------------------------------------ daily sharing
    def share_line(self, screen: bool = False) -> str:
        """„Speedrocket 2026-11-30 · 61 Ruhm · ▃▄▅▅▆▇▆█▇“ (heights per evening as bars).

        ``screen``: the heights as numbers instead (for a toast: the fonts have no block glyphs;
        the Endtafel draws the bars, see :meth:`share_bars`)."""
        seat = self.ctl.humans[0] if self.ctl.humans else 0
        ruhm = self.state.players[seat]["ruhm"]
        fields = self._heights(seat)
        date = str(self.ctl.match.options.get("date", ""))
        if not screen:
            from speedgames.rocket import modes

            return modes.share_line(date, ruhm, fields)
        return t("rocket.ui.share", date=date, ruhm=ruhm, bars=" ".join(str(f) for f in fields))

    def share_bars(self) -> Any:
        """The share line for the Endtafel: the words, then the heights as drawn bars."""
        from speedgames.rocket.screen.share import HeightBars

        seat = self.ctl.humans[0] if self.ctl.humans else 0
        head = t("rocket.ui.end.share_head", date=str(self.ctl.match.options.get("date", "")),
                 ruhm=self.state.players[seat]["ruhm"])
        return HeightBars(head, self._heights(seat))

    def _heights(self, seat: int) -> list[int]:
        return [h["fields"][seat] for h in self.state.history]

    def _start_master(self) -> None:
        """The strong computer plays today's puzzle on a worker thread (a few seconds of work)
        while the person plays; its heights are shown on the Endtafel."""
        import threading

        if self._master is not None or self.mode != "daily":
            return
        self._master = {}
        options, seed, box = dict(self.ctl.match.options), self.ctl.match.seed, self._master

        def run() -> None:
            try:
                box["result"] = master_heights(options, seed)
            except Exception:  # no line then; the game goes on
                box["result"] = None

        self._master_thread = threading.Thread(target=run, name="rocket-master", daemon=True)
        self._master_thread.start()

    def master_bars(self) -> Any:
        """„So lief der Beste heute“: the strong computer's heights on the same puzzle, as bars
        (None when its run is not there)."""
        from speedgames.rocket.screen.share import HeightBars

        self._start_master()
        if self._master_thread is not None:
            self._master_thread.join(10.0)
        result = (self._master or {}).get("result")
        if not result:
            return None
        heights, ruhm = result
        return HeightBars(t("rocket.ui.end.master_head", ruhm=ruhm), list(heights), role="text")

    def _copy_share(self) -> None:
        line = self.share_line()
        try:
            pygame.scrap.put_text(line)   # pygame-ce: SDL's clipboard, no scrap.init needed
            self.app.toast(Text("rocket.ui.toast.copied"), "good")
        except Exception:  # no clipboard (headless, Wayland without support): shown to select
            self.app.toast(Text("rocket.ui.toast.copy_failed",
                                {"line": self.share_line(screen=True)}), "info")

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.tips.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            if self._hotkey(event):
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
        status = self._status()
        if key in ENTER + (pygame.K_SPACE,) and self.status_age < ARM_SECONDS:
            return True  # a key still pressed for the previous step must not act on this one
        if key == pygame.K_ESCAPE:
            if self.tips.visible:
                self.tips.hide()
            elif self.rat_open:
                self.rat_open = False
            elif self.active is not None and self.view_seat != self.active:
                self.back_to_mine()
            else:
                self.ask_leave()
            return True
        if self.show is not None:
            if key in ENTER or key == pygame.K_SPACE:
                self.do_weiter()
                return True
            return False
        if key == pygame.K_r:
            self.toggle_rat()
            return True
        if key == pygame.K_v and not self.solo:
            self.view_next()
            return True
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
        elif status == "preview":
            if key in DIGITS and DIGITS[key] <= 5:
                d = DIGITS[key]
                self.do_preview(None if d == 0 else d - 1)
                return True
        elif status == "shop_open":
            if key in ENTER:
                self.do_fertig()
                return True
            if key in DIGITS and 1 <= DIGITS[key] <= 7:
                self.press_ware(DIGITS[key] - 1)
                return True
        elif status is None and key in (pygame.K_SPACE,) + ENTER:
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
        th = self.app.theme
        w, h = size
        m = th.px(14)
        side = max(th.px(250), min(th.px(340), int(w * 0.245)))
        paper_h = self.paper.height_for(th)
        paper_w = min(th.px(520), w - 2 * side - 4 * m)
        self.paper.layout(pygame.Rect((w - paper_w) // 2, m, paper_w, paper_h))
        top = m + paper_h + th.px(6)
        left = pygame.Rect(m, m, side, h - 2 * m)
        right = pygame.Rect(w - m - side, m, side, h - 2 * m)
        sheet_h = status.sheet_height(th)
        self._rects["sheet"] = pygame.Rect(left.x, left.y, side, sheet_h)
        self._rects["left_col"] = left
        y = left.y + sheet_h + th.px(8)
        gauge_h = th.px(118)
        self.gauge.layout(pygame.Rect(left.x, y, side, gauge_h))
        y += gauge_h + th.px(8)
        bh = th.px(46)
        half = (side - th.px(8)) // 2
        self.buttons["draw"].rect = pygame.Rect(left.x, y, half, bh)
        self.buttons["stop"].rect = pygame.Rect(left.x + half + th.px(8), y, side - half - th.px(8),
                                                bh)
        y += bh + th.px(8)
        self.buttons["sand"].rect = pygame.Rect(left.x, y, half, bh - th.px(6))
        self.buttons["rat"].rect = pygame.Rect(left.x + half + th.px(8), y, side - half - th.px(8),
                                               bh - th.px(6))
        self._rects["rat_home"] = self.buttons["rat"].rect.copy()
        y += bh + th.px(4)
        self.bag.layout(pygame.Rect(left.x, y, side, left.bottom - y))
        # right column: top bar buttons, seats (or the solo panel), Spielverlauf
        tb = th.px(40)
        cw = (side - th.px(8) - tb - th.px(8)) // 2
        self.buttons["menu"].rect = pygame.Rect(right.x, right.y, cw, tb)
        self.buttons["settings"].rect = pygame.Rect(right.x + cw + th.px(8), right.y, cw, tb)
        self._rects["topbar"] = pygame.Rect(right.x, right.y, 2 * cw + th.px(8), tb)
        y = right.y + tb + th.px(10)
        if self.solo:
            solo_h = max(th.px(220), min(th.px(340), (right.bottom - y) // 2))
            self._rects["solo"] = pygame.Rect(right.x, y, side, solo_h)
            self.players.layout(pygame.Rect(right.x, y, side, 0))
            y += solo_h + th.px(8)
        else:
            ph = self.players.height_for(th, len(self.state.players))
            ph = min(ph, (right.bottom - y) * 2 // 3)
            self.players.layout(pygame.Rect(right.x, y, side, ph))
            self._rects.pop("solo", None)
            y += ph + th.px(8)
        self.log.set_rect(pygame.Rect(right.x, y, side, right.bottom - y))
        # centre: the Hülse (narrower while the show panel stands beside it)
        centre = pygame.Rect(left.right + m, top, right.x - m - left.right - m, h - m - top)
        self._rects["centre"] = centre
        self._rects["right"] = right
        head_h = th.font("heading").get_linesize() + th.px(6)
        self._rects["centre_head"] = pygame.Rect(centre.x, centre.y, centre.width, head_h)
        hul = pygame.Rect(centre.x, centre.y + head_h, centre.width, centre.height - head_h)
        if self.show is not None:
            show_w = max(side, min(th.px(470), int(w * 0.36)))
            show_top = m + tb + th.px(10)
            if w - m - show_w < self.paper.rect.right + th.px(8):
                show_top = self.paper.rect.bottom + th.px(8)
            show_rect = pygame.Rect(w - m - show_w, show_top, show_w, h - m - show_top)
            self.show.rect = show_rect
            hul.width = max(th.px(200), show_rect.x - m - hul.x)
            self._rects["centre_head"].width = hul.width
        self.huelse.layout(hul)
        ck = th.px(50)
        sheet = self._rects["sheet"]
        self._rects["clock"] = pygame.Rect(sheet.right - ck - th.px(8), sheet.y + th.px(8), ck, ck)
        self.buttons["mine"].rect = pygame.Rect(0, 0, min(th.px(240), hul.width // 2),
                                                th.px(38))
        self.buttons["mine"].rect.topright = (self._rects["centre_head"].right, centre.y)
        # shop covers the centre and the right column
        shop = pygame.Rect(centre.x, top, right.right - centre.x, h - m - top)
        side_w = max(th.px(230), min(th.px(300), shop.width // 3))
        self._rects["shop_side"] = self.shop.layout(shop, th, side_w)
        sx = self._rects["shop_side"]
        self.buttons["take_ruhm"].rect = pygame.Rect(sx.x, sx.y, sx.width, bh)
        self.buttons["take_shop"].rect = pygame.Rect(sx.x, sx.y + bh + th.px(8), sx.width, bh)
        self.buttons["fertig"].rect = pygame.Rect(sx.x, sx.bottom - bh, sx.width, bh)
        self.buttons["trade_sand"].rect = pygame.Rect(sx.x, sx.bottom - 2 * bh - th.px(12),
                                                      sx.width, bh - th.px(6))
        self.buttons["trade_vl"].rect = pygame.Rect(sx.x, sx.bottom - 3 * bh - th.px(12),
                                                    sx.width, bh - th.px(6))
        self._layer_key = None
        self._ring_key = None

    # ------------------------------------------------------------------ focus ring
    def _sync_ring(self) -> None:
        status = self._status()
        key = (status, self.show is not None, self.show.done if self.show else None,
               self.view_seat, self.active, self.rat_allowed, self.state.is_over(),
               len(self._player(self.active)["preview"]) if status == "preview" else 0)
        b = self.buttons
        p = self._player(self.active)
        for name in ("draw", "stop", "sand", "rat"):
            b[name].visible = True
        b["draw"].enabled = status == "drawing" and bool(p and p["bag"])
        b["stop"].enabled = status == "drawing"
        b["sand"].enabled = (status == "drawing" and p is not None
                             and Action("sand") in self.state.legal_actions(self.active))
        b["rat"].visible = self.rat_allowed
        b["rat"].enabled = self.rat_allowed and status is not None
        b["mine"].visible = (self.active is not None and self.view_seat != self.active
                             and self.state.phase != "shop") or (
            self.active is None and self.ctl.humans and self.view_seat not in self.ctl.humans)
        if status in ("shop_open", "shop_choose") and p is not None:
            b["take_ruhm"].visible = b["take_shop"].visible = status == "shop_choose"
            legal = self.state.legal_actions(self.active)
            b["trade_vl"].enabled = Action("trade", what="vorladung") in legal
            b["trade_sand"].enabled = Action("trade", what="sandeimer") in legal
            b["fertig"].enabled = status == "shop_open"
            self.shop.update_buttons(odds_prices(self.state), self.basket, p["mark"],
                                     status == "shop_open" and p["may_buy"] and not p["bought"])
        if key == self._ring_key:
            return
        self._ring_key = key
        widgets: list[Any] = []
        focus_first = None
        if self.show is not None:
            widgets = [b["weiter"], b["mine"]]
            focus_first = b["weiter"]
        elif status in ("drawing",):
            widgets = [b["draw"], b["stop"], b["sand"], b["rat"], b["mine"]]
            focus_first = b["draw"]
        elif status == "sand":
            widgets = [b["sand_yes"], b["ignite"], b["rat"]]
            focus_first = b["sand_yes"]
        elif status == "preview":
            self.preview_buttons = [
                Button(_preview_label(i), (lambda i=i: self.do_preview(i)), style="primary")
                for i in range(len(p["preview"]))]
            widgets = self.preview_buttons + [b["preview_none"], b["rat"]]
            focus_first = self.preview_buttons[0] if self.preview_buttons else b["preview_none"]
        elif status == "shop_choose":
            widgets = [b["take_ruhm"], b["take_shop"], b["rat"]] + [
                self.shop.buttons[c] for c in data.PRICES]   # shown, not yet to be bought
            focus_first = b["take_ruhm"]
        elif status == "shop_open":
            widgets = [self.shop.buttons[c] for c in data.PRICES] + [
                b["trade_vl"], b["trade_sand"], b["fertig"], b["rat"]]
            focus_first = b["fertig"]
        else:
            widgets = [b["mine"]]
        if self.state.phase == "stopfen" and status != "drawing" and self.show is None:
            widgets += [b["draw"], b["stop"], b["sand"]]  # shown disabled: a steady layout
        widgets += [b["menu"], b["settings"]]
        self.focus.set(widgets, keep_focus=False)
        if focus_first is not None and focus_first.can_focus:
            self.focus.focus(focus_first)
        elif self.show is None and status is None:
            self.focus.focus(None)   # waiting for others: no button pretends to be next
        self._layout_prompt()

    def _layout_prompt(self) -> None:
        """Place the prompt buttons (Sand drauf? / Vorschau / Weiter) for the current state."""
        th = self.app.theme
        hul = self.huelse.rect
        bh = th.px(46)
        status = self._status()
        rat = self.buttons["rat"]
        if status in ("shop_open", "shop_choose"):
            side = self._rects["shop_side"]
            rat.rect = pygame.Rect(side.x, self.buttons["trade_vl"].rect.y - th.px(44),
                                   side.width, th.px(36))
        else:
            rat.rect = self._rects["rat_home"]
        if self.show is not None:
            r = self.show.rect
            pad = th.px(24)
            self.buttons["weiter"].rect = pygame.Rect(r.x + pad, r.bottom - pad - bh,
                                                      r.width - 2 * pad, bh)
            return
        from speedgames.rocket.screen.draw import prompt_content

        width = min(hul.width - th.px(20), th.px(540))
        height = th.px(200)
        if status in ("sand", "preview"):
            title, lines = prompt_content(self, status)
            height = status_card_height(th, width, title, lines,
                                        th.px(56) if status == "sand" else 0) + bh + th.px(8)
            if status == "preview":
                height += th.px(58)
        box = pygame.Rect(0, 0, width, height)
        box.midbottom = (hul.centerx, hul.bottom - th.px(10))
        self._rects["prompt"] = box
        inner = box.inflate(-th.px(28), -th.px(28))
        if status == "sand":
            half = (inner.width - th.px(10)) // 2
            self.buttons["sand_yes"].rect = pygame.Rect(inner.x, inner.bottom - bh, half, bh)
            self.buttons["ignite"].rect = pygame.Rect(inner.x + half + th.px(10),
                                                      inner.bottom - bh, half, bh)
        elif status == "preview":
            n = len(self.preview_buttons) + 1
            gap = th.px(8)
            cw = (inner.width - gap * (n - 1)) // n
            for i, btn in enumerate(self.preview_buttons):
                btn.rect = pygame.Rect(inner.x + i * (cw + gap), inner.bottom - bh, cw, bh)
            self.buttons["preview_none"].rect = pygame.Rect(inner.x + (n - 1) * (cw + gap),
                                                            inner.bottom - bh, cw, bh)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        from speedgames.rocket.screen import draw as ui_draw

        th = self.app.theme
        size = surface.get_size()
        if self.huelse.rect.width == 0:
            self.relayout(size)
        glob = (size, th.name, th.scale, language())
        keys = ui_draw.region_keys(self)
        if self._layer is None or self._layer.get_size() != size or self._layer_key != glob:
            self._layer = pygame.Surface(size)
            self._layer.blit(art.background(size, th.dark), (0, 0))
            ui_draw.draw_board(self, self._layer)
            self._layer_key = glob
        else:
            rects = ui_draw.region_rects(self, size)
            old = self._region_keys
            overlay_changed = bool(keys["overlay"]) != bool(old.get("overlay"))
            for name in ui_draw.REGIONS:
                changed = keys[name] != old.get(name) or (
                    overlay_changed and name in ("centre", "right"))
                if not changed:
                    continue
                if name == "overlay" and not keys["overlay"]:
                    continue
                if name in ("centre", "right") and keys["overlay"]:
                    continue
                ui_draw.paint_region(self, self._layer, name, rects[name])
        self._region_keys = keys
        surface.blit(self._layer, (0, 0))
        self._draw_dynamic(surface)
        self.focus.draw(surface, th)
        if self.clock.limit is not None and self.active is not None:
            draw_turn_clock(surface, self._rects["clock"], self.clock, th)
        self.tips.draw(surface, th)

    def _draw_dynamic(self, s: pygame.Surface) -> None:
        th = self.app.theme
        if self.show is not None:
            self.show.draw_dynamic(s, th)
        if self.burst is not None and self.show is None:
            p = self.state.players[self.view_seat]
            if p["huelse"]:
                art.draw_burst(s, self.huelse.centre(p["huelse"][-1][1]),
                               self.burst / BURST_SECONDS, self.huelse.field_r * 4)
        if self.fly is not None and self.show is None and self._status() is not None:
            self.huelse.draw_flying(s, self.fly)
        if self.hover_field is not None and self.show is None and self._status() not in (
                "shop_open", "shop_choose"):
            c = self.huelse.centre(self.hover_field)
            pygame.draw.circle(s, th.color("text"), c, self.huelse.field_r + 2, 2)

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
        self.ctl.flush()


# ---------------------------------------------------------------------- helpers
def odds_prices(state: Any) -> dict[str, int]:
    from speedgames.rocket.rules.shop import prices

    return prices(state)


def _preview_label(i: int):
    return lambda: t("rocket.ui.btn.preview_pick", n=i + 1)


def _tied(result: Mapping[str, Any], seat: int) -> bool:
    scores = result["scores"]
    return sum(1 for s in scores if s == scores[seat]) > 1


def konkurrenz_of(hist: Mapping[str, Any] | None, state: Any) -> int | None:
    """The Messe-Konkurrenz's field of the evening being shown (solo Extrablatt), else None."""
    from speedgames.rocket.rules import extrablatt as xb

    card = hist.get("card", state.card) if hist else state.card
    evening = hist["evening"] if hist else state.evening
    if not state.solo or card != xb.KONKURRENZ_VOR:
        return None
    return xb.konkurrenz_field(evening)


def opening_line(ev: Mapping[str, Any]) -> Any:
    """The Spielverlauf's first line; alone it names no number of Manufakturen („1 Manufakturen“
    read wrong, and a solo game has no table)."""
    if ev.get("solo") or ev.get("seats") == 1:
        return Text("rocket.ui.log.game_start_solo", {"evenings": ev.get("evenings", 9)})
    return to_text(ev["text"])


def heights_bar(fields: list[int]) -> str:
    """Heights per evening as block characters (the share line; ``rocket.modes.bars``)."""
    from speedgames.rocket import modes

    return modes.bars(fields)


def master_heights(options: Mapping[str, Any], seed: int) -> tuple[list[int], int]:
    """Heights per evening and Ruhm of the strong computer on the same daily puzzle."""
    from speedgames.rocket import modes

    run = modes.master_run(str(options.get("date")))
    return list(run["heights"]), int(run["ruhm"])


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
