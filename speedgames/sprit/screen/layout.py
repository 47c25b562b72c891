"""The Speedsprit board's geometry, from the window size.

The window is split from its size: the header and the action bar frame the road on the left; the
right column holds the menu, Zurück and Rat buttons (and the Zug-Uhr), the driver list with what
stands under it (:mod:`.panel`), and the Spielverlauf. Widgets are placed here (the buttons' and
the panel's rectangles, the log's); the road's serpentine is :func:`speedgames.sprit.screen.road.
build`. Everything reads the view (:class:`~speedgames.sprit.screen.view.SpritView`), never the
scene.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Mapping

import pygame

from speedgames.core.i18n import t
from speedgames.sprit.screen import draw as ui_draw
from speedgames.sprit.screen.rat import rat_dock, rat_height, rat_rect
from speedgames.sprit.screen.road import RoadGeometry, build

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.screen.panel import DriverPanel
    from speedgames.sprit.screen.view import SpritView
    from speedgames.ui.log_panel import LogPanel
    from speedgames.ui.theme import Theme
    from speedgames.ui.widgets import Button


@dataclass
class Layout:
    """Where the board's parts stand: ``rects`` by name (head, bar, road, right, clock),
    the road's geometry, and how many lines the header keeps for its prompt."""

    rects: dict[str, pygame.Rect] = field(default_factory=dict)
    geo: RoadGeometry | None = None
    prompt_lines: int = 1


def board(th: "Theme", size: tuple[int, int], view: "SpritView", *, panel: "DriverPanel",
          log: "LogPanel", buttons: Mapping[str, "Button"], clock: bool, cost: bool,
          prompt_lines: int = 1) -> Layout:
    """The whole board for a window of ``size``: header, road, action bar, side column.
    ``clock``: the Zug-Uhr takes its corner; ``prompt_lines``: the prompt's lines so far (kept
    once needed, so the road does not jump back)."""
    w, h = size
    m = th.px(12)
    side = max(th.px(290), min(th.px(370), int(w * 0.27)))
    # at big text the column widens (up to 36 % of the window) so that names and info
    # lines keep to one line each and the list still fits under the buttons
    side = max(side, min(int(w * 0.36), panel.width_for(th, list(view.rows))))
    right = pygame.Rect(w - m - side, m, side, h - 2 * m)
    left = pygame.Rect(m, m, right.x - 2 * m, h - 2 * m)
    # the prompt may take a second line at big text, the line of keys as many as its
    # longest variant
    # (Partie ansehen: one line and no keys — its header had an empty second row, #30)
    lines = 1 if view.replaying else max(prompt_lines, ui_draw.prompt_lines(th, left.width, view))
    head_h = th.font("heading").get_linesize() * lines + th.px(14) \
        + th.font("small").get_linesize() * ui_draw.hint_lines(th, left.width - 2 * th.px(14),
                                                              view)
    # two lines of button text („Werkstatt“ / „(+40 L)“) at any text size
    bar_h = max(th.px(56), 2 * th.font("button", bold=True).get_linesize() + th.px(14))
    rects = {"head": pygame.Rect(left.x, left.y, left.width, head_h),
             "bar": pygame.Rect(left.x, left.bottom - bar_h, left.width, bar_h)}
    road = pygame.Rect(left.x, left.y + head_h + th.px(4), left.width,
                       left.height - head_h - bar_h - th.px(10))
    rects["road"] = road
    rects["right"] = right
    tb = th.px(40)
    rects["clock"] = pygame.Rect(right.right - tb, right.y, tb, tb)
    menu_w = right.width - (tb + th.px(8) if clock else 0)
    # menu | Zurück | Rat; without the Rat (table of several people, Tagesetappe) menu and
    # Zurück share the row
    names = ["menu", "undo"] + (["rat"] if view.rat_allowed else [])
    gap = th.px(8)
    each = (menu_w - gap * (len(names) - 1)) // len(names)
    buttons["rat"].rect = pygame.Rect(right.x + menu_w - each, right.y, each, tb)
    for i, name in enumerate(names):
        buttons[name].rect = pygame.Rect(right.x + i * (each + gap), right.y, each, tb)
    side_column(th, right, view, panel=panel, log=log, cost=cost)
    action_bar(th, rects["bar"], buttons)
    return Layout(rects, build(road, len(view.fields)), lines)


