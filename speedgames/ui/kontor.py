"""The Kontor: the main menu with the three games as posters.

Why it only knows screen *names*: the games and the other shared screens register themselves in
:mod:`speedgames.ui.registry`; a screen that is not there yet shows its button disabled with a
„bald“ note instead of crashing. Per game: „Allein“, „Am Tisch“, „Fortsetzen“ (only when a save
exists), „Spielregeln“, „Meine Partien“, „Bestenliste“; below: „Einstellungen“ and „Beenden“.
Everything is reachable by keyboard: arrows move between buttons, Enter opens, Esc goes to
„Beenden“ (a second Esc quits), 1/2/3 jump to a game's „Allein“.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from speedgames.core.i18n import language, t
from speedgames.ui import art, registry
from speedgames.ui.scene import FocusScene
from speedgames.ui.widgets import (
    Button,
    FocusRing,
    block_height,
    draw_backdrop,
    draw_panel,
    draw_rule,
    draw_text,
    fit_font,
    hyphen_wrap,
    label_text,
    share_row,
)

if TYPE_CHECKING:  # pragma: no cover
    from speedgames.ui.scene import AppLike
    from speedgames.ui.theme import Theme

GAMES = registry.GAMES


WHERE_KEYS = {"evening": ("ui.kontor.where.evening", "ui.kontor.where.evening_of"),
              "wurf": ("ui.kontor.where.wurf", "ui.kontor.where.wurf_of"),
              "round": ("ui.kontor.where.round", None)}


def resume_state(meta: dict[str, Any]) -> str:
    """„Abend 3/9 · Tisch“, „Wurf 12/30 · allein“, „Runde 4 · gegen Computer“: which state a save
    holds, table, against computers or solo."""
    where = meta.get("where") if isinstance(meta.get("where"), dict) else {}
    kind, n, of = where.get("kind"), where.get("n"), where.get("of")
    if kind not in ("evening", "wurf", "round") or not isinstance(n, int):
        return ""
    keys = WHERE_KEYS[kind]
    part = t(keys[1], n=n, of=of) if isinstance(of, int) and keys[1] else t(keys[0], n=n)
    seats = meta.get("seats") if isinstance(meta.get("seats"), list) else []
    solo = meta.get("mode") in ("rekordjagd", "daily", "meisterbrief") or len(seats) == 1
    if solo:
        return part + " · " + t("ui.kontor.where.solo")
    computer = meta.get("list") == "computer"   # one person against computers (#27)
    return part + " · " + t("ui.kontor.where.computer" if computer else "ui.kontor.where.table")


def open_saves(app: "AppLike", game: str) -> list[Any]:
    """Every resumable save of ``game`` (core.saves.SaveInfo), newest first."""
    try:
        from speedgames.core.saves import list_saves

        return list_saves(app.storage, game)
    except Exception:  # a broken save folder must not break the menu
        return []


class GuideButton(Button):
    """The „Neu hier?“ link: its book stays at the left when the label needs two lines (big
    text in a small window), where a plain button drops its icon."""

    def icon_room(self, theme: "Theme") -> int:
        return theme.font(self.role, bold=True).get_height() + theme.px(8)

    def draw(self, surface: pygame.Surface, theme: "Theme", focused: bool = False) -> None:
        if not self.visible or self.rect.width <= 0 or not self.icon or self.icon_fits(theme):
            super().draw(surface, theme, focused)
            return
        from speedgames.ui.art.icons import draw_icon

        full, icon, room = self.rect, self.icon, self.icon_room(theme)
        if self.hovered or focused:
            pygame.draw.rect(surface, theme.color("button_hover"), full,
                             border_radius=theme.px(6))
        self.rect, self.icon = pygame.Rect(full.x + room, full.y, full.width - room,
                                           full.height), None
        try:
            super().draw(surface, theme, focused)
        finally:
            self.rect, self.icon = full, icon
        size = room - theme.px(8)
        draw_icon(surface, icon, pygame.Rect(full.x + theme.px(10), full.centery - size // 2,
                                             size, size),
                  theme.color("text" if self.enabled else "disabled_text"))


class GameCard:
    """One game's column: poster, name, tagline and its buttons."""

    def __init__(self, kontor: "KontorScene", game: str) -> None:
        self.kontor = kontor
        self.game = game
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.picture_rect = pygame.Rect(0, 0, 0, 0)
        self.text_rect = pygame.Rect(0, 0, 0, 0)
        self.save = None
        self.open_count = 0  # unfinished saves: more than one, and „Fortsetzen“ lists them all
        self._static: pygame.Surface | None = None
        self._static_key: tuple | None = None
        app = kontor.app
        playable = registry.has(f"{game}.game")
        solo_ok = playable and (registry.has(f"{game}.solo") or registry.has("table_setup"))
        table_ok = playable and registry.has("table_setup")
        soon = lambda: t("ui.kontor.soon")  # noqa: E731
        self.alone = Button(lambda: t("ui.kontor.alone"), self.open_alone, style="primary",
                            enabled=solo_ok, note=soon, icon="play")
        self.table = Button(lambda: t("ui.kontor.table"), self.open_table, enabled=table_ok,
                            note=soon, icon="table")
        self.resume = Button(self.resume_label, self.open_resume, icon="resume")
        # the guided first game („Erste Partie“) until it was played to the end; it takes the
        # place of „Fortsetzen“ when there is nothing to resume
        self.guide = GuideButton(self.guide_label, self.open_guide, style="quiet", icon="book")
        self.guide.visible = False
        self.guide_short = False   # the label that fits one line beside its icon (layout)
        # „nicht mehr anbieten“: the offer stays until the guide was played or this is pressed
        self.dismiss = Button(lambda: "×", self.dismiss_guide, style="quiet",
                              tooltip=lambda: t("coach.offer_dismiss"))
        self.dismiss.visible = False
        self.rules = Button(lambda: t("ui.kontor.rules"), lambda: app.open("rules", game=game),
                            style="quiet", role="small", enabled=registry.has("rules"),
                            icon="book")
        self.stats = Button(lambda: t("ui.kontor.stats"),
                            lambda: app.open("statistics", game=game), style="quiet",
                            role="small", enabled=registry.has("statistics"), note=soon,
                            icon="chart")
        self.board = Button(lambda: t("ui.kontor.leaderboard"),
                            lambda: app.open("leaderboard", game=game), style="quiet",
                            role="small", enabled=registry.has("leaderboard"), note=soon,
                            icon="trophy")

        for b, icon in ((self.rules, "book"), (self.stats, "chart"), (self.board, "trophy")):
            b.link_icon = icon  # type: ignore[attr-defined]
        share_row([self.rules, self.stats, self.board])  # one label size in the row

    @property
    def links(self) -> list[Button]:
        return [self.rules, self.stats, self.board]

    def resume_label(self) -> str:
        """„Fortsetzen“ with the day and time of the last move, when the save tells it;
        „Fortsetzen · 3 offene Partien“ when there are several (none hides behind the newest)."""
        if self.open_count > 1:
            return t("ui.kontor.resume_many", n=self.open_count)
        when = short_time(getattr(self.save, "updated", ""))
        state = resume_state(getattr(self.save, "meta", {}) or {})
        if state:
            return t("ui.kontor.resume_state", state=state, when=when) if when else \
                t("ui.kontor.resume_state_only", state=state)
        return t("ui.kontor.resume_when", when=when) if when else t("ui.kontor.resume")

    def guide_label(self) -> str:
        from speedgames.ui import coach_progress

        going = coach_progress.in_progress(self.kontor.app, self.game)
        key = "coach.offer_resume" if going else "coach.offer"
        return t(key + "_short" if self.guide_short else key)

    @property
    def widgets(self) -> list[Button]:
        return [self.alone, self.table, self.resume, self.guide, self.dismiss, self.rules,
                self.stats, self.board]

    def refresh(self) -> None:
        saves = open_saves(self.kontor.app, self.game) if registry.has(f"{self.game}.game") \
            else []
        self.save = saves[0] if saves else None
        self.open_count = len(saves)
        self.resume.visible = self.save is not None
        # offered beside „Fortsetzen“ too: a first game of one's own does not end the offer
        self.guide.visible = self.dismiss.visible = self._guide_open()

    def _guide_open(self) -> bool:
        """Is the guide there, not yet played to the end and not dismissed (a broken file:
        offer it)?"""
        if not registry.has(f"{self.game}.tutorial"):
            return False
        from speedgames.ui import coach_progress

        try:
            progress = coach_progress.load(self.kontor.app.storage, self.game)
            return not (progress["done"] or progress.get("dismissed"))
        except Exception:
            return True

    def dismiss_guide(self) -> None:
        from speedgames.ui import coach_progress

        coach_progress.dismiss(self.kontor.app.storage, self.game)
        self.kontor.refresh()

    def open_guide(self) -> None:
        self.kontor.app.open(f"{self.game}.tutorial", resume=True)

    # actions -------------------------------------------------------------------------
    def open_alone(self) -> None:
        app = self.kontor.app
        if registry.has(f"{self.game}.solo"):
            app.open(f"{self.game}.solo", game=self.game)
        else:
            app.open("table_setup", game=self.game, solo=True)

    def open_table(self) -> None:
        self.kontor.app.open("table_setup", game=self.game)

    def open_resume(self) -> None:
        if self.open_count > 1 and registry.has("open_games"):
            self.kontor.app.open("open_games", game=self.game)
        elif self.save is not None:
            self.kontor.app.open(f"{self.game}.game", save=self.save)

    # layout ----------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        th = self.kontor.app.theme
        self.rect = rect
        pad = th.px(14)
        inner = rect.inflate(-2 * pad, -2 * pad)
        gap = th.px(10)
        btn_h = th.px(46)
        third = (inner.width - 2 * th.px(4)) // 3
        # big text takes a second line rather than a smaller size (the picture gives way); a
        # word wider than a third puts the three links one under the other
        font = th.font("small", bold=True)
        widest = max(font.size(word)[0] for b in self.links for word in b.label().split())
        stacked = widest > third - 2 * th.px(10)
        widths = self._link_widths(inner.width)
        link_h = font.get_linesize() + th.px(8) if stacked else max(th.px(38), th.px(6) + max(
            block_height(th, "small", b.label(), lw - 2 * th.px(10), bold=True)
            for b, lw in zip(self.links, widths)))
        resume_h = max(btn_h, th.px(6) + block_height(th, "button", self.resume_label(),
                                                      inner.width - 2 * th.px(10), bold=True))
        guide_h, guide_w = self._fit_guide(inner.width)
        # from the bottom up: links, resume, alone|table
        rows = 3 if stacked else 1
        links_y = inner.bottom - rows * link_h
        x = inner.x
        for i, (b, lw) in enumerate(zip(self.links, widths)):
            b.rect = pygame.Rect(inner.x, links_y + i * link_h, inner.width, link_h) if stacked \
                else pygame.Rect(x, links_y, lw, link_h)
            x += lw + th.px(4)
        guide_y = links_y - (gap + guide_h if self.guide.visible else 0)
        self.guide.rect = pygame.Rect(inner.x, guide_y, guide_w, guide_h)
        self.dismiss.rect = pygame.Rect(inner.x + guide_w, guide_y, inner.width - guide_w,
                                        guide_h)
        # „Fortsetzen“ (or the note that nothing is open) above it; with the guide and no
        # save the guide stands alone
        resume_y = guide_y - gap - resume_h
        if self.guide.visible and self.save is None:
            resume_y = guide_y
        self.resume.rect = pygame.Rect(inner.x, resume_y, inner.width, resume_h)
        row_y = min(resume_y, guide_y) - gap - btn_h
        half = (inner.width - gap) // 2
        self.alone.rect = pygame.Rect(inner.x, row_y, half, btn_h)
        self.table.rect = pygame.Rect(inner.x + half + gap, row_y, inner.width - half - gap, btn_h)
        # the text block above the buttons, the picture takes the rest (at most 3:2)
        name_h = th.font("title").get_linesize()
        # as many tagline lines as the longest of the three needs (bigger text wraps more)
        lines = max(2, self.kontor.tag_lines)
        tag_h = th.font("body", italic=True).get_linesize() * lines + th.px(6)
        text_h = name_h + tag_h + th.px(16)
        room = min(int(inner.width / 1.2), row_y - gap - text_h - inner.y)
        # a card with „Fortsetzen“ and the guide at big text in a small window: the poster
        # gives way before the name and tagline are cut
        pic_h = max(th.px(60), room) if room >= th.px(40) else 0
        self.picture_rect = pygame.Rect(inner.x, inner.y, inner.width, pic_h)
        self.text_rect = pygame.Rect(inner.x, self.picture_rect.bottom + th.px(8), inner.width,
                                     row_y - gap - self.picture_rect.bottom - th.px(8))

    def _link_widths(self, width: int) -> list[int]:
        """The three links side by side: each as wide as its label needs on one line (with its
        icon where all three have room for theirs), the rest shared alike; equal thirds when
        they do not fit on one line each (in thirds „Meine Partien“ took two lines and the row
        lost its icons beside a short „Spielregeln“, #30)."""
        th = self.kontor.app.theme
        font = th.font("small", bold=True)
        gaps = 2 * th.px(4)
        pad = 2 * th.px(10) + 2   # as Button draws a label, and a pixel each side to spare
        icon = font.get_height() + th.px(8)
        texts = [font.size(label_text(b.label))[0] for b in self.links]
        for extra in (icon, 0):
            need = [w + pad + extra for w in texts]
            if sum(need) + gaps <= width:
                spare = (width - gaps - sum(need)) // len(need)
                return [n + spare for n in need]
        third = (width - gaps) // 3
        return [third] * 3

    def _fit_guide(self, width: int) -> tuple[int, int]:
        """The guide's row: its label on one line beside its book (the short label when the
        long one has no room, #30), the „×“ that dismisses it at the right; (height, width)."""
        th = self.kontor.app.theme
        cross = th.font("button", bold=True).size("×")[0] + 2 * th.px(12)
        for short, role in ((False, "button"), (True, "button"), (True, "small")):
            self.guide_short, self.guide.role = short, role
            font = th.font(role, bold=True)
            room = width - cross - 2 * th.px(10) - font.get_height() - th.px(8)
            if font.size(self.guide_label())[0] <= room:
                break
        h = max(th.px(40), th.px(6) + block_height(
            th, self.guide.role, self.guide_label(),
            width - cross - 2 * th.px(10) - self.guide.icon_room(th), bold=True))
        return h, width - cross

    def tag_area(self, text_rect: pygame.Rect, name_bottom: int | None = None) -> pygame.Rect:
        """Where the tagline goes: below the name and its rule."""
        th = self.kontor.app.theme
        if name_bottom is None:
            name = t(f"games.{self.game}.name")
            name_bottom = text_rect.y + fit_font(th, "title", name, text_rect.width).get_height()
        return pygame.Rect(text_rect.x, name_bottom + th.px(10), text_rect.width,
                           text_rect.bottom - name_bottom - th.px(10))

    def tag_fits(self) -> bool:
        """Does the tagline fit its room in the body size?"""
        th = self.kontor.app.theme
        font = th.font("body", italic=True)
        area = self.tag_area(self.text_rect)
        tag = t(f"ui.kontor.tagline.{self.game}")
        return font.get_linesize() * len(_lines(tag, font, area.width)) <= area.height

    def draw(self, surface: pygame.Surface, active: bool) -> None:
        """The static part comes from a cache (one blit); only the buttons draw every frame."""
        th = self.kontor.app.theme
        key = (self.rect.size, th.key, language(), active, self.save is None,
               self.guide.visible,
               registry.has(f"{self.game}.game"), self.kontor.small_tags)
        if self._static_key != key:
            pad = th.px(12)
            static = pygame.Surface((self.rect.width + 2 * pad, self.rect.height + 2 * pad),
                                    pygame.SRCALPHA)
            self._draw_static(static, pad, active)
            self._static, self._static_key = static, key
        pad = th.px(12)
        surface.blit(self._static, (self.rect.x - pad, self.rect.y - pad))

    def _draw_static(self, surface: pygame.Surface, pad: int, active: bool) -> None:
        th = self.kontor.app.theme
        shift = (pad - self.rect.x, pad - self.rect.y)
        card = self.rect.move(shift)
        picture_rect = self.picture_rect.move(shift)
        text_rect = self.text_rect.move(shift)
        resume_rect = self.resume.rect.move(shift)
        draw_panel(surface, card, th, "poster" if active else "panel")
        if picture_rect.height > 0:
            pic = art.picture(self.game, picture_rect.size, th.name,
                              t(f"ui.kontor.plaque.{self.game}"))
            surface.blit(pic, picture_rect)
        self._draw_text(surface, picture_rect, text_rect, resume_rect)

    def _draw_text(self, surface: pygame.Surface, picture_rect: pygame.Rect,
                   text_rect: pygame.Rect, resume_rect: pygame.Rect) -> None:
        th = self.kontor.app.theme
        if picture_rect.height > 0:
            pygame.draw.rect(surface, th.color("ink"), picture_rect, max(1, th.px(2)))
        name = t(f"games.{self.game}.name")
        font = fit_font(th, "title", name, text_rect.width)
        img = font.render(name, True, th.color("text"))
        surface.blit(img, img.get_rect(midtop=(text_rect.centerx, text_rect.y)))
        y = text_rect.y + img.get_height()
        draw_rule(surface, text_rect.x + th.px(30), text_rect.right - th.px(30),
                  y + th.px(2), th, "accent")
        tag = t(f"ui.kontor.tagline.{self.game}")
        area = self.tag_area(text_rect, y)
        tag_font = th.font("small" if self.kontor.small_tags else "body", italic=True)
        draw_text(surface, tag, tag_font, th.color("text_dim"), area, align="center")
        if self.save is None and not self.guide.visible:
            note = th.font("small", italic=True).render(t("ui.kontor.no_save"), True,
                                                        th.color("text_dim"))
            surface.blit(note, note.get_rect(center=resume_rect.center))


