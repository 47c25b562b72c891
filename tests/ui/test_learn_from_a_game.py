"""Learning from a finished game (#28): from a verdict into the replay at its moment, the
replay's own verdicts and keys („nur meine Entscheidungen“, „nächster Fehler“), and
„Von hier weiterspielen“ as a practice game that never counts."""

from __future__ import annotations

import time

import pygame
import pytest

from speedgames.core import history, records
from speedgames.core.practice import is_practice
from speedgames.core.saves import list_saves
from speedgames.ui.analysis_scene import AnalysisScene
from speedgames.ui.review_samples import sample_analysis
from speedgames.ui.review_scene import ReviewScene
from tests.ui.harness import HANG_SECONDS

GAMES = ["rocket", "sprit", "tulpe"]


def _table_of(scene):
    return scene.table


def _play_rest(table, record, start: int) -> None:
    """The record's moves from ``start`` on, straight onto the practice table: the same end."""
    game = table.match.game
    for seat, data in record["actions"][start:]:
        if table.state.is_over():
            break
        table.match.apply(seat, game.action_from_json(data))


def _analysis_scene(drive, game_id: str) -> AnalysisScene:
    record, analysis = sample_analysis(game_id)
    assert drive.app.open("review.analysis", game=game_id, record=record, analysis=analysis)
    drive.frames(2)
    scene = drive.app.stack.top
    assert isinstance(scene, AnalysisScene) and scene.rows
    return scene


@pytest.mark.parametrize("game_id", GAMES)
def test_enter_on_a_verdict_opens_the_replay_at_that_moment_with_its_verdict(drive, game_id):
    scene = _analysis_scene(drive, game_id)
    if len(scene.rows) > 1:
        drive.key("down")
    chosen = scene.rows[scene.selected]
    drive.key("return")
    replay = drive.app.stack.top
    assert isinstance(replay, ReviewScene)
    assert replay.position == chosen.index        # the moment before the decision
    assert replay.worker is None and replay.analysis is scene.analysis
    mark, line, reason = replay._moment_lines()
    assert mark == chosen.verdict and line          # the verdict of the person's decision
    drive.frames(2)
    assert drive.app.errors == []


def test_a_click_on_the_chosen_row_opens_it_too(drive):
    scene = _analysis_scene(drive, "sprit")
    drive.frames(1)
    index, box = scene.row_boxes[0]
    drive.click(box.center)
    replay = drive.app.stack.top
    assert isinstance(replay, ReviewScene) and replay.position == scene.rows[index].index


@pytest.mark.parametrize("game_id", GAMES)
def test_only_my_decisions_and_the_next_mistake(drive, game_id):
    record, analysis = sample_analysis(game_id)
    assert drive.app.open("review.replay", record=record, position=0, analysis=analysis)
    replay = drive.app.stack.top
    tl = replay.timeline
    assert tl.decisions and all(record["actions"][d][0] == 0 for d in tl.decisions)
    assert len(tl.decisions) < tl.length                 # the computers' moves are skipped
    drive.key("m")                                        # nur meine Entscheidungen
    assert replay.only_mine and replay.position == tl.decisions[0]
    drive.key("right")
    assert replay.position == tl.decisions[1]
    drive.key("left")
    assert replay.position == tl.decisions[0]
    drive.key("home")
    drive.key("n")                                        # nächster Fehler
    flagged = [d.index for d in analysis.flagged]
    assert replay.position == flagged[0]
    drive.key("n")
    assert replay.position == (flagged[1] if len(flagged) > 1 else flagged[0])
    drive.key("n", pygame.KMOD_SHIFT)                     # back to the one before
    assert replay.position == flagged[0]
    drive.key("m")
    drive.key("right")
    assert replay.position == flagged[0] + 1              # one action again
    assert drive.app.errors == []


def test_the_replay_analyses_by_itself_on_the_worker_and_stays_responsive(drive):
    record, _ = sample_analysis("rocket")
    assert drive.app.open("review.replay", record=record, position=0)
    replay = drive.app.stack.top
    assert replay.worker is not None
    started = time.monotonic()
    drive.frames(3)                                       # frames come while it works
    assert time.monotonic() - started < 2.0
    drive.until(lambda: replay.analysis is not None, "the analysis")
    assert replay.verdicts and replay.worker is None


