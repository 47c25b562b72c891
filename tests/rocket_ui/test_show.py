"""The Abendvorstellung's display: the show's lines come from the rules' events, are revealed
step by step, the Preiswürfel rolls before its line is told, and „Weiter“ shows the rest at once."""

from __future__ import annotations

from speedgames.core.game import Action
from speedgames.rocket.rules import GAME
from speedgames.rocket.screen.show import ShowView, lines_from_events


def _show_events(seed: int = 3) -> list[dict]:
    st = GAME.new_state({"seats": [{"kind": "human", "name": "A"},
                                   {"kind": "human", "name": "B"}], "clock": None}, seed)
    st.apply(0, Action("draw"))
    st.apply(0, Action("stop"))
    st.apply(1, Action("draw"))
    return st.apply(1, Action("stop"))


def test_show_lines_start_after_show_start_and_name_the_seats():
    lines = lines_from_events(_show_events())
    assert lines, "the evening has something to tell"
    assert any(line.seat == 0 for line in lines) and any(line.seat == 1 for line in lines)
    assert any(line.face is not None for line in lines), "the Tagespreis line carries the die"


def test_lines_are_revealed_one_after_the_other_and_the_die_rolls_first():
    show = ShowView(lines_from_events(_show_events()), 1, step=0.5)
    assert show.revealed == 0 and not show.done
    for _ in range(400):
        before = show.revealed
        show.update(0.05)
        assert show.revealed - before <= 1
        if show.tumbling:
            assert show.lines[show.tumble_line].face is not None
        if show.done and not show.tumbling:
            break
    assert show.done


def test_weiter_shows_the_rest_at_once_and_stops_the_die():
    show = ShowView(lines_from_events(_show_events()), 1, step=0.5)
    show.update(0.6)
    show.skip()
    assert show.done and not show.tumbling


def test_without_animations_everything_is_shown_at_once():
    show = ShowView(lines_from_events(_show_events()), 1, step=0.0)
    assert show.done


def test_with_rockets_each_seats_lines_come_with_its_burst_and_none_after_the_show():
    """#29: the lines no longer crawl one by one after the rockets (≈ 8 s for 12 lines): a
    seat's lines appear when its rocket is up, the Tagespreis once every rocket is, and the
    last line with the last burst — frame by frame, no clock."""
    from speedgames.rocket.screen.fireworks import RISE, Launch, Stage

    lines = lines_from_events(_show_events())
    stage = Stage([Launch(0, 4, False), Launch(1, 2, False)], per=1.0)
    show = ShowView(lines, 1, step=0.55, stage=stage)
    assert show.revealed == 0
    assert [line.table for line in show.lines][-1], "the Tagespreis is told after the rockets"
    seen_told_at = None
    for frame in range(400):
        show.update(1 / 60)
        shown = show.lines[:show.revealed]
        for line in shown:   # nothing is told before its rocket is up
            index = 1 if line.table else line.seat
            assert stage.local(index) >= RISE - 1e-6
        if stage.local(0) >= RISE and stage.local(1) < RISE:
            assert {line.seat for line in shown if not line.table} == {0}
        if show.told and seen_told_at is None:
            seen_told_at = stage.t
        if stage.done:
            assert show.told, "every line by the show's end, never after it"
            break
    assert seen_told_at is not None and seen_told_at <= stage.total
    assert sorted(map(id, show.lines)) == sorted(map(id, lines)), "no line is lost"


def test_skip_ends_a_show_with_rockets_at_once():
    from speedgames.rocket.screen.fireworks import Launch, Stage

    show = ShowView(lines_from_events(_show_events()), 1, step=0.55,
                    stage=Stage([Launch(0, 4, False), Launch(1, 2, False)], per=1.0))
    show.update(0.2)
    show.skip()
    assert show.done and show.told and not show.tumbling
