"""The Kontor: three games, their buttons, keyboard and mouse, games without a scene yet."""

from __future__ import annotations

import pytest

from speedgames.core.i18n import t
from speedgames.ui import kontor as kontor_mod
from speedgames.ui import registry
from speedgames.ui.scene import Scene
from tests.ui.harness import Driver, make_app


def test_kontor_shows_the_three_games_each_with_rules_statistics_and_leaderboard(app):
    kontor = app.stack.top
    assert [c.game for c in kontor.cards] == ["rocket", "sprit", "tulpe"]
    for card in kontor.cards:
        labels = [b.label() for b in card.widgets]
        # the guide's link in the short words where the long ones take two lines (#30)
        offer = t("coach.offer_short" if card.guide_short else "coach.offer")
        assert labels == [t("ui.kontor.alone"), t("ui.kontor.table"), t("ui.kontor.resume"),
                          offer, "×", t("ui.kontor.rules"), t("ui.kontor.stats"),
                          t("ui.kontor.leaderboard")]
        # a first visit: no save to resume, the guided first game in its place
        assert card.guide.visible and not card.resume.visible


def test_a_game_without_a_scene_shows_disabled_buttons_with_a_soon_note(tmp_path, monkeypatch):
    for game in registry.GAMES:
        monkeypatch.delitem(registry._SCENES, f"{game}.game", raising=False)
    application = make_app(tmp_path)
    drive = Driver(application)
    drive.frames(2)
    for card in application.stack.top.cards:
        assert not card.alone.enabled and not card.table.enabled
        assert card.alone.note() == t("ui.kontor.soon")
        assert not card.resume.visible
        drive.click_widget(card.alone)  # clicking a disabled button does nothing
        assert application.stack.top.name == "kontor"
    assert application.errors == []
    application.shutdown()


def test_settings_open_by_keyboard(app, drive):
    drive.key("escape")  # focus goes to „Beenden“
    assert app.stack.top.focus.focused is app.stack.top.quit_btn
    drive.key("left")
    assert app.stack.top.focus.focused is app.stack.top.settings_btn
    drive.key("return")
    assert app.stack.top.name == "settings"


def test_settings_open_by_mouse(app, drive):
    drive.click_widget(app.stack.top.settings_btn)
    assert app.stack.top.name == "settings"


@pytest.mark.parametrize("index,game", list(enumerate(registry.GAMES)))
def test_rules_open_for_each_game_by_mouse(app, drive, index, game):
    card = app.stack.top.cards[index]
    drive.click_widget(card.rules)
    assert app.stack.top.name == "rules"
    assert app.stack.top.game == game
    drive.key("escape")
    assert app.stack.top.name == "kontor"


def test_escape_twice_quits_like_closing_the_window(app, drive):
    drive.key("escape")
    assert app.running
    drive.key("escape")
    drive.frames(1)
    assert not app.running


def test_number_keys_jump_to_a_games_column(app, drive):
    kontor = app.stack.top
    drive.key("3")
    focused = kontor.focus.focused
    cards = kontor.cards
    if any(b.can_focus for b in cards[2].widgets):
        assert focused in cards[2].widgets


class _FakeGame(Scene):
    name = "fake"

    def __init__(self, app, save=None, **kw):
        super().__init__(app)
        self.save_info = save


def test_resume_appears_only_with_a_save_and_opens_the_game_with_it(tmp_path, monkeypatch):
    monkeypatch.setitem(registry._SCENES, "sprit.game",
                        registry.SceneInfo("sprit.game", _FakeGame, game="sprit"))
    sentinel = type("Save", (), {"updated": "2026-03-12T14:20:05"})()
    monkeypatch.setattr(kontor_mod, "open_saves",
                        lambda app, game: [sentinel] if game == "sprit" else [])
    application = make_app(tmp_path)
    drive = Driver(application)
    drive.frames(1)
    cards = {c.game: c for c in application.stack.top.cards}
    assert cards["sprit"].resume.visible
    assert not cards["tulpe"].resume.visible
    assert cards["sprit"].resume.label() == t("ui.kontor.resume_when", when="12.03. 14:20")
    drive.click_widget(cards["sprit"].resume)
    assert isinstance(application.stack.top, _FakeGame)
    assert application.stack.top.save_info is sentinel
    application.shutdown()


