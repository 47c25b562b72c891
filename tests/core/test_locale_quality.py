"""Editorial checks on every text of both locale files.

Why: three games were written in parallel; these are the slips a careful reader found in them
(„1 Felder“, „(n)“ forms, „-2“ with a hyphen, German quotes in English, one thing called three
names) — each test keeps one kind from coming back.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from speedgames.core import i18n

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def tables() -> dict[str, dict[str, str]]:
    i18n.reload()
    return {lang: dict(i18n.load(lang)) for lang in i18n.LANGUAGES}


def _words(text: str) -> str:
    """The text without its placeholders (``%{to}`` is no English word)."""
    return i18n._PLACEHOLDER.sub(" ", text)


def test_no_text_is_empty(tables):
    empty = [(lang, key) for lang, table in tables.items()
             for key, value in table.items() if not value.strip()]
    assert not empty


def test_no_bracketed_plural_or_gender_endings(tables):
    """„Feld(er)“, „Erste(r)“, „misfire(s)“: a counted word is said properly (core.i18n.counted)."""
    pattern = re.compile(r"\w\((n|s|e|r|en|er|in|es)\)")
    bad = [(lang, key, value) for lang, table in tables.items()
           for key, value in table.items() if pattern.search(value)]
    assert not bad


def test_german_counted_nouns_never_follow_a_bare_number_placeholder(tables):
    """„%{n} Felder“ reads „1 Felder“ for one: such numbers come as ``counted(...)`` Text.

    Allowed: the ``core.count.*.other`` forms themselves, texts with a ``_one`` twin
    (``t_count``), and numbers that are never 1 (named with the reason)."""
    never_one = {
        "rocket.log.card.farbenpracht": "Farbenpracht needs 5 colours",
        "rocket.ui.btn.trade_sand": "the Sandeimer always costs 2 Kristalle",
        "sprit.ui.log.start": "the tracks have 64 or 40 fields",
        "tulpe.ui.info.color_count": "of 21 fields",
        "tulpe.ui.info.color_values": "a full colour is worth 5 or 3",
        "ui.options.tulpe.cans_n": "the choices are 6, 8 and 10",
        "sprit.ui.log.ws_pay": "one car has its own text (_one)",
    }
    nouns = (r"(Felder|Feldern|Kristalle|Züge|Gießkannen|Prachttulpen|Chips|Fehlzündungen|"
             r"Punkte|Plätze)")
    pattern = re.compile(r"%\{\w+\} " + nouns + r"\b")
    de = tables["de"]
    bad = [key for key, value in de.items()
           if pattern.search(value) and not key.startswith("core.count.")
           and key + "_one" not in de and key not in never_one
           and not (key.endswith("s") and key[:-1] in de)]   # pick_cells / pick_cell
    assert not bad


def test_english_counted_nouns_never_follow_a_bare_number_placeholder(tables):
    never_one = {"rocket.log.card.farbenpracht", "rocket.ui.btn.trade_sand", "sprit.ui.log.start",
                 "tulpe.ui.info.color_count", "tulpe.ui.info.color_values",
                 "ui.options.tulpe.cans_n", "sprit.ui.log.ws_pay"}
    nouns = r"(fields|crystals|turns|watering cans|prize tulips|chips|misfires|points|seats|marks)"
    pattern = re.compile(r"%\{\w+\} " + nouns + r"\b")
    en = tables["en"]
    bad = [key for key, value in en.items()
           if pattern.search(value) and not key.startswith("core.count.")
           and key + "_one" not in en and key not in never_one
           and not (key.endswith("s") and key[:-1] in en)]
    assert not bad


def test_every_counted_noun_has_both_forms_and_one_means_one(tables):
    for lang, table in tables.items():
        stems = {key.rsplit(".", 1)[0] for key in table if key.startswith("core.count.")}
        for stem in stems:
            one, other = table.get(stem + ".one"), table.get(stem + ".other")
            assert one and other, (lang, stem)
            assert "%{n}" in other, (lang, stem)
            assert one != other, (lang, stem)
            assert one.startswith(("1 ", "%{n} ")), (lang, stem, one)


def test_counted_renders_singular_and_plural_of_the_rocket_nouns():
    assert i18n.counted("core.count.kristalle", 1).render("de") == "1 Kristall"
    assert i18n.counted("core.count.kristalle", 0).render("de") == "0 Kristalle"
    assert i18n.counted("core.count.mark", 1).render("en") == "1 mark"
    assert i18n.counted("core.count.mark", 11).render("en") == "11 marks"
    assert i18n.counted("core.count.mark", 11).render("de") == "11 Mark"
    assert i18n.counted("core.count.misfires", 1).render("en") == "1 misfire"


def test_german_texts_carry_no_english_ui_words(tables):
    english = re.compile(r"\b(the|and|with|your|you|of|is|are|to|for|none|back|next|done)\b")
    bad = [(key, value) for key, value in tables["de"].items()
           if english.search(_words(value))]
    assert not bad


def test_english_texts_carry_no_german_words(tables):
    german = re.compile(r"[äöüßÄÖÜ]|\b(und|der|das|mit|nicht|ist|oder|Feld|Felder|Kristall|"
                        r"Kristalle|Vorladung|Hülse|Ruhm|Mark|Ziel|Kontor|Werkstatt|Tankstelle|"
                        r"Beet|Gießkanne|Wurf|Stempel|Kontrolle|Alpenpass|Bergsprint)\b")
    place_names = {"Rüdersdorf"}
    bad = []
    for key, value in tables["en"].items():
        words = _words(value)
        for name in place_names:
            words = words.replace(name, "")
        if german.search(words):
            bad.append((key, value))
    assert not bad


def test_quotes_are_typographic_and_of_the_right_language(tables):
    """German „…“, English “…”; never ASCII double quotes."""
    bad = []
    for lang, table in tables.items():
        for key, value in table.items():
            if '"' in value:
                bad.append((lang, key, value))
            if lang == "en" and "„" in value:
                bad.append((lang, key, value))
            if lang == "de" and re.search(r"(^|[\s(])“", value):
                bad.append((lang, key, value))
    assert not bad


def test_a_minus_sign_is_a_real_minus(tables):
    """„−10 L“, „−2 Punkte“ with U+2212, not a hyphen."""
    pattern = re.compile(r"(^|[\s(:·])-\s?(\d|%\{)")
    bad = [(lang, key, value) for lang, table in tables.items()
           for key, value in table.items() if pattern.search(value)]
    assert not bad


def test_the_rechenweg_shows_a_real_minus_sign():
    from speedgames.tulpe.rules import scoring

    stars = scoring.describe({"kind": "stars", "open": 1, "points": -2})
    assert stars.render("de") == "1 offene Prachttulpe: −2"
    assert stars.render("en") == "1 open prize tulip: −2"


# One English word per German term. Each entry: a wrong or stray variant → the word in use.
ENGLISH_TERMS = {
    r"\btamping\b": "clay plug (Vorladung)",
    r"\bstart plug\b": "clay plug (Vorladung)",
    r"\bcasing\b": "tube (Hülse)",
    r"\bpowder store\b": "powder shop (Pulverhandlung)",
    r"\bgarage\b": "workshop (Werkstatt)",
    r"\bstar tulips?\b": "prize tulip (Prachttulpe)",
    r"\bRecord Hunt\b": "Record hunt (Rekordjagd)",
    r"\bDaily Sheet\b": "Daily sheet (Tagesblatt)",
    r"\b\d+ Mark\b": "marks",
    r"\bfill up\b": "refuel (tanken)",
    r"\b(take|give) fuel\b": "refuel / drain (tanken / ablassen)",
    r"\bCertificate\b": "Master's certificate (Meisterbrief)",
    r"\bfair rivals\b": "the fair's rivals (Messe-Konkurrenz)",
}


@pytest.mark.parametrize("variant", sorted(ENGLISH_TERMS))
def test_english_uses_one_word_per_term(tables, variant):
    bad = [(key, value) for key, value in tables["en"].items()
           if re.search(variant, _words(value))]
    assert not bad, f"use {ENGLISH_TERMS[variant]}"


def test_english_names_the_rocket_chips_as_the_chip_names_do(tables):
    """%{chip} renders „Flash powder“; a hand-written chip name in English matches it."""
    en = tables["en"]
    names = [en[f"rocket.chip.{kind}"] for kind in "BGKOPRWY"]
    two_words = [re.escape(n.lower()) for n in names if " " in n]
    lower = re.compile(r"\b(" + "|".join(two_words) + r")\b")
    bad = [(key, value) for key, value in en.items()
           if (key.startswith("rocket.") or key.startswith("ui.rules.rocket."))
           and lower.search(value)]
    assert not bad


def test_the_unused_key_checker_finds_nothing_to_delete():
    """Every text is read by some code (tools/check_locale_keys.py, conservative)."""
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import check_locale_keys
    finally:
        sys.path.pop(0)
    keys = check_locale_keys.locale_keys()
    unused = set(check_locale_keys.unused(keys, check_locale_keys.CODE))
    only_tests = unused - set(check_locale_keys.unused(unused, check_locale_keys.TESTS))
    assert unused - only_tests == set()


def test_the_unused_key_checker_sees_dynamic_keys():
    """f-strings and concatenations keep the keys they can build; a stray key is reported."""
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import check_locale_keys
    finally:
        sys.path.pop(0)
    import ast

    refs = check_locale_keys.Refs()
    tree = ast.parse('a = f"rocket.chip.{k}"\nb = key + "_short"\nc = f"{g}.name"\n'
                     'd = t("ui.kontor.quit")\ne = counted("core.count.fields", 2)\n')
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            refs._fstring(node)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            refs._literal(node.value)
        elif isinstance(node, ast.BinOp):
            refs._concat(node)
    assert refs.uses("rocket.chip.W")
    assert refs.uses("rocket.ui.keys.solo_short")
    assert refs.uses("games.rocket.name")
    assert refs.uses("ui.kontor.quit")
    assert refs.uses("core.count.fields.one")
    assert not refs.uses("rocket.ui.master")


def test_rocket_spielverlauf_counts_kristalle_mark_and_fields():
    """The last-evening reckoning said „1 Kristalle → 0 Ruhm“ and „11 Mark“ in English."""
    from speedgames.rocket.rules.events import to_text

    conversion = {"key": "rocket.log.conversion",
                  "params": {"player": "Anna", "mark": 11, "mark_ruhm": 2, "kristalle": 1,
                             "kristall_ruhm": 0, "field_ruhm": 0, "ruhm": 30}}
    assert "1 Kristall → 0 Ruhm" in to_text(conversion).render("de")
    assert "11 marks → 2 fame" in to_text(conversion).render("en")
    assert "1 crystal → 0 fame" in to_text(conversion).render("en")
    field = {"key": "rocket.log.kristallfeld", "params": {"player": "Anna", "field": 9,
                                                         "kristalle": 2}}
    assert to_text(field).render("de") == "Anna: Kristall auf Feld 9 – +2 Kristalle."
    assert to_text(field).render("en") == "Anna: crystal on field 9 – +2 crystals."
    push = {"key": "rocket.log.effect.R3", "params": {"player": "Anna", "fields": 1}}
    assert to_text(push).render("de") == "Anna: Rotglut – +1 Feld."
    trade = {"key": "rocket.log.trade_vorladung", "params": {"player": "Anna", "cost": 1,
                                                            "vorladung": 3}}
    assert to_text(trade).render("en") == "Anna trades 1 crystal: clay plug to field 3."


def test_rocket_events_keep_their_plain_numbers():
    """Counting is for the screen only: the event data stays JSON numbers."""
    from speedgames.rocket.rules.events import Log

    log = Log(["Anna"])
    ev = log("kristallfeld", 0, field=9, kristalle=1)
    assert ev["kristalle"] == 1 and ev["text"]["params"]["kristalle"] == 1


def test_meisterbrief_goals_count_misfires_and_kristalle():
    from speedgames.rocket.modes import Goal

    assert Goal("max_misfires", 1).text().render("en") == "at most 1 misfire"
    assert Goal("max_misfires", 2).text().render("de") == "höchstens 2 Fehlzündungen"
    assert Goal("kristalle", 1).text().render("de") == "mindestens 1 Kristall am Ende"


def test_sprit_ziel_rechner_counts_one_field():
    from speedgames.sprit.rules.ziel import rechnung

    line = rechnung(1, 1, 5).text()
    assert "von hier 1 Feld =" in line.render("de")
    assert "1 field from here" in line.render("en")


def test_tulpe_score_says_one_point_with_a_real_minus():
    from speedgames.tulpe.screen.score import points_text

    assert points_text(-1).render("de") == "−1 Punkt"
    assert points_text(-22).render("de") == "−22 Punkte"
    assert points_text(1).render("en") == "1 point"


def test_add_strings_delete_removes_a_text_in_both_languages(tmp_path, monkeypatch):
    """``tools/add_strings.py --delete`` drops a key (and groups left empty), keeps the rest."""
    import json

    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import add_strings
    finally:
        sys.path.pop(0)
    monkeypatch.setattr(add_strings, "LOCALES", tmp_path)
    add_strings.merge({"x.old.text": {"de": "alt", "en": "old"},
                       "x.keep": {"de": "bleibt", "en": "stays"}})
    add_strings.delete(["x.old.text"])
    for lang in ("de", "en"):
        body = json.loads((tmp_path / f"speedgames.{lang}.json").read_text(encoding="utf-8"))[lang]
        assert body == {"x": {"keep": "bleibt" if lang == "de" else "stays"}}
    with pytest.raises(SystemExit):
        add_strings.delete(["x.never.there"])
