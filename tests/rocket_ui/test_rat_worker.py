"""„Rat (solo gegen Computer): Der starke Computer sagt beim Stopfen, ob sich der nächste Chip
lohnt“ — and the screen never stands still while it thinks: the advice is computed on the table's
Rat worker, the panel says „Der Meister überlegt …“ meanwhile. Everything is waited for by
condition (the advice in, the worker asked), never by the clock."""

from __future__ import annotations

import threading

from speedgames.core.i18n import t
from tests.ui.harness import HANG_SECONDS

VERSUS = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "strong"},
          {"kind": "ai", "level": "easy"}]


def _huelse_size(scene, seat: int) -> int:
    return len(scene.state.summary()["players"][seat]["huelse"])


def _spy(monkeypatch, around=None) -> list[str]:
    """Record the thread of every question the Rat is asked (``around`` wraps the answer)."""
    from speedgames.rocket.screen import rat

    threads: list[str] = []
    real = rat.advise

    def spy(state, seat):
        threads.append(threading.current_thread().name)
        if around is not None:
            return around(len(threads), lambda: real(state, seat))
        return real(state, seat)

    monkeypatch.setattr(rat, "advise", spy)
    return threads


def test_rat_advice_is_never_computed_on_the_main_thread(drive, monkeypatch):
    threads = _spy(monkeypatch)
    sc = drive.open_game(VERSUS, seed=6)
    drive.press("r")
    drive.until(lambda: sc.advice is not None, frames=3000, step=1)
    assert sc.advice.options, "the advice is about the person's own seat"
    assert sc.advice.extra.get("status") == "drawing"
    first = sc.advice
    drawn = _huelse_size(sc, 0)
    # a press may first skip a computer's flying chip or hurry a computer still thinking
    drive.press_until("space", lambda: _huelse_size(sc, 0) > drawn)  # Anna drew a chip
    # a new position: the Rat thinks again, and the wait is for that new advice
    drive.until(lambda: len(threads) >= 2 and sc.advice is not None and sc.advice is not first,
                frames=3000, step=1)
    assert threading.main_thread().name not in threads, "the Rat thought on the main thread"


def test_rat_panel_says_thinking_until_the_advice_is_in(drive, monkeypatch):
    gate = threading.Event()

    def slow(_n, answer):
        gate.wait(HANG_SECONDS)  # until the test has looked (the timeout: only a hang)
        return answer()

    _spy(monkeypatch, slow)
    sc = drive.open_game(VERSUS, seed=6)
    drive.press("r")
    drive.frames(3)                # frames go on while the Rat thinks
    assert [text for text, _ in sc.view.rat_lines] == [t("rocket.ui.rat.thinking")]
    gate.set()
    drive.until(lambda: sc.advice is not None, frames=3000, step=1)
    assert sc.view.rat_lines[0][0] != t("rocket.ui.rat.thinking")


def test_stale_advice_for_an_old_position_is_dropped(drive, monkeypatch):
    gate = threading.Event()
    stale = object()

    def slow(n, answer):
        if n == 1:
            gate.wait(HANG_SECONDS)  # until the test has looked (the timeout: only a hang)
            return stale       # the answer about the position before the draw
        return answer()

    calls = _spy(monkeypatch, slow)
    sc = drive.open_game(VERSUS, seed=6)
    drive.press("r")
    drive.press("space")           # draw while the Rat still thinks about the old position
    gate.set()
    drive.until(lambda: len(calls) >= 2 and sc.advice is not None, frames=3000, step=1)
    assert sc.advice is not stale, "an answer about an old position was shown"
    assert sc.advice.extra.get("status") in ("drawing", "sand", "preview")


def test_computer_moves_do_not_restart_the_rat(drive, monkeypatch):
    """The advice is about the person's next step: computers drawing meanwhile keep it. (The
    computers wait until the advice is in, so their moves surely come after it.)"""
    from speedgames.rocket.ai import RocketPlayer

    go = threading.Event()
    real_choose = RocketPlayer.choose

    def gated(self, state, seat):
        go.wait(30)
        return real_choose(self, state, seat)

    monkeypatch.setattr(RocketPlayer, "choose", gated)
    calls = _spy(monkeypatch)
    sc = drive.open_game(VERSUS, seed=6)
    drive.press("r")
    drive.until(lambda: sc.advice is not None, frames=3000, step=1)
    advice, asked = sc.advice, len(calls)
    before = len(sc.table.match.actions)
    go.set()
    drive.until(lambda: len(sc.table.match.actions) > before, frames=3000)
    assert all(s != sc.active for s, _ in sc.table.match.actions[before:])
    drive.frames(5)
    assert sc.advice is advice and len(calls) == asked, "the Rat was asked again"


def test_after_a_fehlzuendung_the_rat_weighs_ruhm_against_einkauf(drive):
    """„… begründet beim Einkauf jeden Vorschlag“ — also at „Ruhm nehmen oder einkaufen“ after a
    Fehlzündung, where R opened nothing before."""
    from tests.rocket_ui.test_show_panel import _misfire

    sc = drive.open_game(VERSUS[:2], seed=0)
    _misfire(drive, sc)
    drive.skip_show()
    drive.until(lambda: sc.view.status == "shop_choose")
    sc.board.rects.pop("rat_card", None)
    drive.press("r")
    drive.until(lambda: sc.advice is not None, frames=3000, step=1)
    drive.frames(2)
    card = sc.board.rects.get("rat_card")
    assert card is not None, "the Rat's card is drawn beside „Ruhm nehmen“ / „Einkaufen“"
    assert card.colliderect(sc.board.rects["shop_side"])
    assert not card.colliderect(sc.board.buttons["take_shop"].rect)
    lines = sc.view.rat_lines
    assert lines and lines[0][0] != t("rocket.ui.rat.nothing")


def test_rat_panel_shows_the_solvers_expected_ruhm_of_ziehen_and_aufhoeren(drive):
    sc = drive.open_game(VERSUS, seed=6)
    drive.press("r")
    drive.until(lambda: sc.advice is not None, frames=3000, step=1)
    ev = sc.advice.extra["ev"]
    assert {"draw", "stop"} <= set(ev)
    texts = [text for text, _ in sc.view.rat_lines]
    want = "rocket.ui.rat.ev_sand" if "sand" in ev else "rocket.ui.rat.ev"
    shown = t(want, **{k: f"{v:.1f}".replace(".", ",") if t("ui.endtafel.decimal") == ","
                       else f"{v:.1f}" for k, v in ev.items()})
    assert shown in texts
