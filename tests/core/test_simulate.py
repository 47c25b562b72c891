"""`simulate` rotates the seats by default and reports each level's win share by seat."""

import io
import json

from speedgames import simulate


def test_seating_rotates_every_level_through_every_seat():
    levels = ["strong", "normal", "easy"]
    seen = {k: set() for k in range(3)}
    for n in range(3):
        who = simulate.seating(levels, n)
        assert sorted(who) == [0, 1, 2]
        for seat, k in enumerate(who):
            seen[k].add(seat)
    assert all(seats == {0, 1, 2} for seats in seen.values())
    assert simulate.seating(levels, 1, rotate=False) == [0, 1, 2]


def test_run_reports_win_shares_overall_and_by_seat_for_the_listed_levels():
    out, report = io.StringIO(), io.StringIO()
    summary = simulate.run("sprit", ["normal", "easy"], 4, 7, {"track": "bergsprint"},
                           out=out, report=report)
    lines = [json.loads(x) for x in out.getvalue().splitlines()]
    games = [x for x in lines if not x.get("summary")]
    assert [g["levels"] for g in games] == [[0, 1], [1, 0], [0, 1], [1, 0]]
    wins = [[0.0, 0.0], [0.0, 0.0]]  # [level][seat], recounted from the game lines
    for g in games:
        best = [seat for seat, r in enumerate(g["ranks"]) if r == 1]
        for seat in best:
            wins[g["levels"][seat]][seat] += 1 / len(best)
    assert summary["win_rate_by_seat"] == [[w / 2 for w in row] for row in wins]
    assert summary["win_rate"] == [sum(row) / 4 for row in wins]
    assert abs(sum(summary["seat_win_rate"]) - 1) < 1e-9
    assert "seat 0" in report.getvalue() and "0:normal" in report.getvalue()


def test_run_without_rotation_keeps_the_listed_order():
    out = io.StringIO()
    simulate.run("sprit", ["normal", "easy"], 2, 3, {"track": "bergsprint"}, out=out,
                 rotate=False, report=None)
    games = [json.loads(x) for x in out.getvalue().splitlines()][:-1]
    assert [g["levels"] for g in games] == [[0, 1], [0, 1]]


def test_a_lone_speedsprit_rekordjagd_is_simulated_and_its_turns_are_the_cars():
    """Speedsprit's Rekordjagd of one driver is a lone car: simulate plays it to the Ziel, and
    the turns it reports are the car's own (stark without cards: the optimum, 12 on the
    Bergsprint)."""
    out = io.StringIO()
    summary = simulate.run("sprit", ["strong"], 1, 5, {"mode": "rekordjagd", "track": "bergsprint",
                                                        "cards": False}, out=out, report=None)
    game = json.loads(out.getvalue().splitlines()[0])
    assert game["ranks"] == [1] and game["levels"] == [0] and game["turns"] == 12
    assert summary["win_rate"] == [1.0]
