"""„Spielregeln“: scrollable by keys and wheel, three games, own words in both languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import pygame
import pygame_gui

from speedgames.core import i18n
from speedgames.ui import rules_page, rules_scene
from speedgames.ui.art import diagrams
from tests.ui.harness import drawn

# the user's rule texts stand in ../shared beside the checkout (also on CI)
SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"


def _open(app, drive, game="rocket"):
    app.open("rules", game=game)
    drive.frames(1)
    return app.stack.top


def test_rules_scroll_with_page_keys_arrows_and_wheel(app, drive):
    scene = _open(app, drive)
    assert scene.scroll.max_offset > 0
    drive.key("pagedown")
    after_page = scene.scroll.offset
    assert after_page > 0
    drive.key("down")
    assert scene.scroll.offset > after_page
    drive.key("home")
    assert scene.scroll.offset == 0
    drive.wheel(-3)
    assert scene.scroll.offset > 0
    drive.key("end")
    assert scene.scroll.offset == scene.scroll.max_offset
    drive.key("pagedown")
    assert scene.scroll.offset == scene.scroll.max_offset


def test_left_and_right_switch_between_the_three_games(app, drive):
    scene = _open(app, drive)
    drive.key("right")
    assert scene.game == "sprit"
    drive.key("right")
    assert scene.game == "tulpe"
    drive.key("right")
    assert scene.game == "rocket"
    drive.key("left")
    assert scene.game == "tulpe"


def test_tabs_switch_games_by_mouse_and_back_returns(app, drive):
    scene = _open(app, drive)
    drive.click_widget(scene.tabs[1])
    assert scene.game == "sprit"
    drive.click_widget(scene.back_btn)
    assert app.stack.top.name == "kontor"


@pytest.mark.parametrize("game", rules_scene.GAMES)
def test_every_rules_text_exists_in_both_languages(game):
    for item in rules_scene.pages(game):
        kind, name = item.split(":", 1)
        if kind == "pic":
            assert name in diagrams.for_game(game)
            continue
        for lang in i18n.LANGUAGES:
            assert i18n.has(f"ui.rules.{game}.{name}", lang), (lang, game, name)


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.lower())


@pytest.mark.skipif(not SEEDS.is_dir(), reason="seed texts not available")
@pytest.mark.parametrize("game", rules_scene.GAMES)
def test_rules_are_written_in_own_words_not_copied_from_the_seed(game):
    seed_words = " ".join(_words(" ".join(p.read_text(encoding="utf-8")
                                          for p in SEEDS.glob("*.txt"))))
    for item in rules_scene.pages(game):
        kind, name = item.split(":", 1)
        if kind not in ("p", "b", "n"):
            continue
        words = _words(i18n.t(f"ui.rules.{game}.{name}", "de"))
        # no run of 14 words is copied verbatim
        for i in range(0, max(0, len(words) - 13)):
            assert " ".join(words[i:i + 14]) not in seed_words, (game, name)


def _boxes(scene):
    return [e for e in scene.scroll.elements() if isinstance(e, pygame_gui.elements.UITextBox)]


def _texts(game):
    return [(kind, i18n.t(f"ui.rules.{game}.{name}"))
            for kind, name in (item.split(":", 1) for item in rules_scene.pages(game))
            if kind != "pic"]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("theme", ["dark", "light"])
def test_every_page_renders_and_no_line_is_wider_than_the_page(app, drive, lang, theme, shots):
    """Each text block is a pygame-gui text box holding its text (in the page's order), inside
    the page's width, one below the other (none covers another: nothing cut)."""
    app.set_language(lang)
    app.set_theme(theme)
    app.set_text_scale(150)
    scene = _open(app, drive)
    for game in rules_scene.GAMES:
        scene.show(game)
        drive.frames(1)
        boxes = _boxes(scene)
        assert [b.html_text for b in boxes] == \
            [rules_page.markup(kind, text, app.theme) for kind, text in _texts(game)]
        inner = scene.scroll.container.scrollable_container.rect
        for box in boxes:
            assert inner.left <= box.rect.left and box.rect.right <= inner.left + scene.page_width
            assert box.rect.height >= app.theme.font("body").get_height()
        tops = sorted(boxes, key=lambda b: b.rect.y)
        for above, below in zip(tops, tops[1:]):
            assert above.rect.bottom <= below.rect.top, (game, above.html_text[:30])
        drive.screenshot(shots / f"{game}-rules-{theme}-{lang}.png")
    assert app.errors == []


def test_the_pictures_are_shown_as_images_of_the_drawn_diagrams(app, drive):
    scene = _open(app, drive, "sprit")
    width = scene.page_width
    wanted = sorted(diagrams.for_game("sprit")[name](width, app.theme).get_size()
                    for kind, name in (item.split(":", 1) for item in rules_scene.pages("sprit"))
                    if kind == "pic")
    assert wanted, "sprit draws rules pictures"
    images = [e.rect.size for e in scene.scroll.elements()
              if isinstance(e, pygame_gui.elements.UIImage)]
    for size in wanted:
        assert size in images


def test_scrolling_moves_the_text_and_the_picture_on_screen(app, drive):
    scene = _open(app, drive)
    first = _boxes(scene)[0]
    top = first.rect.y
    before = drawn(app)
    drive.key("pagedown")
    assert scene.scroll.offset > 0
    assert first.rect.y == top - scene.scroll.offset
    assert drawn(app) != before
    drive.key("home")
    assert first.rect.y == top


def test_dragging_the_scroll_bar_scrolls_the_page(app, drive):
    scene = _open(app, drive)
    thumb = scene.scroll.container.vert_scroll_bar.sliding_button.rect
    x, y = thumb.center
    drive.post([pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0),
                                   buttons=(0, 0, 0))])
    drive.post([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)])
    drive.post([pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y + 120), rel=(0, 120),
                                   buttons=(1, 0, 0))], frames=3)
    drive.post([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y + 120), button=1)])
    assert scene.scroll.offset > 0


