"""The frame of a game's „Allein“ menu: one card per solo mode, its button at the card's foot.

Why shared: Speedsprit and Speedtulpe show their solo modes the same way (a header, cards with a
heading, a short text, a drawing and a button; Zurück at the bottom left; Esc goes back), and every
game asks the same two questions — who plays alone (the last profile, or the default name) and has
that person already played today's daily puzzle (only the first attempt counts). The game gives its
cards and drawings; this module does the rest.

API:
  ``solo_player_name(app, default=None) -> str`` · ``daily_played(app, game_id, name) -> bool``
  ``CardSoloMenu`` — subclass it: set ``name``, ``game_id``, ``metrics`` (:class:`CardMetrics`),
  build ``self.card_buttons`` (one per card; ``self.setup_buttons`` those that open the table
  setup — they store the name shown in „Es spielt“, if any, and the game passes
  ``player=self.setup_player()`` to the setup — the others ask „Es spielt“ first) and
  ``self.back_btn`` and call ``self.set_widgets``;
  give ``card_texts()`` and, when wanted, ``draw_background``, ``draw_card_art``, ``art_bottom``.
  ``cached = True`` draws the picture only when focus, hover, language, theme, size or
  ``cache_key()`` change.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Hashable, Sequence

import pygame

from speedgames.core.i18n import language, t
from speedgames.ui.scene import FocusScene
from speedgames.ui.solo_player import PlayerPicker
from speedgames.ui.widgets import (Button, FocusRing, Widget, draw_backdrop, draw_header,
                                   draw_panel, draw_text, fit_block, fit_font)

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike


def solo_player_name(app: "AppLike", default: str | None = None) -> str:
    """Who plays alone: the last profile used, else ``default`` (else „Spieler 1“)."""
    name = str(getattr(app.settings, "last_profile", "") or "").strip()
    if name:
        return name
    return default if default is not None else t("ui.table.default_name", n=1)


def daily_played(app: "AppLike", game_id: str, name: str) -> bool:
    """Has ``name`` already tried today's daily puzzle of ``game_id``? (False when unreadable)."""
    from speedgames.core.daily import today
    from speedgames.core.records import daily_attempted

    try:
        return daily_attempted(app.storage, game_id, today(), name)
    except Exception:
        return False


@dataclass(frozen=True)
class CardMetrics:
    """Design pixels of the card row (scaled with ``theme.px``).

    ``col_max`` None: the cards share the whole width; otherwise each is at most that wide and the
    row is centred. ``pad`` is the card's inner margin and the button's inset.
    """

    top: int
    margin: int
    gap: int
    foot: int  # room kept below the cards (Zurück)
    card_max: int
    pad: int
    button_h: int
    back_w: int
    col_max: int | None = None


