"""``screenshots DIR``: every registered main screen rendered headless into PNGs.

Names: ``<stem>-<theme>.png`` in German (the game's home language) and ``<stem>-<theme>-en.png``
in English, for both themes; plus ``<stem>.png`` (dark, German) for the README. The stem is the
scene's registered file stem: ``kontor``, ``settings``, ``rocket-rules``, ``rocket-game`` …
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from speedgames.app import HEADLESS_DT, App
from speedgames.ui import registry

SIZE = (1280, 800)
SETTLE_FRAMES = 20


def render_all(folder: Path, size: tuple[int, int] = SIZE) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for theme in ("dark", "light"):
        for lang in ("de", "en"):
            with tempfile.TemporaryDirectory() as tmp:
                app = App(headless=True, data_dir=Path(tmp), size=size, lang=lang, theme=theme,
                          start="kontor")
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
                        suffix = "" if lang == "de" else "-en"
                        path = folder / f"{stem}-{theme}{suffix}.png"
                        app.screenshot(path)
                        written.append(path)
                        if theme == "dark" and lang == "de":
                            plain = folder / f"{stem}.png"
                            shutil.copyfile(path, plain)
                            written.append(plain)
                app.shutdown()
    return written


def main(folder: Path) -> int:
    written = render_all(Path(folder))
    for path in written:
        print(path)
    print(f"{len(written)} screenshots in {folder}")
    return 0
