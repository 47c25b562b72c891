"""#32: „normal and leicht must not end stranded with a full tank“ — the check
(:mod:`speedgames.sprit.ai.stranded`, ``tools/sprit_match.py stranded``): a car left on the
road at the game's end with more than ``LIMIT`` litres and a drive forward open to it."""

import pytest

from speedgames.sprit.ai import stranded
from tests.sprit.helpers import new, put


def test_a_car_on_the_road_with_a_full_tank_and_a_drive_open_is_stranded_full():
    s = new(5, track="alpenpass")
    put(s, 0, 42, 250, stamps=3)
    assert stranded.stranded_full(s, 0)
    put(s, 0, 42, stranded.LIMIT, stamps=3)
    assert not stranded.stranded_full(s, 0)          # not more than the limit
    assert stranded.stranded_full(s, 0, limit=100)   # … a lower limit catches it
    put(s, 0, 65, 250, stamps=3, finished=True, zielplatz=1)
    assert not stranded.stranded_full(s, 0)          # in the Ziel: not on the road


def test_a_boxed_in_car_is_not_counted():
    """No drive forward open (the fields ahead taken or barred): no path home to waste fuel on."""
    s = new(3, track="bergsprint")
    put(s, 0, 38, 250, stamps=2)   # 39 E, 40 T ahead; 41 the Ziel needs three stamps
    put(s, 1, 39, 10, stamps=2)
    put(s, 2, 40, 10, stamps=2)
    assert not stranded.stranded_full(s, 0)
    put(s, 2, 20, 10, stamps=2)    # 40 free again
    assert stranded.stranded_full(s, 0)


def test_the_check_finds_a_stranded_full_car_in_seeded_games():
    """Seeds 300–301, 5 frozen one-move starks (``strong_v1``, which keeps the uncapped table,
    Alpenpass): a car ends on the Kontrolle 42 with 260 L — the check can fail, and does on the
    one-move judgement without the fuel cap (normal and leicht did so before #32's cap)."""
    out = stranded.stranded_games(["strong_v1"] * 5, 2, 300, track="alpenpass", cards=True)
    assert out["cars"] == {"strong_v1": 10}
    assert out["cases"] == [[301, "strong_v1", 42, 260]]
    assert out == stranded.stranded_games(["strong_v1"] * 5, 2, 300, track="alpenpass",
                                          cards=True)  # replays


@pytest.mark.parametrize("track", ["alpenpass", "bergsprint"])
def test_normal_and_leicht_never_end_stranded_with_a_full_tank(track):
    """Seeds 300–303, 5 cars: before the fuel cap leicht cars ended on the Alpenpass's
    Werkstatt 37 with 218 and 276 L and on the Bergsprint's 16 and 18 with 289–368 L."""
    out = stranded.stranded_games(["normal", "easy", "normal", "easy", "normal"], 4, 300,
                                  track=track, cards=True)
    assert out["stranded"] == {"normal": 0, "easy": 0}


def test_the_capped_table_is_a_restriction_of_the_plain_one():
    """Planning without fuel gains above the cap can only need more turns, never fewer — and on
    the Alpenpass at Platz 5 it does need more somewhere (the cap binds)."""
    from speedgames.sprit.ai import table

    for track in ("alpenpass", "bergsprint"):
        plain = table.table_for(track, 5, 5)
        cap = table.table_for(track, 5, 5, cap=table.LEVEL_CAP)
        pairs = [(a, b) for s in range(4) for rp, rc in zip(plain[s], cap[s])
                 for a, b in zip(rp, rc)]
        assert all(b >= a for a, b in pairs)
        assert any(b > a for a, b in pairs)


def test_a_roll_back_into_a_tank_above_the_cap_comes_last():
    """A leicht car on the Alpenpass's 43 with 158 L (seed 302 before the cap): the Werkstatt 37
    behind brings 60 L, 218 L — it is the last of the ordered moves."""
    from speedgames.sprit.ai.players import PROFILES, capped, ranked_options
    from tests.sprit.helpers import activate

    s = new(5, track="alpenpass")
    for other, field in ((1, 65), (2, 65), (3, 42), (4, 65)):
        put(s, other, field, 30, stamps=3, finished=field == 65, zielplatz=other)
    put(s, 0, 43, 158, stamps=2)
    seat = activate(s, 0)
    ranked = ranked_options(s, seat, PROFILES["easy"])
    assert ranked[0].action.type == "werkstatt"  # the table still likes the roll best: 3 turns
    ordered = capped(s, seat, ranked, PROFILES["easy"].cap)
    assert ordered[-1].action.type == "werkstatt"
    assert len(ordered) > 1
