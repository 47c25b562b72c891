"""A Streckenkarte shown big on the board, and the „Letzte Streckenkarte“ sign.

The seed: „Die Karte steht kurz groß auf dem Brett. Deine eigene Karte bleibt offen, bis du sie
antippst oder wieder dran bist. Danach steht jede gezogene Karte als Schild ‚Letzte Streckenkarte‘
unter der Fahrerliste – antippen zeigt sie noch einmal groß.“

``CardShow`` is one showing (the card event, whose it is, how long it stays); ``card_surface``
draws the card itself — a cream enamel card with a red double frame, the card's name, what it
does, and what it did this time („Anna bekommt 21 L zurück“) — cached per text and size.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from speedgames.core.i18n import Text, language, t
from speedgames.ui import fonts
from speedgames.ui.widgets import draw_text, fit_block, wrap_text

CARD_RED = (176, 44, 36)
CARD_CREAM = (248, 240, 220)
INK = (34, 28, 26)
SHOW_SECONDS = {"normal": 2.4, "fast": 1.0, "off": 0.0}


@dataclass
class CardShow:
    """A card on the board: ``event`` is the rules' ``card`` event; ``own`` cards stay open."""

    event: dict[str, Any]
    owner: Any                # the name (str or Text) of who drew it
    own: bool
    duration: float
    age: float = 0.0
    replay: bool = False      # shown again from the sign: stays until dismissed
    pin_after: bool = False   # one's own card: it docks beside the road once shown big

    @property
    def card(self) -> str:
        return str(self.event.get("card", ""))

    @property
    def done(self) -> bool:
        return not self.own and not self.replay and self.age >= self.duration


def effect_text(event: dict[str, Any], owner: Any) -> Text:
    """What the card did this time, as a sentence with the driver's name."""
    card = event.get("card", "")
    effect = event.get("effect", "")
    params = {"name": owner, "gain": abs(int(event.get("gain", 0) or 0)),
              "to": event.get("to", ""), "from": event.get("from", "")}
    if effect == "nothing":
        why = event.get("why")
        if why is not None:
            return Text("sprit.ui.card_effect.nothing_why", {**params, "why": why})
        return Text("sprit.ui.card_effect.nothing", params)
    if effect == "moved" and event.get("to") == 0:
        return Text("sprit.ui.card_effect.to_start", params)
    if card == "volltanken":
        key = "sprit.ui.card_effect.volltanken_get" if event.get("gain", 0) >= 0 else \
            "sprit.ui.card_effect.volltanken_pay"
        return Text(key, params)
    return Text(f"sprit.ui.card_effect.{card}", params)


def with_why(event: dict[str, Any], state: Any, name_of: Any) -> dict[str, Any]:
    """``event`` with the reason a card did nothing („die Tankstelle auf Feld 26 ist besetzt“),
    read from ``state`` as it stands right after the card (the car has not moved); any other
    event as it is. Why here: „Umleitung: … passiert nichts“ alone left the player guessing."""
    if event.get("type") != "card" or event.get("effect") != "nothing":
        return event
    why = why_nothing(event, state, name_of)
    return event if why is None else {**event, "why": why}


def why_nothing(event: dict[str, Any], state: Any, name_of: Any) -> Text | None:
    """Why the card ``event`` did nothing, by the card's own condition (rules §4)."""
    card, car, field = event.get("card"), event.get("car"), event.get("field")
    if not isinstance(car, int) or not isinstance(field, int):
        return None
    cars = state.cars
    name = {"name": name_of(car)}
    if card in ("abkuerzung", "umleitung"):
        ahead = card == "abkuerzung"
        stations = [f for f in state.track.tankstellen if (f > field if ahead else f < field)]
        if not stations:
            return Text("sprit.ui.card_why.no_station_ahead" if ahead
                        else "sprit.ui.card_why.no_station_behind", name)
        target = stations[0] if ahead else stations[-1]
        there = [i for i, c in enumerate(cars) if i != car and c["field"] == target]
        if there:
            return Text("sprit.ui.card_why.station_taken", {"to": target,
                                                             "who": name_of(there[0])})
        return None
    if card == "stempel":
        return Text("sprit.ui.card_why.all_stamps", name)
    others = [c["field"] for i, c in enumerate(cars) if i != car and not c["finished"]]
    if card == "windschattenfahrt":
        if not any(f > field for f in others):
            return Text("sprit.ui.card_why.no_car_ahead", name)
        return Text("sprit.ui.card_why.no_field_ahead", name)
    if card == "motorstottern":
        return Text("sprit.ui.card_why.no_car_behind", name)
    return None


_CACHE: dict[tuple, pygame.Surface] = {}


