"""Speedsprit's Rekordjagd from „Allein“: the card starts a lone car over the Alpenpass (the Rat
at hand), a run home enters the list by its turns and the Endtafel says them and the own best;
a run left on the way enters nothing; the Bestenliste heads the list „Züge“."""

from __future__ import annotations

from speedgames.core import i18n
from speedgames.core.i18n import counted, t
from speedgames.core.profiles import use_profile
from speedgames.core.records import leaderboard
from speedgames.sprit.screen.scene import SpritScene
from speedgames.ui.endtafel import EndtafelScene
from speedgames.ui.tooltip import render_message
from tests.sprit_ui.helpers import advised, play_by_keys, rat_advice, wait_for_human


def _start_from_the_card(drive) -> SpritScene:
    use_profile(drive.app.storage, "Anna")  # „Es spielt ‹ Anna ›“
    drive.app.settings.animations = "off"
    assert drive.app.open("sprit.solo")
    drive.frames(2)
    menu = drive.app.stack.top
    assert [b for b in menu.card_buttons] == [menu.computer_btn, menu.rekord_btn,
                                              menu.daily_btn]
    assert menu.card_texts()[1] == (t("sprit.ui.solo.rekord"), t("sprit.ui.solo.rekord_text"))
    drive.click_widget(menu.rekord_btn)
    drive.frames(2)
    scene = drive.app.stack.top
    assert isinstance(scene, SpritScene), drive.app.errors
    return scene


def test_the_card_opens_a_lone_rekordjagd_with_the_rat(drive):
    scene = _start_from_the_card(drive)
    assert scene.table.mode == "rekordjagd"
    assert len(scene.state.cars) == 1 and scene.state.track.id == "alpenpass"
    assert scene.state.options["cards"] is True and scene.table.clock.limit is None
    assert scene.table.seats[0]["name"] == "Anna"
    assert scene.view.rat_allowed
    assert wait_for_human(drive, scene)
    drive.key("r")  # the Rat of the strong computer answers for the lone car
    assert rat_advice(drive, scene) is not None
    assert scene.view.rat is not None and not scene.view.rat.thinking and scene.view.rat.lines


def test_a_run_home_enters_its_turns_and_the_endtafel_says_them_with_the_own_best(drive):
    scene = _start_from_the_card(drive)
    moves, rechner = 0, False
    while wait_for_human(drive, scene) and moves < 40:
        rechner = rechner or scene.view.ziel_text is not None  # the Ziel-Rechner of the car
        play_by_keys(drive, scene, advised(scene))
        moves += 1
    assert scene.state.is_over() and scene.state.cars[0]["finished"]
    assert rechner
    drive.frames(30)
    end = drive.app.stack.top
    assert isinstance(end, EndtafelScene), drive.app.errors
    turns = scene.state.cars[0]["turns"]
    [entry] = leaderboard(drive.app.storage, "sprit", "rekordjagd")
    assert entry.value == turns and entry.name == "Anna"
    assert render_message(end.title) == t("sprit.ui.end.title_rekordjagd_best",
                                          turns=counted("core.count.turns", turns).render(),
                                          best=turns)
    assert any(render_message(n) == t("sprit.ui.end.rekord_note") for n in end.notes)
    head, rows = end.side
    assert render_message(head) == t("sprit.ui.end.rekord_title")
    assert "Anna" in render_message(rows[0])
    i18n.set_language("en")
    try:
        assert render_message(end.title).startswith("Record hunt: ")
    finally:
        i18n.set_language("de")


def test_a_run_left_on_the_way_enters_nothing(drive):
    scene = _start_from_the_card(drive)
    for _ in range(2):
        assert wait_for_human(drive, scene)
        play_by_keys(drive, scene, advised(scene))
    for _ in range(4):  # Esc closes what is open, then opens the menu
        drive.key("escape")
        if drive.app.stack.top is not scene:
            break
    drive.click_widget(drive.app.stack.top.kontor_btn)  # „Zum Kontor“: the run stays open
    assert not scene.state.is_over()
    assert leaderboard(drive.app.storage, "sprit", "rekordjagd") == []


def test_the_bestenliste_heads_the_rekordjagd_list_zuege(app):
    from speedgames.ui.leaderboard_scene import LeaderboardScene, value_label

    assert value_label("sprit", "rekordjagd") == "ui.board.col.turns"
    assert value_label("sprit", "table") == value_label("tulpe", "rekordjagd") \
        == "ui.board.col.value"
    scene = LeaderboardScene(app, game="sprit", list_id="rekordjagd")
    app.push(scene)
    try:
        for lang, word in (("de", "Züge"), ("en", "Turns")):
            i18n.set_language(lang)
            headings = [h for _k, h, _w, _a in scene._columns(app.theme, 900)]
            assert word in headings, headings
    finally:
        i18n.set_language("de")


def test_three_cards_keep_their_text_above_the_buttons_at_150_percent(tmp_path):
    """1024×700 at 150 % text, both languages, today's stage already driven (its longest
    text): every card's text ends above its button."""
    from speedgames.core.daily import today
    from speedgames.core.records import begin_daily
    from tests.ui.harness import make_app

    for lang in ("de", "en"):
        app = make_app(tmp_path / lang, lang=lang, size=(1024, 700))
        try:
            app.set_text_scale(150)
            use_profile(app.storage, "Anna")
            app.settings.last_profile = "Anna"
            begin_daily(app.storage, "sprit", today(), "Anna")
            assert app.open("sprit.solo")
            app.frame(1 / 60)
            menu = app.stack.top
            assert menu.played and len(menu.text_bottoms) == 3
            for i, card in enumerate(menu.cards):
                assert menu.text_bottoms[i] <= menu.art_bottom(i, card), (lang, i)
        finally:
            app.shutdown()
