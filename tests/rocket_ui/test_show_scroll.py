"""The Abendvorstellung drops nothing: when its lines do not fit (four seats in the smallest
window), the oldest — the Tagespreis first — stay reachable by the wheel and the keys, with a
scroll bar and a hint that says how many lines are out of view."""

from __future__ import annotations

import pytest

from tests.rocket_ui.conftest import Play
from tests.ui.harness import make_app

FOUR = [{"kind": "human", "name": "Anna"},
        {"kind": "ai", "level": "strong", "style": "draufgaenger"},
        {"kind": "ai", "level": "normal", "style": "purpur"},
        {"kind": "ai", "level": "easy", "style": "kristallsammler"}]


@pytest.fixture
def small(tmp_path):
    app = make_app(tmp_path, size=(1024, 700), theme="light")
    app.settings.animations = "fast"
    yield Play(app)
    app.shutdown()


def _full_show(drive):
    sc = drive.open_game(FOUR, seed=12)
    drive.stuff_and_stop(draws=3)
    drive.until(lambda: sc.show is not None)
    drive.until(lambda: sc.show.done, frames=600)
    drive.frames(5)
    return sc, sc.show


def _shown_texts(show) -> list[str]:
    assert show.shown == len(show.line_rects) - len(show.heights)   # one rect per drawn line
    return [line.text.render()
            for line in show.lines[show.first_shown:show.first_shown + show.shown]]


def test_the_oldest_lines_are_reached_by_keys_and_nothing_is_lost(small):
    sc, show = _full_show(small)
    assert show.hidden_above > 0, "this evening has more lines than room"
    assert show.hint_rect is not None and show.rect.contains(show.hint_rect)
    first = show.lines[0].text.render()
    assert first not in _shown_texts(show), "the newest lines are in view at first"
    small.press("home")
    assert show.first_shown == 0 and show.hidden_above == 0 and show.hidden_below > 0
    assert _shown_texts(show)[0] == first
    small.press("down")
    assert show.first_shown == 1
    small.press("end")
    assert show.hidden_below == 0 and show.top is None, "at the end it follows the newest"
    seen = set()
    small.press("home")
    while True:
        seen.update(_shown_texts(show))
        if not show.hidden_below:
            break
        small.press("down")
    assert seen == {line.text.render() for line in show.lines}, "every line can be read"
    assert sc.show is show, "scrolling does not end the show"


def test_the_wheel_scrolls_the_show_back_and_forth(small):
    sc, show = _full_show(small)
    below = show.first_shown
    small.wheel(2)            # up: older lines
    assert show.first_shown == max(0, below - 2)
    small.wheel(-10)
    assert show.first_shown == show.max_first and show.top is None
    assert sc.log.scroll == 0, "the wheel went to the show, not the log beneath it"


def test_the_hint_stands_between_the_lines_and_weiter_and_goes_when_all_fit(small):
    sc, show = _full_show(small)
    hint = show.hint_rect
    last_line = max(r.bottom for _, r in show.line_rects)
    weiter = sc.board.buttons["weiter"].rect
    assert last_line <= hint.top and hint.bottom <= weiter.top
    colours = {small.app.screen.get_at((x, hint.centery))[:3]
               for x in range(hint.left, hint.right)}
    assert len(colours) >= 2, "the hint is drawn"
    sc.show.lines = sc.show.lines[:2]          # an evening with little to tell
    sc.show.revealed = 2
    sc.frame.region_keys.clear()
    small.frames(2)
    assert show.hint_rect is None and show.hidden_above == show.hidden_below == 0
