#!/usr/bin/env python3
"""Build the three fixed Speedtulpe layouts once from fixed seeds and write them as data.

Usage: python tools/make_tulpe_layouts.py [--png DIR] [--try NAME N]
Writes ``speedgames/tulpe/rules/layouts_data.py`` (Einsteiger, Klassisch, Verwinkelt), prints each
field as letters (stars in lower case) and, with ``--png``, renders a quick picture of each so the
look can be judged by eye. ``--try NAME N`` prints the first N candidates for one layout instead, to
choose a seed. The seeds below were chosen that way: a varied, pleasant look, no colour clumped
on one side, stars spread over the rows.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from speedgames.tulpe.rules.layout import (  # noqa: E402
    BED_SIZES,
    COLS,
    ROWS,
    Layout,
    generate,
    validate,
)

SEEDS = {"einsteiger": 7, "klassisch": 0, "verwinkelt": 5}
OUT = ROOT / "speedgames" / "tulpe" / "rules" / "layouts_data.py"
RGB = {"R": (206, 60, 60), "Y": (240, 200, 60), "V": (140, 80, 180), "W": (240, 240, 232),
       "O": (240, 140, 40)}


def ascii_art(layout: Layout) -> str:
    stars = set(layout.stars)
    lines = ["  " + "ABCDEFGHIJKLMNO"]
    for r in range(ROWS):
        row = "".join(layout.color(c, r).lower() if (c, r) in stars else layout.color(c, r)
                      for c in range(COLS))
        lines.append(f"{r + 1} {row}")
    return "\n".join(lines)


def render_png(layout: Layout, path: Path) -> None:
    import os
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    size = 40
    surface = pygame.Surface((COLS * size, ROWS * size))
    for r in range(ROWS):
        for c in range(COLS):
            rect = pygame.Rect(c * size, r * size, size, size)
            pygame.draw.rect(surface, RGB[layout.color(c, r)], rect)
            # Beet borders: a dark line where the colour changes.
            if c + 1 < COLS and layout.color(c + 1, r) != layout.color(c, r):
                pygame.draw.line(surface, (30, 30, 30), rect.topright, rect.bottomright, 3)
            if r + 1 < ROWS and layout.color(c, r + 1) != layout.color(c, r):
                pygame.draw.line(surface, (30, 30, 30), rect.bottomleft, rect.bottomright, 3)
            if (c, r) in layout.stars:
                pygame.draw.circle(surface, (30, 30, 30), rect.center, size // 5)
    pygame.image.save(surface, str(path))


def write_data(layouts: dict[str, Layout]) -> None:
    lines = ['"""The fixed Speedtulpe layouts, made by tools/make_tulpe_layouts.py — do not edit.',
             "",
             "Each is the generator's output for a fixed seed (see the tool), checked by eye and",
             'validated by the tests. Rows from the top, columns A–O; stars as (column, row)."""',
             "", "from __future__ import annotations", "", "LAYOUTS: dict[str, dict] = {"]
    for name, layout in layouts.items():
        lines.append(f'    "{name}": {{')
        lines.append(f"        \"seed\": {SEEDS[name]},")
        lines.append('        "colors": [')
        for row in layout.colors:
            lines.append(f'            "{row}",')
        lines.append("        ],")
        lines.append('        "stars": [')
        for start in range(0, len(layout.stars), 5):
            chunk = ", ".join(f"[{c}, {r}]" for c, r in layout.stars[start:start + 5])
            lines.append(f"            {chunk},")
        lines.append("        ],")
        lines.append("    },")
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--png", type=Path)
    parser.add_argument("--try", dest="trial", nargs=2, metavar=("NAME", "N"))
    args = parser.parse_args()
    if args.trial:
        name, count = args.trial[0], int(args.trial[1])
        for seed in range(count):
            layout = generate(seed, BED_SIZES[name], name=name)
            print(f"seed {seed}\n{ascii_art(layout)}\n")
            if args.png:
                args.png.mkdir(parents=True, exist_ok=True)
                render_png(layout, args.png / f"{name}-{seed}.png")
        return 0
    layouts = {}
    for name, seed in SEEDS.items():
        layout = generate(seed, BED_SIZES[name], name=name)
        problems = validate(layout, BED_SIZES[name])
        if problems:
            raise SystemExit(f"{name}: {problems}")
        layouts[name] = layout
        print(f"{name} (seed {seed})\n{ascii_art(layout)}\n")
        if args.png:
            args.png.mkdir(parents=True, exist_ok=True)
            render_png(layout, args.png / f"tulpe-layout-{name}.png")
    write_data(layouts)
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
