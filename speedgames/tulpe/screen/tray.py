"""The dice tray: three colour dice, three number dice, the roll and the three buttons.

Faces come from :mod:`speedgames.ui.dice` (colour faces carry the colour's symbol, the sixth face
is the Gießkanne). A roll is thrown onto the tray (:class:`~speedgames.ui.anim.tumble.DiceRoll`):
the dice fly in turning over their edges, bounce, and settle on what the rules rolled; the roll
can be skipped. Dice the active player took are shown as taken to everyone who chooses after.
Keys (handled by the scene): 1–3 colour dice, 4–6 number dice, W / Leertaste roll, Enter
„Aufblühen“, P „Passen“.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from speedgames.core.i18n import t
from speedgames.tulpe.screen import art
from speedgames.tulpe.screen.view import DieId, TrayState
from speedgames.ui.anim.tumble import DiceRoll
from speedgames.ui.dice import Face, draw_die
from speedgames.ui.widgets import (Button, draw_panel, draw_text, fit_block, fit_font,
                                  text_height, wrap_text)

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.theme import Theme

CAN = "*"
STATUS_LINES = 3  # lines always kept for the status: a longer message never shrinks the dice


def color_face(value: Any) -> Face:
    if value == CAN:
        return Face.can()
    return Face.colour(art.petal(str(value)), art.MARK_OF.get(str(value)))


def number_face(value: Any) -> Face:
    if value == CAN:
        return Face.can()
    try:
        return Face.number(int(value))
    except (TypeError, ValueError):
        return Face.number(1)


COLOR_POOL = [color_face(c) for c in art.COLOR_IDS] + [Face.can()]
NUMBER_POOL = [Face.number(n) for n in range(1, 6)] + [Face.can()]


@dataclass
class TrayButtons:
    roll: Button
    bloom: Button
    pass_: Button

    def all(self) -> list[Button]:
        return [self.roll, self.bloom, self.pass_]


class DiceTray:
    """Layout, drawing and hit tests of the dice tray inside ``rect``."""

    def __init__(self, on_roll: Callable[[], Any], on_bloom: Callable[[], Any],
                 on_pass: Callable[[], Any]) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.small_title = False   # „Würfel“ in the body type where the dice must give way
        self.color_rects: list[pygame.Rect] = []
        self.number_rects: list[pygame.Rect] = []
        self.status_rect = pygame.Rect(0, 0, 0, 0)
        self.buttons = TrayButtons(
            Button(lambda: t("tulpe.ui.roll"), on_roll, style="primary"),
            Button(lambda: t("tulpe.ui.bloom"), on_bloom, style="primary"),
            Button(lambda: t("tulpe.ui.pass"), on_pass))
        self.tumble: DiceRoll | None = None
        self.flash = 0.0
        self.hover: DieId | None = None

    # ------------------------------------------------------------------ layout
    def layout(self, rect: pygame.Rect, theme: "Theme") -> None:
        self.rect = pygame.Rect(rect)
        self._theme = theme
        self._place(theme)

    def _parts(self, width: int, theme: "Theme", small_title: bool = False
               ) -> tuple[int, int, int, int, int]:
        """Heights of what stands around the dice, measured from their real text: title, key
        digit row, status (:data:`STATUS_LINES` lines, whatever it says: the dice keep their
        size when a message comes), buttons, fixed gaps. (The whole key hint stands under the
        field, where it has the width.)"""
        title_h = _title_font(theme, small_title).get_linesize()
        key_h = max(theme.px(22), theme.font("label").get_linesize() + theme.px(6))  # „1“ … „6“
        status_h = STATUS_LINES * _step(theme.font("small")) + theme.px(4)
        button_h = max(theme.px(46), theme.font("button").get_linesize() + theme.px(14))
        gaps = theme.px(8) + theme.px(4)
        return title_h, key_h, status_h, button_h, gaps

    def full_die(self, width: int, theme: "Theme") -> int:
        """The dice at their full size: a third of the inner width less a gap, at most 84 px."""
        inner = width - 2 * theme.px(14)
        return max(theme.px(30), min(inner // 3 - theme.px(14), theme.px(84)))

    def wanted_height(self, width: int, theme: "Theme") -> int:
        """The height at which the dice reach :meth:`full_die` with every text whole."""
        title_h, key_h, status_h, button_h, gaps = self._parts(width - 2 * theme.px(14), theme)
        return (2 * theme.px(14) + title_h + status_h + button_h + gaps
                + 2 * (self.full_die(width, theme) + key_h))

    def height_for_die(self, width: int, die: int, theme: "Theme") -> int:
        """The height at which the dice are ``die`` px (at most :meth:`full_die`) with every
        text whole — the title in the smaller type, as a tray that gives way shows it."""
        die = min(die, self.full_die(width, theme))
        title_h, key_h, status_h, button_h, gaps = self._parts(width - 2 * theme.px(14), theme,
                                                               small_title=True)
        return (2 * theme.px(14) + title_h + status_h + button_h + gaps + 2 * (die + key_h))

    def min_width(self, theme: "Theme") -> int:
        """Wide enough that each die at :meth:`full_die` holds the longest word of its ribbons
        („weg“/„taken“, „keine Kanne“ wraps between its words) at the label size, within the
        ribbon's margins (:func:`ribbon_layout`)."""
        return 3 * (self.min_die(theme) + theme.px(14)) + 2 * theme.px(14)

    def min_die(self, theme: "Theme") -> int:
        """The smallest die whose ribbons hold their longest word at the label size."""
        label = theme.font("label")
        words = (t("tulpe.ui.taken") + " " + t("tulpe.ui.no_cans_short")).split()
        return max((label.size(word)[0] for word in words), default=0) + theme.px(8)

    def _place(self, theme: "Theme") -> None:
        rect = self.rect
        pad = theme.px(14)
        inner = rect.inflate(-2 * pad, -2 * pad)
        full = self.full_die(rect.width, theme)
        for small in (False, True):   # the title gives way before the dice do (#30)
            self.small_title = small
            title_h, key_h, status_h, button_h, gaps = self._parts(inner.width, theme, small)
            room = inner.height - title_h - status_h - button_h - gaps
            if room // 2 - key_h >= full:
                break
        self.title_rect = pygame.Rect(inner.x, inner.y, inner.width, title_h)
        die = max(theme.px(24), min(full, room // 2 - key_h))
        column = inner.width // 3  # each die centred in its third
        y = self.title_rect.bottom + theme.px(8)
        self.color_rects = [pygame.Rect(inner.x + i * column + (column - die) // 2, y, die, die)
                            for i in range(3)]
        y += die + key_h
        self.number_rects = [pygame.Rect(r.x, y, die, die) for r in self.color_rects]
        y += die + key_h
        self.status_rect = pygame.Rect(inner.x, y, inner.width, status_h)
        y = self.status_rect.bottom + theme.px(4)
        half = (inner.width - theme.px(10)) // 2
        b = self.buttons
        b.roll.rect = pygame.Rect(inner.x, y, inner.width, button_h)
        b.bloom.rect = pygame.Rect(inner.x, y, half, button_h)
        b.pass_.rect = pygame.Rect(inner.x + half + theme.px(10), y,
                                   inner.width - half - theme.px(10), button_h)

    def _fit_status(self, theme: "Theme", status: str) -> pygame.font.Font:
        """The status font: bold when the status fits its lines so, else regular, else smaller
        (the reserved lines never grow, so the dice never give way to a message)."""
        bold = theme.font("small", bold=True)
        width, height = self.status_rect.width, self.status_rect.height - theme.px(4)
        if text_height(status, bold, width) <= height:
            return bold
        return fit_block(theme, "small", status, width, int(height / 1.15))[0]  # line gaps

    @property
    def height_needed(self) -> int:
        return self.rect.height

    # ------------------------------------------------------------------ roll
    def start_roll(self, colors: Sequence[Any], numbers: Sequence[Any], duration: float) -> None:
        final = [color_face(c) for c in colors] + [number_face(n) for n in numbers]
        pools = [COLOR_POOL] * 3 + [NUMBER_POOL] * 3
        if duration <= 0:  # animations „aus“: the dice lie still at once
            self.tumble = None
            return
        self.tumble = DiceRoll(final, pools, duration=duration, stagger=0.07)

    @property
    def rolling(self) -> bool:
        return self.tumble is not None and not self.tumble.done

    def skip(self) -> None:
        if self.tumble is not None:
            self.tumble.skip()

    def update(self, dt: float) -> None:
        if self.tumble is not None:
            self.tumble.update(dt)
            if self.tumble.done:
                self.tumble = None
        self.flash = max(0.0, self.flash - dt)

    # ------------------------------------------------------------------ hit tests
    def die_at(self, pos: tuple[int, int]) -> DieId | None:
        for i, r in enumerate(self.color_rects):
            if r.collidepoint(pos):
                return ("color", i)
        for i, r in enumerate(self.number_rects):
            if r.collidepoint(pos):
                return ("number", i)
        return None

    def die_rect(self, die: DieId) -> pygame.Rect:
        rects = self.color_rects if die[0] == "color" else self.number_rects
        return rects[die[1]]

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface, theme: "Theme", st: TrayState) -> None:
        draw_panel(surface, self.rect, theme, "panel")
        title = t("tulpe.ui.dice_title")
        font = fit_font(theme, "heading", title, self.title_rect.width) \
            if not self.small_title else _title_font(theme, True)
        surface.blit(font.render(title, True, theme.color("text")), self.title_rect.topleft)
        label = theme.font("label")
        if st.colors and not self.rolling:
            for kind, rects, values, sel, face in (
                    ("color", self.color_rects, st.colors, st.color_sel, color_face),
                    ("number", self.number_rects, st.numbers, st.number_sel, number_face)):
                for i, (rect, value) in enumerate(zip(rects, values)):
                    die = (kind, i)
                    taken = die in st.taken
                    blocked = die in st.blocked
                    if die in st.advice:
                        pygame.draw.rect(surface, theme.color("good"), rect.inflate(14, 14),
                                         max(2, theme.px(3)), border_radius=theme.px(12))
                    if die == st.suggested and self.flash > 0:
                        pygame.draw.rect(surface, theme.color("focus"), rect.inflate(18, 18),
                                         max(2, theme.px(3)), border_radius=theme.px(12))
                    lift = -theme.px(6) if sel == i else 0
                    draw_die(surface, rect.move(0, lift), face(value), theme,
                             selected=sel == i, disabled=taken or blocked or not st.can_choose,
                             focused=self.hover == die and st.can_choose and not taken)
                    if taken:
                        self._ribbon(surface, theme, rect, t("tulpe.ui.taken"))
                    elif blocked:
                        self._ribbon(surface, theme, rect, t("tulpe.ui.no_cans_short"))
        else:
            for rect in self.color_rects + self.number_rects:
                pygame.draw.rect(surface, theme.color("bg_alt"), rect, border_radius=theme.px(10))
                pygame.draw.rect(surface, theme.color("line"), rect, 1, border_radius=theme.px(10))
        # key hints under the dice
        for i, rect in enumerate(self.color_rects + self.number_rects):
            img = label.render(str(i + 1), True, theme.color("text_dim"))
            surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.bottom + theme.px(4))))
        if st.status:
            font = self._fit_status(theme, st.status)
            draw_text(surface, st.status, font, theme.color("text"), self.status_rect,
                      align="center", valign="middle")
        b = self.buttons
        b.roll.enabled = st.can_roll
        b.bloom.enabled = st.can_bloom
        b.pass_.enabled = st.can_pass
        b.roll.visible = st.can_roll or not st.colors
        b.bloom.visible = b.pass_.visible = not b.roll.visible
        if b.roll.visible:
            b.roll.label = lambda: t("tulpe.ui.roll")
        for button in b.all():
            button.draw(surface, theme, False)

    def draw_tumble(self, surface: pygame.Surface, theme: "Theme") -> None:
        """The rolling dice (drawn every frame over the tray's empty places), inside the tray."""
        if self.tumble is not None:
            clip = surface.get_clip()
            surface.set_clip(self.rect.inflate(-2, -2).clip(clip))
            self.tumble.draw(surface, self.color_rects + self.number_rects, theme)
            surface.set_clip(clip)

    def _ribbon(self, surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
                text: str) -> None:
        """The band across the die, no wider than it (#30: „genommen“ stood out beside it)."""
        band, font, lines = ribbon_layout(theme, rect, text)
        pygame.draw.rect(surface, theme.color("accent2"), band, border_radius=theme.px(4))
        y = band.y + theme.px(2)
        for line in lines:
            img = font.render(line, True, theme.color("accent_text"))
            surface.blit(img, img.get_rect(midtop=(band.centerx, y)))
            y += img.get_height()


