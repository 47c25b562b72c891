"""Speedtulpe's „Allein“: Gegen Computer, Rekordjagd and the Tagesblatt (the solo modes).

Gegen Computer opens the table setup with one person; the Rekordjagd (30 Würfe, the layout of
your choice) and the Tagesblatt (today's field and dice; only the first attempt counts — while it
lies unfinished, the button goes on with it) start at once. The frame is the shared
:class:`~speedgames.ui.solo_menu.CardSoloMenu`; the cards are drawn with tulips.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

import pygame

from speedgames.core.i18n import t
from speedgames.tulpe.screen import art
from speedgames.ui import registry
from speedgames.ui.game_menu import tr as _tr
from speedgames.ui.solo_menu import CardMetrics, CardSoloMenu, solo_player_name
from speedgames.ui.widgets import Button, Choice, fit_font

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike

LAYOUTS = ("einsteiger", "klassisch", "verwinkelt", "zufall")  # the table setup's order


class SoloMenu(CardSoloMenu):
    """„Allein“: Gegen Computer, Rekordjagd, Tagesblatt (the shared card frame)."""

    name = "tulpe.solo"
    game_id = "tulpe"
    metrics = CardMetrics(top=130, margin=40, gap=24, foot=110, card_max=430, pad=20,
                          button_h=52, back_w=200)
    cached = True

    def __init__(self, app: "AppLike", game: str = "tulpe") -> None:
        super().__init__(app)
        self.layout = "klassisch"
        self.daily_open = False  # today's counting attempt is saved and unfinished
        self.computer_btn = Button(_tr("tulpe.ui.solo.computer"), self.vs_computer,
                                   style="primary")
        self.rekord_btn = Button(_tr("tulpe.ui.solo.rekord"), self.rekordjagd, style="primary")
        self.layout_choice = Choice(_tr("ui.options.tulpe.layout"),
                                    [(v, _tr(f"ui.options.tulpe.layout_{v}")) for v in LAYOUTS],
                                    self.layout, self._set_layout)
        self.daily_btn = Button(_tr("tulpe.ui.solo.daily"), self.daily, style="primary")
        self.back_btn = Button(_tr("ui.common.back"), app.back)
        self.setup_buttons = [self.computer_btn]
        self.card_buttons = [self.computer_btn, self.rekord_btn, self.daily_btn]
        self.set_widgets([self.computer_btn, self.rekord_btn, self.layout_choice,
                          self.daily_btn, self.back_btn])

    def _set_layout(self, value: str) -> None:
        self.layout = value

    def _name(self) -> str:
        return solo_player_name(self.app)

    def vs_computer(self) -> None:
        self.app.open("table_setup", game="tulpe", solo=True, player=self.setup_player())

    def rekordjagd(self) -> None:
        from speedgames.tulpe import modes

        options = modes.rekordjagd_options(self._name(), layout=self.layout)
        self.app.replace("tulpe.game", options=options, seed=secrets.randbelow(2 ** 53))

    def daily(self) -> None:
        """Today's Tagesblatt: the first attempt, still open, goes on (it is the one that counts);
        otherwise a new game (a practice round once today's attempt is begun)."""
        from speedgames.core.daily import today
        from speedgames.tulpe import modes

        open_attempt = self.open_daily()
        if open_attempt is not None:
            self.app.toast(t("tulpe.ui.solo.daily_resumed"), "info")
            self.app.replace("tulpe.game", save=open_attempt)
            return
        options, seed = modes.daily_options(today(), self._name())
        self.app.replace("tulpe.game", options=options, seed=seed)

    def open_daily(self) -> Any:
        """The unfinished save of today's counting Tagesblatt attempt of this player, or None."""
        from speedgames.core.daily import today
        from speedgames.core.saves import list_saves, load_save

        date, name = today(), self._name()
        try:
            saves = list_saves(self.app.storage, "tulpe")
        except Exception:
            return None
        for info in saves:
            if info.meta.get("mode") != "daily" or not info.meta.get("daily_counts"):
                continue
            try:
                match, _meta = load_save(self.app.storage, "tulpe", info.save_id)
            except Exception:  # a broken save is moved aside and simply not offered
                continue
            seats = match.options.get("seats") or [{}]
            if match.options.get("date") == date and seats[0].get("name") == name \
                    and not match.state.is_over():
                return info
        return None

    def relayout_more(self) -> None:
        """The layout choice sits in the Rekordjagd card, just above its button."""
        th = self.app.theme
        bh = th.px(self.metrics.button_h)
        self.layout_choice.rect = pygame.Rect(self.rekord_btn.rect.x,
                                              self.rekord_btn.rect.y - bh - th.px(10),
                                              self.rekord_btn.rect.width, bh)

    def enter(self) -> None:
        super().enter()
        self.daily_open = self.played and self.open_daily() is not None

    def resume(self) -> None:
        super().resume()
        self.daily_open = self.played and self.open_daily() is not None

    def cache_key(self) -> Any:
        return (self.layout, self.played, self.daily_open)

    def card_texts(self) -> list[tuple[str, str]]:
        daily = "tulpe.ui.solo.daily_text_played" if self.played else "tulpe.ui.solo.daily_text"
        if self.daily_open:
            daily = "tulpe.ui.solo.daily_text_open"
        return [(t("tulpe.ui.solo.computer"), t("tulpe.ui.solo.computer_text")),
                (t("tulpe.ui.solo.rekord"), t("tulpe.ui.solo.rekord_text")),
                (t("tulpe.ui.solo.daily"), t(daily))]

    def draw_background(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        surface.blit(art.landscape(surface.get_size(), th.dark, self.cards[0].y - th.px(8),
                                   clear=self.title_band(surface.get_width())), (0, 0))

    def title_band(self, width: int) -> tuple[int, int]:
        """The x band of the header title and its rule, kept free of clouds."""
        th = self.app.theme
        title = self.header_title()
        font = fit_font(th, "title", title, width - th.px(80))
        half = min(width // 2 - th.px(40),
                   max(font.size(title)[0] // 2 + th.px(60), th.px(200)))
        return width // 2 - half - th.px(8), width // 2 + half + th.px(8)

    def art_bottom(self, index: int, card: pygame.Rect) -> int:
        if index == 1:
            return self.layout_choice.rect.y
        return super().art_bottom(index, card)

    def draw_card_art(self, surface: pygame.Surface, index: int, card: pygame.Rect, y: int,
                      bottom: int) -> None:
        """Three tulips per card, in the card's colours."""
        th = self.app.theme
        limit = bottom - th.px(12)
        size = min(limit - y - th.px(10), card.width // 3)
        if size > th.px(30):
            colors = ("RWO", "YVR", "WRV")[index]
            for k, (color, dx) in enumerate(zip(colors, (-0.55, 0.55, 0.0))):
                img = art.tulip(color, int(size * (0.8 if k < 2 else 1.0)))
                surface.blit(img, img.get_rect(midbottom=(card.centerx + int(dx * size), limit)))


registry.register("tulpe.solo", SoloMenu, game="tulpe", sample=lambda app: {"game": "tulpe"})
