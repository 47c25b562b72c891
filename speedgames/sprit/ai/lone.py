"""A car with nobody left on the road plays the lone-car table exactly (#32).

With no rival that can still move, nothing the search models (passing, blocking, the race for
Zielplätze) matters any more: the fewest turns to the Ziel is all there is, and the table
(:mod:`.table`, with the Windschatten model in that setting) is exact for it. So the move is the
one after which the table needs the fewest turns — no sampling, no room-for-error slack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from speedgames.core.game import Action
from speedgames.sprit.ai import evaluate as ai_eval

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState


def alone(state: "SpritState", car: int) -> bool:
    """No other car still in the race can move: each is in the Ziel or out of the turn order."""
    return all(o["finished"] or i not in state.order
               for i, o in enumerate(state.cars) if i != car)


def turns_after(state: "SpritState", seat: int, car: int, action: Action) -> float:
    after = ai_eval.neutral_after(state, seat, car, action)
    if after.cars[car]["finished"]:
        return 0.0
    return ai_eval.raw_estimate(after, car, after.platz(car), after.zielplatz(),
                                slack=(0.0, 0.0))


def best(state: "SpritState", seat: int, car: int) -> Action:
    """The legal move with the fewest table turns after it (the first in move order on a tie)."""
    legal = state.legal_actions(seat)
    return min(legal, key=lambda a: turns_after(state, seat, car, a))
