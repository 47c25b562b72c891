"""A recipe line leaves out a part that gained nothing (issue #18: „+0 Kristalle, Vorladung +0“)."""

from __future__ import annotations

from speedgames.core import i18n
from speedgames.rocket.rules.events import to_text


def _line(key, **params):
    return to_text({"key": key, "params": {"player": "Anna", **params}}).render("de")


def test_a_part_that_gained_nothing_is_not_named():
    i18n.set_language("de")
    line = _line("rocket.log.effect.P1", count=2, ruhm=1, kristalle=1, vorladung=0)
    assert line == "Anna: Purpurregen (2 Purpur) – +1 Ruhm, +1 Kristall."
    assert "+0" not in _line("rocket.log.effect.K1", vorladung=1, kristalle=0, count=1)
    assert "Vorladung +1" in _line("rocket.log.effect.K1", vorladung=1, kristalle=0, count=1)


def test_every_part_named_when_each_gained_something():
    line = _line("rocket.log.effect.P1", count=3, ruhm=2, kristalle=1, vorladung=1)
    assert "Ruhm" in line and "Kristall" in line and "Vorladung +1" in line


def test_every_variant_exists_in_both_languages():
    from itertools import combinations

    from speedgames.rocket.rules.events import _PARTS, _VARIANTS

    for key, parts in _PARTS.items():
        for n in range(1, len(parts)):
            for kept in combinations(parts, n):
                variant = _VARIANTS[(key, kept)]
                for lang in ("de", "en"):
                    assert i18n.has(variant, lang), (variant, lang)
