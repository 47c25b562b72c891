"""„Rat (solo gegen Computer): Der starke Computer sagt beim Stopfen, ob sich der nächste Chip
lohnt“ — and the screen never stands still while it thinks: the advice is computed on the Rat's
worker thread, the panel says „Der Meister überlegt …“ meanwhile."""

from __future__ import annotations

import threading

from speedgames.core.i18n import t
from tests.ui.harness import HANG_SECONDS

VERSUS = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "strong"},
          {"kind": "ai", "level": "easy"}]


def _huelse_size(scene, seat: int) -> int:
    return len(scene.state.summary()["players"][seat]["huelse"])


def test_rat_advice_is_never_computed_on_the_main_thread(drive, monkeypatch):
    """Which thread computed each advice is recorded by the advisor itself; every wait is for a
    condition (the advice about *this* position is in), never for a number of frames."""
    from speedgames.rocket.screen import tips as ui_tips

    threads: list[str] = []
    real = ui_tips._Advisor.choose

    def spy(self, state, token):
        threads.append(threading.current_thread().name)
        return real(self, state, token)

    monkeypatch.setattr(ui_tips._Advisor, "choose", spy)
    sc = drive.open_game(VERSUS, seed=6)
    drive.press("r")
    drive.until(lambda: ui_tips.advice(sc) is not None, frames=3000, step=1)
    assert sc._advice[1].options, "the advice is about the person's own seat"
    assert sc._advice[1].extra.get("status") == "drawing"
    first = sc._advice[0]
    drawn = _huelse_size(sc, 0)
    # a press may first skip a computer's flying chip or hurry a computer still thinking
    drive.press_until("space", lambda: _huelse_size(sc, 0) > drawn)  # Anna drew a chip
    # a new position: the Rat thinks again, and the wait is for that new advice
    drive.until(lambda: ui_tips.advice(sc) is not None and sc._advice[0] != first,
                frames=3000, step=1)
    assert len(threads) >= 2
    assert threading.main_thread().name not in threads, "the Rat thought on the main thread"


def test_rat_panel_says_thinking_until_the_advice_is_in(drive, monkeypatch):
    from speedgames.rocket.screen import tips as ui_tips
    from speedgames.rocket.screen.tips import rat_lines

    gate = threading.Event()
    real = ui_tips._Advisor.choose

    def slow(self, state, token):
        gate.wait(HANG_SECONDS)    # until the test has looked (the timeout: only a hang)
        return real(self, state, token)

    monkeypatch.setattr(ui_tips._Advisor, "choose", slow)
    sc = drive.open_game(VERSUS, seed=6)
    try:
        drive.press("r")
        drive.frames(3)            # frames go on while the Rat thinks
        _title, lines = rat_lines(sc)
        assert [text for text, _ in lines] == [t("rocket.ui.rat.thinking")]
    finally:
        gate.set()
    drive.until(lambda: sc._advice is not None, frames=3000, step=1)
    _title, lines = rat_lines(sc)
    assert lines[0][0] != t("rocket.ui.rat.thinking")


def test_stale_advice_for_an_old_position_is_dropped(drive, monkeypatch):
    from speedgames.rocket.screen import tips as ui_tips

    gate = threading.Event()
    real = ui_tips._Advisor.choose
    stale = object()
    calls: list[int] = []

    def slow(self, state, token):
        calls.append(token)
        if len(calls) == 1:
            gate.wait(HANG_SECONDS)
            return stale       # the answer about the position before the draw
        return real(self, state, token)

    monkeypatch.setattr(ui_tips._Advisor, "choose", slow)
    sc = drive.open_game(VERSUS, seed=6)
    try:
        drive.press("r")
        old_key = sc._advice_asked
        drive.press("space")       # draw while the Rat still thinks about the old position
    finally:
        gate.set()
    drive.until(lambda: sc._advice is not None, frames=3000, step=1)
    assert sc._advice[0] != old_key
    assert sc._advice[0] == ui_tips.advice_key(sc)
    assert sc._advice[1] is not stale, "an answer about an old position was shown"
    assert len(calls) >= 2


def test_computer_moves_do_not_restart_the_rat(drive):
    """The advice is about the person's next step: computers drawing meanwhile keep it."""
    sc = drive.open_game(VERSUS, seed=6)
    drive.press("r")
    drive.until(lambda: sc._advice is not None, frames=3000, step=1)
    key = sc._advice[0]
    before = len(sc.ctl.match.actions)
    drive.until(lambda: len(sc.ctl.match.actions) > before, frames=3000)
    assert all(s != sc.active for s, _ in sc.ctl.match.actions[before:])
    assert sc._advice[0] == key and sc._advice_asked is None


def test_after_a_fehlzuendung_the_rat_weighs_ruhm_against_einkauf(drive):
    """„… begründet beim Einkauf jeden Vorschlag“ — also at „Ruhm nehmen oder einkaufen“ after a
    Fehlzündung, where R opened nothing before."""
    from speedgames.rocket.screen import tips as ui_tips
    from tests.rocket_ui.test_show_panel import _misfire

    sc = drive.open_game(VERSUS[:2], seed=0)
    _misfire(drive, sc)
    drive.skip_show()
    drive.until(lambda: sc._status() == "shop_choose")
    sc._rects.pop("rat_card", None)
    drive.press("r")
    drive.until(lambda: sc._advice is not None, frames=3000, step=1)
    drive.frames(2)
    card = sc._rects.get("rat_card")
    assert card is not None, "the Rat's card is drawn beside „Ruhm nehmen“ / „Einkaufen“"
    assert card.colliderect(sc._rects["shop_side"])
    assert not card.colliderect(sc.buttons["take_shop"].rect)
    _title, lines = ui_tips.rat_lines(sc)
    assert lines and lines[0][0] != t("rocket.ui.rat.nothing")


def test_rat_panel_shows_the_solvers_expected_ruhm_of_ziehen_and_aufhoeren(drive):
    from speedgames.rocket.screen.tips import rat_lines

    sc = drive.open_game(VERSUS, seed=6)
    drive.press("r")
    drive.until(lambda: sc._advice is not None, frames=3000, step=1)
    ev = sc._advice[1].extra["ev"]
    assert {"draw", "stop"} <= set(ev)
    _title, lines = rat_lines(sc)
    texts = [text for text, _ in lines]
    want = "rocket.ui.rat.ev_sand" if "sand" in ev else "rocket.ui.rat.ev"
    shown = t(want, **{k: f"{v:.1f}".replace(".", ",") if t("ui.endtafel.decimal") == ","
                       else f"{v:.1f}" for k, v in ev.items()})
    assert shown in texts
