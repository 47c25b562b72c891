"""The Ziel-Rechner (rules §6) and the hover reasons (rules §7) as pure functions."""

from speedgames.core.i18n import set_language
from speedgames.sprit.rules import reachability as why
from speedgames.sprit.rules import ziel

from tests.sprit.helpers import activate, new, put


def test_ziel_rechner_example_of_the_rule_text():
    r = ziel.rechnung(distance=11, place=2, fuel=116)
    assert (r.cost, r.low, r.high, r.excess, r.missing) == (66, 66, 86, 30, 0)
    set_language("de")
    assert r.text().render() == ("Ziel als 2.: von hier 11 Felder = 66\u00a0L → passend wären "
                                 "66–86\u00a0L, du hast 30\u00a0L zu viel")
    set_language("en")
    assert "66–86\u00a0L" in r.text().render()
    set_language("de")


def test_ziel_rechner_too_little_and_fitting():
    assert ziel.rechnung(5, 1, 10).missing == 5
    assert ziel.rechnung(5, 1, 20).fits and ziel.rechnung(5, 1, 25).fits
    assert ziel.rechnung(5, 1, 26).excess == 1


def test_ziel_rechner_shown_from_the_middle_of_the_track_or_with_all_stamps():
    s = new(2)
    put(s, 0, 31, 50)
    assert ziel.for_car(s, 0) is None
    put(s, 0, 32, 50)
    assert ziel.for_car(s, 0).distance == 33
    put(s, 0, 10, 50, stamps=3)
    assert ziel.for_car(s, 0).place == 1


def test_ziel_rechner_uses_the_current_zielplatz():
    s = new(3)
    s.cars[1].update(field=65, finished=True, zielplatz=1)
    put(s, 0, 54, 80, stamps=3)
    r = ziel.for_car(s, 0)
    assert r.place == 2 and r.high == 66 + 20


def test_hover_reasons_cover_all_five_cases():
    s = new(2)
    put(s, 1, 12)
    put(s, 0, 9, 20, stamps=3)
    activate(s, 0)
    assert why.why_not(s, 0, 11).key == why.WERKSTATT_FORWARD
    assert why.why_not(s, 0, 12).key == why.OCCUPIED
    assert why.why_not(s, 0, 10).key == why.KONTROLLE_CLOSED
    assert why.why_not(s, 0, 20).key == why.TOO_EXPENSIVE
    put(s, 0, 60, 40, stamps=3)
    assert why.why_not(s, 0, 65).key == why.ZIEL_FUEL
    set_language("de")
    assert "zu viel Sprit fürs Ziel" in why.why_not(s, 0, 65).render()
    assert why.why_not(s, 0, 61) is None
