"""The story of a finished game (core.story): per-seat series and the score taken apart (#29).

Each game is a seeded three-seat game of easy computers; the series are checked against the
states the replay viewer's Timeline reaches (another path through the same record): at every
position where a new evening, Runde or Wurf began, the figures equal that state's.
"""

from __future__ import annotations

import functools

import pytest

from speedgames.core import catalog
from speedgames.core.game import Match, get_game
from speedgames.core.players import make_player
from speedgames.core.story import story_of
from speedgames.core.timeline import Timeline

GAMES = catalog.game_ids()



@functools.lru_cache(maxsize=None)
def played(game_id: str, seats: int = 3, seed: int = 11) -> tuple[dict, dict]:
    """A finished game's record and its final state's summary and result."""
    game = get_game(game_id)
    options = {**game.default_options(),
               "seats": [{"kind": "ai", "level": "easy"} for _ in range(seats)]}
    match = Match(game, options, seed)
    players = [make_player(game_id, "easy", seed=seed + i) for i in range(seats)]
    for _ in range(20_000):
        if match.state.is_over():
            break
        seat = match.state.to_move()[0]
        match.apply(seat, players[seat].choose(match.state, seat).action)
    assert match.state.is_over()
    return match.record(), {"result": match.state.result(), "state": match.state}


def figures(game_id: str, state) -> dict[str, list[float]]:
    """What each game's chart measures, read straight off a state (the test's own words)."""
    if game_id == "rocket":
        return {"ruhm": [p["ruhm"] for p in state.summary()["players"]]}
    if game_id == "sprit":
        seats = 1 + max(c["seat"] for c in state.summary()["cars"])
        field, fuel = [0] * seats, [0] * seats
        for car in state.summary()["cars"]:
            field[car["seat"]] += car["field"]
            fuel[car["seat"]] += car["fuel"]
        return {"field": field, "fuel": fuel}
    return {"points": [p["score"] for p in state.summary()["players"]]}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_step_of_the_story_equals_the_state_where_the_next_step_began(game_id):
    record, final = played(game_id)
    story = story_of(record)
    timeline = Timeline(record)
    assert story.seats == 3
    assert story.steps[0] == 0 and len(story.steps) == len(timeline.chapters) + 1
    positions = timeline.chapters[1:] + [timeline.length]
    for i, position in enumerate([0] + positions):
        want = figures(game_id, timeline.state_at(position))
        for chart in story.charts:
            got = [chart.values[seat][i] for seat in range(3)]
            assert got == want[chart.key], (chart.key, i, position)
    # the steps are named by the step that ended: evening 1, 2 … / Runde / Wurf
    assert list(story.steps[1:]) == [timeline.label(p - 1 if p else 0)[next(iter(
        timeline.label(0)))] for p in positions]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_parts_of_the_score_add_up_to_every_seats_final_score(game_id):
    record, final = played(game_id)
    story = story_of(record)
    assert list(story.scores) == [float(s) for s in final["result"]["scores"]]
    for seat in range(story.seats):
        assert sum(p.values[seat] for p in story.parts) == story.scores[seat]
    assert story.parts and all(len(p.values) == 3 for p in story.parts)


def test_rocket_parts_are_read_off_the_events_and_the_chart_ends_at_the_final_ruhm():
    record, final = played("rocket")
    story = story_of(record)
    assert "rocket.story.part.other" not in [p.label for p in story.parts]  # every source named
    ruhm = story.series("ruhm")
    assert [v[-1] for v in ruhm.values] == final["result"]["scores"]
    state = final["state"]
    assert story.steps[-1] == state.evening == len(state.history)
    # after the show and before the shop (history) is never more than the evening's end
    for i, entry in enumerate(state.history):
        assert all(entry["ruhm"][s] <= ruhm.values[s][i + 1] for s in range(3))


def test_sprit_parts_follow_the_rules_finish_score():
    from speedgames.sprit.rules.ranking import finish_score

    record, final = played("sprit")
    story = story_of(record)
    state = final["state"]
    by_label = {p.label: p.values for p in story.parts}
    for car in state.cars:
        if car["finished"]:
            want = finish_score(state.track.ziel, len(state.cars), car["zielplatz"])
            assert by_label["sprit.story.part.road"][car["seat"]] == state.track.ziel
            assert by_label["sprit.story.part.bonus"][car["seat"]] == want - state.track.ziel
        else:
            assert by_label["sprit.story.part.road"][car["seat"]] == car["field"]
            assert by_label["sprit.story.part.bonus"][car["seat"]] == 0


def test_tulpe_starts_below_zero_and_its_parts_are_the_rechenweg():
    record, final = played("tulpe")
    story = story_of(record)
    start = get_game("tulpe").new_state(record["options"], record["seed"]).summary()["players"]
    assert [v[0] for v in story.series("points").values] == [p["score"] for p in start]
    assert all(v[0] < 0 for v in story.series("points").values)   # open Prachttulpen count
    players = final["state"].summary()["players"]
    for seat, player in enumerate(players):
        kinds = {}
        for item in player["breakdown"]:
            kinds[item["kind"]] = kinds.get(item["kind"], 0) + item["points"]
        got = {p.label.rsplit(".", 1)[1]: p.values[seat] for p in story.parts}
        assert got == {"columns": kinds.get("column", 0), "colors": kinds.get("color", 0),
                       "cans": kinds.get("cans", 0), "stars": kinds.get("stars", 0)}


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_without_actions_is_one_point_per_seat(game_id):
    record, _final = played(game_id)
    empty = dict(record, actions=[])
    story = story_of(empty)
    assert story.steps == (0,)
    assert all(len(v) == 1 for c in story.charts for v in c.values)


@pytest.mark.parametrize("bad", [{"actions": None}, {"actions": [[0]]}, {"seed": "x"},
                                 {"options": None}])
def test_a_broken_record_is_refused_in_words_never_half_read(bad):
    record, _final = played("tulpe")
    with pytest.raises(ValueError):
        story_of(dict(record, **bad))
