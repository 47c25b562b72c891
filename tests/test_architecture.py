"""The shape of the code: no import circles, no module too big to read, layers only point down.

Why a test: circles and oversized rooms creep back in one convenient import at a time; this
walks ``speedgames/`` with ``ast`` (nothing is imported or run) and names what is wrong.

The import graph has an edge A → B when module A imports module B anywhere: at the top, inside a
function or method (a late import is still a dependency), in ``try`` / ``with`` / ``else`` blocks.
Imports under ``if TYPE_CHECKING:`` are left out: they never run. Relative imports are resolved.
``from P import name`` is an edge to the module ``P.name`` when that is a module, else to ``P``.
Importing ``a.b.c`` also runs the packages ``a`` and ``a.b`` first, but that is no edge here:
a package that re-exports its own modules (``ui/widgets/__init__.py``) is not a circle.

The layers (docs/architecture.md): ``core`` (pure rules support) → ``ui`` (shared screens) →
the games (the catalog's packages); the shell (``app``, ``cli``, ``bench`` …) on top.

Imports under ``if TYPE_CHECKING:`` are kept apart (``Shape.typed``): they are no edge of the
graph, but a few rules count them too (a screen helper that names its scene's type still leans
on the scene). Imports from outside the package (``pygame``) are kept per module as well.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from speedgames.core import catalog

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "speedgames"
MAX_LINES = 600
# Modules allowed over MAX_LINES, each with the reason (only data tables qualify, e.g. a generated
# layout list that reads as a table, never code). None needed at present.
SIZE_EXEMPT: dict[str, str] = {}
GAMES = catalog.game_ids()


@dataclass(repr=False)
class Shape:
    """What the walk found: every module's imports (within the package) and its line count."""

    edges: dict[str, set[str]] = field(default_factory=dict)
    lines: dict[str, int] = field(default_factory=dict)
    typed: dict[str, set[str]] = field(default_factory=dict)      # under TYPE_CHECKING only
    external: dict[str, set[str]] = field(default_factory=dict)   # e.g. {"pygame"}, at run time
    strings: dict[str, list[tuple[int, str]]] = field(default_factory=dict)  # not docstrings

    def __repr__(self) -> str:  # pytest shows the fixture on failure: keep it one line
        return f"Shape({len(self.lines)} modules)"

    def components(self) -> list[list[str]]:
        """The strongly connected components with more than one module (or a module importing
        itself), by Tarjan's algorithm: each is one import circle, possibly several entangled."""
        index: dict[str, int] = {}
        low: dict[str, int] = {}
        stack: list[str] = []
        on_stack: set[str] = set()
        found: list[list[str]] = []

        def strong(v: str) -> None:  # recursion is fine: the graph is a few hundred modules
            index[v] = low[v] = len(index)
            stack.append(v)
            on_stack.add(v)
            for w in sorted(self.edges.get(v, ())):
                if w not in index:
                    strong(w)
                    low[v] = min(low[v], low[w])
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1 or v in self.edges.get(v, ()):
                    found.append(sorted(comp))

        for v in sorted(self.edges):
            if v not in index:
                strong(v)
        return sorted(found)

    def circles(self) -> list[list[str]]:
        """One closed path ``[a, b, …, a]`` per component, to name in a message."""
        return [self._cycle_in(set(comp)) for comp in self.components()]

    def describe_circles(self) -> list[str]:
        out = []
        for comp in self.components():
            line = " → ".join(self._cycle_in(set(comp)))
            if len(comp) > len(self._cycle_in(set(comp))) - 1:
                line += f"  (entangled: {', '.join(comp)})"
            out.append(line)
        return out

    def _cycle_in(self, comp: set[str]) -> list[str]:
        """A shortest closed path from the component's first module back to itself."""
        start = min(comp)
        paths = {start: [start]}
        queue = [start]
        while queue:
            v = queue.pop(0)
            for w in sorted(self.edges.get(v, ()) & comp):
                if w == start:
                    return paths[v] + [start]
                if w not in paths:
                    paths[w] = paths[v] + [w]
                    queue.append(w)
        return sorted(comp)  # unreachable for a real component

    def too_big(self, limit: int = MAX_LINES,
                exempt: dict[str, str] | None = None) -> list[tuple[str, int]]:
        exempt = SIZE_EXEMPT if exempt is None else exempt
        return sorted((m, n) for m, n in self.lines.items() if n > limit and m not in exempt)


