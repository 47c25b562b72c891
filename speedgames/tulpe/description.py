"""Speedtulpe as the shared layers see it: seats, levels, table options, lists, figures, Erfolge,
rules pages, the words for a move, how the Bestenliste weighs the bonus (see
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

GAME_ID = "tulpe"
COLUMNS = "ABCDEFGHIJKLMNO"

TABLE_OPTIONS = (
    OptionSpec("layout", "ui.options.tulpe.layout",
               tuple(Choice(v, f"ui.options.tulpe.layout_{v}")
                     for v in ("einsteiger", "klassisch", "verwinkelt", "zufall")),
               "klassisch"),
    OptionSpec("cans", "ui.options.tulpe.cans",
               tuple(Choice(n, "ui.options.tulpe.cans_n", {"n": n}) for n in (6, 8, 10)), 8),
    OptionSpec("end_colors", "ui.options.tulpe.end_colors",
               tuple(Choice(n, "ui.options.tulpe.end_colors_n", {"n": n}) for n in (2, 3)), 2),
    OptionSpec("later_column", "ui.options.tulpe.later_column",
               (Choice("lower", "ui.options.tulpe.later_column_lower"),
                Choice("none", "ui.options.tulpe.later_column_none")), "lower"),
)


def phrase(action: Any) -> str | None:
    """„4 × Gelb: F4 G4 H4“ for a choice in the Analyse (``review.action.tulpe.choose``)."""
    if action.type != "choose":
        return None
    cells = action.get("cells") or []
    where = " ".join(f"{COLUMNS[c]}{r + 1}" for c, r in cells[:6]
                     if isinstance(c, int) and 0 <= c < 15 and isinstance(r, int))
    return t("review.action.tulpe.choose", number=action.get("number"),
             color=t(f"tulpe.color.{action.get('color')}"), cells=where)


# kind:name — the text of each block is ui.rules.tulpe.<name>; "pic:x" is a rules picture
RULES_PAGES = (
    "p:intro", "pic:beet", "h:h_dice", "p:p_dice", "h:h_wurf", "n:n_first", "n:n_others",
    "n:n_bloom", "h:h_which", "b:b_count", "b:b_connected", "b:b_start", "h:h_points",
    "b:b_column", "pic:columns", "b:b_color", "b:b_rest", "p:p_minus", "h:h_end", "p:p_end",
    "h:h_solo", "b:b_ai", "b:b_rekord", "b:b_daily", "h:h_keys", "p:p_keys",
)

ACHIEVEMENTS = (
    AchievementSpec("first_win", "wins", 1),
    AchievementSpec("no_cans", "min_cans_used", 0, extra=True, exactly=True),
    AchievementSpec("wins_10", "wins", 10),
    AchievementSpec("daily_7", "daily_best_streak", 7),
    AchievementSpec("games_25", "games", 25),
)

DESCRIPTION = GameDescription(
    id=GAME_ID,
    package="speedgames.tulpe",
    order=3,
    seats=Seats(2, 6, 3),
    levels={level: f"levels.{level}" for level in LEVEL_IDS},
    table_options=TABLE_OPTIONS,
    clock_label="ui.options.tulpe.clock",
    board_lists=("table", "computer", "solo", "rekordjagd"),
    figures=(StatFigure("ui.stats.tulpe.min_cans_used", "min_cans_used"),),
    extras=("min_cans_used",),  # Gießkannen used in the game
    achievements=ACHIEVEMENTS,
    rules_pages=RULES_PAGES,
    rules_diagrams="speedgames.tulpe.screen.rules_diagrams",
    phrase=phrase,
    review_sample=ReviewSample(seed=4),
    scoring=Scoring(weighted_bonus=True),
    screen_modules=("speedgames.tulpe.screen.scene", "speedgames.tulpe.screen.tutorial",
                    "speedgames.tulpe.screen.endtafel"),
    screens=(("tulpe.game", "speedgames.tulpe.screen.scene"),
             ("tulpe.solo", "speedgames.tulpe.screen.solo"),
             ("tulpe.tutorial", "speedgames.tulpe.screen.tutorial"),
             ("tulpe.endtafel", "speedgames.tulpe.screen.endtafel")),
    review_module="speedgames.tulpe.screen.review",
    # the table scene's own word for „do not save“ until the shared table runtime owns saving
    poster="speedgames.tulpe.screen.poster",
    tour="speedgames.tulpe.screen.tour",
    previews=Previews(
        stats_extras={"min_cans_used": 1},
        # the tulip field's sails turn in its first seconds (idle bench: frame rate)
        animation={"options": {"seats": [{"kind": "human", "name": "A"}], "mode": "rekordjagd"},
                   "seed": 3},
    ),
)
