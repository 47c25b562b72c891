"""„Spielregeln“: scrollable by keys and wheel, three games, own words in both languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from speedgames.core import i18n
from speedgames.ui import rules_scene
from speedgames.ui.art import diagrams
from speedgames.ui.widgets import wrap_text

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


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("theme", ["dark", "light"])
def test_every_page_renders_and_no_line_is_wider_than_the_page(app, drive, lang, theme, shots):
    app.set_language(lang)
    app.set_theme(theme)
    scene = _open(app, drive)
    for game in rules_scene.GAMES:
        scene.show(game)
        drive.frames(1)
        page = rules_scene.render_page(game, scene.page_width, app.theme)
        assert page.get_width() == scene.page_width
        font = app.theme.font("body")
        for item in rules_scene.pages(game):
            kind, name = item.split(":", 1)
            if kind != "pic":
                text = i18n.t(f"ui.rules.{game}.{name}")
                for line in wrap_text(text, font, scene.page_width - app.theme.px(30)):
                    assert font.size(line)[0] <= scene.page_width
        drive.screenshot(shots / f"{game}-rules-{theme}-{lang}.png")
    assert app.errors == []
