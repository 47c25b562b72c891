"""The house charts (ui.charts) draw any data inside their rect without an exception (#29):
1 to 6 seats, one point, all zero, all negative, no seats, a rect too small to hold a plot."""

from __future__ import annotations

import pygame
import pytest

from speedgames.ui import charts
from speedgames.ui.theme import Theme

SIZE = (900, 600)
RECT = pygame.Rect(50, 40, 700, 420)
COLOURS = [(198, 48, 40), (40, 92, 170), (46, 128, 72), (232, 178, 40), (238, 232, 214),
           (104, 64, 140)]


@pytest.fixture(params=["dark", "light"])
def theme(request):
    pygame.font.init()
    return Theme(request.param)


def _surface(theme):
    surface = pygame.Surface(SIZE)
    surface.fill((1, 2, 3))
    return surface


def _untouched_outside(surface, rect) -> bool:
    """Nothing drawn outside ``rect`` (the fill colour everywhere around it)."""
    for x, y in [(rect.x - 1, rect.centery), (rect.right, rect.centery),
                 (rect.centerx, rect.y - 1), (rect.centerx, rect.bottom), (0, 0),
                 (SIZE[0] - 1, SIZE[1] - 1)]:
        if tuple(surface.get_at((x, y)))[:3] != (1, 2, 3):
            return False
    return True


def _drawn_inside(surface, rect) -> bool:
    sub = surface.subsurface(rect)
    return pygame.transform.average_color(sub)[:3] != (1, 2, 3)


SERIES = {
    "rising": lambda n: [[i * (s + 1) for i in range(10)] for s in range(n)],
    "one point": lambda n: [[s * 3] for s in range(n)],
    "all zero": lambda n: [[0] * 7 for _ in range(n)],
    "negative": lambda n: [[-22 + i * s for i in range(31)] for s in range(n)],
    "flat": lambda n: [[5, 5] for _ in range(n)],
}


@pytest.mark.parametrize("seats", range(1, 7))
@pytest.mark.parametrize("kind", SERIES)
def test_a_line_chart_draws_every_seat_inside_its_rect(theme, seats, kind):
    surface = _surface(theme)
    values = SERIES[kind](seats)
    lines = [charts.Line(f"Spieler {s + 1}", tuple(float(v) for v in values[s]), COLOURS[s], s)
             for s in range(seats)]
    labels = ["Start"] + [str(i) for i in range(1, len(values[0]))]
    charts.draw_line_chart(surface, theme, RECT, lines, labels, title="Ruhm nach jedem Abend")
    assert _drawn_inside(surface, RECT)
    assert _untouched_outside(surface, RECT)


def test_each_seat_is_drawn_in_its_colour(theme):
    surface = _surface(theme)
    lines = [charts.Line("A", (0.0, 10.0, 20.0), COLOURS[0], 0),
             charts.Line("B", (20.0, 10.0, 0.0), COLOURS[1], 1)]
    charts.draw_line_chart(surface, theme, RECT, lines, ["Start", "1", "2"])
    seen = {tuple(surface.get_at((x, y)))[:3] for x in range(RECT.x, RECT.right, 2)
            for y in range(RECT.y, RECT.bottom, 2)}
    assert COLOURS[0] in seen and COLOURS[1] in seen


def test_no_seats_and_tiny_rects_draw_without_an_exception(theme):
    surface = _surface(theme)
    charts.draw_line_chart(surface, theme, RECT, [], [])
    charts.draw_line_chart(surface, theme, pygame.Rect(10, 10, 30, 20),
                           [charts.Line("A", (1.0, 2.0), COLOURS[0], 0)], ["0", "1"], title="T")
    charts.draw_line_chart(surface, theme, pygame.Rect(10, 10, 0, 0), [], [])
    charts.draw_stacked_bars(surface, theme, RECT, [], ["Spalten"])
    charts.draw_stacked_bars(surface, theme, pygame.Rect(5, 5, 20, 12),
                             [charts.BarRow("A", COLOURS[0], 0, (3.0,))], ["x"])
    charts.draw_bars(surface, theme, pygame.Rect(5, 5, 6, 6), [("leicht", 0.5, "50 %")])


@pytest.mark.parametrize("seats", range(1, 7))
@pytest.mark.parametrize("values", [(14.0, 10.0, 3.0, -8.0), (0.0, 0.0, 0.0, 0.0),
                                    (-5.0, -3.0, 0.0, 0.0), (60.0,)])
def test_stacked_bars_draw_any_parts_inside_their_rect(theme, seats, values):
    surface = _surface(theme)
    rows = [charts.BarRow(f"Computer {s + 1} (stark)", COLOURS[s], s, values)
            for s in range(seats)]
    labels = ["Spalten", "Farben", "Gießkannen übrig", "Offene Prachttulpen"][:len(values)]
    charts.draw_stacked_bars(surface, theme, RECT, rows, labels, title="So setzt sich …")
    assert _drawn_inside(surface, RECT)
    assert _untouched_outside(surface, RECT)


