"""#30: the Rekordjagd chart's labels mean one thing each — the evening under every bar, the
rocket's field on its bar — and its title says which."""

from __future__ import annotations

from speedgames.core.i18n import set_language, t
from speedgames.rocket.screen.status import chart_labels


def test_under_every_bar_its_evening_on_a_flown_bar_its_field():
    labels = chart_labels([(6, False), (12, True)], 3)
    assert [under for under, _ in labels] == ["1", "2", "3"]
    assert [over for _, over in labels] == ["6", "12", ""]


def test_the_chart_title_names_the_number_on_the_bars():
    set_language("de")
    assert "Feld" in t("rocket.ui.solo.heights")
    set_language("en")
    assert "field" in t("rocket.ui.solo.heights")
    set_language("de")


def test_the_chart_title_stays_inside_the_panel_at_150_percent(drive):
    """#30: at 150 % on 1024×700 the English title „Your rocket's field per evening“ ran out
    of the Rekordjagd panel (its last letters cut at the window's edge). It breaks between
    words inside the panel, at the size of the lines above it, and the bars stand under it."""
    import pygame

    from speedgames.rocket.screen import status

    set_language("en")
    try:
        app = drive.app
        app.set_text_scale(150)
        app.resize((1024, 700))
        th = app.theme
        rect = pygame.Rect(0, 0, th.px(240), th.px(260))
        surface = pygame.Surface((rect.width + 400, rect.height), pygame.SRCALPHA)
        spilled = []
        real = pygame.Surface.blit
        from speedgames.ui.widgets import panels

        class Spy(pygame.Surface):
            def blit(self, source, dest, *a, **k):
                box = pygame.Rect(dest if len(dest) == 4 else (*dest, *source.get_size()))
                shadow = any(source is s for s in panels._SHADOWS.values())  # (its parts right
                if box.right > rect.right and box.height < rect.height // 2 \
                        and not shadow:                                      # and below)
                    spilled.append(box)
                return real(self, source, dest, *a, **k)

        spy = Spy(surface.get_size(), pygame.SRCALPHA)
        title = t("rocket.ui.solo.heights")
        assert th.font("small", italic=True).size(title)[0] > rect.width - 2 * th.px(12)
        status.draw_solo_panel(spy, th, rect, title=t("rocket.ui.solo.rekordjagd"), lines=[],
                               heights=[(7, False), (4, True)], evenings=9,
                               heights_title=title)
        assert not spilled, spilled
    finally:
        set_language("de")