def side_column(th: "Theme", right: pygame.Rect, view: "SpritView", *, panel: "DriverPanel",
                log: "LogPanel", cost: bool) -> None:
    """The driver list, what stands under it and the Spielverlauf — again whenever the
    Ziel-Rechner's text or the card sign changes, without rebuilding the road."""
    y = right.y + th.px(40) + th.px(10)
    # the Spielverlauf keeps its heading and three lines: the driver list gives way
    log_min = log.height_for(th, 3)
    wants = rat_list_bottoms(th, right, y, log_min, view)

    def place(list_bottom: int | None) -> int:
        return panel.layout(pygame.Rect(right.x, y, right.width, 0), th, list(view.order),
                            cost=cost, ziel_text=view.ziel_text,
                            sign=view.last_card is not None, rows=list(view.rows),
                            sign_text=view.sign, bottom=right.bottom - log_min,
                            list_bottom=list_bottom)

    bottom = place(wants[0])
    if panel.scroll.max_offset > 0 and len(wants) > 1:
        # the list would scroll beside the Rat's share of the column: the Rat keeps less of
        # its text (its move always) where that lets every driver stand whole (#30); where
        # even its move alone leaves too little, it keeps its share and the list scrolls
        for list_bottom in wants[1:]:
            bottom = place(list_bottom)
            if panel.scroll.max_offset <= 0:
                break
        else:
            bottom = place(wants[0])
    room = max(log_min, right.bottom - bottom)
    if view.rat is not None:
        # the Rat's box stands right above the Spielverlauf, over the Kostentafel, Ziel-Rechner
        # and card sign if need be (they give way); the log keeps its heading and newest lines
        top = rat_top(th, panel)
        need = rat_height(th, right.width, view.rat.lines)[0] + th.px(8)
        room = max(log_min, min(room, right.bottom - top - need))
    log.set_rect(pygame.Rect(right.x, right.bottom - room, right.width, room))
    if view.rat is not None:
        # what the Rat's box covers is not drawn at all: a Kostentafel half under it showed a
        # cut line of figures above the box (#30)
        dock = rat_dock(th, panel.list_rect.bottom, log.rect)
        box = rat_rect(th, dock, dock.top, view.rat.lines)[0]
        panel.hide_under(box)
        # the room the hidden parts leave goes to the Spielverlauf: the box moves up under
        # what still shows, the log gets more of its newest lines
        shown = [r.bottom for r in (panel.cost_rect, panel.ziel_rect, panel.sign_rect) if r]
        top = max([panel.list_rect.bottom] + shown) + th.px(8) + box.height + th.px(8)
        if top < log.rect.top:
            log.set_rect(pygame.Rect(right.x, top, right.width, right.bottom - top))
            dock = rat_dock(th, panel.list_rect.bottom, log.rect)
            panel.hide_under(rat_rect(th, dock, dock.top, view.rat.lines)[0])



def rat_list_bottoms(th: "Theme", right: pygame.Rect, top: int, log_min: int,
                     view: "SpritView") -> list[int | None]:
    """Where the driver list may end, in the order tried: over the Rat's share of the
    column (:func:`rat_list_bottom`), then over less of its text — every sentence in the
    smaller type, then its move alone. [None] while the Rat is closed."""
    first = rat_list_bottom(th, right, top, log_min, view)
    if first is None or view.rat is None:
        return [first]
    gap = th.px(8)
    out = [first]
    for lines, room in ((view.rat.lines, 0), (view.rat.lines[:1], None),
                        (view.rat.lines[:1], 0)):
        want = rat_height(th, right.width, lines, room)[0]
        bottom = right.bottom - log_min - gap - want - gap
        if bottom > out[-1]:
            out.append(bottom)
    return out


