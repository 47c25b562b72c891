"""Where everything sits on the table setup: the seat rows, the options column, the bottom bar.

Why apart from the scene: the geometry is a function of the window size, the theme and which
widgets exist — nothing else — so it reads (and changes) on its own. It sets each widget's
``rect`` and returns the rectangles the scene draws into.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from speedgames.core.i18n import t
from speedgames.ui.game_options import OptionSpec
from speedgames.ui.widgets import (
    Button,
    Widget,
    fit_block,
    label_text,
    lines_width,
    text_height,
    widest_piece,
)
from speedgames.ui.widgets.text import SOFT

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.theme import Theme


@dataclass
class TableWidgets:
    """The widgets to place: one dict per seat (``kind``, ``name``, ``profiles``, ``level``,
    ``style``, ``remove`` — those the seat has), the option selectors, and the three buttons."""

    seats: list[dict[str, Widget]]
    options: list[tuple[OptionSpec, Widget]]
    add: Button
    back: Button
    start: Button


@dataclass
class TableGeometry:
    """The drawn areas: ``rects`` (``seats``, ``options``, ``body``, ``fixed<i>``,
    ``levels_note``, ``hint``, ``error``, and ``scroll`` — the bar — when the option rows scroll),
    a number badge per seat, a label box per option in view."""

    rects: dict[str, pygame.Rect] = field(default_factory=dict)
    badges: list[pygame.Rect] = field(default_factory=list)
    option_labels: list[tuple[pygame.Rect, OptionSpec]] = field(default_factory=list)
    #: the option rows in view: from ``first``, ``shown`` of them (all, unless they scroll)
    first: int = 0
    shown: int = 0


def layout_table(theme: "Theme", size: tuple[int, int], widgets: TableWidgets, *,
                 max_seats: int, most_options: int, first: int = 0,
                 show: int | None = None) -> TableGeometry:
    """Place the widgets for a window of ``size``. Room is kept for ``max_seats`` seats and
    ``most_options`` options, so adding a seat or showing an option never moves the rest.

    When the option rows are more than the panel holds (Speedrocket's „Gastgeber“ rows at
    150 % text) they scroll, whole rows at a time: from row ``first`` (moved so that row
    ``show`` is in view), a bar beside them; the rows out of view are not ``visible`` and stand
    just above or below the panel, so the arrow keys still find them (the scene keeps them in
    its Tab order and scrolls to the one focused)."""
    w, h = size
    m = theme.px(32)
    gap = theme.px(10)
    title_h = theme.font("title").get_linesize() + theme.px(30)
    bar_h = theme.px(56)
    body = pygame.Rect(m, m + title_h, w - 2 * m, h - 2 * m - title_h - bar_h - theme.px(20))
    # big text: the seats (up to three selectors a row) take the width their longest values
    # need, up to two thirds; the options keep the rest
    left_w = int((body.width - m) * 0.56)
    row_need = 2 * theme.px(18) + theme.px(34) + theme.px(38) + 4 * gap + max(
        (sum(_choice_need(theme, row[k], theme.px(46)) for k in ("kind", "level", "style")
             if k in row) for row in widgets.seats), default=0)
    # a person's row: kind, a name of „Spieler 6“'s width and the „Bekannte“ button whole
    human_need = 2 * theme.px(18) + theme.px(34) + theme.px(38) + 4 * gap + max(
        (_choice_need(theme, row["kind"], theme.px(46)) + _name_need(theme)
         + _button_need(theme, row["profiles"]) for row in widgets.seats
         if "profiles" in row and "kind" in row), default=0)
    left_w = max(left_w, min(int((body.width - m) * 0.66), max(row_need, human_need)))
    seats = pygame.Rect(body.x, body.y, left_w, body.height)
    opts = pygame.Rect(seats.right + m, body.y, body.right - seats.right - m, body.height)
    rects = {"seats": seats, "options": opts, "body": body}
    pad = theme.px(18)
    head_h = theme.font("heading").get_linesize() + theme.px(12)
    n_rows = max_seats + 1  # room for every seat, so adding one never moves the rest
    row_h = min(theme.px(58), (seats.height - 2 * pad - head_h) // max(1, n_rows))
    n_opts = max(1, len(widgets.options))
    hint_h = theme.font("small").get_linesize() * 3 + theme.px(8)
    most_opts = max(most_options, n_opts)
    opt_h = min(theme.px(54), (opts.height - 2 * pad - head_h - hint_h) // most_opts)
    content = max(n_rows * row_h, most_opts * opt_h + hint_h) + 2 * pad + head_h
    seats.height = opts.height = min(body.height, content)
    ctl_h = max(theme.px(30), row_h - theme.px(12))
    x0 = seats.x + pad
    inner_w = seats.width - 2 * pad
    badge = theme.px(34)
    kind_w = max(theme.px(150), max((_choice_need(theme, row["kind"], ctl_h)
                                     for row in widgets.seats if "kind" in row), default=0))
    remove_w = theme.px(38)
    y = seats.y + pad + head_h
    badges: list[pygame.Rect] = []
    for i, row in enumerate(widgets.seats):
        cy = y + row_h // 2
        badges.append(pygame.Rect(x0, cy - badge // 2, badge, badge))
        x = x0 + badge + gap
        if "kind" in row:
            row["kind"].rect = pygame.Rect(x, cy - ctl_h // 2, kind_w, ctl_h)
        else:
            rects[f"fixed{i}"] = pygame.Rect(x, cy - ctl_h // 2, kind_w, ctl_h)
        x += kind_w + gap
        rest = x0 + inner_w - remove_w - gap - x
        if "name" in row:
            prof_w = min(rest - min(rest // 2, _name_need(theme)),
                         max(min(theme.px(120), rest // 3), _button_need(theme, row["profiles"])))
            row["name"].rect = pygame.Rect(x, cy - ctl_h // 2, rest - prof_w - gap, ctl_h)
            row["profiles"].rect = pygame.Rect(x + rest - prof_w, cy - ctl_h // 2, prof_w,
                                               ctl_h)
        else:
            if "style" in row:
                lvl_w = min(int(rest * 0.4), theme.px(130))
                lvl_w = min(rest // 2, max(lvl_w, _choice_need(theme, row["level"], ctl_h)))
                row["level"].rect = pygame.Rect(x, cy - ctl_h // 2, lvl_w, ctl_h)
                row["style"].rect = pygame.Rect(x + lvl_w + gap, cy - ctl_h // 2,
                                                rest - lvl_w - gap, ctl_h)
            else:
                row["level"].rect = pygame.Rect(x, cy - ctl_h // 2, min(rest, theme.px(260)),
                                                ctl_h)
        row["remove"].rect = pygame.Rect(x0 + inner_w - remove_w, cy - ctl_h // 2, remove_w,
                                         ctl_h)
        y += row_h
    add_w = min(inner_w - badge - gap, theme.px(260))
    widgets.add.rect = pygame.Rect(x0 + badge + gap, y + (row_h - ctl_h) // 2, add_w,
                                       ctl_h)
    note_y = y + row_h + theme.px(6)
    rects["levels_note"] = pygame.Rect(x0 + badge + gap, note_y,
                                             inner_w - badge - gap,
                                             max(0, seats.bottom - pad - note_y))
    # options: label on the left (wraps), selector on the right
    ox = opts.x + pad
    ow = opts.width - 2 * pad
    top = opts.y + pad + head_h
    octl = _one_line(theme, ctl_h, opt_h)
    label_w, rows = _option_rows(theme, widgets, ow, octl, opt_h)
    # rows that would reach out of the panel even when it takes the whole body (each row keeps
    # some air of its own, they may reach into its margin) scroll (#30): nothing stands below
    # the panel or the window; the rows in view leave three lines of explanation under them —
    # unless every explanation stands in the seats panel under the most seats (hint_place)
    scrolls = sum(rh for rh, _ in rows) > body.bottom - theme.px(8) - top
    if scrolls:
        free_y = seats.y + pad + head_h + n_rows * row_h + theme.px(6)
        free = pygame.Rect(x0 + badge + gap, free_y, inner_w - badge - gap,
                           body.bottom - pad - free_y)
        below = theme.px(8) if _hint_need(theme, widgets, free.width) <= free.height \
            else pad + theme.px(6) + hint_h
        first, shown = rows_in_view([rh for rh, _ in rows], body.bottom - below - top, first,
                                    show)
    else:
        first, shown = 0, len(rows)
    option_labels: list[tuple[pygame.Rect, OptionSpec]] = []
    y, above = top, top - sum(rh for rh, _ in rows[:first])
    for i, ((spec, widget), (rh, ch)) in enumerate(zip(widgets.options, rows)):
        if i < first:   # out of view above: stacked over the panel's first row
            row_y, above = above, above + rh
        else:           # in view, and below it: one after the other
            row_y, y = y, y + rh
        widget.visible = first <= i < first + shown
        widget.rect = pygame.Rect(ox + label_w, row_y + rh // 2 - ch // 2, ow - label_w, ch)
        if widget.visible:
            option_labels.append((pygame.Rect(ox, row_y, label_w - gap, rh), spec))
    y = top + sum(rh for rh, _ in rows[first:first + shown])
    if scrolls:  # their bar stands in the panel's right margin, beside the rows in view
        bar_w = max(4, min(theme.px(8), pad // 2))
        rects["scroll"] = pygame.Rect(opts.right - (pad + bar_w) // 2, top, bar_w, y - top)
        seats.height = opts.height = body.height
        rects["levels_note"].height = max(0, seats.bottom - pad - rects["levels_note"].y)
    # the panel grows (as far as the window lets it) until the longest explanation fits
    hint_need = _hint_need(theme, widgets, ow)
    grown = min(body.bottom, y + theme.px(6) + hint_need + pad) - opts.y
    if grown > opts.height:
        seats.height = opts.height = grown
        rects["levels_note"].height = max(0, seats.bottom - pad - rects["levels_note"].y)
    rects["hint"] = pygame.Rect(ox, y + theme.px(6), ow, opts.bottom - pad - y - theme.px(6))
    # bottom bar
    bw = min(theme.px(240), (w - 2 * m) // 3)
    by = h - m - bar_h
    widgets.back.rect = pygame.Rect(m, by, bw, bar_h)
    widgets.start.rect = pygame.Rect(w - m - bw, by, bw, bar_h)
    rects["error"] = pygame.Rect(m + bw + m, by, w - 2 * (m + bw + m), bar_h)
    return TableGeometry(rects, badges, option_labels, first, shown)


def _one_line(theme: "Theme", ctl_h: int, opt_h: int) -> int:
    """The height of a one-line option selector: it holds one line of its value at any text
    size (at 150 % Speedrocket's „Zug-Uhr“ and „Einsatz“ got 26 px for a 30 px line: the value
    stood over the box's edges, #30)."""
    one = theme.font("body", bold=True).get_linesize() + theme.px(6)
    return max(theme.px(28), one, min(ctl_h, opt_h - theme.px(8)))


def _option_rows(theme: "Theme", widgets: TableWidgets, ow: int, octl: int, opt_h: int,
                 ) -> tuple[int, list[tuple[int, int]]]:
    """The label column's width and each option row's ``(height, selector height)`` for an
    options column ``ow`` wide."""
    gap = theme.px(10)
    # the labels wrap between words: the column is as wide as their longest word ...
    word = theme.font("body")
    whole = max((word.size(w_)[0] for spec, _ in widgets.options
                 for w_ in t(spec.label).replace(SOFT, "").split()), default=0) + gap + theme.px(4)
    label_w = max(int(ow * 0.3), min(int(ow * 0.45), whole))
    # ... but gives way to the selectors until each value takes at most two lines at full size,
    # down to the widest piece a label may not break („Ereignis-“): at 1024×700 with 150 %
    # text „bis nur noch ein Wagen fährt“ was set at 22 px, the labels at 25 px (#30)
    value_need = _values_need(theme, widgets)
    piece = max((widest_piece(t(spec.label), word) for spec, _ in widgets.options),
                default=0) + gap
    label_w = min(label_w, max(piece, ow - value_need))
    # where every value stands in one line beside them anyway (a wide window), the labels take
    # theirs too: „Copper blue“ on two lines made Speedrocket's „Gastgeber“ rows scroll at
    # 1920×1080 with 150 % text beside 469 px for „Recipe 1“ (#30)
    whole_label = max((word.size(t(spec.label).replace(SOFT, ""))[0]
                       for spec, _ in widgets.options), default=0) + gap + theme.px(4)
    if ow - whole_label >= _values_need(theme, widgets, lines=1):
        label_w = max(label_w, whole_label)
    # a value longer than its selector („bis nur noch ein Wagen fährt“) takes a second line:
    # that row keeps the room for it (the hint below gives the room), but the box is two lines
    # tall only while the value it shows takes two — „8 Gießkannen“ stood in a two-line box
    # because „10 Gießkannen“ needs one (#30); the scene lays out again when a value changes
    two = 2 * theme.font("body", bold=True).get_linesize() + theme.px(6)
    rows: list[tuple[int, int]] = []
    for spec, widget in widgets.options:
        labels = [label for _, label in getattr(widget, "options", [])]
        tall = any(_wraps(theme, label, ow - label_w, octl) for label in labels)
        shown = labels[widget.index] if labels and 0 <= widget.index < len(labels) else ""
        ch = max(octl, two) if tall and _wraps(theme, shown, ow - label_w, octl) else octl
        # a label on two lines („Spätere volle Spalte“ at 150 %) keeps the labels' size: its
        # row grows, so it never reaches into the next row's label
        label_h = _label_height(theme, t(spec.label), label_w - gap) + theme.px(6)
        rows.append((max(opt_h, (max(octl, two) if tall else octl) + theme.px(8), label_h), ch))
    return label_w, rows


def rows_in_view(heights: list[int], room: int, first: int, show: int | None,
                 ) -> tuple[int, int]:
    """The rows that stand in ``room`` px when they scroll: ``(first, count)`` — from
    ``first``, moved as little as needed to bring row ``show`` into view, never past the
    point where the last row stands at the bottom (no empty room under a scrolled list)."""
    n = len(heights)
    last_first, used = n, 0
    while last_first > 0 and used + heights[last_first - 1] <= room:
        used += heights[last_first - 1]
        last_first -= 1
    first = max(0, min(first, last_first, n - 1))
    if show is not None and 0 <= show < n:
        if show < first:
            first = show
        while first < show and sum(heights[first:show + 1]) > room:
            first += 1
    count, used = 0, 0
    while first + count < n and used + heights[first + count] <= room:
        used += heights[first + count]
        count += 1
    return first, max(1, count)


def _values_need(theme: "Theme", widgets: TableWidgets, lines: int = 2) -> int:
    """The width of the option selector whose values need the most room to stand in at most
    ``lines`` lines at full size (the arrows at their widest beside them)."""
    font = theme.font("body", bold=True)
    arrow = max(18, theme.px(26))  # as CompactChoice._arrow_rects, at most
    return max((lines_width(label_text(label), font, lines) + 2 * arrow
                for _, widget in widgets.options
                for _, label in getattr(widget, "options", [])), default=0)


def _hint_need(theme: "Theme", widgets: TableWidgets, width: int) -> int:
    """The height of the longest explanation the hint line shows (an option's, or a seat
    selector's tooltip), at least three lines."""
    small = theme.font("small")
    texts = [t(spec.hint) for spec, _ in widgets.options if spec.hint]
    for row in widgets.seats:
        for widget in row.values():
            tip = getattr(widget, "tooltip", None)
            if tip:
                texts.append(str(tip() if callable(tip) else tip))
    return max([text_height(text, small, width) for text in texts]
               + [small.get_linesize() * 3])


def _label_height(theme: "Theme", text: str, width: int) -> int:
    """The height of an option's label as ``draw_fitted`` sets it at the body size: its lines
    wrapped between words (a word wider than the column makes the size smaller, not a line).
    As many lines as it takes: „Duel with two cars each“ takes five in Speedsprit's column at
    1024×700 with 150 % text, and with room for three only it was set at 19 px (#30)."""
    font, lines = fit_block(theme, "body", text, width, 10 ** 4)
    return len(lines) * font.get_linesize()


def hint_place(theme: "Theme", text: str, rects: dict[str, pygame.Rect],
               ) -> tuple[pygame.Rect, pygame.font.Font, bool]:
    """Where and how big the explanation stands: under the options at the small size; when it
    is too long for that room (1024×700 with 150 % text), in the free part of the seats panel
    under „+ Platz dazu“ (its note gives way, ``True``); only when neither holds it, smaller in
    the options panel — it never leaves a panel."""
    font = theme.font("small")
    hint, spare = rects["hint"], rects.get("levels_note")
    for rect, over_note in ((hint, False), (spare, True)):
        if rect is not None and rect.width > 0 and text_height(text, font, rect.width) \
                <= rect.height:
            return rect, font, over_note
    return hint, fit_block(theme, "small", text, hint.width, int(hint.height / 1.15))[0], False


def _choice_need(theme: "Theme", widget: Widget, height: int) -> int:
    """The width a compact ‹ value › selector needs for its longest value at full size."""
    font = theme.font("body", bold=True)
    options = getattr(widget, "options", [])
    longest = max((font.size(label_text(label))[0] for _, label in options), default=0)
    return longest + 2 * min(height, theme.px(26)) + theme.px(8)


def _wraps(theme: "Theme", label: object, width: int, height: int) -> bool:
    """Whether a value takes a second line between the arrows of a one-line compact selector
    ``width`` wide, as ``draw_fitted`` sets it at the body size."""
    text = label_text(label)
    if not text:
        return False
    _font, lines = fit_block(theme, "body", text, _value_room(theme, width, height), 10 ** 4,
                             bold=True)
    return len(lines) > 1


def _value_room(theme: "Theme", width: int, height: int) -> int:
    """The room for a value between a compact selector's arrows (``CompactChoice``)."""
    return width - 2 * max(18, min(height, width // 5, theme.px(26)))


def _button_need(theme: "Theme", widget: Widget) -> int:
    """The width a button needs for its label at full size (the „Bekannte“ picker)."""
    font = theme.font("button", bold=True)
    return font.size(label_text(getattr(widget, "label", "")))[0] + 2 * theme.px(10) \
        + theme.px(6)


def _name_need(theme: "Theme") -> int:
    """Room for a name as long as „Spieler 6“ in the name field."""
    return theme.font("body").size(t("ui.table.default_name", n=6))[0] + theme.px(44)
