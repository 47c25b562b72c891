"""Storage: atomic JSON files with format numbers; bad files are moved aside, never fatal."""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from speedgames.core import storage as storage_mod
from speedgames.core.i18n import Text
from speedgames.core.storage import Schema, Storage, Unusable, clamp_int

BROKEN_NAME = re.compile(r"^demo\.json\.broken-\d{8}-\d{6}(-\d+)?$")


def _default() -> dict:
    return {"format": 1, "count": 0, "name": "x"}


def _sanitize(data: dict) -> dict:
    name = data.get("name")
    return {"format": 1, "count": clamp_int(data.get("count"), 0, 0, 1000),
            "name": name if isinstance(name, str) else "x"}


SCHEMA = Schema(format=1, default=_default, sanitize=_sanitize)


@pytest.fixture
def store(tmp_path: Path) -> Storage:
    return Storage(tmp_path / "data")


def _broken_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if ".broken-" in p.name)


def _write_raw(store: Storage, name: str, raw: bytes) -> None:
    store.path(name).write_bytes(raw)


def _assert_moved_aside(store: Storage, notices: list[Text], reason: str) -> None:
    assert [n.key for n in notices] == ["core.storage.broken"]
    notice = notices[0]
    assert notice.params["reason"] == Text(f"core.storage.reason.{reason}")
    kept = notice.params["kept"]
    assert BROKEN_NAME.match(kept)
    assert (store.root / kept).exists()
    assert not store.path("demo.json").exists()
    for lang in ("de", "en"):
        rendered = notice.render(lang)
        assert "demo.json" in rendered and kept in rendered and "%{" not in rendered


# -- basics ---------------------------------------------------------------------------------

def test_storage_creates_the_folder_tree(tmp_path: Path):
    store = Storage(tmp_path / "a" / "b")
    assert (store.root / "saves").is_dir() and (store.root / "records").is_dir()
    assert store.take_notices() == []


def test_default_data_dir_is_the_platformdirs_user_data_path():
    from platformdirs import user_data_path

    assert storage_mod.default_data_dir() == Path(user_data_path("speedgames", False))


def test_missing_file_gives_defaults_silently(store: Storage):
    data, notices = store.read("demo.json", SCHEMA)
    assert data == _default() and notices == []


def test_write_then_read_round_trips(store: Storage):
    assert store.write("demo.json", {"format": 1, "count": 7, "name": "Änne"})
    data, notices = store.read("demo.json", SCHEMA)
    assert data == {"format": 1, "count": 7, "name": "Änne"} and notices == []
    assert json.loads(store.path("demo.json").read_text("utf-8"))["format"] == 1


def test_write_requires_a_format_number(store: Storage):
    with pytest.raises(ValueError):
        store.write("demo.json", {"count": 1})


def test_names_cannot_leave_the_data_folder(store: Storage):
    for bad in ("../evil.json", "/etc/passwd", "saves/../../x.json", "a/b/c.json", ""):
        with pytest.raises(ValueError):
            store.path(bad)


def test_write_leaves_no_temp_files(store: Storage):
    for i in range(5):
        store.write("saves/demo.json", {"format": 1, "count": i})
    assert sorted(os.listdir(store.root / "saves")) == ["demo.json"]


def test_list_ignores_temp_and_broken_files(store: Storage):
    store.write("saves/rocket-a.json", {"format": 1})
    store.write("saves/rocket-b.json", {"format": 1})
    store.write("saves/sprit-c.json", {"format": 1})
    (store.root / "saves" / ".rocket-d.json.1.2.tmp").write_text("{")
    (store.root / "saves" / "rocket-e.json.broken-20260101-000000").write_text("{")
    assert store.list("saves/rocket-") == ["saves/rocket-a.json", "saves/rocket-b.json"]
    assert len(store.list("saves/")) == 3


def test_delete_removes_the_file_and_tolerates_missing(store: Storage):
    store.write("demo.json", {"format": 1})
    assert store.delete("demo.json") and not store.exists("demo.json")
    assert store.delete("demo.json")


