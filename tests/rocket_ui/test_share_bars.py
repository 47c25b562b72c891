"""„Tagesrätsel teilen: Nach dem Tagesrätsel gibt es eine Zeile zum Kopieren (Ruhm und
Raketenhöhen als Balken) und darunter „So lief der Beste heute“ – nur die Höhen je Abend“.
On the Endtafel the bars are drawn as little rectangles (the fonts have no block characters)."""

from __future__ import annotations

import pygame

from speedgames.rocket.screen.share import BAR_STEPS, HeightBars, level

ANNA = [{"kind": "human", "name": "Anna"}]


def test_bar_levels_match_the_copied_block_characters():
    from speedgames.rocket import modes

    heights = list(range(0, 54))
    blocks = modes.bars(heights)
    assert [modes.BARS.index(ch) + 1 for ch in blocks] == [level(h) for h in heights]
    assert level(0) == 1 and level(53) == BAR_STEPS


def test_height_bars_are_drawn_as_rectangles_as_high_as_their_level(app):
    th = app.theme
    bars = HeightBars("Speedrocket 2026-11-30 · 61 Ruhm ·", [0, 20, 53])
    surface = pygame.Surface((800, 100))
    surface.fill((0, 0, 0))
    rect = pygame.Rect(0, 10, 800, bars.height(th, 800))
    bars.draw(surface, th, rect)
    assert len(bars.drawn) == 3
    assert bars.drawn[0].height < bars.drawn[1].height < bars.drawn[2].height
    for bar in bars.drawn:
        assert rect.contains(bar)
        assert surface.get_at(bar.center)[:3] == th.color("accent")[:3]
    narrow = pygame.Rect(0, 0, 120, bars.height(th, 120))
    assert narrow.height > rect.height, "a narrow panel puts the bars under the words"


def test_daily_endtafel_shows_the_share_line_and_the_best_as_bars(drive, monkeypatch):
    """(The master's own run takes the strong computer several seconds — it is tested by
    test_scene_solo; here it answers at once, so the Endtafel never waits on a busy machine.)"""
    import speedgames.rocket.screen.endtafel as endtafel

    master = ([12, 9, 14, 18, 20, 16, 28, 20, 38], 80)
    monkeypatch.setattr(endtafel, "master_heights", lambda options, seed: master)
    drive.app.settings.animations = "off"
    sc = drive.open_game(ANNA, mode="daily", seed=99, date="2026-11-30")
    drive.play_solo_to_endtafel(draws=1)
    tafel = drive.app.stack.top
    drive.frames(2)
    drawn = [n for n in tafel.notes if isinstance(n, HeightBars)]
    assert len(drawn) == 2, "the player's line and „So lief der Meister heute“"
    assert not any(getattr(n, "key", None) == "rocket.ui.end.note" for n in tafel.notes), \
        "a solo game has no tie to break"
    mine, best = drawn
    assert list(mine.heights) == [h["fields"][0] for h in sc.state.history]
    assert len(mine.drawn) == sc.state.evenings and len(best.drawn) == sc.state.evenings
    assert "Meister" in best.text and "80" in best.text and list(best.heights) == master[0]
    screen = drive.app.screen.get_rect()
    for bar in mine.drawn + best.drawn:
        assert bar.width > 0 and bar.height > 0 and screen.contains(bar)
    assert pygame.scrap.get_text() == sc.share_line(), "the line with block bars is copied"
    assert drive.app.errors == []