def ribbon_layout(theme: "Theme", die: pygame.Rect,
                  text: str) -> tuple[pygame.Rect, pygame.font.Font, list[str]]:
    """Where a die's ribbon stands (as wide as the die, centred on it), its font and lines: the
    text on one line, else wrapped between its words; a word still wider than the die (a die
    squeezed below the tray's full size) shrinks the font to fit."""
    room = die.width - theme.px(8)
    font = theme.font("label")
    widest = max(text.split() or [text], key=lambda word: font.size(word)[0])
    if font.size(widest)[0] > room:
        font = fit_font(theme, "label", widest, room)
    lines = [text] if font.size(text)[0] <= room else wrap_text(text, font, room)
    band = pygame.Rect(0, 0, die.width, len(lines) * font.get_height() + theme.px(4))
    band.center = die.center
    return band, font, lines


def _title_font(theme: "Theme", small: bool) -> pygame.font.Font:
    """„Würfel“: in the heading type, or the bold body type where the tray gives way."""
    return theme.font("body", bold=True) if small else theme.font("heading")


def _step(font: pygame.font.Font) -> int:
    """One line of wrapped text as :func:`text_height` counts it."""
    return font.get_linesize() + round(font.get_linesize() * 0.15)


@dataclass
class Selection:
    """The player's choice being built: dice, then cells (in the order they were tapped)."""

    color_die: int | None = None
    number_die: int | None = None
    cells: list[tuple[int, int]] = field(default_factory=list)

    def clear(self) -> None:
        self.color_die = None
        self.number_die = None
        self.cells = []

    @property
    def empty(self) -> bool:
        return self.color_die is None and self.number_die is None and not self.cells
