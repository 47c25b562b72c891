"""Where everything stands on the Speedtulpe table, computed from the window size.

From 1024×700 up to large: the top band holds the title card, the players' cards, the menu,
Zurück, the Rat and the Bedenkzeit's clock; below it the big field with its caption and the score
strip (the Rechenweg) on the left, the key hint across the field's width, and the dice tray above
the Spielverlauf on the right. :class:`Parts` are the table's widgets (the scene owns their state);
:class:`Layout` places them and answers where the toasts may go.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

import pygame

from speedgames.core.i18n import t
from speedgames.tulpe.screen.draw import title_height
from speedgames.tulpe.screen.field import FieldView
from speedgames.tulpe.screen.players import PlayerStrip
from speedgames.tulpe.screen.score import ScorePanel
from speedgames.tulpe.screen.tray import DiceTray
from speedgames.ui.log_panel import LogPanel
from speedgames.ui.widgets import Button, text_height

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.theme import Theme

TOP_H = 112  # theme pixels of the top band (it grows for big text and two rows of cards)
WIDE = 1.65        # a window this much wider than tall has room to spare beside the field …
WIDE_GROW = 1.12   # … so the band (and the small fields on the cards) grows by this much
CARD_MIN_H = 80  # theme pixels a card is at least tall in a portrait window's row of cards
LOG_LINES = 5    # lines of the Spielverlauf the dice give way for …
DIE_FLOOR = 56   # … down to dice this big (theme pixels), or as their ribbons need


@dataclass
class Parts:
    """The table's widgets: the board parts and the buttons at the top."""

    field: FieldView
    tray: DiceTray
    score: ScorePanel
    strip: PlayerStrip
    log: LogPanel
    rat: Button
    undo: Button
    menu: Button

    def buttons(self) -> list[Button]:
        """The buttons at the top (Rat, Zurück, Menü)."""
        return [self.rat, self.undo, self.menu]

    def all_buttons(self) -> list[Button]:
        """Every button of the table, the tray's included."""
        return self.buttons() + self.tray.buttons.all()


