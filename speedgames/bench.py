"""``bench``: start-up time, frame times per registered screen, and the games' own figures.

Why these numbers: the Kontor within 0.7 s of start (``STARTUP_TARGET``, from the checkout and
installed, #31) and a p95 frame time under 12 ms on every screen at 1280×800; the game packages
add AI decision times and simulation throughput through
``speedgames.<game>.bench.bench_figures(quick=...)`` (a dict of name → number or name → dict).

Start-up is measured end to end: a fresh ``play --headless`` process prints a marker after its
first frame, and the CPU it used until then; the time from spawning it to reading the marker is
the wall figure (median of 3 runs, after one uncounted start that writes the bytecode)."""

from __future__ import annotations

import importlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SIZE = (1280, 800)
STARTUP_TARGET = 0.7  # seconds to the first drawn frame, from the checkout and installed
P95_TARGET_MS = 12.0


def startup_seconds(runs: int = 3) -> float | None:
    """Median seconds from spawning ``play --headless`` to its first drawn Kontor frame."""
    return startup_figures(runs)[0]


def startup_figures(runs: int = 3, checkout: bool = False) -> tuple[float | None, float | None]:
    """(median wall seconds to the first Kontor frame, median CPU seconds of the whole child run
    — start, one frame, quit — which stays meaningful on a busy machine). ``checkout``: started
    as a person starts the checkout, ``python3 run.py`` with the system's Python (the launcher's
    look at .venv and its re-exec included); else as the installed command starts, this
    interpreter running the package."""
    figures = startup_details(runs, checkout)
    return figures["wall"], figures["cpu_run"]


def startup_details(runs: int = 3, checkout: bool = False) -> dict[str, float | None]:
    """Medians of ``runs`` starts: ``wall`` seconds to the first Kontor frame, ``cpu_first``
    CPU seconds the child used until that frame (its own report: the figure that load does not
    distort), ``cpu_run`` CPU seconds of the whole start-frame-quit run.

    Why one start first that is not counted, with bytecode allowed: a player's Python writes
    the compiled modules on the first start and reads them on every later one; an environment
    that forbids it (``PYTHONDONTWRITEBYTECODE``, as some tool runners set) would otherwise
    measure compiling ~400 modules on every start (~1.4 s of CPU)."""
    import resource

    from speedgames.app import FIRST_FRAME_CPU, FIRST_FRAME_ENV, FIRST_FRAME_MARK

    times: list[float] = []
    cpus: list[float] = []
    firsts: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "empty.jsonl"
        script.write_text("", encoding="utf-8")
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1")
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env[FIRST_FRAME_ENV] = "1"
        env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
        tail = ["play", "--headless", "--script", str(script), "--data-dir",
                str(Path(tmp) / "data")]
        system = shutil.which("python3") or sys.executable
        cmd = [system, str(ROOT / "run.py"), *tail] if checkout else \
            [sys.executable, "-m", "speedgames.cli", *tail]
        for i in range(runs + 1):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                    text=True, cwd=ROOT, env=env)
            seen = first_cpu = None
            assert proc.stdout is not None
            try:
                for line in proc.stdout:
                    if line.strip() == FIRST_FRAME_MARK:
                        seen = time.perf_counter() - start
                    elif seen is not None and line.startswith(FIRST_FRAME_CPU):
                        first_cpu = _float(line.split()[-1])
                        break
                proc.wait(timeout=60)
            finally:  # a stopped bench (SIGTERM) leaves no child behind
                if proc.poll() is None:
                    proc.kill()
                    proc.wait()
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            if seen is not None and i > 0:  # the first start writes the bytecode
                times.append(seen)
                cpus.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
                if first_cpu is not None:
                    firsts.append(first_cpu)

    def median(values: list[float]) -> float | None:
        return statistics.median(values) if values else None

    return {"wall": median(times), "cpu_first": median(firsts), "cpu_run": median(cpus)}