def test_a_negative_part_lies_left_of_zero_and_a_positive_one_right(theme):
    surface = _surface(theme)
    rows = [charts.BarRow("A", COLOURS[0], 0, (10.0, -10.0))]
    charts.draw_stacked_bars(surface, theme, RECT, rows, ["plus", "minus"])
    plus, minus = charts.part_colour(theme, 0), charts.part_colour(theme, 1)
    xs = {c: [x for x in range(RECT.x, RECT.right)
              for y in range(RECT.y, RECT.bottom, 3) if tuple(surface.get_at((x, y)))[:3] == c]
          for c in (plus, minus)}
    assert xs[plus] and xs[minus]
    # the legend's swatches sit at the left too: compare the bars' far ends
    assert max(xs[plus]) > max(xs[minus])


@pytest.mark.parametrize("bars", [[("leicht", 0.0, "0 %"), ("normal", 1.0, "100 %"),
                                   ("stark", 1.7, "—")], [], [("leicht", -1.0, "–")]])
def test_share_bars_draw_inside_their_rect(theme, bars):
    surface = _surface(theme)
    charts.draw_bars(surface, theme, RECT, bars, title="Siege gegen Computer")
    assert _drawn_inside(surface, RECT)
    assert _untouched_outside(surface, RECT)


@pytest.mark.parametrize("lo,hi", [(-22, 26), (0, 41), (0, 0), (5, 5), (-3, -3), (0, 300),
                                   (0, 0.4), (-1e6, 1e6), (float("nan"), 3)])
def test_ticks_are_whole_round_and_cover_the_range(lo, hi):
    ticks = charts.nice_ticks(lo, hi)
    assert 2 <= len(ticks) <= 7
    assert all(t == int(t) for t in ticks)
    steps = {ticks[i + 1] - ticks[i] for i in range(len(ticks) - 1)}
    assert len(steps) == 1
    if lo == lo:  # not NaN
        assert ticks[0] <= lo and ticks[-1] >= hi


def test_numbers_carry_a_real_minus():
    assert charts.number(-3) == "−3" and charts.number(12.4) == "12" and charts.number(0) == "0"


def test_equal_final_scores_keep_every_seats_badge_visible(theme):
    surface = _surface(theme)
    lines = [charts.Line(str(s), (0.0, 10.0), COLOURS[s], s) for s in range(3)]
    charts.draw_line_chart(surface, theme, RECT, lines, ["Start", "1"])
    seen = {tuple(surface.get_at((x, y)))[:3] for x in range(RECT.x, RECT.right)
            for y in range(RECT.y, RECT.bottom, 1)}
    # the lines lie on each other (the last covers the others); the badges stand side by side
    assert all(c in seen for c in COLOURS[:3])


def test_the_line_legend_and_the_parts_legend_flow_their_labels_alike(theme, monkeypatch):
    """One legend flow (ui.charts._legend): a line swatch or a bar swatch, the labels in the same
    places — a long name wraps in its own row in both."""
    placed: list[tuple[str, tuple]] = []
    monkeypatch.setattr(charts, "draw_fitted",
                        lambda surface, text, rect, *a, **k: placed.append((text, tuple(rect))))
    labels = ["Anna", "Ein sehr langer Name, der nicht in eine Zeile des Kastens passt", "Bo"]
    entries = [(label, COLOURS[i], i, False) for i, label in enumerate(labels)]
    rect = pygame.Rect(20, 30, 260, charts.legend_height(theme, 260, labels))
    charts.draw_legend(_surface(theme), theme, rect, entries)
    lines, placed[:] = list(placed), []
    charts._draw_part_legend(_surface(theme), theme, rect, entries)
    assert placed == lines and [p[0] for p in lines] == labels
    assert lines[1][1][1] > lines[0][1][1] and lines[2][1][1] > lines[1][1][1]


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("size", [(260, 170), (420, 260), (700, 420), (1100, 520)])
@pytest.mark.parametrize("labels", [["Start", "1", "2", "3", "4", "5", "6"],
                                    ["12.03.", "14.03.", "20.03.", "02.04."]])
def test_the_axis_labels_never_touch_each_other(scale, size, labels):
    """#30: the value axis's lowest number sat right on the x label „Start“ below it."""
    pygame.font.init()
    theme = Theme("dark", text_scale=scale)
    surface = pygame.Surface((1200, 600))
    rect = pygame.Rect(20, 20, *size)
    lines = [charts.Line("Anna", tuple(float(3 * i) for i in range(len(labels))), COLOURS[0], 0),
             charts.Line("Bo", tuple(float(-i) for i in range(len(labels))), COLOURS[1], 1)]
    boxes = charts.draw_line_chart(surface, theme, rect, lines, labels, title="Ruhm")
    assert len(boxes) > len(labels) // 2, "no axis labels drawn"
    for i, a in enumerate(boxes):
        assert rect.contains(a)
        for b in boxes[i + 1:]:
            assert not a.inflate(2, 2).colliderect(b), f"{a} touches {b}"
