"""Speedtulpe's count phrases in both languages: singular for one, plural otherwise, the case
the sentence asks for (#30: „Beet in Weiß mit 6 Felder“ must be „mit 6 Feldern“). Each sentence
is built as the code builds it (the same keys, the same count keys) and read whole."""

from __future__ import annotations

import pytest

from speedgames.core.i18n import Text, counted
from speedgames.tulpe.rules.scoring import describe

RED, WHITE = Text("tulpe.color.R"), Text("tulpe.ui.color.W")

CASES = [
    # (the sentence, one, six) per language: what the player reads
    (lambda n: Text("tulpe.ui.info.bed", {"color": WHITE,
                                          "n": counted("core.count.fields_dative", n)}),
     {"de": ("Beet in Weiß mit 1 Feld", "Beet in Weiß mit 6 Feldern"),
      "en": ("Bed in white with 1 field", "Bed in white with 6 fields")}),
    (lambda n: Text("tulpe.ui.info.column_left", {"col": "H",
                                                  "n": counted("core.count.fields", n)}),
     {"de": ("Spalte H: noch 1 Feld offen.", "Spalte H: noch 6 Felder offen."),
      "en": ("Column H: 1 field still open.", "Column H: 6 fields still open.")}),
    (lambda n: Text("tulpe.ui.enough_cells", {"n": counted("core.count.fields", n)}),
     {"de": ("Schon 1 Feld gewählt – so viele zeigt der Würfel.",
             "Schon 6 Felder gewählt – so viele zeigt der Würfel."),
      "en": ("1 field chosen already – that is what the die shows.",
             "6 fields chosen already – that is what the die shows.")}),
    (lambda n: Text("tulpe.ui.end.tiebreak", {"n": counted("core.count.cans", n)}),
     {"de": ("Gleichstand: 1 Gießkanne übrig", "Gleichstand: 6 Gießkannen übrig"),
      "en": ("Tie: 1 watering can left", "Tie: 6 watering cans left")}),
    (lambda n: Text("tulpe.ai.reason.star", {"count": counted("core.count.stars", n),
                                             "color": RED}),
     {"de": ("Lässt 1 Prachttulpe in Rot aufblühen (+2 je Stück).",
             "Lässt 6 Prachttulpen in Rot aufblühen (+2 je Stück)."),
      "en": ("Brings 1 prize tulip in Red into bloom (+2 each).",
             "Brings 6 prize tulips in Red into bloom (+2 each).")}),
    # „3 Felder Rot“ read as a list; the colour is where the fields are
    (lambda n: Text("tulpe.ai.reason.progress", {"count": counted("core.count.fields", n),
                                                 "color": RED, "col": "H", "filled": 7}),
     {"de": ("1 Feld in Rot: Spalte H hat dann 7 von 7.",
             "6 Felder in Rot: Spalte H hat dann 7 von 7."),
      "en": ("1 field in Red: column H then has 7 of 7.",
             "6 fields in Red: column H then has 7 of 7.")}),
    (lambda n: Text("tulpe.errors.no_cans", {"need": counted("core.count.cans", n),
                                             "have": 0}),
     {"de": ("Dafür brauchst du 1 Gießkanne, du hast noch 0.",
             "Dafür brauchst du 6 Gießkannen, du hast noch 0."),
      "en": ("This needs 1 watering can; you have 0 left.",
             "This needs 6 watering cans; you have 0 left.")}),
    (lambda n: describe({"kind": "cans", "count": n, "points": n}),
     {"de": ("1 Gießkanne übrig: +1", "6 Gießkannen übrig: +6"),
      "en": ("1 watering can left: +1", "6 watering cans left: +6")}),
    (lambda n: describe({"kind": "stars", "open": n, "points": -2 * n}),
     {"de": ("1 offene Prachttulpe: −2", "6 offene Prachttulpen: −12"),
      "en": ("1 open prize tulip: −2", "6 open prize tulips: −12")}),
    (lambda n: Text("tulpe.ui.log.resumed", {"n": counted("core.count.turns", n)}),
     {"de": ("Partie fortgesetzt (1 Zug).", "Partie fortgesetzt (6 Züge)."),
      "en": ("Game resumed (1 turn).", "Game resumed (6 turns).")}),
    # the score's info window: „How Anna's 1 point add up“ had the verb of a plural
    (lambda n: Text("tulpe.ui.info.score", {"name": "Anna", "score": Text(
        "core.count.points.one" if n == 1 else "core.count.points.other", {"n": n})}),
     {"de": ("Rechenweg von Anna: 1 Punkt", "Rechenweg von Anna: 6 Punkte"),
      "en": ("How Anna's score adds up: 1 point", "How Anna's score adds up: 6 points")}),
]


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("index", range(len(CASES)))
def test_each_count_phrase_reads_right_for_one_and_for_six(index, lang):
    make, expected = CASES[index]
    one, six = expected[lang]
    assert make(1).render(lang) == one
    assert make(6).render(lang) == six
