"""#30: the Kupferblau-Vorschau's chips have the info window the rule text promises — over the
chip's button and over the chip drawn above it."""

from __future__ import annotations

import pygame

from speedgames.rocket.screen.tips import chip_name
from tests.rocket_ui.test_prompt_keys import _preview_of


def _hover(drive, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    drive.frames(45)   # longer than the hover delay


def test_every_vorschau_chip_tells_what_it_is(drive):
    sc = _preview_of(drive, "B4")
    shown = list(sc.state.players[0]["preview"])
    for chip, button in zip(shown, sc.board.preview_buttons):
        _hover(drive, button.rect.center)
        assert sc.tips.content is not None, f"no info window for {chip}"
        assert sc.tips.content.title == chip_name(chip)
    assert drive.app.errors == []


def test_the_chip_drawn_above_its_button_tells_it_too_and_the_huelse_under_the_card_not(drive):
    """Over the chip's picture the window showed the Hülse's field under the Vorschau card."""
    sc = _preview_of(drive, "B4")
    shown = list(sc.state.players[0]["preview"])
    for chip, button in zip(shown, sc.board.preview_buttons):
        _hover(drive, (button.rect.centerx, button.rect.top - 20))
        assert sc.tips.content is not None, f"no info window for {chip}"
        assert sc.tips.content.title == chip_name(chip)
    card = sc.board.rects["prompt"]
    _hover(drive, (card.x + 8, card.y + 8))       # the card's title corner
    assert sc.tips.content is None or "Feld" not in str(sc.tips.content.title)
