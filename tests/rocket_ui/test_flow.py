"""Speedrocket's turn flow (``rocket/screen/flow.py``) without a window: who acts, what is covert,
the Zug-Uhr's step and its stand-in (rules §3 and §8), a computer's decision key, the fallback."""

from __future__ import annotations

from typing import Any

import pytest

from speedgames.core.game import Action, Match
from speedgames.rocket.rules import GAME
from speedgames.rocket.screen.flow import (FALLBACKS, RocketFlow, RocketStandIn, seat_name,
                                           step_of)

ANNA, BERND = {"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Bernd"}
EASY = {"kind": "ai", "level": "easy"}


class Facts:
    """What a flow reads of the table (``TableFacts``), over a real match."""

    def __init__(self, seats: list[dict[str, Any]], seed: int = 17, mode: str = "table",
                 clock: Any = None) -> None:
        options = dict(GAME.default_options(), seats=seats, mode=mode, clock=clock)
        self.match = Match(GAME, options, seed)
        self.holder: int | None = None

    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def people(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.match.options["seats"])
                     if s["kind"] == "human")

    @property
    def computers(self) -> tuple[int, ...]:
        return tuple(i for i in range(len(self.match.options["seats"])) if i not in self.people)

    def is_person(self, seat: int) -> bool:
        return seat in self.people

    def seat_name(self, seat: int) -> str:
        return seat_name(self.state, seat)

    def play(self, seat: int, action: Action) -> None:
        self.match.apply(seat, action)
        if self.is_person(seat):
            self.holder = seat


def _stop_everyone(facts: Facts) -> None:
    for seat in list(facts.state.to_move()):
        while step_of(facts.state, seat) in ("sand", "preview"):
            facts.play(seat, facts.state.legal_actions(seat)[0])
        if step_of(facts.state, seat) == "drawing":
            facts.play(seat, Action("stop"))


def test_stopfen_is_simultaneous_and_covert_at_a_table_of_several_people():
    facts = Facts([ANNA, BERND, EASY])
    flow = RocketFlow()
    turn = flow.turn(facts)
    assert turn.person == 0 and turn.computers == (2,)
    assert turn.covert and turn.timed and turn.paced and turn.step == ("stopfen", 1)
    facts.play(0, Action("stop"))
    turn = flow.turn(facts)
    assert turn.person == 1 and turn.computers == (2,), "the next person, the computer goes on"
    assert turn.step == ("stopfen", 1), "the clock's step is the phase of the evening"
    alone = Facts([ANNA, EASY])
    assert not flow.turn(alone).covert, "alone against computers nothing is covert"


def test_the_holder_keeps_the_device_while_they_have_something_to_do():
    facts = Facts([ANNA, BERND, EASY])
    flow = RocketFlow()
    facts.holder = 1
    assert flow.turn(facts).person == 1


def test_the_show_waits_for_every_person_the_holder_last_and_computers_unpaced():
    facts = Facts([ANNA, BERND, EASY])
    flow = RocketFlow()
    _stop_everyone(facts)
    assert facts.state.phase == "show" and facts.holder == 1
    turn = flow.turn(facts)
    assert turn.person == 0, "Bernd held the device last: he acknowledges last and keeps it"
    assert turn.computers == (2,) and not turn.paced and not turn.timed and not turn.covert
    facts.match.apply(0, Action("done"))
    assert flow.turn(facts).person == 1


def test_a_computers_answer_survives_another_seats_draw_but_not_its_own():
    facts = Facts([ANNA, EASY, EASY])
    flow = RocketFlow()
    key = flow.decision_key(facts, 1)
    facts.play(0, Action("draw"))
    facts.play(2, Action("draw"))
    assert flow.decision_key(facts, 1) == key, "Anna's and the other computer's draws"
    facts.play(1, Action("draw"))
    assert flow.decision_key(facts, 1) != key
    facts.match.actions = list(facts.match.actions[:-1])  # a log cut back (Zurück): recounted
    assert flow.decision_key(facts, 1) == key


@pytest.mark.parametrize("seed", [3, 17])
def test_the_stand_in_stops_a_person_still_drawing(seed):
    facts = Facts([ANNA, EASY], seed=seed)
    flow = RocketFlow()
    stand_in = flow.stand_in(facts, 0)
    assert stand_in.line.text.key == "rocket.ui.log.timeout_stop"
    assert stand_in.line.secret and stand_in.line.seat == 0 and stand_in.line.kind == "warn"
    assert stand_in.player.choose(facts.state.clone(), 0).action == Action("stop")


