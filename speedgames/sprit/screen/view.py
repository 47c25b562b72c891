"""Layout and drawing glue of the Speedsprit board (the pictures themselves: ``draw``).

The window is split from its size: the header and the action bar frame the road on the left; the
right column holds the menu and Rat buttons (and the Zug-Uhr), the driver list with what stands
under it (``panel``), and the Spielverlauf. Drawing goes in layers — the static road, a board
layer redrawn only when its key changes (header, panel, log, buttons), then per frame the prices,
cars, the Rat and the cards — so a frame costs a blit and a few sprites.

A mixin of :class:`speedgames.sprit.screen.scene.SpritScene`: the one place that reads the scene
for drawing. It hands the pictures a :class:`~speedgames.sprit.screen.model.BoardView`, built
again only when what it shows has changed (:meth:`ViewMixin.board`).
"""

from __future__ import annotations

import pygame

from speedgames.core.game import Action
from speedgames.core.i18n import language, t
from speedgames.sprit.screen import draw as ui_draw
from speedgames.sprit.screen import ziel_hint
from speedgames.sprit.screen.card import sign_text
from speedgames.sprit.screen.cars import seat_colour
from speedgames.sprit.screen.model import BoardView
from speedgames.sprit.screen.panel import DriverRow
from speedgames.sprit.screen.road import build
from speedgames.ui.turn_clock import draw_turn_clock
from speedgames.ui.widgets import draw_panel


