"""The 24 Rezepturen, one test each (seed text „Die Pulver“ + rules file section 6)."""

from __future__ import annotations

import pytest

from speedgames.core.game import Action, IllegalAction
from speedgames.rocket.rules import extrablatt as xb
from speedgames.rocket.rules import recipes

from .helpers import finish_stuffing, new, place, restart_evening, solo


def game(recipe: str, n: int = 2, evening: int | None = None, card: str = xb.STADTRAT):
    st = new(n, seed=5, recipes={recipe[0]: int(recipe[1])})
    restart_evening(st, card, evening)
    return st


def wertung(events, seat=0, recipe=None):
    return [e for e in events if e["type"] == "wertung" and e.get("seat") == seat
            and (recipe is None or e["recipe"] == recipe)]


def test_recipe_modes_standard_random_and_host_choice():
    assert recipes.choose("standard", 1) == {k: 1 for k in "GBRYPK"}
    r1, r2 = recipes.choose("random", 1), recipes.choose("random", 1)
    assert r1 == r2 and all(1 <= v <= 4 for v in r1.values())
    assert len({tuple(recipes.choose("random", s).values()) for s in range(10)}) > 1
    assert recipes.choose({"G": 3, "P": 4}, 1) == {"G": 3, "B": 1, "R": 1, "Y": 1, "P": 4, "K": 1}
    with pytest.raises(ValueError):
        recipes.choose({"G": 5}, 1)
    with pytest.raises(ValueError):
        recipes.choose({"W": 1}, 1)


def test_G1_schlussglanz_last_or_second_to_last_bariumgruen_gives_kristall_and_ruhm():
    st = game("G1")
    place(st, 0, ["G1", "O1", "G2", "G1"])  # last two are Bariumgrün, the first is not counted
    k, r = st.players[0]["kristalle"], st.players[0]["ruhm"]
    ev = wertung(finish_stuffing(st), 0, "G1")
    assert ev and ev[0]["kristalle"] == 2 and ev[0]["ruhm"] == 2
    p = st.players[0]
    assert p["kristalle"] >= k + 2 and p["ruhm"] >= r + 2


def test_G1_schlussglanz_nothing_when_no_bariumgruen_at_the_end():
    st = game("G1")
    place(st, 0, ["G1", "O1", "O1"])
    assert not wertung(finish_stuffing(st), 0, "G1")


def test_G2_kalkbruecke_kalkorange_directly_before_gives_1_kristall_at_once():
    st = game("G2")
    k = st.players[0]["kristalle"]
    events = place(st, 0, ["O1", "G2"])
    assert st.players[0]["kristalle"] == k + 1
    assert any(e.get("recipe") == "G2" for e in events)
    place(st, 0, ["G1"])  # Bariumgrün before, not Kalkorange
    assert st.players[0]["kristalle"] == k + 1


def test_G3_rotgruen_each_bariumgruen_with_red_or_orange_beside_gives_1_kristall():
    st = game("G3")
    place(st, 0, ["R1", "G1", "W1", "G2", "O1", "G1"])
    ev = wertung(finish_stuffing(st), 0, "G3")
    assert ev[0]["kristalle"] == 3  # G1 (R before), G2 (O after), last G1 (O before)


def test_G4_gruene_reihe_two_give_1_three_or_more_give_2():
    st = game("G4")
    place(st, 0, ["G1", "G2"])
    place(st, 1, ["G1", "G2", "G4"])
    events = finish_stuffing(st)
    assert wertung(events, 0, "G4")[0]["kristalle"] == 1
    assert wertung(events, 1, "G4")[0]["kristalle"] == 2


def test_B1_vorschau_draws_value_plus_one_and_one_may_be_placed():
    st = game("B1")
    st.players[0]["bag"] = {"O1": 2, "G1": 1, "R1": 1}
    place(st, 0, ["B2"])
    p = st.players[0]
    assert p["status"] == "preview" and len(p["preview"]) == 3
    assert Action("preview", index=None) in st.legal_actions(0)
    chosen = p["preview"][1]
    st.apply(0, Action("preview", index=1))
    assert p["huelse"][-1][0] == chosen and p["status"] == "drawing"
    assert sum(p["bag"].values()) == 3 and p["preview"] == []


