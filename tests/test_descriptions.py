"""The catalog and every game's description (``speedgames.<game>.description``) against the game.

Why: a description is data the shared screens, the records and the shell trust; each check here
makes one of its promises against the game's own rules, computers and screens — an option the
rules refuse, a level the computers do not know, a figure nobody reports, a picture the rules
page cannot find would otherwise show only on a screen.
"""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

from speedgames.core import achievements, catalog, daily, i18n
from speedgames.core.game import LEVEL_IDS, get_game, get_modes
from speedgames.core.players import make_player
from tests.description_checks import declared

DESCRIPTIONS = catalog.descriptions()
IDS = [d.id for d in DESCRIPTIONS]


def _ai_seat(desc, level: str = "normal", style: str | None = None) -> dict:
    seat = {"kind": "ai", "level": level}
    if desc.styles:
        seat["style"] = style or desc.styles[0].value
    return seat


# ------------------------------------------------------------------------------ the catalog
def test_the_catalog_lists_each_game_once_in_its_order():
    assert len(set(IDS)) == len(IDS) == len(catalog.PACKAGES)
    assert [d.order for d in DESCRIPTIONS] == sorted({d.order for d in DESCRIPTIONS})
    assert catalog.game_ids() == tuple(IDS) and catalog.first_game() == IDS[0]
    for desc in DESCRIPTIONS:
        assert desc.package in catalog.PACKAGES and desc.package.endswith("." + desc.id)
        assert catalog.describe(desc.id) is desc and catalog.find(desc.id) is desc


def test_an_unknown_game_is_refused_or_falls_back():
    for bad in ("schach", "", None, ["rocket"], 3):
        assert catalog.find(bad) is None
        assert catalog.known(bad) == IDS[0]
        with pytest.raises(KeyError):
            catalog.describe(bad)  # type: ignore[arg-type]
        with pytest.raises(KeyError):
            get_game(bad)  # type: ignore[arg-type]
    assert catalog.known(IDS[-1]) == IDS[-1] and catalog.known("schach", IDS[1]) == IDS[1]


