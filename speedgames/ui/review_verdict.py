"""The replay's verdict panel: what the person decided at this moment and what the analysis says.

Why apart from the replay scene: the scene owns the timeline, the keys and the worker; this is
the words and the picture of one moment — the person's decision with its mark, the better move
and the loss, the reason — so it is looked at (screenshots) and tested without the flow.

API: ``verdict_lines(game, unit, name, verdict, action, working) -> (mark, line, reason)`` ·
``draw_moment(surface, theme, rect, lines) -> y below`` · ``seat_name(options, seat) -> str``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from speedgames.core.analyse_cli import shown_loss
from speedgames.core.i18n import Text, t
from speedgames.ui.analysis_view import VERDICT_COLORS
from speedgames.ui.review_text import describe
from speedgames.ui.widgets import draw_text, fit_block, fit_font

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.core.analysis import Verdict
    from speedgames.core.game import Action
    from speedgames.ui.theme import Theme


def verdict_lines(game: str, unit: str | None, name: str, verdict: "Verdict | None",
                  action: "Action | None", working: int | None) -> tuple[str, str, str]:
    """(mark, the line, the reason) at a moment.

    ``verdict``: the analysis of the decision made here (None: not analysed or none);
    ``action``: the move a person made here (None: a computer's move or the end); ``working``:
    the analysis's percentage while it runs."""
    if verdict is not None:
        chosen = describe(game, verdict.action)
        if verdict.verdict in ("?", "??"):
            loss = shown_loss(verdict.loss)
            line = t("review.replay.verdict_bad", name=name, chosen=chosen,
                     best=describe(game, verdict.best), loss=loss,
                     unit=Text(f"{unit}.other") if unit else "")
        else:
            line = t("review.replay.verdict_good" if verdict.verdict == "!" else
                     "review.replay.verdict_ok", name=name, chosen=chosen)
        reason = t("review.analysis.reason", reason=str(verdict.reason)) \
            if verdict.reason is not None and verdict.verdict in ("?", "??") else ""
        return verdict.verdict, line, reason
    if action is not None:
        line = t("review.replay.decides", name=name, chosen=describe(game, action))
        if working is not None:
            return "", line, t("review.replay.working", pct=working)
        return "", line, ""
    if working is not None:
        return "", t("review.replay.not_mine"), t("review.replay.working", pct=working)
    return "", t("review.replay.not_mine"), ""


def draw_moment(surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
                lines: tuple[str, str, str]) -> int:
    """The mark and the decision on one line, the reason (one line) below it, from the top of
    ``rect`` across its width; returns the y under them."""
    mark, line, reason = lines
    y, x = rect.y, rect.x
    body = theme.font("body").get_linesize()
    if mark:  # the mark on a pill of its colour, readable in both themes
        font = theme.font("body", bold=True)
        img = font.render(mark, True, theme.color("panel"))
        pill = pygame.Rect(x, y + theme.px(1), max(body, img.get_width() + theme.px(12)),
                           body - theme.px(2))
        pygame.draw.rect(surface, theme.color(VERDICT_COLORS.get(mark, "text")), pill,
                         border_radius=pill.height // 2)
        surface.blit(img, img.get_rect(center=pill.center))
        x = pill.right + theme.px(10)
    width = rect.right - x
    font = fit_font(theme, "body", line, width)
    surface.blit(font.render(line, True, theme.color("text")), (x, y))
    y += body
    small = theme.font("small").get_linesize()
    if reason:
        f, rows = fit_block(theme, "small", reason, width, small)
        draw_text(surface, "\n".join(rows), f, theme.color("text_dim"),
                  pygame.Rect(x, y, width, small), line_gap=0)
    return y + small


def seat_name(options: Any, seat: int) -> str:
    seats = options.get("seats") if isinstance(options, dict) else None
    if isinstance(seats, list) and 0 <= seat < len(seats) and isinstance(seats[seat], dict):
        name = seats[seat].get("name")
        if name:
            return str(name)
    return t("review.replay.seat", n=seat + 1)