class ViewMixin:
    """Layout, button states and drawing of the board (see the module docstring)."""

    def toast_avoid(self) -> list[pygame.Rect]:
        """What a toast must leave free: the header with the prompt, the action bar, the side
        column (players, log) and the fields a person on the move may click, with their cars."""
        out = [self.rects[k] for k in ("head", "bar", "right", "rat") if k in self.rects]
        if self.geo is not None:
            r = int(self.geo.tile * 1.6)
            fields = set(self.reachable()) | {c["field"] for c in self.state.cars}
            for field in fields:
                box = pygame.Rect(0, 0, 2 * r, 2 * r)
                box.center = self.geo.centre(field)
                out.append(box)
        return out

    def rat_top(self) -> int:
        """How high the Rat's box may reach in the side column: up to the driver list's foot
        (over the Kostentafel, Ziel-Rechner and card sign, never over a road field)."""
        return self.panel.list_rect.bottom + self.app.theme.px(8)

    def relayout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        w, h = size
        m = th.px(12)
        side = max(th.px(290), min(th.px(370), int(w * 0.27)))
        # at big text the column widens (up to 36 % of the window) so that names and info
        # lines keep to one line each and the list still fits under the buttons
        side = max(side, min(int(w * 0.36), self.panel.width_for(th, self.driver_rows())))
        right = pygame.Rect(w - m - side, m, side, h - 2 * m)
        left = pygame.Rect(m, m, right.x - 2 * m, h - 2 * m)
        # the prompt may take a second line at big text (kept once needed: the road does not
        # jump back), the line of keys as many as its longest variant
        self._prompt_lines = max(getattr(self, "_prompt_lines", 1), self._prompt_need(left.width))
        head_h = th.font("heading").get_linesize() * self._prompt_lines + th.px(14) \
            + th.font("small").get_linesize() * ui_draw.hint_lines(th, left.width - 2 * th.px(14))
        # two lines of button text („Werkstatt“ / „(+40 L)“) at any text size
        bar_h = max(th.px(56), 2 * th.font("button", bold=True).get_linesize() + th.px(14))
        self.rects["head"] = pygame.Rect(left.x, left.y, left.width, head_h)
        self.rects["bar"] = pygame.Rect(left.x, left.bottom - bar_h, left.width, bar_h)
        road = pygame.Rect(left.x, left.y + head_h + th.px(4), left.width,
                           left.height - head_h - bar_h - th.px(10))
        self.rects["road"] = road
        self.geo = build(road, self.state.track.ziel + 1)
        self.rects["right"] = right
        tb = th.px(40)
        self.rects["clock"] = pygame.Rect(right.right - tb, right.y, tb, tb)
        menu_w = right.width - (tb + th.px(8) if self.clock.limit is not None else 0)
        # menu | Zurück | Rat; without the Rat (table of several people, Tagesetappe) menu and
        # Zurück share the row
        names = ["menu", "undo"] + (["rat"] if self.rat_allowed else [])
        gap = th.px(8)
        each = (menu_w - gap * (len(names) - 1)) // len(names)
        self.buttons["rat"].rect = pygame.Rect(right.x + menu_w - each, right.y, each, tb)
        for i, name in enumerate(names):
            self.buttons[name].rect = pygame.Rect(right.x + i * (each + gap), right.y, each, tb)
        self._layout_side()
        self._layout_bar()
        self._static_key = None
        self._layer_key = None

    def _prompt_need(self, width: int) -> int:
        try:
            return ui_draw.prompt_lines(self.app.theme, width, self.board())
        except (AttributeError, KeyError):  # not yet set up: one line until the first draw
            return 1

    def _layout_side(self) -> None:
        """The driver list, what stands under it and the Spielverlauf — again whenever the
        Ziel-Rechner's text or the card sign changes, without rebuilding the road."""
        th = self.app.theme
        right = self.rects["right"]
        y = right.y + th.px(40) + th.px(10)
        # the Spielverlauf keeps its heading and three lines: the driver list gives way
        log_min = self.log.height_for(th, 3)
        bottom = self.panel.layout(pygame.Rect(right.x, y, right.width, 0), th, self._car_order(),
                                   cost=self.app.settings.cost_table,
                                   ziel_text=self._ziel_text(), sign=bool(self.state.last_card),
                                   rows=self.driver_rows(), sign_text=self._sign_text(),
                                   bottom=right.bottom - log_min)
        self.log.set_rect(pygame.Rect(right.x, bottom, right.width,
                                      max(log_min, right.bottom - bottom)))
        self._layer_key = None

    def _car_order(self) -> list[int]:
        return list(self.state.order)

    def _layout_bar(self) -> None:
        th = self.app.theme
        bar = self.rects["bar"]
        gap = th.px(8)
        b = self.buttons
        rest = ["werkstatt", "tank", "give", "stamp"]
        # the four action buttons at least as wide as their longest word („Werkstatt“), the
        # drive button (whose label wraps well) gives way
        font = th.font("button", bold=True)
        words = [word for name in rest + ["k_take", "k_give"]
                 for word in str(b[name].label() if callable(b[name].label)
                                 else b[name].label).split()]
        need = max(font.size(word)[0] for word in words) + 2 * th.px(10) + th.px(6)
        first = bar.width * 32 // 100
        each = max((bar.width - first - gap * len(rest)) // len(rest), need)
        first = max(bar.width * 20 // 100, bar.width - gap * len(rest) - each * len(rest))
        each = (bar.width - first - gap * len(rest)) // len(rest)
        b["drive"].rect = pygame.Rect(bar.x, bar.y + th.px(4), first, bar.height - th.px(8))
        b["rest"].rect = b["drive"].rect.copy()
        x = bar.x + first + gap
        for name in rest:
            b[name].rect = pygame.Rect(x, bar.y + th.px(4), each, bar.height - th.px(8))
            x += each + gap
        b["k_take"].rect = b["tank"].rect.copy()
        b["k_give"].rect = b["give"].rect.copy()

    def _sync_buttons(self) -> None:
        key = (self.version, self.selected, self.resting, self.ended, self.human_car)
        if key == self._synced:
            return
        self._synced = key
        b = self.buttons
        legal = self.legal()
        kanister = self.state.phase == "kanister" and self.human_car is not None
        rest = self.rest_available
        b["rest"].visible = rest
        b["drive"].visible = not rest
        b["drive"].enabled = self.selected is not None and self.human_car is not None
        b["werkstatt"].enabled = Action("werkstatt") in legal
        b["tank"].visible = b["give"].visible = not kanister
        b["tank"].enabled = Action("tank", amount=10) in legal
        b["give"].enabled = Action("tank", amount=-10) in legal
        b["stamp"].enabled = Action("stamp") in legal
        b["k_take"].visible = b["k_give"].visible = kanister
        b["k_take"].enabled = Action("kanister", amount=10) in legal
        b["k_give"].enabled = Action("kanister", amount=-10) in legal
        b["rat"].visible = self.rat_allowed
        b["rat"].enabled = self.rat_allowed and self.human_car is not None
        b["undo"].enabled = not self.ended and self.ctl.can_undo()
        order = ["rest", "drive", "werkstatt", "tank", "k_take", "give", "k_give", "stamp", "rat",
                 "undo", "menu"]
        widgets = [b[n] for n in order]
        if widgets != self.focus.widgets:
            self.focus.set(widgets)
        if not self.kb_focus:
            # no ring until the player tabs: a ring on the first enabled button looked like a
            # recommendation, and Space (the „schneller“ key) would have pressed it
            self.focus.focus(None)
        # a row takes a second line when its name or info needs one (a status appears)
        parts = (self._ziel_text(), self._sign_text(), tuple(self.driver_rows()))
        if parts != self._shown_parts:
            self._shown_parts = parts
            if "head" in self.rects and self._prompt_need(self.rects["head"].width) \
                    > self._prompt_lines:
                self.relayout(self.app.size)
            elif "right" in self.rects:
                self._layout_side()

    def _sign_text(self) -> str:
        last = self.state.last_card
        return sign_text(last["card"], self._render(self.car_name(last["car"]))) if last else ""

    def _ziel_text(self) -> str | None:
        return self._ziel()[0]

    def _ziel(self) -> tuple[str | None, bool | None]:
        """The Ziel-Rechner's text and whether it is good news, for the car the board is about
        (cached per position, language and car: from far away it asks the Rat's table)."""
        car = self.my_car
        key = (self.version, car, language())
        cached = getattr(self, "_ziel_cache", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        found = ziel_hint.ziel_parts(self.state, car) if car is not None else None
        value = (None, None) if found is None else \
            (" ".join(part.render() for part in found[0]), found[1])
        self._ziel_cache = (key, value)
        return value

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        size = surface.get_size()
        if self.geo is None:
            self.relayout(size)
        key = self._layer_keyed(size)
        if key != self._layer_key or self._layer is None:
            if self._layer is None or self._layer.get_size() != size:
                self._layer = pygame.Surface(size)
            self._draw_layer(self._layer)
            self._layer_key = key
        surface.blit(self._layer, (0, 0))
        view = self.board()
        road = self.rects["road"]
        if self.geo is not None:
            self.rects.pop("drive_here", None)
            here = ui_draw.draw_prices(surface, th, self.geo, road, view)
            if here is not None:
                self.rects["drive_here"] = here
            ui_draw.draw_cars(surface, self.geo, road, view, self.queue, self.pops, theme=th)
        rat = ui_draw.draw_rat(surface, th, self.log.rect, self.rat_top(), view, self.buttons,
                               self.app.settings.language)
        if rat is None:
            self.rects.pop("rat", None)
        else:
            self.rects["rat"] = rat
        self.rects.pop("pinned", None)
        pinned = ui_draw.draw_cards(surface, th, road, self.log.rect, self.queue, self.pinned)
        if pinned is not None:
            self.rects["pinned"] = pinned
        if self.clock.limit is not None and self.human_car is not None:
            draw_turn_clock(surface, self.rects["clock"], self.clock, th)
        self.tips.draw(surface, th)

    def _layer_keyed(self, size: tuple[int, int]) -> tuple:
        th = self.app.theme
        buttons = tuple((w.label() if callable(w.label) else w.label, w.enabled, w.visible,
                         w.hovered, w.pressed, tuple(w.rect)) for w in self.focus.widgets)
        return (size, th.name, th.scale, language(), self.version, buttons, self.focus.index,
                self.app.settings.cost_table, len(self.log.entries), self.log.scroll,
                self.panel.scroll.offset,
                self.log.focused, self.resting, self.ended, self.human_car is None)

    def _draw_static(self) -> pygame.Surface:
        th = self.app.theme
        size = self.app.screen.get_size() if self._layer is None else self._layer.get_size()
        key = (size, th.key, language(), self.state.track.id,
               tuple(self.rects["road"]))
        if key != self._static_key or self._static is None:
            assert self.geo is not None
            self._static = ui_draw.static_board(th, self.geo, self.rects["road"],
                                                self.state.track.fields, size)
            self._static_key = key
        return self._static

    def _draw_layer(self, s: pygame.Surface) -> None:
        th = self.app.theme
        s.blit(self._draw_static(), (0, 0))
        view = self.board()
        ui_draw.draw_header(s, th, self.rects["head"], view)
        draw_panel(s, self.rects["bar"], th, "panel")
        self.panel.draw(s, th, list(view.rows), view.ziel_text, view.last_card, view.calc_fits)
        draw_panel(s, self.log.rect, th, "panel")
        self.log.draw(s, th)
        if view.resting:
            ui_draw.banner(s, th, self.rects["road"], t("sprit.ui.resting"))
        self.focus.draw(s, th)

    def board(self) -> BoardView:
        """What the board shows now; built again only when a move, the selection, the pointer,
        the Rat, the device's holder or the language has changed."""
        key = (self.version, self.selected, self.hover, self.resting, self.ended, self.rat_open,
               self.ctl.holder, language())
        if self._board is None or self._board[0] != key:
            self._board = (key, self._build_board())
        return self._board[1]

    def _build_board(self) -> BoardView:
        st = self.state
        human = self.human_car
        ziel_text, ziel_fits = self._ziel()
        last = st.last_card
        return BoardView(
            state=st, options=self.ctl.match.options, mode=self.mode, version=self.version,
            active_car=self.active_car, human_car=human,
            names=tuple(self.car_name(i) for i in range(len(st.cars))),
            rest_available=self.rest_available, rat_allowed=self.rat_allowed,
            rat_open=self.rat_open, resting=self.resting,
            prices=self.reachable() if human is not None else {},
            selected=self.selected, hover=self.hover,
            advice=self.advice() if self.rat_open and human is not None else None,
            rows=tuple(self.driver_rows()),
            ziel_text=ziel_text, calc_fits=ziel_fits,
            last_card=(last["card"], self._render(self.car_name(last["car"]))) if last else None,
            replaying=self.replaying)

    def driver_rows(self) -> list[DriverRow]:
        st = self.state
        rows = []
        duel = bool(st.options.get("duel"))
        active = self.active_car
        for car in self._car_order():
            c = st.cars[car]
            status = ""
            if c["skip"]:
                status = t("sprit.ui.row_skip")
            elif c["must_stamp"]:
                status = t("sprit.ui.row_stamp")
            elif c.get("ws") is not None:
                status = t("sprit.ui.row_ws")
            # Duell: the car's number goes to the second line („Wagen 1 · Platz …“) so the
            # name line keeps the whole driver's name
            name = self.seat_label(c["seat"]) if duel else self.car_name(car)
            rows.append(DriverRow(car=car, seat=c["seat"], name=self._render(name),
                                  colour=seat_colour(c["seat"]),
                                  number=c["slot"] + 1 if duel else None,
                                  place=st.platz(car), field=c["field"], fuel=c["fuel"],
                                  stamps=c["stamps"], finished=c["finished"], status=status,
                                  active=car == active and not st.is_over(),
                                  human=self.ctl.is_human(c["seat"])))
        return rows