def test_B1_vorschau_none_puts_all_back_and_fewer_when_the_bag_is_small():
    st = game("B1")
    st.players[0]["bag"] = {"O1": 1, "G1": 1}
    place(st, 0, ["B4"])
    p = st.players[0]
    assert len(p["preview"]) == 2
    st.apply(0, Action("preview", index=None))
    assert p["bag"] == {"O1": 1, "G1": 1} and p["huelse"][-1][0] == "B4"


def test_B1_vorschau_a_chosen_blitzpulver_counts_and_may_ask_sand_drauf():
    st = game("B1", evening=2)
    place(st, 0, ["W3", "W2", "W2"])
    st.players[0]["bag"] = {"W3": 1}
    place(st, 0, ["B1"])
    st.apply(0, Action("preview", index=st.players[0]["preview"].index("W3")))
    assert st.players[0]["status"] == "sand"


def test_B1_vorschau_index_out_of_range_is_refused():
    st = game("B1")
    st.players[0]["bag"] = {"O1": 3}
    place(st, 0, ["B1"])
    before = st.to_json()
    with pytest.raises(IllegalAction) as err:
        st.apply(0, Action("preview", index=7))
    assert err.value.key == "rocket.errors.bad_preview_index" and st.to_json() == before


def test_B2_aussortieren_sets_the_highest_blitzpulver_aside_for_the_evening():
    st = game("B2")
    st.players[0]["bag"] = {"W1": 1, "W3": 1, "O1": 5}
    st.force_next(0, [])
    st.players[0]["bag"]["B2"] = 1
    st.players[0]["forced"] = ["B2", "W1", "W3"]
    st.apply(0, Action("draw"))
    p = st.players[0]
    assert p["set_aside"] == ["W3"] and p["bag"]["W1"] == 1 and "W3" not in p["bag"]
    finish_stuffing(st)
    from .helpers import all_done
    all_done(st)
    all_done(st)
    assert st.players[0]["bag"]["W3"] == 1 and st.players[0]["set_aside"] == []


def test_B3_kundschaft_each_kupferblau_gives_value_plus_1_mark():
    st = game("B3")
    place(st, 0, ["B1", "B2", "B4"])
    events = finish_stuffing(st)
    bonus = [e for e in events if e["type"] == "mark_bonus" and e["seat"] == 0]
    assert bonus[0]["mark"] == 2 + 3 + 5
    from speedgames.rocket.rules import data
    assert st.players[0]["mark"] == data.MARK[st.players[0]["wf"]] + 10


def test_B4_schwung_the_next_chip_moves_further_unless_it_is_blitzpulver():
    st = game("B4")
    place(st, 0, ["B2", "O1"])
    assert st.players[0]["huelse"][-1][1] == 2 + 1 + 2
    place(st, 0, ["B4", "W1"])
    h = st.players[0]["huelse"]
    assert h[-1][1] == h[-2][1] + 1  # Blitzpulver gets no Schwung
    place(st, 0, ["O1"])
    assert h[-1][1] == h[-2][1] + 1  # the very next chip only


def test_R1_kalkfeuer_one_kalkorange_1_field_two_or_more_2_fields():
    st = game("R1")
    place(st, 0, ["R1"])
    assert st.players[0]["huelse"][-1][1] == 1
    place(st, 0, ["O1", "R1"])
    h = st.players[0]["huelse"]
    assert h[-1][1] == h[-2][1] + 2
    place(st, 0, ["O1", "R2"])
    assert h[-1][1] == h[-2][1] + 4


def test_R2_nachbrenner_blitzpulver_directly_before_adds_its_value():
    st = game("R2")
    place(st, 0, ["W3", "R1"])
    h = st.players[0]["huelse"]
    assert h[-1][1] == h[-2][1] + 1 + 3
    place(st, 0, ["O1", "R1"])
    assert h[-1][1] == h[-2][1] + 1


def test_R3_rotglut_one_field_per_strontiumrot_already_there_at_most_3():
    st = game("R3")
    place(st, 0, ["R1", "R1", "R1", "R1", "R1"])
    h = st.players[0]["huelse"]
    steps = [h[0][1]] + [h[i][1] - h[i - 1][1] for i in range(1, 5)]
    assert steps == [1, 2, 3, 4, 4]


def test_R4_hitze_blitzpulver_3_or_4_gives_1_from_5_gives_2():
    st = game("R4")
    place(st, 0, ["R1"])
    place(st, 0, ["W3", "R1"])
    h = st.players[0]["huelse"]
    assert h[-1][1] == h[-2][1] + 2
    place(st, 0, ["W2", "R1"])
    assert h[-1][1] == h[-2][1] + 3


