"""Idle CPU per screen with the real clock (issue #16), for ``python3 run.py bench``.

For each screen a person waits on — the Kontor, each table setup, each game scene, the Endtafel,
and the other registered screens — the process's CPU time is measured over ``seconds`` with no
input, twice: with the paced loop (``App.paced_step``, what ``play`` runs) and with the old loop
that drew every frame at 60 fps. Also: the paced loop with the window unfocused, how fast the
loop answers a key during an idle wait (input lag), and the frame rate while an animation runs.

Figures are % of one core (process CPU time / wall time; the computer players' worker threads
count too). The dummy video driver is used, so a real window's ``flip`` is not in the figures.
"""

from __future__ import annotations

import copy
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

IDLE_TARGET = 3.0        # % of a core waiting for input
UNFOCUSED_TARGET = 1.0   # % of a core while the window has no focus
OPENING_SECONDS = 8.0    # at most this long for a screen's opening animation to end


def _primary() -> tuple[str, ...]:
    """The screens measured even in the quick run: the Kontor, the table setup, every game's
    play scene and the Endtafel."""
    from speedgames.core import catalog

    return ("kontor", "table_setup", *(f"{g}.game" for g in catalog.game_ids()), "endtafel")


def _screens(app: Any, everything: bool) -> list[tuple[str, str, dict[str, Any]]]:
    from speedgames.ui import registry

    primary = _primary()
    out = []
    for info in registry.infos():
        if not info.main or (not everything and info.name not in primary):
            continue
        for stem, kwargs in info.sample_variants(app):
            if isinstance(kwargs, dict) and kwargs.get("moment"):
                continue  # a big moment held in its middle moves by design (moments_bench)
            out.append((stem, info.name, kwargs))
    return out


def _open(app: Any, name: str, kwargs: dict[str, Any]) -> None:
    from speedgames.ui import registry

    app.home()
    if name != "kontor":
        app.push(registry.create(app, name, **kwargs))


def _cpu_percent(step: Any, seconds: float) -> tuple[float, int]:
    """Run ``step()`` for ``seconds`` of wall time: (% of a core, steps run)."""
    c0, t0, n = time.process_time(), time.monotonic(), 0
    while time.monotonic() - t0 < seconds:
        step()
        n += 1
    wall = time.monotonic() - t0
    return round(100.0 * (time.process_time() - c0) / wall, 2), n


def _settle(app: Any, seconds: float) -> None:
    """Step until the screen stops asking for frames (at most ``seconds``): idle is measured
    on a screen that waits for input, not on an opening animation (Speedrocket's show sample
    opens mid-fireworks)."""
    t0 = time.monotonic()
    while app.frame_request() == 0 and time.monotonic() - t0 < seconds:
        app.paced_step()


def _old_loop(app: Any) -> None:
    from speedgames.app import FPS

    app.frame(min(0.1, app.clock.tick(FPS) / 1000.0))


def _input_lag_ms(app: Any, samples: int) -> list[float]:
    """Milliseconds from a key posted during an idle wait until its frame is drawn."""
    import pygame

    lags = []
    for i in range(samples):
        for _ in range(20):
            app.paced_step()
            if app.pacer.settled:
                break
        key = pygame.K_DOWN if i % 2 == 0 else pygame.K_UP
        posted: list[float] = []

        def post(key: int = key) -> None:
            posted.append(time.perf_counter())
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                                 scancode=0))

        timer = threading.Timer(0.02, post)
        frames = app.frames
        timer.start()
        while app.frames == frames:
            app.paced_step()
        lags.append((time.perf_counter() - posted[0]) * 1000.0)
        timer.join()
    return lags


