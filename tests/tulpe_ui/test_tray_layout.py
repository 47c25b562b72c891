"""The dice tray at 150 % text (#15): the dice keep a usable size, each „genommen“ ribbon fits
its die's column, the key hint stands whole under the Rechenweg and nothing leaves the window."""

from __future__ import annotations

from contextlib import contextmanager

import pytest

from speedgames.core.i18n import t
from speedgames.tulpe.screen import demo
from speedgames.ui.widgets import text_height
from tests.tulpe_ui.helpers import open_game
from tests.ui.harness import Driver, make_app


@contextmanager
def game_at_150(tmp_path, options, size=(1024, 700), lang="de"):
    """``(app, scene)``: a Speedtulpe game opened with 150 % text, three frames drawn."""
    app = make_app(tmp_path, lang=lang, size=size)
    try:
        app.set_text_scale(150)
        drive = Driver(app)
        scene = open_game(drive, options)
        drive.frames(3)
        yield app, scene
    finally:
        app.shutdown()


@pytest.mark.parametrize("size,lang,seats", [((1024, 700), "de", 6), ((1024, 700), "en", 2),
                                             ((1920, 1080), "de", 4)])
def test_the_dice_stay_big_and_every_text_has_its_room_at_150_percent(tmp_path, size, lang,
                                                                       seats):
    with game_at_150(tmp_path, demo.demo_options(seats), lang=lang, size=size) as (app, scene):
        th, tray, layout = app.theme, scene.parts.tray, scene.layout
        dice = tray.color_rects + tray.number_rects
        assert min(r.width for r in dice) >= th.px(56)  # was 27 px at 1024×700
        label = th.font("label")
        column = tray.rect.width // 3 - 2 * th.px(14) // 3
        assert label.size(t("tulpe.ui.taken"))[0] + th.px(8) <= column
        assert all(tray.rect.contains(r) for r in dice)
        assert tray.buttons.pass_.rect.bottom <= tray.rect.bottom
        window = app.screen.get_rect()
        keys = layout.keys_rect
        assert window.contains(keys) and keys.top >= scene.parts.score.rect.bottom
        need = text_height(t("tulpe.ui.keys"), th.font("small"), keys.width - 2 * th.px(10))
        assert keys.height >= need > 0
        assert window.contains(scene.log.rect)
        assert scene.log.rect.height >= th.font("body", bold=True).get_linesize() \
            + 3 * th.font("small").get_linesize()


def test_the_dice_keep_their_size_when_a_long_message_comes(tmp_path):
    """#30: at 1024×700 with 150 % text the dice shrank whenever the status took a third line
    (a Rat's reason, a refusal): the tray's parts jumped. The dice's size never depends on what
    the status says; the status fits its reserved lines."""
    from speedgames.tulpe.screen.view import TrayState

    with game_at_150(tmp_path, demo.demo_options(2)) as (app, scene):
        th, tray = app.theme, scene.parts.tray
        surface = app.screen.copy()
        sizes = []
        short = t("tulpe.ui.status.confirm")
        long = "Lass 3 Felder in Violett aufblühen: die Spalte H wird voll, und Violett fehlen " \
               "dann nur noch zwei Felder, die ein anderer kaum vor dir schafft."
        for status in (short, long, short):
            tray.draw(surface, th, TrayState(colors=("R", "Y", "*"), numbers=(1, 2, 3),
                                             status=status))
            sizes.append([r.copy() for r in tray.color_rects + tray.number_rects])
            font = tray._fit_status(th, status)
            assert text_height(status, font, tray.status_rect.width) \
                <= tray.status_rect.height, status
        assert sizes[0] == sizes[1] == sizes[2]
        assert app.errors == []


def test_the_title_card_holds_wurf_n_von_30_at_150_percent(tmp_path):
    """#30: „Wurf 2 von 30“ (Rekordjagd) ran out of the title card's foot at 1024×700 with
    150 % text."""
    from speedgames.tulpe.screen.draw import title_lines

    alone = {"seats": [{"kind": "human", "name": "Anna"}], "mode": "rekordjagd"}
    with game_at_150(tmp_path, alone) as (app, scene):
        card = scene.layout.title_rect
        lines = title_lines(app.theme, card, scene.view)
        assert "30" in scene.view.wurf and len(lines) == 3
        for img, at in lines:
            assert card.contains(at), (at, card)


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_taken_ribbons_are_no_wider_than_their_dice_at_150_percent(tmp_path, size, lang):
    """#30: at 150 % „genommen“ (and its band) stood a little wider than the die it marks. The
    band is the die's width and its words fit it whole at the label size."""
    from speedgames.tulpe.screen.tray import ribbon_layout

    with game_at_150(tmp_path, demo.demo_options(4), lang=lang, size=size) as (app, scene):
        th, tray = app.theme, scene.parts.tray
        for die in tray.color_rects + tray.number_rects:
            for text in (t("tulpe.ui.taken"), t("tulpe.ui.no_cans_short")):
                band, font, lines = ribbon_layout(th, die, text)
                assert band.width <= die.width and band.centerx == die.centerx
                assert font.get_height() == th.font("label").get_height(), "shrunk: " + text
                assert " ".join(lines) == text                       # words whole
                assert max(font.size(line)[0] for line in lines) <= band.width - th.px(8)


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("seats", [2, 4, 6])
def test_at_1024_by_700_and_150_percent_the_spielverlauf_keeps_five_lines(tmp_path, seats,
                                                                         lang):
    """#30: with four seats at 1024×700 and 150 % text the Spielverlauf showed two or three
    lines under the dice. The dice give way a little (never below the size the test above
    keeps): the log has its heading and five lines, the tray stands whole above it. With six
    seats it kept three: the two rows of cards each had a line for the state under the score
    (the band 174 px, not 126) — the cards are compact now (test_player_cards)."""
    with game_at_150(tmp_path, demo.demo_options(seats), lang=lang) as (app, scene):
        th, tray, log = app.theme, scene.parts.tray, scene.log.rect
        assert log.height >= scene.log.height_for(th, 5), log
        assert app.screen.get_rect().contains(log) and tray.rect.bottom <= log.top
        dice = tray.color_rects + tray.number_rects
        assert min(r.width for r in dice) >= th.px(56)
        assert all(tray.rect.contains(r) for r in dice)
        assert tray.buttons.pass_.rect.bottom <= tray.rect.bottom
