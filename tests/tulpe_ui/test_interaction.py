"""Mouse and keyboard on the table: dice, fields, the suggestion, other fields, info windows,
the Bedenkzeit, animations that can be skipped, and the end with „Nochmal“."""

from __future__ import annotations

import pygame

from speedgames.tulpe.screen.scene import TulpeScene
from speedgames.tulpe.screen.rules import fitting_fields
from speedgames.ui.endtafel import EndtafelScene
from tests.tulpe_ui.helpers import curtain, good_choice, open_game, settle, until

REKORD = {"seats": [{"kind": "human", "name": "Anna"}], "mode": "rekordjagd"}
VS = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}],
      "mode": "table", "clock": None}


def rolled(drive, options=REKORD, seed=2, animations="off"):
    scene = open_game(drive, dict(options), seed=seed, animations=animations)
    settle(drive, scene)
    drive.click_widget(scene.parts.tray.buttons.roll)  # the Würfeln button
    settle(drive, scene)
    return scene


def test_choosing_a_colour_die_lights_up_the_fields_that_fit(drive):
    scene = rolled(drive)
    colors = scene.state.summary()["dice"]["colors"]
    index = next((i for i, c in enumerate(colors) if c != "*"), None)
    if index is None:
        return  # three Gießkannen: covered by the Gießkanne test
    drive.click(scene.parts.tray.color_rects[index].center)
    assert scene.selection.color_die == index
    fits = scene.live().fits
    assert fits and all(scene.view.field_data().color(c) == colors[index] for c in fits)
    from speedgames.tulpe.rules.layout import MIDDLE_MASK, index
    from speedgames.tulpe.screen.rules import layout_of

    layout = layout_of(scene.state.summary())
    # an empty field starts in the Mittelspalte H: every lit field's Beet reaches column H
    assert all(layout.bed_of[index(*c)] & MIDDLE_MASK for c in fits)


def test_tapping_a_field_first_suggests_the_matching_colour_die(drive):
    scene = rolled(drive)
    dice = scene.state.summary()["dice"]["colors"]
    target = next(((7, r) for r in range(7) if scene.view.field_data().color((7, r)) in dice), None)
    if target is None:
        target = (7, 0) if "*" in dice else None
    if target is None:
        return
    drive.click(scene.parts.field.cell_rect(target).center)
    die = scene.selection.color_die
    assert die is not None and dice[die] in (scene.view.field_data().color(target), "*")
    assert target in scene.selection.cells
    assert any("vorgeschlagen" in toast for toast in drive.app.toasts)


def test_esc_resets_the_selection_then_opens_the_menu(drive):
    scene = rolled(drive)
    drive.key("1")
    drive.key("4")
    assert not scene.selection.empty
    drive.key("escape")
    assert scene.selection.empty and drive.app.stack.top is scene
    drive.key("escape")
    assert drive.app.stack.top is not scene  # the pause menu
    drive.key("escape")
    assert drive.app.stack.top is scene


def test_a_tap_on_a_player_shows_his_field_and_esc_returns(drive):
    scene = rolled(drive, VS, seed=9)
    cards = scene.view.cards
    other = scene.parts.strip.rects[1]
    drive.click(other.center)
    assert scene.viewed == cards[1].seat == 1
    assert "nur ansehen" in scene.view.caption
    drive.key("escape")
    assert scene.viewed == 0


def test_tab_walks_through_the_fields_of_all_players(drive):
    scene = rolled(drive, VS, seed=9)
    drive.key("tab")
    assert scene.viewed == 1
    drive.key("tab")
    assert scene.viewed == 0


def test_hover_over_field_die_column_and_colour_shows_an_info(drive):
    scene = rolled(drive)
    targets = [scene.parts.field.cell_rect((7, 3)).center, scene.parts.tray.color_rects[0].center,
               (scene.parts.field.head.x + 3, scene.parts.field.head.centery),
               scene.parts.field.legend_rows["R"].center, scene.parts.score.rect.center]
    for pos in targets:
        drive.post([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                       buttons=(0, 0, 0))], frames=40)
        assert scene.tooltips.visible, pos


