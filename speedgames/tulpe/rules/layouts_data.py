"""The fixed Speedtulpe layouts, made by tools/make_tulpe_layouts.py — do not edit.

Each is the generator's output for a fixed seed (see the tool), checked by eye and
validated by the tests. Rows from the top, columns A–O; stars as (column, row)."""

from __future__ import annotations

LAYOUTS: dict[str, dict] = {
    "einsteiger": {
        "seed": 7,
        "colors": [
            "RRRRYYYYYRRRRRR",
            "OORRRYYYVVWWWWW",
            "OOOOOOVVVVVVOWW",
            "VVVRRRRRRRROOOO",
            "YYVVVVWWWWWWVOV",
            "YYYYYOOOOOOVVVV",
            "WWWWWWWWOYYYYYY",
        ],
        "stars": [
            [0, 6], [1, 0], [2, 1], [3, 2], [4, 4],
            [5, 1], [6, 6], [7, 0], [8, 0], [9, 5],
            [10, 2], [11, 3], [12, 1], [13, 0], [14, 4],
        ],
    },
    "klassisch": {
        "seed": 0,
        "colors": [
            "WWWRRRWWYYYYWWW",
            "WWWVRVVVWROOOWW",
            "RRRRYOVVRRVVVOO",
            "RROOOOORRWWWWOO",
            "YYYWWWROOORRRVV",
            "OOYYVYYYOOYYYRR",
            "VVVVVYYYVVVVOYY",
        ],
        "stars": [
            [0, 1], [1, 6], [2, 2], [3, 1], [4, 0],
            [5, 1], [6, 3], [7, 5], [8, 4], [9, 0],
            [10, 3], [11, 5], [12, 4], [13, 2], [14, 0],
        ],
    },
    "verwinkelt": {
        "seed": 5,
        "colors": [
            "YYYVVVYYYRROVWW",
            "YVVWWWRVOOROVYR",
            "RVOORVVVOWYRRRO",
            "RRRORRWWVVWWYYV",
            "WWWYYYWOWVYYOOV",
            "VWRROOORROOWWVY",
            "OOOOWWWYYYVVRRY",
        ],
        "stars": [
            [0, 3], [1, 3], [2, 0], [3, 1], [4, 4],
            [5, 2], [6, 6], [7, 3], [8, 0], [9, 5],
            [10, 1], [11, 6], [12, 1], [13, 4], [14, 2],
        ],
    },
}
