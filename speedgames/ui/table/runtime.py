"""The table: the one owner of a running match, for every game.

Why one: the same promises hold at every game's table, and they used to be kept three ways —
which is where new users met the worst defects (Zurück taking back another person's move, the
clock running under the menu). The :class:`Table` owns

- the match, its save after every action („Fortsetzen“), the Spielverlauf's notes and the meta
  the Kontor lists (:mod:`.opening`);
- the seats: people and computers, their names, the computer players;
- the computers' turns, thought out on the worker and paced so a person can follow
  (:mod:`.computers`) — the main thread never decides for a computer;
- who holds the device and the curtain when it changes hands (:mod:`.device`);
- the Zug-Uhr with its Nachfrist and the stand-in when it runs out (:mod:`.clock`);
- Zurück (:mod:`.undo`), the Rat's advice on its own worker, and the end: statistics, records,
  the daily attempt, Aufgeben (:mod:`.ending`).

The game says what differs in its :class:`~speedgames.ui.table.flow.TurnFlow`; the scene turns
input into :meth:`Table.act`, listens to :attr:`Table.on_move` / :attr:`Table.on_line` to animate
and tell, calls :meth:`Table.tick` once per frame and draws. The table itself is pygame-free.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Mapping

from speedgames.core.game import Action, IllegalAction
from speedgames.core.i18n import Text
from speedgames.core.rng import derive_seed
from speedgames.ui.table import undo as table_undo
from speedgames.ui.table.clock import TableClock
from speedgames.ui.table.computers import COMPUTER_DELAY, ComputerSeats
from speedgames.ui.table.device import Device
from speedgames.ui.table.ending import Ending
from speedgames.ui.table.flow import Line, StandIn, Turn, TurnFlow
from speedgames.ui.table.opening import open_match

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.core.game import Game
    from speedgames.ui.scene import AppLike

#: How long one frame may wait for the computers while the rest of a game is played out.
HURRY_BUDGET = 0.03


@dataclass(frozen=True)
class Move:
    """One applied action as the scene hears it: ``by`` is ``"person"``, ``"computer"`` or
    ``"stand_in"`` (the computer acting for a person whose time ran out); ``reason`` is a
    computer's reason (None for a person)."""

    seat: int
    action: Action
    events: list[dict[str, Any]]
    by: str = "person"
    reason: Text | None = None

    @property
    def computer(self) -> bool:
        return self.by != "person"


class _Advisor:
    """The Rat as a player for the worker: its ``choose`` is the game's ``advise``."""

    level = "advisor"

    def __init__(self, advise: Callable[[Any, int], Any]) -> None:
        self.advise = advise

    def choose(self, state: Any, seat: int) -> Any:
        return self.advise(state, seat)


