"""How the strong computer (and the advisor) values the end of an evening, in Ruhm-equivalents.

The evening's outcome is not only Ruhm: Mark buy chips for the evenings still to come, a Kristall
becomes Vorladung (a field forward on every later evening) or half a Ruhm at the end, a full
Sandeimer saves a later rocket. :class:`Context` fixes those exchange rates once per decision
(they depend on the evenings left, the bag and the style), and :func:`stop_value` prices „Aufhören
jetzt“ — or an evening already ended by a Fehlzündung — with everything the rules would do in the
Abendvorstellung: Tagespreis chance, every „Wertung“ recipe, the Kristallfeld, the Extrablatt,
Ruhm or Einkauf after a Fehlzündung, and the last evening's conversion.

Only the difference between positions matters, so the values are gains of this evening, never the
seat's running total (which lets a lookahead clone run the Abendvorstellung without harm).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from speedgames.rocket.ai.styles import NEUTRAL, Style
from speedgames.rocket.rules import data, recipes, stuffing
from speedgames.rocket.rules import extrablatt as xb

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.rocket.rules.state import RocketState

#: Ruhm-equivalent of one field forward on one later evening (≈ ¼ Ruhm plus the Mark it brings).
FIELD_RATE = 0.36
#: Ruhm-equivalent of a full Sandeimer carried into later evenings.
SAND_VALUE = 1.3
#: Ruhm-equivalent of one Preiswürfel roll (1, 1, 2 Ruhm, Kristall, Vorladung, Kalkorange).
PRIZE_VALUE = 1.1
#: End value of a Kristall (2 Kristalle = 1 Ruhm).
KRISTALL_END = 0.5
#: half width of the window that smooths the Mark table for the Stopfen lookahead
SMOOTH = 3
#: Assumed further fields of an opponent who is still stuffing (Tagespreis guess).
OPPONENT_CATCH_UP = 2


def evenings_left(st: RocketState) -> int:
    """Evenings after the current one (0 on the last evening)."""
    return max(0, st.evenings - st.evening)


def field_value(left: int, style: Style = NEUTRAL) -> float:
    """Worth of +1 Vorladung: a field forward on every one of the ``left`` later evenings."""
    return left * FIELD_RATE * style.field_weight


def kristall_value(left: int, style: Style = NEUTRAL) -> float:
    """A Kristall is half a Ruhm at the end, or half a Vorladung while that is worth more."""
    return max(KRISTALL_END, field_value(left, style) / 2) * style.kristall_weight


def sand_value(left: int) -> float:
    return SAND_VALUE if left > 0 else 0.0


def others_k(st: RocketState, seat: int) -> tuple[list[int], list[int]]:
    """Schwarzpulver of the neighbours and of all others now (solo: the Messe-Konkurrenz)."""
    if st.solo:
        one = [recipes.KONKURRENZ_SCHWARZPULVER]
        return one, list(one)
    counts = [sum(1 for c in p["huelse"] if c[0][0] == "K") for p in st.players]
    n = len(st.players)
    return ([counts[s] for s in recipes.neighbours(seat, n)],
            [counts[s] for s in range(n) if s != seat])


@dataclass
class Context:
    """Exchange rates of one decision (built once, shared by the whole lookahead)."""

    seat: int
    left: int
    last: bool
    kv: float          # one Kristall
    fv: float          # one Vorladung
    sv: float          # a full Sandeimer
    style: Style
    #: best purchase worth for each amount of Mark (index = Mark), from ai_shop
    mark_table: list[float] = field(default_factory=list)
    prize_ref: int = -1   # field an opponent reaches (Tagespreis), −1 = nobody in the way
    smooth: bool = True   # smoothed Mark rate (Stopfen) or the exact best purchase (shop)
    k0: int = 0           # the seat's Kristalle when the decision began
    neigh_k: list[int] = field(default_factory=list)   # Schwarzpulver of the neighbours
    others_k: list[int] = field(default_factory=list)  # … and of everybody else

    def __post_init__(self) -> None:
        table = self.mark_table
        top = len(table) - 1
        self._smoothed: list[float] = []
        if table:
            # the Stopfen lookahead uses a smoothed rate: one more field should never look
            # worthless just because the next chip costs a Mark more (later evenings even out)
            for m in range(top + 1):
                lo, hi = max(0, m - SMOOTH), min(top, m + SMOOTH)
                self._smoothed.append(sum(table[lo:hi + 1]) / (hi - lo + 1))
        #: Ruhm and Mark worth of each Wertungsfeld (what grows with the height)
        self.field_worth = [data.RUHM[f] + self.mark_value(data.MARK[f])
                            for f in range(data.LAST_FIELD + 1)]

    def mark_value(self, mark: int) -> float:
        if self.last:
            return float(mark // data.MARK_PER_RUHM)
        table = self._smoothed if self.smooth else self.mark_table
        if not table:
            return 0.0
        return table[min(mark, len(table) - 1)]


def make_context(st: RocketState, seat: int, style: Style = NEUTRAL,
                 mark_table: list[float] | None = None) -> Context:
    left = evenings_left(st)
    ctx = Context(seat=seat, left=left, last=left == 0, kv=kristall_value(left, style),
                  fv=field_value(left, style), sv=sand_value(left), style=style,
                  mark_table=mark_table or [], k0=st.players[seat]["kristalle"])
    ctx.neigh_k, ctx.others_k = others_k(st, seat)
    if st.solo:
        ctx.prize_ref = xb.konkurrenz_field(st.evening) if st.card == xb.KONKURRENZ_VOR else -1
    else:
        ref = -1
        for s, q in enumerate(st.players):
            if s == seat or q["exploded"]:
                continue
            if q["status"] == "done":
                ref = max(ref, q["wf"])
            else:
                ref = max(ref, min(data.LAST_FIELD, stuffing.wertungsfeld(q) + OPPONENT_CATCH_UP))
        ctx.prize_ref = ref
    return ctx


def _extras(st: RocketState, ctx: Context, p: dict[str, Any], wf: int,
            exploded: bool) -> tuple[float, int, float]:
    """(Ruhm, Kristalle, other value) of Wertung recipes, Kristallfeld and the Extrablatt."""
    neigh, others = ctx.neigh_k, ctx.others_k
    ruhm = 0
    kristalle = 0
    other = 0.0
    for g in recipes.wertung(st.recipes, p["huelse"], exploded, neigh, others):
        ruhm += g["ruhm"]
        kristalle += g["kristalle"]
        other += g["vorladung"] * ctx.fv
        if g["remove_w1"]:
            other += 0.25 * ctx.left
    if data.kristall(wf):
        kristalle += 2 if st.card == xb.ABSCHLUSSFEUERWERK else 1
    card = st.card
    if not exploded:
        if card == xb.FEUCHTE_HERBSTLUFT:
            kristalle += 1
        elif card == xb.VORSICHT:
            ruhm += xb.VORSICHT_RUHM
        elif card == xb.AUFTRAG and wf >= xb.auftrag_target(st.evening):
            ruhm += xb.AUFTRAG_RUHM
    if card == xb.FARBENPRACHT and len({c[0][0] for c in p["huelse"]}) >= xb.FARBENPRACHT_KINDS:
        kristalle += 1
    return ruhm, kristalle, other


def buying_power(st: RocketState, ctx: Context, p: dict[str, Any], wf: int) -> int:
    """Mark of the Wertungsfeld plus recipe and Extrablatt bonuses (as the rules will add)."""
    mark = data.MARK[wf] + sum(m for _, m in recipes.shop_mark(st.recipes, p["huelse"],
                                                                ctx.others_k))
    if st.card == xb.BUERGERMEISTER_ZAHLT:
        mark += xb.BUERGERMEISTER_MARK
    elif st.card == xb.KALKHAENDLER:
        mark += xb.KALKHAENDLER_MARK * sum(1 for c in p["huelse"] if c[0][0] == "O")
    return mark


def prize_chance(ctx: Context, wf: int) -> float:
    if ctx.prize_ref < 0:
        return 1.0
    if wf > ctx.prize_ref:
        return 1.0
    if wf == ctx.prize_ref:
        return 0.4
    return 0.0


def instant_gain(events: list[dict[str, Any]], ctx: Context) -> float:
    """Gains „Beim Legen“ (Kalkbrücke's Kristall, Sofortglanz's Ruhm) in these events."""
    value = 0.0
    for ev in events:
        if ev["type"] == "effect" and ev.get("seat") == ctx.seat:
            value += ev.get("ruhm", 0) + ev.get("kristalle", 0) * ctx.kv
    return value


def stop_value(st: RocketState, ctx: Context, exploded: bool | None = None) -> float:
    """What the evening brings if the seat's Stopfen ends now (or has ended) — see module doc.
    ``exploded=True`` prices the same Hülse as if it had just misfired."""
    p = st.players[ctx.seat]
    done = p["status"] == "done"
    if exploded is None:
        exploded = p["exploded"]
    wf = p["wf"] if done else stuffing.wertungsfeld(p)
    ruhm, kristalle, other = _extras(st, ctx, p, wf, exploded)
    field_ruhm = data.RUHM[wf]
    mark = buying_power(st, ctx, p, wf)
    if not exploded:
        value = field_ruhm + ctx.mark_value(mark)
        win = prize_chance(ctx, wf)
        if win:
            value += win * (PRIZE_VALUE + (xb.WETTE_RUHM if st.card == xb.WETTE else 0))
    elif st.card == xb.WAGHALSIG:
        value = 0.0
    elif st.card == xb.GLUECK or (recipes.recipe_of(st.recipes, "Y") == "Y3"
                                  and any(c[0][0] == "Y" for c in p["huelse"])):
        value = field_ruhm + ctx.mark_value(mark)
    else:
        value = max(float(field_ruhm), ctx.mark_value(mark))
    if ctx.last:
        value += ((ctx.k0 + kristalle) // data.KRISTALLE_PER_RUHM
                  - ctx.k0 // data.KRISTALLE_PER_RUHM)
    else:
        value += kristalle * ctx.kv
    value += ruhm + other
    if p["sand"]:
        value += ctx.sv
    return value
