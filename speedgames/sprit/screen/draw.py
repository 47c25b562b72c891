"""Drawing the Speedsprit board in three layers, cheapest first.

1. ``static_board`` — backdrop, road, field signs, numbers, Start and the pass hotel at the Ziel:
   drawn once per window size, theme and track (the bench's „cache the static road layer“).
2. ``draw_layer`` — what changes with a move or the pointer: the header, prices over reachable
   fields, the hover / selected path with the tank afterwards, the Rat's hint, the driver list and
   the Spielverlauf: redrawn only when its key changes.
3. ``draw_cars`` / ``draw_cards`` — every frame: the cars (some of them driving) and the cards.

What a position shows comes as a :class:`~speedgames.sprit.screen.model.BoardView`; what moves
from frame to frame (the queue of drives and cards, the fuel cues) comes as it is. Hit areas the
drawing makes (the „Fahren“ plate, a docked card) are returned, not stored.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, Mapping, Sequence

import pygame

from speedgames.core.i18n import Text, t
from speedgames.sprit.screen import art
from speedgames.sprit.screen import hud as ui_hud
from speedgames.sprit.screen.card import CardShow, card_surface, effect_text
from speedgames.sprit.screen.cars import Motion, car_width, door_of, draw_car, seat_colour
from speedgames.sprit.screen.model import BoardView
from speedgames.sprit.screen.road import draw_fields, draw_road, label_plate, sign_sprite
from speedgames.ui import fonts
from speedgames.ui.seat_marks import draw_seat_badge
from speedgames.ui.widgets import (
    draw_panel, draw_text, fit_block, wrap_text)

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.screen.pops import FuelPop
    from speedgames.sprit.screen.road import RoadGeometry
    from speedgames.ui.theme import Theme
    from speedgames.ui.widgets import Button


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
    draw_fields(s, geo, fields, dark, number)
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


def _prompt(view: BoardView) -> tuple[str, str, int | None]:
    """The header's prompt (who is on the move, what it may do), its info (track, round,
    variant) and the seat whose badge stands before the prompt."""
    car = view.active_car
    human = view.human_car is not None
    name = view.names[car] if car is not None else ""
    if view.rest_available:
        line = Text("sprit.ui.status.finished")
    else:
        line = ui_hud.status_line(view.state, car, human, name)
    st = view.state
    opts = view.options
    parts = [t(f"sprit.tracks.{st.track.id}"), t("sprit.ui.round", n=st.round)]
    if not opts.get("cards", True):
        parts.append(t("sprit.ui.variant.windschatten"))
    if opts.get("duel"):
        parts.append(t("sprit.ui.variant.duel"))
    if view.mode == "daily":
        parts.append(t("sprit.ui.variant.daily", date=opts.get("date", "")))
    seat = st.cars[car]["seat"] if car is not None and not st.is_over() else None
    return line.render(), " · ".join(parts), seat


def _prompt_width(th: "Theme", width: int, info: str, seat: int | None) -> int:
    badge = th.px(24) if seat is not None else 0
    return max(40, width - 2 * th.px(14) - badge - th.font("small").size(info)[0] - th.px(16))


def prompt_lines(th: "Theme", width: int, view: BoardView) -> int:
    """How many lines the prompt takes in a header ``width`` wide (1 or 2: it wraps between
    words before it would shrink)."""
    text, info, seat = _prompt(view)
    lines = fit_block(th, "heading", text, _prompt_width(th, width, info, seat),
                      2 * th.font("heading").get_linesize())[1]
    return max(1, len(lines))


def draw_header(s: pygame.Surface, th: "Theme", rect: pygame.Rect, view: BoardView) -> None:
    """Who is on the move (and what it may do), the track and round, and the line of keys."""
    draw_panel(s, rect, th, "panel")
    pad = th.px(14)
    text, info, seat = _prompt(view)
    x = rect.x + pad
    if seat is not None:
        draw_seat_badge(s, th, (x + th.px(8), rect.y + th.px(20)), th.px(8), seat,
                        seat_colour(seat))
        x += th.px(24)
    room = hint_lines(th, rect.width - 2 * pad) * th.font("small").get_linesize()
    hint_font, hints = fit_block(th, "small", key_hint(view), rect.width - 2 * pad, room)
    hint_y = rect.bottom - len(hints) * hint_font.get_linesize() - th.px(6)
    font, lines = fit_block(th, "heading", text, _prompt_width(th, rect.width, info, seat),
                            hint_y - rect.y - th.px(6))
    for i, line in enumerate(lines):  # a second line before a smaller size, never under the info
        s.blit(font.render(line, True, th.color("text")),
               (x, rect.y + th.px(6) + i * font.get_linesize()))
    info_img = th.font("small").render(info, True, th.color("text_dim"))
    s.blit(info_img, info_img.get_rect(topright=(rect.right - pad, rect.y + th.px(12))))
    for i, line in enumerate(hints):
        s.blit(hint_font.render(line, True, th.color("text_dim")),
               (rect.x + pad, hint_y + i * hint_font.get_linesize()))


HINT_KEYS = ("keys", "keys_norat", "keys_wait", "keys_rest", "keys_kanister", "keys_stamp")


def hint_lines(th: "Theme", width: int) -> int:
    """How many lines the header keeps for its line of keys: the longest one, wrapped between
    words at the header's inner ``width`` (so the header does not change height mid-game)."""
    small = th.font("small")
    card = " · " + t("sprit.ui.keys_card")
    return max(len(wrap_text(t(f"sprit.ui.{k}") + card, small, width)) for k in HINT_KEYS)


