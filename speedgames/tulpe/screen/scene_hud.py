"""Layout and drawing of the Speedtulpe table: the sky with the players, the field, the tray.

Everything is computed from the window size (1024×700 up to large): the top band holds the title,
the other players' cards, the Rat and the menu; below it the big field with its score strip on
the left and the dice tray above the Spielverlauf on the right. The landscape is one cached
surface; the field caches its own layers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import pygame

from speedgames.core.i18n import language, t
from speedgames.tulpe.screen import art, table_view
from speedgames.tulpe.screen.field import FieldView, Live
from speedgames.tulpe.screen.players import Card, PlayerStrip
from speedgames.tulpe.screen.score import ScorePanel
from speedgames.tulpe.screen.table_view import TableView
from speedgames.tulpe.screen.tray import DiceTray
from speedgames.ui.log_panel import LogPanel
from speedgames.ui.turn_clock import TurnClock, draw_turn_clock
from speedgames.ui.undo import undo_button
from speedgames.ui.widgets import Button, draw_panel, draw_text, fit_font, text_height

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.app import App


class IconButton(Button):
    """A square button with a drawn icon (the Rat's bulb)."""

    def __init__(self, icon: str, on_click: Any, tooltip: Any, lit: Any = None) -> None:
        super().__init__("", on_click, tooltip=tooltip, style="quiet")
        self.icon = icon
        self.lit = lit or (lambda: False)

    def draw(self, surface: pygame.Surface, theme: Any, focused: bool = False) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        fill = theme.color("button_hover" if self.hovered else "panel")
        pygame.draw.rect(surface, fill, self.rect, border_radius=theme.px(8))
        pygame.draw.rect(surface, theme.color("line"), self.rect, 1, border_radius=theme.px(8))
        ink = theme.color("text" if self.enabled else "disabled_text")
        art.bulb_icon(surface, self.rect.inflate(-theme.px(12), -theme.px(8)),
                      self.enabled and self.lit(), ink)
        key = theme.font("label").render("R", True, theme.color("text_dim"))
        surface.blit(key, key.get_rect(bottomright=(self.rect.right - theme.px(4),
                                                    self.rect.bottom - theme.px(2))))


@dataclass
class Parts:
    """The table's widgets, which the Hud places and draws (the scene owns their state)."""

    field: FieldView
    tray: DiceTray
    score: ScorePanel
    strip: PlayerStrip
    log: LogPanel
    clock: TurnClock


class Hud:
    """Positions and draws every part of the scene from a :class:`TableView`; owns the top
    buttons. ``view`` gives the picture of now (the Rat's bulb asks it whether to glow)."""

    def __init__(self, app: "App", parts: Parts, view: Callable[[], TableView],
                 on_rat: Callable[[], None], on_menu: Callable[[], None],
                 on_undo: Callable[[], None] | None = None) -> None:
        self.app = app
        self.parts = parts
        self.view = view
        self.size = (0, 0)
        self.top = pygame.Rect(0, 0, 0, 0)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.field_rect = pygame.Rect(0, 0, 0, 0)
        self.caption_rect = pygame.Rect(0, 0, 0, 0)
        self.clock_rect = pygame.Rect(0, 0, 0, 0)
        self.keys_rect = pygame.Rect(0, 0, 0, 0)
        self.show_keys = True  # the key hint under the Rechenweg (not in Partie ansehen)
        self.horizon = 100
        self.rat_button = IconButton("bulb", on_rat, lambda: t("tulpe.ui.rat_tip"),
                                     lit=self._rat_lit)
        self.menu_button = Button(lambda: t("tulpe.ui.menu"), on_menu)
        self.undo_button = undo_button(on_undo or (lambda: None))
        self.undo_button.visible = on_undo is not None
        self._static: pygame.Surface | None = None
        self._key: tuple | None = None
        self.redraws = 0

    def _rat_lit(self) -> bool:
        view = self.view()
        return view.advice is not None or view.rat_used

    def buttons(self) -> list[Button]:
        return [self.rat_button, self.undo_button, self.menu_button]

    # ------------------------------------------------------------------ layout
    def _layout_top(self, w: int, m: int, top_h: int, seats: int, names: list[str]) -> None:
        """The band at the top: title card, player cards, menu / Zurück / Rat and clock."""
        parts = self.parts
        th = self.app.theme
        self.top = pygame.Rect(m, m, w - 2 * m, top_h)
        self.horizon = self.top.bottom - th.px(4)
        # as wide as the mode caption („GEGEN COMPUTER“, „TAGESSPIEL · ZÄHLT“) at its size
        title_w = th.px(232)
        try:
            caption = th.font("label").size(mode_caption(self.view()))[0] + 2 * th.px(10)
        except (AttributeError, KeyError, IndexError):  # not yet set up
            caption = 0
        title_w = max(title_w, min(w // 3, caption))
        self.title_rect = pygame.Rect(self.top.x, self.top.y, title_w, top_h)
        bw = th.px(124)
        column = pygame.Rect(self.top.right - int(self.horizon * 0.85) - bw, self.top.y, bw,
                             top_h)
        self.menu_button.rect = pygame.Rect(column.x, column.y + th.px(4), bw, th.px(42))
        uw = th.px(104) if self.undo_button.visible else 0  # „Zurück“ left of the menu
        self.undo_button.rect = pygame.Rect(column.x - th.px(8) - uw, column.y + th.px(4), uw,
                                            th.px(42))
        self.rat_button.rect = pygame.Rect(column.right - th.px(56), column.y + th.px(54),
                                           th.px(56), th.px(56))
        self.clock_rect = pygame.Rect(column.x, column.y + th.px(54), th.px(58), th.px(58))
        cards = self.top.copy()
        cards.x = self.title_rect.right + th.px(10)
        cards.width = column.x - th.px(12) - cards.x - (uw + th.px(8) if uw else 0)
        parts.strip.layout(cards, seats, th, names)

    def layout(self, size: tuple[int, int], seats: int) -> None:
        parts = self.parts
        th = self.app.theme
        w, h = size
        self.size = (w, h)
        m = th.px(14)
        try:
            names = [card.name for card in self.cards()]
        except (AttributeError, KeyError, IndexError):  # not yet set up: one row for now
            names = []
        top_h = th.px(112)
        for _ in range(3):  # big text and two rows of cards (six seats) make the band taller
            self._layout_top(w, m, top_h, seats, names)
            need = (parts.strip.two_row_height(th) if parts.strip.side
                    else parts.strip.one_row_height(th, names))
            if need <= top_h:
                break
            top_h = need
        body_y = self.top.bottom + th.px(12)
        # as wide as the dice's ribbons need („genommen“ at 150 % text), at most a third
        right_w = max(th.px(300), min(th.px(400), int(w * 0.27)))
        right_w = min(max(right_w, parts.tray.min_width(th)), w // 3)
        right = pygame.Rect(w - m - right_w, body_y, right_w, h - m - body_y)
        # the tray as tall as its dice and texts want; the Spielverlauf keeps three lines
        log_min = parts.log.height_for(th, 3)
        tray_h = max(0, min(parts.tray.wanted_height(right_w, th),
                            right.height - th.px(10) - log_min))
        parts.tray.layout(pygame.Rect(right.x, right.y, right.width, tray_h), th)
        parts.log.set_rect(pygame.Rect(right.x, right.y + tray_h + th.px(10), right.width,
                                       right.bottom - right.y - tray_h - th.px(10)))
        left = pygame.Rect(m, body_y, right.x - 2 * m, h - m - body_y)
        # the keys across the field's width (in the narrow tray they took five lines)
        keys_h = text_height(t("tulpe.ui.keys"), th.font("small"), left.width - 2 * th.px(10)) \
            if self.show_keys else 0
        self.keys_rect = pygame.Rect(left.x, left.bottom - keys_h, left.width, keys_h)
        if keys_h:
            left.height -= keys_h + th.px(6)
        score_h = th.px(84)
        caption_h = th.font("body", bold=True).get_linesize() + th.px(6)
        self.caption_rect = pygame.Rect(left.x, left.y, left.width, caption_h)
        self.field_rect = pygame.Rect(left.x, left.y + caption_h, left.width,
                                      left.height - score_h - caption_h - th.px(10))
        parts.field.layout(self.field_rect, th)
        parts.score.layout(pygame.Rect(left.x, left.bottom - score_h, left.width, score_h), th)

    def toast_avoid(self) -> list[pygame.Rect]:
        """A toast leaves the players, the prompt, the field, the Rechenweg and the dice free;
        only the Spielverlauf may be covered for a few seconds."""
        parts = self.parts
        return [self.top, self.caption_rect, self.field_rect, parts.score.rect, parts.tray.rect]

    # ------------------------------------------------------------------ content
    def cards(self) -> list[Card]:
        return table_view.cards(self.view())

    def status_text(self) -> str:
        """One line under the dice: what to do now (or who is doing what)."""
        return table_view.status_text(self.view())

    def caption(self) -> str:
        return table_view.caption(self.view())

    def wurf_text(self) -> str:
        """„Wurf 7 von 30“ alone, „Wurf 7“ at a table: the counter in the title panel."""
        return table_view.wurf_text(self.view())

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, view: TableView, live: Live) -> None:
        """A cached picture of everything that stands still, then what moves on top.

        Why: a table of six with 630 fields, six cards and a log costs far more than a frame to
        draw; between actions almost nothing changes, so the still part is drawn only when its
        key (position, selection, hover, language, theme, size …) changes.
        """
        parts = self.parts
        th = self.app.theme
        key = self.static_key(surface, view)
        if self._static is None or self._static.get_size() != surface.get_size():
            self._static = pygame.Surface(surface.get_size())
            if pygame.display.get_surface() is not None:
                self._static = self._static.convert()
            self._key = None
        if key != self._key:
            self._draw_static(self._static, view)
            self._key = key
            self.redraws += 1
        surface.blit(self._static, (0, 0))
        turning = getattr(self.app.settings, "animations", "normal") != "off"
        art.draw_turning_sails(surface, surface.get_size(), self.horizon, th.dark,
                               20.0 + (view.pulse * 9.0 if turning else 0.0))
        parts.field.draw_live(surface, th, view.field_data(), live)
        parts.tray.draw_tumble(surface, th)
        owners = {owner for owner, _, _ in view.opening}
        if len(owners) > 1:  # the covert choices bloom together: say so over the field
            text = t("tulpe.ui.all_bloom")
            font = th.font("heading")
            img = font.render(text, True, th.color("accent_text"))
            pill = img.get_rect(center=(parts.field.grid.centerx, parts.field.grid.y))
            pill = pill.inflate(th.px(36), th.px(12))
            pygame.draw.rect(surface, th.color("accent"), pill, border_radius=pill.height // 2)
            pygame.draw.rect(surface, th.color("ink"), pill, 1, border_radius=pill.height // 2)
            surface.blit(img, img.get_rect(center=pill.center))
        if parts.clock.limit is not None and view.chooser is not None:
            draw_turn_clock(surface, self.clock_rect, parts.clock, th)

    def static_key(self, surface: pygame.Surface, view: TableView) -> tuple:
        parts = self.parts
        sel = view.selection
        buttons = tuple((b.hovered, b.pressed, b.enabled, b.visible)
                        for b in self.buttons() + parts.tray.buttons.all())
        return (surface.get_size(), self.app.theme.name, language(), view.actions,
                view.viewed, view.chooser, sel.color_die, sel.number_die, sel.cells,
                id(view.advice), view.rat_used, len(parts.log.entries), parts.log.scroll,
                buttons, parts.tray.hover, parts.tray.rolling, parts.tray.flash > 0,
                tuple(sorted(view.opening)), view.busy, view.thinking,
                view.privacy_for, view.daily_counts, view.pinned)

    def _draw_static(self, surface: pygame.Surface, view: TableView) -> None:
        parts = self.parts
        th = self.app.theme
        w, h = surface.get_size()
        surface.blit(art.landscape((w, h), th.dark, self.horizon, sails=False), (0, 0))
        self._draw_title(surface, view)
        parts.strip.draw(surface, th, table_view.cards(view))
        self.rat_button.visible = view.rat_allowed
        for b in self.buttons():
            b.draw(surface, th, False)
        # field panel
        panel = self.field_rect.union(self.caption_rect).inflate(th.px(8), th.px(4))
        art.meadow_panel(surface, panel, th.dark, th.px(10))
        cap = table_view.caption(view)
        font = fit_font(th, "body", cap, self.caption_rect.width, bold=True)
        surface.blit(font.render(cap, True, th.color("text")),
                     (self.caption_rect.x + th.px(6), self.caption_rect.y + th.px(3)))
        opening = frozenset((c, r) for (owner, c, r) in view.opening if owner == view.viewed)
        parts.field.draw_static(surface, th, view.field_data(), opening, rekord=view.rekord)
        p = view.player(view.viewed)
        note = ""
        if view.rat_used and view.rat_allowed:
            note = t("tulpe.ui.no_bonus_note")
        parts.score.draw(surface, th, view.names[view.viewed], int(p.get("score", 0)),
                         p.get("breakdown"), int(p.get("cans", 0)),
                         int(view.options.get("cans", 8) or 8), note)
        parts.tray.draw(surface, th, table_view.tray_state(view))
        parts.log.draw(surface, th)
        if self.keys_rect.height:
            draw_text(surface, t("tulpe.ui.keys"), th.font("small"), th.color("text_dim"),
                      self.keys_rect.inflate(-2 * th.px(10), 0), align="center")

    def _draw_title(self, surface: pygame.Surface, view: TableView) -> None:
        th = self.app.theme
        r = self.title_rect
        draw_panel(surface, r, th, "panel")
        pad = th.px(10)
        name = t("games.tulpe.name")
        font = fit_font(th, "title", name, r.width - 2 * pad)
        img = font.render(name, True, th.color("text"))
        surface.blit(img, (r.x + pad, r.y + pad // 2))
        room = r.right - pad - (r.x + pad + img.get_width()) - th.px(4)
        emblem = min(room, img.get_height() + th.px(6))
        if emblem >= th.px(22):  # a flamed tulip beside the name when there is room
            tulip = art.tulip("W", emblem)
            surface.blit(tulip, tulip.get_rect(topright=(r.right - pad + th.px(4),
                                                         r.y + th.px(2))))
        y = r.y + pad // 2 + img.get_height()
        mode = mode_caption(view)
        label = fit_font(th, "label", mode, r.width - 2 * pad)
        surface.blit(label.render(mode, True, th.color("accent")), (r.x + pad, y))
        y += label.get_linesize() + th.px(2)
        text = table_view.wurf_text(view)
        wf = fit_font(th, "heading", text, r.width - 2 * pad)
        surface.blit(wf.render(text, True, th.color("text")), (r.x + pad, y))


def mode_caption(view: TableView) -> str:
    """The title card's caption: the mode, for the Tagesspiel whether it counts."""
    mode = t(view.mode_key)
    if view.mode == "daily":
        mode += " · " + t("tulpe.ui.daily_counts" if view.daily_counts
                          else "tulpe.ui.daily_practice")
    return mode.upper()
