"""„Allein in der Werkstatt“: the Kontor's „Allein“ for Speedrocket (registered as ``rocket.solo``).

Four ways to play alone: Rekordjagd (nine evenings, Standard recipes, „Liste aller Zeiten“), the
Tagesrätsel (the same puzzle for everybody today; only the first attempt counts, then practice),
the Meisterbrief (twelve levels with stars; the level picker shows them) and a game against the
computers (the table setup with one human). The Meisterbrief's levels, goals and stars come from
``speedgames.rocket.modes``; until it offers them the button says „bald“.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from speedgames.core.i18n import t
from speedgames.ui import registry
from speedgames.ui.scene import Scene
from speedgames.ui.solo_menu import solo_player_name
from speedgames.ui.solo_player import PlayerPicker
from speedgames.ui.table_setup import draw_fitted
from speedgames.ui.widgets import (
    Button,
    FocusRing,
    draw_backdrop,
    draw_header,
    draw_panel,
    draw_text,
    label_text,
)

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike


def player_name(app: "AppLike") -> str:
    """The solo player's name: the last profile used, or the default."""
    return solo_player_name(app, t("rocket.ui.solo_menu.default_name"))


def solo_options(app: "AppLike", mode: str, **extra: Any) -> dict[str, Any]:
    return {"seats": [{"kind": "human", "name": player_name(app)}], "mode": mode, **extra}


def level_stars(app: "AppLike", level: int) -> int:
    try:
        from speedgames.core.records import statistics

        stats = statistics(app.storage, "rocket", player_name(app))
        return int(stats.extras.get(f"max_stars_{level}", 0) or 0)
    except Exception:  # no records yet (or unreadable): no stars
        return 0


def _modes() -> Any:
    try:
        from speedgames.rocket import modes

        return modes
    except Exception:
        return None


