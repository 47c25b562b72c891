"""Charts in the house style: lines over a game, stacked bars of a score's parts, plain bars (#29).

Why our own: three small kinds of chart need no plotting library, and drawn here they wear the
posters' look — an inset card, thin rules in ``line``, numbers in the type scale, every seat in
its colour *and* its symbol (``ui.seat_marks``), so no seat is told apart by colour alone. Every
length comes from the rect handed in and ``Theme.px``; every text goes through ``draw_fitted``
(wrapped or shrunk, never cut; the layout tests read its reports).

Degenerate data draws too: one point (a dot per seat), all values equal or zero (a flat line on a
range of one), no seats (the empty card).

API: :class:`Line` · :func:`draw_line_chart` · :func:`legend_height` / :func:`draw_legend` ·
:class:`Segment` rows for :func:`draw_stacked_bars` · :func:`draw_bars` · :func:`nice_ticks` ·
:func:`part_colour` · :func:`number` (a real minus).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from speedgames.ui.seat_marks import draw_seat_badge, ink_on
from speedgames.ui.widgets import draw_fitted, draw_panel

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.theme import Theme

RGB = tuple[int, int, int]
# colours of a score's parts (not seats): poster inks that differ in hue and in lightness
PART_COLOURS: dict[str, tuple[RGB, ...]] = {
    "dark": ((224, 172, 74), (196, 72, 58), (98, 158, 206), (120, 196, 128), (186, 140, 214),
             (230, 226, 214)),
    "light": ((160, 50, 36), (34, 96, 104), (196, 140, 40), (60, 110, 170), (120, 80, 150),
              (90, 84, 76)),
}
DOTS_UP_TO = 16   # points drawn as dots when a line has at most this many


@dataclass(frozen=True)
class Line:
    """One seat's series: ``values[i]`` at the i-th x position."""

    label: str
    values: tuple[float, ...]
    colour: RGB
    seat: int = -1           # the seat's symbol at its end; -1: none
    dashed: bool = False     # e.g. a best line drawn beside the results


def number(value: float) -> str:
    """A chart number: whole, with a real minus („12“, „−3“)."""
    n = int(round(value))
    return f"−{-n}" if n < 0 else str(n)


def nice_ticks(lo: float, hi: float, most: int = 6) -> list[float]:
    """Whole, round tick values covering ``lo … hi`` (at most ``most + 1``, the finest step that
    allows it); a flat range gets one step around it, so all-zero data still has an axis."""
    if not (math.isfinite(lo) and math.isfinite(hi)):
        lo, hi = 0.0, 1.0
    if hi < lo:
        lo, hi = hi, lo
    if hi - lo < 1e-9:
        lo, hi = math.floor(lo) - (1 if lo else 0), math.floor(lo) + 1
    mag = 10 ** max(0, math.floor(math.log10(max(1.0, (hi - lo) / most))))
    for step in (m * mag * z for z in (1, 10, 100) for m in (1, 2, 5)):
        first, last = math.floor(lo / step), math.ceil(hi / step)
        if last - first <= most:
            return [float(k * step) for k in range(first, last + 1)]
    return [lo, hi]   # room for two numbers only: the range itself


def part_colour(theme: "Theme", index: int) -> RGB:
    palette = PART_COLOURS["dark" if theme.dark else "light"]
    return palette[index % len(palette)]


# ---------------------------------------------------------------------- legend
def _legend_items(theme: "Theme", width: int,
                  labels: Sequence[str]) -> list[pygame.Rect]:
    """Where each entry goes (relative to the legend's top left): a flow of rows."""
    font = theme.font("small")
    sw = theme.px(30)
    gap = theme.px(16)
    row_h = max(font.get_linesize(), theme.px(18)) + theme.px(4)
    rects, x, y = [], 0, 0
    for label in labels:
        w = min(width, sw + theme.px(6) + font.size(label)[0] + theme.px(2))
        if x and x + w > width:
            x, y = 0, y + row_h
        h = row_h
        if w >= width:  # a name wider than the legend wraps in its own row
            text_w = max(1, width - sw - theme.px(6))
            lines = max(1, math.ceil(font.size(label)[0] / text_w))
            h = lines * font.get_linesize() + theme.px(4)
        rects.append(pygame.Rect(x, y, w, h))
        x += w + gap
        if w >= width:
            x, y = 0, y + h
    return rects