# -- atomic writing -------------------------------------------------------------------------

def test_a_write_that_fails_midway_keeps_the_old_file(store: Storage, monkeypatch):
    store.write("demo.json", {"format": 1, "count": 1, "name": "old"})

    def failing_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage_mod.os, "fsync", failing_fsync)
    assert store.write("demo.json", {"format": 1, "count": 2, "name": "new"}) is False
    monkeypatch.undo()
    data, notices = store.read("demo.json", SCHEMA)
    assert data["name"] == "old" and notices == []
    assert sorted(os.listdir(store.root)) == ["demo.json", "records", "saves"]


def test_write_uses_fsync_and_replace(store: Storage, monkeypatch):
    calls = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(storage_mod.os, "fsync", lambda fd: (calls.append("fsync"),
                                                             real_fsync(fd)))
    monkeypatch.setattr(storage_mod.os, "replace", lambda a, b: (calls.append("replace"),
                                                                 real_replace(a, b)))
    store.write("demo.json", {"format": 1})
    assert calls[:2] == ["fsync", "replace"]
    assert calls.count("fsync") >= 1


def test_a_failed_write_is_told_once_until_it_works_again(store: Storage, monkeypatch):
    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage_mod.Storage, "_write_atomic", staticmethod(refuse))
    assert not store.write("demo.json", {"format": 1})
    assert not store.write("demo.json", {"format": 1})
    notices = store.take_notices()
    assert [n.key for n in notices] == ["core.storage.write_failed"]
    assert "demo.json" in notices[0].render("de")
    monkeypatch.undo()
    assert store.write("demo.json", {"format": 1})
    assert store.take_notices() == []


def test_stale_temp_files_of_a_killed_writer_are_cleaned_up(tmp_path: Path):
    store = Storage(tmp_path)
    old = store.root / "saves" / ".rocket-x.json.99.1.tmp"
    fresh = store.root / "saves" / ".rocket-y.json.99.2.tmp"
    old.write_text("{")
    fresh.write_text("{")
    past = time.time() - 3600
    os.utime(old, (past, past))
    Storage(tmp_path)
    assert not old.exists() and fresh.exists()


# -- bad files ------------------------------------------------------------------------------

@pytest.mark.parametrize("raw, reason", [
    (b'{"format": 1, "count": 3, "na', "corrupt"),              # truncated
    (b"\x00\x01\x02garbage", "corrupt"),                       # not JSON
    (b'{"format": 1, "name": "\xff\xfe"}', "corrupt"),         # not UTF-8
    (b"", "empty"),
    (b"   \n", "empty"),
    (b"[1, 2, 3]", "corrupt"),                                  # not an object
    (b'{"count": 3}', "corrupt"),                               # no format
    (b'{"format": "1"}', "corrupt"),                            # format of the wrong type
    (b'{"format": true}', "corrupt"),
    (b'{"format": 0}', "corrupt"),
    (b'{"format": 1, "count": NaN}', "corrupt"),                # not JSON (NaN)
    (b'{"format": 2, "count": 3}', "newer"),                   # from a newer version
])
def test_unreadable_file_is_moved_aside_and_defaults_are_used(store, raw, reason):
    _write_raw(store, "demo.json", raw)
    data, notices = store.read("demo.json", SCHEMA)
    assert data == _default()
    _assert_moved_aside(store, notices, reason)
    assert (store.root / notices[0].params["kept"]).read_bytes() == raw  # nothing lost


def test_deep_nesting_is_refused_without_crashing(store: Storage):
    _write_raw(store, "demo.json", b'{"format": 1, "name": ' + b"[" * 200_000 + b"]" * 200_000
               + b"}")
    data, notices = store.read("demo.json", SCHEMA)
    assert data == _default()
    _assert_moved_aside(store, notices, "corrupt")


