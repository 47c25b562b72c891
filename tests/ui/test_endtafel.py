"""Endtafel: places, names, scores, extra columns; „Nochmal am selben Tisch“ and „Zum Kontor“."""

import pygame
import pytest

from speedgames.core import i18n
from speedgames.core.i18n import Text
from speedgames.ui import registry
from speedgames.ui.endtafel import EndRow, EndtafelScene, rows_from_result, seat_name
from speedgames.ui.scene import Scene
from tests.ui.shared_screens_harness import frame, key, make_app, tab_to

SEATS = [{"kind": "human", "name": "Anna"},
         {"kind": "ai", "level": "strong", "style": "purpur"},
         {"kind": "human", "name": "Bernhard"}]
OPTIONS = {"mode": "table", "seats": SEATS, "evenings": 6, "recipes": "random", "clock": 60}


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path)
    yield app
    i18n.set_language("de")


def result_rows():
    return rows_from_result("rocket", {"scores": [40, 52, 40], "ranks": [2, 1, 2]}, SEATS,
                            [{"k": 3}, {"k": 1}, {"k": 0}])


def test_rows_are_sorted_by_place_and_ties_share_it():
    rows = result_rows()
    assert [r.place for r in rows] == [1, 2, 2]
    assert [r.score for r in rows] == [52, 40, 40]
    assert rows[1].name == "Anna" and rows[2].name == "Bernhard"
    assert not rows[0].human and rows[0].extra == {"k": 1}


def test_computers_are_named_with_the_games_level_names():
    assert seat_name("rocket", SEATS[1], 1).render("de") == "Computer 2 (stark)"
    assert seat_name("sprit", {"kind": "ai", "level": "normal"}, 0).render("de") == \
        "Computer 1 (normal)"
    assert seat_name("rocket", {"kind": "ai", "level": "normal"}, 0).render("de") == \
        "Computer 1 (mittel)"
    assert seat_name("rocket", {"kind": "ai", "level": "easy"}, 3).render("en") == \
        "Computer 4 (easy)"


def test_per_seat_tiebreak_notes_are_kept():
    rows = rows_from_result("tulpe", {"scores": [9, 9], "ranks": [1, 2],
                                      "tiebreak": [Text("ui.endtafel.sample_tiebreak"), None]},
                            SEATS[:2])
    assert rows[0].tiebreak.key == "ui.endtafel.sample_tiebreak" and rows[1].tiebreak is None


ROTATED = dict(OPTIONS, seats=SEATS[1:] + SEATS[:1])  # who sat second starts the next game


def test_nochmal_calls_back_with_the_same_seats_and_options_and_a_new_seed(app):
    calls = []
    scene = EndtafelScene(app, "rocket", result_rows(), [("k", "K")], options=OPTIONS, seed=99,
                          on_again=lambda g, o, s: calls.append((g, o, s)),
                          seed_source=lambda: 99)
    app.push(scene)
    frame(app)
    assert scene.focus.focused is scene.again_button
    frame(app, n=40)  # past the arming time
    key(app, pygame.K_RETURN)
    assert len(calls) == 1
    game, options, seed = calls[0]
    # the same seats and options; the start order moved on by one
    assert game == "rocket" and options == ROTATED and options is not OPTIONS
    assert seed != 99


def test_zum_kontor_by_keyboard_and_escape(app):
    home = []
    scene = EndtafelScene(app, "sprit", result_rows(), options=OPTIONS,
                          on_kontor=lambda: home.append(1))
    app.push(scene)
    frame(app, n=40)
    tab_to(app, scene.focus, scene.kontor_button)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_ESCAPE)
    assert home == [1, 1]


def test_an_enter_meant_for_the_game_does_not_start_nochmal_at_once(app):
    """The last computer move was hurried with Enter/Space: the Endtafel appears and the same key
    must not start the next game before anyone saw the table; after a moment Enter counts."""
    calls = []
    scene = EndtafelScene(app, "sprit", result_rows(), options=OPTIONS, seed=3,
                          on_again=lambda g, o, s: calls.append(s))
    app.push(scene)
    frame(app)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_SPACE)
    assert calls == [] and app.stack.top is scene
    frame(app, n=40)
    key(app, pygame.K_RETURN)
    assert len(calls) == 1


