"""Am Tisch: two humans and a computer (privacy screen, covered rockets, everyone's Weiter, the
shop one after the other), the Rat for one human against computers, the Zug-Uhr."""

from __future__ import annotations

import pytest

from speedgames.core.game import Action

HOTSEAT = [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Bernd"},
           {"kind": "ai", "level": "normal", "style": "vorsichtig"}]
VERSUS = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "strong"},
          {"kind": "ai", "level": "easy"}]


def test_hotseat_two_humans_and_a_computer_reach_the_shop(drive):
    sc = drive.open_game(HOTSEAT, seed=17)
    assert sc.active == 0 and drive.app.stack.top is sc, "the first human needs no hand-over"
    drive.stuff_and_stop(draws=2)
    drive.until(lambda: drive.app.stack.top.name == "privacy")
    assert drive.confirm_privacy() == "Bernd"
    assert sc.active == 1
    assert sc.view.is_covered(0), "Anna's rocket stays covered while Bernd stuffs"
    assert sc.view.is_covered(2)
    sc.look_at(0)
    assert sc.view_seat == 1, "a covered Hülse cannot be opened"
    drive.stuff_and_stop(draws=1)
    drive.until(lambda: sc.show is not None)
    assert not sc.view.is_covered(0), "the show uncovers every rocket"
    while sc.show is not None:
        drive.press("return")
    # the Pulverhandlung: Bernd still holds the device and shops first, then Anna after the
    # privacy screen
    # (Enter acts 0.25 s after a step appears — a key still held must not act on it — so it is
    # pressed until it had its effect: the shop may open the moment the wait ends, while the
    # computer still thinks about its basket on a loaded machine)
    drive.until(lambda: sc.view.status in ("shop_open", "shop_choose"))
    assert sc.active == 1 and drive.app.stack.top is sc
    if sc.view.status == "shop_choose":
        drive.press_until("return", lambda: sc.view.status != "shop_choose")
    drive.press_until("return", lambda: drive.app.stack.top.name == "privacy")   # Fertig
    assert drive.confirm_privacy() == "Anna"
    drive.until(lambda: sc.view.status in ("shop_open", "shop_choose") and sc.active == 0)
    if sc.view.status == "shop_choose":
        drive.press_until("return", lambda: sc.view.status != "shop_choose")
    drive.press_until("return", lambda: sc.state.evening == 2)
    assert drive.app.errors == []


def test_show_waits_for_weiter_and_computers_do_not_need_it(drive):
    sc = drive.open_game(VERSUS, seed=4)
    drive.stuff_and_stop(draws=1)
    drive.until(lambda: sc.show is not None)
    drive.frames(60)
    assert sc.state.phase == "show", "the shop opens only after Weiter"
    while sc.show is not None:
        drive.press("return")
    drive.until(lambda: sc.state.phase == "shop")
    assert all(p["ack"] for p in sc.state.players)


def test_rat_for_one_human_against_computers(drive):
    sc = drive.open_game(VERSUS, seed=6)
    assert sc.view.rat_allowed
    drive.press("r")
    assert sc.rat_open and sc.table.rat_used
    drive.until(lambda: sc.advice is not None, frames=3000, step=1)
    lines = sc.view.rat_lines
    assert lines and all(text for text, _ in lines)
    drive.press("r")
    assert not sc.rat_open


def test_no_rat_with_two_humans(drive):
    sc = drive.open_game(HOTSEAT, seed=6)
    assert not sc.view.rat_allowed
    drive.press("r")
    assert not sc.rat_open


def _anna_against_easy_on_the_clock(drive, limit):
    """Anna against one easy computer at a table with a Zug-Uhr of ``limit`` seconds."""
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}]
    drive.app.open("rocket.game", options={"seats": seats, "mode": "table", "clock": limit},
                   seed=12)
    drive.frames(30)
    return drive.scene


def test_clock_runs_out_the_computer_stops_for_the_player(drive):
    sc = _anna_against_easy_on_the_clock(drive, 30)
    assert sc.table.clock.limit == 30
    for _ in range(84):                           # 30 s + 10 s grace (and a little)
        drive.app.frame(0.5)
    # the stand-in decides on the worker: waited for by condition
    drive.until(lambda: sc.state.players[0]["status"] == "done")
    assert any("Zeit um" in line for line in sc.log.texts("de"))


def test_other_manufactory_opens_big_and_back_to_mine(drive):
    sc = drive.open_game(VERSUS, seed=9)
    drive.frames(40)
    card = dict(sc.board.players.cards)[1]
    drive.click(card.center)
    assert sc.view_seat == 1
    assert sc.board.buttons["mine"].visible
    drive.press("space")                           # my keys stay mine
    assert any(s == 0 and a == Action("draw") for s, a in sc.table.match.actions)
    drive.press("escape")
    assert sc.view_seat == 0


def test_hotseat_log_keeps_the_rockets_secret_until_the_show(drive):
    sc = drive.open_game(HOTSEAT, seed=17)
    drive.stuff_and_stop(draws=2)
    drive.until(lambda: drive.app.stack.top.name == "privacy")
    log = " ".join(sc.log.texts("de"))
    assert "Anna zieht" not in log and "Anna hört auf" not in log
    drive.confirm_privacy()
    drive.stuff_and_stop(draws=1)
    drive.until(lambda: sc.show is not None)
    log = " ".join(sc.log.texts("de"))
    assert "Anna zieht" in log, "the show reveals what was held back"


