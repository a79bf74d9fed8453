"""The package's layout: imports among href's modules run one way (DESIGN: layers)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "href"


def _imports() -> dict[str, set[str]]:
    """Each module's imports of other href modules, at any depth of its code.

    Imports under ``if TYPE_CHECKING:`` are for annotations only, no
    dependency at run time, and are left out.
    """
    graph: dict[str, set[str]] = {}
    paths = {_module(p): p for p in SRC.rglob("*.py")}
    modules = set(paths)
    for name, path in paths.items():
        if name == "href":
            continue  # the package re-exports: it sits on top of everything
        tree = _run_time_code(path)
        found: set[str] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                if node.module == "href" or node.module.startswith("href."):
                    for alias in node.names:
                        # ``from package import _submodule`` runs the submodule;
                        # any other name runs the module's (or package face's) code.
                        submodule = f"{node.module}.{alias.name}"
                        found.add(submodule if submodule in modules else node.module)
            elif isinstance(node, ast.Import):
                found.update(a.name for a in node.names if a.name.startswith("href."))
        graph[name] = found & modules
    return graph


def _run_time_code(path: Path) -> ast.Module:
    """The module's syntax tree without its ``if TYPE_CHECKING:`` blocks."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            node.body = []
    return tree


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every import circle in ``graph`` (module -> the modules it imports)."""
    cycles: list[list[str]] = []
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> None:
        for imported in sorted(graph.get(module, ())):
            if imported in path:
                cycles.append([*path[path.index(imported) :], imported])
            elif imported not in done:
                visit(imported, [*path, imported])
        done.add(module)

    for module in sorted(graph):
        if module not in done:
            visit(module, [module])
    return cycles


def _module(path: Path) -> str:
    parts = ["href", *path.relative_to(SRC).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def test_no_module_imports_its_way_back_to_itself() -> None:
    # Lazy imports inside functions count too: the base class once reached the
    # top type through the pydantic hook (_value -> _pydantic -> _url -> _value).
    graph = _imports()
    assert _cycles(graph) == []
    assert "href._url" not in graph["href._pydantic"]


# The scale layer (DESIGN: "At scale"): href.arrow, and the keys and domains
# it is built on. The core never imports it; only it and the command do.
_SCALE = ("href.arrow", "href.keys", "href.domains")


def _is_scale(module: str) -> bool:
    return any(module == top or module.startswith(f"{top}.") for top in _SCALE)


def test_the_core_never_imports_the_scale_layer() -> None:
    graph = _imports()
    assert "href.arrow._keys" in graph  # the walk reaches the subpackage
    offenders = {
        module: sorted(filter(_is_scale, imported))
        for module, imported in graph.items()
        if not _is_scale(module)
        and not module.startswith("href._cli")
        and any(map(_is_scale, imported))
    }
    assert offenders == {}


def test_import_href_pulls_no_optional_package() -> None:
    code = (
        "import sys, href, href.keys, href.domains; "
        "print(sorted(m for m in ('pyarrow', 'publicsuffixlist', 'surt', 'polars', 'duckdb',"
        " 'dask', 'pyspark') if m in sys.modules))"
    )
    result = subprocess.run(  # noqa: S603 - this interpreter, fixed code
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "[]"


BENCHMARKS = SRC.parents[1] / "benchmarks"


def test_no_benchmark_script_imports_its_way_back_to_itself() -> None:
    # The scripts import each other by bare name (benchmarks/ is on sys.path).
    scripts = {path.stem: path for path in BENCHMARKS.glob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in scripts.items():
        found: set[str] = set()
        for node in ast.walk(_run_time_code(path)):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                found.add(node.module.split(".")[0])
            elif isinstance(node, ast.Import):
                found.update(alias.name.split(".")[0] for alias in node.names)
        graph[name] = found & set(scripts)
    assert "bench_rows" in graph["bench"]  # the walk sees the scripts' imports
    assert _cycles(graph) == []


#: "No file past about 600 lines" (the project's standards), for code and tests alike.
MOST_LINES = 600


def test_no_module_is_past_600_lines() -> None:
    root = SRC.parents[1]
    long = {
        str(path.relative_to(root)): lines
        for folder in ("src", "tests", "benchmarks", "fuzz")
        for path in (root / folder).rglob("*.py")
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES
    }
    assert long == {}
