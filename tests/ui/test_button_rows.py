"""A row of buttons shrinks its labels together: one font size per row (issue #18)."""

from __future__ import annotations

import pygame

from speedgames.ui.widgets import Button, share_row


def test_a_row_uses_the_size_its_longest_label_needs(app):
    theme = app.theme
    short = Button("Regeln", None, rect=pygame.Rect(0, 0, 90, 32), role="small")
    long = Button("Meine sehr langen Partien", None, rect=pygame.Rect(100, 0, 90, 32),
                  role="small")
    alone = short.row_font(theme) if short.row else None
    assert alone is None
    share_row([short, long])
    assert short.row_font(theme).get_height() == long.row_font(theme).get_height()
    from speedgames.ui.widgets import fit_font

    own = fit_font(theme, "small", "Regeln", 70, bold=True)
    assert short.row_font(theme).get_height() < own.get_height(), "shrunk with the long one"


def test_the_kontor_links_share_one_label_size_at_1024(tmp_path):
    from tests.ui.harness import make_app

    app = make_app(tmp_path, size=(1024, 700))
    app.frame(1 / 60)
    card = app.stack.top.cards[0]
    heights = {b.row_font(app.theme).get_height() for b in card.links}
    assert len(heights) == 1
    app.shutdown()
