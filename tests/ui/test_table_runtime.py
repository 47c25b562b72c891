"""The shared table runtime (speedgames.ui.table), on a tiny dice game without a screen.

Each test names a promise the table keeps for every game: computers decide on the worker, only
the person at the device acts, a covert step waits behind the curtain, Zurück never crosses people
or a change of hands, the clock never runs while the game is paused and always keeps its
Nachfrist, a game is saved from its first moment and entered once at its end.
"""

from __future__ import annotations

import threading
from types import SimpleNamespace
from typing import Any

import pytest

from speedgames.core.game import Action, IllegalAction
from speedgames.core.i18n import Text
from speedgames.core.players import Decision
from speedgames.core.saves import list_saves
from speedgames.core.storage import Storage
from speedgames.ui.table import Line, Scripted, StandIn, Table, Turn, TurnFlow
from tests.core.fakegame import FakeGame, install, seats


class FakeApp:
    """What the table uses of the app: storage, settings, toasts, the stack, errors."""

    def __init__(self, tmp_path) -> None:
        self.storage = Storage(tmp_path / "data", durable=False)
        self.settings = SimpleNamespace(animations="off")
        self.toasts: list[Any] = []
        self.pushed: list[Any] = []
        self.errors: list[str] = []
        self.frames = 0
        self.audio = SimpleNamespace(play=lambda name: None)

    def toast(self, text: Any, kind: str = "info") -> None:
        self.toasts.append((text, kind))

    def push(self, scene: Any) -> Any:
        self.pushed.append(scene)
        return scene

    def report_error(self, context: str = "") -> None:
        import traceback

        self.errors.append(context + traceback.format_exc())


class Roller:
    """A computer that always rolls; remembers the thread it decided on."""

    level = "normal"

    def __init__(self) -> None:
        self.threads: list[str] = []

    def choose(self, state: Any, seat: int) -> Decision:
        self.threads.append(threading.current_thread().name)
        return Decision(Action("roll"), Text("ui.play.over"))


class CovertFlow(TurnFlow):
    """Every step is covert (like a secret choice), each decision one clock step."""

    def turn(self, table: Any) -> Turn:
        base = super().turn(table)
        return Turn(base.person, base.computers, covert=True, step=base.step)

    def stand_in(self, table: Any, seat: int) -> StandIn:
        return StandIn(Line(Text("ui.play.timeout", {"name": "x"}), seat=seat),
                       Scripted([Action("hold")]))


@pytest.fixture
def app(tmp_path, monkeypatch):
    install(monkeypatch)  # saves replay through get_game: the fake game is known by its id
    return FakeApp(tmp_path)


def make_table(app, people_and_computers, flow=None, clock=None, rounds=3, **kw) -> Table:
    options = {"seats": seats(*people_and_computers), "rounds": rounds, "mode": "table"}
    if clock is not None:
        options["clock"] = clock
    players = {i: Roller() for i, s in enumerate(options["seats"]) if s["kind"] == "ai"}
    table = Table(app, FakeGame(), flow or TurnFlow(), options=options, seed=5, players=players,
                  **kw)
    return table


def frame(app, table, dt=0.1, hold=False):
    app.frames += 1
    table.tick(dt, hold=hold)


def settle(app, table, frames=200):
    """Frames until a person is at the device or a curtain waits (computers think on the
    worker: waited for by condition, never by the clock)."""
    for _ in range(frames):
        frame(app, table)
        if table.at_device is not None or table.curtain is not None or table.state.is_over():
            return
        table.computer_seats.wait_for_answers(5.0)
    raise AssertionError("the table never came to a person")


def test_computers_decide_on_the_worker_never_on_the_main_thread(app):
    table = make_table(app, ["ai:a", "Anna"])
    settle(app, table)
    computer = table.player(0)
    assert computer.threads and all(t != threading.main_thread().name for t in computer.threads)
    assert table.match.actions[0][0] == 0 and table.at_device == 1
    table.close()


def test_only_the_person_at_the_device_may_act(app):
    table = make_table(app, ["Anna", "Ben"])
    settle(app, table)
    assert table.at_device == 0
    with pytest.raises(IllegalAction):
        table.act(1, Action("roll"))
    assert table.match.actions == []
    table.act(0, Action("hold"))
    assert table.match.actions == [(0, Action("hold"))]
    table.close()


def test_a_covert_step_waits_behind_the_curtain_until_the_next_person_confirms(app):
    table = make_table(app, ["Anna", "Ben"], flow=CovertFlow())
    settle(app, table)
    assert table.at_device == 0, "the first person of a new game needs no curtain"
    table.act(0, Action("hold"))
    frame(app, table)
    assert table.curtain == 1 and table.at_device is None and table.viewer is None
    assert len(app.pushed) == 1, "the curtain is raised once"
    frame(app, table)
    assert len(app.pushed) == 1
    with pytest.raises(IllegalAction):
        table.act(1, Action("roll"))
    table.confirm_curtain(1)
    frame(app, table)
    assert table.at_device == 1 and table.viewer == 1
    table.close()


