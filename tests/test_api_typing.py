"""The public API's types say what its values are, to mypy and to pyright alike.

This module's code is type-checked by ``mypy --strict`` and by pyright in strict
mode (the README's test command runs both on it) and runs here, so what it
shows type-checks and holds: the views compare with the ``str`` they are written
as, ``URL.build`` and ``href.whatwg.parse`` give a ``URL`` (of the subclass
asked for), a pydantic field of href's types is a ``URL``. ``REFUSED`` holds
what both checkers must refuse, line by line (tests/typing_harness.py).
"""

from __future__ import annotations

from typing import assert_type

import pytest
from pydantic import BaseModel

from href import URL, DataURL, Host, Path, Query, whatwg
from href.pydantic import AbsoluteURL, HttpURL
from typing_harness import CHECKERS, Refused, Snippets


def test_views_compare_with_the_str_they_are_written_as() -> None:
    url = URL("https://Example.COM/a%20b?q=1")
    assert_type(url.host, Host | None)
    assert_type(url.path, Path)
    assert_type(url.query, Query)
    assert_type(url.port, int | None)
    allowed = {"example.com", "example.org"}
    # The allow-list check users write: a Host equals its lower-case name.
    assert url.host in allowed
    assert url.host == "example.com"
    assert url.path == "/a%20b"
    assert url.query == "q=1"
    assert Host("EXAMPLE.com") != "example.org"
    assert hash(Path("/x")) == hash("/x")


def test_build_is_keyword_only_and_gives_the_subclass() -> None:
    class APIURL(URL):
        pass

    url = URL.build(scheme="https", host="h", path="/a", query={"flag": None, "n": 2})
    assert_type(url, URL)
    assert str(url) == "https://h/a?flag&n=2"
    api = APIURL.build(scheme="https", host="h")
    assert_type(api, APIURL)
    assert_type(api / "v1", APIURL)
    assert type(api.with_port(8443)) is APIURL


def test_whatwg_gives_urls() -> None:
    assert_type(whatwg.parse("HTTP://h/a/../b"), URL)
    assert_type(whatwg.parse("c", base=URL("http://h/a/b")), URL)
    assert_type(whatwg.can_parse("http://h/"), bool)
    assert whatwg.parse("HTTP://h/a/../b") == URL("http://h/b")


class Hook(BaseModel):
    target: HttpURL
    base: AbsoluteURL
    any: URL


def test_pydantic_fields_are_urls() -> None:
    hook = Hook.model_validate({"target": "https://h/x", "base": "urn:a", "any": ""})
    assert_type(hook.target, URL)
    assert_type(hook.base, URL)
    assert_type(hook.any, URL)
    assert hook.target == URL("https://h/x")
    # The model's __init__ is typed by its fields: a URL type-checks.
    assert Hook(target=URL("https://h/"), base=URL("a:b"), any=URL("")).any == URL("")


def test_data_urls_read_as_data_url_and_write_the_subclass() -> None:
    class APIURL(URL):
        pass

    data = URL("data:text/plain;charset=UTF-8,x").data()
    assert_type(data, DataURL)
    assert_type(data.body, bytes)
    assert_type(data.parameters, tuple[tuple[str, str], ...])
    assert_type(data.charset, str | None)
    assert_type(APIURL.from_data(b"x", "text/plain"), APIURL)
    assert data == DataURL("text/plain", (("charset", "UTF-8"),), b"x")


# Each statement, and the codes mypy and pyright refuse it with.
REFUSED: Refused = {
    # URL.build is overloaded (a query mapping, or the rest): mypy says no
    # overload takes the call.
    "build-positional": ('URL.build("https", "h")', "call-overload", "reportCallIssue"),
    "build-bytes-host": ('URL.build(host=b"h")', "call-overload", "reportArgumentType"),
    "url-from-bytes": ('URL(b"http://h/")', "arg-type", "reportArgumentType"),
    "port-as-str": ('URL("http://h/").with_port("80")', "arg-type", "reportArgumentType"),
    "segment-int": ('_ = URL("http://h/") / 1', "operator", "reportOperatorIssue"),
    "host-assigned": ('URL("http://h/").host = Host("x")', "misc", "reportAttributeAccessIssue"),
    # A URL compares by its text and never equals a str; its views do.
    "url-equals-str": (
        '_ = URL("http://h/") == "http://h/"',
        "comparison-overlap",
        "reportUnnecessaryComparison",
    ),
    "whatwg-bytes": ('whatwg.parse(b"http://h/")', "arg-type", "reportArgumentType"),
    # A data: URL's body is bytes: text is encoded with its charset named.
    "from-data-str": ('URL.from_data("x", "text/plain")', "arg-type", "reportArgumentType"),
    "data-base64-positional": ('URL.from_data(b"x", "", True)', "call-arg", "reportCallIssue"),
    # pydantic converts a str at run time, but its model's __init__ is typed by
    # the field: text goes through model_validate() (or TypeAdapter).
    "pydantic-str": (
        'Hook(target="https://h/", base=URL("a:b"), any=URL(""))',
        "arg-type",
        "reportArgumentType",
    ),
}
SNIPPETS = Snippets(
    __name__,
    [
        "from pydantic import BaseModel",
        "from href import URL, Host, whatwg",
        "from href.pydantic import AbsoluteURL, HttpURL",
        "class Hook(BaseModel):",
        "    target: HttpURL",
        "    base: AbsoluteURL",
        "    any: URL",
    ],
    REFUSED,
)


@pytest.mark.parametrize("checker", CHECKERS)
@pytest.mark.parametrize("key", REFUSED)
def test_each_checker_refuses_the_statement(checker: str, key: str) -> None:
    assert SNIPPETS.reason(checker, key) in SNIPPETS.codes(checker, key)


@pytest.mark.parametrize("checker", CHECKERS)
def test_each_checker_refuses_nothing_else(checker: str) -> None:
    assert SNIPPETS.refused_lines(checker) == SNIPPETS.expected_lines()
