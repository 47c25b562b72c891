"""Drawing the Speedsprit board in three layers, cheapest first (:class:`Painter`).

1. ``static_board`` — backdrop, road, field signs, numbers, Start and the pass hotel at the Ziel:
   drawn once per window size, theme and track (the bench's „cache the static road layer“).
2. the board layer — what changes with a move: the header, the driver list with the Kostentafel,
   Ziel-Rechner and card sign (:mod:`.panel`), the Spielverlauf and the buttons: redrawn only
   when what it shows changed.
3. every frame: the prices over reachable fields with the hover / selected path and the tank
   afterwards (``draw_prices``), the cars (:func:`~speedgames.sprit.screen.cars.draw_cars`),
   the Rat (:mod:`.rat`), the cards (``draw_cards``), the Zug-Uhr and the info window.

What a position shows comes as the view (:class:`~speedgames.sprit.screen.view.SpritView`);
what moves from frame to frame (the queue of drives and cards, the fuel cues) comes as it is.
Hit areas the drawing makes (the „Fahren“ plate, a docked card, the Rat's box) are returned.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Mapping, Sequence

import pygame

from speedgames.core.i18n import Text, language, t
from speedgames.sprit.screen import art
from speedgames.sprit.screen.card import CardShow, card_surface, effect_text
from speedgames.sprit.screen.cars import draw_cars, seat_colour
from speedgames.sprit.screen.rat import draw_rat, rat_dock
from speedgames.sprit.screen.labels import number_px, number_rects, place_plate
from speedgames.sprit.screen.road import draw_fields, draw_road, label_plate, sign_sprite
from speedgames.sprit.screen.view import SpritView
from speedgames.ui import fonts
from speedgames.ui.seat_marks import draw_seat_badge
from speedgames.ui.turn_clock import draw_turn_clock
from speedgames.ui.widgets import draw_panel, fit_block, wrap_text

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.screen.layout import Layout
    from speedgames.sprit.screen.panel import DriverPanel
    from speedgames.sprit.screen.pops import FuelPop
    from speedgames.sprit.screen.road import RoadGeometry
    from speedgames.ui.log_panel import LogPanel
    from speedgames.ui.theme import Theme
    from speedgames.ui.turn_clock import TurnClock
    from speedgames.ui.widgets import Button, FocusRing


# ----------------------------------------------------------------------------- layer 1
def static_board(th: "Theme", geo: "RoadGeometry", road: pygame.Rect, fields: str,
                 size: tuple[int, int]) -> pygame.Surface:
    s = pygame.Surface(size)
    s.blit(art.backdrop(size, th.dark), (0, 0))
    dark = th.dark
    # a few pines on the slope beside the hairpins
    pine = (24, 40, 34) if dark else (40, 86, 58)
    for i in range(0, len(geo.path), max(1, len(geo.path) // 14)):
        x, y = geo.path[i]
        off = geo.road_w * 2.2
        for side in (-1, 1):
            px, py = x + side * off * 0.6, y + side * off
            if road.collidepoint(px, py) and i % 3 == (1 if side > 0 else 2):
                art.draw_pine(s, px, py, geo.tile * 1.6, pine)
    draw_road(s, geo, dark)
    zx, zy = geo.centre(len(geo.centres) - 1)
    facing = geo.direction(len(geo.centres) - 1)
    hotel_x = int(zx + facing * geo.tile * 3.4)
    half = int(geo.tile * 3.1)  # the hotel with its flag stays on the board
    hotel_x = max(road.x + half, min(road.right - half, hotel_x))
    art.draw_hotel(s, (hotel_x, zy + geo.tile), int(geo.tile * 2.6), dark)
    number = (236, 226, 200) if dark else (54, 44, 36)
    draw_fields(s, geo, fields, dark, number, number_px(th, geo))
    label = fonts.font("label", max(10, int(geo.tile * 0.75)))
    for field, key in ((0, "sprit.fields.S.name"), (len(geo.centres) - 1, "sprit.fields.Z.name")):
        cx, cy = geo.centre(field)
        plate = label_plate(t(key).upper(), label, (246, 236, 212), (160, 44, 36), (30, 26, 28))
        # below the sign: the cars wait above the Start, prices stand above the Ziel
        s.blit(plate, plate.get_rect(midtop=(cx, cy + int(geo.tile * 1.2))))
    return s


# ----------------------------------------------------------------------------- layer 2
@lru_cache(maxsize=256)
def _price(text: str, size: int, fg: tuple[int, int, int], bg: tuple[int, int, int],
           border: tuple[int, int, int]) -> pygame.Surface:
    return label_plate(text, fonts.font("text_bold", size), fg, bg, border)


@lru_cache(maxsize=32)
def _drive_plate(text: str, size: int, pad_x: int, pad_y: int) -> pygame.Surface:
    """A button-sized plate in the selection's yellow, with a shadow, big enough for a finger."""
    font = fonts.font("text_bold", size)
    img = font.render(text, True, (30, 26, 28))
    w, h = img.get_width() + 2 * pad_x, img.get_height() + 2 * pad_y
    plate = pygame.Surface((w + 3, h + 3), pygame.SRCALPHA)
    radius = max(4, h // 3)
    pygame.draw.rect(plate, (0, 0, 0, 110), (3, 3, w, h), border_radius=radius)
    pygame.draw.rect(plate, (246, 214, 120), (0, 0, w, h), border_radius=radius)
    pygame.draw.rect(plate, (30, 26, 28), (0, 0, w, h), 2, border_radius=radius)
    plate.blit(img, (pad_x, pad_y))
    return plate


def _prompt(view: SpritView) -> tuple[str, str, int | None]:
    """The header's prompt (who is on the move, what it may do), its info (track, round,
    variant) and the seat whose badge stands before the prompt."""
    return view.prompt, view.info, view.prompt_seat


def _prompt_width(th: "Theme", width: int, info: str, seat: int | None) -> int:
    badge = th.px(24) if seat is not None else 0
    return max(40, width - 2 * th.px(14) - badge - th.font("small").size(info)[0] - th.px(16))


PERSON_KEYS = ("human", "kanister", "stamp")   # sprit.ui.status.* a person's car gets


def prompt_lines(th: "Theme", width: int, view: SpritView) -> int:
    """How many lines the header keeps for its prompt in a header ``width`` wide (1 or 2: it
    wraps between words before it would shrink): those of its longest variant — every prompt
    this game can show, with its drivers' names — so the header keeps its height from turn to
    turn (#30). Only the prompts a driver can get count: a computer's name never stands in a
    person's question („… steht an der Kontrolle: jetzt stempeln (S)“), so a long computer
    name no longer kept an empty second line under a one-line headline (#30)."""
    if view.replaying:  # the replay bar tells the move: the prompt keeps to one line
        return 1
    return _lines_for(th, _prompt_texts(view), prompt_room(th, width, view))


def _prompt_texts(view: SpritView) -> list[str]:
    """Every prompt this game can show in its header: the one now, a person's three, a
    computer's, the end's."""
    texts = [view.prompt] + [t(f"sprit.ui.status.{key}", name=view.names[row.car])
                             for row in view.rows if row.car < len(view.names)
                             for key in (PERSON_KEYS if row.human else ("computer",))]
    finished = ("finished",) if any(row.human for row in view.rows) else ()
    return texts + [t(f"sprit.ui.status.{key}") for key in finished + ("over", "wait")]


def _lines_for(th: "Theme", texts: list[str], room: int) -> int:
    limit = 2 * th.font("heading").get_linesize()
    return max(1, max(len(fit_block(th, "heading", text, room, limit)[1]) for text in texts))


def prompt_room(th: "Theme", width: int, view: SpritView, seat: int | None = 0) -> int:
    """The width the prompt has in a header ``width`` wide: beside the info (track, round) —
    or the whole line where the info stands at the key line's foot (:func:`info_below`)."""
    info = "" if info_below(th, width, view) else view.info
    return _prompt_width(th, width, info, seat)


def info_below(th: "Theme", width: int, view: SpritView) -> bool:
    """Whether the info (track, round) stands at the right end of the key line's last row
    instead of beside the prompt: where a prompt of this game would need a second line
    beside it but not without it, and every line of keys leaves the info room there. At
    1920×1080 and 150 % the header kept an empty second line for „Ersatzkanister für …“
    although the wide window has the room on one line (#30)."""
    if view.replaying or not view.info:
        return False
    texts = _prompt_texts(view)
    beside = _lines_for(th, texts, _prompt_width(th, width, view.info, 0))
    if beside == 1 or _lines_for(th, texts, _prompt_width(th, width, "", 0)) >= beside:
        return False
    inner = width - 2 * th.px(14)
    rows = hint_lines(th, inner, view)
    small = th.font("small")
    need = small.size(view.info)[0] + th.px(16)
    card = " · " + t("sprit.ui.keys_card")
    for key in HINT_KEYS:   # the keys stand from the top of their rows: a shorter line of
        for tail in ("", card):   # keys leaves the last row to the info
            lines = wrap_text(t(f"sprit.ui.{key}") + tail, small, inner)
            if len(lines) >= rows and small.size(lines[-1])[0] + need > inner:
                return False
    return rows > 0


def draw_header(s: pygame.Surface, th: "Theme", rect: pygame.Rect, view: SpritView) -> None:
    """Who is on the move (and what it may do), the track and round, and the line of keys."""
    draw_panel(s, rect, th, "panel")
    pad = th.px(14)
    text, info, seat = _prompt(view)
    x = rect.x + pad
    if seat is not None:
        draw_seat_badge(s, th, (x + th.px(8), rect.y + th.px(20)), th.px(8), seat,
                        seat_colour(seat))
        x += th.px(24)
    room = hint_lines(th, rect.width - 2 * pad, view) * th.font("small").get_linesize()
    hint_font, hints = th.font("small"), []
    if room:  # Partie ansehen keeps no row for keys
        hint_font, hints = fit_block(th, "small", key_hint(view), rect.width - 2 * pad, room)
    below = bool(room) and info_below(th, rect.width, view)
    # the keys at the foot; where the info stands at the end of their last row, from the top
    # of their rows (a one-line variant leaves that row to the info)
    rows = room // th.font("small").get_linesize() if below else len(hints)
    hint_y = rect.bottom - rows * hint_font.get_linesize() - th.px(6)
    font, lines = fit_block(th, "heading", text, prompt_room(th, rect.width, view, seat),
                            hint_y - rect.y - th.px(6))
    for i, line in enumerate(lines):  # a second line before a smaller size, never under the info
        s.blit(font.render(line, True, th.color("text")),
               (x, rect.y + th.px(6) + i * font.get_linesize()))
    info_img = th.font("small").render(info, True, th.color("text_dim"))
    if below:   # at the right end of the keys' last row
        corner = (rect.right - pad, rect.bottom - th.px(6) - hint_font.get_linesize())
    else:
        corner = (rect.right - pad, rect.y + th.px(12))
    s.blit(info_img, info_img.get_rect(topright=corner))
    for i, line in enumerate(hints):
        s.blit(hint_font.render(line, True, th.color("text_dim")),
               (rect.x + pad, hint_y + i * hint_font.get_linesize()))


HINT_KEYS = ("keys", "keys_norat", "keys_wait", "keys_rest", "keys_kanister", "keys_stamp")


def hint_lines(th: "Theme", width: int, view: SpritView) -> int:
    """How many lines the header keeps for its line of keys: the longest one, wrapped between
    words at the header's inner ``width`` (so the header does not change height mid-game);
    none in Partie ansehen, which shows no keys there (its header had an empty row, #30)."""
    if view.replaying:
        return 0
    small = th.font("small")
    card = " · " + t("sprit.ui.keys_card")
    return max(len(wrap_text(t(f"sprit.ui.{k}") + card, small, width)) for k in HINT_KEYS)


def key_hint(view: SpritView) -> str:
    """The header's line of keys for what one can do now (none in Partie ansehen: the game's
    keys do nothing there, the replay bar has its own)."""
    if view.replaying:
        return ""
    if view.rest_available:
        return t("sprit.ui.keys_rest")
    car = view.human_car
    # L once a card lies on the „Letzte Streckenkarte“ sign
    card = " · " + t("sprit.ui.keys_card") if view.last_card is not None else ""
    if car is None:
        return t("sprit.ui.keys_wait") + card
    if view.phase == "kanister":  # only T / A answer the Ersatzkanister
        return t("sprit.ui.keys_kanister")
    if view.cars[car].must_stamp:  # the Kontrolle: stamping is the only move
        return t("sprit.ui.keys_stamp")
    # R only where the Rat exists (solo against computers): elsewhere it would just refuse
    return t("sprit.ui.keys" if view.rat_allowed else "sprit.ui.keys_norat") + card


def draw_prices(s: pygame.Surface, th: "Theme", geo: "RoadGeometry", road: pygame.Rect,
                view: SpritView) -> pygame.Rect | None:
    """Prices over reachable fields, the hover / selected path and the tank afterwards; returns
    where the selected field's „Fahren“ plate is (a click there drives)."""
    car = view.human_car
    prices = view.prices if car is not None else {}
    target = view.selected if view.selected is not None else (
        view.hover if view.hover in prices else None)
    size = max(10, int(geo.tile * 0.62))
    if car is not None and target is not None:
        here = view.cars[car].field
        pts = geo.sub_path(geo.s_of(here), geo.s_of(target))
        if len(pts) > 1:
            pygame.draw.lines(s, th.color("ink"), False, pts, max(4, geo.tile // 3) + 4)
            pygame.draw.lines(s, (246, 214, 120), False, pts, max(4, geo.tile // 3))
        codes = view.fields
        for f in range(here, target + 1):  # the signs stay readable on top of the path
            pygame.draw.circle(s, (246, 214, 120), geo.centre(f), geo.tile + 3)
            r = geo.tile if codes[f] not in "SZ" else int(geo.tile * 1.15)
            img = sign_sprite(codes[f], r)
            s.blit(img, img.get_rect(center=geo.centre(f)))
    hint_field = view.rat.field if view.rat is not None else None  # the Rat's advised field
    good = th.color("good")
    numbers = number_rects(th, geo, view.fields) if prices else {}
    placed: list[pygame.Rect] = []
    for field, price in prices.items():
        cx, cy = geo.centre(field)
        chosen = field == target
        fg, bg = ((30, 26, 28), (246, 214, 120)) if chosen else ((246, 236, 212), (40, 36, 44))
        plate = _price(t("sprit.ui.price", n=price), size, fg, bg, (246, 236, 212))
        rect = place_plate(th, geo, field, plate.get_size(), numbers, placed, road)
        placed.append(rect)
        s.blit(plate, rect)
        if field == hint_field:
            pygame.draw.circle(s, good, (cx, cy), geo.tile + th.px(5), max(3, th.px(4)))
    drive_here = None
    if car is not None and target is not None:
        cx, cy = geo.centre(target)
        pygame.draw.circle(s, (246, 214, 120), (cx, cy), geo.tile + th.px(4), max(3, th.px(4)))
        rest = view.cars[car].fuel - prices.get(target, 0)
        if target == view.selected and target in prices:
            # the selected field carries its own „Fahren für … L → … L Rest“ button: the eye
            # (and the finger) stays at the field instead of travelling to the action bar
            label = t("sprit.actions.drive", cost=prices[target], rest=rest)
            tag = _drive_plate(label, max(13, size + 2), th.px(12), th.px(7))
            rect = tag.get_rect(midtop=(cx, cy + geo.tile + th.px(12)))
            rect = rect.clamp(road)
            s.blit(tag, rect)
            drive_here = rect
        else:
            tag = _price(t("sprit.ui.rest_after", n=rest), size + 2, (246, 236, 212),
                         (34, 96, 60), (246, 236, 212))
            rect = tag.get_rect(midtop=(cx, cy + geo.tile + th.px(16)))
            s.blit(tag, rect.clamp(road))
    hover = view.hover
    if hover is not None and hover not in prices:
        cx, cy = geo.centre(hover)
        pygame.draw.circle(s, th.color("text"), (cx, cy), geo.tile + th.px(3), max(2, th.px(2)))
    return drive_here


def banner(s: pygame.Surface, th: "Theme", road: pygame.Rect, text: str) -> None:
    """A notice over the middle of the road („Rest wird ausgewertet …“)."""
    font = th.font("title")
    img = font.render(text, True, th.color("text"))
    box = img.get_rect(center=road.center).inflate(th.px(48), th.px(28))
    draw_panel(s, box, th, "poster")
    s.blit(img, img.get_rect(center=box.center))


# ----------------------------------------------------------------------------- layer 3
def draw_cards(s: pygame.Surface, th: "Theme", road: pygame.Rect, log: pygame.Rect,
               queue: Sequence[Any], pinned: CardShow | None) -> pygame.Rect | None:
    """The card being shown big, else an own card that stays open; returns where that one is
    (a tap there closes it)."""
    head = queue[0] if queue and isinstance(queue[0], CardShow) else None
    if head is not None:
        w = min(th.px(420), road.width - th.px(40))
        h = int(w * 0.66)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = road.center
        _blit_card(s, rect, head, t("sprit.ui.card_hint_skip"))
    if pinned is not None and head is None:
        pin = pinned
        if pin.replay:
            w = min(th.px(420), road.width - th.px(40))
            rect = pygame.Rect(0, 0, w, int(w * 0.66))
            rect.center = road.center
        else:  # docked over the Spielverlauf, next to the „Letzte Streckenkarte“ sign
            w = log.width - th.px(12)
            rect = pygame.Rect(log.x + th.px(6), log.y + th.px(6), w,
                               min(int(w * 0.66), log.height - th.px(12)))
        hint = "sprit.ui.card_hint_close_key" if pin.replay else "sprit.ui.card_hint_close"
        _blit_card(s, rect, pin, t(hint))
        return rect
    return None


def _blit_card(s: pygame.Surface, rect: pygame.Rect, show: CardShow, hint: str) -> None:
    effect = "" if show.event.get("effect") == "replay" else effect_text(show.event,
                                                                        show.owner).render()
    if show.event.get("effect") == "replay":
        owner = show.owner.render() if isinstance(show.owner, Text) else str(show.owner)
        effect = owner
    img = card_surface(rect.size, show.card, effect, hint)
    s.blit(img, rect)


# ----------------------------------------------------------------------------- the layers
@dataclass
class Frame:
    """What one frame draws: the view and the layout, the widgets of the side column, and
    what moves (the queue of drives and cards, the fuel cues, an own card that stays open).
    ``clock``: the Zug-Uhr's face to show (None: none)."""

    view: SpritView
    layout: "Layout"
    panel: "DriverPanel"
    log: "LogPanel"
    focus: "FocusRing"
    buttons: Mapping[str, "Button"]
    queue: Sequence[Any] = ()
    pops: Sequence["FuelPop"] = ()
    pinned: CardShow | None = None
    clock: "TurnClock | None" = None
    cost_table: bool = False
    marks: Sequence[Any] = ()  # rings on the road fields a card acts on


@dataclass
class Hits:
    """Where the frame put what a click may hit: the „Fahren“ plate, the Rat's box, the open
    card (None: not drawn)."""

    drive_here: pygame.Rect | None = None
    rat: pygame.Rect | None = None
    pinned: pygame.Rect | None = None


class Painter:
    """Draws frames, keeping the static road and the board layer between them (see the module
    docstring). ``forget()`` after a relayout or when the window was covered."""

    def __init__(self) -> None:
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None

    def forget(self, static: bool = True) -> None:
        """Draw the board layer (and with ``static`` the road too) afresh next frame."""
        self._layer_key = None
        if static:
            self._static_key = None

    def draw(self, surface: pygame.Surface, th: "Theme", frame: Frame) -> Hits:
        size = surface.get_size()
        view, rects, geo = frame.view, frame.layout.rects, frame.layout.geo
        key = self._layer_keyed(size, th, frame)
        if key != self._layer_key or self._layer is None:
            if self._layer is None or self._layer.get_size() != size:
                self._layer = pygame.Surface(size)
            self._draw_layer(self._layer, th, frame)
            self._layer_key = key
        surface.blit(self._layer, (0, 0))
        hits = Hits()
        road = rects["road"]
        if geo is not None:
            hits.drive_here = draw_prices(surface, th, geo, road, view)
            draw_cars(surface, geo, road, view.cars, None if view.over else view.active_car,
                      view.duel, frame.queue, frame.pops, theme=th, marks=frame.marks)
        dock = rat_dock(th, frame.panel.list_rect.bottom, frame.log.rect)
        hits.rat = draw_rat(surface, th, dock, dock.top, view.rat, frame.buttons, language())
        hits.pinned = draw_cards(surface, th, road, frame.log.rect, frame.queue, frame.pinned)
        if frame.clock is not None:
            draw_turn_clock(surface, rects["clock"], frame.clock, th)
        return hits

    def _layer_keyed(self, size: tuple[int, int], th: "Theme", frame: Frame) -> tuple:
        view, log = frame.view, frame.log
        buttons = tuple((w.label() if callable(w.label) else w.label, w.enabled, w.visible,
                         w.hovered, w.pressed, tuple(w.rect)) for w in frame.focus.widgets)
        shown = (view.version, view.prompt, view.info, view.prompt_seat, view.rows,
                 view.ziel_text, view.calc_fits, view.last_card, view.resting, key_hint(view))
        return (size, th.name, th.scale, language(), shown, buttons, frame.focus.index,
                frame.cost_table, len(log.entries), log.scroll, frame.panel.scroll.offset,
                log.focused, tuple(frame.layout.rects["road"]))

    def _static_board(self, th: "Theme", frame: Frame, size: tuple[int, int]) -> pygame.Surface:
        road = frame.layout.rects["road"]
        key = (size, th.key, language(), frame.view.track, frame.view.fields, tuple(road))
        if key != self._static_key or self._static is None:
            assert frame.layout.geo is not None
            self._static = static_board(th, frame.layout.geo, road, frame.view.fields, size)
            self._static_key = key
        return self._static

    def _draw_layer(self, s: pygame.Surface, th: "Theme", frame: Frame) -> None:
        view, rects = frame.view, frame.layout.rects
        s.blit(self._static_board(th, frame, s.get_size()), (0, 0))
        draw_header(s, th, rects["head"], view)
        draw_panel(s, rects["bar"], th, "panel")
        frame.panel.draw(s, th, list(view.rows), view.ziel_text, view.last_card, view.calc_fits)
        draw_panel(s, frame.log.rect, th, "panel")
        frame.log.draw(s, th)
        if view.resting:
            banner(s, th, rects["road"], t("sprit.ui.resting"))
        frame.focus.draw(s, th)
