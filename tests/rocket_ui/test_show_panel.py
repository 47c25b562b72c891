"""The Abendvorstellung panel on screen: every rocket's height with its words fully visible
(„Feld 11 · Fehlzündung“ was cut at the panel's edge), the Messe-Konkurrenz „in der
Abendvorstellung als gestrichelte Linie“, and no info window left over from the Hülse."""

from __future__ import annotations

import pygame
import pytest

from speedgames.rocket.rules import extrablatt as xb
from tests.rocket_ui.conftest import Play
from tests.ui.harness import make_app

ANNA = [{"kind": "human", "name": "Anna"}]
VERSUS = [{"kind": "human", "name": "Annemarie-Luise"}, {"kind": "ai", "level": "easy"}]


@pytest.fixture
def small_app(tmp_path):
    application = make_app(tmp_path, size=(1024, 700))
    application.settings.animations = "fast"
    application.frame(1 / 60)
    yield application
    application.shutdown()


def _misfire(drive: Play, sc) -> None:
    sc.state.force_next(0, ["W3", "W2", "W2", "W1", "W1"])   # 9 > Zündgrenze 8
    # by condition, not five presses: a press may first skip a computer's flying chip, and
    # when the computers' moves come from their worker thread depends on the machine's load
    drive.press_until("space", lambda: sc.view.status != "drawing")
    if sc.view.status == "sand":
        drive.click_widget(sc.board.buttons["ignite"])    # „Zünden lassen“
        drive.frames(20)


def test_misfire_height_label_fits_in_the_show_panel(small_app):
    drive = Play(small_app)
    sc = drive.open_game(VERSUS, seed=0)
    _misfire(drive, sc)
    assert sc.state.players[0]["exploded"]
    drive.until(lambda: sc.show is not None)
    drive.frames(5)
    show = sc.show
    assert len(show.label_rects) == 2
    inner = show.rect.inflate(-2 * small_app.theme.px(20), 0)
    for rect in show.label_rects:
        assert inner.contains(rect), f"{rect} runs past the panel {show.rect}"
    assert small_app.errors == []


def test_messe_konkurrenz_is_a_dashed_line_in_the_abendvorstellung(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=16)
    assert sc.state.card == xb.KONKURRENZ_VOR
    drive.stuff_and_stop(draws=1)
    drive.until(lambda: sc.show is not None)
    drive.frames(3)
    assert sc.show.konkurrenz == xb.konkurrenz_field(1)
    x = sc.show.konkurrenz_x
    assert x is not None and sc.show.rect.left < x < sc.show.rect.right
    colour = drive.app.theme.color("accent2")[:3]
    top = sc.show.line_rects[0][1].y
    column = [drive.app.screen.get_at((x, y))[:3] for y in range(top, top + 20)]
    assert colour in column, "the dashed line is painted"


def test_no_konkurrenz_line_when_the_extrablatt_is_another(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
    assert sc.state.card != xb.KONKURRENZ_VOR
    drive.stuff_and_stop(draws=1)
    drive.until(lambda: sc.show is not None)
    drive.frames(3)
    assert sc.show.konkurrenz is None and sc.show.konkurrenz_x is None


def test_hulse_info_window_closes_when_the_show_opens(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
    pos = sc.board.huelse.centre(10)
    drive.post([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                   buttons=(0, 0, 0))], frames=60)
    assert sc.tips.visible, "hovering a field opens its info window"
    drive.press("return")                       # Aufhören: the show covers the screen
    drive.until(lambda: sc.show is not None)
    drive.frames(2)
    content = sc.tips.content
    assert content is None or content.key != ("field", 10), "the Hülse's window stayed open"


def test_beaten_by_the_konkurrenz_the_show_does_not_also_claim_a_misfire(drive):
    """„Den Tagespreis gibt es nur, wenn deine höher steigt“: the show says the Konkurrenz stood
    higher — and not also „keine Rakete ohne Fehlzündung“ for a rocket that did not misfire."""
    from speedgames.core.i18n import t as tr

    sc = drive.open_game(ANNA, mode="rekordjagd", seed=16)
    drive.stuff_and_stop(draws=1)
    drive.until(lambda: sc.show is not None)
    assert not sc.state.history[-1]["exploded"][0]
    shown = [line.text.render() for line in sc.show.lines]
    assert any(str(xb.konkurrenz_field(1)) in text for text in shown)
    none_line = tr("rocket.log.prize_none")
    assert none_line not in shown
    assert none_line not in drive.scene.log.texts("de")
