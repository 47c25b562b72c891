"""The players at the top: one card per seat with name, score, Gießkannen and a small field.

A tap on a card shows that player's field big (the rule text: „Ein Tipp auf einen Mitspieler oben
zeigt sein Feld“). Cards also say who is at turn, who is still choosing and who already chose, so
a table of six reads at a glance. Only public things are shown: bloomed fields and, for others,
nothing of a covert choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

import pygame

from speedgames.core.i18n import t
from speedgames.tulpe.screen import art
from speedgames.tulpe.screen.field import FieldData, mini_field
from speedgames.tulpe.screen.score import signed
from speedgames.ui.widgets import fit_block

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.theme import Theme


@dataclass
class Card:
    seat: int
    name: str
    score: int
    cans: int
    data: FieldData
    active: bool = False        # rolls / chooses first this Wurf
    waiting: bool = False       # still has to choose
    shown: bool = False         # its field is the big one
    human: bool = True
    level: str | None = None    # a computer's level, shown when nothing else is to say


def name_lines(theme: "Theme", name: str, width: int) -> tuple[pygame.font.Font, list[str]]:
    """``name`` whole in ``width``: on more lines between words (or after a hyphen; three at
    most) before a smaller size — six cards at 1024 px are narrow, and a name is never cut."""
    return fit_block(theme, "small", name, width,
                     3 * theme.font("small", bold=True).get_linesize(), bold=True)


class PlayerStrip:
    """Cards in a row inside ``rect``; ``seat_at(pos)`` for taps."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.rects: list[pygame.Rect] = []

    def layout(self, rect: pygame.Rect, count: int, theme: "Theme") -> None:
        self.rect = pygame.Rect(rect)
        gap = theme.px(10)
        count = max(1, count)
        w = min(theme.px(230), (rect.width - gap * (count - 1)) // count)
        total = w * count + gap * (count - 1)
        x0 = rect.x + (rect.width - total) // 2
        self.rects = [pygame.Rect(x0 + i * (w + gap), rect.y, w, rect.height)
                      for i in range(count)]

    def name_width(self, index: int, theme: "Theme") -> int:
        """The room for the name on card ``index`` (its inner width)."""
        return self.rects[index].width - 2 * theme.px(6)

    def seat_at(self, pos: tuple[int, int], cards: Sequence[Card]) -> int | None:
        for rect, card in zip(self.rects, cards):
            if rect.collidepoint(pos):
                return card.seat
        return None

    def draw(self, surface: pygame.Surface, theme: "Theme", cards: Sequence[Card]) -> None:
        for rect, card in zip(self.rects, cards):
            self._card(surface, theme, rect, card)

    def _card(self, surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
              card: Card) -> None:
        fill = theme.color("panel_alt" if card.shown else "panel")
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (*fill, 236), shade.get_rect(), border_radius=theme.px(8))
        surface.blit(shade, rect)
        border = theme.color("accent") if card.shown else theme.color("line")
        pygame.draw.rect(surface, border, rect, max(1, theme.px(3)) if card.shown else 1,
                         border_radius=theme.px(8))
        pad = theme.px(6)
        inner = rect.inflate(-2 * pad, -2 * pad)  # name_width() is inner.width
        # line 1: the name, whole — on a narrow card (six seats at 1024 px) on a second line
        name_font, names = name_lines(theme, card.name, inner.width)
        y = inner.y
        for line in names:
            surface.blit(name_font.render(line, True, theme.color("text")), (inner.x, y))
            y += name_font.get_linesize()
        # line 2: score, state (am Zug / wählt / level) and the Gießkannen
        score = theme.font("body", bold=True).render(signed(card.score), True,
                                                     theme.color("text"))
        surface.blit(score, (inner.x, y))
        small = theme.font("small", bold=True)
        line_h = theme.font("small").get_linesize()
        cans = small.render(f"{card.cans}", True, theme.color("text_dim"))
        cans_pos = cans.get_rect(topright=(inner.right, y + theme.px(2)))
        can = pygame.Rect(0, 0, line_h, line_h)
        can.topright = (cans_pos.x - theme.px(1), y + theme.px(1))
        art.watering_can_icon(surface, can)
        surface.blit(cans, cans_pos)
        if card.active:
            state, role = t("tulpe.ui.card.active"), "accent"
        elif card.waiting:
            state, role = t("tulpe.ui.card.choosing"), "warn"
        else:
            state, role = card.level or "", "text_dim"
        room_w = can.x - (inner.x + score.get_width() + theme.px(6)) - theme.px(2)
        font = theme.font("small")
        y += score.get_height() + theme.px(1)
        if state and font.size(state)[0] <= room_w:
            img = font.render(state, True, theme.color(role))
            surface.blit(img, (inner.x + score.get_width() + theme.px(6),
                               y - score.get_height() - theme.px(1)
                               + (score.get_height() - img.get_height()) // 2))
        elif state:  # no room beside the score: a line of its own under it
            font, lines = fit_block(theme, "small", state, inner.width, 2 * line_h)
            for line in lines:
                surface.blit(font.render(line, True, theme.color(role)), (inner.x, y))
                y += font.get_linesize()
        room = pygame.Rect(inner.x, y, inner.width, inner.bottom - y)
        if room.height > 8:
            img = mini_field(card.data, room.size, theme.name)
            surface.blit(img, img.get_rect(midtop=room.midtop))
        if card.active:
            pygame.draw.circle(surface, theme.color("accent"),
                               (rect.x + theme.px(2), rect.y + theme.px(2)), theme.px(6))
