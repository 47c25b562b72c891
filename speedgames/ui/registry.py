"""The registry of scene factories: every screen can be built by name.

Why: the Kontor opens screens that other modules provide (table setup, statistics, the games'
scenes) without importing them, and ``bench``, ``screenshots`` and the monkey test walk every
registered screen. A module registers its scenes when it is imported::

    from speedgames.ui import registry
    registry.register("statistics", StatisticsScene, sample=lambda app: {"game": GAMES[0]})

Names used by the shell (the Kontor opens them when they exist, and disables the button otherwise):
  ``kontor``, ``settings``, ``rules`` (kw ``game``), ``table_setup`` (kw ``game``, ``solo: bool``),
  ``statistics`` (kw ``game``), ``leaderboard`` (kw ``game``), ``endtafel`` …
  ``<game>.game`` — a game's play scene, factory ``(app, options=…, seed=…)`` for a new match and
  ``(app, save=<core.saves.SaveInfo>)`` to resume („Fortsetzen“); ``<game>.solo`` — optional
  solo-mode menu
  („Allein“; without it the Kontor opens ``table_setup`` with ``solo=True``).

``sample(app) -> kwargs`` gives the arguments for a demonstration instance (bench, screenshots,
monkey test); ``variants(app) -> [(file_stem, kwargs)]`` gives several (e.g. the rules screen:
``rocket-rules``, ``sprit-rules``, ``tulpe-rules``); ``main=False`` keeps a scene out of the
screenshot set (dialogs, helpers). Screenshot files are ``<file_stem>-<theme>[-<lang>].png``.
``discover()`` imports the shared modules and the screen modules each game's description names
(``screen_modules``); a module that fails to import is reported, not fatal. Before that, ``has``
and ``get`` go by the declared names (``SHARED_SCREENS``, each description's ``screens``):
``has`` looks only whether the module is there, ``get`` imports just it — so the Kontor's first
frame comes without importing any game's screens (#31: ~0.1 s of CPU of the start). ``GAMES`` is the
catalog's order (:mod:`speedgames.core.catalog`).
"""

from __future__ import annotations

import importlib
import traceback
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from speedgames.core import catalog

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike
    from speedgames.ui.scene import Scene

GAMES = catalog.game_ids()
# the shared screens and the module that registers each: ``has``/``get`` import only that one
SHARED_SCREENS = {
    "kontor": "speedgames.ui.kontor", "settings": "speedgames.ui.settings_scene",
    "rules": "speedgames.ui.rules_scene", "table_setup": "speedgames.ui.table_setup",
    "statistics": "speedgames.ui.statistics_scene",
    "leaderboard": "speedgames.ui.leaderboard_scene", "endtafel": "speedgames.ui.endtafel",
    "privacy": "speedgames.ui.overlays", "confirm": "speedgames.ui.overlays",
    "review.analysis": "speedgames.ui.analysis_scene",
    "review.games": "speedgames.ui.review_games", "review.replay": "speedgames.ui.review_scene",
    "open_games": "speedgames.ui.open_games",
}
SHARED_MODULES = tuple(dict.fromkeys(SHARED_SCREENS.values()))


@dataclass
class SceneInfo:
    name: str
    factory: Callable[..., "Scene"]
    game: str | None = None
    main: bool = True
    sample: Callable[["AppLike"], dict[str, Any]] | None = None
    variants: Callable[["AppLike"], list[tuple[str, dict[str, Any]]]] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def sample_kwargs(self, app: "AppLike") -> dict[str, Any]:
        return dict(self.sample(app)) if self.sample else {}

    def sample_variants(self, app: "AppLike") -> list[tuple[str, dict[str, Any]]]:
        """(file stem, kwargs) pairs for screenshots/bench; default: one instance named after
        the scene (``<game>-<screen>`` for game scenes is the registrant's choice of name)."""
        if self.variants:
            return [(self._stem(stem), kw) for stem, kw in self.variants(app)]
        return [(self._stem(""), self.sample_kwargs(app))]

    def _stem(self, stem: str) -> str:
        """Full file stems; an empty stem or a ``-suffix`` is appended to the scene name."""
        base = self.name.replace(".", "-")
        if not stem:
            return base
        return base + stem if stem.startswith("-") else stem


    def sample_variants_names(self) -> list[tuple[str, None]]:
        """The variant stems without building kwargs (for test parametrisation before an App)."""
        if self.variants:
            try:
                return [(self._stem(stem), None)
                        for stem, _ in self.variants(None)]  # type: ignore[arg-type]
            except Exception:
                pass
        return [(self._stem(""), None)]


