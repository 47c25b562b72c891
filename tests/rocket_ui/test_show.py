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
