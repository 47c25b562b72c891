"""The table's drawing parts work from the read-only TableView, never from the scene (issue #9)."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from speedgames.tulpe.screen import table_view
from speedgames.tulpe.screen.scene_demo import demo_options
from tests.tulpe_ui.helpers import open_game, settle

SCREEN = Path(table_view.__file__).parent
VIEW_PARTS = ("scene_hud.py", "scene_info.py", "table_view.py", "view_model.py", "chronicle.py",
              "computer.py")


@pytest.mark.parametrize("name", VIEW_PARTS)
def test_a_view_part_never_imports_the_scene_not_even_for_type_checking(name):
    tree = ast.parse((SCREEN / name).read_text(encoding="utf-8"))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    imported |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert "speedgames.tulpe.screen.scene" not in imported
    assert "TulpeScene" not in (SCREEN / name).read_text(encoding="utf-8")


def test_the_table_view_is_frozen_and_says_what_the_hud_says(drive):
    scene = open_game(drive, demo_options(4))
    settle(drive, scene)
    view = scene.view()
    assert view.human_step is not None and view.chooser == 0
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.viewed = 1  # type: ignore[misc]
    assert table_view.caption(view) == scene.hud.caption()
    assert table_view.status_text(view) == scene.hud.status_text()
    assert [c.seat for c in table_view.cards(view)] == list(range(len(scene.controller.seats)))