def test_keyboard_info_for_the_field_under_the_cursor(drive):
    scene = rolled(drive)
    drive.key("right")
    drive.key("i")
    assert scene.tooltips.visible
    title = scene.tooltips.content.title.render("de")
    assert title == "Feld H4"


def test_bedenkzeit_runs_out_and_the_computer_rolls_then_chooses(drive):
    options = dict(VS, clock=30)
    scene = open_game(drive, options, seed=3)
    settle(drive, scene)
    assert scene.view.phase.kind == "roll" and scene.clock.limit == 30
    for _ in range(41 * 4):  # 30 s and the 10 s Nachfrist, in quarter seconds
        drive.app.frame(0.25)
    until(drive, scene, lambda: scene.match.actions)  # the stand-in acts on the worker
    lines = scene.log.texts("de")
    assert any("Bedenkzeit vorbei" in line and "würfelt" in line for line in lines)
    assert scene.view.phase.kind == "active"  # Anna still chooses first …
    for _ in range(41 * 4):
        drive.app.frame(0.25)
    until(drive, scene, lambda: len(scene.match.actions) >= 2)
    lines = scene.log.texts("de")
    # … until the computer chooses for her (or passes, if nothing is worth it)
    assert sum("Bedenkzeit vorbei" in line and "Anna" in line for line in lines) == 2
    assert [seat for seat, _ in scene.match.actions[:2]] == [0, 0]


def test_roll_and_bloom_animations_can_be_skipped(drive):
    scene = open_game(drive, dict(REKORD), seed=2, animations="normal")
    settle(drive, scene)
    drive.key("w")
    assert scene.parts.tray.rolling
    drive.key("escape")  # any key ends the animation
    assert not scene.parts.tray.rolling
    settle(drive, scene)
    action = good_choice(scene, 0)
    if action.type == "choose":
        scene.selection.color_die = action["color_die"]
        scene.selection.number_die = action["number_die"]
        scene.selection.cells = [tuple(c) for c in action["cells"]]
        drive.key("return")
        assert scene.opening and scene.busy
        drive.click((5, 5))
        assert not scene.busy


def test_gegen_computer_ends_with_the_endtafel_and_nochmal(drive):
    app = drive.app
    options = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"}],
               "mode": "table", "end_colors": 2}
    scene = open_game(drive, options, seed=44)
    for _ in range(400):
        if isinstance(app.stack.top, EndtafelScene):
            break
        settle(drive, scene)
        if app.stack.top is not scene:
            continue
        step = scene.view.phase.kind
        if step == "roll":
            drive.key("w")
        elif step in ("active", "others"):
            scene.act(0, good_choice(scene, 0))
        else:
            drive.frames(2)
    endtafel = app.stack.top
    assert isinstance(endtafel, EndtafelScene), (scene.state.summary()["wurf"],
                                                 scene.view.phase, type(endtafel))
    assert scene.match.state.is_over()
    drive.frames(45)  # the Endtafel may ignore presses in its first moments (a hurried key)
    drive.click_widget(endtafel.again_button)
    again = app.stack.top
    assert isinstance(again, TulpeScene) and again is not scene
    seats = scene.match.options["seats"]
    assert again.match.options["seats"] == seats[1:] + seats[:1], "the start order moves on"
    assert again.match.seed != scene.match.seed


