"""The Abendvorstellung on screen: the evening's scoring, one step after the other.

The rules compute the whole show at once and report it as events; this view only reveals them
line by line (Tagespreis with the Preiswürfel, „Wertung“ effects, Kristallfeld, Ruhm, Mark), with
each seat's colour before its lines. „Weiter“ first shows everything that is left; pressed again it
ends the show. Tapping a line with a name asks the scene to show that seat's Hülse. When the lines
do not fit (four seats, a long evening), nothing is dropped: they scroll (wheel, ↑ ↓, Bild↑ Bild↓),
with a scroll bar and a hint above „Weiter“ that says how many lines are out of view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Sequence

import pygame

from speedgames.core.i18n import Text, t, t_count
from speedgames.rocket.rules import data
from speedgames.rocket.rules.events import to_text
from speedgames.rocket.screen import art
from speedgames.rocket.screen.art import seat_colour
from speedgames.ui.dice import DiceTumble, Face, draw_die, number_faces
from speedgames.ui.seat_marks import draw_seat_badge
from speedgames.ui.widgets import draw_panel, draw_rule, draw_text, fit_font, wrap_text
from speedgames.ui.widgets.text import ellipsize

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.fireworks import Stage

SHOWN_TYPES = {
    "prize", "prize_none", "prize_konkurrenz", "card_gain", "card_miss", "wertung", "kristallfeld",
    "ruhm", "waghalsig_nothing", "mark", "mark_bonus", "conversion", "chip_removed",
}
#: lines about the whole table: known only once every rocket is up (the Tagespreis)
TABLE_TYPES = {"prize", "prize_none", "prize_konkurrenz"}
GOOD = {"prize", "ruhm", "kristallfeld", "card_gain", "mark_bonus", "conversion"}
BAD = {"waghalsig_nothing", "card_miss", "prize_none"}


@dataclass
class ShowLine:
    seat: int | None
    text: Text
    kind: str
    face: int | None = None     # the Preiswürfel face (1–6) of a Tagespreis line
    table: bool = False         # about the whole table (the Tagespreis): told after every rocket


def told(events: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The events worth telling: after „die Messe-Konkurrenz steht auf Feld 12 … kein Preis“
    the rules' general „Tagespreis: keine Rakete ohne Fehlzündung“ would contradict a rocket
    that did not misfire, so it is left out (show and Spielverlauf alike)."""
    out: list[dict[str, Any]] = []
    konkurrenz = False
    for ev in events:
        typ = ev.get("type")
        if typ == "prize_konkurrenz":
            konkurrenz = True
        elif typ == "prize_none" and konkurrenz:
            continue
        elif typ == "show_start":
            konkurrenz = False
        out.append(ev)
    return out


def lines_from_events(events: Sequence[dict[str, Any]]) -> list[ShowLine]:
    """The show's lines: everything from ``show_start`` on that the show should tell."""
    out: list[ShowLine] = []
    started = False
    for ev in told(events):
        if ev.get("type") == "show_start":
            started = True
            continue
        if not started or ev.get("type") not in SHOWN_TYPES:
            continue
        typ = ev["type"]
        kind = "good" if typ in GOOD else "bad" if typ in BAD else "info"
        if typ == "ruhm" and ev.get("exploded"):
            kind = "bad"
        out.append(ShowLine(ev.get("seat"), to_text(ev["text"]), kind,
                            ev.get("face") if typ == "prize" else None,
                            typ in TABLE_TYPES or ev.get("seat") is None))
    return out


def paced_by_rockets(lines: list[ShowLine], stage: "Stage") -> tuple[list[ShowLine], list[float]]:
    """The lines in the order the rockets tell them, with the stage time each is due (#29): a
    seat's lines when its rocket reaches its field and bursts, the lines about the whole table
    (the Tagespreis) once every rocket is up — so the last line comes with the last burst and
    never after the show."""
    from speedgames.rocket.screen.fireworks import RISE

    order = {launch.seat: i for i, launch in enumerate(stage.launches)}
    n = len(stage.launches)

    def due(line: ShowLine) -> float:
        index = n - 1 if line.table or line.seat not in order else order[line.seat]
        return stage.starts(index) + RISE * stage.per

    timed = sorted(((due(line), i, line) for i, line in enumerate(lines)),
                   key=lambda x: (x[0], x[2].table, x[1]))
    return [line for _d, _i, line in timed], [d for d, _i, _line in timed]


