"""Letzte Partien and the Analyse screen (issue #13), driven by keyboard on kept games."""

from __future__ import annotations

import pytest

from speedgames.core import history
from speedgames.ui.analysis_scene import AnalysisScene
from speedgames.ui.review_games import GamesScene
from speedgames.ui.review_samples import sample_record
from tests.ui.harness import HANG_SECONDS


def long_list():
    """The sample Speedsprit game with every decision of Anna's shown as a mistake: a list
    longer than the screen holds, whatever the judge makes of the game (a place-based judge
    marks few moves of a race that was lost early; #28)."""
    from dataclasses import replace

    from speedgames.core.analysis import Analysis
    from speedgames.ui.review_samples import sample_analysis

    record, analysis = sample_analysis("sprit")
    rows = [replace(d, verdict="??" if k % 3 == 0 else "?", loss=max(d.loss, 0.3 + 0.1 * k))
            for k, d in enumerate(analysis.decisions)]
    assert len(rows) > 10
    return record, Analysis(analysis.game, analysis.unit, analysis.thresholds, rows,
                            analysis.curve)


@pytest.mark.parametrize("game_id", ["rocket", "sprit", "tulpe"])
def test_from_meine_partien_to_the_analysis_and_through_its_mistakes(drive, game_id):
    app = drive.app
    record = sample_record(game_id)
    entry = history.remember_game(app.storage, record, {"scores": [1, 2], "ranks": [2, 1]})
    assert app.open("statistics", game=game_id)
    drive.frames(2)
    stats = app.stack.top
    drive.click_widget(stats.games_button)           # „Letzte Partien“
    games = app.stack.top
    assert isinstance(games, GamesScene) and games.game_id == game_id
    assert [g["id"] for g in games.games] == [entry]
    drive.key("return")
    scene = app.stack.top
    assert isinstance(scene, AnalysisScene)
    assert scene.worker is not None                   # runs on the worker thread
    drive.until(lambda: scene.analysis is not None, "the analysis")
    flagged = scene.analysis.flagged
    assert flagged, "the easy player's game has decisions that cost something"
    assert scene.selected == 0
    drive.key("n")                                    # nächster Fehler
    assert scene.selected == (1 % len(flagged))
    cached = history.find_game(app.storage, game_id, entry)["analysis"]
    assert len(cached["decisions"]) == len(scene.analysis.decisions)
    drive.key("escape")
    assert app.stack.top is games
    drive.key("return")                               # again: instant, from the cache
    again = app.stack.top
    assert isinstance(again, AnalysisScene) and again.worker is None
    assert again.analysis is not None
    assert again.analysis.summary() == scene.analysis.summary()
    assert app.errors == []


def test_escape_cancels_a_running_analysis(drive):
    app = drive.app
    record = sample_record("rocket")
    assert app.open("review.analysis", game="rocket", record=record)
    scene = app.stack.top
    worker = scene.worker
    assert worker is not None
    drive.key("escape")
    assert app.stack.top is not scene
    assert worker.cancelled
    worker.wait(HANG_SECONDS)     # it stops between two decisions; the timeout: a hang
    assert worker.finished and scene.analysis is None
    assert app.errors == []


def test_letzte_partien_without_games_says_so(drive):
    assert drive.app.open("review.games", game="tulpe")
    drive.frames(2)
    assert drive.app.stack.top.games == []
    drive.key("return")
    assert isinstance(drive.app.stack.top, GamesScene)


def test_an_entry_no_longer_kept_is_told_not_crashed(drive):
    assert drive.app.open("review.analysis", game="sprit", entry="gone")
    drive.frames(2)
    assert drive.app.stack.top.failed is not None
    assert drive.app.errors == []


def test_the_endtafel_opens_the_analysis_of_the_game_just_played(drive):
    from speedgames.ui.endtafel import EndtafelScene

    app = drive.app
    record = sample_record("sprit")
    end = EndtafelScene(app, "sprit", options=record["options"], seed=record["seed"],
                        record=record)
    app.push(end)
    drive.frames(2)
    assert end.analyse_button.visible and end.analyse_button.rect.width > 0
    drive.click_widget(end.analyse_button)
    scene = app.stack.top
    assert isinstance(scene, AnalysisScene) and scene.record == record
    drive.until(lambda: scene.analysis is not None, "the analysis")
    assert app.errors == []


def test_an_endtafel_without_a_record_offers_no_analysis(drive):
    from speedgames.ui.endtafel import EndtafelScene

    end = EndtafelScene(drive.app, "sprit", options={"seats": []})
    assert not end.analyse_button.visible


def test_a_long_list_of_mistakes_says_how_many_are_shown_and_scrolls_by_wheel_and_click(drive):
    """The sample Speedsprit game has more flagged decisions than the 1280×800 list holds: the
    footer names the rows shown and the total, the wheel moves the selection (and the list
    with it), and a click on a row selects that row."""
    record, analysis = long_list()
    app = drive.app
    assert app.open("review.analysis", game="sprit", record=record, analysis=analysis)
    drive.frames(2)
    scene = app.stack.top
    total = len(analysis.flagged)
    shown = [i for i, _box in scene.row_boxes]
    assert shown == list(range(len(shown))) and 1 < len(shown) < total
    drive.wheel(-1)                                   # down one
    assert scene.selected == 1
    for _ in range(total):
        drive.wheel(-1)
    assert scene.selected == total - 1               # stops at the last one …
    assert [i for i, _box in scene.row_boxes][-1] == total - 1  # … which is in view
    assert scene.first > 0
    index, box = scene.row_boxes[0]
    drive.click(box.center)
    assert scene.selected == index
    drive.wheel(total)                                # up past the first
    assert scene.selected == 0 and scene.first == 0
    assert app.errors == []


def test_the_footer_line_is_kept_free_only_when_rows_lie_outside_the_list(drive):
    import pygame

    from speedgames.ui.analysis_view import list_layout
    rows = long_list()[1].flagged
    theme = drive.app.theme
    tall = pygame.Rect(0, 0, 1200, 5000)
    boxes, footer = list_layout(theme, tall, rows, 0, 0)
    assert [i for i, _b in boxes] == list(range(len(rows))) and not footer
    boxes, footer = list_layout(theme, tall, rows, 0, 2)   # the first two scrolled away
    assert [i for i, _b in boxes] == list(range(2, len(rows))) and footer
    short = pygame.Rect(0, 0, 1200, 300)
    boxes, footer = list_layout(theme, short, rows, 0, 0)
    assert footer and len(boxes) < len(rows)
    assert boxes[-1][1].bottom <= short.bottom - theme.font("small").get_linesize()


def test_the_selected_mistake_is_always_in_view_though_its_reason_makes_it_taller(drive):
    """Selecting a row shows its reason, which makes it taller: whatever row is selected and
    whichever row the list started at, the selected one is among the rows drawn."""
    import pygame

    from speedgames.ui.analysis_view import scroll_into_view
    rows = long_list()[1].flagged
    theme = drive.app.theme
    rect = pygame.Rect(0, 0, 1200, 260)
    for selected in range(len(rows)):
        for first in range(len(rows)):
            start, boxes, _footer = scroll_into_view(theme, rect, rows, selected, first)
            drawn = [i for i, _b in boxes]
            assert selected in drawn, (selected, first)
            assert drawn[0] == start <= selected
