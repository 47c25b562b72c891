"""The shared widget kit: buttons, choices, toggles, text fields, text layout, panels, focus.

Why our own widgets next to pygame-gui: the period poster look, a visible keyboard focus ring with
arrow-key navigation between widgets, and text that is measured and wrapped so it never clips. All
widgets draw with a :class:`~speedgames.ui.theme.Theme`; labels may be plain strings or
zero-argument
callables (``lambda: t("ui.kontor.alone")``) so a language switch only needs a redraw.

Typical scene::

    self.focus = FocusRing()
    self.focus.set([Button(lambda: t("ui.back"), self.back, rect=r1),
                    Choice(lambda: t("ui.settings.theme"), [("dark", "…"), ("light", "…")],
                           "dark", self.on_theme, rect=r2),
                    Toggle(lambda: t("ui.settings.sound"), True, self.on_sound, rect=r3)])
    # handle_event:  if self.focus.handle_event(event): return True
    # update:        self.focus.update(dt)
    # draw:          self.focus.draw(surface, theme)

Public API (kept stable):
  text helpers  ``label_text(label)``, ``wrap_text(text, font, width)``,
                ``draw_text(surface, text, font, color, rect, align, valign, line_gap) -> height``,
                ``text_height(text, font, width)``, ``fit_font(theme, role, text, width, bold)``,
                ``render_fit(text, font_getter, width)``, ``ellipsize(text, font, width)``,
                ``fit_block(theme, role, text, width, height) -> (font, lines)`` (reflow, then
                shrink), ``block_height(theme, role, text, width)``, ``hyphen_wrap``,
                ``widest_piece(text, font)``, ``lines_width(text, font, lines)``
  clipping      ``widgets.clipping.recording()``: every elided, dropped, shrunk or broken text
  screens       ``draw_backdrop(surface, theme)`` (poster background with a faint sunburst),
                ``draw_header(surface, theme, title, subtitle=None, top=None) -> bottom y``
  drawing       ``draw_panel(surface, rect, theme, style="panel"|"card"|"poster"|"inset")``,
                ``draw_focus_ring(surface, rect, theme)``, ``draw_shadow(surface, rect, theme)``,
                ``draw_rule(surface, x1, x2, y, theme)`` (double rule with a diamond)
  widgets       ``Widget`` (base: rect, enabled, visible, focusable, tooltip, on_focus),
                ``Button(label, on_click, rect=None, style="normal"|"primary"|"quiet", note=None,
                enabled=True, hotkey=None, role="button", icon=None)`` (role: the theme font
                role; icon: a name from ``ui.art.icons``, shown when there is room),
                ``Choice(label, options=[(value, label)], value, on_change, rect=None)`` ‹ value ›,
                ``Toggle(label, value, on_change, rect=None)``,
                ``TextField(value, on_change, rect=None, max_len=24, placeholder=None,
                on_submit=None)`` (pygame-gui's UITextEntryLine inside: cursor keys, selection,
                Ctrl+A/C/X/V, IME composition; ``value``, ``element``),
                ``Label(text, role="body", rect=None, color="text", align="left")`` (wraps),
                ``ScrollArea(rect, content_height)`` (wheel, PageUp/PageDown, Home/End, drag bar)
                over content the scene draws itself; ``gui_scroll.ScrollingPage`` (a
                UIScrollingContainer of pygame-gui elements: the rules' text boxes, the
                Erfolge); both step by ``scroll_model.ScrollModel`` (pure: lines, pages, ends)
  focus         ``FocusRing(widgets=())``: ``set``, ``add``, ``focused``, ``focus(w)``,
                ``move(dx, dy)``, ``next(step)``, ``handle_event(ev) -> bool``, ``update(dt)``,
                ``draw(surface, theme)``, ``hovered_tooltip() -> str|None``
  hook          ``ON_ACTIVATE``: list of callbacks run when any button/choice/toggle fires
                (the app plays the click sound through it).

Keys inside a FocusRing: Tab / Shift+Tab cycle; arrow keys move spatially to the nearest widget in
that direction (a focused Choice takes Left/Right to change its value, a TextField takes typing, and Left/Right until the cursor reaches an end);
Enter, keypad Enter and Space activate. Esc is never consumed: the scene decides what „back“ means.

The kit is a package by purpose: ``text`` (layout and fitting), ``panels`` (drawing),
``buttons`` (widget base, Button, Choice, Toggle), ``fields`` (TextField, Label), ``fitted``
(``draw_fitted``: text that always fits its box; ``CompactChoice``), ``scroll`` (ScrollArea),
``focus`` (FocusRing), ``gui_elements`` (the pygame-gui managers the elements live in: the
app's, handed over, or a private one — each element drawn by its widget, never a manager as a
whole), ``gui_scroll`` (ScrollingPage), ``pointer`` (the pointer's shape: I-beam over text).
Every name above stays importable from ``speedgames.ui.widgets``.
"""

from speedgames.ui.widgets.buttons import (
    ACTIVATE_KEYS,
    ON_ACTIVATE,
    Button,
    Choice,
    Toggle,
    Widget,
    freeze,
    share_row,
)
from speedgames.ui.widgets.fields import Label, TextField
from speedgames.ui.widgets.fitted import CompactChoice, draw_fitted
from speedgames.ui.widgets.focus import FocusRing
from speedgames.ui.widgets.panels import (
    draw_backdrop,
    draw_focus_ring,
    draw_header,
    draw_panel,
    draw_rule,
    draw_shadow,
)
from speedgames.ui.widgets.scroll import ScrollArea
from speedgames.ui.widgets.text import (
    Label_,
    balanced_width,
    block_height,
    draw_text,
    ellipsize,
    fit_block,
    fit_font,
    hyphen_wrap,
    label_text,
    lines_width,
    render_fit,
    text_height,
    widest_piece,
    wrap_text,
)

__all__ = [
    "ACTIVATE_KEYS", "ON_ACTIVATE", "Button", "Choice", "CompactChoice", "FocusRing", "Label",
    "Label_", "ScrollArea", "TextField", "Toggle", "Widget", "draw_backdrop", "draw_fitted",
    "draw_focus_ring", "draw_header", "draw_panel", "draw_rule", "draw_shadow", "draw_text",
    "freeze",
    "balanced_width", "block_height", "ellipsize", "fit_block", "fit_font", "hyphen_wrap", "label_text",
    "lines_width", "render_fit", "share_row", "text_height", "widest_piece",
    "wrap_text",
]
