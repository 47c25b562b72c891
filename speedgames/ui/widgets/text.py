"""Text layout for every screen: labels that may be callables, word wrap, measured drawing, and
fonts shrunk until a line fits.

Why in one place: German labels are long and the layout follows the window size, so every screen
measures before it draws; the caches here keep that measuring cheap from frame to frame.
"""

from __future__ import annotations

from typing import Callable, Iterable, Sequence

import pygame

from speedgames.ui import fonts as fonts_mod
from speedgames.ui import theme as theme_mod
from speedgames.ui.theme import Theme
from speedgames.ui.widgets import clipping

Label_ = str | Callable[[], str]

# What is measured at most: a line wider than any window long before this, so the rest is cut
# (with „…“) instead of costing time — a forged ten-thousand-character name stays fast.
MEASURE_CAP = 400      # characters of one line or word
WRAP_CAP = 20_000      # characters of a wrapped text


def capped(text: str, limit: int = MEASURE_CAP) -> str:
    """``text`` cut to ``limit`` characters (marked with „…“ when cut)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def longest_fitting(text: str, font: pygame.font.Font, width: int, suffix: str = "") -> int:
    """The most leading characters of ``text`` that fit ``width`` px with ``suffix`` after them,
    by binary search on the length (log₂ n measurements instead of n)."""
    low, high = 0, len(text)
    while low < high:
        mid = (low + high + 1) // 2
        if font.size(text[:mid] + suffix)[0] <= width:
            low = mid
        else:
            high = mid - 1
    return low


def ellipsize(text: str, font: pygame.font.Font, width: int) -> str:
    """``text`` as it fits one line of ``width`` px: whole, or cut with „…“ (fast for any
    length: capped, then a binary search)."""
    text = capped(str(text))
    if font.size(text)[0] <= width:
        return text
    clipping.note("elided", text, f"to {width} px")
    return text[: longest_fitting(text, font, width, "…")].rstrip() + "…"


def fitting_tail(text: str, font: pygame.font.Font, width: int) -> str:
    """The longest end of ``text`` that fits ``width`` px (an entry field keeps the end of what is
    being typed in view)."""
    text = str(text)[-MEASURE_CAP:]
    low, high = 0, len(text)  # the fewest leading characters to drop
    while low < high:
        mid = (low + high) // 2
        if font.size(text[mid:])[0] <= width:
            high = mid
        else:
            low = mid + 1
    return text[low:]


def label_text(label: Label_ | None) -> str:
    """Resolve a label that may be a callable (for live language switches)."""
    if label is None:
        return ""
    return label() if callable(label) else str(label)


# --------------------------------------------------------------------------- text layout
_WRAP_CACHE: dict[tuple, list[str]] = {}


def wrap_text(text: str, font: pygame.font.Font, width: int,
              report: bool = True) -> list[str]:
    """Word-wrap ``text`` to ``width`` px; honours newlines; splits words longer than a line
    (recorded as broken by ``widgets.clipping`` unless ``report`` is off: a caller that only
    tries a size)."""
    width = max(1, int(width))
    key = (str(text), id(font), width)
    hit = _WRAP_CACHE.get(key)
    if hit is None:
        if len(_WRAP_CACHE) > 4000:
            _WRAP_CACHE.clear()
        hit = _wrap(capped(str(text), WRAP_CAP), font, width)
        _WRAP_CACHE[key] = hit
    if report and clipping.active():
        for word in capped(str(text), WRAP_CAP).replace("\n", " ").split(" "):
            if font.size(capped(word))[0] > width:
                clipping.note("broken", word, f"wider than {width} px")
    return list(hit)


def _wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    lines: list[str] = []
    for para in str(text).split("\n"):
        words = [capped(w) for w in para.split(" ")]
        plain = _greedy(words, font, width, pieces=False)
        whole = _greedy(words, font, width, pieces=True) if SEPARATOR in para else plain
        # pieces kept whole only where that costs no extra line (a layout measured the lines)
        lines += whole if len(whole) <= len(plain) else plain
    return lines


def _greedy(words: list[str], font: pygame.font.Font, width: int, pieces: bool) -> list[str]:
    lines: list[str] = []
    line = ""
    for i, word in enumerate(words):
        candidate = word if not line else f"{line} {word}"
        if font.size(candidate)[0] <= width:
            line = candidate
            continue
        if word == ELLIPSIS and " " in line and \
                font.size(f"{line.rsplit(' ', 1)[1]} {word}")[0] <= width:
            # a closing „…“ never stands alone: it goes down with the word before it
            # (Speedsprit's header read „Computer 2 (leicht) ist dran“ / „…“, #30)
            head, last = line.rsplit(" ", 1)
            lines.append(head)
            line = f"{last} {word}"
            continue
        head, tail = _at_separator(line) if pieces else ("", line)
        if head and font.size(" ".join([tail] + _rest_of_piece(words, i)))[0] <= width:
            lines.append(head)   # „S stempeln“ stays together on the next line
            line = f"{tail} {word}"
            continue
        if line:
            lines.append(line)
            line = ""
        if word == SEPARATOR.strip() and lines:
            # a line never begins with „·“ (Speedtulpe's Rekordjagd key line read „… Felder“ /
            # „· Enter aufblühen …“, #30): the break itself separates the two pieces
            continue
        while word and font.size(word)[0] > width:  # a word too long for a whole line
            cut = max(1, longest_fitting(word, font, width))
            lines.append(word[:cut])
            word = word[cut:]
        line = word
    lines.append(line)
    return lines


SEPARATOR = " · "
ELLIPSIS = "…"


def _at_separator(line: str) -> tuple[str, str]:
    """A list of pieces („←/→ Feld · Enter fahren · S stempeln“) breaks between pieces, never
    inside one (the Speedsprit keys read „· S“ / „stempeln“ at 150 %): ``(head, tail)`` with
    ``head`` up to the line's last separator and ``tail`` the piece begun after it; ``("",
    line)`` when the line has no separator or ends at one."""
    cut = line.rfind(SEPARATOR)
    if cut < 0 or line.endswith("·"):
        return "", line
    return line[:cut + len(SEPARATOR) - 1], line[cut + len(SEPARATOR):]


def _rest_of_piece(words: list[str], i: int) -> list[str]:
    """``words[i:]`` up to the end of its piece (the next separator or a word ending in one,
    „Draufgänger\u00a0·“): a piece moved to the next line must fit there whole, else the move
    only adds a line."""
    rest: list[str] = []
    for word in words[i:]:
        if word == "·":
            break
        rest.append(word)
        if word.endswith("·"):
            break
    return rest


def balanced_width(text: str, font: pygame.font.Font, width: int) -> int:
    """The narrowest width up to ``width`` at which ``text`` still takes as many lines as at
    ``width``: drawn centred in it, the lines come out about even — the Speedtulpe key line
    ended in a lone „I Info“ under a full line (#30). The height stays what ``text_height``
    says for ``width``."""
    width = max(1, int(width))
    count = len(wrap_text(text, font, width, report=False))
    if count <= 1:
        return width
    low, high = 1, width
    while low < high:
        middle = (low + high) // 2
        if len(wrap_text(text, font, middle, report=False)) <= count and all(
                font.size(line)[0] <= middle for line in wrap_text(text, font, middle,
                                                                    report=False)):
            high = middle
        else:
            low = middle + 1
    return high


def text_height(text: str, font: pygame.font.Font, width: int, line_gap: float = 0.15) -> int:
    lines = wrap_text(text, font, width)
    step = font.get_linesize() + round(font.get_linesize() * line_gap)
    return max(0, len(lines) * step - round(font.get_linesize() * line_gap))


def draw_text(surface: pygame.Surface, text: str, font: pygame.font.Font, color: Sequence[int],
              rect: pygame.Rect, align: str = "left", valign: str = "top",
              line_gap: float = 0.15) -> int:
    """Draw wrapped text into ``rect`` (only the width limits; the height is returned).

    ``align``: left / center / right; ``valign``: top / middle / bottom within rect.
    """
    rect = pygame.Rect(rect)
    lines = wrap_text(text, font, rect.width)
    step = font.get_linesize() + round(font.get_linesize() * line_gap)
    total = max(0, len(lines) * step - round(font.get_linesize() * line_gap))
    y = rect.y
    if valign == "middle":
        y = rect.centery - total // 2
    elif valign == "bottom":
        y = rect.bottom - total
    for line in lines:
        if line:
            img = font.render(line, True, color)
            if align == "center":
                x = rect.centerx - img.get_width() // 2
            elif align == "right":
                x = rect.right - img.get_width()
            else:
                x = rect.x
            surface.blit(img, (x, y))
        y += step
    return total


def fit_font(theme: Theme, role: str, text: str, width: int, bold: bool = False,
             min_size_ratio: float = 0.6, probe: bool = False) -> pygame.font.Font:
    """The theme's font for ``role``, shrunk (down to 60 %) until one line of ``text`` fits.

    ``probe``: the caller only asks (and wraps, or lays out otherwise, when it does not fit), so
    a miss is not recorded as clipped text (``widgets.clipping``)."""
    text = capped(str(text))
    key = (role, bold, theme.key, text, int(width), min_size_ratio)
    hit = _FIT_CACHE.get(key)
    if hit is None:
        if len(_FIT_CACHE) > 2000:
            _FIT_CACHE.clear()
        hit = theme.font(role, bold)
        if hit.size(text)[0] > width:
            hit = _shrink(theme, role, text, width, bold, min_size_ratio)
        _FIT_CACHE[key] = hit
        if not probe and clipping.active():
            note_fit(theme, text, hit, width, role=role, bold=bold)
    return hit


def note_fit(theme: Theme, text: str, font: pygame.font.Font, width: int,
             height: int | None = None, role: str = "small", bold: bool = False) -> None:
    """Record (when recording) that ``text`` in ``font`` (of ``role``'s face) overflows
    ``width``×``height`` or is smaller than the type scale's smallest size (``small``, with one
    pixel of rounding)."""
    if not clipping.active() or not text:
        return
    w, h = font.size(text)
    if w > width or (height is not None and h > height):
        clipping.note("overflow", text, f"{w}×{h} px in {width}×{height or '–'} px")
    floor = round(theme.font_size("small")) - 1
    if font.get_height() < theme.font_px(role, floor, bold).get_height():
        clipping.note("shrunk", text, f"font {font.get_height()} px < small")


_FIT_CACHE: dict[tuple, pygame.font.Font] = {}


def _shrink(theme: Theme, role: str, text: str, width: int, bold: bool,
            min_size_ratio: float) -> pygame.font.Font:
    font = theme.font(role, bold)
    base = theme.font_size(role)
    face = theme_mod._FACE.get(role, "text")
    if face == "text" and bold:
        face = "text_bold"
    # the largest size below the theme's that fits, by binary search (the smallest if none)
    low, high = int(max(9, base * min_size_ratio)), round(base) - 1
    best = fonts_mod.font(face, low) if low <= high else font
    while low <= high:
        mid = (low + high) // 2
        candidate = fonts_mod.font(face, mid)
        if candidate.size(text)[0] <= width:
            best, low = candidate, mid + 1
        else:
            high = mid - 1
    return best


SOFT = "\u00ad"   # a soft hyphen: where a compound may break, shown only at a break


def hyphen_wrap(text: str, font: pygame.font.Font, width: int,
                report: bool = True) -> list[str]:
    """Word-wrap where a compound may also break after its own hyphen („Schwarzpulver-“ /
    „Liebhaber“) — the one place German allows a break inside a written word — or at a soft
    hyphen the text marks („Strecken\u00adkarten“: „Strecken-“ / „karten“ where it must
    break, else one word as written, #30)."""
    lines = wrap_text(_breakable(text), font, width, report)
    return [ln.replace("- ", "-").replace(SOFT + " ", "").removesuffix(SOFT)
            + ("-" if ln.endswith(SOFT) else "") for ln in lines]


def _breakable(text: str) -> str:
    """``text`` with a space after every hyphen and soft hyphen: the places a line may end."""
    return text.replace("-", "- ").replace(SOFT, SOFT + " ")


def widest_piece(text: str, font: pygame.font.Font) -> int:
    """The width of the widest piece of ``text`` no line break may split — a word, or the
    part of a compound up to its hyphen or soft hyphen as it stands at a line's end
    („Ereignis-“): the narrowest column ``hyphen_wrap`` sets it in without a split word."""
    pieces = _breakable(capped(str(text), WRAP_CAP)).replace("\n", " ").split(" ")
    return max((font.size(capped(p.removesuffix(SOFT) + ("-" if p.endswith(SOFT) else "")))[0]
                for p in pieces), default=0)


def lines_width(text: str, font: pygame.font.Font, lines: int) -> int:
    """The narrowest width at which ``hyphen_wrap`` sets ``text`` in ``font`` in at most
    ``lines`` lines, every word whole and every drawn line inside it — the room a layout gives
    a value so it never takes a smaller size (#30: „bis nur noch ein Wagen fährt“)."""
    text = capped(str(text), WRAP_CAP)
    low = widest_piece(text, font)
    high = max(low, font.size(text.replace(SOFT, ""))[0])

    def holds(width: int) -> bool:
        drawn = hyphen_wrap(text, font, width, report=False)
        return len(drawn) <= max(1, lines) and all(font.size(ln)[0] <= width for ln in drawn)

    while low < high:  # a wider line never takes more lines
        middle = (low + high) // 2
        if holds(middle):
            high = middle
        else:
            low = middle + 1
    return high


_BLOCK_CACHE: dict[tuple, tuple[pygame.font.Font, list[str]]] = {}


def block_height(theme: Theme, role: str, text: str, width: int, bold: bool = False) -> int:
    """The height ``text`` needs at the full size of ``role`` wrapped to ``width`` (between
    words, a compound after its hyphen): what a layout reserves so the text reflows instead
    of shrinking."""
    font = theme.font(role, bold)
    return len(hyphen_wrap(str(text), font, max(1, int(width)), report=False)) * \
        font.get_linesize()  # (a word wider than ``width`` is the caller's to widen)


def fit_block(theme: Theme, role: str, text: str, width: int, height: int,
              bold: bool = False) -> tuple[pygame.font.Font, list[str]]:
    """The largest size of ``role`` (down to 9 px) at which ``text``, wrapped between words,
    fits ``width``×``height``; returns the font and the lines.

    Why reflow before shrinking: a person who chose 150 % text wants big text, so a label first
    takes a second line and only then a smaller size; no word is ever split (the last resort,
    at 9 px, is recorded by ``widgets.clipping`` as clipped)."""
    text = capped(str(text), WRAP_CAP)
    key = (text, int(width), int(height), theme.key, role, bold)
    hit = _BLOCK_CACHE.get(key)
    if hit is None:
        if len(_BLOCK_CACHE) > 2000:
            _BLOCK_CACHE.clear()
        hit = _fit_block(theme, role, text, max(1, int(width)), int(height), bold)
        _BLOCK_CACHE[key] = hit
        if clipping.active():
            font, lines = hit
            widest = max(lines, key=lambda line: font.size(line)[0]) if lines else ""
            note_fit(theme, widest or text, font, width, role=role, bold=bold)
            tall = len(lines) * font.get_linesize()
            if tall > height + font.get_linesize() // 3:
                clipping.note("overflow", text, f"{len(lines)} lines, {tall} px in {height} px")
    return hit[0], list(hit[1])


def _fit_block(theme: Theme, role: str, text: str, width: int, height: int,
               bold: bool) -> tuple[pygame.font.Font, list[str]]:
    words = [capped(w) for w in _breakable(text).replace("\n", " ").split(" ")]

    def attempt(size: int) -> list[str] | None:
        font = theme.font_px(role, size, bold)
        if font.size(text)[0] <= width and "\n" not in text:
            lines = [text]
        else:
            if any(font.size(word)[0] > width for word in words):
                return None  # a word wider than the box: this size cannot hold it
            lines = hyphen_wrap(text, font, width, report=False)
        # a line's leading may hang over the box, not its ink
        if len(lines) * font.get_linesize() - (font.get_linesize() - font.get_height()) > height:
            return None
        return lines

    top = max(9, round(theme.font_size(role)))
    low, high, best = 9, top, None
    first = attempt(top)
    if first is not None:
        return theme.font_px(role, top, bold), first
    while low <= high:  # the largest size that fits (sizes fit almost monotonically)
        mid = (low + high) // 2
        lines = attempt(mid)
        if lines is not None:
            best, low = (mid, lines), mid + 1
        else:
            high = mid - 1
    if best is not None:
        return theme.font_px(role, best[0], bold), best[1]
    font = theme.font_px(role, 9, bold)
    return font, hyphen_wrap(text, font, width)  # nothing fits: split words (recorded)


def render_fit(text: str, font_getter: Callable[[int], pygame.font.Font], width: int,
               sizes: Iterable[int], color: Sequence[int]) -> pygame.Surface:
    """Render ``text`` at the first size that fits ``width`` (the last size otherwise)."""
    img = None
    for size in sizes:
        img = font_getter(size).render(text, True, color)
        if img.get_width() <= width:
            return img
    assert img is not None
    clipping.note("overflow", text, f"{img.get_width()} px in {width} px")
    return img


def _clear_caches() -> None:
    _FIT_CACHE.clear()
    _BLOCK_CACHE.clear()
    _WRAP_CACHE.clear()


fonts_mod.on_reset(_clear_caches)  # cached fonts die with pygame.quit; so do the measurements
clipping.on_start(_clear_caches)  # a recording measures every text afresh
