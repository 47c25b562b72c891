"""The Analyse screen: which decisions of a finished game cost what, and what was better.

Opened from „Letzte Partien“ (a game kept in :mod:`speedgames.core.history`) or with a record.
The analysis (:mod:`speedgames.core.analysis`) runs on a worker thread with a progress bar; Esc
(„Abbrechen“) stops it between two decisions. The result is cached in the kept game, so opening it
again is instant. Shown: the summary („3 Entscheidungen kosteten zusammen etwa 4 Ruhm“), the loss
curve, and each flagged decision with the best move and its reason; ↑/↓ choose, N jumps to the
next mistake. Enter (or a click on the chosen row, or „Ansehen“) opens the replay at that
decision's moment with every verdict (#28); W plays on from that moment as a practice game
against the same computers, B the same with the better move already made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

import pygame

from speedgames.core.i18n import Text, t
from speedgames.ui import registry
from speedgames.ui.analysis_worker import Worker
from speedgames.ui.analysis_view import draw_curve, draw_list, draw_progress, scroll_into_view
from speedgames.ui.scene import Scene
from speedgames.ui.widgets import Button, FocusRing, draw_rule, fit_font

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.core.analysis import Analysis
    from speedgames.ui.scene import AppLike


class AnalysisScene(Scene):
    name = "review.analysis"

    def __init__(self, app: "AppLike", game: str | None = None, entry: str | None = None,
                 record: Mapping[str, Any] | None = None,
                 analysis: "Analysis | None" = None) -> None:
        super().__init__(app)
        self.game_id = game or registry.GAMES[0]
        self.entry = entry
        self.record = record
        self.analysis = analysis
        self.failed: Text | None = None
        self.worker: Worker | None = None
        self.selected = 0
        self.first = 0
        self.shown = 1
        self.row_boxes: list[tuple[int, pygame.Rect]] = []  # the rows drawn last, for clicks
        self.focus = FocusRing()
        self.next_button = Button(lambda: t("review.analysis.next"), self.next_mistake)
        self.watch_button = Button(lambda: t("review.analysis.watch"), self.watch)
        self.play_button = Button(lambda: t("review.analysis.play_on"), self.play_on)
        self.back_button = Button(lambda: t("ui.common.back"), self.back)
        if self.analysis is None:
            self._open()
        self.focus.set([self.watch_button, self.play_button, self.next_button, self.back_button])

    # ------------------------------------------------------------------ data
    def _open(self) -> None:
        if self.record is None and self.entry is not None:
            from speedgames.core.history import find_game

            kept = find_game(self.app.storage, self.game_id, self.entry)
            if kept is None:
                self.failed = Text("review.analysis.gone")
                return
            self.record = kept["record"]
            cached = kept.get("analysis")
            if cached:
                try:
                    from speedgames.core.analysis import Analysis

                    self.analysis = Analysis.from_json(cached)
                    return
                except (ValueError, KeyError, TypeError):
                    pass  # a damaged cache: analyse again
        if self.record is None:
            self.failed = Text("review.analysis.gone")
            return
        self.worker = Worker(self.record)

    def _collect(self) -> None:
        worker = self.worker
        if worker is None or not worker.finished:
            return
        self.worker = None
        result = worker.result
        from speedgames.core.analysis import Analysis

        if isinstance(result, Analysis):
            self.analysis = result
            if self.entry is not None:
                from speedgames.core.history import store_analysis

                store_analysis(self.app.storage, self.game_id, self.entry, result.to_json())
        elif not worker.cancelled:
            self.failed = Text("review.analysis.failed")

    @property
    def rows(self) -> list[Any]:
        return self.analysis.flagged if self.analysis is not None else []

    # ------------------------------------------------------------------ commands
    def next_mistake(self) -> None:
        """N: the next flagged decision (from the last one back to the first)."""
        rows = self.rows
        if rows:
            self.select((self.selected + 1) % len(rows))

    def select(self, index: int) -> None:
        rows = self.rows
        if not rows:
            return
        self.selected = max(0, min(len(rows) - 1, index))
        if self.selected < self.first:
            self.first = self.selected
        elif self.selected >= self.first + self.shown:
            self.first = self.selected - self.shown + 1

    @property
    def chosen(self) -> Any:
        rows = self.rows
        return rows[self.selected] if rows and 0 <= self.selected < len(rows) else None

    def watch(self) -> None:
        """Enter: the replay at the chosen decision's moment, with every verdict."""
        d = self.chosen
        if d is None or self.record is None:
            return
        self.app.open("review.replay", record=self.record, position=d.index,
                      analysis=self.analysis, seat=d.seat)

    def play_on(self, better: bool = False) -> None:
        """W: play on from the chosen decision's moment (practice); B: with the better move."""
        d = self.chosen
        if d is None or self.record is None:
            return
        from speedgames.ui.play_on import play_on

        play_on(self.app, self.record, d.index, (d.seat, d.best) if better else None)

    def back(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
            self.worker = None
        self.app.back()

    # ------------------------------------------------------------------ scene hooks
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back()
                return True
            if event.key == pygame.K_n:
                self.next_mistake()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.chosen is not None \
                    and self.focus.focused in (None, self.watch_button):
                self.watch()
                return True
            if event.key in (pygame.K_w, pygame.K_b):
                self.play_on(better=event.key == pygame.K_b)
                return True
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                self.select(self.selected + (1 if event.key == pygame.K_DOWN else -1))
                return True
        if event.type == pygame.MOUSEWHEEL and self.rows:
            self.select(self.selected - event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, box in self.row_boxes:
                if box.collidepoint(event.pos):
                    if index == self.selected:  # a click on the chosen row opens its moment
                        self.watch()
                    else:
                        self.select(index)
                    return True
        return self.focus.handle_event(event)

    def update(self, dt: float) -> None:
        self._collect()
        self.next_button.enabled = self.watch_button.enabled = self.play_button.enabled = \
            bool(self.rows) and self.record is not None
        self.focus.update(dt)

    def frame_request(self) -> float | None:
        """Frames while the worker analyses (the progress bar moves, the result arrives)."""
        return 0.0 if self.worker is not None else self.focus.frame_request()

    def leave(self) -> None:
        if self.worker is not None:
            self.worker.cancel()

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        w, h = surface.get_size()
        m = th.px(32)
        surface.fill(th.color("bg"))
        title = t("review.analysis.title", game=t(f"games.{self.game_id}.name"))
        font = fit_font(th, "title", title, w - 2 * m)
        surface.blit(font.render(title, True, th.color("text")), (m, m))
        y = m + th.font("title").get_linesize() + th.px(10)
        draw_rule(surface, m, w - m, y, th)
        bar_h = th.px(52)
        gap = th.px(12)
        bw = min(th.px(260), (w - 2 * m - 3 * gap) // 4)
        self.back_button.rect = pygame.Rect(m, h - m - bar_h, bw, bar_h)
        for i, button in enumerate((self.next_button, self.play_button, self.watch_button)):
            button.rect = pygame.Rect(w - m - bw - i * (bw + gap), h - m - bar_h, bw, bar_h)
        body = pygame.Rect(m, y + th.px(16), w - 2 * m, self.back_button.rect.y - y - th.px(32))
        if self.failed is not None:
            msg = self.failed.render()
            surface.blit(th.font("body").render(msg, True, th.color("bad")), body.topleft)
        elif self.analysis is None:
            done = self.worker.done if self.worker else 0
            total = self.worker.total if self.worker else 1
            draw_progress(surface, th, pygame.Rect(body.x, body.y, body.width, th.px(90)),
                          done, total)
        else:
            self._draw_result(surface, body)
        for button in (self.next_button, self.play_button, self.watch_button, self.back_button):
            button.draw(surface, th, self.focus.focused is button)

    def _draw_result(self, surface: pygame.Surface, body: pygame.Rect) -> None:
        from speedgames.core.analyse_cli import summary_sentence

        th = self.app.theme
        analysis = self.analysis
        assert analysis is not None
        line = summary_sentence(analysis)
        font = fit_font(th, "heading", line, body.width)
        surface.blit(font.render(line, True, th.color("text")), body.topleft)
        top = body.y + font.get_linesize() + th.px(10)
        curve_h = max(th.px(110), min(th.px(180), body.height // 3))
        rows = self.rows
        chosen = rows[self.selected] if rows else None
        total = len((self.record or {}).get("actions") or []) or \
            max((d.index for d in analysis.decisions), default=0) + 1
        draw_curve(surface, th, pygame.Rect(body.x, top, body.width, curve_h), analysis, total,
                   chosen)
        list_rect = pygame.Rect(body.x, top + curve_h + th.px(12), body.width,
                                body.bottom - top - curve_h - th.px(12))
        self.first, self.row_boxes, footer = scroll_into_view(th, list_rect, rows, self.selected,
                                                              self.first)
        self.shown = max(1, len(self.row_boxes))
        draw_list(surface, th, list_rect, analysis, rows, self.selected, (self.row_boxes, footer),
                  self._names())

    def _names(self) -> list[str]:
        """The seats' names (whose decision a row is, when several people played)."""
        from speedgames.ui.review_verdict import seat_name

        options = (self.record or {}).get("options") or {}
        return [seat_name(options, i) for i in range(len(options.get("seats") or []))]


def _sample(app: "AppLike", game: str) -> dict[str, Any]:
    from speedgames.ui.review_samples import sample_analysis

    record, analysis = sample_analysis(game)
    return {"game": game, "record": record, "analysis": analysis}


registry.register("review.analysis", AnalysisScene,
                  sample=lambda app: _sample(app, registry.GAMES[0]),
                  variants=lambda app: [(f"{g}-analysis", _sample(app, g) if app else {})
                                        for g in registry.GAMES])
