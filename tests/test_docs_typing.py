"""Every Python example in docs/ and README.md type-checks as a user writes it.

Each page's ``>>>`` examples (found as tests/test_docs.py finds them, which
runs them) become one module, checked by ``mypy --strict`` and by strict
pyright (tests/typing_harness.py): a reader who copies an example into
type-checked code gets no error. An example's value is shown, not used, so
pyright's unused-expression rule is off for these modules, and nothing else.
"""

from __future__ import annotations

import doctest
import importlib.util
import re

import pytest

from test_docs import PAGES, ROOT, doctest_text
from typing_harness import CHECKERS, Module

# The one rule off: a doctest shows an expression's value by leaving it unused.
_HEADER = "# pyright: reportUnusedExpression=false\n"


def _module(page: str) -> tuple[str, dict[int, str]]:
    """The page's examples as one module, and each module line's page line and source."""
    text = doctest_text((ROOT / page).read_text(encoding="utf-8"))
    lines = [_HEADER]
    where: dict[int, str] = {}
    for example in doctest.DocTestParser().get_examples(text, page):
        for offset, line in enumerate(example.source.splitlines()):
            lines.append(line + "\n")
            where[len(lines)] = f"{page}:{example.lineno + offset + 1}: {line}"
    return "".join(lines), where


_PAGES = [path.relative_to(ROOT).as_posix() for path in PAGES]
_MODULES = {
    page: (Module(f"docs.{index}", _module(page)[0]), _module(page)[1])
    for index, page in enumerate(_PAGES)
}

# What the checkers refuse today outside the query examples, by page and line
# (as written), and why: when a page's refusal goes, so does its line here.
# A URL's host is ``Host | None``: these examples read it on URLs they know
# have one, where typed code first checks for None.
_OPTIONAL_HOST = "the example's URL has a host"
# An example function written without annotations, for brevity.
_UNANNOTATED = "an unannotated example function"
# pydantic converts a str at run time, but its model's __init__ is typed by the
# field (tests/test_api_typing.py, "pydantic-str").
_PYDANTIC_INIT = "a pydantic model's __init__ typed by its fields"
# The one query builder's call known to be refused: the property test passes
# on the value hypothesis gave it, unannotated.
_PASSED_ON = '    url = URL("https://example.com").with_path(path).with_query(str(query))'
# The example shows the error a wrong argument gets.
_WRONG_ON_PURPOSE = "a wrong type, to show its error"
# yarl is in the test extra, not in dev: pyright finds no module.
_NOT_INSTALLED = "yarl, not installed by the dev extra"
# pyarrow ships no types (pyproject.toml's mypy override says so for mypy).
_UNTYPED_PYARROW = "pyarrow, which ships no types"
KNOWN: dict[str, dict[str, str]] = {
    "README.md": {
        'url.host.kind, url.path.segments, url.query["page"]': _OPTIONAL_HOST,
        "import pyarrow as pa": _UNTYPED_PYARROW,
        'arrow.normalize(pa.array(["HTTP://www.Example.com/a/?utm_source=x&b=1#top", '
        '"http://h:x/"]),': _UNTYPED_PYARROW,
    },
    "docs/index.md": {'url.host.kind, url.path.segments, url.query["page"]': _OPTIONAL_HOST},
    "docs/tutorial.md": {"url.host, url.host.kind": _OPTIONAL_HOST},
    "docs/howto/iri.md": {
        "iri.host.ascii, iri.host.unicode": _OPTIONAL_HOST,
        'URL("http://xn--ls8h.la/").host.unicode': _OPTIONAL_HOST,
    },
    "docs/security.md": {
        'URL("http://0x7f.1/admin").host.address': _OPTIONAL_HOST,
        'URL("http://2130706433/").host.address.is_loopback': _OPTIONAL_HOST,
        'URL("http://１２７．０．０．１/").host.address': _OPTIONAL_HOST,
    },
    "docs/howto/pydantic.md": {
        'hook = Webhook(target="https://example.com/hooks/1?token=abc")': _PYDANTIC_INIT,
        'Service(endpoint="https://api.example.com/v1").endpoint': _PYDANTIC_INIT,
        '    Service(endpoint="api.example.com/v1")': _PYDANTIC_INIT,
        '    Webhook(target="https://example.com:99999/")': _PYDANTIC_INIT,
    },
    "docs/howto/property-tests.md": {
        # hypothesis gives the test function's arguments, unannotated (so pyright
        # finds the names imported to annotate them unused).
        "from href import HostKind, Path, Query": _UNANNOTATED,
        "def test_parts(host, path, query) -> None:": _UNANNOTATED,
        "    assert host.kind in (HostKind.IPV4, HostKind.IPV6)": _UNANNOTATED,
        "    assert Path(str(path)) == path and path.is_absolute()": _UNANNOTATED,
        _PASSED_ON: _UNANNOTATED,
    },
    "docs/howto/whatwg.md": {
        "def both(text, base=None):": _UNANNOTATED,
        "        rfc = str(URL(text).normalize() if base is None else URL(base).join(text))": (
            _UNANNOTATED
        ),
        "    return rfc, str(whatwg.parse(text, base))": _UNANNOTATED,
        'both("http://0x7f.1/")  # a browser reads hex, octal and short IPv4 forms': _UNANNOTATED,
        r'both("https://example.com\\evil")  # "\" is "/" in http(s), ws(s), ftp and file URLs': (
            _UNANNOTATED
        ),
        r'both("/\\evil.example/", "https://good.example/")  # so "/\" starts an authority': (
            _UNANNOTATED
        ),
        'both("http://h/a/%2e%2E/b")  # both resolve dot segments, escaped or not': _UNANNOTATED,
        'both("http://[::FFFF:1.2.3.4]/")  # IPv6 in RFC 5952\'s form, both ways': _UNANNOTATED,
        'both("file:///C|/x")  # a Windows drive letter': _UNANNOTATED,
        "def safe_redirect(location, page):": _UNANNOTATED,
        "    url = whatwg.parse(location, page)": _UNANNOTATED,
        "    if url.host.address is not None and not url.host.address.is_global:": _OPTIONAL_HOST,
        '        raise ValueError(f"refused redirect to {location!r}: {url.host.address}")': (
            _OPTIONAL_HOST
        ),
        '    if url.host.ascii not in ("good.example", "www.good.example"):': _OPTIONAL_HOST,
        'safe_redirect("/account", "https://good.example/login")': _UNANNOTATED,
        r'safe_redirect("/\\evil.example/", "https://good.example/login")': _UNANNOTATED,
        'safe_redirect("http://0x7f.1/admin", "https://good.example/login")': _UNANNOTATED,
    },
    "docs/howto/everyday.md": {
        "urllib.request.urlopen(url)": _WRONG_ON_PURPOSE,
        "import yarl  # doctest: +SKIP": _NOT_INSTALLED,
        'URL(yarl.URL("https://example.com/a?b=1"))  # doctest: +SKIP': _WRONG_ON_PURPOSE,
        'URL(str(yarl.URL("https://example.com/a?b=1")))  # doctest: +SKIP': _NOT_INSTALLED,
    },
    "docs/howto/data-urls.md": {'URL.from_data("x", "text/plain")': _WRONG_ON_PURPOSE},
    "docs/migration-yarl.md": {
        "def is_default_port(url):": _UNANNOTATED,
        "    return url.port is None or url.port == url.with_port(None).effective_port": (
            _UNANNOTATED
        ),
        "[is_default_port(URL(text)) for text in "
        '("http://h:80/", "http://h/", "http://h:8080/")]': (_UNANNOTATED),
    },
    "docs/migration.md": {
        # Two result classes, whose == is a tuple's: mypy calls them disjoint.
        "href.compat.urlparse(url) == urllib.parse.urlparse(url)": "two tuples' classes",
        "from href import InvalidURL": "imported for the next example's reader",
    },
}
# A query builder's call, which must type-check as written wherever it is.
_QUERY_BUILDER = re.compile(r"with_query|update_query|extend_query|query=| % [{\[(]")


