"""The manufactories at the table, on the right: one card per seat.

Each card shows the seat's colour, name (computers with level), Ruhm, Kristalle, Vorladung, the
Sandeimer, what it is doing now and how high its rocket stands this evening (a bar 0–53, red after
a Fehlzündung). Tapping a card shows that seat's Hülse big („zu meiner Hülse“ leads back). While
several humans stuff one after the other, the other seats' rockets of this evening stay covered
until the Abendvorstellung (nobody should stuff knowing the others' heights).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

import pygame

from speedgames.rocket.rules import data
from speedgames.rocket.screen import art
from speedgames.rocket.screen.art import SEAT_COLOURS, seat_colour  # noqa: F401 (their old home)
from speedgames.ui.seat_marks import draw_seat_badge
from speedgames.ui.widgets import draw_fitted, draw_panel, hyphen_wrap


@dataclass
class SeatCard:
    seat: int
    name: str
    detail: str          # „stark · Draufgänger“ or „Mensch“
    status: str          # „stopft …“, „fertig“, …
    ruhm: int
    kristalle: int
    vorladung: int
    sand: bool
    field: int | None    # this evening's Wertungsfeld (None = covered)
    exploded: bool
    chips: int
    mine: bool           # the seat at the device
    shown: bool          # the Hülse in the middle is this seat's
    huelse: tuple[tuple[str, int], ...] = ()   # tonight's chips and fields (empty: covered)


def chip_x(bar: pygame.Rect, field_no: int) -> int:
    """Where a chip on ``field_no`` sits on a seat card's rocket bar."""
    return bar.x + round(bar.width * min(1.0, max(0, field_no) / data.LAST_FIELD))