def card_surface(size: tuple[int, int], card: str, effect: str, hint: str) -> pygame.Surface:
    """The card picture (``effect`` and ``hint`` already rendered in the current language)."""
    key = (size, card, effect, hint, language())
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    if len(_CACHE) > 24:
        _CACHE.clear()
    w, h = size
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = s.get_rect()
    r = max(6, w // 24)
    pygame.draw.rect(s, (0, 0, 0, 110), rect.move(0, 0), border_radius=r)
    body = rect.inflate(-6, -6).move(-2, -2)
    pygame.draw.rect(s, CARD_CREAM, body, border_radius=r)
    pad = max(6, w // 28)
    frame = body.inflate(-pad, -pad)
    pygame.draw.rect(s, CARD_RED, frame, max(2, w // 120), border_radius=max(2, r - pad // 3))
    inner = frame.inflate(-pad, -pad)
    pygame.draw.rect(s, CARD_RED, inner, 1, border_radius=max(2, r - pad // 2))
    # header band
    label = fonts.font("label", max(9, h // 16))
    head = label.render(t("sprit.ui.card_title").upper(), True, CARD_CREAM)
    band = pygame.Rect(inner.x, inner.y, inner.width, head.get_height() + pad // 2)
    pygame.draw.rect(s, CARD_RED, band, border_top_left_radius=max(2, r - pad // 2),
                     border_top_right_radius=max(2, r - pad // 2))
    s.blit(head, head.get_rect(center=band.center))
    y = band.bottom + pad // 2
    width = inner.width - 2 * pad
    name = t(f"sprit.cards.{card}.name")
    title_font = _fit_display(name, width, max(12, h // 7))
    img = title_font.render(name, True, INK)
    s.blit(img, img.get_rect(midtop=(inner.centerx, y)))
    y += img.get_height() + pad // 3
    pygame.draw.line(s, CARD_RED, (inner.x + pad * 2, y), (inner.right - pad * 2, y), 1)
    y += pad // 2
    body_font = fonts.font("text", max(10, h // 13))
    y += draw_text(s, t(f"sprit.cards.{card}.text"), body_font, INK,
                   pygame.Rect(inner.x + pad, y, width, 0), align="center")
    y += pad // 2
    if effect:
        # a longer effect („… passiert nichts: die Tankstelle auf Feld 33 ist besetzt“) gets a
        # smaller type rather than vanishing from the card
        floor = inner.bottom - pad - (max(9, h // 18) if hint else 0)
        for size in range(max(10, h // 13), 8, -1):
            bold = fonts.font("text_bold", size)
            lines = wrap_text(effect, bold, width)
            box = pygame.Rect(inner.x + pad, y, width, len(lines) * bold.get_linesize() + pad // 2)
            if box.bottom < floor:
                pygame.draw.rect(s, (238, 222, 190), box.inflate(pad // 2, 0), border_radius=4)
                draw_text(s, effect, bold, CARD_RED, box, align="center", valign="middle",
                          line_gap=0)
                break
    if hint:
        small = fonts.font("text_italic", max(9, h // 18))
        img = small.render(hint, True, (110, 96, 84))
        s.blit(img, img.get_rect(midbottom=(inner.centerx, inner.bottom - pad // 3)))
    _CACHE[key] = s
    return s


def _fit_display(text: str, width: int, size: int) -> pygame.font.Font:
    font = fonts.font("display", size)
    while font.size(text)[0] > width and size > 10:
        size -= 1
        font = fonts.font("display", size)
    return font


def draw_sign(surface: pygame.Surface, rect: pygame.Rect, theme: Any, card: str,
              owner: str) -> None:
    """The small „Letzte Streckenkarte“ enamel sign under the driver list."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, CARD_CREAM, rect, border_radius=theme.px(6))
    pygame.draw.rect(surface, CARD_RED, rect.inflate(-theme.px(4), -theme.px(4)), 1,
                     border_radius=theme.px(4))
    pad = theme.px(10)
    label = theme.font("label")
    head = label.render(t("sprit.ui.last_card_key").upper(), True, CARD_RED)
    surface.blit(head, (rect.x + pad, rect.y + theme.px(6)))
    top = rect.y + theme.px(6) + head.get_height() + theme.px(2)
    font, lines = fit_block(theme, "body", sign_text(card, owner), rect.width - 2 * pad,
                            rect.bottom - theme.px(4) - top, bold=True)
    for i, line in enumerate(lines):  # a long card name and owner wrap: the sign grows to them
        surface.blit(font.render(line, True, INK), (rect.x + pad, top + i * font.get_linesize()))


def sign_text(card: str, owner: str) -> str:
    """What the sign says: the card's name and who drew it."""
    return t(f"sprit.cards.{card}.name") + " · " + owner


def sign_height(theme: Any, width: int, text: str) -> int:
    """The sign's height for ``text`` at ``width``: its label and the text's lines."""
    font, lines = fit_block(theme, "body", text, width - 2 * theme.px(10),
                            3 * theme.font("body", bold=True).get_linesize(), bold=True)
    return theme.font("label").get_linesize() + len(lines) * font.get_linesize() + theme.px(14)
