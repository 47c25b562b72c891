"""The 20 table Extrablätter, the 4 solo ones and the deck rules (rules file section 7)."""

from __future__ import annotations

import pytest

from speedgames.core.game import Action, IllegalAction
from speedgames.rocket.rules import data, shop
from speedgames.rocket.rules import extrablatt as xb

from .helpers import all_done, finish_stuffing, new, place, restart_evening, solo


def table(card, n=2, evening=2, seed=9, **kw):
    st = new(n, seed=seed, **kw)
    restart_evening(st, card, evening)
    return st


def alone(card, evening=2, seed=9, **kw):
    st = solo(seed=seed, **kw)
    restart_evening(st, card, evening)
    return st


def to_shop(st):
    events = finish_stuffing(st)
    events += all_done(st)
    assert st.phase == "shop"
    return events


def of(events, type_, seat=None):
    return [e for e in events if e["type"] == type_ and (seat is None or e.get("seat") == seat)]


# -- deck rules ----------------------------------------------------------------------------------

def test_table_deck_is_the_19_seed_cards_plus_hilfe_fuer_die_letzten():
    assert len(xb.TABLE_DECK) == 20 == len(set(xb.TABLE_DECK))
    assert xb.HILFE_LETZTEN in xb.TABLE_DECK and not set(xb.SOLO_ONLY) & set(xb.TABLE_DECK)


def test_solo_deck_drops_four_table_cards_and_adds_the_four_solo_cards():
    assert len(xb.SOLO_DECK) == 20 == len(set(xb.SOLO_DECK))
    for c in (xb.LEHRBUBEN_STREIKEN, xb.LEHRBUBEN_EIFER, xb.WETTE, xb.HILFE_LETZTEN):
        assert c not in xb.SOLO_DECK
    assert set(xb.SOLO_ONLY) <= set(xb.SOLO_DECK)


def test_one_card_per_evening_without_repeats():
    st = new(2, seed=4)
    assert st.summary()["extrablatt"] == st.deck[0]
    assert len(set(st.deck[:9])) == 9
    assert sorted(xb.deck(False, 4)) == sorted(xb.TABLE_DECK)
    assert sorted(xb.deck(True, 4)) == sorted(xb.SOLO_DECK)


def test_hilfe_fuer_die_letzten_never_on_the_first_evening():
    firsts = [xb.deck(False, seed)[0] for seed in range(400)]
    assert xb.HILFE_LETZTEN not in firsts
    assert any(xb.deck(False, seed)[1] == xb.HILFE_LETZTEN for seed in range(400))


def test_the_deck_comes_from_the_seed():
    assert xb.deck(False, 1) == xb.deck(False, 1) and xb.deck(False, 1) != xb.deck(False, 2)


# -- the 20 table cards -----------------------------------------------------------------------

def test_kaiserwetter_zuendgrenze_8_also_on_the_probeabend():
    assert table(xb.KAISERWETTER, evening=5).limit(0) == 8
    assert table(xb.KAISERWETTER, evening=1).limit(0) == 8


def test_feuchte_herbstluft_zuendgrenze_6_and_1_kristall_without_misfire():
    st = table(xb.FEUCHTE_HERBSTLUFT, evening=1)
    assert st.limit(0) == 6
    st.players[1]["sand"] = False
    place(st, 1, ["W3", "W3", "W1"])
    assert st.players[1]["exploded"]
    events = finish_stuffing(st)
    gains = of(events, "card_gain")
    assert [e["seat"] for e in gains] == [0] and gains[0]["kristalle"] == 1


def test_der_stadtrat_spendiert_every_chip_2_mark_cheaper():
    st = table(xb.STADTRAT, evening=3)
    prices = shop.prices(st)
    assert prices["R2"] == 8 and prices["O1"] == 1 and prices["P1"] == 7


def test_messegaeste_aus_paris_everyone_1_kristall():
    st = new(3, seed=9)
    before = [p["kristalle"] for p in st.players]
    restart_evening(st, xb.MESSEGAESTE, 2)
    assert [p["kristalle"] for p in st.players] == [k + 1 for k in before]


def test_die_lehrbuben_streiken_no_lehrbuben():
    st = new(2, seed=9)
    st.players[0]["ruhm"] = 9
    restart_evening(st, xb.LEHRBUBEN_STREIKEN, 3)
    assert st.players[1]["lehrbuben"] == 0 and st.players[1]["start"] == 0


def test_lehrbuben_mit_eifer_twice_as_many():
    st = new(2, seed=9)
    st.players[0]["ruhm"] = 9
    restart_evening(st, xb.LEHRBUBEN_EIFER, 3)
    assert st.players[1]["lehrbuben"] == 6 and st.players[1]["start"] == 6


def test_wette_im_festzelt_tagespreis_plus_2_ruhm():
    st = table(xb.WETTE)
    place(st, 0, ["G4"])
    events = finish_stuffing(st)
    assert [e["seat"] for e in of(events, "prize")] == [0]
    assert of(events, "card_gain", 0)[0]["ruhm"] == 2


