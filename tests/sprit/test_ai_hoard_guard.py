"""stark's hoarding guard (#32, round 5): in the fields it watches for hoarding, a move after
which the car hoards at once — counting the payout it can already see, the stamp of the
Kontrolle it stops on or the Tafel it stands on — is not searched while another move is there.
The hoarding that remained began with such a drive: onto Kontrolle 57 at Platz 3 with 210 L,
where rolling back first and one long drive burnt the fuel before the last 20 fields."""

import pytest

from speedgames.core.game import Action
from speedgames.core.rng import Stream
from speedgames.sprit.ai import evaluate as ai_eval
from speedgames.sprit.ai import search as ai_search
from speedgames.sprit.ai.evaluate import card_outcomes
from speedgames.sprit.ai.watch import (HOARD_LINE, doomed, guarded, hoard_litres, hoard_risk,
                                       hoarding, hoards_after, owes_near_ziel,
                                       werkstatt_contested)
from tests.sprit.helpers import activate, drive, new, put
from tests.sprit.test_ai_hoard_watch import tafel_at_the_back


def last_two_on_the_alpenpass(fuel=210):
    """4-car Alpenpass, two cars in the Ziel: car 2 on Werkstatt 43 with two stamps and
    ``fuel`` litres, its rival car 3 on 40 (seed 180113, round 23)."""
    s = new(4, track="alpenpass")
    put(s, 0, 65, 10, stamps=3, finished=True, zielplatz=1)
    put(s, 1, 65, 0, stamps=3, finished=True, zielplatz=2)
    put(s, 2, 43, fuel, stamps=2)
    put(s, 3, 40, 127, stamps=1)
    return s, activate(s, 2)


def _after(s, seat, action):
    return ai_eval.neutral_after(s, seat, s.active_car, action)


def test_a_drive_onto_a_kontrolle_counts_the_stamp_it_will_pay():
    """On 57 with 105 L the car is 39 L over (8 fields = 36 L, Zielplatz 3 allows 30 L): not
    yet hoarding. The stamp it must take there pays 30 L at Platz 3: 69 L over — it hoards."""
    s, seat = last_two_on_the_alpenpass()
    after = _after(s, seat, drive(57))
    assert after.cars[2]["field"] == 57 and after.cars[2]["must_stamp"]
    assert after.cars[2]["fuel"] == 105
    assert not hoarding(after, 2)
    assert hoard_litres(after, 2) == 39
    assert hoards_after(after, 2)
    calm, calm_seat = last_two_on_the_alpenpass(fuel=190)  # 85 L on 57: 49 L over with the stamp
    assert not hoards_after(_after(calm, calm_seat, drive(57)), 2)


def test_a_tafel_counts_at_the_platz_the_cars_behind_may_push_the_car_to():
    """Bergsprint, six cars, three in the Ziel: on Tafel „1/5/6“ (field 31) at Platz 4 the car
    gets nothing now, but the two cars behind may pass it before its turn: at Platz 6 the Tafel
    pays 60 L. With 120 L the car is 25 L over (10 fields = 55 L, allowance 40 L) — 85 L with
    that payout."""
    s = new(6, track="bergsprint")
    for k in range(3):
        put(s, k, 41, 5, stamps=3, finished=True, zielplatz=k + 1)
    put(s, 3, 31, 120, stamps=3)
    put(s, 4, 16, 100, stamps=2)
    put(s, 5, 10, 100, stamps=2)
    assert s.platz(3) == 4 and not s.track.tafel_pays(31, 4)
    assert hoard_litres(s, 3) == 25 <= HOARD_LINE
    assert hoards_after(s, 3)
    put(s, 4, 36, 100, stamps=2)  # both cars ahead: Platz 6 now — the Tafel pays 60 L
    put(s, 5, 37, 100, stamps=2)
    assert s.platz(3) == 6
    assert hoards_after(s, 3)
    s.cars[3]["fuel"] = 40  # 40 L + 60 L: 5 L over, no hoarding whatever the Platz
    assert not hoards_after(s, 3)


def test_in_the_last_two_of_a_bigger_field_stark_does_not_search_the_drive_onto_57(
        monkeypatch):
    s, seat = last_two_on_the_alpenpass()
    guarded = [x.action for x in ai_search.search(s, seat, Stream(1))]
    assert drive(57) not in guarded
    assert all(not hoards_after(_after(s, seat, a), 2) for a in guarded)
    monkeypatch.setattr(ai_search, "HOARD_GUARD", False)
    plain = ai_search.search(s, seat, Stream(1))  # unguarded it drove in and hoarded (seed 180113)


def test_in_a_crowd_the_drive_onto_the_tafel_it_cannot_burn_is_not_searched(monkeypatch):
    s, seat = tafel_at_the_back()
    assert drive(31) not in [a for _v, a in ai_search._candidates(s, seat)]
    monkeypatch.setattr(ai_search, "HOARD_GUARD", False)
    assert drive(31) in [a for _v, a in ai_search._candidates(s, seat)]


