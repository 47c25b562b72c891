"""A solo Rekordjagd driven by the keyboard: draw (Leertaste), stop (Enter), the show („Weiter“),
the Pulverhandlung (1–7, Enter), „Sand drauf?“ (E), saving after every action, the Endtafel."""

from __future__ import annotations

from speedgames.core.game import Action
from speedgames.core.saves import list_saves

ANNA = [{"kind": "human", "name": "Anna"}]


def test_a_whole_solo_evening_by_keyboard(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
    assert sc.state.evening == 1 and sc.view.status == "drawing"
    drive.press("space")
    drive.answer_prompts()
    assert any(a.type == "draw" for _, a in sc.table.match.actions), "Leertaste draws"
    drive.stuff_and_stop(draws=1)
    drive.until(lambda: sc.show is not None)
    assert sc.show.lines, "the Abendvorstellung tells what happened"
    drive.press("return")            # first Weiter: the rest of the show at once
    assert sc.show is not None and sc.show.done
    drive.press("return")            # second Weiter: on to the Pulverhandlung
    drive.until(lambda: sc.view.status in ("shop_open", "shop_choose"))
    if sc.view.status == "shop_choose":
        drive.press("return")        # the focused „Ruhm nehmen“
    p = sc.state.players[0]
    if p["may_buy"] and p["mark"] >= 3:
        drive.press("1")             # Kalkorange
        assert sc.shopping.basket.chips == ["O1"]
    drive.press("return")            # Fertig
    drive.until(lambda: sc.state.evening == 2 and sc.view.status == "drawing")
    types = [a.type for _, a in sc.table.match.actions]
    assert types.count("done") == 2  # Weiter and Fertig
    if p["may_buy"] and p["mark"] >= 3:
        assert Action("buy", chips=["O1"]) in [a for _, a in sc.table.match.actions]
    assert drive.app.errors == []


def test_the_game_is_saved_after_every_action(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=5)
    drive.press("space")
    drive.answer_prompts()
    sc.table.flush()
    saves = list_saves(drive.app.storage, "rocket")
    assert saves and saves[0].actions == len(sc.table.match.actions) >= 1


def test_resume_continues_exactly_where_the_save_stopped(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=8)
    drive.press("space")
    drive.answer_prompts()
    drive.press("space")
    drive.answer_prompts()
    sc.table.flush()
    before = sc.state.to_json()
    save = list_saves(drive.app.storage, "rocket")[0]
    drive.app.home()
    drive.frames(2)
    assert drive.app.open("rocket.game", save=save)
    drive.frames(2)
    assert drive.scene.state.to_json() == before


def _sand_prompt(drive, seed: int = 4):
    """Draw Blitzpulver (forced, from the bag) until one would ignite: „Sand drauf?“."""
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=seed)
    st = sc.state
    for _ in range(12):
        if sc.view.status != "drawing":
            break
        bag = st.players[0]["bag"]
        w = max((c for c in bag if c[0] == "W"), key=lambda c: int(c[1:]))
        st.force_next(0, [w])
        drive.press("space")
    return sc


def test_sand_drauf_by_e_puts_the_igniting_chip_back(drive):
    sc = _sand_prompt(drive)
    assert sc.view.status == "sand", "a full Sandeimer asks „Sand drauf?“ before the Fehlzündung"
    bag_before = sum(sc.state.players[0]["bag"].values())
    drive.press("e")
    p = sc.state.players[0]
    assert sc.view.status == "drawing" and not p["exploded"]
    assert p["sand"] is False, "the Sandeimer is empty after use"
    assert sum(p["bag"].values()) == bag_before + 1, "the chip went back into the bag"


def test_zuenden_lassen_is_the_other_button(drive):
    sc = _sand_prompt(drive)
    assert sc.view.status == "sand"
    ignite = sc.board.buttons["ignite"]
    drive.click_widget(ignite)
    drive.frames(5)
    assert sc.state.players[0]["exploded"]


def test_voluntary_sand_after_a_harmless_blitzpulver(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=9)
    sc.state.force_next(0, ["W1"])
    drive.press("space")
    if sc.state.card == "sandknappheit":
        return  # this evening has no sand at all (checked by the rules' tests)
    assert sc.board.buttons["sand"].enabled
    drive.press("e")
    assert sc.state.players[0]["huelse"] == [] and not sc.state.players[0]["sand"]


def test_solo_has_no_rat(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=2)
    drive.press("r")
    assert not sc.rat_open
    assert any("Rat" in t or "Advice" in t for t in drive.app.toasts)