def test_a_file_far_too_big_is_moved_aside(store: Storage, monkeypatch):
    monkeypatch.setattr(storage_mod, "MAX_FILE_BYTES", 100)
    _write_raw(store, "demo.json", b'{"format": 1, "name": "' + b"x" * 200 + b'"}')
    data, notices = store.read("demo.json", SCHEMA)
    assert data == _default()
    _assert_moved_aside(store, notices, "too_big")


def test_a_directory_where_the_file_should_be_is_moved_aside(store: Storage):
    store.path("demo.json").mkdir()
    (store.path("demo.json") / "inner.txt").write_text("keep me")
    data, notices = store.read("demo.json", SCHEMA)
    assert data == _default()
    _assert_moved_aside(store, notices, "not_a_file")
    kept = store.root / notices[0].params["kept"]
    assert (kept / "inner.txt").read_text() == "keep me"
    assert store.write("demo.json", {"format": 1, "count": 1, "name": "y"})


def test_a_directory_in_the_way_of_a_write_is_moved_aside(store: Storage):
    store.path("demo.json").mkdir()
    assert store.write("demo.json", {"format": 1, "count": 2, "name": "z"})
    assert store.read("demo.json", SCHEMA)[0]["count"] == 2
    assert len(_broken_files(store.root)) == 1


def test_hostile_values_are_reset_and_the_original_is_kept(store: Storage):
    raw = (b'{"format": 1, "count": 1e999, "name": ["not", "a", "name"], '
           b'"evil": {"__class__": "os.system"}}')
    _write_raw(store, "demo.json", raw)
    data, notices = store.read("demo.json", SCHEMA)
    assert data == _default()
    assert [n.key for n in notices] == ["core.storage.repaired"]
    kept = store.root / notices[0].params["kept"]
    assert kept.read_bytes() == raw
    assert store.read("demo.json", SCHEMA) == (_default(), [])  # repaired on disk: told once


def test_huge_integers_are_read_as_wrong_values_not_errors(store: Storage):
    _write_raw(store, "demo.json", b'{"format": 1, "count": ' + b"9" * 5000 + b', "name": "a"}')
    data, notices = store.read("demo.json", SCHEMA)
    assert data == {"format": 1, "count": 0, "name": "a"}
    assert [n.key for n in notices] == ["core.storage.repaired"]


def test_an_unusable_content_is_treated_as_broken(store: Storage):
    def picky(data: dict) -> dict:
        raise Unusable("nothing to repair")

    _write_raw(store, "demo.json", b'{"format": 1}')
    data, notices = store.read("demo.json", Schema(1, _default, sanitize=picky))
    assert data == _default()
    _assert_moved_aside(store, notices, "corrupt")


def test_a_sanitiser_bug_does_not_crash_the_program(store: Storage):
    def buggy(data: dict) -> dict:
        return data["missing"]

    _write_raw(store, "demo.json", b'{"format": 1}')
    data, notices = store.read("demo.json", Schema(1, _default, sanitize=buggy))
    assert data == _default() and notices[0].key == "core.storage.broken"


def test_two_broken_files_in_the_same_second_never_overwrite_each_other(store: Storage):
    kept = []
    for raw in (b"{bad one", b"{bad two", b"{bad three"):
        _write_raw(store, "demo.json", raw)
        _, notices = store.read("demo.json", SCHEMA)
        kept.append(notices[0].params["kept"])
    assert len(set(kept)) == 3
    assert sorted((store.root / k).read_bytes() for k in kept) == sorted(
        [b"{bad one", b"{bad two", b"{bad three"])


def test_other_files_are_untouched_by_a_broken_one(store: Storage):
    store.write("settings.json", {"format": 1, "count": 5, "name": "s"})
    store.write("saves/rocket-a.json", {"format": 1, "count": 6, "name": "t"})
    _write_raw(store, "demo.json", b"{{{{")
    store.read("demo.json", SCHEMA)
    assert store.read("settings.json", SCHEMA)[0]["count"] == 5
    assert store.read("saves/rocket-a.json", SCHEMA)[0]["count"] == 6