def test_kontor_reads_well_in_both_languages_and_themes(tmp_path, shots):
    for theme in ("dark", "light"):
        for lang in ("de", "en"):
            application = make_app(tmp_path, lang=lang, theme=theme, size=(1024, 700))
            drive = Driver(application)
            drive.frames(2)
            drive.screenshot(shots / f"kontor-{theme}-{lang}.png")
            for card in application.stack.top.cards:
                for w in card.widgets:
                    assert card.rect.contains(w.rect)
            assert application.errors == []
            application.shutdown()


class _FakeSolo(Scene):
    name = "fake-solo"

    def __init__(self, app, game=None, **kw):
        super().__init__(app)
        self.game = game


def test_alone_opens_the_games_solo_menu_when_it_has_one_else_the_table_setup(tmp_path,
                                                                               monkeypatch):
    monkeypatch.setitem(registry._SCENES, "tulpe.game",
                        registry.SceneInfo("tulpe.game", _FakeGame, game="tulpe"))
    monkeypatch.setitem(registry._SCENES, "tulpe.solo",
                        registry.SceneInfo("tulpe.solo", _FakeSolo, game="tulpe"))
    monkeypatch.setitem(registry._SCENES, "sprit.game",
                        registry.SceneInfo("sprit.game", _FakeGame, game="sprit"))
    monkeypatch.delitem(registry._SCENES, "sprit.solo", raising=False)
    opened = []

    class _FakeSetup(_FakeSolo):
        def __init__(self, app, game=None, solo=False, **kw):
            super().__init__(app, game)
            opened.append((game, solo))

    monkeypatch.setitem(registry._SCENES, "table_setup",
                        registry.SceneInfo("table_setup", _FakeSetup))
    application = make_app(tmp_path)
    drive = Driver(application)
    drive.frames(1)
    cards = {c.game: c for c in application.stack.top.cards}
    assert cards["tulpe"].alone.enabled and cards["tulpe"].table.enabled
    drive.click_widget(cards["tulpe"].alone)
    assert isinstance(application.stack.top, _FakeSolo)
    assert application.stack.top.game == "tulpe"
    drive.key("escape")
    application.back()
    drive.frames(1)
    drive.click_widget(cards["sprit"].alone)
    drive.frames(1)
    application.back()
    drive.click_widget(cards["sprit"].table)
    assert opened == [("sprit", True), ("sprit", False)]
    application.shutdown()


@pytest.mark.parametrize("game", registry.GAMES)
def test_alone_and_at_the_table_open_the_real_screens_of_each_game(app, drive, game):
    if not registry.has(f"{game}.game"):
        pytest.skip(f"{game} has no scene yet")
    kontor = app.stack.top
    card = next(c for c in kontor.cards if c.game == game)
    for button in (card.alone, card.table):
        drive.click_widget(button)
        drive.frames(2)
        assert app.stack.top is not kontor, button.label()
        app.home()
        drive.frames(1)
    assert app.errors == []


# the first move of the person at seat 1 in each game, by its own keys
FIRST_MOVE_KEYS = {"rocket": ["space"], "sprit": ["right", "return"], "tulpe": ["w"]}


def _game_state(scene):
    return getattr(scene, "state", None) or scene.controller.state


