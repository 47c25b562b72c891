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
(``screen_modules``); a module that fails to import is reported, not fatal. ``GAMES`` is the
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
SHARED_MODULES = (
    "speedgames.ui.kontor", "speedgames.ui.settings_scene", "speedgames.ui.rules_scene",
    "speedgames.ui.table_setup", "speedgames.ui.statistics_scene",
    "speedgames.ui.leaderboard_scene", "speedgames.ui.endtafel", "speedgames.ui.overlays",
    "speedgames.ui.analysis_scene", "speedgames.ui.review_games", "speedgames.ui.review_scene",
    "speedgames.ui.open_games",
)


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


def get(name: str) -> SceneInfo | None:
    if name not in _SCENES and not _discovered:
        discover()
    return _SCENES.get(name)


def has(name: str) -> bool:
    return get(name) is not None


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
        try:
            importlib.import_module(mod)
        except ModuleNotFoundError as exc:
            missing = exc.name or ""
            if mod != missing and not mod.startswith(missing + "."):
                # the module exists but something it imports is missing
                IMPORT_ERRORS[mod] = traceback.format_exc(limit=3)
        except Exception:  # a half-finished module must not stop the program
            IMPORT_ERRORS[mod] = traceback.format_exc(limit=3)
    return dict(IMPORT_ERRORS)
