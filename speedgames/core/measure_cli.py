"""Command-line scaffolding of the measurement scripts: ``speedgames/sprit/analysis_measure.py``,
``speedgames/tulpe/analysis_measure.py`` and ``tools/measure_rocket_shop.py``.

Why shared: each of them parsed the same options, printed a JSON line a row, timed itself, counted
the Analyse's marks and wrote its summary — the same scaffolding three times. Here once; a script
keeps only what it measures. Pure Python (no pygame), like the rest of core.

API:
  ``parts_parser(prog, seed, parts)`` (``--seed --scale --json --parts``) · ``seeds_parser(states,
  first_seed, json_help)`` (``--states --first-seed --json``) · ``chosen_parts(parts, table)`` ·
  ``scaled(games, scale)`` · ``self_play_seed`` / ``planted_seed`` (the seed ranges) ·
  ``Run`` (``out(row)``, ``rows(measure, first_seed, count)``, ``clock()``, ``cpu()``,
  ``finish(summary, path, stored=None)``) · ``marks(decisions)`` · ``flagged(result)`` ·
  ``per_seat_game(q, qq, seat_games)`` · ``per_game(count, games)``
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any, Callable, Iterable, Sequence

JSON_HELP = "also write the summary here"


def parts_parser(prog: str, seed: int, parts: Sequence[str]) -> argparse.ArgumentParser:
    """``--seed`` (first of the fresh seeds), ``--scale`` (times the number of games), ``--json``
    (also write the summary there), ``--parts`` (comma-separated; all of ``parts`` by default)."""
    ap = argparse.ArgumentParser(prog=prog)
    ap.add_argument("--seed", type=int, default=seed)
    ap.add_argument("--scale", type=float, default=1.0)
    ap.add_argument("--json", help=JSON_HELP)
    ap.add_argument("--parts", default=",".join(parts),
                    help=f"which parts, comma-separated ({', '.join(parts)})")
    return ap


def seeds_parser(states: int, first_seed: int, json_help: str = JSON_HELP
                 ) -> argparse.ArgumentParser:
    """``--states`` (how many rows), ``--first-seed`` (successive seeds from there), ``--json``."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--states", type=int, default=states)
    ap.add_argument("--first-seed", type=int, default=first_seed)
    ap.add_argument("--json", default=None, help=json_help)
    return ap


def chosen_parts(parts: str, table: Iterable[tuple[str, str, Callable[[], Any]]]
                 ) -> dict[str, Any]:
    """``{key: run()}`` for each ``(part, key, run)`` of ``table`` named in ``parts`` (a
    comma-separated ``--parts``), in the table's order."""
    names = set(parts.split(","))
    return {key: run() for part, key, run in table if part in names}


def scaled(games: int, scale: float) -> int:
    """``games`` times ``--scale``, at least one."""
    return max(1, round(games * scale))


def self_play_seed(seed: int, seats: int, game: int) -> int:
    """The seed of self-play game ``game`` on ``seats`` seats (apart for every seat count)."""
    return seed + 100 * seats + game


def planted_seed(seed: int, kind: int, game: int) -> int:
    """The seed of planted game ``game`` of the ``kind``-th kind of plant (apart from self-play)."""
    return seed + 5000 + 37 * game + 1000 * kind


class Run:
    """One run of a measurement: prints a JSON line a row, keeps the time since it began (wall
    and this process's CPU: a busy machine slows the first, not the second)."""

    def __init__(self, ensure_ascii: bool = False) -> None:
        self.ensure_ascii = ensure_ascii
        self._wall, self._cpu = time.perf_counter(), time.process_time()

    def out(self, row: dict[str, Any]) -> None:
        print(json.dumps(row, ensure_ascii=self.ensure_ascii), flush=True)

    def rows(self, measure: Callable[[int], "dict[str, Any] | None"], first_seed: int,
             count: int) -> list[dict[str, Any]]:
        """``count`` rows of ``measure(seed)`` on successive seeds from ``first_seed`` (a seed
        that gives None is passed over), each printed as it comes."""
        rows: list[dict[str, Any]] = []
        seed = first_seed
        while len(rows) < count:
            row = measure(seed)
            seed += 1
            if row is not None:
                rows.append(row)
                self.out(row)
        return rows

    def cpu(self) -> float:
        return round(time.process_time() - self._cpu, 1)

    def clock(self) -> dict[str, float]:
        """``{"seconds": wall, "cpu_seconds": cpu}`` since the run began, to 0.1 s."""
        return {"seconds": round(time.perf_counter() - self._wall, 1), "cpu_seconds": self.cpu()}

    def finish(self, summary: dict[str, Any], path: str | None, stored: Any = None) -> int:
        """Prints ``{"summary": summary}`` and writes ``stored`` (the summary by default) to
        ``path`` when one is given. Returns 0 (the exit status)."""
        self.out({"summary": summary})
        if path:
            with open(path, "w", encoding="utf-8") as f:
                json.dump(summary if stored is None else stored, f, indent=1,
                          ensure_ascii=self.ensure_ascii)
        return 0


def marks(decisions: Iterable[Any]) -> tuple[int, int]:
    """How many of the Analyse's decisions are marked ``?`` and how many ``??``."""
    verdicts = [d.verdict for d in decisions]
    return verdicts.count("?"), verdicts.count("??")


def flagged(result: Any) -> list[list[Any]]:
    """The flagged decisions of an analysis as rows ``[index, seat, verdict, loss]``."""
    return [[d.index, d.seat, d.verdict, round(d.loss, 2)] for d in result.flagged]


def per_seat_game(q: int, qq: int, seat_games: int) -> dict[str, float]:
    """The ``?`` and ``??`` per seat-game, to three places."""
    return {"?_per_seat_game": round(q / seat_games, 3),
            "??_per_seat_game": round(qq / seat_games, 3)}


def per_game(count: int, games: int) -> float | None:
    """``count`` per game to two places, None without games."""
    return round(count / games, 2) if games else None
