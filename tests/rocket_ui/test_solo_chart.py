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
