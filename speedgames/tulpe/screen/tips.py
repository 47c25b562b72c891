"""Info windows of the Speedtulpe table: a field, a die, a column value, a colour, a player's
card (its full name, which the small card may cut).

The rule text: „Feld, Würfel, Spaltenwert oder Farbe überfahren (auf dem Handy lange drücken)
zeigt eine Info.“ Each function returns a :class:`TooltipContent` with Text lines, so the window
follows a language switch; the scene hands :func:`tooltip_at` to its :class:`Tooltips`. They
read the table from its :class:`~.view.TulpeView` and the parts' geometry, never from the scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from speedgames.core.i18n import Text, counted
from speedgames.tulpe.screen import art
from speedgames.tulpe.screen.field import LETTERS, MIDDLE, ROWS
from speedgames.tulpe.screen.score import points_text
from speedgames.tulpe.screen.tray import color_face, number_face
from speedgames.tulpe.screen.view import color_name
from speedgames.ui.dice import draw_die
from speedgames.ui.tooltip import TooltipContent

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.tulpe.screen.layout import Parts
    from speedgames.tulpe.screen.view import TulpeView
    from speedgames.ui.theme import Theme


def field_info(view: "TulpeView", cell: tuple[int, int], theme: "Theme") -> TooltipContent:
    col, row = cell
    data = view.field_data()
    color = data.color(cell)
    bed = _bed_size(data.colors, cell)
    lines: list[Any] = [Text("tulpe.ui.info.bed", {"color": color_name(color),
                                                   "n": counted("core.count.fields_dative", bed)})]
    if cell in data.stars:
        lines.append(Text("tulpe.ui.info.star_open" if cell not in data.bloomed
                          else "tulpe.ui.info.star_bloomed"))
    if cell in data.bloomed:
        lines.append(Text("tulpe.ui.info.bloomed"))
    elif col == MIDDLE:
        lines.append(Text("tulpe.ui.info.middle"))
    left = sum(1 for r in range(ROWS) if (col, r) not in data.bloomed)
    lines.append(Text("tulpe.ui.info.column_left", {"col": LETTERS[col],
                                                         "n": counted("core.count.fields", left)}))
    title = Text("tulpe.ui.info.field", {"col": LETTERS[col], "row": row + 1})

    def picture(surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, art.bed_tint(color, theme.dark), rect,
                         border_radius=6)
        img = art.tulip(color, rect.width)
        surface.blit(img, rect)

    return TooltipContent(title=title, lines=lines, picture=picture, picture_size=(56, 56),
                          key=("cell", cell, view.viewed, cell in data.bloomed))


def column_info(view: "TulpeView", col: int) -> TooltipContent:
    data = view.field_data()
    rekord = view.rekord
    lines: list[Any] = []
    if data.first:
        if rekord:
            lines.append(Text("tulpe.ui.info.column_rekord", {"v": points_text(data.first[col])}))
        else:
            lines.append(Text("tulpe.ui.info.column_values", {"first": points_text(data.first[col]),
                                                              "later": data.later[col]}))
            if col in data.column_gone:
                lines.append(Text("tulpe.ui.info.column_gone"))
    if col == MIDDLE:
        lines.append(Text("tulpe.ui.info.middle"))
    return TooltipContent(title=Text("tulpe.ui.info.column", {"col": LETTERS[col]}),
                          lines=lines, key=("col", col))


def color_info(view: "TulpeView", color: str) -> TooltipContent:
    data = view.field_data()
    have = sum(1 for r, row in enumerate(data.colors) for c, ch in enumerate(row)
               if ch == color and (c, r) in data.bloomed)
    lines: list[Any] = [Text("tulpe.ui.info.color_count", {"n": have, "total": 21}),
                        Text("tulpe.ui.info.color_values", {"first": data.color_first,
                                                            "later": data.color_later})]
    if color in data.color_gone:
        lines.append(Text("tulpe.ui.info.color_gone"))
    lines.append(Text(f"tulpe.ui.info.mark.{art.MARK_OF[color]}"))
    return TooltipContent(title=color_name(color), lines=lines, key=("color", color))


def die_info(view: "TulpeView", die: tuple[str, int], theme: "Theme") -> TooltipContent | None:
    kind, index = die
    value = view.die_value(kind, index)
    if value is None:
        return None
    lines: list[Any] = []
    if value == "*":
        lines.append(Text("tulpe.ui.info.can_color" if kind == "color"
                          else "tulpe.ui.info.can_number"))
        lines.append(Text("tulpe.ui.info.can_cost"))
    elif kind == "color":
        lines.append(Text("tulpe.ui.info.color_die", {"color": color_name(value)}))
    else:
        lines.append(Text("tulpe.ui.info.number_die",
                          {"n": counted("core.count.fields", int(value))}))
    if die in view.taken():
        lines.append(Text("tulpe.ui.info.taken"))
    key_no = index + 1 if kind == "color" else index + 4
    lines.append(Text("tulpe.ui.info.die_key", {"key": key_no}))
    face = color_face(value) if kind == "color" else number_face(value)

    def picture(surface: pygame.Surface, rect: pygame.Rect) -> None:
        draw_die(surface, rect, face, theme)

    title = Text("tulpe.ui.info.color_die_title" if kind == "color"
                 else "tulpe.ui.info.number_die_title", {"n": key_no})
    return TooltipContent(title=title, lines=lines, picture=picture, picture_size=(48, 48),
                          key=("die", die))


def score_info(view: "TulpeView") -> TooltipContent:
    """The Rechenweg line by line, in the rules' own words (every column and colour)."""
    from speedgames.tulpe.rules.scoring import describe

    player = view.player(view.viewed)
    lines: list[Any] = []
    for item in player.get("breakdown", []) or []:
        try:
            lines.append(describe(item))
        except (KeyError, TypeError, ValueError):
            continue
    return TooltipContent(title=Text("tulpe.ui.info.score", {"name": view.names[
        view.viewed], "score": points_text(int(player.get("score", 0)))}), lines=lines,
        key=("score", view.viewed, len(lines)))


