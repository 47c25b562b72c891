"""„Einstellungen“ (the Ansicht): language, look, sound and the games' view options.

Why every change applies and saves at once: there is no „OK“ to forget, a language or theme switch
is visible immediately (the app relayouts every scene), and quitting at any moment keeps the choice.
Keys: arrows move between rows (Left/Right change a choice), Enter/Space switch, Esc goes back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from speedgames.core.i18n import t
from speedgames.ui import registry
from speedgames.ui.scene import FocusScene
from speedgames.ui.widgets import (
    Button,
    Choice,
    FocusRing,
    Toggle,
    Widget,
    draw_backdrop,
    draw_header,
    draw_panel,
    fit_font,
)

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike


def _tr(key: str) -> Callable[[], str]:
    return lambda: t(key)


class SettingsScene(FocusScene):
    name = "settings"

    def __init__(self, app: "AppLike") -> None:
        super().__init__(app)
        self.focus = FocusRing()
        self.sections: list[tuple[str, pygame.Rect, list[Widget]]] = []
        self.back_btn = Button(_tr("ui.common.back"), app.back, icon="back")
        self._build()

    # widgets ---------------------------------------------------------------------------
    def _build(self) -> None:
        s = self.app.settings
        on, off = _tr("ui.settings.on"), _tr("ui.settings.off")
        self.language = Choice(_tr("ui.settings.language"),
                               [("de", "Deutsch"), ("en", "English")], s.language,
                               self.app.set_language)
        self.window = Choice(_tr("ui.settings.window"),
                             [(False, _tr("ui.settings.windowed")),
                              (True, _tr("ui.settings.fullscreen"))],
                             s.fullscreen, self._on_window)
        self.theme = Choice(_tr("ui.settings.theme"),
                            [("dark", _tr("ui.settings.theme_dark")),
                             ("light", _tr("ui.settings.theme_light"))],
                            s.theme, self.app.set_theme)
        self.animations = Choice(_tr("ui.settings.animations"),
                                 [(a, _tr(f"ui.settings.anim.{a}")) for a in
                                  ("normal", "fast", "off")],
                                 s.animations, lambda v: self._set("animations", v))
        self.danger = Toggle(_tr("ui.settings.danger"), s.danger_percent,
                             lambda v: self._set("danger_percent", v), on_text=on, off_text=off)
        self.cost = Toggle(_tr("ui.settings.cost_table"), s.cost_table,
                           lambda v: self._set("cost_table", v), on_text=on, off_text=off)
        self.follow = Toggle(_tr("ui.settings.follow"), s.follow_chooser,
                             lambda v: self._set("follow_chooser", v), on_text=on, off_text=off)
        self.sound = Toggle(_tr("ui.settings.sound"), s.sound, self._on_sound,
                            on_text=on, off_text=off)
        self.music = Choice(_tr("ui.settings.music"),
                            [(m, _tr(f"ui.settings.music_{m}")) for m in
                             ("theme", "organ", "brass", "off")],
                            s.music, self._on_music)
        self.sections = [
            ("ui.settings.general", pygame.Rect(0, 0, 0, 0), [self.language, self.window]),
            ("ui.settings.sound_section", pygame.Rect(0, 0, 0, 0), [self.sound, self.music]),
            ("ui.settings.view", pygame.Rect(0, 0, 0, 0),
             [self.theme, self.animations, self.danger, self.cost, self.follow]),
        ]
        self.focus.set([w for _, _, ws in self.sections for w in ws] + [self.back_btn])

    def _set(self, field: str, value: Any) -> None:
        setattr(self.app.settings, field, value)
        self.app.save_settings()

    def _on_window(self, fullscreen: bool) -> None:
        if bool(fullscreen) != bool(self.app.settings.fullscreen):
            self.app.toggle_fullscreen()

    def _on_sound(self, value: bool) -> None:
        self.app.settings.sound = value
        self.app.apply_sound()

    def _on_music(self, value: str) -> None:
        self.app.settings.music = value
        self.app.apply_sound()

    def sync(self) -> None:
        """Show the current settings (e.g. after F11 toggled the window elsewhere)."""
        s = self.app.settings
        self.language.set_value(s.language)
        self.window.set_value(s.fullscreen)
        self.theme.set_value(s.theme)

    # layout ----------------------------------------------------------------------------
    def relayout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        self.sync()
        w, h = size
        self._top = self._header_height()
        margin = th.px(40)
        gap = th.px(30)
        row_h = th.px(50)
        head_h = th.px(44)
        pad = th.px(18)
        col_w = min(th.px(560), (w - 2 * margin - gap) // 2)
        left_x = w // 2 - gap // 2 - col_w
        right_x = w // 2 + gap // 2
        columns = {0: (left_x, self._top), 1: (right_x, self._top)}
        placement = {0: 0, 1: 0, 2: 1}
        for i, (key, rect, ws) in enumerate(self.sections):
            x, y = columns[placement[i]]
            height = head_h + len(ws) * row_h + pad
            rect.update(x, y, col_w, height)
            for k, wdg in enumerate(ws):
                wdg.rect = pygame.Rect(x + pad // 2, y + head_h + k * row_h,
                                       col_w - pad, row_h - th.px(6))
            columns[placement[i]] = (x, y + height + th.px(20))
        bottom = max(y for _, y in columns.values())
        bw, bh = th.px(220), th.px(46)
        by = min(h - bh - th.px(24), bottom + th.px(6))
        self.back_btn.rect = pygame.Rect(w // 2 - bw // 2, by, bw, bh)
        # centre the block in the free height below the header
        free = h - th.px(24) - self.back_btn.rect.bottom
        if free > 0:
            shift = free // 2
            for _, rect, ws in self.sections:
                rect.move_ip(0, shift)
                for wdg in ws:
                    wdg.rect.move_ip(0, shift)
            self.back_btn.rect.move_ip(0, shift)

    def _header_height(self) -> int:
        th = self.app.theme
        return th.px(22) + th.font("title").get_linesize() + th.px(22) + \
            th.font("body").get_linesize() + th.px(24)

    # input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.back()
            return True
        return self.focus.handle_event(event)

    # drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        draw_backdrop(surface, th)
        draw_header(surface, th, t("ui.settings.title"), t("ui.settings.hint"))
        for key, rect, _ in self.sections:
            draw_panel(surface, rect, th, "panel")
            title = t(key).upper()
            font = fit_font(th, "label", title, rect.width - th.px(36))
            img = font.render(title, True, th.color("accent"))
            surface.blit(img, (rect.x + th.px(18), rect.y + th.px(14)))
            line_y = rect.y + th.px(14) + img.get_height() + th.px(4)
            pygame.draw.line(surface, th.color("line"), (rect.x + th.px(18), line_y),
                             (rect.right - th.px(18), line_y))
        self.focus.draw(surface, th)


registry.register("settings", SettingsScene)
