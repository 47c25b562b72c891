"""The exact Stopfen solver: expectimax over the bag's draws with memoisation.

Why: the old lookahead (``ai.draw``: one draw plus at most one safe draw, then a flat
continuation) stops at 0 % danger with a Bariumgrün among the last two chips because it never sees
the tolerance that is left. This solver looks at the whole rest of the evening.

**Model.** A position is a tuple (see :class:`Node`): the bag as counts, the Blitzpulver set aside
(Aussortieren), the last three chips of the Hülse with their fields and Rotgrün hit flags, a
pending next-chip bonus (Schwung / Treibsatz), the Sandeimer, whether voluntary sand is offered,
the value of the first Blitzpulver (Funkenflug), Rotgrün's hits so far and the Kristalle won
„beim Legen“. Everything the rules need later is a function of these: the Hülse's contents are
``total − bag − set aside``; which chips lie where matters only for the last chips (Schlussglanz,
Entsorgen, Finale, Nachbrenner, Bindemittel, Kalkbrücke, Rotgrün) and for voluntary sand (which
takes the last chip back — at most once per evening). The transitions follow ``rules/stuffing.py``
rule by rule (tested against the rules engine on random positions and by brute force).

Decision nodes (memoised by a canonical key that drops what can no longer matter): „Aufhören“,
„Ziehen“ (chance over every chip kind in the bag), voluntary sand. „Sand drauf?“ is a max inside the
draw. Kupferblau „Vorschau“ (``value + 1`` chips, choose one or none) is solved exactly: sort the
chip kinds by the value of placing them; the chance that the best one shown is kind *i* is
hypergeometric. Aussortieren likewise by the highest Blitzpulver seen.

**Cut-off.** A position reached with probability below ``eps`` (or after the node budget) is not
expanded; it gets the estimate ``max(stop, one more draw then stop)``. The true value lies between
its stop value and :func:`.value.upper_bound`, so each pruned position contributes at most
``mass × (bound − stop)`` to the root's error, and :attr:`Solution.error` carries that sum (max at
decisions) — a sound bound, checked against the full solve in the tests. Online, :func:`solve`
deepens ``eps`` step by step within a node budget (deterministic, no clock), keeping the exact
positions between steps.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from math import comb
from typing import Any, NamedTuple

from speedgames.rocket.ai.value import (
    CHIPS,
    KIND,
    KIND_IDX,
    NCH,
    VAL,
    W_IDX,
    Evening,
    end_value,
    kind_count,
    upper_bound,
)
from speedgames.rocket.rules import data
from speedgames.rocket.rules import extrablatt as xb

LAST = data.LAST_FIELD
IS_W = tuple(k == "W" for k in KIND)
#: representative chip index of each chip's kind (the key keeps only the kind where the exact
#: chip no longer matters)
KIND_REP = tuple(KIND_IDX[k][0] for k in KIND)
#: eps steps of the online solve (reach probability below which a position is estimated)
EPS_STEPS = (1.0, 0.1, 0.03, 0.01, 0.003, 1e-3, 3e-4, 1e-4, 3e-5, 1e-5, 0.0)
#: share of the estimated further gain a pruned position is credited with (a sweep 0.4–1.0 on
#: one full last-evening bag: 0.8 matched the exact value best at small budgets; 0.6 is the
#: cautious choice the measurements in docs/rocket-solver.md were made with)
EST_SHARE = 0.6
#: extra Zündmesser room a full Sandeimer is worth in the estimate
EST_SAND_ROOM = 1.5
#: default budget of one online decision: chips placed in the search, all eps steps together
#: (≈ 25 ms on the reference machine, see bench); the first step (eps 1: only the root's own
#: options, each further position estimated) always finishes
NODE_BUDGET = 1000


class Node(NamedTuple):
    bag: tuple[int, ...]
    h: tuple[int, ...]              # the Hülse as counts (a chip being drawn is in neither)
    aside: tuple[int, ...]          # W1, W2, W3 set aside
    tail: tuple[tuple[int, int, bool], ...]  # last ≤ 3 chips: (chip index, field, Rotgrün hit)
    bonus: tuple[int, bool] | None  # (fields, not for Blitzpulver)
    sand: bool
    offer: bool
    fw: int                         # Funkenflug: value of the first Blitzpulver in the Hülse
    ws: int                         # Blitzpulver sum (Funkenflug counted)
    g3: int
    ik: int


class Budget(Exception):
    """The node budget of this eps step ran out."""


@dataclass
class Solution:
    """Values of the options at the root (Ruhm-equivalents of the evening) and the error bound."""

    values: dict[Any, float]
    error: float
    nodes: int
    eps: float
    exact: bool
    extra: dict[str, float] = field(default_factory=dict)


class Solver:
    """One evening of one seat (``ev``); its memo is kept across solves of the same evening."""

    def __init__(self, ev: Evening, eps: float = 0.0, max_nodes: int | None = None) -> None:
        self.ev = ev
        self.eps = eps
        self.max_nodes = max_nodes
        self.nodes = 0
        self.exact: dict[tuple, float] = {}      # positions solved without any cut-off
        self.memo: dict[tuple, tuple[float, float]] = {}
        self.leaf: dict[tuple, float] = {}
        #: :func:`.value.end_value` by its arguments: positions with different keys often end in
        #: the same Hülse (a third of the calls of a game of stark's)
        self.ends: dict[tuple, float] = {}
        #: the leaf's objective: Ruhm-equivalents (alone) or the win chance of them (table)
        self.wrap = ev.win
        hi = upper_bound(ev)
        self.hi = hi if self.wrap is None else self.wrap(hi)
        r = ev.recipes
        self.funk = ev.card == xb.FUNKENFLUG
        self.kalk2 = ev.card == xb.KALK_RUEDERSDORF
        self.g3on = r.get("G") == 3
        self.y1 = r.get("Y") == 1
        self.y2 = r.get("Y") == 2
        self.g2 = r.get("G") == 2
        self.p3 = r.get("P") == 3
        self.b = r.get("B")
        self.rr = r.get("R")
        self.k2 = r.get("K") == 2
        self.sand_ok = ev.sand_ok
        # what of a chip in the tail can still matter: as the last chip (prev of the next one,
        # Finale, the chip voluntary sand takes back) and as one of the last two (Schlussglanz,
        # Entsorgen); everything else is merged in the memo key
        as_last = {"G"} if r.get("G") in (1, 3) else set()
        if r.get("G") in (2, 3):
            as_last.add("O")
        if r.get("G") == 3:
            as_last.add("R")
        if r.get("Y") == 4:
            as_last.add("Y")
        if r.get("P") == 2:
            as_last.add("P")
        in_two = {k for k, on in (("G", r.get("G") == 1), ("Y", r.get("Y") == 4)) if on}
        self.cls1 = tuple(i if IS_W[i] else (KIND_REP[i] if KIND[i] in as_last else -1)
                          for i in range(NCH))
        self.cls2 = tuple(KIND_REP[i] if KIND[i] in in_two else -1 for i in range(NCH))
        self.y_idx = KIND_IDX["Y"]

    # -- helpers -------------------------------------------------------------------------------
    def pos(self, s: Node) -> int:
        return s.tail[-1][1] if s.tail else self.ev.start

    def limit(self, h: tuple[int, ...]) -> int:
        if self.y2:
            return self.ev.base_limit + sum(h[i] for i in self.y_idx)
        return self.ev.base_limit

    def ignites(self, t: Node, c: int) -> bool:
        """Would Blitzpulver ``c`` (drawn, not yet placed) make the sum exceed the Zündgrenze?
        (``stuffing.would_ignite``; Funkenflug: the first Blitzpulver counts 0)"""
        add = 0 if self.funk and t.fw == 0 else VAL[c]
        return t.ws + add > self.limit(t.h)

    def can_sand(self, s: Node) -> bool:
        return s.sand and self.sand_ok

    def key(self, s: Node) -> tuple:
        sandy = s.sand and self.sand_ok
        tail = s.tail
        c1, c2 = self.cls1, self.cls2
        n = len(tail)
        if sandy and s.offer:
            kt = tuple((c1[c], f, hit) if j >= n - 2 else (c2[c], 0, False)
                       for j, (c, f, hit) in enumerate(tail))
        elif n:
            c, f, hit = tail[-1]
            kt = ((c2[tail[-2][0]], 0, False), (c1[c], f, hit)) if n > 1 else ((c1[c], f, hit),)
        else:
            kt = ()
        return (s.bag, s.aside, kt, s.bonus, sandy, s.offer and sandy, s.fw, s.g3, s.ik)

    def raw_value(self, s: Node, exploded: bool = False, ahead: int = 0) -> float:
        """The evening's end in Ruhm-equivalents if the seat stops now (``ahead`` fields
        further: the cut-off's estimate)."""
        tail = s.tail
        wf = min(LAST, (tail[-1][1] if tail else self.ev.start) + 1 + ahead)
        last2 = (tail[-2][0], tail[-1][0]) if len(tail) > 1 else \
            ((tail[0][0],) if tail else ())
        k = (s.h, last2, wf, s.g3, s.ik, exploded, s.sand)
        v = self.ends.get(k)
        if v is None:
            v = self.ends[k] = end_value(self.ev, s.h, last2, wf, s.g3, s.ik, exploded, s.sand)
        return v

    def stop_value(self, s: Node, exploded: bool = False, key: tuple | None = None) -> float:
        """The leaf: :meth:`raw_value` or, at the table, the win chance of it (``key``:
        :meth:`key` of ``s`` when the caller has it already)."""
        k = (self.key(s) if key is None else key, exploded)
        v = self.leaf.get(k)
        if v is None:
            v = self.raw_value(s, exploded)
            if self.wrap is not None:
                v = self.wrap(v)
            self.leaf[k] = v
        return v

    # -- decision node ---------------------------------------------------------------------
    def decide(self, s: Node, reach: float) -> tuple[float, float]:
        """(value, error bound) of a position where the seat may stop, draw or use sand."""
        k = self.key(s)
        v = self.exact.get(k)
        if v is not None:
            return v, 0.0
        got = self.memo.get(k)
        if got is not None:
            return got
        stop = self.stop_value(s, key=k)
        if reach < 0:  # the estimate's own one-step look: stop here
            return stop, self.hi - stop
        can_draw = any(s.bag)
        sand = s.offer and s.sand and self.sand_ok
        if not can_draw and not sand:
            self.exact[k] = stop
            return stop, 0.0
        if reach < self.eps:
            return self.estimate(s, stop, k)
        best, err = stop, 0.0
        if can_draw:
            d, de = self.draw(s, reach)
            if d > best:
                best = d
            err = max(err, de)
        if sand:
            v2, e2 = self.voluntary_sand(s, reach)
            if v2 > best:
                best = v2
            err = max(err, e2)
        if err == 0.0:
            self.exact[k] = best
        else:
            self.memo[k] = (best, err)
        return best, err

    def estimate(self, s: Node, stop: float, key: tuple | None = None) -> tuple[float, float]:
        """A position not expanded: ``stop`` plus :data:`EST_SHARE` of what the rocket would gain
        if it went on for the draws its tolerance lasts on average (the bag's Blitzpulver per
        chip against the Zündmesser's room, a Sandeimer's worth more room), priced by the leaf
        value at that height. Clamped to [stop, bound], so the error is ≤ bound − stop."""
        k = (self.key(s) if key is None else key, "est")
        v = self.leaf.get(k)
        if v is None:
            v = stop
            bag = s.bag
            n = sum(bag)
            if n:
                wbag = sum(VAL[i] * bag[i] for i in W_IDX)
                steps = sum(VAL[i] * bag[i] for i in range(NCH))
                room = self.limit(s.h) - s.ws + (EST_SAND_ROOM if s.sand and self.sand_ok else 0)
                draws = n if wbag <= room else n * max(0.0, room + 0.5) / wbag
                d = int(round(draws * steps / n))
                if d > 0:
                    raw = self.raw_value(s)
                    far = raw + max(0.0, EST_SHARE * (self.raw_value(s, ahead=d) - raw))
                    v = min(self.hi, far if self.wrap is None else max(stop, self.wrap(far)))
            self.leaf[k] = v
        return v, max(0.0, self.hi - stop)

    def options(self, s: Node) -> dict[str, tuple[float, float]]:
        """Values of each option at a drawing position (root of a decision)."""
        out = {"stop": (self.stop_value(s), 0.0)}
        if any(s.bag):
            out["draw"] = self.draw(s, 1.0)
        if s.offer and self.can_sand(s):
            out["sand"] = self.voluntary_sand(s, 1.0)
        return out

    def remove_last_w(self, s: Node, bag: list[int], h: list[int]) -> tuple[int, int]:
        """Take the last chip (a Blitzpulver) back into the bag: new (ws, fw)."""
        c = s.tail[-1][0]
        bag[c] += 1
        h[c] -= 1
        ws, fw = s.ws, s.fw
        if self.funk and not any(h[i] for i in W_IDX):
            fw = 0  # it was the only (so the first) one: it counted 0
        else:
            ws -= VAL[c]
        return ws, fw

    def voluntary_sand(self, s: Node, reach: float) -> tuple[float, float]:
        """The harmless Blitzpulver just placed goes back into the bag (the bucket is empty)."""
        bag, h = list(s.bag), list(s.h)
        ws, fw = self.remove_last_w(s, bag, h)
        ns = Node(tuple(bag), tuple(h), s.aside, s.tail[:-1], None, False, False, fw, ws, s.g3,
                  s.ik)
        return self.decide(ns, reach)

    # -- chance: the next chip ---------------------------------------------------------------
    def draw(self, s: Node, reach: float) -> tuple[float, float]:
        bag = s.bag
        n = sum(bag)
        total = 0.0
        err = 0.0
        for c in range(NCH):
            m = bag[c]
            if not m:
                continue
            p = m / n
            v, e = self.drawn(s, c, reach * p if reach >= 0 else -1.0)
            total += p * v
            err += p * e
        return total, err

    def drawn(self, s: Node, c: int, reach: float) -> tuple[float, float]:
        """Chip ``c`` left the bag (``s`` still has it in the bag): „Sand drauf?“ or place it."""
        if reach >= 0:
            self.nodes += 1
            if self.max_nodes is not None and self.nodes > self.max_nodes:
                raise Budget
        bag = s.bag
        t = Node(bag[:c] + (bag[c] - 1,) + bag[c + 1:], s.h, s.aside, s.tail, s.bonus, s.sand,
                 False, s.fw, s.ws, s.g3, s.ik)
        if IS_W[c] and s.sand and self.sand_ok and self.ignites(t, c):
            rescue = Node(bag, s.h, s.aside, s.tail, s.bonus, False, False, s.fw, s.ws, s.g3,
                          s.ik)
            v1, e1 = self.decide(rescue, reach)                 # „Sand drauf“
            v2, e2 = self.place(t, c, reach)                    # „Zünden lassen“
            return max(v1, v2), max(e1, e2)
        return self.place(t, c, reach)

    def place(self, t: Node, c: int, reach: float) -> tuple[float, float]:
        """Commit chip ``c`` (out of the bag in ``t``): landing, effects, Fehlzündung
        (``stuffing.commit``)."""
        hb = t.h  # the Hülse before this chip
        kind = KIND[c]
        tail = t.tail
        prev = tail[-1][0] if tail else None
        binder = self.y1 and kind == "Y" and prev is not None and IS_W[prev]
        base = tail[-1][1] if tail else self.ev.start
        step = VAL[c]
        if t.bonus is not None and not (t.bonus[1] and kind == "W"):
            step += t.bonus[0]
        if kind == "R":
            rr = self.rr
            if rr == 1:
                o = kind_count(hb, "O")
                step += 0 if o == 0 else (1 if o == 1 else 2)
            elif rr == 2:
                step += VAL[prev] if prev is not None and IS_W[prev] else 0
            elif rr == 3:
                step += min(3, kind_count(hb, "R"))
            elif rr == 4:
                ws = t.ws
                step += 2 if ws >= 5 else (1 if ws >= 3 else 0)
        elif kind == "O" and self.kalk2:
            step += 1
        to = min(LAST, base + step)
        bag = t.bag
        fw, ws, g3 = t.fw, t.ws, t.g3
        if binder:
            bl, hl = list(bag), list(hb)
            ws, fw = self.remove_last_w(t, bl, hl)
            bag, hb = tuple(bl), tuple(hl)
            tail = tail[:-1]
            prev = tail[-1][0] if tail else None
        h = hb[:c] + (hb[c] + 1,) + hb[c + 1:]
        hit = False
        if self.g3on and prev is not None:
            if kind == "G" and KIND[prev] in ("R", "O"):
                hit = True
                g3 += 1
            if kind in ("R", "O") and KIND[prev] == "G" and not tail[-1][2]:
                g3 += 1
                tail = (*tail[:-1], (tail[-1][0], tail[-1][1], True))
        offer = False
        if kind == "W":
            if self.funk and fw == 0:
                fw = VAL[c]
            else:
                ws += VAL[c]
            offer = True
        tail = (*tail[-2:], (c, to, hit))
        bonus = None
        ik = t.ik
        if kind == "W":
            if ws > self.limit(h):
                ns = Node(bag, h, t.aside, tail, None, t.sand, False, fw, ws, g3, ik)
                return self.stop_value(ns, exploded=True), 0.0
        elif kind == "G" and self.g2 and prev is not None and KIND[prev] == "O":
            ik += 1     # Kalkbrücke's Kristall, priced by the leaf
        elif kind == "B" and self.b == 4:
            bonus = (VAL[c], True)
        elif kind == "K" and self.k2:
            bonus = (1, False)
        ns = Node(bag, h, t.aside, tail, bonus, t.sand, offer, fw, ws, g3, ik)
        if kind == "B" and self.b == 1:
            v, e = self.preview(ns, VAL[c] + 1, reach)
        elif kind == "B" and self.b == 2:
            v, e = self.aussortieren(ns, VAL[c], reach)
        else:
            v, e = self.decide(ns, reach)
        return v, e

    # -- Kupferblau -------------------------------------------------------------------------
    def preview(self, s: Node, count: int, reach: float) -> tuple[float, float]:
        """„Vorschau“: ``count`` chips are shown, the seat places the best one or none."""
        bag = s.bag
        n_all = sum(bag)
        n = min(count, n_all)
        if n == 0:
            return self.decide(s, reach)
        if reach < self.eps:  # worth at least placing none; estimated like any position
            return self.decide(s, reach)
        k = (self.key(s), "preview", n)
        v = self.exact.get(k)
        if v is not None:
            return v, 0.0
        got = self.memo.get(k)
        if got is not None:
            return got
        value, err = self._preview(s, n, n_all, reach)
        if err == 0.0:
            self.exact[k] = value
        else:
            self.memo[k] = (value, err)
        return value, err

    def _preview(self, s: Node, n: int, n_all: int, reach: float) -> tuple[float, float]:
        bag = s.bag
        none_v, none_e = self.decide(s, reach)
        cands = []
        err = none_e
        total_c = comb(n_all, n)
        for c in range(NCH):
            m = bag[c]
            if not m:
                continue
            p_in = 1 - comb(n_all - m, n) / total_c
            v, e = self.drawn(s, c, reach * p_in if reach >= 0 else -1.0)
            err = max(err, e)
            cands.append((v, c))
        cands.sort(key=lambda x: -x[0])
        value = 0.0
        avoided = 0          # chips of the better kinds, none of which was shown
        p_prev = 1.0         # chance that none of the better kinds is shown
        for v, c in cands:
            if v <= none_v:
                break
            avoided += bag[c]
            p_next = comb(n_all - avoided, n) / total_c
            value += (p_prev - p_next) * v
            p_prev = p_next
        value += p_prev * none_v
        return value, err

    def aussortieren(self, s: Node, count: int, reach: float) -> tuple[float, float]:
        """„Aussortieren“: ``count`` chips are looked at, the highest Blitzpulver is set aside."""
        bag = s.bag
        n_all = sum(bag)
        n = min(count, n_all)
        if n == 0:
            return self.decide(s, reach)
        total_c = comb(n_all, n)
        value = err = 0.0
        above = 0
        p_prev = 1.0  # chance no Blitzpulver above the current value is seen
        for j in (2, 1, 0):  # W3, W2, W1
            i = W_IDX[j]
            m = bag[i]
            if not m:
                continue
            above += m
            p_next = comb(n_all - above, n) / total_c
            pr = p_prev - p_next
            p_prev = p_next
            bl = list(bag)
            bl[i] -= 1
            al = list(s.aside)
            al[j] += 1
            ns = Node(tuple(bl), s.h, tuple(al), s.tail, s.bonus, s.sand, s.offer, s.fw, s.ws,
                      s.g3, s.ik)
            v, e = self.decide(ns, reach * pr if reach >= 0 else -1.0)
            value += pr * v
            err += pr * e
        if p_prev > 0:
            v, e = self.decide(s, reach * p_prev if reach >= 0 else -1.0)
            value += p_prev * v
            err += p_prev * e
        return value, err


