#!/usr/bin/env python3
"""List locale keys that no program code refers to — candidates for deletion.

Why: three games were written in parallel; texts that lost their caller linger in the locale files
and get translated and reviewed for nothing. This check is deliberately conservative: a key counts
as used when

* a string literal in the code equals it, or equals it without ``.one``/``.other`` (``counted``)
  or without ``_one`` (``t_count``), also with the ``speedgames.`` prefix pygame-gui needs;
* it starts with the constant head of an f-string or of a literal ending in ``.`` or ``_``
  (``f"rocket.chip.{kind}"`` keeps every ``rocket.chip.*`` key), or with any literal followed by
  ``.`` when it has a dot itself (a group name such as ``"rocket.ui.btn"`` handed on to
  code that appends to it; a bare game id like ``"rocket"`` does not keep all of ``rocket.*``);
* it ends with the constant tail of an f-string that starts dynamically
  (``f"{game}.name"`` keeps every ``*.name`` key) or of a concatenation
  (``hint_key + "_short"`` keeps every ``*_short`` key); a literal head of a concatenation
  (``"rocket.chip." + kind``) keeps every key it starts.

Only program code counts (``speedgames/``, ``tools/``, ``run.py``) — a key that only a test reads
is reported in a second list, so it can be judged by hand.

Usage: python3 tools/check_locale_keys.py [--tests]   (exit 1 when unused keys exist)
"""

from __future__ import annotations

import ast
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CODE = [ROOT / "speedgames", ROOT / "tools", ROOT / "run.py"]
TESTS = [ROOT / "tests"]
SUFFIXES = (".one", ".other", "_one")


def locale_keys(lang: str = "de") -> set[str]:
    """All flat keys of one locale file."""
    data = json.loads((ROOT / "locales" / f"speedgames.{lang}.json").read_text(encoding="utf-8"))

    def walk(tree: dict, prefix: str) -> set[str]:
        out: set[str] = set()
        for key, value in tree.items():
            full = f"{prefix}.{key}" if prefix else key
            out |= walk(value, full) if isinstance(value, dict) else {full}
        return out

    return walk(data[lang], "")


def _files(roots: list[Path]) -> list[Path]:
    out: list[Path] = []
    for root in roots:
        if root.is_file():
            out.append(root)
        elif root.is_dir():
            out.extend(p for p in root.rglob("*.py") if ".venv" not in p.parts)
    return out


class Refs:
    """What the code mentions: exact literals, dynamic heads (prefixes) and tails (suffixes)."""

    def __init__(self) -> None:
        self.exact: set[str] = set()
        self.prefixes: set[str] = set()
        self.suffixes: set[str] = set()

    def scan(self, path: Path) -> None:
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (SyntaxError, UnicodeDecodeError, OSError):
            return
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                self._fstring(node)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str):
                self._literal(node.value)
            elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
                self._concat(node)

    def _literal(self, value: str) -> None:
        value = value.removeprefix("speedgames.")
        self.exact.add(value)
        if value.endswith((".", "_")):
            self.prefixes.add(value)
        elif "." in value and " " not in value:
            self.prefixes.add(value + ".")

    def _fstring(self, node: ast.JoinedStr) -> None:
        parts = node.values
        head = parts[0].value if parts and isinstance(parts[0], ast.Constant) else ""
        tail = parts[-1].value if parts and isinstance(parts[-1], ast.Constant) else ""
        head = str(head).removeprefix("speedgames.")
        if head:
            self.prefixes.add(head)
        elif tail and len(parts) > 1:
            self.suffixes.add(str(tail))

    def _concat(self, node: ast.BinOp) -> None:
        """``"rocket.chip." + kind`` keeps a head, ``key + "_short"`` keeps a tail."""
        left, right = node.left, node.right
        if isinstance(left, ast.Constant) and isinstance(left.value, str) and left.value:
            self.prefixes.add(left.value.removeprefix("speedgames."))
        if isinstance(right, ast.Constant) and isinstance(right.value, str) and right.value:
            self.suffixes.add(right.value)

    def uses(self, key: str) -> bool:
        forms = {key} | {key[: -len(s)] for s in SUFFIXES if key.endswith(s)}
        if forms & self.exact:
            return True
        if any(key.startswith(p) for p in self.prefixes):
            return True
        return any(len(s) > 1 and key.endswith(s) for s in self.suffixes)


def unused(keys: set[str], roots: list[Path]) -> list[str]:
    refs = Refs()
    for path in _files(roots):
        refs.scan(path)
    return sorted(k for k in keys if not refs.uses(k))


def main(argv: list[str]) -> int:
    keys = locale_keys()
    not_in_code = unused(keys, CODE)
    only_tests = set(not_in_code) - set(unused(set(not_in_code), TESTS))
    for key in not_in_code:
        if key not in only_tests:
            print(key)
    if "--tests" in argv and only_tests:
        print("# read only by tests:")
        for key in sorted(only_tests):
            print(key)
    return 1 if set(not_in_code) - only_tests else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
