"""The Analyse screen: which decisions of a finished game cost what, and what was better.

Opened from „Letzte Partien“ (a game kept in :mod:`speedgames.core.history`) or with a record.
The analysis (:mod:`speedgames.core.analysis`) runs on a worker thread with a progress bar; Esc
(„Abbrechen“) stops it between two decisions. The result is cached in the kept game, so opening it
again is instant. Shown: the summary („3 Entscheidungen kosteten zusammen etwa 4 Ruhm“), the loss
curve, and each flagged decision with the best move and its reason; ↑/↓ choose, N jumps to the
next mistake.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any, Mapping

import pygame

from speedgames.core.i18n import Text, t
from speedgames.ui import registry
from speedgames.ui.analysis_view import draw_curve, draw_list, draw_progress, scroll_into_view
from speedgames.ui.scene import Scene
from speedgames.ui.widgets import Button, FocusRing, draw_rule, fit_font

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.core.analysis import Analysis
    from speedgames.ui.scene import AppLike


class Worker:
    """One analysis on a daemon thread; ``poll()`` gives the result (or exception) once."""

    def __init__(self, record: Mapping[str, Any]) -> None:
        self.done, self.total = 0, max(1, len(record.get("actions") or []))
        self.cancelled = False
        self.result: Any = None
        self.finished = False
        self._thread = threading.Thread(target=self._run, args=(record,), daemon=True,
                                        name="speedgames-analysis")
        self._thread.start()

    def _run(self, record: Mapping[str, Any]) -> None:
        from speedgames.core.analysis import analyse_record

        def progress(i: int, n: int) -> None:
            self.done, self.total = i, max(1, n)

        try:
            self.result = analyse_record(record, progress=progress,
                                         cancelled=lambda: self.cancelled)
        except Exception as exc:  # handed to the screen, which says so in words
            self.result = exc
        self.finished = True

    def cancel(self) -> None:
        self.cancelled = True

    def wait(self, timeout: float | None = None) -> None:
        self._thread.join(timeout)


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
        self.back_button = Button(lambda: t("ui.common.back"), self.back)
        if self.analysis is None:
            self._open()
        self.focus.set([self.next_button, self.back_button])

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
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                self.select(self.selected + (1 if event.key == pygame.K_DOWN else -1))
                return True
        if event.type == pygame.MOUSEWHEEL and self.rows:
            self.select(self.selected - event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, box in self.row_boxes:
                if box.collidepoint(event.pos):
                    self.select(index)
                    return True
        return self.focus.handle_event(event)

    def update(self, dt: float) -> None:
        self._collect()
        self.next_button.enabled = bool(self.rows)
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
        bw = min(th.px(260), (w - 3 * m) // 3)
        self.back_button.rect = pygame.Rect(m, h - m - bar_h, bw, bar_h)
        self.next_button.rect = pygame.Rect(w - m - bw, h - m - bar_h, bw, bar_h)
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
        self.next_button.draw(surface, th, self.focus.focused is self.next_button)
        self.back_button.draw(surface, th, self.focus.focused is self.back_button)

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
        draw_list(surface, th, list_rect, analysis, rows, self.selected, (self.row_boxes, footer))


def _sample(app: "AppLike", game: str) -> dict[str, Any]:
    from speedgames.ui.review_samples import sample_analysis

    record, analysis = sample_analysis(game)
    return {"game": game, "record": record, "analysis": analysis}


registry.register("review.analysis", AnalysisScene,
                  sample=lambda app: _sample(app, registry.GAMES[0]),
                  variants=lambda app: [(f"{g}-analysis", _sample(app, g) if app else {})
                                        for g in registry.GAMES])
