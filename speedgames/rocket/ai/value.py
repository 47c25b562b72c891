"""What the end of a seat's Stopfen is worth — the leaf value of the exact solver (``ai.solver``).

The solver describes a Hülse by a few numbers (the chips in it as counts, the last chips in order,
Rotgrün's hits so far, Kristalle won „beim Legen“), and :func:`end_value` prices that Hülse with
every rule of the Abendvorstellung: Tagespreis (its die in expectation), every „Wertung“ recipe, the
Extrablatt, the Kristallfeld, Ruhm or Einkauf after a Fehlzündung (Versicherung, Glück im Unglück,
Waghalsige Bestellung) and the Pulverhandlung's Mark.

* **Last evening: exact.** The value is the Ruhm the evening adds to the final score: Wertungsfeld
  Ruhm, Mark // 5, the Kristalle's conversion (``(k0 + gained) // 2 − k0 // 2``, so a Kristall is
  worth a Ruhm or nothing depending on the parity), the Preiswürfel as its exact expectation
  (1, 1, 2 Ruhm, a Kristall, and Vorladung / Kalkorange which are worthless after the last evening:
  ≈ 0.67 + 1/6 of a Kristall, not the 1.1 the old lookahead used).
* **Earlier evenings: an estimate** of the future worth of what the evening brings, in
  Ruhm-equivalents (:class:`Rates`): Mark through the strong computer's best purchase table
  (``ai.shop.mark_table``, smoothed), a Kristall ``kv``, a Vorladung ``fv``, a full Sandeimer
  ``sv``, a W1 gone for good ``w1v``. The rates come from ``ai.evaluate`` (hand-set, see
  there) times the factors in :data:`FIT`. ``tools/fit_rocket_values.py`` fitted them on 200
  of stark's Rekordjagden (Mark 0.55 ± 0.17, Kristall 1.69 ± 0.20, Vorladung 1.15 ± 0.11,
  Sand 1.46 ± 0.34); on 40 paired seeds the fitted stark made +0.4 ± 3.8 Ruhm — no evidence
  either way, so the factors stay 1.0 (``docs/rocket-solver.md``).

The gains „beim Legen“ (Kalkbrücke's Kristall, counted in ``ik``; Sofortglanz's Ruhm, a function
of the Purpurglanz in the Hülse) are priced here as well, not added on the way: so the leaf is the
evening's whole gain, and a non-linear objective of it — the win chance at the table
(``ai.placement``, ``Evening.win``) — sees all of it.

Every function is pure; the leaf is cached by the solver.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from speedgames.rocket.rules import data, recipes
from speedgames.rocket.rules import extrablatt as xb

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.ai.evaluate import Context

CHIPS = data.CHIPS
NCH = len(CHIPS)
KIND = tuple(c[0] for c in CHIPS)
VAL = tuple(int(c[1:]) for c in CHIPS)
W_IDX = tuple(i for i, c in enumerate(CHIPS) if c[0] == "W")
KIND_IDX: dict[str, tuple[int, ...]] = {
    k: tuple(i for i, c in enumerate(CHIPS) if c[0] == k) for k in data.KINDS}
W1 = data.CHIP_INDEX["W1"]
#: die faces worth on the last evening: 1, 1, 2 Ruhm (the Kristall face is counted exactly)
PRIZE_RUHM = (1 + 1 + 2) / 6

#: Multipliers of the hand-set ``ai.evaluate`` rates (earlier evenings only); 1.0 = the hand-set
#: rate. ``tools/fit_rocket_values.py`` fits them by self-play; they are used only if they do not
#: make stark weaker on paired seeds (docs/rocket-solver.md has the run and the decision).
FIT = {"mark": 1.0, "kristall": 1.0, "vorladung": 1.0, "sand": 1.0}
#: a fitted factor is clamped into this range (a regression on a few hundred games is noisy)
FIT_RANGE = (0.25, 2.5)


def load_fit(path: Any) -> dict[str, float]:
    """The factors of a ``tools/fit_rocket_values.py --out`` file, clamped to
    :data:`FIT_RANGE`; a missing asset keeps 1.0. Raises ``ValueError`` on a malformed file."""
    import json
    from pathlib import Path

    raw = json.loads(Path(path).read_text(encoding="utf-8"))
    fit = raw.get("fit") if isinstance(raw, dict) else None
    if not isinstance(fit, dict):
        raise ValueError(f"{path}: no 'fit' table")
    out = dict.fromkeys(FIT, 1.0)
    lo, hi = FIT_RANGE
    for key, v in fit.items():
        if key not in FIT or not isinstance(v, (int, float)):
            raise ValueError(f"{path}: bad factor {key!r}: {v!r}")
        out[key] = min(hi, max(lo, float(v)))
    return out
#: Ruhm-equivalent of a Kalkorange in the bag for good, per evening left (Preiswürfel face)
KALK_RATE = 0.08
#: worth of a W1 leaving the game for good, per evening left (ai_eval's figure)
W1_RATE = 0.25


@dataclass
class Rates:
    """Exchange rates of an earlier evening's outcome (Ruhm-equivalents)."""

    kv: float
    fv: float
    sv: float
    w1v: float
    kalk: float
    ctx: Context | None = None

    def mark(self, mark: int) -> float:
        return FIT["mark"] * self.ctx.mark_value(mark) if self.ctx is not None else 0.0


