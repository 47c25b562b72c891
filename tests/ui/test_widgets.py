"""The widget kit: wrapping never exceeds the width, focus moves as the eye expects, choices,
toggles, text fields and scroll areas behave by keyboard and by mouse."""

from __future__ import annotations

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from speedgames.core import catalog
from speedgames.ui import widgets as W
from speedgames.ui.art import diagrams, icons, picture
from speedgames.ui.script import click_events, key_events
from speedgames.ui.theme import PALETTES, Theme


@pytest.fixture(scope="module")
def theme():
    pygame.init()
    return Theme("dark")


def _key(name: str) -> pygame.event.Event:
    return key_events(name)[0]


@settings(deadline=None, max_examples=60)
@given(text=st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=200),
       width=st.integers(min_value=30, max_value=600))
def test_wrapped_lines_never_exceed_the_width_and_keep_every_word(theme, text, width):
    font = theme.font("body")
    lines = W.wrap_text(text, font, width)
    for line in lines:
        assert font.size(line)[0] <= width or len(line) == 1
    assert "".join(lines).replace(" ", "") == text.replace("\n", "").replace(" ", "")


def test_draw_text_returns_the_height_it_used(theme):
    surface = pygame.Surface((400, 400))
    font = theme.font("body")
    h = W.draw_text(surface, "eins zwei drei " * 20, font, (255, 255, 255),
                    pygame.Rect(0, 0, 200, 10))
    assert h == W.text_height("eins zwei drei " * 20, font, 200)
    assert h > font.get_linesize() * 3


def test_fit_font_shrinks_a_long_label_until_it_fits(theme):
    text = "Meine Partien und noch viel mehr"
    font = W.fit_font(theme, "button", text, 200)
    assert font.size(text)[0] <= 200 or font.get_height() < theme.font("button").get_height()


def _grid() -> tuple[W.FocusRing, list[W.Button]]:
    buttons = []
    for row in range(2):
        for col in range(3):
            buttons.append(W.Button(f"{row}{col}", rect=pygame.Rect(col * 120, row * 60, 100, 40)))
    return W.FocusRing(buttons), buttons


def test_arrow_keys_move_focus_to_the_neighbour_in_that_direction():
    ring, b = _grid()
    assert ring.focused is b[0]
    ring.handle_event(_key("right"))
    assert ring.focused is b[1]
    ring.handle_event(_key("down"))
    assert ring.focused is b[4]
    ring.handle_event(_key("left"))
    assert ring.focused is b[3]
    ring.handle_event(_key("up"))
    assert ring.focused is b[0]
    assert ring.handle_event(_key("up")) is False  # nothing above: not consumed


def test_tab_cycles_and_skips_disabled_widgets():
    ring, b = _grid()
    b[1].enabled = False
    ring.handle_event(_key("tab"))
    assert ring.focused is b[2]
    ring.handle_event(key_events("tab", pygame.KMOD_SHIFT)[0])
    assert ring.focused is b[0]


def test_enter_space_and_click_activate_a_button_but_not_a_disabled_one():
    hits = []
    button = W.Button("ok", lambda: hits.append(1), rect=pygame.Rect(0, 0, 100, 40))
    off = W.Button("off", lambda: hits.append(2), rect=pygame.Rect(0, 50, 100, 40), enabled=False)
    ring = W.FocusRing([button, off])
    ring.handle_event(_key("return"))
    ring.handle_event(_key("space"))
    for event in click_events((50, 20)):
        ring.handle_event(event)
    for event in click_events((50, 70)):
        ring.handle_event(event)
    assert hits == [1, 1, 1]


def test_click_must_start_and_end_on_the_button():
    hits = []
    button = W.Button("ok", lambda: hits.append(1), rect=pygame.Rect(0, 0, 100, 40))
    ring = W.FocusRing([button])
    ring.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10), button=1))
    ring.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(300, 300), button=1))
    assert hits == []


def test_choice_steps_with_left_right_and_with_its_arrows():
    seen = []
    choice = W.Choice("Musik", [("a", "A"), ("b", "B"), ("c", "C")], "b", seen.append,
                      rect=pygame.Rect(0, 0, 500, 40))
    ring = W.FocusRing([choice])
    ring.handle_event(_key("right"))
    ring.handle_event(_key("right"))
    ring.handle_event(_key("left"))
    assert seen == ["c", "a", "c"]
    left, right = choice._arrow_rects()
    for event in click_events(left.center):
        ring.handle_event(event)
    assert choice.value == "b"
    for event in click_events(right.center):
        ring.handle_event(event)
    assert choice.value == "c"


