"""Speedrocket's computer players and the advisor (rules file section 11)."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from speedgames.core.game import LEVEL_IDS, Action
from speedgames.core.i18n import Text
from speedgames.core.players import make_player as core_make_player
from speedgames.core.rng import Stream
from speedgames.rocket import ai
from speedgames.rocket.ai import draw as ai_draw
from speedgames.rocket.ai import shop as ai_shop
from speedgames.rocket.ai import styles as ai_styles
from speedgames.rocket.rules import GAME, odds
from speedgames.rocket.rules import extrablatt as xb
from tests.depth import depth

from .helpers import draws, finish_stuffing, new, random_action, restart_evening, set_bag, solo

def _rendered(text: Text) -> tuple[str, str]:
    return text.render("de"), text.render("en")


def _assert_reason(text: Text) -> None:
    assert isinstance(text, Text)
    assert text.key.startswith("rocket.ai.")
    de, en = _rendered(text)
    for s in (de, en):
        assert s and s != text.key and "%{" not in s and "rocket." not in s, s


def _random_position(seed: int, seats: int, steps: int, recipes: str) -> object:
    opts = {"seats": [{"kind": "human", "name": f"P{i}"} for i in range(seats)],
            "recipes": recipes}
    if seats == 1:
        opts["mode"] = "rekordjagd"
    st = GAME.new_state(opts, seed)
    rng = Stream.derive(seed, "ai-test")
    for _ in range(steps):
        movers = st.to_move()
        seat = movers[rng.randbelow(len(movers))]
        action = random_action(st, seat, rng)
        before = st.clone()
        st.apply(seat, action)
        if st.is_over():  # stay in the game: positions to decide in
            return before
    return st


# -- legality --------------------------------------------------------------------------------------
@settings(max_examples=depth(50, 500), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=hs.integers(0, 10**6), seats=hs.integers(1, 4), steps=hs.integers(0, 400),
       recipes=hs.sampled_from(["standard", "random"]),
       style=hs.sampled_from([None, *ai_styles.STYLE_IDS]))
def test_every_level_chooses_a_legal_action_in_random_positions(seed, seats, steps, recipes,
                                                                style):
    st = _random_position(seed, seats, steps, recipes)
    assert not st.is_over()
    for seat in st.to_move():
        for level in LEVEL_IDS:
            before = st.to_json()
            decision = ai.make_player(level, style, seed).choose(st, seat)
            assert st.to_json() == before  # thinking never changes the game
            assert decision.action in st.legal_actions(seat)
            assert decision.reason.key != "rocket.ai.fallback"
            _assert_reason(decision.reason)
        advice = ai.advise(st, seat)
        for opt in advice.options:
            assert opt.action in st.legal_actions(seat)


@pytest.mark.parametrize("levels,styles", [
    (["strong", "normal", "easy"], [None, "draufgaenger", "vorsichtig"]),
    (["easy", "strong", "normal", "strong"], ["purpur", "kristallsammler", "schwarzpulver",
                                              "tempomacher"]),
])
def test_computers_play_whole_games_with_reasons_in_german_and_english(levels, styles):
    st = GAME.new_state({"seats": [{"kind": "ai", "level": lv} for lv in levels],
                         "recipes": "random", "evenings": 6}, 11)
    players = [ai.make_player(lv, sty, i) for i, (lv, sty) in enumerate(zip(levels, styles))]
    kinds = set()
    while not st.is_over():
        for seat in st.to_move():
            d = players[seat].choose(st, seat)
            assert d.action in st.legal_actions(seat)
            _assert_reason(d.reason)
            kinds.add(d.action.type)
            st.apply(seat, d.action)
    assert {"draw", "stop", "buy", "done"} <= kinds


def test_solo_rekordjagd_game_of_the_strong_computer_ends():
    st = solo(seed=5)
    player = ai.make_player("strong")
    while not st.is_over():
        for seat in st.to_move():
            st.apply(seat, player.choose(st, seat).action)
    assert st.players[0]["ruhm"] > 20


def test_make_player_knows_the_levels_and_the_core_registry_finds_it():
    p = core_make_player("rocket", "strong", "purpur", 3)
    assert p.level == "strong" and p.style.id == "purpur"
    assert ai.make_player("mittel").level == "normal"
    assert ai.make_player("easy", "no-such-style").style is ai_styles.NEUTRAL
    with pytest.raises(ValueError):
        ai.make_player("grandmaster")


def test_each_style_has_a_name_and_a_one_line_description_in_both_languages():
    assert set(ai_styles.STYLE_IDS) == {"draufgaenger", "vorsichtig", "kristallsammler",
                                        "schwarzpulver", "purpur", "tempomacher"}
    for sid in ai_styles.STYLE_IDS:
        style = ai_styles.get(sid)
        for text in (style.name, style.description):
            de, en = _rendered(text)
            assert de != text.key and en != text.key and "\n" not in de + en
    assert ai_styles.get("draufgaenger").draw_bias > 0 > ai_styles.get("vorsichtig").draw_bias


def test_the_leicht_computers_feeling_comes_from_its_own_seeded_stream():
    def run(seed):
        st = solo(seed=2)
        player = ai.make_player("easy", None, seed)
        out = []
        while not st.is_over():
            for seat in st.to_move():
                a = player.choose(st, seat).action
                out.append(a.to_json())
                st.apply(seat, a)
        return out

    assert run(7) == run(7)
    assert run(7) != run(8)


# -- stopping and drawing -------------------------------------------------------------------------
BAG5 = {"W1": 2, "W2": 1, "W3": 5, "O1": 2, "R2": 2, "G1": 1}


def _evening2(bag, seed=3, evening=2, vorladung=0):
    st = new(2, seed=seed)
    st.players[0]["vorladung"] = vorladung
    restart_evening(st, xb.MESSEGAESTE, evening)  # Zündgrenze 7, no effect on Stopfen
    set_bag(st, 0, bag)
    return st


def test_strong_draws_when_the_danger_is_small():
    st = _evening2({"W1": 3, "W2": 1, "O1": 3, "G1": 2, "R2": 2})
    draws(st, 0, ["W2", "O1"])  # sum 2 of 7: nothing in the bag can ignite
    assert odds.danger(st, 0) == 0
    d = ai.make_player("strong").choose(st, 0)
    assert d.action.type == "draw"


def test_strong_stops_when_the_danger_is_large_and_says_why():
    st = _evening2({"W1": 1, "W2": 2, "W3": 4, "O1": 1, "G1": 1}, vorladung=10)
    st.players[0]["sand"] = False
    draws(st, 0, ["W3", "W2", "O1", "G1", "W1"])  # sum 6 of 7: W2 and W3 ignite
    assert odds.danger(st, 0) > 0.6
    d = ai.make_player("strong").choose(st, 0)
    assert d.action.type == "stop"
    assert re.search(r"\d+\u00a0% Gefahr", d.reason.render("de"))
    assert re.search(r"\d+\u00a0% danger", d.reason.render("en"))


def test_strong_decides_by_expectation_not_by_a_fixed_danger_level():
    """The same 44 % danger: a low rocket risks the next chip (a Fehlzündung still brings the
    Mark of a higher field early in the game), a high rocket has too much Ruhm to lose."""
    def position(vorladung):
        st = _evening2(BAG5, vorladung=vorladung)
        draws(st, 0, ["W3", "O1", "R2", "W2"])  # sum 5 of 7: each W3 would ignite
        st.players[0]["sand"] = False
        return st

    low, high = position(0), position(10)
    assert odds.danger(low, 0) == odds.danger(high, 0) == pytest.approx(4 / 9)
    strong = ai.make_player("strong")
    assert strong.choose(low, 0).action.type == "draw"
    d = strong.choose(high, 0)
    assert d.action.type == "stop" and "44\u00a0% Gefahr" in d.reason.render("de")


def test_strong_saves_a_high_rocket_with_sand():
    st = _evening2(BAG5, vorladung=10)
    draws(st, 0, ["W3", "O1", "R2", "W2", "O1", "W3"])  # 5 + 3 > 7: „Sand drauf?“
    assert st.players[0]["status"] == "sand"
    d = ai.make_player("strong").choose(st, 0)
    assert d.action == Action("sand")
    _assert_reason(d.reason)


def test_strong_preview_never_places_a_chip_that_ignites():
    st = new(2, seed=4)
    restart_evening(st, xb.GLUECK, 2)
    set_bag(st, 0, {"W3": 2, "O1": 1, "B1": 1, "W2": 1})
    st.players[0]["sand"] = False
    draws(st, 0, ["W3", "W2"])  # sum 5: a W3 would ignite
    st.force_next(0, ["B1", "W3", "O1"])
    st.apply(0, Action("draw"))  # Kupferblau 1: two chips shown
    p = st.players[0]
    assert p["status"] == "preview" and sorted(p["preview"]) == ["O1", "W3"]
    d = ai.make_player("strong").choose(st, 0)
    assert d.action.get("index") is not None and p["preview"][d.action["index"]] == "O1"


def test_mittel_stops_at_its_fixed_danger_level():
    low = _evening2({"W1": 6, "W3": 1, "O1": 3})
    draws(low, 0, ["W3", "W1", "W1"])  # sum 5: only W3 ignites — none left
    assert odds.danger(low, 0) < ai_draw.NORMAL_DANGER
    assert ai.make_player("normal").choose(low, 0).action.type == "draw"
    high = _evening2({"W1": 2, "W2": 1, "W3": 4, "O1": 1})
    draws(high, 0, ["W3", "W2"])  # sum 5: W3 ignites, 3 of 6 left
    assert odds.danger(high, 0) >= ai_draw.NORMAL_DANGER
    d = ai.make_player("normal").choose(high, 0)
    assert d.action.type == "stop" and "50\u00a0% Gefahr" in d.reason.render("de")


# -- shop ------------------------------------------------------------------------------------------
def _misfired_shop(evening, seed=6):
    st = solo(seed=seed)
    restart_evening(st, xb.STADTRAT if evening > 1 else xb.MESSEGAESTE, evening)
    st.players[0]["sand"] = False
    set_bag(st, 0, {"W3": 3, "O1": 6, "G1": 3, "R1": 3})
    draws(st, 0, ["O1", "G1", "R1", "O1", "G1", "O1", "R1", "O1", "G1", "W3", "W3", "W3"])
    assert st.players[0]["exploded"]
    finish_stuffing(st)
    st.apply(0, Action("done"))
    assert st.phase == "shop" and st.players[0]["shop"] == "choose"
    return st


def test_strong_takes_the_shop_early_and_the_ruhm_late_after_a_misfire():
    early = ai.make_player("strong").choose(_misfired_shop(2), 0)
    late = ai.make_player("strong").choose(_misfired_shop(8), 0)
    assert early.action == Action("take", what="shop")
    assert late.action == Action("take", what="ruhm")
    _assert_reason(early.reason)
    _assert_reason(late.reason)


def test_every_purchase_of_the_strong_computer_has_a_reason_and_is_affordable():
    st = new(2, seed=8)
    finish_stuffing(st)
    for seat in (0, 1):
        st.apply(seat, Action("done"))
    for evening_mark in (5, 12, 30):
        st.players[0]["mark"] = evening_mark
        bought = ai_shop.strong_buy(st, 0, ai_styles.NEUTRAL)
        assert bought is not None
        action, why = bought
        assert action in st.legal_actions(0)
        _assert_reason(why)


def test_purpur_late_in_the_game_is_bought_because_ruhm_counts_now():
    st = solo(seed=9)
    restart_evening(st, xb.MESSEGAESTE, 7)
    finish_stuffing(st)
    st.apply(0, Action("done"))
    worths = {w.chip: w for w in ai_shop.chip_worths(st, 0, ai_styles.get("purpur"))}
    assert worths["P1"].why == "ruhm_late"
    assert ai_shop.buy_reason(("P1",), worths).render("de") == "Purpur: ab jetzt zählt Ruhm"


def test_strong_trades_kristalle_for_vorladung_early_not_at_the_end():
    st = solo(seed=10)
    restart_evening(st, xb.MESSEGAESTE, 2)
    finish_stuffing(st)
    st.apply(0, Action("done"))
    st.players[0]["kristalle"] = 4
    d = ai.make_player("strong").choose(st, 0)
    assert d.action == Action("trade", what="vorladung")
    late = solo(seed=10)
    restart_evening(late, xb.MESSEGAESTE, 8)
    finish_stuffing(late)
    late.apply(0, Action("done"))
    late.players[0]["kristalle"] = 4
    assert ai.make_player("strong").choose(late, 0).action.type != "trade"


# -- advisor ---------------------------------------------------------------------------------------
def test_advisor_while_drawing_gives_each_option_value_danger_and_reason():
    st = _evening2(BAG5)
    draws(st, 0, ["W3", "O1", "R2", "W2"])
    adv = ai.advise(st, 0)
    types = [o.action.type for o in adv.options]
    assert set(types) == {"draw", "stop", "sand"}
    assert [o.value for o in adv.options] == sorted((o.value for o in adv.options), reverse=True)
    assert adv.extra["danger"] == 44 and adv.extra["phase"] == "stopfen"
    assert sum(adv.extra["gauge"].values()) == pytest.approx(1)
    assert adv.extra["recommend"] == adv.options[0].action.type
    stop = next(o for o in adv.options if o.action.type == "stop")
    assert stop.extra["gain"] == 0
    for o in adv.options:
        _assert_reason(o.reason)
    # the advice is the strong computer's judgement
    assert ai.make_player("strong").choose(st, 0).action == adv.best.action


def test_advisor_in_the_shop_ranks_purchases_with_reasons():
    st = new(2, seed=8)
    finish_stuffing(st)
    for seat in (0, 1):
        st.apply(seat, Action("done"))
    st.players[0]["mark"] = 20
    adv = ai.advise(st, 0)
    assert adv.extra["phase"] == "shop" and adv.extra["mark"] == 20
    buys = [o for o in adv.options if o.action.type == "buy"]
    assert len(buys) >= 3
    assert [o.value for o in buys] == sorted((o.value for o in buys), reverse=True)
    assert adv.extra["suggestion"] == buys[0].extra["chips"]
    assert adv.options[-1].action == Action("done")
    for o in adv.options:
        _assert_reason(o.reason)
        assert o.action in st.legal_actions(0)


def test_advisor_is_empty_when_the_seat_has_nothing_to_decide():
    st = new(2, seed=8)
    finish_stuffing(st)
    st.apply(0, Action("done"))
    adv = ai.advise(st, 0)
    assert adv.options == [] and adv.extra["phase"] == "show"
