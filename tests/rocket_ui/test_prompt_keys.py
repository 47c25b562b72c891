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


def _to_sand_prompt(drive, sc) -> None:
    st = sc.state
    for _ in range(12):
        if sc.view.status != "drawing":
            break
        st.players[0]["bag"]["W3"] = st.players[0]["bag"].get("W3", 0) + 1
        st.force_next(0, ["W3"])
        drive.press("space")
    assert sc.view.status == "sand"


def test_z_lets_it_ignite_and_the_button_says_so(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
    _to_sand_prompt(drive, sc)
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


def test_rat_is_disabled_during_sand_drauf_and_r_does_nothing(drive):
    """#30: „Rat (R)“ was enabled at „Sand drauf?“ and showed nothing."""
    sc = drive.open_game(ANNA + [{"kind": "ai", "level": "easy"}], seed=3)
    drive.until(lambda: sc.view.status == "drawing" and sc.view.active == 0)
    assert sc.board.buttons["rat"].visible and sc.board.buttons["rat"].enabled
    _to_sand_prompt(drive, sc)
    drive.frames(2)
    assert not sc.board.buttons["rat"].enabled
    drive.press("r")
    assert not sc.rat_open and sc.view.status == "sand"
