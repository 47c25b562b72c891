"""Where everything of the game scene stands: columns, Hülse, buttons, shop and prompt cards.

The parts themselves live in a :class:`Board` (the scene owns one): the Hülse, Beutel, Anzeige,
Zeitung, Manufakturen, the shop, the Spielverlauf, the buttons and the named rectangles. Run on
every size change and when the show opens or closes (:func:`relayout`), and for the prompt
buttons whenever the step changes (:func:`layout_prompt`); it only places rectangles, reading
the view (:class:`~speedgames.rocket.screen.view.RocketView`) for what is shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from speedgames.core.i18n import t
from speedgames.rocket.screen import art, status
from speedgames.rocket.screen.bag import BagView
from speedgames.rocket.screen.gauge import GaugeView
from speedgames.rocket.screen.huelse import HuelseView
from speedgames.rocket.screen.newspaper import NewspaperView
from speedgames.rocket.screen.players import PlayersView
from speedgames.rocket.screen.shop import ShopView
from speedgames.rocket.screen.status import card_height as status_card_height
from speedgames.ui.widgets import block_height, hyphen_wrap, label_text, text_height

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.screen.show import ShowView
    from speedgames.rocket.screen.view import RocketView
    from speedgames.ui.log_panel import LogPanel
    from speedgames.ui.widgets import Button


@dataclass(eq=False)
class Board:
    """The scene's board parts: what :func:`relayout` places, ``draw`` paints and ``input``
    hits. ``show`` is the Abendvorstellung while it is open; ``layer`` and its keys are the
    cached picture (``draw.Frame``), dropped when anything moved."""

    shop: ShopView
    log: "LogPanel"
    buttons: dict[str, "Button"]
    huelse: HuelseView = field(default_factory=HuelseView)
    bag: BagView = field(default_factory=BagView)
    gauge: GaugeView = field(default_factory=GaugeView)
    paper: NewspaperView = field(default_factory=NewspaperView)
    players: PlayersView = field(default_factory=PlayersView)
    preview_buttons: list["Button"] = field(default_factory=list)
    preview_chips: list[pygame.Rect] = field(default_factory=list)  # each chip above its button
    rects: dict[str, pygame.Rect] = field(default_factory=dict)
    sheet_labels: list[pygame.Rect] = field(default_factory=list)  # as last drawn
    show: "ShowView | None" = None
    bag_over_buttons: bool = False  # a replay's short left column: the bag takes their room
    ring_key: Any = None       # the step the focus ring was built for
    prompt_key: Any = None     # … and the prompt card was laid out for (its Rat's lines)
    prompt_rat: int = 0        # how many of the Rat's lines the prompt card holds (its room)
    dirty: bool = True         # the cached picture must be painted anew

    def moved(self) -> None:
        """Something was placed anew: repaint everything, rebuild the focus ring."""
        self.dirty = True
        self.ring_key = None
        self.prompt_key = None


#: Lines of the Spielverlauf that the seat cards above it always leave in sight.
LOG_KEEPS = 2


def relayout(board: Board, view: "RocketView", th: Any, size: tuple[int, int]) -> None:
    """Place every part for a window of ``size``."""
    w, h = size
    m = th.px(14)
    side = max(th.px(250), min(th.px(340), int(w * 0.245)))
    paper_h = board.paper.height_for(th)
    paper_w = min(th.px(520), w - 2 * side - 4 * m)
    board.paper.layout(pygame.Rect((w - paper_w) // 2, m, paper_w, paper_h))
    top = m + paper_h + th.px(6)
    left = pygame.Rect(m, m, side, h - 2 * m)
    right = pygame.Rect(w - m - side, m, side, h - 2 * m)
    sheet_h = status.sheet_height(th, side)
    board.rects["sheet"] = pygame.Rect(left.x, left.y, side, sheet_h)
    board.rects["left_col"] = left
    y = left.y + sheet_h + th.px(8)
    # title, the big number with its sum line below, the share bar: grows with the text size
    gauge_h = max(th.px(118), board.gauge.height_for(th, side, view.percent))
    board.gauge.layout(pygame.Rect(left.x, y, side, gauge_h))
    y += gauge_h + th.px(8)
    bh = th.px(46)
    half = (side - th.px(8)) // 2
    b = board.buttons
    row1 = button_height(th, [b["draw"], b["stop"]], side - half - th.px(8), bh)
    b["draw"].rect = pygame.Rect(left.x, y, half, row1)
    b["stop"].rect = pygame.Rect(left.x + half + th.px(8), y, side - half - th.px(8), row1)
    y += row1 + th.px(8)
    row2 = button_height(th, [b["sand"], b["rat"]], half, bh - th.px(6))
    b["sand"].rect = pygame.Rect(left.x, y, half, row2)
    b["rat"].rect = pygame.Rect(left.x + half + th.px(8), y, side - half - th.px(8), row2)
    board.rects["rat_home"] = board.buttons["rat"].rect.copy()
    y += row2 + th.px(10)
    board.rects["bag_home"] = pygame.Rect(left.x, y, side, left.bottom - y)
    # Partie ansehen in a small window at big text (the replay's bar takes height): nobody can
    # press the stuffing buttons there, but the bag is what the person decided by — when its
    # room would show only the title, the bag takes the buttons' room (as in the shop)
    shown = view.shown
    kinds = sum(1 for k in (shown.bag if shown is not None else {}).values() if k)
    board.bag_over_buttons = bool(view.replaying) and \
        left.bottom - y < BagView.height_for(th, kinds)
    if board.bag_over_buttons:
        over = board.gauge.rect.bottom + th.px(8)
        board.rects["bag_home"] = pygame.Rect(left.x, over, side, left.bottom - over)
    if view.replaying:  # a replay syncs its buttons once, its layout may change after
        for name in ("draw", "stop", "sand"):
            b[name].visible = not board.bag_over_buttons
        b["rat"].visible = view.rat_allowed and not board.bag_over_buttons
    board.bag.layout(board.rects["bag_home"])
    # right column: top bar buttons, seats (or the solo panel), Spielverlauf
    tb = th.px(40)
    y = right.y + _top_bar(board, th, right, side, tb) + th.px(10)
    if view.solo:
        solo_h = solo_height(view, th, side, right.bottom - y)
        board.rects["solo"] = pygame.Rect(right.x, y, side, solo_h)
        board.players.layout(pygame.Rect(right.x, y, side, 0))
        y += solo_h + th.px(8)
    else:
        board.players.layout(pygame.Rect(right.x, y, side, 0))
        ph = board.players.height_for(th, len(view.seats), seat_lines(view))
        # the cards as tall as their words need; the Spielverlauf below keeps a few lines
        # (it scrolls), in a squeeze its title and two lines as beside the solo panel (four
        # seats at 150 % were cut 5 px below their measure for a third line)
        room = right.bottom - y - th.px(8)
        ph = min(ph, max(room * 2 // 3, room - th.px(142),
                         room - board.log.height_for(th, LOG_KEEPS)))
        board.players.layout(pygame.Rect(right.x, y, side, ph))
        board.rects.pop("solo", None)
        y += ph + th.px(8)
    board.log.set_rect(pygame.Rect(right.x, y, side, right.bottom - y))
    # centre: the Hülse (narrower while the show panel stands beside it)
    centre = pygame.Rect(left.right + m, top, right.x - m - left.right - m, h - m - top)
    board.rects["centre"] = centre
    board.rects["right"] = right
    head_h = th.font("heading").get_linesize() + th.px(6)
    head_h += len(keys_hint_lines(view, th, centre.width)) * th.font("small").get_linesize()
    board.rects["centre_head"] = pygame.Rect(centre.x, centre.y, centre.width, head_h)
    hul = pygame.Rect(centre.x, centre.y + head_h, centre.width, centre.height - head_h)
    if board.show is not None:
        show_w = max(side, min(th.px(470), int(w * 0.36)))
        show_top = board.rects["topbar"].bottom + th.px(10)
        if w - m - show_w < board.paper.rect.right + th.px(8):
            show_top = board.paper.rect.bottom + th.px(8)
        show_rect = pygame.Rect(w - m - show_w, show_top, show_w, h - m - show_top)
        board.show.rect = show_rect
        hul.width = max(th.px(200), show_rect.x - m - hul.x)
        board.rects["centre_head"].width = hul.width
    board.huelse.layout(hul)
    ck = th.px(50)
    sheet = board.rects["sheet"]
    board.rects["clock"] = pygame.Rect(sheet.right - ck - th.px(8), sheet.y + th.px(8), ck, ck)
    board.buttons["mine"].rect = pygame.Rect(0, 0, min(th.px(240), hul.width // 2),
                                             th.px(38))
    board.buttons["mine"].rect.topright = (board.rects["centre_head"].right, centre.y)
    # shop covers the centre and the right column
    shop = pygame.Rect(centre.x, top, right.right - centre.x, h - m - top)
    side_w = max(th.px(230), min(th.px(300), shop.width // 3))
    board.rects["shop_side"] = board.shop.layout(shop, th, side_w)
    sx = board.rects["shop_side"]
    board.buttons["take_ruhm"].rect = pygame.Rect(sx.x, sx.y, sx.width, bh)
    board.buttons["take_shop"].rect = pygame.Rect(sx.x, sx.y + bh + th.px(8), sx.width, bh)
    board.buttons["fertig"].rect = pygame.Rect(sx.x, sx.bottom - bh, sx.width, bh)
    trade_h = button_height(th, [b["trade_sand"], b["trade_vl"]], sx.width, bh - th.px(6))
    b["trade_sand"].rect = pygame.Rect(sx.x, sx.bottom - bh - th.px(18) - trade_h, sx.width,
                                       trade_h)
    b["trade_vl"].rect = pygame.Rect(sx.x, b["trade_sand"].rect.y - th.px(6) - trade_h,
                                     sx.width, trade_h)
    if not board.shop.stacked and not shop_keys_fit(board, view, th):   # a line under the wares
        board.rects["shop_side"] = board.shop.layout(shop, th, side_w, foot=True)
    board.moved()


def solo_height(view: "RocketView", th: Any, side: int, room: int) -> int:
    """The solo panel above the Spielverlauf: every line whole (a line of slack for a goal's
    growing progress, it is measured once an evening) and its chart when the Spielverlauf
    keeps a few lines; in a squeeze the lines first, the Spielverlauf at least a title and two
    lines."""
    slack = th.font("small").get_linesize()
    full = status.solo_panel_height(th, side, view.solo_title, view.solo_lines, chart=True)
    bare = status.solo_panel_height(th, side, view.solo_title, view.solo_lines) + slack
    log_keeps = th.px(150)
    if full + slack <= room - log_keeps:
        return max(full + slack, min(th.px(340), room // 2))
    return max(th.px(60), min(max(bare, room - log_keeps), room - th.px(100)))


def layout_prompt(board: Board, view: "RocketView", th: Any) -> None:
    """Place the prompt buttons (Sand drauf? / Vorschau / Weiter) for the current state."""
    hul = board.huelse.rect
    bh = th.px(46)
    status = view.status
    rat = board.buttons["rat"]
    if status in ("shop_open", "shop_choose"):
        side = board.rects["shop_side"]
        # above the trades; while Ruhm or Einkauf is chosen (no trades, no „Fertig“) at the
        # side's foot, so the choice's text and the Rat's card keep the room above it (at
        # 150 % the button stood on the text and the card had no room)
        # as tall as the trade buttons beside it and spaced like them (a fixed 36 px stood
        # lower than they, #30)
        trade = board.buttons["trade_vl"].rect
        rat.rect = pygame.Rect(side.x, trade.y - th.px(6) - trade.height, side.width,
                               trade.height)
        if status == "shop_choose":
            rat.rect.bottom = side.bottom
    else:
        rat.rect = board.rects["rat_home"]
    if board.show is not None:
        r = board.show.rect
        pad = th.px(24)
        board.buttons["weiter"].rect = pygame.Rect(r.x + pad, r.bottom - pad - bh,
                                                   r.width - 2 * pad, bh)
        return
    width = min(hul.width - th.px(20), th.px(540))
    height = th.px(200)
    board.prompt_rat = 0
    if status in ("sand", "preview"):
        # the open Rat's advice on this decision stands in the card: all its lines, or its
        # verdict alone where the Hülse has no room for more
        told = len(view.rat_lines) if view.rat_open else 0
        for with_rat in sorted({told, min(1, told)}, reverse=True):
            title, lines = prompt_content(view, status, rat=with_rat)
            height = status_card_height(th, width, title, lines,
                                        th.px(56) if status == "sand" else 0) + bh + th.px(8)
            if status == "preview":
                height += (th.px(58) + bh) * preview_rows(len(board.preview_buttons) + 1) - bh
            board.prompt_rat = with_rat
            if height <= hul.height - th.px(20):
                break
    box = pygame.Rect(0, 0, width, height)
    box.midbottom = (hul.centerx, hul.bottom - th.px(10))
    board.rects["prompt"] = box
    inner = box.inflate(-th.px(28), -th.px(28))
    if status == "sand":
        half = (inner.width - th.px(10)) // 2
        board.buttons["sand_yes"].rect = pygame.Rect(inner.x, inner.bottom - bh, half, bh)
        board.buttons["ignite"].rect = pygame.Rect(inner.x + half + th.px(10),
                                                   inner.bottom - bh, half, bh)
    elif status == "preview":
        # the chips by name („Bariumgrün 2 (1)“) need room: more than three choices take two
        # rows, each button with its chip drawn above it
        buttons = board.preview_buttons + [board.buttons["preview_none"]]
        rows = preview_rows(len(buttons))
        cols = -(-len(buttons) // rows)
        gap = th.px(8)
        cw = (inner.width - gap * (cols - 1)) // cols
        row_step = bh + th.px(58)
        for i, btn in enumerate(buttons):
            row, col = divmod(i, cols)
            y = inner.bottom - bh - (rows - 1 - row) * row_step
            btn.rect = pygame.Rect(inner.x + col * (cw + gap), y, cw, bh)
        board.preview_chips = [pygame.Rect(b.rect.x, b.rect.y - th.px(58), b.rect.width,
                                           th.px(58)) for b in board.preview_buttons]


def button_height(theme: Any, buttons: list[Any], width: int, base: int) -> int:
    """The height of a row of buttons ``width`` wide: ``base``, or what the longest label needs
    on (at most) two lines between its words at full size (at big text), so no label shrinks
    below the type scale."""
    need = base
    two = 2 * theme.font(buttons[0].role, bold=True).get_linesize() if buttons else 0
    for button in buttons:   # (more than two lines: the label's own fit, at most two)
        text = label_text(button.label)
        need = max(need, min(two, block_height(theme, button.role, text,
                                               width - 2 * theme.px(10), bold=True))
                   + theme.px(10))
    return need


def _top_bar(board: Board, th: Any, right: pygame.Rect, side: int, tb: int) -> int:
    """Menü | Zurück | Ansicht across the column's top, each as wide as its label needs;
    when the three do not fit one row, Ansicht takes a second (returns the height used)."""
    b = board.buttons
    names = ("menu", "undo", "settings")
    gap = th.px(8)
    font = th.font("button", bold=True)
    need = [font.size(label_text(b[n].label))[0] + 2 * th.px(10) + th.px(6) for n in names]
    cw = (side - 2 * gap - tb - gap) // 3   # equal thirds, room kept at the right
    if max(need) <= cw:
        for i, name in enumerate(names):
            b[name].rect = pygame.Rect(right.x + i * (cw + gap), right.y, cw, tb)
        board.rects["topbar"] = pygame.Rect(right.x, right.y, 3 * cw + 2 * gap, tb)
        return tb
    if sum(need) + 2 * gap <= side:
        extra = (side - sum(need) - 2 * gap) // 3
        x = right.x
        for name, w in zip(names, need):
            b[name].rect = pygame.Rect(x, right.y, w + extra, tb)
            x += w + extra + gap
        board.rects["topbar"] = pygame.Rect(right.x, right.y, x - gap - right.x, tb)
        return tb
    half = (side - gap) // 2
    b["menu"].rect = pygame.Rect(right.x, right.y, half, tb)
    b["undo"].rect = pygame.Rect(right.x + half + gap, right.y, side - half - gap, tb)
    b["settings"].rect = pygame.Rect(right.x, right.y + tb + th.px(4), side, tb)
    board.rects["topbar"] = pygame.Rect(right.x, right.y, side, 2 * tb + th.px(4))
    return 2 * tb + th.px(4)


def overlaid(board: Board, view: "RocketView", pos: tuple[int, int]) -> bool:
    """The shop or the Abendvorstellung's panel lies over ``pos``: what is under it (seat
    cards, the Hülse, the Spielverlauf) takes neither the pointer nor a click."""
    if view.shopping and board.shop.rect.collidepoint(pos):
        return True
    return board.show is not None and board.show.rect.collidepoint(pos)


def seat_lines(view: "RocketView") -> list[str]:
    """Every „detail · status“ line a seat card may show this game (the layout measures them
    once, so the cards do not change height between the phases)."""
    states = [t(f"rocket.ui.status.{k}") for k in ("over", "misfire", "done", "waiting",
                                                    "stuffing", "show", "shop_done", "shopping")]
    return [f"{seat.detail}\u00a0· {state}" for seat in view.seats for state in states]


def preview_rows(choices: int) -> int:
    """Rows of the Vorschau's buttons (the chips plus „Keinen“): two when more than three."""
    return 1 if choices <= 3 else 2


