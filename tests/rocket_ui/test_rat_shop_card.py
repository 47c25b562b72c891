"""The Rat's card in the shop (#28): its lines are drawn whole — a line that has no room left is
left out, never cut at the card's edge (it was cut mid-sentence over the „Rat (R)“ button)."""

from __future__ import annotations

import pygame

from speedgames.rocket.screen import status
from speedgames.ui.theme import Theme


def test_a_card_too_small_for_its_lines_draws_only_whole_ones(tmp_path):
    pygame.init()
    theme = Theme("dark", text_scale=1.5)
    surface = pygame.Surface((600, 600))
    lines = [("Kauf Bariumgrün 1 (4 Mark von 6 Mark).", "good"),
             ("Wert gegenüber keinem Kauf: +2,5 Ruhm am Ende", "text"),
             ("Bariumgrün 1 statt Strontiumrot 1: im Schnitt +0,3 Ruhm am Ende", "dim")]
    full = status.card_height(theme, 240, "Rat des Meisters", lines)
    rect = pygame.Rect(10, 10, 240, full - theme.px(30))
    used = status.draw_card(surface, theme, rect, "Rat des Meisters", lines)
    assert used <= rect.height
    roomy = pygame.Rect(10, 10, 240, full)
    assert status.draw_card(surface, theme, roomy, "Rat des Meisters", lines) <= full