class Table:
    """See the module docstring.

    ``Table(app, game, flow, *, options=None, seed=None, save=None, autosave=True,
    ai_seed=None, threaded=True, on_menu=None)``: a new match of ``game`` with ``options`` /
    ``seed``, or ``save`` (a :class:`~speedgames.core.saves.SaveInfo`) resumed. ``failed`` holds
    the words to show when the save could not be resumed (the scene then backs out).
    ``players`` replaces computer players by seat (tests, a practice game's same computers);
    ``threaded=False`` decides at once (tests that want a fixed order).
    """

    def __init__(self, app: "AppLike", game: "Game", flow: TurnFlow, *,
                 options: Mapping[str, Any] | None = None, seed: int | None = None,
                 save: Any = None, autosave: bool = True, ai_seed: int | None = None,
                 threaded: bool = True, on_menu: Callable[[], Any] | None = None,
                 players: Mapping[int, Any] | None = None) -> None:
        self.app = app
        self.flow = flow
        opened = open_match(app.storage, game, options=options, seed=seed, save=save)
        self.failed: Text | None = opened.failed
        self.match = opened.match
        self.meta = opened.meta
        self.notes = opened.notes
        self.resumed = opened.resumed
        self.on_menu = on_menu
        self.on_move: list[Callable[[Move], None]] = []
        self.on_line: list[Callable[[Line], None]] = []
        self.on_reset: list[Callable[[], None]] = []
        self.turn = Turn()
        base = self.match.seed if ai_seed is None else ai_seed
        self._players: dict[int, Any] = dict(players or {})
        for seat in [s for s in self.computers if s not in self._players]:
            from speedgames.core.players import make_player

            info = self.seats[seat]
            self._players[seat] = make_player(game.id, str(info.get("level", "normal")),
                                              info.get("style"),
                                              derive_seed(base, "computer", seat))
        self.computer_seats = ComputerSeats(self._computer_delay, threaded)
        self.advisor = ComputerSeats(lambda: 0.0, threaded)
        self._advice: tuple[tuple[int, int], Any] | None = None
        self.device = Device(len(self.people), resumed=self.resumed)
        self.clock = TableClock(flow.clock_limit(self.match.options), flow.grace_seconds,
                                on_grace=self._grace, on_expire=self._expired)
        self.clock.restore(self.meta.get("clock"))
        self._standing_in: tuple[int, Any, Any] | None = None  # (seat, step, player)
        self._stood_in: set[int] = set()  # log indices of moves a stand-in made
        self._curtain_up: int | None = None
        self._last_frame: int | None = None
        self._undo_probe: tuple[tuple[int, int, int | None, int], int | None] | None = None
        self.ending = Ending(self, autosave=autosave and self.failed is None,
                             save_id=opened.save_id)

    # ------------------------------------------------------------------ seats
    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def game(self) -> "Game":
        return self.match.game

    @property
    def options(self) -> dict[str, Any]:
        return self.match.options

    @property
    def mode(self) -> str:
        return str(self.match.options.get("mode", "table"))

    @property
    def seats(self) -> list[dict[str, Any]]:
        return list(self.match.options.get("seats", []))

    def is_person(self, seat: int) -> bool:
        seats = self.seats
        return 0 <= seat < len(seats) and seats[seat].get("kind", "human") == "human"

    @property
    def people(self) -> tuple[int, ...]:
        return tuple(i for i in range(len(self.seats)) if self.is_person(i))

    @property
    def computers(self) -> tuple[int, ...]:
        return tuple(i for i in range(len(self.seats)) if not self.is_person(i))

    @property
    def hotseat(self) -> bool:
        return len(self.people) > 1

    def player(self, seat: int) -> Any:
        """The computer player of ``seat`` (None for a person)."""
        return self._players.get(seat)

    def seat_name(self, seat: int) -> str:
        """The seat's name in the language of the moment („Anna“, „Computer 2 (stark)“)."""
        name = self.flow.seat_name(self, seat)
        return name.render() if isinstance(name, Text) else str(name)

    # ------------------------------------------------------------------ the device
    @property
    def at_device(self) -> int | None:
        """The person who may act now (None: nobody — computers move, or a curtain is up)."""
        return self.device.at_device

    @property
    def holder(self) -> int | None:
        """The person who last held the device (None before anyone did)."""
        holder = self.device.holder
        return holder if holder is not None and holder >= 0 else None

    @property
    def curtain(self) -> int | None:
        """The person the curtain waits for (None: no curtain)."""
        return self.device.curtain

    @property
    def viewer(self) -> int | None:
        """Whose eyes the screen is for now: the person at the device; with one person at the
        table, always that person; None while a curtain is due (only public facts show)."""
        if self.device.at_device is not None:
            return self.device.at_device
        if self.device.curtain is not None:
            return None
        people = self.people
        if len(people) == 1:
            return people[0]
        return self.holder

    def confirm_curtain(self, seat: int) -> None:
        """The person behind the curtain confirmed: they have the device now."""
        self._curtain_up = None
        if self.device.confirm(seat, len(self.match.actions)):
            self._undo_probe = None

    # ------------------------------------------------------------------ acting
    def act(self, seat: int, action: Action) -> list[dict[str, Any]]:
        """A person's action. Raises ``IllegalAction`` (nothing changes) when it is not this
        person's turn at the device or the rules refuse it."""
        if self.state.is_over():
            raise IllegalAction("ui.play.over")
        if seat != self.device.at_device:
            raise IllegalAction("ui.play.not_at_device")
        if self._standing_in is not None and self._standing_in[0] == seat:
            raise IllegalAction("ui.play.time_up")
        return self._apply(seat, action, "person")

    def _apply(self, seat: int, action: Action, by: str,
               reason: Text | None = None) -> list[dict[str, Any]]:
        events = self.match.apply(seat, action)
        if by == "stand_in":
            self._stood_in.add(len(self.match.actions) - 1)
        self._undo_probe = None
        self.computer_seats.moved([seat])
        self.ending.save()
        move = Move(seat, action, events, by, reason)
        for listener in list(self.on_move):
            listener(move)
        return events

    def say(self, line: Line) -> None:
        """Write a Spielverlauf line beside the rules' events: kept in the notes (told again
        after „Fortsetzen“) and handed to the scene's log."""
        self.notes.add(len(self.match.actions), line.text, line.kind, seat=line.seat,
                       secret=line.secret, role=line.role)
        self.ending.save()
        for listener in list(self.on_line):
            listener(line)

    def note(self, text: Text, kind: str = "dim", **how: Any) -> None:
        """Keep a line the scene itself writes (and shows) for „Fortsetzen“."""
        self.notes.add(len(self.match.actions), text, kind, **how)
        self.ending.save()

    # ------------------------------------------------------------------ the loop
    def tick(self, dt: float, hold: bool = False) -> None:
        """One frame: follow the flow — the device, the curtain, the clock, the computers.
        ``hold``: the scene is still showing the last move (computers think but do not move)."""
        dt = self._frame_dt(dt)
        if self.failed is not None:
            return
        self.turn = turn = self.flow.turn(self) if not self.state.is_over() else Turn()
        log = len(self.match.actions)
        self.device.settle(turn, log)
        if self.device.curtain is not None and self._curtain_up != self.device.curtain:
            self._raise_curtain(self.device.curtain)
        if self._standing_in is not None and (self._standing_in[0] != turn.person
                                              or self._standing_in[1] != turn.step):
            self._standing_in = None
        at = self.device.at_device
        self.clock.follow(at if self._standing_in is None else None, turn.step, turn.timed, log)
        self.clock.advance(dt)
        self._run_computers(dt, hold)
        if self.state.is_over():
            self.clock.follow(None, None, False, len(self.match.actions))

    def _frame_dt(self, dt: float) -> float:
        """Time that counts for the table: a frame after frames this table did not see (a menu,
        a rules page or the curtain was on top) counts for nothing."""
        frames = getattr(self.app, "frames", None)
        if not isinstance(frames, int):
            return dt
        last, self._last_frame = self._last_frame, frames
        if last is not None and frames - last > 1:
            return 0.0
        return dt

    def _run_computers(self, dt: float, hold: bool) -> None:
        due: dict[int, tuple[Any, Any]] = {}
        for seat in self.turn.computers:
            player = self._players.get(seat)
            if player is not None:
                due[seat] = (player, self.flow.decision_key(self, seat))
        if self._standing_in is not None:
            seat, step, player = self._standing_in
            due[seat] = (player, ("stand_in", step, len(self.match.actions)))
        if not due:
            self.computer_seats.hurry(self.computer_seats.hurrying and not self.state.is_over())
            self.computer_seats.tick(dt, {}, self.state)
            return
        ready = self.computer_seats.tick(dt, due, self.state, hold)
        if not ready and self.computer_seats.hurrying and not hold:
            if self.computer_seats.wait_for_answers(HURRY_BUDGET):
                ready = self.computer_seats.tick(0.0, due, self.state, hold)
        for answer in ready:
            self._play(answer.seat, answer.result)

    def _play(self, seat: int, result: Any) -> None:
        """Apply a computer's (or a stand-in's) answer if it is still legal; else the fallback."""
        if self.state.is_over() or seat not in self.state.to_move():
            return
        by = "stand_in" if self._standing_in is not None and self._standing_in[0] == seat \
            else "computer"
        action = getattr(result, "action", None)
        legal = self.state.legal_actions(seat)
        if isinstance(result, Exception) or action not in legal:
            if isinstance(result, Exception):
                self._report(result)
            fallback = self.flow.fallback(self, seat)
            if fallback is None or fallback not in legal:
                return
            self._apply(seat, fallback, by)
            return
        self._apply(seat, action, by, getattr(result, "reason", None))

    def _report(self, exc: Exception) -> None:
        try:
            raise exc
        except Exception:
            self.app.report_error(f"{self.game.id} computer")

    def hurry(self, on: bool = True) -> None:
        """Skip the computers' pauses (a key while waiting, or „Rest auswerten“)."""
        self.computer_seats.hurry(on)

    @property
    def hurrying(self) -> bool:
        return self.computer_seats.hurrying

    def _computer_delay(self) -> float:
        if not self.turn.paced:
            return 0.0
        setting = getattr(getattr(self.app, "settings", None), "animations", "normal")
        pace = getattr(self.flow, "pace", COMPUTER_DELAY)
        return float(pace.get(setting, pace["normal"]))

    @property
    def busy(self) -> bool:
        """Something moves without input: a computer thinks or waits to move, or a stand-in."""
        if self.state.is_over():
            return False
        return bool(self.turn.computers) or self._standing_in is not None \
            or self.computer_seats.busy

    def frame_request(self) -> float | None:
        """0 while the computers work, else the clock's next second (see ``ui.pacing``)."""
        if self.busy:
            return 0.0
        return self.clock.frame_request()

    # ------------------------------------------------------------------ the curtain
    def _raise_curtain(self, seat: int) -> None:
        self._curtain_up = seat
        try:
            from speedgames.ui.overlays import PrivacyScreen

            name = self.seat_name(seat)
            self.app.push(PrivacyScreen(self.app, name, lambda: self.confirm_curtain(seat),
                                        note=self.flow.curtain_note(self, seat),
                                        on_menu=self.on_menu))
        except Exception:  # never show the table unguarded: the curtain is retried next frame
            self._curtain_up = None
            self.app.report_error("curtain")

    # ------------------------------------------------------------------ the clock
    def pause(self, reason: str = "covered") -> None:
        """The game is paused (a screen over the table, the window in the background)."""
        self.clock.pause(reason)

    def resume(self, reason: str = "covered") -> None:
        self.clock.resume(reason)

    def _grace(self, seat: int) -> None:
        text = self.flow.grace_line(self, seat)
        if text is not None:
            self.app.toast(text, "warn")
            try:
                self.app.audio.play("click")
            except Exception:
                pass

    def _expired(self, seat: int) -> None:
        """Zug-Uhr and Nachfrist ran out: the line first, then the stand-in decides."""
        if self.state.is_over() or seat != self.device.at_device:
            return
        try:
            stand_in: StandIn = self.flow.stand_in(self, seat)
        except Exception:
            self.app.report_error("stand-in")
            return
        self.say(stand_in.line)
        self._standing_in = (seat, self.turn.step, stand_in.player)

    @property
    def standing_in(self) -> int | None:
        """The person whose time ran out and for whom the computer acts now."""
        return self._standing_in[0] if self._standing_in is not None else None

    # ------------------------------------------------------------------ Zurück
    @property
    def undo_seat(self) -> int | None:
        """Who may ask for Zurück now: the person at the device — or, with the flow's
        ``undo_when_idle``, the person who last held it while nobody is due and no curtain
        waits (None: nobody)."""
        seat = self.device.at_device
        if seat is None and self.flow.undo_when_idle and self.device.curtain is None \
                and self.turn.person is None:
            seat = self.holder
        return seat

    def undo_index(self) -> int | None:
        """The log index Zurück would take back now (cached per position), or None."""
        actions = self.match.actions
        seat = self.undo_seat
        key = (len(actions), id(actions[-1][1]) if actions else 0, seat,
               self.device.last_mark())
        if self._undo_probe is None or self._undo_probe[0] != key:
            try:
                index = table_undo.undo_index(self.match, self.people, seat,
                                              self.device.last_mark(), self._stood_in)
            except Exception:  # a log that no longer replays (a test's forced chips): no undo
                index = None
            self._undo_probe = (key, index)
        return self._undo_probe[1]

    def can_undo(self) -> bool:
        """May the person at the device take back their last decision now?"""
        return self.undo_index() is not None

    def undo(self) -> bool:
        """Take back the last decision of the person at the device (see :mod:`.undo`)."""
        seat = self.undo_seat
        if seat is None or not self.can_undo():
            return False
        try:
            if not table_undo.take_back(self.match, self.people, seat):
                return False
        except Exception:  # never lose the game over a Zurück: the match is left as it was
            self.app.report_error("undo")
            return False
        length = len(self.match.actions)
        self._undo_probe = None
        self._advice = None
        self._stood_in = {i for i in self._stood_in if i < length}
        self.device.forget_after(length)
        self.notes.truncate(length)
        self.computer_seats.cancel()
        self.advisor.cancel()
        self.clock.reset()
        self.ending.save()
        for listener in list(self.on_reset):
            listener()
        return True

    # ------------------------------------------------------------------ the Rat
    def advice(self, seat: int, advise: Callable[[Any, int], Any], about: Any = None) -> Any:
        """The Rat's advice for ``seat`` in this position, thought out on its own worker: the
        answer once it is in, None while it is being thought out (ask again next frame).
        ``about``: what the advice is about when not the whole position (Speedrocket: the
        person's own step — the computers' chips in between do not make it think again)."""
        key = (len(self.match.actions) if about is None else ("about", about), seat)
        if self._advice is not None and self._advice[0] == key:
            return self._advice[1]
        ready = self.advisor.tick(0.0, {seat: (_Advisor(advise), key)}, self.state)
        for answer in ready:
            if isinstance(answer.result, Exception):
                self._report(answer.result)
                self._advice = (key, None)
                return None
            self._advice = (key, answer.result)
            return answer.result
        return None

    @property
    def thinking(self) -> bool:
        """The Rat is still thinking."""
        return bool(self.advisor.thinker.pending)

    # ------------------------------------------------------------------ the end and saving
    @property
    def save_id(self) -> str | None:
        return self.ending.save_id

    @property
    def practice(self) -> bool:
        """A practice game (played on from a replay): never in statistics, records or lists."""
        return bool(self.match.options.get("practice"))

    @property
    def daily_counts(self) -> bool | None:
        return self.ending.daily_counts

    @property
    def rat_used(self) -> bool:
        return bool(self.meta.get("rat_used", False))

    def use_rat(self) -> None:
        """The Rat was opened: the game gets no place bonus (kept in the save)."""
        if not self.rat_used:
            self.meta["rat_used"] = True
            self.ending.save()

    def finish(self, extras: Mapping[int, Mapping[str, Any]] | None = None) -> list[Text]:
        """The game is over: enter it for its people once, drop the save; the notices to show."""
        return self.ending.finish(extras)

    def give_up(self, seat: int) -> list[Text]:
        """``seat`` leaves a game with other people early (−10, the stake to the others)."""
        return self.ending.give_up(seat)

    def save(self) -> None:
        """Save now with the clock's time used (quit, Zum Kontor), and wait for it."""
        self.ending.save(clock=True)
        self.ending.flush()

    def flush(self) -> None:
        self.ending.flush()

    def close(self) -> None:
        self.computer_seats.close()
        self.advisor.close()
        self.ending.close()
