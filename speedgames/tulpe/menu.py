"""Speedtulpe's two small menus: the pause menu over a game, and „Allein“ (the solo modes).

Pause menu: Weiter · Ansicht (the big field follows whoever chooses: an/aus) · Spielregeln ·
Zum Kontor (the game is saved; „Fortsetzen“ resumes it) · Aufgeben (only with other humans at the
table: the leaver gets −10 in the Bestenliste, so it asks first).

„Allein“: Gegen Computer (the table setup with one human), Rekordjagd (30 Würfe, layout of your
choice) and the Tagesblatt (today's field and dice; only the first attempt counts).
"""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

import pygame

from speedgames.core.i18n import Text, language, t
from speedgames.tulpe import art
from speedgames.ui import registry
from speedgames.ui.scene import Scene
from speedgames.ui.widgets import (Button, Choice, FocusRing, Toggle, draw_header, draw_panel,
                                   draw_text)

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.app import App
    from speedgames.tulpe.scene import TulpeScene

LAYOUTS = ("klassisch", "einsteiger", "verwinkelt", "zufall")


def _tr(key: str, **params: Any) -> Any:
    return lambda: t(key, **params)


class PauseMenu(Scene):
    """A modal menu over the game (Esc or „Weiter“ closes it)."""

    name = "tulpe.menu"
    overlay = True

    def __init__(self, app: "App", game: "TulpeScene") -> None:
        super().__init__(app)
        self.game = game
        self.resume_btn = Button(_tr("tulpe.ui.menu_resume"), self.close, style="primary")
        self.follow = Toggle(_tr("tulpe.ui.menu_follow"), app.settings.follow_chooser,
                             self._follow, on_text=_tr("ui.settings.on"),
                             off_text=_tr("ui.settings.off"))
        self.rules_btn = Button(_tr("tulpe.ui.menu_rules"),
                                lambda: app.open("rules", game="tulpe"),
                                enabled=registry.has("rules"))
        self.kontor_btn = Button(_tr("tulpe.ui.menu_kontor"), self.to_kontor)
        others = len(game.controller.humans) > 1 and not game.match.state.is_over()
        self.give_up_btn = Button(_tr("tulpe.ui.menu_give_up"), self.give_up, enabled=others)
        self.give_up_btn.visible = others
        self.focus = FocusRing([self.resume_btn, self.follow, self.rules_btn, self.kontor_btn,
                                self.give_up_btn])
        self.focus.focus(self.resume_btn)

    def _follow(self, value: bool) -> None:
        self.app.settings.follow_chooser = bool(value)
        self.app.save_settings()

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.back()

    def to_kontor(self) -> None:
        self.game.save()
        self.app.home()

    def give_up(self) -> None:
        from speedgames.ui.overlays import ConfirmDialog

        seat = self.game.controller.holder
        if seat is None:
            seat = self.game.controller.humans[0]
        name = self.game.seat_name(seat)
        self.app.push(ConfirmDialog(self.app, Text("tulpe.ui.give_up_question", {"name": name}),
                                    on_yes=lambda: self._give_up(seat),
                                    yes=Text("tulpe.ui.give_up_yes"), danger=True))

    def _give_up(self, seat: int) -> None:
        from speedgames.core.records import record_abandoned
        from speedgames.core.saves import delete_save

        game = self.game
        try:
            notices = record_abandoned(self.app.storage, "tulpe", game.match.record(),
                                       seat=seat)
        except Exception:
            self.app.report_error()
            notices = []
        if game.saver is not None:
            game.saver.close()
            game.saver = None
        delete_save(self.app.storage, "tulpe", game.save_id)
        for notice in notices:
            self.app.toast(notice, "warn")
        self.app.home()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_F10):
            self.close()
            return True
        self.focus.handle_event(event)
        return True

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        w, h = surface.get_size()
        scrim = pygame.Surface((w, h), pygame.SRCALPHA)
        scrim.fill((*th.color("scrim"), 170))
        surface.blit(scrim, (0, 0))
        items = [wd for wd in self.focus.widgets if wd.visible]
        bh, gap = th.px(50), th.px(12)
        pw = min(w - th.px(40), th.px(520))
        title_h = th.font("title").get_linesize() + th.px(20)
        ph = th.px(28) * 2 + title_h + len(items) * (bh + gap)
        panel = pygame.Rect(0, 0, pw, ph)
        panel.center = (w // 2, h // 2)
        draw_panel(surface, panel, th, "poster")
        title = th.font("title").render(t("tulpe.ui.menu"), True, th.color("text"))
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.y + th.px(24))))
        y = panel.y + th.px(28) + title_h
        for widget in items:
            widget.rect = pygame.Rect(panel.x + th.px(32), y, pw - th.px(64), bh)
            y += bh + gap
        self.focus.draw(surface, th)