def short_time(iso: str) -> str:
    """``2026-03-12T14:20:05`` → ``12.03. 14:20`` (de) / ``03/12 14:20`` (en); "" if unreadable."""
    try:
        date, clock = str(iso).split("T")
        year, month, day = date.split("-")
        hour, minute = clock.split(":")[:2]
        int(year), int(month), int(day), int(hour), int(minute)
    except ValueError:
        return ""
    return f"{day}.{month}. {hour}:{minute}" if language() == "de" else \
        f"{month}/{day} {hour}:{minute}"


def _lines(text: str, font: pygame.font.Font, width: int) -> list[str]:
    from speedgames.ui.widgets import wrap_text

    return wrap_text(text, font, width)


class KontorScene(FocusScene):
    name = "kontor"

    def __init__(self, app: "AppLike") -> None:
        super().__init__(app)
        self.cards = [GameCard(self, g) for g in GAMES]
        self.settings_btn = Button(lambda: t("ui.kontor.settings"),
                                   lambda: app.open("settings"), icon="gear")
        self.quit_btn = Button(lambda: t("ui.kontor.quit"), app.quit, icon="quit")
        self.open_count = 0  # unfinished saves of all games (the „Offene Partien“ button)
        self.open_btn = Button(lambda: t("ui.kontor.open_games", n=self.open_count),
                               lambda: app.open("open_games", game="all"))
        self.focus = FocusRing()
        self._armed_quit = False
        self.small_tags = False  # one tagline size for all three posters (set by the layout)
        self.tag_lines = 2  # lines the longest tagline needs at the card width (set by layout)

    # lifecycle -------------------------------------------------------------------------
    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        for card in self.cards:
            card.refresh()
        self.open_count = sum(card.open_count for card in self.cards)
        widgets: list = []
        for card in self.cards:
            widgets += card.widgets
        footer = [self.settings_btn, self.quit_btn]
        if self.open_count and registry.has("open_games"):
            footer.insert(0, self.open_btn)  # every unfinished game of every game (#27)
        self.focus.set(widgets + footer)

    def relayout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        w, h = size
        margin = th.px(34)
        gap = th.px(26)
        top = self._header_bottom(w)
        footer = th.px(70)
        card_w = (w - 2 * margin - 2 * gap) // 3
        card_h = h - top - footer
        tag_font = th.font("body", italic=True)
        tag_w = card_w - 2 * th.px(14)
        self.tag_lines = max(len(_lines(t(f"ui.kontor.tagline.{card.game}"), tag_font, tag_w))
                             for card in self.cards)
        for i, card in enumerate(self.cards):
            card.layout(pygame.Rect(margin + i * (card_w + gap), top, card_w, card_h))
        # the three taglines share one size: when one needs the small type, all take it
        self.small_tags = not all(card.tag_fits() for card in self.cards)
        # the small links show their icons only when every one of them has room for it
        links = [b for card in self.cards for b in card.links]
        for b in links:
            b.icon = b.link_icon
        if not all(b.icon_fits(th) for b in links):
            for b in links:
                b.icon = None
        bh = max(th.px(44), th.font("button").get_linesize() + th.px(14))
        bw = max(th.px(200), th.px(84) + max(
            th.font("button").size(b.label())[0] for b in (self.settings_btn, self.quit_btn)))
        y = h - footer + (footer - bh) // 2 + th.px(4)
        self.quit_btn.rect = pygame.Rect(w - margin - bw, y, bw, bh)
        self.settings_btn.rect = pygame.Rect(w - margin - 2 * bw - th.px(14), y, bw, bh)
        self.open_count = max(self.open_count, 99)  # room for the widest count
        ow = th.px(40) + th.font("button").size(self.open_btn.label())[0]
        self.open_btn.rect = pygame.Rect(margin, y, min(ow, self.settings_btn.rect.x - margin -
                                                         th.px(14)), bh)
        self.refresh()

    def _header_bottom(self, w: int) -> int:
        th = self.app.theme
        return th.px(26) + th.font("display").get_linesize() + th.px(34)

    # input -----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.focus.focused is self.quit_btn and self._armed_quit:
                    self.app.quit()
                else:
                    self.focus.focus(self.quit_btn)
                    self._armed_quit = True
                return True
            self._armed_quit = False
            digits = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2,
                      pygame.K_KP1: 0, pygame.K_KP2: 1, pygame.K_KP3: 2}
            if event.key in digits:
                card = self.cards[digits[event.key]]
                target = next((b for b in card.widgets if b.can_focus), None)
                if target is not None:
                    self.focus.focus(target)
                return True
        return self.focus.handle_event(event)

    # drawing ---------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        w, h = surface.get_size()
        draw_backdrop(surface, th)
        title = t("app.title")
        font = th.font("display")
        img = font.render(title.upper(), True, th.color("text"))
        ty = th.px(22)
        surface.blit(img, img.get_rect(midtop=(w // 2, ty)))
        rule_y = ty + img.get_height() + th.px(2)
        draw_rule(surface, w // 2 - img.get_width() // 2 - th.px(80),
                  w // 2 + img.get_width() // 2 + th.px(80), rule_y, th)
        sub = th.font("label").render(t("ui.kontor.subtitle").upper(), True, th.color("accent"))
        surface.blit(sub, sub.get_rect(midtop=(w // 2, rule_y + th.px(8))))
        focused = self.focus.focused
        for card in self.cards:
            card.draw(surface, focused in card.widgets)
        hint = t("ui.kontor.keys")
        left = th.px(34)
        if self.open_btn in self.focus.widgets:  # the hint gives way to „Offene Partien · n“
            left = self.open_btn.rect.right + th.px(20)
        room = self.settings_btn.rect.x - left - th.px(20)
        footer = th.px(70)  # as in relayout; a long hint takes two lines there
        box = pygame.Rect(left, h - footer + th.px(4), max(1, room), footer - th.px(8))
        font, lines = footer_hint(th, box)
        if lines:
            draw_text(surface, "\n".join(lines), font, th.color("text_dim"), box,
                      valign="middle", line_gap=0)
        self.focus.draw(surface, th)


def footer_hint(th: "Theme", box: pygame.Rect) -> tuple[pygame.font.Font, list[str]]:
    """The key hint for the footer's free stretch, never below the small size: the whole hint,
    else its short form, else nothing (#30: beside „Offene Partien · 1“ at 150 % it had shrunk
    to 15 px). A line breaks between the hint's „·“ parts, within one only when it is too wide."""
    font = th.font("small")
    lead = font.get_linesize() - font.get_height()
    for key in ("ui.kontor.keys", "ui.kontor.keys_short"):
        text = t(key)
        if any(font.size(word)[0] > box.width for word in text.split(" ")):
            continue
        lines: list[str] = []
        for part in text.split(" · "):
            joined = f"{lines[-1]} · {part}" if lines else part
            if lines and font.size(joined)[0] <= box.width:
                lines[-1] = joined
            else:
                lines += hyphen_wrap(part, font, box.width, report=False)
        if len(lines) * font.get_linesize() - lead <= box.height:
            return font, lines
    return font, []


registry.register("kontor", KontorScene)
