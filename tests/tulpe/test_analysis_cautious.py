"""Speedtulpe's Analyse is cautious (#28): a move is marked only when the static value and the
strong player's search both say it loses — a pass the static value calls 14 points worse, but
the search keeps for the next Wurf, is no mistake — while clearly bad moves stay caught."""

from __future__ import annotations

from speedgames.core.game import get_game
from speedgames.tulpe import analysis
from speedgames.tulpe.analysis_measure import PERSON, STRONG, pass_bloom, play, worst


def _position(record: dict, index: int):
    game = get_game("tulpe")
    state = game.new_state(record["options"], record["seed"])
    for seat, data in record["actions"][:index]:
        state.apply(seat, game.action_from_json(data))
    seat, data = record["actions"][index]
    return state, seat, game.action_from_json(data)


def test_a_pass_the_search_keeps_for_later_is_not_accused():
    record, _ = play([STRONG, STRONG], 110203)   # fresh seed: stark passed at action 107
    state, seat, action = _position(record, 107)
    assert action.type == "pass"
    j = analysis.judge(state, seat, action)
    assert j.best.type == "choose" and j.best_value > 10      # statically 14 points away …
    assert j.loss <= analysis.THRESHOLDS[0]                     # … but the search disagrees


def test_the_clearly_worse_choice_and_a_pass_past_a_bloom_are_still_caught():
    from speedgames.core.analysis import analyse_record

    for plant, seed, marks in ((worst, 115000, ("??",)), (pass_bloom, 116000, ("?", "??"))):
        record, index = play([PERSON, STRONG], seed, plant)
        assert index is not None
        row = next(d for d in analyse_record(record).decisions if d.index == index)
        assert row.verdict in marks, (plant.__name__, row.verdict, row.loss)


def test_the_measurement_runs_and_sums_up(tmp_path, capsys):
    import json

    from speedgames.tulpe.analysis_measure import main

    out = tmp_path / "m.json"
    assert main(["--scale", "0.1", "--parts", "planted", "--json", str(out)]) == 0
    summary = json.loads(out.read_text())
    assert set(summary["planted"]) == {"worst", "pass_bloom"}
    assert summary["planted"]["worst"]["games"] == summary["planted"]["worst"]["caught"] == 1
