"""The shared coach of the guided first game (speedgames.ui.coach), on Speedrocket's guide:
refusals with words, Tab, Esc and resuming, the Kontor's offer, every size and both themes."""

from __future__ import annotations

import pytest

from speedgames.core.i18n import t
from speedgames.ui import coach_progress
from tests.ui.coach_drive import tab_on
from tests.ui.harness import Driver, make_app

ARM = 20


def open_guide(app, **kw):
    app.settings.animations = "fast"
    drive = Driver(app)
    assert app.open("rocket.tutorial", **kw)
    drive.frames(ARM)
    return drive, app.stack.top


def to_step(drive, coach, say: str) -> None:
    for _ in range(40):
        if coach.step.say == say:
            return
        tab_on(drive, coach, ARM)   # once Tab acts: the computers think on their worker
    raise AssertionError(f"never reached {say}")


def test_an_action_other_than_the_asked_one_is_refused_with_words(app):
    drive, coach = open_guide(app)
    to_step(drive, coach, "coach.rocket.draw1")
    drive.key("return")          # „Aufhören“ — but the coach asks to draw
    drive.frames(ARM)
    assert coach.match.actions == []
    assert coach.refusal is not None and coach.step.say == "coach.rocket.draw1"
    warn = coach.view._words()[2]
    assert warn == t("coach.refuse_other")
    drive.key("space")
    drive.frames(ARM)
    assert [a.type for _, a in coach.match.actions] == ["draw"]
    assert coach.step.say == "coach.rocket.draw2" and coach.refusal is None


def test_a_read_step_takes_enter_and_space_as_weiter_not_as_game_keys(app):
    drive, coach = open_guide(app)
    assert coach.step.reads
    drive.key("space")
    drive.frames(ARM)
    assert coach.index == 1 and coach.match.actions == []


def test_a_mouse_action_during_a_read_step_is_refused(app):
    drive, coach = open_guide(app)
    drive.click(coach.game.board.buttons["draw"].rect.center)
    drive.frames(ARM)
    assert coach.match.actions == [] and coach.refusal is not None
    assert coach.view._words()[2] == t("coach.refuse_read")


def test_tab_skips_a_step_and_makes_its_move(app):
    drive, coach = open_guide(app)
    to_step(drive, coach, "coach.rocket.draw1")
    drive.key("tab")
    drive.frames(ARM)
    assert [a.type for _, a in coach.match.actions] == ["draw"]
    assert coach.step.say == "coach.rocket.draw2"


def test_esc_leaves_and_the_guide_resumes_where_it_was(app):
    drive, coach = open_guide(app)
    to_step(drive, coach, "coach.rocket.stop")
    state = coach.match.state.to_json()
    index = coach.index
    drive.key("escape")
    drive.frames(ARM)
    assert app.stack.top.name == "kontor"
    card = app.stack.top.cards[0]
    assert card.guide.visible and card.guide_label() in (t("coach.offer_resume"),
                                                         t("coach.offer_resume_short"))
    drive.click(card.guide.rect.center)
    drive.frames(ARM)
    again = app.stack.top
    assert again.name == "rocket.tutorial" and again is not coach
    assert again.index == index and again.match.state.to_json() == state


def test_the_kontor_offers_the_guide_until_it_was_played(app):
    drive = Driver(app)
    kontor = app.stack.top
    kontor.refresh()
    card = kontor.cards[0]
    assert card.guide.visible and card.guide_label() in (t("coach.offer"),
                                                         t("coach.offer_short"))
    coach_progress.complete(app, "rocket")
    kontor.refresh()
    assert not card.guide.visible
    drive.frames(2)


def test_the_rules_keep_the_guide_and_open_it(app):
    drive = Driver(app)
    assert app.open("rules", game="rocket")
    drive.frames(3)
    rules = app.stack.top
    assert rules.guide_btn.visible
    drive.click(rules.guide_btn.rect.center)
    drive.frames(ARM)
    assert app.stack.top.name == "rocket.tutorial"


