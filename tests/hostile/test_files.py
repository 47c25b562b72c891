"""Hostile files: whatever lies where a data file belongs — a FIFO, a folder, a device, a dangling
symlink, a save that is not the save its name says — is never opened in a way that blocks, never
crashes the program, is moved aside (or skipped) and is told to the player once, in words."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from speedgames.core import records
from speedgames.core.game import Match, get_game
from speedgames.core.i18n import t
from speedgames.core.profiles import load_profiles
from speedgames.core.saves import list_saves, save_match
from speedgames.core.settings import load_settings
from speedgames.core.storage import NotRegular, Storage, file_kind, read_regular

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs (POSIX)")


def _in_time(fn, seconds=20.0):
    """Run ``fn`` on a thread; fail (instead of hanging the suite) if it blocks."""
    out: dict = {}

    def run():
        try:
            out["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - handed to the test
            out["error"] = exc
    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "reading blocked"
    if "error" in out:
        raise out["error"]
    return out.get("value")


def _texts(storage):
    return [n.render("de") for n in storage.take_notices()]


def _plant(path: Path, kind: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "dangling":
        path.symlink_to(path.parent / "nowhere.json")


KINDS = ["fifo", "folder", "dangling"]


def test_read_regular_refuses_what_is_not_a_regular_file(tmp_path):
    for kind in KINDS:
        _plant(tmp_path / kind, kind)
        with pytest.raises(NotRegular):
            _in_time(lambda k=kind: read_regular(tmp_path / k, 100))
    assert file_kind(tmp_path / "fifo") == "special"
    assert file_kind(tmp_path / "folder") == "not_a_file"
    assert file_kind(tmp_path / "dangling") == "dangling"
    if os.path.exists("/dev/null"):
        with pytest.raises(NotRegular):
            read_regular(Path("/dev/null"), 100)
    (tmp_path / "ok.json").write_bytes(b"{}")
    assert read_regular(tmp_path / "ok.json", 100) == b"{}"
    (tmp_path / "link.json").symlink_to(tmp_path / "ok.json")  # a link to a file is fine
    assert read_regular(tmp_path / "link.json", 100) == b"{}"


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("name", ["settings.json", "profiles.json", "records/rocket.json"])
def test_a_special_file_where_a_data_file_belongs_is_moved_aside_and_told(tmp_path, kind, name):
    _plant(tmp_path / name, kind)
    storage = Storage(tmp_path, durable=False)

    def load():
        if name == "settings.json":
            _settings, notices = load_settings(storage)  # hands its notices back itself
            for notice in notices:
                storage.notify(notice)
        elif name == "profiles.json":
            load_profiles(storage)
        else:
            records.leaderboard(storage, "rocket", "rekordjagd")
    _in_time(load)
    texts = _texts(storage)
    assert len(texts) == 1 and name in texts[0]
    reason = {"fifo": "special", "folder": "not_a_file", "dangling": "dangling"}[kind]
    assert t(f"core.storage.reason.{reason}", "de") in texts[0]  # says what was wrong
    assert not (tmp_path / name).exists() and not (tmp_path / name).is_symlink()
    aside = [p for p in (tmp_path / name).parent.iterdir() if ".broken-" in p.name]
    assert len(aside) == 1  # nothing lost: the thing is still there, under another name
    _in_time(load)  # a second look finds the defaults, silently
    assert _texts(storage) == []


def _a_save(storage, game_id="tulpe", save_id="s1"):
    game = get_game(game_id)
    save_match(storage, Match(game, game.default_options(), 3), save_id)
    return f"saves/{game_id}-{save_id}.json"


@pytest.mark.parametrize("kind", KINDS)
def test_a_save_that_is_no_file_is_told_once_not_silently_dropped(tmp_path, kind):
    storage = Storage(tmp_path, durable=False)
    _a_save(storage)
    _plant(tmp_path / "saves" / "tulpe-s2.json", kind)
    saves = _in_time(lambda: list_saves(storage, "tulpe"))
    assert [s.save_id for s in saves] == ["s1"]
    texts = _texts(storage)
    assert len(texts) == 1 and "saves/tulpe-s2.json" in texts[0]
    assert _in_time(lambda: list_saves(storage, "tulpe")) == saves
    assert _texts(storage) == []  # told once


def test_a_save_whose_content_does_not_fit_its_name_is_told(tmp_path):
    storage = Storage(tmp_path, durable=False)
    src = tmp_path / _a_save(storage, "tulpe", "s1")
    (tmp_path / "saves" / "tulpe-copy.json").write_bytes(src.read_bytes())   # another id
    (tmp_path / "saves" / "rocket-s1.json").write_bytes(src.read_bytes())    # another game
    (tmp_path / "saves" / "notes.json").write_bytes(b"{}")                   # no save name
    assert [s.save_id for s in list_saves(storage)] == ["s1"]
    texts = _texts(storage)
    assert len(texts) == 3
    for name in ("saves/tulpe-copy.json", "saves/rocket-s1.json", "saves/notes.json"):
        assert any(name in text for text in texts)
    assert list_saves(storage) and _texts(storage) == []


def test_a_save_that_cannot_be_moved_aside_is_still_told_only_once(tmp_path):
    storage = Storage(tmp_path, durable=False)
    _plant(tmp_path / "saves" / "tulpe-x.json", "fifo")
    storage._move_aside = lambda path: None  # a read-only folder
    for _ in range(3):
        assert _in_time(lambda: list_saves(storage)) == []
    texts = _texts(storage)
    assert len(texts) == 1 and "saves/tulpe-x.json" in texts[0]


@pytest.mark.parametrize("sub", ["saves", "records"])
def test_a_file_named_like_a_data_folder_is_moved_aside_and_told(tmp_path, sub):
    (tmp_path / sub).write_text("kein Ordner", "utf-8")
    storage = Storage(tmp_path, durable=False)
    assert (tmp_path / sub).is_dir()
    texts = _texts(storage)
    assert len(texts) == 1 and f"„{sub}“" in texts[0]
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(f"{sub}.broken-")]
    assert len(kept) == 1 and kept[0].read_text("utf-8") == "kein Ordner"


def test_every_notice_names_its_file_in_both_languages(tmp_path):
    _plant(tmp_path / "profiles.json", "fifo")
    storage = Storage(tmp_path, durable=False)
    load_profiles(storage)
    [notice] = storage.take_notices()
    for lang in ("de", "en"):
        text = notice.render(lang)
        assert "profiles.json" in text and "%{" not in text
    assert t("core.storage.reason.special", "de") in notice.render("de")


def test_a_save_with_a_huge_nul_name_lists_fast_and_clean(tmp_path):
    storage = Storage(tmp_path, durable=False)
    name = tmp_path / _a_save(storage)
    data = json.loads(name.read_text("utf-8"))
    data["record"]["options"]["seats"][0]["name"] = "\x00" * 3 + "N" * 1_000_000
    data["meta"]["seats"] = ["\x00" + "N" * 1_000_000]
    name.write_text(json.dumps(data), "utf-8")
    [info] = list_saves(storage)
    assert info.meta["seats"][0] == "N" * 24


def test_replay_of_a_fifo_refuses_at_once(tmp_path, capsys):
    from speedgames.core import replay as replay_mod

    _plant(tmp_path / "entry.json", "fifo")
    assert _in_time(lambda: replay_mod.main(tmp_path / "entry.json")) == 1
    assert "cannot read" in capsys.readouterr().out
