"""Six drivers at 150 % text (#15): the side column fits the window. The driver list turns
compact and, where even that is too tall, scrolls with the wheel behind a visible bar, so the
Spielverlauf keeps its heading and at least three lines inside the window."""

from __future__ import annotations

import pygame
import pytest

from speedgames.sprit.screen import demo
from tests.sprit_ui.helpers import open_game
from tests.ui.harness import Driver, make_app


def _six(tmp_path, size, lang="de", scale=150):
    app = make_app(tmp_path, lang=lang, size=size)
    app.storage.durable = False
    app.set_text_scale(scale)
    drive = Driver(app)
    kwargs = demo.sample(app)
    assert len(kwargs["options"]["seats"]) == 6
    scene = open_game(drive, kwargs.pop("options"), kwargs.pop("seed"), **kwargs)
    drive.frames(3)
    return app, drive, scene


def _open_everything_under_the_list(drive, scene):
    """At the person's turn: the human car past the middle with all stamps (the Ziel-Rechner
    shows), a card sign and the Rat's advice open. Returns the scene's state."""
    from tests.sprit_ui.helpers import rat_advice, wait_for_human

    assert wait_for_human(drive, scene)
    state = scene.state
    car = state.cars[scene.human_car]   # past the middle with all stamps: the Rechner shows
    car.update(field=state.track.ziel - 12, stamps=3, fuel=60)
    state.last_card = {"card": "freie_fahrt", "car": 1}
    scene.forget_position()
    scene.relayout(drive.app.size)
    drive.key("r")
    rat_advice(drive, scene)
    drive.frames(3)
    return state


@pytest.mark.parametrize("size,lang", [((1024, 700), "de"), ((1920, 1080), "en")])
def test_with_six_drivers_at_150_percent_the_spielverlauf_keeps_three_lines_in_the_window(
        tmp_path, size, lang):
    app, _, scene = _six(tmp_path, size, lang)
    try:
        th = app.theme
        window = app.screen.get_rect()
        log = scene.log.rect
        assert window.contains(log), (log, window)
        assert log.top >= scene.panel.list_rect.bottom
        if scene.panel.sign_rect is not None:
            assert log.top >= scene.panel.sign_rect.bottom
        heading = th.font("body", bold=True).get_linesize()
        assert log.height - heading - 2 * max(6, int(8 * th.scale)) \
            >= 3 * th.font("small").get_linesize()
        assert scene.panel.compact  # name and litres, then info and stamps
        assert scene.panel.list_rect.bottom <= window.bottom
    finally:
        app.shutdown()


def test_a_driver_list_too_tall_for_its_room_scrolls_with_the_wheel(tmp_path):
    app, drive, scene = _six(tmp_path, (1024, 700))
    try:
        # the Ziel-Rechner (past the middle, all stamps) never gives way, unlike the card sign
        # and the Kostentafel (#30): with it six compact rows still do not fit
        car = scene.state.cars[scene.human_car or 0]
        car.update(field=scene.state.track.ziel - 12, stamps=3, fuel=60)
        scene.forget_position()
        drive.frames(3)
        assert scene.panel.ziel_rect is not None
        panel = scene.panel
        view = panel.scroll.rect
        assert panel.scroll.max_offset > 0  # six compact rows do not fit here: it scrolls
        last = scene.view.order[-1]
        assert panel.rows[last].bottom > view.bottom  # the last driver below the edge
        pygame.mouse.set_pos(view.center)
        drive.post([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5, flipped=False,
                                       precise_x=0.0, precise_y=-5.0, touch=False)], frames=2)
        assert panel.scroll.offset == panel.scroll.max_offset
        assert view.contains(panel.rows[last])  # now the last one stands whole in the view
        assert panel.car_at(panel.rows[last].center) == last
        first = scene.view.order[0]
        assert panel.car_at(panel.rows[first].center) is None  # scrolled out: not clickable
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)])
def test_with_rat_ziel_rechner_card_sign_and_kostentafel_open_the_log_keeps_its_newest_lines(
        tmp_path, size):
    """#30: with everything under the driver list open, the Spielverlauf still shows its heading
    and three lines below the Rat's box; the Rat covers the other parts, never the log."""
    from tests.sprit_ui.helpers import seats

    app = make_app(tmp_path, lang="de", size=size)
    app.storage.durable = False
    app.set_text_scale(150)
    app.settings.cost_table = True
    drive = Driver(app)
    try:
        scene = open_game(drive, {"seats": seats("human", "easy"),
                                  "mode": "table"}, seed=5)
        _open_everything_under_the_list(drive, scene)
        th = app.theme
        assert scene.view.rat is not None and scene.view.ziel_text
        assert app.settings.cost_table and scene.view.last_card is not None  # asked for; they
        # may give way to the drivers (see the four-driver test below)
        log, rat = scene.log.rect, scene.rects["rat"]
        assert app.screen.get_rect().contains(log)
        assert log.height >= scene.log.height_for(th, 3)
        assert not rat.colliderect(log), (rat, log)
        assert rat.top >= scene.panel.list_rect.bottom
        assert app.errors == []
    finally:
        app.shutdown()