class SoloMenu(Scene):
    """„Allein“: Gegen Computer, Rekordjagd, Tagesblatt."""

    name = "tulpe.solo"

    def __init__(self, app: "App", game: str = "tulpe") -> None:
        super().__init__(app)
        self.layout = LAYOUTS[0]
        self.computer_btn = Button(_tr("tulpe.ui.solo.computer"), self.vs_computer,
                                   style="primary")
        self.rekord_btn = Button(_tr("tulpe.ui.solo.rekord"), self.rekordjagd, style="primary")
        self.layout_choice = Choice(_tr("ui.options.tulpe.layout"),
                                    [(v, _tr(f"ui.options.tulpe.layout_{v}")) for v in LAYOUTS],
                                    self.layout, self._set_layout)
        self.daily_btn = Button(_tr("tulpe.ui.solo.daily"), self.daily, style="primary")
        self.back_btn = Button(_tr("ui.common.back"), app.back)
        self.focus = FocusRing([self.computer_btn, self.rekord_btn, self.layout_choice,
                                self.daily_btn, self.back_btn])
        self.played = False

    def enter(self) -> None:
        self.played = self.daily_played()

    def resume(self) -> None:
        self.played = self.daily_played()

    def _set_layout(self, value: str) -> None:
        self.layout = value

    def _name(self) -> str:
        name = getattr(self.app.settings, "last_profile", "") or ""
        return name or t("ui.table.default_name", n=1)

    def vs_computer(self) -> None:
        self.app.open("table_setup", game="tulpe", solo=True)

    def rekordjagd(self) -> None:
        from speedgames.tulpe import modes

        options = modes.rekordjagd_options(self._name(), layout=self.layout)
        self.app.replace("tulpe.game", options=options, seed=secrets.randbelow(2 ** 53))

    def daily(self) -> None:
        from speedgames.core.daily import today
        from speedgames.tulpe import modes

        options, seed = modes.daily_options(today(), self._name())
        self.app.replace("tulpe.game", options=options, seed=seed)

    def daily_played(self) -> bool:
        from speedgames.core.daily import today
        from speedgames.core.records import daily_attempted

        try:
            return daily_attempted(self.app.storage, "tulpe", today(), self._name())
        except Exception:
            return False

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
        top = th.px(130)
        m = th.px(40)
        gap = th.px(24)
        col_w = (w - 2 * m - 2 * gap) // 3
        card_h = min(h - top - th.px(110), th.px(430))
        self.cards = [pygame.Rect(m + i * (col_w + gap), top, col_w, card_h) for i in range(3)]
        bh = th.px(52)
        for card, btn in zip(self.cards, (self.computer_btn, self.rekord_btn, self.daily_btn)):
            btn.rect = pygame.Rect(card.x + th.px(20), card.bottom - th.px(20) - bh,
                                   card.width - th.px(40), bh)
        self.layout_choice.rect = pygame.Rect(self.rekord_btn.rect.x,
                                              self.rekord_btn.rect.y - bh - th.px(10),
                                              self.rekord_btn.rect.width, bh)
        self.back_btn.rect = pygame.Rect(m, h - th.px(30) - bh, th.px(200), bh)

    def draw(self, surface: pygame.Surface) -> None:
        """Drawn once per change of focus, hover, choice, language, theme or size (cached)."""
        th = self.app.theme
        if not hasattr(self, "cards"):
            self.relayout(surface.get_size())
        key = (surface.get_size(), th.name, language(), self.focus.index,
               self.layout, self.played,
               tuple((wd.hovered, wd.pressed) for wd in self.focus.widgets))
        if key != getattr(self, "_key", None):
            self._picture = pygame.Surface(surface.get_size())
            self._draw(self._picture)
            self._key = key
        surface.blit(self._picture, (0, 0))

    def _draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        w, h = surface.get_size()
        surface.blit(art.landscape((w, h), th.dark, self.cards[0].y - th.px(8)), (0, 0))
        draw_header(surface, th, t("games.tulpe.name") + " · " + t("ui.kontor.alone"),
                    t("tulpe.ui.solo.subtitle"))
        played = self.played
        texts = [("tulpe.ui.solo.computer", "tulpe.ui.solo.computer_text"),
                 ("tulpe.ui.solo.rekord", "tulpe.ui.solo.rekord_text"),
                 ("tulpe.ui.solo.daily", "tulpe.ui.solo.daily_text_played" if played
                  else "tulpe.ui.solo.daily_text")]
        for card, (head, body) in zip(self.cards, texts):
            draw_panel(surface, card, th, "card")
            pad = th.px(20)
            y = card.y + pad
            title = th.font("heading").render(t(head), True, th.color("text"))
            surface.blit(title, (card.x + pad, y))
            y += title.get_height() + th.px(10)
            y += draw_text(surface, t(body), th.font("body"), th.color("text_dim"),
                           pygame.Rect(card.x + pad, y, card.width - 2 * pad, 0))
            limit = (self.layout_choice.rect.y if card is self.cards[1]
                     else card.bottom - th.px(20) - th.px(52)) - th.px(12)
            size = min(limit - y - th.px(10), card.width // 3)
            if size > th.px(30):
                colors = ("RWO", "YVR", "WRV")[self.cards.index(card)]
                for k, (color, dx) in enumerate(zip(colors, (-0.55, 0.55, 0.0))):
                    img = art.tulip(color, int(size * (0.8 if k < 2 else 1.0)))
                    surface.blit(img, img.get_rect(midbottom=(card.centerx + int(dx * size),
                                                              limit)))
        self.focus.draw(surface, th)


registry.register("tulpe.solo", SoloMenu, game="tulpe", sample=lambda app: {"game": "tulpe"})
