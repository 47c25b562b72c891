"""Speedsprit's turn flow (speedgames.sprit.screen.flow), without a window and without a scene.

The flow answers the shared table's questions — who acts, nothing covert, each decision one
clock step, the stand-in on a timeout (rules §6) — and the board's: the person's car on the move,
„my car“, the prices, the Rat and „Rest auswerten“.
"""

from __future__ import annotations

import subprocess
import sys
from typing import Any

from speedgames.core.game import Action, Match
from speedgames.core.i18n import Text, set_language
from speedgames.sprit.rules import GAME
from speedgames.sprit.rules.fuel import cost
from speedgames.sprit.screen.flow import SpritFlow, TimeUp, prices
from tests.sprit.helpers import activate, put
from tests.sprit_ui.helpers import seats


class Facts:
    """What the flow may read of a table (speedgames.ui.table.flow.TableFacts)."""

    def __init__(self, kinds: tuple[str, ...], seed: int = 3, **options: Any) -> None:
        opts = {"seats": seats(*kinds), "mode": "table", "track": "alpenpass", **options}
        self.match = Match(GAME, opts, seed)

    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def people(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.match.options["seats"])
                     if s["kind"] == "human")

    @property
    def computers(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.match.options["seats"]) if s["kind"] != "human")

    def is_person(self, seat: int) -> bool:
        return seat in self.people

    def seat_name(self, seat: int) -> Any:
        return SpritFlow().seat_name(self, seat)


def _seat_on_move(facts: Facts) -> int:
    return facts.state.cars[facts.state.active_car]["seat"]