def test_if_every_candidate_hoards_the_best_move_that_does_not_takes_their_place(monkeypatch):
    """With one candidate (the one-move best) and that one the hoarding drive onto 57, the
    best of the other moves by the one-move judgement that doesn't hoard is searched."""
    s, seat = last_two_on_the_alpenpass()
    real = ai_search.ranked_options

    def drive_57_first(state, seat_, profile):
        options = real(state, seat_, profile)
        return sorted(options, key=lambda o: o.action != drive(57))

    monkeypatch.setattr(ai_search, "ranked_options", drive_57_first)
    monkeypatch.setattr(ai_search, "CANDIDATES", 1)
    clean = [o.action for o in drive_57_first(s, seat, ai_search.PROFILES["strong"])
             if not hoards_after(_after(s, seat, o.action), 2)]
    assert [a for _v, a in ai_search._candidates(s, seat)] == clean[:1]
    monkeypatch.setattr(ai_search, "HOARD_GUARD", False)
    assert [a for _v, a in ai_search._candidates(s, seat)] == [drive(57)]


def every_move_hoards(cards):
    """Bergsprint, two cars in the Ziel: car 2 on 38 with 300 L and three stamps."""
    s = new(4, track="bergsprint", cards=cards)
    put(s, 0, 41, 5, stamps=3, finished=True, zielplatz=1)
    put(s, 1, 41, 5, stamps=3, finished=True, zielplatz=2)
    put(s, 2, 38, 300, stamps=3)
    put(s, 3, 20, 80, stamps=2)
    return s, activate(s, 2)


@pytest.mark.parametrize("cards", [False, True])
def test_if_every_move_may_hoard_the_candidates_with_the_least_risk_stay(monkeypatch, cards):
    """Every move hoards for sure, the Werkstatt behind too, except that with cards the drive
    onto the Ereignisfeld 39 may draw Motorstottern or Volltanken: the candidates stay as they
    were, or with cards the least risky of them stays."""
    s, seat = every_move_hoards(cards)
    assert all(hoards_after(_after(s, seat, a), 2) for a in s.legal_actions(seat))
    risks = {a: hoard_risk(s, seat, 2, a) for a in s.legal_actions(seat)}
    kept = ai_search._candidates(s, seat)
    monkeypatch.setattr(ai_search, "HOARD_GUARD", False)
    unguarded = ai_search._candidates(s, seat)
    least = min(risks[a] for _v, a in unguarded)
    assert kept == [(v, a) for v, a in unguarded if risks[a] == least] and kept
    assert (least < 1) == cards
    if not cards:
        assert kept == unguarded


def test_a_table_of_two_plays_as_before(monkeypatch):
    s, seat = tafel_at_the_back(cars=2)
    assert not ai_search.watches_hoarding(s)
    before = [(x.action, x.value) for x in ai_search.search(s, seat, Stream(1))]
    monkeypatch.setattr(ai_search, "HOARD_GUARD", False)
    assert [(x.action, x.value) for x in ai_search.search(s, seat, Stream(1))] == before


def windschatten_ahead():
    """4-car Alpenpass, nobody in the Ziel: car 2 on Kontrolle 42, stamped, with 171 L and two
    stamps; a car on 55 ahead of it (seed 220091, round 18)."""
    s = new(4, track="alpenpass")
    put(s, 0, 60, 20, stamps=3)
    put(s, 1, 55, 90, stamps=2)
    put(s, 2, 42, 171, stamps=2)
    put(s, 3, 40, 150, stamps=1)
    return s, activate(s, 2)


def test_a_drive_onto_an_ereignisfeld_counts_the_cards_after_which_the_car_hoards():
    """Onto the Ereignisfeld 46 the car keeps 161 L for 19 fields: no hoarding as a plain
    field. A Windschattenfahrt carries it past the Werkstatt 56 onto Kontrolle 57 at no
    cost — 8 fields, 36 L plus 10 L allowance: 115 L over. Its risk is the Windschattenfahrt's share of the pile."""
    s, seat = windschatten_ahead()
    assert s.track.code(46) == ai_eval.EREIGNIS
    assert hoard_risk(s, seat, 2, drive(46), cards=False) == 0  # as a plain field
    carried = [(p, after) for p, card, after in card_outcomes(s, seat, 2, drive(46))
               if card == "windschattenfahrt"]
    assert len(carried) == 1 and carried[0][1].cars[2]["field"] == 57
    assert hoarding(carried[0][1], 2) and hoard_litres(carried[0][1], 2) == 115
    assert hoard_risk(s, seat, 2, drive(46)) == carried[0][0] == 1 / len(s.deck)
    assert hoard_risk(s, seat, 2, drive(45)) == 0.0  # a plain field: 0 or 1
    assert hoard_risk(s, seat, 2, drive(54)) == 1.0