def test_without_seats_there_is_no_nochmal(app):
    scene = EndtafelScene(app, "tulpe", result_rows())
    assert not scene.again_button.enabled and scene.focus.focused is scene.kontor_button


def test_default_nochmal_replaces_the_finished_game(app, monkeypatch):
    made = []

    class Game(Scene):
        name = "rocket.game"

        def __init__(self, app, options=None, seed=None):
            super().__init__(app)
            made.append((options, seed))

    monkeypatch.setitem(registry._SCENES, "rocket.game",
                        registry.SceneInfo("rocket.game", Game, game="rocket"))
    menu = Scene(app)
    menu.name = "kontor"
    app.push(menu)
    old = Game(app, OPTIONS, 1)
    app.push(old)
    scene = EndtafelScene(app, "rocket", result_rows(), options=OPTIONS, seed=1,
                          seed_source=lambda: 5)
    app.push(scene)
    scene.again()
    assert list(app.stack)[:1] == [menu] and len(app.stack) == 2
    assert isinstance(app.stack.top, Game) and app.stack.top is not old
    assert made[-1] == (ROTATED, 5)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_six_rows_with_extra_columns_fit_the_window(app, size, lang):
    i18n.set_language(lang)
    app.resize(size)
    rows = [EndRow(i + 1, f"Spielerin mit langem Namen {i}", 100 - i,
                   tiebreak=Text("ui.endtafel.sample_tiebreak"), extra={"a": 1, "b": 2.5})
            for i in range(6)]
    scene = EndtafelScene(app, "sprit", rows, [("a", "Liter"), ("b", "Stempel")], options=OPTIONS)
    app.push(scene)
    frame(app)
    window = pygame.Rect(0, 0, *size)
    assert window.contains(scene._table)
    assert window.contains(scene.again_button.rect) and window.contains(scene.kontor_button.rect)
    assert scene._table.bottom <= scene.kontor_button.rect.top
    assert scene._cell(rows[0], "b")[0] == ("2,5" if lang == "de" else "2.5")


def test_a_side_list_such_as_the_tagesliste_is_shown_under_the_table(app):
    side = ("Tagesliste", [f"{i}. Fahrer {i}" for i in range(1, 10)])
    scene = EndtafelScene(app, "sprit", result_rows(), options=OPTIONS, side=side)
    app.push(scene)
    frame(app)
    assert scene.side[0] == "Tagesliste" and len(scene.side[1]) == 6
    assert scene._table.bottom < scene.kontor_button.rect.top


def test_open_endtafel_builds_the_rows_from_a_finished_state(app):
    from speedgames.ui.endtafel import open_endtafel

    class Finished:
        def result(self):
            return {"scores": [12, 30, 7], "ranks": [2, 1, 3], "tiebreak": []}

    scene = open_endtafel(app, "tulpe", Finished(), OPTIONS, 3, extras=[{"c": 1}] * 3,
                          columns=[("c", "Kannen")])
    assert app.stack.top is scene
    assert [r.score for r in scene.rows] == [30, 12, 7] and scene.rows[0].extra == {"c": 1}


def test_nochmal_rotates_the_start_order_each_time_but_not_a_daily_puzzle():
    from speedgames.ui.endtafel import next_table

    once = next_table({"mode": "table", "seats": list(SEATS)})
    assert [s.get("name") for s in once["seats"]] == [None, "Bernhard", "Anna"]
    twice = next_table(once)
    assert [s.get("name") for s in twice["seats"]] == ["Bernhard", "Anna", None]
    daily = {"mode": "daily", "seats": list(SEATS)}
    assert next_table(dict(daily)) == daily


