"""#30: the Extrablatt's header said „Zündgrenze 7“ after Natriumgelb „Puffer“ had raised it."""

from __future__ import annotations

from speedgames.core.i18n import t

ANNA = [{"kind": "human", "name": "Anna"}]


def test_the_header_names_the_zuendgrenze_raised_by_puffer(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=5)
    st = sc.state
    drive.until(lambda: sc.view.status == "drawing")
    drive.frames(2)
    base = st.base_limit
    assert sc.board.paper.limit_text == t("rocket.ui.paper.limit", n=base)
    st.recipes["Y"] = 2                          # Natriumgelb „Puffer“
    st.players[0]["bag"]["Y1"] = st.players[0]["bag"].get("Y1", 0) + 1
    st.force_next(0, ["Y1"])
    drive.press("space")
    drive.frames(2)
    assert st.limit(0) == base + 1
    assert sc.board.paper.limit_text == t("rocket.ui.paper.limit_puffer", n=base + 1)
