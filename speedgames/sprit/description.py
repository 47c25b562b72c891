"""Speedsprit as the shared layers see it: seats, levels, table options, lists, figures, Erfolge,
rules pages, the words for a move, how the Tagesetappe counts (see
:mod:`speedgames.core.description`).

Pure data and pure functions; the screen parts it names (poster, rules pictures, tour) are
imported by the screens that draw them.
"""

from __future__ import annotations

from typing import Any

from speedgames.core.description import (
    LEVEL_IDS,
    AchievementSpec,
    Choice,
    GameDescription,
    OptionSpec,
    Previews,
    ReviewSample,
    Scoring,
    Seats,
    StatFigure,
)
from speedgames.core.i18n import t

GAME_ID = "sprit"
TURN_ACTIONS = ("drive", "werkstatt", "tank", "stamp")  # a Speedsprit turn's own actions

TABLE_OPTIONS = (
    OptionSpec("track", "ui.options.sprit.track",
               (Choice("alpenpass", "ui.options.sprit.track_alpenpass"),
                Choice("bergsprint", "ui.options.sprit.track_bergsprint")), "alpenpass"),
    OptionSpec("cards", "ui.options.sprit.cards",
               (Choice(True, "ui.options.sprit.cards_on"),
                Choice(False, "ui.options.sprit.cards_off")), True,
               hint="ui.options.sprit.cards_hint"),
    OptionSpec("end", "ui.options.sprit.end",
               (Choice("last", "ui.options.sprit.end_last"),
                Choice("first", "ui.options.sprit.end_first")), "last"),
    OptionSpec("duel", "ui.options.sprit.duel",
               (Choice(False, "ui.common.no"), Choice(True, "ui.common.yes")), False,
               hint="ui.options.sprit.duel_hint", seats=(2, 2)),
)


def phrase(action: Any) -> str | None:
    """A move in words for the Analyse (``review.action.sprit.<type>``), where it has fields."""
    kind = action.type
    key = f"review.action.sprit.{kind}"
    if kind in ("tank", "kanister"):
        return t(key + ("_give" if (action.get("amount") or 0) < 0 else ""))
    if kind == "drive":
        return t(key, to=action.get("to"))
    return None


# kind:name — the text of each block is ui.rules.sprit.<name>; "pic:x" is a rules picture
RULES_PAGES = (
    "p:intro", "h:h_fuel", "p:p_fuel", "pic:costs", "h:h_turn", "n:n_drive", "n:n_werkstatt",
    "n:n_tank", "h:h_fields", "pic:fields", "b:b_T", "b:b_W", "b:b_K", "b:b_tafel", "b:b_E",
    "h:h_goal", "p:p_goal", "p:p_stuck", "h:h_solo", "b:b_rekord", "b:b_daily", "b:b_duel",
    "h:h_keys", "p:p_keys",
)

ACHIEVEMENTS = (
    AchievementSpec("first_win", "wins", 1),
    AchievementSpec("last_drop", "min_fuel_left", 0, extra=True, exactly=True),
    AchievementSpec("wins_10", "wins", 10),
    AchievementSpec("daily_7", "daily_best_streak", 7),
    AchievementSpec("games_25", "games", 25),
)

DESCRIPTION = GameDescription(
    id=GAME_ID,
    package="speedgames.sprit",
    order=2,
    seats=Seats(2, 6, 4),
    levels={level: f"levels.{level}" for level in LEVEL_IDS},
    table_options=TABLE_OPTIONS,
    clock_label="ui.options.sprit.clock",
    board_lists=("table", "computer", "solo", "rekordjagd"),
    figures=(StatFigure("ui.stats.sprit.min_fuel_left", "min_fuel_left",
                        unit="ui.stats.sprit.litres"),),
    extras=("min_fuel_left",),  # litres left on reaching the Ziel (only when it did)
    achievements=ACHIEVEMENTS,
    rules_pages=RULES_PAGES,
    rules_diagrams="speedgames.sprit.screen.rules_diagrams",
    phrase=phrase,
    review_sample=ReviewSample(seed=2),
    # the Rekordjagd's list is the lone car's turns to the Ziel, fewest first
    scoring=Scoring(run_turn_actions=TURN_ACTIONS, turn_lists=("rekordjagd",)),
    screen_modules=("speedgames.sprit.screen.scene", "speedgames.sprit.screen.tutorial",
                    "speedgames.sprit.screen.endtafel"),
    screens=(("sprit.game", "speedgames.sprit.screen.scene"),
             ("sprit.solo", "speedgames.sprit.screen.solo"),
             ("sprit.tutorial", "speedgames.sprit.screen.tutorial"),
             ("sprit.endtafel", "speedgames.sprit.screen.endtafel")),
    review_module="speedgames.sprit.screen.review",
    poster="speedgames.sprit.screen.poster",
    tour="speedgames.sprit.screen.tour",
    previews=Previews(stats_extras={"min_fuel_left": 2}),
)
