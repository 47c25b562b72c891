"""„Fortsetzen“ of a save whose seat name is hostile (NUL, escape codes, ten thousand characters)
opens the game in every game, draws it without an error, and shows the clean name."""

from __future__ import annotations

import json

import pytest

from speedgames.core.game import Match, get_game
from speedgames.core.names import NAME_LIMIT
from speedgames.core.saves import list_saves, save_match
from speedgames.ui import registry
from tests.ui.harness import make_app

HOSTILE = "\x00\x1b[31mEve\u202e" + "🚀" + "x" * 10_000


@pytest.mark.parametrize("game_id", ["rocket", "sprit", "tulpe"])
def test_a_save_with_a_hostile_name_resumes_and_draws(tmp_path, game_id):
    app = make_app(tmp_path, size=(1024, 700))
    try:
        game = get_game(game_id)
        options = game.default_options()
        options["seats"] = [{"kind": "human", "name": "Platz"}, {"kind": "ai", "level": "easy"}]
        save_match(app.storage, Match(game, options, 5), "evil")
        path = app.storage.root / "saves" / f"{game_id}-evil.json"
        data = json.loads(path.read_text("utf-8"))
        data["record"]["options"]["seats"][0]["name"] = HOSTILE
        data["meta"]["seats"] = [HOSTILE, "Computer"]
        path.write_text(json.dumps(data), "utf-8")
        [info] = list_saves(app.storage, game_id)
        scene = registry.create(app, f"{game_id}.game", save=info)
        app.push(scene)
        for _ in range(6):
            app.frame(1 / 60)
        assert app.errors == []
        assert app.stack.top is scene
        table = getattr(scene, "table", None)  # the shared table runtime (ui.table), once moved
        match = table.match if table is not None else \
            scene.match if hasattr(scene, "match") else scene.ctl.match
        assert getattr(table or scene, "failed", None) is None  # resumed, not refused
        name = match.options["seats"][0]["name"]
        assert name.startswith("[31mEve") and len(name) <= NAME_LIMIT
        assert all(ch.isprintable() for ch in name)
    finally:
        app.shutdown()
