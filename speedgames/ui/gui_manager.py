"""The pygame-gui manager: its theme JSON (fonts resolved wherever ``assets`` was found) and
the translations. Why apart from the app: the set-up is long and says nothing about the loop."""

from __future__ import annotations

import json
from typing import Any

from speedgames.core import i18n, resources


def load_gui_theme(name: str) -> dict:
    """The pygame-gui theme JSON of ``name`` with font paths made absolute.

    The JSON names fonts as ``assets/fonts/…`` (relative to the repository); they are resolved
    against wherever ``assets`` was found, so an installed or frozen game finds them too."""
    path = resources.asset("themes", f"gui-{name}.json")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    font = data.get("defaults", {}).get("font", {})
    for key in list(font):
        if key.endswith("_path"):
            font[key] = str(resources.data_dir("assets").parent / font[key])
    return data


def make_ui_manager(size: tuple[int, int], theme_name: str, language: str) -> Any:
    """A pygame-gui manager for the window ``size`` (create after ``pygame.init()``)."""
    import pygame_gui

    manager = pygame_gui.UIManager(
        size, load_gui_theme(theme_name) or None,
        enable_live_theme_updates=False,
        starting_language=language,
        translation_directory_paths=[str(i18n.LOCALE_DIR)],
    )
    try:  # pygame-gui renders bold/italic HTML text only with preloaded cuts
        manager.preload_fonts([{"name": "lato", "point_size": size, "style": style}
                               for size in (14, 17) for style in ("bold", "italic")])
    except Exception:
        pass
    return manager
