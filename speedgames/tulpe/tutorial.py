"""Speedtulpe's guided first game: four Würfe against one easy computer (plain data).

So that a first game stays short, both fields start half in bloom and the dice of the four Würfe
are fixed (the rules' tutorial option, :mod:`speedgames.tulpe.rules.tutorial`): Wurf 1 the
newcomer chooses first and fills column H (first value); Wurf 2 the computer chooses first, the
newcomer chooses covertly with a Gießkanne next to a bloom and completes White; Wurf 3 column A,
which the computer had already, brings the later value; Wurf 4 Orange, the second full colour,
ends the season.
"""

from __future__ import annotations

from speedgames.ui.coach import CoachStep, Guide

# White beds at B2–O3 and A7–H7, Orange at A2–F3, M3–O5 and F6–I7 (but J6, K6), column H
# but H5, and column A but A6 are in bloom for the newcomer; the computer has column A.
_WHITE = [[c, 1] for c in range(10, 15)] + [[13, 2], [14, 2]] + [[c, 6] for c in range(8)]
_ORANGE = ([[0, 1], [1, 1]] + [[c, 2] for c in range(6)] + [[12, 2]]
           + [[c, 3] for c in range(11, 15)] + [[13, 4]] + [[c, 5] for c in range(5, 9)]
           + [[8, 6]])
_COLUMN_H = [[7, 0], [7, 1], [7, 2], [7, 3]]
_COLUMN_A = [[0, 0], [0, 3], [0, 4]]
RIG = {
    "bloomed": {"0": _WHITE + _ORANGE + _COLUMN_H + _COLUMN_A,
                "1": [[0, r] for r in range(7)]},
    "dice": {"1": {"colors": ["W", "V", "R"], "numbers": [3, 2, 1]},
             "2": {"colors": ["*", "*", "Y"], "numbers": [3, 3, 2]},
             "3": {"colors": ["Y", "R", "V"], "numbers": [1, 4, 5]},
             "4": {"colors": ["O", "O", "R"], "numbers": [2, 2, 4]}},
}
OPTIONS = {"seats": [{"kind": "human", "name": ""}, {"kind": "ai", "level": "easy"}],
           "mode": "table", "layout": "einsteiger", "cans": 8, "end_colors": 2,
           "later_column": "lower", "clock": None, "tutorial": RIG}

_ = "coach.tulpe."
STEPS = (
    CoachStep(_ + "welcome", target="field"),
    CoachStep(_ + "roll", do=("roll",), target="btn:roll"),
    CoachStep(_ + "dice", target="tray"),
    CoachStep(_ + "choose_h", do=("choose",),
         fields={"color": "W", "number": 3, "cells": [[6, 4], [7, 4], [8, 4]]}, target="cell:7,4"),
    CoachStep(_ + "column_first", target="field"),
    CoachStep(_ + "covert", do=("choose",),
         fields={"color": "W", "number": 3, "cells": [[9, 4], [10, 4], [11, 4]]},
         target="cell:10,4"),
    CoachStep(_ + "full_color", target="field"),
    CoachStep(_ + "roll3", do=("roll",), target="btn:roll"),
    CoachStep(_ + "column_later", do=("choose",),
         fields={"color": "Y", "number": 1, "cells": [[0, 5]]}, target="cell:0,5"),
    CoachStep(_ + "later_value", target="field"),
    CoachStep(_ + "end_color", do=("choose",),
         fields={"color": "O", "number": 2, "cells": [[9, 5], [10, 5]]}, target="cell:9,5"),
)

GUIDE = Guide(game="tulpe", seed=1637, options=OPTIONS, steps=STEPS, summary="coach.tulpe.summary")
