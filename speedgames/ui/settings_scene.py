"""„Einstellungen“ (the Ansicht): language, text size, look, sound and the games' view options.

Why every change applies and saves at once: there is no „OK“ to forget, a language or theme switch
is visible immediately (the app relayouts every scene), and quitting at any moment keeps the choice.
Keys: arrows move between rows (Left/Right change a choice), Enter/Space switch, Esc goes back.
Rows grow with the text size (``_row_height``) and the three sections stand in one column, two or
three side by side — whichever fits the window — so nothing is cut at 150 % on a small window.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from speedgames.core.i18n import t
from speedgames.core.settings import TEXT_SCALES, VOLUMES
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
    fit_block,
    fit_font,
    label_text,
)

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike
    from speedgames.ui.theme import Theme


def _tr(key: str) -> Callable[[], str]:
    return lambda: t(key)


def _percent(n: int) -> Callable[[], str]:
    return lambda: t("ui.settings.percent", n=n)


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
        self.motion = Toggle(_tr("ui.settings.reduce_motion"), s.reduce_motion,
                             lambda v: self._set("reduce_motion", v), on_text=on, off_text=off,
                             tooltip=_tr("ui.settings.reduce_motion_tip"))
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
        self.text_size = Choice(_tr("ui.settings.text_size"),
                                [(n, _percent(n)) for n in TEXT_SCALES], s.text_scale,
                                self.app.set_text_scale, wrap=False,
                                tooltip=_tr("ui.settings.text_size_tip"))
        self.effects_volume = Choice(_tr("ui.settings.effects_volume"),
                                     [(n, _percent(n)) for n in VOLUMES], s.effects_volume,
                                     lambda v: self._on_volume("effects_volume", v), wrap=False)
        self.music_volume = Choice(_tr("ui.settings.music_volume"),
                                   [(n, _percent(n)) for n in VOLUMES], s.music_volume,
                                   lambda v: self._on_volume("music_volume", v), wrap=False)
        self.symbols = Toggle(_tr("ui.settings.colour_symbols"), s.colour_symbols,
                              self.app.set_colour_symbols, on_text=on, off_text=off,
                              tooltip=_tr("ui.settings.colour_symbols_tip"))
        self.sections = [
            ("ui.settings.general", pygame.Rect(0, 0, 0, 0),
             [self.language, self.window, self.text_size]),
            ("ui.settings.sound_section", pygame.Rect(0, 0, 0, 0),
             [self.sound, self.effects_volume, self.music, self.music_volume]),
            ("ui.settings.view", pygame.Rect(0, 0, 0, 0),
             [self.theme, self.animations, self.motion, self.symbols, self.danger, self.cost, self.follow]),
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

    def _on_volume(self, field: str, value: int) -> None:
        setattr(self.app.settings, field, value)
        self.app.apply_sound()
        if field == "effects_volume":
            self.app.audio.play("chip")  # hear the new level at once

    def sync(self) -> None:
        """Show the current settings (e.g. after F11 toggled the window elsewhere)."""
        s = self.app.settings
        self.language.set_value(s.language)
        self.window.set_value(s.fullscreen)
        self.theme.set_value(s.theme)
        self.text_size.set_value(s.text_scale)
        self.symbols.value = bool(s.colour_symbols)
        self.motion.value = bool(s.reduce_motion)

    # layout ----------------------------------------------------------------------------
    # the sections per column, tried in this order: the first that fits the height wins
    ARRANGEMENTS = (((0, 1), (2,)), ((0,), (1,), (2,)))

    def _row_height(self) -> int:
        th = self.app.theme
        return max(th.px(50), th.font("body").get_linesize() + th.px(18))

    def _head_height(self) -> int:
        th = self.app.theme
        return max(th.px(44), th.font("label").get_linesize() + th.px(26))

    def _column_height(self, sections: tuple[int, ...]) -> int:
        th = self.app.theme
        rows = sum(len(self.sections[i][2]) for i in sections)
        return (len(sections) * (self._head_height() + th.px(18) + th.px(20)) - th.px(20)
                + rows * self._row_height())

    def relayout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        self.sync()
        w, h = size
        self._top = self._header_height()
        margin = th.px(40)
        gap = th.px(30)
        row_h = self._row_height()
        head_h = self._head_height()
        pad = th.px(18)
        bh = max(th.px(46), th.font("button").get_linesize() + th.px(16))
        room = h - self._top - bh - th.px(30) - th.px(24)
        arrangement = self.ARRANGEMENTS[-1]
        for candidate in self.ARRANGEMENTS:
            if max(self._column_height(col) for col in candidate) <= room:
                arrangement = candidate
                break
        n = len(arrangement)
        col_w = min(th.px(560), (w - 2 * margin - (n - 1) * gap) // n)
        x0 = w // 2 - (n * col_w + (n - 1) * gap) // 2
        bottom = self._top
        for c, column in enumerate(arrangement):
            x, y = x0 + c * (col_w + gap), self._top
            for i in column:
                _key, rect, ws = self.sections[i]
                height = head_h + len(ws) * row_h + pad
                rect.update(x, y, col_w, height)
                for k, wdg in enumerate(ws):
                    wdg.rect = pygame.Rect(x + pad // 2, y + head_h + k * row_h,
                                           col_w - pad, row_h - th.px(6))
                y += height + th.px(20)
            bottom = max(bottom, y - th.px(20))
        bw = max(th.px(220), th.font("button").size(t("ui.common.back"))[0] + th.px(80))
        by = min(h - bh - th.px(24), bottom + th.px(30))
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
            surface.blit(img, (rect.x + th.px(18), rect.y + th.px(12)))
            line_y = rect.y + th.px(12) + img.get_height() + th.px(4)
            pygame.draw.line(surface, th.color("line"), (rect.x + th.px(18), line_y),
                             (rect.right - th.px(18), line_y))
        self._share_value_width(th)
        self._share_label_font(th)
        self.focus.draw(surface, th)

    def _share_value_width(self, th: "Theme") -> None:
        """In each panel every value box as wide as the panel's widest one needs."""
        for _, _, widgets in self.sections:
            choices = [wdg for wdg in widgets if isinstance(wdg, Choice)]
            for wdg in choices:
                wdg.value_floor = 0
            widest = max((wdg.rect.right - wdg._arrow_rects(th)[0].x for wdg in choices),
                         default=0)
            for wdg in choices:
                wdg.value_floor = widest

    def _share_label_font(self, th: "Theme") -> None:
        """Every row's label at one size: the largest at which each fits its row (on two
        lines if need be) — at 150 % text the longest label was smaller than the rest."""
        rows = [wdg for _, _, ws in self.sections for wdg in ws if hasattr(wdg, "label_font")]
        fonts = [fit_block(th, "body", label_text(wdg.label), wdg.label_width(th),
                           wdg.rect.height)[0] for wdg in rows]
        shared = min(fonts, key=lambda f: f.get_height(), default=None)
        for wdg in rows:
            wdg.label_font = shared


registry.register("settings", SettingsScene)