def test_the_guides_game_is_not_offered_under_fortsetzen(app):
    from speedgames.core.saves import list_saves

    drive, coach = open_guide(app)
    to_step(drive, coach, "coach.rocket.draw3")
    coach.game.table.flush()
    assert coach_progress.has_save(app, "rocket")
    assert list_saves(app.storage, "rocket") == []


# colours do not move a panel: the themes are sampled, each size and language meets both
@pytest.mark.parametrize("size,lang,theme", [
    ((1024, 700), "de", "dark"), ((1024, 700), "en", "light"), ((1280, 800), "de", "light"),
    ((1280, 800), "en", "dark"), ((1920, 1080), "de", "dark"), ((1920, 1080), "en", "light")])
def test_the_panel_fits_and_keeps_off_its_target(tmp_path, size, theme, lang):
    app = make_app(tmp_path, lang=lang, theme=theme, size=size)
    try:
        drive, coach = open_guide(app)
        for say in ("coach.rocket.gauge", "coach.rocket.stop"):
            to_step(drive, coach, say)
            drive.frames(2)
            panel, target = coach.view.rect, coach.target_rect()
            screen = app.screen.get_rect()
            assert screen.contains(panel), (panel, size)
            assert target is not None and not panel.colliderect(target)
            for button in coach.view.buttons:
                assert panel.contains(button.rect)
    finally:
        app.shutdown()


def test_the_highlight_pulses_when_a_step_begins_then_the_screen_may_idle(app):
    from speedgames.ui.coach_view import PULSE_SECONDS

    drive, coach = open_guide(app)
    to_step(drive, coach, "coach.rocket.gauge")
    drive.frames(2)
    assert coach.frame_request() == 0
    drive.frames(int(PULSE_SECONDS * 60) + 10)
    assert coach.frame_request() == coach.game.frame_request()


def test_the_dimming_is_made_once_per_hole_and_its_hole_follows_the_step(app):
    """The dimming over the screen stays one picture while its hole stands (it was a whole
    window's surface made and filled every frame); a step with another target gets its hole
    there, and the last step's darker veil has none."""
    from speedgames.ui.coach_view import DIM_ALPHA

    drive, coach = open_guide(app)
    to_step(drive, coach, "coach.rocket.draw1")
    drive.frames(2)
    veil = coach.view._veil[1]
    drive.frames(3)
    assert coach.view._veil[1] is veil
    target = coach.target_rect()
    assert veil.get_size() == app.size
    assert veil.get_at(target.center).a == 0 and veil.get_at((1, 1)).a == DIM_ALPHA
    to_step(drive, coach, "coach.rocket.gauge")
    drive.frames(2)
    moved = coach.target_rect()
    assert moved != target
    assert coach.view._veil[1] is not veil
    assert coach.view._veil[1].get_at(moved.center).a == 0
    assert coach.view._veil[1].get_at((1, 1)).a == DIM_ALPHA
    coach.finished = True
    app.draw()
    assert coach.view._veil[1].get_at(moved.center).a == 2 * DIM_ALPHA


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_coach_button_holds_its_words_at_big_text_on_the_small_window(tmp_path, lang):
    """At 1024×700 and 150 % the narrow box beside the Zündmesser split „Überspringen (Tab)“ |
    „Verlassen (Esc)“ in halves, and „Überspringen“ shrank to half the size of its neighbour
    (#30): in every step each word of a button's label has room at the button font."""
    app = make_app(tmp_path, lang=lang, size=(1024, 700))
    app.set_text_scale(150)
    try:
        drive, coach = open_guide(app)
        th = app.theme
        font = th.font("button", bold=True)
        seen = set()
        for _ in range(30):
            if coach.finished or coach.step is None or coach.index in seen:
                break
            seen.add(coach.index)
            drive.frames(2)
            for button in coach.view.buttons:
                for word in button.label().split():
                    assert font.size(word)[0] <= button.rect.width - 2 * th.px(10), (
                        coach.step.say, word, button.rect)
                assert coach.view.rect.contains(button.rect)
            assert app.screen.get_rect().contains(coach.view.rect), coach.step.say
            drive.key("tab")
            drive.frames(ARM)
        assert len(seen) > 10
    finally:
        app.shutdown()
