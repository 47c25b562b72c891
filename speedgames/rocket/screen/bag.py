"""The Pulverbeutel on screen: every chip in the bag with its count, always visible.

„Was im Beutel ist, siehst du jederzeit – gezogen wird blind.“ The bag is drawn as a sack with one
chip per chip id and a count; hovering (or a long press, or a tap) opens the chip's info window with
the chance that it comes next — never anything about the order of the draws, which does not exist
before the draw. Hit rectangles are kept so the scene's tooltip provider can ask what is where.
"""

from __future__ import annotations

from typing import Any, Mapping

import pygame

from speedgames.core.i18n import t
from speedgames.core.i18n import t_count as counted
from speedgames.rocket.rules import data
from speedgames.rocket.screen import art
from speedgames.ui.widgets import draw_panel, hyphen_wrap


class BagView:
    """The bag's contents inside ``rect``; ``chips`` maps chip id → its hit rectangle."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.chips: dict[str, pygame.Rect] = {}

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    @staticmethod
    def height_for(theme: Any, kinds: int) -> int:
        """The least height that shows the title and ``kinds`` chips (three to a row, each
        row a small chip high): below it the panel shows only its title line."""
        rows = max(1, -(-max(1, kinds) // 3))
        return 2 * theme.px(10) + theme.font("label").get_linesize() + theme.px(4) + \
            rows * theme.px(30)

    def chip_at(self, pos: tuple[int, int]) -> str | None:
        for chip_id, r in self.chips.items():
            if r.collidepoint(pos):
                return chip_id
        return None

    def draw(self, surface: pygame.Surface, theme: Any, bag: Mapping[str, int], *,
             title: str | None = None, set_aside: list[str] | None = None) -> None:
        """Panel, title with the chip total, and the chips in canonical order with counts."""
        r = self.rect
        draw_panel(surface, r, theme, "panel")
        pad = theme.px(10)
        total = sum(bag.values())
        head = title if title is not None else t("rocket.ui.bag.title")
        count = counted("rocket.ui.bag.count", total, n=total)
        label_font = theme.font("label")
        cimg = theme.font("small").render(count, True, theme.color("text_dim"))
        # the title beside the count, on a second line between its words when long
        # („PULVERBEUTEL MIT / HÜLSE“ at big text) rather than smaller
        lines = hyphen_wrap(head.upper(), label_font, r.width - 3 * pad - cimg.get_width())
        for i, line in enumerate(lines):
            surface.blit(label_font.render(line, True, theme.color("accent")),
                         (r.x + pad, r.y + pad + i * label_font.get_linesize()))
        surface.blit(cimg, cimg.get_rect(topright=(r.right - pad, r.y + pad)))
        top = r.y + pad + len(lines) * label_font.get_linesize() + theme.px(4)
        items = [(c, bag[c]) for c in data.CHIPS if bag.get(c)]
        self.chips = {}
        area = pygame.Rect(r.x + pad, top, r.width - 2 * pad, r.bottom - pad - top)
        if not items or area.height <= 0:
            if area.height > 0:
                img = theme.font("small", italic=True).render(t("rocket.ui.bag.empty"), True,
                                                              theme.color("text_dim"))
                surface.blit(img, (area.x, area.y))
            return
        # choose the largest cell that lets all items fit
        n = len(items)
        font = theme.font("body", bold=True)
        # a cell holds a small chip and its „×12“ at full size: never more columns than that
        widest = max(font.size(f"×{k}")[0] for _c, k in items)
        most = max(1, area.width // (2 * 7 + theme.px(5) + widest + theme.px(4)))
        cols = min(most, 3 if n > 4 or area.width > theme.px(240) else 2)
        while cols < min(8, most) and -(-n // cols) * theme.px(34) > area.height:
            cols += 1
        rows = -(-n // cols)
        cell_w = area.width // cols
        cell_h = min(area.height // max(1, rows), theme.px(56))
        radius = max(7, min(int(cell_h * 0.42), int(cell_w * 0.24), theme.px(20),
                            (cell_w - theme.px(5) - widest - theme.px(4)) // 2))
        for i, (chip_id, k) in enumerate(items):
            cx = area.x + (i % cols) * cell_w
            cy = area.y + (i // cols) * cell_h
            cell = pygame.Rect(cx, cy, cell_w, cell_h)
            img = art.chip(chip_id, radius)
            chip_rect = img.get_rect(midleft=(cell.x + theme.px(2), cell.centery))
            surface.blit(img, chip_rect)
            num = font.render(f"×{k}", True, theme.color("text"))
            surface.blit(num, num.get_rect(midleft=(chip_rect.right + theme.px(3),
                                                    cell.centery)))
            self.chips[chip_id] = pygame.Rect(cell.x, cell.y, cell.width, cell.height)
        below = (area.y + rows * cell_h) + theme.px(10)
        _sack(surface, pygame.Rect(r.x + theme.px(20), below, r.width - theme.px(40),
                                   r.bottom - theme.px(18) - below), theme)
        if set_aside:
            note = t("rocket.ui.bag.set_aside", n=len(set_aside))
            img = theme.font("small", italic=True).render(note, True, theme.color("text_dim"))
            surface.blit(img, img.get_rect(bottomright=(r.right - pad, r.bottom - theme.px(4))))


def _sack(surface: pygame.Surface, box: pygame.Rect, theme: Any) -> None:
    """A faint linen sack in the free space under the chips: the Pulverbeutel as an object."""
    if box.width < 60 or box.height < 70:
        return
    h = min(box.height, theme.px(190))
    w = min(box.width, int(h * 0.95))
    sack = pygame.Rect(0, 0, w, h)
    sack.midbottom = box.midbottom
    base = theme.color("panel")
    sign = 1 if theme.dark else -1
    tint = tuple(max(0, min(255, c + sign * 7)) for c in base)
    line = tuple(max(0, min(255, c + sign * 20)) for c in base)
    neck_y = sack.y + int(h * 0.22)
    body = pygame.Rect(sack.x, neck_y, w, h - (neck_y - sack.y))
    pygame.draw.ellipse(surface, tint, body)
    pygame.draw.ellipse(surface, line, body, 2)
    cx = sack.centerx
    frill = [(cx - w * 0.13, neck_y + h * 0.04), (cx - w * 0.2, sack.y + h * 0.04),
             (cx - w * 0.07, sack.y + h * 0.1), (cx, sack.y), (cx + w * 0.07, sack.y + h * 0.1),
             (cx + w * 0.2, sack.y + h * 0.04), (cx + w * 0.13, neck_y + h * 0.04)]
    pygame.draw.polygon(surface, tint, frill)
    pygame.draw.lines(surface, line, False, frill, 2)
    cord = pygame.Rect(0, 0, int(w * 0.34), max(4, int(h * 0.07)))
    cord.center = (cx, neck_y + int(h * 0.03))
    pygame.draw.ellipse(surface, line, cord, max(2, w // 50))
    pygame.draw.line(surface, line, (cx + w * 0.1, neck_y + h * 0.05),
                     (cx + w * 0.2, neck_y + h * 0.2), max(2, w // 60))