def test_the_guard_does_not_search_a_drive_a_card_may_turn_into_hoarding(monkeypatch):
    s, seat = windschatten_ahead()
    assert_left_out(monkeypatch, "HOARD_CARDS", s, seat, drive(46))


def assert_left_out(monkeypatch, knob, s, seat, move, off=False, on=True):
    """``move`` is a candidate with the guard's ``knob`` at ``off``, and at ``on`` it is not:
    every candidate left has no risk of hoarding at once."""
    monkeypatch.setattr(ai_search, knob, off)
    assert move in [a for _v, a in ai_search._candidates(s, seat)]
    monkeypatch.setattr(ai_search, knob, on)
    kept = [a for _v, a in ai_search._candidates(s, seat)]
    assert kept and move not in kept
    assert all(hoard_risk(s, seat, s.active_car, a) == 0 for a in kept)


def test_if_no_move_is_clean_the_candidates_with_the_least_risk_stay():
    """Drive 46 (a Windschattenfahrt hoards), drive 51 (more cards do) and drive 54 (hoards for
    sure) as the only moves looked at: the one with the least risk stays."""
    s, seat = windschatten_ahead()
    risky = [(1.0, drive(51)), (2.0, drive(46)), (3.0, drive(54))]
    assert 0 < hoard_risk(s, seat, 2, drive(46)) < hoard_risk(s, seat, 2, drive(51)) < 1
    assert guarded(s, seat, 2, risky, []) == [(2.0, drive(46))]
    assert guarded(s, seat, 2, risky, [(4.0, drive(54)), (5.0, drive(45))]) == [(5.0, drive(45))]


def roll_back_into_a_corner(behind_werkstatt: int):
    """Bergsprint, 4 cars, two in the Ziel: car 2 on Kontrolle 34 with 100 L and its three
    stamps; car 3 on ``behind_werkstatt``. Rolling back to the Werkstatt on 29 gives 150 L
    there, 12 fields before the Ziel (6-car Bergsprint seed 210005 in small)."""
    s = new(4, track="bergsprint")
    put(s, 0, 41, 5, stamps=3, finished=True, zielplatz=1)
    put(s, 1, 41, 5, stamps=3, finished=True, zielplatz=2)
    put(s, 2, 34, 100, stamps=3)
    put(s, 3, behind_werkstatt, 80, stamps=2)
    return s, activate(s, 2)


def test_a_roll_back_that_leaves_no_clean_move_is_doomed():
    """On 29 with 150 L every drive hoards; with the Werkstatt on 23 free the car can roll back
    once more (not doomed), with car 3 on it it can't (doomed)."""
    free, seat = roll_back_into_a_corner(20)
    after = _after(free, seat, Action("werkstatt"))
    assert (after.cars[2]["field"], after.cars[2]["fuel"]) == (29, 150)
    assert not hoards_after(after, 2) and not doomed(after, 2)
    assert hoard_risk(free, seat, 2, Action("werkstatt")) == 0
    blocked, seat = roll_back_into_a_corner(23)
    after = _after(blocked, seat, Action("werkstatt"))
    assert not hoards_after(after, 2) and doomed(after, 2)
    assert hoard_risk(blocked, seat, 2, Action("werkstatt")) == 1
    assert hoard_risk(blocked, seat, 2, Action("werkstatt"), doom=False) == 0


def stamped_on_57():
    """4-car Alpenpass, two cars in the Ziel: car 2 stamped its third stamp on 57 and holds
    100 L at Platz 3; car 3 far behind on 42 (seed 220573, round 25)."""
    s = new(4, track="alpenpass")
    put(s, 0, 65, 0, stamps=3, finished=True, zielplatz=1)
    put(s, 1, 65, 3, stamps=3, finished=True, zielplatz=2)
    put(s, 2, 57, 100, stamps=3)
    put(s, 3, 42, 374, stamps=2)
    return s, activate(s, 2)


def test_the_guard_does_not_search_a_drive_into_a_corner_where_every_move_hoards(monkeypatch):
    """To 60 (Tafel 1/5/6, nothing at Platz 3) the car keeps 94 L: 5 fields = 15 L plus 30 L
    allowance, 49 L over — not hoarding yet. But from 60 every drive, and the Werkstatt back
    to 56 (+40 L), hoards: stark rolled back and hoarded there. The guard leaves the drive out."""
    s, seat = stamped_on_57()
    after = _after(s, seat, drive(60))
    assert hoard_litres(after, 2) == 49 and not hoards_after(after, 2)
    assert doomed(after, 2)
    assert_left_out(monkeypatch, "HOARD_DOOMED", s, seat, drive(60))