def test_die_vorsicht_der_alten_2_ruhm_without_misfire():
    st = table(xb.VORSICHT)
    st.players[1]["sand"] = False
    place(st, 1, ["W3", "W3", "W2"])
    events = finish_stuffing(st)
    assert [(e["seat"], e["ruhm"]) for e in of(events, "card_gain")] == [(0, 2)]


def test_glueck_im_unglueck_misfire_gives_ruhm_and_einkauf():
    st = table(xb.GLUECK)
    st.players[0]["sand"] = False
    place(st, 0, ["O1", "O1", "W3", "W3", "W2"])
    events = finish_stuffing(st)
    assert of(events, "ruhm", 0)[0]["ruhm"] == data.RUHM[st.players[0]["wf"]]
    all_done(st)
    assert st.players[0]["shop"] == "open" and st.players[0]["may_buy"]


def test_grosses_abschlussfeuerwerk_kristallfeld_gives_2():
    st = table(xb.ABSCHLUSSFEUERWERK)
    place(st, 0, ["G4"])  # field 4 → Wertungsfeld 5 (Kristall)
    events = finish_stuffing(st)
    assert of(events, "kristallfeld", 0)[0]["kristalle"] == 2


def test_eilige_bestellung_everyone_2_fields_further():
    st = table(xb.EILIGE_BESTELLUNG)
    assert [p["start"] for p in st.players] == [2, 2]
    place(st, 0, ["O1"])
    assert st.players[0]["huelse"][0][1] == 3


def test_sandknappheit_no_sandeimer():
    st = table(xb.SANDKNAPPHEIT)
    place(st, 0, ["W1"])
    assert Action("sand") not in st.legal_actions(0)
    with pytest.raises(IllegalAction) as err:
        st.apply(0, Action("sand"))
    assert err.value.key == "rocket.errors.sandknappheit"
    place(st, 0, ["W3", "W3", "W1"])
    assert st.players[0]["exploded"] and st.players[0]["sand"]


def test_kristallhaendler_first_vorladung_costs_1_kristall():
    st = table(xb.KRISTALLHAENDLER)
    to_shop(st)
    st.players[0]["kristalle"] = 3
    st.apply(0, Action("trade", what="vorladung"))
    assert st.players[0]["kristalle"] == 2 and st.players[0]["vorladung"] == 1
    st.apply(0, Action("trade", what="vorladung"))
    assert st.players[0]["kristalle"] == 0 and st.players[0]["vorladung"] == 2


def test_kalk_aus_ruedersdorf_kalkorange_moves_2():
    st = table(xb.KALK_RUEDERSDORF)
    place(st, 0, ["O1", "O1"])
    assert [c[1] for c in st.players[0]["huelse"]] == [2, 4]


def test_funkenflug_the_first_blitzpulver_counts_0():
    st = table(xb.FUNKENFLUG)
    place(st, 0, ["W3", "W2"])
    assert st.wsum(0) == 2
    st.players[0]["sand"] = False
    place(st, 0, ["W3", "W2"])
    assert not st.players[0]["exploded"]


def test_farbenpracht_five_kinds_in_the_huelse_give_1_kristall():
    st = table(xb.FARBENPRACHT, recipes={"B": 3})
    place(st, 0, ["W1", "O1", "G1", "B1", "R1"])
    place(st, 1, ["W1", "O1", "G1", "B1", "B2"])
    events = finish_stuffing(st)
    assert [(e["seat"], e["kristalle"]) for e in of(events, "card_gain")] == [(0, 1)]


def test_der_buergermeister_zahlt_3_mark_more():
    st = table(xb.BUERGERMEISTER_ZAHLT)
    finish_stuffing(st)
    assert st.players[0]["mark"] == data.MARK[st.players[0]["wf"]] + 3


def test_freier_sandeimer_every_bucket_is_filled():
    st = new(2, seed=9)
    st.players[0]["sand"] = False
    restart_evening(st, xb.FREIER_SANDEIMER, 2)
    assert all(p["sand"] for p in st.players)


def test_pulver_aus_sachsen_a_kalkorange_into_the_bag_for_good():
    st = new(2, seed=9)
    restart_evening(st, xb.PULVER_SACHSEN, 2)
    assert [p["bag"]["O1"] for p in st.players] == [3, 3]


def test_hilfe_fuer_die_letzten_the_lowest_gives_up_a_blitzpulver_1():
    st = new(3, seed=9)
    st.players[0]["ruhm"] = 5
    st.players[1]["ruhm"] = 2
    st.players[2]["ruhm"] = 2
    events = restart_evening(st, xb.HILFE_LETZTEN, 2)
    assert [p["bag"]["W1"] for p in st.players] == [4, 3, 3]
    assert [e["seat"] for e in of(events, "chip_removed")] == [1, 2]


