"""The documentation works: every example in docs/ and README.md runs, Sphinx builds,
and the API reference has an entry for every public name.

Python examples (``>>>``) run as doctests. Command-line examples, fenced as
``console`` (or ``text``) blocks of ``$ href ...`` lines each followed by its
output, run through the href command and must print that output.
"""

from __future__ import annotations

import contextlib
import doctest
import importlib.util
import inspect
import io
import re
import shlex
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

from href._cli import main

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PAGES = [ROOT / "README.md", *sorted(DOCS.rglob("*.md"))]
# The reference's own examples (reStructuredText) run as doctests too.
DOCTEST_PAGES = [*PAGES, *sorted(DOCS.rglob("*.rst"))]


def _page_id(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def doctest_text(text: str) -> str:
    """The page with each fence line blanked, so no fence reads as expected output.

    Line numbers stay those of the page, for doctest's messages.
    """
    return "".join(
        "\n" if line.lstrip().startswith("```") else line for line in text.splitlines(True)
    )


# The scale guide runs one example an engine: it needs the engines extra,
# which .ci/run's engine step installs (the dev extra leaves it out).
_ENGINES = ("pyarrow", "publicsuffixlist", "duckdb", "polars", "dask", "distributed", "pyspark")


@pytest.mark.parametrize("path", DOCTEST_PAGES, ids=_page_id)
def test_python_examples_run(path: Path) -> None:
    if path.name == "scale.md":
        missing = [name for name in _ENGINES if importlib.util.find_spec(name) is None]
        if missing:
            pytest.skip(f"the engines extra is not installed (no {', '.join(missing)})")
    text = doctest_text(path.read_text(encoding="utf-8"))
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


# The everyday questions of issue 20 and the how-to heading that answers each,
# with a running example (a ">>>" line) before the next heading.
QUESTIONS = [
    pytest.param("everyday.md", "Resolve a link", "whatwg.parse(", id="html-links"),
    pytest.param("recipes.md", "Sort a query", ">>>", id="sort-query"),
    pytest.param("recipes.md", "The decoded path as one string", ">>>", id="decoded-path"),
    pytest.param("recipes.md", "`host:port`, for a `Host` header", ">>>", id="host-port"),
    pytest.param("recipes.md", "The query as a dict, and as a multi-dict", ">>>", id="dict"),
    pytest.param("recipes.md", "Remove parameters by prefix (`utm_*`)", ">>>", id="prefix"),
    pytest.param("recipes.md", "Add or remove a trailing slash", ">>>", id="trailing-slash"),
    pytest.param("recipes.md", "Redact secrets before logging", ">>>", id="redact"),
    pytest.param("recipes.md", "URI templates (RFC 6570)", "uritemplate", id="uri-templates"),
    pytest.param("recipes.md", "FastAPI and pydantic-settings", "BaseSettings", id="fastapi"),
    pytest.param("normalize.md", "De-duplicate URLs (a crawler's key)", ">>>", id="dedupe"),
]


@pytest.mark.parametrize(("page", "heading", "shows"), QUESTIONS)
def test_the_how_to_pages_answer_everyday_questions(page: str, heading: str, shows: str) -> None:
    text = (DOCS / "howto" / page).read_text(encoding="utf-8")
    assert f"\n## {heading}\n" in text
    section = text.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]
    assert ">>> " in section
    assert shows in section


def test_console_examples_are_found() -> None:
    assert len(_console_examples()) >= 5


_NEEDS_SPHINX = pytest.mark.skipif(
    importlib.util.find_spec("sphinx") is None,
    reason="sphinx is not installed (pip install -e '.[dev]' installs it)",
)


@pytest.fixture(scope="module")
def sphinx_build(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """Build the docs once for this module: the HTML folder and Sphinx's stderr."""
    out = tmp_path_factory.mktemp("docs")
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
            str(out / "doctrees"),
            str(DOCS),
            str(out / "html"),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return out / "html", result.stderr


@_NEEDS_SPHINX
def test_sphinx_builds_without_warnings(sphinx_build: tuple[Path, str]) -> None:
    html, _ = sphinx_build
    assert (html / "reference" / "api.html").exists()


def _inventory(html: Path) -> dict[str, str]:
    """Sphinx's objects.inv: each documented Python name and its role (``py:method``)."""
    data = (html / "objects.inv").read_bytes()
    # Four header lines, then zlib: "name domain:role priority uri display name".
    body = zlib.decompress(data.split(b"\n", 4)[4]).decode("utf-8")
    entries = (line.split(" ", 2) for line in body.splitlines())
    return {name: role for name, role, _ in entries if role.startswith("py:")}


def _defined_in_href(cls: type, name: str) -> bool:
    """Whether ``cls.name`` comes from href's code (not object, Enum or ValueError)."""
    owner = next(klass for klass in cls.__mro__ if name in vars(klass))
    return owner.__module__.startswith("href")


def _public_names() -> list[str]:
    """Every name a user of href reaches without an underscore.

    href's classes, functions and their public members, href.whatwg's and
    href.strategies' functions, href.pydantic's field types. href.compat is
    urllib.parse's API, documented by Python's reference (and its page,
    docs/migration.md), and tests/test_compat.py holds it to that.
    """
    import href  # noqa: PLC0415 - the package under test, after collection
    import href.pattern  # noqa: PLC0415
    import href.pydantic  # noqa: PLC0415
    import href.strategies  # noqa: PLC0415
    import href.templates  # noqa: PLC0415
    import href.whatwg  # noqa: PLC0415

    names: list[str] = []
    for module in (
        href,
        href.whatwg,
        href.templates,
        href.pattern,
        href.strategies,
        href.pydantic,
    ):
        for name in module.__all__:
            value = getattr(module, name)
            names.append(f"{module.__name__}.{name}")
            if inspect.isclass(value):
                names += [
                    f"{module.__name__}.{name}.{member}"
                    for member in dir(value)
                    if not member.startswith("_") and _defined_in_href(value, member)
                ]
    return names


@_NEEDS_SPHINX
def test_every_public_name_has_a_reference_entry(sphinx_build: tuple[Path, str]) -> None:
    html, _ = sphinx_build
    documented = _inventory(html)
    missing = [name for name in _public_names() if name not in documented]
    assert not missing, f"docs/reference/api.rst has no entry for {missing}"


@_NEEDS_SPHINX
def test_the_reference_shows_each_name_as_what_it_is(sphinx_build: tuple[Path, str]) -> None:
    documented = _inventory(sphinx_build[0])
    # A method is called: is_absolute() is pathlib's method, not a property.
    assert documented["href.Path.is_absolute"] == "py:method"
    assert documented["href.Path.decoded"] == "py:property"
    assert documented["href.Host.canonical"] == "py:property"
    assert documented["href.URL.with_path"] == "py:method"


def test_public_names_are_found() -> None:
    names = _public_names()
    assert {"href.URL.with_path", "href.Path.decoded", "href.whatwg.parse"} <= set(names)
    # Not what href inherits: ValueError's args, Enum's name.
    assert "href.InvalidURL.args" not in names
    assert "href.HostKind.name" not in names