# -- read-only folder -------------------------------------------------------------------------

def test_a_broken_file_in_a_read_only_folder_is_reported_and_left(store: Storage, monkeypatch):
    _write_raw(store, "demo.json", b"{broken")

    def refuse(src, dst):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(storage_mod.os, "rename", refuse)
    data, notices = store.read("demo.json", SCHEMA)
    assert data == _default()
    assert [n.key for n in notices] == ["core.storage.broken_not_moved"]
    assert "demo.json" in notices[0].render("en")
    assert store.path("demo.json").read_bytes() == b"{broken"


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="needs a non-root POSIX user for real permissions")
def test_a_really_read_only_folder_never_crashes(tmp_path: Path):
    store = Storage(tmp_path / "ro")
    store.write("demo.json", {"format": 1, "count": 1, "name": "a"})
    os.chmod(store.root, 0o500)
    try:
        assert store.write("demo.json", {"format": 1, "count": 2, "name": "b"}) is False
        assert [n.key for n in store.take_notices()] == ["core.storage.write_failed"]
        assert store.read("demo.json", SCHEMA)[0]["count"] == 1
    finally:
        os.chmod(store.root, 0o700)


def test_a_data_folder_that_cannot_be_created_is_reported(tmp_path: Path):
    blocker = tmp_path / "file"
    blocker.write_text("I am a file")
    store = Storage(blocker / "data")
    assert not store.writable
    assert [n.key for n in store.take_notices()] == ["core.storage.folder_unusable"]
    assert store.read("demo.json", SCHEMA) == (_default(), [])
    assert store.write("demo.json", {"format": 1}) is False


# -- migrations -------------------------------------------------------------------------------

def _chain_schema(log: list) -> Schema:
    def one_to_two(data: dict) -> dict:
        log.append(1)
        return {**data, "count": data.get("count", 0) * 10}

    def two_to_three(data: dict) -> dict:
        log.append(2)
        return {"format": 2, "count": data["count"] + 1, "name": data.get("title", "?")}

    def sanitize(data: dict) -> dict:
        return {"format": 3, "count": clamp_int(data.get("count"), 0, 0, 10**6),
                "name": data.get("name") if isinstance(data.get("name"), str) else "?"}

    return Schema(3, lambda: {"format": 3, "count": 0, "name": "?"},
                  {1: one_to_two, 2: two_to_three}, sanitize)


def test_old_formats_are_migrated_step_by_step_in_order(store: Storage):
    log: list = []
    _write_raw(store, "demo.json", b'{"format": 1, "count": 4, "title": "Anna"}')
    data, notices = store.read("demo.json", _chain_schema(log))
    assert log == [1, 2]
    assert data == {"format": 3, "count": 41, "name": "Anna"} and notices == []


def test_a_migration_starts_at_the_files_own_format(store: Storage):
    log: list = []
    _write_raw(store, "demo.json", b'{"format": 2, "count": 4, "title": "Ben"}')
    data, _ = store.read("demo.json", _chain_schema(log))
    assert log == [2] and data == {"format": 3, "count": 5, "name": "Ben"}


def test_a_missing_migration_step_moves_the_file_aside(store: Storage):
    schema = Schema(3, _default, {2: lambda d: d})
    _write_raw(store, "demo.json", b'{"format": 1}')
    data, notices = store.read("demo.json", schema)
    assert data == _default()
    _assert_moved_aside(store, notices, "old")


def test_a_failing_migration_moves_the_file_aside(store: Storage):
    schema = Schema(2, _default, {1: lambda d: d["nope"]})
    _write_raw(store, "demo.json", b'{"format": 1}')
    data, notices = store.read("demo.json", schema)
    assert data == _default()
    _assert_moved_aside(store, notices, "old")


# -- properties -------------------------------------------------------------------------------

