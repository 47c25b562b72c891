"""„Allein“ for Speedsprit (registered as ``sprit.solo``): gegen Computer, the Rekordjagd, or the
Tagesetappe.

Gegen Computer opens the table setup with one human. The Rekordjagd starts at once: a lone car over
the Alpenpass with Streckenkarten, a new deck every run; its list counts the turns to the Ziel,
fewest first (``speedgames.sprit.modes.rekordjagd_options``). The Tagesetappe is the same stage for
everybody today (same deck, same start order, three strong computers, no Zug-Uhr; the track
alternates daily); only the first run of the day counts, later runs are practice — the card says
which it will be. The cards' frame is the shared :class:`speedgames.ui.solo_menu.CardSoloMenu`.
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

import pygame

from speedgames.core.i18n import t
from speedgames.ui import registry
from speedgames.ui.solo_menu import CardMetrics, CardSoloMenu, solo_player_name
from speedgames.ui.widgets import Button

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike


def player_name(app: "AppLike") -> str:
    return solo_player_name(app)


class SoloMenu(CardSoloMenu):
    name = "sprit.solo"
    game_id = "sprit"
    metrics = CardMetrics(top=140, margin=40, gap=24, foot=120, card_max=540, pad=24,
                          button_h=54, back_w=220, col_max=460)

    def __init__(self, app: "AppLike", game: str = "sprit") -> None:
        super().__init__(app)
        self.computer_btn = Button(lambda: t("sprit.ui.solo.computer"), self.vs_computer,
                                   style="primary", icon="play")
        self.rekord_btn = Button(lambda: t("sprit.ui.solo.rekord"), self.rekordjagd,
                                 style="primary", icon="play")
        self.daily_btn = Button(lambda: t("sprit.ui.solo.daily"), self.daily, style="primary",
                                icon="play")
        self.back_btn = Button(lambda: t("ui.common.back"), app.back, icon="back")
        self.setup_buttons = [self.computer_btn]
        self.card_buttons = [self.computer_btn, self.rekord_btn, self.daily_btn]
        self.set_widgets([self.computer_btn, self.rekord_btn, self.daily_btn, self.back_btn])

    def vs_computer(self) -> None:
        self.app.open("table_setup", game="sprit", solo=True, player=self.setup_player())

    def rekordjagd(self) -> None:
        """A lone car over the Alpenpass; the deck is shuffled anew for every run."""
        from speedgames.sprit import modes

        self.app.replace("sprit.game", options=modes.rekordjagd_options(player_name(self.app)),
                         seed=secrets.randbelow(2 ** 53))

    def daily(self) -> None:
        from speedgames.core.daily import today
        from speedgames.sprit import modes

        options, seed = modes.daily_options(today(), player_name(self.app))
        self.app.replace("sprit.game", options=options, seed=seed)

    def card_texts(self) -> list[tuple[str, str]]:
        from speedgames.core.daily import today
        from speedgames.sprit import modes

        track = t(f"sprit.tracks.{modes.track_for(today())}")
        daily_text = t("sprit.ui.solo.daily_text", track=track)
        if self.played:
            daily_text += " " + t("sprit.ui.solo.daily_played")
        return [(t("sprit.ui.solo.computer"), t("sprit.ui.solo.computer_text")),
                (t("sprit.ui.solo.rekord"), t("sprit.ui.solo.rekord_text")),
                (t("sprit.ui.solo.daily"), daily_text)]

    def draw_card_art(self, surface: pygame.Surface, index: int, card: pygame.Rect, y: int,
                      bottom: int) -> None:
        """Two cars on Gegen Computer, one on the Rekordjagd, four on the Tagesetappe."""
        from speedgames.sprit.screen.cars import draw_car, seat_colour

        th = self.app.theme
        pad = th.px(self.metrics.pad)
        limit = bottom - th.px(20)
        n = (2, 1, 4)[index]
        if limit - y > th.px(50):
            width = min((card.width - 2 * pad) // max(n, 2), (limit - y) * 2)  # one: as of two
            for k in range(n):
                x = card.centerx + (k - (n - 1) / 2) * width
                draw_car(surface, seat_colour(k), (x, limit), int(width * 0.85), 1)


registry.register("sprit.solo", SoloMenu, game="sprit", sample=lambda app: {"game": "sprit"})