def _is_type_checking(test: ast.expr) -> bool:
    return ((isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
            or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"))


class _Imports(ast.NodeVisitor):
    def __init__(self, module: str, is_package: bool, known: set[str]) -> None:
        self.module = module
        self.package = module if is_package else module.rpartition(".")[0]
        self.root = module.split(".")[0]
        self.known = known
        self.found: set[str] = set()
        self.typed: set[str] = set()
        self.external: set[str] = set()
        self._typing = False

    def _add(self, name: str) -> None:
        (self.typed if self._typing else self.found).add(name)

    def _nearest(self, name: str) -> None:
        if name.split(".")[0] != self.root:
            if name and not self._typing:
                self.external.add(name.split(".")[0])
            return
        while name and name not in self.known:
            name = name.rpartition(".")[0]
        if name:
            self._add(name)

    def visit_If(self, node: ast.If) -> None:
        if _is_type_checking(node.test) and not self._typing:
            self._typing = True
            for child in node.body:
                self.visit(child)
            self._typing = False
            for child in node.orelse:  # the runtime branch of ``if TYPE_CHECKING: … else: …``
                self.visit(child)
            return
        self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._nearest(alias.name)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        if node.level:
            parts = self.package.split(".") if self.package else []
            parts = parts[:len(parts) - (node.level - 1)] if node.level > 1 else parts
            base = ".".join(parts + ([node.module] if node.module else []))
        else:
            base = node.module or ""
        for alias in node.names:
            full = f"{base}.{alias.name}"
            if full in self.known:
                self._add(full)
            else:
                self._nearest(base)


def _strings(tree: ast.Module) -> list[tuple[int, str]]:
    """Every string constant with its line, docstrings left out (f-strings' literal parts in)."""
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docs.add(id(first.value))
    return sorted((node.lineno, node.value) for node in ast.walk(tree)
                  if isinstance(node, ast.Constant) and isinstance(node.value, str)
                  and id(node) not in docs)


def module_name(root: Path, path: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def walk(root: Path, package: str = PACKAGE) -> Shape:
    """The import graph and sizes of every module of ``root/package``."""
    files = {module_name(root, p): p for p in sorted((root / package).rglob("*.py"))}
    known = set(files)
    shape = Shape()
    for name, path in files.items():
        source = path.read_text(encoding="utf-8")
        shape.lines[name] = len(source.splitlines())
        visitor = _Imports(name, path.name == "__init__.py", known)
        tree = ast.parse(source, filename=str(path))
        visitor.visit(tree)
        shape.edges[name] = visitor.found - {name}
        shape.typed[name] = visitor.typed - visitor.found - {name}
        shape.external[name] = visitor.external
        shape.strings[name] = _strings(tree)
    return shape


def layer_of(module: str) -> str:
    """``core``, ``ui``, a game id, or ``shell`` (app, cli, bench, … at the package top)."""
    parts = module.split(".")
    if len(parts) > 1 and parts[1] in ("core", "ui", *GAMES):
        return parts[1]
    return "shell"


ALLOWED = {"core": {"core"}, "ui": {"core", "ui"},
           **{game: {"core", "ui", game} for game in GAMES}}


# ---------------------------------------------------------------------------------- the rules
@pytest.fixture(scope="module")
def shape() -> Shape:
    return walk(ROOT)


def test_the_walk_sees_the_whole_package(shape):
    """Guards the guard: an empty or broken walk would pass every rule below."""
    assert len(shape.lines) > 150
    assert "speedgames.ui.scene" in shape.edges["speedgames.app"]
    assert "speedgames.ui.widgets.text" in shape.edges["speedgames.ui.widgets.buttons"]
    assert "speedgames.core.game" in shape.edges["speedgames.core.records.verify"]


def test_there_is_no_import_circle(shape):
    circles = shape.describe_circles()
    assert circles == [], "import circles:\n" + "\n".join(circles)


def test_no_module_is_over_600_lines(shape):
    big = shape.too_big()
    assert big == [], "over 600 lines:\n" + "\n".join(f"{m}: {n}" for m, n in big)


def test_the_size_exemptions_are_real_and_explained(shape):
    for module, why in SIZE_EXEMPT.items():
        assert module in shape.lines and shape.lines[module] > MAX_LINES, module
        assert len(why.split()) >= 4, module


def test_layers_only_import_downwards(shape):
    """core imports only core; ui imports core and ui; a game imports core, ui and itself."""
    wrong = sorted(f"{a} → {b}" for a, targets in shape.edges.items() for b in targets
                   if layer_of(a) in ALLOWED and layer_of(b) not in ALLOWED[layer_of(a)])
    assert wrong == [], "imports against the layers:\n" + "\n".join(wrong)


# ------------------------------------------------------ game knowledge stays in its game
CATALOG = "speedgames.core.catalog"  # the one list of game packages: the one place ids may stand
# Exceptions to the two screen rules below, each with its reason (none since the screen skeleton
# of #26 landed; an entry that no longer offends fails).
SCENE_IMPORT_ALLOWED: dict[str, str] = {}
APP_IMPORT_ALLOWED: dict[str, str] = {}


def _parts(module: str) -> list[str]:
    return module.split(".")


def game_literals(shape: Shape, games: tuple[str, ...] = GAMES,
                  allowed: tuple[str, ...] = (CATALOG,)) -> list[str]:
    """String constants (not docstrings) naming a game outside that game's package: a word of
    the string (letters, digits, ``_``) is a game id — ``"rocket"``, ``"sprit.game"``,
    ``f"ui.stats.tulpe.{k}"``. Such knowledge belongs in the game's description."""
    found = []
    for module, strings in shape.strings.items():
        if module in allowed:
            continue
        foreign = set(games) - {layer_of(module)}
        for line, text in strings:
            if foreign & set(re.findall(r"[A-Za-z0-9_]+", text)):
                found.append(f"{module}:{line}: {text!r}")
    return sorted(found)


def rules_imports(shape: Shape, games: tuple[str, ...] = GAMES) -> list[str]:
    """Imports of a game's ``rules`` (type-only ones too) beyond ``core`` and the rules."""
    wrong = []
    for a in shape.edges:
        parts = _parts(a)
        if len(parts) < 3 or parts[1] not in games or parts[2] != "rules":
            continue
        own = ".".join(parts[:3])
        for b in shape.edges[a] | shape.typed.get(a, set()):
            if not (b == own or b.startswith(own + ".") or layer_of(b) == "core"):
                wrong.append(f"{a} → {b}")
    return sorted(wrong)


def is_pure(module: str, games: tuple[str, ...] = GAMES) -> bool:
    """``core`` and every game's ``rules`` and ``ai``: what must run without pygame."""
    parts = _parts(module)
    return layer_of(module) == "core" or (
        len(parts) > 2 and parts[1] in games and parts[2] in ("rules", "ai"))


def pygame_reached(shape: Shape) -> list[str]:
    """Pure modules that import pygame, themselves or through any module they import."""
    wrong = []
    for start in sorted(m for m in shape.edges if is_pure(m)):
        seen, todo, path = {start}, [start], {start: [start]}
        while todo:
            v = todo.pop()
            if "pygame" in shape.external.get(v, set()):
                wrong.append(" → ".join(path[v] + ["pygame"]))
                break
            for w in sorted(shape.edges.get(v, ())):
                if w not in seen:
                    seen.add(w)
                    path[w] = path[v] + [w]
                    todo.append(w)
    return wrong


def scene_imports(shape: Shape, games: tuple[str, ...] = GAMES) -> list[str]:
    """``screen`` modules that import their own ``screen.scene`` (type-only imports too): a
    helper gets the view or the flow, never the scene."""
    found = []
    for a in shape.edges:
        parts = _parts(a)
        if len(parts) < 4 or parts[1] not in games or parts[2] != "screen" or parts[3] == "scene":
            continue
        scene = ".".join(parts[:3] + ["scene"])
        if scene in shape.edges[a] | shape.typed.get(a, set()):
            found.append(a)
    return sorted(found)


def app_imports(shape: Shape, games: tuple[str, ...] = GAMES) -> list[str]:
    """Game modules that import the shell's ``app`` (type-only imports too): scenes know the
    app only as ``ui.scene.AppLike``."""
    app = f"{_parts(next(iter(shape.edges)))[0]}.app" if shape.edges else "app"
    return sorted(a for a in shape.edges if layer_of(a) in games
                  and app in shape.edges[a] | shape.typed.get(a, set()))


def test_no_game_id_is_written_outside_its_game(shape):
    found = game_literals(shape)
    assert found == [], "game ids outside their game (use its description):\n" + "\n".join(found)


def test_the_catalog_is_the_one_list_of_games():
    assert catalog.PACKAGES == tuple(f"{PACKAGE}.{g}" for g in sorted(
        GAMES, key=lambda g: catalog.describe(g).order))
    for game in GAMES:
        assert (ROOT / PACKAGE / game / "description.py").is_file(), game


def test_rules_import_only_core_and_themselves(shape):
    wrong = rules_imports(shape)
    assert wrong == [], "rules importing beyond core:\n" + "\n".join(wrong)


def test_core_rules_and_ai_never_reach_pygame(shape):
    wrong = pygame_reached(shape)
    assert wrong == [], "pygame reached from pure code:\n" + "\n".join(wrong)


def test_screen_helpers_do_not_import_their_scene(shape):
    found = [m for m in scene_imports(shape) if m not in SCENE_IMPORT_ALLOWED]
    assert found == [], "screen modules importing screen.scene:\n" + "\n".join(found)


def test_games_do_not_import_the_app(shape):
    found = [m for m in app_imports(shape) if m not in APP_IMPORT_ALLOWED]
    assert found == [], "game modules importing speedgames.app:\n" + "\n".join(found)


def test_the_screen_allowlists_are_real_and_explained(shape):
    """An entry that no longer offends goes (so the lists only shrink)."""
    for allowed, offenders in ((SCENE_IMPORT_ALLOWED, scene_imports(shape)),
                               (APP_IMPORT_ALLOWED, app_imports(shape))):
        stale = sorted(set(allowed) - set(offenders))
        assert stale == [], "no longer offending, remove from the allowlist: " + ", ".join(stale)
        assert all(isinstance(why, str) and why.strip() for why in allowed.values())


# ---------------------------------------------------------------------- the checker itself
def _tree(tmp_path: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        path = tmp_path / "pkg" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def test_the_checker_finds_a_planted_circle_and_names_it(tmp_path):
    root = _tree(tmp_path, {
        "__init__.py": "",
        "a.py": "from pkg import b\n",
        "b.py": "import pkg.c\n",
        "c.py": "def late():\n    from pkg.a import thing\n",
        "d.py": "from pkg import a\n",  # depends on the circle, is not part of it
    })
    assert walk(root, "pkg").circles() == [["pkg.a", "pkg.b", "pkg.c", "pkg.a"]]


def test_the_checker_resolves_relative_imports_in_modules_and_packages(tmp_path):
    root = _tree(tmp_path, {
        "__init__.py": "",
        "sub/__init__.py": "from .x import y\n",
        "sub/x.py": "from .. import top\n",
        "top.py": ("from .sub import x\n"
                   "try:\n    pass\nexcept ImportError:\n    from . import sub\n"),
    })
    shape = walk(root, "pkg")
    assert shape.edges["pkg.sub"] == {"pkg.sub.x"}
    assert shape.edges["pkg.sub.x"] == {"pkg.top"}
    assert shape.edges["pkg.top"] == {"pkg.sub.x", "pkg.sub"}
    assert shape.circles() == [["pkg.sub", "pkg.sub.x", "pkg.top", "pkg.sub"]]


def test_the_checker_ignores_type_checking_imports_but_not_their_else(tmp_path):
    root = _tree(tmp_path, {
        "__init__.py": "",
        "a.py": "from pkg import b\n",
        "b.py": ("import typing\nif typing.TYPE_CHECKING:\n    from pkg import a\n"
                 "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import pkg.a\n"),
    })
    assert walk(root, "pkg").circles() == []
    (root / "pkg" / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    pass\nelse:\n"
        "    from pkg import a\n", encoding="utf-8")
    assert walk(root, "pkg").circles() == [["pkg.a", "pkg.b", "pkg.a"]]


def test_the_checker_finds_a_module_over_the_limit_unless_exempt(tmp_path):
    root = _tree(tmp_path, {"__init__.py": "", "big.py": "x = 1\n" * 601,
                            "fits.py": "x = 1\n" * 600})
    shape = walk(root, "pkg")
    assert shape.too_big(exempt={}) == [("pkg.big", 601)]
    assert shape.too_big(exempt={"pkg.big": "a data table"}) == []


def test_layers_are_read_from_the_module_path():
    assert layer_of("speedgames.core.records.store") == "core"
    assert layer_of("speedgames.ui.widgets") == "ui"
    assert layer_of("speedgames.rocket.rules.state") == "rocket"
    assert layer_of("speedgames.app") == "shell"
    assert "ui" not in ALLOWED["core"] and "rocket" not in ALLOWED["sprit"]


def test_the_checker_finds_game_ids_outside_their_game(tmp_path):
    root = _tree(tmp_path, {
        "__init__.py": "",
        "core/__init__.py": '"""Mentions rocket in a docstring: fine."""\n',
        "core/catalog.py": 'PACKAGES = ("pkg.rocket", "pkg.sprit")\n',
        "core/x.py": 'A = "rocket"\nB = f"sprit.{1}"\nC = "max_rocket"\nD = "ui.stats.rocket.x"\n',
        "rocket/__init__.py": 'OWN = "rocket.game"\nOTHER = "sprit"\n',
    })
    found = game_literals(walk(root, "pkg"), ("rocket", "sprit"), ("pkg.core.catalog",))
    assert found == ["pkg.core.x:1: 'rocket'", "pkg.core.x:2: 'sprit.'",
                     "pkg.core.x:4: 'ui.stats.rocket.x'", "pkg.rocket:2: 'sprit'"]


def test_the_checker_finds_rules_leaning_on_ui_even_for_types(tmp_path):
    root = _tree(tmp_path, {
        "__init__.py": "", "core/__init__.py": "", "ui/__init__.py": "",
        "rocket/__init__.py": "", "rocket/modes.py": "",
        "rocket/rules/__init__.py": "from pkg.core import x\nfrom . import state\n",
        "core/x.py": "", "rocket/rules/state.py": (
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.ui import y\n"
            "from pkg.rocket import modes\n"),
        "ui/y.py": "",
    })
    assert rules_imports(walk(root, "pkg"), ("rocket",)) == [
        "pkg.rocket.rules.state → pkg.rocket.modes", "pkg.rocket.rules.state → pkg.ui.y"]


def test_the_checker_follows_pygame_through_imports(tmp_path):
    root = _tree(tmp_path, {
        "__init__.py": "", "core/__init__.py": "", "ui/__init__.py": "",
        "core/a.py": "def late():\n    from pkg.ui import draw\n",
        "core/b.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import pygame\n",
        "ui/draw.py": "import pygame.gfxdraw\n",
    })
    assert pygame_reached(walk(root, "pkg")) == ["pkg.core.a → pkg.ui.draw → pygame"]


def test_the_checker_finds_screen_helpers_on_their_scene_and_the_app(tmp_path):
    root = _tree(tmp_path, {
        "__init__.py": "", "app.py": "", "rocket/__init__.py": "",
        "rocket/screen/__init__.py": "", "rocket/screen/scene.py": "from . import view\n",
        "rocket/screen/view.py": "", "rocket/screen/menu.py": (
            "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
            "    from pkg.rocket.screen.scene import Scene\n    from pkg.app import App\n"),
        "rocket/screen/help.py": "from pkg.rocket.screen import scene\n",
    })
    shape = walk(root, "pkg")
    assert scene_imports(shape, ("rocket",)) == ["pkg.rocket.screen.help",
                                                 "pkg.rocket.screen.menu"]
    assert app_imports(shape, ("rocket",)) == ["pkg.rocket.screen.menu"]
