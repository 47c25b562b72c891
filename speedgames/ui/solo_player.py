"""„Es spielt ‹ Anna ›“: who plays a solo record mode, asked on the game's „Allein“ menu.

Why: the record modes (Rekordjagd, Tagesrätsel, Tagesetappe, Tagesblatt, Meisterbrief) wrote
„Spieler 1“ / „Player 1“ into the Bestenliste — a word of the language, not a person, so a profile
made in English read „Player 1“ in German. The picker offers the remembered profiles (the last
one preselected) and „Neuer Name …“ with a text field; a mode starts only with a real name, which
becomes the last profile (so ``solo_menu.solo_player_name`` returns it) and is stored.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from speedgames.core.i18n import t
from speedgames.core.profiles import clean_name, list_profiles, use_profile
from speedgames.ui.widgets import Choice, TextField, Widget, label_text

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike
    from speedgames.ui.theme import Theme
    from speedgames.ui.widgets import FocusRing

NEW = "\u0000new"  # the option „Neuer Name …“ (no profile can be called this)


class PlayerPicker:
    """The profile choice and, for a new name, the text field."""

    def __init__(self, app: "AppLike") -> None:
        self.app = app
        try:
            names = list_profiles(app.storage)
        except Exception:  # an unreadable profile file must not close the menu
            names = []
        last = str(getattr(app.settings, "last_profile", "") or "")
        if clean_name(last) and last not in names:  # remembered in the settings only
            names.insert(0, last)
        options: list[tuple[str, object]] = [(n, n) for n in names]
        options.append((NEW, lambda: t("ui.solo_player.new")))
        start = last if last in names else (names[0] if names else NEW)
        self.choice = Choice(lambda: t("ui.solo_player.who"), options, start, self._changed,
                             wrap=False)
        self.field = TextField("", placeholder=lambda: t("ui.solo_player.placeholder"),
                               on_submit=lambda _text: self._submit())
        self.missing = False  # a mode was started without a name: the note asks for one
        self.pending: Callable[[], None] | None = None  # that mode: Enter in the field starts it
        self.want_focus = False
        self.on_name: Callable[[], None] = lambda: None  # the menu re-reads „already played“
        self._changed(self.choice.value)

    def widgets(self) -> list[Widget]:
        return [self.choice, self.field]

    def _changed(self, value: object) -> None:
        self.field.visible = value == NEW
        self.missing = False
        self._place()
        self.on_name()

    def name(self) -> str:
        """The name shown now (may be empty while a new one is being typed)."""
        raw = self.field.value if self.choice.value == NEW else self.choice.value
        return clean_name(raw)

    def commit(self) -> str | None:
        """Make the chosen name the last profile; None (and the note) when there is none yet."""
        name = self.name()
        if not name:
            self.missing = True
            self.want_focus = True
            return None
        try:
            use_profile(self.app.storage, name)
        except Exception:
            self.app.report_error("solo profile")
        self.app.settings.last_profile = name
        self.app.save_settings()
        return name

    def carry(self, open_setup: Callable[[str | None], None]) -> Callable[[], None]:
        """``open_setup(name)`` for a button that opens the table setup (issue #27).

        The name shown now — a chosen profile, or the text typed into „Dein Name“ even without
        Enter — becomes the last profile and is handed on for seat 1. A blank field asks nothing
        (the table setup has its own name fields): ``open_setup(None)`` keeps its default."""
        def run() -> None:
            name = self.commit() if self.name() else None
            self.missing = False
            open_setup(name)
        return run

    def guard(self, start: Callable[[], None]) -> Callable[[], None]:
        """``start`` run only once a name is chosen (the card buttons go through this)."""
        def run() -> None:
            if self.commit() is not None:
                self.pending = None
                start()
            else:
                self.pending = start
        return run

    def _submit(self) -> None:
        """Enter in the name field: start the mode that asked for the name."""
        start = self.pending
        if start is not None and self.commit() is not None:
            self.pending = None
            start()

    def layout(self, rect: pygame.Rect, gap: int) -> None:
        """The choice alone, or with the field for a new name on its right."""
        self._rect, self._gap = pygame.Rect(rect), gap
        self._place()

    def _place(self) -> None:
        rect, gap = getattr(self, "_rect", None), getattr(self, "_gap", 0)
        if rect is None:
            return
        need = self._choice_need(rect)
        field_w = rect.width * 2 // 5 if self.field.visible else 0
        if field_w:  # the choice keeps room for its longest name at full size (big text)
            field_w = max(rect.width // 4, min(field_w, rect.width - gap - need))
        room = rect.width - (field_w + gap if field_w else 0)
        # only as wide as label and names need, at the right: „Es spielt“ stood alone in the
        # footer's middle, far left of the names it labels (#30)
        choice_w = max(1, min(room, need))
        self.choice.rect = pygame.Rect(rect.x + room - choice_w, rect.y, choice_w, rect.height)
        self.field.rect = pygame.Rect(self.choice.rect.right + gap, rect.y, field_w, rect.height)

    def _choice_need(self, rect: pygame.Rect) -> int:
        """The choice's width for its label and its longest name, measured as
        :class:`~speedgames.ui.widgets.Choice` sizes its value box (arrows of at most
        ``px(30)``, the box at least 200 px and between 2/5 and 3/5 of the row)."""
        th = self.app.theme
        arrow = max(24, min(rect.height, th.px(30)))
        font = th.font("body", bold=True)
        value = max((font.size(label_text(lb))[0] for _, lb in self.choice.options),
                    default=0) + 2 * arrow + th.px(8)
        label = th.font("body").size(label_text(self.choice.label))[0] + th.px(24)
        return max(label + max(value, 200), value * 5 // 3, label * 5 // 3)

    def after_event(self, ring: "FocusRing") -> None:
        """After the ring handled an event: a start that found no name moves the focus to the
        name field (the ring itself focused the clicked button)."""
        if self.want_focus:
            self.want_focus = False
            ring.focus(self.field)

    def draw_note(self, surface: pygame.Surface, theme: "Theme") -> None:
        """„Wer spielt? …“ above the picker while a name is missing."""
        note = self.note()
        if not note:
            return
        box = self.choice.rect.union(self.field.rect) if self.field.visible else self.choice.rect
        img = theme.font("small", bold=True).render(note, True, theme.color("warn"))
        surface.blit(img, img.get_rect(bottomright=(box.right, box.y - theme.px(6))))

    def note(self) -> str:
        """The line above the picker: a request for a name when one is missing."""
        return t("ui.solo_player.missing") if self.missing else ""
