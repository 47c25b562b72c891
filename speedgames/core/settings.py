"""The player's settings (``settings.json``): language, look, sound and a few per-game views.

Kept as a plain dataclass so the settings screen can edit a copy and save it in one go; every field
has a default, and a hand-edited or damaged file falls back field by field (see ``_sanitize``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

from speedgames.core.i18n import LANGUAGES, Text, default_language
from speedgames.core.names import clean_name
from speedgames.core.storage import Schema, Storage, bool_of, choice_of, clamp_int

FILE = "settings.json"
FORMAT = 1
THEMES = ("dark", "light")
MUSIC = ("theme", "organ", "brass", "off")  # by theme, Drehorgel, Blaskapelle, off
ANIMATIONS = ("normal", "fast", "off")
TEXT_SCALES = (90, 100, 110, 120, 130, 140, 150)  # „Textgröße“ in % of the normal size
VOLUMES = tuple(range(0, 101, 10))  # effects and music, in %
WINDOW_SIZE_RANGE = ((640, 16384), (480, 16384))  # anything outside is a damaged file
WINDOW_POSITION_RANGE = ((-32768, 32768), (-32768, 32768))


@dataclass
class Settings:
    """Everything the „Einstellungen“ and „Ansicht“ screens change."""

    language: str = field(default_factory=default_language)
    theme: str = "dark"
    sound: bool = True
    music: str = "theme"
    effects_volume: int = 100  # % of each effect's own level
    music_volume: int = 100  # % of the music's own level
    text_scale: int = 100  # % of the normal text size; layouts reflow (Theme.text_scale)
    colour_symbols: bool = True  # „Farbsymbole“: every seat colour also carries a symbol
    danger_percent: bool = False  # rocket: show the Zündgefahr in %
    fullscreen: bool = False
    animations: str = "normal"
    # „Bewegung reduzieren“: no rising, flying, tumbling or driving — every animation shows its
    # result at once (a still frame of the end), for players whom motion bothers. Read it through
    # ``reduce_motion(settings)`` so a missing settings object (tests, tools) counts as off.
    reduce_motion: bool = False
    follow_chooser: bool = True  # tulpe: the big field follows whoever is choosing
    cost_table: bool = False  # sprit: show the Kostentafel
    last_profile: str = ""
    # the window as the player left it: [width, height] and [x, y] of the windowed (not the
    # fullscreen) window; empty until the first start has closed (see ui.window)
    window_size: list[int] = field(default_factory=list)
    window_position: list[int] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, **asdict(self)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Settings":
        """Build from a sanitised dict; unknown keys are ignored."""
        names = {f.name for f in fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})


def reduce_motion(settings: Any) -> bool:
    """Whether „Bewegung reduzieren“ is on for ``settings`` (``None`` or an object without the
    field: off). Every game's animations ask this and then show only their end state."""
    return bool(getattr(settings, "reduce_motion", False))


def int_pair(value: Any, ranges: tuple[tuple[int, int], tuple[int, int]]) -> list[int]:
    """``[a, b]`` when ``value`` is two ints within ``ranges``, else ``[]`` (not set)."""
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        return []
    clean = [clamp_int(v, low - 1, low, high) for v, (low, high) in zip(value, ranges)]
    if any(v < low for v, (low, _high) in zip(clean, ranges)):
        return []
    return clean


def _one_of(value: Any, allowed: tuple[int, ...], default: int) -> int:
    """One of ``allowed`` ints (a hand-edited 115 % becomes the nearest offered step)."""
    number = clamp_int(value, default, allowed[0], allowed[-1])
    return min(allowed, key=lambda step: (abs(step - number), step))


def _sanitize(data: dict[str, Any]) -> dict[str, Any]:
    """Each field on its own: a wrong value falls back to its default, unknown keys are dropped."""
    d = Settings()
    clean = {
        "format": FORMAT,
        "language": choice_of(data.get("language"), LANGUAGES, d.language),
        "theme": choice_of(data.get("theme"), THEMES, d.theme),
        "sound": bool_of(data.get("sound"), d.sound),
        "music": choice_of(data.get("music"), MUSIC, d.music),
        "effects_volume": clamp_int(data.get("effects_volume"), d.effects_volume, 0, 100),
        "music_volume": clamp_int(data.get("music_volume"), d.music_volume, 0, 100),
        "text_scale": _one_of(data.get("text_scale"), TEXT_SCALES, d.text_scale),
        "colour_symbols": bool_of(data.get("colour_symbols"), d.colour_symbols),
        "danger_percent": bool_of(data.get("danger_percent"), d.danger_percent),
        "fullscreen": bool_of(data.get("fullscreen"), d.fullscreen),
        "animations": choice_of(data.get("animations"), ANIMATIONS, d.animations),
        "reduce_motion": bool_of(data.get("reduce_motion"), d.reduce_motion),
        "follow_chooser": bool_of(data.get("follow_chooser"), d.follow_chooser),
        "cost_table": bool_of(data.get("cost_table"), d.cost_table),
        "last_profile": clean_name(data.get("last_profile")) or d.last_profile,
        "window_size": int_pair(data.get("window_size"), WINDOW_SIZE_RANGE),
        "window_position": int_pair(data.get("window_position"), WINDOW_POSITION_RANGE),
    }
    return clean


SCHEMA = Schema(format=FORMAT, default=lambda: Settings().to_json(), sanitize=_sanitize)


def load_settings(storage: Storage) -> tuple[Settings, list[Text]]:
    """The saved settings (or the defaults) and the notices to show as toasts."""
    data, notices = storage.read(FILE, SCHEMA)
    return Settings.from_json(data), notices


def save_settings(storage: Storage, settings: Settings) -> bool:
    """Write the settings atomically; False (with a queued notice) when the disk refused."""
    return storage.write(FILE, _sanitize(settings.to_json()), pretty=True)
