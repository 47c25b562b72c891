"""The Speedsprit state: cars, turn order, deck, and the turn flow as a small state machine.

Turn flow: the active car's turn starts (Windschatten is settled, a matching Tafel pays, a
Reifenpanne skips the turn, a car without any legal move is Festgefahren — all automatic, so
``to_move()`` only ever names a seat that has a real choice); the car acts; an Ersatzkanister
card keeps the same car on the move for its ``kanister`` choice and Rückenwind gives it another
turn at once; then the next unfinished car in the start order moves. A round ends when the order
wraps. Everything is plain JSON data (see :meth:`SpritState.to_json`).
"""

from __future__ import annotations

import copy
from typing import Any

from speedgames.core.game import Action, IllegalAction, State
from speedgames.core.i18n import Text
from speedgames.core.rng import Stream
from speedgames.sprit.rules import cards as cards_mod
from speedgames.sprit.rules import moves, ranking
from speedgames.sprit.rules.fuel import FUEL_STEP, cost, start_tanks
from speedgames.sprit.rules.reachability import why_not
from speedgames.sprit.rules.tracks import EREIGNIS, KONTROLLE, TANKSTELLE, Track, get_track

SAFETY_ROUNDS = 200
_FIELDS = {"drive": {"to"}, "werkstatt": set(), "stamp": set(), "tank": {"amount"},
           "kanister": {"amount"}}  # the JSON fields each action type carries
JSON_FORMAT = 1


def _new_car(seat: int, slot: int, tank: int) -> dict[str, Any]:
    return {"seat": seat, "slot": slot, "field": 0, "fuel": tank, "start_tank": tank,
            "stamps": 0, "finished": False, "zielplatz": None, "turns": 0,
            "skip": False, "must_stamp": False, "tafel_checked": False, "ws": None,
            "last_cost": 0}