def legend_height(theme: "Theme", width: int, labels: Sequence[str]) -> int:
    rects = _legend_items(theme, width, labels)
    return max((r.bottom for r in rects), default=0)


def _legend(surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
            entries: Sequence[tuple[str, RGB, int, bool]],
            swatch: Callable[[tuple[str, RGB, int, bool], int, int, int], None]) -> None:
    """Every entry in its place of the flow: ``swatch(entry, x, mid, width)`` draws its sample at
    the left (``mid``: the middle of its first line), its label stands to the right of it."""
    rects = _legend_items(theme, rect.width, [e[0] for e in entries])
    sw = theme.px(30)
    for entry, r in zip(entries, rects):
        r = r.move(rect.x, rect.y)
        mid = r.y + min(r.height, theme.font("small").get_linesize() + theme.px(4)) // 2
        swatch(entry, r.x, mid, sw)
        text = pygame.Rect(r.x + sw + theme.px(6), r.y, r.width - sw - theme.px(6), r.height)
        draw_fitted(surface, entry[0], text, theme, theme.color("text"), role="small",
                    align="left")


def draw_legend(surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
                entries: Sequence[tuple[str, RGB, int, bool]]) -> None:
    """(label, colour, seat, dashed) per entry: a line swatch with the seat's badge, the name."""

    def line(entry: tuple[str, RGB, int, bool], x: int, mid: int, sw: int) -> None:
        _label, colour, seat, dashed = entry
        _segment(surface, theme, (x, mid), (x + sw, mid), colour, dashed)
        if seat >= 0:
            draw_seat_badge(surface, theme, (x + sw // 2, mid), theme.px(6), seat, colour)

    _legend(surface, theme, rect, entries, line)


# ---------------------------------------------------------------------- lines
def title_height(theme: "Theme", width: int, title: str | None) -> int:
    """The room a chart's title takes at the top of its card (one line, two when long)."""
    if not title:
        return 0
    font = theme.font("small", bold=True)
    lines = 1 if font.size(title)[0] <= width - 2 * theme.px(10) else 2
    return lines * font.get_linesize() + theme.px(6)


def _title(surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
           title: str | None) -> int:
    h = title_height(theme, rect.width, title)
    if h:
        pad = theme.px(10)
        draw_fitted(surface, str(title), pygame.Rect(rect.x + pad, rect.y + pad,
                                                     rect.width - 2 * pad, h - theme.px(6)),
                    theme, theme.color("text"), role="small", bold=True)
    return h


def _card(surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
          title: str | None) -> tuple[pygame.Rect, int, int] | None:
    """The inset card a chart stands on, with its title on top: (the card, its padding, the y
    below the title), or None for a rect too small to draw in."""
    rect = pygame.Rect(rect)
    if rect.width < 8 or rect.height < 8:
        return None
    draw_panel(surface, rect, theme, "inset")
    pad = theme.px(10)
    return rect, pad, rect.y + pad + _title(surface, theme, rect, title)


def _segment(surface: pygame.Surface, theme: "Theme", a: tuple[float, float],
             b: tuple[float, float], colour: RGB, dashed: bool = False,
             width: int | None = None) -> None:
    """A line with a thin halo in the background's ink, so a pale seat colour reads on paper."""
    w = width or max(2, theme.px(3))
    halo = ink_on(colour)
    if dashed:
        length = math.dist(a, b)
        dash = max(4, theme.px(8))
        steps = max(1, int(length // dash))
        for i in range(0, steps, 2):
            p = (a[0] + (b[0] - a[0]) * i / steps, a[1] + (b[1] - a[1]) * i / steps)
            q = (a[0] + (b[0] - a[0]) * min(steps, i + 1) / steps,
                 a[1] + (b[1] - a[1]) * min(steps, i + 1) / steps)
            pygame.draw.line(surface, colour, p, q, w)
        return
    pygame.draw.line(surface, halo, a, b, w + 2)
    pygame.draw.line(surface, colour, a, b, w)


def draw_line_chart(surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
                    lines: Sequence[Line], x_labels: Sequence[str],
                    title: str | None = None) -> list[pygame.Rect]:
    """Every line over the same x positions (``x_labels``, one per value), in an inset card with
    the title on top, the value axis on the left and the x labels thinned to what fits.
    Returns where the axis labels (values, then x labels) stand."""
    card = _card(surface, theme, rect, title)
    if card is None:
        return []
    rect, pad, top = card
    small = theme.font("small")
    values = [v for line in lines for v in line.values]
    label_h = small.get_linesize() + theme.px(4)
    plot_top = top + small.get_linesize() // 2
    plot_h = rect.bottom - pad - label_h - plot_top
    # as many value rules as the height holds with room between their numbers
    most = max(1, min(6, plot_h // max(1, round(small.get_linesize() * 1.4))))
    ticks = nice_ticks(min(values, default=0.0), max(values, default=0.0), most)
    lo, hi = ticks[0], ticks[-1]
    axis_w = max(small.size(number(v))[0] for v in ticks) + theme.px(8)
    plot = pygame.Rect(rect.x + pad + axis_w, plot_top,
                       rect.width - 2 * pad - axis_w - theme.px(12), plot_h)
    if plot.width < 8 or plot.height < 8:
        return []
    count = max((len(line.values) for line in lines), default=0)
    boxes: list[pygame.Rect] = []

    def px_x(i: int) -> float:
        return plot.centerx if count <= 1 else plot.x + plot.width * i / (count - 1)

    def px_y(v: float) -> float:
        return plot.bottom - (v - lo) / (hi - lo) * plot.height

    # the grid: a rule per tick, the zero line stronger
    for v in ticks:
        y = round(px_y(v))
        strong = abs(v) < 1e-9
        pygame.draw.line(surface, theme.color("text_dim" if strong else "line"), (plot.x, y),
                         (plot.right, y), max(1, theme.px(2)) if strong else 1)
        img = small.render(number(v), True, theme.color("text_dim"))
        boxes.append(img.get_rect(midright=(plot.x - theme.px(6), y)))
        surface.blit(img, boxes[-1])
    boxes += _x_labels(surface, theme, plot, x_labels[:count] if count else [], px_x, label_h)
    for line in lines:
        points = [(px_x(i), px_y(v)) for i, v in enumerate(line.values)]
        for a, b in zip(points, points[1:]):
            _segment(surface, theme, a, b, line.colour, line.dashed)
        if (len(points) <= DOTS_UP_TO and not line.dashed) or len(points) == 1:
            r = max(2, theme.px(3))
            for p in points[:-1] if line.seat >= 0 else points:
                pygame.draw.circle(surface, ink_on(line.colour), p, r + 1)
                pygame.draw.circle(surface, line.colour, p, r)
    _end_badges(surface, theme, lines, px_x, px_y)
    return boxes


def _end_badges(surface: pygame.Surface, theme: "Theme", lines: Sequence[Line], px_x,
                px_y) -> None:
    """Each seat's badge at its line's end; badges that would cover each other (equal scores)
    step to the left, so every symbol stays visible."""
    r = theme.px(7)
    placed: list[tuple[int, int]] = []
    for line in lines:
        if not line.values or line.seat < 0:
            continue
        x, y = round(px_x(len(line.values) - 1)), round(px_y(line.values[-1]))
        while any(abs(x - px) < 2 * r and abs(y - py) < 2 * r for px, py in placed):
            x -= 2 * r + 2
        placed.append((x, y))
        draw_seat_badge(surface, theme, (x, y), r, line.seat, line.colour)


def _x_labels(surface: pygame.Surface, theme: "Theme", plot: pygame.Rect,
              labels: Sequence[str], px_x, label_h: int) -> list[pygame.Rect]:
    """As many x labels as fit side by side (every k-th, the last one always); none reaches
    left of the plot, where the value axis's lowest number stands (#30: „Start“ lay under
    it). Returns where they stand."""
    if not labels:
        return []
    small = theme.font("small")
    widest = max(small.size(s)[0] for s in labels) + theme.px(8)
    room = plot.width / max(1, len(labels) - 1) if len(labels) > 1 else plot.width
    every = max(1, math.ceil(widest / max(1.0, room)))
    shown = [i for i in range(0, len(labels), every)]
    boxes: list[pygame.Rect] = []
    if shown[-1] != len(labels) - 1:
        if len(shown) > 1 and px_x(len(labels) - 1) - px_x(shown[-1]) < widest:
            shown.pop()
        shown.append(len(labels) - 1)
    for i in shown:
        x = px_x(i)
        pygame.draw.line(surface, theme.color("line"), (x, plot.bottom), (x, plot.bottom + 3))
        img = small.render(labels[i], True, theme.color("text_dim"))
        box = img.get_rect(midtop=(round(x), plot.bottom + theme.px(4)))
        box.clamp_ip(pygame.Rect(plot.x, box.y, plot.width + theme.px(12), box.height))
        surface.blit(img, box)
        boxes.append(box)
    return boxes


# ---------------------------------------------------------------------- bars
@dataclass(frozen=True)
class BarRow:
    """One seat's bar: its name, colour and symbol and the value of every part."""

    label: str
    colour: RGB
    seat: int
    values: tuple[float, ...]


def draw_stacked_bars(surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
                      rows: Sequence[BarRow], part_labels: Sequence[str],
                      title: str | None = None) -> None:
    """A bar per row, its parts side by side from zero (negative parts to the left, hatched),
    the total at its end; the parts' legend above."""
    card = _card(surface, theme, rect, title)
    if card is None:
        return
    rect, pad, y = card
    small = theme.font("small")
    inner_w = rect.width - 2 * pad
    entries = [(label, part_colour(theme, i), -1, False) for i, label in enumerate(part_labels)]
    lh = legend_height(theme, inner_w, part_labels)
    _draw_part_legend(surface, theme, pygame.Rect(rect.x + pad, y, inner_w, lh), entries)
    y += lh + theme.px(8)
    if not rows:
        return
    name_w = min(inner_w // 3, max(small.size(r.label)[0] for r in rows) + theme.px(30))
    total_w = max(small.size(number(sum(r.values)))[0] for r in rows) + theme.px(12)
    bar_x = rect.x + pad + name_w + theme.px(8)
    bar_w = rect.right - pad - total_w - bar_x
    row_h = max(1, (rect.bottom - pad - y) // len(rows))
    bar_h = max(4, min(theme.px(30), row_h - theme.px(6)))
    neg = max(sum(-v for v in r.values if v < 0) for r in rows)
    pos = max(sum(v for v in r.values if v > 0) for r in rows)
    span = max(1.0, neg + pos)
    zero = bar_x + bar_w * neg / span
    scale = bar_w / span
    for k, row in enumerate(rows):
        top = y + k * row_h
        mid = top + row_h // 2
        draw_seat_badge(surface, theme, (rect.x + pad + theme.px(9), mid), theme.px(8), row.seat,
                        row.colour)
        draw_fitted(surface, row.label, pygame.Rect(rect.x + pad + theme.px(22), top,
                                                    name_w - theme.px(22), row_h),
                    theme, theme.color("text"), role="small", align="left")
        right, left = zero, zero
        for i, v in enumerate(row.values):
            if not v:
                continue
            w = abs(v) * scale
            if v > 0:
                seg = pygame.Rect(round(right), mid - bar_h // 2, max(1, round(right + w) -
                                                                     round(right)), bar_h)
                right += w
            else:
                seg = pygame.Rect(round(left - w), mid - bar_h // 2,
                                  max(1, round(left) - round(left - w)), bar_h)
                left -= w
            _bar(surface, theme, seg, part_colour(theme, i), hatched=v < 0, value=v)
        pygame.draw.line(surface, theme.color("text_dim"), (round(zero), top + theme.px(2)),
                         (round(zero), top + row_h - theme.px(2)), max(1, theme.px(2)))
        total = small.render(number(sum(row.values)), True, theme.color("text"))
        surface.blit(total, total.get_rect(midleft=(round(max(right, zero)) + theme.px(6), mid)))


def _draw_part_legend(surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
                      entries: Sequence[tuple[str, RGB, int, bool]]) -> None:
    """The parts' legend: a filled swatch per part (bars, not lines)."""

    def bar(entry: tuple[str, RGB, int, bool], x: int, mid: int, sw: int) -> None:
        _bar(surface, theme, pygame.Rect(x, mid - theme.px(6), sw, theme.px(12)), entry[1])

    _legend(surface, theme, rect, entries, bar)


def _bar(surface: pygame.Surface, theme: "Theme", seg: pygame.Rect, colour: RGB,
         hatched: bool = False, value: float | None = None) -> None:
    """A filled bar with an ink edge; hatched for a negative part; its value inside if it fits."""
    pygame.draw.rect(surface, colour, seg)
    ink = ink_on(colour)
    if hatched:
        clip = surface.get_clip()
        surface.set_clip(seg.clip(clip) if clip else seg)
        step = max(4, theme.px(7))
        for x in range(seg.x - seg.height, seg.right, step):
            pygame.draw.line(surface, ink, (x, seg.bottom), (x + seg.height, seg.y), 1)
        surface.set_clip(clip)
    pygame.draw.rect(surface, ink, seg, 1)
    if value is not None:
        font = theme.font("small")
        img = font.render(number(value), True, ink)
        if img.get_width() + theme.px(6) <= seg.width and img.get_height() <= seg.height + 2:
            surface.blit(img, img.get_rect(center=seg.center))


def _bar_text_widths(theme: "Theme", bars: Sequence[tuple[str, float, str]]) -> tuple[int, int]:
    """The room of the widest label and of the widest shown value (with their gaps)."""
    small = theme.font("small")
    return (max(small.size(b[0])[0] for b in bars) + theme.px(8),
            max(small.size(b[2])[0] for b in bars) + theme.px(10))


def _bars_stacked(theme: "Theme", inner_w: int, bars: Sequence[tuple[str, float, str]]) -> bool:
    label_w, value_w = _bar_text_widths(theme, bars)
    return inner_w - label_w - value_w < theme.px(60)


def bars_height(theme: "Theme", width: int, bars: Sequence[tuple[str, float, str]],
                title: str | None = None) -> int:
    """What :func:`draw_bars` needs to give every row its line(s) of text."""
    line = theme.font("small").get_linesize()
    per_row = (2 * line + theme.px(8)) if bars and _bars_stacked(
        theme, width - 2 * theme.px(10), bars) else line + theme.px(8)
    return title_height(theme, width, title) + 2 * theme.px(10) + len(bars) * per_row


def draw_bars(surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
              bars: Sequence[tuple[str, float, str]], title: str | None = None) -> None:
    """One horizontal bar per (label, share 0…1, shown value): e.g. the share of computers of
    each level the player finished ahead of. A bar of no games is an empty outline. Where label,
    bar and value do not fit side by side, the label and value stand above their bar."""
    card = _card(surface, theme, rect, title)
    if card is None:
        return
    rect, pad, y = card
    small = theme.font("small")
    inner_w = rect.width - 2 * pad
    if not bars:
        return
    label_w, value_w = _bar_text_widths(theme, bars)
    stacked = _bars_stacked(theme, inner_w, bars)
    row_h = max(1, (rect.bottom - pad - y) // len(bars))
    line = small.get_linesize()
    for k, (label, share, shown) in enumerate(bars):
        top = y + k * row_h
        if stacked:
            text_h = min(line, row_h // 2)
            draw_fitted(surface, label, pygame.Rect(rect.x + pad, top, inner_w, text_h), theme,
                        theme.color("text"), role="small", align="left")
            draw_fitted(surface, shown, pygame.Rect(rect.x + pad, top, inner_w, text_h), theme,
                        theme.color("text"), role="small", align="right")
            bar_h = max(4, min(theme.px(16), row_h - text_h - theme.px(6)))
            frame = pygame.Rect(rect.x + pad, top + text_h + theme.px(2), inner_w, bar_h)
        else:
            draw_fitted(surface, label, pygame.Rect(rect.x + pad, top, label_w, row_h), theme,
                        theme.color("text"), role="small", align="left")
            bar_h = max(4, min(theme.px(22), row_h - theme.px(6)))
            x = rect.x + pad + label_w
            frame = pygame.Rect(x, top + row_h // 2 - bar_h // 2,
                                max(1, rect.right - pad - value_w - x), bar_h)
            draw_fitted(surface, shown, pygame.Rect(frame.right + theme.px(6), top,
                                                    value_w - theme.px(6), row_h),
                        theme, theme.color("text"), role="small", align="left")
        pygame.draw.rect(surface, theme.color("panel"), frame)
        fill = frame.copy()
        fill.width = round(frame.width * max(0.0, min(1.0, share)))
        if fill.width:
            _bar(surface, theme, fill, theme.color("accent"))
        pygame.draw.rect(surface, theme.color("line"), frame, 1)
