"""Command line: play | test | simulate | replay | analyse | bench | screenshots | build.

``test`` and ``build`` work on the source checkout (the tests and the build recipe live there), so
an installed copy does not offer them; ``screenshots`` writes into the given folder, else the
checkout's ``docs/screenshots``, and in an installed copy ``screenshots/`` under the current
folder (never into the installed package). ``bench`` and ``simulate`` stop at once on SIGTERM.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

from speedgames import __version__

ROOT = Path(__file__).resolve().parents[1]
COMMANDS = ("play", "test", "simulate", "replay", "analyse", "bench", "screenshots", "build")
CHECKOUT_ONLY = ("test", "build")


def in_checkout() -> bool:
    """Is this the source checkout (with its tests and build recipe), not an installed copy?"""
    return all((ROOT / name).exists() for name in ("run.py", "pyproject.toml", "tests"))


def quiet_start() -> None:
    """Before pygame is imported: no pygame banner on the console."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _stop_on_signals() -> None:
    """SIGTERM / SIGHUP end a long measurement at once (exit code 128 + the signal). Installed
    before pygame starts, and SDL told to keep its own handlers off: SDL otherwise turns SIGTERM
    into a quit event that a measurement never reads, and the process runs on."""
    os.environ.setdefault("SDL_NO_SIGNAL_HANDLERS", "1")

    def stop(signum: int, _frame: object) -> None:
        raise SystemExit(128 + signum)

    for name in ("SIGTERM", "SIGHUP"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), stop)


def _headless_env() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError as exc:
        raise argparse.ArgumentTypeError("size is WIDTHxHEIGHT, e.g. 1280x800") from exc
    return w, h


def default_screenshot_dir() -> Path:
    return ROOT / "docs" / "screenshots" if in_checkout() else Path.cwd() / "screenshots"


def build_parser(checkout: bool | None = None) -> argparse.ArgumentParser:
    from speedgames.core import catalog  # pure and small: the games' descriptions

    checkout = in_checkout() if checkout is None else checkout
    parser = argparse.ArgumentParser(
        prog="speedgames", description="Speedrocket, Speedsprit and Speedtulpe: three board games "
                                       "for the desktop. Without a command: play.")
    parser.add_argument("--version", action="version", version=f"speedgames {__version__}")
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help="start the game (default)")
    play.add_argument("--lang", choices=("de", "en"))
    mode = play.add_mutually_exclusive_group()
    mode.add_argument("--windowed", dest="fullscreen", action="store_false", default=None)
    mode.add_argument("--fullscreen", dest="fullscreen", action="store_true")
    play.add_argument("--headless", action="store_true", help="dummy video and audio drivers")
    play.add_argument("--script", type=Path, help="JSON lines of input steps")
    play.add_argument("--screenshot", type=Path, help="save a PNG of the last frame on quit")
    play.add_argument("--data-dir", type=Path)
    play.add_argument("--size", type=_size)
    play.add_argument("--theme", choices=("light", "dark"))

    if checkout:
        sub.add_parser("test", help="run the test suite", add_help=False)

    sim = sub.add_parser("simulate", help="computer-only games")
    sim.add_argument("game", choices=catalog.game_ids())
    sim.add_argument("--seats", required=True, help="levels, e.g. strong,normal,easy")
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    sim.add_argument("--no-rotate", action="store_true",
                     help="keep the listed seat order in every game (default: rotate seats)")

    rep = sub.add_parser("replay", help="replay a savegame or leaderboard entry")
    rep.add_argument("file", type=Path)

    ana = sub.add_parser("analyse", help="post-game analysis of a savegame, record or entry")
    ana.add_argument("file", type=Path)
    ana.add_argument("--json", action="store_true", help="one JSON line per decision")

    bench = sub.add_parser("bench", help="performance figures")
    bench.add_argument("--quick", action="store_true", help="fewer repetitions")
    bench.add_argument("--json", type=Path, help="also write the JSON here")

    shots = sub.add_parser("screenshots", help="render every main screen into PNGs")
    shots.add_argument("dir", type=Path, nargs="?", default=None,
                       help="output folder (default: docs/screenshots in the checkout, else "
                            "./screenshots)")

    if checkout:
        build = sub.add_parser("build",
                               help="a stand-alone application for this system (PyInstaller)")
        build.add_argument("--dist", type=Path, help="output folder (default: dist/)")
        build.add_argument("--work", type=Path, help="PyInstaller's work folder (default: build/)")
        build.add_argument("--verbose", action="store_true", help="PyInstaller's full log")
    return parser


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # not on Linux
        return os.cpu_count() or 1


