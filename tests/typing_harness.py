"""Give code to ``mypy --strict`` and to strict pyright; say what each refuses, line by line.

A typing test module writes the statements the annotations must refuse into
a ``Snippets`` file at import. The first test that asks checks every such file
of the run at once, one mypy run and one pyright run in all, and each test
then reads the codes one checker gave one line: a refusal is asserted per
call and per checker, with the reason each checker gives, not as "some error".

What must type-check is the typing test modules' own code: the README's test
command runs ``mypy --strict`` and pyright (strict for ``tests/test_*_typing.py``,
``[tool.pyright]`` in pyproject.toml) over it.
"""

from __future__ import annotations

import functools
import json
import re
import subprocess
import sys
import tempfile
from collections.abc import Mapping
from pathlib import Path

import mypy.api

__all__ = ["CHECKERS", "Module", "Refused", "Snippets"]

CHECKERS = ("mypy", "pyright")

# Every Snippets file of the run, by name: written and checked on first use.
_FILES: dict[str, str] = {}

_MYPY_ERROR = re.compile(r"^(?P<file>[^:]+\.py):(?P<line>\d+): error: .*\[(?P<code>[a-z-]+)\]$")


#: A refused line by its key: the statement, and the error code mypy gives it
#: and the rule pyright gives it (the reason each refuses it for).
Refused = Mapping[str, tuple[str, str, str]]


class Snippets:
    """A file of a header and one refused statement a line, checked by both checkers."""

    def __init__(self, name: str, header: list[str], refused: Refused) -> None:
        """Lay out the file (the header, then one statement a line) and register it."""
        self.name = name
        self._refused = refused
        # 1-based, as both checkers count.
        self._lines = {key: len(header) + index + 1 for index, key in enumerate(refused)}
        body = [f"{statement}  # {key}" for key, (statement, _, _) in refused.items()]
        _FILES[name] = "\n".join([*header, *body]) + "\n"

    def codes(self, checker: str, key: str) -> set[str]:
        """The error codes ``checker`` gives the line of ``key``."""
        return _diagnostics()[checker].get(self.name, {}).get(self._lines[key], set())

    def reason(self, checker: str, key: str) -> str:
        """The error code ``checker`` must give the line of ``key``."""
        _, mypy_code, pyright_rule = self._refused[key]
        return mypy_code if checker == "mypy" else pyright_rule

    def refused_lines(self, checker: str) -> set[int]:
        """Every line of the file that ``checker`` refuses."""
        return set(_diagnostics()[checker].get(self.name, {}))

    def expected_lines(self) -> set[int]:
        """The lines of the refused statements (the header must pass)."""
        return set(self._lines.values())


class Module:
    """A whole module of code that both checkers must take, checked with the Snippets files."""

    def __init__(self, name: str, source: str) -> None:
        """Register ``source`` under ``name`` (a dotted name, unique in the run)."""
        self.name = name
        _FILES[name] = source

    def refused(self, checker: str) -> dict[int, set[str]]:
        """Each line ``checker`` refuses, with the codes it gives (1-based lines)."""
        return _diagnostics()[checker].get(self.name, {})


# checker -> file name -> line -> error codes
_Diagnostics = dict[str, dict[str, dict[int, set[str]]]]


@functools.cache
def _diagnostics() -> _Diagnostics:
    with tempfile.TemporaryDirectory(prefix="href-typing-") as folder:
        root = Path(folder)
        paths = []
        for name, source in _FILES.items():
            path = root / f"{name.replace('.', '_')}_snippets.py"
            path.write_text(source, encoding="utf-8")
            paths.append(path)
        by_path = {str(path): name for path, name in zip(paths, _FILES, strict=True)}
        return {"mypy": _mypy(root, by_path), "pyright": _pyright(root, by_path)}


def _mypy(root: Path, by_path: dict[str, str]) -> dict[str, dict[int, set[str]]]:
    # The project's own configuration (strict, warn_unused_ignores), as users' strict code.
    out, err, status = mypy.api.run(
        ["--strict", "--no-incremental", "--cache-dir", str(root / ".mypy_cache"), *by_path]
    )
    assert status in {0, 1}, out + err
    found: dict[str, dict[int, set[str]]] = {}
    for line in out.splitlines():
        if match := _MYPY_ERROR.match(line):
            lines = found.setdefault(by_path[match["file"]], {})
            lines.setdefault(int(match["line"]), set()).add(match["code"])
    return found


def _pyright(root: Path, by_path: dict[str, str]) -> dict[str, dict[int, set[str]]]:
    config = root / "pyrightconfig.json"
    config.write_text(json.dumps({"typeCheckingMode": "strict"}), encoding="utf-8")
    command = [sys.executable, "-m", "pyright", "--outputjson", "--pythonpath", sys.executable]
    run = subprocess.run(  # noqa: S603 - this interpreter's own pyright, on our own files
        [*command, "--project", str(config), *by_path],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode in {0, 1}, run.stdout + run.stderr
    found: dict[str, dict[int, set[str]]] = {}
    for diagnostic in json.loads(run.stdout)["generalDiagnostics"]:
        if diagnostic["severity"] == "error":
            lines = found.setdefault(by_path[diagnostic["file"]], {})
            line = diagnostic["range"]["start"]["line"] + 1  # pyright counts from 0
            lines.setdefault(line, set()).add(diagnostic.get("rule", "error"))
    return found
