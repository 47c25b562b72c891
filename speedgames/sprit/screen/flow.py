"""Speedsprit's turn at the table: who drives now, and the questions the board asks of the turn.

Why a flow: the shared table (:mod:`speedgames.ui.table`) runs the match, the computers on the
worker, the device, the Zug-Uhr and Zurück the same way for every game; what is Speedsprit's own
is said here, pygame-free and without the scene:

- one car moves at a time — its seat is the person due (at the device) or the computer due;
- Speedsprit hides nothing (the deck order aside, which nobody sees): no step is covert, the
  device changes hands without a curtain (also after „Fortsetzen“) and the header names who is on;
- every decision is one step of the Zug-Uhr; when the time and the 10 s Nachfrist are used up
  the computer moves for the player — the strong computer's move, as the Rat would advise it —
  after the Spielverlauf line „Zugzeit abgelaufen: der Computer fährt für …“ (rules §6);
- the names: a seat as everywhere („Anna“, „Computer 2 (stark)“), a car of the Duell with its
  number („Anna (Wagen 1)“);
- what the board asks: the person's car on the move, „my car“ (whose prices, Ziel-Rechner and
  field info the board shows), the reachable fields with their prices, whether the Rat exists
  at this table and whether „Rest auswerten“ is offered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from speedgames.core.i18n import Text
from speedgames.sprit.rules.fuel import cost
from speedgames.ui.table.flow import Line, StandIn, Turn, TurnFlow

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.core.players import Decision
    from speedgames.sprit.rules.state import SpritState
    from speedgames.ui.table.flow import TableFacts


class TimeUp:
    """The stand-in when a person's Zugzeit ran out: the strong computer's move for the car on
    the move (:func:`speedgames.sprit.ai.advise`), thought out on the worker like a computer's."""

    level = "stand_in"

    def choose(self, state: "SpritState", seat: int) -> "Decision":
        from speedgames.core.players import Decision
        from speedgames.sprit import ai

        best = ai.advise(state, seat).best
        if best is not None:
            return Decision(best.action)
        return Decision(state.legal_actions(seat)[0])


class SpritFlow(TurnFlow):
    """See the module docstring."""

    curtain_on_resume = False  # nothing is hidden: whoever sits down plays on

    # ------------------------------------------------------------------ the table's questions
    def turn(self, table: "TableFacts") -> Turn:
        state = table.state
        car = None if state.is_over() else state.active_car
        if car is None:
            return Turn()
        seat = int(state.cars[car]["seat"])
        step = len(table.match.actions)
        if table.is_person(seat):
            return Turn(person=seat, step=step)
        return Turn(computers=(seat,), step=step)

    def stand_in(self, table: "TableFacts", seat: int) -> StandIn:
        car = active_car_of(table.state, seat)
        name = self.car_name(table, car) if car is not None else table.seat_name(seat)
        return StandIn(Line(Text("sprit.ui.log.timeout", {"name": name}), kind="warn"), TimeUp())

    # ------------------------------------------------------------------ names
    def car_name(self, table: "TableFacts", car: int) -> Any:
        """A car's name: its seat's, in the Duell with the car's number (a str or a Text)."""
        c = table.state.cars[car]
        name = self.seat_name(table, int(c["seat"]))
        if table.state.options.get("duel"):
            return Text("sprit.ui.car_name", {"name": name, "n": c["slot"] + 1})
        return name

    # ------------------------------------------------------------------ the board's questions
    def human_car(self, table: "TableFacts") -> int | None:
        """The car on the move if a person drives it (None while a computer drives or after
        the end)."""
        state = table.state
        car = None if state.is_over() else state.active_car
        if car is None or not table.is_person(int(state.cars[car]["seat"])):
            return None
        return car

    def my_car(self, table: "TableFacts", holder: int | None) -> int | None:
        """The car the prices, the Ziel-Rechner and the field info speak of: the person's car on
        the move, else a car still on the road of the person who last held the device
        (``holder``), else of the first person at the table."""
        car = self.human_car(table)
        if car is not None:
            return car
        seats = ([holder] if holder is not None else []) + list(table.people)
        for seat in seats:
            for i, c in enumerate(table.state.cars):
                if c["seat"] == seat and not c["finished"]:
                    return i
        return None

    def rat_allowed(self, table: "TableFacts") -> bool:
        """The Rat exists for one person against computers at the table and for the lone car
        of the Rekordjagd (rules §6: solo); never in the Tagesetappe nor with several people."""
        mode = str(table.match.options.get("mode", "table"))
        if mode == "rekordjagd":
            return len(table.people) == 1
        return mode == "table" and len(table.people) == 1 and bool(table.computers)

    def rest_available(self, table: "TableFacts") -> bool:
        """Every person's car is in the Ziel while computers still drive: „Rest auswerten“."""
        state = table.state
        if state.is_over() or not table.people:
            return False
        return all(c["finished"] for c in state.cars if table.is_person(int(c["seat"])))


def active_car_of(state: "SpritState", seat: int) -> int | None:
    """The car on the move if it is ``seat``'s."""
    car = None if state.is_over() else state.active_car
    if car is None or state.cars[car]["seat"] != seat:
        return None
    return car


def prices(state: "SpritState", car: int | None) -> dict[int, int]:
    """The fields ``car`` may drive to now → the litres it costs (none outside a drive)."""
    if car is None or state.is_over() or state.phase != "move" or state.active_car != car:
        return {}
    from speedgames.sprit.rules.reachability import reachable

    here = state.cars[car]["field"]
    return {f: cost(f - here) for f in reachable(state, car)}