def rival_before_the_last_werkstatt(rival_on=54):
    """4-car Alpenpass, two cars in the Ziel: car 1 on 46 with 149 L and two stamps, its rival
    car 0 with 30 L and two stamps on ``rival_on`` (seed 300999, round 22: on 54)."""
    s = new(4, track="alpenpass")
    put(s, 0, rival_on, 30, stamps=2)
    put(s, 1, 46, 149, stamps=2)
    put(s, 2, 65, 12, stamps=3, finished=True, zielplatz=2)
    put(s, 3, 65, 0, stamps=3, finished=True, zielplatz=1)
    return s, activate(s, 1)


def test_a_stamp_due_takes_the_next_turn_and_the_turn_after_it_counts(monkeypatch):
    """Onto Kontrolle 57 the car keeps 83 L; the stamp at Platz 3 makes it 113 L, 47 L over:
    no hoarding yet, and round 6's look ended at the stamp. After it every drive hoards; the
    Werkstatt back to 56 gives 123 L (48 L over), and there every drive hoards too, and the
    way on, the Werkstatt 50, is the one the rival on 54 rolls onto first (it did)."""
    s, seat = rival_before_the_last_werkstatt()
    after = _after(s, seat, drive(57))
    assert after.cars[1]["must_stamp"] and after.cars[1]["fuel"] == 83
    assert not hoards_after(after, 1)
    assert not doomed(after, 1, depth=1)
    assert doomed(after, 1)
    assert hoard_risk(s, seat, 1, drive(57)) == 1 and hoard_risk(s, seat, 1, drive(57), doom=1) == 0
    assert_left_out(monkeypatch, "HOARD_DOOMED", s, seat, drive(57), off=1, on=2)


def test_a_werkstatt_another_car_may_roll_onto_first_is_no_way_out():
    """On 56 after the stamp and the roll back: the Werkstatt 50 behind is contested by a
    rival on 51–56 (its own Werkstatt behind is 50), not by one on 49 (its own is 43). With
    the rival on 49 the drive onto 57 is not doomed: 56 → 50 is a way out."""
    s, seat = rival_before_the_last_werkstatt()
    on_56 = s.clone()
    put(on_56, 1, 56, 123, stamps=3)
    assert werkstatt_contested(on_56, 1)
    put(on_56, 0, 49)
    assert not werkstatt_contested(on_56, 1)
    free, seat = rival_before_the_last_werkstatt(rival_on=49)
    after = _after(free, seat, drive(57))
    assert after.platz(1) == 3 and not doomed(after, 1)


def past_the_taken_kontrolle():
    """4-car Alpenpass, nobody in the Ziel: car 0 on 53 with 49 L and two stamps; Kontrolle 57,
    its last, taken by car 1 with 4 L (seed 310163, round 19)."""
    s = new(4, track="alpenpass")
    put(s, 0, 53, 49, stamps=2)
    put(s, 1, 57, 4, stamps=2, must_stamp=True)
    put(s, 2, 49, 27, stamps=2)
    put(s, 3, 38, 70, stamps=1)
    return s, activate(s, 0)


def test_a_drive_that_leaves_a_stamp_to_fetch_from_behind_near_the_ziel_counts_as_hoarding():
    """Past 57 the car owes a stamp it can only fetch by rolling back to 56 (+10 L a field)
    and stamping at its Platz: stark drove to 58, rolled back from 62 with 24 L, came to 57
    with 83 L, stamped 113 L and hoarded. Waiting on 54 or 55 leaves nothing owing."""
    s, seat = past_the_taken_kontrolle()
    assert owes_near_ziel(s, 0, drive(58)) and owes_near_ziel(s, 0, drive(62))
    assert not owes_near_ziel(s, 0, drive(55)) and not owes_near_ziel(s, 0, Action("werkstatt"))
    assert hoard_risk(s, seat, 0, drive(58), debt=False) == 0
    assert hoard_risk(s, seat, 0, drive(58)) == 1
    searched = [(4.9, drive(58)), (3.7, drive(55))]
    assert guarded(s, seat, 0, searched, [], debt=False) == searched
    assert guarded(s, seat, 0, searched, []) == [(3.7, drive(55))]


def test_stamp_debt_far_from_the_ziel_is_left_to_the_search():
    """Passing a Kontrolle more than 20 fields before the Ziel is no hoarding risk: the road
    left burns what the roll back and the stamp pay (the search costs it, ``STAMP_DEBT``)."""
    s = new(4, track="alpenpass")
    put(s, 0, 20, 60, stamps=1)
    put(s, 1, 22, 60, stamps=1, must_stamp=True)
    put(s, 2, 10, 60, stamps=1)
    put(s, 3, 10, 60, stamps=0)
    activate(s, 0)
    assert not owes_near_ziel(s, 0, drive(25))
