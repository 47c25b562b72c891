"""„Meine Partien“: one profile's statistics, trends („Verlauf“) and achievements per game.

The figures come from :mod:`speedgames.core.records`; which per-game figures exist (höchste Rakete,
liebstes Pulver, …) is declared in each game's description (``figures``), so a game that reports a
new figure only needs a line there and a label. The Verlauf (#29, :mod:`ui.trends_view`) reads
the kept games (:mod:`core.history`, :mod:`core.trends`) and shares the right panel with the
Erfolge: two tabs on top of it (the Verlauf first once there is a game to show).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from speedgames.core import catalog
from speedgames.core.i18n import t
from speedgames.ui import registry
from speedgames.ui.achievements_page import AchievementsBuilder, Row
from speedgames.ui.records_common import RecordsScreen, format_date, format_number
from speedgames.ui.widgets.gui_scroll import ScrollingPage
from speedgames.ui.widgets import (
    Button,
    CompactChoice,
    share_row,
    Widget,
    draw_fitted,
    draw_panel,
    draw_text,
    text_height,
)

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.core.description import StatFigure
    from speedgames.core.records import GameStats
    from speedgames.ui.scene import AppLike
    from speedgames.ui.theme import Theme


@dataclass(frozen=True)
class Figure:
    """One number card: where its value comes from and how it is written."""

    label: str                                   # locale key
    value: Callable[["GameStats"], Any]
    unit: str | None = None                      # locale key with %{n}


def game_figure(spec: "StatFigure") -> Figure:
    """A description's figure as a number card: its value read from the statistics."""
    def value(stats: "GameStats") -> Any:
        if spec.source == "favourites":
            favourite = stats.favourites.get(spec.key)
            return (spec.shown(favourite) if spec.shown else favourite) if favourite else None
        raw = stats.extras.get(spec.key)
        return spec.shown(raw) if spec.shown and raw is not None else raw
    return Figure(spec.label, value, spec.unit)


BASE_FIGURES: tuple[Figure, ...] = (
    Figure("ui.stats.games", lambda s: s.games),
    Figure("ui.stats.wins", lambda s: s.wins),
    Figure("ui.stats.best", lambda s: s.best_score),
    Figure("ui.stats.average", lambda s: s.average_score),
)

DAILY_FIGURE = Figure("ui.stats.daily_streak", lambda s: s.daily_streak)
DAILY_BEST_FIGURE = Figure("ui.stats.daily_best", lambda s: s.daily_best_streak)


def current_profile(app: "AppLike") -> str | None:
    """The profile „Meine Partien“ opens with: the last one used."""
    name = getattr(getattr(app, "settings", None), "last_profile", "") or ""
    if name:
        return name
    try:
        from speedgames.core.profiles import last_profile

        return last_profile(app.storage)
    except Exception:
        return None