@hsettings(max_examples=150, deadline=None,
           suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(raw=st.binary(max_size=300))
def test_any_bytes_never_crash_a_read(tmp_path: Path, raw: bytes):
    store = Storage(tmp_path / "prop", durable=False)
    _write_raw(store, "demo.json", raw)
    data, notices = store.read("demo.json", SCHEMA)
    assert set(data) == {"format", "count", "name"}
    assert all(isinstance(n, Text) for n in notices)
    store.delete("demo.json")


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=4),
    max_leaves=20)


@hsettings(max_examples=150, deadline=None,
           suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(body=st.dictionaries(st.sampled_from(["format", "count", "name", "x"]), _json))
def test_any_json_object_reads_to_clean_data(tmp_path: Path, body: dict):
    store = Storage(tmp_path / "prop2", durable=False)
    _write_raw(store, "demo.json", json.dumps(body).encode())
    data, _ = store.read("demo.json", SCHEMA)
    assert isinstance(data["count"], int) and 0 <= data["count"] <= 1000
    assert isinstance(data["name"], str)
    store.delete("demo.json")


def test_the_core_files_never_use_pickle_or_eval():
    import ast

    root = Path(storage_mod.__file__).parent
    packaged = sorted(p.relative_to(root).as_posix() for p in (root / "records").glob("*.py"))
    assert "records/store.py" in packaged  # the records package, every module of it
    for name in ("storage.py", "settings.py", "saves.py", "profiles.py", "replay.py",
                 *packaged):
        tree = ast.parse((root / name).read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert not {a.name for a in node.names} & {"pickle", "marshal", "shelve"}
            if isinstance(node, ast.ImportFrom):
                assert node.module not in ("pickle", "marshal", "shelve")
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in ("eval", "exec", "compile"), name


# -- shared reads -----------------------------------------------------------------------------

def test_a_shared_read_parses_an_unchanged_file_once(store: Storage, monkeypatch):
    store.write("demo.json", {"format": 1, "count": 3, "name": "a"})
    calls = []
    real = storage_mod.decode_json
    monkeypatch.setattr(storage_mod, "decode_json", lambda raw: (calls.append(1), real(raw))[1])
    first = store.read_shared("demo.json", SCHEMA)
    assert store.read_shared("demo.json", SCHEMA) is first and len(calls) == 1


def test_a_shared_read_sees_every_write(store: Storage):
    for count in range(20):  # same size, same second: the cache must still notice
        store.write("demo.json", {"format": 1, "count": count, "name": "a"})
        assert store.read_shared("demo.json", SCHEMA)["count"] == count


def test_a_shared_read_sees_a_change_from_outside(store: Storage):
    store.write("demo.json", {"format": 1, "count": 1, "name": "a"})
    assert store.read_shared("demo.json", SCHEMA)["count"] == 1
    other = Storage(store.root)  # e.g. a second program window
    other.write("demo.json", {"format": 1, "count": 2, "name": "a"})
    assert store.read_shared("demo.json", SCHEMA)["count"] == 2
    store.path("demo.json").unlink()
    assert store.read_shared("demo.json", SCHEMA) == _default()


def test_a_shared_read_of_a_broken_file_queues_the_notice(store: Storage):
    _write_raw(store, "demo.json", b"{nope")
    assert store.read_shared("demo.json", SCHEMA) == _default()
    assert [n.key for n in store.take_notices()] == ["core.storage.broken"]


def test_a_non_durable_storage_skips_fsync_but_still_replaces_atomically(tmp_path, monkeypatch):
    store = Storage(tmp_path, durable=False)
    calls = []
    real_replace = os.replace
    monkeypatch.setattr(storage_mod.os, "fsync", lambda fd: calls.append("fsync"))
    monkeypatch.setattr(storage_mod.os, "replace", lambda a, b: (calls.append("replace"),
                                                                 real_replace(a, b)))
    store.write("demo.json", {"format": 1, "count": 1, "name": "a"})
    assert calls == ["replace"]
    assert store.read("demo.json", SCHEMA)[0]["count"] == 1
