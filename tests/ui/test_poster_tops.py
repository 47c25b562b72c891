"""#30: an Endtafel over the Kontor leaves only the top of each poster in sight (about an eighth
of it at 1024×700 and 1920×1080); Speedsprit's showed a strip of plain sky there — „empty“.
Every poster has something in its top eighth: a row there that is not one flat colour."""

from __future__ import annotations

import pygame
import pytest

from speedgames.core import catalog
from speedgames.ui import art


@pytest.mark.parametrize("size", [(282, 235), (553, 421), (356, 296)])
@pytest.mark.parametrize("theme", ["dark", "light"])
@pytest.mark.parametrize("game", [d.id for d in catalog.descriptions() if d.poster])
def test_the_top_eighth_of_every_poster_shows_something(game, size, theme):
    pygame.font.init()
    img = art.picture(game, size, theme)
    w, h = img.get_size()
    rows = range(2, max(3, h // 8))
    busy = [y for y in rows if len({tuple(img.get_at((x, y)))[:3] for x in range(2, w - 2)}) > 3]
    assert busy, f"{game}: the top eighth is plain sky"