def test_the_page_follows_a_switch_between_dark_and_light(app, drive):
    scene = _open(app, drive)
    for name in ("light", "dark"):
        app.set_theme(name)
        drive.frames(1)
        gui = scene.scroll.manager.get_theme()
        assert gui.get_colour("normal_text", ["text_box"])[:3] == app.theme.color("text")[:3]
        box = _boxes(scene)[0]
        pixels = {tuple(box.image.get_at((x, y)))[:3] for x in range(box.rect.width)
                  for y in range(0, box.rect.height, 2)}
        assert app.theme.color("text")[:3] in pixels  # the words are drawn in the new colour
        heading = next(b for b in _boxes(scene) if b.html_text.startswith("<font"))
        assert rules_page._hex(app.theme.color("accent")) in heading.html_text


def test_a_word_wider_than_the_page_is_recorded_as_broken(app, drive, monkeypatch):
    from speedgames.ui.widgets import clipping

    long = "Feuerwerks" * 30
    real = rules_page.t
    monkeypatch.setattr(rules_page, "t",
                        lambda key, *a: long if key.endswith(".intro") else real(key, *a))
    with clipping.recording() as clips:
        _open(app, drive)
    assert any(c.kind == "broken" and c.text.startswith("Feuerwerks") for c in clips)


def test_a_rules_text_is_selected_by_dragging_and_copied_with_ctrl_c(app, drive, monkeypatch):
    from pygame_gui.elements import ui_text_box

    copied = []
    monkeypatch.setattr(ui_text_box, "clipboard_copy", copied.append)
    scene = _open(app, drive)
    box = _boxes(scene)[0]
    y = box.rect.y + 8
    start, end = (box.rect.x + 2, y), (box.rect.x + box.rect.width // 2, y)
    drive.post([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    drive.post([pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 0), buttons=(1, 0, 0))],
               frames=2)
    drive.post([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)])
    drive.key("c", pygame.KMOD_CTRL)
    intro = i18n.t("ui.rules.rocket.intro")
    assert copied and copied[-1] and intro.startswith(copied[-1])


def test_a_page_seen_before_is_shown_again_without_building_it(app, drive):
    scene = _open(app, drive)
    first = scene.scroll.container
    drive.key("right")
    assert scene.scroll.container is not first and not first.visible
    drive.key("left")
    assert scene.scroll.container is first and first.visible
    app.set_language("en" if i18n.language() == "de" else "de")
    drive.frames(1)
    assert scene.scroll.container is not first  # the other language's words: built anew
    assert [b.html_text for b in _boxes(scene)][0] == i18n.t("ui.rules.rocket.intro")


@pytest.mark.parametrize("game", rules_scene.GAMES)
def test_every_character_of_the_rules_is_in_the_fonts_the_text_boxes_use(game):
    """The rules' own texts need no fallback: every character is in the bundled Lato (and the
    poster serif for headings), so a page keeps one face (a name or a future translation in
    other scripts falls back: tests/ui/test_gui_fallback.py)."""
    from speedgames.ui import gui_theme
    from speedgames.ui.fallback_font import covers

    body = gui_theme.font_paths()["regular_path"]
    display = gui_theme.font_paths(gui_theme.DISPLAY_FONT)["regular_path"]
    assert not covers(body, "寿"), "the look-up tells a missing glyph"
    for lang in i18n.LANGUAGES:
        for kind, name in (item.split(":", 1) for item in rules_scene.pages(game)):
            if kind == "pic":
                continue
            path = display if kind == "h" else body
            text = i18n.t(f"ui.rules.{game}.{name}", lang)
            missing = sorted({ch for ch in text if not ch.isspace() and not covers(path, ch)})
            assert not missing, (lang, name, missing)


def test_the_rules_opened_again_show_the_page_at_once_at_its_top_nothing_held(app, drive):
    """Back and into the rules again: the page left is shown without a new layout (a third of
    a second of pygame-gui's work), but as if never seen — at its top, its scroll bar not held
    (it was grabbed when Esc went back) and no text selected."""
    scene = _open(app, drive)
    first = scene.scroll.container
    drive.key("pagedown")
    _boxes(scene)[0].select_range = [0, 5]
    thumb = first.vert_scroll_bar.sliding_button.rect.center
    drive.post([pygame.event.Event(pygame.MOUSEMOTION, pos=thumb, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb, button=1)])
    assert scene.scroll.dragging() and scene.scroll.offset > 0
    drive.key("escape")
    assert app.stack.top is not scene
    again = _open(app, drive)
    assert again is not scene and again.scroll.container is first and first.visible
    assert again.scroll.offset == 0 and not again.scroll.dragging()
    assert all(b.select_range == [0, 0] for b in _boxes(again))
    drive.key("right")  # the other games' pages come along too
    drive.key("right")
    drive.key("left")
    drive.key("left")
    assert again.scroll.container is first
