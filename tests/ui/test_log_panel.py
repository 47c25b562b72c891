"""Spielverlauf: append-only, scrollable, shows Text in the language of the moment."""

import pygame
import pytest

from speedgames.core import i18n
from speedgames.core.i18n import Text
from speedgames.ui.log_panel import LogPanel
from speedgames.ui.theme import Theme


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield
    i18n.set_language("de")


def draw(panel, theme=None):
    surface = pygame.Surface((600, 400))
    panel.draw(surface, theme or Theme("dark"))
    return surface


def test_appended_lines_come_last_in_order():
    panel = LogPanel((0, 0, 300, 200))
    panel.append(Text("ui.clock.grace", {"seconds": 3}))
    panel.append("Anna zieht.")
    assert panel.texts("de") == ["Nachfrist 3 s", "Anna zieht."]


def test_the_log_follows_the_language_switch():
    panel = LogPanel((0, 0, 300, 200))
    panel.append(Text("ui.clock.grace", {"seconds": 7}))
    i18n.set_language("de")
    draw(panel)
    assert panel._lines[0][0] == "Nachfrist 7 s"
    i18n.set_language("en")
    draw(panel)
    assert panel._lines[0][0] == "Grace 7 s"


def test_long_lines_wrap_inside_the_panel_and_nothing_is_lost():
    panel = LogPanel((0, 0, 200, 300))
    long = "Purpur: ab jetzt zählt Ruhm, " * 6
    panel.append(long.strip())
    draw(panel)
    theme = Theme("dark")
    font = theme.font("small")
    assert len(panel._lines) > 1
    assert all(font.size(line)[0] <= 200 for line, *_ in panel._lines)
    assert " ".join(line for line, *_ in panel._lines).split() == long.split()


def test_follows_the_newest_line_until_the_reader_scrolls_back():
    panel = LogPanel((0, 0, 300, 120))
    for i in range(40):
        panel.append(f"Zeile {i}")
    draw(panel)
    assert panel.scroll == 0 and panel.max_scroll > 0
    panel.focused = True
    panel.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0,
                                          unicode=""))
    assert panel.scroll > 0
    held = panel.scroll
    panel.append("neu")
    draw(panel)
    assert panel.scroll == held + 1  # the reader's place stays where it was
    panel.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode=""))
    assert panel.scroll == 0


def test_wheel_scrolls_only_over_the_panel(monkeypatch):
    panel = LogPanel((0, 0, 300, 120))
    for i in range(40):
        panel.append(f"Zeile {i}")
    draw(panel)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (500, 500))
    assert not panel.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (50, 50))
    assert panel.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert panel.scroll == 3


def test_keys_do_nothing_while_unfocused():
    panel = LogPanel((0, 0, 300, 120))
    for i in range(40):
        panel.append(f"Zeile {i}")
    draw(panel)
    assert not panel.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP,
                                                     mod=0, unicode=""))


def test_limit_keeps_the_newest_entries():
    panel = LogPanel((0, 0, 300, 120), limit=5)
    for i in range(12):
        panel.append(f"{i}")
    assert panel.texts() == ["7", "8", "9", "10", "11"]


@pytest.mark.parametrize("theme_name", ["dark", "light"])
def test_draws_kinds_and_markers_in_both_themes(theme_name):
    panel = LogPanel((10, 10, 300, 200))
    panel.append("Abend 1", kind="head")
    panel.append("Fehlzündung!", kind="bad", marker=(200, 40, 40))
    panel.append("unbekannte Art", kind="???")
    surface = draw(panel, Theme(theme_name))
    assert surface.get_at((12, 100))[:3] == Theme(theme_name).color("panel")
    assert panel.entries[2].kind == "info"


def test_a_click_into_the_log_gives_it_the_keys_and_a_click_elsewhere_takes_them():
    panel = LogPanel((0, 0, 300, 120))
    for i in range(40):
        panel.append(f"Zeile {i}")
    draw(panel)
    panel.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(50, 50), button=1))
    assert panel.focused
    assert panel.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0,
                                                 unicode=""))
    panel.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(500, 50), button=1))
    assert not panel.focused


