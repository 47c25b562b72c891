"""Counted words: „1 Chip“ / „2 Chips“, „1 Kristall“ / „2 Kristalle“, „1 mark“ / „2 marks“.

Why: German and English both need the singular for one, and a count read „1 Chips“ on screen.
The locale holds a ``<key>_one`` text next to the plural one wherever a single thing is possible
(the same convention as the other games' ``…_one`` keys).
"""

from __future__ import annotations

from typing import Any

from speedgames.core.i18n import has, t


def counted(key: str, count: int, lang: str | None = None, **params: Any) -> str:
    """``t(key + "_one")`` when ``count`` is 1 and that text exists, else ``t(key)``."""
    if count == 1 and has(key + "_one", lang):
        return t(key + "_one", lang, **params)
    return t(key, lang, **params)
