"""„Pulverbeutel … Was im Beutel ist, siehst du jederzeit“ and „6. Alle Chips kommen zurück in den
Beutel“: in the Pulverhandlung the panel shows the whole powder (bag and Hülse), so a purchase is
judged against the bag of the next evening — and its info windows promise no „next draw“."""

from __future__ import annotations

from collections import Counter

import pygame

from speedgames.core.i18n import t

ANNA = [{"kind": "human", "name": "Anna"}]


def _to_shop(drive, sc) -> None:
    drive.stuff_and_stop(draws=3)
    drive.skip_show()
    drive.until(lambda: sc.view.status in ("shop_open", "shop_choose"))
    drive.frames(3)


def test_in_the_shop_the_bag_panel_counts_the_chips_of_the_huelse_too(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
    _to_shop(drive, sc)
    p = sc.state.players[0]
    assert p["huelse"], "some chips lie in the Hülse tonight"
    whole = Counter(p["bag"]) + Counter(c for c, _ in p["huelse"]) + Counter(p["set_aside"])
    assert set(sc.board.bag.chips) == set(whole), "every chip of the powder has its place in the panel"
    pos = sc.board.bag.chips[p["huelse"][0][0]].center
    drive.post([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                   buttons=(0, 0, 0))], frames=60)
    assert sc.tips.visible
    chance = t("rocket.ui.tip.chance", pct="\x00").split("\x00")[0]   # „Kommt als Nächstes mit “
    assert chance
    assert not any(str(line).startswith(chance) for line in sc.tips.content.lines)


def test_while_stuffing_the_bag_panel_shows_only_the_bag(drive):
    sc = drive.open_game(ANNA, mode="rekordjagd", seed=3)
    drive.press("space")
    drive.answer_prompts()
    drive.frames(3)
    p = sc.state.players[0]
    assert set(sc.board.bag.chips) == {c for c, n in p["bag"].items() if n}
    chip = next(iter(sc.board.bag.chips))
    drive.post([pygame.event.Event(pygame.MOUSEMOTION, pos=sc.board.bag.chips[chip].center,
                                   rel=(0, 0), buttons=(0, 0, 0))], frames=60)
    prefix = t("rocket.ui.tip.chance", pct="\x00").split("\x00")[0]
    assert any(str(line).startswith(prefix) for line in sc.tips.content.lines), \
        "while stuffing the info window tells the chance of the next draw"
