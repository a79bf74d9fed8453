"""The package's layout: imports among href's modules run one way (DESIGN: layers)."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "href"


def _imports() -> dict[str, set[str]]:
    """Each module's imports of other href modules, at any depth of its code.

    Imports under ``if TYPE_CHECKING:`` are for annotations only, no
    dependency at run time, and are left out.
    """
    graph: dict[str, set[str]] = {}
    modules = {f"href.{p.stem}" for p in SRC.glob("*.py")}
    for path in SRC.glob("*.py"):
        if path.stem == "__init__":
            continue  # the package re-exports: it sits on top of everything
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
                node.body = []
        found: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                if node.module == "href":
                    found.update(f"href.{alias.name}" for alias in node.names)
                elif node.module.startswith("href."):
                    found.add(node.module)
            elif isinstance(node, ast.Import):
                found.update(a.name for a in node.names if a.name.startswith("href."))
        graph[f"href.{path.stem}"] = found & modules
    return graph


def test_no_module_imports_its_way_back_to_itself() -> None:
    # Lazy imports inside functions count too: the base class once reached the
    # top type through the pydantic hook (_value -> _pydantic -> _url -> _value).
    graph = _imports()
    cycles: list[list[str]] = []

    def visit(module: str, path: list[str]) -> None:
        for imported in sorted(graph.get(module, ())):
            if imported in path:
                cycles.append([*path[path.index(imported) :], imported])
            elif imported not in done:
                visit(imported, [*path, imported])
        done.add(module)

    done: set[str] = set()
    for module in sorted(graph):
        if module not in done:
            visit(module, [module])
    assert not cycles, f"import cycles: {cycles}"
    assert "href._url" not in graph["href._pydantic"]
