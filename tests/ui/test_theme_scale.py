"""#30: lengths follow the window's height, and its width where the window is narrower than
1024×700's proportions (a portrait window scaled to its height left 640 reference pixels of
width and every screen squeezed its text). The landscape sizes keep exactly their scale."""

from __future__ import annotations

import pytest

from speedgames.ui.theme import Theme


@pytest.mark.parametrize("size,scale", [((1024, 700), 0.875), ((1920, 1080), 1.35),
                                        ((1280, 800), 1.0), ((1366, 768), 0.96),
                                        ((3840, 2160), 1.6)])
def test_landscape_windows_keep_the_scale_of_their_height(size, scale):
    theme = Theme("dark")
    theme.rescale(size[1], size[0])
    assert theme.scale == pytest.approx(scale)


@pytest.mark.parametrize("size", [(1024, 1280), (1024, 768), (1200, 1920)])
def test_a_narrow_window_is_scaled_to_its_width_as_1024x700_is(size):
    theme = Theme("dark")
    theme.rescale(size[1], size[0])
    assert theme.scale == pytest.approx(size[0] * 0.875 / 1024)
    assert size[0] / theme.scale >= 1024 / 0.875 - 0.01  # at least the width of 1024×700


def test_1024x700_is_exact_so_no_length_rounds_differently():
    theme = Theme("dark")
    theme.rescale(700, 1024)
    assert theme.scale == 0.875 and theme.px(4) == Theme("dark", scale=0.875).px(4)
