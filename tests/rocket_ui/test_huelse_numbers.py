"""The Hülse names its fields: the texts speak of fields („Feld 2 → 4“, „eine Rakete … bis
Feld 34“, „Abend 1: 14“) while a tile shows Mark (oben) and Ruhm (unten) — so every tenth field
carries its number, readable on the screen."""

from __future__ import annotations

from speedgames.rocket.screen.huelse import MILESTONES

ANNA = [{"kind": "human", "name": "Anna"}]


def test_every_tenth_field_shows_its_number_next_to_its_tile(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
    drive.frames(2)
    hul = sc.huelse
    assert set(hul.milestone_rects) == set(MILESTONES) == {10, 20, 30, 40, 50}
    screen = drive.app.screen
    for field, pill in hul.milestone_rects.items():
        assert hul.rect.contains(pill)
        # the pill touches its own tile (the closest tile centre is the field's)
        nearest = min(range(len(hul.centres)),
                      key=lambda f: (hul.centres[f][0] - pill.centerx) ** 2
                      + (hul.centres[f][1] - pill.centery) ** 2)
        assert nearest == field, f"the number {field} sits nearer field {nearest}"
        colours = {screen.get_at((x, pill.centery))[:3]
                   for x in range(pill.left + 2, pill.right - 2)}
        assert len(colours) >= 2, "the pill shows a number on its ground"


def test_the_numbers_stay_readable_in_the_smallest_window(tmp_path):
    from tests.rocket_ui.conftest import Play
    from tests.ui.harness import make_app

    app = make_app(tmp_path, size=(1024, 700), theme="light")
    try:
        drive = Play(app)
        sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
        drive.frames(2)
        for pill in sc.huelse.milestone_rects.values():
            assert pill.height >= 10
        rects = list(sc.huelse.milestone_rects.values())
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    finally:
        app.shutdown()