def test_without_gießkannen_the_can_dice_cannot_be_taken(drive):
    from speedgames.tulpe.rules import dice as dice_mod
    from speedgames.tulpe.rules.game import GAME

    seed = next(s for s in range(1, 200)
                if "*" in dice_mod.roll(GAME.new_state(REKORD, s).dice_seed, 1)["colors"])
    scene = rolled(drive, seed=seed)
    assert scene.view.chooser == 0
    dice = scene.state.summary()["dice"]
    scene.state.players[0].cans = 0  # as if the stock were used up
    scene.changed()
    blocked = scene.view.tray.blocked
    cans = {("color", i) for i, v in enumerate(dice["colors"]) if v == "*"} | \
        {("number", i) for i, v in enumerate(dice["numbers"]) if v == "*"}
    assert cans and blocked == cans


def test_leaving_a_game_with_other_humans_costs_ten(drive):
    from speedgames.core.records import leaderboard, statistics
    from speedgames.core.saves import list_saves
    from speedgames.tulpe.screen.menu import PauseMenu
    from speedgames.ui.overlays import ConfirmDialog

    app = drive.app
    table = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Bea"}],
             "mode": "table"}
    scene = open_game(drive, table, seed=3)
    settle(drive, scene)
    drive.key("f10")
    menu = app.stack.top
    assert isinstance(menu, PauseMenu) and menu.give_up_btn.visible
    drive.click_widget(menu.give_up_btn)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog) and "−10" in dialog.question.render("de")
    drive.click_widget(dialog.yes_button)
    assert list_saves(app.storage, "tulpe") == []
    assert app.stack.top.name == "kontor"
    leaver = scene.seat_name(scene.table.holder)
    assert statistics(app.storage, "tulpe", leaver).abandoned == 1
    assert [e.value for e in leaderboard(app.storage, "tulpe", "table")] == [-10]


def test_the_menu_switches_whether_the_big_field_follows_the_chooser(drive):
    from speedgames.tulpe.screen.menu import PauseMenu

    app = drive.app
    scene = open_game(drive, dict(VS), seed=9)
    settle(drive, scene)
    drive.key("f10")
    menu = app.stack.top
    assert isinstance(menu, PauseMenu)
    before = app.settings.follow_chooser
    drive.click_widget(menu.follow)
    assert app.settings.follow_chooser is (not before)
    drive.key("escape")
    assert app.stack.top is scene


def test_a_key_lets_a_thinking_computer_act_at_once(drive):
    options = {"seats": [{"kind": "ai", "level": "easy"}, {"kind": "human", "name": "Anna"}],
               "mode": "table"}
    scene = open_game(drive, options, seed=5, animations="normal")
    drive.frames(2)
    assert scene.view.phase.kind == "roll" and scene.table.busy  # the computer thinks
    before = len(scene.match.actions)
    drive.key("space")
    # its answer is in (waited for on the worker): it is played at the next frame, not after
    # the pause of 0.7 s the setting „normal“ leaves a person to follow it (42 frames)
    for _ in range(3):
        if len(scene.match.actions) > before:
            break
        scene.table.computer_seats.wait_for_answers(5.0)
        drive.frames(1)
    assert len(scene.match.actions) == before + 1