def keys_hint_key(view: "RocketView") -> str:
    """The locale key of the Hülse's key help at this table (solo / against computers / hot)."""
    return ("rocket.ui.keys.solo" if view.solo else
            "rocket.ui.keys.table" if view.rat_allowed else "rocket.ui.keys.hotseat")


def keys_hint_lines(view: "RocketView", th: Any, width: int) -> list[str]:
    """The key help under the Hülse's title when it has no room beside it: the short words,
    wrapped between them at ``width`` (the layout reserves the room; [] when one line beside
    the title holds it)."""
    small = th.font("small")
    key = keys_hint_key(view)
    title = th.font("heading").size(t("rocket.ui.centre.mine", evening=9))[0]
    if title + th.px(16) + small.size(t(key + "_short"))[0] <= width:
        return []
    return hint_pairs(t(key + "_short"), small, width)


def hint_pairs(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """„Leertaste Ziehen · Enter Aufhören · …“ wrapped at its dots, so a key stays beside its
    word (between words only where one pair alone is too wide). A line the list goes on after
    ends in its „·“ (as the shared key lines do, ``widgets.text``): each line but the last keeps
    the room for it."""
    parts = text.split(" · ")
    dot = " ·"
    room = max(1, width - font.size(dot)[0])
    lines: list[str] = []
    for i, part in enumerate(parts):
        last = i == len(parts) - 1
        limit = width if last else room
        if lines and font.size(lines[-1] + " · " + part)[0] <= limit:
            lines[-1] += " · " + part
            continue
        if lines:
            lines[-1] += dot
        lines += hyphen_wrap(part, font, limit)
    return lines


def prompt_content(view: "RocketView", step: str,
                   rat: int = 0) -> tuple[str, list[tuple[str, str]]]:
    """Title and lines of the „Sand drauf?“ / Vorschau card (also sizes it); ``rat``: with so
    many lines of the open Rat's advice on this decision under them (and its title)."""
    from speedgames.core.i18n import t_count as counted
    from speedgames.rocket.screen.view import chip_name

    p = view.acting
    advice = [(view.rat_title, "warn")] + list(view.rat_lines)[:rat] \
        if rat and view.rat_open and view.rat_lines else []
    if step == "sand":
        chip = (p.pending if p is not None else None) or ""
        return t("rocket.ui.prompt.sand_title"), [
            (t("rocket.ui.prompt.sand_text", chip=chip_name(chip),
               sum=(p.wsum if p is not None else 0) + (int(chip[1:]) if chip else 0),
               limit=p.limit if p is not None else 0), "text")] + advice
    n = len(p.preview) if p is not None else 0
    return t("rocket.ui.prompt.preview_title"), [
        (counted("rocket.ui.prompt.preview_text", n, n=n), "text")] + advice


def basket_height(th: Any, width: int) -> int:
    """The basket panel in the shop's side: its title, the longest of its messages wrapped at
    ``width`` (or two chips), the sum line."""
    pad = th.px(10)
    msg_h = max(block_height(th, "small", t(key), width - 2 * pad) for key in (
        "rocket.ui.shop.took_ruhm", "rocket.ui.shop.no_buy", "rocket.ui.shop.basket_empty",
        "rocket.ui.shop.bought"))
    chip_h = 2 * (art.chip("K1", th.px(13)).get_height() + th.px(4))
    return max(th.px(128), 2 * pad + th.font("label").get_linesize() + th.px(4)
               + max(msg_h, chip_h) + th.px(4) + th.font("body", bold=True).get_linesize())


def shop_keys_fit(board: Board, view: "RocketView", th: Any) -> bool:
    """Does the whole key help fit the shop's side between the basket and the buttons?"""
    side = board.rects["shop_side"]
    top = side.y + basket_height(th, side.width) + th.px(10)
    trade = board.buttons["trade_vl"].rect
    bottom = trade.y - th.px(6)
    if view.rat_allowed:   # „Rat (R)“ stands above the trades, as tall as they (layout_prompt)
        bottom -= trade.height + th.px(6)
    return text_height(t("rocket.ui.shop.keys"), th.font("small"), side.width) <= bottom - top
