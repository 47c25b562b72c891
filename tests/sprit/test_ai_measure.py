"""Issue 12's measuring pieces: the flat Monte Carlo check, the pathology counter, the leaf's
settled Ziel and the variety pick that never takes a move a turn worse."""

from speedgames.core.game import Action
from speedgames.core.rng import Stream
from speedgames.sprit import bench
from speedgames.sprit.ai import flatmc
from speedgames.sprit.ai import search as ai_search
from tests.sprit.helpers import activate, new, put
from tests.sprit.test_ai_search import game_actions


def flat_game(seed, mc_seat, cars=2, **options):
    """Every (seat, action) of a flat-MC-vs-stark game (each checked legal), and the ranks."""
    from speedgames.sprit import ai

    players = [ai.make_player("strong", None, seed * 31 + i) for i in range(cars)]
    players[mc_seat] = flatmc.FlatMonteCarlo(seed * 31 + mc_seat)
    ranks = []
    out = game_actions(["strong"] * cars, seed, players=players, ranks=ranks, **options)
    return out, ranks


def test_flat_monte_carlo_plays_legal_moves_and_replays_from_its_seed():
    first = flat_game(4, 1, track="bergsprint")
    assert first == flat_game(4, 1, track="bergsprint")
    ranks = first[1]
    assert flatmc.play_flat_game(4, 1, {"track": "bergsprint"}) == \
        (1.0 if ranks[1] == 1 and ranks[0] != 1 else 0.5 if ranks[1] == 1 else 0.0)


def test_flat_monte_carlo_at_a_four_car_table_scores_its_share_of_the_first_place():
    """Against three starks the bot's score is 1 for a first place alone, 1/k for a first place
    k cars share, else 0: the figure whose fair value is 25 %."""
    _moves, ranks = flat_game(6, 2, cars=4, track="bergsprint")
    assert len(ranks) == 4
    first = [i for i, r in enumerate(ranks) if r == 1]
    expected = 1 / len(first) if 2 in first else 0.0
    assert flatmc.play_flat_game(6, 2, {"track": "bergsprint"}, cars=4) == expected


def test_flat_monte_carlo_tries_exactly_starks_best_moves():
    s = new(2, track="bergsprint", seed=2)
    put(s, 1, 9, 40, stamps=1)
    put(s, 0, 6, 45, stamps=0)
    seat = activate(s, 0)
    bot = flatmc.FlatMonteCarlo(3)
    values = bot.values(s, seat)
    # stark's ranking from the same stream the bot searches with: with more candidates than the
    # bot tries, which three come first depends on the samples
    same = Stream.derive(3, "sprit", "ai", "flat_mc")
    stark = [x.action for x in ai_search.search(s, seat, same)][:flatmc.MOVES]
    assert [a for _v, a in values] == stark
    assert all(0.0 <= v <= 1.0 for v, _a in values)
    assert s.cars[0]["field"] == 6  # the bot never moves the real car


def test_flat_monte_carlo_leaf_counts_one_ahead_half_level_nothing_behind():
    s = new(2, track="bergsprint")
    put(s, 0, 30, 60, stamps=3)
    put(s, 1, 10, 40, stamps=1)
    order = {0: 0.0, 1: 0.5}
    used = {0: 0, 1: 0}
    assert flatmc.ahead_share(s, 0, used, order) == 1.0
    assert flatmc.ahead_share(s, 1, used, order) == 0.0
    put(s, 1, 30, 60, stamps=3)
    assert flatmc.ahead_share(s, 0, used, {0: 0.0, 1: 0.0}) == 0.5


def test_a_car_in_the_ziel_is_ahead_for_certain_not_by_a_logistic():
    me = {"finished": False, "zielplatz": None}
    rival = {"finished": True, "zielplatz": 1}
    assert ai_search.ahead_chance(me, rival, mine=0.5, theirs=3.0) == 1.0
    assert ai_search.ahead_chance(rival, me, mine=3.0, theirs=0.5) == 0.0
    second = {"finished": True, "zielplatz": 2}
    assert ai_search.ahead_chance(second, rival, 0.0, 0.0) == 1.0
    assert ai_search.ahead_chance(rival, second, 0.0, 0.0) == 0.0
    running = {"finished": False, "zielplatz": None}
    assert 0.0 < ai_search.ahead_chance(me, running, 2.0, 2.0) < 1.0


def test_variety_never_picks_a_move_needing_more_own_turns_than_the_margin():
    """Far behind every rival the chances ahead are alike for every move: the stream may pick
    among near-equal values only if their own turns are near-equal too."""
    best = ai_search.Scored(Action("drive", to=5), value=4.90, prior=9.0, turns=9.0)
    slow = ai_search.Scored(Action("werkstatt"), value=4.91, prior=9.5, turns=10.0)
    alike = ai_search.Scored(Action("drive", to=4), value=4.92, prior=9.1, turns=9.1)
    picked = {repr(ai_search.pick([best, slow, alike], Stream(seed)).action) for seed in range(40)}
    assert repr(slow.action) not in picked
    assert picked == {repr(best.action), repr(alike.action)}