def test_leaving_the_replay_cancels_its_analysis(drive):
    record, _ = sample_analysis("rocket")
    assert drive.app.open("review.replay", record=record, position=0)
    replay = drive.app.stack.top
    worker = replay.worker
    drive.key("escape")
    assert worker.cancelled
    worker.wait(HANG_SECONDS)
    assert worker.finished


@pytest.mark.parametrize("game_id", GAMES)
def test_play_on_from_a_moment_of_the_replay_is_a_practice_game(drive, game_id):
    app = drive.app
    record, analysis = sample_analysis(game_id)
    at = analysis.flagged[0].index
    assert app.open("review.replay", record=record, position=at, analysis=analysis)
    drive.key("w")                                        # von hier weiterspielen
    game = app.stack.top
    table = _table_of(game)
    assert table.practice and is_practice(table.match.options)
    assert [a.to_json() for _s, a in table.match.actions] == \
        [a for _s, a in record["actions"][:at]]
    assert [s["kind"] for s in table.match.options["seats"]] == \
        [s["kind"] for s in record["options"]["seats"]]   # the same people and computers
    assert not table.ending.counts
    assert app.errors == []


@pytest.mark.parametrize("game_id", GAMES)
def test_play_on_with_the_better_move_already_made(drive, game_id):
    app = drive.app
    scene = _analysis_scene(drive, game_id)
    chosen = scene.rows[scene.selected]
    drive.key("b")
    table = _table_of(app.stack.top)
    assert table.practice
    assert len(table.match.actions) >= chosen.index + 1
    seat, action = table.match.actions[chosen.index]
    assert (seat, action) == (chosen.seat, chosen.best)
    assert app.errors == []


def test_a_practice_game_played_to_its_end_enters_nothing(drive):
    app = drive.app
    record, analysis = sample_analysis("sprit")
    assert app.open("review.replay", record=record, position=1, analysis=analysis)
    drive.key("w")
    table = _table_of(app.stack.top)
    _play_rest(table, record, 1)
    assert table.state.is_over()
    notices = table.finish()
    assert [n.key for n in notices] == ["review.practice.not_counted"]
    name = record["options"]["seats"][0]["name"]
    assert records.statistics(app.storage, "sprit", name).games == 0
    assert records.list_ids(app.storage, "sprit") == []
    assert history.my_games(app.storage, "sprit") == []
    assert not [s for s in list_saves(app.storage, "sprit") if not s.over]


def test_play_on_at_the_end_says_it_cannot(drive):
    app = drive.app
    record, analysis = sample_analysis("tulpe")
    assert app.open("review.replay", record=record, analysis=analysis)
    replay = app.stack.top
    drive.key("w")
    from speedgames.core.i18n import t

    assert app.stack.top is replay and t("review.practice.impossible") in app.toasts


def test_the_tulpe_replay_shows_the_dice_at_every_decision_of_the_person(drive):
    record, analysis = sample_analysis("tulpe")
    assert drive.app.open("review.replay", record=record, position=0, analysis=analysis)
    replay = drive.app.stack.top
    for p in replay.timeline.decisions:
        replay.go(p)
        drive.frames(1)
        dice = replay.timeline.state_at(p).view(0).get("dice") or {}
        if not dice.get("colors"):
            continue  # a decision before the roll
        tray = replay.inner.view.tray
        assert list(tray.colors) == list(dice["colors"]), p
        assert list(tray.numbers) == list(dice["numbers"]), p


def test_a_click_on_a_mistakes_dot_on_the_timeline_opens_that_decision(drive):
    record, analysis = sample_analysis("rocket")
    assert drive.app.open("review.replay", record=record, position=0, analysis=analysis)
    replay = drive.app.stack.top
    drive.frames(1)
    target = analysis.flagged[-1].index
    n = replay.timeline.length
    x = replay.track.x + replay.track.width * target // n + 3   # beside the dot's centre
    drive.click((x, replay.track.centery))
    assert replay.position == target


