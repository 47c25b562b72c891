"""Daily puzzles: the same seed for the same game and date on every computer."""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
from pathlib import Path

import pytest

from speedgames.core.daily import daily_seed, day_number, next_day, parse_date, today
from speedgames.core.rng import derive_seed

ROOT = Path(__file__).resolve().parents[2]


def test_the_seed_depends_only_on_game_and_date():
    assert daily_seed("rocket", "2026-11-30") == daily_seed("rocket", "2026-11-30")
    assert daily_seed("rocket", "2026-11-30") == derive_seed("speedgames-daily", "rocket",
                                                             "2026-11-30")


def test_the_seed_is_a_fixed_number_on_every_computer():
    # golden value: if it changes, everybody's Tagesrätsel of that day changes
    assert daily_seed("rocket", "2026-11-30") == 10203567859915069133


def test_each_game_and_each_day_gets_its_own_puzzle():
    seeds = {daily_seed(g, f"2026-12-{d:02d}") for g in ("rocket", "sprit", "tulpe")
             for d in range(1, 32)}
    assert len(seeds) == 3 * 31


def test_the_seed_is_the_same_in_another_process_time_zone_and_hash_seed():
    code = ("from speedgames.core.daily import daily_seed;"
            "print(daily_seed('tulpe', '2027-02-28'))")
    env = {**os.environ, "PYTHONHASHSEED": "12345", "TZ": "Pacific/Kiritimati",
           "LANG": "de_DE.UTF-8", "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, check=True).stdout.strip()
    assert int(out) == daily_seed("tulpe", "2027-02-28")


@pytest.mark.parametrize("bad", ["2026-1-30", "2026-11-30T10:00", "", "30.11.2026",
                                 "2026-02-30", "２０２６-11-30", None, 20261130, "2026-11-3x"])
def test_only_strict_iso_dates_are_accepted(bad):
    with pytest.raises(ValueError):
        parse_date(bad)
    with pytest.raises(ValueError):
        daily_seed("rocket", bad)


def test_today_is_the_local_iso_date():
    assert today(dt.date(2026, 11, 30)) == "2026-11-30"
    assert parse_date(today()) == dt.date.today()


def test_day_arithmetic_crosses_months_and_years():
    assert next_day("2026-12-31") == "2027-01-01"
    assert next_day("2028-02-28") == "2028-02-29"
    assert day_number("2000-01-01") == 0
    assert day_number("2026-11-30") - day_number("2026-11-29") == 1