def test_toggle_switches_by_key_and_click():
    seen = []
    toggle = W.Toggle("Ton", True, seen.append, rect=pygame.Rect(0, 0, 300, 40))
    ring = W.FocusRing([toggle])
    ring.handle_event(_key("space"))
    for event in click_events((10, 10)):
        ring.handle_event(event)
    assert seen == [False, True]


@pytest.mark.usefixtures("window")
def test_text_field_takes_typing_backspace_and_enter_and_limits_length():
    submitted = []
    field = W.TextField("", rect=pygame.Rect(0, 0, 200, 40), max_len=5,
                        on_submit=submitted.append)
    ring = W.FocusRing([field])
    for ch in "Änne!xyz":
        ring.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    assert field.value == "Änne!"
    assert ring.handle_event(_key("backspace"))
    ring.handle_event(_key("return"))
    assert submitted == ["Änne"]
    assert ring.handle_event(_key("a")), "typing must not leak out as a hotkey"


@pytest.mark.usefixtures("window")
def test_a_text_field_that_gains_focus_selects_its_text_so_typing_replaces_it():
    """„Spieler 1“ is a suggestion: Tab into the field and type „Anna“ gives „Anna“, not
    „Spieler 1Anna“; a second click puts the cursor at the end; Ctrl+A selects again and
    Backspace then clears the whole name."""
    field = W.TextField("Spieler 1", rect=pygame.Rect(0, 50, 200, 40))
    other = W.Button("Los", lambda: None, rect=pygame.Rect(0, 0, 200, 40))
    ring = W.FocusRing([other, field])
    ring.handle_event(_key("tab"))
    assert ring.focused is field and field.selected
    for ch in "Anna":
        ring.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    assert field.value == "Anna" and not field.selected
    ring.handle_event(_key("tab"))
    for event in click_events((100, 70)):  # the click that gives the focus keeps the selection
        ring.handle_event(event)
    assert ring.focused is field and field.selected
    for event in click_events((100, 70)):  # a click into the field being edited: cursor at end
        ring.handle_event(event)
    assert not field.selected
    ring.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="!"))
    assert field.value == "Anna!"
    ring.handle_event(key_events("a", pygame.KMOD_CTRL)[0])
    assert field.selected
    ring.handle_event(_key("backspace"))
    assert field.value == ""


@pytest.mark.usefixtures("window")
def test_hovering_another_widget_never_takes_the_focus_from_a_name_being_typed():
    field = W.TextField("", rect=pygame.Rect(0, 50, 200, 40))
    other = W.Button("Los", lambda: None, rect=pygame.Rect(0, 0, 200, 40))
    ring = W.FocusRing([field, other])
    ring.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(50, 20), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    assert ring.focused is field
    ring.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="B"))
    assert field.value == "B"
    for event in click_events((50, 20)):  # a click still moves on
        ring.handle_event(event)
    assert ring.focused is other


def test_scroll_area_clamps_to_its_content():
    area = W.ScrollArea(pygame.Rect(0, 0, 100, 100), content_height=250, line=30)
    area.handle_event(_key("pagedown"))
    area.handle_event(_key("pagedown"))
    area.handle_event(_key("pagedown"))
    assert area.offset == 150
    area.handle_event(_key("home"))
    assert area.offset == 0
    area.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert area.offset == 30
    short = W.ScrollArea(pygame.Rect(0, 0, 100, 100), content_height=50)
    short.handle_event(_key("end"))
    assert short.offset == 0


def test_both_palettes_have_the_same_roles_and_readable_text():
    assert PALETTES["dark"].keys() == PALETTES["light"].keys()

    def lum(c):
        def ch(v):
            v /= 255
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        r, g, b = (ch(x) for x in c)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    def contrast(a, b):
        hi, lo = sorted((lum(a), lum(b)), reverse=True)
        return (hi + 0.05) / (lo + 0.05)

    for pal in PALETTES.values():
        for bg in ("bg", "panel", "panel_alt"):
            assert contrast(pal["text"], pal[bg]) >= 7, bg
            assert contrast(pal["text_dim"], pal[bg]) >= 3.5, bg
        assert contrast(pal["accent_text"], pal["accent"]) >= 4.5
        assert contrast(pal["button_text"], pal["button"]) >= 4.5


@pytest.mark.parametrize("name", sorted(icons.ICONS))
def test_every_icon_draws_something(name):
    surface = pygame.Surface((40, 40), pygame.SRCALPHA)
    icons.draw_icon(surface, name, pygame.Rect(0, 0, 40, 40), (255, 255, 255))
    assert pygame.mask.from_surface(surface).count() > 20