def test_the_descriptions_are_pure():
    """Reading every description imports no pygame and none of the game's screens or rules."""
    code = ("import sys; from speedgames.core import catalog; catalog.descriptions(); "
            "bad = sorted(m for m in sys.modules if m == 'pygame' or '.screen' in m "
            "or m.endswith('.rules') or m.endswith('.ai')); print(bad)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "[]", out.stdout + out.stderr


# ------------------------------------------------------------------ the same file everywhere
@pytest.mark.parametrize("game_id", IDS)
def test_every_game_has_the_same_parts_under_the_same_names(game_id):
    desc = catalog.describe(game_id)
    rules = importlib.import_module(desc.module("rules"))
    assert importlib.import_module(desc.module("rules.game")).GAME is rules.GAME is \
        get_game(game_id)
    assert rules.GAME.id == game_id
    ai = importlib.import_module(desc.module("ai"))
    assert callable(ai.make_player) and callable(ai.advise)
    modes = importlib.import_module(desc.module("modes"))
    assert modes is get_modes(game_id)
    for date in ("2026-11-30", "2027-02-28"):
        assert modes.daily_seed(date) == daily.daily_seed(game_id, date)
    for part in ("analysis", "bench"):
        importlib.import_module(desc.module(part))


# ------------------------------------------------------------------------- the table
@pytest.mark.parametrize("game_id", IDS)
def test_the_seats_fit_the_rules(game_id):
    desc, game = catalog.describe(game_id), get_game(game_id)
    seats = desc.seats
    assert game.min_seats <= seats.minimum <= seats.default <= seats.maximum <= game.max_seats


@pytest.mark.parametrize("game_id", IDS)
def test_every_offered_level_and_style_is_known_to_the_computers(game_id):
    desc = catalog.describe(game_id)
    assert tuple(desc.levels) == LEVEL_IDS
    for level, key in desc.levels.items():
        assert make_player(game_id, level, seed=1).level == level
        assert all(i18n.has(key, lang) for lang in i18n.LANGUAGES), key
    for style in desc.styles:
        make_player(game_id, "normal", style.value, seed=1)
        assert all(i18n.has(style.label, lang) for lang in i18n.LANGUAGES), style.label


def test_speedrocket_offers_exactly_the_styles_its_computers_have():
    from speedgames.rocket.ai.styles import STYLE_IDS

    assert tuple(c.value for c in catalog.describe("rocket").styles) == STYLE_IDS


@pytest.mark.parametrize("game_id", IDS)
def test_every_choice_of_every_option_builds_a_game(game_id):
    """Each row's every value, at the smallest and the biggest table, is a game the rules
    accept — and the options keep the chosen value (helper rows folded by the game)."""
    from speedgames.ui.game_options import game_options, setup_for, values_from_options

    desc = catalog.describe(game_id)
    setup = setup_for(game_id)
    for count in {desc.seats.minimum, 2, desc.seats.maximum} & set(
            range(desc.seats.minimum, desc.seats.maximum + 1)):
        seats = [{"kind": "human", "name": "Anna"}] + [_ai_seat(desc)] * (count - 1)
        for spec in setup.options:
            for choice in spec.choices:
                values = {spec.key: choice.value}
                if spec.when is not None:
                    values[spec.when[0]] = spec.when[1]
                options = game_options(game_id, values, seats)
                state = get_game(game_id).new_state(options, 7)
                assert state.to_move() and not state.is_over(), (spec.key, choice.value)
                if spec.visible(values, count):
                    assert values_from_options(game_id, options)[spec.key] == choice.value


@pytest.mark.parametrize("game_id", IDS)
def test_a_remembered_table_comes_back_as_it_was(game_id):
    from speedgames.ui.game_options import game_options, setup_for, values_from_options

    setup = setup_for(game_id)
    seats = [{"kind": "human", "name": "Anna"}, _ai_seat(catalog.describe(game_id), "strong")]
    for spec in setup.options:
        for choice in spec.choices:
            values = {spec.key: choice.value, **({spec.when[0]: spec.when[1]}
                                                 if spec.when else {})}
            options = game_options(game_id, values, seats)
            assert game_options(game_id, values_from_options(game_id, options), seats) == options


# ------------------------------------------------------------------- records and lists
@pytest.mark.parametrize("game_id", IDS)
def test_every_figure_and_erfolg_reads_a_figure_the_game_reports(game_id):
    desc = catalog.describe(game_id)
    for figure in desc.figures:
        assert figure.source in ("extras", "favourites")
        assert all(declared(game_id, k) for k in figure.reported_as), figure.key
        for key in (figure.label, figure.unit):
            assert key is None or all(i18n.has(key, lang) for lang in i18n.LANGUAGES), key
    for spec in desc.achievements:
        assert spec.stat in desc.extras if spec.extra else \
            spec.stat in ("games", "wins", "daily_best_streak"), spec.name
    assert [a.id for a in achievements.for_game(game_id)] == list(desc.achievement_ids())
    for item in achievements.for_game(game_id):
        assert all(i18n.has(k, lang) for k in (item.name_key, item.desc_key)
                   for lang in i18n.LANGUAGES), item.id


@pytest.mark.parametrize("game_id", IDS)
def test_the_erfolge_follow_the_statistics(game_id):
    """Each Erfolg is reached by the statistics it names and not by a profile without games."""
    empty = {"games": 0, "wins": 0, "daily_best_streak": 0, "extras": {}}
    for spec, item in zip(catalog.describe(game_id).achievements,
                          achievements.for_game(game_id)):
        assert not item.reached(empty), item.id
        stats = {**empty, "extras": {}}
        if spec.extra:
            stats["extras"] = {spec.stat: spec.n}
        else:
            stats[spec.stat] = spec.n
        assert item.reached(stats), item.id


@pytest.mark.parametrize("game_id", IDS)
def test_the_lists_of_the_bestenliste_are_the_games_modes(game_id):
    desc = catalog.describe(game_id)
    assert desc.board_lists[:3] == ("table", "computer", "solo")
    modes = get_modes(game_id)
    for list_id in desc.board_lists[3:]:
        options = {**get_game(game_id).default_options(), "mode": list_id,
                   "seats": [{"kind": "human", "name": "Anna"}], "level": 1}
        expected, _ = modes.canonical_options(options)
        assert expected["mode"] == list_id
    assert all(i18n.has(f"ui.board.list.{n}", lang) for n in desc.board_lists
               for lang in i18n.LANGUAGES)


@pytest.mark.parametrize("game_id", IDS)
def test_the_review_sample_is_a_game_of_the_rules(game_id):
    desc = catalog.describe(game_id)
    game = get_game(game_id)
    options = {**game.default_options(), **desc.review_sample.options}
    assert not game.new_state(options, desc.review_sample.seed).is_over()


# --------------------------------------------------------------------- what screens name
@pytest.mark.parametrize("game_id", IDS)
def test_the_screen_parts_a_description_names_are_there(game_id):
    from speedgames.ui import registry
    from speedgames.ui.art import diagrams

    desc = catalog.describe(game_id)
    for module in desc.screen_modules:
        importlib.import_module(module)
    assert registry.has(f"{game_id}.game")
    assert callable(importlib.import_module(desc.review_module).show)
    assert callable(importlib.import_module(desc.poster).paint)
    phases = importlib.import_module(desc.tour).PHASES
    assert phases and all(name.startswith(game_id + "-") for name, _ in phases)
    pictures = diagrams.for_game(game_id)
    named = {item.split(":", 1)[1] for item in desc.rules_pages if item.startswith("pic:")}
    assert named and named <= set(pictures)