def test_bold_head_lines_are_wrapped_with_the_bold_font_so_they_stay_inside():
    panel = LogPanel((0, 0, 220, 300))
    long = "Speedrocket: 4 Manufakturen, 9 Abende. 1. Abend von 9 – Zündgrenze 8. " * 3
    panel.append(long.strip(), "head")
    panel.append(long.strip())
    draw(panel)
    theme = Theme("dark")
    bold, regular = theme.font("small", bold=True), theme.font("small")
    marker_w = panel._line_h // 2 + 4
    inner_w = 220 - 2 * max(6, int(8 * theme.scale)) - 8
    heads = [line for line, kind, *_ in panel._lines if kind == "head"]
    plain = [line for line, kind, *_ in panel._lines if kind != "head"]
    assert len(heads) > 1
    assert all(bold.size(line)[0] <= inner_w - marker_w for line in heads)
    assert all(regular.size(line)[0] <= inner_w - marker_w for line in plain)
    assert " ".join(heads).split() == long.split()


def test_the_first_line_shown_begins_an_entry_following_and_scrolled_back():
    """#30: at 150 % the Speedtulpe log opened with „(+2 je Stück).“ — the tail of an entry cut
    under the title. Whatever the panel's height and however far it is scrolled, its top line
    starts an entry; while it follows, the newest line stays in view (when its entry fits)."""
    theme = Theme("dark", text_scale=1.5)
    texts = ["Anna hat 3 Felder zum Blühen gebracht und eine Prachttulpe in Orange "
             "vollendet (+2 je Stück).", "Computer 2 (stark) hat gewählt.",
             "Computer 3 hat 4 Felder zum Blühen gebracht; Spalte H voll (5 Punkte)."]
    for height in range(90, 260, 7):
        panel = LogPanel((0, 0, 260, height))
        for i in range(12):
            panel.append(texts[i % 3])
        draw(panel, theme)
        assert any(not first for *_, first, _seat in panel._lines)  # entries do wrap
        for scroll in range(panel.max_scroll + 1):
            panel.scroll = scroll
            shown = panel.shown_lines()
            assert shown and shown[0][3], (height, scroll, shown[0][0])
            assert len(shown) <= panel._visible_rows
            last_entry = len(panel._lines) - max(
                i for i, line in enumerate(panel._lines) if line[3])
            if scroll == 0 and last_entry <= panel._visible_rows:
                assert shown[-1] is panel._lines[-1]


@pytest.mark.parametrize("text_scale", [1.0, 1.5])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_newer_below_badge_hides_no_line_of_a_short_log(lang, text_scale):
    """#30: Speedsprit's Spielverlauf at 150 % keeps three lines; scrolled back, „Neueres
    unten“ stood over the last of them (two left to read). It stands in the title's row."""
    i18n.set_language(lang)
    theme = Theme("dark", text_scale=text_scale)
    panel = LogPanel((0, 0, 356, 0))
    panel.set_rect((0, 0, 356, panel.height_for(theme, 3)))
    for i in range(12):
        panel.append(f"Zeile {i}")
    draw(panel, theme)
    panel.scroll_by(4)
    draw(panel, theme)
    _font, inner = panel._layout(theme)
    assert panel._visible_rows == 3
    badge = panel.badge_rect
    assert badge is not None and panel.rect.contains(badge)
    assert badge.bottom <= inner.y, (badge, inner)     # above the text, not over a line
    title_w = theme.font("body", bold=True).size(i18n.t("ui.log.title"))[0]
    assert badge.x > panel.rect.x + title_w            # beside the title, not on it


@pytest.mark.parametrize("marks", [True, False])
@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_a_seats_mark_stands_clear_of_its_lines_first_letter(marks, scale):
    """„◆Computer 4 (leicht) hat gewählt.“: the seat's badge touched the name in every game's
    Spielverlauf (#30). Between the mark's last column of ink and the text's first there is
    a visible gap of at least a quarter of a line."""
    from dataclasses import replace

    theme = replace(Theme("light"), seat_marks=marks, text_scale=scale)
    panel = LogPanel((0, 0, 400, 200))
    panel.append("Computer 4 hat gewählt.", marker=(240, 190, 40), seat=3)
    surface = draw(panel, theme)
    line_h = panel._line_h
    x0, top = panel._top(theme)
    band = range(top + 1, top + line_h - 1)  # the first line's rows
    ground = surface.get_at((390, top + line_h // 2))
    inked = [x for x in range(x0, x0 + 4 * line_h)
             if any(_differs(surface.get_at((x, y)), ground) for y in band)]
    runs = [x for a, x in zip(inked, inked[1:]) if x - a > 1]
    assert runs, "mark and text are one blob"
    mark_end = max(x for x in inked if x < runs[0])
    assert runs[0] - mark_end - 1 >= max(4, line_h // 4), (mark_end, runs[0], line_h)


def _differs(a, b) -> bool:
    return sum(abs(p - q) for p, q in zip(a[:3], b[:3])) > 60
