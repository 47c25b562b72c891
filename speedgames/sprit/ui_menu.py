"""The menu over a running rally (the Zahnrad, or Esc): Weiter · Kostentafel an/aus · Spielregeln ·
Einstellungen · Zum Kontor (the rally is saved: „Fortsetzen“ resumes it) · Aufgeben (only with
other humans at the table: leaving early costs 10 in the Bestenliste, so it asks first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from speedgames.core.i18n import Text, t
from speedgames.ui import registry
from speedgames.ui.overlays import draw_scrim
from speedgames.ui.scene import Scene
from speedgames.ui.widgets import Button, FocusRing, Toggle, draw_panel

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.app import App
    from speedgames.sprit.scene import SpritScene


def _tr(key: str, **params: Any) -> Any:
    return lambda: t(key, **params)


class GameMenu(Scene):
    """A modal menu over the rally (Esc or „Weiter“ closes it)."""

    name = "sprit.menu"
    overlay = True

    def __init__(self, app: "App", game: "SpritScene") -> None:
        super().__init__(app)
        self.game = game
        self.resume_btn = Button(_tr("sprit.ui.menu_resume"), self.close, style="primary")
        self.costs = Toggle(_tr("sprit.ui.cost_table"), app.settings.cost_table, self._costs,
                            on_text=_tr("ui.settings.on"), off_text=_tr("ui.settings.off"))
        self.rules_btn = Button(_tr("sprit.ui.menu_rules"), lambda: app.open("rules", game="sprit"),
                                enabled=registry.has("rules"), icon="book")
        self.settings_btn = Button(_tr("sprit.ui.menu_settings"), lambda: app.open("settings"),
                                   enabled=registry.has("settings"), icon="gear")
        self.kontor_btn = Button(_tr("sprit.ui.menu_kontor"), self.to_kontor, icon="back")
        others = len(game.ctl.humans) > 1 and not game.state.is_over()
        self.give_up_btn = Button(_tr("sprit.ui.menu_give_up"), self.give_up, enabled=others)
        self.give_up_btn.visible = others
        self.focus = FocusRing([self.resume_btn, self.costs, self.rules_btn, self.settings_btn,
                                self.kontor_btn, self.give_up_btn])
        self.focus.focus(self.resume_btn)

    def _costs(self, value: bool) -> None:
        if bool(self.app.settings.cost_table) != bool(value):
            self.game.toggle_costs()

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.back()

    def to_kontor(self) -> None:
        self.game.to_kontor()

    def give_up(self) -> None:
        from speedgames.ui.overlays import ConfirmDialog

        seat = self.game.ctl.holder
        if seat is None:
            seat = self.game.ctl.humans[0]
        name = self.game.seat_label(seat)
        self.app.push(ConfirmDialog(self.app, Text("sprit.ui.give_up_question", {"name": name}),
                                    on_yes=lambda: self._give_up(seat),
                                    yes=Text("sprit.ui.give_up_yes"), danger=True))

    def _give_up(self, seat: int) -> None:
        from speedgames.core.records import record_abandoned
        from speedgames.core.saves import delete_save

        game = self.game
        try:
            notices = record_abandoned(self.app.storage, "sprit", game.ctl.match.record(),
                                       seat=seat)
        except Exception:
            self.app.report_error()
            notices = []
        save_id = game.ctl.save_id
        game.ctl.close()
        if save_id:
            delete_save(self.app.storage, "sprit", save_id)
        for notice in notices:
            self.app.toast(notice, "warn")
        self.app.home()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        self.focus.handle_event(event)
        return True

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        w, h = surface.get_size()
        draw_scrim(surface, th, 170)
        items = [wd for wd in self.focus.widgets if wd.visible]
        bh, gap = th.px(50), th.px(12)
        pw = min(w - th.px(40), th.px(520))
        title_h = th.font("title").get_linesize() + th.px(20)
        ph = th.px(28) * 2 + title_h + len(items) * (bh + gap)
        panel = pygame.Rect(0, 0, pw, ph)
        panel.center = (w // 2, h // 2)
        draw_panel(surface, panel, th, "poster")
        title = th.font("title").render(t("sprit.ui.menu"), True, th.color("text"))
        surface.blit(title, title.get_rect(midtop=(panel.centerx, panel.y + th.px(24))))
        y = panel.y + th.px(28) + title_h
        for widget in items:
            widget.rect = pygame.Rect(panel.x + th.px(32), y, pw - th.px(64), bh)
            y += bh + gap
        self.focus.draw(surface, th)
