"""stark's hoarding guard (#32, round 5): in the fields it watches for hoarding, a move after
which the car hoards at once — counting the payout it can already see, the stamp of the
Kontrolle it stops on or the Tafel it stands on — is not searched while another move is there.
The hoarding that remained began with such a drive: onto Kontrolle 57 at Platz 3 with 210 L,
where rolling back first and one long drive burnt the fuel before the last 20 fields."""

from speedgames.core.rng import Stream
from speedgames.sprit.ai import evaluate as ai_eval
from speedgames.sprit.ai import search as ai_search
from speedgames.sprit.ai.watch import HOARD_LINE, hoard_litres, hoarding, hoards_after
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


def test_if_every_move_hoards_the_candidates_stay_as_they_were(monkeypatch):
    """On 38 with 300 L and three stamps every move hoards, the Werkstatt behind too."""
    s = new(4, track="bergsprint")
    put(s, 0, 41, 5, stamps=3, finished=True, zielplatz=1)
    put(s, 1, 41, 5, stamps=3, finished=True, zielplatz=2)
    put(s, 2, 38, 300, stamps=3)
    put(s, 3, 20, 80, stamps=2)
    seat = activate(s, 2)
    assert all(hoards_after(_after(s, seat, a), 2) for a in s.legal_actions(seat))
    guarded = ai_search._candidates(s, seat)
    monkeypatch.setattr(ai_search, "HOARD_GUARD", False)
    assert guarded == ai_search._candidates(s, seat) and guarded


def test_a_table_of_two_plays_as_before(monkeypatch):
    s, seat = tafel_at_the_back(cars=2)
    assert not ai_search.watches_hoarding(s)
    before = [(x.action, x.value) for x in ai_search.search(s, seat, Stream(1))]
    monkeypatch.setattr(ai_search, "HOARD_GUARD", False)
    assert [(x.action, x.value) for x in ai_search.search(s, seat, Stream(1))] == before
