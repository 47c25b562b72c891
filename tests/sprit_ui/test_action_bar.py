"""The action bar under the road keeps „Fahren für … L → … L Rest“ at the type scale's sizes.

At 1024×700 with 150 % text the four move buttons took the bar's room and the drive button,
left at a fifth of it, drew its label below the smallest text size once a field was chosen
(#30: the Erste Partie's step 3 selects field 2 and showed it so)."""

from __future__ import annotations

import pytest

from speedgames.ui.widgets import clipping
from tests.sprit_ui.helpers import open_game, seats, select_by_keys, wait_for_human
from tests.ui.harness import Driver, make_app


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_the_drive_button_label_is_never_shrunk_with_a_field_chosen(tmp_path, lang, size):
    app = make_app(tmp_path, lang=lang, size=size)
    try:
        app.set_text_scale(150)
        drive = Driver(app)
        scene = open_game(drive, {"seats": seats("human", "easy"), "mode": "table"}, seed=2)
        assert wait_for_human(drive, scene)
        far = sorted(scene.view.prices)[-1]
        with clipping.recording() as clips:
            for field in sorted(scene.view.prices):
                select_by_keys(drive, scene, field)
                drive.frames(2)
        assert scene.selected == far
        button = scene.buttons["drive"]
        font, lines = button.label_block(app.theme)
        assert len(lines) <= 2
        bad = [str(c) for c in clips if "sprit/screen" in c.site]
        assert bad == []
        assert app.errors == []
    finally:
        app.shutdown()
