"""``python3 run.py test`` runs the suite in parallel (pytest-xdist) and still takes any pytest
arguments; the scheduler of ``tests/conftest.py`` keeps a module's costly fixture on one worker."""

from __future__ import annotations

import os
from pathlib import Path

from speedgames.cli import pytest_command
from tests import conftest

ROOT = Path(__file__).resolve().parents[1]


def _workers(args: list[str], cores: int = 2) -> list[str]:
    cmd = pytest_command(args, cores=cores)
    assert cmd[1:3] == ["-m", "pytest"] and cmd[3:3 + len(args)] == args  # passed on unchanged
    return cmd[3 + len(args):]


def test_the_suite_runs_on_every_core_unless_the_arguments_say_otherwise():
    assert _workers([]) == ["-n", "2"]
    assert _workers(["tests/core", "-x"], cores=4) == ["-n", "4"]
    assert _workers(["-k", "rat"]) == ["-n", "2"]
    assert _workers([], cores=1) == []
    for own in (["-n", "0"], ["-n0"], ["-n", "3"], ["--numprocesses=3"], ["-p", "no:xdist"],
                ["--pdb"], ["--trace"]):
        assert _workers(own) == [], own


def test_chosen_single_tests_run_without_workers():
    one = "tests/rocket_ui/test_rat_worker.py::test_rat_panel_says_thinking_until_the_advice_is_in"
    assert _workers([one]) == []
    assert _workers([one, "tests/core"]) == ["-n", "2"]   # a folder among them: in parallel


def test_a_one_worker_module_is_one_unit_of_work_every_other_test_its_own():
    for module in conftest.ONE_WORKER:
        assert (ROOT / module).is_file(), f"{module} is gone: take it off ONE_WORKER"
        assert conftest.scope_of(f"{module}::test_a[de]") == module
        assert conftest.scope_of(f"{module}::test_b") == module
    single = "tests/core/test_rng.py::test_x[1]"
    assert conftest.scope_of(single) == single


def test_the_long_tests_are_named_by_existing_modules():
    for prefix in conftest.LONG_FIRST:
        assert (ROOT / prefix.split("::")[0]).is_file(), prefix
    assert conftest._long_rank(conftest.LONG_FIRST[0] + "[x]") == 0
    assert conftest._long_rank("tests/core/test_rng.py::test_x") == len(conftest.LONG_FIRST)


def test_the_tests_may_write_bytecode_and_import_the_checkout():
    """Every worker collects the whole suite: with bytecode forbidden it rewrote and compiled
    every module again on every run (≈ 10 s of CPU a worker instead of ≈ 3 s)."""
    from speedgames.cli import tests_env

    env = tests_env({"PYTHONDONTWRITEBYTECODE": "1", "PYTHONPATH": "elsewhere", "HOME": "/h"})
    assert "PYTHONDONTWRITEBYTECODE" not in env
    assert env["PYTHONPATH"].split(os.pathsep) == [str(ROOT), "elsewhere"]
    assert env["HOME"] == "/h"
