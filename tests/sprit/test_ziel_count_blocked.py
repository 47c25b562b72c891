"""#30: a rival standing on the only Kontrolle still needed made „Züge bis ins Ziel“ jump
(3 after driving onto the Tankstelle 55 of the Alpenpass, 4 at the next turn with a car on the
Kontrolle 57) although the plan stood: the figure counts waiting on the Tankstelle until that car
moves on — tanking or giving 10 L while waiting — and the Ziel-Rechner and the Rat say so.
The position is the one four normal computers reach on the Alpenpass with seed 1."""

from __future__ import annotations

from speedgames.core.i18n import set_language
from speedgames.core.players import Advice, Option
from speedgames.sprit.ai.search import turns_after
from speedgames.sprit.ai.ziel_count import stays_for, waiting_count
from speedgames.sprit.rules.tracks import KONTROLLE, TANKSTELLE
from speedgames.sprit.screen.rat import rat_lines
from speedgames.sprit.screen.ziel_hint import fastest_way, turns_after_best, ziel_parts
from tests.sprit.helpers import activate, drive, new, put


def _before(rival_on: int = 57):
    """Car 0 on field 48 with two stamps and 61 L; the Kontrolle 57 is the last one ahead."""
    s = new(4, seed=1)
    assert s.track.code(55) == TANKSTELLE and s.track.code(57) == KONTROLLE
    assert [f for f in range(49, s.track.ziel) if s.track.code(f) == KONTROLLE] == [57]
    put(s, 0, 48, 61, stamps=2)
    put(s, 1, 38, 80, stamps=2)
    put(s, 2, rival_on, 40, stamps=3)
    put(s, 3, 40, 80, stamps=2)
    return s


def _after(s, rival_on: int = 57, must_stamp: bool = False):
    nxt = s.clone()
    put(nxt, 0, 55, 33, stamps=2)          # 61 L − 28 L for the seven fields
    put(nxt, 2, rival_on, 40, stamps=3 if not must_stamp else 2, must_stamp=must_stamp)
    activate(nxt, 0)
    return nxt


def test_a_rival_on_the_only_kontrolle_ahead_moves_the_figure_by_one_at_most():
    s = _before()
    seat = activate(s, 0)
    told = turns_after(s, seat, 0, drive(55))
    nxt = _after(s)
    legal = min(turns_after(nxt, seat, 0, a) for a in nxt.legal_actions(seat))
    assert legal > told   # the car can't drive to 57 now: without waiting the count jumps
    figure = turns_after_best(nxt, 0)
    assert told - 1 <= figure <= told, (told, figure)
    assert fastest_way(nxt, 0) == (figure, (57, 1))


def test_the_wait_is_counted_as_long_as_the_rival_stays():
    """A rival that only just arrived on the Kontrolle stamps at its next turn: it blocks two of
    the car's turns, and the wait counts both."""
    nxt = _after(_before(), must_stamp=True)
    assert stays_for(nxt, 57) == 2
    found = waiting_count(nxt, 0, turns_after)
    assert found is not None and found[1:] == (57, 2)
    seat = nxt.cars[0]["seat"]
    legal = min(turns_after(nxt, seat, 0, a) for a in nxt.legal_actions(seat))
    assert turns_after_best(nxt, 0) == min(legal, found[0])


def test_the_ziel_rechner_and_the_rat_say_that_they_count_the_wait():
    set_language("de")
    far = _after(_before())
    put(far, 0, 49, 45, stamps=2)      # the Tankstelle 49, far enough for the Rechner's count
    figure = turns_after_best(far, 0)
    assert fastest_way(far, 0) == (figure, (57, 1))
    parts, _good = ziel_parts(far, 0)
    text = " ".join(p.render() for p in parts)
    assert f"noch etwa {figure} Züge" in text
    assert "Feld 57 ist gerade besetzt" in text and "1 Zug wartest" in text
    nxt = _after(_before())              # the Rat: its Tanken is slower than the wait
    figure = turns_after_best(nxt, 0)
    seat = nxt.cars[0]["seat"]
    tank = next(a for a in nxt.legal_actions(seat) if a.type == "tank")
    slow = turns_after(nxt, seat, 0, tank)
    assert slow > figure
    option = Option(tank, 1.0, None, {"turns": slow})
    lines = [x.render() for x in rat_lines(nxt, 0, Advice(options=[option],
                                                          extra={"best": option}))]
    assert f"Danach noch etwa {slow} Züge" in lines[0]
    assert f"bis Feld 57 frei ist, nur etwa {figure} Züge" in lines[1]   # right after it
    set_language("en")
    parts, _good = ziel_parts(far, 0)
    assert "Field 57 is taken just now" in " ".join(p.render() for p in parts)
    set_language("de")


def test_a_car_that_cannot_wait_keeps_the_legal_moves_count():
    """Off a Tankstelle a car has to move: the count of its legal moves is the honest one."""
    s = _before()
    put(s, 0, 53, 45, stamps=2)
    seat = activate(s, 0)
    assert waiting_count(s, 0, turns_after) is None
    assert turns_after_best(s, 0) == min(turns_after(s, seat, 0, a)
                                         for a in s.legal_actions(seat))
    assert fastest_way(s, 0)[1] is None


def test_nothing_blocked_nothing_waited():
    nxt = _after(_before(rival_on=30), rival_on=30)
    assert waiting_count(nxt, 0, turns_after) is None
    assert fastest_way(nxt, 0)[1] is None
