"""Speedrocket as the shared layers see it: seats, levels, styles, table options, lists, figures,
Erfolge, rules pages, the words for a move (see :mod:`speedgames.core.description`).

Pure data and pure functions; the screen parts it names (poster, rules pictures, tour) are
imported by the screens that draw them.
"""

from __future__ import annotations

from typing import Any, Mapping

from speedgames.core.description import (
    LEVEL_IDS,
    AchievementSpec,
    Choice,
    GameDescription,
    OptionSpec,
    Previews,
    ReviewSample,
    Seats,
    StatFigure,
)
from speedgames.core.i18n import t

GAME_ID = "rocket"
RECIPE_COLOURS = ("G", "B", "R", "Y", "P", "K")  # the colours with four Rezepturen
STYLES = ("draufgaenger", "vorsichtig", "kristallsammler", "schwarzpulver", "purpur",
          "tempomacher")

TABLE_OPTIONS = (
    OptionSpec("evenings", "ui.options.rocket.evenings",
               (Choice(6, "ui.options.rocket.evenings_6"),
                Choice(9, "ui.options.rocket.evenings_9")), 9),
    OptionSpec("recipes", "ui.options.rocket.recipes",
               (Choice("standard", "ui.options.rocket.recipes_standard"),
                Choice("random", "ui.options.rocket.recipes_random"),
                Choice("host", "ui.options.rocket.recipes_host")), "standard",
               hint="ui.options.rocket.recipes_hint"),
    *(OptionSpec(f"recipe_{c}", f"ui.options.rocket.colour_{c}",
                 tuple(Choice(n, "ui.options.rocket.recipe_n", {"n": n}) for n in range(1, 5)),
                 1, when=("recipes", "host"))
      for c in RECIPE_COLOURS),
)


def _recipe(value: Any) -> int:
    return value if isinstance(value, int) and 1 <= value <= 4 else 1


def fold_recipes(options: dict[str, Any], values: Mapping[str, Any]) -> dict[str, Any]:
    """„Eigene Rezepturen“: the six helper rows become ``recipes: {colour: 1–4}``."""
    if options.get("recipes") == "host":
        options["recipes"] = {c: _recipe(values.get(f"recipe_{c}")) for c in RECIPE_COLOURS}
    return options


def unfold_recipes(values: dict[str, Any], options: Mapping[str, Any]) -> dict[str, Any]:
    """The reverse of :func:`fold_recipes` (a remembered table with its own Rezepturen)."""
    recipes = options.get("recipes")
    if isinstance(recipes, Mapping):
        values["recipes"] = "host"
        for c in RECIPE_COLOURS:
            values[f"recipe_{c}"] = _recipe(recipes.get(c))
    return values


def _chip_name(chip: Any) -> str:
    return t(f"ui.stats.rocket.chip.{str(chip)[:1]}")


def phrase(action: Any) -> str | None:
    """A move in words for the Analyse (``review.action.rocket.<type>``), where it has fields."""
    kind = action.type
    key = f"review.action.rocket.{kind}"
    if kind == "preview":
        index = action.get("index")
        return t(key + ("_none" if index is None else ""), n=(index or 0) + 1)
    if kind in ("take", "trade"):
        return t(f"{key}.{action.get('what')}")
    if kind == "buy":
        return t(key, chips=", ".join(str(c) for c in action.get("chips") or []))
    return None


# kind:name — the text of each block is ui.rules.rocket.<name>; "pic:x" is a rules picture
RULES_PAGES = (
    "p:intro", "h:h_tools", "b:b_bag", "b:b_huelse", "pic:huelse", "b:b_vorladung", "b:b_sand",
    "b:b_kristall", "h:h_evening", "n:n_extrablatt", "n:n_lehrbuben", "n:n_stopfen",
    "pic:gauge", "n:n_vorstellung", "n:n_handlung", "n:n_back", "h:h_last", "p:p_last",
    "h:h_powder", "p:p_powder", "h:h_solo", "b:b_rekord", "b:b_raetsel", "b:b_meister",
    "h:h_keys", "p:p_keys",
)

# Speedrocket — the seed's „Erfolge (ohne Fehlzündung, Rakete bis Feld 53, 10 Siege,
# 7 Tagesrätsel in Folge, 25 Partien)“.
ACHIEVEMENTS = (
    AchievementSpec("no_misfire", "min_misfires", 0, extra=True, exactly=True),
    AchievementSpec("field_53", "max_rocket", 53, extra=True),
    AchievementSpec("wins_10", "wins", 10),
    AchievementSpec("daily_7", "daily_best_streak", 7),
    AchievementSpec("games_25", "games", 25),
)

_ENDTAFEL_SEATS = (
    {"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "strong", "style": "purpur"},
    {"kind": "human", "name": "Bernhard"}, {"kind": "ai", "level": "easy", "style": "vorsichtig"},
)

DESCRIPTION = GameDescription(
    id=GAME_ID,
    package="speedgames.rocket",
    order=1,
    seats=Seats(1, 4, 3),
    levels={level: f"levels.rocket.{level}" for level in LEVEL_IDS},
    styles=tuple(Choice(s, f"ui.styles.rocket.{s}") for s in STYLES),
    table_options=TABLE_OPTIONS,
    clock_label="ui.options.rocket.clock",
    fold_options=fold_recipes,
    unfold_options=unfold_recipes,
    board_lists=("table", "computer", "solo", "rekordjagd", "meisterbrief"),
    figures=(StatFigure("ui.stats.rocket.max_rocket", "max_rocket", unit="ui.stats.rocket.field"),
             StatFigure("ui.stats.rocket.fav_chip", "chip", source="favourites",
                        shown=_chip_name),
             StatFigure("ui.stats.rocket.min_misfires", "min_misfires")),
    # per human at the end: highest rocket without Fehlzündung, Fehlzündungen, chips bought,
    # Kristalle; in the Meisterbrief the stars of the level (max_stars_<level>)
    extras=("max_rocket", "min_misfires", "fav_chip", "kristalle", "max_stars_"),
    achievements=ACHIEVEMENTS,
    rules_pages=RULES_PAGES,
    rules_diagrams="speedgames.rocket.screen.rules_diagrams",
    phrase=phrase,
    review_sample=ReviewSample(seed=3, options={"evenings": 6}),
    screen_modules=("speedgames.rocket.screen.scene", "speedgames.rocket.screen.tutorial",
                    "speedgames.rocket.screen.endtafel"),
    screens=(("rocket.game", "speedgames.rocket.screen.scene"),
             ("rocket.solo", "speedgames.rocket.screen.solo"),
             ("rocket.tutorial", "speedgames.rocket.screen.tutorial"),
             ("rocket.endtafel", "speedgames.rocket.screen.endtafel")),
    review_module="speedgames.rocket.screen.review",
    poster="speedgames.rocket.screen.poster",
    tour="speedgames.rocket.screen.tour",
    previews=Previews(
        stats_extras={"max_rocket": 47, "min_misfires": 0},
        stats_favourites={"chip": "P"},
        endtafel={"seats": _ENDTAFEL_SEATS,
                  "extras": ({"kristalle": 3}, {"kristalle": 5}, {"kristalle": 1},
                             {"kristalle": 0}),
                  "column": "kristalle", "options": {"evenings": 9}},
    ),
)