# -- from the real state ---------------------------------------------------------------------
def node_of(st: Any, seat: int) -> Node:
    """The solver's position of a seat in the real state (as if its status were ``drawing``)."""
    from speedgames.rocket.rules import stuffing

    p = st.players[seat]
    bag = tuple(p["bag"].get(c, 0) for c in CHIPS)
    aside = tuple(p["set_aside"].count(f"W{v}") for v in (1, 2, 3))
    huelse = p["huelse"]
    h = [0] * NCH
    for c, _f in huelse:
        h[data.CHIP_INDEX[c]] += 1
    kinds = [c[0][0] for c in huelse]
    g3on = st.recipes.get("G") == 3
    hits = []
    for i, k in enumerate(kinds):
        hits.append(g3on and k == "G" and any(kinds[j] in ("R", "O") for j in (i - 1, i + 1)
                                               if 0 <= j < len(kinds)))
    tail = tuple((data.CHIP_INDEX[c], f, hits[i]) for i, (c, f) in enumerate(huelse)
                 if i >= len(huelse) - 3)
    bonus = None
    if p["bonus"]:
        _src, amount, not_w = p["bonus"][-1]
        bonus = (int(amount), bool(not_w))
    fw = 0
    if st.card == xb.FUNKENFLUG:
        fw = next((int(c[1:]) for c, _f in huelse if c[0] == "W"), 0)
    return Node(bag, tuple(h), aside, tail, bonus, bool(p["sand"]), bool(p["sand_offer"]), fw,
                stuffing.wsum(st.card, huelse), sum(hits), 0)