def test_Y1_bindemittel_sends_the_blitzpulver_back_and_moves_on_from_its_place():
    st = game("Y1", evening=2)
    place(st, 0, ["O1", "W3"])
    w3_field = st.players[0]["huelse"][-1][1]
    w3_in_bag = st.players[0]["bag"].get("W3", 0)
    place(st, 0, ["Y2"])
    p = st.players[0]
    assert [c[0] for c in p["huelse"]] == ["O1", "Y2"]
    assert p["huelse"][-1][1] == w3_field + 2 and p["bag"]["W3"] == w3_in_bag + 1
    assert st.wsum(0) == 0


def test_Y2_puffer_raises_the_zuendgrenze_by_1_for_the_evening():
    st = game("Y2", evening=2)
    place(st, 0, ["Y1", "Y1"])
    assert st.limit(0) == 9
    st.players[0]["sand"] = False
    place(st, 0, ["W3", "W3", "W3"])
    assert not st.players[0]["exploded"]


def test_Y3_versicherung_gives_ruhm_and_einkauf_after_a_misfire():
    st = game("Y3", evening=2)
    st.players[0]["sand"] = False
    place(st, 0, ["Y1", "O1", "W3", "W3", "W3"])
    assert st.players[0]["exploded"]
    events = finish_stuffing(st)
    assert wertung(events, 0, "Y3")
    assert any(e["type"] == "ruhm" and e["seat"] == 0 for e in events)
    assert st.players[0]["rights"] == "both"
    from .helpers import all_done
    all_done(st)
    assert st.players[0]["shop"] == "open" and st.players[0]["may_buy"]


def test_Y4_entsorgen_removes_a_blitzpulver_1_for_good_without_misfire():
    st = game("Y4")
    place(st, 0, ["W1", "O1", "Y1"])
    total_before = sum(st.players[0]["bag"].values()) + len(st.players[0]["huelse"])
    events = finish_stuffing(st)
    assert wertung(events, 0, "Y4")[0]["chip"] == "W1"
    p = st.players[0]
    assert sum(p["bag"].values()) + len(p["huelse"]) == total_before - 1


def test_Y4_entsorgen_nothing_after_a_misfire_or_when_not_at_the_end():
    st = game("Y4", evening=2)
    st.players[0]["sand"] = False
    place(st, 0, ["W1", "Y1", "W3", "W3"])  # misfire, Y is vorletzter
    place(st, 1, ["W1", "Y1", "O1", "O1"])  # Y not at the end
    events = finish_stuffing(st)
    assert not wertung(events, 0, "Y4") and not wertung(events, 1, "Y4")


@pytest.mark.parametrize("count,ruhm,kristalle,vorladung", [(1, 1, 0, 0), (2, 1, 1, 0),
                                                             (3, 2, 0, 1)])
def test_P1_purpurregen(count, ruhm, kristalle, vorladung):
    st = game("P1", evening=3)
    place(st, 0, ["P1"] * count)
    ev = wertung(finish_stuffing(st), 0, "P1")[0]
    assert (ev["ruhm"], ev["kristalle"], ev["vorladung"]) == (ruhm, kristalle, vorladung)


def test_P2_finale_each_purpur_1_ruhm_plus_2_when_the_last_chip_is_purpur():
    st = game("P2", evening=3)
    place(st, 0, ["P1", "O1", "P1"])
    place(st, 1, ["P1", "P1", "O1"])
    events = finish_stuffing(st)
    assert wertung(events, 0, "P2")[0]["ruhm"] == 4
    assert wertung(events, 1, "P2")[0]["ruhm"] == 2


def test_P3_sofortglanz_ruhm_at_once_for_each_purpur_now_in_the_huelse():
    st = game("P3", evening=3)
    place(st, 0, ["P1"])
    assert st.players[0]["ruhm"] == 1
    place(st, 0, ["O1", "P1", "P1"])
    assert st.players[0]["ruhm"] == 1 + 2 + 3


@pytest.mark.parametrize("count,ruhm,kristalle", [(1, 0, 1), (2, 0, 2), (3, 2, 2), (4, 2, 2)])
def test_P4_kristallregen(count, ruhm, kristalle):
    st = game("P4", evening=3)
    place(st, 0, ["P1"] * count)
    ev = wertung(finish_stuffing(st), 0, "P4")[0]
    assert (ev["ruhm"], ev["kristalle"]) == (ruhm, kristalle)