def rat_list_bottom(th: "Theme", right: pygame.Rect, top: int, log_min: int,
                    view: "SpritView") -> int | None:
    """Where the driver list must end so that the Rat's box (between the list and the
    Spielverlauf) shows at least its move: at 150 % text on 1024×700 six drivers filled the
    column and the open Rat was a thin line (#30). The box gets what its text needs, but
    no more than about half the column unless its first sentence needs more (in the smaller
    type); the list scrolls meanwhile. None while the Rat is closed."""
    if view.rat is None:
        return None
    gap = th.px(8)
    first = rat_height(th, right.width, view.rat.lines[:1], 0)[0]   # the smaller type
    cap = max(first, (right.bottom - log_min - top) * 45 // 100)
    want = first
    for room in (None, 0):   # every sentence in the small type, else in the smaller one
        full = rat_height(th, right.width, view.rat.lines, room)[0]
        if full <= cap:
            want = full
            break
    return right.bottom - log_min - gap - want - gap


def _two_line_width(font: pygame.font.Font, text: str) -> int:
    """The width of ``text``'s widest line when it is split between two words onto two lines
    as evenly as it goes (one line when it has no space)."""
    words = text.split(" ")
    if len(words) < 2:
        return font.size(text)[0]
    return min(max(font.size(" ".join(words[:i]))[0], font.size(" ".join(words[i:]))[0])
               for i in range(1, len(words)))


def action_bar(th: "Theme", bar: pygame.Rect, buttons: Mapping[str, "Button"]) -> None:
    """Fahren (or „Rest auswerten“) and the four move buttons in the bar under the road."""
    gap = th.px(8)
    b = buttons
    rest = ["werkstatt", "tank", "give", "stamp"]
    # the four action buttons at least as wide as their longest word („Werkstatt“), the
    # drive button (whose label wraps well) gives way
    font = th.font("button", bold=True)
    words = [word for name in rest + ["k_take", "k_give"]
             for word in str(b[name].label() if callable(b[name].label)
                             else b[name].label).split()]
    pad = 2 * th.px(10) + th.px(6)
    need = max(font.size(word)[0] for word in words) + pad
    # the drive button holds „Fahren für 88 L → 88 L Rest“ on two lines
    drive = _two_line_width(font, t("sprit.actions.drive", cost=88, rest=88)) + pad
    free = bar.width - gap * len(rest)
    if drive + need * len(rest) > free:  # too little room: all give way alike
        first = max(bar.width * 20 // 100, free * drive // (drive + need * len(rest)))
    else:
        first = max(drive, min(bar.width * 32 // 100, free - need * len(rest)))
    each = (free - first) // len(rest)
    b["drive"].rect = pygame.Rect(bar.x, bar.y + th.px(4), first, bar.height - th.px(8))
    b["rest"].rect = b["drive"].rect.copy()
    x = bar.x + first + gap
    for name in rest:
        b[name].rect = pygame.Rect(x, bar.y + th.px(4), each, bar.height - th.px(8))
        x += each + gap
    b["k_take"].rect = b["tank"].rect.copy()
    b["k_give"].rect = b["give"].rect.copy()


def rat_top(th: "Theme", panel: "DriverPanel") -> int:
    """How high the Rat's box may reach in the side column: up to the driver list's foot
    (over the Kostentafel, Ziel-Rechner and card sign, never over a road field)."""
    return panel.list_rect.bottom + th.px(8)


def toast_avoid(rects: Mapping[str, pygame.Rect], geo: RoadGeometry | None,
                view: "SpritView") -> list[pygame.Rect]:
    """What a toast must leave free: the header with the prompt, the action bar, the side
    column (players, log), the Rat's box and the fields a person on the move may click, with
    their cars."""
    out = [rects[k] for k in ("head", "bar", "right", "rat") if k in rects]
    if geo is not None:
        r = int(geo.tile * 1.6)
        for spot in set(view.prices) | {c.field for c in view.cars}:
            box = pygame.Rect(0, 0, 2 * r, 2 * r)
            box.center = geo.centre(spot)
            out.append(box)
    return out
