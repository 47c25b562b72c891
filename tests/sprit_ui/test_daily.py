"""The Tagesetappe: opened from „Allein“, three strong computers, no Zug-Uhr; the first run of the
day counts and the day's list stands on the Endtafel; a second run is practice."""

from __future__ import annotations

from speedgames.core.daily import today
from speedgames.core.i18n import t
from speedgames.sprit import modes
from speedgames.sprit.screen.scene import SpritScene
from speedgames.ui.endtafel import EndtafelScene
from speedgames.ui.tooltip import render_message
from tests.sprit_ui.helpers import advised, open_game, play_by_keys, wait_for_human

DATE = today()  # old days' lists are pruned after 92 days: the stage of today


def test_allein_opens_the_tagesetappe_of_today(drive):
    from speedgames.core.profiles import use_profile

    use_profile(drive.app.storage, "Anna")  # a returning player: „Es spielt ‹ Anna ›“
    assert drive.app.open("sprit.solo")
    drive.frames(2)
    menu = drive.app.stack.top
    drive.click_widget(menu.daily_btn)
    drive.frames(2)
    scene = drive.app.stack.top
    assert isinstance(scene, SpritScene)
    assert scene.table.mode == "daily"
    assert scene.table.clock.limit is None  # „ohne Zugzeit“
    levels = [s.get("level") for s in scene.table.seats if s.get("kind") == "ai"]
    assert levels == ["strong", "strong", "strong"]
    assert scene.table.daily_counts is True
    assert not scene.view.rat_allowed


def test_first_tagesetappe_counts_and_the_endtafel_shows_the_day_list(drive):
    options, seed = modes.daily_options(DATE, "Erika")
    scene = open_game(drive, options, seed=seed)
    assert scene.table.daily_counts is True
    turns = 0
    while wait_for_human(drive, scene):
        play_by_keys(drive, scene, advised(scene))
        turns += 1
        assert turns < 150
    if scene.view.rest_available:
        drive.key("return")
    for _ in range(3000):
        if isinstance(drive.app.stack.top, EndtafelScene):
            break
        drive.frames(1)
    end = drive.app.stack.top
    assert isinstance(end, EndtafelScene)
    assert end.side is not None
    title, rows = end.side
    assert render_message(title) == t("sprit.ui.end.daily_title", date=DATE)
    assert any("Erika" in render_message(row) for row in rows)
    assert any(t("sprit.ui.end.daily_counts") == render_message(n) for n in end.notes)
    from speedgames.core.records import statistics
    from tests.description_checks import assert_reports_what_it_declares

    finished = any(c["finished"] for c in scene.state.cars if c["seat"] == 0)
    assert_reports_what_it_declares("sprit", statistics(drive.app.storage, "sprit", "Erika"),
                                    always=("min_fuel_left",) if finished else ())
    # „Nochmal“ drives the same stage again: practice now
    drive.click_widget(end.again_button)
    drive.frames(2)
    again = drive.app.stack.top
    assert isinstance(again, SpritScene) and again is not scene
    assert again.table.match.seed == seed
    assert again.table.daily_counts is False
    assert t("sprit.ui.log.daily_practice") in again.log.texts()
    assert drive.app.errors == []
