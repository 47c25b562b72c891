"""Speedtulpe computer players (leicht / normal / stark) and the advisor („Rat“).

All three look only at ``state.view(seat)``: the open fields, the dice, which dice the active seat
took. What another seat chose covertly in this Wurf is never visible to them.

- leicht: likes many fields at once and Prachttulpen, plays by feel (much noise), thinks neither
  about columns nor colours, and spends Gießkannen carelessly.
- normal: values every placement by points now plus the columns and colours it advances
  (:mod:`speedgames.tulpe.ai.evaluate`) and a little care for Beet scraps, with a little noise,
  blind to the others.
- stark (:mod:`speedgames.tulpe.ai.search`): short-lists by the evaluation below and decides
  by a lookahead over the next Wurf's dice; the Rat is its judgement.
- stark_v1 (level id ``strong_v1``, hidden, for measurement only): stark as it was before the
  lookahead, frozen — evaluates every legal placement of every die pair: racing the others for first
  values, keeping its field open, avoiding Beet scraps, weighing Gießkannen, knowing how many
  Würfe are left, watching who leads when the game would end, and, as active seat, what the
  others could do with the dice it leaves; passes when nothing is worth it.

``style`` is accepted for the common interface; Speedtulpe has no styles.
"""

from __future__ import annotations

from typing import Any

from speedgames.core.game import Action, State
from speedgames.core.i18n import Text, counted, text
from speedgames.core.players import Decision
from speedgames.core.rng import Stream
from speedgames.tulpe.ai.evaluate import Candidate, Context, Weights, candidates
from speedgames.tulpe.rules.layout import COLS, COLUMN_LETTERS, COLUMN_MASK, cells_of

PLAYER_LEVELS = ("easy", "normal", "strong", "strong_v1")
WEIGHTS = {
    "easy": Weights(col_power=1.0, col_scale=0.3, color_power=1.0, color_scale=0.3,
                    frontier=0.0, can_extra=-0.5, race=False, end_aware=False,
                    fragments=0.3),
    "normal": Weights(col_power=2.0, color_power=2.0, frontier=0.0, can_extra=0.2,
                      race=False, end_aware=False, fragments=0.5),
    # stark's evaluation under its lookahead (:mod:`.search`): the search itself sees columns
    # filling up, so the hope of a half-full column counts less than for strong_v1; and a column
    # counts by the Würfe it still needs (a run of one Beet is one Wurf, see ``col_runs``).
    "strong": Weights(deny=0.25, horizon=True, fragments=2.0, col_scale=0.7, col_runs=0.5),
    # Frozen: stark before the lookahead (never offered on screen; ``simulate`` compares to it).
    "strong_v1": Weights(deny=0.25, horizon=True, fragments=2.0),
}
NOISE = {"easy": 1.5, "normal": 0.3, "strong": 0.0, "strong_v1": 0.0}


class TulpePlayer:
    """A computer Züchter; its noise comes from its own seeded stream."""

    def __init__(self, level: str = "normal", style: str | None = None, seed: int = 0) -> None:
        if level not in PLAYER_LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self.level = level
        self.style = style
        self.weights = WEIGHTS[level]
        self.noise = NOISE[level]
        self.stream = Stream.derive(seed, "tulpe", "ai", level)

    def choose(self, state: State, seat: int) -> Decision:
        view = state.view(seat)
        if view["phase"] == "roll":
            return Decision(Action("roll"), text("tulpe.ai.roll"))
        ranked = rank(view, self.weights, self.stream if self.noise else None, self.noise)
        best = ranked[0] if ranked else None
        if best is None or best[0] <= 0:
            return Decision(Action("pass"), text("tulpe.ai.pass"))
        return Decision(to_action(best[1]), reason_for(best[1], Context(view)))


def rank(view: dict[str, Any], w: Weights, stream: Stream | None = None,
         noise: float = 0.0) -> list[tuple[float, Candidate]]:
    """Every candidate with its (noisy) value, best first."""
    ctx = Context(view)
    cands = candidates(ctx, w)
    if not cands:
        return []
    penalty = _denial(ctx, w) if w.deny and ctx.is_active() and len(ctx.seats) > 1 else None
    scored = []
    for cand in cands:
        value = cand.value
        if penalty is not None:
            value -= w.deny * penalty.get((cand.color_die, cand.number_die), 0.0)
        if stream is not None:
            value += noise * (stream.random() - 0.5)
        scored.append((value, cand))
    scored.sort(key=lambda vc: (-vc[0], vc[1].jokers, -vc[1].number, vc[1].cells))
    return scored


def _denial(ctx: Context, w: Weights) -> dict[tuple[int, int], float]:
    """For each pair the active seat might take: the others' best value from what is left."""
    best: dict[int, dict[tuple[int, int], float]] = {}
    for other in range(len(ctx.seats)):
        if other == ctx.seat:
            continue
        table: dict[tuple[int, int], float] = {}
        for cand in candidates(ctx, WEIGHTS["normal"], other, [0, 1, 2], [0, 1, 2]):
            key = (cand.color_die, cand.number_die)
            table[key] = max(table.get(key, 0.0), cand.value)
        best[other] = table
    out: dict[tuple[int, int], float] = {}
    for cd in range(3):
        for nd in range(3):
            total = 0.0
            for table in best.values():
                total += max((v for (c, n), v in table.items() if c != cd and n != nd),
                             default=0.0)
            out[(cd, nd)] = total / max(1, len(best))
    return out


def to_action(cand: Candidate) -> Action:
    return Action("choose", color_die=cand.color_die, number_die=cand.number_die,
                  color=cand.color, number=cand.number, cells=cells_of(cand.cells))


def reason_for(cand: Candidate, ctx: Context) -> Text:
    """The most telling reason for a placement, in words."""
    me = ctx.me
    after = me.bloomed | cand.cells
    color_mask = ctx.layout.color_mask[cand.color]
    color_name = text(f"tulpe.color.{cand.color}")
    if after & color_mask == color_mask:
        return text("tulpe.ai.reason.color_full", color=color_name)
    for col in range(COLS):
        if cand.cells & COLUMN_MASK[col] and after & COLUMN_MASK[col] == COLUMN_MASK[col]:
            return text("tulpe.ai.reason.column_full", col=COLUMN_LETTERS[col],
                        points=max(cand.points, 0))
    stars = (cand.cells & ctx.layout.star_mask).bit_count()
    if stars:
        return text("tulpe.ai.reason.star", count=counted("core.count.stars", stars),
                    color=color_name)
    cols = sorted({i % COLS for i in range(105) if cand.cells >> i & 1})
    best_col = max(cols, key=lambda c: (after & COLUMN_MASK[c]).bit_count())
    return text("tulpe.ai.reason.progress", count=counted("core.count.fields", cand.number),
                color=color_name,
                col=COLUMN_LETTERS[best_col],
                filled=(after & COLUMN_MASK[best_col]).bit_count())
