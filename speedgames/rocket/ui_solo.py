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
from speedgames.ui.table_setup import draw_fitted
from speedgames.ui.widgets import (Button, FocusRing, draw_backdrop, draw_header, draw_panel,
                                   draw_text)

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.app import App


def player_name(app: "App") -> str:
    """The solo player's name: the last profile used, or the default."""
    name = str(getattr(app.settings, "last_profile", "") or "").strip()
    return name or t("rocket.ui.solo_menu.default_name")


def solo_options(app: "App", mode: str, **extra: Any) -> dict[str, Any]:
    return {"seats": [{"kind": "human", "name": player_name(app)}], "mode": mode, **extra}


def _modes() -> Any:
    try:
        from speedgames.rocket import modes

        return modes
    except Exception:
        return None


class SoloMenuScene(Scene):
    name = "rocket.solo"

    def __init__(self, app: "App", game: str = "rocket", page: str = "modes") -> None:
        super().__init__(app)
        self.page = page
        self.focus = FocusRing()
        self.mode_buttons: list[tuple[Button, str]] = []
        self.level_buttons: list[Button] = []
        self.back_button = Button(lambda: t("ui.common.back"), self.back, icon="back")
        self._build()

    # ------------------------------------------------------------------ pages
    def _build(self) -> None:
        modes = _modes()
        has_levels = modes is not None and hasattr(modes, "LEVELS")
        self.mode_buttons = [
            (Button(lambda: t("rocket.ui.solo_menu.rekordjagd"), self.start_rekordjagd,
                    style="primary"), "rocket.ui.solo_menu.rekordjagd_text"),
            (Button(lambda: t("rocket.ui.solo_menu.daily"), self.start_daily, style="primary"),
             "rocket.ui.solo_menu.daily_text"),
            (Button(lambda: t("rocket.ui.solo_menu.meisterbrief"), self.open_levels,
                    style="primary", enabled=has_levels, note=lambda: t("ui.kontor.soon")),
             "rocket.ui.solo_menu.meisterbrief_text"),
            (Button(lambda: t("rocket.ui.solo_menu.computers"), self.open_computers),
             "rocket.ui.solo_menu.computers_text"),
        ]
        self.level_buttons = []
        if has_levels:
            for i, _level in enumerate(modes.LEVELS):
                self.level_buttons.append(Button(self._level_label(i),
                                                 (lambda i=i: self.start_level(i + 1)),
                                                 enabled=self._level_open(i + 1)))
        self._refocus()

    def _refocus(self) -> None:
        if self.page == "levels":
            self.focus.set(self.level_buttons + [self.back_button], keep_focus=False)
        else:
            self.focus.set([b for b, _ in self.mode_buttons] + [self.back_button],
                           keep_focus=False)

    def _level_label(self, i: int):
        def label() -> str:
            modes = _modes()
            name = ""
            try:
                raw = modes.LEVELS[i].name if modes else ""
                name = raw.render() if hasattr(raw, "render") else t(str(raw)) \
                    if str(raw).startswith("rocket.") else str(raw)
            except Exception:
                name = ""
            stars = self._stars(i + 1)
            return t("rocket.ui.solo_menu.level", n=i + 1, name=name, stars=stars)
        return label

    def _stars(self, level: int) -> int:
        modes = _modes()
        fn = getattr(modes, "stars", None) if modes else None
        if fn is None:
            return 0
        try:
            return int(fn(self.app.storage, player_name(self.app), level))
        except Exception:
            return 0

    def _level_open(self, level: int) -> bool:
        modes = _modes()
        fn = getattr(modes, "level_open", None) if modes else None
        if fn is None:
            return level == 1 or self._stars(level - 1) > 0
        try:
            return bool(fn(self.app.storage, player_name(self.app), level))
        except Exception:
            return level == 1

    # ------------------------------------------------------------------ actions
    def _start(self, options: dict[str, Any], seed: int) -> None:
        self.app.replace("rocket.game", options=options, seed=seed)

    def start_rekordjagd(self) -> None:
        import secrets

        self._start(solo_options(self.app, "rekordjagd"), secrets.randbelow(2 ** 53))

    def start_daily(self) -> None:
        from speedgames.core.daily import daily_seed, today

        date = today()
        self._start(solo_options(self.app, "daily", date=date), daily_seed("rocket", date))

    def open_levels(self) -> None:
        self.page = "levels"
        self._refocus()
        self.relayout(self.app.size)

    def start_level(self, level: int) -> None:
        modes = _modes()
        try:
            options, seed = modes.meisterbrief_game(level, player_name(self.app))
        except Exception:
            self.app.report_error()
            self.app.toast(t("rocket.ui.solo_menu.level_failed"), "warn")
            return
        self._start(options, seed)

    def open_computers(self) -> None:
        self.app.replace("table_setup", game="rocket", solo=True)

    def back(self) -> None:
        if self.page == "levels":
            self.page = "modes"
            self._refocus()
            self.relayout(self.app.size)
        else:
            self.app.back()

    # ------------------------------------------------------------------ scene
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return self.focus.handle_event(event)

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def relayout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        w, h = size
        top = th.px(120)
        col = min(w - th.px(80), th.px(760))
        x = (w - col) // 2
        bh = th.px(54)
        if self.page == "levels":
            cols = 3
            gap = th.px(12)
            cw = (col - gap * (cols - 1)) // cols
            for i, b in enumerate(self.level_buttons):
                b.rect = pygame.Rect(x + (i % cols) * (cw + gap), top + (i // cols) * (bh + gap),
                                     cw, bh)
        else:
            row = (h - top - th.px(110)) // 4
            for i, (b, _) in enumerate(self.mode_buttons):
                b.rect = pygame.Rect(x, top + i * row, th.px(260), bh)
        self.back_button.rect = pygame.Rect(th.px(30), h - th.px(70), th.px(200), th.px(46))

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        if self.back_button.rect.width == 0:
            self.relayout(surface.get_size())
        draw_backdrop(surface, th)
        title = t("rocket.ui.solo_menu.title" if self.page == "modes"
                  else "rocket.ui.solo_menu.levels_title")
        draw_header(surface, th, title, t("rocket.ui.solo_menu.subtitle"))
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
            modes = _modes()
            if modes is None:
                draw_text(surface, t("ui.kontor.soon"), th.font("body"), th.color("text_dim"),
                          pygame.Rect(th.px(40), th.px(140), surface.get_width(), 0))
        self.focus.draw(surface, th)


registry.register("rocket.solo", SoloMenuScene, game="rocket",
                  sample=lambda app: {"game": "rocket"})
