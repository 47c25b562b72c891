"""The exact Stopfen solver (``ai.solver`` / ``ai.value``) against plain enumeration on the rules.

The brute force below knows nothing of the solver: it plays every draw, every answer to
„Sand drauf?“, every Vorschau choice and every follow-up chip of Vorschau / Aussortieren on clones
of the real state, lets the rules run the last evening's Abendvorstellung and conversion, and
averages the Preiswürfel over its six faces. On small bags the solver must give the same values.
"""

from __future__ import annotations

from contextlib import contextmanager

import pytest

from speedgames.core.game import Action
from speedgames.rocket import ai
from speedgames.rocket.ai import solver as ai_solver
from speedgames.rocket.ai import stopfen as ai_stopfen
from speedgames.rocket.ai import styles as ai_styles
from speedgames.rocket.ai import value as ai_value
from speedgames.rocket.rules import data
from speedgames.rocket.rules import extrablatt as xb

from .helpers import draws, restart_evening, set_bag, solo

STOP, DRAW, SAND, IGNITE = Action("stop"), Action("draw"), Action("sand"), Action("ignite")


@contextmanager
def prize_face(face: str):
    old = data.PRIZE_FACES
    data.PRIZE_FACES = (face,) * 6
    try:
        yield
    finally:
        data.PRIZE_FACES = old


class Brute:
    """Best expected Ruhm the last evening still adds (relative to the root), by enumeration.

    Positions are remembered by the seat's complete state (every field of the player but its
    draw stream, which forced draws never touch) — so nothing of the solver's abstraction is used.
    """

    def __init__(self, root):
        p = root.players[0]
        self.base = p["ruhm"] + p["kristalle"] // data.KRISTALLE_PER_RUHM
        self.memo = {}

    @staticmethod
    def full_key(st):
        p = st.players[0]
        return repr(sorted((k, v) for k, v in p.items() if k not in ("draws", "forced")))

    def final(self, st) -> float:
        assert st.phase == "over"
        return st.players[0]["ruhm"] - self.base

    def after(self, st, action, forced=()) -> float:
        c = st.clone()
        c.players[0]["forced"] = list(forced)
        c.apply(0, action)
        if c.phase == "stopfen":
            return self.value(c)
        total = 0.0
        for face in data.PRIZE_FACES:
            with prize_face(face):
                c = st.clone()
                c.players[0]["forced"] = list(forced)
                c.apply(0, action)
            total += self.final(c) / 6
        return total

    def sequences(self, bag, n):
        """Every ordered draw of ``n`` chips from ``bag`` with its probability."""
        if n == 0:
            yield 1.0, []
            return
        total = sum(bag.values())
        for chip, m in sorted(bag.items()):
            if not m:
                continue
            rest = dict(bag)
            rest[chip] -= 1
            for pr, seq in self.sequences(rest, n - 1):
                yield m / total * pr, [chip, *seq]

    def draw(self, st) -> float:
        p = st.players[0]
        bag = p["bag"]
        total = sum(bag.values())
        out = 0.0
        for chip, m in sorted(bag.items()):
            if not m:
                continue
            rest = dict(bag)
            rest[chip] -= 1
            follow = 0
            if chip[0] == "B" and st.recipes["B"] in (1, 2):
                follow = data.value(chip) + (1 if st.recipes["B"] == 1 else 0)
                follow = min(follow, sum(rest.values()))
            for pr, seq in self.sequences(rest, follow):
                out += m / total * pr * self.after(st, DRAW, [chip, *seq])
        return out

    def value(self, st) -> float:
        key = self.full_key(st)
        if key not in self.memo:
            self.memo[key] = self._value(st)
        return self.memo[key]

    def _value(self, st) -> float:
        p = st.players[0]
        status = p["status"]
        if status == "drawing":
            opts = [self.after(st, STOP)]
            if p["bag"]:
                opts.append(self.draw(st))
            if SAND in st.legal_actions(0):
                opts.append(self.after(st, SAND))
            return max(opts)
        return max(self.after(st, a) for a in st.legal_actions(0))

    def options(self, st) -> dict:
        p = st.players[0]
        out = {}
        for a in st.legal_actions(0):
            if a.type == "draw":
                out["draw"] = self.draw(st)
            elif a.type == "preview":
                out[a.get("index")] = self.after(st, a)
            else:
                out[a.type] = self.after(st, a)
        assert p["status"] != "done"
        return out


