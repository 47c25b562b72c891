"""stark's and the Rat's Stopfen decisions by the exact solver (``ai.solver``).

Every decision builds the seat's :class:`~speedgames.rocket.ai.value.Evening` (leaf values: exact
on the last evening, the ``ai.evaluate`` rates on earlier ones), solves the current position within
the node budget and takes the best answer: „Ziehen“ / „Aufhören“ / voluntary sand, „Sand drauf“ /
„Zünden lassen“, or the Kupferblau-Vorschau chip. A fresh solver per decision keeps the choice a
pure function of the position (the Rat and stark always agree, replays stay identical).

The objective is the evening's Ruhm (Ruhm-equivalents before the last evening) alone and at the
table; playing for placement at the table (issue 10) is not built yet.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from speedgames.core.game import Action
from speedgames.core.i18n import Text
from speedgames.rocket.ai import solver as ai_solver
from speedgames.rocket.ai import value as ai_value
from speedgames.rocket.ai.draw import DRAW, IGNITE, SAND, STOP, reason
from speedgames.rocket.ai.shop import chip_text
from speedgames.rocket.rules import odds

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.ai.evaluate import Context
    from speedgames.rocket.rules.state import RocketState


@dataclass
class Exact:
    """The solver's view of a drawing position (also the Rat's figures; the same fields as
    ``draw.Judgement``, so ``draw.reason`` words both)."""

    stop: float
    draw: float | None
    sand: float | None
    danger: float
    error: float       # bound on how far any value may be from the exact one (0: exact)
    nodes: int


def evening(st: RocketState, ctx: Context) -> ai_value.Evening:
    return ai_value.evening_of(st, ctx.seat, ai_value.rates_from(ctx), ctx.prize_ref,
                               ctx.neigh_k, ctx.others_k)


def solve(st: RocketState, ctx: Context,
          max_nodes: int | None = ai_solver.NODE_BUDGET) -> ai_solver.Solution:
    solver = ai_solver.Solver(evening(st, ctx))
    return ai_solver.solve(solver, st, ctx.seat, max_nodes)


def judge(st: RocketState, ctx: Context,
          max_nodes: int | None = ai_solver.NODE_BUDGET) -> Exact:
    sol = solve(st, ctx, max_nodes)
    v = sol.values
    return Exact(stop=v["stop"], draw=v.get("draw"), sand=v.get("sand"),
                 danger=odds.danger(st, ctx.seat), error=sol.error, nodes=sol.nodes)


def strong_stuffing(st: RocketState, ctx: Context,
                    max_nodes: int | None = ai_solver.NODE_BUDGET) -> tuple[Action, Text]:
    """stark's move in Stopfen (any status), with the reason for the Spielverlauf."""
    p = st.players[ctx.seat]
    status = p["status"]
    if status == "sand":
        v = solve(st, ctx, max_nodes).values
        chip = chip_text(p["pending"])
        if v["sand"] >= v["ignite"]:
            return SAND, Text("rocket.ai.draw.sand_rescue", {"chip": chip})
        return IGNITE, Text("rocket.ai.draw.ignite", {"chip": chip})
    if status == "preview":
        v = solve(st, ctx, max_nodes).values
        best: int | None = None
        for k in [*range(len(p["preview"])), None]:  # ties: the first shown chip
            if best is None and k is not None or v[k] > v[best] + 1e-9:
                best = k
        best = best if v[best] >= v[None] - 1e-9 else None
        if best is None:
            return Action("preview", index=None), Text("rocket.ai.draw.preview_none")
        return (Action("preview", index=best),
                Text("rocket.ai.draw.preview", {"chip": chip_text(p["preview"][best])}))
    j = judge(st, ctx, max_nodes)
    bias = ctx.style.draw_bias
    options = [(j.stop, 0, STOP)]
    if j.draw is not None:
        options.append((j.draw + bias, 1, DRAW))
    if j.sand is not None:
        options.append((j.sand + bias / 2, 2, SAND))
    _, _, action = max(options, key=lambda o: (o[0], -o[1]))
    return action, reason(action, j, p)
