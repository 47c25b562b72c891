"""The 15 Streckenkarten: the deck and what each card does.

Effects are applied through a small interface of the state (``platz``, ``is_free``,
``place_car``, ``finish``) so the rules, the AI (which evaluates every card for its expectation)
and the tests share exactly one implementation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.sprit.rules.fuel import FUEL_STEP, ziel_allowance
from speedgames.sprit.rules.tracks import KONTROLLE, WERKSTATT

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState

# card id -> copies in the deck (15 in all)
DECK: dict[str, int] = {
    "reifenpanne": 2,
    "freie_fahrt": 2,
    "ersatzkanister": 2,
    "abkuerzung": 1,
    "umleitung": 1,
    "rueckenwind": 1,
    "stempel": 2,
    "windschattenfahrt": 1,
    "motorstottern": 1,
    "volltanken": 1,
    "tankleck": 1,
}
CARD_IDS = tuple(DECK)


def full_deck() -> list[str]:
    """The 15 cards in a fixed order (shuffled by the state's card stream)."""
    return [card for card, n in DECK.items() for _ in range(n)]


def resolve(state: "SpritState", car: int, card: str) -> list[dict[str, Any]]:
    """Apply ``card`` to ``car`` at once; returns the events (the card event first)."""
    return _EFFECTS[card](state, car)


def _card_event(state: "SpritState", car: int, card: str, effect: str,
                **fields: Any) -> dict[str, Any]:
    c = state.cars[car]
    return {"type": "card", "seat": c["seat"], "car": car, "card": card, "effect": effect,
            "field": c["field"], "fuel": c["fuel"], **fields}


def _reifenpanne(state: "SpritState", car: int) -> list[dict[str, Any]]:
    state.cars[car]["skip"] = True
    return [_card_event(state, car, "reifenpanne", "skip_next")]


def _freie_fahrt(state: "SpritState", car: int) -> list[dict[str, Any]]:
    c = state.cars[car]
    refund = c["last_cost"]
    c["fuel"] += refund
    return [_card_event(state, car, "freie_fahrt", "refund", gain=refund)]


def _ersatzkanister(state: "SpritState", car: int) -> list[dict[str, Any]]:
    state.phase = "kanister"
    return [_card_event(state, car, "ersatzkanister", "choose")]


def _abkuerzung(state: "SpritState", car: int) -> list[dict[str, Any]]:
    c = state.cars[car]
    ahead = [t for t in state.track.tankstellen if t > c["field"]]
    if ahead and state.is_free(ahead[0], car):
        start = c["field"]
        state.place_car(car, ahead[0])
        return [_card_event(state, car, "abkuerzung", "moved", **{"from": start, "to": ahead[0]})]
    return [_card_event(state, car, "abkuerzung", "nothing")]


def _umleitung(state: "SpritState", car: int) -> list[dict[str, Any]]:
    c = state.cars[car]
    behind = [t for t in state.track.tankstellen if t < c["field"]]
    if behind and state.is_free(behind[-1], car):
        start = c["field"]
        state.place_car(car, behind[-1])
        return [_card_event(state, car, "umleitung", "moved", **{"from": start, "to": behind[-1]})]
    return [_card_event(state, car, "umleitung", "nothing")]


def _rueckenwind(state: "SpritState", car: int) -> list[dict[str, Any]]:
    state.extra_turn = True
    return [_card_event(state, car, "rueckenwind", "extra_turn")]


def _stempel(state: "SpritState", car: int) -> list[dict[str, Any]]:
    c = state.cars[car]
    if c["stamps"] >= 3:
        return [_card_event(state, car, "stempel", "nothing")]
    place = state.platz(car)
    gain = FUEL_STEP * place
    c["stamps"] += 1
    c["fuel"] += gain
    return [_card_event(state, car, "stempel", "stamp", gain=gain, place=place,
                        stamps=c["stamps"])]


def _may_land(state: "SpritState", car: int, field: int) -> bool:
    """May a card put the car on ``field``? Free, no Werkstatt, Kontrolle only with an open
    stamp."""
    code = state.track.code(field)
    if code == WERKSTATT or not state.is_free(field, car):
        return False
    return code != KONTROLLE or state.cars[car]["stamps"] < 3


def _windschattenfahrt(state: "SpritState", car: int) -> list[dict[str, Any]]:
    c = state.cars[car]
    ahead = [o["field"] for i, o in enumerate(state.cars)
             if i != car and not o["finished"] and o["field"] > c["field"]]
    if not ahead:
        return [_card_event(state, car, "windschattenfahrt", "nothing")]
    start = c["field"]
    ziel = state.track.ziel
    for field in range(min(ahead) + 1, ziel + 1):
        if field == ziel:
            if c["stamps"] >= 3 and c["fuel"] <= ziel_allowance(state.zielplatz()):
                events = [_card_event(state, car, "windschattenfahrt", "moved",
                                      **{"from": start, "to": ziel})]
                return events + state.finish(car)
            break
        if _may_land(state, car, field):
            state.place_car(car, field)
            return [_card_event(state, car, "windschattenfahrt", "moved",
                                **{"from": start, "to": field})]
    return [_card_event(state, car, "windschattenfahrt", "nothing")]


def _motorstottern(state: "SpritState", car: int) -> list[dict[str, Any]]:
    c = state.cars[car]
    behind = [o["field"] for i, o in enumerate(state.cars)
              if i != car and not o["finished"] and o["field"] < c["field"]]
    if not behind:
        return [_card_event(state, car, "motorstottern", "nothing")]
    start = c["field"]
    target = 0  # the Start only when no field behind the next car is free
    for field in range(max(behind) - 1, 0, -1):
        if _may_land(state, car, field):
            target = field
            break
    state.place_car(car, target)
    return [_card_event(state, car, "motorstottern", "moved", **{"from": start, "to": target})]


def _volltanken(state: "SpritState", car: int) -> list[dict[str, Any]]:
    c = state.cars[car]
    diff = state.track.start_tank - c["fuel"]
    c["fuel"] = state.track.start_tank
    return [_card_event(state, car, "volltanken", "set", gain=diff)]


def _tankleck(state: "SpritState", car: int) -> list[dict[str, Any]]:
    c = state.cars[car]
    loss = c["fuel"] // 2
    c["fuel"] -= loss
    return [_card_event(state, car, "tankleck", "lose", gain=-loss)]


_EFFECTS = {
    "reifenpanne": _reifenpanne,
    "freie_fahrt": _freie_fahrt,
    "ersatzkanister": _ersatzkanister,
    "abkuerzung": _abkuerzung,
    "umleitung": _umleitung,
    "rueckenwind": _rueckenwind,
    "stempel": _stempel,
    "windschattenfahrt": _windschattenfahrt,
    "motorstottern": _motorstottern,
    "volltanken": _volltanken,
    "tankleck": _tankleck,
}
assert set(_EFFECTS) == set(DECK) and sum(DECK.values()) == 15
