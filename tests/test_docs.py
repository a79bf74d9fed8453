"""The documentation works: every example in docs/ and README.md runs, and Sphinx builds.

Python examples (``>>>``) run as doctests. Command-line examples, fenced as
``console`` (or ``text``) blocks of ``$ href ...`` lines each followed by its
output, run through the href command and must print that output.
"""

from __future__ import annotations

import contextlib
import doctest
import importlib.util
import io
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from href._cli import main

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PAGES = [ROOT / "README.md", *sorted(DOCS.rglob("*.md"))]


def _page_id(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def _doctest_text(text: str) -> str:
    """The page with each fence line blanked, so no fence reads as expected output.

    Line numbers stay those of the page, for doctest's messages.
    """
    return "".join(
        "\n" if line.lstrip().startswith("```") else line for line in text.splitlines(True)
    )


# The scale guide runs one example an engine: it needs the engines extra,
# which .ci/run's engine step installs (the dev extra leaves it out).
_ENGINES = ("pyarrow", "publicsuffixlist", "duckdb", "polars", "dask", "distributed", "pyspark")


@pytest.mark.parametrize("path", PAGES, ids=_page_id)
def test_python_examples_run(path: Path) -> None:
    if path.name == "scale.md":
        missing = [name for name in _ENGINES if importlib.util.find_spec(name) is None]
        if missing:
            pytest.skip(f"the engines extra is not installed (no {', '.join(missing)})")
    text = _doctest_text(path.read_text(encoding="utf-8"))
    test = doctest.DocTestParser().get_doctest(text, {}, path.name, str(path), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    output = io.StringIO()
    result = runner.run(test, out=output.write)
    assert result.failed == 0, output.getvalue()


# A console block, or a text block (where Pygments' console lexer would take
# output for a prompt) that starts with a "$ " command line.
_CONSOLE_BLOCK = re.compile(r"^```(?:console|text)\n(\$ .*?)^```", re.MULTILINE | re.DOTALL)


def _console_examples() -> list[object]:
    examples: list[object] = []
    for path in PAGES:
        text = path.read_text(encoding="utf-8")
        for block in _CONSOLE_BLOCK.findall(text):
            command: str | None = None
            output: list[str] = []
            for line in [*block.splitlines(), "$ "]:
                if line.startswith("$ "):
                    if command is not None:
                        examples.append(
                            pytest.param(
                                command,
                                "".join(f"{out}\n" for out in output),
                                id=f"{_page_id(path)}: {command}",
                            )
                        )
                    command, output = line[2:], []
                else:
                    output.append(line)
    return examples


@pytest.mark.parametrize(("command", "expected"), _console_examples())
def test_console_examples_print_what_they_show(
    command: str, expected: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    argv = shlex.split(command)
    assert argv[0] == "href", f"console examples run the href command, not {argv[0]!r}"
    monkeypatch.chdir(ROOT)  # examples name files from the top of the repository
    # One stream for both, as a terminal shows them: in the order they were written.
    terminal = io.StringIO()
    with contextlib.redirect_stdout(terminal), contextlib.redirect_stderr(terminal):
        main(argv[1:])
    assert terminal.getvalue() == expected


def test_console_examples_are_found() -> None:
    assert len(_console_examples()) >= 5


@pytest.mark.skipif(
    importlib.util.find_spec("sphinx") is None,
    reason="sphinx is not installed (pip install -e '.[dev]' installs it)",
)
def test_sphinx_builds_without_warnings(tmp_path: Path) -> None:
    result = subprocess.run(  # noqa: S603 - this interpreter, fixed arguments
        [
            sys.executable,
            "-m",
            "sphinx",
            "-W",
            "--keep-going",
            "-q",
            "-b",
            "html",
            "-d",
            str(tmp_path / "doctrees"),
            str(DOCS),
            str(tmp_path / "html"),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "html" / "reference" / "api.html").exists()
