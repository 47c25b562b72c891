"""Speedtulpe's turn at the table: who acts now, what is covert, and what the Bedenkzeit does.

Why a flow of its own: the shared table runtime (:mod:`speedgames.ui.table`) owns the match, the
computers on the worker, the device with its curtain, the clock and Zurück; this module gives
Speedtulpe's answers to it, pure (no pygame, no scene), so they can be tested without a window.

One Wurf, as the rules say (``/work/shared/rules/speedtulpe.md`` §3 and §5):

- the **active** seat rolls and chooses first, openly (everyone sees which dice it took);
- then **the others** choose at the same time and covertly from the rest. The computers choose
  first (one after the other, in seat order from the active one), so that nobody waits for them
  after their own choice; then each person in seat order from the active one — at a table of
  several people behind the curtain („Gib das Gerät an …“) when the device changes hands;
- each decision (the roll, the active choice, each covert choice) is one step of the
  Bedenkzeit. When it and its Nachfrist ran out, the computer rolls for the active player or
  chooses for them (a normal computer), and a player choosing from the rest passes; the
  Spielverlauf says so first (:meth:`TulpeFlow.stand_in`).

Besides: :func:`phase_of` (the phase of the Wurf — what ``controller.step()`` answered before),
:func:`seat_name` / :func:`short_name` (the seats' names), :func:`reason_public` (may a computer's
reason be told without giving a covert choice away) and :meth:`TulpeFlow.rat_allowed`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Hashable, Mapping, Sequence

from speedgames.core.game import Action
from speedgames.core.i18n import Text
from speedgames.core.rng import derive_seed
from speedgames.ui.table import Line, Scripted, StandIn, TableFacts, Turn, TurnFlow

ROLL, ACTIVE, OTHERS, OVER = "roll", "active", "others", "over"
STAND_IN_LEVEL = "normal"  # who chooses for an active player whose Bedenkzeit ran out
#: seconds a computer's move waits after it may move, per setting „Animationen“
PACE = {"normal": 0.7, "fast": 0.12, "off": 0.0}
#: the Spielverlauf's words when the Bedenkzeit ran out, per action the computer made
TIMEOUT_LINES = {"roll": "tulpe.ui.log.timeout_roll", "pass": "tulpe.ui.log.timeout_pass",
                 "choose": "tulpe.ui.log.timeout_choose"}
#: the toast when the Nachfrist begins, per what will happen when it ends
GRACE_LINES = {"roll": "tulpe.ui.grace_roll", "choose": "tulpe.ui.grace_choose",
               "pass": "tulpe.ui.grace_pass"}


@dataclass(frozen=True)
class Phase:
    """Where the Wurf stands: ``kind`` is ROLL / ACTIVE / OTHERS / OVER, ``seats`` may act now
    (in seat order from the active seat), ``active`` rolls and chooses first."""

    kind: str
    seats: tuple[int, ...]
    active: int


def phase_of(state: Any) -> Phase:
    """The phase of ``state`` (a rules state): who may act now, in seat order from the active."""
    active = int(getattr(state, "active", 0) or 0)
    if state.is_over():
        return Phase(OVER, (), active)
    kind = {"roll": ROLL, "active": ACTIVE}.get(str(state.phase), OTHERS)
    return Phase(kind, from_active(state.to_move(), active, state.seats), active)


def from_active(seats: Sequence[int], active: int, count: int) -> tuple[int, ...]:
    """``seats`` in seat order, beginning with the active seat."""
    n = max(1, count)
    return tuple(sorted(seats, key=lambda s: (s - active) % n))


def timeout_kind(phase: Phase, seat: int) -> str:
    """What happens when ``seat``'s Bedenkzeit runs out: ``roll``, ``choose`` or ``pass``."""
    if phase.kind == ROLL:
        return "roll"
    if phase.kind == ACTIVE and seat == phase.active:
        return "choose"
    return "pass"


def timeout_line(name: Any, action: Action) -> Text:
    """„Bedenkzeit vorbei …“: what the computer did for ``name`` (roll, choose or pass)."""
    key = TIMEOUT_LINES.get(action.type, TIMEOUT_LINES["choose"])
    return Text(key, {"name": name})


def reason_public(state: Any, seat: int, action: Action) -> bool:
    """May a computer's reason for ``action`` (just applied to ``state``) be told? Only when it
    gives no covert choice away: the active seat's choice, which everyone saw (never a roll)."""
    return seat == getattr(state, "active", None) and action.type != "roll"


def seat_name(seats: Sequence[Mapping[str, Any]], seat: int) -> Any:
    """The seat's name for a Text parameter: a person's name, or „Computer 2 (stark)“ (a Text
    itself, so a language switch shows at once)."""
    if not 0 <= seat < len(seats):
        return str(seat + 1)
    info = seats[seat]
    if info.get("kind") == "ai":
        if info.get("name"):
            return str(info["name"])
        level = Text(f"levels.{info.get('level', 'normal')}")
        return Text("tulpe.ui.computer_name", {"n": seat + 1, "level": level})
    return str(info.get("name") or Text("ui.table.default_name", {"n": seat + 1}).render())


