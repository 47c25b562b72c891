"""Playing for placement at the table: the evening's end value as the seat's chance to win.

Why: alone, more Ruhm is all that counts, but at a table a seat that is far behind must gamble and
a seat that leads should take the safe Ruhm — the game is won by placement, not by points
(Quackulator's finding: a bot that maximises its win chance wins 8–10 points more at a 4-table for
under a point of score). So at the table stark's Stopfen solver (``ai.solver``) does not maximise
the evening's Ruhm-equivalents ``g`` but ``win(g)``, the estimated chance that the seat ends the
game first.

**The model** (:class:`Standing`, fixed once per decision). For every other seat *j* the final
difference of the scores is

    D_j = lead_j + g + F_me − F_j − E_j

* ``lead_j`` = my worth now − (j's worth now + j's expected gain this evening). Worth now is
  Ruhm plus the Kristalle and Vorladung at the decision's exchange rates (``ai.evaluate``; on the
  last evening a Kristall is worth the Ruhm its pair converts to); j's gain this evening is the
  stop value of j's Hülse (``evaluate.stop_value``, with my Mark table) — plus, while j is still
  stuffing, the worth of the fields j is expected to go on (:func:`fields_ahead`: the draws its
  tolerance lasts on average; the seats stuff at the same time, so at the start of an evening
  nearly all of the others' evening is still ahead).
* ``F_me, F_j``: the later evenings' gains, each normal with spread ``σ·√left`` (independent,
  the same for every seat: the bags' differences are not modelled). σ (:data:`SIGMA_BY_LEFT`)
  is fitted by self-play (``tools/fit_rocket_spread.py``, ``docs/rocket-solver.md``).
* ``E_j``: the uncertainty of j's own evening: :data:`TAU_PER_SQRT_FIELD` · √(fields ahead)
  while j still stuffs, :data:`TAU_DONE` once j's Hülse is finished (the Preiswürfel, ties,
  Wertung details).

``win(g) = P(D_j > 0 for every j)``. Given my own future ``F_me`` the comparisons are independent,
so ``win(g) = E_z[Π_j Φ((lead_j + g + σ√left·z) / s_j)]`` with ``s_j² = left·σ² + τ_j²``, the
expectation over ``z`` by 7-point Gauss–Hermite quadrature (exact when ``left = 0``). On the last
evening with everybody else done, ``s_j`` is just ``TAU_DONE``: the value is nearly the exact step
„more final Ruhm than the best of the others“.

Properties (tested): ``win`` is increasing in ``g`` and in every lead, lies in (0, 1), is
deterministic, and for two seats with nothing left it is ½ at equal scores.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from math import erf, sqrt
from typing import TYPE_CHECKING

from speedgames.rocket.rules import data, stuffing

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.ai.evaluate import Context
    from speedgames.rocket.rules.state import RocketState

#: spread (sd, Ruhm-equivalents) of one seat's gain over one later evening, per evenings left
#: (``left`` → σ), fitted by ``tools/fit_rocket_spread.py`` (docs/rocket-solver.md has the run);
#: the last evening spreads most (the biggest bags, Mark and Kristalle converted)
SIGMA_BY_LEFT = {1: 4.53, 2: 3.58, 3: 3.96, 4: 3.6, 5: 3.41, 6: 3.21, 7: 2.97, 8: 2.88}
#: σ for evenings left beyond the table (longer games)
SIGMA = 3.55
#: sd of the rest of the evening of a seat still stuffing, per √(field it is expected to go):
#: a whole evening ahead (≈ 16 fields) gives ≈ 4.5, the fitted spread of one evening
TAU_PER_SQRT_FIELD = 1.1
#: share of its Blitzpulver tolerance's fields a stuffing seat is expected to go: calibrated on
#: the 32 seat-evenings of one strong_v1 table (seed 5): at the start of each evening 0.6 gave
#: 0.7 of the fields the seats then went, 0.85 about all of them (docs/rocket-solver.md)
AHEAD_SHARE = 0.85
#: extra Zündmesser room of a full Sandeimer (``solver.EST_SAND_ROOM``)
SAND_ROOM = 1.5
#: sd left of a finished seat's evening (Preiswürfel, ties, recipe details not modelled)
TAU_DONE = 0.6
#: win chance per Ruhm-equivalent added to the leaf, so that where the chance is flat (won or
#: lost for sure) the seat still plays for Ruhm: 30 Ruhm move the value by 0.15 points of %
RUHM_TIEBREAK = 5e-5
#: probabilists' Gauss–Hermite nodes and weights (7 points) for E[f(z)], z ~ N(0, 1)
GH_NODES = (-3.750439717725742, -2.366759410734541, -1.154405394739968, 0.0,
            1.154405394739968, 2.366759410734541, 3.750439717725742)
GH_WEIGHTS = (0.000548268855972, 0.030757123967586, 0.240123178605013, 0.457142857142857,
              0.240123178605013, 0.030757123967586, 0.000548268855972)
SQRT2 = sqrt(2.0)


def phi(x: float) -> float:
    """Standard normal distribution function."""
    return 0.5 * (1.0 + erf(x / SQRT2))


@dataclass(frozen=True)
class Standing:
    """A seat's position against the others for one decision (module doc)."""

    leads: tuple[float, ...]
    spreads: tuple[float, ...]
    common: float
    #: leaves share their values a lot: the win chance of each ``g`` is computed once
    cache: dict[float, float] = field(default_factory=dict, compare=False, repr=False)

    def value(self, g: float) -> float:
        """The solver's leaf at the table: :meth:`win` plus :data:`RUHM_TIEBREAK` per
        Ruhm-equivalent (increasing in ``g`` even where the win chance is 0 or 1)."""
        return self.win(g) + RUHM_TIEBREAK * g

    def win(self, g: float) -> float:
        """Chance to finish first if this evening brings ``g`` Ruhm-equivalents."""
        got = self.cache.get(g)
        if got is None:
            got = self.cache[g] = self._win(g)
        return got

    def _win(self, g: float) -> float:
        if not self.leads:
            return 1.0
        if self.common <= 0.0:
            out = 1.0
            for lead, s in zip(self.leads, self.spreads):
                out *= phi((lead + g) / s)
            return out
        total = 0.0
        for z, w in zip(GH_NODES, GH_WEIGHTS):
            shift = g + self.common * z
            prod = w
            for lead, s in zip(self.leads, self.spreads):
                prod *= phi((lead + shift) / s)
            total += prod
        return total