class StatisticsScene(RecordsScreen):
    name = "statistics"
    title_key = "ui.stats.title"

    def __init__(self, app: "AppLike", game: str | None = None, profile: str | None = None, *,
                 preview: tuple[Any, ...] | None = None, view: str | None = None) -> None:
        """``preview`` (stats, achievements[, trends]) shows given figures instead of the saved
        ones — for the screenshots and the bench, which run on an empty data folder. ``view``:
        ``"trends"`` or ``"achievements"`` on the right (default: the trends when there are)."""
        # the Erfolge: pygame-gui elements in a scrolling container (ui/achievements_page.py)
        self.ach_page = ScrollingPage()
        self._pointer: tuple[int, int] | None = None
        self.trends: Any = None
        self.view = view
        self.trends_tab = Button(lambda: t("ui.trends.tab"), lambda: self._show("trends"))
        self.ach_tab = Button(lambda: t("ui.trends.tab_achievements"),
                              lambda: self._show("achievements"))
        share_row([self.trends_tab, self.ach_tab])
        super().__init__(app, game)
        self.profiles = self._profiles()
        self.profile = profile or current_profile(app)
        if self.profile is None and self.profiles:
            self.profile = self.profiles[0]
        if self.profile and all(p.casefold() != self.profile.casefold() for p in self.profiles):
            self.profiles.insert(0, self.profile)
        self.profile_choice: CompactChoice | None = None
        if self.profiles:
            self.profile_choice = CompactChoice("", [(p, p) for p in self.profiles], self.profile,
                                                self._on_profile)
        self.stats: GameStats | None = None
        self.achievements: list[tuple[Any, str | None]] = []
        self.failed = False
        self.games_button = Button(lambda: t("review.games.open"),
                                   lambda: self.app.open("review.games", game=self.game_id))
        self.reload()
        if preview is not None and self.profile:
            self.stats, self.achievements = preview[0], list(preview[1])
            self.trends = preview[2] if len(preview) > 2 else None
        self._rebuild()

    @property
    def right_view(self) -> str:
        if self.view in ("trends", "achievements"):
            return self.view
        return "trends" if self.trends is not None and self.trends.games else "achievements"

    def _show(self, view: str) -> None:
        self.view = view
        for tab, name in ((self.trends_tab, "trends"), (self.ach_tab, "achievements")):
            tab.style = "primary" if name == view else "normal"

    def _profiles(self) -> list[str]:
        try:
            from speedgames.core.profiles import list_profiles

            return list_profiles(self.app.storage)
        except Exception:
            return []

    def _on_profile(self, name: str) -> None:
        self.profile = name
        self.reload()

    def second_choice(self) -> Widget | None:
        return self.profile_choice

    def body_widgets(self) -> Sequence[Widget]:
        return (self.trends_tab, self.ach_tab, self.games_button) if self.profile \
            else (self.games_button,)

    def _layout(self) -> None:
        super()._layout()
        back = self.back_button.rect   # „Letzte Partien“ (#13) at the other end of the bar
        self.games_button.rect = pygame.Rect(self._size[0] - back.x - back.width, back.y,
                                             back.width, back.height)

    def reload(self) -> None:
        self.stats, self.achievements, self.failed, self.trends = None, [], False, None
        if not self.profile:
            return
        try:
            from speedgames.core.history import my_games
            from speedgames.core.trends import trends

            self.trends = trends(my_games(self.app.storage, self.game_id), self.profile)
        except Exception:  # the Verlauf is a bonus: a broken history file shows none
            self.trends = None
        try:
            from speedgames.core import records

            self.stats = records.statistics(self.app.storage, self.game_id, self.profile)
            self.achievements = records.earned_achievements(self.app.storage, self.game_id,
                                                            self.profile)
        except Exception:  # a damaged records file: storage tells the player; we show nothing
            self.failed = True

    def figures(self) -> list[tuple[str, str]]:
        """(label, value) of every card, in the current language."""
        if self.stats is None:
            return []
        out = []
        own = tuple(game_figure(f) for f in catalog.describe(self.game_id).figures)
        figures: Sequence[Figure] = (*BASE_FIGURES, *own, DAILY_FIGURE, DAILY_BEST_FIGURE)
        for fig in figures:
            try:
                value = fig.value(self.stats)
            except (KeyError, TypeError, AttributeError):
                value = None
            shown = format_number(value)
            if value is not None and fig.unit:
                shown = t(fig.unit, n=shown)
            label = t(fig.label, daily=t(f"ui.stats.daily_name.{self.game_id}"))
            out.append((label, shown))
        return out

    # ---------------------------------------------------------------- drawing
    def layout_body(self, theme: "Theme", rect: pygame.Rect) -> None:
        gap = theme.px(24)
        # big text: the figures take more of the width (the achievements scroll)
        left_w = int((rect.width - gap) * (0.6 if theme.text_scale > 1.2 else 0.55))
        self._left = pygame.Rect(rect.x, rect.y, left_w, rect.height)
        self._right = pygame.Rect(self._left.right + gap, rect.y, rect.width - left_w - gap,
                                  rect.height)
        pad = theme.px(20)
        tab_h = max(theme.px(36), theme.font("button").get_linesize() + theme.px(12))
        tab_w = (self._right.width - 2 * pad - theme.px(10)) // 2
        self.trends_tab.rect = pygame.Rect(self._right.x + pad, self._right.y + pad, tab_w, tab_h)
        self.ach_tab.rect = pygame.Rect(self.trends_tab.rect.right + theme.px(10),
                                        self._right.y + pad, tab_w, tab_h)
        self._show(self.right_view)

    def draw_body(self, surface: pygame.Surface, theme: "Theme", rect: pygame.Rect) -> None:
        if not self.profile:
            draw_panel(surface, rect, theme, "panel")
            self.empty_message(surface, theme, rect.inflate(-theme.px(60), 0),
                               t("ui.stats.no_profile"))
            return
        self._draw_figures(surface, theme, self._left)
        draw_panel(surface, self._right, theme, "panel")
        below = self.trends_tab.rect.bottom + theme.px(12)
        content = pygame.Rect(self._right.x, below, self._right.width, self._right.bottom - below)
        if self.right_view == "trends":
            from speedgames.ui.trends_view import draw_trends

            pad = theme.px(20)
            draw_trends(surface, theme, pygame.Rect(content.x + pad, content.y,
                                                    content.width - 2 * pad,
                                                    content.height - pad),
                        self.trends, self.game_id)
        else:
            self._draw_achievements(surface, theme, content)

    def _draw_figures(self, surface: pygame.Surface, theme: "Theme", rect: pygame.Rect) -> None:
        draw_panel(surface, rect, theme, "panel")
        pad = theme.px(20)
        head = theme.font("heading")
        surface.blit(head.render(t("ui.stats.figures"), True, theme.color("text")),
                     (rect.x + pad, rect.y + pad))
        top = rect.y + pad + head.get_linesize() + theme.px(10)
        figures = self.figures()
        if self.failed or not figures:
            return
        games = self.stats.games if self.stats else 0
        modes = self._modes_line()
        modes_h = (text_height(modes, theme.font("small"), rect.width - 2 * pad) + theme.px(10)
                   if modes else 0)
        cols = 3 if rect.width > theme.px(420) else 2
        rows = math.ceil(len(figures) / cols)
        gap = theme.px(10)
        cw = (rect.width - 2 * pad - gap * (cols - 1)) // cols
        value_h = theme.font("title").get_linesize()
        label_h = theme.font("small").get_linesize()
        wanted = max(theme.px(96), value_h + 2 * label_h + theme.px(8))  # grows with the text
        ch = min(wanted, (rect.bottom - pad - modes_h - top - gap * (rows - 1)) // rows)
        # the label keeps two lines at its size; a short card takes it from the value's poster
        # size (title down towards heading) rather than squeezing the label
        value_h = max(theme.font("heading").get_linesize(), min(value_h, ch - 2 * label_h - 8))
        for i, (label, value) in enumerate(figures):
            r, c = divmod(i, cols)
            card = pygame.Rect(rect.x + pad + c * (cw + gap), top + r * (ch + gap), cw, ch)
            pygame.draw.rect(surface, theme.color("panel_alt"), card, border_radius=theme.px(6))
            value_rect = pygame.Rect(card.x + 6, card.y + 4, card.width - 12, value_h)
            color = theme.color("accent" if value != "–" else "text_dim")
            draw_fitted(surface, value, value_rect, theme, color, role="title")
            label_rect = pygame.Rect(card.x + 6, value_rect.bottom, card.width - 12,
                                     card.bottom - value_rect.bottom - 4)
            draw_fitted(surface, label, label_rect, theme, theme.color("text_dim"), role="small")
        if modes:
            y = top + rows * (ch + gap)
            draw_text(surface, modes, theme.font("small"), theme.color("text_dim"),
                      pygame.Rect(rect.x + pad, y, rect.width - 2 * pad, 0))
        if games == 0:
            note = pygame.Rect(rect.x + pad, rect.bottom - pad - theme.px(40),
                               rect.width - 2 * pad, theme.px(40))
            draw_fitted(surface, t("ui.stats.no_games"), note, theme, theme.color("text_dim"),
                        role="small")

    def _modes_line(self) -> str:
        if self.stats is None or not self.stats.by_mode:
            return ""
        parts = []
        for mode, count in sorted(self.stats.by_mode.items()):
            key = f"ui.stats.mode.{mode}"
            name = t(key, daily=t(f"ui.stats.daily_name.{self.game_id}"))
            parts.append(f"{name if name != key else mode}: {count}")
        return t("ui.stats.by_mode") + " " + " · ".join(parts)

    def _draw_achievements(self, surface: pygame.Surface, theme: "Theme",
                           rect: pygame.Rect) -> None:
        """The list under the tabs (``rect``: the right panel below them)."""
        pad = theme.px(20)
        rect = pygame.Rect(rect.x, rect.y - pad, rect.width, rect.height + pad)
        head = theme.font("heading")
        done = sum(1 for _a, when in self.achievements if when)
        title = t("ui.stats.achievements", n=done, total=len(self.achievements))
        surface.blit(head.render(title, True, theme.color("text")), (rect.x + pad, rect.y + pad))
        y = rect.y + pad + head.get_linesize() + theme.px(10)
        if not self.achievements:
            return
        # every achievement at its own height (name, wrapped description); a list taller than
        # the panel scrolls (wheel, arrows, PageUp/PageDown, Home/End) instead of squeezing it
        view = pygame.Rect(rect.x + pad, y, rect.width - 2 * pad, rect.bottom - pad // 2 - y)
        page = self.ach_page
        page.line = theme.font("body").get_linesize()
        page.gutter = theme.px(10)
        rows = self.achievement_rows()
        page.build(view, theme, self._size, (self.game_id, self.profile, rows),
                   AchievementsBuilder(rows, theme))
        page.draw(surface, theme)

    def achievement_rows(self) -> tuple[Row, ...]:
        """The Erfolge as shown, in the current language."""
        rows = []
        for achievement, when in self.achievements:
            status = (t("ui.stats.earned_on", date=format_date(when)) if when
                      else t("ui.stats.open"))
            rows.append(Row(t(achievement.name_key), f"{t(achievement.desc_key)} · {status}",
                            bool(when)))
        return tuple(rows)

    def _list_shown(self) -> bool:
        return bool(self.profile and self.achievements and self.right_view == "achievements"
                    and self.ach_page.container is not None)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._list_shown():
            self.ach_page.update(dt)

    def body_event(self, event: pygame.event.Event) -> bool:
        """The wheel over the Erfolge, the arrow and page keys, Home/End anywhere, and the
        mouse on its bar scroll the list (Tab and Enter stay the focus ring's)."""
        if hasattr(event, "pos"):
            self._pointer = tuple(event.pos)
        if not self._list_shown():
            return False
        page = self.ach_page
        if event.type == pygame.MOUSEWHEEL:
            where = self._pointer if self._pointer is not None else pygame.mouse.get_pos()
            return page.rect.collidepoint(where) and page.handle_event(event)
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            return page.handle_event(event)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return page.handle_event(event, keys=False)
        return False


# Up/Down and Space would take the focus ring's moves and the buttons' press: the page keys and
# the ends scroll the list
SCROLL_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)


def _preview(game: str) -> dict[str, Any]:
    """A plausible player for the screenshots: figures, and the first two achievements earned."""
    from speedgames.core import achievements
    from speedgames.core.records import GameStats

    previews = catalog.describe(game).previews
    stats = GameStats(games=23, wins=9, abandoned=0, best_score=71, average_score=48.6,
                      daily_streak=3, daily_best_streak=5,
                      by_mode={"table": 15, "daily": 6, "rekordjagd": 2},
                      extras=dict(previews.stats_extras),
                      favourites=dict(previews.stats_favourites))
    earned = [(a, "2026-11-0%d" % (i + 2) if i < 2 else None)
              for i, a in enumerate(achievements.for_game(game))]
    return {"game": game, "profile": "Anna", "preview": (stats, earned, _preview_trends())}


def _preview_trends() -> Any:
    """Twelve plausible games: a player finding their feet, then a best game late on."""
    from speedgames.core.trends import Trends

    scores = (31.0, 38.0, 35.0, 44.0, 40.0, 52.0, 47.0, 49.0, 61.0, 55.0, 58.0, 71.0)
    best = tuple(max(scores[:i + 1]) for i in range(len(scores)))
    return Trends(scores, best, (("easy", 9, 10), ("normal", 7, 12), ("strong", 3, 9)))


registry.register("statistics", StatisticsScene, sample=lambda app: _preview(registry.GAMES[0]),
                  variants=lambda app: [(f"-{g}", _preview(g)) for g in registry.GAMES])
