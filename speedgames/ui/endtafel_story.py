"""The Endtafel's story views: the race over the game and the score taken apart, as charts (#29).

Why apart from the table: the Endtafel shows one view at a time — the table, each chart of the
game (Ruhm per evening; field and litres per Runde; points per Wurf) and the breakdown of every
final score — chosen with tabs under the title (or the keys 1, 2, 3 …), so each view gets the
whole panel at any window size instead of squeezing in under the table. The figures come from
:mod:`speedgames.core.story` (the record replayed), never from the screen.

API: ``StoryTabs(story, rows, colours)`` · ``.views`` (``"table"`` first) · ``.view`` ·
``.tabs`` (Buttons, for the focus ring) · ``.layout(theme, rect) -> height`` ·
``.draw(surface, theme, rect)`` (the current chart view).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from speedgames.core.i18n import language, t
from speedgames.ui import charts
from speedgames.ui.tooltip import render_message
from speedgames.ui.widgets import Button, share_row

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.core.story import Story
    from speedgames.ui.theme import Theme

RGB = tuple[int, int, int]
# seats without a colour of their game's own (the shared Endtafel sample): poster inks
DEFAULT_COLOURS: tuple[RGB, ...] = ((196, 72, 58), (56, 118, 204), (66, 160, 92),
                                    (222, 168, 52), (150, 92, 204), (120, 120, 128))
PARTS = "parts"
CACHE_LIMIT = 8      # pictures kept (views × sizes); a resize starts afresh
PREVIEW_PLOT = 60   # px at 800 px: the least plot height of the chart under the table
PREVIEW_PLOT_BESIDE = 40   # … and with its legend beside it (the small chart at 150 % text)
TABLE = "table"


def story_from_record(record: Any) -> "Story | None":
    """The story of a finished game, or None when it has none or does not replay."""
    if not record:
        return None
    try:
        from speedgames.core.story import has_story, story_of

        if not has_story(str(record.get("game"))):
            return None
        return story_of(record)
    except Exception:  # a story is a bonus: the Endtafel never fails for it
        return None


class StoryTabs:
    def __init__(self, story: "Story", rows: Sequence[Any],
                 colours: Sequence[RGB] | None = None, view: str = TABLE,
                 on_change: Callable[[], Any] | None = None) -> None:
        self.story = story
        self.rows = list(rows)           # EndRow (place order), for the names and the order
        self.colours = list(colours or DEFAULT_COLOURS)
        self.views = [TABLE] + [c.key for c in story.charts] + ([PARTS] if story.parts else [])
        self.view = view if view in self.views else TABLE
        self.on_change = on_change
        self._cache: dict[tuple, pygame.Surface] = {}
        labels = {TABLE: "ui.story.tab.table", PARTS: "ui.story.tab.parts",
                  **{c.key: c.tab for c in story.charts}}
        self.tabs = [Button(lambda k=labels[v]: t(k), lambda v=v: self.show(v),
                            hotkey=pygame.K_1 + i if i < 9 else None)
                     for i, v in enumerate(self.views)]
        share_row(self.tabs)
        self._sync()

    def show(self, view: str) -> None:
        if view in self.views and view != self.view:
            self.view = view
            self._sync()
            if self.on_change is not None:
                self.on_change()

    def _sync(self) -> None:
        for view, tab in zip(self.views, self.tabs):
            tab.style = "primary" if view == self.view else "normal"

    def colour(self, seat: int) -> RGB:
        return tuple(self.colours[seat % len(self.colours)])  # type: ignore[return-value]

    # ---------------------------------------------------------------- layout and drawing
    def tab_height(self, theme: "Theme") -> int:
        return max(theme.px(36), theme.font("button").get_linesize() + theme.px(12))

    def place_tabs(self, theme: "Theme", rect: pygame.Rect) -> None:
        """The tabs in one row across ``rect`` (centred, each as wide as the widest needs)."""
        gap = theme.px(10)
        n = len(self.tabs)
        font = theme.font("button")
        need = max(font.size(render_message(tab.label() if callable(tab.label) else tab.label))[0]
                   for tab in self.tabs) + theme.px(32)
        w = min(need, (rect.width - gap * (n - 1)) // n)
        x = rect.centerx - (n * w + (n - 1) * gap) // 2
        for tab in self.tabs:
            tab.rect = pygame.Rect(x, rect.y, w, rect.height)
            x += w + gap

    def _names(self) -> dict[int, str]:
        return {row.seat if row.seat >= 0 else i: render_message(row.name)
                for i, row in enumerate(self.rows)}

    def _order(self) -> list[int]:
        """Seats in the table's order (first place first); seats the table does not name last."""
        seen = [row.seat for row in self.rows if 0 <= row.seat < self.story.seats]
        return seen + [s for s in range(self.story.seats) if s not in seen]

    def preview_layout(self, theme: "Theme", rect: pygame.Rect) -> str | None:
        """How the first chart, legend and title included, still has a plot of some height in
        ``rect`` (the room under the table): ``"above"`` (the legend over the chart, as in its
        tab), ``"beside"`` (the legend in a column at its right — at 150 % text the legend's
        rows over the chart left no plot, and the Endtafel stood with a gap of ≈170 px, #30) or
        None when it does not fit either way."""
        chart = self.story.series(self.views[1]) if len(self.views) > 2 else None
        if chart is None or rect.width <= 0 or rect.height <= 0:
            return None
        names = [render_message(row.name) for row in self.rows]
        title = t(chart.title)
        small = theme.font("small").get_linesize()
        least = max(theme.px(PREVIEW_PLOT), small * 2)

        def text(width: int) -> int:   # as draw_line_chart spends it: pads, half a line, x labels
            return charts.title_height(theme, width, title) + small * 3 // 2 + theme.px(24)

        if rect.height - (charts.legend_height(theme, rect.width, names) + theme.px(8)
                          + text(rect.width)) >= least:
            return "above"
        # beside its legend the chart takes the whole height: a plot of a line and a half is
        # still a race to read (the tab shows it big)
        side = self._side_width(theme, rect.width)
        if (charts.legend_height(theme, side, names) <= rect.height
                and rect.height - text(rect.width - side - theme.px(12))
                >= max(theme.px(PREVIEW_PLOT_BESIDE), small * 3 // 2)):
            return "beside"
        return None

    def preview_fits(self, theme: "Theme", rect: pygame.Rect) -> bool:
        """Whether the first chart fits ``rect`` in either layout (:meth:`preview_layout`)."""
        return self.preview_layout(theme, rect) is not None

    def _side_width(self, theme: "Theme", width: int) -> int:
        """A legend column beside the chart: as wide as its longest name, a third at most."""
        small = theme.font("small")
        longest = max((small.size(render_message(row.name))[0] for row in self.rows), default=0)
        return min(width // 3, longest + theme.px(30) + theme.px(8))

    def draw(self, surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
             view: str | None = None, legend: str = "above") -> None:
        """``view`` (default: the current one) into ``rect``: a chart with its legend
        (``legend``: ``"above"`` or ``"beside"`` it), or the breakdown."""
        view = view or self.view
        rect = pygame.Rect(rect)
        if rect.width <= 0 or rect.height <= 0:
            return
        # drawn once per view, size, look and language: the Endtafel redraws without re-plotting
        key = (view, rect.size, theme.key, language(), legend)
        picture = self._cache.get(key)
        if picture is None:
            picture = pygame.Surface(rect.size, pygame.SRCALPHA)
            self._draw_view(picture, theme, picture.get_rect(), view, legend)
            if len(self._cache) >= CACHE_LIMIT:
                self._cache.clear()
            self._cache[key] = picture
        surface.blit(picture, rect.topleft)

    def _draw_view(self, surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
                   view: str, legend: str = "above") -> None:
        if view == PARTS:
            self._draw_parts(surface, theme, rect)
            return
        chart = self.story.series(view)
        if chart is None:
            return
        names = self._names()
        order = self._order()
        entries = [(names.get(s, str(s + 1)), self.colour(s), s, False) for s in order]
        if legend == "beside":
            side = self._side_width(theme, rect.width)
            legend_h = charts.legend_height(theme, side, [e[0] for e in entries])
            charts.draw_legend(surface, theme, pygame.Rect(rect.right - side,
                                                           rect.centery - legend_h // 2,
                                                           side, legend_h), entries)
            area = pygame.Rect(rect.x, rect.y, rect.width - side - theme.px(12), rect.height)
        else:
            legend_h = charts.legend_height(theme, rect.width, [e[0] for e in entries])
            charts.draw_legend(surface, theme, pygame.Rect(rect.x, rect.y, rect.width,
                                                           legend_h), entries)
            area = pygame.Rect(rect.x, rect.y + legend_h + theme.px(8), rect.width,
                               rect.height - legend_h - theme.px(8))
        lines = [charts.Line(names.get(s, ""), chart.values[s], self.colour(s), s)
                 for s in reversed(order)]   # the winner drawn last, on top
        labels = [t("ui.story.start") if n == 0 else str(n) for n in self.story.steps]
        charts.draw_line_chart(surface, theme, area, lines, labels, title=t(chart.title))

    def _draw_parts(self, surface: pygame.Surface, theme: "Theme", rect: pygame.Rect) -> None:
        names = self._names()
        rows = [charts.BarRow(names.get(s, str(s + 1)), self.colour(s), s,
                              tuple(p.values[s] for p in self.story.parts))
                for s in self._order()]
        charts.draw_stacked_bars(surface, theme, rect, rows,
                                 [t(p.label) for p in self.story.parts],
                                 title=t("ui.story.parts_title"))
