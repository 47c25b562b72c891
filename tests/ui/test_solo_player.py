"""Solo record modes ask who plays and store the name, never a language word (issue #18); the
name on the „Allein“ screen goes along into the table setup (issue #27)."""

from __future__ import annotations

import pytest

from speedgames.core.profiles import list_profiles, use_profile


def _menu(drive, name="tulpe.solo", game="tulpe"):
    app = drive.app
    app.storage.durable = False
    assert app.open(name, game=game), app.errors
    drive.frames(2)
    return app.stack.top


def test_without_a_profile_a_record_mode_asks_for_a_name_first(drive):
    menu = _menu(drive)
    assert menu.picker.field.visible, "no profile yet: the name field is offered"
    drive.click_widget(menu.rekord_btn)
    assert drive.app.stack.top is menu, "no game without a name"
    assert menu.picker.missing and menu.picker.note()
    assert menu.focus.focused is menu.picker.field
    drive.text("Dora")
    drive.click_widget(menu.rekord_btn)
    scene = drive.app.stack.top
    assert scene is not menu
    assert scene.match.options["seats"][0]["name"] == "Dora"
    assert list_profiles(drive.app.storage) == ["Dora"]
    assert drive.app.settings.last_profile == "Dora"
    assert drive.app.errors == []


def test_the_last_profile_is_preselected_and_another_can_be_chosen(drive):
    use_profile(drive.app.storage, "Anna")
    use_profile(drive.app.storage, "Jürgen")
    drive.app.settings.last_profile = "Anna"
    menu = _menu(drive, "sprit.solo", "sprit")
    assert menu.picker.choice.value == "Anna"
    assert not menu.picker.field.visible
    menu.focus.focus(menu.picker.choice)
    values = [v for v, _ in menu.picker.choice.options]
    drive.key("right" if values.index("Jürgen") > values.index("Anna") else "left")
    assert menu.picker.choice.value == "Jürgen"
    drive.click_widget(menu.daily_btn)
    scene = drive.app.stack.top
    assert scene is not menu
    assert scene.table.seats[scene.table.people[0]]["name"] == "Jürgen"
    assert drive.app.settings.last_profile == "Jürgen"
    assert drive.app.errors == []


def test_a_profile_made_in_english_keeps_its_name_in_german(tmp_path):
    from tests.ui.harness import Driver, make_app

    english = make_app(tmp_path, lang="en")
    english.frame(1 / 60)
    drive = Driver(english)
    menu = _menu(drive)
    drive.click_widget(menu.rekord_btn)  # asks
    drive.text("Sam")
    drive.click_widget(menu.rekord_btn)
    english.shutdown()
    german = make_app(tmp_path, lang="de")
    german.frame(1 / 60)
    menu = _menu(Driver(german))
    assert menu.picker.choice.value == "Sam"
    assert "Player 1" not in list_profiles(german.storage)
    german.shutdown()


# --------------------------------------------------------------------------- issue #27
# The name in „Dein Name“ goes with „Gegen Computer“ into the table setup (seat 1), even when the
# person never pressed Enter; a blank field leaves the table setup's own default.

def _type_name(drive, menu, text):
    """Click into „Dein Name“ and type ``text`` (no Enter)."""
    assert menu.picker.field.visible
    drive.click_widget(menu.picker.field)
    assert menu.focus.focused is menu.picker.field
    drive.text(text)
    assert menu.picker.field.value == text


def _setup_after(drive, menu, button):
    drive.click_widget(button)
    drive.frames(2)
    setup = drive.app.stack.top
    assert setup is not menu and setup.name == "table_setup" and setup.solo
    return setup


def _first_seat_field(setup):
    return setup.seat_widgets[0]["name"].value


@pytest.mark.parametrize("game", ["tulpe", "sprit"])
def test_a_name_typed_on_the_allein_screen_is_the_first_seat_of_the_table_setup(drive, game):
    menu = _menu(drive, f"{game}.solo", game)
    _type_name(drive, menu, "Dora")
    setup = _setup_after(drive, menu, menu.computer_btn)
    assert setup.seats[0] == {"kind": "human", "name": "Dora"}
    assert _first_seat_field(setup) == "Dora", "the name field of seat 1 shows it"
    assert all(s["kind"] == "ai" for s in setup.seats[1:])
    assert drive.app.errors == []