def test_zurueck_never_takes_back_another_persons_decision(app):
    table = make_table(app, ["Anna", "Ben"])
    settle(app, table)
    table.act(0, Action("hold"))
    frame(app, table)
    assert table.at_device == 1
    assert not table.can_undo(), "Ben has nothing to take back; Anna's move is not his"
    assert not table.undo() and len(table.match.actions) == 1
    table.close()


class HoldGame(FakeGame):
    """The dice game where only a roll is a barrier (chance spoke); a hold can be taken back."""

    def undo_barrier(self, step: Any) -> bool:
        return step.has("roll")


class Holder(Roller):
    def choose(self, state: Any, seat: int) -> Decision:
        self.threads.append(threading.current_thread().name)
        return Decision(Action("hold"))


def test_zurueck_takes_back_the_own_decision_of_the_person_at_the_device(app, monkeypatch):
    options = {"seats": seats("Anna", "ai:b"), "rounds": 3, "mode": "table"}
    table = Table(app, HoldGame(), TurnFlow(), options=options, seed=5, players={1: Holder()})
    settle(app, table)
    table.act(0, Action("hold"))
    settle(app, table)  # the computer held too, Anna is at the device again
    assert [s for s, _ in table.match.actions] == [0, 1]
    assert table.can_undo()
    resets = []
    table.on_reset.append(lambda: resets.append(True))
    assert table.undo() and resets
    # the computer's hold no longer fits the position without Anna's: it is cut and decided anew
    assert table.match.actions == [] and table.at_device is not None
    table.close()


def test_zurueck_never_crosses_a_change_of_hands(app):
    """Even a person's own decision made before the device went to someone else and back is
    out of reach (the curtain showed the table to another person in between)."""
    table = make_table(app, ["Anna", "Ben"], flow=CovertFlow())
    settle(app, table)
    table.act(0, Action("hold"))
    frame(app, table)
    table.confirm_curtain(1)
    frame(app, table)
    table.act(1, Action("hold"))
    frame(app, table)
    table.confirm_curtain(0)
    frame(app, table)
    assert table.at_device == 0 and not table.can_undo()
    table.close()


def test_a_resumed_game_with_several_people_starts_behind_the_curtain(app):
    table = make_table(app, ["Anna", "Ben"], flow=CovertFlow())
    settle(app, table)
    table.act(0, Action("hold"))
    table.save()
    save = list_saves(app.storage, "fake")[0]
    table.close()
    again = Table(app, FakeGame(), CovertFlow(), save=save)
    frame(app, again)
    assert again.resumed and again.curtain == 1 and again.at_device is None
    again.close()


def test_the_clock_never_runs_while_the_game_is_paused(app):
    table = make_table(app, ["Anna", "Ben"], clock=30)
    settle(app, table)
    frame(app, table, dt=1.0)
    used = table.clock.clock.elapsed
    table.pause("menu")
    for _ in range(50):
        frame(app, table, dt=1.0)
    assert table.clock.clock.elapsed == used
    table.resume("menu")
    frame(app, table, dt=5.0)
    assert table.clock.clock.elapsed == used, "the frame spanning the pause does not count"
    frame(app, table, dt=1.0)
    assert table.clock.clock.elapsed == pytest.approx(used + 1.0)
    table.close()


def test_frames_the_table_did_not_see_do_not_count(app):
    """A menu or rules page on top: the game's update is not called; the first frame back
    spans that time and must not be taken from the person."""
    table = make_table(app, ["Anna", "Ben"], clock=30)
    settle(app, table)
    frame(app, table, dt=1.0)
    used = table.clock.clock.elapsed
    app.frames += 40  # frames of another screen
    frame(app, table, dt=13.0)
    assert table.clock.clock.elapsed == used
    table.close()


def test_time_and_nachfrist_run_out_then_the_line_then_the_stand_in_acts(app):
    table = make_table(app, ["Anna", "Ben"], flow=CovertFlow(), clock=30)
    lines: list[Line] = []
    moves: list[Any] = []
    table.on_line.append(lines.append)
    table.on_move.append(lambda m: moves.append((len(lines), m)))
    settle(app, table)
    for _ in range(30):
        frame(app, table, dt=1.0)
    assert any(kind == "warn" for _, kind in app.toasts), "the Nachfrist is announced"
    assert table.match.actions == []
    for _ in range(11):
        frame(app, table, dt=1.0)
    for _ in range(100):
        if table.match.actions:
            break
        table.computer_seats.wait_for_answers(5.0)
        frame(app, table, dt=0.0)
    assert table.match.actions == [(0, Action("hold"))]
    assert moves[0][0] == 1 and moves[0][1].by == "stand_in", "the line comes first"
    assert table.notes.at(0), "the line is kept for Fortsetzen"
    assert not table.can_undo(), "a stand-in's move is no one's to take back"
    table.close()


