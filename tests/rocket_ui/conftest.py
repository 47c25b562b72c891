"""Fixtures for the Speedrocket scene tests: a headless App (tests.ui.harness) and helpers that
drive the scene with real key events, the way a person plays."""

from __future__ import annotations

import time
from typing import Any

import pytest

from tests.ui.harness import HANG_SECONDS, Driver, make_app

ARM_FRAMES = 20  # > the scene's 0.25 s arming of Enter/Space after each step (at 60 fps)


@pytest.fixture
def app(tmp_path):
    application = make_app(tmp_path, start="kontor")
    application.settings.animations = "fast"
    application.frame(1 / 60)
    yield application
    application.shutdown()


@pytest.fixture
def drive(app) -> "Play":
    return Play(app)


class Play(Driver):
    """The harness driver plus Speedrocket steps: open a game, press a key and let it settle."""

    def open_game(self, seats: list[dict[str, Any]], mode: str = "table", seed: int = 11,
                  **options: Any) -> Any:
        opts = {"seats": seats, "mode": mode, "clock": None, **options}
        if mode != "table":
            opts.pop("clock")
        assert self.app.open("rocket.game", options=opts, seed=seed)
        self.frames(ARM_FRAMES)
        return self.scene

    @property
    def scene(self) -> Any:
        for scene in reversed(list(self.app.stack)):
            if scene.name == "rocket.game":
                return scene
        raise AssertionError("no rocket scene on the stack")

    def press(self, key: str, frames: int = ARM_FRAMES) -> None:
        self.key(key)
        self.frames(frames)

    def until(self, predicate, frames: int = 1200, step: int = 5,
              seconds: float = HANG_SECONDS) -> None:
        """Run frames until ``predicate()`` holds. It waits on the condition: it fails only
        once ``frames`` frames have run *and* ``seconds`` of wall time have passed, a guard
        against a hang. Why not frames alone: computers and the Rat think on worker threads,
        and on a loaded machine headless frames outrun them."""
        started, done = time.monotonic(), 0
        while not predicate():
            if done >= frames:
                if time.monotonic() - started >= seconds:
                    break
                time.sleep(0.005)  # let the worker thread have the processor
            self.frames(step)
            done += step
        assert predicate(), "the scene never reached the expected state"

    def press_until(self, key: str, predicate, seconds: float = HANG_SECONDS) -> None:
        """Press ``key`` (each press settles ``ARM_FRAMES``) until ``predicate()`` holds: for a
        step that may first wait for a computer's move from its worker thread. Fails only after
        ``seconds`` of wall time (a hang), never after a number of presses."""
        started = time.monotonic()
        while not predicate():
            assert time.monotonic() - started < seconds, f"{key} never had its effect"
            self.press(key)
            time.sleep(0.001)  # let the worker thread have the processor

    def confirm_privacy(self) -> str:
        """The privacy screen is on top: wait for it to arm, confirm; returns the name shown."""
        top = self.app.stack.top
        assert top.name == "privacy", f"expected the privacy screen, found {top.name}"
        name = top.player
        self.frames(ARM_FRAMES + 5)
        self.press("return")
        return name

    def stuff_and_stop(self, draws: int = 2) -> None:
        """Draw a few chips by Space (answering sand / preview), then stop by Enter."""
        sc = self.scene
        for _ in range(draws):
            if sc.view.status != "drawing":
                break
            self.press("space")
            self.answer_prompts()
        if sc.view.status == "drawing":
            self.press("return")
        self.answer_prompts()

    def draw_to_sand_prompt(self, seat: int = 0) -> None:
        """Rig ``seat``'s draws to Blitzpulver 3 until „Sand drauf?“ asks (the next chip would
        pass the Zündgrenze): the way to a Fehlzündung or a sand decision."""
        sc = self.scene
        st = sc.state
        for _ in range(12):
            if sc.view.status != "drawing":
                break
            st.players[seat]["bag"]["W3"] = st.players[seat]["bag"].get("W3", 0) + 1
            st.force_next(seat, ["W3"])
            self.press("space")
        assert sc.view.status == "sand"

    def enter_until_shop(self, presses: int = 60) -> None:
        """Enter (Weiter through the show, the Ruhm after a Fehlzündung) until the shop is
        open and drawn."""
        sc = self.scene
        for _ in range(presses):
            if sc.view.status == "shop_open":
                break
            self.press("return")
        assert sc.view.status == "shop_open"

    def skip_show(self) -> None:
        """Wait for the Abendvorstellung, then „Weiter“ by Enter until it is gone."""
        sc = self.scene
        self.until(lambda: sc.show is not None)
        while sc.show is not None:
            self.press("return")

    def play_solo_to_endtafel(self, draws: int, shop_keys: tuple[str, ...] = ()) -> None:
        """Every evening by keyboard: draw ``draws`` chips and stop, skip the show, take the
        Ruhm after a Fehlzündung, press ``shop_keys`` and „Fertig“; until the Endtafel."""
        sc = self.scene
        for _ in range(sc.state.evenings):
            self.until(lambda: sc.view.status == "drawing" or sc.state.is_over())
            self.stuff_and_stop(draws=draws)
            self.skip_show()
            if sc.state.is_over():
                break
            self.until(lambda: sc.view.status in ("shop_open", "shop_choose"))
            if sc.view.status == "shop_choose":
                self.press("return")
            for key in shop_keys:
                self.press(key)
            self.press("return")
        self.until(lambda: self.app.stack.top.name == "endtafel")

    def answer_prompts(self) -> None:
        sc = self.scene
        for _ in range(10):
            status = sc.view.status
            if status == "sand":
                self.press("e")
            elif status == "preview":
                self.press("0")
            else:
                return