def rates_from(ctx: Context) -> Rates:
    return Rates(kv=ctx.kv * FIT["kristall"], fv=ctx.fv * FIT["vorladung"],
                 sv=ctx.sv * FIT["sand"], w1v=W1_RATE * ctx.left, kalk=KALK_RATE * ctx.left,
                 ctx=ctx)


@dataclass
class Evening:
    """The constants of one seat's evening that the solver and the leaf value need."""

    recipes: dict[str, int]
    card: str
    evening: int
    base_limit: int
    start: int
    sand_ok: bool
    last: bool
    solo: bool
    k0: int
    #: every chip of the seat this evening (bag + Hülse + set aside + shown), as counts
    total: tuple[int, ...]
    neigh_k: list[int] = field(default_factory=list)
    others_k: list[int] = field(default_factory=list)
    #: field to beat for the Tagespreis (−1: nobody in the way); solo: the Konkurrenz's field
    prize_ref: int = -1
    #: table: chance to win the Tagespreis on a tie with ``prize_ref``
    tie_share: float = 0.4
    rates: Rates | None = None
    #: Sofortglanz: Purpurglanz chips in the Hülse when the decision began (their Ruhm is banked)
    p0: int = 0
    #: the objective of the leaf: ``None`` = Ruhm-equivalents (alone), else the win chance of
    #: them (``ai.placement``, at the table)
    win: Callable[[float], float] | None = None

    def rec(self, kind: str) -> int | None:
        return self.recipes.get(kind)


def kind_count(h: tuple[int, ...], kind: str) -> int:
    n = 0
    for i in KIND_IDX[kind]:  # a loop, not sum() of a generator: the solver's leaf calls it often
        n += h[i]
    return n


def prize_chance(ev: Evening, wf: int) -> float:
    if ev.prize_ref < 0 or wf > ev.prize_ref:
        return 1.0
    if ev.solo:
        return 0.0  # Messe-Konkurrenz: only a higher rocket wins
    return ev.tie_share if wf == ev.prize_ref else 0.0