def last_evening(card, recipes, bag, pre=(), kristalle=1, start=0, sand=True, seed=4):
    st = solo(seed=seed, recipes=recipes)
    restart_evening(st, card, 9)
    p = st.players[0]
    p["kristalle"], p["sand"], p["start"] = kristalle, sand, start
    set_bag(st, 0, bag)
    draws(st, 0, list(pre))
    return st


def solver_options(st, max_nodes=None):
    ctx = ai.context(st, 0, ai_styles.NEUTRAL)
    solver = ai_solver.Solver(ai_stopfen.evening(st, ctx))
    return ai_solver.solve(solver, st, 0, max_nodes), solver


STD = "standard"
CASES = [
    # Standard recipes: Schlussglanz, Vorschau, Kalkfeuer, Bindemittel, Purpurregen, Wettstreit
    (xb.MESSEGAESTE, STD, {"W1": 1, "W2": 1, "W3": 1, "G1": 1, "B1": 1}, ["W2"], 1, 12),
    (xb.WAGHALSIG, STD, {"W1": 1, "W3": 2, "G1": 1, "Y1": 1, "R1": 1}, ["O1"], 0, 20),
    (xb.AUFTRAG, STD, {"W1": 1, "W3": 1, "P1": 1, "K1": 1, "R1": 1}, ["W3"], 3, 25),
    # Rotgrün, Aussortieren, Nachbrenner, Puffer, Finale, Treibsatz — Funkenflug
    (xb.FUNKENFLUG, {"G": 3, "B": 2, "R": 2, "Y": 2, "P": 2, "K": 2},
     {"W1": 1, "W2": 1, "W3": 1, "G1": 1, "B2": 1, "R2": 1}, ["W3", "O1"], 1, 5),
    (xb.KALK_RUEDERSDORF, {"G": 3, "B": 2, "R": 2, "Y": 2, "P": 2, "K": 2},
     {"W2": 1, "W3": 1, "Y1": 1, "P1": 1, "K1": 1, "R1": 1}, ["O1", "G1"], 2, 14),
    # Kalkbrücke, Schwung, Hitze, Versicherung, Sofortglanz, Meisterschaft
    (xb.KONKURRENZ_VOR, {"G": 2, "B": 4, "R": 4, "Y": 3, "P": 3, "K": 3},
     {"W1": 1, "W3": 1, "G1": 1, "B4": 1, "Y2": 1}, ["O1", "W2"], 1, 24),
    (xb.GLUECK, {"G": 2, "B": 4, "R": 4, "Y": 3, "P": 3, "K": 3},
     {"W2": 1, "W3": 2, "R4": 1, "P1": 1, "K1": 1}, ["W1", "W2"], 2, 9),
    # Grüne Reihe, Kundschaft, Rotglut, Entsorgen, Kristallregen, Ansporn — Farbenpracht
    (xb.FARBENPRACHT, {"G": 4, "B": 3, "R": 3, "Y": 4, "P": 4, "K": 4},
     {"W1": 1, "W3": 1, "B1": 1, "R2": 1, "Y1": 1}, ["G2", "R1"], 1, 30),
    (xb.KALKHAENDLER, {"G": 4, "B": 3, "R": 3, "Y": 4, "P": 4, "K": 4},
     {"W1": 2, "W3": 1, "O1": 1, "Y4": 1}, ["W2"], 3, 33),
    (xb.ABSCHLUSSFEUERWERK, STD, {"W1": 1, "W2": 2, "G4": 1, "B2": 1}, ["O1"], 1, 11),
    (xb.SANDKNAPPHEIT, STD, {"W1": 1, "W2": 1, "W3": 1, "G1": 2, "Y2": 1}, ["W3"], 1, 8),
]


@pytest.mark.parametrize("card,recipes,bag,pre,kristalle,start", CASES)
def test_the_solver_equals_brute_force_enumeration_on_small_bags(card, recipes, bag, pre,
                                                                 kristalle, start):
    bag = dict(bag)
    for c in pre:
        bag[c] = bag.get(c, 0) + 1
    st = last_evening(card, recipes, bag, pre, kristalle, start)
    assert st.evening == st.evenings and st.players[0]["status"] == "drawing"
    sol, _ = solver_options(st)
    assert sol.exact and sol.error == 0
    want = Brute(st).options(st)
    assert set(sol.values) == set(want)
    for k, v in want.items():
        assert sol.values[k] == pytest.approx(v, abs=1e-9), k