def player_info(view: "TulpeView", seat: int) -> TooltipContent:
    """A player's card at the top: the full name (a long one is cut with „…“ on the small card),
    the level of a computer, score, Gießkannen and what the player is doing now."""
    card = next(c for c in view.cards if c.seat == seat)

    lines: list[Any] = [Text("tulpe.ui.info.player_score",
                             {"score": points_text(card.score),
                              "cans": counted("core.count.cans", card.cans)})]
    if card.active:
        lines.append(Text("tulpe.ui.info.player_active"))
    elif card.waiting:
        lines.append(Text("tulpe.ui.info.player_choosing"))
    lines.append(Text("tulpe.ui.info.player_shown" if card.shown else "tulpe.ui.info.player_tap"))
    lines.append(Text("tulpe.ui.info.player_peek"))
    name = view.full_names[seat]
    return TooltipContent(title=name if isinstance(name, Text) else str(name), lines=lines,
                          key=("player", seat, card.score, card.cans, card.active,
                               card.waiting, card.shown))


def tooltip_at(parts: "Parts", view: "TulpeView", theme: "Theme",
               pos: tuple[int, int]) -> TooltipContent | None:
    """The info window for what lies under ``pos`` on the table drawn from ``view``, or None."""
    cell = parts.field.cell_at(pos)
    if cell is not None:
        return field_info(view, cell, theme)
    col = parts.field.column_value_at(pos)
    if col is not None and 0 <= col < 15:
        return column_info(view, col)
    color = parts.field.color_at(pos)
    if color is not None:
        return color_info(view, color)
    die = parts.tray.die_at(pos)
    if die is not None:
        return die_info(view, die, theme)
    if parts.score.rect.collidepoint(pos):
        return score_info(view)
    if parts.strip.rect.collidepoint(pos):
        if parts.strip.mini_at(pos) is not None:
            return None  # the small field stands enlarged under the card (:mod:`.peek`)
        seat = parts.strip.seat_at(pos, view.cards)
        if seat is not None:
            return player_info(view, seat)
    for button in parts.buttons():
        if button.visible and button.rect.collidepoint(pos) and button.tooltip:
            tip = button.tooltip() if callable(button.tooltip) else button.tooltip
            return TooltipContent(lines=[tip], key=("button", id(button)))
    return None


def _bed_size(colors: list[str], cell: tuple[int, int]) -> int:
    """How many fields the Beet of ``cell`` has (the rules' layout knows its Beete)."""
    from speedgames.tulpe.rules.layout import Layout, index

    layout = Layout(tuple(colors), ())
    return bin(layout.bed_of[index(cell[0], cell[1])]).count("1")