def test_at_1024_by_700_and_150_percent_the_header_keeps_its_height_from_turn_to_turn(tmp_path):
    """#30: a short name's prompt fits one line, a computer's takes two — the header keeps
    room for the longest from the start, so the road never jumps between turns."""
    from tests.sprit_ui.helpers import advised, seats, wait_for_human

    app = make_app(tmp_path, lang="en", size=(1024, 700))
    app.storage.durable = False
    app.set_text_scale(150)
    drive = Driver(app)
    try:
        scene = open_game(drive, {"seats": [{"kind": "human", "name": "Jo"}]
                                  + seats("x", "normal", "easy", "easy")[1:],
                                  "mode": "table"}, seed=5)
        heads, roads = set(), set()
        for _ in range(4):
            if not wait_for_human(drive, scene):
                break
            heads.add(scene.rects["head"].height)
            roads.add(tuple(scene.rects["road"]))
            scene.act(advised(scene))
            for _ in range(30):
                drive.frames(1)
                heads.add(scene.rects["head"].height)
                roads.add(tuple(scene.rects["road"]))
        assert len(heads) == 1 and len(roads) == 1, (heads, roads)
        assert app.errors == []
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_four_drivers_at_1024_by_700_and_150_percent_all_stand_in_the_list(tmp_path, lang):
    """#30: with the Kostentafel and the card sign open, four drivers used to make a scroll box
    showing 1½ of them; now the rows turn compact and those parts give way — no scrolling."""
    from tests.sprit_ui.helpers import seats, wait_for_human

    app = make_app(tmp_path, lang=lang, size=(1024, 700))
    app.storage.durable = False
    app.set_text_scale(150)
    app.settings.cost_table = True
    drive = Driver(app)
    try:
        scene = open_game(drive, {"seats": seats("human", "easy", "normal", "easy"),
                                  "mode": "table"}, seed=5)
        assert wait_for_human(drive, scene)
        scene.state.last_card = {"card": "freie_fahrt", "car": 1}
        scene.forget_position()
        drive.frames(3)
        panel = scene.panel
        assert len(panel.rows) == 4
        assert panel.scroll.max_offset == 0
        for rect in panel.rows.values():
            assert panel.scroll.rect.contains(rect), (rect, panel.scroll.rect)
        assert scene.log.rect.top >= panel.list_rect.bottom
        assert scene.log.rect.height >= scene.log.height_for(app.theme, 3)
        assert app.errors == []
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_rat_with_six_drivers_at_1024_by_700_and_150_percent_shows_its_advice(tmp_path,
                                                                                    lang):
    """#30: six drivers filled the column and the open Rat was a thin line between the list
    and the Spielverlauf (its advice not to be seen): the list now makes room — it scrolls —
    so the box holds its title and at least the advised move, whole."""
    from speedgames.sprit.screen.rat import rat_height
    from tests.sprit_ui.helpers import rat_advice, wait_for_human

    app, drive, scene = _six(tmp_path, (1024, 700), lang)
    try:
        assert wait_for_human(drive, scene)
        drive.key("r")
        rat_advice(drive, scene)
        drive.frames(3)
        th = app.theme
        rat, lines = scene.rects["rat"], scene.view.rat.lines
        assert not scene.view.rat.thinking
        assert rat.height >= rat_height(th, rat.width, lines[:1], 0)[0], rat
        assert rat.top >= scene.panel.list_rect.bottom
        assert not rat.colliderect(scene.log.rect)
        assert app.screen.get_rect().contains(rat)
        assert scene.panel.scroll.max_offset > 0   # the list gave way: it scrolls
        assert app.errors == []
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_rats_title_stays_inside_its_box_at_150_percent(tmp_path, lang, monkeypatch):
    """#30: „The strong computer's advice“ ran out of the Rat's box at 150 % on 1024×700 (its
    last letters over the frame): the box's right padding looks the same with and without the
    title — no ink of it there."""
    from speedgames.core.i18n import set_language, t
    from speedgames.sprit.screen import rat as rat_mod

    app = make_app(tmp_path, lang=lang, size=(1024, 700), theme="light")
    try:
        app.set_text_scale(150)
        set_language(lang)
        th = app.theme
        dock = pygame.Rect(658, 330, 356, 234)
        lines = ("Auf Feld 16 fahren.",)
        img, box = rat_mod._render_rat(th, dock, dock.top, lines)
        monkeypatch.setattr(rat_mod, "t", lambda key, **kw: "" if key == "sprit.ui.rat.title"
                            else t(key, **kw))
        bare, _box = rat_mod._render_rat(th, dock, dock.top, lines)
        pad = th.px(12)
        head = th.font("body", bold=True).get_linesize()
        ink = [(x, y) for x in range(box.width - pad, box.width)
               for y in range(pad // 2, pad + head) if img.get_at((x, y)) != bare.get_at((x, y))]
        assert not ink, ink[:5]
    finally:
        app.shutdown()


@pytest.mark.parametrize("scale,lang", [(100, "en"), (150, "de")])
def test_what_the_open_rat_covers_does_not_peek_out_and_its_room_goes_to_the_log(
        tmp_path, scale, lang):
    """#30: the Rat's box stood over the Kostentafel / Ziel-Rechner, whose top peeked out above
    it (a cut row of figures, a heading without its text). A part the box would overlap is
    left out; the box moves up under what still shows and the Spielverlauf gets the room."""
    from tests.sprit_ui.helpers import seats

    app = make_app(tmp_path, lang=lang, size=(1024, 700))
    app.storage.durable = False
    app.set_text_scale(scale)
    app.settings.cost_table = True
    drive = Driver(app)
    try:
        scene = open_game(drive, {"seats": seats("human", "easy", "normal", "easy"),
                                  "mode": "table"}, seed=5)
        _open_everything_under_the_list(drive, scene)
        panel, rat, log = scene.panel, scene.rects["rat"], scene.log.rect
        parts = [r for r in (panel.cost_rect, panel.ziel_rect, panel.sign_rect) if r is not None]
        for part in parts:
            assert not part.colliderect(rat), (part, rat)
        above = max([panel.list_rect.bottom] + [r.bottom for r in parts])
        gap = app.theme.px(8)
        assert rat.top - above <= gap + 1, (above, rat)   # no empty band over the box
        assert log.top - rat.bottom <= gap + 1, (rat, log)
        assert log.bottom == app.screen.get_height() - app.theme.px(12)
        assert log.height >= scene.log.height_for(app.theme, 3)
        assert app.errors == []
    finally:
        app.shutdown()


def _ziel_rechner(drive, scene):
    """The human car past the middle with all stamps: the Ziel-Rechner stands under the list."""
    car = scene.state.cars[scene.human_car or 0]
    car.update(field=scene.state.track.ziel - 12, stamps=3, fuel=60)
    scene.forget_position()
    drive.frames(3)
    assert scene.panel.ziel_rect is not None


def _whole_rows_only(panel):
    """At the list's top every row stands whole in the view or wholly below it (no half row)."""
    view = panel.scroll.rect
    assert panel.scroll.offset == 0
    for car, rect in panel.rows.items():
        assert view.contains(rect) or rect.top >= view.bottom - 3, (car, rect, view)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_six_compact_rows_at_1920_by_1080_and_150_percent_keep_every_name_on_one_line(
        tmp_path, lang):
    """#30: the column widens at big text until every name stands on one line — but the compact
    row is narrower (room for the scroll bar), so „Computer 3 (normal)“ wrapped there and the
    compact list of six grew taller than it needed: the sixth driver was cut even at
    1920×1080. The column now counts the bar's room: every compact row keeps its name whole
    on one line, all rows alike tall."""
    from speedgames.sprit.screen.panel import _row_texts

    app, drive, scene = _six(tmp_path, (1920, 1080), lang)
    try:
        _ziel_rechner(drive, scene)
        panel = scene.panel
        assert panel.compact
        for row in scene.view.rows:
            rect = panel.rows[row.car]
            (_, names), _ = _row_texts(app.theme, row, rect.width, compact=True)
            assert len(names) == 1, (row.name, names)
        assert len({r.height for r in panel.rows.values()}) == 1
        assert app.errors == []
    finally:
        app.shutdown()


def test_a_list_that_must_scroll_shows_whole_rows_only(tmp_path):
    """#30: where the list scrolls (six drivers and the Ziel-Rechner at 1024×700), its box
    ends under the last whole row rather than halfway through the next."""
    app, drive, scene = _six(tmp_path, (1024, 700))
    try:
        _ziel_rechner(drive, scene)
        assert scene.panel.scroll.max_offset > 0
        _whole_rows_only(scene.panel)
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_four_drivers_with_the_rat_open_at_1024_by_700_show_whole_rows(tmp_path, lang):
    """#30: at 1024×700 and 150 % with the Rat open (the Ziel-Rechner under the list) four
    drivers showed as 3½: the rows stand whole (where the list scrolls, it ends under one)."""
    from tests.sprit_ui.helpers import rat_advice, seats, wait_for_human

    app = make_app(tmp_path, lang=lang, size=(1024, 700))
    app.storage.durable = False
    app.set_text_scale(150)
    drive = Driver(app)
    try:
        scene = open_game(drive, {"seats": seats("human", "easy", "normal", "easy"),
                                  "mode": "table"}, seed=5)
        assert wait_for_human(drive, scene)
        _ziel_rechner(drive, scene)
        drive.key("r")
        rat_advice(drive, scene)
        drive.frames(3)
        _whole_rows_only(scene.panel)
        assert app.errors == []
    finally:
        app.shutdown()


@pytest.mark.parametrize("size,scale", [((1280, 800), 100), ((1920, 1080), 100),
                                        ((1920, 1080), 150)])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_header_reserves_a_second_line_only_for_a_prompt_a_driver_can_get(
        tmp_path, size, scale, lang):
    """#30: the header kept a second line for a computer's name in a person's question
    („Computer 3 (normal) steht an der Kontrolle …“) — a prompt no computer ever gets — so
    under a one-line headline stood an empty line at 1280×800 and 1920×1080. Only the prompts
    this game can show count (a person's three, a computer's „… ist dran …“, the end's), and
    the header keeps its height over the turns."""
    from speedgames.core.i18n import t
    from speedgames.sprit.screen.draw import prompt_room
    from speedgames.ui.widgets import fit_block
    from tests.sprit_ui.helpers import advised, wait_for_human

    app, drive, scene = _six(tmp_path, size, lang, scale)
    try:
        th = app.theme
        view = scene.view
        room = prompt_room(th, scene.rects["head"].width, view)
        texts = [t(f"sprit.ui.status.{k}", name=view.names[r.car]) for r in view.rows
                 for k in (("human", "kanister", "stamp") if r.human else ("computer",))]
        texts += [t(f"sprit.ui.status.{k}") for k in ("finished", "over", "wait")]
        limit = 2 * th.font("heading").get_linesize()
        need = max(len(fit_block(th, "heading", x, room, limit)[1]) for x in texts)
        assert scene.layout.prompt_lines == need
        heads = {scene.rects["head"].height}
        for _ in range(3):
            if not wait_for_human(drive, scene):
                break
            heads.add(scene.rects["head"].height)
            scene.act(advised(scene))
            for _ in range(30):
                drive.frames(1)
                heads.add(scene.rects["head"].height)
        assert len(heads) == 1, heads
        assert app.errors == []
    finally:
        app.shutdown()


def test_six_drivers_and_the_ziel_rechner_at_1920_by_1080_and_150_percent_all_stand_whole(
        tmp_path):
    """#30: with the Ziel-Rechner open the six compact rows were 47 px too tall for the column
    at 1920×1080 and 150 %: the sixth driver scrolled out of sight. A compact row stacks its
    name and info by the letters' height (no leading): all six stand whole, no scrolling, and
    the Ziel-Rechner and the Spielverlauf's three lines stay in the window."""
    app, drive, scene = _six(tmp_path, (1920, 1080))
    try:
        _ziel_rechner(drive, scene)
        panel, window = scene.panel, app.screen.get_rect()
        assert panel.scroll.max_offset == 0
        for rect in panel.rows.values():
            assert panel.scroll.rect.contains(rect), (rect, panel.scroll.rect)
        assert window.contains(panel.ziel_rect)
        assert scene.log.rect.top >= panel.ziel_rect.bottom
        assert scene.log.rect.height >= scene.log.height_for(app.theme, 3)
        assert app.errors == []
    finally:
        app.shutdown()


def test_six_drivers_with_the_rat_open_at_1920_by_1080_and_150_percent_all_stand_whole(
        tmp_path):
    """#30: the open Rat took its share of the column and the list of six scrolled with 3 rows
    in sight at 1920×1080 and 150 %. Where the list would scroll, the Rat keeps less of its
    text — its move always, whole — and every driver stands in the list."""
    from speedgames.sprit.screen.rat import rat_height
    from tests.sprit_ui.helpers import rat_advice, wait_for_human

    app, drive, scene = _six(tmp_path, (1920, 1080))
    try:
        assert wait_for_human(drive, scene)
        drive.key("r")
        rat_advice(drive, scene)
        drive.frames(3)
        panel, rat = scene.panel, scene.rects["rat"]
        assert not scene.view.rat.thinking
        assert panel.scroll.max_offset == 0
        for rect in panel.rows.values():
            assert panel.scroll.rect.contains(rect), (rect, panel.scroll.rect)
        assert rat.height >= rat_height(app.theme, rat.width, scene.view.rat.lines[:1], 0)[0]
        assert rat.top >= panel.list_rect.bottom and not rat.colliderect(scene.log.rect)
        assert scene.log.rect.height >= scene.log.height_for(app.theme, 3)
        assert app.screen.get_rect().contains(scene.log.rect)
        assert app.errors == []
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["de", "en"])
def test_at_1920_by_1080_and_150_percent_the_header_keeps_one_line_for_its_prompt(
        tmp_path, lang):
    """#30: the wide header kept an empty second line under its prompt at 1920×1080 and 150 %
    for the longest prompts („Ersatzkanister für Anna …“, „Im Ziel! …“), which needed it only
    beside the track and round. Those stand now at the end of the keys' last row and every
    prompt of the game fits one line: the road gets the line back."""
    from speedgames.sprit.screen.draw import hint_lines, info_below

    app, _, scene = _six(tmp_path, (1920, 1080), lang)
    try:
        th, head = app.theme, scene.rects["head"]
        assert info_below(th, head.width, scene.view)
        assert scene.layout.prompt_lines == 1
        keys = hint_lines(th, head.width - 2 * th.px(14), scene.view)
        assert head.height == th.font("heading").get_linesize() + th.px(14) \
            + keys * th.font("small").get_linesize()
        assert app.errors == []
    finally:
        app.shutdown()


def test_a_list_that_scrolls_says_so_beside_its_title(tmp_path):
    """#30: where the room truly is not there (six drivers and the Ziel-Rechner at 1024×700
    and 150 %) the list scrolls — and says how many of the drivers stand in it and that the
    wheel shows the rest, beside its title, instead of a thin bar alone."""
    from speedgames.core.i18n import t

    app, drive, scene = _six(tmp_path, (1024, 700))
    try:
        _ziel_rechner(drive, scene)
        panel = scene.panel
        assert panel.scroll.max_offset > 0
        whole = sum(1 for r in panel.rows.values() if panel.scroll.rect.contains(r))
        assert panel.scroll_note() == t("sprit.ui.drivers_scroll", shown=whole, n=6)
        assert 0 < whole < 6
        pygame.mouse.set_pos(panel.scroll.rect.center)
        drive.wheel(-5)
        drive.frames(1)
        assert panel.scroll_note()        # scrolled down: still a list that scrolls
    finally:
        app.shutdown()