def test_the_solver_equals_brute_force_at_sand_drauf_and_at_the_vorschau():
    st = last_evening(xb.MESSEGAESTE, STD, {"W1": 1, "W2": 1, "W3": 2, "G1": 1, "O1": 1,
                                            "B1": 1}, ["W3", "W2"], start=16)
    st.force_next(0, ["W3"])
    st.apply(0, DRAW)  # 3 + 3 > 7 and the bucket is full: „Sand drauf?“
    assert st.players[0]["status"] == "sand"
    sol, _ = solver_options(st)
    want = Brute(st).options(st)
    assert set(want) == {"sand", "ignite"}
    for k, v in want.items():
        assert sol.values[k] == pytest.approx(v, abs=1e-9)
    st = last_evening(xb.MESSEGAESTE, STD, {"W2": 1, "W3": 1, "G1": 1, "O1": 2, "B2": 1},
                      ["W2"], start=20)
    st.force_next(0, ["B2", "W3", "O1", "G1"])
    st.apply(0, DRAW)  # Kupferblau 2 with Vorschau: three chips shown
    assert st.players[0]["status"] == "preview" and len(st.players[0]["preview"]) == 3
    sol, _ = solver_options(st)
    want = Brute(st).options(st)
    assert set(want) == {0, 1, 2, None}
    for k, v in want.items():
        assert sol.values[k] == pytest.approx(v, abs=1e-9)


MEDIUM = [
    (xb.MESSEGAESTE, STD, {"W1": 3, "W2": 2, "W3": 1, "G1": 2, "O1": 2, "B1": 1, "P1": 1},
     ["G1", "W2", "W1"]),
    (xb.WAGHALSIG, {"G": 3, "B": 2, "R": 4, "Y": 1, "P": 2, "K": 2},
     {"W1": 3, "W2": 1, "W3": 1, "G1": 1, "O1": 2, "B2": 1, "R2": 1, "Y1": 1}, ["W1", "W2"]),
]


@pytest.mark.parametrize("card,recipes,bag,pre", MEDIUM)
def test_the_cut_off_stays_within_its_error_bound_of_the_full_solve(card, recipes, bag, pre):
    st = last_evening(card, recipes, bag, pre)
    full, _ = solver_options(st)
    assert full.exact
    for budget in (50, 300, 2000):
        cut, solver = solver_options(st, budget)
        assert solver.nodes <= budget + 1 or cut.eps == ai_solver.EPS_STEPS[0]
        if cut.exact:
            continue
        assert cut.error > 0
        for k, v in full.values.items():
            assert abs(cut.values[k] - v) <= cut.error + 1e-9, (budget, k)
            # the estimate is a real value of the position, never below stopping at once
            assert cut.values[k] >= full.values["stop"] - 1e-9 or k == "stop"


def test_the_cut_off_estimate_lies_between_stop_and_the_upper_bound():
    st = last_evening(*MEDIUM[0][:3], MEDIUM[0][3])
    ctx = ai.context(st, 0, ai_styles.NEUTRAL)
    solver = ai_solver.Solver(ai_stopfen.evening(st, ctx))
    node = ai_solver.node_of(st, 0)
    stop = solver.stop_value(node)
    est, err = solver.estimate(node, stop)
    assert stop <= est <= solver.hi and err == pytest.approx(solver.hi - stop)
    exact, _ = solver.decide(node, 1.0)
    assert stop <= exact <= solver.hi


def test_a_solve_prices_each_end_of_the_evening_once(monkeypatch):
    """Positions the memo tells apart often end in the same Hülse (same counts, last two chips,
    Wertungsfeld): ``end_value`` runs once for each such end, and the solve's values are exactly
    those of pricing every leaf afresh."""

    class Forgetful(dict):
        def __setitem__(self, key, value):  # nothing kept: every end is priced again
            pass

    st = last_evening(*MEDIUM[0][:3], MEDIUM[0][3])
    ctx = ai.context(st, 0, ai_styles.NEUTRAL)
    afresh = ai_solver.Solver(ai_stopfen.evening(st, ctx))
    afresh.ends = Forgetful()
    want = ai_solver.solve(afresh, st, 0, None).values
    seen: list[tuple] = []
    real = ai_solver.end_value

    def counted(*args):
        seen.append(args[1:])
        return real(*args)

    monkeypatch.setattr(ai_solver, "end_value", counted)
    sol, _ = solver_options(st)
    assert len(seen) > 100 and len(seen) == len(set(seen))
    assert sol.values == want


