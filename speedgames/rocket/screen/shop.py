"""The Pulverhandlung on screen: wares 1–7 with prices, the basket, Kristall trades, „Fertig“.

The basket logic is plain and tested on its own (:class:`~speedgames.rocket.screen.basket.Basket`):
keys 1–7 pick a ware (Kalkorange … Schwarzpulver), a second colour is added beside the first, and
a pick that does not fit is refused with its reason. The scene sends ``buy`` with the basket and
then ``done`` on „Fertig“.

Each row tells the Rezeptur of this game for the colour; values you cannot afford are dimmed, wares
not yet on sale say from which evening they are. Every value chip is a focusable widget, so Tab /
arrows / Enter work as well as the number keys and the mouse.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

import pygame

from speedgames.core.i18n import t
from speedgames.rocket.rules import data
from speedgames.rocket.screen import art
from speedgames.rocket.screen.basket import MAX_CHIPS, Basket
from speedgames.ui.table_setup import draw_fitted
from speedgames.ui.widgets import Widget, draw_focus_ring, draw_panel, fit_font


class ChipButton(Widget):
    """One value of a ware (e.g. Strontiumrot 2 for 10 Mark): focusable, clickable."""

    def __init__(self, chip: str, on_click: Callable[[str], Any]) -> None:
        super().__init__()
        self.chip = chip
        self.on_click = on_click
        self.price = 0
        self.selected = False
        self.affordable = True

    def activate(self) -> None:
        if self.enabled:
            self.on_click(self.chip)

    def draw(self, surface: pygame.Surface, theme: Any, focused: bool = False) -> None:
        if not self.visible or self.rect.width <= 0:
            return
        r = self.rect
        if self.selected:
            pygame.draw.rect(surface, theme.color("accent"), r, border_radius=theme.px(8))
        elif self.hovered or focused:
            pygame.draw.rect(surface, theme.color("panel_alt"), r, border_radius=theme.px(8))
        coin_r = max(4, r.height // 7)
        radius = chip_radius(theme, r.width, r.height)
        img = art.chip(self.chip, radius, ghost=not (self.enabled and self.affordable))
        surface.blit(img, img.get_rect(midleft=(r.x + theme.px(3), r.centery)))
        ink = theme.color("accent_text" if self.selected else
                          "text" if self.enabled and self.affordable else "disabled_text")
        cx = r.x + radius * 2 + theme.px(8) + coin_r
        art.draw_mark(surface, (cx, r.centery), coin_r)
        draw_fitted(surface, str(self.price), pygame.Rect(cx + coin_r + theme.px(4), r.y,
                                                          r.right - cx - coin_r - theme.px(6),
                                                          r.height),
                    theme, ink, role="body", bold=True, align="left")
        if focused:
            draw_focus_ring(surface, r, theme)


def _price_w(theme: Any) -> int:
    """The price beside a chip at full size (two digits)."""
    return theme.font_px("body", round(theme.font_size("small")), bold=True).size("88")[0]


def chip_radius(theme: Any, width: int, height: int) -> int:
    """The chip's radius on a price button ``width`` × ``height``: as tall as the button allows
    while the Mark coin and the price keep their room beside it."""
    coin_r = max(4, height // 7)
    room = (width - theme.px(3) - theme.px(8) - 2 * coin_r - theme.px(10) - _price_w(theme)) // 2
    return max(6, min(height // 2 - theme.px(3), width // 4, room))


def full_chip_width(theme: Any, height: int) -> int:
    """The narrowest price button of ``height`` whose chip is as big as the height allows."""
    full = chip_radius(theme, 10 ** 4, height)
    width = max(4 * full, 2 * full + 2 * max(4, height // 7) + _price_w(theme))
    while chip_radius(theme, width, height) < full:
        width += 1
    return width


def _subs() -> list[str]:
    """Every line that may stand under a ware's name: its Rezeptur, none, „ab dem 2. Abend“."""
    from speedgames.core.i18n import has

    out = [t("rocket.ui.shop.no_recipe")]
    out += [t("rocket.ui.shop.from_evening", n=n) for n in set(data.AVAILABLE_FROM.values())]
    for kind in data.WARE_KINDS:
        for n in range(1, 5):
            if has(f"rocket.recipe.{kind}{n}.name"):
                out.append(t("rocket.ui.shop.recipe", n=n,
                             name=t(f"rocket.recipe.{kind}{n}.name")))
    return out