def test_a_whole_rekordjagd_ends_on_the_endtafel_and_in_the_records(drive):
    from speedgames.core.records import statistics
    from tests.description_checks import assert_reports_what_it_declares

    drive.app.settings.animations = "off"
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=21, evenings=6)
    drive.play_solo_to_endtafel(draws=0)            # Aufhören at once, every evening
    assert sc.state.is_over()
    stats = statistics(drive.app.storage, "rocket", "Anna")
    assert stats.games == 1
    assert_reports_what_it_declares("rocket", stats, always=("max_rocket", "min_misfires"))
    assert drive.app.errors == []


def test_share_line_and_the_master_of_the_day(drive):
    from speedgames.rocket.screen.endtafel import heights_bar, master_heights

    assert heights_bar([0, 27, 53]) == "▁▅█"
    sc = drive.open_game(ANNA, mode="daily", seed=99, date="2026-11-30")
    line = sc.share_line()
    assert line.startswith("Speedrocket 2026-11-30 · 0 Ruhm")
    heights, ruhm = master_heights(sc.table.match.options, sc.table.match.seed)
    assert len(heights) == 9 and all(1 <= h <= 53 for h in heights) and ruhm >= 0


def test_daily_second_attempt_is_practice(drive):
    options = {"seats": ANNA, "mode": "daily", "date": "2026-11-30"}
    drive.app.open("rocket.game", options=options, seed=5)
    drive.frames(3)
    assert drive.scene.daily_counts is True
    drive.app.home()
    drive.app.open("rocket.game", options=options, seed=5)
    drive.frames(3)
    assert drive.scene.daily_counts is False
    assert any("Übung" in line for line in drive.scene.log.texts("de"))


def test_resume_during_the_show_shows_it_again_and_goes_on(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=8)
    drive.stuff_and_stop(draws=1)
    drive.until(lambda: sc.show is not None)
    sc.table.flush()
    lines = len(sc.log.entries)
    save = list_saves(drive.app.storage, "rocket")[0]
    drive.app.home()
    drive.frames(2)
    assert drive.app.open("rocket.game", save=save)
    drive.frames(20)
    again = drive.scene
    assert again.state.phase == "show" and again.show is not None
    assert len(again.log.entries) >= lines, "the Spielverlauf is told again"
    while again.show is not None:
        drive.press("return")
    drive.until(lambda: again.view.status in ("shop_open", "shop_choose"))


def test_meisterbrief_level_shows_goals_and_stars_open_the_next_level(drive):
    from speedgames.rocket import modes
    from speedgames.rocket.screen.solo import level_stars

    drive.app.settings.animations = "off"
    drive.app.settings.last_profile = "Anna"
    drive.app.open("rocket.solo", game="rocket")
    drive.frames(2)
    menu = drive.app.stack.top
    drive.click_widget(menu.mode_buttons[2][0])
    drive.frames(2)
    assert menu.page == "levels"
    assert menu.level_buttons[0].enabled and not menu.level_buttons[1].enabled
    drive.press("return")                            # level 1, focused first
    sc = drive.app.stack.top
    assert sc.mode == "meisterbrief" and sc.goals.level.number == 1
    title, lines = sc.view.solo_title, sc.view.solo_lines
    assert "Lehrling" in title
    assert sum(1 for _, kind in lines if kind in ("good", "bad", "open")) == 3
    # play it through by keyboard, stopping early each evening
    drive.play_solo_to_endtafel(draws=3, shop_keys=("4",))   # 4 = Strontiumrot
    met = modes.check_goals(sc.goals.level, sc.state, sc.goals.history)
    assert sc.goals.stars == modes.stars(met)
    assert level_stars(drive.app, 1) == sc.goals.stars
    drive.app.home()
    drive.app.open("rocket.solo", game="rocket")
    drive.frames(2)
    again = drive.app.stack.top
    assert again.level_buttons[1].enabled == (sc.goals.stars > 0), "a star opens the next level"
    assert again.level_buttons[0].stars == sc.goals.stars


def test_alone_the_spielverlauf_names_no_number_of_manufakturen(drive):
    """„Allein in der Werkstatt“: the first line of the Spielverlauf must not read
    „1 Manufakturen“; at a table it still counts the Manufakturen."""
    from speedgames.core.i18n import set_language
    from speedgames.ui.tooltip import render_message

    sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
    for lang in ("de", "en"):
        set_language(lang)
        first = render_message(sc.log.entries[0].message)
        assert "1 Manufakturen" not in first and "1 manufactories" not in first
        assert "9" in first
    set_language("de")
    assert "allein" in render_message(sc.log.entries[0].message).lower()
    table = drive.open_game(ANNA + [{"kind": "ai", "level": "easy"}], seed=3)
    assert "2 Manufakturen" in render_message(table.log.entries[0].message)
