"""Speedsprit's one-move computer players (leicht / normal / the frozen stark ``strong_v1``).

Since issue 12 the level stark is the searching player of :mod:`.search`, which takes its
candidates from :func:`ranked_options` here; ``strong_v1`` keeps the one-move stark below
unchanged, as a hidden level to measure against. All three score every legal move by the turns
their car will still need to the Ziel (:mod:`.evaluate`, built on the lone-car tables of
:mod:`.table`, read for the car's Platz) and take the smallest:

- **stark** averages a drive onto an Ereignisfeld over the cards still in the pile (the pile's
  make-up is public, its order is not), plans the Ziel allowance for the Zielplatz it would get
  now (to win, a car must be the first in), weighs room for error in the tank more (10 L less
  counts 0.4) and never errs on purpose.
- **normal** treats an Ereignisfeld as a plain field and now and then (20 %) takes its
  second-best move.
- **leicht** judges like normal but often (40 %) follows a hunch: a random one of its four best
  moves (never one more than three turns worse).

normal and leicht read the table whose plans gain no fuel above ``FUEL_CAP`` (200 L) and order
moves that would last (:func:`capped`, #32): unplanned, the lone-car plan of rolling back to
200–400 L for one long drive left the last car on the road with a full tank when the race ended.

Measured alternatives (400-game matches) that played *worse* and are off: judging by the
expected Zielplatz instead of the current Platz (``race_place``, ``mix``), subtracting the best
rival's estimate (``rival``), looking one move further when the same car moves again (``deep``),
or crediting such a move as a turn saved (``again``), or at every own next move with the others
standing still (``plies``). The cards make the race
noisy, which is why the levels lie closer together than their judgement does. Noise comes from
the player's own seeded stream. Every decision carries a reason.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from speedgames.core.game import Action
from speedgames.core.players import Decision, Option
from speedgames.core.rng import Stream
from speedgames.sprit.ai import evaluate as ai_eval
from speedgames.sprit.ai import table as ai_table
from speedgames.sprit.ai.reasons import only_move, reason
from speedgames.sprit.rules.fuel import FUEL_STEP

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.sprit.rules.state import SpritState

CALM_AFTER_ROUND = 40   # from here on even leicht plays its best move
CALM_ABOVE_FUEL = 200   # … and so it does with more than this in the tank
FUEL_CAP = ai_table.LEVEL_CAP  # normal and leicht plan no fuel gain above this (#32)
LEVEL_ALIASES = {"leicht": "easy", "stark": "strong", "easy": "easy", "normal": "normal",
                 "strong": "strong", "strong_v1": "strong_v1"}


@dataclass(frozen=True)
class Profile:
    cards: bool        # average Ereignisfelder over the pile
    deep: bool         # look ahead when the same car moves again
    race_place: bool   # use the expected Zielplatz (else the current Platz)
    noise: float       # chance to take a worse move
    spread: int        # how many of the best moves the noise picks from
    rival: float = 0.0  # weight of the best rival's estimate (a race, not a solo drive)
    mix: bool = False   # average the tables of the current Platz and the expected Zielplatz
    aim_now: bool = False  # plan the Ziel allowance for the Zielplatz to be had now (to win)
    plies: int = 1      # 2: also try every own next move (the others standing still)
    slack: tuple[float, float] = ai_eval.SLACK  # weights of the neighbouring fuel levels
    again: float = 0.0  # turns credited when the car moves again at once (Rückenwind, …)
    cap: int | None = None  # plans take no fuel above this many litres (see capped)
    crowd: float | None = None  # aim_now with the payouts of evaluate.crowd_estimate (stark's
    #                             candidates in big fields, search.CROWD_PAYOUT)


PROFILES = {
    "strong": Profile(cards=True, deep=False, race_place=False, noise=0.0, spread=1,
                      aim_now=True, slack=(0.4, 0.1)),
    "normal": Profile(cards=False, deep=False, race_place=False, noise=0.2, spread=2,
                      cap=FUEL_CAP),
    "easy": Profile(cards=False, deep=False, race_place=False, noise=0.4, spread=4,
                    cap=FUEL_CAP),
}
# the one-move stark as it played until issue 12, frozen: a hidden level to measure against
PROFILES["strong_v1"] = PROFILES["strong"]


def _own(state: "SpritState", car: int, profile: Profile) -> float:
    if profile.mix:
        now = ai_eval.raw_estimate(state, car, state.platz(car))
        return 0.5 * (now + ai_eval.estimate(state, car))
    if profile.race_place:
        return ai_eval.estimate(state, car)
    if profile.aim_now and profile.crowd is not None:
        return ai_eval.crowd_estimate(state, car, profile.crowd, slack=tuple(profile.slack))
    if profile.aim_now:
        return ai_eval.raw_estimate(state, car, state.platz(car), state.zielplatz(),
                                    slack=tuple(profile.slack))
    return ai_eval.raw_estimate(state, car, state.platz(car), slack=tuple(profile.slack),
                                cap=profile.cap)


def _judge(state: "SpritState", car: int, profile: Profile) -> float:
    c = state.cars[car]
    if c["finished"]:
        return ai_eval.FINISHED + 0.01 * c["zielplatz"]
    mine = _own(state, car, profile)
    if profile.rival:
        rivals = [ai_eval.raw_estimate(state, i, state.platz(i))
                  for i, o in enumerate(state.cars)
                  if not o["finished"] and o["seat"] != c["seat"]]
        if rivals:
            mine -= profile.rival * min(rivals)
    return mine


def _value(state: "SpritState", seat: int, car: int, action: Action, profile: Profile,
           depth: int) -> float:
    """Expected turns after ``action`` (lower is better)."""
    if profile.cards:
        outcomes = ai_eval.card_outcomes(state, seat, car, action)
    else:
        outcomes = [(1.0, None, ai_eval.neutral_after(state, seat, car, action))]
    total = 0.0
    for prob, _card, after in outcomes:
        if after.active_car == car and depth > 0 and profile.deep:
            follow = [_value(after, seat, car, a, profile, depth - 1)
                      for a in after.legal_actions(seat)]
            v = min(follow) if follow else _judge(after, car, profile)
        elif after.active_car == car and after.phase == "kanister":
            v = min(_judge(_kanister(after, seat, amt), car, profile)
                    for amt in (10, -10) if amt > 0 or after.cars[car]["fuel"] >= 10)
        else:
            v = _judge(after, car, profile)
            if after.active_car == car and not after.cars[car]["finished"]:
                v -= profile.again
            if profile.plies > 1:
                v = min(v, _next_turn(after, seat, car, profile))
        total += prob * v
    return total


def _next_turn(after: "SpritState", seat: int, car: int, profile: Profile) -> float:
    """1 + the best judged position after the car's own next move, the others standing still."""
    if after.is_over() or after.cars[car]["finished"]:
        return _judge(after, car, profile)
    nxt = after.clone()
    nxt.turn_index = nxt.order.index(car)
    nxt.phase = "move"
    nxt.extra_turn = False
    nxt._begin_turn()
    if nxt.active_car != car:  # skipped or stuck: the plain judgement will do
        return _judge(after, car, profile)
    values = [_judge(ai_eval.neutral_after(nxt, seat, car, action), car, profile)
              for action in nxt.legal_actions(seat)]
    return 1 + min(values) if values else _judge(after, car, profile)


