"""#30: the Rat says its plan in concrete terms — the fields, stamps and litres of the way it
counts (``ai.ziel_count.plan_after``) — instead of a template („der beste Weg nach vorn“,
„10 L mehr machen die nächsten Fahrten leichter“), and its count of turns is that way's length."""

from __future__ import annotations

import re

import pytest

from speedgames.core.i18n import Text, t
from speedgames.sprit import ai
from speedgames.sprit.ai import ziel_count
from speedgames.sprit.ai.reasons import TEMPLATES, plan_text
from speedgames.sprit.rules import GAME
from speedgames.sprit.rules.tracks import KONTROLLE
from speedgames.sprit.screen import rat


def _positions(track: str, seed: int, every: int):
    """Positions of a seeded game of normal computers where car 0 is on the move."""
    seats = [{"kind": "ai", "level": "normal"} for _ in range(3)]
    state = GAME.new_state({"seats": seats, "mode": "table", "track": track}, seed)
    players = [ai.make_player("normal", None, seed + i) for i in range(3)]
    n = 0
    while not state.is_over():
        seat = state.to_move()[0]
        if state.active_car == 0 and state.phase == "move" and \
                not state.cars[0]["must_stamp"]:
            n += 1
            if n % every == 1:
                yield state.clone()
        state.apply(seat, players[seat].choose(state, seat).action)


@pytest.mark.parametrize("track,seed", [("alpenpass", 3), ("bergsprint", 7)])
def test_the_rat_names_its_plans_fields_and_counts_its_turns(track, seed):
    templates = {t(key, "de") for key in TEMPLATES}
    exact = started = 0
    for state in list(_positions(track, seed, 3))[:6]:
        advice = rat.advise(state, 0)
        best = advice.extra["best"]
        plan = advice.extra["plan"]
        steps = plan
        lines = [line.render("de") for line in rat.rat_lines(state, 0, advice)]
        if plan is not None:
            # near enough: the exact way; the count is its length, said without „etwa“
            assert len(plan) == ziel_count.turns_after(state, 0, 0, best.action,
                                                       state.zielplatz())
            if not plan:
                continue
            assert f"noch {len(plan)} Z" in lines[0], lines[0]
            exact += 1
        else:
            # far away: the way's first turns by the table, the count still an estimate
            steps = advice.extra["plan_start"]
            assert steps and "noch etwa" in lines[0], lines[0]
            started += 1
        for template in templates:     # no template in place of the plan
            assert template.split(" (")[0] not in lines[0], lines[0]
        first = next(step for step, _node in steps if step[0] in ("drive", "werkstatt"))
        if best.reason.key in TEMPLATES and first[1] != state.track.ziel:
            assert re.search(rf"Feld {first[1]}\b", " ".join(lines)), (steps, lines)
    assert exact >= 1 and started >= 1, (exact, started)


def test_the_other_plan_names_its_fields_too_instead_of_a_template():
    templates = {t(key, "de").split(" (")[0] for key in TEMPLATES}
    seen = 0
    for state in list(_positions("alpenpass", 3, 3))[:6]:
        advice = rat.advise(state, 0)
        second = rat.other_plan(state, 0, advice)
        if second is None:
            continue
        line = rat.rat_lines(state, 0, advice)[-1].render("de")
        assert not any(template in line for template in templates), line
        seen += 1
    assert seen >= 2


def test_the_plan_in_words_merges_tankings_names_kontrollen_and_ends_in_the_ziel():
    steps = ((("tank", 10), (55, 2, 50, 0, False)), (("tank", 10), (55, 2, 60, 0, False)),
             (("drive", 57), (57, 2, 57, 0, True)), (("stamp",), (57, 3, 67, 0, False)),
             (("drive", 65), (65, 3, 0, 0, False)))
    text = plan_text(steps, 65)
    assert isinstance(text, Text)
    assert text.render("de") == "2× tanken (→ 60 L) → Feld 57 (Kontrolle) → stempeln → ins Ziel"
    assert text.render("en") == \
        "refuel 2× (→ 60 L) → field 57 (checkpoint) → stamp → into the finish"
    assert plan_text(steps, 65, limit=2).render("de") == \
        "2× tanken (→ 60 L) → Feld 57 (Kontrolle) → usw"
    assert KONTROLLE == "K"
