"""Privacy screen („Gib das Gerät an Anna“) and confirm dialog."""

import pygame
import pytest

from speedgames.core import i18n
from speedgames.ui.overlays import ConfirmDialog, PrivacyScreen
from speedgames.ui.scene import Scene
from tests.ui.shared_screens_harness import click, frame, key, make_app, tab_to

SECRET = (255, 0, 255)


class SecretTable(Scene):
    """A game scene that paints its secret in a colour no theme uses, and counts its inputs."""

    name = "secret"

    def __init__(self, app):
        super().__init__(app)
        self.events = 0

    def handle_event(self, event):
        self.events += 1
        return True

    def draw(self, surface):
        surface.fill(SECRET)


@pytest.fixture
def app(tmp_path):
    app = make_app(tmp_path)
    yield app
    i18n.set_language("de")


def secret_visible(app):
    app.draw()
    w, h = app.screen.get_size()
    return any(app.screen.get_at((x, y))[:3] == SECRET
               for x in range(0, w, 16) for y in range(0, h, 16))


def test_nothing_secret_is_visible_until_anna_confirms(app):
    table = SecretTable(app)
    app.push(table)
    assert secret_visible(app)
    confirmed = []
    screen = PrivacyScreen(app, "Anna", lambda: confirmed.append(True))
    app.push(screen)
    for _ in range(30):
        frame(app)
        assert not secret_visible(app)
    key(app, pygame.K_RETURN)
    assert confirmed == [True] and app.stack.top is table
    assert secret_visible(app)


def test_the_screen_names_the_player_in_both_languages(app):
    screen = PrivacyScreen(app, "Anna")
    assert screen.button.label() == "Ich bin Anna – zeigen"
    i18n.set_language("en")
    assert screen.button.label() == "I am Anna – show me"


def test_a_key_still_held_from_the_last_player_does_not_confirm(app):
    confirmed = []
    app.push(SecretTable(app))
    screen = PrivacyScreen(app, "Bernd", lambda: confirmed.append(1))
    app.push(screen)
    key(app, pygame.K_RETURN)  # arrives in the very first instant
    assert not confirmed and app.stack.top is screen
    frame(app, dt=0.5)
    key(app, pygame.K_SPACE)
    assert confirmed == [1]


def test_events_never_reach_the_table_below_and_escape_does_not_reveal(app):
    table = SecretTable(app)
    app.push(table)
    screen = PrivacyScreen(app, "Anna")
    app.push(screen)
    frame(app, dt=1.0)
    before = table.events
    key(app, pygame.K_ESCAPE)
    click(app, (5, 5))
    key(app, pygame.K_d)
    assert table.events == before and app.stack.top is screen


def test_confirm_by_mouse(app):
    app.push(SecretTable(app))
    confirmed = []
    screen = PrivacyScreen(app, "Anna", lambda: confirmed.append(1))
    app.push(screen)
    frame(app, dt=1.0)
    click(app, screen.button.rect.center)
    assert confirmed == [1]


def test_confirm_dialog_yes_no_and_escape(app):
    answers = []
    dialog = ConfirmDialog(app, "Wirklich?", lambda: answers.append("yes"),
                           lambda: answers.append("no"))
    app.push(dialog)
    frame(app)
    key(app, pygame.K_RETURN)  # the yes button has the focus
    assert answers == ["yes"] and app.stack.top is not dialog
    dialog = ConfirmDialog(app, "Wirklich?", lambda: answers.append("yes"),
                           lambda: answers.append("no"))
    app.push(dialog)
    key(app, pygame.K_ESCAPE)
    assert answers == ["yes", "no"]


def test_a_dangerous_question_focuses_the_safe_answer(app):
    answers = []
    dialog = ConfirmDialog(app, "Partie aufgeben?", lambda: answers.append("yes"),
                           lambda: answers.append("no"), danger=True)
    app.push(dialog)
    frame(app)
    key(app, pygame.K_RETURN)
    assert answers == ["no"]
    dialog = ConfirmDialog(app, "Partie aufgeben?", lambda: answers.append("yes"), danger=True)
    app.push(dialog)
    frame(app)
    tab_to(app, dialog.focus, dialog.yes_button)
    key(app, pygame.K_RETURN)
    assert answers == ["no", "yes"]


def test_the_dialog_shows_the_scene_below_dimmed(app):
    app.push(SecretTable(app))
    app.push(ConfirmDialog(app, "Wirklich?"))
    app.draw()
    colour = app.screen.get_at((3, 3))[:3]
    assert colour != SECRET and colour != app.theme.color("bg")


class MenuOverCurtain(Scene):
    """Stands for a game's own menu: an overlay, so the scene below it is drawn first."""

    name = "menu"
    overlay = True


def test_escape_on_the_curtain_opens_the_games_menu_over_it_never_over_the_table(app):
    table = SecretTable(app)
    app.push(table)
    menu = MenuOverCurtain(app)
    screen = PrivacyScreen(app, "Anna", on_menu=lambda: app.push(menu))
    app.push(screen)
    frame(app, dt=1.0)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu
    assert not secret_visible(app)  # the menu is drawn over the curtain
    key(app, pygame.K_ESCAPE)  # the open menu takes Esc; a second menu never stacks up
    assert [s for s in app.stack if s is menu] == [menu]
    app.back()
    assert app.stack.top is screen and not secret_visible(app)


def test_the_curtain_says_esc_opens_the_menu_only_when_it_does(app):
    from speedgames.core.i18n import t

    seen = []
    import speedgames.ui.overlays as overlays
    real = overlays.draw_text

    def spy(surface, text, *args, **kwargs):
        seen.append(text)
        return real(surface, text, *args, **kwargs)

    overlays.draw_text = spy
    try:
        app.push(PrivacyScreen(app, "Anna"))
        app.draw()
        assert t("ui.privacy.menu_hint") not in seen
        app.push(PrivacyScreen(app, "Anna", on_menu=lambda: None))
        app.draw()
        assert t("ui.privacy.menu_hint") in seen
    finally:
        overlays.draw_text = real
