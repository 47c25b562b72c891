"""„Nothing clipped at 150 % text“ (#15), on every screen a person meets.

The tour (``speedgames.tour``) opens every registered screen, Meine Partien and each game in its
phases with real key events, at 1024×700 and 1920×1080, 150 % text, German and English; the
shared text helpers report every text they elide, drop, shrink below the type scale's ``small``
size or break inside a word (``widgets.clipping``), and this test asserts there was none. The
themes are sampled (each size and each language meets both) to keep the run short; colours do
not change a layout.
"""

from __future__ import annotations

from collections import Counter

import pytest

from speedgames import tour
from speedgames.ui.widgets import clipping
from tests.ui.harness import make_app

COMBOS = [((1024, 700), "de", "dark"), ((1024, 700), "en", "light"),
          ((1920, 1080), "de", "light"), ((1920, 1080), "en", "dark")]
# the Rat asks the strong computer (seconds of thinking): each is looked at once
HEAVY = {"rocket-rat": ((1024, 700), "de"), "sprit-rat": ((1920, 1080), "en")}
# Drawing still to be reflowed at 150 %, with the reason (empty: every screen reflows). A module
# listed here must still clip somewhere — the list can only shrink (see the last test).
KNOWN: dict[str, str] = {}
_TOURS: dict[tuple, tuple] = {}  # (size, lang, theme) → what its tour saw, once per process


def _tour_once(tmp_path_factory, size, lang, theme):
    """The tour of one combination; run once per process (the last test asks for all of them,
    and under xdist the tests of this file may run on different workers)."""
    key = (size, lang, theme)
    if key not in _TOURS:
        _TOURS[key] = _tour(tmp_path_factory.mktemp("tour"), size, lang, theme)
    return _TOURS[key]


def _tour(tmp_path, size, lang, theme):
    app = make_app(tmp_path, lang=lang, theme=theme, size=size)
    app.storage.durable = False
    app.settings.animations = "fast"
    app.set_text_scale(150)
    app.frame(1 / 60)
    try:
        def wanted(name: str) -> bool:
            return HEAVY.get(name, (size, lang)) == (size, lang)

        with clipping.recording() as clips:
            seen = list(tour.walk(app, only=wanted, arrived=clipping.look_at))
        names = [name for name, _ in tour.stops(app) if wanted(name)]
        return seen, names, clips, list(app.errors)
    finally:
        app.shutdown()


def _module(clip: clipping.Clip) -> str:
    return clip.site.rsplit(":", 1)[0]


@pytest.mark.parametrize("size,lang,theme", COMBOS,
                         ids=[f"{s[0]}x{s[1]}-{lang}-{th}" for s, lang, th in COMBOS])
def test_no_text_is_clipped_on_any_screen_at_150_percent(tmp_path_factory, size, lang, theme):
    seen, names, clips, errors = _tour_once(tmp_path_factory, size, lang, theme)
    assert errors == []
    assert seen == names, f"screens the tour did not reach: {sorted(set(names) - set(seen))}"
    bad = Counter(str(c) for c in clips if _module(c) not in KNOWN)
    assert not bad, f"{len(bad)} clipped texts:\n" + "\n".join(sorted(bad))


def test_the_tour_covers_every_screen_and_phase_the_issue_names(tmp_path):
    app = make_app(tmp_path)
    try:
        names = {name for name, _ in tour.stops(app)}
    finally:
        app.shutdown()
    for screen in ("kontor", "settings", "table_setup-rocket", "rocket-solo", "sprit-solo",
                   "tulpe-solo", "rocket-game", "rocket-show", "rocket-shop", "rocket-endtafel",
                   "sprit-game", "sprit-rat", "sprit-endtafel", "tulpe-game",
                   "tulpe-rechenweg", "tulpe-endtafel", "leaderboard-rocket", "review-games",
                   "rocket-review", "tulpe-analysis", "sprit-rules", "tulpe-tutorial",
                   "rocket-menu"):
        assert screen in names


def test_a_clipped_text_is_recorded_and_play_records_nothing():
    import pygame

    from speedgames.ui.theme import Theme
    from speedgames.ui.widgets import draw_fitted, ellipsize, fit_block, wrap_text

    pygame.font.init()
    theme = Theme(text_scale=1.5)
    surface = pygame.Surface((400, 200))
    font = theme.font("body")
    ellipsize("Schwarzpulver-Liebhaber", font, 40)  # not recording: nothing kept anywhere
    with clipping.recording() as clips:
        assert ellipsize("Schwarzpulver-Liebhaber", font, 60).endswith("…")
        wrap_text("PLATZBONUS", theme.font("label"), 30)
        draw_fitted(surface, "Pulverhandlung", pygame.Rect(0, 0, 30, 12), theme, (0, 0, 0))
    kinds = Counter(c.kind for c in clips)
    assert kinds["elided"] == 1 and kinds["broken"] >= 1 and kinds["shrunk"] >= 1
    assert all("test_nothing_clipped" in c.site for c in clips)  # where to fix it
    with clipping.recording() as fine:
        ft, lines = fit_block(theme, "body", "Nochmal am selben Tisch", 150, 200)
        draw_fitted(surface, "Schwarzpulver-Liebhaber", pygame.Rect(0, 0, 200, 120), theme,
                    (0, 0, 0))
    assert fine == [] and len(lines) > 1 and ft.get_height() == font.get_height()


def test_every_known_exception_still_clips(tmp_path_factory):
    """KNOWN must not outlive its reason: a listed module that no longer clips anywhere is
    taken off the list (with nothing listed there is nothing to tour for; else every tour of
    this file is looked at, run here if this process has not run it yet)."""
    still_clipping: set[str] = set()
    for combo in COMBOS if KNOWN else ():
        _seen, _names, clips, _errors = _tour_once(tmp_path_factory, *combo)
        still_clipping.update(_module(c) for c in clips)
    assert set(KNOWN) <= still_clipping, sorted(set(KNOWN) - still_clipping)
