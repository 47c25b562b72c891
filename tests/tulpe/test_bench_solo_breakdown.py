"""tools/tulpe_solo_breakdown.py: the parts of a Rekordjagd score it reports add up."""

import importlib.util
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _tool():
    spec = importlib.util.spec_from_file_location(
        "tulpe_solo_breakdown", ROOT / "tools" / "tulpe_solo_breakdown.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_rekordjagd_breakdown_adds_up_to_its_score():
    row = _tool().play(7)
    assert row["score"] == (row["column_points"] + row["color_points"] + row["cans"]
                            - 2 * row["open_stars"])
    assert len(row["wurf_fields"]) == len(row["masks"]) == len(row["cpu_ms"]) == 30
    assert sum(row["wurf_fields"]) == row["fields"]
    assert row["passes"] == row["wurf_fields"].count(0)
    assert 8 - row["cans"] == len(row["jokers_at"])
    assert all(f < 7 for f in row["open_column_fill"])