def _animation_fps(app: Any, seconds: float, step: Any) -> dict[str, float]:
    """Frames shown per second and the p95 gap between them while a game's table animates by
    itself (the first game whose description names such a start: Speedtulpe's turning sails),
    with the loop step ``step``."""
    from speedgames.core import catalog
    from speedgames.core.benchkit import percentile as _percentile

    desc = next(d for d in catalog.descriptions() if d.previews.animation is not None)
    _open(app, f"{desc.id}.game", copy.deepcopy(dict(desc.previews.animation)))
    gaps, last, t0 = [], None, time.monotonic()
    while time.monotonic() - t0 < seconds:
        frames = app.frames
        step()
        if app.frames != frames:
            now = time.perf_counter()
            if last is not None:
                gaps.append((now - last) * 1000.0)
            last = now
    return {"fps": round(len(gaps) / seconds, 1),
            "frame_gap_p95_ms": round(_percentile(gaps, 0.95), 2)}


def idle_figures(quick: bool = False) -> dict[str, Any]:
    """CPU per screen (paced vs. every-frame), unfocused, input lag and animation frame rate."""
    from speedgames.app import App
    from speedgames.core.benchkit import percentile as _percentile

    seconds, before_seconds = (2.0, 1.0) if quick else (10.0, 3.0)
    out: dict[str, Any] = {"seconds": seconds, "target_percent": IDLE_TARGET,
                           "unfocused_target_percent": UNFOCUSED_TARGET, "screens": {}}
    with tempfile.TemporaryDirectory() as tmp:
        app = App(headless=True, data_dir=Path(tmp), size=(1280, 800), start="kontor")
        app.settings.animations = "normal"
        for stem, name, kwargs in _screens(app, everything=not quick):
            try:
                _open(app, name, kwargs)
                _cpu_percent(app.paced_step, 1.0)  # opening moves (computers, fade-ins) first
                _settle(app, OPENING_SECONDS)  # … and a show that plays by itself to its end
                paced, _ = _cpu_percent(app.paced_step, seconds)
                every, _ = _cpu_percent(lambda: _old_loop(app), before_seconds)
                out["screens"][stem] = {"paced": paced, "every_frame": every}
            except Exception as exc:  # one broken screen must not hide the others
                out["screens"][stem] = {"error": f"{type(exc).__name__}: {exc}"}
            app.running = True
        _open(app, "kontor", {})
        app.pacer.set_focus(False)
        out["unfocused_kontor"], _ = _cpu_percent(app.paced_step, seconds / 2)
        app.pacer.set_focus(True)
        lags = _input_lag_ms(app, 5 if quick else 20)
        out["input_lag_ms"] = {"p50": round(_percentile(lags, 0.5), 2),
                               "p95": round(_percentile(lags, 0.95), 2),
                               "max": round(max(lags), 2)}
        out["animation"] = _animation_fps(app, 2.0, app.paced_step)
        out["animation_every_frame"] = _animation_fps(app, 2.0, lambda: _old_loop(app))
        app.shutdown()
    return out


def format_idle(figures: dict[str, Any]) -> list[str]:
    lines = [f"idle CPU, % of a core over {figures['seconds']} s without input "
             f"(target ≤ {figures['target_percent']} %):",
             f"{'screen':28s} {'paced':>8s} {'60 fps':>8s}"]
    for name, row in figures["screens"].items():
        if "error" in row:
            lines.append(f"{name:28s} error: {row['error']}")
            continue
        flag = "" if row["paced"] <= figures["target_percent"] else "  over target"
        lines.append(f"{name:28s} {row['paced']:8.2f} {row['every_frame']:8.2f}{flag}")
    lines.append(f"Kontor unfocused: {figures['unfocused_kontor']} % "
                 f"(target ≤ {figures['unfocused_target_percent']} %)")
    lag = figures["input_lag_ms"]
    lines.append(f"input lag (key during an idle wait → frame drawn): p50 {lag['p50']} ms, "
                 f"p95 {lag['p95']} ms, max {lag['max']} ms")
    anim = figures["animation"]
    old = figures.get("animation_every_frame", anim)
    lines.append(f"animation (Speedtulpe sails): {anim['fps']} fps, frame gap p95 "
                 f"{anim['frame_gap_p95_ms']} ms (every-frame loop: {old['fps']} fps, "
                 f"{old['frame_gap_p95_ms']} ms)")
    return lines
