"""A player's small field enlarged over the table: on the pointer, or with M.

The cards at the top carry each player's field at a few pixels a cell; to read what another
player has bloomed (and where the Prachttulpen still wait) one points at the small field — or
presses M, which steps through the other players (then off; Esc closes it). The enlarged field is
the big field's own drawing (:class:`~.field.FieldView`: beds, marks, stars, tulips, column values)
in a panel under the card, of the seat's :class:`~.view.FieldData` from the view — the public
facts, so it shows exactly what the small field shows, never a covert choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from speedgames.core.i18n import t
from speedgames.tulpe.screen.field import COLS, FieldView
from speedgames.tulpe.screen.score import signed
from speedgames.tulpe.screen.view import FieldData, TulpeView
from speedgames.ui.widgets import draw_panel, fit_font

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.tulpe.screen.players import PlayerStrip
    from speedgames.ui.theme import Theme

CELL_MIN = 22   # theme px a cell is at least tall in the enlarged field (readable)
CELL_MAX = 40


class Peek:
    """Which seat's field stands enlarged (``seat``), where, and its drawing."""

    def __init__(self) -> None:
        self.keyed: int | None = None    # chosen with M
        self.hover: int | None = None    # the small field under the pointer
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.field = FieldView()
        self._laid: tuple | None = None

    @property
    def seat(self) -> int | None:
        return self.hover if self.hover is not None else self.keyed

    def step(self, seats: int, skip: int | None) -> None:
        """M: the next player's field (not ``skip``'s, whose field is the big one), then off."""
        order = [s for s in range(seats) if s != skip]
        if not order:
            self.keyed = None
            return
        if self.keyed not in order:
            self.keyed = order[0]
        else:
            i = order.index(self.keyed) + 1
            self.keyed = order[i] if i < len(order) else None

    def close(self) -> bool:
        """Esc: close what M opened (True when it was open; the pointer's stays while the
        pointer is on the small field)."""
        was = self.keyed is not None
        self.keyed = None
        return was

    def data(self, view: TulpeView) -> FieldData | None:
        """The field shown enlarged: that seat's field in the view (public facts), or None."""
        seat = self.seat
        if seat is None or not 0 <= seat < len(view.fields):
            return None
        return view.field_data(seat)

    # ------------------------------------------------------------------ layout and drawing
    def place(self, theme: "Theme", window: tuple[int, int], strip: "PlayerStrip",
              seat: int) -> pygame.Rect:
        """The panel under the seat's card, as wide as a readable field needs (within the
        window)."""
        w, h = window
        card = strip.rects[seat] if 0 <= seat < len(strip.rects) else strip.rect
        pad = theme.px(12)
        title_h = theme.font("heading").get_linesize() + theme.px(6)
        room_h = h - card.bottom - theme.px(8) - 2 * pad - title_h - theme.px(14)
        room_w = w - 2 * theme.px(14) - 2 * pad
        # the field's own layout wants about 15.5 cells across and 11 down (heads, legend)
        want = max(theme.px(CELL_MIN), int(w * 0.42 / COLS))  # about 40 % of the window
        cell = int(min(want, theme.px(CELL_MAX), room_w / (COLS + 0.5), room_h / 11.5))
        cell = max(theme.px(14), cell)
        field_w, field_h = int(cell * (COLS + 0.5)) + theme.px(8), int(cell * 11.4)
        panel = pygame.Rect(0, 0, field_w + 2 * pad, field_h + title_h + 2 * pad)
        panel.midtop = (card.centerx, card.bottom + theme.px(8))
        panel = panel.clamp(pygame.Rect(0, 0, w, h))
        key = (tuple(panel), theme.key, cell)
        if key != self._laid:
            self._laid = key
            self.field.layout(pygame.Rect(panel.x + pad, panel.y + pad + title_h,
                                          panel.width - 2 * pad, field_h), theme)
        self.rect = panel
        return panel

    def draw(self, surface: pygame.Surface, theme: "Theme", view: TulpeView,
             strip: "PlayerStrip") -> None:
        data = self.data(view)
        seat = self.seat
        if data is None or seat is None:
            self.rect = pygame.Rect(0, 0, 0, 0)
            return
        panel = self.place(theme, surface.get_size(), strip, seat)
        shadow = pygame.Surface(panel.size, pygame.SRCALPHA)
        pygame.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=theme.px(10))
        surface.blit(shadow, panel.move(theme.px(4), theme.px(5)))
        draw_panel(surface, panel, theme, "panel")
        pygame.draw.rect(surface, theme.color("accent"), panel, max(1, theme.px(2)),
                         border_radius=theme.px(10))
        pad = theme.px(12)
        player = view.player(seat)
        score = int(player.get("score", 0))
        points = t("core.count.points." + ("one" if abs(score) == 1 else "other"),
                   n=signed(score))
        title = t("tulpe.ui.peek.title", name=view.names[seat], score=points)
        font = fit_font(theme, "heading", title, panel.width - 2 * pad)
        surface.blit(font.render(title, True, theme.color("text")),
                     (panel.x + pad, panel.y + pad - theme.px(2)))
        self.field.draw_static(surface, theme, data, frozenset(), rekord=view.rekord)
