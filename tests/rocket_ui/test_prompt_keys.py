"""The two prompts of the Stopfen by name and key: the Kupferblau-Vorschau names its chips
(„Bariumgrün 2 (1)“, the chip with its colour symbol drawn above the button) and „Zünden lassen“
has its key (Z) like „Sand drauf (E)“."""

from __future__ import annotations

from speedgames.rocket.rules.events import chip_text, to_text

ANNA = [{"kind": "human", "name": "Anna"}]


def _preview_of(drive, chip: str, seed: int = 12):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=seed)
    st = sc.state
    st.players[0]["bag"][chip] = 1
    st.force_next(0, [chip])
    drive.press("space")
    assert sc.view.status == "preview"
    return sc


def test_the_vorschau_buttons_name_each_chip_by_colour_and_value_with_its_key(drive):
    sc = _preview_of(drive, "B4")                 # Vorschau of a Kupferblau 4: five chips
    shown = list(sc.state.players[0]["preview"])
    assert len(shown) == 5
    labels = [b.label() for b in sc.board.preview_buttons]
    for i, (chip, label) in enumerate(zip(shown, labels)):
        assert label == f"{to_text(chip_text(chip)).render()} ({i + 1})"
        assert "Chip" not in label
    none = sc.board.buttons["preview_none"]
    rects = [b.rect for b in sc.board.preview_buttons] + [none.rect]
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert all(sc.board.rects["prompt"].contains(r) for r in rects)
    fonts = {b.row_font(drive.app.theme).get_height() for b in sc.board.preview_buttons + [none]}
    assert len(fonts) == 1, "one row of choices, one font size"
    drive.press("3")
    assert sc.state.players[0]["huelse"][-1][0] == shown[2], "key 3 placed the third named chip"


def test_the_vorschau_label_follows_the_language(tmp_path):
    from tests.rocket_ui.conftest import Play
    from tests.ui.harness import make_app

    app = make_app(tmp_path, lang="en", theme="light", size=(1024, 700))
    try:
        drive = Play(app)
        sc = _preview_of(drive, "B1")
        first = sc.state.players[0]["preview"][0]
        assert sc.board.preview_buttons[0].label() == f"{to_text(chip_text(first)).render()} (1)"
        assert "Chip" not in sc.board.preview_buttons[0].label()
    finally:
        app.shutdown()


def test_z_lets_it_ignite_and_the_button_says_so(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
    drive.draw_to_sand_prompt()
    assert sc.board.buttons["ignite"].label().endswith("(Z)")
    assert sc.board.buttons["sand_yes"].label().endswith("(E)")
    drive.press("z")
    p = sc.state.players[0]
    assert p["exploded"] and sc.view.status != "sand"
    assert p["sand"], "the bucket stayed full: Z did not pour sand"


def test_a_chained_vorschau_relabels_its_buttons_even_with_as_many_chips(drive):
    """#30: a Kupferblau from the Vorschau opens the next one; the buttons name its chips."""
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=12)
    bag = sc.state.players[0]["bag"]
    for chip in ("B1", "W1", "Y1", "R1"):
        bag[chip] = bag.get(chip, 0) + 2
    sc.state.force_next(0, ["B1", "B1", "W1", "Y1", "R1"])
    drive.press("space")
    assert sc.view.status == "preview"
    first = list(sc.state.players[0]["preview"])
    assert first[0] == "B1"
    drive.press("1")                               # the Kupferblau 1: the next Vorschau
    assert sc.view.status == "preview"
    shown = list(sc.state.players[0]["preview"])
    assert len(shown) == len(first) and shown != first
    labels = [b.label() for b in sc.board.preview_buttons]
    assert labels == [f"{to_text(chip_text(c)).render()} ({i + 1})" for i, c in enumerate(shown)]


