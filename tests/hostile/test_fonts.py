"""Names in other scripts render: the bundled faces fall back per run of characters to DejaVu
Sans (Arabic, Hebrew, Cyrillic …) and Symbola (emoji), both bundled with their licences."""

from __future__ import annotations

import pygame
import pytest

from speedgames.ui import fonts
from speedgames.ui.fallback_font import FALLBACK_FILES, FONT_DIR, FallbackFont, covers, rtl_script

NAMES = ["🚀", "أحمد", "שלום", "Жук", "محمد علي", "Ödön 🙂"]


@pytest.fixture(autouse=True)
def _font_system():
    pygame.font.init()
    yield
    fonts.reset()


def test_the_fallback_fonts_are_bundled_with_their_licences():
    for name in FALLBACK_FILES:
        assert (FONT_DIR / name).is_file()
    assert (FONT_DIR / "LICENSE-DejaVu.txt").read_text("utf-8").count("Bitstream") >= 1
    assert "free for any use" in (FONT_DIR / "LICENSE-Symbola.txt").read_text("utf-8")
    size = sum((FONT_DIR / name).stat().st_size for name in FALLBACK_FILES)
    assert size < 5 * 1024 * 1024  # a few MB at most


@pytest.mark.parametrize("face", sorted(fonts.FACES))
@pytest.mark.parametrize("name", NAMES)
def test_every_letter_of_a_name_is_drawn_by_a_font_that_has_it(face, name):
    font = fonts.font(face, 24)
    assert isinstance(font, FallbackFont)
    for run_font, run in font.runs(name):
        path = font.path if run_font is None else None
        for ch in run.strip():
            if path is not None:
                assert covers(path, ch), (face, ch)
            else:
                assert any(covers(str(FONT_DIR / f), ch) for f in FALLBACK_FILES), (face, ch)


def test_plain_text_takes_the_faces_own_path():
    font = fonts.font("text", 24)
    assert font.runs("Schwarzpulver-Liebhaber „Ödön“ – 12 €") == [
        (None, "Schwarzpulver-Liebhaber „Ödön“ – 12 €")]
    assert font.size("Anna") == pygame.font.Font(font.path, 24).size("Anna")


def test_a_fallback_run_is_measured_and_drawn_as_it_is_shown():
    font = fonts.font("text", 24)
    img = font.render("Anna 🚀 שלום", True, (0, 0, 0))
    assert img.get_width() == font.size("Anna 🚀 שלום")[0]
    own = pygame.font.Font(font.path, 24)
    # the face alone draws boxes of one width for each missing glyph; the fallback draws glyphs
    assert pygame.image.tobytes(font.render("🚀", True, (0, 0, 0)), "RGBA") != \
        pygame.image.tobytes(own.render("🚀", True, (0, 0, 0)), "RGBA")


def test_right_to_left_letters_get_their_script():
    assert rtl_script("א") == "Hebr" and rtl_script("م") == "Arab" and rtl_script("A") is None
    font = fonts.font("text", 24)
    parts = font.runs("Anna محمد علي Ben")
    assert [run for _f, run in parts] == ["Anna ", "محمد علي", " Ben"]
