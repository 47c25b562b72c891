"""A record of every text that did not fit its box: elided, dropped, shrunk or broken inside a word.

Why: „nothing clipped at 150 % text“ must be checked on every screen, not looked for by eye. The
shared text helpers (``ellipsize``, ``fit_font``, ``wrap_text``, ``draw_fitted``) and the few
screens that leave a text out when it has no room report here; a test (or ``screenshots``) opens
a :func:`recording`, drives the screens and reads what was noted. In play nobody records: a
note is one ``is None`` test, so the helpers cost nothing extra.

Kinds: ``elided`` (cut with „…“), ``dropped`` (left out for lack of room), ``shrunk`` (drawn
smaller than the type scale's smallest text size, ``small`` — the floor a row may share),
``broken`` (a word split between two lines where it has no hyphen), ``overflow`` (wider or taller
than its box even at the smallest size: cut off at the edge).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

KINDS = ("elided", "dropped", "shrunk", "broken", "overflow")


@dataclass(frozen=True)
class Clip:
    kind: str
    text: str
    detail: str = ""
    where: str = ""  # what the recording was told it is looking at (a screen's name)
    site: str = ""   # the drawing code that asked (first caller outside the text helpers)

    def __str__(self) -> str:
        at = f"[{self.where}] " if self.where else ""
        return f"{at}{self.kind}: „{self.text}“ {self.detail} ({self.site})".rstrip()


_sink: list[Clip] | None = None
_where = ""
_CLEAR_HOOKS: list = []


def active() -> bool:
    """Whether anything is being recorded (helpers skip the extra measuring otherwise)."""
    return _sink is not None


def note(kind: str, text: str, detail: str = "") -> None:
    """A text did not fit (``kind`` one of :data:`KINDS`); a no-op unless recording."""
    if _sink is not None:
        _sink.append(Clip(kind, str(text)[:120], detail, _where, _site()))


def _site() -> str:
    """``module:line`` of the first caller outside the widget kit: the screen that gave the
    text its box (where to fix it)."""
    frame = sys._getframe(2)
    while frame is not None:
        name = frame.f_code.co_filename.replace("\\", "/")
        if "/ui/widgets/" not in name:
            short = name.split("speedgames/")[-1]
            return f"{short}:{frame.f_lineno}"
        frame = frame.f_back
    return ""


def look_at(where: str) -> None:
    """Name what the following notes belong to (the screen a tour has opened)."""
    global _where
    _where = where


def on_start(hook) -> None:
    """Run ``hook`` when a recording starts. Why: measured texts are cached (fitted blocks,
    wrapped lines), and a cached text is not measured again, so it would never be noted."""
    if hook not in _CLEAR_HOOKS:
        _CLEAR_HOOKS.append(hook)


@contextmanager
def recording() -> Iterator[list[Clip]]:
    """Collect every note made inside the ``with`` block into the yielded list."""
    global _sink, _where
    outer, outer_where = _sink, _where
    clips: list[Clip] = []
    for hook in list(_CLEAR_HOOKS):
        hook()
    _sink = clips
    try:
        yield clips
    finally:
        _sink, _where = outer, outer_where
