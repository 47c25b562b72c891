"""Speedrocket's big moment (#29): the Abendvorstellung's rockets rise and burst, one key skips
the whole show, „Bewegung reduzieren“ shows only its end, an idle show asks for no frames; the
others' rockets fill on their cards while you draw (a covered one never does); a hot-seat person
sees their own Fehlzündung before the curtain."""

from __future__ import annotations

import pytest

from speedgames.core.game import Action
from speedgames.rocket.screen.fireworks import BLOOM, RISE, Launch, Stage, launches_of
from tests.rocket_ui.conftest import ARM_FRAMES
from tests.ui.harness import drawn

VERSUS = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "normal"},
          {"kind": "ai", "level": "easy"}]
HOTSEAT = [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Bernd"},
           {"kind": "ai", "level": "easy"}]


def _to_the_show(drive, seats=VERSUS, seed: int = 11):
    sc = drive.open_game(seats, seed=seed)
    drive.stuff_and_stop(draws=1)
    drive.until(lambda: sc.show is not None, step=1)
    return sc


# ------------------------------------------------------------------ the stage alone
def test_the_rockets_go_up_in_seat_order_and_the_stage_ends():
    stage = Stage([Launch(0, 12, False, ("W", "O")), Launch(1, 20, True, ("G",))], per=1.0)
    assert not stage.done and stage.total == pytest.approx(0.8 + RISE + BLOOM)
    stage.update(0.3)
    assert 0 < stage.local(0) < RISE and stage.local(1) < 0, "the second waits its turn"
    stage.update(10)
    assert stage.done and stage.local(1) >= RISE + BLOOM


def test_a_seats_field_is_told_once_its_rocket_got_there():
    stage = Stage([Launch(0, 12, False), Launch(1, 20, False)], per=1.0)
    assert stage.risen == 0
    stage.update(RISE)
    assert stage.risen == 1, "the first rocket is up, the second still waits"
    stage.skip()
    assert stage.risen == 2


def test_a_still_stage_is_done_at_once_and_skip_ends_a_running_one():
    assert Stage([Launch(0, 12, False)], still=True).done
    running = Stage([Launch(0, 12, False)], per=1.0)
    running.skip()
    assert running.done


def test_launches_come_from_the_evening_line_and_the_huelsen():
    hist = {"fields": [14, 9], "exploded": [False, True]}
    launches = launches_of(hist, [[{"chip": "W2", "field": 2}, {"chip": "O", "field": 3}], []])
    assert launches == [Launch(0, 14, False, ("W", "O")), Launch(1, 9, True, ())]
    assert launches_of(None, []) == []


# ------------------------------------------------------------------ at the table
def test_the_show_runs_its_fireworks_and_one_key_skips_it_to_the_end(drive):
    drive.app.settings.animations = "normal"
    sc = _to_the_show(drive)
    show = sc.show
    assert show.stage is not None and not show.stage.still
    assert not show.done and sc.frame_request() == 0.0, "the rockets rise: frames are asked for"
    drive.frames(ARM_FRAMES)
    assert not show.done
    drive.key("space")
    drive.frames(1)
    assert sc.show is show and show.done and show.stage.done, "Leertaste: the show's end at once"
    assert show.revealed == len(show.lines)


def test_esc_skips_the_running_show_instead_of_opening_the_menu(drive):
    drive.app.settings.animations = "normal"
    sc = _to_the_show(drive)
    show = sc.show
    drive.key("escape")
    drive.frames(1)
    assert drive.app.stack.top is sc, "no menu while the show still runs"
    assert sc.show is show and show.done
    drive.key("escape")
    drive.frames(2)
    assert drive.app.stack.top is not sc, "at the show's end Esc is the menu again"


def test_reduce_motion_shows_only_the_end_and_asks_no_frames(drive):
    drive.app.settings.reduce_motion = True
    sc = _to_the_show(drive)
    show = sc.show
    assert show.stage is not None and show.stage.still
    assert show.done and not show.tumbling, "every line and every rocket's end at once"
    drive.until(lambda: not sc.table.busy)  # the computers think on a worker: by condition
    drive.frames(30)
    assert sc.frame_request() is None, "nothing moves: the idle loop stays quiet"


def test_a_skipped_show_stands_still_no_frames_requested(drive):
    drive.app.settings.animations = "normal"
    sc = _to_the_show(drive)
    drive.frames(ARM_FRAMES)
    drive.key("space")
    drive.until(lambda: not sc.table.busy)
    drive.frames(5)
    assert sc.show is not None and sc.show.done
    assert sc.frame_request() is None
    before = drawn(drive.app)
    drive.frames(30)
    assert drawn(drive.app) == before, "the end picture of the show stands still"


def test_the_stage_draws_mid_show(drive):
    """A frame in the middle differs from the end picture (something rises or bursts)."""
    drive.app.settings.animations = "normal"
    sc = _to_the_show(drive)
    drive.frames(40)
    middle = drawn(drive.app)
    sc.show.skip()
    assert drawn(drive.app) != middle


# ------------------------------------------------------------------ the shared race
def test_the_others_chips_flash_on_their_cards_while_you_draw(drive):
    drive.app.settings.animations = "normal"
    sc = drive.open_game(VERSUS, seed=11)
    drive.until(lambda: bool(sc.arrivals), step=1)
    seat, chip, field, _age = sc.arrivals[0]
    assert seat != 0 and (chip, field) == sc.view.seats[seat].huelse[-1]
    assert sc.frame_request() == 0.0
    drive.until(lambda: not sc.table.busy and not sc.arrivals)
    assert sc.frame_request() is None, "all stuffed, nothing flashes: no frames"


