"""The shop judged by rollouts (``ai.rollout``, ``ai.baskets``): the analysis' verdicts and the
Rat's one basket (issues #28, #32), plus the last evening's stop at a table and the win-chance
reasons that never read „16 % statt 16 %“."""

from __future__ import annotations

from speedgames.core import percent
from speedgames.core.analysis import verdict
from speedgames.core.game import Action
from speedgames.core.i18n import Text, counted, t
from speedgames.rocket import ai, analysis
from speedgames.rocket.ai import baskets, rollout
from speedgames.rocket.ai import stopfen as ai_stopfen
from speedgames.rocket.rules import extrablatt as xb
from speedgames.rocket.rules import odds, shop

from .helpers import new
from .test_placement import ruhm_judgement, table

STOP = Action("stop")


def buy(*chips: str) -> Action:
    return shop.buy_action(tuple(chips))


def to_shop(seat_state: str = "open", seed: int = 4, evening: int = 2, n: int = 2):
    """A table game played by mittel until seat 0 stands in the shop in ``seat_state``
    (``"open"`` with Mark to spend, or ``"choose"`` after a Fehlzündung)."""
    for s in range(seed, seed + 60):
        st = new(n, seed=s)
        players = [ai.make_player("normal", None, i) for i in range(n)]
        while not st.is_over():
            seat = st.to_move()[0]
            p = st.players[0]
            if st.phase == "shop" and seat == 0 and st.evening >= evening and \
                    p["shop"] == seat_state and (seat_state == "choose" or (
                        shop.buy_options(st, p) and p["mark"] >= 9)):
                return st
            st.apply(seat, players[seat].choose(st, seat).action)
    raise AssertionError("no such shop found")


# -- reasons ------------------------------------------------------------------------------------
def test_the_reason_names_only_the_chips_that_differ():
    """„?? Kaufen K1, O1 – besser G1, K1“ explained by Schwarzpulver was the defect: the reason
    names Bariumgrün against Kalkorange, never the Schwarzpulver both baskets hold."""
    text = baskets.difference(buy("G1", "K1"), buy("O1", "K1"), 3.2).render("de")
    assert "Bariumgrün 1" in text and "Kalkorange" in text
    assert "Schwarzpulver" not in text and "3,2" in text
    add = baskets.difference(buy("G1", "K1"), buy("K1"), 1.0).render("de")
    assert "Bariumgrün 1" in add and "Schwarzpulver" not in add


def test_a_difference_that_rounds_to_nothing_says_nearly_as_good_not_0_0():
    text = baskets.difference(buy("G1"), buy("O1"), 0.04).render("de")
    assert "0,0" not in text and "fast gleich gut" in text


def test_percentages_show_enough_digits_to_differ_or_none():
    assert percent.pair(0.17, 0.16) == (17, 16)
    assert percent.pair(0.1641, 0.1612) == (16.4, 16.1)
    assert percent.pair(0.16, 0.16001) is None


def test_a_win_chance_reason_never_reads_16_statt_16():
    close = ai_stopfen.Exact(stop=0.1612, draw=0.1641, sand=None, danger=0.2, error=0.0,
                             nodes=1, table=True)
    text = ai_stopfen.win_reason(Action("draw"), close).render("de")
    assert "16,4" in text and "16,1" in text
    same = ai_stopfen.Exact(stop=0.16, draw=0.16, sand=None, danger=0.2, error=0.0, nodes=1,
                            table=True)
    text = ai_stopfen.win_reason(STOP, same).render("de")
    assert "statt" not in text and "gleich" in text


# -- the last evening at a table ------------------------------------------------------------------
def test_stopping_at_11_percent_that_keeps_the_win_on_the_last_evening_is_no_mistake():
    """The measured „?? Aufhören, −6 Ruhm“ at 11 % risk: drawing brings more Ruhm on average,
    but stopping wins for sure (stark's placement solve, exact on the last evening)."""
    st = table(xb.MESSEGAESTE, 4, {"W3": 1, "R4": 4, "B4": 4}, ("W3", "W2"))
    assert round(100 * odds.danger(st, 0)) == 11
    j = ruhm_judgement(st)
    assert j.draw - j.stop > analysis.THRESHOLDS[1]  # by Ruhm alone it would be a ??
    judged = analysis.judge(st, 0, STOP)
    assert judged is not None and judged.loss == 0.0
    assert verdict(judged.loss, judged.alternative_loss, analysis.THRESHOLDS) in ("ok", "!")
    assert "Siegchance" in judged.reason.render("de")


def test_stopping_that_gives_the_win_away_on_the_last_evening_still_counts():
    """Far behind, stopping loses for sure: the Ruhm loss stands."""
    st = table(xb.MESSEGAESTE, 10, {"W3": 1, "R4": 4, "B4": 4}, ("W3", "W2"))
    judged = analysis.judge(st, 0, STOP)
    assert judged is not None and judged.loss > analysis.THRESHOLDS[1]


# -- rollouts -------------------------------------------------------------------------------------
def test_rollouts_use_the_same_seeds_for_every_candidate_and_never_the_real_ones():
    st = to_shop()
    cands = rollout.candidates(st, 0)
    a = rollout.values(st, 0, cands, rollouts=3)
    b = rollout.values(st, 0, cands, rollouts=3)
    assert [v.results for v in a] == [v.results for v in b]
    peek = st.clone()
    peek.seed = st.seed + 12345  # another real future: the rollouts cannot know it
    peek.deck = list(reversed(st.deck[st.evening:]))
    peek.deck = list(st.deck[:st.evening]) + peek.deck
    c = rollout.values(peek, 0, cands, rollouts=3)
    assert [v.results for v in a] == [v.results for v in c]