def end_value(ev: Evening, h: tuple[int, ...], tail: tuple[int, ...], wf: int, g3: int, ik: int,
              exploded: bool, sand: bool) -> float:
    """Worth of the evening ending with this Hülse (module doc). ``h``: chip counts in the Hülse;
    ``tail``: chip indices of the last two chips (oldest first); ``g3``: Bariumgrün with Rotgrün's
    neighbour; ``ik``: Kristalle won beim Legen this evening (since the decision); ``sand``: the
    Sandeimer is still full."""
    card = ev.card
    nothing = exploded and card == xb.WAGHALSIG
    ruhm = 0
    kr = ik
    vl = 0
    w1 = 0
    insured = False
    if ev.recipes.get("P") == 3:  # Sofortglanz: each Purpurglanz placed since the decision paid
        # its count
        pc = kind_count(h, "P")
        ruhm += (pc * (pc + 1) - ev.p0 * (ev.p0 + 1)) // 2
    if not nothing:
        r, k, v, w1, insured = _wertung(ev, h, tail, g3, exploded)
        ruhm += r
        kr += k
        vl += v
        ok = not exploded
        if card == xb.FEUCHTE_HERBSTLUFT and ok:
            kr += 1
        elif card == xb.VORSICHT and ok:
            ruhm += xb.VORSICHT_RUHM
        elif card == xb.FARBENPRACHT:
            if sum(1 for kd in data.KINDS if kind_count(h, kd)) >= xb.FARBENPRACHT_KINDS:
                kr += 1
        elif card == xb.AUFTRAG and ok and wf >= xb.auftrag_target(ev.evening):
            ruhm += xb.AUFTRAG_RUHM
        if data.kristall(wf):
            kr += 2 if card == xb.ABSCHLUSSFEUERWERK else 1
    if not exploded:
        rights = "normal"
    elif nothing:
        rights = "none"
    elif card == xb.GLUECK or insured:
        rights = "both"
    else:
        rights = "choose"
    field_ruhm = data.RUHM[wf]
    mark = 0 if rights == "none" else _mark(ev, h, wf)
    win = prize_chance(ev, wf) if not exploded else 0.0
    wette = xb.WETTE_RUHM if card == xb.WETTE else 0
    if ev.last:
        total = float(ruhm)
        mark_ruhm = mark // data.MARK_PER_RUHM
        if rights in ("normal", "both"):
            total += field_ruhm + mark_ruhm
        elif rights == "choose":
            total += max(field_ruhm, mark_ruhm)
        kk = ev.k0 + kr
        per = data.KRISTALLE_PER_RUHM
        total += kk // per - ev.k0 // per
        if win:
            total += win * (PRIZE_RUHM + wette + ((kk + 1) // per - kk // per) / 6)
        return total
    rt = ev.rates
    assert rt is not None
    value = ruhm + kr * rt.kv + vl * rt.fv + w1 * rt.w1v
    if rights in ("normal", "both"):
        value += field_ruhm + rt.mark(mark)
    elif rights == "choose":
        value += max(float(field_ruhm), rt.mark(mark))
    if win:
        value += win * (4 / 6 + wette + (rt.kv + rt.fv + rt.kalk) / 6)
    if sand:
        value += rt.sv
    return value


def _wertung(ev: Evening, h: tuple[int, ...], tail: tuple[int, ...], g3: int,
             exploded: bool) -> tuple[int, int, int, int, bool]:
    """(Ruhm, Kristalle, Vorladung, W1 removed, insured) of the „Wertung“ recipes — the same
    cases as ``recipes.wertung`` on the whole Hülse (tested against it)."""
    ruhm = kr = vl = w1 = 0
    insured = False
    last2 = [KIND[i] for i in tail[-2:]]
    rec = ev.recipes.get
    g = rec("G")
    if g == 1:
        hits = last2.count("G")
        ruhm += hits
        kr += hits
    elif g == 3:
        kr += g3
    elif g == 4:
        gc = kind_count(h, "G")
        kr += 2 if gc >= 3 else (1 if gc == 2 else 0)
    y = rec("Y")
    if y == 3:
        insured = exploded and kind_count(h, "Y") > 0
    elif y == 4 and not exploded and "Y" in last2 and h[W1] > 0:
        w1 = 1
    p = rec("P")
    pc = kind_count(h, "P")
    if pc:
        if p == 1:
            if pc == 1:
                ruhm += 1
            elif pc == 2:
                ruhm += 1
                kr += 1
            else:
                ruhm += 2
                vl += 1
        elif p == 2:
            ruhm += pc + (2 if last2 and last2[-1] == "P" else 0)
        elif p == 4:
            if pc >= 3:
                ruhm += 2
                kr += 2
            else:
                kr += pc
    k = rec("K")
    kc = kind_count(h, "K")
    if kc:
        if k == 1 and ev.neigh_k:
            nk = ev.neigh_k
            beaten = sum(1 for x in nk if kc > x)
            if len(nk) == 1:
                if beaten:
                    vl += 1
                    kr += 1
                elif kc == nk[0]:
                    vl += 1
            elif beaten:
                vl += 1
                kr += 1 if beaten == len(nk) else 0
        elif k == 3:
            best = max(ev.others_k) if ev.others_k else 0
            if kc > best:
                ruhm += recipes.MEISTERSCHAFT_RUHM
            elif kc == best:
                ruhm += recipes.MEISTERSCHAFT_TIE_RUHM
    return ruhm, kr, vl, w1, insured


def _mark(ev: Evening, h: tuple[int, ...], wf: int) -> int:
    mark = data.MARK[wf]
    rec = ev.recipes.get
    if rec("B") == 3:
        mark += sum((VAL[i] + 1) * h[i] for i in KIND_IDX["B"])
    if rec("K") == 4:
        own = kind_count(h, "K")
        mark += recipes.ANSPORN_MARK * sum(1 for x in ev.others_k if x < own)
    if ev.card == xb.BUERGERMEISTER_ZAHLT:
        mark += xb.BUERGERMEISTER_MARK
    elif ev.card == xb.KALKHAENDLER:
        mark += xb.KALKHAENDLER_MARK * kind_count(h, "O")
    return mark


def upper_bound(ev: Evening) -> float:
    """A value no end of this evening can exceed (with the „beim Legen“ gains on the way):
    the cut-off's error is at most the pruned probability × (this − the position's stop value)."""
    t = ev.total
    gs, ps, bs = (kind_count(t, kd) for kd in "GPB")
    ruhm = (data.RUHM[data.LAST_FIELD] + 2 + xb.WETTE_RUHM + 2 + ps + 2 + 3 + 3
            + ps * (ps + 1) // 2)
    kr = 2 + 2 * gs + 2 + ps + 1 + 1 + 2 + 1
    mark = data.MARK[data.LAST_FIELD] + 5 * bs + recipes.ANSPORN_MARK * 3 + xb.BUERGERMEISTER_MARK \
        + xb.KALKHAENDLER_MARK * kind_count(t, "O")
    if ev.last:
        return float(ruhm + mark // data.MARK_PER_RUHM + kr // 2 + 1)
    rt = ev.rates
    assert rt is not None
    return (ruhm + max(rt.mark(mark), rt.mark(data.MARK[data.LAST_FIELD])) + kr * rt.kv
            + 3 * rt.fv + rt.w1v + rt.sv + rt.kalk + 1.0)


def evening_of(st: Any, seat: int, rates: Rates | None, prize_ref: int, neigh_k: list[int],
               others_k: list[int], win: Callable[[float], float] | None = None) -> Evening:
    """The :class:`Evening` of ``seat`` in the real state ``st`` (chips counted from every place
    they can be this evening)."""
    from speedgames.rocket.rules import stuffing

    p = st.players[seat]
    total = [p["bag"].get(c, 0) for c in CHIPS]
    for c, _f in p["huelse"]:
        total[data.CHIP_INDEX[c]] += 1
    for c in [*p["set_aside"], *p["preview"], *([p["pending"]] if p["pending"] else [])]:
        total[data.CHIP_INDEX[c]] += 1
    left = max(0, st.evenings - st.evening)
    return Evening(recipes=dict(st.recipes), card=st.card, evening=st.evening,
                   base_limit=st.base_limit, start=p["start"],
                   sand_ok=stuffing.sand_allowed(st), last=left == 0, solo=st.solo,
                   k0=p["kristalle"], total=tuple(total), neigh_k=list(neigh_k),
                   others_k=list(others_k), prize_ref=prize_ref,
                   rates=None if left == 0 else rates,
                   p0=sum(1 for c, _f in p["huelse"] if c[0] == "P"), win=win)