def test_a_game_saved_in_its_nachfrist_resumes_with_the_whole_nachfrist(app):
    table = make_table(app, ["Anna", "ai:b"], clock=30)
    settle(app, table)
    for _ in range(35):
        frame(app, table, dt=1.0)  # 5 s into the Nachfrist
    table.save()
    save = list_saves(app.storage, "fake")[0]
    table.close()
    again = Table(app, FakeGame(), TurnFlow(), save=save, players={1: Roller()})
    app.toasts.clear()
    for _ in range(10):
        frame(app, again, dt=1.0)
    assert again.match.actions == [], "10 s of Nachfrist are left, not half a second"
    assert app.toasts, "and it is announced again"
    again.close()


def test_a_new_game_is_saved_before_the_first_move(app):
    table = make_table(app, ["Anna", "ai:b"])
    table.flush()
    assert [s.save_id for s in list_saves(app.storage, "fake")] == [table.save_id]
    table.close()


def test_a_finished_game_is_entered_once_and_its_save_removed(app, monkeypatch):
    calls = []
    monkeypatch.setattr("speedgames.core.records.record_game",
                        lambda *a, **k: calls.append(a) or [Text("ui.play.over")])
    table = make_table(app, ["Anna", "ai:b"], rounds=1)
    settle(app, table)
    table.act(0, Action("hold"))
    settle(app, table)
    assert table.state.is_over()
    assert table.finish() and table.finish() == []
    assert len(calls) == 1 and list_saves(app.storage, "fake", include_over=True) == []
    table.close()


def test_a_practice_game_never_enters_the_records(app, monkeypatch):
    calls = []
    monkeypatch.setattr("speedgames.core.records.record_game",
                        lambda *a, **k: calls.append(a) or [])
    options = {"seats": seats("Anna"), "rounds": 1, "mode": "table", "practice": True}
    table = Table(app, FakeGame(), TurnFlow(), options=options, seed=1)
    settle(app, table)
    table.act(0, Action("roll"))
    frame(app, table)
    table.finish()
    assert calls == []
    table.close()


def test_a_failing_computer_falls_back_and_the_table_goes_on(app):
    class Broken:
        level = "normal"

        def choose(self, state, seat):
            raise RuntimeError("no idea")

    options = {"seats": seats("ai:x", "Anna"), "rounds": 1, "mode": "table"}
    table = Table(app, FakeGame(), TurnFlow(), options=options, seed=1, players={0: Broken()})
    settle(app, table)
    assert table.match.actions[0][0] == 0 and table.at_device == 1
    assert app.errors, "the failure is reported"
    table.close()


def test_the_rat_is_thought_out_on_its_own_worker(app):
    table = make_table(app, ["Anna", "ai:b"])
    settle(app, table)
    seen = []

    def advise(state, seat):
        seen.append(threading.current_thread().name)
        return "advice"

    answer = None
    for _ in range(100):
        answer = table.advice(0, advise)
        if answer is not None:
            break
        table.advisor.wait_for_answers(5.0)
    assert answer == "advice" and seen and seen[0] != threading.main_thread().name
    assert table.advice(0, advise) == "advice" and len(seen) == 1, "asked once per position"
    table.close()


class UnpacedFlow(TurnFlow):
    """The computers' moves need no watching (Speedrocket's „done“ after the show)."""

    def turn(self, table: Any) -> Turn:
        base = super().turn(table)
        return Turn(base.person, base.computers, step=base.step, paced=False)


@pytest.mark.parametrize("flow,moves", [(TurnFlow(), False), (UnpacedFlow(), True)])
def test_an_unpaced_turn_plays_the_computers_without_the_pause(app, flow, moves):
    app.settings.animations = "normal"  # 0.42 s between two computer moves when paced
    table = make_table(app, ["ai:a", "Anna"], flow=flow)
    for _ in range(50):  # frames of no time at all: a paced computer waits for ever
        frame(app, table, dt=0.0)
        if table.match.actions:
            break
        table.computer_seats.wait_for_answers(5.0)
    assert bool(table.match.actions) == moves
    table.close()


class IdleUndoFlow(TurnFlow):
    undo_when_idle = True


