"""Speedtulpe hot-seat (#27): another person's covert choice never shows. Two tables that differ
only in what Anna chose covertly (the same dice taken — which dice went is public — but other
cells) give Bernhard, behind the curtain and after it, exactly the same picture."""

from __future__ import annotations

from tests.tulpe_ui.helpers import covert_pair, hotseat_rolled, pass_to_bernhard
from tests.ui.harness import drawn


def _bernhard_sees(tmp_path, which: int) -> tuple[bytes, bytes, bytes]:
    with hotseat_rolled(tmp_path / str(which)) as (drive, scene):
        app = drive.app
        choice = covert_pair(scene)[which]
        for col, row in choice["cells"]:  # Anna's own screen shows what she is choosing
            scene.pointer.cursor = (col, row)
        scene.selection.color_die, scene.selection.number_die = (choice["color_die"],
                                                                 choice["number_die"])
        annas = drawn(app)
        at_curtain = pass_to_bernhard(drive, scene, choice, lambda: drawn(app))
        assert scene.viewed == 1
        assert app.errors == []
        return at_curtain, drawn(app), annas


def test_bernhard_sees_the_same_picture_whatever_anna_chose_covertly(tmp_path):
    curtain_a, table_a, anna_a = _bernhard_sees(tmp_path, 0)
    curtain_b, table_b, anna_b = _bernhard_sees(tmp_path, 1)
    assert anna_a != anna_b, "Anna's own screen shows her choice (the check can fail)"
    assert curtain_a == curtain_b, "Anna's covert choice shows on the curtain"
    assert table_a == table_b, "Anna's covert choice shows on Bernhard's screen"
