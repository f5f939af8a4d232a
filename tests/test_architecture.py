"""The house rules of the code: every game has the same shape, arrows point one way,
and no modules in ``game/`` import each other in a circle.

Every import counts, including those inside functions (a deferred import that
dodges a circle is the circle still); only imports under ``if TYPE_CHECKING:``
are left out, because they never run.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAME = ROOT / "game"
GAMES = sorted(p for p in (GAME / "games").iterdir() if (p / "__init__.py").exists())
PYGAME_SIDE = ("pygame", "pygame_gui", "pymunk", "game.ui")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in GAME.rglob("*.py")}


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _import_nodes(node: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.If) and _is_type_checking(child.test):
            for other in child.orelse:
                yield from _import_nodes_of(other)
            continue
        yield from _import_nodes_of(child)


def _import_nodes_of(node: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    if isinstance(node, ast.Import | ast.ImportFrom):
        yield node
    yield from _import_nodes(node)


def imports_of(name: str) -> set[str]:
    """Every module name ``name`` imports (absolute, relative ones resolved)."""
    path = MODULES[name]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in _import_nodes(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
            continue
        base = node.module or ""
        if node.level:
            anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
            base = ".".join([*anchor, base] if base else anchor)
        for alias in node.names:
            candidate = f"{base}.{alias.name}"
            found.add(candidate if candidate in MODULES else base)
    return found


def internal_graph() -> dict[str, set[str]]:
    """Module -> the modules of ``game/`` it imports."""
    return {name: {m for m in imports_of(name) if m in MODULES} for name in MODULES}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1 or v in graph[v]:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def _uses(name: str, prefixes: tuple[str, ...]) -> list[str]:
    return sorted(
        m for m in imports_of(name) if any(m == p or m.startswith(p + ".") for p in prefixes)
    )


def test_no_import_cycles_in_game() -> None:
    assert cycles(internal_graph()) == []


def test_the_cycle_finder_finds_a_deferred_circle() -> None:
    """A negative control: the checker sees a circle closed by an import in a function."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]
    tree = ast.parse("def f():\n    import game.core.rng\nif TYPE_CHECKING:\n    import os\n")
    assert [n.names[0].name for n in _import_nodes(tree)] == ["game.core.rng"]


@pytest.mark.parametrize("game", GAMES, ids=lambda p: p.name)
def test_every_game_has_the_same_shape(game: Path) -> None:
    """__init__ registers the game; rules/, bots/ and screen/ hold everything else."""
    top = sorted(p.name for p in game.glob("*.py"))
    assert top == ["__init__.py"], f"{game.name}: modules outside rules/, bots/, screen/"
    for part in ("rules", "bots", "screen"):
        assert (game / part / "__init__.py").exists(), f"{game.name}/{part}/ is missing"


@pytest.mark.parametrize("game", GAMES, ids=lambda p: p.name)
def test_rules_and_bots_never_meet_pygame(game: Path) -> None:
    package = module_name(game / "__init__.py")
    for name in sorted(MODULES):
        if name.startswith(f"{package}.rules") or name.startswith(f"{package}.bots"):
            assert _uses(name, PYGAME_SIDE) == [], name
        if name.startswith(f"{package}.rules"):
            assert _uses(name, (f"{package}.bots", f"{package}.screen")) == [], name
        if name.startswith(f"{package}.bots"):
            assert _uses(name, (f"{package}.screen",)) == [], name


def test_core_and_net_stay_below_the_app() -> None:
    for name in sorted(MODULES):
        if name.startswith("game.core"):
            assert _uses(name, (*PYGAME_SIDE, "game.net", "game.games")) == [], name
        if name.startswith("game.net"):
            assert _uses(name, PYGAME_SIDE) == [], name
