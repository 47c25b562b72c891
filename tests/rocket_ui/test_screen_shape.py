"""Speedrocket's screen has the one skeleton of issue #26: the common parts under their common
names, and no helper that reaches back into the scene — no module under ``rocket/screen``
imports ``screen.scene`` or ``speedgames.app``, not even under ``TYPE_CHECKING``."""

from __future__ import annotations

import ast
from pathlib import Path

import speedgames.rocket.screen as screen

SCREEN = Path(screen.__file__).parent
COMMON = ("flow", "view", "scene", "spielverlauf", "input", "layout", "draw", "art", "menu",
          "solo", "review", "tutorial", "endtafel", "demo", "rat", "tips")
GONE = ("computers", "device", "model", "frame", "ring", "keys", "ending")


def _imports(path: Path) -> set[str]:
    """Every module a file imports, anywhere in it (functions and TYPE_CHECKING included)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            base = node.module if node.level == 0 else f"speedgames.rocket.screen.{node.module}"
            found.add(base)
            found |= {f"{base}.{alias.name}" for alias in node.names}
    return found


def test_the_common_parts_have_their_common_names():
    names = {p.stem for p in SCREEN.glob("*.py")}
    assert set(COMMON) <= names, sorted(set(COMMON) - names)
    assert not set(GONE) & names, sorted(set(GONE) & names)


def test_no_screen_module_reaches_back_into_the_scene_or_the_app():
    offenders = []
    for path in sorted(SCREEN.glob("*.py")):
        if path.stem == "scene":
            continue
        for name in _imports(path):
            if name.startswith(("speedgames.rocket.screen.scene", "speedgames.app")):
                offenders.append(f"{path.name}: {name}")
    assert offenders == []


def test_the_scene_itself_does_not_import_the_app():
    assert not any(n.startswith("speedgames.app") for n in _imports(SCREEN / "scene.py"))


def test_the_checker_sees_a_type_checking_import(tmp_path):
    planted = tmp_path / "x.py"
    planted.write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                       "    from speedgames.rocket.screen.scene import RocketScene\n")
    assert "speedgames.rocket.screen.scene.RocketScene" in _imports(planted)


def _circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in edges:
        if v not in index:
            visit(v)
    return found


def test_no_circle_among_the_screen_modules_not_even_for_types():
    names = {p.stem for p in SCREEN.glob("*.py")}
    edges = {}
    for path in SCREEN.glob("*.py"):
        prefix = "speedgames.rocket.screen."
        edges[path.stem] = {n[len(prefix):].split(".")[0] for n in _imports(path)
                            if n.startswith(prefix) and n[len(prefix):].split(".")[0] in names
                            and n[len(prefix):].split(".")[0] != path.stem}
    assert _circles(edges) == []
    assert _circles({"a": {"b"}, "b": {"a"}, "c": set()}) == [["a", "b"]], "the check can fail"
