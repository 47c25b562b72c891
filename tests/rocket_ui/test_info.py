"""Karten-Info (hover / long press) and the Kupferblau-Vorschau by keys."""

from __future__ import annotations

import pygame

from speedgames.core.i18n import Text

ANNA = [{"kind": "human", "name": "Anna"}]
VERSUS = [{"kind": "human", "name": "Anna"},
          {"kind": "ai", "level": "strong", "style": "kristallsammler"}]


def _hover(drive, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    drive.frames(45)   # longer than the hover delay


def _lines(sc) -> list[str]:
    content = sc.tips.content
    assert content is not None, "an info window is open"
    return [m.render() if isinstance(m, Text) else str(m) for m in content.lines]


def test_bag_chip_tells_its_chance_never_the_order(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
    chip, rect = next((c, r) for c, r in sc.board.bag.chips.items() if c == "W1")
    _hover(drive, rect.center)
    lines = _lines(sc)
    assert any("%" in line for line in lines), "the chance that it comes next"
    assert any("Feld" in line for line in lines), "where it would land"
    assert sc.tips.content.title.startswith("Blitzpulver")


def test_field_tells_mark_ruhm_and_kristall(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
    _hover(drive, sc.board.huelse.centre(13))
    lines = _lines(sc)
    assert "13" in str(sc.tips.content.title)
    assert any("Mark 13" in line for line in lines)
    assert any("Kristall" in line for line in lines), "field 13 carries a Kristall"


def test_computer_seat_tells_its_style(drive):
    sc = drive.open_game(VERSUS, seed=3)
    drive.frames(5)
    card = dict(sc.board.players.cards)[1]
    _hover(drive, card.center)
    lines = _lines(sc)
    assert any("Kristall" in line for line in lines), "the Kristallsammler's description"


def test_tapping_a_bag_chip_opens_the_same_window(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
    rect = next(iter(sc.board.bag.chips.values()))
    drive.click(rect.center)
    assert sc.tips.content is not None


def test_kupferblau_preview_by_number_keys(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=12)
    st = sc.state
    st.players[0]["bag"]["B1"] = 1         # a Kupferblau 1 (Vorschau) comes next
    st.force_next(0, ["B1"])
    drive.press("space")
    assert sc.view.status == "preview"
    shown = list(st.players[0]["preview"])
    assert len(shown) == 2 and len(sc.board.preview_buttons) == 2
    drive.press("1")
    assert sc.view.status in ("drawing", "sand", "done")
    assert st.players[0]["huelse"][-1][0] == shown[0], "the first preview chip was placed"


def test_kupferblau_preview_zero_places_none(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=12)
    st = sc.state
    st.players[0]["bag"]["B1"] = 1
    st.force_next(0, ["B1"])
    drive.press("space")
    assert sc.view.status == "preview"
    count = len(st.players[0]["huelse"])
    drive.press("0")
    assert sc.view.status == "drawing" and len(st.players[0]["huelse"]) == count
