"""Gießkannen on the screen: „Eine Gießkanne ist eine Farbe bzw. eine Zahl von 1 bis 5 deiner
Wahl. Jede benutzte Gießkanne kostet eine aus deinem Vorrat.“ When a tapped field makes the screen
suggest a Gießkanne colour die, it says what that costs."""

from __future__ import annotations

from speedgames.core.game import Action
from tests.tulpe_ui.helpers import open_game, settle

REKORD = {"seats": [{"kind": "human", "name": "Anna"}], "mode": "rekordjagd"}


def test_a_suggested_giesskanne_says_it_costs_one_from_the_stock(drive):
    for seed in range(1, 80):
        scene = open_game(drive, dict(REKORD), seed=seed)
        settle(drive, scene)
        drive.key("w")
        settle(drive, scene)
        colors = scene.state.summary()["dice"]["colors"]
        cell = next(((7, r) for r in range(7) if "*" in colors
                     and scene.view.field_data().color((7, r)) not in colors), None)
        if cell is not None:
            break
        drive.app.home()
    else:
        raise AssertionError("no roll with a Gießkanne and a missing colour in 80 seeds")
    drive.click(scene.parts.field.cell_rect(cell).center)
    die = scene.selection.color_die
    assert die is not None and colors[die] == "*" and scene.selection.cells == [cell]
    assert any("kostet eine Gießkanne" in toast for toast in drive.app.toasts)
    numbers = scene.state.summary()["dice"]["numbers"]
    fitting = [i for i, n in enumerate(numbers) if n in (1, "*")]
    if fitting:  # one field: a 1 or a Gießkanne number die lets it bloom
        cans = scene.state.summary()["players"][0]["cans"]
        drive.key(str(fitting[0] + 4))
        drive.key("return")
        assert scene.match.actions[-1][1]["color"] == scene.view.field_data().color(cell)
        spent = 1 + (numbers[fitting[0]] == "*")
        assert scene.state.summary()["players"][0]["cans"] == cans - spent
    assert drive.app.errors == []


def test_a_suggested_colour_die_of_the_fields_colour_costs_nothing(drive):
    for seed in range(1, 40):
        scene = open_game(drive, dict(REKORD), seed=seed)
        settle(drive, scene)
        drive.key("w")
        settle(drive, scene)
        colors = scene.state.summary()["dice"]["colors"]
        field = scene.view.field_data()
        cell = next(((7, r) for r in range(7) if field.color((7, r)) in colors), None)
        if cell is not None:
            break
        drive.app.home()
    drive.click(scene.parts.field.cell_rect(cell).center)
    assert colors[scene.selection.color_die] == scene.view.field_data().color(cell)
    assert not any("kostet" in toast for toast in drive.app.toasts)
    assert any("vorgeschlagen" in toast for toast in drive.app.toasts)


def test_with_no_giesskanne_left_a_can_die_cannot_be_taken(drive):
    """„Hast du keine mehr, kannst du Kannen-Würfel nicht nehmen.“ — played down to an empty
    stock with real keys, then the key of a Gießkanne die is refused."""
    from tests.tulpe_ui.helpers import choose_by_keys

    options = dict(REKORD, cans=6)
    for seed in range(1, 20):
        scene = open_game(drive, options, seed=seed)
        target = None
        while not scene.match.state.is_over():
            settle(drive, scene)
            if scene.view.phase.kind == "roll":
                drive.key("w")
                continue
            dice = scene.state.summary()["dice"]
            cans = scene.state.summary()["players"][0]["cans"]
            can_dice = [("color", i) for i, v in enumerate(dice["colors"]) if v == "*"] + \
                [("number", i) for i, v in enumerate(dice["numbers"]) if v == "*"]
            if cans == 0 and can_dice:
                target = can_dice[0]
                break
            spending = [a for a in scene.match.state.legal_actions(0) if a.type == "choose"
                        and "*" in (dice["colors"][a["color_die"]],
                                    dice["numbers"][a["number_die"]])]
            choose_by_keys(drive, scene, spending[0] if spending else Action("pass"))
        if target is not None:
            break
        drive.app.home()
    else:
        raise AssertionError("never ran out of Gießkannen with a can die to try")
    kind, index = target
    drive.key(str(index + 1 if kind == "color" else index + 4))
    sel = scene.selection
    assert (sel.color_die if kind == "color" else sel.number_die) is None
    assert any("Keine Gießkanne mehr" in toast for toast in drive.app.toasts)
    assert target in scene.view.tray.blocked
    dice = scene.state.summary()["dice"]
    assert not any("*" in (dice["colors"][a["color_die"]], dice["numbers"][a["number_die"]])
                   for a in scene.match.state.legal_actions(0) if a.type == "choose")
