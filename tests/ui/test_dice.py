"""Dice: pips 1–6, colour faces with a mark, the Gießkanne, a tumble that can be skipped."""

import pygame
import pytest

from speedgames.ui.dice import MARKS, PIPS, DiceTumble, Face, draw_die, number_faces
from speedgames.ui.theme import Theme


@pytest.fixture
def surface():
    return pygame.Surface((200, 200))


def ink_pixels(surface, rect, ink=(34, 30, 28)):
    return sum(1 for x in range(rect.x, rect.right) for y in range(rect.y, rect.bottom)
               if surface.get_at((x, y))[:3] == ink)


def test_every_number_has_its_pips():
    assert {n: len(p) for n, p in PIPS.items()} == {1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6}


def test_more_pips_more_ink(surface):
    theme = Theme("light")
    counts = []
    for n in range(1, 7):
        surface.fill((0, 0, 0))
        draw_die(surface, pygame.Rect(20, 20, 120, 120), Face.number(n), theme)
        counts.append(ink_pixels(surface, pygame.Rect(20, 20, 120, 120)))
    assert counts == sorted(counts) and counts[0] > 0


def test_faces_are_validated():
    with pytest.raises(ValueError):
        Face.number(7)
    with pytest.raises(ValueError):
        Face.colour((1, 2, 3), "blob")


@pytest.mark.parametrize("mark", MARKS)
def test_colour_faces_show_their_colour_and_mark(surface, mark):
    red = (200, 40, 50)
    draw_die(surface, pygame.Rect(20, 20, 120, 120), Face.colour(red, mark), Theme("dark"))
    assert surface.get_at((30, 80))[:3] == red
    middle = pygame.Rect(50, 50, 60, 60)  # the mark sits in the middle, in the contrast ink
    assert ink_pixels(surface, middle, ink=(250, 246, 236)) > 40


def test_the_watering_can_is_drawn_in_blue(surface):
    surface.fill((0, 0, 0))
    draw_die(surface, pygame.Rect(20, 20, 120, 120), Face.can(), Theme("dark"))
    blue = sum(1 for x in range(20, 140) for y in range(20, 140)
               if surface.get_at((x, y))[:3] == (46, 110, 170))
    assert blue > 300


def test_rotated_and_selected_dice_draw(surface):
    draw_die(surface, pygame.Rect(20, 20, 100, 100), Face.number(5), Theme("dark"), angle=20,
             selected=True, disabled=True, focused=True)


def test_tumble_ends_on_the_rolled_faces_and_can_be_skipped():
    final = [Face.number(3), Face.can(), Face.number(1)]
    roll = DiceTumble(final, [number_faces()] * 3, duration=0.8)
    assert not roll.done
    roll.skip()
    assert roll.done and [roll.face(i) for i in range(3)] == final
    assert all(roll.angle(i) == 0 and roll.offset(i, 50) == (0, 0) for i in range(3))


def test_tumble_is_deterministic_and_settles_one_after_another():
    final = [Face.number(6), Face.number(2)]
    a = DiceTumble(final, [number_faces()] * 2)
    b = DiceTumble(final, [number_faces()] * 2)
    seen = set()
    while not a.done:
        a.update(0.05)
        b.update(0.05)
        assert [a.face(i) for i in range(2)] == [b.face(i) for i in range(2)]
        seen.add(a.face(0))
        if a.settled(1):
            assert a.settled(0)
    assert len(seen) > 2  # it really tumbled


def test_tumble_needs_one_pool_per_die():
    with pytest.raises(ValueError):
        DiceTumble([Face.number(1)], [number_faces(), number_faces()])


def test_tumble_draws_mid_roll(surface):
    roll = DiceTumble([Face.number(4)] * 3, [number_faces()] * 3)
    roll.update(0.2)
    roll.draw(surface, [pygame.Rect(10 + 60 * i, 60, 50, 50) for i in range(3)], Theme("light"))


def test_a_turned_die_and_the_tumbles_faces_are_the_one_die_image():
    """One drawing code: ``draw_die(angle=…)`` rotates :func:`die_image`, and the tray's tumble
    (``anim.tumble``) draws its flying faces from the same image."""
    from speedgames.ui.anim import tumble
    from speedgames.ui.dice import die_image

    theme = Theme("dark")
    face = Face.colour((200, 40, 50), "star")
    img = die_image(face, 40, theme, selected=True)
    assert img.get_size() == (60, 60) and img.get_at((0, 0)).a == 0
    assert img.get_at((30, 30))[:3] != (0, 0, 0)
    turned = pygame.Surface((120, 120), pygame.SRCALPHA)
    draw_die(turned, pygame.Rect(40, 40, 40, 40), face, theme, angle=30, selected=True)
    by_hand = pygame.Surface((120, 120), pygame.SRCALPHA)
    rotated = pygame.transform.rotate(img, 30)
    by_hand.blit(rotated, rotated.get_rect(center=(60, 60)))
    assert pygame.image.tobytes(turned, "RGBA") == pygame.image.tobytes(by_hand, "RGBA")
    flying = tumble._face_image(Face.number(5), 40, theme.name, theme)
    assert pygame.image.tobytes(flying, "RGBA") == \
        pygame.image.tobytes(die_image(Face.number(5), 40, theme), "RGBA")
    assert die_image(face, 3, theme).get_size() == (12, 12)  # never below 8 px