def pytest_command(extra: list[str], cores: int | None = None) -> list[str]:
    """The pytest command line of ``run.py test``: the suite in parallel on every core the process
    may use (pytest-xdist, one worker a core), any pytest arguments passed on.

    Why not always parallel: ``-n N`` / ``-n 0`` (serial) chooses the workers itself, ``--pdb``
    and ``--trace`` need the terminal, ``-p no:xdist`` switches the plugin off, and a run of only
    chosen tests (``path::test`` ids) is quicker without starting workers. Which worker runs
    which test is decided in ``tests/conftest.py`` (the long ones first; a module sharing one
    costly fixture on one worker)."""
    cores = _cores() if cores is None else cores
    cmd = [sys.executable, "-m", "pytest", *extra]
    own = any(a in ("--pdb", "--trace", "-pno:xdist", "no:xdist")
              or a.startswith(("-n", "--numprocesses")) for a in extra)
    positional = [a for a in extra if not a.startswith("-")]
    chosen = bool(positional) and all("::" in a for a in positional)
    if own or chosen or cores < 2:
        return cmd
    return [*cmd, "-n", str(cores)]


def tests_env(environ: Mapping[str, str]) -> dict[str, str]:
    """The environment of ``run.py test``'s pytest: the checkout first on the path, and bytecode
    allowed even where ``environ`` forbids it (``PYTHONDONTWRITEBYTECODE``, as some tool runners
    set). Why: every pytest-xdist worker collects the whole suite, and without bytecode each one
    rewrote the asserts of every test module and compiled every module of the game again on every
    run — about 10 s of CPU a worker, 3 s when the caches of the last run are read (they lie in
    the ``__pycache__`` folders git ignores, as after any other Python run)."""
    env = dict(environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def run_tests(extra: list[str]) -> int:
    _headless_env()
    return subprocess.call(pytest_command(extra), cwd=ROOT, env=tests_env(os.environ))


def cmd_replay(path: Path) -> int:
    from speedgames.core import replay as replay_mod

    return replay_mod.main(path)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    quiet_start()
    checkout = in_checkout()
    if argv and argv[0] in CHECKOUT_ONLY and not checkout:
        print(f"speedgames: '{argv[0]}' works in the source checkout only "
              f"(python3 run.py {argv[0]}); this is an installed copy.", file=sys.stderr)
        return 2
    if argv and argv[0] == "test":
        return run_tests(argv[1:])
    if not argv or argv[0] not in COMMANDS and argv[0] not in ("-h", "--help", "--version"):
        argv = ["play", *argv]
    args = build_parser(checkout).parse_args(argv)
    if args.command in ("bench", "simulate"):
        _stop_on_signals()

    if args.command == "play":
        if args.headless:
            _headless_env()
        from speedgames import play

        return play.run(args)
    if args.command == "simulate":
        from speedgames import simulate

        options = {}
        for item in args.option:
            key, _, value = item.partition("=")
            options[key] = simulate.parse_value(value)
        levels = [s.strip() for s in args.seats.split(",") if s.strip()]
        simulate.run(args.game, levels, args.games, args.seed, options,
                     rotate=not args.no_rotate)
        return 0
    if args.command == "replay":
        return cmd_replay(args.file)
    if args.command == "analyse":
        from speedgames.core import analyse_cli

        return analyse_cli.main(args.file, args.json)
    if args.command == "bench":
        _headless_env()
        from speedgames import bench

        return bench.main(args)
    if args.command == "screenshots":
        _headless_env()
        from speedgames import screenshots

        return screenshots.main(args.dir or default_screenshot_dir())
    if args.command == "build":
        from speedgames import freeze

        return freeze.main(args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
