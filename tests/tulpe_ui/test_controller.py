"""The table flow without a window: who has the device, when the privacy screen is needed,
what the computer does when the Bedenkzeit runs out."""

from __future__ import annotations

from speedgames.core.game import Action, Match, get_game
from speedgames.tulpe.screen.controller import ACTIVE, OTHERS, ROLL, Controller

SEATS = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"},
         {"kind": "human", "name": "Bea"}]


def controller(seats=SEATS, seed=3) -> Controller:
    from speedgames.tulpe import ai

    match = Match(get_game("tulpe"), {"seats": seats, "mode": "table"}, seed)
    players = {i: ai.make_player("easy", None, i) for i, s in enumerate(seats)
               if s["kind"] == "ai"}
    return Controller(match, players, stand_in=lambda seat: ai.make_player("normal", None, 9))


def test_the_active_seat_rolls_and_chooses_first_openly():
    ctl = controller()
    assert ctl.step().kind == ROLL and ctl.human_to_act() == 0
    ctl.apply(0, Action("roll"))
    assert ctl.step().kind == ACTIVE and ctl.human_to_act() == 0
    ctl.take_device(0)
    assert not ctl.needs_privacy(0)  # the active choice is open: no screen


def test_covert_choices_need_the_privacy_screen_between_humans():
    ctl = controller()
    ctl.apply(0, Action("roll"))
    ctl.take_device(0)
    ctl.apply(0, Action("pass"))
    assert ctl.step().kind == OTHERS
    assert ctl.computer_to_act() == 1  # computers first: nobody waits for them later
    ctl.apply(1, ctl.computer_decision(1).action)
    assert ctl.human_to_act() == 2
    assert ctl.needs_privacy(2)  # Anna had the device, Bea chooses in secret
    ctl.take_device(2)
    assert not ctl.needs_privacy(2)


def test_one_human_never_needs_the_privacy_screen():
    ctl = controller([{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}])
    ctl.apply(0, Action("roll"))
    ctl.take_device(0)
    ctl.apply(0, Action("pass"))
    assert not ctl.needs_privacy(0)


def test_when_time_runs_out_the_computer_rolls_chooses_or_passes():
    ctl = controller()
    action, text = ctl.act_for_timeout(0)
    assert action.type == "roll" and text.key == "tulpe.ui.log.timeout_roll"
    action, text = ctl.act_for_timeout(0)  # the active choice: the stand-in decides
    assert text.key in ("tulpe.ui.log.timeout_choose", "tulpe.ui.log.timeout_pass")
    ctl.apply(1, ctl.computer_decision(1).action)
    action, text = ctl.act_for_timeout(2)  # choosing from the rest: Bea passes
    assert action.type == "pass" and text.key == "tulpe.ui.log.timeout_pass"
    assert ctl.summary()["wurf"] == 2


def test_seat_names_for_humans_and_computers():
    ctl = controller()
    assert ctl.name_param(0) == "Anna"
    assert ctl.name_param(1).render("de") == "Computer 2 (leicht)"
    assert ctl.short_name(1).render("en") == "Computer 2"
