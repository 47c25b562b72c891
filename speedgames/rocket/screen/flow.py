"""Speedrocket's turn at the table: who acts now, what is covert, and what the Zug-Uhr does.

Why a flow of its own: the shared table runtime (:mod:`speedgames.ui.table`) owns the match, the
computers on the worker, the device with its curtain, the clock and Zurück; this module gives
Speedrocket's answers to it, pure (no pygame, no scene), so they can be tested without a window:

- **Stopfen** and **Pulverhandlung** are simultaneous: the computers draw and buy in parallel,
  the people act one after another at the device — the one who holds it goes on while they still
  have something to do, else the first in seat order. At a table of several people both phases
  are covert: the device changes hands behind the curtain („Gib das Gerät an …“).
- **Abendvorstellung**: public, untimed. It waits for the people's „Weiter“ (the person who held
  the device last acknowledges last, so they keep it for the Pulverhandlung); the computers'
  „done“ comes at once (``paced=False``).
- **Zug-Uhr** (rules §8): its step is a person's whole Stopfen or Pulverhandlung of the evening
  (seat, phase, evening). When it and its Nachfrist ran out, the Spielverlauf says so and the
  stand-in (:class:`RocketStandIn`) decides until the step is over: a person still drawing stops,
  „Sand drauf?“ is answered with sand, a Kupferblau-Vorschau gets the Rat's pick, the
  Pulverhandlung the Rat's purchase (and after a Fehlzündung its Ruhm-or-Einkauf), then „Fertig“.

Besides: :func:`step_of` (the person's step now: ``drawing`` / ``sand`` / ``preview`` /
``shop_choose`` / ``shop_open``), :meth:`RocketFlow.covered` (whose rocket of tonight the viewer
may not see) and :meth:`RocketFlow.rat_allowed`.
"""

from __future__ import annotations

from typing import Any, Hashable, Mapping, Sequence

from speedgames.core.game import Action
from speedgames.core.i18n import Text
from speedgames.ui.table import Line, StandIn, TableFacts, Turn, TurnFlow

#: The steps of a Stopfen (a timeout line about them is held back like the rocket itself).
STUFFING = ("drawing", "sand", "preview")
#: The Spielverlauf's words when the Zug-Uhr ran out, per step.
TIMEOUT_LINES = {"drawing": "rocket.ui.log.timeout_stop", "sand": "rocket.ui.log.timeout_sand",
                 "preview": "rocket.ui.log.timeout_preview",
                 "shop_choose": "rocket.ui.log.timeout_shop",
                 "shop_open": "rocket.ui.log.timeout_shop"}
#: What a computer plays when its own decision failed, the first that is legal.
FALLBACKS = (Action("stop"), Action("done"), Action("preview", index=None), Action("ignite"),
             Action("take", what="ruhm"))


def step_of(state: Any, seat: int | None) -> str | None:
    """What ``seat`` is asked now: ``drawing``, ``sand`` („Sand drauf?“), ``preview``
    (Kupferblau-Vorschau), ``shop_choose`` (Ruhm or Einkauf), ``shop_open`` — else None."""
    if seat is None or not 0 <= seat < len(state.players):
        return None
    p = state.players[seat]
    if state.phase == "stopfen" and p["status"] in STUFFING:
        return str(p["status"])
    if state.phase == "shop" and p["shop"] in ("choose", "open"):
        return "shop_" + str(p["shop"])
    return None


def seat_name(state: Any, seat: int) -> str:
    """The seat's name as the rules' texts use it (a computer: „Meister 2“)."""
    from speedgames.rocket.rules.events import to_text

    raw = state.names[seat] if 0 <= seat < len(state.names) else ""
    if isinstance(raw, Mapping):
        return to_text(raw).render()
    return str(raw)


class RocketStandIn:
    """Decides for a person whose Zug-Uhr and Nachfrist ran out (on the worker, one decision at
    a time, until the step is over; the rules file §3 and §8)."""

    level = "stand_in"

    def choose(self, state: Any, seat: int) -> Any:
        from speedgames.core.players import Decision

        step = step_of(state, seat)
        if step == "drawing":
            return Decision(Action("stop"))
        if step == "sand":
            return Decision(Action("sand"))
        if step == "preview":
            return Decision(_best(state, seat, Action("preview", index=None)))
        if step == "shop_choose":
            return Decision(_best(state, seat, Action("take", what="ruhm")))
        p = state.players[seat]
        if step == "shop_open" and p["may_buy"] and not p["bought"]:
            # the basket stark buys (neutral style), not the Rat's rollout basket: it is at hand
            # at once and the same every time, where 16 rollouts a candidate would keep the
            # table waiting the moment the time ran out (0.3–0.7 s of CPU, more on a busy
            # machine); the Rat names stark's basket whenever the rollouts cannot tell it from
            # theirs (``ai.baskets.pick``), so the two differ only where the rollouts see
            # clearly better. No Kristall trade: that is a matter of style, not of the clock.
            from speedgames.rocket.ai.shop import strong_buy
            from speedgames.rocket.ai.styles import NEUTRAL

            buy = strong_buy(state, seat, NEUTRAL, tuned=True)
            if buy is not None and buy[0] in state.legal_actions(seat):
                return Decision(buy[0])
        return Decision(Action("done"))


