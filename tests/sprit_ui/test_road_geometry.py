"""The serpentine is computed from the window size: for any board rectangle and both tracks, every
field lies on the board, neighbours never overlap, and the road climbs from the Start (bottom) to
the Ziel (top) — the pass hotel stands up there."""

from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from speedgames.sprit.rules.tracks import TRACKS
from speedgames.sprit.screen.road import build


@settings(max_examples=40, deadline=None)
@given(w=st.integers(500, 2400), h=st.integers(380, 1500),
       track=st.sampled_from(sorted(TRACKS)))
def test_fields_fit_the_board_and_never_overlap(w, h, track):
    rect = pygame.Rect(10, 20, w, h)
    n = TRACKS[track].ziel + 1
    geo = build(rect, n)
    assert len(geo.centres) == n
    for f in range(n):
        x, y = geo.centre(f)
        assert rect.inflate(2, 2).collidepoint(x, y)
    for f in range(n - 1):
        (x1, y1), (x2, y2) = geo.centre(f), geo.centre(f + 1)
        assert (x1 - x2) ** 2 + (y1 - y2) ** 2 >= (2 * geo.tile) ** 2
    assert geo.centre(n - 1)[1] < geo.centre(0)[1]  # the Ziel is up the pass
    # every field is found again under its own centre
    assert all(geo.field_at(geo.centre(f)) == f for f in range(n))


@settings(max_examples=20, deadline=None)
@given(a=st.integers(0, 64), b=st.integers(0, 64))
def test_cars_drive_along_the_road_between_two_fields(a, b):
    geo = build(pygame.Rect(0, 0, 900, 620), 66)
    path = geo.sub_path(geo.s_of(a), geo.s_of(b))
    start, end = path[0], path[-1]
    assert abs(start[0] - geo.centres[a][0]) < 1 and abs(start[1] - geo.centres[a][1]) < 1
    assert abs(end[0] - geo.centres[b][0]) < 1 and abs(end[1] - geo.centres[b][1]) < 1


@settings(max_examples=40, deadline=None)
@given(w=st.integers(500, 2400), h=st.integers(380, 1500),
       track=st.sampled_from(sorted(TRACKS)))
def test_start_plate_numbers_and_price_tags_stay_on_the_board(w, h, track):
    """Big signs on few rows (Bergsprint at 1920×1080) once pushed the START plate and the bottom
    row's numbers under the action bar: below the lowest row stay 2.3 tiles, above the top row
    1.9 tiles (the price tags) inside the board."""
    rect = pygame.Rect(10, 20, w, h)
    geo = build(rect, TRACKS[track].ziel + 1)
    ys = [y for _, y in geo.centres]
    assert max(ys) + 2.3 * geo.tile <= rect.bottom + 2
    assert min(ys) - 1.9 * geo.tile >= rect.top - 2