def test_escape_opens_the_menu_and_kontor_keeps_the_game_saved(drive):
    from speedgames.core.saves import list_saves

    sc = drive.open_game(VERSUS, seed=2)
    drive.press("space")
    drive.answer_prompts()
    drive.press("escape")
    menu = drive.app.stack.top
    assert menu.name == "rocket.menu"
    assert not menu.give_up_btn.visible, "no Aufgeben without other humans"
    drive.press("escape")
    assert drive.app.stack.top is sc
    drive.press("escape")
    drive.click_widget(drive.app.stack.top.kontor_btn)
    drive.frames(3)
    assert drive.app.stack.top.name == "kontor"
    assert list_saves(drive.app.storage, "rocket"), "„Fortsetzen“ finds the game"


def test_giving_up_with_other_humans_costs_ten_and_ends_the_game(drive):
    from speedgames.core.records import leaderboard
    from speedgames.core.saves import list_saves

    drive.open_game(HOTSEAT, seed=2)
    drive.press("space")
    drive.answer_prompts()
    drive.press("escape")
    menu = drive.app.stack.top
    assert menu.give_up_btn.visible
    drive.click_widget(menu.give_up_btn)
    drive.frames(2)
    confirm = drive.app.stack.top
    assert confirm.name == "confirm"
    drive.click_widget(confirm.yes_button)
    drive.frames(3)
    assert drive.app.stack.top.name == "kontor"
    assert not list_saves(drive.app.storage, "rocket")
    entries = leaderboard(drive.app.storage, "rocket", "table")
    assert any(e.abandoned and e.value == -10 for e in entries)


def test_fortsetzen_retells_the_log_and_still_keeps_the_rockets_secret(drive):
    """„Fortsetzen“ while the humans stuff one after the other: the Spielverlauf is told again
    from the saved actions, and what Anna drew stays held back until the show, as it was live."""
    from speedgames.core.saves import list_saves
    from speedgames.rocket.screen.scene import RocketScene

    sc = drive.open_game(HOTSEAT, seed=17)
    drive.stuff_and_stop(draws=2)
    drive.until(lambda: drive.app.stack.top.name == "privacy")
    live = sc.log.texts("de")
    assert not any("Anna zieht" in line or "Anna hört auf" in line for line in live)
    sc.table.flush()
    drive.app.home()
    drive.frames(2)
    assert drive.app.open("rocket.game", save=list_saves(drive.app.storage, "rocket")[0])
    drive.frames(2)
    resumed = next(s for s in drive.app.stack if isinstance(s, RocketScene))
    told = resumed.log.texts("de")
    assert told[:-1] == live and told[-1].startswith("Partie fortgesetzt")
    assert resumed.telling.held, "Anna's moves wait for the show"
    assert drive.app.errors == []


def test_fortsetzen_keeps_the_time_left_on_the_zuenduhr(drive):
    """Quit in the middle of a step and resume: the clock goes on, it is not refilled."""
    from speedgames.core.saves import list_saves

    sc = _anna_against_easy_on_the_clock(drive, 60)
    for _ in range(40):
        drive.app.frame(0.5)
    used = sc.table.clock.limit - sc.table.clock.remaining
    assert used >= 15
    sc.save()  # what quitting does
    drive.app.stack.pop()
    saves = list_saves(drive.app.storage, "rocket")
    assert drive.app.open("rocket.game", save=saves[0])
    drive.frames(30)
    resumed = drive.scene
    assert resumed is not sc
    assert resumed.table.clock.remaining == pytest.approx(60 - used, abs=1.5)


def test_esc_on_the_hand_over_curtain_opens_the_menu_over_it(drive):
    sc = drive.open_game(HOTSEAT, seed=17)
    drive.stuff_and_stop(draws=2)
    drive.until(lambda: drive.app.stack.top.name == "privacy")
    curtain = drive.app.stack.top
    drive.frames(30)
    drive.press("escape")
    assert drive.app.stack.top.name == "rocket.menu"
    stack = list(drive.app.stack)
    assert stack.index(curtain) == stack.index(drive.app.stack.top) - 1
    drive.press("escape")  # Weiter
    assert drive.app.stack.top is curtain
    assert sc.active is None and sc.table.curtain == 1, "nobody acts while the curtain waits"
    assert drive.confirm_privacy() == "Bernd"


def test_a_resumed_hotseat_game_starts_behind_the_curtain(drive):
    """„Fortsetzen“ at a table of several people: whoever sits down is not known, so the
    curtain comes first (#27: the current person's rocket showed without it)."""
    from speedgames.core.saves import list_saves

    sc = drive.open_game(HOTSEAT, seed=17)
    drive.press("space")
    drive.answer_prompts()
    sc.save()
    drive.app.home()
    drive.frames(2)
    assert drive.app.open("rocket.game", save=list_saves(drive.app.storage, "rocket")[0])
    drive.frames(3)
    assert drive.app.stack.top.name == "privacy"
    resumed = drive.scene
    assert resumed.active is None and all(resumed.view.is_covered(s) for s in range(3))
    assert drive.confirm_privacy() == "Anna"
    drive.frames(3)
    assert resumed.active == 0 and not resumed.view.is_covered(0)


def test_the_zuenduhr_stands_still_under_the_menu(drive):
    sc = _anna_against_easy_on_the_clock(drive, 60)
    for _ in range(10):
        drive.app.frame(0.5)
    left = sc.table.clock.remaining
    assert left < 60
    drive.press("escape")
    assert drive.app.stack.top.name == "rocket.menu"
    for _ in range(20):
        drive.app.frame(0.5)
    assert sc.table.clock.remaining == left, "the Messepause keeps the time"
