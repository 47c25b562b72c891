"""„Allein“ for Speedsprit (registered as ``sprit.solo``): gegen Computer, or the Tagesetappe.

Gegen Computer opens the table setup with one human. The Tagesetappe is the same stage for
everybody today (same deck, same start order, three strong computers, no Zug-Uhr; the track
alternates daily); only the first run of the day counts, later runs are practice — the card says
which it will be.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from speedgames.core.i18n import t
from speedgames.ui import registry
from speedgames.ui.scene import Scene
from speedgames.ui.widgets import (Button, FocusRing, draw_backdrop, draw_header, draw_panel,
                                   draw_text)

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.app import App


def player_name(app: "App") -> str:
    name = str(getattr(app.settings, "last_profile", "") or "").strip()
    return name or t("ui.table.default_name", n=1)


class SoloMenu(Scene):
    name = "sprit.solo"

    def __init__(self, app: "App", game: str = "sprit") -> None:
        super().__init__(app)
        self.computer_btn = Button(lambda: t("sprit.ui.solo.computer"), self.vs_computer,
                                   style="primary", icon="play")
        self.daily_btn = Button(lambda: t("sprit.ui.solo.daily"), self.daily, style="primary",
                                icon="play")
        self.back_btn = Button(lambda: t("ui.common.back"), app.back, icon="back")
        self.focus = FocusRing([self.computer_btn, self.daily_btn, self.back_btn])
        self.cards: list[pygame.Rect] = []
        self._played = False  # read when the menu opens, not every frame

    def vs_computer(self) -> None:
        self.app.open("table_setup", game="sprit", solo=True)

    def daily(self) -> None:
        from speedgames.core.daily import today
        from speedgames.sprit import modes

        options, seed = modes.daily_options(today(), player_name(self.app))
        self.app.replace("sprit.game", options=options, seed=seed)

    def daily_played(self) -> bool:
        from speedgames.core.daily import today
        from speedgames.core.records import daily_attempted

        try:
            return daily_attempted(self.app.storage, "sprit", today(), player_name(self.app))
        except Exception:
            return False

    def enter(self) -> None:
        self._played = self.daily_played()

    def resume(self) -> None:
        self._played = self.daily_played()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.back()
            return True
        return self.focus.handle_event(event)

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def relayout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        w, h = size
        top = th.px(140)
        m = th.px(60)
        gap = th.px(30)
        col_w = min(th.px(460), (w - 2 * m - gap) // 2)
        x0 = (w - 2 * col_w - gap) // 2
        card_h = min(h - top - th.px(120), th.px(420))
        self.cards = [pygame.Rect(x0 + i * (col_w + gap), top, col_w, card_h) for i in range(2)]
        bh = th.px(54)
        for card, btn in zip(self.cards, (self.computer_btn, self.daily_btn)):
            btn.rect = pygame.Rect(card.x + th.px(24), card.bottom - th.px(24) - bh,
                                   card.width - th.px(48), bh)
        self.back_btn.rect = pygame.Rect(m, h - th.px(30) - bh, th.px(220), bh)

    def draw(self, surface: pygame.Surface) -> None:
        from speedgames.core.daily import today
        from speedgames.sprit import modes
        from speedgames.sprit.ui_cars import draw_car, seat_colour

        th = self.app.theme
        if not self.cards:
            self.relayout(surface.get_size())
        draw_backdrop(surface, th)
        draw_header(surface, th, t("games.sprit.name") + " · " + t("ui.kontor.alone"),
                    t("sprit.ui.solo.subtitle"))
        track = t(f"sprit.tracks.{modes.track_for(today())}")
        daily_text = t("sprit.ui.solo.daily_text", track=track)
        if self._played:
            daily_text += " " + t("sprit.ui.solo.daily_played")
        texts = [(t("sprit.ui.solo.computer"), t("sprit.ui.solo.computer_text")),
                 (t("sprit.ui.solo.daily"), daily_text)]
        for i, (card, (head, body)) in enumerate(zip(self.cards, texts)):
            draw_panel(surface, card, th, "card")
            pad = th.px(24)
            y = card.y + pad
            title = th.font("heading").render(head, True, th.color("text"))
            surface.blit(title, (card.x + pad, y))
            y += title.get_height() + th.px(10)
            y += draw_text(surface, body, th.font("body"), th.color("text_dim"),
                           pygame.Rect(card.x + pad, y, card.width - 2 * pad, 0))
            limit = card.bottom - th.px(24) - th.px(54) - th.px(20)
            n = 2 if i == 0 else 4
            if limit - y > th.px(50):
                width = min((card.width - 2 * pad) // n, (limit - y) * 2)
                for k in range(n):
                    x = card.centerx + (k - (n - 1) / 2) * width
                    draw_car(surface, seat_colour(k), (x, limit), int(width * 0.85), 1)
        self.focus.draw(surface, th)


registry.register("sprit.solo", SoloMenu, game="sprit", sample=lambda app: {"game": "sprit"})