def _refused(checker: str, page: str) -> set[str]:
    module, where = _MODULES[page]
    return {where[line].partition(": ")[2] for line in module.refused(checker)}


def test_the_pages_have_examples_to_check() -> None:
    assert sum(len(where) for _, where in _MODULES.values()) > 100
    assert sum("with_query" in line for _, where in _MODULES.values() for line in where.values())
    assert set(KNOWN) <= set(_MODULES)


@pytest.mark.parametrize("checker", CHECKERS)
@pytest.mark.parametrize("page", _PAGES)
def test_every_example_type_checks(checker: str, page: str) -> None:
    if page == "docs/howto/scale.md":
        # Its examples drive DuckDB, Polars, Dask and Spark, which the dev
        # extra leaves out (test_docs.py runs them where they are installed).
        pytest.skip("docs/howto/scale.md needs the engines extra, which dev leaves out")
    # Each refusal is a known one (none of a query builder's call, but where
    # the unannotated property test passes its argument on), for its reason.
    assert _refused(checker, page) - set(KNOWN.get(page, {})) == set()


@pytest.mark.parametrize("page", KNOWN)
def test_each_known_refusal_still_happens(page: str) -> None:
    refused = _refused("mypy", page) | _refused("pyright", page)
    # Where yarl is installed (the test and bench extras), its lines type-check.
    yarl_installed = importlib.util.find_spec("yarl") is not None
    expected = {
        line for line, why in KNOWN[page].items() if not (why == _NOT_INSTALLED and yarl_installed)
    }
    assert expected - refused == set()


def test_no_query_builder_call_is_known_to_be_refused() -> None:
    known = {line for lines in KNOWN.values() for line in lines if _QUERY_BUILDER.search(line)}
    assert known == {_PASSED_ON}
