"""Screens that sit on top of a game: the privacy screen and confirm dialogs.

*Privacy screen* („Gib das Gerät an Anna“): in a hot-seat game every human makes secret choices in
turn. Between two humans the whole window is covered — the scene below is not even drawn — until
the named player confirms. A short arming delay stops a key still held by the previous player from
confirming at once. *Confirm dialog*: a modal question (Enter = the focused button, Esc = no).
Toast messages are the app's own (``app.toast(text, kind)``), drawn above every scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from speedgames.core.i18n import Text, t
from speedgames.ui import registry
from speedgames.ui.pacing import earliest
from speedgames.ui.scene import FocusScene, Scene
from speedgames.ui.tooltip import Message, render_message
from speedgames.ui.widgets import (
    ACTIVATE_KEYS,
    Button,
    FocusRing,
    draw_panel,
    draw_rule,
    draw_text,
    text_height,
)

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike
    from speedgames.ui.theme import Theme

ARM_DELAY = 0.35  # seconds before the privacy screen accepts a confirmation


def _pop_if_top(app: "AppLike", scene: Scene) -> None:
    stack = getattr(app, "stack", None)
    if stack is not None and stack.top is scene:
        stack.pop()


class PrivacyScreen(Scene):
    """Covers everything until ``player`` confirms; then removes itself and calls ``on_confirm``.

    ``overlay`` is False on purpose: the scene stack then neither draws the scene below nor passes
    events down to it, so nothing secret can show or be touched while the device changes hands.
    ``on_menu`` (the game's own menu) is what Esc opens: pushed above the curtain, the menu is drawn
    over it, never over the table, and lets the player leave to the Kontor or read the rules.
    """

    name = "privacy"
    overlay = False

    def __init__(self, app: "AppLike", player: str = "",
                 on_confirm: Callable[[], Any] | None = None,
                 *, note: Message | None = None, arm_delay: float = ARM_DELAY,
                 on_menu: Callable[[], Any] | None = None) -> None:
        super().__init__(app)
        self.player = player
        self.on_confirm = on_confirm
        self.on_menu = on_menu
        self.note = note
        self.arm_delay = arm_delay
        self.age = 0.0
        self.confirmed = False
        self.button = Button(lambda: t("ui.privacy.confirm", name=self.player), self.confirm,
                             style="primary")
        self.focus = FocusRing([self.button])
        self.focus.focus(self.button)

    @property
    def armed(self) -> bool:
        return self.age >= self.arm_delay

    def confirm(self) -> None:
        if self.confirmed or not self.armed:
            return
        self.confirmed = True
        _pop_if_top(self.app, self)
        if self.on_confirm is not None:
            self.on_confirm()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            # going back would reveal the table: Esc opens the game's menu above the curtain
            if self.on_menu is not None and self.app.stack.top is self:
                self.on_menu()
            return True
        if event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS:
            self.confirm()
            return True
        self.focus.handle_event(event)
        return True  # modal: nothing reaches the game below

    def update(self, dt: float) -> None:
        self.age += max(0.0, dt)
        self.button.enabled = self.armed
        self.focus.update(dt)

    def frame_request(self) -> float | None:
        """The confirmation button arms after a moment."""
        arming = None if self.armed else self.arm_delay - self.age
        return earliest(arming, self.focus.frame_request())

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        w, h = surface.get_size()
        _draw_curtain(surface, theme)
        pw = min(w - theme.px(60), theme.px(720))
        inner_w = pw - theme.px(80)
        kicker = t("ui.privacy.kicker").upper()
        title = t("ui.privacy.pass_to", name=self.player)
        note = render_message(self.note) if self.note else t("ui.privacy.note", name=self.player)
        title_font, note_font, small = theme.font("title"), theme.font("body"), theme.font("label")
        eye_h = theme.px(44)
        gap = theme.px(14)
        content = (eye_h + gap + small.get_linesize() + theme.px(8)
                   + text_height(title, title_font, inner_w) + gap * 2
                   + text_height(note, note_font, inner_w) + gap * 2 + theme.px(56))
        hint = t("ui.privacy.menu_hint") if self.on_menu is not None else ""
        if hint:
            content += gap + text_height(hint, small, inner_w)
        panel = pygame.Rect(0, 0, pw, min(h - theme.px(40), content + theme.px(64)))
        panel.center = (w // 2, h // 2)
        draw_panel(surface, panel, theme, "poster")
        x, y = panel.x + theme.px(40), panel.y + theme.px(32)
        _draw_closed_eye(surface, pygame.Rect(panel.centerx - eye_h, y, eye_h * 2, eye_h), theme)
        y += eye_h + gap
        img = small.render(kicker, True, theme.color("text_dim"))
        surface.blit(img, img.get_rect(midtop=(panel.centerx, y)))
        y += small.get_linesize() + theme.px(8)
        y += draw_text(surface, title, title_font, theme.color("text"),
                       pygame.Rect(x, y, inner_w, 0), align="center") + gap
        draw_rule(surface, x + inner_w // 4, panel.right - theme.px(40) - inner_w // 4, y, theme)
        y += gap
        draw_text(surface, note, note_font, theme.color("text_dim"), pygame.Rect(x, y, inner_w, 0),
                  align="center")
        bw = min(inner_w, theme.px(440))
        self.button.rect = pygame.Rect(0, 0, bw, theme.px(56))
        bottom = panel.bottom - theme.px(32)
        if hint:
            hint_h = text_height(hint, small, inner_w)
            draw_text(surface, hint, small, theme.color("text_dim"),
                      pygame.Rect(x, bottom - hint_h, inner_w, 0), align="center")
            bottom -= hint_h + gap
        self.button.rect.midbottom = (panel.centerx, bottom)
        self.focus.draw(surface, theme)


def _draw_closed_eye(surface: pygame.Surface, box: pygame.Rect, theme: "Theme") -> None:
    """A closed eye with lashes: the sign for „look away“."""
    color = theme.color("accent")
    width = max(2, theme.px(3))
    lid = pygame.Rect(box.x, box.y - box.height // 2, box.width, box.height)
    pygame.draw.arc(surface, color, lid, 3.35, 6.07, width)
    for i in range(5):
        fx = box.x + box.width * (i + 1) // 6
        depth = box.height // 2 - abs(i - 2) * box.height // 10
        fy = box.y + depth
        pygame.draw.line(surface, color, (fx, fy), (fx + (i - 2) * theme.px(3), fy + theme.px(9)),
                         width)


_curtains: dict[tuple, pygame.Surface] = {}


def _draw_curtain(surface: pygame.Surface, theme: "Theme") -> None:
    """A theatre curtain of vertical folds: clearly "nothing to see here" (drawn once per size)."""
    w, h = surface.get_size()
    fold = max(24, theme.px(46))
    base = theme.color("bg_alt")
    key = (w, h, fold, base)
    curtain = _curtains.get(key)
    if curtain is None:
        curtain = pygame.Surface((w, h))
        for i, x in enumerate(range(0, w, fold)):
            shade = 0.95 if i % 2 else 1.0
            curtain.fill(tuple(int(c * shade) for c in base), (x, 0, fold, h))
        _curtains.clear()  # one size at a time is all a window needs
        _curtains[key] = curtain
    surface.blit(curtain, (0, 0))


_scrims: dict[tuple, pygame.Surface] = {}


def draw_scrim(surface: pygame.Surface, theme: "Theme", alpha: int = 170) -> None:
    """Dim everything below a modal panel (the veil is made once per size and colour)."""
    key = (surface.get_size(), theme.color("scrim"), alpha)
    veil = _scrims.get(key)
    if veil is None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((*theme.color("scrim"), alpha))
        if len(_scrims) > 8:
            _scrims.clear()
        _scrims[key] = veil
    surface.blit(veil, (0, 0))


class ModalScene(FocusScene):
    """A panel over the scene below that keeps every event to itself (the scene below is drawn,
    never touched). ``close_keys`` call :meth:`on_escape`; the rest goes to ``self.focus``.

    Why a base: the confirm dialog, the game menu and the Endtafel all behave so."""

    overlay = True
    close_keys: tuple[int, ...] = (pygame.K_ESCAPE,)
    focus: FocusRing

    def on_escape(self) -> None:
        """Esc: the safe way out (no, close, back)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in self.close_keys:
            self.on_escape()
            return True
        self.focus.handle_event(event)
        return True  # modal


class ConfirmDialog(ModalScene):
    """A modal yes/no question over the current scene. Esc and the second button mean „no“."""

    name = "confirm"

    def __init__(self, app: "AppLike", question: Message = "",
                 on_yes: Callable[[], Any] | None = None,
                 on_no: Callable[[], Any] | None = None, *, title: Message | None = None,
                 yes: Message | None = None, no: Message | None = None,
                 danger: bool = False) -> None:
        super().__init__(app)
        self.question = question
        self.title = title
        self.on_yes = on_yes
        self.on_no = on_no
        self.answer: bool | None = None
        yes_label = yes if yes is not None else Text("ui.common.yes_do")
        no_label = no if no is not None else Text("ui.common.cancel")
        self.yes_button = Button(lambda: render_message(yes_label), lambda: self._answer(True),
                                 style="primary")
        self.no_button = Button(lambda: render_message(no_label), lambda: self._answer(False))
        # the safe answer has the focus first when the action is destructive
        order = [self.no_button, self.yes_button]
        self.focus = FocusRing(order)
        self.focus.focus(self.no_button if danger else self.yes_button)

    def _answer(self, yes: bool) -> None:
        if self.answer is not None:
            return
        self.answer = yes
        _pop_if_top(self.app, self)
        callback = self.on_yes if yes else self.on_no
        if callback is not None:
            callback()

    def on_escape(self) -> None:
        self._answer(False)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        w, h = surface.get_size()
        draw_scrim(surface, theme)
        pad = theme.px(32)
        pw = min(w - theme.px(40), theme.px(620))
        inner_w = pw - 2 * pad
        title = render_message(self.title) if self.title else ""
        question = render_message(self.question)
        tfont, qfont = theme.font("heading"), theme.font("body")
        th = text_height(title, tfont, inner_w) + theme.px(12) if title else 0
        qh = text_height(question, qfont, inner_w)
        bh = theme.px(50)
        ph = min(h - theme.px(20), pad + th + qh + theme.px(28) + bh + pad)
        panel = pygame.Rect(0, 0, pw, ph)
        panel.center = (w // 2, h // 2)
        draw_panel(surface, panel, theme, "panel")
        y = panel.y + pad
        if title:
            draw_text(surface, title, tfont, theme.color("text"),
                      pygame.Rect(panel.x + pad, y, inner_w, 0))
            y += th
        draw_text(surface, question, qfont, theme.color("text"),
                  pygame.Rect(panel.x + pad, y, inner_w, 0))
        gap = theme.px(14)
        bw = (inner_w - gap) // 2
        self.no_button.rect = pygame.Rect(panel.x + pad, panel.bottom - pad - bh, bw, bh)
        self.yes_button.rect = pygame.Rect(self.no_button.rect.right + gap, self.no_button.rect.y,
                                           bw, bh)
        self.focus.draw(surface, theme)


registry.register("privacy", PrivacyScreen, main=False,
                  sample=lambda app: {"player": "Anna", "arm_delay": 0.0})
registry.register("confirm", ConfirmDialog, main=False,
                  sample=lambda app: {"question": Text("ui.confirm.sample_question")})