class Layout:
    """The table's rectangles for a window size; :meth:`layout` places the parts too."""

    def __init__(self, parts: Parts) -> None:
        self.parts = parts
        self.size = (0, 0)
        self.top = pygame.Rect(0, 0, 0, 0)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.field_rect = pygame.Rect(0, 0, 0, 0)
        self.caption_rect = pygame.Rect(0, 0, 0, 0)
        self.clock_rect = pygame.Rect(0, 0, 0, 0)
        self.keys_rect = pygame.Rect(0, 0, 0, 0)
        self.show_keys = True  # the key hint under the Rechenweg (not in Partie ansehen)
        self.keys_key = "tulpe.ui.keys"  # „R Rat“ only where there is a Rat (else keys_no_rat)
        self.horizon = 100

    def _layout_top(self, theme: "Theme", w: int, m: int, top_h: int, seats: int,
                    names: Sequence[str], caption: str, cards_h: int = 0) -> None:
        """The band at the top: title card, player cards, menu / Zurück / Rat and clock.
        ``cards_h`` > 0 (a portrait window): the cards stand in a row of that height of their
        own under the title card and the menu, across the whole width."""
        parts, th = self.parts, theme
        below = th.px(10) + cards_h if cards_h else 0
        self.top = pygame.Rect(m, m, w - 2 * m, top_h + below)
        self.horizon = m + top_h - th.px(4)
        # as wide as the mode caption („GEGEN COMPUTER“, „TAGESSPIEL · ZÄHLT“) at its size
        caption_w = th.font("label").size(caption)[0] + 2 * th.px(10) if caption else 0
        title_w = max(th.px(232), min(w // 3, caption_w))
        self.title_rect = pygame.Rect(self.top.x, self.top.y, title_w, top_h)
        bw = th.px(124)
        column = pygame.Rect(self.top.right - int(self.horizon * 0.85) - bw, self.top.y, bw,
                             top_h)
        parts.menu.rect = pygame.Rect(column.x, column.y + th.px(4), bw, th.px(42))
        uw = th.px(104) if parts.undo.visible else 0  # „Zurück“ left of the menu
        parts.undo.rect = pygame.Rect(column.x - th.px(8) - uw, column.y + th.px(4), uw,
                                      th.px(42))
        parts.rat.rect = pygame.Rect(column.right - th.px(56), column.y + th.px(54),
                                     th.px(56), th.px(56))
        self.clock_rect = pygame.Rect(column.x, column.y + th.px(54), th.px(58), th.px(58))
        if cards_h:
            cards = pygame.Rect(self.top.x, self.title_rect.bottom + th.px(10), self.top.width,
                                cards_h)
        else:
            cards = self.top.copy()
            cards.x = self.title_rect.right + th.px(10)
            cards.width = max(1, column.x - th.px(12) - cards.x - (uw + th.px(8) if uw else 0))
        parts.strip.layout(cards, seats, th, names)

    def layout(self, size: tuple[int, int], theme: "Theme", seats: int,
               names: Sequence[str] = (), caption: str = "") -> None:
        """Place everything for a window of ``size``: ``names`` are the cards' names (they
        decide one or two rows of cards), ``caption`` the title card's mode caption."""
        parts, th = self.parts, theme
        w, h = size
        self.size = (w, h)
        m = th.px(14)
        top_h = th.px(TOP_H)
        if h > w:  # portrait: the cards get a row of their own, as wide as the window
            self._layout_portrait_top(th, w, m, top_h, seats, names, caption)
        else:
            self._layout_landscape_top(th, w, h, m, top_h, seats, names, caption)
        self._layout_body(th, w, h, m)

    def _layout_portrait_top(self, th: "Theme", w: int, m: int, top_h: int, seats: int,
                             names: Sequence[str], caption: str) -> None:
        """Title card and menu in the first row, the cards in a row of their own under them:
        at least :data:`TOP_H` tall (two rows of cards :data:`CARD_MIN_H` each), or what their
        names, scores and states need."""
        cards_h = th.px(TOP_H)
        top_h = max(top_h, title_height(th))
        for _ in range(2):
            self._layout_top(th, w, m, top_h, seats, names, caption, cards_h)
            strip = self.parts.strip
            need = max(strip.two_row_height(th), 2 * th.px(CARD_MIN_H) + th.px(4)) \
                if strip.side else strip.one_row_height(th, names)
            if need <= cards_h:
                return
            cards_h = need
        self._layout_top(th, w, m, top_h, seats, names, caption, cards_h)

    def _layout_landscape_top(self, th: "Theme", w: int, h: int, m: int, top_h: int,
                              seats: int, names: Sequence[str], caption: str) -> None:
        """The band with the cards between the title card and the menu, taller for big text
        and two rows of cards."""
        parts = self.parts
        # a wide window (1920×1080) has room beside the field: the band and the small fields
        # on its cards grow, the field loses a little height it could not use in width anyway
        if w >= WIDE * h:
            top_h = int(top_h * WIDE_GROW)
        for _ in range(3):  # big text and two rows of cards (six seats) make the band taller
            self._layout_top(th, w, m, top_h, seats, names, caption)
            # two rows of compact cards: a line of state under each score took the height of
            # the dice and the Spielverlauf (1024×700, 150 %, six seats: three lines, #30)
            need = (parts.strip.two_row_height(th, compact=True) if parts.strip.side
                    else parts.strip.one_row_height(th, names))
            need = max(need, title_height(th))  # „Wurf 2 von 30“ under the name at 150 %
            if need <= top_h:
                break
            # at most a quarter of the window: a taller band pushes the menu column (beside the
            # mill, as wide as the band is tall) over the cards until they have no width left
            top_h = min(need, max(top_h, h // 4))

    def _layout_body(self, th: "Theme", w: int, h: int, m: int) -> None:
        """Everything under the band: the field, the Rechenweg, the keys, the dice and the
        Spielverlauf."""
        parts = self.parts
        body_y = self.top.bottom + th.px(12)
        # as wide as the dice's ribbons need („keine Kanne“ at 150 % text), at most a third
        right_w = max(th.px(300), min(th.px(400), int(w * 0.27)))
        right_w = min(max(right_w, parts.tray.min_width(th)), w // 3)
        right = pygame.Rect(w - m - right_w, body_y, right_w, h - m - body_y)
        # the tray as tall as its dice and texts want; the Spielverlauf keeps three lines —
        # five where the dice, a little smaller, leave it the room (at 1024×700 and 150 % it
        # showed two or three lines of the game, #30)
        gap = th.px(8)
        log_min = parts.log.height_for(th, 3)
        tray_h = min(parts.tray.wanted_height(right_w, th), right.height - gap - log_min)
        floor = max(th.px(DIE_FLOOR), parts.tray.min_die(th))   # the ribbons' words whole
        smallest = parts.tray.height_for_die(right_w, floor, th)
        tray_h = max(0, min(tray_h, max(smallest, right.height - gap - parts.log.height_for(
            th, LOG_LINES))))
        parts.tray.layout(pygame.Rect(right.x, right.y, right.width, tray_h), th)
        parts.log.set_rect(pygame.Rect(right.x, right.y + tray_h + gap, right.width,
                                       right.bottom - right.y - tray_h - gap))
        left = pygame.Rect(m, body_y, right.x - 2 * m, h - m - body_y)
        # the keys across the field's width (in the narrow tray they took five lines)
        keys_h = text_height(t(self.keys_key), th.font("small"), left.width - 2 * th.px(10)) \
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
        # the Rechenweg on whole lines across its panel where the field, as wide as it can be,
        # leaves the height (a portrait window: it was squeezed beside name and cans)
        wanted = parts.score.wanted_height(th, left.width)
        spare = self.field_rect.height - (parts.field.legend.bottom - parts.field.head.top) \
            - th.px(6)
        if score_h < wanted <= score_h + spare:
            self.field_rect.height -= wanted - score_h
            score_h = wanted
            parts.field.layout(self.field_rect, th)
        parts.score.layout(pygame.Rect(left.x, left.bottom - score_h, left.width, score_h), th)

    def toast_avoid(self) -> list[pygame.Rect]:
        """A toast leaves the players, the prompt, the field, the Rechenweg and the dice free;
        only the Spielverlauf may be covered for a few seconds."""
        parts = self.parts
        return [self.top, self.caption_rect, self.field_rect, parts.score.rect, parts.tray.rect]