def short_name(seats: Sequence[Mapping[str, Any]], seat: int) -> Any:
    """Like :func:`seat_name`, without a computer's level (the small cards)."""
    if 0 <= seat < len(seats) and seats[seat].get("kind") == "ai" \
            and not seats[seat].get("name"):
        return Text("tulpe.ui.computer_short", {"n": seat + 1})
    return seat_name(seats, seat)


class ActiveStandIn:
    """Chooses for an active player whose Bedenkzeit ran out: a normal computer, seeded per seat
    from the game (so a replay of the same game chooses the same); made on the worker."""

    level = "stand_in"

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._player: Any = None

    def choose(self, state: Any, seat: int) -> Any:
        if self._player is None:
            from speedgames.tulpe import ai

            self._player = ai.make_player(STAND_IN_LEVEL, None, self.seed)
        return self._player.choose(state, seat)


class TulpeFlow(TurnFlow):
    """See the module docstring."""

    pace = PACE
    # alone against computers the person may take back the own open choice while the computers
    # still choose from the rest (nobody else is at the table who could have looked)
    undo_when_idle = True

    # ------------------------------------------------------------------ who acts
    def turn(self, table: TableFacts) -> Turn:
        state = table.state
        if state.is_over():
            return Turn()
        phase = phase_of(state)
        people = [s for s in phase.seats if table.is_person(s)]
        computers = tuple(s for s in phase.seats if not table.is_person(s))
        step = (state.wurf, phase.kind)
        if phase.kind == OTHERS:
            covert = len(table.people) > 1
            if computers:  # the computers choose first: nobody waits for them afterwards —
                # one after the other in seat order from the active one, each after its pause,
                # so the Spielverlauf (and a replay's log) tells them always in the same order
                return Turn(computers=computers[:1], covert=covert, step=step)
            return Turn(person=people[0] if people else None, covert=covert, step=step)
        return Turn(person=people[0] if people else None, computers=computers, step=step)

    def decision_key(self, table: TableFacts, seat: int) -> Hashable:
        """A covert choice is about the rest of the dice and the own field: another seat's
        covert choice in the same Wurf leaves it standing."""
        state = table.state
        if phase_of(state).kind == OTHERS:
            return (state.wurf, OTHERS)
        return len(table.match.actions)

    def fallback(self, table: TableFacts, seat: int) -> Action | None:
        """A computer's refused or failed decision never stalls the table: roll, else pass."""
        legal = table.state.legal_actions(seat)
        for action in (Action("roll"), Action("pass")):
            if action in legal:
                return action
        return legal[0] if legal else None

    # ------------------------------------------------------------------ the Bedenkzeit
    def stand_in(self, table: TableFacts, seat: int) -> StandIn:
        """Rules §5: the computer rolls for the active player, chooses for them; a player
        choosing from the rest passes. The line says so before the computer acts (the
        Spielverlauf holds it until the move, which decides its words: role ``timeout``)."""
        kind = timeout_kind(phase_of(table.state), seat)
        name = self.seat_name(table, seat)
        line = Line(Text(TIMEOUT_LINES[kind], {"name": name}), "warn", seat=seat,
                    role="timeout")
        if kind == "roll":
            return StandIn(line, Scripted([Action("roll")]))
        if kind == "choose":
            return StandIn(line, ActiveStandIn(derive_seed(table.match.seed, "stand-in", seat)))
        return StandIn(line, Scripted([Action("pass")]))

    def grace_line(self, table: TableFacts, seat: int) -> Text | None:
        kind = timeout_kind(phase_of(table.state), seat)
        return Text(GRACE_LINES[kind], {"name": self.seat_name(table, seat),
                                        "seconds": int(round(self.grace_seconds))})

    # ------------------------------------------------------------------ words
    def curtain_note(self, table: TableFacts, seat: int) -> Text | None:
        return Text("tulpe.ui.privacy_note", {"name": self.seat_name(table, seat)})

    def seat_name(self, table: TableFacts, seat: int) -> Any:
        return seat_name(table.match.options.get("seats", []), seat)

    # ------------------------------------------------------------------ the other questions
    @staticmethod
    def rat_allowed(table: TableFacts) -> bool:
        """The Rat exists only for one person against computers (not in the solo modes)."""
        mode = str(table.match.options.get("mode", "table"))
        return mode == "table" and len(table.people) == 1 and bool(table.computers)

    @staticmethod
    def mode_key(table: TableFacts) -> str:
        """The mode's name: „Gegen Computer“ is a table of one person."""
        mode = str(table.match.options.get("mode", "table"))
        if mode == "table":
            return "tulpe.ui.mode.computer" if len(table.people) == 1 else "tulpe.ui.mode.table"
        return f"tulpe.ui.mode.{mode}"