def test_a_small_window_at_big_text_keeps_the_board_and_shows_all_keys_on_h(tmp_path):
    from tests.ui.harness import Driver, make_app

    app = make_app(tmp_path, size=(1024, 700))
    app.set_text_scale(150)
    app.frame(1 / 60)
    try:
        drive = Driver(app)
        record, analysis = sample_analysis("tulpe")
        assert app.open("review.replay", record=record, position=5, analysis=analysis)
        replay = app.stack.top
        size = app.size
        assert replay.compact(size)
        small = replay._board_size(size)[1]
        assert small >= size[1] * 4 // 5 - app.theme.px(16)   # the game keeps most room
        drive.key("h")                                        # all keys
        assert replay.show_keys and replay._board_size(size)[1] < small
        drive.key("h")
        assert replay._board_size(size)[1] == small
        assert app.errors == []
    finally:
        app.shutdown()


def test_a_large_window_shows_all_keys_at_once(drive):
    record, analysis = sample_analysis("tulpe")
    assert drive.app.open("review.replay", record=record, position=5, analysis=analysis)
    assert not drive.app.stack.top.compact(drive.app.size)


def test_playing_on_from_a_tagesetappe_is_no_attempt_of_the_day_and_enters_no_list(drive):
    from speedgames.core.daily import today
    from speedgames.core.game import Match, get_game
    from speedgames.core.players import make_player
    from speedgames.sprit import modes

    app = drive.app
    options, seed = modes.daily_options(today(), "Erika")
    m = Match(get_game("sprit"), options, seed)
    players = {s: make_player("sprit", "easy", seed=s) for s in range(len(options["seats"]))}
    while not m.state.is_over():
        seat = m.state.to_move()[0]
        m.apply(seat, players[seat].choose(m.state, seat).action)
    record = m.record()
    assert app.open("review.replay", record=record, position=2, analyse=False)
    drive.key("w")
    table = app.stack.top.table
    assert table.practice and table.mode == "daily" and not table.daily_counts
    _play_rest(table, record, 2)
    table.finish()
    assert not records.daily_attempted(app.storage, "sprit", today())
    assert records.list_ids(app.storage, "sprit") == []
    assert records.statistics(app.storage, "sprit", "Erika").games == 0
    assert app.errors == []


def test_a_practice_game_left_open_says_uebung_in_the_open_games(drive):
    from speedgames.core.i18n import t
    from speedgames.ui.open_games import line_for

    app = drive.app
    record, analysis = sample_analysis("tulpe")
    assert app.open("review.replay", record=record, position=3, analysis=analysis)
    drive.key("w")
    table = app.stack.top.table
    table.save()                                   # as on quitting
    saves = [s for s in list_saves(app.storage, "tulpe") if not s.over]
    assert len(saves) == 1 and saves[0].meta.get("practice") is True
    assert line_for(saves[0]).endswith(t("review.practice.tag"))


def test_the_replays_words_for_a_moment(drive):
    from speedgames.core.game import Action
    from speedgames.core.i18n import Text, set_language
    from speedgames.core.analysis import Verdict
    from speedgames.ui.review_verdict import verdict_lines

    set_language("de")
    bad = Verdict(4, 0, Action("stop"), Action("draw"), 2.0, "??", Text("review.unit.rocket.one"))
    mark, line, reason = verdict_lines("rocket", "review.unit.rocket", "Anna", bad, bad.action, None)
    assert mark == "??" and line == "Anna: Aufhören – besser: Ziehen · −2,0 Ruhm"
    assert reason.startswith("Warum: ")
    good = Verdict(4, 0, Action("stop"), Action("stop"), 0.0, "ok")
    assert verdict_lines("rocket", "review.unit.rocket", "Anna", good, good.action, None)[0] == "ok"
    mark, line, reason = verdict_lines("rocket", None, "Anna", None, Action("draw"), 40)
    assert mark == "" and "Ziehen" in line and "40" in reason
    assert verdict_lines("rocket", None, "Anna", None, None, None)[1] == \
        "Hier entscheidet kein Mensch – M springt zu den eigenen Entscheidungen."


def test_nochmal_after_a_practice_game_is_a_real_game():
    from speedgames.ui.endtafel import next_table

    options = next_table({"practice": True, "mode": "table",
                          "seats": [{"kind": "human", "name": "A"}, {"kind": "ai"}]})
    assert "practice" not in options and options["seats"][0] == {"kind": "ai"}