def test_leertaste_never_picks_a_vorschau_chip_and_focus_starts_on_keinen(drive):
    """#30: the draw key pressed once more must not choose the focused first chip."""
    sc = _preview_of(drive, "B1")
    before = list(sc.state.players[0]["huelse"])
    drive.frames(10)
    drive.press("space")
    assert sc.view.status == "preview", "Leertaste chose in the Vorschau"
    assert list(sc.state.players[0]["huelse"]) == before
    assert sc.focus.focused is sc.board.buttons["preview_none"]


def _rat_in_the_card(drive, sc, status):
    """R opens the Rat; its advice on this very decision stands in the prompt's card, above
    the card's buttons and inside the Hülse."""
    rat = sc.board.buttons["rat"]
    assert rat.visible and rat.enabled, f"„Rat (R)“ is not usable at {status}"
    drive.press("r")
    drive.until(lambda: sc.advice is not None and sc.board.prompt_rat)
    drive.frames(2)
    assert sc.view.status == status
    title, lines = sc.view.rat_title, [text for text, _ in sc.view.rat_lines]
    assert lines and "…" not in lines[0], lines
    box = sc.board.rects["prompt"]
    assert sc.board.huelse.rect.contains(box)
    from speedgames.rocket.screen.layout import prompt_content

    told = sc.board.prompt_rat
    _, shown = prompt_content(sc.view, status, rat=told)
    assert (title, "warn") in shown
    assert all(line in [x for x, _ in shown] for line in lines[:told])
    from speedgames.rocket.screen import status as card

    text_h = card.card_height(drive.app.theme, box.width, *prompt_content(
        sc.view, status, rat=told), inset=drive.app.theme.px(56) if status == "sand" else 0)
    buttons = [sc.board.buttons["sand_yes"], sc.board.buttons["ignite"]] if status == "sand" \
        else sc.board.preview_buttons + [sc.board.buttons["preview_none"]]
    top = min(b.rect.top for b in buttons) - (drive.app.theme.px(58) if status == "preview"
                                              else 0)
    assert box.y + text_h <= top + drive.app.theme.px(8), "the Rat's lines run into the buttons"
    return lines


def test_the_rat_advises_sand_drauf_in_its_card(drive):
    """#30: „Rat (R)“ was enabled at „Sand drauf?“ and showed nothing (then disabled); the
    advisor judges that decision, so the Rat says „Sand drauf“ or „Zünden lassen“ there."""
    sc = drive.open_game(ANNA + [{"kind": "ai", "level": "easy"}], seed=3)
    drive.until(lambda: sc.view.status == "drawing" and sc.view.active == 0)
    drive.draw_to_sand_prompt()
    lines = _rat_in_the_card(drive, sc, "sand")
    assert lines[0].startswith(("Sand drauf", "Zünden lassen")), lines
    drive.press("e")
    assert sc.view.status == "drawing", "the prompt still answers its keys"


def test_the_rat_advises_the_vorschau_in_its_card(drive):
    sc = drive.open_game(ANNA + [{"kind": "ai", "level": "easy"}], seed=12)
    drive.until(lambda: sc.view.status == "drawing" and sc.view.active == 0)
    st = sc.state
    st.players[0]["bag"]["B1"] = st.players[0]["bag"].get("B1", 0) + 1
    st.force_next(0, ["B1"])
    drive.press("space")
    assert sc.view.status == "preview"
    lines = _rat_in_the_card(drive, sc, "preview")
    assert lines[0].startswith("Vorschau"), lines
    assert sc.focus.focused is sc.board.buttons["preview_none"]


def test_the_vorschau_card_names_the_keys_of_the_chips_shown(drive):
    """Seen on the table: three chips shown, the card said „(1–5)“ — the keys 4 and 5 do
    nothing there. It names the keys of the chips it shows."""
    from speedgames.rocket.screen.layout import prompt_content

    sc = _preview_of(drive, "B2")                 # Vorschau of a Kupferblau 2: three chips
    n = len(sc.state.players[0]["preview"])
    assert n == 3
    _, lines = prompt_content(sc.view, "preview")
    assert f"(1–{n})" in lines[0][0] and "1–5" not in lines[0][0], lines
