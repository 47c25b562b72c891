"""Positions named in the game's own time and one number format for losses (#28).

„Abend 3 · Einkauf“, „Runde 8“, „Wurf 12“ — never „Aktion 48“; and a loss always with one
decimal (German comma), never „−2 Ruhm“ beside „−2,0 Ruhm“.
"""

from __future__ import annotations

import pytest

from speedgames.core import analyse_cli, i18n
from speedgames.core.analysis import Analysis, Verdict
from speedgames.core.game import Action, get_game
from speedgames.core.moments import chapter_of, marker_of, moment_text


@pytest.fixture(autouse=True)
def german():
    before = i18n.language()
    i18n.set_language("de")
    yield
    i18n.set_language(before)


def test_rocket_names_the_evening_and_its_phase():
    game = get_game("rocket")
    state = game.new_state({**game.default_options(), "seats": [
        {"kind": "human", "name": "A"}, {"kind": "ai", "level": "easy"}]}, 1)
    marker = marker_of("rocket")(state)
    assert moment_text(marker) == f"Abend {state.evening} · Stopfen"
    assert moment_text({"evening": 3, "part": "rocket.ui.moment.shop"}) == "Abend 3 · Einkauf"
    assert chapter_of({"evening": 3, "part": "rocket.ui.moment.shop"}) == {"evening": 3}
    i18n.set_language("en")
    assert moment_text({"evening": 3, "part": "rocket.ui.moment.shop"}) == "Evening 3 · Shopping"


@pytest.mark.parametrize("marker, words", [({"round": 8}, "Runde 8"), ({"wurf": 12}, "Wurf 12"),
                                           ({"evening": 2}, "Abend 2")])
def test_the_chapters_in_german(marker, words):
    assert moment_text(marker) == words


@pytest.mark.parametrize("bad", [None, 3, "x", {}, {"part": 5}, {"part": "no.such.key"}])
def test_a_damaged_marker_names_nothing_and_never_fails(bad):
    assert moment_text(bad) == ""


@pytest.mark.parametrize("game_id, word", [("rocket", "Abend"), ("sprit", "Runde"),
                                           ("tulpe", "Wurf")])
def test_every_analysed_decision_is_named_by_the_games_time(game_id, word):
    """On the review sample's analysis (Anna against the strong computer, analysed once a run
    and shared by the workers: ``review_samples``) — a whole game with Stopfen and Einkauf."""
    from speedgames.ui import review_samples

    _record, analysis = review_samples.sample_analysis(game_id)
    assert analysis.decisions
    for d in analysis.decisions:
        assert moment_text(d.marker).startswith(word + " "), d.marker
    if game_id == "rocket":
        parts = {d.marker.get("part") for d in analysis.decisions}
        assert "rocket.ui.moment.shop" in parts and "rocket.ui.moment.stopfen" in parts


def _analysis(losses: list[float]) -> Analysis:
    decisions = [Verdict(i, 0, Action("stop"), Action("draw"), loss, "??" if loss > 3 else "?",
                         None, {"evening": 1}) for i, loss in enumerate(losses)]
    return Analysis("rocket", "review.unit.rocket", (1.0, 3.0), decisions, [])


@pytest.mark.parametrize("lang, whole, part", [("de", "2,0", "1,5"), ("en", "2.0", "1.5")])
def test_one_number_format_for_whole_and_broken_losses(lang, whole, part):
    from speedgames.ui.analysis_view import row_texts

    i18n.set_language(lang)
    analysis = _analysis([2.0, 1.5, 4.04])
    losses = [row_texts(analysis, d)[2] for d in analysis.decisions]
    assert losses[0].startswith("−" + whole + " ") and losses[1].startswith("−" + part + " ")
    assert losses[2].startswith("−4" + ("," if lang == "de" else ".") + "0 ")
    assert ("7" + ("," if lang == "de" else ".") + "5") in analyse_cli.summary_sentence(analysis)


def test_the_unit_after_a_decimal_is_the_plural():
    analysis = Analysis("sprit", "review.unit.sprit", (0.6, 1.5), [], [])
    assert str(analyse_cli.unit_text(analysis, 1.0)) == "Plätze"  # Speedsprit judges by the final place


def test_no_row_head_names_an_action_number():
    from speedgames.ui.analysis_view import row_texts

    analysis = _analysis([2.0])
    head = row_texts(analysis, analysis.decisions[0])[0]
    assert head == "Abend 1" and "Aktion" not in head


def test_whose_decision_a_row_is_when_several_people_played():
    from speedgames.ui.analysis_view import row_texts

    analysis = _analysis([2.0, 1.5])
    analysis.decisions[1].seat = 1
    heads = [row_texts(analysis, d, ["Anna", "Ben"])[0] for d in analysis.decisions]
    assert heads == ["Abend 1 · Anna", "Abend 1 · Ben"]
    alone = _analysis([2.0])
    assert row_texts(alone, alone.decisions[0], ["Anna", "Ben"])[0] == "Abend 1"
