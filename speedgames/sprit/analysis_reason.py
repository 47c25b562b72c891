"""Why the better move is better, in words: what differs between it and the chosen one.

„Feld 49 statt Werkstatt: Ziel in 2 statt 3 Zügen, Platz 1 statt 2“ — the two moves by name,
then the figures of their rollouts (:mod:`.ai.rollout`) that differ: the own turns to the Ziel,
the place (the usual one when both moves nearly always end the same way, else the win chance or
the mean place) and how often the car got stuck. Every figure comes from the same samples the
loss was measured on, so a reason never says „gleich“ where the verdict saw a difference.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from speedgames.core.game import Action
from speedgames.core.i18n import Text, counted
from speedgames.sprit.ai.rollout import Outcome

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState

USUAL = 0.7        # a place reached in this share of the samples is „the“ place of the move
WIN_POINTS = 10    # win chances this many points apart are worth naming
STUCK_SHARE = 0.25  # the chosen move got stuck this much more often: worth naming


class Side(NamedTuple):
    action: Action
    outcomes: list[Outcome]


def move_name(state: "SpritState", car: int, action: Action) -> Text:
    """„Feld 36“, „Ziel“, „Werkstatt“, „Tanken“ … — a move as the reason names it."""
    kind = action.type
    if kind == "drive":
        if action["to"] == state.track.ziel:
            return Text("sprit.review.move.ziel", {})
        return Text("sprit.review.move.drive", {"to": action["to"]})
    if kind in ("tank", "kanister"):
        give = (action.get("amount") or 0) < 0
        return Text(f"sprit.review.move.{kind}{'_give' if give else ''}", {})
    return Text(f"sprit.review.move.{kind}", {})


def difference(state: "SpritState", car: int, better: Side, chosen: Side) -> Text:
    facts = [f for f in (_turns(better, chosen), _place(better, chosen), _stuck(better, chosen))
             if f is not None]
    params: dict[str, object] = {"better": move_name(state, car, better.action),
                                 "chosen": move_name(state, car, chosen.action)}
    for k, fact in enumerate(facts):
        params[f"f{k + 1}"] = fact
    return Text(f"sprit.review.why{len(facts)}", params)


def _mean(values: list[float]) -> float:
    return sum(values) / len(values)


def _turns(better: Side, chosen: Side) -> Text | None:
    b = round(_mean([o.turns for o in better.outcomes]))
    c = round(_mean([o.turns for o in chosen.outcomes]))
    if b == c:
        return None
    return Text("sprit.review.turns", {"better": b, "chosen": c,
                                       "chosen_turns": counted("core.count.turns_dative", c)})


def _usual(outs: list[Outcome]) -> int | None:
    places = [o.place for o in outs]
    top = max(set(places), key=lambda p: (places.count(p), -p))
    return top if places.count(top) >= USUAL * len(places) else None


def _place(better: Side, chosen: Side) -> Text:
    """The usual places when both moves nearly always end so, else the win chance when it
    differs by ``WIN_POINTS``, else the mean place (a loss above the ``?`` line of 0.2 differs
    by 0.1 places or 10 points of win chance, so one of them shows)."""
    b, c = _usual(better.outcomes), _usual(chosen.outcomes)
    if b is not None and c is not None and b != c:
        return Text("sprit.review.place", {"better": b, "chosen": c})
    wb = round(100 * _mean([o.place == 1 for o in better.outcomes]))
    wc = round(100 * _mean([o.place == 1 for o in chosen.outcomes]))
    pb = _mean([o.place for o in better.outcomes])
    pc = _mean([o.place for o in chosen.outcomes])
    if wb - wc >= WIN_POINTS or round(pb, 1) == round(pc, 1):
        return Text("sprit.review.win", {"better": wb, "chosen": wc})
    return Text("sprit.review.mean_place", {"better": round(pb, 1), "chosen": round(pc, 1)})


def _stuck(better: Side, chosen: Side) -> Text | None:
    b = _mean([o.stuck > 0 for o in better.outcomes])
    c = _mean([o.stuck > 0 for o in chosen.outcomes])
    if c - b < STUCK_SHARE:
        return None
    return Text("sprit.review.stuck", {"better": round(100 * b), "chosen": round(100 * c)})
