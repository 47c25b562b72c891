"""Drawing the Analyse screen: the loss curve and the list of flagged decisions.

Why apart from the scene: the scene owns the worker thread, the keys and the cache; these are pure
pictures of an :class:`~speedgames.core.analysis.Analysis` (plus which decision is selected), so
they can be looked at in screenshots and changed without touching the flow.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import pygame

from speedgames.core.analyse_cli import shown_loss, unit_text
from speedgames.core.i18n import t
from speedgames.ui.review_text import describe, marker_text
from speedgames.ui.widgets import draw_panel, draw_text, fit_font

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.core.analysis import Analysis, Verdict
    from speedgames.ui.theme import Theme

VERDICT_COLORS = {"??": "bad", "?": "warn", "!": "good", "ok": "text_dim"}


def draw_curve(surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
               analysis: "Analysis", total_actions: int, selected: "Verdict | None") -> None:
    """The cumulated loss over the game (x: position in the action log), flagged moves dotted."""
    draw_panel(surface, rect, theme, "panel")
    pad = theme.px(14)
    head = theme.font("small", bold=True)
    title = head.render(t("review.analysis.curve").upper(), True, theme.color("text_dim"))
    surface.blit(title, (rect.x + pad, rect.y + pad // 2))
    if analysis.flagged:  # what a chosen decision leads to (#28), beside the title
        keys = t("review.analysis.keys")
        room = rect.width - 3 * pad - title.get_width()
        font = theme.font("small")
        if font.size(keys)[0] <= room:  # else left out: the buttons below say it as well
            img = font.render(keys, True, theme.color("text_dim"))
            surface.blit(img, img.get_rect(topright=(rect.right - pad, rect.y + pad // 2)))
    area = pygame.Rect(rect.x + pad, rect.y + pad + head.get_linesize(), rect.width - 2 * pad,
                       rect.height - 2 * pad - head.get_linesize())
    pygame.draw.line(surface, theme.color("line"), area.bottomleft, area.bottomright, 1)
    curve = analysis.curve
    top = max((v for _i, v in curve), default=0.0)
    if not curve or top <= 0:
        draw_text(surface, t("review.summary.none"), theme.font("small"),
                  theme.color("text_dim"), area.inflate(0, -area.height // 2), align="center")
        return
    n = max(1, total_actions)

    def point(index: int, value: float) -> tuple[int, int]:
        return (area.x + int(area.width * index / n),
                area.bottom - int((area.height - theme.px(6)) * value / top))

    points = [area.bottomleft]
    for index, value in curve:
        x, y = point(index, value)
        points.append((x, points[-1][1]))  # a step: the loss arrives with the decision
        points.append((x, y))
    points.append((area.right, points[-1][1]))
    pygame.draw.lines(surface, theme.color("accent"), False, points, max(2, theme.px(2)))
    by_index = dict(curve)
    for d in analysis.flagged:
        x, y = point(d.index, by_index.get(d.index, 0.0))
        pygame.draw.circle(surface, theme.color(VERDICT_COLORS[d.verdict]), (x, y),
                           theme.px(5))
    if selected is not None:
        x, y = point(selected.index, by_index.get(selected.index, 0.0))
        pygame.draw.circle(surface, theme.color("text"), (x, y), theme.px(9), max(1, theme.px(2)))


def row_texts(analysis: "Analysis", d: "Verdict",
              names: Sequence[str] = ()) -> tuple[str, str, str]:
    """(the moment in the game's own time, what was chosen → the best, the loss) of one
    decision; ``names`` (by seat) adds whose decision it was when several people's are listed."""
    head = marker_text(d.marker) or t("review.analysis.row_head_plain")
    if names and 0 <= d.seat < len(names) and len({x.seat for x in analysis.decisions}) > 1:
        head = t("review.analysis.row_who", where=head, name=names[d.seat])
    moves = t("review.analysis.row_moves", chosen=describe(analysis.game, d.action),
              best=describe(analysis.game, d.best))
    loss = shown_loss(d.loss)
    return head, moves, t("review.analysis.row_loss", loss=loss, unit=unit_text(analysis, loss))


def list_layout(theme: "Theme", rect: pygame.Rect, rows: Sequence["Verdict"], selected: int,
                first: int) -> tuple[list[tuple[int, pygame.Rect]], bool]:
    """Where the flagged decisions from ``first`` on go in ``rect`` (the selected one is taller:
    it shows its reason), and whether a footer line is needed because some rows lie above or
    below the ones that fit (it then takes the panel's last line)."""
    pad = theme.px(14)
    body, small = theme.font("body"), theme.font("small")

    def height(i: int) -> int:
        extra = small.get_linesize() * 2 + theme.px(4) \
            if i == selected and rows[i].reason is not None else 0
        return body.get_linesize() * 2 + theme.px(10) + extra

    def fit(bottom: int) -> list[tuple[int, pygame.Rect]]:
        out: list[tuple[int, pygame.Rect]] = []
        y = rect.y + pad
        for i in range(first, len(rows)):
            h = height(i)
            if y + h > bottom and out:
                break
            out.append((i, pygame.Rect(rect.x + pad, y, rect.width - 2 * pad, h)))
            y += h + theme.px(6)
        return out

    boxes = fit(rect.bottom - pad)
    if first == 0 and len(boxes) == len(rows) - first:
        return boxes, False
    return fit(rect.bottom - pad - small.get_linesize() - theme.px(4)), True


def scroll_into_view(theme: "Theme", rect: pygame.Rect, rows: Sequence["Verdict"],
                     selected: int, first: int
                     ) -> tuple[int, list[tuple[int, pygame.Rect]], bool]:
    """The first row to show so that the selected one is in view (it grows by its reason when
    selected, so the rows that fit change with the selection), and :func:`list_layout` then."""
    first = max(0, min(first, selected))
    boxes, footer = list_layout(theme, rect, rows, selected, first)
    while boxes and selected > boxes[-1][0] and first < selected:
        first += 1
        boxes, footer = list_layout(theme, rect, rows, selected, first)
    return first, boxes, footer


def draw_list(surface: pygame.Surface, theme: "Theme", rect: pygame.Rect, analysis: "Analysis",
              rows: Sequence["Verdict"], selected: int,
              layout: tuple[list[tuple[int, pygame.Rect]], bool],
              names: Sequence[str] = ()) -> None:
    """The flagged decisions of ``layout`` (:func:`list_layout`: each row's index and box, and
    whether the footer is needed); the selected one shows its reason; below them, when not all
    fit, which of how many are shown."""
    draw_panel(surface, rect, theme, "panel")
    pad = theme.px(14)
    if not rows:
        draw_text(surface, t("review.analysis.clean"), theme.font("body"), theme.color("text"),
                  rect.inflate(-2 * pad, -2 * pad))
        return
    body, small = theme.font("body"), theme.font("small")
    boxes, footer = layout
    for i, box in boxes:
        d = rows[i]
        head, moves, loss = row_texts(analysis, d, names)
        reason = str(d.reason) if d.reason is not None and i == selected else ""
        if i == selected:
            pygame.draw.rect(surface, theme.color("panel_alt"), box, border_radius=theme.px(6))
            pygame.draw.rect(surface, theme.color("accent"), box, 1, border_radius=theme.px(6))
        mark = theme.font("heading").render(d.verdict, True,
                                            theme.color(VERDICT_COLORS[d.verdict]))
        surface.blit(mark, (box.x + theme.px(8), box.y + theme.px(4)))
        x = box.x + theme.px(64)
        text_w = box.right - x - theme.px(8)
        surface.blit(fit_font(theme, "small", head, text_w).render(head, True,
                                                                   theme.color("text_dim")),
                     (x, box.y + theme.px(4)))
        loss_img = small.render(loss, True, theme.color("text"))
        surface.blit(loss_img, loss_img.get_rect(topright=(box.right - theme.px(8),
                                                           box.y + theme.px(4))))
        surface.blit(fit_font(theme, "body", moves, text_w).render(moves, True,
                                                                   theme.color("text")),
                     (x, box.y + theme.px(4) + small.get_linesize()))
        if reason:
            draw_text(surface, t("review.analysis.reason", reason=reason), small,
                      theme.color("text_dim"),
                      pygame.Rect(x, box.y + theme.px(8) + small.get_linesize()
                                  + body.get_linesize(), text_w, 0))
    if footer:
        note = t("review.analysis.more", start=boxes[0][0] + 1, end=boxes[-1][0] + 1,
                 total=len(rows))
        width = rect.width - 2 * pad
        img = fit_font(theme, "small", note, width).render(note, True, theme.color("text_dim"))
        surface.blit(img, img.get_rect(bottomright=(rect.right - pad, rect.bottom - pad // 2)))


def draw_progress(surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
                  done: int, total: int) -> None:
    """„Die Partie wird analysiert … 40 %“ with a bar."""
    draw_panel(surface, rect, theme, "panel")
    share = done / total if total else 0.0
    label = t("review.analysis.working", pct=int(100 * share))
    font = theme.font("body")
    surface.blit(font.render(label, True, theme.color("text")),
                 (rect.x + theme.px(20), rect.y + theme.px(16)))
    bar = pygame.Rect(rect.x + theme.px(20), rect.y + theme.px(24) + font.get_linesize(),
                      rect.width - theme.px(40), theme.px(18))
    pygame.draw.rect(surface, theme.color("line"), bar, 1, border_radius=theme.px(6))
    fill = bar.inflate(-4, -4)
    fill.width = int(fill.width * share)
    if fill.width > 0:
        pygame.draw.rect(surface, theme.color("accent"), fill, border_radius=theme.px(4))