_SCENES: dict[str, SceneInfo] = {}
IMPORT_ERRORS: dict[str, str] = {}
_discovered = False


def register(name: str, factory: Callable[..., "Scene"], *, game: str | None = None,
             main: bool = True, sample: Callable[["AppLike"], dict[str, Any]] | None = None,
             variants: Callable[["AppLike"], list[tuple[str, dict[str, Any]]]] | None = None,
             **extra: Any) -> SceneInfo:
    """Register (or re-register) a scene factory under ``name``."""
    info = SceneInfo(name, factory, game, main, sample, variants, extra)
    _SCENES[name] = info
    return info


def promised() -> dict[str, str]:
    """Every screen name declared with the module that registers it: the shared ones and each
    game's (its description's ``screens``)."""
    out = dict(SHARED_SCREENS)
    for d in catalog.descriptions():
        out.update(dict(getattr(d, "screens", ()) or ()))
    return out


def get(name: str) -> SceneInfo | None:
    """The scene ``name``: its declared module is imported the first time it is asked for (the
    Kontor's start imports no game's screens); a name nobody declared looks everywhere."""
    if name not in _SCENES and not _discovered:
        module = promised().get(name)
        if module is not None:
            _import(module)
        if name not in _SCENES:
            discover()
    return _SCENES.get(name)


def has(name: str) -> bool:
    """Whether ``name`` can be opened. A declared name whose module is there counts without
    importing it (the Kontor asks for every game's screens before its first frame); the
    import, and a failure of it, come with ``get``."""
    if name in _SCENES:
        return True
    if not _discovered:
        module = promised().get(name)
        if module is not None and module not in IMPORT_ERRORS:
            return _exists(module)
    return get(name) is not None


def _exists(module: str) -> bool:
    import importlib.util

    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def names() -> list[str]:
    discover()
    return list(_SCENES)


def infos() -> list[SceneInfo]:
    discover()
    return list(_SCENES.values())


def create(app: "AppLike", name: str, **kwargs: Any) -> "Scene":
    info = get(name)
    if info is None:
        raise KeyError(f"no scene registered as {name!r}")
    return info.factory(app, **kwargs)


def discover(force: bool = False) -> dict[str, str]:
    """Import the shared UI modules and each game's scene module; returns import errors."""
    global _discovered
    if _discovered and not force:
        return dict(IMPORT_ERRORS)
    _discovered = True
    # each game names the modules that register its scenes (its play scene ``<game>.game``, the
    # guided first game ``<game>.tutorial`` …); a module that is not there is skipped
    modules = list(SHARED_MODULES) + [m for d in catalog.descriptions() for m in d.screen_modules]
    for mod in modules:
        _import(mod, again=force)
    return dict(IMPORT_ERRORS)


def _import(mod: str, again: bool = False) -> None:
    """Import one screen module; a failure is recorded (``IMPORT_ERRORS``) and said once on
    stderr, never raised: a half-finished module must not stop the program."""
    import sys

    if mod in IMPORT_ERRORS:
        if not again:
            return
        del IMPORT_ERRORS[mod]
    try:
        importlib.import_module(mod)
    except ModuleNotFoundError as exc:
        missing = exc.name or ""
        if mod != missing and not mod.startswith(missing + "."):
            # the module exists but something it imports is missing
            IMPORT_ERRORS[mod] = traceback.format_exc(limit=3)
    except Exception:
        IMPORT_ERRORS[mod] = traceback.format_exc(limit=3)
    if mod in IMPORT_ERRORS:
        last = IMPORT_ERRORS[mod].strip().splitlines()[-1]
        print(f"speedgames: screen module {mod} did not load: {last}", file=sys.stderr)
