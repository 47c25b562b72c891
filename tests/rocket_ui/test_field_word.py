"""„Feld“ everywhere a field number is told: the Spielverlauf and the show („Wertungsfeld ist
Feld 22“), the Auftrag, the Meisterbrief goals and the Endtafel's highest rocket — the same
number the tile's pill shows."""

from __future__ import annotations

import json
import re
from pathlib import Path

from speedgames.core.i18n import t

ROOT = Path(__file__).resolve().parents[2]
FIELD_PARAMS = ("field", "wertungsfeld", "frm")   # placeholders that hold a field number
WORD = {"de": re.compile(r"(^|[\s(])Feld $"), "en": re.compile(r"(^|[\s(])[Ff]ield $")}
ANNA = [{"kind": "human", "name": "Anna"}]


def _flat(tree: dict, prefix: str = ""):
    for key, value in tree.items():
        if isinstance(value, dict):
            yield from _flat(value, f"{prefix}{key}.")
        else:
            yield prefix + key, value


def test_every_rocket_text_with_a_field_number_says_feld_before_it():
    for lang in ("de", "en"):
        texts = dict(_flat(json.loads((ROOT / f"locales/speedgames.{lang}.json").read_text(
            encoding="utf-8"))[lang]))
        checked = 0
        for key, text in texts.items():
            if not key.startswith("rocket."):
                continue
            for param in FIELD_PARAMS:
                for m in re.finditer(r"%\{" + param + r"\}", text):
                    before = text[: m.start()]
                    assert WORD[lang].search(before), \
                        f"{lang} {key}: „{text}“ names a field number without the word field"
                    checked += 1
        assert checked >= 10


def test_the_show_says_wertungsfeld_ist_feld(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
    drive.stuff_and_stop(draws=2)
    drive.until(lambda: sc.show is not None)
    wf = sc.state.players[0]["wf"]
    texts = [line.text.render() for line in sc.show.lines]
    log = sc.log.texts()
    if not sc.state.players[0]["exploded"]:
        assert any(f"Wertungsfeld ist Feld {wf}" in text for text in texts)
    assert any(f"Wertungsfeld ist Feld {wf}" in line for line in log)


def test_the_auftrag_and_a_field_goal_name_the_field():
    assert t("rocket.ui.solo.auftrag", field=14) == "Auftrag: ohne Fehlzündung bis mindestens Feld 14"
    assert t("rocket.ui.solo.goal_field", goal="x", current=22, target=34).endswith(
        "(bisher Feld 22 / 34)")


def test_the_meisterbrief_panel_tells_the_field_goal_with_feld(drive):
    drive.app.settings.last_profile = "Anna"
    sc = drive.open_game(ANNA, mode="meisterbrief", seed=5, level=1)
    drive.stuff_and_stop(draws=2)
    lines = sc.view.solo_lines
    goal = [text for text, _kind in lines if "bis Feld" in text]
    assert goal and re.search(r"\(bisher Feld \d+ / \d+\)", goal[0]), goal


def test_the_endtafel_gives_the_highest_rocket_as_a_field(drive):
    drive.app.settings.animations = "off"
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=21, evenings=6)
    drive.play_solo_to_endtafel(draws=1)
    tafel = drive.app.stack.top
    best = max(h["fields"][0] for h in sc.state.history)
    cell = tafel._cell(tafel.rows[0], "best")[0]
    assert cell == f"Feld {best}"
