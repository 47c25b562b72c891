"""Speedtulpe's turn flow without a window: who acts, what is covert, each decision a step of the
Bedenkzeit, and what the computer does when it runs out (rules §3 and §5)."""

from __future__ import annotations

import subprocess
import sys
from types import SimpleNamespace

import pytest

from speedgames.core.game import Action, Match, get_game
from speedgames.core.rng import derive_seed
from speedgames.tulpe.screen.flow import (
    ACTIVE,
    OTHERS,
    OVER,
    ROLL,
    ActiveStandIn,
    TulpeFlow,
    from_active,
    phase_of,
    reason_public,
    seat_name,
    short_name,
)
from speedgames.ui.table import Scripted

SEATS = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"},
         {"kind": "human", "name": "Bea"}]


class Facts:
    """What a flow reads of the table (``TableFacts``), on a real match."""

    def __init__(self, seats=SEATS, seed: int = 3, mode: str = "table") -> None:
        self.match = Match(get_game("tulpe"), {"seats": seats, "mode": mode}, seed)
        self.holder = None

    @property
    def state(self):
        return self.match.state

    def is_person(self, seat: int) -> bool:
        return self.match.options["seats"][seat].get("kind", "human") == "human"

    @property
    def people(self) -> tuple[int, ...]:
        return tuple(i for i in range(len(self.match.options["seats"])) if self.is_person(i))

    @property
    def computers(self) -> tuple[int, ...]:
        return tuple(i for i in range(len(self.match.options["seats"])) if not self.is_person(i))

    def seat_name(self, seat: int):
        return TulpeFlow().seat_name(self, seat)


def test_the_active_seat_rolls_and_chooses_first_openly():
    flow, table = TulpeFlow(), Facts()
    turn = flow.turn(table)
    assert phase_of(table.state).kind == ROLL
    assert turn.person == 0 and turn.computers == () and not turn.covert
    table.match.apply(0, Action("roll"))
    turn = flow.turn(table)
    assert phase_of(table.state).kind == ACTIVE
    assert turn.person == 0 and not turn.covert, "the active choice is open: no curtain"


def test_the_others_choose_covertly_the_computers_first_then_each_person():
    flow, table = TulpeFlow(), Facts()
    table.match.apply(0, Action("roll"))
    table.match.apply(0, Action("pass"))
    turn = flow.turn(table)
    assert phase_of(table.state).kind == OTHERS
    assert turn.computers == (1,) and turn.person is None, \
        "the computers choose first: nobody waits for them after the own choice"
    assert turn.covert
    table.match.apply(1, Action("pass"))
    turn = flow.turn(table)
    assert turn.person == 2 and turn.covert and turn.computers == ()


def test_alone_against_computers_nothing_is_covert():
    flow = TulpeFlow()
    table = Facts([{"kind": "ai", "level": "easy"}, {"kind": "human", "name": "Anna"}])
    table.match.apply(0, Action("roll"))
    table.match.apply(0, Action("pass"))
    assert flow.turn(table).person == 1 and not flow.turn(table).covert


def test_each_decision_is_one_step_of_the_bedenkzeit():
    flow, table = TulpeFlow(), Facts()
    steps = [flow.turn(table).step]
    table.match.apply(0, Action("roll"))
    steps.append(flow.turn(table).step)
    table.match.apply(0, Action("pass"))
    table.match.apply(1, Action("pass"))
    steps.append(flow.turn(table).step)
    assert len(set(steps)) == 3
    assert flow.turn(table).timed


def test_seat_order_from_the_active_seat():
    assert from_active([0, 1, 3, 4], 3, 5) == (3, 4, 0, 1)
    table = Facts([{"kind": "human", "name": n} for n in "ABCD"])
    state = table.state
    state.active = 2
    state.phase = "others"
    assert phase_of(state).seats == (3, 0, 1)
    state.phase = "over"
    assert phase_of(state).kind == OVER and phase_of(state).seats == ()


def test_the_computers_choose_one_after_the_other_from_the_active_seat():
    """Always the same order (seat order from the active one): the Spielverlauf and the log of
    a game never depend on which computer thought faster."""
    flow = TulpeFlow()
    seats = [{"kind": "ai", "level": "easy"}, {"kind": "human", "name": "Anna"},
             {"kind": "ai", "level": "easy"}, {"kind": "ai", "level": "easy"}]
    table = Facts(seats)
    state = table.state
    state.active = 2
    state.phase = "others"
    state.choices = {2: None}
    assert flow.turn(table).computers == (3,)
    state.choices[3] = None
    assert flow.turn(table).computers == (0,)
    state.choices[0] = None
    assert flow.turn(table).computers == () and flow.turn(table).person == 1


def test_a_computers_covert_answer_stands_while_another_seat_chooses():
    """Another seat's covert choice does not concern a computer's: its answer (thought out on
    the worker) is not thrown away and thought out again."""
    flow = TulpeFlow()
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"},
             {"kind": "ai", "level": "easy"}]
    table = Facts(seats)
    table.match.apply(0, Action("roll"))
    table.match.apply(0, Action("pass"))
    key = flow.decision_key(table, 2)
    table.match.apply(1, Action("pass"))
    assert flow.decision_key(table, 2) == key


