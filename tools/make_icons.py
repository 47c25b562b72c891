#!/usr/bin/env python3
"""Draw the program's icon: one picture of the three games, as SVG and PNGs, ICO and ICNS.

Why a script: the icon is the project's own art (like the Kontor's posters): a night sky over
Leipzig with a firework burst and a rising rocket (Speedrocket), an alpine peak with its
serpentine (Speedsprit) and a striped tulip field with one tulip in front (Speedtulpe), in the
Kontor's navy and gold. The vector picture is written here as SVG; pygame-ce's SVG loader
(SDL_image) rasterises it at every size, so the PNGs are the same picture, sharp at each size.
ICO (Windows) and ICNS (macOS) are containers of those PNGs, written with ``struct``.

Run from the checkout: ``python3 tools/make_icons.py`` writes ``assets/icons/``: the freedesktop
icon theme's layout (``hicolor/<n>x<n>/apps/speedgames.png``, ``hicolor/scalable/apps/
speedgames.svg``), which the wheel installs as it is, plus ``speedgames.ico`` and
``speedgames.icns``, which ``run.py build`` gives PyInstaller. The game's window icon is the
64 px PNG (:func:`icon_file`).
"""

from __future__ import annotations

import math
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "icons"
NAME = "speedgames"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}

NAVY, NAVY_LIGHT, GOLD, CREAM = "#1f2436", "#3a3f6b", "#e0b54a", "#f4e9d0"


def _burst(cx: float, cy: float, r: float, rays: int, colour: str, width: float) -> str:
    lines = []
    for i in range(rays):
        a = 2 * math.pi * i / rays
        x1, y1 = cx + 0.28 * r * math.cos(a), cy + 0.28 * r * math.sin(a)
        x2, y2 = cx + r * math.cos(a), cy + r * math.sin(a)
        lines.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" '
                     f'stroke="{colour}" stroke-width="{width}" stroke-linecap="round"/>')
        lines.append(f'<circle cx="{x2:.1f}" cy="{y2:.1f}" r="{width * 0.9:.1f}" '
                     f'fill="{colour}"/>')
    return "".join(lines)


def svg() -> str:
    """The icon on a 512 × 512 canvas."""
    stripes = []
    colours = ("#c8324a", "#e58a2f", "#f0c93c", "#7a4fa3", "#f4f0e6")
    for i, colour in enumerate(colours):  # the field's rows, converging to the horizon
        x0 = 40 + i * 86.4
        stripes.append(f'<polygon points="{x0:.1f},472 {x0 + 86.4:.1f},472 '
                       f'{256 + (i - 1.5) * 14:.1f},352 {256 + (i - 2.5) * 14:.1f},352" '
                       f'fill="{colour}"/>')
    return f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
<defs>
 <linearGradient id="sky" gradientUnits="userSpaceOnUse" x1="0" y1="40" x2="0" y2="360">
  <stop offset="0" stop-color="#1a1f3d"/><stop offset="0.55" stop-color="#4b3a78"/>
  <stop offset="1" stop-color="#c0607a"/>
 </linearGradient>
</defs>
<g>
 <rect x="40" y="40" width="432" height="432" fill="url(#sky)"/>
 {_burst(338, 124, 78, 14, GOLD, 9)}
 {_burst(160, 118, 44, 10, "#f29aa8", 6)}
 <path d="M180 330 Q 226 250 292 180" fill="none" stroke="{GOLD}" stroke-width="8"
       stroke-dasharray="2 16" stroke-linecap="round"/>
 <g transform="translate(292 180) rotate(38)">
  <rect x="-13" y="-6" width="26" height="64" rx="4" fill="#d2343e"/>
  <rect x="-13" y="14" width="26" height="8" fill="{CREAM}"/>
  <polygon points="-13,-6 13,-6 0,-34" fill="{GOLD}"/>
  <line x1="0" y1="58" x2="0" y2="110" stroke="#b8894a" stroke-width="5"/>
 </g>
 <polygon points="40,372 170,230 250,320 330,200 472,360 472,400 40,400" fill="{NAVY_LIGHT}"/>
 <polygon points="330,200 300,236 318,230 330,244 344,230 358,238" fill="{CREAM}"/>
 <polygon points="170,230 150,252 164,248 174,258 186,248" fill="{CREAM}"/>
 <polyline points="262,352 388,330 300,300 372,276 334,252" fill="none"
       stroke="#d9c49a" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>
 <rect x="40" y="352" width="432" height="120" fill="#2f5a3a"/>
 {"".join(stripes)}
 <path d="M116 472 C 112 440 124 420 118 392" stroke="#2e7d3a" stroke-width="9" fill="none"/>
 <path d="M118 430 C 96 420 88 404 92 392 C 108 400 116 412 118 430 Z" fill="#3f9a4a"/>
 <path d="M90 336 C 88 376 100 398 118 398 C 136 398 148 376 146 336 C 136 352 128 344 118 322
          C 108 344 100 352 90 336 Z" fill="#d8233c"/>
 <path d="M104 348 C 110 372 126 372 132 348" fill="none" stroke="#a3142b" stroke-width="4"/>
</g>
<path fill-rule="evenodd" fill="{NAVY}" d="M104 8 H408 A96 96 0 0 1 504 104 V408
  A96 96 0 0 1 408 504 H104 A96 96 0 0 1 8 408 V104 A96 96 0 0 1 104 8 Z
  M104 40 H408 A64 64 0 0 1 472 104 V408 A64 64 0 0 1 408 472 H104 A64 64 0 0 1 40 408 V104
  A64 64 0 0 1 104 40 Z"/>
<rect x="22" y="22" width="468" height="468" rx="84" fill="none" stroke="{GOLD}" stroke-width="10"/>
</svg>
"""


def png_path(base: Path, size: int) -> Path:
    return base / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"


def svg_path(base: Path) -> Path:
    return base / "hicolor" / "scalable" / "apps" / f"{NAME}.svg"


def rasterise(vector: Path, size: int) -> "object":
    import pygame

    return pygame.image.load_sized_svg(str(vector), (size, size))


def _png_bytes(surface: "object", path: Path) -> bytes:
    import pygame

    pygame.image.save(surface, str(path))
    return path.read_bytes()


def write_ico(path: Path, pngs: dict[int, bytes]) -> None:
    """A Windows icon whose entries are PNGs (allowed since Vista)."""
    sizes = [s for s in ICO_SIZES if s in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, data = b"", b""
    for size in sizes:
        blob = pngs[size]
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset + len(data))
        data += blob
    path.write_bytes(header + entries + data)


def write_icns(path: Path, pngs: dict[int, bytes]) -> None:
    """A macOS icon whose entries are PNGs (the icp4 … ic09 types)."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for size, kind in ICNS_TYPES.items() if size in pngs)
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(body)) + body)


def main() -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.init()
    vector = svg_path(OUT)
    vector.parent.mkdir(parents=True, exist_ok=True)
    vector.write_text(svg(), encoding="utf-8")
    pngs = {}
    for size in SIZES:
        path = png_path(OUT, size)
        path.parent.mkdir(parents=True, exist_ok=True)
        pngs[size] = _png_bytes(rasterise(vector, size), path)
    write_ico(OUT / f"{NAME}.ico", pngs)
    write_icns(OUT / f"{NAME}.icns", pngs)
    print(f"wrote the SVG, {len(pngs)} PNGs, ICO and ICNS in {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