def _kanister(state: "SpritState", seat: int, amount: int) -> "SpritState":
    after = state.clone()
    after.apply(seat, Action("kanister", amount=amount))
    return after


def ranked_options(state: "SpritState", seat: int, profile: Profile) -> list[Option]:
    """Every legal action with its value (expected turns after it), best first."""
    car = state.active_car
    if car is None:
        return []
    actions = state.legal_actions(seat)
    scored = []
    for index, action in enumerate(actions):
        value = _value(state, seat, car, action, profile, depth=2)
        scored.append((value, index, action))
    scored.sort(key=lambda item: (item[0], item[1]))
    out = []
    for value, _index, action in scored:
        turns_after = max(0.0, value)
        out.append(Option(action=action, value=-value,
                          reason=reason(state, car, action, turns_after),
                          extra={"turns": round(turns_after, 1)}))
    return out


class SpritPlayer:
    """A computer player of one level; ``choose`` never mutates the state it is given."""

    def __init__(self, level: str, style: str | None = None, seed: int = 0) -> None:
        self.level = LEVEL_ALIASES.get(level, level)
        if self.level not in PROFILES:
            raise ValueError(f"unknown level {level!r}")
        self.style = style
        self.profile = PROFILES[self.level]
        self.stream = Stream.derive(seed, "sprit", "ai", self.level)

    def choose(self, state: "SpritState", seat: int) -> Decision:
        forced = forced_move(state, seat)
        if forced is not None:
            return forced
        options = ranked_options(state, seat, self.profile)
        if self.profile.cap is not None:
            options = capped(state, seat, options, self.profile.cap)
        pick = options[0]
        if self.profile.noise and self._may_err(state) and \
                self.stream.random() < self.profile.noise:
            pool = [o for o in options[:self.profile.spread]
                    if o.value > options[0].value - 3]  # never a hopeless move by chance
            if pool:
                choice = pool[self.stream.randbelow(len(pool))]
                if choice is not pick:
                    return Decision(choice.action, choice.reason)  # rules of thumb, no „Bauch“ (#30)
        return Decision(pick.action, pick.reason)


    @staticmethod
    def _may_err(state: "SpritState") -> bool:
        """No hunches once the race drags on or the tank overflows: a plan to burn hundreds of
        litres (roll back several Werkstätten, then one long drive) must not be derailed, so
        every computer game ends long before the safety end."""
        car = state.active_car
        return state.round <= CALM_AFTER_ROUND and \
            car is not None and state.cars[car]["fuel"] <= CALM_ABOVE_FUEL


