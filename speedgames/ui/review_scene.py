"""Partie ansehen: a finished game step by step, in the game's own scene, read-only (#13).

Why a frame around the game's scene: the boards are drawn once, by the scene that plays them; this
screen owns one such scene, never updates it (nothing moves by itself, nobody can act) and only
puts positions on it (``show`` of the module the game's description names, ``review_module``).
Keys: ← / → one action, Ctrl+← / → one evening, Runde or Wurf, Home / End, Leertaste play /
pause, + / − the speed, Esc back; a click on the timeline jumps there. Positions come from
:class:`Timeline`.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Mapping

import pygame

from speedgames.core import catalog
from speedgames.core.i18n import t
from speedgames.core.timeline import Timeline
from speedgames.ui import registry
from speedgames.ui.review_text import marker_text
from speedgames.ui.scene import Scene
from speedgames.ui.widgets import block_height, draw_panel, draw_text, fit_block

if TYPE_CHECKING:  # pragma: no cover
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
                 position: int | None = None) -> None:
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
        self.go(self.timeline.length if position is None else position)

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
            self.go(round(share * self.timeline.length))
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def _key(self, event: pygame.event.Event) -> bool:
        key, ctrl = event.key, bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
        tl = self.timeline
        if key == pygame.K_ESCAPE:
            self.app.back()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            delta = 1 if key == pygame.K_RIGHT else -1
            self.playing = False
            self.go(tl.chapter(self.position, delta) if ctrl else tl.step(self.position, delta))
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

    def update(self, dt: float) -> None:
        if not self.playing:
            return
        self._clock += max(0.0, dt)
        period = 1.0 / SPEEDS[self.speed]
        while self._clock >= period and self.playing:
            self._clock -= period
            self.go(self.position + 1)
            if self.position >= self.timeline.length:
                self.playing = False

    def frame_request(self) -> float | None:
        """Frames while the game plays on by itself; a paused one waits for input (#16)."""
        return 0.0 if self.playing else None

    def leave(self) -> None:
        leave = getattr(self.inner, "leave", None)
        if leave is not None:
            leave()

    # ------------------------------------------------------------------ drawing
    def _board_size(self, size: tuple[int, int]) -> tuple[int, int]:
        """The game's own scene gets the window above the replay bar, so the bar hides
        nothing of it (the Rechenweg, the action bar)."""
        return size[0], max(1, size[1] - self._bar_height(size[0]) - self.app.theme.px(16))

    def _bar_height(self, width: int) -> int:
        """The replay bar: the key line may take two lines at a big text size (then the bar
        grows and the game's scene above gives way)."""
        th = self.app.theme
        keys_w = (width - th.px(24)) // 2 - th.px(24)
        lines = max(1, block_height(th, "small", t("review.replay.keys"), keys_w)
                    // th.font("small").get_linesize())
        return max(th.px(BAR_ROOM - 16), th.px(38) + lines * th.font("small").get_linesize())

    def relayout(self, size: tuple[int, int]) -> None:
        self.inner.relayout(self._board_size(size))

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        w, h = surface.get_size()
        board = surface.subsurface(pygame.Rect((0, 0), self._board_size((w, h))))
        self.inner.draw(board)
        bar_h = self._bar_height(w)
        bar = pygame.Rect(th.px(12), h - bar_h - th.px(10), w - th.px(24), bar_h)
        draw_panel(surface, bar, th, "panel")
        where = marker_text(self.timeline.label(self.position))
        state = t("review.replay.playing" if self.playing else "review.replay.paused",
                  speed=f"{SPEEDS[self.speed]:g}")
        text = t("review.replay.position", i=self.position, n=self.timeline.length,
                 where=where, state=state)
        top_h = bar_h - th.px(32)
        left = pygame.Rect(bar.x + th.px(12), bar.y + th.px(6), bar.width // 2, top_h)
        font, lines = fit_block(th, "small", text, left.width, top_h)
        draw_text(surface, "\n".join(lines), font, th.color("text"), left, line_gap=0)
        keys = t("review.replay.keys")
        right = pygame.Rect(bar.centerx + th.px(12), bar.y + th.px(6),
                            bar.width // 2 - th.px(24), top_h)
        font, lines = fit_block(th, "small", keys, right.width, top_h)
        draw_text(surface, "\n".join(lines), font, th.color("text_dim"), right, align="right",
                  line_gap=0)
        self.track = pygame.Rect(bar.x + th.px(12), bar.bottom - th.px(22),
                                 bar.width - th.px(24), th.px(10))
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
        pygame.draw.circle(surface, th.color("accent"), (done.right, self.track.centery),
                           th.px(8))


def _variants(app: "AppLike") -> list[tuple[str, dict[str, Any]]]:
    if app is None:
        return [(f"{g}-review", {}) for g in registry.GAMES]
    from speedgames.ui.review_samples import sample_record

    out = []
    for g in registry.GAMES:
        record = sample_record(g)
        out.append((f"{g}-review", {"record": record,
                                    "position": len(record["actions"]) * 2 // 3}))
    return out


registry.register("review.replay", ReviewScene, variants=_variants)
