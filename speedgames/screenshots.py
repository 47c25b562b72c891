"""``screenshots DIR``: every registered main screen rendered headless into PNGs.

Names: ``<stem>-<theme>.png`` in German (the game's home language) and ``<stem>-<theme>-en.png``
in English, for both themes; plus ``<stem>.png`` (dark, German) for the README. The stem is the
scene's registered file stem: ``kontor``, ``settings``, ``rocket-rules``, ``rocket-game`` …

And the largest „Textgröße“ (150 %) on the smallest and a large window, both languages, dark:
``text150/<stem>-1024x700.png``, ``text150/<stem>-1920x1080-en.png`` … for every stop of
``speedgames.tour`` (every screen and each game's phases: show, shop, Rat, Rechenweg, Endtafel,
menu) — the set to look through for clipped text after a layout change (``tests/layout`` checks
the same stops automatically).
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

from speedgames import tour
from speedgames.app import HEADLESS_DT, App
from speedgames.ui import registry

SIZE = (1280, 800)
SETTLE_FRAMES = 20
BIG_TEXT = 150
BIG_TEXT_SIZES = ((1024, 700), (1920, 1080))


def _each_screen(app: App) -> Iterator[str]:
    """Open every main screen in turn on top of the Kontor, let it settle, yield its stem."""
    for info in registry.infos():
        if not info.main:
            continue
        for stem, kwargs in info.sample_variants(app):
            app.home()
            if info.name != "kontor":
                scene = app.create(info.name, **kwargs)
                if scene is None:
                    continue
                app.push(scene)
            for _ in range(SETTLE_FRAMES):
                app.frame(HEADLESS_DT)
            app.running = True
            yield stem


def render_all(folder: Path, size: tuple[int, int] = SIZE,
               big_text: bool = True) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for theme in ("dark", "light"):
        for lang in ("de", "en"):
            with tempfile.TemporaryDirectory() as tmp:
                app = App(headless=True, data_dir=Path(tmp), size=size, lang=lang, theme=theme,
                          start="kontor")
                suffix = "" if lang == "de" else "-en"
                for stem in _each_screen(app):
                    path = folder / f"{stem}-{theme}{suffix}.png"
                    app.screenshot(path)
                    written.append(path)
                    if theme == "dark" and lang == "de":
                        plain = folder / f"{stem}.png"
                        shutil.copyfile(path, plain)
                        written.append(plain)
                app.shutdown()
    if big_text:
        written += render_big_text(folder / f"text{BIG_TEXT}")
    return written


def render_big_text(folder: Path) -> list[Path]:
    """Every main screen at 150 % text on 1024×700 and 1920×1080, German and English."""
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for w, h in BIG_TEXT_SIZES:
        for lang in ("de", "en"):
            with tempfile.TemporaryDirectory() as tmp:
                app = App(headless=True, data_dir=Path(tmp), size=(w, h), lang=lang,
                          theme="dark", start="kontor")
                app.set_text_scale(BIG_TEXT)
                suffix = "" if lang == "de" else "-en"
                for stem in tour.walk(app):
                    path = folder / f"{stem}-{w}x{h}{suffix}.png"
                    app.screenshot(path)
                    written.append(path)
                app.shutdown()
    return written


def main(folder: Path) -> int:
    written = render_all(Path(folder))
    for path in written:
        print(path)
    print(f"{len(written)} screenshots in {folder}")
    return 0