def sigma_for(left: int) -> float:
    return SIGMA_BY_LEFT.get(left, SIGMA)


def make_standing(leads: list[float], taus: list[float], left: int,
                  sigma: float | None = None) -> Standing:
    """The standing from the leads over each other seat, their own evening's sd and the
    evenings left after this one (σ: :func:`sigma_for` unless given)."""
    sig = sigma_for(left) if sigma is None else sigma
    var = left * sig * sig
    spreads = tuple(sqrt(var + t * t) for t in taus)
    return Standing(tuple(leads), spreads, sqrt(var))


def worth_now(st: RocketState, seat: int, ctx: Context) -> float:
    """Ruhm plus Kristalle and Vorladung at the decision's rates (last evening: the pairs'
    Ruhm, which the solver's leaf counts on top of ``k0 // 2``)."""
    p = st.players[seat]
    if ctx.last:
        return p["ruhm"] + p["kristalle"] // data.KRISTALLE_PER_RUHM
    return p["ruhm"] + ctx.kv * p["kristalle"] + ctx.fv * p["vorladung"]


def fields_ahead(st: RocketState, seat: int) -> int:
    """How many more fields a seat that is still stuffing is expected to go: the draws its
    Blitzpulver tolerance lasts on average (room below the Zündgrenze against the bag's
    Blitzpulver per chip, a full Sandeimer worth :data:`SAND_ROOM` more), times the bag's mean
    step, times :data:`AHEAD_SHARE` (seats stop before the tolerance runs out)."""
    p = st.players[seat]
    bag = p["bag"]
    n = sum(bag.values())
    if n == 0:
        return 0
    wbag = sum(data.value(c) * k for c, k in bag.items() if c[0] == "W")
    steps = sum(data.value(c) * k for c, k in bag.items())
    room = st.limit(seat) - st.wsum(seat)
    if p["sand"] and stuffing.sand_allowed(st):
        room += SAND_ROOM
    draws = n if wbag <= room else n * max(0.0, room + 0.5) / wbag
    return int(round(AHEAD_SHARE * draws * steps / n))


def standing_of(st: RocketState, ctx: Context) -> Standing | None:
    """The :class:`Standing` of ``ctx.seat`` in ``st``; ``None`` alone (play for Ruhm)."""
    from speedgames.rocket.ai import evaluate

    if st.solo or len(st.players) < 2:
        return None
    me = worth_now(st, ctx.seat, ctx)
    leads: list[float] = []
    taus: list[float] = []
    for j, q in enumerate(st.players):
        if j == ctx.seat:
            continue
        cj = evaluate.make_context(st, j, ctx.style, ctx.mark_table)
        gain = evaluate.stop_value(st, cj)
        tau = TAU_DONE
        if q["status"] != "done":
            wf = stuffing.wertungsfeld(q)
            more = fields_ahead(st, j)
            gain += ctx.field_worth[min(data.LAST_FIELD, wf + more)] - ctx.field_worth[wf]
            tau = max(TAU_DONE, TAU_PER_SQRT_FIELD * sqrt(more))
        leads.append(me - (worth_now(st, j, ctx) + gain))
        taus.append(tau)
    return make_standing(leads, taus, ctx.left)
