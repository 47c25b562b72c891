"""#30: the coach's box never covers what its step points at nor the game's key line — on every
step of every guided first game, on the small and the big window, at 100 % and 150 % text — and
the placement itself (speedgames.ui.coach_place)."""

from __future__ import annotations

import pygame
import pytest

from speedgames.ui.coach_place import place
from tests.ui.coach_drive import tab_on, wait_for_tab
from tests.ui.harness import Driver, make_app

ARM = 20


def _fixed(height: int):
    return lambda width: height


def _by_area(area: int):
    """A box of text: the narrower, the taller."""
    return lambda width: area // width


def test_the_box_keeps_off_its_target_and_the_key_line_even_in_a_side_column():
    """A big target in the middle, the key line above it: only a narrower box beside the
    target, as wide as the side column, keeps off both."""
    target = pygame.Rect(300, 230, 420, 460)
    keys = pygame.Rect(300, 200, 420, 24)
    rect = place(_by_area(350 * 550), 350, (1024, 700), 8, target=[target], must=[keys])
    assert pygame.Rect(0, 0, 1024, 700).contains(rect)
    assert not rect.colliderect(target) and not rect.colliderect(keys)
    assert rect.width < 350


def test_the_box_keeps_off_the_named_controls_where_it_can():
    target = pygame.Rect(10, 400, 120, 40)
    want = [pygame.Rect(0, 500, 1024, 200)]       # everything below 500 is named by the words
    rect = place(_fixed(200), 300, (1024, 700), 8, target=[target], want=want)
    assert not rect.colliderect(target) and not rect.colliderect(want[0])


def test_the_box_prefers_the_bottom_corners_when_all_is_free():
    rect = place(_fixed(200), 300, (1024, 700), 8)
    assert rect.bottom == 700 - 8 and rect.left in (8, 1024 - 8 - 300) and rect.width == 300


def test_a_target_as_big_as_the_window_is_covered_before_a_kept_control_or_the_key_line():
    panel_h = 100
    target = pygame.Rect(0, 0, 1000, 700)
    keep = [pygame.Rect(0, 0, 1000, 60), pygame.Rect(700, 600, 300, 100)]
    keys = pygame.Rect(0, 300, 1000, 30)
    rect = place(_fixed(panel_h), 200, (1000, 700), 10, target=[target], must=[keys],
                 want=keep)
    assert not any(rect.colliderect(k) for k in keep)
    assert not rect.colliderect(keys)


def test_a_window_too_small_for_the_box_still_gets_it_on_the_screen():
    rect = place(_fixed(900), 300, (400, 300), 8)
    assert 0 <= rect.left and rect.right <= 400, rect
    assert rect.top == 0, "too tall: its title and first words are on the screen"
    tiny = place(_fixed(50), 300, (10, 10), 8)
    assert tiny.width >= 1 and 0 <= tiny.left and tiny.right <= 10, tiny


@pytest.mark.parametrize("game", ["rocket", "sprit", "tulpe"])
@pytest.mark.parametrize("size,scale,lang,theme", [   # colours do not move a box: sampled
    ((1024, 700), 150, "de", "dark"), ((1024, 700), 100, "en", "light"),
    ((1920, 1080), 150, "en", "light"), ((1920, 1080), 100, "de", "dark")])
def test_on_every_step_the_box_leaves_its_targets_and_the_key_line_free(tmp_path, game, size,
                                                                          scale, lang, theme):
    """Each step of each guide, reached by Tab (a free step checked after each of its moves):
    the box inside the window, off every rect the step points at and off the key line (this
    replaces the older check at 1024×700 and 1600×900, which let a big target be covered).
    Each Tab waits until it acts — the computers' turns and the Rat's advice are worked out
    on worker threads; pressed by count, a loaded machine wasted Tabs until 80 ran out."""
    app = make_app(tmp_path, lang=lang, theme=theme, size=size)
    app.settings.animations = "off"
    if scale != 100:
        app.set_text_scale(scale)
    try:
        drive = Driver(app)
        assert app.open(f"{game}.tutorial")
        drive.frames(ARM)
        coach = app.stack.top
        screen = app.screen.get_rect()
        seen_keys = 0
        for _ in range(80):
            wait_for_tab(drive, coach)   # the computers and the Rat think on their workers
            if coach.finished:
                break
            coach.view._layout()
            panel, say = coach.view.rect, coach.step.say
            assert screen.contains(panel), (say, panel)
            for target in coach.target_rects():
                assert not panel.colliderect(target), (say, panel, target)
            keys = coach.key_line()
            if keys is not None:
                seen_keys += 1
                assert not panel.colliderect(keys), (say, panel, keys)
            for button in coach.view.buttons:
                assert panel.contains(button.rect), (say, button.label())
            tab_on(drive, coach, ARM)
        assert coach.finished
        assert seen_keys > 0, "the key line was found on some step"
        drive.frames(2)
        assert screen.contains(coach.view.rect)
        assert app.errors == []
    finally:
        app.shutdown()