@pytest.mark.parametrize("theme_name", ["dark", "light"])
def test_posters_and_diagrams_draw_in_both_themes(theme_name):
    th = Theme(theme_name)
    for game in ("rocket", "sprit", "tulpe"):
        img = picture(game, (300, 220), theme_name)
        assert img.get_size() == (300, 220)
        colours = {tuple(img.get_at((x, y))) for x in range(0, 300, 15) for y in range(0, 220, 15)}
        assert len(colours) > 12, "a poster is more than a few flat colours"
    drawn = 0
    for game in catalog.game_ids():
        for name, draw in diagrams.for_game(game).items():
            img = draw(700, th)
            assert img.get_width() == 700 and img.get_height() > 40, name
            assert pygame.mask.from_surface(img).count() > 500, name
            drawn += 1
    assert drawn >= 6  # two pictures per game at least


@pytest.mark.parametrize("theme_name", ["dark", "light"])
def test_a_header_subtitle_over_a_picture_gets_a_readable_ground(theme_name):
    """Over the plain backdrop the subtitle is drawn as it is; over a picture whose colour would
    swallow the dim text (Speedtulpe's evening sky) a band of the background goes behind it."""
    from speedgames.ui.theme import contrast

    pygame.init()
    th = Theme(theme_name)
    dim = th.color("text_dim")
    plain = pygame.Surface((800, 200))
    plain.fill(th.color("bg"))
    W.draw_header(plain, th, "Speedtulpe · Allein", "Ein Feld, sechs Würfel")
    colours = {tuple(plain.get_at((x, y)))[:3] for x in range(0, 800, 4) for y in range(0, 200, 4)}
    assert (*th.color("bg")[:3],) in colours
    # a sky as close to the dim text as it gets: the subtitle's ground is made darker/lighter
    sky = pygame.Surface((800, 200))
    sky.fill(dim)
    bottom = W.draw_header(sky, th, "Speedtulpe · Allein", "Ein Feld, sechs Würfel")
    band = pygame.Rect(300, bottom - th.px(30), 200, th.px(20))
    ground = pygame.transform.average_color(sky, band)
    assert contrast(dim, ground) > 2.0, ground


def test_a_list_of_keys_breaks_between_its_pieces_never_inside_one():
    """#30: at 150 % on 1024×700 Speedsprit's key line read „… A ablassen · S“ / „stempeln · R
    Rat …“: a text of „·“-separated pieces breaks at a separator, each piece whole — wherever
    that costs no extra line (a layout has measured the lines: the Speedrocket seat cards lost
    their bottom row when „stark ·“ / „Draufgänger · kauft“ / „ein“ took three)."""
    from speedgames.core.i18n import set_language, t

    set_language("de")
    theme = Theme("dark", text_scale=1.5)
    font = theme.font("small")
    keys = t("sprit.ui.keys")
    pieces = keys.split(" · ")
    words = keys.split(" ")
    whole_somewhere = False
    for width in range(font.size(max(pieces, key=lambda p: font.size(p)[0]))[0] + 2,
                       font.size(keys)[0], 23):
        lines = W.wrap_text(keys, font, width)
        plain = W.text._greedy(words, font, width, pieces=False)
        assert len(lines) <= len(plain)
        assert all(font.size(line)[0] <= width for line in lines)
        whole = all(piece in pieces for line in lines
                    for piece in line.strip().strip("·").strip().split(" · "))
        assert whole or lines == plain, (width, lines)
        whole_somewhere |= whole and lines != plain
    assert whole_somewhere
    cut = keys.index(" stempeln")          # the width at which „S“ / „stempeln“ fell apart
    assert W.wrap_text(keys, font, font.size(keys[:cut])[0] + 2)[1].startswith("S stempeln")
    card = "stark · Draufgänger\u00a0· kauft ein"
    assert len(W.hyphen_wrap(card, font, 220)) == 2
    prose = "eins zwei drei vier fünf sechs sieben"
    assert W.wrap_text(prose, font, font.size("eins zwei drei")[0] + 2)[0] == "eins zwei drei"


