"""stark's and the Rat's Stopfen decisions by the exact solver (``ai.solver``).

Every decision builds the seat's :class:`~speedgames.rocket.ai.value.Evening` (leaf values: exact
on the last evening, the ``ai.evaluate`` rates on earlier ones), solves the current position within
the node budget and takes the best answer: „Ziehen“ / „Aufhören“ / voluntary sand, „Sand drauf“ /
„Zünden lassen“, or the Kupferblau-Vorschau chip. A fresh solver per decision keeps the choice a
pure function of the position (the Rat and stark always agree, replays stay identical).

The objective: alone the evening's Ruhm (Ruhm-equivalents before the last evening); at the table
stark plays for placement — the leaf is the win chance of those Ruhm-equivalents
(``ai.placement``). The Rat keeps showing expected Ruhm (``placement=False``): the player wants
„what does drawing bring“, and the figures stay comparable with the Spielverlauf.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from speedgames.core import percent
from speedgames.core.game import Action
from speedgames.core.i18n import Text
from speedgames.rocket.ai import placement as ai_placement
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
    #: values per Ruhm-equivalent at the end (1 for Ruhm; the win chance's slope at the table)
    slope: float = 1.0
    #: the values are win chances (placement at the table), not Ruhm
    table: bool = False


def evening(st: RocketState, ctx: Context, placement: bool = False) -> ai_value.Evening:
    """The seat's evening for the solver; ``placement``: at a table the leaf is the win chance."""
    standing = ai_placement.standing_of(st, ctx) if placement else None
    return ai_value.evening_of(st, ctx.seat, ai_value.rates_from(ctx), ctx.prize_ref,
                               ctx.neigh_k, ctx.others_k,
                               None if standing is None else standing.value)


def solve(st: RocketState, ctx: Context, max_nodes: int | None = ai_solver.NODE_BUDGET,
          placement: bool = False) -> ai_solver.Solution:
    solver = ai_solver.Solver(evening(st, ctx, placement))
    sol = ai_solver.solve(solver, st, ctx.seat, max_nodes)
    if solver.wrap is not None:
        # how much one Ruhm-equivalent more at the end is worth in win chance here (styles'
        # Ruhm-valued draw bias is converted with it)
        raw = solver.raw_value(ai_solver.node_of(st, ctx.seat))
        sol.extra["slope"] = max(0.0, solver.wrap(raw + 0.5) - solver.wrap(raw - 0.5))
    return sol


def judge(st: RocketState, ctx: Context, max_nodes: int | None = ai_solver.NODE_BUDGET,
          placement: bool = False) -> Exact:
    sol = solve(st, ctx, max_nodes, placement)
    v = sol.values
    return Exact(stop=v["stop"], draw=v.get("draw"), sand=v.get("sand"),
                 danger=odds.danger(st, ctx.seat), error=sol.error, nodes=sol.nodes,
                 slope=sol.extra.get("slope", 1.0), table="slope" in sol.extra)


def strong_stuffing(st: RocketState, ctx: Context,
                    max_nodes: int | None = ai_solver.NODE_BUDGET,
                    placement: bool = True) -> tuple[Action, Text]:
    """stark's move in Stopfen (any status), with the reason for the Spielverlauf; at a table
    (``placement``, not alone) for the win chance."""
    p = st.players[ctx.seat]
    status = p["status"]
    if status == "sand":
        v = solve(st, ctx, max_nodes, placement).values
        chip = chip_text(p["pending"])
        if v["sand"] >= v["ignite"]:
            return SAND, Text("rocket.ai.draw.sand_rescue", {"chip": chip})
        return IGNITE, Text("rocket.ai.draw.ignite", {"chip": chip})
    if status == "preview":
        v = solve(st, ctx, max_nodes, placement).values
        best: int | None = None
        for k in [*range(len(p["preview"])), None]:  # ties: the first shown chip
            if best is None and k is not None or v[k] > v[best] + 1e-9:
                best = k
        best = best if v[best] >= v[None] - 1e-9 else None
        if best is None:
            return Action("preview", index=None), Text("rocket.ai.draw.preview_none")
        return (Action("preview", index=best),
                Text("rocket.ai.draw.preview", {"chip": chip_text(p["preview"][best])}))
    j = judge(st, ctx, max_nodes, placement)
    bias = ctx.style.draw_bias * j.slope
    options = [(j.stop, 0, STOP)]
    if j.draw is not None:
        options.append((j.draw + bias, 1, DRAW))
    if j.sand is not None:
        options.append((j.sand + bias / 2, 2, SAND))
    _, _, action = max(options, key=lambda o: (o[0], -o[1]))
    if j.table and j.draw is not None and action in (DRAW, STOP):
        return action, win_reason(action, j)
    return action, reason(action, j, p)


def win_reason(action: Action, j: Exact) -> Text:
    """„Ziehen gibt die bessere Siegchance (17 % statt 16 %)“ with enough digits to differ, or
    „für die Siegchance gleich“ when the two are equal even at one decimal."""
    assert j.draw is not None
    danger = round(100 * j.danger)
    shown = percent.pair(j.draw, j.stop)
    if shown is None:
        return Text(f"rocket.ai.draw.win_same_{action.type}",
                    {"danger": danger, "win": round(100 * j.stop)})
    return Text(f"rocket.ai.draw.win_{action.type}",
                {"danger": danger, "draw": shown[0], "stop": shown[1]})
