"""A game's turn flow at the table: the only game knowledge the shared table runtime needs.

Why a small protocol: the runtime (:mod:`speedgames.ui.table.runtime`) runs every game's match the
same way — computers on the worker, the device handed from person to person behind a curtain, one
turn clock with its Nachfrist, one undo policy, saving and recording. What differs per game is a
handful of answers about the position, and each game gives them in ``<game>/screen/flow.py`` by
subclassing :class:`TurnFlow`. Pure Python: no pygame, no scene; a flow reads the table's facts
(:class:`TableFacts`) and the rules' state, and returns plain data.

The answers:

- :meth:`TurnFlow.turn` — who may act now: the computers that may move and the person who
  should hold the device, whether that person's decision is covert (hidden from the other people:
  a curtain when the device changes hands), and the *step* the turn clock runs for;
- :meth:`TurnFlow.stand_in` — the rules' „Zeit um“: the line the Spielverlauf writes and the
  player that decides for a person whose time and Nachfrist ran out;
- :meth:`TurnFlow.fallback` — what a computer does when its own decision failed or was refused;
- :meth:`TurnFlow.clock_limit` — the seconds of the Zug-Uhr for these options (None: none);
- :meth:`TurnFlow.grace_line`, :meth:`TurnFlow.curtain_note` — words for the Nachfrist and the
  curtain.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Hashable, Mapping, Protocol, Sequence

from speedgames.core.i18n import Text

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.core.game import Action, Match, State
    from speedgames.core.players import Decision


@dataclass(frozen=True)
class Turn:
    """Who may act now.

    ``person``: the person who should hold the device now (None: no person acts now — computers
    move, or everyone has acted). ``computers``: the computer seats that may move now (several in a
    simultaneous phase). ``covert``: the person's decision is hidden from the other people, so the
    device changes hands behind a curtain. ``step``: what the turn clock runs for — while it stays
    the same the clock goes on, a new value starts a fresh clock (Speedrocket: the whole Stopfen of
    a person; Speedtulpe and Speedsprit: each decision). ``timed``: the clock applies to it.
    ``paced``: the computers' moves wait the pause that lets a person follow them; False: they are
    played as soon as they are thought out (Speedrocket's „done“ after the Abendvorstellung, which
    nobody needs to watch).
    """

    person: int | None = None
    computers: tuple[int, ...] = ()
    covert: bool = False
    step: Hashable = None
    timed: bool = True
    paced: bool = True


@dataclass(frozen=True)
class Line:
    """A Spielverlauf line the table writes beside the rules' events (kept in the save's notes,
    :mod:`speedgames.core.log_notes`, so „Fortsetzen“ tells it again at the same place)."""

    text: Text
    kind: str = "warn"
    seat: int | None = None
    secret: bool = False  # about a covert decision: the Spielverlauf holds it until the reveal
    role: str = "line"


@dataclass(frozen=True)
class StandIn:
    """What happens when a person's time and Nachfrist ran out: ``line`` is written first, then
    ``player`` decides for the person (on the worker, like a computer) until the step is over."""

    line: Line
    player: Any


@dataclass
class Scripted:
    """A stand-in that plays fixed actions in order (Speedrocket's „hört auf“, Speedtulpe's
    „passt“); once they are used up it repeats the last one."""

    actions: Sequence["Action"]
    reason: Text | None = None
    level: str = "stand_in"
    _next: int = field(default=0, repr=False)

    def choose(self, state: "State", seat: int) -> "Decision":
        from speedgames.core.players import Decision

        action = self.actions[min(self._next, len(self.actions) - 1)]
        self._next += 1
        return Decision(action, self.reason)


class TableFacts(Protocol):
    """What a flow may read of the table (the runtime fulfils it)."""

    match: "Match"

    @property
    def state(self) -> Any: ...

    @property
    def people(self) -> tuple[int, ...]: ...

    @property
    def computers(self) -> tuple[int, ...]: ...

    @property
    def holder(self) -> int | None: ...

    def is_person(self, seat: int) -> bool: ...

    def seat_name(self, seat: int) -> Any: ...


class TurnFlow:
    """The game's answers (see the module docstring). Subclasses override :meth:`turn` and
    :meth:`stand_in`; the rest has defaults that fit most games."""

    #: seconds of Nachfrist after the Zug-Uhr (the rules of all three games: 10 s)
    grace_seconds: float = 10.0
    #: the modes in which the Zug-Uhr may run (the solo modes never have one)
    timed_modes: tuple[str, ...] = ("table",)
    #: while nobody is due at the device (the computers move) and no curtain waits, the person
    #: who last held it may still take back their own last decision (Speedrocket: „Aufhören“
    #: while the computers go on stuffing). False: Zurück only for the person at the device.
    undo_when_idle: bool = False

    def turn(self, table: TableFacts) -> Turn:
        """Who may act now. Default: every seat to move; the first person in seat order holds
        the device, computers move alongside, nothing is covert, each decision is a step."""
        state = table.state
        if state.is_over():
            return Turn()
        movers = list(state.to_move())
        people = [s for s in movers if table.is_person(s)]
        return Turn(person=people[0] if people else None,
                    computers=tuple(s for s in movers if not table.is_person(s)),
                    step=len(table.match.actions))

    def stand_in(self, table: TableFacts, seat: int) -> StandIn:
        """The rules' „Zeit um“ for ``seat``. Default: the seat's first legal action."""
        legal = table.state.legal_actions(seat)
        return StandIn(Line(Text("ui.play.timeout", {"name": table.seat_name(seat)}),
                            seat=seat), Scripted(legal[:1]))

    def fallback(self, table: TableFacts, seat: int) -> "Action | None":
        """A computer's decision failed or was refused: this is played instead (None: nothing).
        Default: the first legal action, so a table never stalls on a broken computer."""
        legal = table.state.legal_actions(seat)
        return legal[0] if legal else None

    def decision_key(self, table: TableFacts, seat: int) -> Hashable:
        """What a computer's decision was made for: an answer is applied only while this is
        unchanged (and the action still legal). Default: the whole position (the log's length);
        a simultaneous phase where the others' moves do not concern ``seat`` may narrow it."""
        return len(table.match.actions)

    def clock_limit(self, options: Mapping[str, Any]) -> float | None:
        """The Zug-Uhr's seconds for a game of ``options`` (None: no clock)."""
        limit = options.get("clock")
        if str(options.get("mode", "table")) not in self.timed_modes:
            return None
        if isinstance(limit, bool) or not isinstance(limit, (int, float)) or limit <= 0:
            return None
        return float(limit)

    def grace_line(self, table: TableFacts, seat: int) -> Text | None:
        """The toast when the Zug-Uhr is used up and the Nachfrist begins."""
        return Text("ui.play.grace", {"name": table.seat_name(seat),
                                       "seconds": int(round(self.grace_seconds))})

    def curtain_note(self, table: TableFacts, seat: int) -> Text | None:
        """The words under „Gib das Gerät an …“ on the curtain."""
        return None

    def seat_name(self, table: TableFacts, seat: int) -> Any:
        """A person's name, or „Computer 2 (stark)“ (a str or a Text)."""
        from speedgames.ui.endtafel import seat_name

        seats = table.match.options.get("seats", [])
        info = seats[seat] if 0 <= seat < len(seats) else {}
        return seat_name(table.match.game.id, info, seat)
