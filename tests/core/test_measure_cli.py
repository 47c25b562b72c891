"""The measurement scripts' shared scaffolding (``speedgames.core.measure_cli``): options, seed
ranges, rows printed as they come, marks counted, the summary printed and written."""

from __future__ import annotations

import json
from types import SimpleNamespace as NS

from speedgames.core import measure_cli as cli


def test_the_parts_parser_keeps_the_scripts_command_line():
    ap = cli.parts_parser("prog", 70000, ("self_play", "planted", "time"))
    args = ap.parse_args([])
    assert (args.seed, args.scale, args.json, args.parts) == \
        (70000, 1.0, None, "self_play,planted,time")
    args = ap.parse_args(["--seed", "5", "--scale", "0.5", "--json", "f", "--parts", "time"])
    assert (args.seed, args.scale, args.json, args.parts) == (5, 0.5, "f", "time")


def test_the_seeds_parser_takes_states_and_the_first_seed():
    ap = cli.seeds_parser(200, 7100)
    ap.add_argument("what")
    args = ap.parse_args(["shop", "--states", "3", "--first-seed", "9"])
    assert (args.what, args.states, args.first_seed, args.json) == ("shop", 3, 9, None)


def test_only_the_chosen_parts_run_in_the_tables_order():
    ran: list[str] = []
    table = [(p, f"key_{p}", lambda p=p: ran.append(p) or p.upper()) for p in ("a", "b", "c")]
    assert cli.chosen_parts("c,a", table) == {"key_a": "A", "key_c": "C"}
    assert ran == ["a", "c"]


def test_scaled_games_and_the_seed_ranges():
    assert cli.scaled(8, 0.1) == 1 and cli.scaled(8, 0.5) == 4 and cli.scaled(3, 1.0) == 3
    assert cli.self_play_seed(70000, 4, 2) == 70402
    assert cli.planted_seed(70000, 2, 3) == 70000 + 5000 + 111 + 2000


def test_rows_come_from_successive_seeds_passing_over_none(capsys):
    run = cli.Run()
    rows = run.rows(lambda seed: None if seed % 2 else {"seed": seed}, 10, 3)
    assert rows == [{"seed": 10}, {"seed": 12}, {"seed": 14}]
    printed = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert printed == rows


def test_the_summary_is_printed_and_written(tmp_path, capsys):
    run = cli.Run()
    summary = {"name": "Ä", **run.clock()}
    assert set(summary) == {"name", "seconds", "cpu_seconds"}
    path = tmp_path / "s.json"
    assert run.finish(summary, str(path)) == 0
    assert json.loads(path.read_text(encoding="utf-8")) == summary
    assert "Ä" in path.read_text(encoding="utf-8")
    assert json.loads(capsys.readouterr().out) == {"summary": summary}
    cli.Run(ensure_ascii=True).finish(summary, str(path), {"rows": [], "summary": summary})
    assert json.loads(path.read_text()) == {"rows": [], "summary": summary}
    assert "\\u00c4" in path.read_text()


def test_marks_flagged_rows_and_rates():
    decisions = [NS(verdict=v, index=i, seat=i % 2, loss=0.123 * i)
                 for i, v in enumerate(("ok", "?", "??", "?", "!"))]
    assert cli.marks(decisions) == (2, 1)
    result = NS(flagged=decisions[1:3])
    assert cli.flagged(result) == [[1, 1, "?", 0.12], [2, 0, "??", 0.25]]
    assert cli.per_seat_game(2, 1, 3) == {"?_per_seat_game": 0.667, "??_per_seat_game": 0.333}
    assert cli.per_game(3, 4) == 0.75 and cli.per_game(3, 0) is None
