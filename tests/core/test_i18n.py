import json

from speedgames.core import i18n


def _keys(tree, prefix=""):
    out = set()
    for k, v in tree.items():
        q = f"{prefix}.{k}" if prefix else k
        out |= _keys(v, q) if isinstance(v, dict) else {q}
    return out


def test_german_and_english_have_the_same_keys():
    de = json.loads(i18n.locale_file("de").read_text(encoding="utf-8"))["de"]
    en = json.loads(i18n.locale_file("en").read_text(encoding="utf-8"))["en"]
    assert _keys(de) == _keys(en)


def test_placeholders_match_between_languages():
    de = i18n.load("de")
    en = i18n.load("en")
    for key in de:
        assert sorted(i18n._PLACEHOLDER.findall(de[key])) == sorted(
            i18n._PLACEHOLDER.findall(en[key])), key


def test_translate_with_parameters_and_language():
    assert i18n.t("errors.unknown_action", "de", type="fly") == "Diesen Zug gibt es hier nicht (fly)."
    assert i18n.t("errors.unknown_action", "en", type="fly") == "There is no such move here (fly)."


def test_missing_key_falls_back_to_the_key():
    assert i18n.t("no.such.key", "de") == "no.such.key"


def test_default_language_is_german_only_for_german_systems():
    assert i18n.default_language({"LANG": "de_DE.UTF-8"}) == "de"
    assert i18n.default_language({"LANG": "fr_FR.UTF-8"}) == "en"
    assert i18n.default_language({"LC_ALL": "de_AT.UTF-8", "LANG": "en_US"}) == "de"


def test_text_renders_nested_texts():
    inner = i18n.Text("games.rocket.name")
    outer = i18n.Text("errors.unknown_action", {"type": inner})
    assert outer.render("en") == "There is no such move here (Speedrocket)."


def test_counted_picks_the_singular_for_exactly_one():
    assert i18n.counted("core.count.fields", 1).render("de") == "1 Feld"
    assert i18n.counted("core.count.fields", 3).render("de") == "3 Felder"
    assert i18n.counted("core.count.turns", 1).render("en") == "1 turn"
    assert i18n.counted("core.count.turns", 0).render("en") == "0 turns"