def _to_step(facts: Facts, wanted: str) -> None:
    st = facts.state
    for _ in range(30):
        if step_of(st, 0) == wanted:
            return
        if wanted == "sand":
            st.players[0]["bag"]["W3"] = st.players[0]["bag"].get("W3", 0) + 1
            st.force_next(0, ["W3"])
        elif wanted == "preview":
            st.players[0]["bag"]["B1"] = 1
            st.force_next(0, ["B1"])
        facts.play(0, Action("draw"))
    raise AssertionError(f"never reached {wanted}")


def test_the_stand_in_pours_sand_and_picks_the_rats_vorschau():
    facts = Facts([ANNA], mode="rekordjagd", seed=3)
    _to_step(facts, "sand")
    stand_in = RocketFlow().stand_in(facts, 0)
    assert stand_in.line.text.key == "rocket.ui.log.timeout_sand"
    assert RocketStandIn().choose(facts.state.clone(), 0).action == Action("sand")
    facts = Facts([ANNA], mode="rekordjagd", seed=12)
    _to_step(facts, "preview")
    assert RocketFlow().stand_in(facts, 0).line.text.key == "rocket.ui.log.timeout_preview"
    from speedgames.rocket import ai

    best = ai.advise(facts.state, 0).best.action
    assert RocketStandIn().choose(facts.state.clone(), 0).action == best
    assert best.type == "preview"


def test_the_stand_in_shops_by_the_rat_then_says_fertig():
    facts = Facts([ANNA, EASY], seed=3)
    _stop_everyone(facts)
    for seat in list(facts.state.to_move()):
        facts.match.apply(seat, Action("done"))
    assert facts.state.phase == "shop"
    stand_in = RocketFlow().stand_in(facts, 0)
    assert stand_in.line.text.key == "rocket.ui.log.timeout_shop" and not stand_in.line.secret
    player = RocketStandIn()
    for _ in range(6):   # Ruhm or Einkauf, the Rat's purchase, then Fertig — each legal
        if step_of(facts.state, 0) is None:
            break
        action = player.choose(facts.state.clone(), 0).action
        assert action in facts.state.legal_actions(0)
        facts.match.apply(0, action)
    assert step_of(facts.state, 0) is None and facts.state.players[0]["shop"] == "done"
    assert [a.type for s, a in facts.match.actions if s == 0][-1] == "done"


def test_the_fallback_is_the_first_legal_of_stop_done_none_ignite_ruhm():
    facts = Facts([ANNA, EASY])
    assert RocketFlow().fallback(facts, 1) == Action("stop")
    assert FALLBACKS[0] == Action("stop")


def test_covered_rockets_only_in_a_stopfen_of_several_people():
    facts = Facts([ANNA, BERND, EASY])
    st, people = facts.state, facts.people
    assert RocketFlow.covered(st, people, 0) == (False, True, True)
    assert RocketFlow.covered(st, people, None) == (True, True, True), "a curtain is due"
    assert RocketFlow.covered(st, people, 0, show_open=True) == (False, False, False)
    assert RocketFlow.covered(st, people, 0, replaying=True) == (False, False, False)
    alone = Facts([ANNA, EASY])
    assert RocketFlow.covered(alone.state, alone.people, 0) == (False, False)


def test_the_rat_only_for_one_person_against_computers_and_the_clock_only_at_a_table():
    flow = RocketFlow()
    assert flow.rat_allowed(Facts([ANNA, EASY]))
    assert not flow.rat_allowed(Facts([ANNA, BERND, EASY]))
    assert not flow.rat_allowed(Facts([ANNA], mode="rekordjagd"))
    assert flow.clock_limit({"mode": "table", "clock": 60}) == 60.0
    assert flow.clock_limit({"mode": "rekordjagd", "clock": 60}) is None
    assert flow.clock_limit({"mode": "table", "clock": None}) is None


def test_the_curtain_says_which_phase_is_handed_over():
    facts = Facts([ANNA, BERND])
    note = RocketFlow().curtain_note(facts, 1)
    assert note.key == "rocket.ui.privacy.stopfen" and note.params["name"] == "Bernd"


def test_the_flow_is_pygame_free():
    """Not only no ``import pygame`` in the file: nothing it imports brings pygame in."""
    import subprocess
    import sys

    code = ("import sys\n"
            "class Block:\n"
            "    def find_spec(self, name, path=None, target=None):\n"
            "        if name.split('.')[0] == 'pygame':\n"
            "            raise ImportError('pygame is not for the flow')\n"
            "sys.meta_path.insert(0, Block())\n"
            "import speedgames.rocket.screen.flow\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
