"""The exact helpers for the Zündmesser, the tooltips and the computer players."""

from __future__ import annotations

from fractions import Fraction

from speedgames.rocket.rules import extrablatt as xb
from speedgames.rocket.rules import odds

from .helpers import new, place, restart_evening, set_bag


def test_next_chip_and_kind_probabilities_come_from_the_bag_counts():
    st = new(2, seed=1)
    pk = odds.next_kind(st, 0)
    assert pk == {"W": Fraction(7, 10), "O": Fraction(2, 10), "G": Fraction(1, 10)}
    assert odds.next_chip(st, 0)["W1"] == Fraction(4, 10)
    assert sum(odds.next_chip(st, 0).values()) == 1


def test_zuendmesser_green_safe_yellow_harmless_blitzpulver_red_ignites():
    st = new(2, seed=1)
    restart_evening(st, xb.MESSEGAESTE, 2)  # Zündgrenze 7
    place(st, 0, ["W3", "W2"])  # 5: W3 would ignite, W2 not (7), W1 not
    g = odds.gauge(st, 0)
    bag = st.players[0]["bag"]
    total = sum(bag.values())
    assert g["red"] == Fraction(bag["W3"], total)
    assert g["yellow"] == Fraction(bag["W1"] + bag["W2"], total)
    assert g["green"] == 1 - g["red"] - g["yellow"]
    assert odds.tolerance(st, 0) == 2 and odds.danger(st, 0) == float(g["red"])


def test_zuendmesser_counts_funkenflug_and_puffer():
    st = new(2, seed=1, recipes={"Y": 2})
    restart_evening(st, xb.FUNKENFLUG, 2)
    set_bag(st, 0, {"W3": 1})
    assert odds.gauge(st, 0)["yellow"] == 1  # the first Blitzpulver counts 0
    place(st, 0, ["W3", "W3", "W3", "Y1"])
    assert st.limit(0) == 8 and st.wsum(0) == 6 and odds.tolerance(st, 0) == 2


def test_empty_bag_has_no_next_chip():
    st = new(2, seed=1)
    set_bag(st, 0, {})
    assert odds.next_chip(st, 0) == {} and sum(odds.gauge(st, 0).values()) == 0


def test_landing_tells_where_a_chip_would_go_without_changing_anything():
    st = new(2, seed=1, recipes={"R": 2})
    place(st, 0, ["W2"])
    before = st.to_json()
    info = odds.landing(st, 0, "R1")
    assert info["to"] == 2 + 1 + 2 and not info["ignites"]
    assert st.to_json() == before


def test_what_if_draws_exactly_that_chip_on_a_clone():
    st = new(2, seed=1)
    before = st.to_json()
    clone, events = st.what_if(0, "W3")
    assert clone.players[0]["huelse"] == [["W3", 3]] and events[0]["chip"] == "W3"
    assert st.to_json() == before


def test_clone_is_independent_and_equal():
    st = new(3, seed=1)
    place(st, 1, ["O1"])
    c = st.clone()
    assert c.to_json() == st.to_json()
    place(c, 1, ["O1"])
    assert c.to_json() != st.to_json()


def test_outcomes_cover_every_chip_of_the_bag_with_its_probability():
    st = new(2, seed=1)
    outs = odds.outcomes(st, 0)
    assert abs(sum(pr for pr, _, _ in outs) - 1) < 1e-12
    assert {chip for _, chip, _ in outs} == set(st.players[0]["bag"])
    for pr, chip, after in outs:
        assert after.players[0]["huelse"][-1][0] == chip
        assert pr == float(odds.next_chip(st, 0)[chip])
