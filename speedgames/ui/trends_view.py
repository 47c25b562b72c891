"""„Meine Partien“'s Verlauf (#29): the score of each kept game with the best so far, and the
share of computers of each level the player finished ahead of — drawn with :mod:`ui.charts`.

API: ``draw_trends(surface, theme, rect, trends, game_id)`` (``trends`` a
:class:`speedgames.core.trends.Trends`, or None for „nothing yet“).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from speedgames.core import catalog
from speedgames.core.i18n import language, t
from speedgames.ui import charts
from speedgames.ui.game_options import level_label_key
from speedgames.ui.widgets import draw_fitted

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.core.trends import Trends
    from speedgames.ui.theme import Theme

CACHE_LIMIT = 12
_CACHE: dict[tuple, pygame.Surface] = {}
LINE_SHARE = 0.4  # of the height at least: the scores; the rest the computers' levels


def level_bars(trends: "Trends", game_id: str) -> list[tuple[str, float, str]]:
    """(level's name, share, „60 % · 3 von 5“) for every level the game offers."""
    offered = set(catalog.describe(game_id).levels)
    out = []
    for level, won, played in trends.levels:
        if level not in offered:
            continue
        name = t("ui.trends.against", level=t(level_label_key(game_id, level)))
        shown = (t("ui.trends.share", pct=round(100 * won / played), won=won, n=played)
                 if played else "–")
        out.append((name, won / played if played else 0.0, shown))
    return out


def draw_trends(surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
                trends: "Trends | None", game_id: str) -> None:
    """Drawn once per figures, size, look and language, then blitted (the screen redraws)."""
    rect = pygame.Rect(rect)
    if rect.width <= 0 or rect.height <= 0:
        return
    key = (trends, game_id, rect.size, theme.key, language())
    picture = _CACHE.get(key)
    if picture is None:
        picture = pygame.Surface(rect.size, pygame.SRCALPHA)
        _draw(picture, theme, picture.get_rect(), trends, game_id)
        if len(_CACHE) >= CACHE_LIMIT:
            _CACHE.clear()
        _CACHE[key] = picture
    surface.blit(picture, rect.topleft)


def _draw(surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
          trends: "Trends | None", game_id: str) -> None:
    if trends is None or not trends.games:
        draw_fitted(surface, t("ui.trends.empty"), rect, theme, theme.color("text_dim"),
                    role="body")
        return
    gap = theme.px(10)
    entries = [(t("ui.trends.score"), theme.color("accent"), -1, False),
               (t("ui.trends.best"), theme.color("accent2"), -1, True)]
    legend_h = charts.legend_height(theme, rect.width, [e[0] for e in entries])
    charts.draw_legend(surface, theme, pygame.Rect(rect.x, rect.y, rect.width, legend_h),
                       entries)
    top = rect.y + legend_h + gap
    bars = level_bars(trends, game_id)
    title = t("ui.trends.levels_title")
    # the bars take what their rows need (a line of text each); the scores the rest
    bars_need = charts.bars_height(theme, rect.width, bars, title)
    line_h = max(int((rect.bottom - top - gap) * LINE_SHARE), rect.bottom - top - gap - bars_need)
    lines = [charts.Line(entries[1][0], trends.best, entries[1][1], dashed=True),
             charts.Line(entries[0][0], trends.scores, entries[0][1])]
    labels = [str(i + 1) for i in range(trends.games)]
    charts.draw_line_chart(surface, theme, pygame.Rect(rect.x, top, rect.width, line_h), lines,
                           labels, title=t("ui.trends.scores_title"))
    bars_top = top + line_h + gap
    charts.draw_bars(surface, theme, pygame.Rect(rect.x, bars_top, rect.width,
                                                 rect.bottom - bars_top),
                     bars, title=title)
