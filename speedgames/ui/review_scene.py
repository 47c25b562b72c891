"""Partie ansehen: a finished game step by step, in the game's own scene, read-only (#13).

Why a frame around the game's scene: the boards are drawn once, by the scene that plays them; this
screen owns one such scene, never updates it (nothing moves by itself, nobody can act) and only
puts positions on it (``show`` of the module the game's description names, ``review_module``).
Keys: ← / → one action, Ctrl+← / → one evening, Runde or Wurf, Home / End, Leertaste play /
pause, + / − the speed, Esc back; a click on the timeline jumps there. Positions come from
:class:`Timeline`.

Learning from it (#28): a panel under the board shows the decision a person makes at this moment
with the analysis's verdict (the analysis is handed in by the Analyse screen, or made here on the
worker thread); M „nur meine Entscheidungen“ makes ← / → and playing step from one of the
people's decisions to the next, N / Shift+N jump to the next / previous `?` or `??`; W plays on
from this moment as a practice game against the same computers (:mod:`speedgames.ui.play_on`),
B the same with the better move already made. The flagged decisions are dots on the timeline.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Mapping

import pygame

from speedgames.core import catalog
from speedgames.core.i18n import Text, t
from speedgames.core.timeline import Timeline
from speedgames.ui import registry
from speedgames.ui.analysis_view import VERDICT_COLORS
from speedgames.ui.review_text import marker_text
from speedgames.ui.review_verdict import draw_moment, seat_name, verdict_lines
from speedgames.ui.scene import Scene
from speedgames.ui.widgets import block_height, draw_panel, draw_text, fit_block, fit_font

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.core.analysis import Analysis, Verdict
    from speedgames.ui.scene import AppLike

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)  # actions per second when playing
BAR_ROOM = 76  # theme pixels under the game's scene for the replay bar


def _inner_scene(app: "AppLike", record: Mapping[str, Any]) -> Any:
    """The game's own scene for the record's table, without saving and without a computer."""
    game = record["game"]
    kwargs: dict[str, Any] = {"options": record["options"], "seed": record["seed"],
                              "autosave": False}
    return registry.create(app, f"{game}.game", **kwargs)


class ReviewScene(Scene):
    name = "review.replay"

    def __init__(self, app: "AppLike", record: Mapping[str, Any] | None = None,
                 position: int | None = None, analysis: "Analysis | None" = None,
                 analyse: bool = True, seat: int | None = None) -> None:
        super().__init__(app)
        if record is None:
            from speedgames.ui.review_samples import sample_record

            record = sample_record(registry.GAMES[0])
        self.record = record
        self.game_id = str(record["game"])
        self.timeline = Timeline(record)
        self.inner = _inner_scene(app, record)
        self.show_position = importlib.import_module(
            str(catalog.describe(self.game_id).review_module)).show
        self.position = -1
        self.playing = False
        self.speed = 1
        self._clock = 0.0
        self.track = pygame.Rect(0, 0, 0, 0)
        self.only_mine = False
        self.mine_seat = seat  # whose decisions M steps through (see _choose_seat)
        self.show_keys = False
        self._label_w = 0  # the compact bar's room for the position text (only grows)
        self.analysis: "Analysis | None" = None
        self.verdicts: dict[int, "Verdict"] = {}
        self.worker: Any = None
        if analysis is not None:
            self._take(analysis)
        elif analyse and self.timeline.decisions:
            from speedgames.ui.analysis_worker import Worker

            self.worker = Worker(record)
        self.go(self.timeline.length if position is None else position)
        if self.mine_seat is None:
            self._choose_seat()

    def _choose_seat(self) -> None:
        """„Nur meine Entscheidungen“ follows one person: the one deciding at this position,
        else the one chosen before, else the first person with a decision."""
        tl = self.timeline
        here = tl.decider(self.position)
        if here is not None:
            self.mine_seat = here
        elif self.mine_seat is None and tl.seat_decisions:
            self.mine_seat = min(tl.seat_decisions)

    # ------------------------------------------------------------------ the analysis
    def _take(self, analysis: "Analysis") -> None:
        self.analysis = analysis
        self.verdicts = {d.index: d for d in analysis.decisions}

    def _collect(self) -> None:
        worker = self.worker
        if worker is None or not worker.finished:
            return
        self.worker = None
        from speedgames.core.analysis import Analysis

        if isinstance(worker.result, Analysis):
            self._take(worker.result)

    @property
    def mistakes(self) -> list[int]:
        """The positions of the flagged decisions (`?`, `??`), in order."""
        return [d.index for d in self.analysis.flagged] if self.analysis is not None else []

    def next_mistake(self, delta: int = 1) -> None:
        """N / Shift+N: the next / previous flagged decision (round the game)."""
        marks = self.mistakes
        if not marks:
            self.app.toast(Text("review.replay.no_mistakes" if self.analysis is not None
                                else "review.replay.still_analysing"), "info")
            return
        self.playing = False
        if delta > 0:
            self.go(next((m for m in marks if m > self.position), marks[0]))
        else:
            self.go(next((m for m in reversed(marks) if m < self.position), marks[-1]))

    def play_on(self, better: bool = False) -> None:
        """W: play on from here (practice); B: with the better move the analysis named."""
        from speedgames.ui.play_on import play_on

        move = None
        if better:
            d = self.verdicts.get(self.position)
            if d is None or d.verdict not in ("?", "??") or d.best == d.action:
                self.app.toast(Text("review.practice.no_better"), "info")
                return
            move = (d.seat, d.best)
        play_on(self.app, self.record, self.position, move)

    def go(self, position: int) -> None:
        from speedgames.core.game import Match

        position = self.timeline.clamp(position)
        if position == self.position:
            return
        self.position = position
        match = Match(self.timeline.game, self.timeline.options, self.timeline.seed)
        match.state = self.timeline.state_at(position)
        match.actions = list(self.timeline.actions[:position])
        self.show_position(self.inner, match)

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1 \
                and self.track.collidepoint(event.pos) and self.track.width > 0:
            share = (event.pos[0] - self.track.x) / self.track.width
            self.playing = False
            self.go(self._snap(event.pos[0], round(share * self.timeline.length)))
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def _key(self, event: pygame.event.Event) -> bool:
        mod = getattr(event, "mod", 0)
        key, ctrl, shift = event.key, bool(mod & pygame.KMOD_CTRL), bool(mod & pygame.KMOD_SHIFT)
        tl = self.timeline
        if key == pygame.K_ESCAPE:
            self.app.back()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            delta = 1 if key == pygame.K_RIGHT else -1
            self.playing = False
            self.go(tl.chapter(self.position, delta) if ctrl else self._step(delta))
        elif key == pygame.K_m:
            self.only_mine = not self.only_mine
            if self.only_mine:
                self._choose_seat()
            marks = tl.seat_decisions.get(self.mine_seat, []) if self.mine_seat is not None \
                else tl.decisions
            if self.only_mine and marks and self.position not in marks:
                self.go(tl.decision(self.position, 1 if self.position < marks[-1] else -1,
                                    self.mine_seat))
        elif key == pygame.K_n:
            self.next_mistake(-1 if shift else 1)
        elif key == pygame.K_h:
            self.toggle_keys()
        elif key == pygame.K_w:
            self.play_on()
        elif key == pygame.K_b:
            self.play_on(better=True)
        elif key == pygame.K_HOME:
            self.go(0)
        elif key == pygame.K_END:
            self.go(tl.length)
        elif key == pygame.K_SPACE:
            self.playing = not self.playing
            if self.playing and self.position >= tl.length:
                self.go(0)
            self._clock = 0.0
        elif key in (pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS):
            self.speed = min(len(SPEEDS) - 1, self.speed + 1)
        elif key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.speed = max(0, self.speed - 1)
        return True  # the game below never sees a key: it is read-only

    def _snap(self, x: int, position: int) -> int:
        """A click on (or right beside) a mistake's dot on the timeline opens that decision."""
        n = max(1, self.timeline.length)
        near = [(abs(self.track.x + self.track.width * m // n - x), m) for m in self.mistakes]
        best = min(near, default=None)
        return best[1] if best is not None and best[0] <= self.app.theme.px(8) else position

    def _step(self, delta: int) -> int:
        """One action, or with „nur meine Entscheidungen“ one of the people's decisions."""
        tl = self.timeline
        return tl.decision(self.position, delta, self.mine_seat) if self.only_mine else \
            tl.step(self.position, delta)

    def update(self, dt: float) -> None:
        self._collect()
        if not self.playing:
            return
        self._clock += max(0.0, dt)
        period = 1.0 / SPEEDS[self.speed]
        while self._clock >= period and self.playing:
            self._clock -= period
            before = self.position
            self.go(self._step(1))
            if self.position >= self.timeline.length or self.position == before:
                self.playing = False

    def frame_request(self) -> float | None:
        """Frames while the game plays on by itself or the analysis runs; a paused one waits for
        input (#16)."""
        return 0.0 if self.playing or self.worker is not None else None

    def leave(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
            self.worker = None
        leave = getattr(self.inner, "leave", None)
        if leave is not None:
            leave()

    # ------------------------------------------------------------------ drawing
    def _board_size(self, size: tuple[int, int]) -> tuple[int, int]:
        """The game's own scene gets the window above the replay bar, so the bar hides
        nothing of it (the Rechenweg, the action bar)."""
        return size[0], max(1, size[1] - self._bar_height(size) - self.app.theme.px(16))

    def _keys_width(self, width: int) -> int:
        return (width - self.app.theme.px(48)) * 3 // 5

    def _key_lines(self, width: int) -> int:
        th = self.app.theme
        keys = max((self._keys(mine) for mine in (False, True)),  # the bar never jumps
                   key=lambda text: block_height(th, "small", text, self._keys_width(width)))
        return max(1, min(3, block_height(th, "small", keys, self._keys_width(width))
                          // th.font("small").get_linesize()))

    def _bar_rows(self, lines: int) -> int:
        th = self.app.theme
        return th.px(40) + th.font("body").get_linesize() + th.font("small").get_linesize() * \
            (1 + lines)

    def compact(self, size: tuple[int, int]) -> bool:
        """A small window at a big text size: the keys would take the game's scene more room
        than it can spare (a fifth of the height), so the bar names only „H: alle Tasten“."""
        return self._bar_rows(self._key_lines(size[0])) > size[1] // 5

    def _bar_height(self, size: tuple[int, int]) -> int:
        """The replay bar: the moment's verdict (one line and its reason), then where the game
        stands beside the keys (up to three lines at a big text size; in a small window only
        „H: Tasten“ until H shows them all), then the timeline."""
        if self.compact(size) and not self.show_keys:
            th = self.app.theme  # one row less: the position and the hint beside the timeline
            return th.px(14) + th.font("body").get_linesize() + 2 * th.font("small").get_linesize()
        return self._bar_rows(self._key_lines(size[0]))

    def _keys(self, mine: bool | None = None) -> str:
        mine = self.only_mine if mine is None else mine
        return t("review.replay.keys", mine=t("review.replay.on" if mine else "review.replay.off"))

    def _shown_keys(self, size: tuple[int, int]) -> str:
        if self.compact(size) and not self.show_keys:
            return t("review.replay.keys_hint")
        return self._keys()

    def toggle_keys(self) -> None:
        """H: all keys in the bar (a small window shows only „H: Tasten“), or fewer again."""
        self.show_keys = not self.show_keys
        self.relayout(self.app.size)

    def _moment_lines(self) -> tuple[str, str, str]:
        """What the bar says about this moment: the mark, the decision, the reason."""
        tl, p = self.timeline, self.position
        if p >= tl.length:
            return "", t("review.replay.end"), ""
        seat, action = tl.actions[p]
        worker = self.worker
        working = int(100 * worker.done / max(1, worker.total)) if worker is not None else None
        unit = self.analysis.unit if self.analysis is not None else None
        return verdict_lines(self.game_id, unit, seat_name(tl.options, seat),
                             self.verdicts.get(p), action if p in tl.decisions else None,
                             working)

    def relayout(self, size: tuple[int, int]) -> None:
        self.inner.relayout(self._board_size(size))

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        w, h = surface.get_size()
        board = surface.subsurface(pygame.Rect((0, 0), self._board_size((w, h))))
        self.inner.draw(board)
        bar_h = self._bar_height((w, h))
        bar = pygame.Rect(th.px(12), h - bar_h - th.px(10), w - th.px(24), bar_h)
        draw_panel(surface, bar, th, "panel")
        inner = pygame.Rect(bar.x + th.px(12), bar.y + th.px(6), bar.width - th.px(24), 0)
        y = draw_moment(surface, th, inner, self._moment_lines())
        where = marker_text(self.timeline.label(self.position))
        state = t("review.replay.playing" if self.playing else "review.replay.paused",
                  speed=f"{SPEEDS[self.speed]:g}")
        short = self.compact((w, h)) and not self.show_keys
        text = self.position_text(where, state, short)
        if short:
            self._draw_compact_row(surface, bar, y, text)
            return
        rows_h = bar.bottom - th.px(26) - y
        keys_w = self._keys_width(w)
        left = pygame.Rect(inner.x, y, inner.width - keys_w - th.px(16), rows_h)
        font, lines = fit_block(th, "small", text, left.width, rows_h)
        draw_text(surface, "\n".join(lines), font, th.color("text"), left, line_gap=0)
        right = pygame.Rect(inner.right - keys_w, y, keys_w, rows_h)
        font, lines = fit_block(th, "small", self._shown_keys((w, h)), right.width, rows_h)
        draw_text(surface, "\n".join(lines), font, th.color("text_dim"), right, align="right",
                  line_gap=0)
        self._draw_track(surface, pygame.Rect(bar.x + th.px(12), bar.bottom - th.px(20),
                                              bar.width - th.px(24), th.px(10)))

    def position_text(self, where: str, state: str, short: bool = False) -> str:
        """The bar's position line; with „nur meine Entscheidungen“ it names whose (in hot-seat
        M follows one person: „nur Entscheidungen von Anna“)."""
        text = t("review.replay.position_short" if short else "review.replay.position",
                 i=self.position, n=self.timeline.length, where=where, state=state)
        if not self.only_mine:
            return text
        if self.mine_seat is None:
            return t("review.replay.position_mine_short" if short else
                     "review.replay.position_mine", position=text)
        name = seat_name(self.timeline.options, self.mine_seat)
        return t("review.replay.position_mine_of_short" if short else
                 "review.replay.position_mine_of", position=text, name=name)

    def _draw_compact_row(self, surface: pygame.Surface, bar: pygame.Rect, y: int,
                          text: str) -> None:
        """Small window, big text: where the game stands, the timeline and „H: alle Tasten“ on
        one row (the timeline keeps the widest position text's room, so it never jumps)."""
        th = self.app.theme
        font = th.font("small")
        inner = bar.inflate(-2 * th.px(12), 0)
        hint = t("review.replay.keys_hint")
        hint_w = min(font.size(hint)[0], inner.width // 4)
        self._label_w = min(max(self._label_w, font.size(text)[0]), inner.width * 9 // 20)
        row = pygame.Rect(inner.x, y + th.px(2), inner.width, font.get_linesize())
        f = fit_font(th, "small", text, self._label_w)
        surface.blit(f.render(text, True, th.color("text")), (row.x, row.y))
        f = fit_font(th, "small", hint, hint_w)
        img = f.render(hint, True, th.color("text_dim"))
        surface.blit(img, img.get_rect(topright=(row.right, row.y)))
        left = row.x + self._label_w + th.px(14)
        right = row.right - hint_w - th.px(14)
        self._draw_track(surface, pygame.Rect(left, row.centery - th.px(5),
                                              max(th.px(40), right - left), th.px(10)))

    def _draw_track(self, surface: pygame.Surface, track: pygame.Rect) -> None:
        th = self.app.theme
        self.track = track
        pygame.draw.rect(surface, th.color("line"), self.track, border_radius=th.px(5))
        n = max(1, self.timeline.length)
        for c in self.timeline.chapters[1:]:
            x = self.track.x + self.track.width * c // n
            pygame.draw.line(surface, th.color("text_dim"), (x, self.track.y - th.px(3)),
                             (x, self.track.bottom + th.px(2)), 1)
        done = self.track.copy()
        done.width = self.track.width * self.position // n
        if done.width > 0:
            pygame.draw.rect(surface, th.color("accent"), done, border_radius=th.px(5))
        for d in (self.analysis.flagged if self.analysis is not None else []):
            x = self.track.x + self.track.width * d.index // n  # the mistakes on the timeline
            pygame.draw.circle(surface, th.color(VERDICT_COLORS[d.verdict]),
                               (x, self.track.centery), th.px(5))
            pygame.draw.circle(surface, th.color("panel"), (x, self.track.centery), th.px(5), 1)
        pygame.draw.circle(surface, th.color("accent"), (done.right, self.track.centery),
                           th.px(8))


def _variants(app: "AppLike") -> list[tuple[str, dict[str, Any]]]:
    """Each game's demonstration game at its first flagged decision, with the verdicts."""
    if app is None:
        return [(f"{g}-review", {}) for g in registry.GAMES]
    from speedgames.ui.review_samples import sample_analysis

    out = []
    for g in registry.GAMES:
        record, analysis = sample_analysis(g)
        flagged = analysis.flagged
        at = flagged[0].index if flagged else len(record["actions"]) * 2 // 3
        out.append((f"{g}-review", {"record": record, "position": at, "analysis": analysis}))
    return out


registry.register("review.replay", ReviewScene, variants=_variants)
