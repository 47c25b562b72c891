"""What „Meine Partien“ and the „Bestenliste“ share: a screen frame with a game selector.

Both screens show saved records of one game at a time; the player switches the game (and a second
thing: the profile or the list) with selectors at the top, reads a panel, and goes back with Esc
or „Zurück“. Numbers and dates are written the way the current language writes them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

import pygame

from speedgames.core import catalog
from speedgames.core.i18n import language, t
from speedgames.ui.scene import FocusScene
from speedgames.ui.widgets import (
    Button,
    CompactChoice,
    FocusRing,
    Widget,
    draw_fitted,
    draw_rule,
    fit_font,
)

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike
    from speedgames.ui.theme import Theme

GAMES = catalog.game_ids()


def draw_two_line_row(surface: pygame.Surface, theme: "Theme", row: pygame.Rect, selected: bool,
                      text: str, note: str, note_color: str = "text_dim") -> None:
    """One line of a list screen (Letzte Partien, Offene Partien): the text, a small note under
    it, the chosen line framed in the accent colour."""
    if selected:
        pygame.draw.rect(surface, theme.color("panel_alt"), row, border_radius=theme.px(6))
        pygame.draw.rect(surface, theme.color("accent"), row, 1, border_radius=theme.px(6))
    surface.blit(fit_font(theme, "body", text, row.width - theme.px(16)).render(
        text, True, theme.color("text")), (row.x + theme.px(8), row.y + theme.px(4)))
    surface.blit(fit_font(theme, "small", note, row.width - theme.px(16)).render(
        note, True, theme.color(note_color)),
        (row.x + theme.px(8), row.y + theme.px(6) + theme.font("body").get_linesize()))


def format_signed(value: int) -> str:
    """„+10“, „−5“, „0“ (a real minus): a change of Taler."""
    return f"+{value}" if value > 0 else (f"−{-value}" if value < 0 else "0")


def stake_key(change: int) -> str:
    """A seat's Taler after a game with stakes: „+10 (jetzt 110)“, or „Einsatz zurück“ for 0."""
    return "ui.stakes.back" if change == 0 else "ui.stakes.change"


def format_number(value: Any, lang: str | None = None) -> str:
    """``61`` → ``61``, ``61.5`` → ``61,5`` in German; None → „–“."""
    if value is None or value == "":
        return "–"
    if isinstance(value, bool):
        return t("ui.common.yes" if value else "ui.common.no", lang)
    if isinstance(value, float):
        if value.is_integer():
            return str(int(value))
        shown = f"{value:.1f}"
        return shown.replace(".", ",") if (lang or language()) == "de" else shown
    return str(value)


def format_date(when: str, lang: str | None = None) -> str:
    """``2026-11-30T20:15:00`` → ``30.11.2026`` (de) / ``2026-11-30`` (en); junk → as given."""
    day = str(when or "")[:10]
    parts = day.split("-")
    if len(parts) != 3 or not all(p.isdigit() for p in parts):
        return str(when or "")
    if (lang or language()) == "de":
        return f"{int(parts[2])}.{int(parts[1])}.{parts[0]}"
    return day


class RecordsScreen(FocusScene):
    """Base: title, a game selector plus one more selector, a body, and „Zurück“."""

    title_key = "ui.stats.title"

    def __init__(self, app: "AppLike", game: str | None = None) -> None:
        super().__init__(app)
        self.game_id = catalog.known(game)
        self.focus = FocusRing()
        self.game_choice = CompactChoice(
            "", [(g, (lambda g=g: t(f"games.{g}.name"))) for g in GAMES], self.game_id,
            self._on_game)
        self.back_button = Button(lambda: t("ui.common.back"), self.back)
        self._size = tuple(getattr(app, "size", (1280, 800)))
        self.body = pygame.Rect(0, 0, 0, 0)

    # subclasses ------------------------------------------------------------------------
    def second_choice(self) -> Widget | None:
        return None

    def body_widgets(self) -> Sequence[Widget]:
        return ()

    def reload(self) -> None:
        """Read the records of the current game (and profile / list) again."""

    def draw_body(self, surface: pygame.Surface, theme: "Theme", rect: pygame.Rect) -> None: ...

    # common -----------------------------------------------------------------------------
    def _on_game(self, game: str) -> None:
        self.game_id = game
        self.reload()
        self._rebuild()

    def _rebuild(self) -> None:
        current = self.focus.focused
        widgets: list[Widget] = [self.game_choice]
        second = self.second_choice()
        if second is not None:
            widgets.append(second)
        widgets += list(self.body_widgets())
        widgets.append(self.back_button)
        self.focus.set(widgets, keep_focus=False)
        self._layout()
        if current in widgets:
            self.focus.focus(current)
        elif self.focus.focused is None:
            self.focus.next(1)

    def back(self) -> None:
        self.app.back()

    def relayout(self, size: tuple[int, int]) -> None:
        self._size = tuple(size)
        self._layout()

    def _layout(self) -> None:
        theme = self.app.theme
        w, h = self._size
        m = theme.px(32)
        title_h = theme.font("title").get_linesize() + theme.px(30)
        sel_h = theme.px(44)
        sel_w = min(theme.px(300), (w - 2 * m - theme.px(16)) // 2)
        y = m + title_h
        self.game_choice.rect = pygame.Rect(m, y, sel_w, sel_h)
        second = self.second_choice()
        if second is not None:
            second.rect = pygame.Rect(m + sel_w + theme.px(16), y, sel_w, sel_h)
        bar_h = theme.px(52)
        self.back_button.rect = pygame.Rect(m, h - m - bar_h, min(theme.px(240), w // 4), bar_h)
        top = y + sel_h + theme.px(20)
        self.body = pygame.Rect(m, top, w - 2 * m, self.back_button.rect.y - theme.px(20) - top)
        self.layout_body(theme, self.body)

    def layout_body(self, theme: "Theme", rect: pygame.Rect) -> None:
        """Place the body's widgets (subclasses)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        if self.body_event(event):
            return True
        if self.focus.handle_event(event):
            return True
        return event.type == pygame.KEYDOWN

    def body_event(self, event: pygame.event.Event) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        if surface.get_size() != self._size:
            self.relayout(surface.get_size())
        surface.fill(theme.color("bg"))
        w, _ = self._size
        m = theme.px(32)
        title = t(self.title_key, game=t(f"games.{self.game_id}.name"))
        font = fit_font(theme, "title", title, w - 2 * m)
        surface.blit(font.render(title, True, theme.color("text")), (m, m))
        draw_rule(surface, m, w - m, m + theme.font("title").get_linesize() + theme.px(10), theme)
        self.draw_body(surface, theme, self.body)
        self.focus.draw(surface, theme)

    def empty_message(self, surface: pygame.Surface, theme: "Theme", rect: pygame.Rect,
                      text: str) -> None:
        draw_fitted(surface, text, rect, theme, theme.color("text_dim"), role="body")