def _best(state: Any, seat: int, otherwise: Action) -> Action:
    """The Rat's best answer in this position (``otherwise`` when it has none)."""
    from speedgames.rocket import ai

    advice = ai.advise(state, seat)
    return advice.best.action if advice.best is not None else otherwise


class RocketFlow(TurnFlow):
    """See the module docstring."""

    undo_when_idle = True  # „Aufhören“ may be taken back while the computers still stuff

    def __init__(self) -> None:
        self._counts: tuple[int, int, list[int]] | None = None  # (id(log), len(log), per seat)

    # ------------------------------------------------------------------ who acts
    def turn(self, table: TableFacts) -> Turn:
        state = table.state
        if state.is_over():
            return Turn()
        movers = list(state.to_move())
        people = [s for s in movers if table.is_person(s)]
        computers = tuple(s for s in movers if not table.is_person(s))
        holder = table.holder
        if state.phase == "show":
            # everyone's „Weiter“: whoever stuffed last acknowledges last and so keeps the device
            # for the shop (from the log, not the holder, which changes with each „Weiter“)
            last = self._last_stuffer(table)
            order = [s for s in people if s != last] + [s for s in people if s == last]
            return Turn(person=order[0] if order else None, computers=computers,
                        step=("show", state.evening), timed=False, paced=False)
        person = holder if holder in people else (people[0] if people else None)
        return Turn(person=person, computers=computers, covert=len(table.people) > 1,
                    step=(state.phase, state.evening))

    @staticmethod
    def _last_stuffer(table: TableFacts) -> int | None:
        """The person whose action came last before the Abendvorstellung's „Weiter“s."""
        for seat, action in reversed(table.match.actions):
            if table.is_person(seat) and action.type != "done":
                return seat
        return table.holder

    def decision_key(self, table: TableFacts, seat: int) -> Hashable:
        """A computer's answer is about its own Hülse or purchase: another seat's draw in the
        same phase leaves it standing (the draws are independent, rules §9)."""
        state = table.state
        return (state.phase, state.evening, self._own_actions(table.match.actions, seat))

    def _own_actions(self, actions: Sequence[tuple[int, Any]], seat: int) -> int:
        """How many actions ``seat`` made (counted on along the log, not from the start)."""
        cached = self._counts
        if cached is None or cached[0] != id(actions) or cached[1] > len(actions):
            cached = (id(actions), 0, [])
        counts = list(cached[2])
        for s, _action in actions[cached[1]:]:
            while len(counts) <= s:
                counts.append(0)
            counts[s] += 1
        self._counts = (id(actions), len(actions), counts)
        return counts[seat] if 0 <= seat < len(counts) else 0

    def fallback(self, table: TableFacts, seat: int) -> Action | None:
        legal = table.state.legal_actions(seat)
        return next((a for a in FALLBACKS if a in legal), legal[0] if legal else None)

    # ------------------------------------------------------------------ the Zug-Uhr
    def stand_in(self, table: TableFacts, seat: int) -> StandIn:
        step = step_of(table.state, seat)
        if step is None:
            step = "drawing" if table.state.phase == "stopfen" else "shop_open"
        text = Text(TIMEOUT_LINES[step], {"name": seat_name(table.state, seat)})
        return StandIn(Line(text, "warn", seat=seat, secret=step in STUFFING), RocketStandIn())

    # ------------------------------------------------------------------ words
    def curtain_note(self, table: TableFacts, seat: int) -> Text | None:
        key = "rocket.ui.privacy.stopfen" if table.state.phase == "stopfen" \
            else "rocket.ui.privacy.shop"
        return Text(key, {"name": seat_name(table.state, seat)})

    def seat_name(self, table: TableFacts, seat: int) -> Any:
        return seat_name(table.state, seat)

    # ------------------------------------------------------------------ the other questions
    @staticmethod
    def rat_allowed(table: TableFacts) -> bool:
        """The Rat exists only when exactly one person plays against computers (rules §8)."""
        mode = str(table.match.options.get("mode", "table"))
        return mode == "table" and len(table.people) == 1 and len(table.computers) >= 1

    @staticmethod
    def covered(state: Any, people: Sequence[int], viewer: int | None, *,
                show_open: bool = False, replaying: bool = False) -> tuple[bool, ...]:
        """Per seat: is tonight's rocket hidden from ``viewer``? In a Stopfen at a table of
        several people every rocket but the viewer's own stays covered until the show (none is
        the viewer's while a curtain is due); alone or in a replay nothing is."""
        hide = (len(people) > 1 and state.phase == "stopfen" and not show_open
                and not replaying)
        return tuple(hide and seat != viewer for seat in range(len(state.players)))