def test_K1_wettstreit_more_than_one_neighbour_vorladung_more_than_both_also_kristall():
    st = game("K1", n=4)
    place(st, 0, ["K1", "K1"])     # neighbours 1 (1 K) and 3 (0 K): beats both
    place(st, 1, ["K1"])           # neighbours 0 (2) and 2 (1): beats none
    place(st, 2, ["K1"])           # neighbours 1 (1) and 3 (0): beats one
    events = finish_stuffing(st)
    e0, e2 = wertung(events, 0, "K1")[0], wertung(events, 2, "K1")[0]
    assert (e0["vorladung"], e0["kristalle"]) == (1, 1)
    assert (e2["vorladung"], e2["kristalle"]) == (1, 0)
    assert not wertung(events, 1, "K1") and not wertung(events, 3, "K1")


def test_K1_wettstreit_two_players_more_gives_both_equal_gives_vorladung():
    st = game("K1", n=2)
    place(st, 0, ["K1"])
    place(st, 1, ["K1"])
    events = finish_stuffing(st)
    e = wertung(events, 0, "K1")[0]
    assert (e["vorladung"], e["kristalle"]) == (1, 0)
    st = game("K1", n=2)
    place(st, 0, ["K1", "K1"])
    place(st, 1, ["K1"])
    e = wertung(finish_stuffing(st), 0, "K1")[0]
    assert (e["vorladung"], e["kristalle"]) == (1, 1)


def test_K1_wettstreit_needs_at_least_one_own_schwarzpulver():
    st = game("K1", n=2)
    events = finish_stuffing(st)
    assert not wertung(events, 0, "K1")


def test_K2_treibsatz_the_next_chip_moves_1_further():
    st = game("K2")
    place(st, 0, ["K1", "W1"])
    h = st.players[0]["huelse"]
    assert h[-1][1] == h[-2][1] + 2
    place(st, 0, ["O1"])
    assert h[-1][1] == h[-2][1] + 1


def test_K3_meisterschaft_most_schwarzpulver_3_ruhm_tie_2_each():
    st = game("K3", n=3)
    place(st, 0, ["K1", "K1"])
    place(st, 1, ["K1"])
    events = finish_stuffing(st)
    assert wertung(events, 0, "K3")[0]["ruhm"] == 3 and not wertung(events, 1, "K3")
    st = game("K3", n=3)
    place(st, 0, ["K1"])
    place(st, 2, ["K1"])
    events = finish_stuffing(st)
    assert wertung(events, 0, "K3")[0]["ruhm"] == 2 and wertung(events, 2, "K3")[0]["ruhm"] == 2
    assert not wertung(events, 1, "K3")


def test_K4_ansporn_4_mark_per_other_player_with_less_schwarzpulver():
    st = game("K4", n=4)
    place(st, 0, ["K1", "K1"])
    place(st, 1, ["K1", "K1"])
    place(st, 2, ["K1"])
    events = finish_stuffing(st)
    bonus = [e for e in events if e["type"] == "mark_bonus" and e["seat"] == 0]
    assert bonus[0]["mark"] == 8


def test_schwarzpulver_alone_compares_with_the_messe_konkurrenz_with_1():
    st = solo(recipes={"K": 3})
    restart_evening(st, xb.STADTRAT)
    place(st, 0, ["K1"])
    events = finish_stuffing(st)
    assert wertung(events, 0, "K3")[0]["ruhm"] == 2
    st = solo(recipes={"K": 1})
    restart_evening(st, xb.STADTRAT)
    place(st, 0, ["K1", "K1"])
    e = wertung(finish_stuffing(st), 0, "K1")[0]
    assert (e["vorladung"], e["kristalle"]) == (1, 1)


def test_a_chip_put_back_by_sand_leaves_no_trace_in_the_huelse():
    st = game("R2")
    place(st, 0, ["O1", "W3"])
    st.apply(0, Action("sand"))
    assert [c[0] for c in st.players[0]["huelse"]] == ["O1"] and st.wsum(0) == 0
    place(st, 0, ["R1"])  # Nachbrenner sees Kalkorange before it now, not the Blitzpulver
    h = st.players[0]["huelse"]
    assert h[-1][1] == h[-2][1] + 1
