"""The Rat's box draws its lines whole: a line without room is left out, never cut at the edge
(at 1024×700 with 150 % text the other plan used to be cut in half)."""

from __future__ import annotations

import pygame

from speedgames.sprit.screen.rat import whole_lines
from speedgames.ui.theme import Theme

MOVE = "Auf Feld 2 fahren (→ 62 L Rest) – an der Tankstelle kannst du tanken oder ablassen."
OTHER = "Anderer Plan: Auf Feld 7 fahren (→ 37 L Rest) – Tafel 1/5/6 passt: 10 L."


def test_a_line_without_room_is_left_out_not_cut_and_the_move_always_stays():
    pygame.font.init()
    th = Theme("dark")
    font = th.font("small")
    one = font.get_linesize()
    assert whole_lines(th, font, 300, (MOVE, OTHER), room=100 * one) == (MOVE, OTHER)
    assert whole_lines(th, font, 300, (MOVE, OTHER), room=3 * one) == (MOVE,)
    assert whole_lines(th, font, 300, (MOVE, OTHER), room=0) == (MOVE,)
