"""Partie ansehen (#13): each game's own scene, read-only, stepped by keyboard on a real game."""

from __future__ import annotations

import pygame
import pytest

from speedgames.core import history
from speedgames.ui.review_samples import sample_record
from speedgames.ui.review_scene import ReviewScene


def _inner_match(scene: ReviewScene):
    inner = scene.inner
    table = getattr(inner, "table", None)  # the shared table runtime (ui.table)
    if table is not None:
        return table.match
    return inner.match if hasattr(inner, "match") else inner.ctl.match


def _inner_actions(scene: ReviewScene) -> int:
    return len(_inner_match(scene).actions)


def _inner_state(scene: ReviewScene):
    return _inner_match(scene).state


@pytest.mark.parametrize("game_id", ["rocket", "sprit", "tulpe"])
def test_stepping_through_a_kept_game_by_keyboard(drive, game_id):
    app = drive.app
    record = sample_record(game_id)
    history.remember_game(app.storage, record, {"scores": [1, 2], "ranks": [2, 1]})
    assert app.open("review.games", game=game_id)
    drive.frames(1)
    drive.key("space")                                   # Partie ansehen
    scene = app.stack.top
    assert isinstance(scene, ReviewScene)
    tl = scene.timeline
    assert scene.position == tl.length                   # a finished game opens at its end
    assert _inner_state(scene).is_over()
    drive.key("home")
    assert scene.position == 0 and _inner_actions(scene) == 0
    drive.key("right")
    drive.key("right")
    assert scene.position == 2
    assert _inner_state(scene).to_json() == tl.state_at(2).to_json()
    told = len(scene.inner.log.entries)
    drive.key("right", pygame.KMOD_CTRL)                 # to the next round
    assert scene.position == min([c for c in tl.chapters if c > 2] + [tl.length])
    assert scene.timeline.label(scene.position) != scene.timeline.label(scene.position - 1)
    assert len(scene.inner.log.entries) >= told          # the Spielverlauf follows
    drive.key("left")
    assert _inner_state(scene).to_json() == tl.state_at(scene.position).to_json()
    drive.key("end")
    assert scene.position == tl.length
    drive.frames(30)                                      # nothing moves by itself
    assert _inner_actions(scene) == tl.length
    assert app.errors == []


def test_space_plays_and_pauses_at_the_chosen_speed(drive):
    app = drive.app
    assert app.open("review.replay", record=sample_record("sprit"), position=0)
    scene = app.stack.top
    drive.key("+")
    drive.key("+")                                     # 4 actions per second
    drive.key("space")
    drive.frames(60)                                      # one second
    assert scene.playing and 3 <= scene.position <= 5
    drive.key("space")
    at = scene.position
    drive.frames(60)
    assert not scene.playing and scene.position == at


def test_a_click_on_the_timeline_jumps_there(drive):
    app = drive.app
    assert app.open("review.replay", record=sample_record("tulpe"), position=0)
    scene = app.stack.top
    drive.frames(1)
    track = scene.track
    drive.click((track.x + track.width // 2, track.centery))
    assert abs(scene.position - scene.timeline.length // 2) <= 1


def test_the_endtafel_offers_partie_ansehen(drive):
    from speedgames.ui.endtafel import EndtafelScene

    record = sample_record("rocket")
    end = EndtafelScene(drive.app, "rocket", options=record["options"], seed=record["seed"],
                        record=record)
    drive.app.push(end)
    drive.frames(2)
    drive.click_widget(end.watch_button)
    assert isinstance(drive.app.stack.top, ReviewScene)
    assert drive.app.errors == []


def test_a_bestenliste_entry_opens_partie_ansehen_and_the_analysis(drive):
    from speedgames.core.game import replay_record
    from speedgames.core.records import record_game
    from speedgames.ui.analysis_scene import AnalysisScene

    app = drive.app
    record = sample_record("sprit")
    record_game(app.storage, "sprit", record, replay_record(record).result())
    assert app.open("leaderboard", game="sprit")
    drive.frames(2)
    board = app.stack.top
    assert board.entries, "the finished game is on the Bestenliste"
    drive.key("down")
    assert board.selected == 0
    drive.key("space")
    viewer = app.stack.top
    assert isinstance(viewer, ReviewScene) and viewer.record == board.entries[0].record
    drive.key("escape")
    assert app.stack.top is board
    drive.key("a")
    assert isinstance(app.stack.top, AnalysisScene)
    assert app.errors == []


def _board_buttons(scene: ReviewScene) -> list:
    inner = scene.inner
    if scene.game_id == "sprit":
        return list(inner.buttons.values())
    return inner.parts.all_buttons()


@pytest.mark.parametrize("game_id", ["sprit", "tulpe"])
def test_the_watched_board_shows_no_button_as_pressable(drive, game_id):
    """Partie ansehen is read-only: Zurück, Menü, Rat and the game's own buttons are drawn
    greyed at every position, so nobody clicks one and wonders why nothing happens."""
    record = sample_record(game_id)
    assert drive.app.open("review.replay", record=record, position=3)
    scene = drive.app.stack.top
    for position in (3, 0, scene.timeline.length // 2, scene.timeline.length):
        scene.go(position)
        drive.frames(2)
        buttons = [b for b in _board_buttons(scene) if b.visible]
        assert buttons and not any(b.enabled for b in buttons), position
    assert drive.app.errors == []


def test_the_watched_rally_shows_no_line_of_the_games_keys(drive):
    """The Speedsprit header shows the keys of what one can do now; in Partie ansehen the game's
    keys do nothing (the replay bar below names its own)."""
    from speedgames.sprit.screen.draw import key_hint

    assert drive.app.open("review.replay", record=sample_record("sprit"), position=5)
    scene = drive.app.stack.top
    drive.frames(1)
    assert key_hint(scene.inner.view) == ""
    scene.inner.replaying = False
    assert key_hint(scene.inner.view) != ""  # the same board, played, has its keys


def test_the_watched_tulip_table_says_who_is_at_it_without_the_keys(drive):
    from speedgames.core.i18n import t
    from speedgames.tulpe.screen.flow import ACTIVE, ROLL
    from speedgames.tulpe.screen.view import status_text

    assert drive.app.open("review.replay", record=sample_record("tulpe"), position=0)
    scene = drive.app.stack.top
    seen = set()
    for position in range(scene.timeline.length):
        scene.go(position)
        view = scene.inner.view
        name = view.names[view.phase.active]
        expected = {ROLL: t("tulpe.ui.status.watch_roll", name=name),
                    ACTIVE: t("tulpe.ui.status.watch_choose", name=name)}.get(
            view.phase.kind, t("tulpe.ui.status.watch_others"))
        assert status_text(view) == expected == view.status, position
        seen.add(view.phase.kind)
    assert {ROLL, ACTIVE} <= seen
    scene.go(scene.timeline.length)
    assert scene.inner.view.status == t("tulpe.ui.status.over")
