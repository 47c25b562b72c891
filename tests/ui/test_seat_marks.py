"""„Farbsymbole“: one distinct symbol per seat, drawn only when the setting is on."""

from __future__ import annotations

import pygame
import pytest

from speedgames.ui import dice, seat_marks
from speedgames.ui.theme import Theme, contrast


def test_six_seats_have_six_different_symbols_from_the_dice_set():
    marks = [seat_marks.seat_mark(seat) for seat in range(6)]
    assert len(set(marks)) == 6 and set(marks) <= set(dice.MARKS)
    assert seat_marks.seat_mark(6) == seat_marks.seat_mark(0)


def test_the_ink_reads_on_every_seat_colour():
    for colour in ((204, 72, 58), (56, 118, 204), (66, 160, 92), (222, 168, 52), (240, 240, 230)):
        assert contrast(seat_marks.ink_on(colour), colour) >= 3


def _badge(marks: bool, seat: int) -> bytes:
    surface = pygame.Surface((40, 40))
    surface.fill((0, 0, 0))
    seat_marks.draw_seat_badge(surface, Theme("dark", seat_marks=marks), (20, 20), 16, seat,
                               (56, 118, 204))
    return pygame.image.tobytes(surface, "RGB")


def test_a_badge_shows_its_symbol_only_with_the_setting_on():
    assert _badge(True, 0) != _badge(False, 0)
    assert _badge(False, 0) == _badge(False, 1)  # without symbols two seats look alike …
    assert _badge(True, 0) != _badge(True, 1)  # … with them they do not


def test_a_stripe_gets_a_symbol_only_when_it_is_wide_enough():
    theme = Theme("dark", seat_marks=True)
    for width, drawn in ((4, False), (14, True)):
        surface = pygame.Surface((30, 30))
        surface.fill((56, 118, 204))
        before = pygame.image.tobytes(surface, "RGB")
        seat_marks.mark_on_stripe(surface, theme, pygame.Rect(0, 0, width, 30), 2,
                                  (56, 118, 204))
        assert (pygame.image.tobytes(surface, "RGB") != before) is drawn


def _log_pixels(marks: bool, seat: int) -> bytes:
    from speedgames.ui.log_panel import LogPanel

    pygame.font.init()
    surface = pygame.Surface((300, 120))
    log = LogPanel(pygame.Rect(0, 0, 300, 120), title=None)
    log.append("Anna zieht", "info", (56, 118, 204), seat=seat)
    log.draw(surface, Theme("dark", seat_marks=marks))
    return pygame.image.tobytes(surface, "RGB")


def test_the_spielverlauf_dot_carries_the_seat_symbol_with_the_setting_on():
    assert _log_pixels(False, 0) == _log_pixels(False, 3)
    assert _log_pixels(True, 0) != _log_pixels(True, 3)
    assert _log_pixels(True, 0) != _log_pixels(False, 0)


def _region(app, rect: pygame.Rect) -> bytes:
    app.draw()
    return pygame.image.tobytes(app.screen.subsurface(rect.clip(app.screen.get_rect())), "RGB")


# where each game shows its seats: Speedrocket's seat cards and Spielverlauf, Speedsprit's cars
# on the road and its driver list
SEAT_PLACES = {
    "rocket.game": lambda scene: {"seat cards": scene.board.players.rect,
                                   "Spielverlauf": scene.log.rect},
    "sprit.game": lambda scene: {"road": scene.rects["road"], "drivers": scene.panel.list_rect},
}


@pytest.mark.parametrize("name", sorted(SEAT_PLACES))
def test_a_game_shows_seat_symbols_only_with_the_setting_on_switched_live(tmp_path, name):
    from speedgames.ui import registry
    from tests.ui.harness import Driver, make_app

    app = make_app(tmp_path)
    drive = Driver(app)
    info = next(i for i in registry.infos() if i.name == name)
    assert app.open(name, **info.sample_kwargs(app)), app.errors
    drive.frames(3)
    places = SEAT_PLACES[name](app.stack.top)
    shots = {}
    for on in (True, False):
        app.set_colour_symbols(on)
        drive.frames(1)
        shots[on] = {place: _region(app, rect) for place, rect in places.items()}
    for place in places:
        assert shots[True][place] != shots[False][place], f"{name}: {place} shows no symbols"
    assert app.errors == []
    app.shutdown()