class ShowView:
    """Reveals ``lines`` over time; ``done`` once everything is shown."""

    def __init__(self, lines: list[ShowLine], evening: int, step: float, last: bool = False,
                 heights: Sequence[tuple[int, str, int, bool]] = (),
                 konkurrenz: int | None = None, stage: "Stage | None" = None) -> None:
        self.stage = stage             # the rockets rising and bursting (fireworks.Stage)
        #: with rockets on the way the lines come with them (``paced_by_rockets``), not one by
        #: one after them; ``None``: one line every ``step`` seconds
        self.due: list[float] | None = None
        if stage is not None and not stage.still and stage.launches and step > 0:
            lines, self.due = paced_by_rockets(lines, stage)
        self.lines = lines
        self.heard = 0                 # rockets whose burst was heard (the scene's sound)
        self.konkurrenz = konkurrenz   # solo „Die Messe-Konkurrenz stopft vor“: its field
        self.evening = evening
        self.step = step
        self.last = last
        self.heights = list(heights)   # (seat, name, Wertungsfeld, exploded)
        self.revealed = 0 if step > 0 else len(lines)
        self.timer = 0.0
        self.tumble: DiceTumble | None = None   # the Preiswürfel rolling (display only)
        self.tumble_line = -1
        self.die_rect: pygame.Rect | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.line_rects: list[tuple[int | None, pygame.Rect]] = []
        self.label_rects: list[pygame.Rect] = []   # „Feld 11 · Fehlzündung“ per seat
        self.konkurrenz_x: int | None = None       # where the dashed line was drawn
        self.top: int | None = None   # the first line shown when scrolled back; None = newest
        self.first_shown = 0          # as last drawn
        self.max_first = 0            # the first line when the newest are in view
        self.shown = 0                # lines drawn, from ``first_shown`` on
        self.hidden_above = 0
        self.hidden_below = 0
        self.hint_rect: pygame.Rect | None = None   # „↑↓ / Mausrad: 3 ältere Zeilen“

    @property
    def done(self) -> bool:
        """Every line told and every rocket burst (the show stands still at its end)."""
        return self.revealed >= len(self.lines) and (self.stage is None or self.stage.done)

    @property
    def told(self) -> bool:
        """Every line is shown (the rockets may still be bursting)."""
        return self.revealed >= len(self.lines)

    @property
    def tumbling(self) -> bool:
        return self.tumble is not None and not self.tumble.done

    def skip(self) -> None:
        """The whole show to its end at once: every line, the die still, the rockets burst."""
        self.revealed = len(self.lines)
        if self.tumble is not None:
            self.tumble.skip()
        if self.stage is not None:
            self.stage.skip()

    def restart(self) -> None:
        """From the first rocket again, nothing told (the bench plays the show over and over)."""
        self.revealed = 0 if self.step > 0 else len(self.lines)
        self.timer = 0.0
        self.tumble, self.tumble_line = None, -1
        self.top = None
        if self.stage is not None:
            self.stage.t = 0.0

    def update(self, dt: float) -> None:
        if self.stage is not None:
            self.stage.update(dt)
        if self.due is not None:
            self._with_rockets(dt)
            return
        if self.tumble is not None and not self.tumble.done:
            self.tumble.update(dt)     # the next line waits for the die to settle
            return
        if self.revealed >= len(self.lines):
            return
        self.timer += dt
        while self.timer >= self.step and self.revealed < len(self.lines):
            self.timer -= self.step
            line = self.lines[self.revealed]
            self.revealed += 1
            if line.face is not None:
                self.tumble = DiceTumble([Face.number(max(1, min(6, line.face)))],
                                         [number_faces()], duration=min(0.8, self.step * 1.4))
                self.tumble_line = self.revealed - 1
                self.timer = 0.0
                return

    def _with_rockets(self, dt: float) -> None:
        """Every line whose rocket is up is told (several at once: a seat's lines come with its
        burst); at the stage's end every line is."""
        assert self.due is not None and self.stage is not None
        if self.tumble is not None and not self.tumble.done:
            self.tumble.update(dt)
        end = self.stage.done
        while self.revealed < len(self.lines) and (end or self.due[self.revealed]
                                                   <= self.stage.t + 1e-9):
            line = self.lines[self.revealed]
            self.revealed += 1
            if line.face is not None and not end:
                self.tumble = DiceTumble([Face.number(max(1, min(6, line.face)))],
                                         [number_faces()],
                                         duration=min(0.8, max(0.1, self.stage.total
                                                               - self.stage.t)))
                self.tumble_line = self.revealed - 1

    def draw_dynamic(self, surface: pygame.Surface, theme: Any) -> None:
        """The rolling Preiswürfel (every frame while it tumbles)."""
        if self.tumbling and self.die_rect is not None:
            self.tumble.draw(surface, [self.die_rect], theme)

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        for seat, r in self.line_rects:
            if seat is not None and r.collidepoint(pos):
                return seat
        return None

    def draw(self, surface: pygame.Surface, theme: Any, button_h: int) -> pygame.Rect:
        """The panel; returns the rect left free for the „Weiter“ button at its bottom."""
        r = self.rect
        draw_panel(surface, r, theme, "poster")
        pad = theme.px(24)
        x, y = r.x + pad, r.y + pad
        w = r.width - 2 * pad
        key = "rocket.ui.show.title_last" if self.last else "rocket.ui.show.title"
        title = t(key, n=self.evening)
        font = fit_font(theme, "title", title, w)
        img = font.render(title, True, theme.color("text"))
        surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
        y += img.get_height() + theme.px(4)
        draw_rule(surface, x + w // 5, x + w * 4 // 5, y, theme)
        y += theme.px(12)
        self.line_rects = []
        y = self._heights(surface, theme, pygame.Rect(x, y, w, 0))
        bottom = r.bottom - pad - button_h - theme.px(12)
        lines_top = y
        room = bottom - y
        for role in ("body", "small"):
            font = theme.font(role)
            lh = font.get_linesize()
            die = lh + theme.px(6)
            rows: list[tuple[ShowLine, list[str]]] = []
            for line in self.lines[: self.revealed]:
                rows.append((line, wrap_text(line.text.render(), font, w - die - theme.px(12))))
            total = sum(max(die, len(ls) * lh) + theme.px(6) for _, ls in rows)
            if total <= room:
                break
        gap = theme.px(6)
        heights = [max(die, len(ls) * lh) + gap for _, ls in rows]
        hint_font = theme.font("small")
        if total > room:   # more than fits: scroll, and say how (a hint above „Weiter“, on
            # as many lines as its longest wording needs at this width)
            room -= self._hint_height(hint_font, w) + theme.px(4)
        # the first row shown: the newest lines in view unless the reader scrolled back
        first, rest = len(rows), 0
        while first > 0 and rest + heights[first - 1] <= room:
            first -= 1
            rest += heights[first]
        self.max_first = first
        self.first_shown = first if self.top is None else max(0, min(self.top, first))
        self.die_rect = None
        used, shown = 0, 0
        for index, (line, ls) in enumerate(rows[self.first_shown:], start=self.first_shown):
            if used + heights[index] > room and shown:
                break
            used += heights[index]
            shown += 1
            h = heights[index] - gap
            row = pygame.Rect(x, y, w, h)
            if line.seat is not None:
                draw_seat_badge(surface, theme, (x + die // 2, y + lh // 2 + theme.px(2)),
                                max(4, lh // 4 + (2 if theme.seat_marks else 0)), line.seat,
                                seat_colour(line.seat))
            if line.face is not None:
                box = pygame.Rect(x, y, die, die)
                if self.tumbling and index == self.tumble_line:
                    self.die_rect = box
                else:
                    draw_die(surface, box, Face.number(max(1, min(6, line.face))), theme)
            colour = theme.color({"good": "good", "bad": "bad"}.get(line.kind, "text"))
            ty = y
            if self.tumbling and index == self.tumble_line:
                ls = ["…"]   # the result shows when the die has settled
            for text in ls:
                surface.blit(font.render(text, True, colour), (x + die + theme.px(12), ty))
                ty += lh
            self.line_rects.append((line.seat, row))
            y += h + gap
        self.shown = shown
        self.hidden_above = self.first_shown
        self.hidden_below = len(rows) - self.first_shown - shown
        self.hint_rect = None
        if self.hidden_above or self.hidden_below:
            self._scroll_marks(surface, theme, pygame.Rect(x, lines_top, w, bottom - lines_top),
                               len(rows), shown, hint_font)
        if not self.lines:
            img = theme.font("body", italic=True).render(t("rocket.ui.show.nothing"), True,
                                                         theme.color("text_dim"))
            surface.blit(img, (x, y))
        return pygame.Rect(x, r.bottom - pad - button_h, w, button_h)

    def scroll_by(self, rows: int) -> None:
        """Wheel and keys: ``rows`` > 0 towards the newest lines, < 0 back to older ones (the
        Tagespreis comes first). At the newest end the show follows new lines again."""
        first = self.first_shown + rows
        self.top = None if first >= self.max_first else max(0, first)

    def scroll_key(self, key: int) -> bool:
        """↑ ↓ Bild↑ Bild↓ Pos1 Ende scroll the lines; returns whether the key was one."""
        page = 4
        moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page,
                 pygame.K_PAGEDOWN: page, pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}
        if key not in moves:
            return False
        self.scroll_by(moves[key])
        return True

    def _scroll_marks(self, surface: pygame.Surface, theme: Any, area: pygame.Rect, total: int,
                      shown: int, font: pygame.font.Font) -> None:
        """The scroll bar beside the lines and the hint above „Weiter“: how many lines are out
        of view and how to reach them."""
        hint_h = self._hint_height(font, area.width)
        track = pygame.Rect(area.right + theme.px(8), area.y, max(3, theme.px(4)),
                            area.height - hint_h - theme.px(4))
        pygame.draw.rect(surface, theme.color("panel_alt"), track, border_radius=2)
        h = max(theme.px(12), track.height * shown // max(1, total))
        y = track.y + (track.height - h) * self.first_shown // max(1, total - shown)
        pygame.draw.rect(surface, theme.color("line"), (track.x, y, track.width, h),
                         border_radius=2)
        key = ("rocket.ui.show.scroll_up" if self.hidden_above and not self.hidden_below else
               "rocket.ui.show.scroll_down" if not self.hidden_above else
               "rocket.ui.show.scroll_both")
        n = self.hidden_above or self.hidden_below
        text = t_count(key, n, n=n)
        box = pygame.Rect(area.x, area.bottom - hint_h, area.width, hint_h)
        draw_text(surface, text, font, theme.color("accent"), box, align="center", line_gap=0)
        self.hint_rect = box

    @staticmethod
    def _hint_height(font: pygame.font.Font, width: int) -> int:
        """The room the scroll hint takes: its longest wording wrapped between words."""
        texts = [t_count(k, 88, n=88) for k in ("rocket.ui.show.scroll_up",
                                                "rocket.ui.show.scroll_down",
                                                "rocket.ui.show.scroll_both")]
        return max(len(wrap_text(text, font, width, report=False)) for text in texts) \
            * font.get_linesize()

    def _heights(self, surface: pygame.Surface, theme: Any, area: pygame.Rect) -> int:
        """One bar per seat: how high each rocket rose this evening; alone against the
        Messe-Konkurrenz its field is a dashed line across the bars."""
        if not self.heights:
            return area.y
        small = theme.font("small", bold=True)
        lh = small.get_linesize()
        y = area.y
        labels = [t("rocket.ui.show.height_misfire" if exploded else "rocket.ui.show.height",
                    n=field) for _seat, _name, field, exploded in self.heights]
        gap = theme.px(8)
        badge_r = max(4, lh // 3)
        indent = 2 * badge_r + theme.px(4) if theme.seat_marks else 0
        # measured, not shared out: the names take what their widest needs, the labels theirs,
        # the bars the rest; when a bar would be shorter than a stub, each name stands on its
        # own line above its bar (rows that stack instead of names cut to „Meis…“)
        name_w = indent + max(small.size(name)[0] for _s, name, _f, _e in self.heights)
        label_w = max(small.size(text)[0] for text in labels)
        stub = theme.px(60)
        stacked = name_w + gap + stub + theme.px(6) + label_w > area.width
        bar_x = area.x + (indent if stacked else name_w + gap)
        bar_w = max(theme.px(40), area.right - bar_x - label_w - theme.px(6))
        top = y
        self.label_rects: list[pygame.Rect] = []
        risen = self.stage.risen if self.stage is not None else len(self.heights)
        for row, ((seat, name, field, exploded), label) in enumerate(zip(self.heights, labels)):
            row_y = y
            waiting = row >= risen   # its rocket is still on the way: no field yet
            if theme.seat_marks:  # the seat's symbol before its name, as in the seat cards
                draw_seat_badge(surface, theme, (area.x + badge_r, y + lh // 2), badge_r, seat,
                                seat_colour(seat))
            img = small.render(name, True, theme.color("text"))
            surface.blit(img, (area.x + indent, y))
            if stacked:
                y += lh
            bar = pygame.Rect(bar_x, y + lh // 4, bar_w, lh // 2)
            pygame.draw.rect(surface, theme.color("bg_alt"), bar, border_radius=bar.height // 2)
            fill = bar.copy()
            fill.width = max(bar.height, round(bar.width * min(1.0, field / data.LAST_FIELD)))
            if not waiting:
                art.draw_bar(surface, fill, theme.color("bad") if exploded else seat_colour(seat),
                             bar.height // 2, exploded)
            limg = small.render("…" if waiting else label, True,
                                theme.color("bad" if exploded and not waiting else "text_dim"))
            self.label_rects.append(surface.blit(limg, (bar.right + theme.px(6), y)))
            self.line_rects.append((seat, pygame.Rect(area.x, row_y, area.width,
                                                      y + lh - row_y)))
            y += lh + theme.px(2)
        if self.konkurrenz is not None:
            y = self._konkurrenz(surface, theme, bar_x, bar_w, top, y, small)
        return y + theme.px(8)

    def _konkurrenz(self, surface: pygame.Surface, theme: Any, bar_x: int, bar_w: int,
                    top: int, y: int, font: pygame.font.Font) -> int:
        """The dashed line at the Konkurrenz's field and its label below the bars."""
        colour = theme.color("accent2")
        x = bar_x + round(bar_w * min(1.0, self.konkurrenz / data.LAST_FIELD))
        dash = max(3, theme.px(4))
        yy = top
        while yy < y:
            pygame.draw.line(surface, colour, (x, yy), (x, min(y, yy + dash)), max(2, theme.px(2)))
            yy += 2 * dash
        self.konkurrenz_x = x
        text = t("rocket.ui.show.konkurrenz", n=self.konkurrenz)
        img = font.render(ellipsize(text, font, bar_w), True, colour)
        # beside the line's foot, on the side with room, never across the line
        gap = theme.px(6)
        if x + gap + img.get_width() <= bar_x + bar_w:
            rect = img.get_rect(topleft=(x + gap, y))
        else:
            rect = img.get_rect(topright=(x - gap, y))
        pygame.draw.line(surface, colour, (x, y), (x, y + font.get_linesize() // 2),
                         max(2, theme.px(2)))
        surface.blit(img, rect)
        return y + font.get_linesize() + theme.px(2)