def _float(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def frame_times(quick: bool = False) -> dict[str, dict[str, float]]:
    """p50/p95/max frame time in ms of every registered screen (all variants) at 1280×800."""
    from speedgames.app import HEADLESS_DT, App
    from speedgames.ui import registry

    warmup, frames = (10, 60) if quick else (30, 240)
    out: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        app = App(headless=True, data_dir=Path(tmp), size=SIZE, start="kontor")
        for info in registry.infos():
            for stem, kwargs in info.sample_variants(app):
                try:
                    if info.name == "kontor":
                        app.home()
                    else:
                        app.home()
                        scene = registry.create(app, info.name, **kwargs)
                        app.push(scene)
                    for _ in range(warmup):
                        app.frame(HEADLESS_DT)
                    samples, cpu, moving = [], [], []
                    for _ in range(frames):
                        animating = app.frame_request() == 0
                        t0, c0 = time.perf_counter(), time.process_time()
                        app.frame(HEADLESS_DT)
                        samples.append((time.perf_counter() - t0) * 1000)
                        cpu.append((time.process_time() - c0) * 1000)
                        if animating:
                            moving.append(samples[-1])
                    out[stem] = {"p50": round(_percentile(samples, 0.5), 2),
                                 "p95": round(_percentile(samples, 0.95), 2),
                                 "max": round(max(samples), 2),
                                 "cpu_p50": round(_percentile(cpu, 0.5), 2),
                                 "cpu_p95": round(_percentile(cpu, 0.95), 2)}
                    if moving:   # the frames drawn while the screen animated by itself
                        out[stem].update(moving_frames=len(moving),
                                         moving_p95=round(_percentile(moving, 0.95), 2))
                except Exception as exc:  # one broken screen must not hide the others
                    out[stem] = {"error": f"{type(exc).__name__}: {exc}"}  # type: ignore[dict-item]
                app.running = True
        app.shutdown()
    return out


def game_figures(quick: bool = False) -> dict[str, Any]:
    from speedgames.core import catalog

    out: dict[str, Any] = {}
    for desc in catalog.descriptions():
        game, module = desc.id, desc.module("bench")
        try:
            mod = importlib.import_module(module)
        except ModuleNotFoundError as exc:
            if exc.name == module:
                continue
            out[game] = {"error": str(exc)}
            continue
        try:
            try:
                figures = mod.bench_figures(quick=quick)
            except TypeError:
                figures = mod.bench_figures()
            out[game] = figures
        except Exception as exc:
            out[game] = {"error": f"{type(exc).__name__}: {exc}"}
    return out


def _step(what: str) -> None:
    """A progress line on stderr (stdout carries the table and the JSON)."""
    print(f"speedgames bench: {what} …", file=sys.stderr, flush=True)


def run(quick: bool = False) -> dict[str, Any]:
    _step("start-up")
    installed = startup_details(1 if quick else 3)
    startup, startup_cpu = installed["wall"], installed["cpu_run"]
    at_checkout = startup_details(1 if quick else 3, checkout=True) \
        if (ROOT / "run.py").is_file() else {}
    checkout = at_checkout.get("wall")
    _step("frame times of every screen")
    frames = frame_times(quick)
    _step("idle loop, then each game's figures")
    return {
        "startup_seconds": None if startup is None else round(startup, 3),
        "startup_cpu_seconds": None if startup_cpu is None else round(startup_cpu, 3),
        "startup_checkout_seconds": None if checkout is None else round(checkout, 3),
        "startup_first_frame_cpu_seconds": _round(installed["cpu_first"]),
        "startup_checkout_first_frame_cpu_seconds": _round(at_checkout.get("cpu_first")),
        "startup_target_seconds": STARTUP_TARGET,
        "frame_size": list(SIZE),
        "frame_ms": frames,
        "frame_p95_target_ms": P95_TARGET_MS,
        "idle": _idle(quick),
        "moments": _moments(quick),
        "games": game_figures(quick),
        "analysis": _analysis(quick),
        "import_errors": {mod: text.strip().splitlines()[-1]
                          for mod, text in _import_errors().items()},
    }


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 3)


def _idle(quick: bool) -> dict[str, Any]:
    from speedgames.idle_bench import idle_figures

    try:
        return idle_figures(quick)
    except Exception as exc:  # the other figures still count
        return {"error": f"{type(exc).__name__}: {exc}"}


def _analysis(quick: bool) -> dict[str, Any]:
    """A whole game's Analyse per game (#28), as the Analyse screen runs it."""
    _step("a whole game's analysis per game")
    from speedgames.core.analysis_bench import analysis_figures

    try:
        return analysis_figures(quick)
    except Exception as exc:  # the other figures still count
        return {"error": f"{type(exc).__name__}: {exc}"}


def _moments(quick: bool) -> dict[str, Any]:
    """The big moments played live (:mod:`speedgames.moments_bench`)."""
    from speedgames.moments_bench import moment_figures

    try:
        return moment_figures(quick)
    except Exception as exc:  # the other figures still count
        return {"error": {"error": f"{type(exc).__name__}: {exc}"}}


