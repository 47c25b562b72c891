"""Every text the rules hand to the screen exists in German and English."""

from __future__ import annotations

import re
from pathlib import Path

from speedgames.core.i18n import has, reload
from speedgames.rocket.rules import extrablatt as xb
from speedgames.rocket.rules import recipes
from speedgames.rocket.rules.events import to_text

from .helpers import new, play_random, solo

RULES_DIR = Path(__file__).resolve().parents[2] / "speedgames" / "rocket" / "rules"


def _keys(text, out):
    if isinstance(text, dict) and "key" in text:
        out.add(text["key"])
        for v in (text.get("params") or {}).values():
            _keys(v, out)
    elif isinstance(text, list):
        for v in text:
            _keys(v, out)


def test_every_event_text_of_random_games_exists_in_both_languages():
    reload()
    keys: set[str] = set()
    for seed in range(12):
        n = seed % 4 + 1
        st = (new(n, seed=seed, recipes="random") if n > 1 else solo(seed=seed, recipes="random"))
        log = []
        play_random(st, seed, log)
        for ev in list(st.opening) + [e for _, _, es in log for e in es]:
            _keys(ev["text"], keys)
            assert to_text(ev["text"]).render("de")
    missing = [k for k in keys for lang in ("de", "en") if not has(k, lang)]
    assert not missing and len(keys) > 30


def test_every_error_key_of_the_rules_exists_in_both_languages():
    reload()
    src = "".join(p.read_text(encoding="utf-8") for p in RULES_DIR.glob("*.py"))
    keys = set(re.findall(r'"(rocket\.errors\.\w+)"', src))
    assert len(keys) > 20
    assert [k for k in keys for lang in ("de", "en") if not has(k, lang)] == []


def test_every_card_and_recipe_has_a_name_and_a_text():
    reload()
    for card in xb.ALL_CARDS:
        for part in ("name", "text"):
            assert has(f"rocket.extrablatt.{card}.{part}", "de")
            assert has(f"rocket.extrablatt.{card}.{part}", "en")
    for rid in recipes.RECIPE_IDS:
        assert has(f"rocket.recipe.{rid}.name", "de") and has(f"rocket.recipe.{rid}.text", "en")


def test_illegal_action_reads_as_a_sentence():
    import pytest

    from speedgames.core.game import Action, IllegalAction
    st = new(2)
    with pytest.raises(IllegalAction) as err:
        st.apply(0, Action("fly"))
    assert "fly" in err.value.text.render("de") and "Speedrocket" in err.value.text.render("en")
