"""Einsatz (core.stakes): one test per rule sentence, and the invariants as properties."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from speedgames.core import stakes


def test_every_purse_starts_with_100_taler():
    assert stakes.START_PURSE == 100


def test_the_einsatz_is_ohne_5_10_or_25():
    assert stakes.STAKES == (0, 5, 10, 25)
    assert stakes.clean_stake(10) == 10
    assert stakes.clean_stake(7) == 0 and stakes.clean_stake("10") == 0
    assert stakes.clean_stake(True) == 0 and stakes.clean_stake(None) == 0


def test_a_human_pays_at_most_what_the_purse_holds():
    assert stakes.paid(25, {0: 100, 2: 10, 3: 0}) == {0: 25, 2: 10, 3: 0}


def test_the_pot_goes_to_the_best_placed_human():
    # seat 1 is a computer in first place: it wins no Taler; seat 2 is the best human
    delta = stakes.payout({0: 10, 2: 10, 3: 10}, ranks=[3, 1, 2, 4])
    assert delta == {0: -10, 2: 20, 3: -10}


def test_humans_sharing_the_best_place_split_the_pot():
    assert stakes.payout({0: 10, 1: 10}, ranks=[1, 1]) == {0: 0, 1: 0}
    assert stakes.payout({0: 10, 1: 10, 2: 10, 3: 10}, ranks=[1, 1, 3, 4]) == \
        {0: 10, 1: 10, 2: -10, 3: -10}


def test_the_remainder_goes_to_the_better_tie_break():
    # 25 + 25 + 25 = 75 between two humans on place 1: 37 each and the odd Taler to seat 2,
    # whom the game's tie-break puts ahead
    delta = stakes.payout({0: 25, 1: 25, 2: 25}, ranks=[1, 3, 1], order=[2, 0, 1])
    assert delta == {0: 12, 1: -25, 2: 13}


def test_alone_you_get_your_stake_back():
    assert stakes.payout({0: 25}, ranks=[3, 1, 2]) == {0: 0}


def test_who_leaves_a_game_with_other_humans_early_forfeits_the_stake():
    assert stakes.forfeit({0: 10, 1: 10, 3: 10}, leaver=1) == {0: 5, 1: -10, 3: 5}
    assert stakes.forfeit({0: 5, 2: 5}, leaver=0) == {0: -5, 2: 5}


def test_leaving_alone_forfeits_nothing():
    assert stakes.forfeit({0: 10}, leaver=0) == {0: 0}


def test_a_purse_never_goes_below_zero():
    assert stakes.apply(5, -25) == 0
    assert stakes.apply(5, 10) == 15


def test_a_purse_at_zero_gets_a_daily_allowance_once_a_day():
    assert stakes.allowance(0, None, "2026-12-01") == (stakes.ALLOWANCE, "2026-12-01")
    assert stakes.allowance(0, "2026-12-01", "2026-12-01") == (0, "2026-12-01")
    assert stakes.allowance(30, "2026-11-30", "2026-12-01") == (30, "2026-11-30")


_tables = st.integers(1, 6).flatmap(lambda n: st.tuples(
    st.lists(st.integers(1, n), min_size=n, max_size=n),
    st.sets(st.integers(0, n - 1), min_size=1),
    st.sampled_from(stakes.STAKES)))


@given(_tables)
def test_payout_moves_taler_between_humans_and_creates_none(table):
    ranks, humans, stake = table
    delta = stakes.payout({seat: stake for seat in humans}, ranks)
    assert sum(delta.values()) == 0
    best = min(ranks[s] for s in humans)
    for seat, change in delta.items():
        assert change >= -stake
        if ranks[seat] != best:
            assert change == -stake


@given(_tables)
def test_forfeit_moves_exactly_the_leavers_stake(table):
    _ranks, humans, stake = table
    leaver = min(humans)
    delta = stakes.forfeit({seat: stake for seat in humans}, leaver)
    assert sum(delta.values()) == 0
    assert delta[leaver] == (-stake if len(humans) > 1 else 0)


# ---------------------------------------------------------------- purses.json
def _storage(tmp_path):
    from speedgames.core.storage import Storage

    return Storage(tmp_path, durable=False)


TABLE = {"mode": "table", "stake": 10,
         "seats": [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"},
                   {"kind": "human", "name": "Bernd"}]}


def test_a_finished_game_pays_the_pot_once_and_a_replay_pays_nothing(tmp_path):
    from speedgames.core import purses

    storage = _storage(tmp_path)
    done = purses.settle_game(storage, "tulpe", TABLE, 7, ranks=[2, 1, 3], today="2026-12-01")
    assert done == {"Anna": 10, "Bernd": -10}
    assert purses.purse(storage, "Anna") == 110 and purses.purse(storage, "Bernd") == 90
    again = purses.settle_game(storage, "tulpe", TABLE, 7, ranks=[2, 1, 3])
    assert again == done
    assert purses.purse(storage, "Anna") == 110, "the same game is paid once"


def test_without_einsatz_nothing_is_settled(tmp_path):
    from speedgames.core import purses

    storage = _storage(tmp_path)
    assert purses.settle_game(storage, "tulpe", dict(TABLE, stake=0), 7, ranks=[1, 2, 3]) is None
    assert purses.settled(storage, purses.game_key("tulpe", 7)) is None


def test_an_empty_purse_pays_nothing_and_gets_the_allowance_next_day(tmp_path):
    from speedgames.core import purses
    from speedgames.core.profiles import use_profile

    storage = _storage(tmp_path)
    use_profile(storage, "Bernd")
    big = dict(TABLE, stake=25)
    for seed in range(4):  # Bernd loses 25 four times: 100 → 0
        purses.settle_game(storage, "sprit", big, seed, ranks=[1, 2, 3], today="2026-12-01")
    # at 0 the day's allowance comes at once …
    assert purses.purse(storage, "Bernd", today="2026-12-01") == stakes.ALLOWANCE
    done = purses.settle_game(storage, "sprit", big, 98, ranks=[1, 2, 3], today="2026-12-01")
    assert done["Bernd"] == -stakes.ALLOWANCE, "he stakes what he has, not more"
    # … but only once a day
    assert purses.purse(storage, "Bernd", today="2026-12-01") == 0
    done = purses.settle_game(storage, "sprit", big, 99, ranks=[1, 2, 3], today="2026-12-01")
    assert done["Bernd"] == 0, "nothing left to stake"
    assert purses.purse(storage, "Bernd", today="2026-12-02") == stakes.ALLOWANCE


def test_leaving_early_forfeits_the_stake_to_the_other_human(tmp_path):
    from speedgames.core import purses

    storage = _storage(tmp_path)
    assert purses.forfeit_game(storage, "rocket", TABLE, 3, leaver=2) == {"Anna": 10,
                                                                        "Bernd": -10}
    assert purses.purse(storage, "Bernd") == 90


def test_a_damaged_purses_file_never_crashes(tmp_path):
    from speedgames.core import purses

    storage = _storage(tmp_path)
    (tmp_path / purses.FILE).write_text('{"format": 1, "purses": {"x": {"taler": "lots"}}, '
                                        '"settled": []}', encoding="utf-8")
    assert purses.all_purses(storage) == {}
    assert purses.purse(storage, "Anna") == stakes.START_PURSE