def test_with_follow_off_the_big_field_stays_where_it_was(drive):
    app = drive.app
    app.settings.follow_chooser = False
    options = {"seats": [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Bea"}],
               "mode": "table"}
    scene = open_game(drive, options, seed=2)
    settle(drive, scene)
    assert scene.view.chooser == 0 and scene.viewed == 0
    drive.key("w")
    settle(drive, scene)
    drive.key("p")  # Anna passes; Bea chooses next (after the privacy screen)
    assert curtain(drive, scene) is not None
    drive.frames(30)
    drive.key("return")
    settle(drive, scene)
    assert scene.view.chooser == 1 and scene.viewed == 0  # not switched
    assert scene.pinned
    drive.click(scene.parts.field.cell_rect((7, 3)).center)  # a tap on the field shows her own
    assert scene.viewed == 1
    app.settings.follow_chooser = True


def test_a_gießkanne_takes_the_colour_and_number_of_the_tapped_fields(drive):
    """A Gießkanne colour die becomes the colour of the fields tapped, a Gießkanne number die
    the number of fields tapped — the player never has to name them."""
    from tests.tulpe_ui.helpers import choose_by_keys

    for seed in range(1, 60):
        scene = rolled(drive, seed=seed)
        dice = scene.state.summary()["dice"]
        legal = [a for a in scene.match.state.legal_actions(0) if a.type == "choose"
                 and dice["colors"][a["color_die"]] == "*"
                 and dice["numbers"][a["number_die"]] == "*" and a["number"] >= 2]
        if legal:
            break
        drive.app.home()
    else:
        raise AssertionError("no roll with two Gießkannen in 60 seeds")
    action = legal[0]
    choose_by_keys(drive, scene, action)
    done = scene.match.actions[-1][1]
    assert done["color"] == action["color"] and done["number"] == action["number"]
    assert scene.state.summary()["players"][0]["cans"] == 8 - 2


def test_a_number_die_alone_lights_up_what_fits_any_free_colour_die(drive):
    scene = rolled(drive, seed=2)
    numbers = scene.state.summary()["dice"]["numbers"]
    index = next((i for i, n in enumerate(numbers) if n != "*"), 0)
    drive.key(str(index + 4))
    assert scene.selection.color_die is None and scene.selection.number_die == index
    fits = scene.live().fits
    colors = set(scene.state.summary()["dice"]["colors"])
    assert fits
    assert "*" in colors or all(scene.view.field_data().color(c) in colors for c in fits)


def test_a_long_press_shows_the_info_and_does_not_tap(drive):
    scene = rolled(drive, seed=2)
    pos = scene.parts.field.cell_rect((7, 2)).center
    drive.post([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], frames=45)
    assert scene.tooltips.visible
    drive.post([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert scene.selection.empty  # the release of a long press is not a tap


def test_with_animations_off_the_dice_lie_still_at_once(drive):
    scene = open_game(drive, dict(REKORD), seed=2, animations="off")
    settle(drive, scene)
    drive.key("w")  # one frame: the roll and its drawing
    assert not scene.parts.tray.rolling and not scene.busy
    assert len(scene.view.tray.colors) == 3 and len(scene.view.tray.numbers) == 3


def test_dice_that_fit_nowhere_say_so_instead_of_asking_for_fields(drive):
    """Weiß + 4 on a new field of seed 0 has no place: the prompt says so and offers the rest."""
    scene = open_game(drive, dict(REKORD), seed=0)
    settle(drive, scene)
    drive.key("w")
    settle(drive, scene)
    dice = scene.state.summary()["dice"]
    assert dice["colors"][1] == "W" and dice["numbers"][1] == 4
    drive.key("2")
    drive.key("5")
    assert fitting_fields(scene.view.facts, 0, scene.view.selection) == frozenset()
    status = scene.view.status
    assert status.startswith("Weiß + 4 passt nirgends"), status
    assert "antipp" not in status
    drive.key("4")  # another number die: the prompt asks for fields again
    if fitting_fields(scene.view.facts, 0, scene.view.selection):
        assert "passt nirgends" not in scene.view.status


def test_the_field_info_says_feldern_and_changes_once_the_field_blooms(drive):
    """#30: „Beet in Weiß mit 6 Felder“ (dative: Feldern), and the tooltip stayed stale after
    the field bloomed because its key did not know the bloom."""
    import dataclasses
    import types

    from speedgames.tulpe.screen.tips import field_info
    scene = rolled(drive)
    view, cell = scene.view, (7, 3)
    info = field_info(view, cell, drive.app.theme)
    assert "Feldern" in info.lines[0].render("de") and "fields" in info.lines[0].render("en")
    data = view.field_data()
    grown = dataclasses.replace(data, bloomed=data.bloomed | {cell})
    after = types.SimpleNamespace(viewed=view.viewed, field_data=lambda: grown)
    assert field_info(after, cell, drive.app.theme).key != info.key


def test_the_key_line_offers_the_rat_only_where_there_is_one(drive):
    """#30: Rekordjagd has no Rat, yet its key line offered „R Rat“."""
    from speedgames.core.i18n import t
    scene = rolled(drive)  # Rekordjagd
    assert not scene.view.rat_allowed
    keys = scene.layout.keys_key
    assert "Rat" not in t(keys, "de") and "advice" not in t(keys, "en")
    drive.app.stack.pop()
    vs = open_game(drive, dict(VS))
    assert vs.view.rat_allowed and "R\u00a0Rat" in t(vs.layout.keys_key, "de")


def test_a_computers_reason_in_the_spielverlauf_names_the_computer(drive, monkeypatch):
    """#30: after „Anna: Spalte H voll“ the computer's bare reason read as the person's."""
    import types

    from speedgames.core.game import Action
    from speedgames.core.i18n import Text
    from speedgames.tulpe.screen import scene as scene_module
    scene = open_game(drive, dict(VS))
    monkeypatch.setattr(scene_module, "reason_public", lambda *a: True)
    monkeypatch.setattr(scene.telling, "tell", lambda *a, **k: None)
    notes = []
    monkeypatch.setattr(scene.table, "note", lambda text, style: notes.append(text))
    reason = Text("tulpe.ui.log.rat", {"reason": "x"})
    scene._on_move(types.SimpleNamespace(by="computer", reason=reason, seat=1, events=[],
                                         action=Action("pass")))
    assert notes and notes[-1].render("de").startswith("Computer")



def test_an_open_field_info_shows_the_bloom_when_the_computers_reveal_it(drive):
    """#30: hover a field, the fields bloom, and the info window still said the field was
    open. Against a computer the own choice blooms when the computer has chosen — with no
    input, so the window (looked up again only when the pointer moved) kept the old state."""
    from tests.tulpe_ui.helpers import choose_by_keys

    scene = open_game(drive, dict(VS), seed=5, animations="normal")
    settle(drive, scene)
    assert scene.view.phase.kind == "roll" and scene.view.acting is not None
    drive.key("w")
    settle(drive, scene)
    action = good_choice(scene, 0)
    assert action.type == "choose"
    cell = tuple(action["cells"][0])
    choose_by_keys(drive, scene, action)  # Anna's choice is in; the computer chooses now
    drive.post([pygame.event.Event(pygame.MOUSEMOTION,
                                   pos=scene.parts.field.cell_rect(cell).center,
                                   rel=(1, 1), buttons=(0, 0, 0))])
    # the window opens after the hover delay, before the computer (paced 0.7 s) may answer
    assert until(drive, scene, lambda: scene.tooltips.visible, limit=40)
    assert cell not in scene.view.field_data().bloomed
    said = [line.render("de") for line in scene.tooltips.content.lines]
    assert not any("Blüht schon" in line for line in said), said
    assert until(drive, scene, lambda: cell in scene.view.field_data().bloomed)
    drive.frames(2)
    assert scene.tooltips.visible
    said = [line.render("de") for line in scene.tooltips.content.lines]
    assert any("Blüht schon" in line for line in said), said


def test_r_in_rekordjagd_asks_nothing_and_says_why(drive):
    """#30: Rekordjagd has no Rat (rule text: „Rat“ only against computers). R there asks no
    question, thinks nothing out, touches neither the dice nor the place bonus — it only says
    where the Rat is to be had; the bulb is not shown."""
    scene = rolled(drive)  # Rekordjagd, dice rolled
    before = (len(scene.match.actions), scene.selection.empty, scene.table.rat_used)
    drive.key("r")
    drive.frames(5)
    assert drive.app.stack.top is scene  # no „kein Platzbonus“ question
    assert scene.rat.seat is None and scene.rat.advice is None
    assert (len(scene.match.actions), scene.selection.empty, scene.table.rat_used) == before
    assert not scene.parts.rat.visible
    assert any("nur im Spiel gegen Computer" in toast for toast in drive.app.toasts)
