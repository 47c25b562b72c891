"""Trends over a player's kept games (core.trends, #29)."""

from __future__ import annotations

from speedgames.core.trends import own_seat, trends


def game(seats, scores, ranks):
    return {"record": {"options": {"seats": seats}}, "scores": scores, "ranks": ranks}


ANNA = {"kind": "human", "name": "Anna"}
BEN = {"kind": "human", "name": "Ben"}


def ai(level):
    return {"kind": "ai", "level": level}


def test_scores_run_oldest_first_with_the_best_so_far_beside_them():
    newest_first = [game([ANNA, ai("easy")], [30, 20], [1, 2]),
                    game([ai("strong"), ANNA], [40, 12], [1, 2]),
                    game([ANNA], [25], [1])]
    result = trends(newest_first, "anna")   # names match as the records match them
    assert result.scores == (25.0, 12.0, 30.0)
    assert result.best == (25.0, 25.0, 30.0)
    assert result.games == 3


def test_each_computer_at_the_table_is_one_contest_of_its_level():
    games = [game([ANNA, ai("easy"), ai("easy"), ai("strong")], [5, 9, 3, 7], [3, 1, 4, 2]),
             game([ai("normal"), ANNA], [10, 10], [1, 1]),   # a shared place is not won
             game([BEN, ai("strong")], [1, 0], [1, 2]),      # not Anna's game
             game([ANNA, "kaputt", ai("strong")], [1, 0, 3], [2, 3, 1])]
    levels = {level: (won, n) for level, won, n in trends(games, "Anna").levels}
    assert levels == {"easy": (1, 2), "normal": (0, 1), "strong": (0, 2)}


def test_games_without_the_player_or_with_broken_numbers_are_left_out():
    games = [game([BEN], [3], [1]), game([ANNA], [], []),
             game([{"kind": "ai", "name": "Anna", "level": "easy"}], [4], [1])]
    result = trends(games, "Anna")
    assert result.scores == () and result.best == ()
    assert all(n == 0 for _level, _won, n in result.levels)
    assert own_seat(game([BEN, ANNA], [1, 2], [2, 1]), "ANNA") == 1
    assert own_seat({}, "Anna") is None