class ShopView:
    """Geometry and drawing of the shop panel (the scene owns the widgets' callbacks)."""

    def __init__(self, on_chip: Callable[[str], Any]) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.buttons: dict[str, ChipButton] = {c: ChipButton(c, on_chip) for c in data.PRICES}
        self.rows: list[tuple[str, pygame.Rect]] = []
        self.stacked = False   # the Rezeptur lines under the rows (``layout``)
        self.foot = pygame.Rect(0, 0, 0, 0)   # the short key help's line then
        self._name_key: tuple = ()
        self._name_font: Any = None

    def kind_at(self, pos: tuple[int, int]) -> str | None:
        for kind, r in self.rows:
            if r.collidepoint(pos):
                return kind
        return None

    def layout(self, rect: pygame.Rect, theme: Any, side_w: int,
               foot: bool = False) -> pygame.Rect:
        """Lay out the seven ware rows; returns the side area for basket, trades and buttons.
        ``foot``: keep a line under the wares for the short key help (the side is full)."""
        self.rect = pygame.Rect(rect)
        pad = theme.px(18)
        head = theme.font("title").get_linesize() + theme.px(16)
        area = pygame.Rect(rect.x + pad, rect.y + pad + head, rect.width - 3 * pad - side_w,
                           rect.height - 2 * pad - head)
        small = theme.font("small")
        name = theme.font("body", bold=True)
        # the rows as tall as the name and its Rezeptur line need at this text size
        need = name.get_linesize() + small.get_linesize() + theme.px(8)
        kinds = len(data.WARE_KINDS)
        row_h = min(max(theme.px(62), need), area.height // kinds)
        # the key, the symbol and their gaps before the name (as ``draw_rows`` places them)
        inner = row_h - theme.px(4)
        prefix = 2 * max(8, inner // 4) + theme.px(20) + 2 * max(6, inner // 5) + theme.px(12)
        size = round(theme.font_size("small"))
        floor = theme.font_px("body", size, bold=True)
        widest = max(floor.size(t(f"rocket.chip.{kind}"))[0] for kind in data.WARE_KINDS)
        name_w = max(int(area.width * 0.42), widest + prefix)
        # the name column widens (up to half the row) for the longest Rezeptur line at one
        # pixel below ``small``; when even that cannot hold it (big text) the Rezeptur lines
        # go under the whole row, and a line for the short key help under the wares, which
        # the side has no room for then
        low = theme.font_px("small", size - 1)
        sub_need = max(low.size(text)[0] for text in _subs()) + prefix
        self.stacked = sub_need > area.width // 2
        if not self.stacked:
            name_w = max(name_w, sub_need)
        foot = small.get_linesize() + theme.px(4) if self.stacked or foot else 0
        self.foot = pygame.Rect(area.x, area.bottom - foot + theme.px(4), area.width, foot)
        row_h = min(row_h, (area.height - foot) // kinds)
        # the names at full size („Schwarzpulver“ was drawn smaller at 150 %) as far as the
        # price buttons keep their chips as big as their height allows
        whole = max(name.size(t(f"rocket.chip.{kind}"))[0] for kind in data.WARE_KINDS)
        high = row_h - theme.px(8) - (small.get_linesize() if self.stacked else 0)
        keep_chips = area.width - 3 * (full_chip_width(theme, high) + theme.px(6))
        name_w = max(name_w, min(whole + prefix, keep_chips))
        self.rows = []
        for i, kind in enumerate(data.WARE_KINDS):
            row = pygame.Rect(area.x, area.y + i * row_h, area.width, row_h - theme.px(4))
            self.rows.append((kind, row))
            values = [c for c in data.PRICES if c[0] == kind]
            vx = row.x + name_w
            vw = (row.right - vx) // 3
            for j, chip in enumerate(values):
                high = row.height - (small.get_linesize() if self.stacked else 0)
                self.buttons[chip].rect = pygame.Rect(vx + j * vw, row.y + theme.px(2),
                                                      vw - theme.px(6), high - theme.px(4))
        return pygame.Rect(area.right + pad, area.y, side_w, area.height)

    def update_buttons(self, prices: Mapping[str, int], basket: Basket, mark: int,
                       can_buy: bool) -> None:
        for chip, b in self.buttons.items():
            on_sale = chip in prices
            b.visible = True
            b.enabled = can_buy and on_sale
            b.price = prices.get(chip, data.PRICES[chip])
            b.selected = chip in basket.chips
            # dimmed when it cannot go in now: too dear beside the other chip, or the basket
            # holds two colours already (a click still says why)
            room = basket.of_kind(chip[0]) is not None or len(basket.chips) < MAX_CHIPS
            b.affordable = on_sale and room and b.price <= basket.room(chip[0], prices, mark)

    def name_box(self, kind: str, theme: Any) -> pygame.Rect:
        """Where a ware's name stands in its row (after its key and symbol, before its
        price buttons); its Rezeptur line goes under it."""
        row = dict(self.rows)[kind]
        key_r = max(8, row.height // 4)
        icon_w = 2 * max(6, row.height // 5) + 2
        tx = row.x + 2 * key_r + theme.px(4) + theme.px(8) + icon_w + theme.px(8)
        name_w = self.buttons[next(c for c in data.PRICES if c[0] == kind)].rect.x - tx \
            - theme.px(6)
        half = row.height - theme.font("small").get_linesize() - theme.px(2) if self.stacked \
            else row.height // 2
        return pygame.Rect(tx, row.y + theme.px(2), name_w, half)

    def name_font(self, theme: Any) -> pygame.font.Font:
        """One size for every ware's name in the list: the largest at which each stands whole
        on one line in its box. At 1024×700 and 150 % the two longest names stood at 23 px
        among 25 px ones, each shrunk on its own to its row (#30)."""
        boxes = [(t(f"rocket.chip.{kind}"), self.name_box(kind, theme)) for kind, _ in self.rows]
        key = (theme.key, tuple((text, box.size) for text, box in boxes))
        if key != self._name_key:
            font = theme.font("body", bold=True)
            for text, box in boxes:
                fitted = fit_font(theme, "body", text, box.width, bold=True)
                if fitted.get_height() < font.get_height():
                    font = fitted
            self._name_key, self._name_font = key, font
        return self._name_font

    def draw_rows(self, surface: pygame.Surface, theme: Any, *, recipes: Mapping[str, int],
                  evening: int, prices: Mapping[str, int], hover_kind: str | None) -> None:
        for i, (kind, row) in enumerate(self.rows):
            if hover_kind == kind:
                pygame.draw.rect(surface, theme.color("panel_alt"), row, border_radius=theme.px(8))
            elif i % 2:
                pygame.draw.rect(surface, theme.color("bg_alt"), row, border_radius=theme.px(8))
            key_r = max(8, row.height // 4)
            kc = (row.x + key_r + theme.px(4), row.centery)
            pygame.draw.circle(surface, theme.color("accent"), kc, key_r)
            num = theme.font("label").render(str(i + 1), True, theme.color("accent_text"))
            surface.blit(num, num.get_rect(center=kc))
            ink = (214, 208, 196) if kind == "K" and theme.dark else None
            icon = art.symbol_icon(kind, max(6, row.height // 5), ink)
            ix = kc[0] + key_r + theme.px(8)
            surface.blit(icon, icon.get_rect(midleft=(ix, row.centery)))
            box = self.name_box(kind, theme)
            tx, name_w, half = box.x, box.width, box.bottom - theme.px(2) - row.y
            name, font = t(f"rocket.chip.{kind}"), self.name_font(theme)
            if font.size(name)[0] <= box.width and font.get_height() <= box.height:
                img = font.render(name, True, theme.color("text"))   # centred on its ink
                surface.blit(img, (box.x, box.y + (box.height - font.get_height()) // 2))
            else:   # a box too low for one line: wrapped or shrunk on its own
                draw_fitted(surface, name, box, theme, theme.color("text"), role="body",
                            bold=True, align="left")
            if kind in recipes:
                n = recipes[kind]
                sub = t("rocket.ui.shop.recipe", n=n, name=t(f"rocket.recipe.{kind}{n}.name"))
            else:
                sub = t("rocket.ui.shop.no_recipe")
            if not any(c[0] == kind for c in prices):
                sub = t("rocket.ui.shop.from_evening", n=data.AVAILABLE_FROM[kind])
            sub_w = row.right - theme.px(6) - tx if self.stacked else name_w
            draw_fitted(surface, sub, pygame.Rect(tx, row.y + half, sub_w,
                                                  row.height - half - theme.px(2)),
                        theme, theme.color("text_dim"), role="small", align="left")

    def draw_frame(self, surface: pygame.Surface, theme: Any, title: str, sub: str) -> None:
        r = self.rect
        draw_panel(surface, r, theme, "poster")
        pad = theme.px(18)
        font = theme.font("title")
        img = font.render(title, True, theme.color("text"))
        surface.blit(img, (r.x + pad + theme.px(6), r.y + pad))
        draw_fitted(surface, sub, pygame.Rect(r.x + pad + img.get_width() + theme.px(24),
                                              r.y + pad + theme.px(4),
                                              r.width - 3 * pad - img.get_width() - theme.px(24),
                                              img.get_height()),
                    theme, theme.color("text_dim"), role="body", align="right")
