"""Run INSIDE an installed Speedgames (a fresh virtualenv or a frozen build), never the checkout.

Renders the Kontor headless in German and English and prints one JSON line about what it found:
where the package and its data came from, the labels drawn on the Kontor, which font files the
drawing fonts came from, whether the sounds load, and every warning raised meanwhile (pygame-gui
warns when a theme font has no file). ``tests/install`` compares it with the repository's locale
files. Only the standard library and the installed game are used here.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import warnings
from pathlib import Path


def probe(out_dir: Path) -> dict:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    report: dict = {"warnings": []}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        import pygame
        from pygame_gui.core.utility import translate

        import speedgames
        from speedgames.app import App
        from speedgames.core import i18n, resources
        from speedgames.core.i18n import t
        from speedgames.ui import audio, fonts

        report["package"] = str(Path(speedgames.__file__).resolve().parent)
        report["assets"] = str(resources.data_dir("assets"))
        report["locales"] = str(resources.locales_dir())
        report["frozen"] = bool(getattr(sys, "frozen", False))
        for lang in ("de", "en"):
            app = App(headless=True, data_dir=out_dir / "data", lang=lang, size=(1280, 800))
            app.frame(1 / 60)
            kontor = app.stack.top
            app.ui_manager  # as the first pygame-gui widget builds it (the Kontor has none)
            report[lang] = {
                "scene": kontor.name,
                "title": t("app.title"),
                "buttons": [w.label() for w in kontor.focus.widgets],
                "caption": pygame.display.get_caption()[0],
                "language": i18n.language(),
                # what a pygame-gui widget given a key would show (its own translation path)
                "gui": translate("speedgames.ui.kontor.alone"),
            }
            if lang == "de":
                report["gui_nonlatin"] = _gui_nonlatin()
            shot = out_dir / f"kontor-{lang}.png"
            app.screenshot(shot)
            report[lang]["screenshot"] = str(shot)
            app.shutdown()
        from speedgames.ui import registry

        report["games"] = {g: registry.has(f"{g}.game") for g in registry.GAMES}
        report["import_errors"] = sorted(registry.IMPORT_ERRORS)
        report["fonts"] = {face: fonts.font(face, 20).name for face in fonts.FACES}
        report["font_files"] = fonts.available()
        report["font_dir"] = str(fonts.FONT_DIR)
        report["nonlatin"] = _nonlatin(fonts, out_dir)
        pygame.mixer.init(frequency=audio.RATE, size=-16, channels=1, buffer=1024)
        player = audio.Audio(enabled=True)
        report["sounds"] = {name: player._sound(name) is not None for name in audio.EFFECTS}
        report["music"] = {name: player._file(stem) is not None
                           for name, stem in audio.MUSIC.items()}
        player.shutdown()
        pygame.quit()
    report["warnings"] = [f"{w.category.__name__}: {w.message}" for w in caught]
    return report


NONLATIN = "Ωμέγα Сергей מרים مريم"  # names in Greek, Cyrillic, Hebrew and Arabic


def _nonlatin(fonts, out_dir: Path) -> dict:
    """Does a name in other scripts render with real glyphs (not boxes) in this install? The
    drawing font cuts the text into runs by which font has the glyphs; a character left in the
    face's own run that the face lacks is drawn as a box."""
    import pygame

    from speedgames.ui import fallback_font

    face = fonts.font("text", 20)
    runs = face.runs(NONLATIN)
    missing = [ch for font, text in runs if font is None for ch in text
               if not ch.isspace() and not fallback_font.covers(face.path, ch)]
    shot = out_dir / "nonlatin.png"
    pygame.image.save(face.render(NONLATIN, True, (0, 0, 0), (255, 255, 255)), str(shot))
    return {"dir": str(fallback_font.FONT_DIR), "fallback_files": [
        (fallback_font.FONT_DIR / n).is_file() for n in fallback_font.FALLBACK_FILES],
        "runs": len(runs), "missing": missing, "screenshot": str(shot)}


def _gui_nonlatin() -> bool:
    """Does pygame-gui's own text (a text box in the app's manager) draw a Hebrew and an Arabic
    name with letters? Compared with the same count of 寿, a letter in no bundled font: without
    the fallback both are the face's .notdef boxes, pixel for pixel."""
    import pygame
    import pygame_gui

    from speedgames.ui.widgets import gui_elements

    manager = gui_elements.host()

    def image(text: str) -> bytes:
        box = pygame_gui.elements.UITextBox(text, pygame.Rect(0, 0, 400, -1), manager)
        pixels = pygame.image.tobytes(box.image, "RGBA")
        box.kill()
        return pixels

    return image("מרים مريم") != image("寿寿寿寿 寿寿寿寿")


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp())
    out.mkdir(parents=True, exist_ok=True)
    print("PROBE " + json.dumps(probe(out), ensure_ascii=False), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