def _fuel_gain(state: "SpritState", seat: int, car: int, action: Action) -> int:
    """Litres ``action`` brings into the tank once the car's next turn start is settled (a
    stamp or a Tafel it drives to counted; an Ereignisfeld as a plain field), less its cost."""
    after = ai_eval.neutral_after(state, seat, car, action)
    c = after.cars[car]
    fuel = c["fuel"]
    if c["must_stamp"] or (not c["tafel_checked"] and
                           after.track.tafel_pays(c["field"], after.platz(car))):
        fuel += FUEL_STEP * after.platz(car)
    return fuel - state.cars[car]["fuel"]


def capped(state: "SpritState", seat: int, options: list[Option], cap: int) -> list[Option]:
    """``options`` with every move that gains fuel and takes the tank above ``cap`` litres put
    last, as the capped table plans (#32, „stranded with a full tank“): a car at the back that
    collects payouts or rolls back Werkstatt after Werkstatt to burn hundreds of litres in one
    long drive is often still on the road when the race ends, its tank full. Only when every
    legal move would do so does the order stay."""
    car = state.active_car
    fuel = state.cars[car]["fuel"]
    over = []
    for o in options:
        gain = _fuel_gain(state, seat, car, o.action)
        over.append(gain > 0 and fuel + gain > cap)
    if not any(over) or all(over):
        return options
    return [o for o, x in zip(options, over) if not x] + [o for o, x in zip(options, over) if x]


def forced_move(state: "SpritState", seat: int) -> Decision | None:
    """The only legal move with its reason, None when there is a choice; a seat that may not
    move now is an error (every player's ``choose`` starts here)."""
    actions = state.legal_actions(seat)
    if not actions:
        raise ValueError("this seat has no move now")
    return Decision(actions[0], only_move()) if len(actions) == 1 else None
