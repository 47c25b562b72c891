"""Solo record modes ask who plays and store the name, never a language word (issue #18)."""

from __future__ import annotations

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
