"""The pygame-gui theme built from the active ``Theme``: its palette and its type scale.

Why built, not read from a JSON file: dark/light, the window scale and the 150 % text size
all change the colours or the font size, and one palette must stay the single source. The
fonts are the bundled Lato cuts, found through ``resources`` in every install."""

from __future__ import annotations

from speedgames.core import resources
from speedgames.ui.theme import Theme

FONT_NAME = "lato"


def _hex(c) -> str:
    return "#{:02x}{:02x}{:02x}".format(*c[:3])


def font_paths() -> dict[str, str]:
    """The bundled Lato cuts for the manager's font dictionary (absolute paths)."""
    fonts = resources.data_dir("assets") / "fonts"
    return {"regular_path": str(fonts / "Lato-Regular.ttf"),
            "bold_path": str(fonts / "Lato-Bold.ttf"),
            "italic_path": str(fonts / "Lato-Italic.ttf"),
            "bold_italic_path": str(fonts / "Lato-Bold.ttf")}


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