def test_no_flash_with_reduce_motion(drive):
    drive.app.settings.reduce_motion = True
    sc = drive.open_game(VERSUS, seed=11)
    drive.until(lambda: any(len(q.huelse) > 1 for q in sc.view.seats[1:]), step=1)
    assert sc.arrivals == []


def test_a_covered_rocket_draws_the_same_whatever_its_chips(drive):
    """Hot-seat: while Anna stuffs, Bernd's and the computer's rockets are covered — their
    cards and everything else on the screen do not change with the chips in them."""
    sc = drive.open_game(HOTSEAT, seed=17)
    assert sc.active == 0 and sc.view.is_covered(1) and sc.view.is_covered(2)
    before = drawn(drive.app)
    for seat in (1, 2):
        p = sc.state.players[seat]
        p["huelse"] = p["huelse"] + [["W3", 3], ["O", 4], ["G2", 6]]
    sc.changed()
    assert drawn(drive.app) == before
    assert sc.arrivals == [] and not sc._chips_seen.get(1) and not sc._chips_seen.get(2)
    own = sc.state.players[0]   # the check can fail: Anna's own rocket does show its chips
    own["huelse"] = own["huelse"] + [["W3", 3]]
    sc.changed()
    assert drawn(drive.app) != before


# ------------------------------------------------------------------ a hot-seat Fehlzündung
def _misfire(drive, sc):
    st = sc.state
    for _ in range(12):
        if sc.view.status != "drawing":
            break
        bag = st.players[0]["bag"]
        st.force_next(0, [max((c for c in bag if c[0] == "W"), key=lambda c: int(c[1:]))])
        drive.press("space")
    if sc.view.status == "sand":
        assert sc.act_now(Action("ignite"))
    assert st.players[0]["exploded"]


def test_a_hotseat_person_sees_their_own_misfire_before_the_curtain(drive):
    drive.app.settings.animations = "normal"
    sc = drive.open_game(HOTSEAT, seed=17)
    _misfire(drive, sc)
    drive.frames(30)
    assert drive.app.stack.top is sc and sc.burst is not None, "Anna sees her Fehlzündung"
    drive.until(lambda: drive.app.stack.top.name == "privacy", step=1)
    assert drive.confirm_privacy() == "Bernd"


def test_a_key_ends_the_misfire_and_the_curtain_comes(drive):
    drive.app.settings.reduce_motion = True
    sc = drive.open_game(HOTSEAT, seed=17)
    _misfire(drive, sc)
    drive.frames(5)
    assert drive.app.stack.top is sc and sc.burst_still
    assert sc.frame_request() > 0, "a still picture: a timed change, not frames"
    drive.key("space")
    drive.frames(5)
    assert drive.app.stack.top.name == "privacy"


@pytest.mark.parametrize("still", [False, True])
def test_the_own_chip_flies_only_without_reduce_motion(drive, still):
    drive.app.settings.animations = "normal"
    drive.app.settings.reduce_motion = still
    sc = drive.open_game(VERSUS, seed=11)
    drive.key("space")
    drive.frames(1)
    assert len(sc.state.players[0]["huelse"]) == 1
    assert (sc.fly is None) is still, "„Bewegung reduzieren“: the chip is just there"


def test_each_burst_is_heard_and_a_skipped_show_stays_quiet(drive, monkeypatch):
    drive.app.settings.animations = "normal"
    heard: list[str] = []
    monkeypatch.setattr(drive.app.audio, "play", lambda name, *a, **k: heard.append(name))
    sc = _to_the_show(drive)
    heard.clear()   # the Stopfen's own sounds
    launches = sc.show.stage.launches
    drive.until(lambda: sc.show.stage.risen >= 1, step=1)
    booms = [n for n in heard if n in ("bang", "fizz")]
    assert booms == ["fizz" if launches[0].exploded else "bang"]
    sc.show.skip()
    drive.frames(3)
    assert [n for n in heard if n in ("bang", "fizz")] == booms, "skipped: no more bangs"


# ------------------------------------------------------------------ the bench (#29)
def test_the_bench_plays_the_show_live_from_its_first_rocket(drive):
    """``bench``'s big moments reach the show (the sample carries ``moment="show"``) and play
    it from the start again and again; the idle loop skips it."""
    from speedgames.rocket.screen import demo

    assert dict(demo.variants(drive.app))["rocket-show-fireworks"]["moment"] == "show"
    drive.app.settings.animations = "normal"
    sc = _to_the_show(drive)
    drive.frames(ARM_FRAMES)
    drive.key("space")
    drive.frames(1)
    assert sc.show.done and not sc.moment_running
    assert sc.play_moment("show") and not sc.play_moment("drive")
    show = sc.show
    assert show.stage.t == 0.0 and show.revealed == 0 and sc.moment_running
    for _ in range(2000):
        if not sc.moment_running:
            break
        drive.frames(1)
    assert show.done and show.told
    assert drive.app.errors == []


def test_the_still_parts_of_the_sky_are_made_once(drive):
    """The sky, its scale and the badges are one cached layer (a frame draws only the rockets)."""
    from speedgames.rocket.screen.fireworks import _layer

    drive.app.settings.animations = "normal"
    sc = _to_the_show(drive)
    drive.frames(3)
    stage, th = sc.show.stage, drive.app.theme
    assert stage._layer is not None, "the scene's static frame painted the layer"
    first = stage._layer[1]
    drive.frames(20)
    assert _layer(stage, first.get_size(), th) is first
