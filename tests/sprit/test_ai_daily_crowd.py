"""#32, the Tagesetappe's three starks: „all three stark cars crawl one field per turn and hold
114–150 L by round 10“. The lone-car table read at Platz 4 lets every Kontrolle and Tafel 4 pay
40 L for the rest of the race (12 turns from the Start against 19 at Platz 1), so a stark at the
back crawled from payout to payout. In big fields stark's candidates now come from the table
that plans no fuel gain above ``CROWD_CAP`` (``search._candidates``); races of two are as before.

The games are the public path: the day's options (``modes.daily_options``), a leicht car in the
human's seat as a new user, and the three starks from the core's ``make_player``."""

from __future__ import annotations

import pytest

from speedgames.core import players as core_players
from speedgames.sprit.ai import search as ai_search
from speedgames.sprit.ai import table as ai_table
from speedgames.sprit.ai.players import PROFILES, ranked_options
from speedgames.sprit.modes import daily_options
from speedgames.sprit.rules import GAME
from tests.sprit.helpers import activate, new, put

ROUNDS = 10


def daily_starks(seed: int) -> list[tuple[int, int, int]]:
    """(round, field, fuel) of every stark car's turn start up to round ``ROUNDS``."""
    options, game_seed = daily_options("2026-12-06", seed=seed)
    state = GAME.new_state(options, game_seed)
    players = [core_players.make_player("sprit", "easy" if i == 0 else "strong", None,
                                        game_seed * 7 + i) for i in range(len(options["seats"]))]
    seen = []
    while not state.is_over() and state.round <= ROUNDS:
        seat = state.to_move()[0]
        car = state.cars[state.active_car]
        if seat != 0:
            seen.append((state.round, car["field"], car["fuel"]))
        state.apply(seat, players[seat].choose(state, seat).action)
    return seen


@pytest.mark.parametrize("seed", [70001, 70002])
def test_the_daily_starks_neither_hoard_nor_crawl_in_the_first_ten_rounds(seed):
    """Before: seed 70001 a stark stood on 10 with 146 L and 186 L in rounds 8 and 9 (16 with
    173 L in round 10); seed 70002 on 21 with 143 L."""
    seen = daily_starks(seed)
    assert max(fuel for _r, _f, fuel in seen) <= ai_table.CROWD_CAP + 20
    last = [field for r, field, _fuel in seen if r == ROUNDS]
    assert min(last) >= 18


def test_a_race_of_two_reads_the_uncapped_table():
    s = new(2, track="alpenpass")
    put(s, 1, 20, 60, stamps=1)
    put(s, 0, 8, 95, stamps=0)
    seat = activate(s, 0)
    plain = [o.action for o in ranked_options(s, seat, PROFILES["strong"])]
    wanted = ai_search.CANDIDATES
    assert [a for _v, a in ai_search._candidates(s, seat)] == plain[:wanted]
