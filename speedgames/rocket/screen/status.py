"""Smaller cards of the game scene: the seat's own sheet, the solo panel, the Rat and the prompts.

* the seat sheet (top left): name, Ruhm, Kristalle, Vorladung, Sandeimer, Mark in the shop;
* the solo panel (right, alone in the workshop): the mode, goals with their progress, the heights
  of the evenings so far as bars, the Messe-Konkurrenz / Auftrag of the evening;
* the Rat card: the strong computer's judgement for the one human at a table of computers;
* the prompt card over the Hülse: „Sand drauf?“ and the Kupferblau-Vorschau.
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from speedgames.rocket.rules import data
from speedgames.rocket.screen import art
from speedgames.ui.table_setup import draw_fitted
from speedgames.ui.widgets import draw_panel, draw_text, fit_font, hyphen_wrap, text_height


def draw_sheet(surface: pygame.Surface, theme: Any, rect: pygame.Rect, *, name: str,
               subtitle: str, colour: Sequence[int], ruhm: int, kristalle: int, vorladung: int,
               sand: bool, labels: dict[str, str], reserve: int = 0,
               sand_barred: bool = False) -> list[pygame.Rect]:
    """The seat's own sheet: name and the four counters with their signs. ``reserve`` keeps
    room at the top right (the Zug-Uhr); ``sand_barred`` strikes the bucket through (the
    Extrablatt „Sandknappheit“). Returns where the four labels were drawn."""
    draw_panel(surface, rect, theme, "panel")
    pad = theme.px(10)
    pygame.draw.rect(surface, colour, (rect.x, rect.y, theme.px(6), rect.height),
                     border_top_left_radius=theme.px(8), border_bottom_left_radius=theme.px(8))
    x = rect.x + pad + theme.px(4)
    w = rect.width - 2 * pad - theme.px(4)
    head = theme.font("heading").get_linesize()
    draw_line(surface, theme, name, "heading", (x, rect.y + pad - theme.px(2)), w - reserve,
              theme.color("text"))
    y = rect.y + pad + head - theme.px(2)
    small = theme.font("small")
    draw_fitted(surface, subtitle, pygame.Rect(x, y, w - reserve, small.get_linesize()), theme,
                theme.color("text_dim"), role="small", align="left")
    y += small.get_linesize() + theme.px(4)
    num = theme.font("heading")
    r = max(6, theme.px(9))
    items = [("ruhm", ruhm), ("kristalle", kristalle), ("vorladung", vorladung), ("sand", None)]
    texts = [labels.get(k, "") for k, _ in items]
    mins = [2 * r + theme.px(5) + (num.size(str(v))[0] if v is not None else 0)
            for _, v in items]
    per_row, widths, rows_h, label_font = counter_grid(theme, w, texts, mins)
    drawn: list[pygame.Rect] = []
    for i, (key, value) in enumerate(items):
        row, col = divmod(i, per_row)
        cx, cell_w = x + sum(widths[:col]), widths[col]
        cy = y + sum(rows_h[:row])
        centre = (cx + r, cy + num.get_linesize() // 2)
        if key == "ruhm":
            art.draw_ruhm(surface, centre, r)
        elif key == "kristalle":
            art.draw_kristall(surface, centre, r)
        elif key == "vorladung":
            pygame.draw.circle(surface, (150, 96, 60), centre, r)
            pygame.draw.circle(surface, (96, 60, 36), centre, r, 2)
        else:
            box = pygame.Rect(0, 0, r * 2 + 4, r * 2 + 4)
            box.center = centre
            art.draw_bucket(surface, box, theme.color("text"), sand)
            if sand_barred:
                pygame.draw.line(surface, theme.color("bad"), box.bottomleft, box.topright,
                                 max(2, theme.px(3)))
        if value is not None:
            img = num.render(str(value), True, theme.color("text"))
            surface.blit(img, img.get_rect(midleft=(cx + 2 * r + theme.px(5), centre[1])))
        label = labels.get(key, "")
        lines = hyphen_wrap(label, label_font, cell_w - theme.px(4))
        lw = 0
        for k, text in enumerate(lines):
            img = label_font.render(text, True, theme.color("text_dim"))
            surface.blit(img, (cx, cy + num.get_linesize() + k * label_font.get_linesize()))
            lw = max(lw, img.get_width())
        drawn.append(pygame.Rect(cx, cy + num.get_linesize(), lw,
                                 len(lines) * label_font.get_linesize()))
    return drawn


def counter_grid(theme: Any, width: int, labels: Sequence[str], mins: Sequence[int]
                 ) -> tuple[int, list[int], list[int], pygame.font.Font]:
    """How the four counters stand: (per row, column widths, row heights, the labels' font).

    Side by side when every label fits whole beside the others at the ``small`` size (or one
    pixel less, the type scale's rounding), a long one on a second line between its words;
    else two rows of two, the columns measured from their labels. Why: with two-digit counters
    or at big text „Bucket empty“ had no room left, and cut („Bucket emp…“) or shrunk below the
    smallest size is not readable."""
    size = round(theme.font_size("small"))
    num_h = theme.font("heading").get_linesize()
    gap = theme.px(6)

    def tall(font: pygame.font.Font, texts: Sequence[str], widths: Sequence[int]) -> int:
        return num_h + font.get_linesize() * max(
            len(hyphen_wrap(text, font, w - theme.px(4), report=False))
            for text, w in zip(texts, widths))

    fonts = [theme.font("small"), theme.font_px("small", size - 1)]
    for font in fonts:
        if sum(max(font.size(text)[0], m) + gap for text, m in zip(labels, mins)) <= width:
            widths = cell_widths(theme, width, labels, mins, font)
            return 4, widths, [tall(font, labels, widths)], font
    font = fonts[-1]
    words = [max(font.size(w)[0] for w in text.replace("-", "- ").split()) if text.strip()
             else 0 for text in labels]
    # labels broken between their words stand in columns with a clear gap: with a gap no
    # wider than a space, „Fame Crystals Clay plug“ read as one line at 150 % (#30)
    apart = max(gap, font.size("M")[0])
    if sum(max(w, m) + apart for w, m in zip(words, mins)) <= width:
        widths = cell_widths(theme, width, [""] * 4, [max(w, m) for w, m in zip(words, mins)])
        return 4, widths, [tall(font, labels, widths)], font
    font = fonts[0]
    need = [max(font.size(text)[0], m) + gap for text, m in zip(labels, mins)]
    first = min(max(need[0], need[2]) - gap + max(apart, theme.px(14)), width // 2)
    widths = [first, width - first]
    return 2, widths, [tall(font, labels[i:i + 2], widths) for i in (0, 2)], font


def counters_height(theme: Any, width: int) -> int:
    """The counters' rows at ``width`` with the longest of their labels (the bucket's three
    states, two-digit counters): what the layout reserves for them."""
    from speedgames.core.i18n import t

    num = theme.font("heading")
    r = max(6, theme.px(9))
    bucket = max((t(f"rocket.ui.sheet.{k}") for k in ("sand_full", "sand_empty", "sand_barred")),
                 key=lambda text: theme.font("small").size(text)[0])
    texts = [t("rocket.ui.sheet.ruhm"), t("rocket.ui.sheet.kristalle"),
             t("rocket.ui.sheet.vorladung"), bucket]
    mins = [2 * r + theme.px(5) + num.size("88")[0]] * 3 + [2 * r + theme.px(5)]
    return sum(counter_grid(theme, width - 2 * theme.px(10) - theme.px(4), texts, mins)[2])


def cell_widths(theme: Any, width: int, labels: Sequence[str], mins: Sequence[int],
                font: pygame.font.Font | None = None) -> list[int]:
    """The four counters share ``width``: each gets what its label (or its sign and number)
    needs, the rest is shared out evenly — so „Bucket empty“ fits where „Ruhm“ leaves room.
    ``font`` is the labels' font (the small font by default)."""
    small = font or theme.font("small")
    gap = theme.px(6)
    need = [max(small.size(text)[0], m) + gap for text, m in zip(labels, mins)]
    if sum(need) > width:
        return [width // len(need)] * len(need)
    extra = (width - sum(need)) // len(need)
    return [n + extra for n in need]


def draw_line(surface: pygame.Surface, theme: Any, text: str, role: str, pos: tuple[int, int],
              width: int, colour: Sequence[int], bold: bool = False,
              font: pygame.font.Font | None = None) -> int:
    """One line that never spills: shrunk a little, then cut with „…“; returns its width.
    A given ``font`` that fits is used as it is (a row of labels in one common size)."""
    from speedgames.rocket.screen.show import ellipsize

    if font is None or font.size(text)[0] > width:
        font = fit_font(theme, role, text, width, bold=bold, min_size_ratio=0.75)
    img = font.render(ellipsize(text, font, width), True, colour)
    surface.blit(img, pos)
    return img.get_width()


def sheet_height(theme: Any, width: int) -> int:
    """Name, the subtitle and the rows of counters with their labels (:func:`counters_height`)."""
    head, small = theme.font("heading").get_linesize(), theme.font("small").get_linesize()
    return head + small + counters_height(theme, width) + theme.px(24)


def draw_solo_panel(surface: pygame.Surface, theme: Any, rect: pygame.Rect, *, title: str,
                    lines: Sequence[tuple[str, str]], heights: Sequence[tuple[int, bool]],
                    evenings: int, heights_title: str) -> None:
    """Title, (text, kind) lines (goals with progress), and the evenings' heights as bars.
    A line drawn is drawn whole: one with no room left inside ``rect`` is left out (the
    callers size ``rect`` by :func:`solo_panel_height`, so that happens only in a squeeze)."""
    draw_panel(surface, rect, theme, "panel")
    pad = theme.px(12)
    x, w = rect.x + pad, rect.width - 2 * pad
    y = rect.y + pad
    font = fit_font(theme, "label", title.upper(), w)
    img = font.render(title.upper(), True, theme.color("accent"))
    surface.blit(img, (x, y))
    y += img.get_height() + theme.px(6)
    body = theme.font("small")
    for text, kind in lines:
        colour = theme.color({"good": "good", "bad": "bad", "dim": "text_dim"}.get(kind, "text"))
        tx = x + (theme.px(16) if kind in ("good", "bad", "open") else 0)
        if y + text_height(text, body, w - (tx - x)) > rect.bottom - pad:
            break
        if tx != x:
            goal_sign(surface, kind, (x + theme.px(6), y + body.get_linesize() // 2),
                       theme.px(5), colour)
        h = draw_text(surface, text, body, colour, pygame.Rect(tx, y, w - (tx - x), 0))
        y += h + theme.px(4)
    # heights per evening as bars
    chart = pygame.Rect(x, y + theme.px(8), w, rect.bottom - pad - y - theme.px(8))
    if chart.height < theme.px(50):
        return
    # the title breaks between words inside the panel (at 150 % the English one ran out, #30)
    title_h = draw_text(surface, heights_title, theme.font("small", italic=True),
                        theme.color("text_dim"), pygame.Rect(chart.x, chart.y, chart.width, 0))
    area = pygame.Rect(chart.x, chart.y + title_h + theme.px(4), chart.width,
                       chart.height - title_h - theme.px(4) - body.get_linesize())
    if area.height < theme.px(20):
        return
    n = max(1, evenings)
    bw = area.width // n
    small = theme.font("small")
    for i, (under, over) in enumerate(chart_labels(heights, n)):
        bx = area.x + i * bw
        pygame.draw.rect(surface, theme.color("bg_alt"), (bx + 2, area.y, bw - 4, area.height),
                         border_radius=theme.px(3))
        top = area.bottom
        if i < len(heights):
            field, exploded = heights[i]
            h = max(2, round(area.height * min(1.0, field / data.LAST_FIELD)))
            col = theme.color("bad") if exploded else theme.color("accent")
            art.draw_bar(surface, pygame.Rect(bx + 2, area.bottom - h, bw - 4, h), col,
                         theme.px(3), exploded)
            top = area.bottom - h
        num = body.render(under, True, theme.color("text_dim" if over else "line"))
        if num.get_width() <= bw:
            surface.blit(num, num.get_rect(midtop=(bx + bw // 2, area.bottom + 1)))
        if over:   # the rocket's field stands on its bar (inside it when the bar is full)
            img = small.render(over, True, theme.color("text"))
            y = top - img.get_height() - 1
            if y < area.y:
                img = small.render(over, True, theme.color("bg"))
                y = top + 1
            if img.get_width() <= bw:
                surface.blit(img, img.get_rect(midtop=(bx + bw // 2, y)))


def solo_panel_height(theme: Any, width: int, title: str,
                      lines: Sequence[tuple[str, str]], chart: bool = False) -> int:
    """The height :func:`draw_solo_panel` needs for ``title`` and every line whole at
    ``width``; with ``chart`` also the smallest chart it still draws."""
    pad = theme.px(12)
    w = width - 2 * pad
    h = pad + fit_font(theme, "label", title.upper(), w).get_linesize() + theme.px(6)
    body = theme.font("small")
    for text, kind in lines:
        inset = theme.px(16) if kind in ("good", "bad", "open") else 0
        h += text_height(text, body, w - inset) + theme.px(4)
    if chart:
        h += theme.px(8) + theme.px(90)
    return h + pad


def chart_labels(heights: Sequence[tuple[int, bool]], evenings: int) -> list[tuple[str, str]]:
    """Each bar's (label under it, number on it): under every bar its evening („1“, „2“ …),
    on a flown evening's bar its field — one meaning per place, as the chart's title says."""
    return [(str(i + 1), str(heights[i][0]) if i < len(heights) else "")
            for i in range(max(1, evenings))]


def title_font(theme: Any, title: str, width: int, narrow: bool = False) -> pygame.font.Font:
    """A card's title font: the heading; ``narrow`` (a card in a side column) the bold body
    size where the heading would take two lines („Rat des Meisters“ at 150 % in the shop)."""
    heading = theme.font("heading")
    if narrow and heading.size(title)[0] > width:
        return theme.font("body", bold=True)
    return heading


def draw_card(surface: pygame.Surface, theme: Any, rect: pygame.Rect, title: str,
              lines: Sequence[tuple[str, str]], style: str = "card", inset: int = 0,
              narrow: bool = False) -> int:
    """A titled card with wrapped lines (Rat, prompts); returns the height used. ``inset``
    keeps room on the right (for a picture); ``narrow``: a card in a side column, its title
    as :func:`title_font` says and its lines in the small size. Lines are drawn whole: those
    that no longer fit into ``rect`` are left out (the first lines matter most), never cut at
    the card's edge."""
    draw_panel(surface, rect, theme, style)
    pad = theme.px(14)
    x, w = rect.x + pad, rect.width - 2 * pad - inset
    y = rect.y + pad
    y += draw_text(surface, title, title_font(theme, title, w, narrow), theme.color("text"),
                   pygame.Rect(x, y, w, 0)) + theme.px(6)
    body = theme.font("small" if narrow else "body")
    for text, kind in lines:
        colour = theme.color({"good": "good", "bad": "bad", "dim": "text_dim",
                              "warn": "warn"}.get(kind, "text"))
        if y + text_height(text, body, w) > rect.bottom - pad // 2:
            break
        y += draw_text(surface, text, body, colour, pygame.Rect(x, y, w, 0))
        y += theme.px(4)
    return y - rect.y + pad


def card_height(theme: Any, width: int, title: str, lines: Sequence[tuple[str, str]],
                inset: int = 0, narrow: bool = False) -> int:
    pad = theme.px(14)
    w = width - 2 * pad - inset
    h = pad * 2 + text_height(title, title_font(theme, title, w, narrow), w) + theme.px(6)
    body = theme.font("small" if narrow else "body")
    for text, _ in lines:
        h += text_height(text, body, w) + theme.px(4)
    return h


def goal_sign(surface: pygame.Surface, kind: str, c: tuple[int, int], r: int,
               colour: Sequence[int]) -> None:
    """A drawn tick (met), cross (missed) or ring (open) — no font needs the glyphs."""
    x, y = c
    if kind == "good":
        pygame.draw.lines(surface, colour, False, [(x - r, y), (x - r // 3, y + r),
                                                   (x + r, y - r)], 2)
    elif kind == "bad":
        pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), 2)
        pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), 2)
    else:
        pygame.draw.circle(surface, colour, c, r, 2)
