"""The players at the top: one card per seat with name, score, Gießkannen and a small field.

A tap on a card shows that player's field big (the rule text: „Ein Tipp auf einen Mitspieler oben
zeigt sein Feld“); the pointer on a small field (or M) shows it enlarged over the table
(:mod:`.peek`). After a reveal the cells each player just bloomed light up on the small fields
(:meth:`PlayerStrip.draw_glow`, drawn every frame over the cached cards while they glow). Cards
also say who is at turn, who is still choosing and who already chose, so a table of six reads at a glance. Only public things are shown: bloomed fields and, for others,
nothing of a covert choice.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from speedgames.core.i18n import t
from speedgames.tulpe.screen import art
from speedgames.tulpe.screen.field import COLS, ROWS, mini_field
from speedgames.tulpe.screen.score import signed
from speedgames.tulpe.screen.view import Card
from speedgames.ui.widgets import fit_block

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.theme import Theme


GLOW_RING = (255, 236, 150)


@lru_cache(maxsize=48)
def _glow_image(cell: int, step: int) -> pygame.Surface:
    """A soft warm light two cells wide, ``step``/10 as strong (added onto the small field)."""
    size = 3 * cell
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    strength = max(0, min(10, step)) / 10
    for k in range(4, 0, -1):
        radius = max(1, int(size / 2 * k / 4))
        a = int(70 * strength * (5 - k) / 4)
        pygame.draw.circle(img, (a, int(a * 0.85), int(a * 0.4), 0), (size // 2, size // 2), radius)
    return img


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
        self.side = False  # two rows of short cards: the small field beside the texts
        self._name_need = 0
        self._names: list[str] = []
        self._state_line = False
        self.minis: dict[int, pygame.Rect] = {}  # seat -> where its small field was drawn

    def layout(self, rect: pygame.Rect, count: int, theme: "Theme",
               names: Sequence[str] = ()) -> None:
        """Cards side by side; when one row of cards would be narrower than the longest word
        of a name (six seats, big text, small window) they stand in two rows of wide, short
        cards with the small field beside the texts."""
        self.rect = pygame.Rect(rect)
        self._names = list(names)
        gap = theme.px(10)
        count = max(1, count)
        bold = theme.font("small", bold=True)
        # a whole name on one line („Computer 2“, not „Computer“ / „2“ at 150 %, #30)
        word = max((bold.size(name)[0] for name in names), default=0)
        rows = 1
        if count > 3 and (rect.width - gap * (count - 1)) // count - 2 * theme.px(6) < word:
            rows = 2
        self.side = rows == 2
        # the texts of a short card: the longest name, or score, state and Gießkannen in a row
        small = theme.font("small")
        states = self._states()
        score_row = theme.font("body", bold=True).size("−99")[0] + theme.px(6) + max(
            small.size(st)[0] for st in states) + theme.px(2) + small.get_linesize() \
            + bold.size("8")[0] + theme.px(4)
        self._name_need = max([bold.size(name)[0] + theme.px(4) for name in names]
                              + [score_row])
        per = -(-count // rows)
        w = min(theme.px(230) * rows, (rect.width - gap * (per - 1)) // per)
        # too narrow for the state beside the score: it takes a line of its own
        self._state_line = self.side and score_row > w - 2 * theme.px(6)
        h = max(1, (rect.height - theme.px(4) * (rows - 1)) // rows)
        w = max(1, w)  # a window too narrow for the cards must not break the Surface
        total = w * per + gap * (per - 1)
        x0 = rect.x + (rect.width - total) // 2
        self.rects = [pygame.Rect(x0 + (i % per) * (w + gap),
                                  rect.y + (i // per) * (h + theme.px(4)), w, h)
                      for i in range(count)]

    def name_width(self, index: int, theme: "Theme") -> int:
        """The room for the name on card ``index`` (its inner width, less the small field
        where that stands beside the texts)."""
        inner = self.rects[index].width - 2 * theme.px(6)
        return inner - self._field_w(theme, self.rects[index]) if self.side else inner

    def name_block(self, theme: "Theme", name: str, inner: pygame.Rect,
                   ) -> tuple[pygame.font.Font, list[str]]:
        """The font and lines of ``name`` in a card's texts ``inner``: whole on its lines
        (:func:`name_lines`); on a short card whose band could not grow for them smaller,
        never over the score below („Wilhelmina Hoeven-Bakker“ at 150 %, #30)."""
        font, lines = name_lines(theme, name, inner.width)
        room = inner.height - theme.font("body", bold=True).get_height() - theme.px(1)
        if self.side and len(lines) * font.get_linesize() > room:
            font, lines = fit_block(theme, "small", name, inner.width, max(1, room), bold=True)
        return font, lines

    def two_row_height(self, theme: "Theme", compact: bool = False) -> int:
        """The band's height for two rows of short cards: a name line and the score each, and
        the state on a line of its own where it has no room beside the score — unless
        ``compact``: then only a short mark stands beside the score (``…`` while the player
        chooses; „am Zug“ is the dot at the card's corner, the level in the card's info). Six
        seats at 1024×700 and 150 %: the state lines took the Spielverlauf two of its five
        lines (#30)."""
        card = self._names_height(theme) \
            + theme.font("body", bold=True).get_height() + 2 * theme.px(6) + theme.px(2)
        if self._state_line and not compact:
            card += theme.font("small").get_linesize()
        return 2 * card + theme.px(4)

    def _names_height(self, theme: "Theme") -> int:
        """The height of the tallest name on its card (one line, or the lines a long name
        takes: „Wilhelmina Hoeven-Bakker“ ran over its score on a short card)."""
        line = theme.font("small", bold=True).get_linesize()
        heights = [len(lines) * font.get_linesize() for font, lines in
                   (name_lines(theme, name, self.name_width(i, theme))
                    for i, name in enumerate(self._names[:len(self.rects)]))]
        return max(heights + [line])

    def one_row_height(self, theme: "Theme", names: Sequence[str]) -> int:
        """The band's height one row of cards needs: every name whole on its lines, the score,
        the state on a line of its own when it does not fit beside the score, and a little
        room for the small field (four seats at 150 % text cut the state at the card's foot)."""
        if not self.rects:
            return 0
        pad = theme.px(6)
        inner_w = self.rects[0].width - 2 * pad
        name_h = max((len(lines) * font.get_linesize() for font, lines in
                      (name_lines(theme, name, inner_w) for name in names)),
                     default=theme.font("small", bold=True).get_linesize())
        score = theme.font("body", bold=True)
        small = theme.font("small")
        line_h = small.get_linesize()
        beside = self._state_room(theme, inner_w, score.size("−99")[0],
                                  theme.font("small", bold=True).size("8")[0])
        state_h = 0
        for state in self._states():
            if small.size(state)[0] > beside:
                font, lines = fit_block(theme, "small", state, inner_w, 2 * line_h)
                state_h = max(state_h, len(lines) * font.get_linesize())
        return name_h + score.get_height() + theme.px(1) + state_h + 2 * pad + theme.px(20)

    @staticmethod
    def _state_room(theme: "Theme", inner_w: int, score_w: int, cans_w: int) -> int:
        """The width left for the state between the score and the Gießkannen (icon and
        count at the right) on a card whose texts are ``inner_w`` wide."""
        return inner_w - score_w - theme.px(6) - theme.px(3) \
            - theme.font("small").get_linesize() - cans_w

    @staticmethod
    def _states() -> list[str]:
        """Every state a card can show beside its score."""
        return [t("tulpe.ui.card.active"), t("tulpe.ui.card.choosing")] + \
            [t(f"levels.{lv}") for lv in ("easy", "normal", "strong")]

    def _field_w(self, theme: "Theme", rect: pygame.Rect) -> int:
        """The small field's width beside the texts of a short card: what the longest name
        leaves, no wider than the card's height gives it (0: no room for a field)."""
        inner = rect.inflate(-2 * theme.px(6), -2 * theme.px(6))
        room = min(inner.width - self._name_need - theme.px(6), int(inner.height * 2.1))
        return room + theme.px(6) if room >= theme.px(24) else 0

    def seat_at(self, pos: tuple[int, int], cards: Sequence[Card]) -> int | None:
        for rect, card in zip(self.rects, cards):
            if rect.collidepoint(pos):
                return card.seat
        return None

    def mini_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose small field is under ``pos`` (None: none)."""
        for seat, rect in self.minis.items():
            if rect.collidepoint(pos):
                return seat
        return None

    def draw(self, surface: pygame.Surface, theme: "Theme", cards: Sequence[Card]) -> None:
        self.minis = {}
        for rect, card in zip(self.rects, cards):
            self._card(surface, theme, rect, card)

    def draw_glow(self, surface: pygame.Surface, level: "Callable[[tuple], float]",
                  keys: Sequence[tuple]) -> None:
        """Light up the cells ``keys`` — ``(seat, (col, row))`` — on the small fields, each as
        bright as ``level(key)`` says (0 … 1): a warm light over and round the cell, and a bright
        edge at the beats' height."""
        for key in keys:
            seat, (col, row) = key
            rect = self.minis.get(seat)
            strength = level(key)
            if rect is None or strength <= 0.01 or not (0 <= col < COLS and 0 <= row < ROWS):
                continue
            cell = max(2, rect.width // COLS)
            box = pygame.Rect(rect.x + col * cell, rect.y + row * cell, cell, cell)
            glow = _glow_image(cell, int(strength * 10))
            surface.blit(glow, glow.get_rect(center=box.center),
                         special_flags=pygame.BLEND_RGBA_ADD)
            if strength > 0.35:  # at the beats' height a bright edge round the cell
                pygame.draw.rect(surface, GLOW_RING, box, max(1, cell // 6))

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
        beside = None
        fw = self._field_w(theme, rect) if self.side else 0
        if fw:  # the small field at the right, the texts in what is left
            beside = pygame.Rect(inner.right - fw + theme.px(6), inner.y, fw - theme.px(6),
                                 inner.height)
            inner.width -= fw
        # line 1: the name, whole — on a narrow card (six seats at 1024 px) on a second line
        name_font, names = self.name_block(theme, card.name, inner)
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
        room_w = self._state_room(theme, inner.width, score.get_width(), cans.get_width())
        font = theme.font("small")
        y += score.get_height() + theme.px(1)
        if self._state_line and inner.bottom - y < font.get_height():
            # a compact card (two_row_height): no line for the states — on every card only a
            # mark while the player chooses; the dot says „am Zug“, the card's info the level
            state = t("tulpe.ui.card.choosing_short") if card.waiting else ""
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
        room = beside or pygame.Rect(inner.x, y, inner.width, inner.bottom - y)
        # a short card without room beside its texts shows the field under them if it is tall
        # enough (a portrait window's rows of cards)
        if room.height > 8 and (beside or not self.side or room.height >= theme.px(24)):
            img = mini_field(card.data, room.size, theme.name)
            self.minis[card.seat] = surface.blit(img, img.get_rect(midtop=room.midtop))
        else:
            self.minis.pop(card.seat, None)
        if card.active:
            pygame.draw.circle(surface, theme.color("accent"),
                               (rect.x + theme.px(2), rect.y + theme.px(2)), theme.px(6))