def test_a_balanced_width_keeps_the_line_count_and_evens_the_lines():
    """#30: Speedtulpe's key line ended in a lone „I Info“ under a full line at 1024×700;
    drawn in ``balanced_width`` the same two lines come out about even."""
    from speedgames.core.i18n import set_language, t

    set_language("de")
    font = Theme("dark").font("small")
    keys = t("tulpe.ui.keys")
    width = font.size(keys[:keys.rfind(" · ") + 2])[0] + 2   # all but the last piece fits
    before = W.wrap_text(keys, font, width)
    assert len(before) == 2 and font.size(before[1])[0] < font.size(before[0])[0] // 3
    even = W.balanced_width(keys, font, width)
    lines = W.wrap_text(keys, font, even)
    assert even <= width and len(lines) == 2
    assert all(font.size(line)[0] <= even for line in lines)
    widths = [font.size(line)[0] for line in lines]
    assert min(widths) >= max(widths) * 2 // 3, lines
    assert W.balanced_width("kurz", font, 300) == 300


def test_no_line_of_a_key_list_begins_with_its_separator():
    """#30: Speedtulpe's Rekordjagd key line at 150 % on 1024×700 read „… Pfeile + Leertaste
    Felder“ / „· Enter aufblühen …“. At any width a wrapped line begins with a key, never with
    „·“, and every key of the list is still there."""
    from speedgames.core.i18n import t

    font = Theme("dark", text_scale=1.5).font("small")
    seen_break_at_a_separator = False
    for lang in ("de", "en"):
        for key in ("tulpe.ui.keys", "tulpe.ui.keys_no_rat", "sprit.ui.keys"):
            keys = t(key, lang)
            for width in range(font.size("Pfeile + Leertaste Felder")[0] + 2,
                               font.size(keys)[0], 5):
                lines = W.wrap_text(keys, font, width)
                assert not any(line.startswith("·") for line in lines), (width, lines)
                assert " ".join(lines).replace("·", " ").split() == \
                    keys.replace("·", " ").split()
                # a break where a „·“ stood: the separator is left out there
                seen_break_at_a_separator |= " ".join(lines).count("·") < keys.count("·")
    assert seen_break_at_a_separator  # the sweep met the case of the issue


def test_a_closing_ellipsis_never_stands_alone_on_a_line():
    """#30: Speedsprit's header at 150 % read „Computer 2 (leicht) ist dran“ / „…“. At any
    width the „…“ that ends a sentence stays with the word before it, and no word is lost."""
    from speedgames.core.i18n import t

    font = Theme("dark", text_scale=1.5).font("heading")
    broke_before_it = False
    for lang in ("de", "en"):
        text = t("sprit.ui.status.computer", lang, name="Computer 2 (leicht)")
        for width in range(font.size("Computer 2 (leicht) ist")[0], font.size(text)[0] + 2, 3):
            lines = W.wrap_text(text, font, width)
            assert lines[-1].strip() != "…" and not lines[-1].startswith("…"), (width, lines)
            assert " ".join(lines).split() == text.split()
            assert all(font.size(line)[0] <= width for line in lines), (width, lines)
            broke_before_it |= len(lines) > 1 and lines[-1].endswith(" …")
    assert broke_before_it, "some width moved the last word down with its „…“"


def test_a_soft_hyphen_breaks_a_compound_only_where_it_must(theme):
    """#30: „Streckenkarten“ shrank in its selector at 1024×700 and 150 % (one word, no room
    for it at full size). Marked with a soft hyphen it stays one word where it fits and breaks
    as „Strecken-“ / „karten“ where it must, at full size."""
    font = theme.font("body", bold=True)
    word = "Strecken\u00adkarten"
    assert W.hyphen_wrap(word, font, 10 ** 4) == ["Streckenkarten"]
    narrow = font.size("Streckenkarte")[0]
    assert W.hyphen_wrap(word, font, narrow) == ["Strecken-", "karten"]
    fitted, lines = W.fit_block(theme, "body", word, narrow, 3 * font.get_linesize(), bold=True)
    assert lines == ["Strecken-", "karten"] and fitted.get_height() == font.get_height()


def test_the_room_for_two_lines_holds_a_value_in_two_lines_at_full_size(theme):
    """#30: the table setup gives a selector the room its value needs in two lines at full
    size („bis nur noch ein Wagen fährt“ shrank to 22 px); a label column is never narrower
    than the widest piece a break may not split („Ereignis-“ of „Ereignis\u00adfelder“)."""
    font = theme.font("body", bold=True)
    text = "bis nur noch ein Wagen fährt"
    two = W.lines_width(text, font, 2)
    assert len(W.hyphen_wrap(text, font, two)) == 2
    assert len(W.hyphen_wrap(text, font, two - 1)) > 2
    assert W.lines_width(text, font, 1) == font.size(text)[0]
    assert W.widest_piece("Ereignis\u00adfelder", font) == font.size("Ereignis-")[0]
    assert W.widest_piece("Zug-Uhr", font) == font.size("Zug-")[0]
    assert W.widest_piece("", font) == 0