def solve_node(solver: Solver, fn: Any, max_nodes: int | None,
               steps: tuple[float, ...] = EPS_STEPS) -> tuple[Any, float, int]:
    """Deepen ``eps`` along ``steps`` within ``max_nodes`` placed chips (all steps together);
    return the last finished step's result of ``fn()`` (a (value, error) dict or pair), its
    eps and the nodes used. ``max_nodes=None``: the exact solve at once."""
    if max_nodes is None:
        solver.eps, solver.max_nodes = 0.0, None
        return fn(), 0.0, solver.nodes
    result = None
    used_eps = steps[0]
    for eps in steps:
        solver.eps = eps
        solver.memo.clear()
        solver.max_nodes = max_nodes if result is not None else None
        try:
            result = fn()
        except Budget:
            break
        used_eps = eps
    return result, used_eps, solver.nodes


def root_options(solver: Solver, st: Any, seat: int) -> dict[Any, tuple[float, float]]:
    """(value, error) of each answer the seat can give now, by its Stopfen status:
    ``drawing`` → ``"stop"``, ``"draw"``, ``"sand"``; ``sand`` → ``"sand"``, ``"ignite"``;
    ``preview`` → the index of each shown chip and ``None``."""
    p = st.players[seat]
    status = p["status"]
    s = node_of(st, seat)
    if status == "drawing":
        return solver.options(s)
    if status == "sand":
        c = data.CHIP_INDEX[p["pending"]]
        bag = list(s.bag)
        bag[c] += 1
        back = s._replace(bag=tuple(bag), sand=False, offer=False)
        return {"sand": solver.decide(back, 1.0),
                "ignite": solver.place(s._replace(offer=False), c, 1.0)}
    if status == "preview":
        bag = list(s.bag)
        for c in p["preview"]:
            bag[data.CHIP_INDEX[c]] += 1
        full = s._replace(bag=tuple(bag))
        out: dict[Any, tuple[float, float]] = {None: solver.decide(full, 1.0)}
        seen: dict[str, tuple[float, float]] = {}
        for i, c in enumerate(p["preview"]):
            if c not in seen:
                seen[c] = solver.drawn(full, data.CHIP_INDEX[c], 1.0)
            out[i] = seen[c]
        return out
    raise ValueError(f"seat {seat} is not stuffing (status {status!r})")


def solve(solver: Solver, st: Any, seat: int, max_nodes: int | None = NODE_BUDGET) -> Solution:
    """The root options of ``seat`` with the budgeted deepening (exact with ``max_nodes=None``)."""
    before = solver.nodes
    res, eps, nodes = solve_node(solver, lambda: root_options(solver, st, seat), max_nodes)
    err = max(e for _v, e in res.values())
    return Solution({k: v for k, (v, _e) in res.items()}, err, nodes - before, eps, err == 0.0)