def test_every_candidate_is_affordable_and_the_chosen_one_is_among_them():
    st = to_shop()
    p = st.players[0]
    chosen = shop.buy_action(shop.buy_options(st, p)[-1])
    cands = rollout.candidates(st, 0, chosen)
    assert chosen in cands and Action("done") in cands
    legal = st.legal_actions(0)
    assert all(c in legal for c in cands)


def test_a_planted_blunder_in_the_shop_is_caught():
    """Going home with the Mark for two good chips early in the game: a clear, large loss."""
    st = to_shop(evening=2)
    judged = analysis.judge(st, 0, Action("done"))
    assert judged is not None and judged.best.type == "buy"
    assert verdict(judged.loss, judged.alternative_loss, analysis.THRESHOLDS) in ("?", "??")
    reason = judged.reason.render("de")
    assert reason.startswith("Dazu ")  # what the better move adds: the chips of its basket


def test_the_strong_computers_own_basket_is_not_accused():
    st = to_shop(evening=2)
    own = ai.make_player("strong").choose(st, 0).action
    judged = analysis.judge(st, 0, own)
    assert judged is not None
    assert verdict(judged.loss, judged.alternative_loss, analysis.THRESHOLDS) in ("ok", "!")


# -- the Rat --------------------------------------------------------------------------------------
def _rat(st):
    from speedgames.rocket.screen import rat

    return [text for text, _kind in rat.lines(rat.advise(st, 0), False)[1]]


def test_the_rat_names_one_basket_you_can_pay_and_no_line_twice():
    st = to_shop()
    p = st.players[0]
    lines = _rat(st)
    assert len(lines) == len(set(lines))
    say = baskets.rat_lines(st, 0)
    assert say["kind"] == "buy"
    assert buy(*say["chips"]) in st.legal_actions(0)
    assert say["cost"] <= p["mark"]
    head = t("rocket.ui.rat.shop_buy", chips=baskets.chips_text(say["chips"]),
             cost=counted("core.count.mark", say["cost"]),
             mark=counted("core.count.mark", p["mark"]))
    assert sum(line.startswith("Kauf ") for line in lines) == 1
    assert head in lines


def test_after_a_misfire_the_rat_gives_one_choice_and_never_both():
    """It said both „lieber 14 Mark als 3 Ruhm“ and „3 Ruhm sind mehr wert als 14 Mark“."""
    st = to_shop("choose")
    lines = _rat(st)
    old = Text("rocket.ai.take.ruhm", {"ruhm": 0, "mark": 0}).render().split(":")[0]
    assert len(lines) == len(set(lines))
    says_ruhm = any(line.startswith("Nimm die") for line in lines)
    says_shop = any(line.startswith("Geh einkaufen") for line in lines)
    assert says_ruhm != says_shop
    assert not any(line.startswith(old) for line in lines)  # the two old contradicting lines


def test_the_reason_quotes_the_same_loss_as_the_verdict():
    st = to_shop(evening=2)
    judged = analysis.judge(st, 0, Action("done"))
    assert judged is not None and judged.loss > 0
    shown = f"{judged.loss:.1f}".replace(".", ",")
    assert shown in judged.reason.render("de")


def test_a_shop_reason_survives_the_analysis_cache():
    """The Analyse keeps its verdicts as JSON: the reason with its chips comes back the same."""
    from speedgames.core.analysis import text_from_json

    reason = baskets.difference(buy("G1", "K1"), buy("O1", "B2"), 2.6)
    again = text_from_json(reason.to_json())
    assert again.render("de") == reason.render("de") and again.render("en") == reason.render("en")


# -- the Analyse's time (#28) --------------------------------------------------------------------
def test_the_remembered_race_draws_what_the_copy_by_copy_race_draws():
    """``crn_chip`` remembers each chip's smallest key (the candidates replay the same seeds);
    the chip it draws is the one the race over every copy draws."""
    import random

    from speedgames.rocket.rules import data

    def race(bag, base, draw):
        best, pick = rollout._MASK + 1, ""
        for chip, n in bag.items():
            for k in range(n):
                v = rollout._key(base, draw, data.CHIP_INDEX[chip], k)
                if v < best:
                    best, pick = v, chip
        return pick

    rng = random.Random(28)
    chips = list(data.CHIP_INDEX)
    for _ in range(3000):
        bag = {c: rng.randrange(0, 6) for c in rng.sample(chips, rng.randrange(1, 9))}
        base, draw = rng.randrange(40), rng.randrange(5)   # small: the cache is hit often
        assert rollout.crn_chip(bag, base, draw) == race(bag, base, draw)


def test_sequential_stopping_follows_only_the_open_candidates():
    """After ``first`` rollouts a candidate the leader clearly beats gets no more; the leader
    and the judged move get every rollout, and their results are those of the full run."""
    st = to_shop()
    cands = rollout.candidates(st, 0)
    full = {v.action: v.results for v in rollout.values(st, 0, cands, rollouts=8)}
    before = rollout.DROP_MARGIN, rollout.DROP_SE
    try:
        rollout.DROP_MARGIN, rollout.DROP_SE = -1e9, 0.0   # every one but the leader is out
        seq = rollout.values(st, 0, cands, rollouts=8, first=3, keep=(cands[-1],))
    finally:
        rollout.DROP_MARGIN, rollout.DROP_SE = before
    lengths = {v.action: len(v.results) for v in seq}
    leader = max(seq, key=lambda v: sum(v.results[:3]))
    assert lengths[leader.action] == 8 and lengths[cands[-1]] == 8
    assert sorted(lengths.values()).count(3) == len(cands) - len({leader.action, cands[-1]})
    for v in seq:
        assert v.results == full[v.action][:len(v.results)]
    assert not rollout.clearly_worse(leader, leader)