def _import_errors() -> dict[str, str]:
    from speedgames.ui import registry

    return registry.discover()


def format_table(result: dict[str, Any]) -> str:
    lines = []
    startup = result["startup_seconds"]
    mark = "" if startup is None else ("ok" if startup < STARTUP_TARGET else "SLOW")
    lines.append(f"start-up to first Kontor frame, installed command: {startup} s "
                 f"(target < {STARTUP_TARGET} s) {mark}")
    checkout = result.get("startup_checkout_seconds")
    if checkout is not None:
        mark = "ok" if checkout < STARTUP_TARGET else "SLOW"
        lines.append(f"start-up to first Kontor frame, python3 run.py: {checkout} s {mark}")
    for key, what in (("startup_first_frame_cpu_seconds", "installed command"),
                      ("startup_checkout_first_frame_cpu_seconds", "python3 run.py")):
        if result.get(key) is not None:
            lines.append(f"  CPU to the first frame, {what}: {result[key]} s")
    if result.get("startup_cpu_seconds") is not None:
        lines.append(f"  CPU of a whole start-frame-quit run: {result['startup_cpu_seconds']} s")
    lines.append("")
    lines.append(f"{'screen':28s} {'p50 ms':>8s} {'p95 ms':>8s} {'max ms':>8s} "
                 f"{'cpu p50':>8s} {'cpu p95':>8s}")
    for name, row in result["frame_ms"].items():
        if "error" in row:
            lines.append(f"{name:28s} error: {row['error']}")
            continue
        flag = _slow_flag(row)
        cpu = f" {row.get('cpu_p50', 0):8.2f} {row.get('cpu_p95', 0):8.2f}" \
            if "cpu_p95" in row else ""
        anim = f"  (animating {row['moving_frames']} frames: p95 {row['moving_p95']:.2f} ms)" \
            if "moving_p95" in row else ""
        lines.append(f"{name:28s} {row['p50']:8.2f} {row['p95']:8.2f} {row['max']:8.2f}"
                     f"{cpu}{flag}{anim}")
    lines.append("(wall-clock times suffer on a busy machine; cpu = this process's CPU time)")
    for mod, error in result.get("import_errors", {}).items():
        lines.append(f"screen module {mod} did not load: {error}")
    idle = result.get("idle")
    if idle:
        from speedgames.idle_bench import format_idle

        lines.append("")
        lines.extend([f"idle figures: {idle['error']}"] if "error" in idle else format_idle(idle))
    moments = result.get("moments")
    if moments:
        from speedgames.moments_bench import format_moments

        lines.append("")
        lines.extend(format_moments(moments))
    for game, figures in result["games"].items():
        lines.append("")
        lines.append(f"[{game}]")
        if isinstance(figures, dict):
            for key, value in figures.items():
                lines.append(f"  {key}: {json.dumps(value, ensure_ascii=False)}")
        else:
            lines.append(f"  {figures}")
    analysis = result.get("analysis") or {}
    if analysis:
        lines.append("")
        lines.append("a whole game's analysis (target ≤ 5 s):")
        if "error" in analysis:
            lines.append(f"  error: {analysis['error']}")
        for game, row in analysis.items():
            if isinstance(row, dict):
                mark = "ok" if row.get("ok") else "SLOW"
                lines.append(f"  {game}: {row['seats']} seats, {row['decisions_mean']} decisions, "
                             f"mean {row['seconds_mean']} s, max {row['seconds_max']} s, "
                             f"cpu max {row['cpu_seconds_max']} s {mark}")
    return "\n".join(lines)


def _slow_flag(row: dict[str, float]) -> str:
    """„SLOW“ only when the screen itself is slow: a wall-clock p95 over the target while this
    process's CPU p95 stays under it means other programs took the processor (a busy machine)."""
    if row["p95"] < P95_TARGET_MS:
        return ""
    if row.get("cpu_p95", row["p95"]) < P95_TARGET_MS:
        return "  (wall only: busy machine)"
    return "  SLOW"


def main(args: Any) -> int:
    result = run(quick=bool(getattr(args, "quick", False)))
    print(format_table(result))
    print()
    text = json.dumps(result, ensure_ascii=False, indent=1)
    print(text)
    target = getattr(args, "json", None)
    if target:
        Path(target).write_text(text + "\n", encoding="utf-8")
    return 0
