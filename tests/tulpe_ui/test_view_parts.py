"""The table's parts work from one frozen view, never from the scene (issues #9 and #26), and
what another person chose covertly never enters the view nor the picture (#27)."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path
from types import SimpleNamespace

import pygame
import pytest

from speedgames.core.game import Action
from speedgames.tulpe.screen import view as view_mod
from speedgames.tulpe.screen.demo import demo_options
from speedgames.tulpe.screen.flow import TulpeFlow
from speedgames.tulpe.screen.view import UiState, build_view
from speedgames.ui.overlays import PrivacyScreen
from tests.tulpe_ui.helpers import choose_by_keys, curtain, open_game, settle
from tests.ui.harness import Driver, make_app

SCREEN = Path(view_mod.__file__).parent
PARTS = sorted(p.name for p in SCREEN.glob("*.py") if p.name != "scene.py")
THREE = [{"kind": "human", "name": "Anna"}, {"kind": "human", "name": "Bernhard"},
         {"kind": "human", "name": "Clara"}]


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    return found | {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}


@pytest.mark.parametrize("name", PARTS)
def test_a_part_never_imports_the_scene_nor_the_app_not_even_for_type_checking(name):
    imported = _imports(SCREEN / name)
    assert "speedgames.tulpe.screen.scene" not in imported
    assert not any(m == "speedgames.app" or m.startswith("speedgames.app.") for m in imported)
    assert "TulpeScene" not in (SCREEN / name).read_text(encoding="utf-8")


def test_the_scene_knows_the_app_only_as_applike():
    assert not any(m.startswith("speedgames.app") for m in _imports(SCREEN / "scene.py"))


def test_the_view_is_frozen_and_says_what_the_table_shows(drive):
    scene = open_game(drive, demo_options(4))
    settle(drive, scene)
    view = scene.view
    assert view.acting is not None and view.chooser == 0
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.viewed = 1  # type: ignore[misc]
    with pytest.raises(TypeError):
        view.facts["wurf"] = 9  # type: ignore[index]
    assert view.caption == "Feld von Anna" and view.tray.status == view.status
    assert [c.seat for c in view.cards] == list(range(4))
    from speedgames.core.game import State

    for field in dataclasses.fields(view):  # plain data only: no rules state, no table
        value = getattr(view, field.name)
        assert field.name != "state" and not isinstance(value, State), field.name
        assert type(value).__module__.split(".")[0] in ("builtins", "types", "speedgames"), \
            field.name
        assert not type(value).__module__.startswith(("speedgames.ui.table",
                                                      "speedgames.tulpe.rules")), field.name
    assert scene.view is view, "nothing changed: the same view"
    drive.key("w")
    settle(drive, scene)
    assert scene.view is not view and scene.view.phase.kind == "active"


def _clara_after_bernhard(tmp_path, bernhard: str):
    """A table of three people: Anna passes, Bernhard chooses covertly (``bernhard``: the
    first legal choice or pass), then Clara has the device after the curtain."""
    app = make_app(tmp_path, size=(1280, 800))
    drive = Driver(app)
    scene = open_game(drive, {"seats": THREE, "mode": "table", "clock": None}, seed=11)
    settle(drive, scene)
    drive.key("w")
    settle(drive, scene)
    drive.key("p")
    for name, choice in (("Bernhard", bernhard), ("Clara", None)):
        curtain(drive, scene)
        assert isinstance(app.stack.top, PrivacyScreen) and app.stack.top.player == name
        drive.frames(30)
        drive.key("return")
        settle(drive, scene)
        if choice is not None:
            legal = scene.match.state.legal_actions(1)
            action = next(a for a in legal if a.type == "choose") if choice == "choose" \
                else Action("pass")
            choose_by_keys(drive, scene, action)
    assert scene.view.acting == ("others", 2)
    assert (scene.state.choices[1] is None) == (bernhard == "pass")  # the positions differ
    drive.frames(2)
    return app, scene


def test_another_persons_covert_choice_never_enters_the_view_nor_the_picture(tmp_path):
    """Clara's screen is the same whether Bernhard chose some fields or passed: his choice
    shows only when everything blooms."""
    shown = []
    for i, bernhard in enumerate(("choose", "pass")):
        app, scene = _clara_after_bernhard(tmp_path / str(i), bernhard)
        try:
            assert app.errors == []
            shown.append((scene.view, pygame.image.tobytes(app.screen, "RGB")))
        finally:
            app.shutdown()
    (chose, chose_picture), (passed, passed_picture) = shown
    assert chose == passed
    assert chose_picture == passed_picture


def test_while_a_curtain_is_due_the_view_holds_public_facts_only(tmp_path):
    """Between two people nobody's eyes are at the device: the view is made for nobody, and the
    selection and the Rat's advice of the last one are not in it."""
    from speedgames.core.storage import Storage
    from speedgames.tulpe.rules import GAME
    from speedgames.tulpe.screen.view import Chosen
    from speedgames.ui.table import Table

    app = SimpleNamespace(storage=Storage(tmp_path / "data", durable=False),
                          settings=SimpleNamespace(animations="off"), frames=0,
                          toast=lambda *a, **k: None, push=lambda scene: None,
                          report_error=lambda *a: pytest.fail("no error expected"),
                          audio=SimpleNamespace(play=lambda name: None))
    flow = TulpeFlow()
    table = Table(app, GAME, flow, options={"seats": THREE, "mode": "table"}, seed=11,
                  autosave=False, threaded=False)
    table.tick(0.1)
    table.act(0, Action("roll"))
    table.act(0, Action("pass"))
    table.tick(0.1)
    assert table.curtain == 1 and table.viewer is None
    ui = UiState(selection=Chosen(0, 0, ((7, 3),)), advice=SimpleNamespace(reason=None))
    view = build_view(table, flow, ui)
    assert view.viewer is None and view.selection.empty and view.advice is None
    assert view.acting is None and "my_choice" not in view.facts
    table.close()