class PlayersView:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.cards: list[tuple[int, pygame.Rect]] = []
        self.detail_lines = 1   # lines of „stark · Draufgänger · stopft“ (``height_for``)
        self.bars: dict[int, pygame.Rect] = {}   # each card's rocket bar, as last drawn

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        for seat, r in self.cards:
            if r.collidepoint(pos):
                return seat
        return None

    def height_for(self, theme: Any, n: int, details: Sequence[str] = ()) -> int:
        """The cards' height for ``n`` seats; ``details`` are every „detail · status“ line the
        cards may show: when one of them needs a second line at this width, every card takes
        two (the detail reflows between words instead of shrinking)."""
        width = self.rect.width - 2 * theme.px(8) - theme.px(6)
        small = theme.font("small")
        self.detail_lines = max([1] + [len(hyphen_wrap(text, small, width, report=False))
                                       for text in details])
        return n * self.card_h(theme, self.detail_lines) + max(0, n - 1) * theme.px(6)

    @staticmethod
    def card_h(theme: Any, detail_lines: int = 1) -> int:
        return theme.font("body", bold=True).get_linesize() + theme.font("small").get_linesize() \
            * (1 + detail_lines) + theme.px(16)

    def draw(self, surface: pygame.Surface, theme: Any, seats: Sequence[SeatCard],
             hover: int | None = None) -> None:
        self.cards = []
        y = self.rect.y
        ch = min(self.card_h(theme, self.detail_lines), (self.rect.height - theme.px(6) * max(0, len(seats) - 1))
                 // max(1, len(seats)))
        for card in seats:
            r = pygame.Rect(self.rect.x, y, self.rect.width, ch)
            self._card(surface, theme, r, card, hover == card.seat)
            self.cards.append((card.seat, r))
            y += ch + theme.px(6)

    def _card(self, surface: pygame.Surface, theme: Any, r: pygame.Rect, c: SeatCard,
              hovered: bool) -> None:
        draw_panel(surface, r, theme, "card" if (c.shown or hovered) else "panel")
        if c.shown:
            pygame.draw.rect(surface, theme.color("accent"), r, 2, border_radius=theme.px(8))
        pad = theme.px(8)
        stripe = pygame.Rect(r.x, r.y, theme.px(6), r.height)
        pygame.draw.rect(surface, seat_colour(c.seat), stripe,
                         border_top_left_radius=theme.px(8), border_bottom_left_radius=theme.px(8))
        x = r.x + pad + theme.px(6)
        bold = theme.font("body", bold=True)
        small = theme.font("small")
        line_h = bold.get_linesize()
        # right block: Ruhm big
        ruhm = theme.font("heading").render(str(c.ruhm), True, theme.color("text"))
        star_r = max(4, ruhm.get_height() // 4)
        rx = r.right - pad - ruhm.get_width()
        surface.blit(ruhm, (rx, r.y + pad - theme.px(2)))
        art.draw_ruhm(surface, (rx - star_r - theme.px(3), r.y + pad + ruhm.get_height() // 2),
                      star_r)
        name_x = x
        if theme.seat_marks:  # „Farbsymbole“: the seat's symbol before its name
            badge_r = max(4, line_h // 3)
            draw_seat_badge(surface, theme, (x + badge_r, r.y + pad + line_h // 2), badge_r,
                            c.seat, seat_colour(c.seat))
            name_x = x + 2 * badge_r + theme.px(6)
        name_w = rx - star_r * 2 - theme.px(10) - name_x
        from speedgames.rocket.screen.status import draw_line

        draw_line(surface, theme, c.name, "body", (name_x, r.y + pad), name_w,
                  theme.color("text"), bold=True)
        y = r.y + pad + line_h
        lines = hyphen_wrap(f"{c.detail}\u00a0· {c.status}", small, r.right - pad - x)
        if len(lines) > self.detail_lines:   # a card squeezed below its measure
            draw_fitted(surface, f"{c.detail}\u00a0· {c.status}", pygame.Rect(
                x, y, r.right - pad - x, small.get_linesize() * self.detail_lines), theme,
                theme.color("text_dim"), role="small", align="left")
        else:
            for k, text in enumerate(lines):
                surface.blit(small.render(text, True, theme.color("text_dim")),
                             (x, y + k * small.get_linesize()))
        y += small.get_linesize() * self.detail_lines + theme.px(2)
        # the rocket bar 0–53 and the small counters
        kr = max(4, small.get_linesize() // 3)
        numbers_w = sum(small.size(str(n))[0] for n in (c.kristalle, c.vorladung))
        step = 2 * kr + theme.px(2) + theme.px(6)  # symbol, its number's gap, the next gap
        counters_w = max(theme.px(110),  # room for both counters and the bucket at any text size
                         theme.px(12) - kr + 2 * step + numbers_w + 2 * kr + 2)
        bar = pygame.Rect(x, y + small.get_linesize() // 2 - theme.px(3),
                          max(20, r.right - pad - x - counters_w), theme.px(7))
        pygame.draw.rect(surface, theme.color("bg_alt"), bar, border_radius=bar.height // 2)
        self.bars[c.seat] = bar
        if c.field is not None:
            frac = min(1.0, c.field / data.LAST_FIELD)
            fill = pygame.Rect(bar.x, bar.y, max(bar.height, round(bar.width * frac)), bar.height)
            col = theme.color("bad") if c.exploded else seat_colour(c.seat)
            art.draw_bar(surface, fill, col, bar.height // 2, c.exploded)
            bead = max(2, bar.height // 2 + 1)
            for chip, fld in c.huelse:   # the rocket fills: each chip where it lies
                centre = (chip_x(bar, fld), bar.centery)
                pygame.draw.circle(surface, art.kind_colour(chip[:1]), centre, bead)
                pygame.draw.circle(surface, theme.color("bg"), centre, bead, 1)
            tip = fill.right
            art.draw_rocket(surface, pygame.Rect(tip - theme.px(6), bar.y - theme.px(9),
                                                 theme.px(12), theme.px(22)),
                            seat_colour(c.seat), c.exploded)
        else:
            for k in range(0, bar.width, theme.px(8)):
                pygame.draw.line(surface, theme.color("line"), (bar.x + k, bar.bottom),
                                 (bar.x + k + theme.px(4), bar.y), 1)
        cx = bar.right + theme.px(12)
        cy = bar.centery
        art.draw_kristall(surface, (cx, cy), kr)
        img = small.render(str(c.kristalle), True, theme.color("text"))
        surface.blit(img, img.get_rect(midleft=(cx + kr + theme.px(2), cy)))
        cx += step + img.get_width()
        pygame.draw.circle(surface, (150, 96, 60), (cx, cy), kr)
        img = small.render(str(c.vorladung), True, theme.color("text"))
        surface.blit(img, img.get_rect(midleft=(cx + kr + theme.px(2), cy)))
        cx += step + img.get_width()
        bucket = pygame.Rect(0, 0, kr * 2 + 2, kr * 2 + 2)
        bucket.center = (cx, cy)
        art.draw_bucket(surface, bucket, theme.color("text_dim"), c.sand)