class CardSoloMenu(FocusScene):
    """See the module docstring."""

    game_id = ""
    metrics: CardMetrics
    cached = False

    def __init__(self, app: "AppLike") -> None:
        super().__init__(app)
        self.card_buttons: list[Button] = []
        self.setup_buttons: list[Button] = []  # card buttons that open the table setup
        self.back_btn: Button | None = None
        self.focus = FocusRing()
        self.cards: list[pygame.Rect] = []
        self.played = False  # read when the menu opens, not every frame
        self.picker = PlayerPicker(app)
        self.picker.on_name = lambda: setattr(self, "played", self.daily_played())

    def set_widgets(self, widgets: Sequence[Widget]) -> None:
        """The game's widgets plus „Es spielt ‹ … ›“; a card button starts only with a name."""
        for btn in self.card_buttons:
            if btn.on_click is None or getattr(btn, "_asks_player", False):
                continue
            if btn in self.setup_buttons:  # the name goes along; blank: the setup's default
                btn.on_click = self.picker.carry(lambda _name, go=btn.on_click: go())
            else:
                btn.on_click = self.picker.guard(btn.on_click)
            btn._asks_player = True  # type: ignore[attr-defined]
        self.focus.set(list(widgets) + self.picker.widgets())

    # ---------------------------------------------------------------- per game
    def player_name(self) -> str:
        """The name in „Es spielt“ (the last profile until the player picks another)."""
        return self.picker.name() or solo_player_name(self.app)

    def setup_player(self) -> str | None:
        """The name for seat 1 of the table setup: the one in „Es spielt“, None when blank."""
        return self.picker.name() or None

    def card_texts(self) -> list[tuple[str, str]]:
        """(heading, text) of each card, already translated."""
        raise NotImplementedError

    def draw_background(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app.theme)

    def art_bottom(self, index: int, card: pygame.Rect) -> int:
        """The lowest y the card's drawing may reach: the top of the card's button."""
        m = self.metrics
        th = self.app.theme
        return card.bottom - th.px(m.pad) - th.px(m.button_h)

    def draw_card_art(self, surface: pygame.Surface, index: int, card: pygame.Rect, y: int,
                      bottom: int) -> None:
        """The drawing of card ``index`` between ``y`` (below its text) and ``bottom``."""

    def header_title(self) -> str:
        """The poster title at the top („Speedtulpe · Allein“); a background may keep it clear."""
        return t(f"games.{self.game_id}.name") + " · " + t("ui.kontor.alone")

    def cache_key(self) -> Hashable:
        return (self.played, self.picker.missing, self.picker.name(),
                self.picker.field.visible, self.focus.index)

    def relayout_more(self) -> None:
        """Place widgets beyond the card buttons and Zurück (after the cards are placed)."""

    # ---------------------------------------------------------------- shared
    def daily_played(self) -> bool:
        return daily_played(self.app, self.game_id, self.player_name())

    def enter(self) -> None:
        self.played = self.daily_played()

    def resume(self) -> None:
        self.played = self.daily_played()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.back()
            return True
        used = self.focus.handle_event(event)
        self.picker.after_event(self.focus)
        return used

    def relayout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        m = self.metrics
        w, h = size
        n = len(self.card_buttons)
        top, margin, gap = th.px(m.top), th.px(m.margin), th.px(m.gap)
        col_w = (w - 2 * margin - (n - 1) * gap) // n
        x0 = margin
        if m.col_max is not None:
            col_w = min(th.px(m.col_max), col_w)
            x0 = (w - n * col_w - (n - 1) * gap) // 2
        card_h = min(h - top - th.px(m.foot), th.px(m.card_max))
        self.cards = [pygame.Rect(x0 + i * (col_w + gap), top, col_w, card_h) for i in range(n)]
        bh, inset = th.px(m.button_h), th.px(m.pad)
        for card, btn in zip(self.cards, self.card_buttons):
            btn.rect = pygame.Rect(card.x + inset, card.bottom - inset - bh,
                                   card.width - 2 * inset, bh)
        if self.back_btn is not None:
            self.back_btn.rect = pygame.Rect(margin, h - th.px(30) - bh, th.px(m.back_w), bh)
        left = self.back_btn.rect.right + gap if self.back_btn is not None else margin
        width = min(th.px(620), w - margin - left)
        self.picker.layout(pygame.Rect(w - margin - width, h - th.px(30) - bh, width, bh),
                           th.px(10))
        self.relayout_more()

    def draw(self, surface: pygame.Surface) -> None:
        if not self.cards:
            self.relayout(surface.get_size())
        if not self.cached:
            self.draw_picture(surface)
            return
        key = (surface.get_size(), self.app.theme.key, language(), self.focus.index,
               self.cache_key(), tuple((wd.hovered, wd.pressed) for wd in self.focus.widgets))
        if key != getattr(self, "_key", None):
            self._picture = pygame.Surface(surface.get_size())
            self.draw_picture(self._picture)
            self._key = key
        surface.blit(self._picture, (0, 0))

    def draw_picture(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        self.draw_background(surface)
        draw_header(surface, th, self.header_title(), t(f"{self.game_id}.ui.solo.subtitle"))
        pad = th.px(self.metrics.pad)
        self.text_bottoms: list[int] = []  # where each card's text ends (tests: above its button)
        for i, (card, (head, body)) in enumerate(zip(self.cards, self.card_texts())):
            draw_panel(surface, card, th, "card")
            y = card.y + pad
            # shrunk to the card's width (three cards at 150 % text: „Against computers“)
            title = fit_font(th, "heading", head, card.width - 2 * pad).render(
                head, True, th.color("text"))
            surface.blit(title, (card.x + pad, y))
            y += title.get_height() + th.px(10)
            # the body keeps above the card's button (or what the game puts there): at 150 %
            # text in three narrow cards it takes a smaller size rather than run under it
            room = self.art_bottom(i, card) - y - th.px(4)
            font, _lines = fit_block(th, "body", body, card.width - 2 * pad, int(room / 1.15))
            y += draw_text(surface, body, font, th.color("text_dim"),
                           pygame.Rect(card.x + pad, y, card.width - 2 * pad, 0))
            self.text_bottoms.append(y)
            self.draw_card_art(surface, i, card, y, self.art_bottom(i, card))
        self.picker.draw_note(surface, th)
        self.focus.draw(surface, th)