def test_hoarding_is_fuel_beyond_one_drive_in_and_the_allowance_near_the_ziel():
    s = new(2)  # Alpenpass, Ziel 65, Zielplatz 1 allows 10 L
    put(s, 1, 10)
    put(s, 0, 55, 55 + 10 + bench.HOARD_LITRES, stamps=3)  # 10 fields = 55 L
    assert not bench.is_hoarding(s, 0)
    s.cars[0]["fuel"] += 1
    assert bench.is_hoarding(s, 0)
    put(s, 0, 65 - bench.HOARD_WITHIN - 1, 900, stamps=3)
    assert not bench.is_hoarding(s, 0)  # farther out fuel may still be burnt


def test_pathology_counts_are_per_game_and_scaled_to_a_thousand():
    out = bench.pathologies(["strong_v1"] * 3, 2, seed=3, track="bergsprint")
    assert out["games"] == 2
    assert out["stalls_per_1000"] == out["stall_games"] * 500
    assert out["hoarding_per_1000"] == out["hoarding_games"] * 500
    assert out["festgefahren_per_1000"] == out["festgefahren"] * 500


def test_hoarding_that_starts_in_a_race_of_two_is_counted_apart(monkeypatch):
    """A hoarding game of a bigger field whose first hoarding came with only two cars running
    counts in ``hoarding_two_running`` as well; hoarding from the first turn does not, nor does
    any hoarding of a two-car field."""
    def running(state):
        return sum(1 for c in state.cars if not c["finished"])

    monkeypatch.setattr(bench, "is_hoarding", lambda state, car: running(state) <= 2)
    late = bench.pathologies(["strong_v1"] * 3, 2, seed=3, track="bergsprint")
    assert late["hoarding_games"] == late["hoarding_two_running"] == 2
    monkeypatch.setattr(bench, "is_hoarding", lambda state, car: True)
    early = bench.pathologies(["strong_v1"] * 3, 2, seed=3, track="bergsprint")
    assert (early["hoarding_games"], early["hoarding_two_running"]) == (2, 0)
    duel = bench.pathologies(["strong_v1"] * 2, 2, seed=3, track="bergsprint")
    assert (duel["hoarding_games"], duel["hoarding_two_running"]) == (2, 0)


def test_play_levels_gives_the_ranks_of_a_game_played_as_simulate_seeds_it():
    from speedgames import simulate

    ranks = bench.play_levels(["strong_v1", "normal"], 8, {"track": "bergsprint"})
    line = simulate.play_one("sprit", ["strong_v1", "normal"], 8, {"track": "bergsprint"})
    assert ranks == line["ranks"]


def test_game_moves_replay_to_the_ranks_play_levels_gives():
    from speedgames.core.game import Action as Act
    from speedgames.sprit.rules import GAME

    levels, options = ["normal", "easy"], {"track": "bergsprint", "cards": False}
    moves = bench.game_moves(levels, 5, options)
    assert moves == bench.game_moves(levels, 5, options)
    state = GAME.new_state({**options, "seats": [{"kind": "ai", "level": lv} for lv in levels]}, 5)
    for seat, action in moves:
        state.apply(seat, Act.from_json(action))
    assert state.is_over()
    assert list(state.result()["ranks"]) == bench.play_levels(levels, 5, options)
    assert moves != bench.game_moves(levels, 6, options)


def test_stark_searches_five_moves_with_cards_and_three_without_or_in_bigger_fields():
    for cards, wanted in ((True, ai_search.CANDIDATES), (False, ai_search.CANDIDATES_FEW)):
        s = new(2, track="alpenpass", cards=cards)
        seat = activate(s, 0)
        assert len(s.legal_actions(seat)) > wanted
        assert len(ai_search.search(s, seat, Stream(7))) == wanted
    s = new(4, track="alpenpass")
    seat = activate(s, 0)
    assert len(ai_search.search(s, seat, Stream(7))) == ai_search.CANDIDATES_FEW


def test_the_budget_shrinks_in_proportion_above_two_running_cars():
    assert ai_search.budget(new(2, track="bergsprint")) == ai_search.BUDGET
    assert ai_search.budget(new(6, track="bergsprint")) == ai_search.BUDGET * 2 // 6
    s = new(4, track="bergsprint")
    for car in (2, 3):
        s.cars[car]["finished"], s.cars[car]["zielplatz"] = True, car - 1
    assert ai_search.budget(s) == ai_search.BUDGET
