"""One translation system for the whole program.

The locale files are pygame-gui's (python-i18n) JSON format: ``locales/speedgames.<lang>.json``
holding ``{"<lang>": {...nested keys...}}``, placeholders written ``%{name}``. pygame-gui widgets are
given the full key ``"speedgames.<key>"`` and translate themselves; everything we draw ourselves
calls :func:`t` with the short key (``t("rocket.draw")``). Rules and computer players never
translate: they return :class:`Text` (a key plus parameters) and the screen decides the language.
"""

from __future__ import annotations

import json
import locale as _locale
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

from speedgames.core import resources

LANGUAGES = ("de", "en")
NAMESPACE = "speedgames"
LOCALE_DIR = resources.locales_dir()
_PLACEHOLDER = re.compile(r"%\{(\w+)\}")

_tables: dict[str, dict[str, str]] = {}
_current = "de"


def _flatten(data: Mapping[str, Any], prefix: str = "") -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in data.items():
        full = f"{prefix}.{key}" if prefix else key
        if isinstance(value, Mapping):
            out.update(_flatten(value, full))
        else:
            out[full] = str(value)
    return out


def locale_file(lang: str) -> Path:
    return LOCALE_DIR / f"{NAMESPACE}.{lang}.json"


def load(lang: str) -> dict[str, str]:
    """The flat key → text table of ``lang`` (cached)."""
    if lang not in _tables:
        path = locale_file(lang)
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            raw = {}
        body = raw.get(lang, raw) if isinstance(raw, dict) else {}
        _tables[lang] = _flatten(body) if isinstance(body, dict) else {}
    return _tables[lang]


def reload() -> None:
    _tables.clear()


def default_language(env: Mapping[str, str] | None = None) -> str:
    """German when the system speaks German, English otherwise."""
    env = os.environ if env is None else env
    candidates = [env.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG")]
    if not any(candidates):
        try:
            candidates.append(_locale.getlocale()[0] or "")
        except ValueError:
            pass
    for value in candidates:
        if value:
            return "de" if value.lower().startswith("de") else "en"
    return "en"


def set_language(lang: str) -> None:
    global _current
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    _current = lang


def language() -> str:
    return _current


def has(key: str, lang: str | None = None) -> bool:
    return key in load(lang or _current)


def t(key: str, lang: str | None = None, /, **params: Any) -> str:
    """Translate ``key``; missing keys fall back to English, then to the key itself."""
    lang = lang or _current
    text = load(lang).get(key)
    if text is None:
        text = load("en").get(key, key)
    if params:
        text = _PLACEHOLDER.sub(lambda m: _format(params.get(m.group(1), m.group(0)), lang), text)
    return text


def _format(value: Any, lang: str) -> str:
    if isinstance(value, Text):
        return value.render(lang)
    if isinstance(value, float):
        shown = f"{value:.1f}"
        return shown.replace(".", ",") if lang == "de" else shown
    return str(value)


@dataclass(frozen=True)
class Text:
    """A translatable message: what rules and computer players hand to the screen.

    Parameters may themselves be Text (e.g. a chip name inside a reason).
    """

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def render(self, lang: str | None = None) -> str:
        return t(self.key, lang, **dict(self.params))

    def __str__(self) -> str:
        return self.render()

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "params": {k: (v.to_json() if isinstance(v, Text) else v)
                                            for k, v in self.params.items()}}


def text(key: str, **params: Any) -> Text:
    return Text(key, params)


def t_count(key: str, count: int, lang: str | None = None, **params: Any) -> str:
    """A whole sentence with a singular variant: ``t(key + "_one")`` when ``count`` is 1 and
    that text exists, else ``t(key)`` (for texts like „%{n} Chips im Beutel“)."""
    if count == 1 and has(key + "_one", lang):
        return t(key + "_one", lang, **params)
    return t(key, lang, **params)


def counted(key: str, n: int) -> Text:
    """„1 Feld“ / „3 Felder“: ``key.one`` for exactly one, ``key.other`` otherwise (``%{n}``).

    German and English both need only these two forms."""
    return Text(f"{key}.one" if n == 1 else f"{key}.other", {"n": n})