def test_the_name_counts_without_pressing_enter(drive):
    menu = _menu(drive)
    _type_name(drive, menu, "Dora")
    setup = _setup_after(drive, menu, menu.computer_btn)
    # stored as the last profile the moment the button was pressed
    assert drive.app.settings.last_profile == "Dora"
    assert list_profiles(drive.app.storage) == ["Dora"]
    drive.click_widget(setup.start_button)
    drive.frames(2)
    scene = drive.app.stack.top
    assert scene.name == "tulpe.game"
    assert scene.table.seats[scene.table.people[0]]["name"] == "Dora"
    assert drive.app.errors == []


def test_a_blank_name_keeps_the_default(drive):
    menu = _menu(drive, "sprit.solo", "sprit")
    drive.click_widget(menu.picker.field)
    drive.text("   ")  # only spaces: no name
    setup = _setup_after(drive, menu, menu.computer_btn)
    assert setup.seats[0] == {"kind": "human", "name": "Spieler 1"}
    assert drive.app.settings.last_profile == ""
    assert list_profiles(drive.app.storage) == []
    assert not menu.picker.missing, "the table setup has its own name field: no request"
    assert drive.app.errors == []


def test_the_typed_name_beats_the_remembered_table(drive):
    """A solo table remembered with „Anna“ at seat 1: the name now typed sits there instead."""
    from speedgames.ui.game_options import setup_for
    from speedgames.ui.table_memory import save_table

    setup = setup_for("tulpe")
    options = setup.defaults()
    save_table(drive.app.storage, "tulpe", True,
               [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "normal"}], options)
    menu = _menu(drive)
    _type_name(drive, menu, "Dora")
    table = _setup_after(drive, menu, menu.computer_btn)
    assert table.seats[0]["name"] == "Dora"
    assert len(table.seats) == 2, "the rest of the remembered table stays"


def test_a_chosen_profile_is_the_first_seat_of_the_table_setup(drive):
    use_profile(drive.app.storage, "Anna")
    use_profile(drive.app.storage, "Jürgen")
    drive.app.settings.last_profile = "Anna"
    menu = _menu(drive)
    menu.focus.focus(menu.picker.choice)
    values = [v for v, _ in menu.picker.choice.options]
    drive.key("right" if values.index("Jürgen") > values.index("Anna") else "left")
    assert menu.picker.choice.value == "Jürgen"
    setup = _setup_after(drive, menu, menu.computer_btn)
    assert setup.seats[0]["name"] == "Jürgen"
    assert drive.app.settings.last_profile == "Jürgen"


def test_in_speedrocket_against_the_computers_carries_the_name(drive):
    menu = _menu(drive, "rocket.solo", "rocket")
    _type_name(drive, menu, "Dora")
    button = menu.mode_buttons[3][0]  # „Gegen Computer“
    setup = _setup_after(drive, menu, button)
    assert setup.game_id == "rocket"
    assert setup.seats[0] == {"kind": "human", "name": "Dora"}
    assert drive.app.settings.last_profile == "Dora"
    assert drive.app.errors == []


def test_in_speedrocket_a_blank_name_keeps_the_default(drive):
    menu = _menu(drive, "rocket.solo", "rocket")
    setup = _setup_after(drive, menu, menu.mode_buttons[3][0])
    assert setup.seats[0] == {"kind": "human", "name": "Spieler 1"}
    assert drive.app.settings.last_profile == ""


@pytest.mark.parametrize("profile", [None, "Anna"])
@pytest.mark.parametrize("game", ["rocket", "sprit", "tulpe"])
def test_es_spielt_stands_right_beside_its_names(drive, game, profile):
    """„Es spielt“ / „Playing“ floated alone in the footer's middle, a hand's width left of the
    names it labels (#30, gaps of 108–294 px): the label ends close before the value box (the
    box takes at most 3/5 of a Choice, so a short label keeps some air)."""
    if profile:
        use_profile(drive.app.storage, profile)
        drive.app.settings.last_profile = profile
    menu = _menu(drive, f"{game}.solo", game)
    drive.frames(1)
    choice, th = menu.picker.choice, drive.app.theme
    font, lines = choice.label_lines(th)
    label_end = choice.rect.x + th.px(10) + max(font.size(line)[0] for line in lines)
    box_x = choice._arrow_rects(th)[0].x
    assert 0 < box_x - label_end <= th.px(60), (label_end, box_x, choice.rect)
