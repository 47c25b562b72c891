"""Analyse (issue #13): the engine, the verdicts, the command line, planted blunders per game."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any, Callable

import pytest

from speedgames.core import analyse_cli, catalog
from speedgames.core.analysis import (
    Analysis,
    Verdict,
    analyse_record,
    analysed_seats,
    judge_module,
    verdict,
)
from speedgames.core.game import Action, Match, get_game
from speedgames.core.players import make_player

H = {"kind": "human", "name": "Anna"}
AI = {"kind": "ai", "level": "strong"}


_PLAYED: dict[tuple, tuple[dict, int | None]] = {}


def play(game_id: str, seats: list[dict], seed: int,
         plant: Callable[[Match, int, Action], Action | None] | None = None,
         again: bool = False, options: tuple = ()) -> tuple[dict, int | None]:
    """A whole game, every seat played by the strong computer; ``plant`` may replace seat 0's
    move once (``again``: as often as it likes); returns the record and the last planted index.

    Played once per process for the same arguments (the players are seeded: it is the same game
    every time; several tests analyse it); the record handed out is a copy."""
    key = (game_id, json.dumps(seats), seed, plant, again, options)
    if key not in _PLAYED:
        _PLAYED[key] = _play(game_id, seats, seed, plant, again, options)
    record, planted = _PLAYED[key]
    return copy.deepcopy(record), planted


def _play(game_id: str, seats: list[dict], seed: int,
          plant: Callable[[Match, int, Action], Action | None] | None,
          again: bool, options: tuple) -> tuple[dict, int | None]:
    game = get_game(game_id)
    m = Match(game, {**game.default_options(), **dict(options), "seats": seats}, seed)
    players = {s: make_player(game_id, "strong", seed=s) for s in range(len(seats))}
    planted = None
    while not m.state.is_over():
        seat = m.state.to_move()[0]
        action = players[seat].choose(m.state, seat).action
        if plant is not None and (planted is None or again) and seat == 0:
            swap = plant(m, seat, action)
            if swap is not None:
                action, planted = swap, len(m.actions)
        m.apply(seat, action)
    return m.record(), planted


def planted_game(game_id: str, plant: Callable, again: bool = False) -> tuple[dict, int]:
    """The first seed's game that offers the planted blunder's position, with it played."""
    for seed in range(1, 9):
        record, planted = play(game_id, [H, AI], seed, plant, again)
        if planted is not None:
            return record, planted
    raise AssertionError("the position for the blunder did not come up")


def run_cli(tmp_path: Path, data: Any, *flags: str) -> tuple[int, list[str]]:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    lines: list[str] = []
    code = analyse_cli.main(path, "--json" in flags, lines.append)
    return code, lines


# -- verdicts -----------------------------------------------------------------------------------

def test_a_loss_above_the_mistake_threshold_is_a_mistake():
    assert verdict(3.5, None, (1.0, 3.0)) == "??"


def test_a_loss_between_the_thresholds_is_an_inaccuracy():
    assert verdict(1.5, None, (1.0, 3.0)) == "?"


def test_a_loss_within_noise_is_never_accused():
    assert verdict(1.0, None, (1.0, 3.0)) == "ok"


def test_the_best_move_when_all_others_are_mistakes_is_the_only_good_move():
    assert verdict(0.0, 4.0, (1.0, 3.0)) == "!"
    assert verdict(0.0, 2.0, (1.0, 3.0)) == "ok"


def test_a_computer_only_game_analyses_every_seat_else_only_the_people():
    assert analysed_seats({"seats": [AI, AI]}) == [0, 1]
    assert analysed_seats({"seats": [AI, H]}) == [1]


def test_every_game_has_a_judge_with_unit_and_ordered_thresholds():
    for game_id in ("rocket", "sprit", "tulpe"):
        judge = judge_module(game_id)
        low, high = judge.THRESHOLDS
        assert 0 < low < high
        assert judge.UNIT == f"review.unit.{game_id}"


# -- the command line -------------------------------------------------------------------------

def test_analyse_cannot_read_a_broken_file_exit_2(tmp_path):
    code, lines = run_cli(tmp_path, "{ not json", "--json")
    assert code == 2 and lines and "game.json" in lines[0]


def test_analyse_a_file_that_does_not_replay_exit_2(tmp_path):
    record, _ = play("sprit", [H, AI], 2)
    record["actions"].insert(0, [1, {"type": "drive", "to": 999}])
    code, lines = run_cli(tmp_path, record, "--json")
    assert code == 2 and len(lines) == 1


def test_analyse_a_missing_file_exit_2(tmp_path):
    lines: list[str] = []
    assert analyse_cli.main(tmp_path / "nope.json", True, lines.append) == 2


def test_analyse_json_lines_then_summary_for_a_savegame_shape(tmp_path):
    record, _ = play("tulpe", [H, AI], 4)
    code, lines = run_cli(tmp_path, {"format": 1, "save_id": "x", "game": "tulpe",
                                     "record": record, "meta": {}}, "--json")
    assert code == 0
    rows = [json.loads(line) for line in lines]
    summary = rows.pop()["summary"]
    assert set(summary) == {"decisions", "inaccuracies", "mistakes", "loss"}
    assert summary["decisions"] == len(rows) > 0
    for row in rows:
        assert set(row) == {"index", "seat", "action", "best", "loss", "verdict"}
        assert row["seat"] == 0 and row["verdict"] in ("!", "ok", "?", "??")
        assert record["actions"][row["index"]] == [0, row["action"]]


def test_analyse_without_json_ends_with_the_summary_sentence(tmp_path):
    record, _ = planted_game("sprit", _strand)
    code, lines = run_cli(tmp_path, record)
    assert code == 0
    assert "Entscheidung" in lines[-1] and ("Platz" in lines[-1] or "Plätze" in lines[-1])


# -- planted blunders: each game's analysis flags them ------------------------------------------

def _worst(m: Match, seat: int, keep: Callable[[Action], bool]) -> tuple[float, Action | None]:
    judge = judge_module(m.game.id)
    worst: tuple[float, Action | None] = (0.0, None)
    for action in m.state.legal_actions(seat):
        if keep(action):
            j = judge.judge(m.state, seat, action)
            if j is not None and j.loss > worst[0]:
                worst = (j.loss, action)
    return worst


def _rocket_draw_hot_last_evening(m: Match, seat: int, choice: Action) -> Action | None:
    """On the last evening, go on drawing where the strong player stops (the danger only
    grows): the hottest draw is the planted blunder."""
    st = m.state
    if st.phase != "stopfen" or st.evening != st.evenings or choice.type != "stop":
        return None
    from speedgames.rocket.rules import odds

    draw = Action("draw")
    return draw if draw in st.legal_actions(seat) and odds.danger(st, seat) >= 0.2 else None


def _tulpe_pass_with_column(m: Match, seat: int, _choice: Action) -> Action | None:
    """Passing while a move that completes a column is on offer."""
    st = m.state
    if st.phase not in ("active", "others") or seat not in st.to_move():
        return None
    from speedgames.tulpe.rules.layout import COLUMN_MASK, mask_of

    bloomed = st.players[seat].bloomed
    for a in st.legal_actions(seat):
        if a.type == "choose":
            after = bloomed | mask_of(a["cells"])
            if any(after & c == c and bloomed & c != c for c in COLUMN_MASK):
                j = judge_module("tulpe").judge(st, seat, Action("pass"))
                return Action("pass") if j is not None and j.loss > 3.0 else None
    return None


def _strand(m: Match, seat: int, _choice: Action) -> Action | None:
    """A drive that strands the car: the legal drive the judge likes least, when it is bad."""
    loss, action = _worst(m, seat, lambda a: a.type == "drive")
    return action if loss > judge_module("sprit").THRESHOLDS[1] else None


@pytest.mark.parametrize("game_id, plant, again", [
    ("rocket", _rocket_draw_hot_last_evening, True),
    ("tulpe", _tulpe_pass_with_column, False),
    ("sprit", _strand, False),
])
def test_analyse_flags_a_planted_blunder(tmp_path, game_id, plant, again):
    record, planted = planted_game(game_id, plant, again)
    code, lines = run_cli(tmp_path, {"record": record, "result": {}}, "--json")
    assert code == 0
    rows = {r["index"]: r for r in map(json.loads, lines[:-1])}
    assert rows[planted]["verdict"] in ("?", "??")
    assert rows[planted]["loss"] > judge_module(game_id).THRESHOLDS[0]
    assert json.loads(lines[-1])["summary"]["inaccuracies"] + \
        json.loads(lines[-1])["summary"]["mistakes"] >= 1


@pytest.mark.parametrize("game_id", ["rocket", "sprit", "tulpe"])
def test_a_game_the_strong_computer_played_itself_gets_at_most_one_question_mark(tmp_path,
                                                                                 game_id):
    short = tuple(catalog.describe(game_id).review_sample.options.items())  # rocket: 6 evenings
    record, _ = play(game_id, [AI, AI], 21, options=short)
    code, lines = run_cli(tmp_path, record, "--json")
    assert code == 0
    summary = json.loads(lines[-1])["summary"]
    assert summary["decisions"] > 0
    assert summary["mistakes"] == 0 and summary["inaccuracies"] <= 1


# -- the cache form -----------------------------------------------------------------------------

def test_an_analysis_round_trips_through_its_json_form():
    record, _ = planted_game("sprit", _strand)
    analysis = analyse_record(record)
    again = Analysis.from_json(json.loads(json.dumps(analysis.to_json())))
    assert [d.to_json() for d in again.decisions] == [d.to_json() for d in analysis.decisions]
    assert again.summary() == analysis.summary()
    assert [str(d.reason) for d in again.decisions] == [str(d.reason) for d in analysis.decisions]


def test_analysis_can_be_cancelled_between_decisions():
    from speedgames.core.analysis import Cancelled

    record, _ = play("tulpe", [H, AI], 4)
    seen: list[int] = []
    with pytest.raises(Cancelled):
        analyse_record(record, progress=lambda i, n: seen.append(i),
                       cancelled=lambda: len(seen) > 3)
    assert len(seen) == 4


def test_progress_reaches_the_end():
    record, _ = play("tulpe", [H, AI], 4)
    seen: list[tuple[int, int]] = []
    analyse_record(record, progress=lambda i, n: seen.append((i, n)))
    assert seen[-1] == (len(record["actions"]), len(record["actions"]))


def test_a_verdict_prints_its_loss_rounded():
    v = Verdict(3, 0, Action("stop"), Action("draw"), 1.23456, "?")
    assert v.to_json()["loss"] == 1.23