def test_hilfe_fuer_die_letzten_no_effect_when_all_have_equal_ruhm():
    st = new(3, seed=9)
    events = restart_evening(st, xb.HILFE_LETZTEN, 2)
    assert [p["bag"]["W1"] for p in st.players] == [4, 4, 4]
    assert of(events, "card_void")


def test_hilfe_fuer_die_letzten_skips_a_player_without_blitzpulver_1():
    st = new(2, seed=9)
    st.players[0]["ruhm"] = 4
    del st.players[1]["bag"]["W1"]
    events = restart_evening(st, xb.HILFE_LETZTEN, 2)
    assert of(events, "card_skip", 1) and "W1" not in st.players[1]["bag"]


# -- the 4 solo cards -------------------------------------------------------------------------

def test_auftrag_des_buergermeisters_3_ruhm_when_the_wertungsfeld_is_high_enough():
    assert xb.auftrag_target(1) == 14 and xb.auftrag_target(9) == 30
    st = alone(xb.AUFTRAG, evening=1)
    place(st, 0, ["G4", "G4", "G4", "O1"])  # field 13 → Wertungsfeld 14
    events = finish_stuffing(st)
    assert of(events, "card_gain", 0)[0]["ruhm"] == 3
    st = alone(xb.AUFTRAG, evening=1)
    place(st, 0, ["G4", "G4", "G4"])
    assert not of(finish_stuffing(st), "card_gain")


def test_die_messe_konkurrenz_stopft_vor_prize_only_when_higher():
    assert xb.konkurrenz_field(2) == 14
    st = alone(xb.KONKURRENZ_VOR, evening=2)
    place(st, 0, ["G4", "G4", "G4", "O1"])  # Wertungsfeld 14: not higher
    events = finish_stuffing(st)
    assert of(events, "prize_konkurrenz") and not of(events, "prize")
    st = alone(xb.KONKURRENZ_VOR, evening=2)
    place(st, 0, ["G4", "G4", "G4", "O1", "O1"])  # 15 > 14
    assert of(finish_stuffing(st), "prize")


def test_kalkhaendler_in_not_each_kalkorange_in_the_huelse_2_mark():
    st = alone(xb.KALKHAENDLER)
    place(st, 0, ["O1", "O1", "O1"])
    finish_stuffing(st)
    assert st.players[0]["mark"] == data.MARK[st.players[0]["wf"]] + 6


def test_waghalsige_bestellung_limit_1_higher_but_a_misfire_gives_nothing():
    st = alone(xb.WAGHALSIG, evening=3, recipes={"Y": 3})
    assert st.limit(0) == 8
    st.players[0]["sand"] = False
    place(st, 0, ["Y1", "W3", "W3", "W3"])
    assert st.players[0]["exploded"]
    ruhm = st.players[0]["ruhm"]
    events = finish_stuffing(st)
    assert st.players[0]["mark"] == 0 and st.players[0]["rights"] == "none"
    assert not of(events, "ruhm") and st.players[0]["ruhm"] == ruhm
    all_done(st)
    assert shop.buy_options(st, st.players[0]) == []
    assert st.legal_actions(0)[-1] == Action("done")


def _misfire_with_wertung_and_kristallfeld(card):
    """Bariumgrün among the last two (Schlussglanz), a Purpur (Purpurregen), Wertungsfeld 13
    (a Kristallfeld) — and a Fehlzündung (Zündgrenze 8: 3 + 3 + 3 > 8)."""
    st = alone(card, evening=3)
    assert st.limit(0) == 8
    st.players[0]["sand"] = False
    place(st, 0, ["W3", "W3", "P1", "O1", "G1"])
    p = st.players[0]
    before = (p["ruhm"], p["kristalle"], p["vorladung"])
    events = place(st, 0, ["W3"])  # the Abendvorstellung follows at once (solo)
    assert p["exploded"] and p["huelse"][-1][1] == 12
    assert p["wf"] == 13 and data.kristall(13)
    return st, events, before


def test_waghalsige_bestellung_after_a_misfire_nothing_at_all_counts_no_wertung_no_kristallfeld():
    st, events, before = _misfire_with_wertung_and_kristallfeld(xb.WAGHALSIG)
    p = st.players[0]
    assert (p["ruhm"], p["kristalle"], p["vorladung"]) == before
    assert not of(events, "wertung") and not of(events, "kristallfeld")
    assert of(events, "waghalsig_nothing")
    assert p["mark"] == 0 and p["rights"] == "none"
    # the same Hülse on an ordinary evening with Zündgrenze 8 still pays Wertung and Kristallfeld
    st, events, before = _misfire_with_wertung_and_kristallfeld(xb.KAISERWETTER)
    p = st.players[0]
    assert of(events, "wertung") and of(events, "kristallfeld")
    assert p["kristalle"] > before[1] and p["ruhm"] > before[0]
