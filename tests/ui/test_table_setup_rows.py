"""#30: every option row of the table setup stands whole in its panel and is reached — also
Speedrocket's ten rows with „Gastgeber“ at 150 % text, which ran below the panel and off the
window (1024×700 de/en, 1280×800, 1920×1080 en); when the rows are more than the panel holds
they scroll (speedgames.ui.table_layout.rows_in_view), by Tab, the arrows and the wheel."""

from __future__ import annotations

import pygame
import pytest

from speedgames.core import i18n
from speedgames.ui.table_layout import hint_place, rows_in_view
from speedgames.ui.table_setup import TableSetupScene
from speedgames.ui.widgets import fit_block, label_text, text_height
from tests.ui.shared_screens_harness import frame, key, make_app

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path)
    yield app
    i18n.set_language("de")
    app.shutdown()


def _setup(app, game: str, size, scale: int, lang: str) -> TableSetupScene:
    """The game's table setup with every option row it can show: the rows that appear for
    another row's value (Speedrocket's „Gastgeber“) and for a number of seats (the Duell)."""
    i18n.set_language(lang)
    app.set_text_scale(scale)
    app.resize(size)
    scene = TableSetupScene(app, game=game, on_start=lambda *a: None, seed_source=lambda: 1)
    app.push(scene)
    for spec in scene.setup.options:
        if spec.when is not None:
            scene.set_option(*spec.when)
    for spec in scene.setup.options:
        if spec.seats is not None:
            while len(scene.seats) > spec.seats[1]:
                scene.remove_seat(len(scene.seats) - 1)
            while len(scene.seats) < spec.seats[0]:
                scene.add_seat()
    frame(app)
    assert [s.key for s, _ in scene.option_widgets] == [s.key for s in scene.setup.options]
    return scene


def _check_row(app, scene, spec, widget) -> None:
    """The row of ``spec`` in view: its selector and label inside the options panel and the
    window, the label at the body size, the value at the full size between the arrows, and its
    explanation whole inside a panel at the small size."""
    theme = app.theme
    window = pygame.Rect((0, 0), app.size)
    panel = scene._rects["options"]
    assert widget.visible, spec.key
    assert panel.contains(widget.rect) and window.contains(widget.rect), (spec.key, widget.rect)
    labels = {s.key: rect for rect, s in scene._option_labels}
    rect = labels[spec.key]
    assert panel.contains(rect), (spec.key, rect, panel)
    text = i18n.t(spec.label)
    font, lines = fit_block(theme, "body", text, rect.width, rect.height)
    assert font.get_height() == theme.font("body").get_height(), (text, rect, lines)
    assert all(font.size(line)[0] <= rect.width for line in lines), (text, lines)
    left, right = widget._arrow_rects(theme)
    room = pygame.Rect(left.right, widget.rect.y + 2, right.x - left.right,
                       widget.rect.height - 4)
    value = label_text(widget.options[widget.index][1])
    font, lines = fit_block(theme, "body", value, room.width, room.height, bold=True)
    assert font.get_height() == theme.font("body", bold=True).get_height(), (value, lines)
    if spec.hint:
        where, font, _ = hint_place(theme, i18n.t(spec.hint), scene._rects)
        assert font is theme.font("small"), spec.key
        assert text_height(i18n.t(spec.hint), font, where.width) <= where.height, spec.key
        assert panel.contains(where) or scene._rects["seats"].contains(where), spec.key


def _in_view_inside(app, scene) -> None:
    """What is drawn of the options stands inside their panel, the rows apart, and every
    widget that is drawn inside the window."""
    panel = scene._rects["options"]
    window = pygame.Rect((0, 0), app.size)
    drawn = [rect for rect, _ in scene._option_labels]
    drawn += [w.rect for _, w in scene.option_widgets if w.visible]
    assert all(panel.contains(rect) for rect in drawn), (panel, drawn)
    labels = [rect for rect, _ in scene._option_labels]
    for i, rect in enumerate(labels):
        assert not any(rect.colliderect(other) for other in labels[i + 1:]), rect
    assert all(window.contains(w.rect) for w in scene.focus.widgets if w.visible)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("scale", [100, 150])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["rocket", "sprit", "tulpe"])
def test_tab_reaches_every_option_row_and_each_stands_whole_in_its_panel(app, game, size,
                                                                          scale, lang):
    scene = _setup(app, game, size, scale, lang)
    _in_view_inside(app, scene)
    seen = []
    start = scene.focus.focused
    for _ in range(len(scene.focus.widgets)):   # once around the ring
        key(app, pygame.K_TAB)
        frame(app)
        focused = scene.focus.focused
        assert focused is not None, "Tab never lands on a row out of view"
        for spec, widget in scene.option_widgets:
            if widget is focused:
                _check_row(app, scene, spec, widget)
                seen.append(spec.key)
        _in_view_inside(app, scene)
        if focused is start:
            break
    assert sorted(seen) == sorted(spec.key for spec, _ in scene.option_widgets), "each once"


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_the_arrows_and_shift_tab_walk_speedrockets_host_rows_both_ways(app, size, lang):
    scene = _setup(app, "rocket", size, 150, lang)
    rows = [w for _, w in scene.option_widgets]
    scene.focus.focus(rows[0])
    for want in rows[1:]:
        key(app, pygame.K_DOWN)
        frame(app)
        assert scene.focus.focused is want and want.visible
    for want in reversed(rows[:-1]):
        key(app, pygame.K_UP)
        frame(app)
        assert scene.focus.focused is want and want.visible
    scene.focus.focus(scene.start_button)
    for want in reversed(rows):
        while scene.focus.focused not in rows:
            key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
        assert scene.focus.focused is want and want.visible
        key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    _in_view_inside(app, scene)


def test_at_1024_by_700_and_150_percent_the_host_rows_scroll_by_wheel_and_by_their_bar(app):
    scene = _setup(app, "rocket", (1024, 700), 150, "de")
    bar = scene._rects["scroll"]
    assert scene._rects["options"].contains(bar)
    rows = [w for _, w in scene.option_widgets]
    assert rows[0].visible and not rows[-1].visible
    for _ in range(len(rows)):
        app.dispatch(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                        precise_x=0.0, precise_y=-1.0, touch=False))
    frame(app)
    assert rows[-1].visible and not rows[0].visible, "the wheel scrolls to the end, no further"
    _in_view_inside(app, scene)
    assert scene._rects["options"].bottom - scene._option_labels[-1][0].bottom \
        < 2 * scene._option_labels[-1][0].height, "no empty room under a list scrolled down"
    top = scene._rects["scroll"].top
    for _ in range(len(rows)):     # a click above the thumb: a page back
        app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(bar.centerx, top + 1),
                                        button=1))
        frame(app)
    assert rows[0].visible
    _in_view_inside(app, scene)


def test_the_rows_in_view_move_as_little_as_needed_and_never_past_the_end():
    heights = [50, 70, 70, 70, 50, 50]
    assert rows_in_view(heights, 200, 0, None) == (0, 3)
    assert rows_in_view(heights, 200, 0, 4) == (2, 3)      # row 4 the last in view
    assert rows_in_view(heights, 200, 3, 1) == (1, 2)      # row 1 the first in view
    assert rows_in_view(heights, 200, 9, None) == (3, 3)   # the last rows fill the room
    assert rows_in_view(heights, 10, 0, None) == (0, 1)    # a row taller than the room: alone
    assert rows_in_view([], 100, 0, None)[0] == 0