@pytest.mark.parametrize("flow,allowed", [(TurnFlow(), False), (IdleUndoFlow(), True)])
def test_undo_when_idle_lets_the_last_holder_take_back_while_computers_move(app, flow, allowed):
    options = {"seats": seats("Anna", "ai:b"), "rounds": 3, "mode": "table"}
    table = Table(app, HoldGame(), flow, options=options, seed=5, players={1: Holder()})
    settle(app, table)
    table.act(0, Action("hold"))
    frame(app, table, hold=True)  # the computer's turn: nobody at the device, no curtain
    assert table.at_device is None and table.curtain is None and table.holder == 0
    assert table.can_undo() == allowed and table.undo_seat == (0 if allowed else None)
    assert table.undo() == allowed
    assert len(table.match.actions) == (0 if allowed else 1)
    table.close()


def test_undo_when_idle_never_reaches_past_a_curtain(app):
    class CovertIdle(CovertFlow):
        undo_when_idle = True

    table = make_table(app, ["Anna", "Ben"], flow=CovertIdle())
    settle(app, table)
    table.act(0, Action("hold"))
    frame(app, table)
    assert table.curtain == 1 and table.undo_seat is None and not table.can_undo()
    table.close()


def test_the_rat_may_be_about_less_than_the_whole_position(app):
    """Advice about the person's own step: another seat's move does not make it think again."""
    table = make_table(app, ["Anna", "Ben"])
    settle(app, table)
    seen = []

    def advise(state, seat):
        seen.append(seat)
        return f"advice {len(seen)}"

    def ask(seat, about):
        for _ in range(100):
            answer = table.advice(seat, advise, about=about)
            if answer is not None:
                return answer
            table.advisor.wait_for_answers(5.0)
        raise AssertionError("no advice")

    assert ask(1, "Ben's step") == "advice 1"
    table.act(0, Action("hold"))
    frame(app, table)
    assert ask(1, "Ben's step") == "advice 1" and seen == [1], "Anna's move changed nothing"
    assert ask(1, "Ben's next step") == "advice 2"
    table.close()


def test_the_clock_says_the_time_left(app):
    table = make_table(app, ["Anna", "Ben"], clock=30)
    settle(app, table)
    frame(app, table, dt=1.0)
    assert table.clock.remaining == pytest.approx(30 - table.clock.clock.elapsed)
    table.close()
    untimed = make_table(app, ["Anna", "Ben"])
    assert untimed.clock.remaining is None
    untimed.close()


class OpenFlow(TurnFlow):
    """A game that hides nothing (Speedsprit): a resumed hot-seat table needs no curtain."""

    curtain_on_resume = False


def test_a_game_that_hides_nothing_resumes_without_a_curtain_yet_zurueck_stops_there(app):
    table = make_table(app, ["Anna", "Ben"], flow=OpenFlow())
    settle(app, table)
    table.act(0, Action("hold"))
    table.save()
    save = list_saves(app.storage, "fake")[0]
    table.close()
    again = Table(app, FakeGame(), OpenFlow(), save=save)
    frame(app, again)
    assert again.resumed and again.curtain is None and again.at_device == 1
    assert app.pushed == [], "no curtain was raised"
    assert again.device.last_mark() == 1, "the resume is a change of hands for Zurück"
    again.close()


def test_a_computers_reason_heard_after_its_move_is_kept_before_that_move(app):
    table = make_table(app, ["ai:a", "Anna"])
    heard: list[Any] = []
    table.on_move.append(lambda m: heard.append(m) or table.note(m.reason, role="reason",
                                                                  at=len(table.match.actions) - 1))
    settle(app, table)
    assert heard and heard[0].computer and heard[0].reason is not None
    assert [n.role for n in table.notes.at(0)] == ["reason"], "told before the move it explains"
    assert table.notes.at(1) == []
    table.note(Text("ui.play.over"))
    assert [n.text.key for n in table.notes.at(1)] == ["ui.play.over"], "default: the next one"
    table.close()


def test_the_pause_before_a_computers_move_counts_only_once_the_last_move_was_shown(app):
    app.settings.animations = "normal"  # a pause of 0.42 s between moves
    table = make_table(app, ["ai:a", "Anna"], threaded=False)
    for _ in range(20):  # the scene still shows the last move: two seconds pass
        frame(app, table, dt=0.1, hold=True)
    assert table.match.actions == []
    frame(app, table, dt=0.1)
    assert table.match.actions == [], "the pause begins after the show, not during it"
    for _ in range(5):
        frame(app, table, dt=0.1)
    assert [s for s, _ in table.match.actions] == [0]
    table.close()


def test_the_person_due_after_a_computers_move_has_the_device_in_the_same_frame(app):
    table = make_table(app, ["ai:a", "Anna"], threaded=False)
    frame(app, table)  # the computer is asked
    frame(app, table)  # … and its move is played
    assert [s for s, _ in table.match.actions] == [0]
    assert table.at_device == 1, "a key pressed before the next frame is Anna's"
    table.act(1, Action("hold"))
    table.close()
