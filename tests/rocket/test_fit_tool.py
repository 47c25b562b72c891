"""``tools/fit_rocket_values.py``: its regression recovers known rates and its output loads."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from speedgames.core.rng import Stream
from speedgames.rocket.ai import value as ai_value

TOOL = Path(__file__).resolve().parents[2] / "tools" / "fit_rocket_values.py"


def tool():
    spec = importlib.util.spec_from_file_location("fit_rocket_values", TOOL)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def synthetic_rows(n: int = 600) -> list[dict]:
    """Rows whose future is 3·left + 0.5·bag·left + 0.8 Mark + 1.3 Kristall + 0.6 Vorladung
    + 1.0 Sand plus noise."""
    rng = Stream.derive(11, "fit-test")
    rows = []
    for i in range(n):
        left = 1 + i % 8
        r = {"seed": i // 8, "left": left, "mark": rng.randbelow(100) / 10,
             "kristall": rng.randbelow(40) / 10, "vorladung": rng.randbelow(30) / 10,
             "sand": float(rng.randbelow(2)), "bag": 1 + rng.randbelow(20) / 10}
        noise = (rng.randbelow(1001) - 500) / 1000
        r["future"] = (3 * left + 0.5 * r["bag"] * left + 0.8 * r["mark"] + 1.3 * r["kristall"]
                       + 0.6 * r["vorladung"] + 1.0 * r["sand"] + noise)
        rows.append(r)
    return rows


def test_the_fit_recovers_the_rates_it_was_given():
    out = tool().fit(synthetic_rows())
    for key, want in (("mark", 0.8), ("kristall", 1.3), ("vorladung", 0.6), ("sand", 1.0)):
        assert out["fit"][key] == pytest.approx(want, abs=0.05), key
        assert 0 < out["se"][key] < 0.05
    assert out["rows"] == 600


def test_the_fit_tool_output_loads_into_the_leaf_rates(tmp_path):
    rows = tmp_path / "rows.json"
    rows.write_text(json.dumps(synthetic_rows()))
    out = tmp_path / "fit.json"
    assert tool().main(["--from-rows", str(rows), "--out", str(out)]) == 0
    fit = ai_value.load_fit(out)
    assert set(fit) == set(ai_value.FIT)
    assert fit["kristall"] == pytest.approx(1.3, abs=0.05)


def test_a_wild_or_broken_fit_file_is_clamped_or_refused(tmp_path):
    f = tmp_path / "fit.json"
    f.write_text(json.dumps({"fit": {"mark": 9.0, "sand": -3}}))
    fit = ai_value.load_fit(f)
    assert fit == {"mark": 2.5, "kristall": 1.0, "vorladung": 1.0, "sand": 0.25}
    f.write_text(json.dumps({"fit": {"ruhm": 1.0}}))
    with pytest.raises(ValueError):
        ai_value.load_fit(f)
    f.write_text("[1, 2]")
    with pytest.raises(ValueError):
        ai_value.load_fit(f)
