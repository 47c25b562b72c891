"""Which fields a car can drive to, and — for the hover info — why it can't reach a field.

One pure function decides both: the legal ``drive`` actions are exactly the fields for which
:func:`why_not` answers ``None``, so the board's info window and the rules can never disagree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from speedgames.core.i18n import Text
from speedgames.sprit.rules.fuel import cost, ziel_allowance
from speedgames.sprit.rules.tracks import KONTROLLE, WERKSTATT

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState

# the reasons, as locale keys (sprit.why.<reason>)
TOO_EXPENSIVE = "sprit.why.too_expensive"      # zu teuer
OCCUPIED = "sprit.why.occupied"                # besetzt
WERKSTATT_FORWARD = "sprit.why.werkstatt"      # Werkstatt
KONTROLLE_CLOSED = "sprit.why.kontrolle"       # Kontrolle ohne offenen Stempel
ZIEL_FUEL = "sprit.why.ziel_fuel"              # zu viel Sprit fürs Ziel
ZIEL_STAMPS = "sprit.why.ziel_stamps"          # Ziel ohne alle drei Stempel
NOT_AHEAD = "sprit.why.not_ahead"              # only forward
OFF_TRACK = "sprit.why.off_track"
FINISHED = "sprit.why.finished"
MUST_STAMP = "sprit.why.must_stamp"
CHOOSE_KANISTER = "sprit.why.choose_kanister"


def why_not(state: "SpritState", car: int, target: object) -> Text | None:
    """``None`` if ``car`` may drive to ``target`` now (turn order aside), else the reason."""
    track = state.track
    if not isinstance(target, int) or isinstance(target, bool) or not 0 <= target <= track.ziel:
        return Text(OFF_TRACK, {"field": target})
    c = state.cars[car]
    if c["finished"]:
        return Text(FINISHED, {})
    if c["must_stamp"]:
        return Text(MUST_STAMP, {})
    if state.phase == "kanister" and state.active_car == car:
        return Text(CHOOSE_KANISTER, {})
    distance = target - c["field"]
    if distance < 1:
        return Text(NOT_AHEAD, {"field": target})
    price = cost(distance)
    code = track.code(target)
    if code == WERKSTATT:
        return Text(WERKSTATT_FORWARD, {"field": target})
    if target != track.ziel and not state.is_free(target, car):
        return Text(OCCUPIED, {"field": target})
    if code == KONTROLLE and c["stamps"] >= 3:
        return Text(KONTROLLE_CLOSED, {"field": target})
    if price > c["fuel"]:
        return Text(TOO_EXPENSIVE, {"cost": price, "fuel": c["fuel"]})
    if target == track.ziel:
        if c["stamps"] < 3:
            return Text(ZIEL_STAMPS, {"stamps": c["stamps"]})
        place = state.zielplatz()
        allowed = ziel_allowance(place)
        rest = c["fuel"] - price
        if rest > allowed:
            return Text(ZIEL_FUEL, {"rest": rest, "allowed": allowed, "place": place,
                                    "excess": rest - allowed})
    return None


def reachable(state: "SpritState", car: int) -> list[int]:
    """The fields ``car`` may drive to (ascending). Costs grow, so the scan stops at the tank.

    The same tests as :func:`why_not`, without building reasons (this runs for every move the
    computer players consider); a test checks both agree on every field.
    """
    c = state.cars[car]
    if c["finished"] or c["must_stamp"] or (state.phase == "kanister"
                                            and state.active_car == car):
        return []
    track = state.track
    ziel = track.ziel
    codes = track.fields
    start, fuel, open_stamp = c["field"], c["fuel"], c["stamps"] < 3
    taken = {o["field"] for i, o in enumerate(state.cars) if i != car and not o["finished"]}
    out = []
    for target in range(start + 1, ziel + 1):
        price = cost(target - start)
        if price > fuel:
            break
        if target == ziel:
            if not open_stamp and fuel - price <= ziel_allowance(state.zielplatz()):
                out.append(target)
            continue
        code = codes[target]
        if code == WERKSTATT or target in taken or (code == KONTROLLE and not open_stamp):
            continue
        out.append(target)
    return out
