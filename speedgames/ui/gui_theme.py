"""The pygame-gui theme built from the active ``Theme``: its palette and its type scale.

Why built, not read from a JSON file: dark/light, the window scale and the 150 % text size
all change the colours or the font size, and one palette must stay the single source. The
fonts are the bundled Lato cuts, found through ``resources`` in every install."""

from __future__ import annotations

from speedgames.core import resources
from speedgames.ui.theme import Theme

FONT_NAME = "lato"
SCROLL_BAR = 20    # pygame-gui 0.6's vertical scroll bar is this wide (fixed) …
SCROLL_THUMB = 8   # … and shows a track and thumb this wide, like the hand-drawn one
DISPLAY_FONT = "oldstandard"  # the poster serif of titles and headings (``display`` face)


def _hex(c) -> str:
    return "#{:02x}{:02x}{:02x}".format(*c[:3])


# the cut files of each face pygame-gui knows, by its four styles; the poster serif's bold cut
# is its face (headings), so it stands for the regular style too
FACES = {FONT_NAME: ("Lato-Regular", "Lato-Bold", "Lato-Italic", "Lato-Bold"),
         DISPLAY_FONT: ("OldStandard-Bold", "OldStandard-Bold", "OldStandard-Italic",
                        "OldStandard-Bold")}


def font_paths(face: str = FONT_NAME) -> dict[str, str]:
    """The bundled cuts of ``face`` (``FONT_NAME``: Lato, the body text; ``DISPLAY_FONT``: the
    poster serif of headings) for a manager's font dictionary (absolute paths)."""
    fonts = resources.data_dir("assets") / "fonts"
    styles = ("regular_path", "bold_path", "italic_path", "bold_italic_path")
    return {style: str(fonts / f"{cut}.ttf") for style, cut in zip(styles, FACES[face])}


def gui_theme(theme: Theme, role: str = "body") -> dict:
    """The pygame-gui theme dict for ``theme``; the font is ``role``'s size at this scale."""
    c = theme.color
    colours = {
        "normal_bg": _hex(c("button")), "hovered_bg": _hex(c("button_hover")),
        "disabled_bg": _hex(c("disabled")), "selected_bg": _hex(c("accent")),
        "active_bg": _hex(c("accent")), "dark_bg": _hex(c("bg_alt")),
        "normal_text": _hex(c("text")), "hovered_text": _hex(c("text")),
        "selected_text": _hex(c("accent_text")), "disabled_text": _hex(c("disabled_text")),
        "active_text": _hex(c("accent_text")), "normal_border": _hex(c("line")),
        "hovered_border": _hex(c("accent")), "disabled_border": _hex(c("line")),
        "selected_border": _hex(c("accent")), "active_border": _hex(c("accent")),
        "link_text": _hex(c("accent")), "link_hover": _hex(c("focus")),
        "link_selected": _hex(c("accent")), "text_cursor": _hex(c("text")),
        "filled_bar": _hex(c("accent")), "unfilled_bar": _hex(c("bg_alt")),
        "tooltip_bg": _hex(c("panel_alt")), "tooltip_text": _hex(c("text")),
    }
    font = {"name": FONT_NAME, "size": str(max(9, round(theme.font_size(role))))}
    font.update(font_paths())
    misc = {"shape": "rounded_rectangle", "shape_corner_radius": str(theme.px(5)),
            "border_width": "1", "shadow_width": "0", "tool_tip_delay": "0.6",
            "padding": f"{theme.px(10)},{theme.px(4)}"}
    # pygame-gui 0.6 looks fonts up per element id and ignores a ``defaults`` font block for
    # them (it still names the font dictionary's default), so each element gets its own copy
    entry = {"colours": {"dark_bg": _hex(c("bg_alt")), "selected_bg": _hex(c("accent")),
                         "selected_text": _hex(c("accent_text"))},
             "font": dict(font), "misc": dict(misc)}
    return {"defaults": {"colours": colours, "font": font, "misc": misc},
            "text_entry_line": entry,
            "text_box": {"font": dict(font)}, "label": {"font": dict(font)}}


CLEAR = "#00000000"


def line_spacing(theme: Theme, role: str = "body") -> float:
    """pygame-gui steps lines by the font's line size × ``line_spacing``; this gives the step of
    the project's own wrapped text (``draw_text``: line size + 15 %), so a paragraph keeps its
    rhythm."""
    size = theme.font(role).get_linesize()
    return (size + round(size * 0.15)) / size + 0.001


def page_theme(theme: Theme) -> dict:
    """``gui_theme`` plus the blocks of a page of rich text on a panel: text boxes without
    ground, border or padding (the panel shows through), a slim scroll bar without arrows in the
    panel's colours (an 8 px thumb like the hand-drawn one), and the numbers of
    numbered steps in the bold cut and the accent colour."""
    c = theme.color
    data = gui_theme(theme)
    body = dict(data["defaults"]["font"])
    bold = dict(body, bold="1")
    side = (SCROLL_BAR - SCROLL_THUMB) // 2  # an empty border narrows the thumb to 8 px
    bar_border = {"left": str(side), "right": str(side), "top": "0", "bottom": "0"}
    data["text_box"] = {
        "font": body,
        "colours": {"dark_bg": CLEAR, "normal_border": CLEAR, "normal_text": _hex(c("text")),
                    "link_text": _hex(c("accent")), "link_hover": _hex(c("focus")),
                    "link_selected": _hex(c("accent"))},
        "misc": {"border_width": "0", "shadow_width": "0", "padding": "0,0",
                 "line_spacing": f"{line_spacing(theme):.3f}", "shape": "rectangle"}}
    # the Erfolge' descriptions (ui/achievements_page.py): the small size at its own rhythm
    small = dict(body, size=str(max(9, round(theme.font_size("small")))))
    data["#achievement_desc"] = {
        "font": small, "colours": dict(data["text_box"]["colours"]),
        "misc": dict(data["text_box"]["misc"], line_spacing=f"{line_spacing(theme, 'small'):.3f}")}
    data["label"] = {"font": body, "colours": {"dark_bg": CLEAR, "normal_text": _hex(c("text"))},
                     "misc": {"border_width": "0", "shadow_width": "0"}}
    data["@number"] = {"font": bold, "colours": {"normal_text": _hex(c("accent")),
                                                  "dark_bg": CLEAR},
                       "misc": {"text_horiz_alignment": "right",
                                "text_horiz_alignment_padding": "0"}}
    # pygame-gui 0.6 fills the whole 20 px bar and draws no border there, so the bar is clear
    # and ``ScrollingPage`` lays the 8 px track under its thumb
    data["vertical_scroll_bar"] = {
        "colours": {"dark_bg": CLEAR, "normal_border": CLEAR, "disabled_dark_bg": CLEAR,
                    "disabled_border": CLEAR},
        "misc": {"enable_arrow_buttons": "0", "border_width": bar_border, "shadow_width": "0",
                 "shape": "rectangle"}}
    data["vertical_scroll_bar.#sliding_button"] = {
        "colours": {"normal_bg": _hex(c("accent")), "hovered_bg": _hex(c("accent")),
                    "active_bg": _hex(c("focus")), "selected_bg": _hex(c("accent")),
                    "normal_border": _hex(c("accent")), "hovered_border": _hex(c("accent")),
                    "active_border": _hex(c("focus"))},
        "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "4",
                 "border_width": "0", "shadow_width": "0"}}
    data["scrolling_container"] = {"colours": {"dark_bg": CLEAR}}
    return data
