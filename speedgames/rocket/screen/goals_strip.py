"""The Meisterbrief's goals in the shop where their box has no room (150 % text): a strip.

At 150 % the shop's side holds the basket, the trades and „Fertig“, and not one goal whole — the
goals box was left out and a player chasing a Meisterbrief could not see what to buy for (#30).
The strip stands in the room left under the basket: the level's name and a sign per goal
(met, missed, open), and says that the pointer on it (or a click) shows the goals in full, in
an info window like every ware's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

import pygame

from speedgames.core.i18n import t
from speedgames.rocket.screen.status import goal_sign
from speedgames.ui.tooltip import TooltipContent
from speedgames.ui.widgets import draw_panel, fit_font

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.view import RocketView

GOAL_KINDS = ("good", "bad", "open")


def strip_height(theme: Any) -> int:
    """The strip's height: the level's name over a line of signs and words."""
    return 2 * theme.px(8) + theme.font("label").get_linesize() + theme.px(4) \
        + theme.font("small").get_linesize()


def draw_goals_strip(surface: pygame.Surface, theme: Any, rect: pygame.Rect, title: str,
                     goals: Sequence[tuple[str, str]]) -> None:
    """The level's name, a sign per goal and „Ziele: Zeiger drauf“ inside ``rect``."""
    draw_panel(surface, rect, theme, "panel")
    pad = theme.px(8)
    x, w = rect.x + theme.px(10), rect.width - 2 * theme.px(10)
    head = fit_font(theme, "label", title.upper(), w)
    surface.blit(head.render(title.upper(), True, theme.color("accent")), (x, rect.y + pad))
    small = theme.font("small")
    y = rect.y + pad + theme.font("label").get_linesize() + theme.px(4)
    r = theme.px(5)
    cy = y + small.get_linesize() // 2
    for text, kind in goals:
        if kind not in GOAL_KINDS:
            continue
        colour = theme.color({"good": "good", "bad": "bad"}.get(kind, "text"))
        goal_sign(surface, kind, (x + r + 1, cy), r, colour)
        x += 2 * r + theme.px(8)
    hint = t("rocket.ui.shop.goals_hint")
    room = rect.right - theme.px(10) - x
    font = fit_font(theme, "small", hint, room)
    surface.blit(font.render(hint, True, theme.color("text_dim")),
                 (x, cy - font.get_height() // 2))


def goals_tip(view: "RocketView", subject: pygame.Rect) -> TooltipContent:
    """The info window of the strip: the level's name and every goal with its progress."""
    marks = {"good": "rocket.ui.end.goal_met", "bad": "rocket.ui.end.goal_missed"}
    lines = [t(marks[kind], goal=text) if kind in marks else text
             for text, kind in view.goal_lines if kind in GOAL_KINDS]
    return TooltipContent(view.solo_title, lines, key="shop_goals", subject=subject)
