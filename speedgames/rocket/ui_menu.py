"""The menu over a running Speedrocket game (Esc, or „Menü“ at the top right).

Weiter · Spielregeln · Ansicht · Zum Kontor (the game stays saved: „Fortsetzen“ resumes it) ·
Aufgeben — only with other humans at the table, because leaving such a game early costs 10 in the
Bestenliste (rule text „Bestenliste“); it asks first, enters the −10 for the person at the device
and removes the save.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from speedgames.core.i18n import Text, t
from speedgames.ui import registry
from speedgames.ui.overlays import ConfirmDialog, draw_scrim
from speedgames.ui.scene import Scene
from speedgames.ui.widgets import Button, FocusRing, draw_panel

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.app import App
    from speedgames.rocket.scene import RocketScene


def _tr(key: str, **params: Any) -> Any:
    return lambda: t(key, **params)


class RocketMenu(Scene):
    name = "rocket.menu"
    overlay = True

    def __init__(self, app: "App", game: "RocketScene") -> None:
        super().__init__(app)
        self.game = game
        self.resume_btn = Button(_tr("rocket.ui.menu.resume"), self.close, style="primary")
        self.rules_btn = Button(_tr("ui.kontor.rules"), lambda: app.open("rules", game="rocket"),
                                enabled=registry.has("rules"), icon="book")
        self.settings_btn = Button(_tr("rocket.ui.btn.settings"), lambda: app.open("settings"),
                                   enabled=registry.has("settings"), icon="gear")
        self.kontor_btn = Button(_tr("rocket.ui.menu.kontor"), self.to_kontor, icon="back")
        others = len(game.ctl.humans) > 1 and not game.state.is_over()
        self.give_up_btn = Button(_tr("rocket.ui.menu.give_up"), self.give_up, enabled=others)
        self.give_up_btn.visible = others
        self.focus = FocusRing([self.resume_btn, self.rules_btn, self.settings_btn,
                                self.kontor_btn, self.give_up_btn])
        self.focus.focus(self.resume_btn)

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.back()

    def to_kontor(self) -> None:
        self.game.ctl.flush()
        self.app.home()

    def give_up(self) -> None:
        game = self.game
        seat = game.ctl.holder if game.ctl.holder is not None else game.ctl.humans[0]
        from speedgames.rocket.scene import seat_name

        self.app.push(ConfirmDialog(
            self.app, Text("rocket.ui.menu.give_up_question",
                           {"name": seat_name(game.state, seat)}),
            on_yes=lambda: self._give_up(seat), yes=Text("rocket.ui.menu.give_up_yes"),
            danger=True))

    def _give_up(self, seat: int) -> None:
        from speedgames.core.records import record_abandoned
        from speedgames.core.saves import delete_save

        game = self.game
        try:
            notices = record_abandoned(self.app.storage, "rocket", game.ctl.match.record(),
                                       seat=seat)
        except Exception:
            self.app.report_error("rocket give up")
            notices = []
        save_id = game.ctl.save_id
        game.ctl.close()
        if save_id:
            delete_save(self.app.storage, "rocket", save_id)
        for notice in notices:
            self.app.toast(notice, "warn")
        self.app.home()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        self.focus.handle_event(event)
        return True  # modal

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        w, h = surface.get_size()
        draw_scrim(surface, th, 170)
        items = [wd for wd in self.focus.widgets if wd.visible]
        bh, gap = th.px(50), th.px(12)
        pw = min(w - th.px(40), th.px(480))
        title = th.font("title").render(t("rocket.ui.menu.title"), True, th.color("text"))
        title_h = title.get_height() + th.px(20)
        panel = pygame.Rect(0, 0, pw, th.px(56) + title_h + len(items) * (bh + gap))
        panel.center = (w // 2, h // 2)
        draw_panel(surface, panel, th, "poster")
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.y + th.px(24))))
        y = panel.y + th.px(28) + title_h
        for widget in items:
            widget.rect = pygame.Rect(panel.x + th.px(32), y, pw - th.px(64), bh)
            y += bh + gap
        self.focus.draw(surface, th)