def test_last_evening_leaf_counts_the_preiswuerfel_exactly_not_as_1_1():
    """1, 1, 2 Ruhm, a Kristall (a Ruhm only when it completes a pair), Vorladung and
    Kalkorange (worthless after the last evening)."""
    for k0, want in ((0, 4 / 6), (1, 4 / 6 + 1 / 6)):
        st = last_evening(xb.MESSEGAESTE, STD, {"W1": 1, "O1": 1}, ["O1"], kristalle=k0,
                          start=1)  # Wertungsfeld 3: no Kristallfeld, 0 Ruhm, 3 Mark
        sol, _ = solver_options(st)
        assert sol.values["stop"] == pytest.approx(want)


def test_the_solver_plays_the_example_of_the_issue_by_drawing():
    """Issue 10: after G1 G2 G4 on field 17 with 0 of 8 Blitzpulver (Waghalsige Bestellung),
    the old lookahead stops (Bariumgrün among the last two); drawing is worth about 6 more."""
    bag = {"W1": 5, "W2": 2, "W3": 1, "G1": 4, "G2": 3, "G4": 1, "O1": 3, "P1": 3, "K1": 1}
    st = last_evening(xb.WAGHALSIG, STD, bag, ["G1", "G2", "G4"], kristalle=0, start=10)
    assert st.players[0]["huelse"][-1][1] == 17 and st.limit(0) == 8
    d = ai.make_player("strong").choose(st, 0)
    assert d.action == DRAW
    assert ai.make_player("strong_v1").choose(st, 0).action == STOP


def test_the_strong_decision_is_a_pure_function_of_the_position():
    bag = {"W1": 4, "W2": 2, "W3": 1, "G1": 3, "O1": 3, "B1": 2, "P1": 2, "R1": 1}
    st = last_evening(xb.MESSEGAESTE, STD, bag, ["W2", "O1", "W1"])
    first = [ai.make_player("strong").choose(st, 0) for _ in range(2)]
    assert first[0] == first[1]
    adv = ai.advise(st, 0)
    assert adv.best.action == first[0].action
    assert set(adv.extra["ev"]) >= {"draw", "stop"}


def test_leaf_wertung_equals_the_rules_recipes_on_whole_huelsen():
    from speedgames.core.rng import Stream
    from speedgames.rocket.rules import recipes

    rng = Stream.derive(5, "leaf-test")
    for _ in range(300):
        rec = {k: rng.randint(1, 4) for k in data.RECIPE_KINDS}
        n = rng.randint(1, 9)
        huelse = [[rng.choice(data.CHIPS), i] for i in range(n)]
        exploded = bool(rng.randbelow(2))
        neigh, others = [rng.randbelow(3)], [rng.randbelow(3), rng.randbelow(3)]
        want = recipes.wertung(rec, huelse, exploded, neigh, others)
        st = solo(seed=1, recipes=rec)
        st.players[0]["huelse"] = huelse
        st.players[0]["bag"] = {}
        node = ai_solver.node_of(st, 0)
        ev = ai_value.evening_of(st, 0, None, -1, neigh, others)
        got = ai_value._wertung(ev, node.h, tuple(c for c, _f, _h in node.tail[-2:]), node.g3,
                                exploded)
        assert got[0] == sum(g["ruhm"] for g in want)
        assert got[1] == sum(g["kristalle"] for g in want)
        assert got[2] == sum(g["vorladung"] for g in want)
        assert got[3] == sum(1 for g in want if g["remove_w1"])
        assert got[4] == any(g["recipe"] == "Y3" for g in want)


def test_strong_v1_is_a_hidden_level_that_simulate_accepts():
    from speedgames.simulate import play_one
    from speedgames.ui import game_options

    assert "strong_v1" not in game_options.setup_for("rocket").level_keys
    line = play_one("rocket", ["strong_v1", "normal"], 3, {"evenings": 6})
    assert len(line["scores"]) == 2
    assert ai.make_player("strong_v1").level == "strong_v1"
