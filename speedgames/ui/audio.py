"""Sound effects and music, synthesised by ``tools/make_sounds.py`` into ``assets/sounds/``.

Why a wrapper: a computer without a sound card (or the dummy driver) must still play the game, so
every call here is a silent no-op when the mixer could not start or a file is missing; and the
settings (sound on/off, music „zur Ansicht“ / Drehorgel / Blaskapelle / aus) are applied in one
place.

Volumes: each effect has its own level (``VOLUME``, so a click is quieter than a bang), scaled by
the player's ``effects_volume`` and ``music_volume`` (0–100 %, „Einstellungen“).

Music: the two pieces are two-minute IMA-ADPCM WAV files at 44.1 kHz (``tools/make_sounds.py``).
SDL's streaming music player cannot read ADPCM, so a piece is loaded as a ``Sound`` (SDL decodes
it once, ~10 MB in memory for the piece that plays) and looped on a channel of its own, which the
effects never take (``set_reserved``). The loop is sample-exact and the mixer does all the work:
nothing is done per frame.

API: ``Audio(settings)``; ``.play(name)`` for effects (``click``, ``chip``, ``fizz``, ``bang``,
``engine``, ``dice``, ``bloom``, ``fanfare``); ``.apply(settings, theme_name)`` after a settings or
theme change (starts, switches or stops the music); ``.available``; ``.shutdown()``.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import Any, Iterator

import pygame

from speedgames.core import resources

SOUND_DIR = resources.asset("sounds")
EFFECTS = ("click", "chip", "fizz", "bang", "engine", "dice", "bloom", "fanfare")
MUSIC = {"organ": "music_organ", "brass": "music_brass"}
# the rule text: Drehorgel zur Festwiese (light),
# gedämpfte Blaskapelle zur Werkstatt bei Nacht (dark)
THEME_MUSIC = {"dark": "brass", "light": "organ"}
VOLUME = {"click": 0.35, "music": 0.35}
RATE = 44100          # the music's rate; the 22 kHz effects are converted once when loaded
MUSIC_CHANNEL = 0     # reserved for the music


_TOLD_NO_DEVICE = False


@contextlib.contextmanager
def native_stderr_silenced() -> Iterator[None]:
    """Hush what the C libraries below SDL print while the sound starts (ALSA alone writes 16
    lines on a machine without a sound card). The program says it once, in words, instead
    (:func:`tell_no_sound_device`)."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):  # no real stderr (a frozen windowed app)
        yield
        return
    try:
        with open(os.devnull, "w") as devnull:
            os.dup2(devnull.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def tell_no_sound_device() -> None:
    """One line on the console, once, when sound was wanted but no device could be opened."""
    global _TOLD_NO_DEVICE
    if _TOLD_NO_DEVICE or os.environ.get("SDL_AUDIODRIVER") in ("dummy", "disk"):
        return
    _TOLD_NO_DEVICE = True
    print("Speedgames: no sound device found – playing without sound.", file=sys.stderr)


class Audio:
    def __init__(self, settings: Any = None, enabled: bool = True) -> None:
        self.available = False
        self.sound_on = bool(getattr(settings, "sound", True))
        self.music_choice = str(getattr(settings, "music", "theme"))
        self.effects_volume, self.music_volume = _volumes(settings)
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self._playing: str | None = None
        self._music: pygame.mixer.Sound | None = None   # the piece that plays (kept alive)
        if not enabled:
            return
        try:
            if not pygame.mixer.get_init():
                with native_stderr_silenced():
                    pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=1024)
            self.available = pygame.mixer.get_init() is not None
            if self.available:
                pygame.mixer.set_reserved(MUSIC_CHANNEL + 1)
        except (pygame.error, OSError, NotImplementedError):
            self.available = False
        if not self.available:
            tell_no_sound_device()

    def _file(self, stem: str) -> Path | None:
        for ext in (".ogg", ".wav"):
            path = SOUND_DIR / f"{stem}{ext}"
            if path.is_file():
                return path
        return None

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._cache:
            path = self._file(name)
            try:
                self._cache[name] = pygame.mixer.Sound(str(path)) if path else None
                if self._cache[name] is not None:
                    self._cache[name].set_volume(self.effect_level(name))
            except (pygame.error, OSError):
                self._cache[name] = None
        return self._cache[name]

    def effect_level(self, name: str) -> float:
        """The mixer volume (0–1) of effect ``name`` at the player's effects volume."""
        return VOLUME.get(name, 0.6) * self.effects_volume / 100

    def music_level(self) -> float:
        return VOLUME["music"] * self.music_volume / 100

    def play(self, name: str) -> None:
        if not (self.available and self.sound_on) or self.effects_volume <= 0:
            return
        try:
            sound = self._sound(name)
            if sound is not None:
                sound.play()
        except pygame.error:
            pass

    def _relevel(self) -> None:
        """Apply new volumes to the loaded effects and the running music at once (live)."""
        for name, sound in self._cache.items():
            if sound is not None:
                sound.set_volume(self.effect_level(name))
        if self.available and self._playing is not None:
            try:
                self._channel().set_volume(self.music_level())
            except pygame.error:
                pass

    @staticmethod
    def _channel() -> "pygame.mixer.Channel":
        return pygame.mixer.Channel(MUSIC_CHANNEL)

    def music_for(self, theme_name: str) -> str | None:
        """Which loop should run: None when music is off (or all sound, or its volume, is)."""
        if not self.sound_on or self.music_choice == "off" or self.music_volume <= 0:
            return None
        if self.music_choice == "theme":
            return THEME_MUSIC.get(theme_name, "brass")
        return self.music_choice if self.music_choice in MUSIC else None

    def apply(self, settings: Any, theme_name: str) -> None:
        self.sound_on = bool(getattr(settings, "sound", True))
        self.music_choice = str(getattr(settings, "music", "theme"))
        volumes = _volumes(settings)
        if volumes != (self.effects_volume, self.music_volume):
            self.effects_volume, self.music_volume = volumes
            self._relevel()
        want = self.music_for(theme_name)
        if not self.available or want == self._playing:
            return
        try:
            channel = self._channel()
            if want is None:
                channel.fadeout(400)
                self._music = None
            else:
                path = self._file(MUSIC[want])
                if path is None:
                    want = None
                else:
                    self._music = None            # the old piece's memory goes first
                    channel.stop()
                    self._music = pygame.mixer.Sound(str(path))
                    channel.set_volume(self.music_level())
                    channel.play(self._music, loops=-1, fade_ms=800)
        except (pygame.error, OSError):
            self._music = None
            want = None
        self._playing = want

    @property
    def playing(self) -> str | None:
        return self._playing

    def shutdown(self) -> None:
        if self.available:
            try:
                self._channel().stop()
                self._music = None
                pygame.mixer.quit()
            except pygame.error:
                pass
        self.available = False


def _volumes(settings: Any) -> tuple[int, int]:
    """(effects, music) in % from the settings; anything odd counts as full volume."""
    def pct(name: str) -> int:
        value = getattr(settings, name, 100)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return 100
        return max(0, min(100, int(value)))

    return pct("effects_volume"), pct("music_volume")
