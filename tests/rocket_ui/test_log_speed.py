"""A long Spielverlauf stays quick: a new line wraps only itself (the whole log was re-wrapped for
every line — 10–50 ms per computer move late in a game), and the result is the same as a full
layout, also after the oldest lines were dropped or the language changed."""

from __future__ import annotations

from speedgames.core.i18n import Text, set_language
from speedgames.ui.log_panel import LogPanel


def _full(panel: LogPanel, theme) -> list:
    panel._cache_key = None
    panel._laid_out = []
    panel._layout(theme)
    return list(panel._lines)


def test_appended_lines_are_wrapped_alone_and_match_a_full_layout(app, monkeypatch):
    import speedgames.ui.log_panel as lp

    th = app.theme
    panel = LogPanel((0, 0, 260, 400), limit=50)
    for i in range(30):
        panel.append(f"Meister {i % 4 + 1} zieht Blitzpulver 1: Feld {i} → {i + 1} "
                     f"(Blitzpulver {i % 8}/8) und ein langer Satz dazu", "dim")
    panel._layout(th)
    wrapped: list[str] = []
    real = lp.wrap_text

    def spy(text, font, width):
        wrapped.append(text)
        return real(text, font, width)

    monkeypatch.setattr(lp, "wrap_text", spy)
    panel.append(Text("rocket.ui.log.resumed", {"evening": 3}), "head")
    panel.append("Anna hört auf – Wertungsfeld 12.")
    panel._layout(th)
    assert len(wrapped) == 2, "only the two new lines were wrapped"
    incremental = list(panel._lines)
    assert incremental == _full(panel, th)
    # the limit drops the oldest entries: a full layout again, still right
    for i in range(30):
        panel.append(f"Zeile {i}")
    panel._layout(th)
    assert len(panel.entries) == 50
    assert list(panel._lines) == _full(panel, th)
    # a language switch re-wraps everything in the new language
    german = list(panel._lines)
    set_language("en")
    try:
        panel._layout(th)
        assert list(panel._lines) != german, "the Text line is told again in English"
        assert list(panel._lines) == _full(panel, th)
    finally:
        set_language("de")
