"""How a game starts: the Kontor's „Allein“ (solo menu) and „Am Tisch“ (table setup) open the
Speedrocket scene; language and theme switch live inside a running game."""

from __future__ import annotations

from tests.rocket_ui.conftest import ARM_FRAMES


def test_kontor_alone_opens_the_solo_menu_and_rekordjagd_starts(drive):
    drive.app.settings.last_profile = "Anna"  # a returning player: „Es spielt ‹ Anna ›“
    kontor = drive.app.stack.top
    card = kontor.cards[0]
    assert card.game == "rocket" and card.alone.enabled and card.table.enabled
    drive.click_widget(card.alone)
    drive.frames(3)
    menu = drive.app.stack.top
    assert menu.name == "rocket.solo"
    drive.press("return")                 # the focused „Rekordjagd“
    sc = drive.app.stack.top
    assert sc.name == "rocket.game" and sc.mode == "rekordjagd" and sc.solo


def test_solo_menu_starts_the_daily_puzzle_of_today(drive):
    from speedgames.core.daily import daily_seed, today

    drive.app.open("rocket.solo", game="rocket")
    drive.frames(2)
    menu = drive.app.stack.top
    drive.click_widget(menu.mode_buttons[1][0])  # no name yet: asks who plays
    assert drive.app.stack.top is menu and menu.picker.missing
    drive.text("Anna")
    drive.press("return")
    drive.frames(3)
    sc = drive.app.stack.top
    assert sc.mode == "daily"
    assert sc.table.match.options["date"] == today()
    assert sc.table.match.seed == daily_seed("rocket", today())


def test_solo_menu_against_computers_opens_the_table_setup(drive):
    drive.app.open("rocket.solo", game="rocket")
    drive.frames(2)
    menu = drive.app.stack.top
    drive.click_widget(menu.mode_buttons[3][0])
    drive.frames(3)
    setup = drive.app.stack.top
    assert setup.name == "table_setup" and setup.solo
    setup.start()
    drive.frames(ARM_FRAMES)
    sc = drive.app.stack.top
    assert sc.name == "rocket.game" and len(sc.table.people) == 1 and sc.table.computers
    assert sc.view.rat_allowed


def test_language_and_theme_switch_inside_a_game(drive):
    sc = drive.open_game([{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}])
    drive.press("space")
    drive.answer_prompts()
    drive.app.set_language("en")
    drive.frames(3)
    assert sc.board.buttons["draw"].label() == "Draw"
    assert any("draws" in line for line in sc.log.texts())
    drive.app.set_theme("light")
    drive.frames(3)
    drive.app.resize((1024, 700))
    drive.frames(3)
    assert sc.board.huelse.rect.right <= 1024 and sc.board.bag.rect.bottom <= 700
    assert drive.app.errors == []
