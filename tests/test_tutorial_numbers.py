"""#30: every number the three guided first games state is the rules' number — in German and in
English. Each step's words are read for their numbers (digits and the number words zwei…zehn /
two…ten) and compared, as a whole, with the numbers taken from the rules' constants, the track
and the guide's own rigging; a number that is not the rules' (the Prachttulpe's „1 Punkt“ while
the rule takes 2) or a number too many or too few fails."""

from __future__ import annotations

import re

import pytest

from speedgames.core.i18n import set_language, t
from speedgames.rocket import tutorial as rocket_guide
from speedgames.rocket.rules import data as rd
from speedgames.rocket.rules import extrablatt as xb
from speedgames.rocket.rules.tutorial import TUTORIAL_EVENINGS
from speedgames.rocket.screen.basket import MAX_CHIPS
from speedgames.sprit import tutorial as sprit_guide
from speedgames.sprit.rules import fuel
from speedgames.sprit.rules.tracks import BERGSPRINT, KONTROLLE, TANKSTELLE, WERKSTATT
from speedgames.tulpe import tutorial as tulpe_guide
from speedgames.tulpe.rules import layout as tl
from speedgames.tulpe.rules import scoring
from speedgames.tulpe.rules.dice import DICE_PER_KIND

LANGS = ("de", "en")
WORDS = {"de": ("zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn"),
         "en": ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")}


def numbers(key: str, lang: str) -> list[int]:
    """The numbers of the words of ``key`` in ``lang``, sorted (digits and number words)."""
    set_language(lang)
    try:
        text = t(key)
    finally:
        set_language("de")
    found = [int(n) for n in re.findall(r"\d+", text)]
    pattern = r"\b(" + "|".join(WORDS[lang]) + r")\b"
    found += [WORDS[lang].index(w.lower()) + 2 for w in re.findall(pattern, text, re.I)]
    return sorted(found)


def check(key: str, expected: list[int], **per_lang: list[int]) -> None:
    for lang in LANGS:
        want = sorted(per_lang.get(lang, expected))
        assert numbers(key, lang) == want, (key, lang, t(key))


def field(code: str, nth: int = 0) -> int:
    """The number of the ``nth`` field of ``code`` on the Bergsprint."""
    return [i + 1 for i, c in enumerate(BERGSPRINT.codes) if c == code][nth]


# -- Speedrocket -----------------------------------------------------------------------------
ROCKET = {
    "welcome": [TUTORIAL_EVENINGS],
    "paper": [rd.PROBEABEND_LIMIT, rd.BASE_LIMIT],
    "evening2": [xb.VORSICHT_RUHM, rd.BASE_LIMIT, rd.BASE_LIMIT],
    "show2": [xb.VORSICHT_RUHM],
    "kristalle": [rd.TRADE_COST, 1],                     # „Vorladung +1“
    "sand": [rd.TRADE_COST],
    "shop": [MAX_CHIPS],
    "shop2": [rd.TRADE_COST, 1, len(rd.WARE_KINDS)],     # keys 1–7
    "buy": [1, len(rd.WARE_KINDS), rd.WARE_KINDS.index("R") + 1],   # „4 = Strontiumrot“
    "evening3": [rd.MARK_PER_RUHM, rd.KRISTALLE_PER_RUHM, 1],
    "after_misfire": [rd.BASE_LIMIT],
    "summary": [9, 6],                                   # the options' evenings
}


@pytest.mark.parametrize("name", sorted(ROCKET))
def test_rocket_guide_states_the_rules_numbers(name):
    extra = {"en": ROCKET[name] + [2]} if name == "after_misfire" else {}   # „of the two“
    check(f"coach.rocket.{name}", ROCKET[name], **extra)


def test_rocket_guide_numbers_fit_its_rigging():
    """The rigged game is the one the words describe: three evenings, Probeabend first, the
    Extrablätter named (Messegäste, then Vorsicht)."""
    assert rocket_guide.OPTIONS["evenings"] == TUTORIAL_EVENINGS == 3
    assert rocket_guide.RIG["deck"][:2] == [xb.MESSEGAESTE, xb.VORSICHT]
    assert sorted(ROCKET["summary"]) == [6, 9]


def test_every_rocket_step_is_checked_or_has_no_number():
    for step in rocket_guide.STEPS:
        name = step.say.rsplit(".", 1)[1]
        if name not in ROCKET:
            check(step.say, [])


# -- Speedsprit ------------------------------------------------------------------------------
PLACE = 2    # the learner's place behind the computer when the Tafel pays and at the Ziel
SPRIT = {
    "welcome": [1928, len(BERGSPRINT.codes), BERGSPRINT.ziel, BERGSPRINT.start_tank],
    "cost": [1, 2] + [n for d in range(1, 5) for n in (d, fuel.cost(d))],
    "drive2": [2, field(TANKSTELLE), fuel.cost(2)],
    "tank": [fuel.FUEL_STEP, fuel.FUEL_STEP],
    "drive4": [4, 2, fuel.cost(2)],
    "card": [fuel.cost(2)],                           # the Freie Fahrt refunds the last drive
    "drive6": [fuel.FUEL_STEP, PLACE, 6],
    "drive7": [PLACE, fuel.FUEL_STEP, field(KONTROLLE), 1, fuel.cost(1), 3],
    "stamp": [fuel.FUEL_STEP],
    "drive9": [field(WERKSTATT), 9, 2],
    "werkstatt": [fuel.FUEL_STEP, 2],
    "ziel": [BERGSPRINT.ziel, fuel.ziel_allowance(1), fuel.FUEL_STEP, fuel.ziel_allowance(2), 3],
    "home": [2] + [field(KONTROLLE, n) for n in (1, 2, 3)],
    "summary": [5],
}


@pytest.mark.parametrize("name", sorted(SPRIT))
def test_sprit_guide_states_the_rules_numbers(name):
    check(f"coach.sprit.{name}", SPRIT[name])


def test_sprit_guide_fields_are_the_tracks():
    """The fields the words name carry what the words say they carry."""
    codes = " " + BERGSPRINT.codes                    # codes[n] is field n
    assert codes[2] == TANKSTELLE and codes[4] == "E" and codes[6] == "2"
    assert codes[7] == KONTROLLE and codes[8] == WERKSTATT and codes[9] != WERKSTATT
    assert [i for i, c in enumerate(codes) if c == KONTROLLE] == [7, 16, 25, 34]
    assert fuel.cost(4) == 10 and fuel.ziel_allowance(PLACE) == PLACE * fuel.FUEL_STEP
    drives = [s.fields["to"] for s in sprit_guide.STEPS if s.do == ("drive",)]
    assert drives == [2, 4, 6, 7, 9]


def test_every_sprit_step_is_checked():
    assert {s.say.rsplit(".", 1)[1] for s in sprit_guide.STEPS} <= set(SPRIT)


# -- Speedtulpe ------------------------------------------------------------------------------
def cell(col: int, row: int) -> str:
    return f"{tl.COLUMN_LETTERS[col]}{row + 1}"


TULPE = {
    "welcome": [1637, len(tl.COLORS), len(tulpe_guide.RIG["dice"])],
    "dice": [DICE_PER_KIND, DICE_PER_KIND],
    "column_first": [2 * DICE_PER_KIND - 2],          # the other four dice
    "full_color": [tl.FIELDS_PER_COLOR, scoring.COLOR_FIRST,
                   tulpe_guide.OPTIONS["end_colors"]],
    "later_value": [-scoring.STAR_OPEN],
    "summary": [tulpe_guide.OPTIONS["end_colors"]],
}


@pytest.mark.parametrize("name", sorted(TULPE))
def test_tulpe_guide_states_the_rules_numbers(name):
    check(f"coach.tulpe.{name}", TULPE[name])


@pytest.mark.parametrize("step", [s for s in tulpe_guide.STEPS if s.do == ("choose",)],
                         ids=lambda s: s.say)
def test_tulpe_choose_steps_name_the_cells_and_the_number_they_ask_for(step):
    """„lass G5, H5 und I5 aufblühen“ names exactly the cells the step waits for, with their
    number; the other numbers are the keys (colour die 1–3, number die 4–6)."""
    cells = [cell(c, r) for c, r in step.fields["cells"]]
    assert len(cells) == step.fields["number"]
    for lang in LANGS:
        set_language(lang)
        try:
            text = t(step.say)
        finally:
            set_language("de")
        assert set(re.findall(r"\b[A-O]\d\b", text)) == set(cells), (step.say, lang)
        rest = re.sub(r"\b[A-O]\d\b", "", text)
        said = [int(n) for n in re.findall(r"\d+", rest)]
        assert step.fields["number"] in said, (step.say, lang)
        keys = set(range(1, 2 * DICE_PER_KIND + 1))
        assert set(said) <= keys, (step.say, lang, said)
