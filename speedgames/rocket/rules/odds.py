"""Exact probabilities the UI (Zündmesser, chip tooltips) and the computer players need.

Everything is computed from the bag's counts only — the same knowledge a player at the table has
(„Was im Beutel ist, siehst du jederzeit – gezogen wird blind“). No function here reads a stream.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

from . import data, stuffing

if TYPE_CHECKING:  # pragma: no cover
    from .state import RocketState


def next_chip(state: RocketState, seat: int) -> dict[str, Fraction]:
    """Probability of each chip (e.g. ``"W2"``) being the next draw; empty when the bag is empty."""
    bag = state.players[seat]["bag"]
    total = sum(bag.values())
    if not total:
        return {}
    return {c: Fraction(bag[c], total) for c in data.CHIPS if bag.get(c)}


def next_kind(state: RocketState, seat: int) -> dict[str, Fraction]:
    """Probability of each chip kind (``"W"``, ``"O"``, …) being the next draw."""
    out: dict[str, Fraction] = {}
    for chip, pr in next_chip(state, seat).items():
        out[chip[0]] = out.get(chip[0], Fraction(0)) + pr
    return out


def tolerance(state: RocketState, seat: int) -> int:
    """How much more Blitzpulver the rocket takes without igniting (Zündgrenze − sum, ≥ 0)."""
    return max(0, state.limit(seat) - state.wsum(seat))


def gauge(state: RocketState, seat: int) -> dict[str, Fraction]:
    """The Zündmesser bar: ``green`` = no Blitzpulver, ``yellow`` = Blitzpulver that does not
    ignite, ``red`` = Blitzpulver that would cause a Fehlzündung (whether or not the Sandeimer
    could still save it). Shares sum to 1 (all 0 with an empty bag)."""
    p = state.players[seat]
    probs = next_chip(state, seat)
    red = yellow = green = Fraction(0)
    for chip, pr in probs.items():
        if chip[0] != "W":
            green += pr
        elif stuffing.would_ignite(state, p, chip):
            red += pr
        else:
            yellow += pr
    return {"green": green, "yellow": yellow, "red": red}


def danger(state: RocketState, seat: int) -> float:
    """The chance in [0, 1] that the next chip ignites (the red share)."""
    return float(gauge(state, seat)["red"])


def landing(state: RocketState, seat: int, chip: str) -> dict[str, Any]:
    """Where ``chip`` would land if drawn now and whether it would ignite (tooltip / AI)."""
    p = state.players[seat]
    frm, to, extras, binder = stuffing.landing(state, p, chip)
    return {"from": frm, "to": to, "extras": extras, "binder": binder,
            "ignites": stuffing.would_ignite(state, p, chip)}


def next_chip_float(state: RocketState, seat: int) -> dict[str, float]:
    """:func:`next_chip` as floats (faster arithmetic for the computer players)."""
    bag = state.players[seat]["bag"]
    total = sum(bag.values())
    return {c: bag[c] / total for c in data.CHIPS if bag.get(c)} if total else {}


def outcomes(state: RocketState, seat: int) -> list[tuple[float, str, RocketState]]:
    """Every possible next draw of ``seat``: ``(probability, chip, state after drawing it)``.

    The exact one-step expansion the strong computer averages over (``seat`` must be drawing).
    """
    return [(pr, chip, state.what_if(seat, chip)[0])
            for chip, pr in next_chip_float(state, seat).items()]