@pytest.mark.parametrize("game", registry.GAMES)
def test_fortsetzen_resumes_a_real_save_after_a_restart(tmp_path, game):
    """Am Tisch by keyboard, a move of one's own, the program ends; started again on the same
    data folder the Kontor offers „Fortsetzen“, which by keyboard (number key, down, Enter)
    opens the very same position."""
    if not registry.has(f"{game}.game"):
        pytest.skip(f"{game} has no scene yet")
    index = registry.GAMES.index(game)
    first = make_app(tmp_path)
    drive = Driver(first)
    drive.frames(1)
    drive.keys(str(index + 1), "right", "return")
    setup = first.stack.top
    assert setup.name == "table_setup"
    drive.click_widget(setup.start_button)
    drive.frames(20)
    scene = first.stack.top
    assert scene.name == f"{game}.game"
    for name in FIRST_MOVE_KEYS[game]:
        drive.frames(40)  # past the game's guard against a key still held from the last step
        drive.key(name)
    drive.frames(40)
    state = _game_state(scene)
    before = state.to_json()
    first.shutdown()
    from speedgames.core.saves import list_saves

    saves = list_saves(first.storage, game)
    assert len(saves) == 1
    from speedgames.core.saves import load_save

    match, _ = load_save(first.storage, game, saves[0].save_id)
    assert any(seat == 0 for seat, _ in match.actions), "the person at seat 1 has moved"

    second = make_app(tmp_path)
    drive = Driver(second)
    drive.frames(1)
    kontor = second.stack.top
    card = kontor.cards[index]
    assert card.resume.visible
    # the label says which state the save holds and that it is a table game
    where = {"rocket": "Abend 1/9", "sprit": "Runde ", "tulpe": "Wurf "}[game]
    assert where in card.resume_label() and "am Tisch" in card.resume_label(), \
        card.resume_label()
    drive.keys(str(index + 1), "down")
    assert kontor.focus.focused is card.resume
    drive.key("return")
    drive.frames(5)
    resumed = second.stack.top
    if resumed.name == "privacy":  # a table of several people resumes behind the curtain
        resumed = list(second.stack)[-2]
    assert resumed.name == f"{game}.game" and resumed is not kontor
    assert _game_state(resumed).to_json() == before
    assert first.errors == [] and second.errors == []
    second.shutdown()


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_three_posters_share_one_tagline_size_and_link_icons(tmp_path, size, lang):
    """The three cards read as a set: the taglines take one size (the small one only when a
    tagline would not fit otherwise, and then it fits), and the small links show icons all
    together or not at all."""
    application = make_app(tmp_path, lang=lang, size=size)
    Driver(application).frames(1)
    kontor = application.stack.top
    th = application.theme
    font = th.font("small" if kontor.small_tags else "body", italic=True)
    for card in kontor.cards:
        area = card.tag_area(card.text_rect)
        lines = kontor_mod._lines(t(f"ui.kontor.tagline.{card.game}"), font, area.width)
        assert len(lines) * font.get_linesize() <= area.height, (card.game, lines)
    assert kontor.small_tags == (not all(card.tag_fits() for card in kontor.cards))
    shown = {b.icon is not None for card in kontor.cards for b in card.links}
    assert len(shown) == 1
    if size == (1920, 1080) and lang == "en":
        assert shown == {True}, "with room to spare the links keep their icons"
    application.shutdown()


def test_resume_state_words_for_solo_and_table():
    from speedgames.core import i18n
    from speedgames.ui.kontor import resume_state

    i18n.set_language("de")
    assert resume_state({"where": {"kind": "wurf", "n": 12, "of": 30}, "mode": "rekordjagd",
                         "seats": ["Anna"]}) == "Wurf 12/30 · allein"
    assert resume_state({"where": {"kind": "evening", "n": 3, "of": 9}, "mode": "table",
                         "seats": ["Anna", "Bea"]}) == "Abend 3/9 · am Tisch"
    assert resume_state({"where": {"kind": "round", "n": 4, "of": None},
                         "seats": ["A", ""]}) == "Runde 4 · am Tisch"
    assert resume_state({}) == "" and resume_state({"where": "junk"}) == ""


def test_one_person_against_computers_resumes_gegen_computer():
    from speedgames.core import i18n
    from speedgames.ui.kontor import resume_state

    where = {"kind": "round", "n": 4, "of": None}
    i18n.set_language("de")
    assert resume_state({"where": where, "mode": "table", "seats": ["Anna", "leicht"],
                         "list": "computer"}) == "Runde 4 · gegen Computer"
    assert resume_state({"where": where, "mode": "table", "seats": ["Anna", "Bea", "leicht"],
                         "list": "table"}) == "Runde 4 · am Tisch"
    i18n.set_language("en")
    assert resume_state({"where": where, "mode": "table", "seats": ["Anna", "easy"],
                         "list": "computer"}) == "round 4 · against the computer"
    i18n.set_language("de")


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_links_stand_on_one_line_each_when_the_row_has_the_room(tmp_path, size, lang):
    """#30: in equal thirds „Meine Partien“ broke into two lines beside a short „Spielregeln“
    although the three fit side by side. Each link is as wide as its label needs, the rest
    shared alike, and none of them takes a second line."""
    application = make_app(tmp_path, lang=lang, size=size)
    Driver(application).frames(1)
    kontor = application.stack.top
    th = application.theme
    for card in kontor.cards:
        rects = [b.rect for b in card.links]
        assert all(a.right <= b.left for a, b in zip(rects, rects[1:])), rects
        assert all(card.rect.contains(r) for r in rects), rects
        for b in card.links:
            font, lines = b.label_block(th)
            assert len(lines) == 1, (card.game, b.label(), lines)
            assert font.get_height() == th.font("small", bold=True).get_height()
    application.shutdown()
