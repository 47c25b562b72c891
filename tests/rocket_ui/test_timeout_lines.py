"""The Zug-Uhr's lines stand where it happened: „Zeit um: Der Computer kauft für Anna …“ comes
before the next evening's lines (it used to follow them), „… hört auf zu stopfen“ before the
show that the stop set off."""

from __future__ import annotations

SEATS = [{"kind": "human", "name": "Anna"},
         {"kind": "ai", "level": "normal", "style": "vorsichtig"}]


def _lines(sc) -> list[str]:
    return sc.log.texts()


def _index(lines: list[str], needle: str) -> int:
    found = [i for i, line in enumerate(lines) if needle in line]
    assert found, f"no line with {needle!r}"
    return found[-1]


def _let_the_clock_run_out(drive, sc, until) -> None:
    # 30 s and the 10 s Nachfrist at 60 frames a second, no key pressed
    drive.until(until, frames=60 * 45, step=30)


def test_the_shop_timeout_line_comes_before_the_next_evening(drive):
    sc = drive.open_game(SEATS, seed=3, clock=30)
    drive.stuff_and_stop(draws=1)
    drive.skip_show()
    drive.until(lambda: sc.view.status in ("shop_open", "shop_choose"))
    _let_the_clock_run_out(drive, sc, lambda: sc.state.evening == 2)
    lines = _lines(sc)
    timeout = _index(lines, "Zeit um: Der Computer kauft für Anna")
    evening = _index(lines, "2. Abend von 9")
    assert timeout < evening, "the timeout line stands before the evening it ended"


def test_the_stuffing_timeout_line_comes_before_the_show(drive):
    sc = drive.open_game(SEATS, seed=3, clock=30)
    drive.until(lambda: sc.view.status == "drawing")
    _let_the_clock_run_out(drive, sc, lambda: sc.show is not None)
    lines = _lines(sc)
    timeout = _index(lines, "Zeit um: Anna hört auf zu stopfen")
    stop = _index(lines, "Anna hört auf – Wertungsfeld")
    assert timeout < stop, "first the clock, then the stop it caused"
