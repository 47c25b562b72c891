"""What the coach of the guided first game looks like: its panel, the highlight, its buttons.

Why apart from :mod:`speedgames.ui.coach`: that module decides what happens, this one only draws
and hands its buttons' clicks back. The panel stands where it covers neither what the step
points at nor the key line (:mod:`speedgames.ui.coach_place`); the rest of the screen is dimmed
a little and the target gets a pulsing ring in the accent colour. A refusal („Gerade nicht …“)
stands in the panel in the warning colour for a few seconds.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from speedgames.core.i18n import t
from speedgames.ui.coach_place import place
from speedgames.ui.widgets import Button, block_height, draw_panel, draw_text
from speedgames.ui.widgets.text import text_height

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.coach import CoachScene

DIM_ALPHA = 70
PULSE_SECONDS = 2.4   # the ring pulses when a step begins, then stands (an idle screen stays idle)


class CoachView:
    def __init__(self, coach: "CoachScene") -> None:
        self.coach = coach
        self.time = 0.0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.weiter = Button(lambda: t("coach.weiter"), coach.advance, style="primary")
        self.skip = Button(lambda: t("coach.skip"), coach.skip, style="quiet", role="small")
        self.leave = Button(lambda: t("coach.leave"), coach.leave_guide, style="quiet",
                            role="small")
        self.real = Button(lambda: t("coach.play_real"), coach.play_for_real, style="primary")
        self.home = Button(lambda: t("coach.to_kontor"), coach.leave_guide, style="quiet")
        self.unfold = Button(lambda: t("coach.unfold"), coach.unfold, style="quiet", role="small")
        self._size = (0, 0)
        self._key: tuple | None = None
        self._step_seen = -1
        self._veil: tuple[tuple, pygame.Surface] | None = None

    @property
    def buttons(self) -> list[Button]:
        if self.coach.finished:
            return [self.real, self.home]
        step = self.coach.step
        shown = [self.skip, self.leave]
        if self.coach.folded:   # one small line: the hint back, or leave (Tab still skips)
            return [self.unfold, self.leave]
        return ([self.weiter] if step is not None and step.reads else []) + shown

    def relayout(self, size: tuple[int, int]) -> None:
        self._size = size
        self._key = None

    def update(self, dt: float) -> None:
        if self._step_seen != self.coach.index:
            self._step_seen, self.time = self.coach.index, 0.0
        self.time += dt

    @property
    def pulsing(self) -> bool:
        return self.time < PULSE_SECONDS and self.coach.target_rect() is not None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return False
        self._layout()
        for button in self.buttons:
            if button.handle_mouse(event):
                return True
        return (event.type != pygame.MOUSEMOTION and self.rect.collidepoint(event.pos))

    # -- layout ------------------------------------------------------------------------------
    def _words(self, width: int | None = None) -> tuple[str, str, str | None]:
        """Title, words and refusal; the short title where the box is narrower (``width``)."""
        coach = self.coach
        th = coach.app.theme
        if coach.finished:
            return t("coach.done_title"), t(coach.guide.summary), None
        step = coach.step
        total = len(coach.guide.steps)
        n = min(coach.index + 1, total)
        head = t("coach.title", n=n, total=total)
        if width is not None and th.font("small", bold=True).size(head)[0] > width:
            head = t("coach.title_short", n=n, total=total)   # a narrow box beside a column
        body = t(step.say) if step is not None and not coach.folded else ""
        warn = t(coach.refusal.key, **coach.refusal.params) if coach.refusal else None
        return head, body, warn

    def _layout(self) -> None:
        th = self.coach.app.theme
        w, h = self.coach.app.size
        coach = self.coach
        targets, keys, clear = coach.target_rects(), coach.key_line(), coach.keep_clear()
        head, body, warn = self._words()
        key = (w, h, th.key, head, body, warn, coach.finished, coach.folded,
               tuple(tuple(r) for r in targets), tuple(keys) if keys else None,
               tuple(tuple(r) for r in clear))
        if key == self._key:
            return
        self._key = key
        pad = th.px(16)
        width = max(th.px(300), min(th.px(430), int(w * 0.34)))
        if coach.finished:
            width = min(w - 4 * pad, th.px(560))
            rect = pygame.Rect(0, 0, width, self._measure(width)[0])
            rect.center = (w // 2, h // 2)
        else:
            if coach.folded:
                width = min(width, max(th.px(240), int(width * 0.75)))
            rect = place(lambda bw: self._measure(bw)[0], width, (w, h), th.px(8),
                         target=targets, must=[keys] if keys else [], want=clear,
                         min_width=th.px(200))
        self.rect = rect
        height, rows, heights = self._measure(rect.width)
        gap = th.px(8)
        y = rect.bottom - pad - sum(heights) - gap * (len(rows) - 1)
        for row, row_h in zip(rows, heights):
            x = rect.x + pad
            for button, bw in row:
                button.rect = pygame.Rect(x, y, bw, row_h)
                x += bw + gap
            y += row_h + gap

    def _measure(self, width: int) -> tuple[int, list[list[tuple[Button, int]]], list[int]]:
        """The box's height at ``width``, its rows of buttons and the rows' heights."""
        th = self.coach.app.theme
        pad = th.px(16)
        inner = width - 2 * pad
        head, body, warn = self._words(inner)
        height = pad + text_height(head, th.font("small", bold=True), inner) + th.px(8)
        if body:
            height += text_height(body, th.font("body"), inner) + th.px(10)
        if warn:
            height += text_height(warn, th.font("small", italic=True), inner) + th.px(8)
        gap = th.px(8)
        rows = self._button_rows(inner, gap)
        heights = [max(th.px(40), th.px(8) + max(      # each row as tall as its labels need
            block_height(th, "button", button.label(), w_ - 2 * th.px(10), bold=True)
            for button, w_ in row)) for row in rows]
        height += sum(heights) + gap * (len(rows) - 1) + pad
        return height, rows, heights

    def _button_rows(self, inner: int, gap: int) -> list[list[tuple[Button, int]]]:
        """The buttons in one row (Weiter a little wider), or — when a word of a label has
        no room there (big text) — „Weiter“ alone above the others, which share a row (in
        halves, else by their longest words) or, if even that is too narrow, stand one above
        the other."""
        th = self.coach.app.theme
        buttons = self.buttons
        weights = [1.3 if b is self.weiter else 1.0 for b in buttons]

        def row(items: list[Button], ws: list[float]) -> list[tuple[Button, int]]:
            unit = (inner - gap * (len(items) - 1)) / sum(ws)
            return [(b, int(unit * wt)) for b, wt in zip(items, ws)]

        font = th.font("button", bold=True)

        def fits(r: list[tuple[Button, int]]) -> bool:
            return all(font.size(word)[0] <= bw - 2 * th.px(10)
                       for b, bw in r for word in b.label().split())

        def need(b: Button) -> float:
            return max((font.size(word)[0] for word in b.label().split()), default=1) + 1

        one = row(buttons, weights)
        if fits(one):
            return [one]
        head = [row(buttons[:1], [1.0])] if len(buttons) >= 3 else []
        rest = buttons[1:] if head else buttons
        for ws in ([1.0] * len(rest), [need(b) for b in rest]):  # halves, else by the words
            if fits(r := row(rest, ws)):
                return head + [r]
        # no room side by side: one above the other — split in halves „Überspringen“ shrank
        # to half the size of „Verlassen (Esc)“ beside it (#30)
        return head + [row([b], [1.0]) for b in rest]

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        th = self.coach.app.theme
        self._layout()
        target = self.coach.target_rect()
        surface.blit(self._veil_for(surface.get_size(), target), (0, 0))
        if target is not None:
            pulse = 0.5 + 0.5 * math.sin(self.time * 4.0) if self.pulsing else 0.5
            ring = target.inflate(th.px(12) + int(th.px(6) * pulse),
                                  th.px(12) + int(th.px(6) * pulse))
            pygame.draw.rect(surface, th.color("accent"), ring, width=max(2, th.px(4)),
                             border_radius=th.px(12))
        self._draw_panel(surface)

    def _veil_for(self, size: tuple[int, int], target: pygame.Rect | None) -> pygame.Surface:
        """The dimming over the screen with its hole at ``target``; made again only when the
        window, the hole or the end of the guide changes (it was a whole window's surface
        made and filled every frame)."""
        th = self.coach.app.theme
        alpha = DIM_ALPHA if not self.coach.finished else 2 * DIM_ALPHA
        hole = target.inflate(th.px(12), th.px(12)) if target is not None else None
        key = (size, alpha, tuple(hole) if hole is not None else None, th.px(10))
        if self._veil is None or self._veil[0] != key:
            dim = pygame.Surface(size, pygame.SRCALPHA)
            dim.fill((0, 0, 0, alpha))
            if hole is not None:
                pygame.draw.rect(dim, (0, 0, 0, 0), hole, border_radius=th.px(10))
            self._veil = (key, dim)
        return self._veil[1]

    def _draw_panel(self, surface: pygame.Surface) -> None:
        th = self.coach.app.theme
        rect = self.rect
        draw_panel(surface, rect, th, "poster")
        pad = th.px(16)
        x, y = rect.x + pad, rect.y + pad
        inner = rect.width - 2 * pad
        head, body, warn = self._words(inner)
        y += draw_text(surface, head, th.font("small", bold=True), th.color("accent"),
                       pygame.Rect(x, y, inner, rect.bottom - y)) + th.px(8)   # narrow: 2 lines
        if body:
            y += draw_text(surface, body, th.font("body"), th.color("text"),
                           pygame.Rect(x, y, inner, rect.bottom - y)) + th.px(10)
        if warn:
            draw_text(surface, warn, th.font("small", italic=True), th.color("bad"),
                      pygame.Rect(x, y, inner, rect.bottom - y))
        for button in self.buttons:
            button.draw(surface, th)