def key_hint(view: BoardView) -> str:
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
    if view.state.phase == "kanister":  # only T / A answer the Ersatzkanister
        return t("sprit.ui.keys_kanister")
    if view.state.cars[car]["must_stamp"]:  # the Kontrolle: stamping is the only move
        return t("sprit.ui.keys_stamp")
    # R only where the Rat exists (solo against computers): elsewhere it would just refuse
    return t("sprit.ui.keys" if view.rat_allowed else "sprit.ui.keys_norat") + card


def draw_prices(s: pygame.Surface, th: "Theme", geo: "RoadGeometry", road: pygame.Rect,
                view: BoardView) -> pygame.Rect | None:
    """Prices over reachable fields, the hover / selected path and the tank afterwards; returns
    where the selected field's „Fahren“ plate is (a click there drives)."""
    car = view.human_car
    prices = view.prices if car is not None else {}
    target = view.selected if view.selected is not None else (
        view.hover if view.hover in prices else None)
    size = max(10, int(geo.tile * 0.62))
    if car is not None and target is not None:
        here = view.state.cars[car]["field"]
        pts = geo.sub_path(geo.s_of(here), geo.s_of(target))
        if len(pts) > 1:
            pygame.draw.lines(s, th.color("ink"), False, pts, max(4, geo.tile // 3) + 4)
            pygame.draw.lines(s, (246, 214, 120), False, pts, max(4, geo.tile // 3))
        codes = view.state.track.fields
        for f in range(here, target + 1):  # the signs stay readable on top of the path
            pygame.draw.circle(s, (246, 214, 120), geo.centre(f), geo.tile + 3)
            r = geo.tile if codes[f] not in "SZ" else int(geo.tile * 1.15)
            img = sign_sprite(codes[f], r)
            s.blit(img, img.get_rect(center=geo.centre(f)))
    hint_field = None
    if view.rat_open and car is not None:
        advice = view.advice
        best = advice.extra.get("best") if advice is not None else None
        if best is not None and best.action.type == "drive":
            hint_field = int(best.action["to"])
    good = th.color("good")
    for field, price in prices.items():
        cx, cy = geo.centre(field)
        chosen = field == target
        fg, bg = ((30, 26, 28), (246, 214, 120)) if chosen else ((246, 236, 212), (40, 36, 44))
        plate = _price(t("sprit.ui.price", n=price), size, fg, bg, (246, 236, 212))
        rect = plate.get_rect(midbottom=(cx, cy - geo.tile - th.px(3)))
        s.blit(plate, rect)
        if field == hint_field:
            pygame.draw.circle(s, good, (cx, cy), geo.tile + th.px(5), max(3, th.px(4)))
    drive_here = None
    if car is not None and target is not None:
        cx, cy = geo.centre(target)
        pygame.draw.circle(s, (246, 214, 120), (cx, cy), geo.tile + th.px(4), max(3, th.px(4)))
        rest = view.state.cars[car]["fuel"] - prices.get(target, 0)
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


_RAT: dict[tuple, tuple[pygame.Surface, pygame.Rect]] = {}


def draw_rat(s: pygame.Surface, th: "Theme", dock: pygame.Rect, top: int, view: BoardView,
             buttons: Mapping[str, "Button"], language: str) -> pygame.Rect | None:
    """The Rat's box in the side column, at the bottom of ``dock`` (the Spielverlauf), growing
    upwards no higher than ``top``: never over a road field (it used to cover fields 57–63).
    A ring marks the advised field on the road and the button of the advised move. Returns the
    box (toasts keep off it)."""
    car = view.human_car
    if not view.rat_open or car is None:
        return None
    key = (view.version, car, th.key, tuple(dock), top, language)
    hit = _RAT.get(key)
    if hit is None:
        _RAT.clear()
        hit = _render_rat(th, dock, top, view, car)
        _RAT[key] = hit
    img, rect = hit
    s.blit(img, rect)
    advice = view.advice
    best = advice.extra.get("best") if advice is not None else None
    button = None
    if best is not None:
        kind = best.action.type
        amount = best.action.get("amount")
        button = {"werkstatt": "werkstatt", "stamp": "stamp", "drive": "drive"}.get(kind)
        if kind in ("tank", "kanister"):
            button = ("tank" if amount > 0 else "give") if kind == "tank" else \
                ("k_take" if amount > 0 else "k_give")
    widget = buttons.get(button) if button else None
    if widget is not None and widget.visible and (button != "drive" or widget.enabled):
        ring = widget.rect.inflate(th.px(10), th.px(10))
        pygame.draw.rect(s, th.color("good"), ring, max(3, th.px(3)), border_radius=th.px(10))
    return rect


def rat_box(dock: pygame.Rect, top: int, height: int) -> pygame.Rect:
    """Bottom-aligned in ``dock``, as tall as the text needs but not above ``top``."""
    h = max(1, min(height, dock.bottom - top))
    return pygame.Rect(dock.x, dock.bottom - h, dock.width, h)


def _render_rat(th: "Theme", dock: pygame.Rect, top: int, view: BoardView,
                car: int) -> tuple[pygame.Surface, pygame.Rect]:
    from speedgames.ui.widgets import text_height

    lines = [line.render() for line in ui_hud.rat_lines(view.state, car, view.advice)]
    width = dock.width
    bold = th.font("body", bold=True)
    pad = th.px(12)
    room = dock.bottom - top
    for role in ("small", "label"):  # a small window: the smaller type before anything is cut
        font = th.font(role)
        h = bold.get_linesize() + pad * 2 + th.px(6)
        for line in lines:
            h += text_height(line, font, width - 2 * pad) + th.px(6)
        if h <= room:
            break
    box = rat_box(dock, top, h)
    s = pygame.Surface(box.size, pygame.SRCALPHA)
    local = s.get_rect()
    draw_panel(s, local, th, "poster")
    from speedgames.ui.art.icons import draw_icon

    icon = pygame.Rect(pad, pad, bold.get_height(), bold.get_height())
    draw_icon(s, "bulb", icon, th.color("accent"))
    head = bold.render(t("sprit.ui.rat.title"), True, th.color("accent"))
    s.blit(head, (icon.right + th.px(8), pad))
    y = pad + bold.get_linesize() + th.px(6)
    for i, line in enumerate(lines):
        colour = th.color("text" if i else "good")
        y += draw_text(s, line, font, colour, pygame.Rect(pad, y, width - 2 * pad, 0))
        y += th.px(6)
    return s, box


def banner(s: pygame.Surface, th: "Theme", road: pygame.Rect, text: str) -> None:
    """A notice over the middle of the road („Rest wird ausgewertet …“)."""
    font = th.font("title")
    img = font.render(text, True, th.color("text"))
    box = img.get_rect(center=road.center).inflate(th.px(48), th.px(28))
    draw_panel(s, box, th, "poster")
    s.blit(img, img.get_rect(center=box.center))


# ----------------------------------------------------------------------------- layer 3
def car_positions(geo: "RoadGeometry", st: Any,
                  queue: Sequence[Any]) -> list[tuple[int, float, float, float]]:
    """``(car, x, y, facing)`` of every car: animated cars along the road (``queue``: the drives
    and cards still to show), standing cars on their field; several cars on Start or Ziel stand
    side by side."""
    moving: dict[int, float] = {}
    for item in queue:
        if isinstance(item, Motion) and item.car not in moving:
            moving[item.car] = item.s() if item is queue[0] else item.s1
    groups: dict[int, list[int]] = {}
    for car, c in enumerate(st.cars):
        if car not in moving:
            groups.setdefault(c["field"], []).append(car)
    out = []
    lift = geo.tile * 0.35
    for car, s_pos in moving.items():
        x, y = geo.point_at(s_pos)
        out.append((car, x, y - lift, geo.heading_at(s_pos)))
    cw = car_width(geo)
    ziel = len(geo.centres) - 1
    for field, cars in groups.items():
        x, y = geo.centre(field)
        facing = geo.direction(field)
        n = len(cars)
        if field == ziel:  # parked in a row under the ZIEL plate, in Zielplatz order
            cars.sort(key=lambda i: st.cars[i]["zielplatz"] or 99)
            for k, car in enumerate(cars):
                dx = (k - (n - 1) / 2) * cw * 0.95
                out.append((car, x + dx, y + geo.tile * 3.0, facing))
            continue
        for k, car in enumerate(cars):
            if n == 1:
                out.append((car, x, y - lift, facing))
                continue
            dx = ((k % 2) - 0.5) * cw * 0.8  # the start grid: two by two, upwards
            dy = -(k // 2) * geo.tile * 0.95
            out.append((car, x + dx, y - lift + dy, facing))
    out.sort(key=lambda item: item[2])
    return out


def draw_cars(s: pygame.Surface, geo: "RoadGeometry", road: pygame.Rect, view: BoardView,
              queue: Sequence[Any], pops: Sequence["FuelPop"],
              theme: "Theme | None" = None) -> None:
    """The cars on the road; with „Farbsymbole“ (``theme.seat_marks``) each carries its seat's
    symbol on the door, so two cars never differ by colour alone."""
    st = view.state
    duel = bool(st.options.get("duel"))
    active = view.active_car if not st.is_over() else None
    cw = car_width(geo)
    placed = car_positions(geo, st, queue)
    for car, x, y, facing in placed:
        c = st.cars[car]
        ring = (246, 214, 120) if car == active and not queue else None
        rect = draw_car(s, seat_colour(c["seat"]), (x, y), cw, facing,
                        c["slot"] + 1 if duel else None, ring)
        if theme is not None and theme.seat_marks:
            draw_seat_badge(s, theme, door_of(rect, facing), max(4, rect.height // 4), c["seat"],
                            seat_colour(c["seat"]))
    draw_fuel_cues(s, geo, road, st, bool(queue), pops,
                   {car: (x, y) for car, x, y, _ in placed})


def draw_fuel_cues(s: pygame.Surface, geo: "RoadGeometry", road: pygame.Rect, st: Any,
                   moving: bool, pops: Sequence["FuelPop"],
                   where: dict[int, tuple[float, float]]) -> None:
    """Windschatten waits and payouts on the road itself, not only in the Spielverlauf."""
    from speedgames.sprit.screen import pops as ui_pops

    size = max(10, int(geo.tile * 0.58))
    for car, c in enumerate(st.cars):
        if c.get("ws") is None or c["finished"] or car not in where:
            continue
        text, good = ui_pops.ws_tag(int(c["ws"]))
        img = ui_pops.wind_plate(text.render(), size, good)
        x, y = where[car]
        rect = img.get_rect(midbottom=(int(x), int(y - geo.tile * 0.9)))
        s.blit(img, rect.clamp(road))
    if pops and not moving:
        # a car stands 0.35 tiles above its field's centre; half the gap between two legs
        # of the road is the cue's room, so it stays on its own row
        ui_pops.draw_pops(s, pops, lambda car: where.get(car, geo.centre(
            st.cars[car]["field"])), geo.tile, room=geo.gap / 2 - geo.tile * 0.35)


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