def test_when_time_runs_out_the_computer_rolls_chooses_or_passes():
    flow, table = TulpeFlow(), Facts()
    roll = flow.stand_in(table, 0)
    assert roll.line.text.key == "tulpe.ui.log.timeout_roll" and roll.line.role == "timeout"
    assert isinstance(roll.player, Scripted) and roll.player.actions == [Action("roll")]
    table.match.apply(0, Action("roll"))
    choose = flow.stand_in(table, 0)  # the active choice: a normal computer decides
    assert choose.line.text.key == "tulpe.ui.log.timeout_choose"
    assert isinstance(choose.player, ActiveStandIn)
    assert choose.player.seed == derive_seed(table.match.seed, "stand-in", 0)
    decision = choose.player.choose(table.state.clone(), 0)
    assert decision.action in table.state.legal_actions(0)
    table.match.apply(0, Action("pass"))
    table.match.apply(1, Action("pass"))
    passing = flow.stand_in(table, 2)  # choosing from the rest: Bea passes
    assert passing.line.text.key == "tulpe.ui.log.timeout_pass"
    assert isinstance(passing.player, Scripted) and passing.player.actions == [Action("pass")]


def test_the_nachfrist_says_what_will_happen():
    flow, table = TulpeFlow(), Facts()
    assert flow.grace_line(table, 0).key == "tulpe.ui.grace_roll"
    table.match.apply(0, Action("roll"))
    assert flow.grace_line(table, 0).key == "tulpe.ui.grace_choose"
    table.match.apply(0, Action("pass"))
    table.match.apply(1, Action("pass"))
    text = flow.grace_line(table, 2)
    assert text.key == "tulpe.ui.grace_pass" and text.render("de").endswith("dann passt Bea.")


def test_a_refused_computer_rolls_or_passes():
    flow, table = TulpeFlow(), Facts()
    assert flow.fallback(table, 0) == Action("roll")
    table.match.apply(0, Action("roll"))
    assert flow.fallback(table, 0) == Action("pass")


def test_a_computers_reason_is_told_only_for_the_open_choice():
    table = Facts([{"kind": "ai", "level": "easy"}, {"kind": "human", "name": "Anna"}])
    state = table.state
    table.match.apply(0, Action("roll"))
    assert not reason_public(state, 0, Action("roll"))
    table.match.apply(0, Action("pass"))
    assert reason_public(state, 0, Action("pass")), "the active seat's choice is seen by all"
    seats = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"},
             {"kind": "ai", "level": "easy"}]
    table = Facts(seats)
    table.match.apply(0, Action("roll"))
    table.match.apply(0, Action("pass"))
    table.match.apply(1, Action("pass"))
    assert not reason_public(table.state, 1, Action("pass")), "a covert choice stays covert"


def test_the_rat_only_for_one_person_against_computers():
    assert not TulpeFlow.rat_allowed(Facts())  # two people
    alone = Facts([{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}])
    assert TulpeFlow.rat_allowed(alone)
    solo = Facts([{"kind": "human", "name": "Anna"}], mode="rekordjagd")
    assert not TulpeFlow.rat_allowed(solo)
    assert TulpeFlow.mode_key(alone) == "tulpe.ui.mode.computer"
    assert TulpeFlow.mode_key(Facts()) == "tulpe.ui.mode.table"


def test_seat_names_for_humans_and_computers():
    assert seat_name(SEATS, 0) == "Anna"
    assert seat_name(SEATS, 1).render("de") == "Computer 2 (leicht)"
    assert short_name(SEATS, 1).render("en") == "Computer 2"
    assert TulpeFlow().curtain_note(Facts(), 2).render("de").startswith("Bea wählt jetzt")


@pytest.mark.parametrize("module", ["flow", "view"])
def test_the_flow_and_the_view_need_no_pygame(module):
    code = (f"import sys, speedgames.tulpe.screen.{module}; "
            "sys.exit(1 if 'pygame' in sys.modules else 0)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_a_table_runs_a_wurf_with_the_flow(tmp_path, monkeypatch):
    """The shared table with Speedtulpe's flow: Anna rolls and chooses, the computer chooses
    on the worker, then Bea behind the curtain; everything blooms together."""
    from speedgames.core.storage import Storage
    from speedgames.tulpe.rules import GAME
    from speedgames.ui.table import Table

    pushed: list = []
    app = SimpleNamespace(storage=Storage(tmp_path / "data", durable=False),
                          settings=SimpleNamespace(animations="off"), frames=0,
                          toast=lambda *a, **k: None, push=pushed.append,
                          report_error=lambda *a: pytest.fail("no error expected"),
                          audio=SimpleNamespace(play=lambda name: None))
    table = Table(app, GAME, TulpeFlow(), options={"seats": SEATS, "mode": "table"}, seed=3,
                  autosave=False, threaded=False)

    def tick():
        app.frames += 1
        table.tick(0.1)

    tick()
    assert table.at_device == 0
    table.act(0, Action("roll"))
    tick()
    table.act(0, Action("pass"))
    tick()  # the computer is asked (threaded=False: it decides at once) …
    tick()  # … and its answer is played
    assert [s for s, _ in table.match.actions] == [0, 0, 1]
    tick()
    assert table.curtain == 2 and table.at_device is None and len(pushed) == 1
    table.confirm_curtain(2)
    tick()
    assert table.at_device == 2 and table.viewer == 2
    table.act(2, Action("pass"))
    assert table.state.wurf == 2 and table.state.active == 1
    table.close()