def test_the_flow_imports_no_pygame():
    code = ("import sys, speedgames.sprit.screen.flow; "
            "sys.exit('pygame' in sys.modules)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_one_car_moves_at_a_time_its_seat_is_the_person_or_the_computer_due():
    flow = SpritFlow()
    facts = Facts(("human", "easy", "human"))
    for _ in range(12):
        turn = flow.turn(facts)
        seat = _seat_on_move(facts)
        assert not turn.covert, "Speedsprit hides nothing"
        assert turn.step == len(facts.match.actions), "each decision is one clock step"
        if facts.is_person(seat):
            assert (turn.person, turn.computers) == (seat, ())
            assert flow.human_car(facts) == facts.state.active_car
        else:
            assert (turn.person, turn.computers) == (None, (seat,))
            assert flow.human_car(facts) is None
        facts.match.apply(seat, facts.state.legal_actions(seat)[0])


def test_a_finished_rally_has_nobody_on_the_move():
    flow = SpritFlow()
    facts = Facts(("human", "easy"))
    for seat, car in ((0, 0), (1, 1)):
        put(facts.state, car, facts.state.track.ziel, finished=True, zielplatz=seat + 1)
    facts.state.phase = "over"
    turn = flow.turn(facts)
    assert (turn.person, turn.computers) == (None, ())
    assert flow.human_car(facts) is None and not flow.rest_available(facts)


def test_a_resumed_hot_seat_rally_needs_no_curtain():
    assert SpritFlow.curtain_on_resume is False


def test_the_stand_in_writes_the_line_then_moves_as_the_strong_computer_would():
    set_language("de")
    flow = SpritFlow()
    facts = Facts(("human", "easy"))
    seat = _seat_on_move(facts)
    stand_in = flow.stand_in(facts, seat)
    name = flow.car_name(facts, facts.state.active_car)
    assert stand_in.line.text == Text("sprit.ui.log.timeout", {"name": name})
    assert stand_in.line.kind == "warn"
    assert isinstance(stand_in.player, TimeUp)
    from speedgames.sprit import ai

    best = ai.advise(facts.state, seat).best
    assert stand_in.player.choose(facts.state, seat).action == best.action


def test_the_stand_in_takes_the_first_legal_move_when_the_rat_has_none(monkeypatch):
    from speedgames.core.players import Advice
    from speedgames.sprit import ai

    facts = Facts(("human", "easy"))
    seat = _seat_on_move(facts)
    monkeypatch.setattr(ai, "advise", lambda state, seat: Advice(options=[]))
    assert TimeUp().choose(facts.state, seat).action == facts.state.legal_actions(seat)[0]


def test_duel_cars_carry_their_number_in_the_name():
    set_language("de")
    flow = SpritFlow()
    facts = Facts(("human", "strong"), duel=True)
    names = [flow.car_name(facts, car) for car in range(4)]
    slots = [c["slot"] for c in facts.state.cars]
    for car, name in enumerate(names):
        assert isinstance(name, Text) and name.key == "sprit.ui.car_name"
        assert name.params["n"] == slots[car] + 1
    single = Facts(("human", "strong"))
    assert flow.car_name(single, 0) == flow.seat_name(single, 0)


def test_a_duel_cars_name_reads_as_one_phrase_in_every_sentence_it_enters():
    """„Computer 2 (stark) (Wagen 2) (Platz 3)“ and „Anna (car 1)'s turn“ were what the Duell
    showed (#30): the car's number joins the seat's name without a second bracket, and the
    headline does not hang a possessive on it."""
    from speedgames.sprit.screen.view import status_line

    flow = SpritFlow()
    facts = Facts(("human", "strong"), duel=True)
    for lang in ("de", "en"):
        for car in range(4):
            name = flow.car_name(facts, car).render(lang)
            assert ") (" not in name, (lang, name)
            head = status_line(facts.state, car, True, flow.car_name(facts, car)).render(lang)
            assert ")'s" not in head and name in head, (lang, head)


def test_my_car_is_the_persons_on_the_move_else_the_holders_else_the_first_persons():
    flow = SpritFlow()
    facts = Facts(("easy", "human", "human"))
    s = facts.state
    car_of = {c["seat"]: i for i, c in enumerate(s.cars)}
    activate(s, car_of[0])  # the computer is on the move
    assert flow.human_car(facts) is None
    assert flow.my_car(facts, holder=2) == car_of[2]
    assert flow.my_car(facts, holder=None) == car_of[1]
    put(s, car_of[2], s.track.ziel, finished=True)
    assert flow.my_car(facts, holder=2) == car_of[1], "a car in the Ziel is done"
    activate(s, car_of[2 - 1])
    assert flow.my_car(facts, holder=2) == car_of[1]


def test_the_rat_is_for_one_person_against_computers_or_the_lone_car_only():
    flow = SpritFlow()
    assert flow.rat_allowed(Facts(("human", "easy")))
    assert flow.rat_allowed(Facts(("human",), mode="rekordjagd"))  # the Rekordjagd is solo
    assert not flow.rat_allowed(Facts(("human", "human")))
    assert not flow.rat_allowed(Facts(("human", "human", "easy")))
    assert not flow.rat_allowed(Facts(("human", "easy"), mode="daily"))


def test_rest_auswerten_once_every_persons_car_is_in_the_ziel():
    flow = SpritFlow()
    facts = Facts(("human", "easy", "easy"))
    s = facts.state
    assert not flow.rest_available(facts)
    put(s, 0, s.track.ziel, finished=True, zielplatz=1)
    assert flow.rest_available(facts)
    assert not flow.rest_available(Facts(("easy", "easy")))


def test_prices_are_the_reachable_fields_with_their_litres():
    facts = Facts(("human", "easy"))
    s = facts.state
    car = s.active_car
    here = s.cars[car]["field"]
    drives = {a["to"] for a in s.legal_actions(s.cars[car]["seat"]) if a.type == "drive"}
    assert prices(s, car) == {f: cost(f - here) for f in drives} and drives
    assert prices(s, 1 - car) == {}, "only the car on the move has prices"
    assert prices(s, None) == {}


def test_the_flow_keeps_the_first_legal_move_as_the_computers_fallback():
    flow = SpritFlow()
    facts = Facts(("easy", "human"), seed=4)
    seat = _seat_on_move(facts)
    assert flow.fallback(facts, seat) == facts.state.legal_actions(seat)[0]
    assert isinstance(flow.fallback(facts, seat), Action)


def test_no_screen_module_knows_the_scene_or_the_app():
    """Helpers get the view, the flow or plain callbacks: no module of the screen imports the
    scene, and no game module imports speedgames.app — not even for type checking."""
    import ast
    from pathlib import Path

    import speedgames.sprit as sprit

    root = Path(sprit.__file__).parent
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            for name in names:
                scene = name == "speedgames.sprit.screen.scene" and path.name != "scene.py"
                if scene or name == "speedgames.app" or name.startswith("speedgames.app."):
                    found.append(f"{path.relative_to(root)}: {name}")
    assert found == []
