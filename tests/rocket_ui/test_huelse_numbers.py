"""The Hülse names every field: the texts speak of fields („Feld 2 → 4“, „eine Rakete … bis
Feld 34“, „Wertungsfeld: Feld 22“) and the seed's Hülse has „die Feldern 0 bis 53“, so each tile
carries its number on a pill between its Mark (oben) and its Ruhm (unten) — all three readable,
none over another, in the smallest window too."""

from __future__ import annotations

import pytest

from speedgames.rocket.screen.huelse import COMPACT_R, FIELDS
from tests.rocket_ui.conftest import Play
from tests.ui.harness import make_app

ANNA = [{"kind": "human", "name": "Anna"}]


@pytest.mark.parametrize("size,theme", [((1024, 700), "light"), ((1920, 1080), "dark")])
def test_every_field_shows_its_number_between_mark_and_ruhm(tmp_path, size, theme):
    app = make_app(tmp_path, size=size, theme=theme)
    try:
        drive = Play(app)
        sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
        drive.frames(2)
        hul = sc.board.huelse
        assert set(hul.number_rects) == set(range(FIELDS)) == set(range(54))
        screen = app.screen
        for field in range(FIELDS):
            pill, mark, ruhm = hul.number_rects[field], hul.mark_rects[field], \
                hul.ruhm_rects[field]
            cx, cy = hul.centres[field]
            r = hul.field_r
            for part in (pill, mark, ruhm):   # inside the tile's square
                assert part.left >= cx - r and part.right <= cx + r + 1, (field, part)
                assert part.top >= cy - r - 1 and part.bottom <= cy + r + 1, (field, part)
            assert mark.bottom <= pill.top + 1 and pill.bottom <= ruhm.top + 1, \
                f"field {field}: Mark above the number above the Ruhm"
            # the ink of the digits: the number on its pill biggest, Mark and Ruhm as before
            assert pill.height >= 10 and mark.height >= 7 and ruhm.height >= 7
            if field in (13, 44, 53):   # tiles with no chip or plug on them: the pill shows
                colours = {screen.get_at((x, pill.centery))[:3]
                           for x in range(pill.left + 1, pill.right - 1)}
                assert len(colours) >= 3, "a number on its own ground"
        rects = list(hul.number_rects.values())
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    finally:
        app.shutdown()


def test_beside_the_show_the_small_tiles_still_order_mark_number_ruhm(tmp_path):
    """At 1024×700 the Hülse shrinks beside the show: the number goes without its pill (no
    room), in plain ink, still between Mark and Ruhm and the biggest of the three."""
    app = make_app(tmp_path, size=(1024, 700), theme="dark")
    try:
        drive = Play(app)
        sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
        drive.stuff_and_stop(draws=1)
        drive.until(lambda: sc.show is not None)
        drive.frames(3)
        hul = sc.board.huelse
        assert hul.field_r < COMPACT_R, "the show's Hülse is the small one"
        for field in range(FIELDS):
            num, mark, ruhm = hul.number_rects[field], hul.mark_rects[field], \
                hul.ruhm_rects[field]
            assert mark.bottom <= num.top + 1 and num.bottom <= ruhm.top + 1, field
            assert num.height >= mark.height >= 6 and ruhm.height >= 6
    finally:
        app.shutdown()


def test_the_tooltip_and_the_pill_name_the_same_field(drive):
    import pygame

    sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
    drive.frames(2)
    pill = sc.board.huelse.number_rects[22]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pill.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    drive.frames(45)
    assert sc.tips.content is not None
    assert str(sc.tips.content.title) == "Feld 22"


def _digit_heights(tmp_path, size, scale):
    app = make_app(tmp_path / f"{size[0]}-{scale}", size=size)
    try:
        app.set_text_scale(scale)
        drive = Play(app)
        sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
        drive.frames(2)
        hul = sc.board.huelse
        return min(hul.number_ink[f].height for f in range(FIELDS)), hul.field_r
    finally:
        app.shutdown()


def test_the_field_numbers_grow_with_the_text_size(tmp_path):
    """#30: the spiral's numbers were ≈7 px at 1024×700 whatever the text size."""
    small, r = _digit_heights(tmp_path, (1024, 700), 100)
    big, r_big = _digit_heights(tmp_path, (1024, 700), 150)
    assert small >= 9, small                 # was 7
    assert big >= small, (small, big)        # the tile is the limit at 1024×700
    wide, _ = _digit_heights(tmp_path, (1920, 1080), 100)
    assert wide >= 16, wide                  # was 14: as tall as the Mark's digits


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_at_150_percent_the_numbers_still_stand_between_mark_and_ruhm(tmp_path, size):
    app = make_app(tmp_path, size=size)
    try:
        app.set_text_scale(150)
        drive = Play(app)
        sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
        drive.frames(2)
        hul = sc.board.huelse
        for field in range(FIELDS):
            pill, mark, ruhm = hul.number_rects[field], hul.mark_rects[field], \
                hul.ruhm_rects[field]
            assert hul.number_ink[field].width <= pill.width
            assert mark.bottom <= pill.top + 1 and pill.bottom <= ruhm.top + 1, field
    finally:
        app.shutdown()