def test_a_solo_endtafel_has_no_place_and_says_nochmal_spielen(app):
    from speedgames.core.i18n import t

    rows = [EndRow(1, "Anna", 42)]
    scene = EndtafelScene(app, "tulpe", rows, options={"mode": "rekordjagd",
                                                      "seats": [SEATS[0]]})
    app.push(scene)
    frame(app)
    assert scene.again_button.label() == t("ui.endtafel.again_solo") == "Nochmal spielen"
    keys = [key for key, *_ in scene._column_layout(app.theme, 800)]
    assert "#place" not in keys and "#name" in keys
    table = EndtafelScene(app, "tulpe", result_rows(), options=OPTIONS)
    assert "#place" in [key for key, *_ in table._column_layout(app.theme, 800)]
    assert table.again_button.label() == t("ui.endtafel.again")


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_at_150_percent_the_button_row_keeps_the_full_button_type(app, size, lang):
    """#30: at 150 % „Nochmal am selben Tisch“ needed two lines the one-line row had no room
    for, so the whole row of the Endtafel's buttons shrank to a smaller type than the rest of
    the screen; the row is as tall as its longest label at its full size."""
    i18n.set_language(lang)
    app.set_text_scale(150)
    app.resize(size)
    scene = EndtafelScene(app, "sprit", result_rows(), options=OPTIONS)
    scene.analyse_button.visible = scene.watch_button.visible = True   # a recorded game's four
    app.push(scene)
    frame(app)
    full = app.theme.font("button", bold=True).get_height()
    window = pygame.Rect(0, 0, *size)
    for button in (scene.kontor_button, scene.again_button, scene.watch_button,
                   scene.analyse_button):
        font, lines = button.label_block(app.theme)
        assert font.get_height() == full, (button.label, len(lines))
        assert window.contains(button.rect)
    assert scene._table.bottom <= scene.kontor_button.rect.top


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("scale", [100, 150])
@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_a_button_label_takes_one_line_when_the_row_has_the_room(app, size, scale, lang):
    """#30: in four equal buttons „Nochmal am selben Tisch“ took two lines (and the row their
    height) beside three half-empty buttons, at 1920×1080 even at 100 %. Where the four labels
    fit side by side on one line each, every button is as wide as its label needs (the rest
    shared alike) and each stands on one line, the row inside the panel."""
    i18n.set_language(lang)
    app.set_text_scale(scale)
    app.resize(size)
    scene = EndtafelScene(app, "sprit", result_rows(), options=OPTIONS)
    scene.analyse_button.visible = scene.watch_button.visible = True   # a recorded game's four
    app.push(scene)
    frame(app)
    th = app.theme
    buttons = (scene.kontor_button, scene.again_button, scene.watch_button,
               scene.analyse_button)
    font = th.font("button", bold=True)
    need = sum(font.size(b.label())[0] + 2 * th.px(10) for b in buttons) + 3 * th.px(16)
    row = pygame.Rect(buttons[0].rect.left, buttons[0].rect.top,
                      buttons[-1].rect.right - buttons[0].rect.left, buttons[0].rect.height)
    assert pygame.Rect(0, 0, *size).contains(row)
    if need <= row.width:
        for button in buttons:
            assert len(button.label_block(th)[1]) == 1, (button.label(), button.rect)


class _Loud(Scene):
    """A scene below the Endtafel that paints the whole window one bright colour."""

    name = "scene"

    def draw(self, surface):
        surface.fill((255, 255, 255))


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_a_panel_that_nearly_fills_the_window_covers_the_scene_below(tmp_path, theme):
    """#30: at 1024×700 and 150 % the Endtafel takes the whole height but for a thin strip, in
    which the Kontor's „Esc beendet“ peeked out dimmed below the panel. Then the veil is whole:
    nothing of the scene below shows around the panel."""
    app = make_app(tmp_path, theme=theme)
    app.set_text_scale(150)
    app.resize((1024, 700))
    app.push(_Loud(app))
    scene = EndtafelScene(app, "sprit", result_rows(), options=OPTIONS)
    scene.analyse_button.visible = scene.watch_button.visible = True
    app.push(scene)
    frame(app)
    surface = app.screen
    scrim = app.theme.color("scrim")
    for x, y in ((3, 3), (512, 696), (1020, 350), (3, 696)):
        assert tuple(surface.get_at((x, y)))[:3] == tuple(scrim), (x, y)