class LevelButton(Button):
    """A Meisterbrief level: number, name and up to three drawn stars."""

    def __init__(self, label: Any, on_click: Any, *, enabled: bool, number: int,
                 stars: int) -> None:
        super().__init__(label, on_click, enabled=enabled)
        self.number = number
        self.stars = stars

    def draw(self, surface: pygame.Surface, theme: Any, focused: bool = False) -> None:
        from speedgames.rocket.screen import art
        from speedgames.rocket.screen.status import draw_line

        r = self.rect
        if r.width <= 0:
            return
        bg = theme.color("button_hover" if (self.hovered or focused) else "button") \
            if self.enabled else theme.color("disabled")
        fg = theme.color("button_text" if self.enabled else "disabled_text")
        pygame.draw.rect(surface, bg, r, border_radius=theme.px(6))
        pad = theme.px(10)
        num = theme.font("heading").render(str(self.number), True,
                                           theme.color("accent") if self.enabled else fg)
        surface.blit(num, num.get_rect(midleft=(r.x + pad, r.centery)))
        x = r.x + pad + theme.px(34)
        body = theme.font("body", bold=True)
        draw_line(surface, theme, label_text(self.label), "body", (x, r.y + theme.px(6)),
                  r.right - pad - x, fg, bold=True)
        sr = max(5, theme.px(8))
        for k in range(3):
            c = (x + sr + k * (2 * sr + theme.px(4)), r.y + theme.px(10) + body.get_linesize()
                 + sr)
            if k < self.stars:
                art.draw_ruhm(surface, c, sr)
            else:
                pygame.draw.circle(surface, theme.color("line"), c, max(2, sr // 3))


class SoloMenuScene(Scene):
    name = "rocket.solo"

    def __init__(self, app: "AppLike", game: str = "rocket", page: str = "modes") -> None:
        super().__init__(app)
        self.page = page
        self._next_page: str | None = None
        self.focus = FocusRing()
        self.mode_buttons: list[tuple[Button, str]] = []
        self.level_buttons: list[Button] = []
        self.back_button = Button(lambda: t("ui.common.back"), self.back, icon="back")
        self.picker = PlayerPicker(app)  # „Es spielt ‹ … ›“: every record mode needs a name
        self._build()

    # ------------------------------------------------------------------ pages
    def _build(self) -> None:
        modes = _modes()
        has_levels = modes is not None and hasattr(modes, "MEISTERBRIEF_LEVELS")
        self.mode_buttons = [
            (Button(lambda: t("rocket.ui.solo_menu.rekordjagd"),
                    self.picker.guard(self.start_rekordjagd), style="primary"),
             "rocket.ui.solo_menu.rekordjagd_text"),
            (Button(lambda: t("rocket.ui.solo_menu.daily"), self.picker.guard(self.start_daily),
                    style="primary"),
             "rocket.ui.solo_menu.daily_text"),
            (Button(lambda: t("rocket.ui.solo_menu.meisterbrief"), self.open_levels,
                    style="primary", enabled=has_levels, note=lambda: t("ui.kontor.soon")),
             "rocket.ui.solo_menu.meisterbrief_text"),
            (Button(lambda: t("rocket.ui.solo_menu.computers"),
                    self.picker.carry(self.open_computers)),
             "rocket.ui.solo_menu.computers_text"),
        ]
        self.level_buttons = []
        if has_levels:
            for i, _level in enumerate(modes.MEISTERBRIEF_LEVELS):
                self.level_buttons.append(LevelButton(self._level_name(i),
                                                      self.picker.guard(
                                                          lambda i=i: self.start_level(i + 1)),
                                                      enabled=self._level_open(i + 1),
                                                      number=i + 1, stars=self._stars(i + 1)))
        self._refocus()

    def _refocus(self) -> None:
        if self.page == "levels":
            self.focus.set(self.level_buttons + [self.back_button] + self.picker.widgets(),
                           keep_focus=False)
        else:
            self.focus.set([b for b, _ in self.mode_buttons] + [self.back_button]
                           + self.picker.widgets(), keep_focus=False)

    def _level_name(self, i: int):
        def label() -> str:
            modes = _modes()
            try:
                raw = modes.MEISTERBRIEF_LEVELS[i].name if modes else ""
                return raw.render() if hasattr(raw, "render") else str(raw)
            except Exception:
                return ""
        return label

    def _stars(self, level: int) -> int:
        """The best stars of ``level`` (kept in the statistics as ``max_stars_<level>``)."""
        return level_stars(self.app, level)

    def _level_open(self, level: int) -> bool:
        """Level 1 is open; every further level once the one before has a star."""
        return level == 1 or self._stars(level - 1) > 0

    # ------------------------------------------------------------------ actions
    def _start(self, options: dict[str, Any], seed: int) -> None:
        self.app.replace("rocket.game", options=options, seed=seed)

    def start_rekordjagd(self) -> None:
        import secrets

        modes = _modes()
        options = (modes.rekordjagd_options(player_name(self.app)) if modes
                   else solo_options(self.app, "rekordjagd"))
        self._start(options, secrets.randbelow(2 ** 53))

    def start_daily(self) -> None:
        from speedgames.core.daily import daily_seed, today

        date = today()
        modes = _modes()
        if modes is not None:
            options, seed = modes.daily_options(date, player_name(self.app))
        else:
            options, seed = solo_options(self.app, "daily", date=date), daily_seed("rocket", date)
        self._start(options, seed)

    def open_levels(self) -> None:
        self._next_page = "levels"   # switched in update(): the ring is busy with this click

    def start_level(self, level: int) -> None:
        import secrets

        modes = _modes()
        try:
            options = modes.meisterbrief_options(level, player_name(self.app))
            seed = secrets.randbelow(2 ** 53)
        except Exception:
            self.app.report_error()
            self.app.toast(t("rocket.ui.solo_menu.level_failed"), "warn")
            return
        self._start(options, seed)

    def open_computers(self, player: str | None = None) -> None:
        """The table setup with one person: ``player`` (the name in „Es spielt“) at seat 1."""
        self.app.replace("table_setup", game="rocket", solo=True, player=player)

    def back(self) -> None:
        if self.page == "levels":
            self._next_page = "modes"
        else:
            self.app.back()

    def _switch_page(self) -> None:
        page, self._next_page = self._next_page, None
        if page is None or page == self.page:
            return
        self.page = page
        self._refocus()
        self.relayout(self.app.size)

    # ------------------------------------------------------------------ scene
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        used = self.focus.handle_event(event)
        self.picker.after_event(self.focus)
        return used

    def update(self, dt: float) -> None:
        self._switch_page()
        self.focus.update(dt)

    def frame_request(self) -> float | None:
        return self.focus.frame_request()

    def relayout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        w, h = size
        # under the header as drawn: at 150 % text the subtitle's line reached px(120) and the
        # first row covered it (#30)
        top = max(th.px(120), self._header_bottom(size) + th.px(10))
        col = min(w - th.px(80), th.px(760))
        x = (w - col) // 2
        bh = th.px(54)
        if self.page == "levels":
            cols = 3
            gap = th.px(12)
            lh = th.px(62)
            cw = (col - gap * (cols - 1)) // cols
            for i, b in enumerate(self.level_buttons):
                b.rect = pygame.Rect(x + (i % cols) * (cw + gap), top + (i // cols) * (lh + gap),
                                     cw, lh)
        else:
            row = (h - top - th.px(110)) // 4
            for i, (b, _) in enumerate(self.mode_buttons):
                b.rect = pygame.Rect(x, top + i * row, th.px(260), bh)
        self.back_button.rect = pygame.Rect(th.px(30), h - th.px(70), th.px(200), th.px(46))
        left = self.back_button.rect.right + th.px(20)
        width = min(th.px(620), w - th.px(30) - left)
        self.picker.layout(pygame.Rect(w - th.px(30) - width, h - th.px(70), width, th.px(46)),
                           th.px(10))

    def _title(self) -> str:
        return t("rocket.ui.solo_menu.title" if self.page == "modes"
                 else "rocket.ui.solo_menu.levels_title")

    def _header_bottom(self, size: tuple[int, int]) -> int:
        """Where the header (title, rule, subtitle) ends, measured by drawing it aside."""
        return draw_header(pygame.Surface((max(1, size[0]), max(1, size[1]))), self.app.theme,
                           self._title(), t("rocket.ui.solo_menu.subtitle"))

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        if self.back_button.rect.width == 0:
            self.relayout(surface.get_size())
        draw_backdrop(surface, th)
        draw_header(surface, th, self._title(), t("rocket.ui.solo_menu.subtitle"))
        if self.page == "modes":
            for b, text_key in self.mode_buttons:
                r = b.rect
                panel = pygame.Rect(r.x - th.px(12), r.y - th.px(10),
                                    min(th.px(760), surface.get_width() - 2 * r.x + th.px(24)),
                                    r.height + th.px(20))
                draw_panel(surface, panel, th, "panel")
                text_rect = pygame.Rect(r.right + th.px(18), r.y, panel.right - r.right
                                        - th.px(30), r.height)
                draw_fitted(surface, t(text_key), text_rect, th, th.color("text_dim"),
                            role="body", align="left")
        else:
            self._draw_level_info(surface)
        self.picker.draw_note(surface, th)
        self.focus.draw(surface, th)


    def _draw_level_info(self, surface: pygame.Surface) -> None:
        """The focused level: its introduction and its three goals (goal 1 passes it)."""
        th = self.app.theme
        modes = _modes()
        focused = self.focus.focused
        if modes is None or focused not in self.level_buttons or not self.level_buttons:
            return
        i = self.level_buttons.index(focused)
        lv = modes.MEISTERBRIEF_LEVELS[i]
        last = self.level_buttons[-1].rect
        first = self.level_buttons[0].rect
        box = pygame.Rect(first.x, last.bottom + th.px(24), last.right - first.x,
                          self.back_button.rect.y - last.bottom - th.px(44))
        if box.height < th.px(80):
            return
        draw_panel(surface, box, th, "panel")
        pad = th.px(16)
        x, w = box.x + pad, box.width - 2 * pad
        y = box.y + pad
        y += draw_text(surface, lv.name.render(), th.font("heading"), th.color("text"),
                       pygame.Rect(x, y, w, 0)) + th.px(4)
        y += draw_text(surface, lv.intro.render(), th.font("body", italic=True),
                       th.color("text_dim"), pygame.Rect(x, y, w, 0)) + th.px(8)
        evenings = t("rocket.ui.solo_menu.evenings", n=lv.evenings)
        y += draw_text(surface, evenings, th.font("small"), th.color("text_dim"),
                       pygame.Rect(x, y, w, 0)) + th.px(6)
        for k, goal in enumerate(lv.goals):
            key = "rocket.ui.solo_menu.goal_pass" if k == 0 else "rocket.ui.solo_menu.goal_star"
            y += draw_text(surface, t(key, goal=goal.text().render()), th.font("body"),
                           th.color("text"), pygame.Rect(x, y, w, 0)) + th.px(4)
        # what to do now: start it — and what opens the next (still locked) level
        hints = [t("rocket.ui.solo_menu.start_hint")]
        if i + 1 < len(self.level_buttons) and not self.level_buttons[i + 1].enabled:
            hints.append(t("rocket.ui.solo_menu.next_locked", n=i + 2))
        small = th.font("small", italic=True)
        y = max(y + th.px(6), box.bottom - pad - len(hints) * small.get_linesize())
        for hint in hints:
            y += draw_text(surface, hint, small, th.color("accent"), pygame.Rect(x, y, w, 0))


registry.register("rocket.solo", SoloMenuScene, game="rocket",
                  sample=lambda app: {"game": "rocket"})
