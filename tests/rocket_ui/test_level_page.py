"""„Meisterbrief: zwölf Prüfungsstufen … Das erste Ziel besteht die Stufe (1 Stern) und öffnet
die nächste“: the level page says how to begin and what opens the next level, and Enter starts
the focused level."""

from __future__ import annotations

from speedgames.core.i18n import t


def test_level_page_tells_how_to_start_and_what_opens_the_next(drive, monkeypatch):
    from speedgames.rocket.screen import solo as ui_solo

    drawn: list[str] = []
    real = ui_solo.draw_text

    def spy(surface, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(ui_solo, "draw_text", spy)
    drive.app.settings.last_profile = "Anna"
    assert drive.app.open("rocket.solo")
    drive.frames(3)
    menu = drive.app.stack.top
    drive.click_widget(menu.mode_buttons[2][0])      # „Meisterbrief“
    drive.frames(3)
    assert menu.page == "levels"
    drawn.clear()
    drive.frames(1)
    assert t("rocket.ui.solo_menu.start_hint") in drawn
    assert t("rocket.ui.solo_menu.next_locked", n=2) in drawn
    drive.frames(20)
    drive.press("return")
    game = drive.scene
    assert game.mode == "meisterbrief" and game.table.match.options.get("level") == 1
