"""stark and the Werkstatt a rival takes first (issue 12, strandings): in a big field a move
whose next turn leaves only the Werkstatt behind, with a rival standing before that Werkstatt,
is valued with the chance of being sent back to the Start — the samples' rivals (the quick
judgement) seldom roll back, a searching rival does."""

import pytest

from speedgames.core.rng import Stream
from speedgames.sprit.ai import search as ai_search
from tests.sprit.helpers import activate, drive, new, put


def werkstatt_trap(cars=4, rival_field=24):
    """Car 0 on 22 with 10 L: driving to 26 (a Tafel „4“ that won't pay) empties the tank, so its
    next turn has only the Werkstatt on 23 — which the rival on 24 can roll onto first."""
    s = new(cars, track="bergsprint")
    put(s, 0, 22, 10, stamps=2)
    put(s, 1, rival_field, 80, stamps=2)
    for k in range(2, cars):
        put(s, k, 30 + 3 * k, 40, stamps=3)
    return s, activate(s, 0)


def sample(s, seat, action, watch=True, k=0, car=0):
    """One sample of ``car``'s ``action`` (deal and seed from stream ``5 + k``)."""
    stream = Stream(5 + k)
    deck = ai_search.deal(s, stream)
    return ai_search.run_sample(s, seat, car, action, deck, stream.next_u64(),
                                ai_search._plies(s), watch=watch)


def test_a_next_turn_with_only_the_werkstatt_a_rival_stands_before_is_flagged():
    s, seat = werkstatt_trap()
    flagged = sample(s, seat, drive(26)).flagged
    assert flagged is not None
    risk, stranded, lost = flagged
    assert risk == pytest.approx(ai_search.STRAND)  # one rival before the Werkstatt on 23
    c = stranded.cars[0]
    assert (c["field"], c["fuel"], c["stamps"]) == (0, s.track.start_tank, 2)
    assert lost[0] == 2  # the drive and the turn lost to the Festgefahren


def test_no_rival_before_that_werkstatt_flags_nothing():
    s, seat = werkstatt_trap(rival_field=30)  # the rival's Werkstatt behind is 29, not 23
    assert sample(s, seat, drive(26)).flagged is None


def test_a_move_with_a_drive_at_the_next_turn_flags_nothing():
    s, seat = werkstatt_trap()
    for k in range(4):
        assert sample(s, seat, drive(25), k=k).flagged is None  # the Kontrolle: a stamp, then on


def test_the_sample_itself_is_the_same_watched_or_not():
    s, seat = werkstatt_trap()
    end_watched, used_watched, *_rest = sample(s, seat, drive(26))
    end_plain, used_plain, none, _stuck, hoards = sample(s, seat, drive(26), watch=False)
    assert none is None and hoards == 0
    assert used_watched == used_plain
    assert [c["field"] for c in end_watched.cars] == [c["field"] for c in end_plain.cars]


def _unwatched(monkeypatch):
    plain = ai_search.run_sample
    monkeypatch.setattr(ai_search, "run_sample",
                        lambda *args, watch=False, **kw: plain(*args, **kw))


def test_stark_leaves_the_drive_that_strands_it_on_the_rivals_werkstatt(monkeypatch):
    s, seat = werkstatt_trap()
    watched = {x.action: x.value for x in ai_search.search(s, seat, Stream(3))}
    best = min(watched, key=watched.get)
    _unwatched(monkeypatch)
    plain = {x.action: x.value for x in ai_search.search(s, seat, Stream(3))}
    assert min(plain, key=plain.get) == drive(26)  # the best-looking move without the watch …
    assert best != drive(26)                        # … is left now
    assert watched[drive(26)] > plain[drive(26)]
    assert watched[drive(25)] == plain[drive(25)]  # a move with a drive next turn: unchanged


def test_two_cars_are_not_watched(monkeypatch):
    """The duel keeps its play: the watch acts only with more than two cars running."""
    s, seat = werkstatt_trap(cars=2)

    def never(*_args):
        raise AssertionError("two cars must not be watched")

    monkeypatch.setattr(ai_search, "_strand_flag", never)
    assert ai_search.search(s, seat, Stream(3))


def test_a_festgefahren_in_a_sample_costs_the_crowd_rate_on_top(monkeypatch):
    """The rival on 24 has no fuel: it must take the Werkstatt 23, so the car on 26 with an empty
    tank is Festgefahren in every sample — and that counts beyond the table's restart."""
    s, seat = werkstatt_trap()
    s.cars[1]["fuel"] = 0
    assert sample(s, seat, drive(26)).stuck == 1
    assert sample(s, seat, drive(25)).stuck == 0
    args = (s, seat, 0, drive(26), ai_search.deal(s, Stream(5)), 9, ai_search._plies(s), {})
    crowd = ai_search._play_out(*args, True)
    duel = ai_search._play_out(*args, False)
    cost = ai_search.STUCK_CROWD
    assert cost > 0
    monkeypatch.setattr(ai_search, "STUCK_CROWD", 0.0)
    assert ai_search._play_out(*args, True)[0] == pytest.approx(crowd[0] - cost)
    assert ai_search._play_out(*args, True)[1] == crowd[1]
    assert ai_search._play_out(*args, False) == duel  # two cars: no such cost
