"""„Spielregeln“: each game's rules in its own words, scrollable, with small drawn pictures.

Why the page is a list of blocks (heading, paragraph, bullet, numbered step, picture) whose texts
live in the locale files: both languages share one structure. pygame-gui lays it out — a
``UITextBox`` per text block, a ``UIImage`` per picture, in a ``UIScrollingContainer``
(``ui.rules_page``, ``widgets.gui_scroll``); the page is built again when the game, language,
theme or width changes.
Keys: Up/Down, PageUp/PageDown, Space, Home/End scroll; Left/Right switch the game; Tab reaches
the tabs and „Zurück“; Esc goes back.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any

import pygame

from speedgames.core import catalog
from speedgames.core.i18n import language, t
from speedgames.ui import registry
from speedgames.ui.rules_page import PageBuilder, pages
from speedgames.ui.scene import FocusScene
from speedgames.ui.widgets import Button, FocusRing, draw_backdrop, draw_panel, draw_rule, fit_font
from speedgames.ui.widgets.gui_scroll import ScrollingPage

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike

GAMES = registry.GAMES
__all__ = ["GAMES", "RulesScene", "pages"]  # pages: the blocks of a game's page (rules_page)

#: The pages of the rules screen last left, per app, for the next one opened: pygame-gui lays a
#: page out in about a third of a second (some 25 text boxes), and a person who goes back and
#: opens the rules again should not wait for the same layout twice. Per app: a page's fonts
#: belong to the pygame session that made it.
_SPARE: "weakref.WeakKeyDictionary[Any, ScrollingPage]" = weakref.WeakKeyDictionary()


class RulesScene(FocusScene):
    name = "rules"

    def __init__(self, app: "AppLike", game: str | None = None) -> None:
        super().__init__(app)
        self.game = catalog.known(game)
        self.tabs = [Button(lambda g=g: t(f"games.{g}.name"), lambda g=g: self.show(g))
                     for g in GAMES]
        self.back_btn = Button(lambda: t("ui.common.back"), app.back, icon="back")
        # the guided first game of the game shown (from the Kontor only: it is a game of its own)
        self.guide_btn = Button(lambda: t("coach.rules_button"), self.open_guide, icon="play")
        self.focus = FocusRing(self.tabs + [self.back_btn, self.guide_btn])
        self.focus.focus(self.tabs[GAMES.index(self.game)])
        self.scroll = _SPARE.pop(app, None) or ScrollingPage()
        self.scroll.settle()
        self._window = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.viewport = pygame.Rect(0, 0, 0, 0)
        self._fade: pygame.Surface | None = None
        self._fade_key: tuple | None = None

    def leave(self) -> None:
        _SPARE[self.app] = self.scroll  # the next rules screen starts with these pages

    def open_guide(self) -> None:
        if self._guide_there():
            self.app.open(f"{self.game}.tutorial", resume=True)

    def _guide_there(self) -> bool:
        return (registry.has(f"{self.game}.tutorial")
                and all(s is self or s.name == "kontor" for s in self.app.stack))

    def show(self, game: str) -> None:
        if game != self.game:
            self.game = game
            self.scroll.scroll_to(0)
            self._fit()
        self.focus.focus(self.tabs[GAMES.index(game)])

    @property
    def page_width(self) -> int:
        return self.scroll.content_width

    def _fit(self) -> None:
        """The page's elements for the game, language, theme and place shown (built anew only
        when one of them changed)."""
        th = self.app.theme
        if self.viewport.width <= 0:
            return
        self.scroll.line = th.font("body").get_linesize() * 2
        self.scroll.gutter = th.px(20)
        self.scroll.build(self.viewport, th, self._window, (self.game, language(), th.key),
                          PageBuilder(self.game, th))

    def relayout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        w, h = size
        self._window = (w, h)
        top = th.px(22) + th.font("title").get_linesize() + th.px(24)
        tab_w = min(th.px(220), (w - th.px(80)) // 3 - th.px(10))
        tab_h = th.px(44)
        total = 3 * tab_w + 2 * th.px(12)
        for i, tab in enumerate(self.tabs):
            tab.rect = pygame.Rect(w // 2 - total // 2 + i * (tab_w + th.px(12)), top, tab_w, tab_h)
        bw = th.px(160)
        self.back_btn.rect = pygame.Rect(th.px(30), th.px(22), bw, tab_h)
        gw = th.px(240)
        self.guide_btn.rect = pygame.Rect(w - th.px(30) - gw, th.px(22), gw, tab_h)
        panel_w = min(w - th.px(60), th.px(900))
        panel_top = top + tab_h + th.px(20)
        self.panel = pygame.Rect(w // 2 - panel_w // 2, panel_top, panel_w,
                                 h - panel_top - th.px(44))
        self.viewport = self.panel.inflate(-th.px(64), -th.px(36))
        self._fit()

    def _draw_fades(self, surface: pygame.Surface) -> None:
        """Soft edges where text scrolls out of view, so a cut line reads as „more below“."""
        th = self.app.theme
        height = th.px(22)
        key = (self.page_width, height, th.color("panel"))
        if self._fade_key != key:
            fade = pygame.Surface((self.page_width, height), pygame.SRCALPHA)
            for y in range(height):
                alpha = int(255 * (1 - y / height) ** 1.5)
                pygame.draw.line(fade, (*th.color("panel"), alpha), (0, y),
                                 (self.page_width, y))
            self._fade = fade
            self._fade_key = key
        if self.scroll.offset > 0:
            surface.blit(self._fade, self.viewport.topleft)
        if self.scroll.offset < self.scroll.max_offset:
            flipped = pygame.transform.flip(self._fade, False, True)
            surface.blit(flipped, (self.viewport.x, self.viewport.bottom - height))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.scroll.update(dt)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                self.app.back()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                i = GAMES.index(self.game) + (1 if event.key == pygame.K_RIGHT else -1)
                self.show(GAMES[i % len(GAMES)])
                return True
            focused = self.focus.focused
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and focused is not None:
                return self.focus.handle_event(event)
            if self.scroll.handle_event(event):
                return True
            return self.focus.handle_event(event)
        if event.type == pygame.MOUSEWHEEL:
            return self.scroll.handle_event(event, keys=False)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            if self.scroll.handle_event(event, keys=False):
                return True
        return self.focus.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        w = surface.get_width()
        draw_backdrop(surface, th)
        title = t("ui.rules.title")
        font = fit_font(th, "title", title, w - th.px(580))
        img = font.render(title, True, th.color("text"))
        surface.blit(img, img.get_rect(midtop=(w // 2, th.px(22))))
        draw_rule(surface, w // 2 - th.px(200), w // 2 + th.px(200),
                  th.px(22) + img.get_height() + th.px(6), th)
        for tab, game in zip(self.tabs, GAMES):
            tab.style = "primary" if game == self.game else "normal"
        self.guide_btn.visible = self._guide_there()
        draw_panel(surface, self.panel, th, "poster")
        self._fit()  # a language or theme switch since the last frame
        self.scroll.draw(surface, th)
        self._draw_fades(surface)
        hint = t("ui.rules.keys")
        hint_font = fit_font(th, "small", hint, w - th.px(60))
        img = hint_font.render(hint, True, th.color("text_dim"))
        surface.blit(img, img.get_rect(midbottom=(w // 2, surface.get_height() - th.px(12))))
        self.focus.draw(surface, th)


registry.register("rules", RulesScene,
                  variants=lambda app: [(f"{g}-rules", {"game": g}) for g in GAMES])
