"""Shared steps of the install tests: a clean copy of the project, a fresh virtualenv, the probe."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PROBE = Path(__file__).with_name("kontor_probe.py")
# what a fresh clone has that a build may read; everything made locally stays out
_NOT_SOURCE = shutil.ignore_patterns(".git", ".venv", "build", "dist", "out", "__pycache__",
                                     "*.pyc", "*.egg-info", ".pytest_cache", ".hypothesis",
                                     "docs", "tests")


def clean_copy(dest: Path) -> Path:
    """The project as a fresh clone would have it (no .venv, no earlier build output)."""
    shutil.copytree(ROOT, dest, ignore=_NOT_SOURCE)
    return dest


def outside_env() -> dict[str, str]:
    """The environment of a person's shell: headless drivers, nothing pointing at the checkout."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               PYTHONNOUSERSITE="1", PIP_DISABLE_PIP_VERSION_CHECK="1")
    return env


def run(cmd: list[str], cwd: Path, timeout: float = 900) -> subprocess.CompletedProcess:
    done = subprocess.run([str(c) for c in cmd], cwd=cwd, env=outside_env(), text=True,
                          capture_output=True, timeout=timeout)
    assert done.returncode == 0, f"{cmd} failed ({done.returncode}):\n{done.stdout}\n{done.stderr}"
    return done


def venv_bin(venv: Path, name: str) -> Path:
    sub = "Scripts" if os.name == "nt" else "bin"
    suffix = ".exe" if os.name == "nt" else ""
    return venv / sub / f"{name}{suffix}"


def base_python() -> str:
    """The interpreter the test runs on, outside any virtualenv (a venv of a venv nests badly)."""
    return getattr(sys, "_base_executable", sys.executable)


def read_probe(stdout: str) -> dict:
    lines = [line for line in stdout.splitlines() if line.startswith("PROBE ")]
    assert lines, f"the probe printed no report:\n{stdout}"
    return json.loads(lines[-1][len("PROBE "):])


def locale_value(lang: str, key: str) -> str:
    """The text of ``key`` straight from the repository's locale file (not through the game)."""
    data = json.loads((ROOT / "locales" / f"speedgames.{lang}.json").read_text("utf-8"))[lang]
    for part in key.split("."):
        data = data[part]
    assert isinstance(data, str)
    return data


KONTOR_BUTTONS = ("ui.kontor.alone", "ui.kontor.table", "ui.kontor.resume", "coach.offer",
                  "×", "ui.kontor.rules", "ui.kontor.stats", "ui.kontor.leaderboard")


def assert_installed_kontor(report: dict, must_be_under: Path) -> None:
    """The probe ran on an installed copy and found real text, bundled fonts and sounds."""
    under = str(must_be_under.resolve())
    assert report["package"].startswith(under), report["package"]
    assert report["assets"].startswith(under) and report["locales"].startswith(under), report
    assert not report["package"].startswith(str(ROOT)), "imported the checkout, not the install"
    for lang in ("de", "en"):
        shown = report[lang]
        assert shown["scene"] == "kontor" and shown["language"] == lang
        expected = [key if key == "×" else locale_value(lang, key) for key in KONTOR_BUTTONS]
        got = shown["buttons"][:len(KONTOR_BUTTONS)]
        if got[3:4] == [locale_value(lang, "coach.offer_short")]:  # the narrow window's words
            expected[3] = got[3]
        assert got == expected
        assert shown["buttons"][-2:] == [locale_value(lang, "ui.kontor.settings"),
                                         locale_value(lang, "ui.kontor.quit")]
        assert shown["gui"] == locale_value(lang, "ui.kontor.alone")
        assert not any(b.startswith(("ui.", "speedgames.")) for b in shown["buttons"])
        assert Path(shown["screenshot"]).stat().st_size > 10_000
    assert report["de"]["buttons"][0] != report["en"]["buttons"][0]
    assert report["games"] == {"rocket": True, "sprit": True, "tulpe": True}, report["games"]
    assert report["import_errors"] == []
    assert report["fonts"] == {"display": "Old Standard TT", "display_italic": "Old Standard TT",
                               "label": "League Spartan", "text": "Lato", "text_bold": "Lato",
                               "text_italic": "Lato"}
    assert all(report["font_files"].values()) and report["font_dir"].startswith(under)
    # a name in another script draws with real glyphs, from the installed fallback fonts
    nonlatin = report["nonlatin"]
    assert nonlatin["dir"].startswith(under) and all(nonlatin["fallback_files"]), nonlatin
    assert nonlatin["runs"] > 1 and nonlatin["missing"] == [], nonlatin
    assert report["gui_nonlatin"] is True, "pygame-gui's text draws such a name as boxes"
    assert all(report["sounds"].values()) and all(report["music"].values()), report
    assert not [w for w in report["warnings"] if "font" in w.lower() or "path" in w.lower()], \
        report["warnings"]