class SpritState(State):
    """One position of a Speedsprit rally."""

    def __init__(self, options: dict[str, Any], seed: int) -> None:
        self.options = options
        self.seed = seed
        self.track: Track = get_track(options["track"])
        self.cars: list[dict[str, Any]] = []
        self.order: list[int] = []
        self.turn_index = 0
        self.round = 1
        self.phase = "move"  # "move" | "kanister" | "over"
        self.extra_turn = False
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.card_stream = Stream.derive(seed, "sprit", "cards")
        self.last_card: dict[str, Any] | None = None
        self.end_reason: str | None = None
        self.start_events: list[dict[str, Any]] = []

    # -- construction -----------------------------------------------------------------------
    @classmethod
    def new(cls, options: dict[str, Any], seed: int) -> "SpritState":
        s = cls(options, seed)
        n_seats = len(options["seats"])
        seat_order = options["start_order"] or list(range(n_seats))
        if options["duel"]:
            # your car 1, rival's car 1, your car 2, rival's car 2
            slots = [(seat, 0) for seat in seat_order] + [(seat, 1) for seat in seat_order]
        else:
            slots = [(seat, 0) for seat in seat_order]
        tanks = start_tanks(s.track, len(slots))
        by_seat = sorted(range(len(slots)), key=lambda i: (slots[i][1], slots[i][0]))
        # cars are numbered by (slot, seat) so car i belongs to seat i % seats
        s.cars = [None] * len(slots)  # type: ignore[list-item]
        for car_index, pos in enumerate(by_seat):
            seat, slot = slots[pos]
            s.cars[car_index] = _new_car(seat, slot, tanks[pos])
        s.order = [by_seat.index(pos) for pos in range(len(slots))]
        if options["cards"]:
            s.deck = cards_mod.full_deck()
            s.card_stream.shuffle(s.deck)
        s.start_events = s._begin_turn()
        return s

    # -- small queries (also used by cards.py and the AI) ------------------------------------
    @property
    def active_car(self) -> int | None:
        if self.phase == "over":
            return None
        return self.order[self.turn_index]

    def is_free(self, field: int, car: int | None = None) -> bool:
        """No other car stands on ``field`` (Start and Ziel are always free)."""
        if field == 0 or field == self.track.ziel:
            return True
        return not any(i != car and not o["finished"] and o["field"] == field
                       for i, o in enumerate(self.cars))

    def platz(self, car: int) -> int:
        return moves.platz(self, car)

    def zielplatz(self) -> int:
        """The place the next car to reach the Ziel gets."""
        return 1 + sum(1 for c in self.cars if c["finished"])

    def seats(self) -> int:
        return len(self.options["seats"])

    # -- protocol ---------------------------------------------------------------------------
    def to_move(self) -> list[int]:
        car = self.active_car
        return [] if car is None else [self.cars[car]["seat"]]

    def legal_actions(self, seat: int) -> list[Action]:
        car = self.active_car
        if car is None or self.cars[car]["seat"] != seat:
            return []
        return moves.car_actions(self, car)

    def is_over(self) -> bool:
        return self.phase == "over"

    def apply(self, seat: int, action: Action) -> list[dict[str, Any]]:
        car = self.active_car
        if car is None:
            raise IllegalAction("sprit.errors.game_over")
        if seat != self.cars[car]["seat"]:
            raise IllegalAction("sprit.errors.not_your_turn")
        if not isinstance(action, Action):
            raise IllegalAction("sprit.errors.unknown_action", type=str(action))
        self._check(car, action)
        events = self._perform(car, action)
        events += self._end_turn(car)
        return events

    # -- validation (raises, never changes anything) ------------------------------------------
    def _check(self, car: int, action: Action) -> None:
        c = self.cars[car]
        kind = action.type
        if kind not in _FIELDS or set(action.fields) != _FIELDS[kind]:
            raise IllegalAction("sprit.errors.unknown_action", type=kind)
        if self.phase == "kanister":
            if kind != "kanister":
                raise IllegalAction("sprit.errors.choose_kanister")
        elif kind == "kanister":
            raise IllegalAction("sprit.errors.no_kanister")
        elif c["must_stamp"] and kind != "stamp":
            raise IllegalAction("sprit.errors.must_stamp")
        if kind == "drive":
            reason = why_not(self, car, action.get("to"))
            if reason is not None:
                raise IllegalAction("sprit.errors.cannot_drive", reason=reason)
        elif kind == "werkstatt":
            if self.track.werkstatt_behind(c["field"]) is None:
                raise IllegalAction("sprit.errors.no_werkstatt_behind")
            if moves.werkstatt_target(self, car) is None:
                raise IllegalAction("sprit.errors.werkstatt_taken")
        elif kind == "stamp":
            if not c["must_stamp"]:
                raise IllegalAction("sprit.errors.no_stamp_here")
        elif kind in ("tank", "kanister"):
            amount = action.get("amount")
            if amount not in (FUEL_STEP, -FUEL_STEP) or isinstance(amount, bool):
                raise IllegalAction("sprit.errors.bad_amount", amount=str(amount))
            if kind == "tank" and self.track.code(c["field"]) != TANKSTELLE:
                raise IllegalAction("sprit.errors.not_on_tankstelle")
            if amount < 0 and c["fuel"] < FUEL_STEP:
                raise IllegalAction("sprit.errors.nothing_to_give")

    # -- transitions --------------------------------------------------------------------------
    def _perform(self, car: int, action: Action) -> list[dict[str, Any]]:
        c = self.cars[car]
        kind = action.type
        if kind == "drive":
            return self._drive(car, action["to"])
        if kind == "werkstatt":
            target = moves.werkstatt_target(self, car)
            assert target is not None
            start = c["field"]
            gain = FUEL_STEP * (start - target)
            self.place_car(car, target)
            c["fuel"] += gain
            return [{"type": "werkstatt", "seat": c["seat"], "car": car, "from": start,
                     "to": target, "gain": gain, "fuel": c["fuel"], "why": "werkstatt"}]
        if kind in ("tank", "kanister"):
            amount = action["amount"]
            c["fuel"] += amount
            if kind == "kanister":
                self.phase = "move"
            return [{"type": kind, "seat": c["seat"], "car": car, "amount": amount,
                     "gain": amount, "fuel": c["fuel"], "field": c["field"],
                     "why": "tanken" if amount > 0 else "ablassen"}]
        # stamp
        place = self.platz(car)
        gain = FUEL_STEP * place
        c["stamps"] += 1
        c["fuel"] += gain
        c["must_stamp"] = False
        return [{"type": "stamp", "seat": c["seat"], "car": car, "field": c["field"],
                 "stamps": c["stamps"], "place": place, "gain": gain, "fuel": c["fuel"],
                 "why": "kontrolle"}]

    def _drive(self, car: int, target: int) -> list[dict[str, Any]]:
        c = self.cars[car]
        start = c["field"]
        price = cost(target - start)
        c["fuel"] -= price
        c["last_cost"] = price
        events: list[dict[str, Any]] = [{
            "type": "drive", "seat": c["seat"], "car": car, "from": start, "to": target,
            "path": list(range(start, target + 1)), "distance": target - start,
            "cost": price, "fuel": c["fuel"]}]
        if target == self.track.ziel:
            self._note_passing(car, start, target)
            return events + self.finish(car)
        self.place_car(car, target)
        if self.track.code(target) == EREIGNIS:
            if self.options["cards"]:
                events += self._draw_card(car)
            else:
                c["ws"] = 0
                events.append({"type": "windschatten_start", "seat": c["seat"], "car": car,
                               "field": target})
        return events

    def place_car(self, car: int, field: int) -> None:
        """Move a car (drive, card, roll back); a Kontrolle with an open stamp must be stamped."""
        c = self.cars[car]
        start = c["field"]
        c["field"] = field
        c["tafel_checked"] = False
        c["must_stamp"] = self.track.code(field) == KONTROLLE and c["stamps"] < 3
        if field > start:
            self._note_passing(car, start, field)

    def _note_passing(self, car: int, start: int, end: int) -> None:
        """Windschatten: every waiting car this car passed (from behind to in front) counts it."""
        for i, o in enumerate(self.cars):
            if i != car and o["ws"] is not None and not o["finished"] and start < o["field"] < end:
                o["ws"] += 1

    def finish(self, car: int) -> list[dict[str, Any]]:
        c = self.cars[car]
        place = self.zielplatz()
        c["field"] = self.track.ziel
        c["finished"] = True
        c["zielplatz"] = place
        c["must_stamp"] = False
        c["ws"] = None
        c["skip"] = False
        return [{"type": "finish", "seat": c["seat"], "car": car, "place": place,
                 "fuel": c["fuel"]}]

    def _draw_card(self, car: int) -> list[dict[str, Any]]:
        events: list[dict[str, Any]] = []
        if not self.deck:
            self.deck = self.discard
            self.discard = []
            self.card_stream.shuffle(self.deck)
            events.append({"type": "reshuffle", "cards": len(self.deck)})
        card = self.deck.pop(0)
        self.discard.append(card)
        self.last_card = {"card": card, "car": car, "seat": self.cars[car]["seat"]}
        return events + cards_mod.resolve(self, car, card)

    # -- turn flow ---------------------------------------------------------------------------
    def _end_turn(self, car: int) -> list[dict[str, Any]]:
        """After an action: count the turn, then find the next car with a real choice."""
        if self.phase == "kanister":
            return []  # the same car still chooses
        self.cars[car]["turns"] += 1
        if self._check_end():
            return self._game_over()
        if self.extra_turn and not self.cars[car]["finished"]:
            self.extra_turn = False
            return [{"type": "extra_turn", "seat": self.cars[car]["seat"], "car": car}] + \
                self._begin_turn()
        self.extra_turn = False
        return self._advance()

    def _advance(self) -> list[dict[str, Any]]:
        n = len(self.order)
        for _ in range(n):
            self.turn_index += 1
            if self.turn_index >= n:
                self.turn_index = 0
                self.round += 1
                if self.round > SAFETY_ROUNDS:
                    self.end_reason = "safety"
                    return self._game_over()
            if not self.cars[self.order[self.turn_index]]["finished"]:
                return self._begin_turn()
        return self._game_over()  # pragma: no cover - the end check comes first

    def _begin_turn(self) -> list[dict[str, Any]]:
        """Turn start of the active car: Windschatten, Tafel, Reifenpanne, Festgefahren."""
        car = self.order[self.turn_index]
        c = self.cars[car]
        events: list[dict[str, Any]] = [{"type": "turn", "seat": c["seat"], "car": car,
                                         "round": self.round}]
        if c["ws"] is not None:
            events += self._settle_windschatten(car)
        code = self.track.code(c["field"])
        if not c["tafel_checked"] and code in "1234" and 0 < c["field"] < self.track.ziel:
            c["tafel_checked"] = True
            place = self.platz(car)
            if self.track.tafel_pays(c["field"], place):
                gain = FUEL_STEP * place
                c["fuel"] += gain
                events.append({"type": "tafel", "seat": c["seat"], "car": car,
                               "field": c["field"], "tafel": code, "place": place,
                               "gain": gain, "fuel": c["fuel"], "why": "tafel"})
        if c["skip"]:
            c["skip"] = False
            events.append({"type": "skip", "seat": c["seat"], "car": car, "why": "reifenpanne"})
            return events + self._end_turn(car)
        if not moves.car_actions(self, car):
            start = c["field"]
            self.place_car(car, 0)
            c["fuel"] = c["start_tank"]
            events.append({"type": "stuck", "seat": c["seat"], "car": car, "from": start,
                           "to": 0, "fuel": c["fuel"], "stamps": c["stamps"],
                           "why": "festgefahren"})
            return events + self._end_turn(car)
        return events

    def _settle_windschatten(self, car: int) -> list[dict[str, Any]]:
        c = self.cars[car]
        passed = c["ws"]
        c["ws"] = None
        base = {"type": "windschatten", "seat": c["seat"], "car": car, "passed": passed}
        if passed == 0:
            c["fuel"] += FUEL_STEP
            return [{**base, "gain": FUEL_STEP, "fuel": c["fuel"], "why": "windschatten"}]
        price = FUEL_STEP * passed
        if c["fuel"] >= price:
            c["fuel"] -= price
            return [{**base, "gain": -price, "fuel": c["fuel"], "why": "windschatten"}]
        start = c["field"]
        free = [w for w in self.track.werkstaetten if w < start and self.is_free(w, car)]
        if free:
            self.place_car(car, free[-1])
        else:
            self.place_car(car, 0)
            c["fuel"] = c["start_tank"]
        return [{**base, "gain": 0, "rolled_back": True, "from": start, "to": c["field"],
                 "fuel": c["fuel"], "why": "windschatten"}]

    def _check_end(self) -> bool:
        done = [c for c in self.cars if c["finished"]]
        if self.options["duel"]:
            for seat in range(2):
                if all(c["finished"] for c in self.cars if c["seat"] == seat):
                    self.end_reason = "duel"
                    return True
            return False
        if (self.options["end"] == "first" or len(self.cars) == 1) and done:
            self.end_reason = "first"     # a lone car (Rekordjagd) drives until it is home
            return True
        if self.options["end"] == "all":      # the guided first game: everyone drives home
            if len(done) == len(self.cars):
                self.end_reason = "last"
                return True
            return False
        if len(self.cars) - len(done) <= 1 and len(self.cars) > 1:
            self.end_reason = "last"
            return True
        return False

    def _game_over(self) -> list[dict[str, Any]]:
        self.phase = "over"
        res = self.result()
        return [{"type": "game_over", "reason": self.end_reason, "ranks": res["ranks"],
                 "scores": res["scores"]}]

    # -- results and views ---------------------------------------------------------------------
    def result(self) -> dict[str, Any]:
        return ranking.result(self)

    def summary(self) -> dict[str, Any]:
        active = self.active_car
        return {
            "track": self.track.id,
            "fields": self.track.fields,
            "cars": [{"seat": c["seat"], "field": c["field"], "fuel": c["fuel"],
                      "stamps": c["stamps"], "place": self.platz(i), "finished": c["finished"],
                      "turns": c["turns"], "must_stamp": c["must_stamp"], "skip": c["skip"],
                      "start_tank": c["start_tank"], "car": i, "slot": c["slot"]}
                     for i, c in enumerate(self.cars)],
            "round": self.round,
            "active_car": active,
            "active_seat": None if active is None else self.cars[active]["seat"],
            "phase": self.phase,
            "order": list(self.order),
            "last_card": copy.deepcopy(self.last_card),
            "cards": self.options["cards"],
            "end": self.options["end"],
            "duel": self.options["duel"],
            "zielplatz": self.zielplatz(),
            "over": self.is_over(),
            "end_reason": self.end_reason,
        }

    def view(self, seat: int) -> dict[str, Any]:
        """Everything but the deck order: the draw pile's make-up is public (cards were seen).

        No ``seed`` and no card stream: the shuffle follows from the seed alone, so either would
        let a seat rebuild the exact remaining deck. What is left is what the table has seen."""
        data = self.to_json()
        left: dict[str, int] = {}
        for card in self.deck:
            left[card] = left.get(card, 0) + 1
        data.pop("deck")
        data.pop("card_stream")
        data.pop("seed")
        data["deck_count"] = len(self.deck)
        data["deck_left"] = dict(sorted(left.items()))
        data["seat"] = seat
        return data

    def to_json(self) -> dict[str, Any]:
        return {
            "format": JSON_FORMAT, "game": "sprit", "options": copy.deepcopy(self.options),
            "seed": self.seed, "cars": copy.deepcopy(self.cars), "order": list(self.order),
            "turn_index": self.turn_index, "round": self.round, "phase": self.phase,
            "extra_turn": self.extra_turn, "deck": list(self.deck),
            "discard": list(self.discard), "card_stream": self.card_stream.to_json(),
            "last_card": copy.deepcopy(self.last_card), "end_reason": self.end_reason,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "SpritState":
        if data.get("format") != JSON_FORMAT or data.get("game") != "sprit":
            raise ValueError("not a Speedsprit state")
        s = cls(copy.deepcopy(data["options"]), data["seed"])
        s.cars = copy.deepcopy(data["cars"])
        s.order = list(data["order"])
        s.turn_index = data["turn_index"]
        s.round = data["round"]
        s.phase = data["phase"]
        s.extra_turn = data["extra_turn"]
        s.deck = list(data["deck"])
        s.discard = list(data["discard"])
        s.card_stream = Stream.from_json(data["card_stream"])
        s.last_card = copy.deepcopy(data["last_card"])
        s.end_reason = data["end_reason"]
        return s

    def clone(self) -> "SpritState":
        """A fast independent copy (the AI's look-ahead)."""
        s = SpritState.__new__(SpritState)
        s.options = self.options  # never mutated
        s.seed = self.seed
        s.track = self.track
        s.cars = [dict(c) for c in self.cars]
        s.order = self.order
        s.turn_index = self.turn_index
        s.round = self.round
        s.phase = self.phase
        s.extra_turn = self.extra_turn
        s.deck = list(self.deck)
        s.discard = list(self.discard)
        s.card_stream = self.card_stream.copy()
        s.last_card = self.last_card
        s.end_reason = self.end_reason
        s.start_events = []
        return s

    def describe_reason(self, car: int, field: int) -> Text | None:
        """Why ``car`` can't drive to ``field`` now (the hover info), or None if it can."""
        return why_not(self, car, field)
