"""href.compat's annotations give callers the types typeshed gives for urllib.parse.

``assert_type`` is checked by ``mypy --strict`` and by pyright in strict mode (the
README's test command runs both on this file) and is a no-op when the test runs,
which then checks the values at run time too. ``REFUSED`` holds what both checkers
must refuse, line by line (tests/typing_harness.py).
"""

from __future__ import annotations

from typing import assert_type

import pytest

from href import compat
from typing_harness import CHECKERS, Refused, Snippets


def test_text_in_text_out() -> None:
    split = compat.urlsplit("http://u@h:1/p?q#f")
    assert_type(split, compat.SplitResult)
    assert_type(split.netloc, str)
    assert_type(split.hostname, str | None)
    assert_type(split.port, int | None)
    assert_type(split.geturl(), str)
    assert_type(split.encode(), compat.SplitResultBytes)
    parsed = compat.urlparse("http://h/p;x")
    assert_type(parsed, compat.ParseResult)
    assert_type(parsed.params, str)
    assert_type(compat.urldefrag("a#b"), compat.DefragResult)
    assert_type(compat.urljoin("http://a/b", "c"), str)
    assert_type(compat.urlunsplit(split), str)
    assert_type(compat.parse_qs("a=1"), dict[str, list[str]])
    assert_type(compat.parse_qsl("a=1"), list[tuple[str, str]])
    assert (split.port, parsed.params) == (1, "x")


def test_bytes_in_bytes_out() -> None:
    split = compat.urlsplit(b"http://u@h:1/p?q#f")
    assert_type(split, compat.SplitResultBytes)
    assert_type(split.hostname, bytes | None)
    assert_type(split.geturl(), bytes)
    assert_type(split.decode(), compat.SplitResult)
    assert_type(compat.urlparse(b"//h/p"), compat.ParseResultBytes)
    assert_type(compat.urldefrag(b"a#b"), compat.DefragResultBytes)
    assert_type(compat.urljoin(b"http://a/b", b"c"), bytes)
    assert_type(compat.parse_qsl(b"a=1"), list[tuple[bytes, bytes]])
    assert split.hostname == b"h"


def test_quoting_returns_text() -> None:
    assert_type(compat.quote("a b"), str)
    assert_type(compat.quote(b"a b"), str)
    assert_type(compat.quote_plus("a b", safe=b"/"), str)
    assert_type(compat.quote_from_bytes(bytearray(b"a")), str)
    assert_type(compat.unquote(b"a%20b"), str)
    assert_type(compat.unquote_to_bytes("a%20b"), bytes)
    assert_type(compat.urlencode({"a": 1, "b": [2, 3]}, doseq=True), str)
    assert_type(compat.urlencode([("a", b"x")]), str)
    assert compat.urlencode({"a": 1, "b": [2, 3]}, doseq=True) == "a=1&b=2&b=3"


def test_the_deprecated_helpers_and_the_scheme_lists_have_their_types() -> None:
    with pytest.deprecated_call():
        assert_type(compat.splitnport("h:1", defport=2), tuple[str, int | None])
    with pytest.deprecated_call():
        assert_type(compat.splitattr("/p;a=1"), tuple[str, list[str]])
    assert_type(compat.unwrap("<URL:http://h/>"), str)
    assert_type(compat.uses_relative, list[str])
    assert_type(compat.uses_netloc, list[str])
    assert "https" in compat.uses_relative


# Each statement, and the codes mypy and pyright refuse it with. text() takes a
# str, so passing it what bytes in gives says "bytes out, not text".
REFUSED: Refused = {
    "mixed-join": ('compat.urljoin("http://a/", b"b")', "type-var", "reportArgumentType"),
    "int-url": ("compat.urlsplit(1)", "call-overload", "reportCallIssue"),
    "mixed-parts": (
        'compat.urlunsplit(("http", "h", "/", "", b""))',
        "arg-type",
        "reportCallIssue",
    ),
    "int-quote": ("compat.quote(1)", "call-overload", "reportCallIssue"),
    "bytes-out-split": (
        'text(compat.urlsplit(b"http://h/").netloc)',
        "arg-type",
        "reportArgumentType",
    ),
    "bytes-out-join": (
        'text(compat.urljoin(b"http://a/", b"b"))',
        "arg-type",
        "reportArgumentType",
    ),
    "bytes-out-qs": ('text(compat.parse_qsl(b"a=1")[0][0])', "arg-type", "reportArgumentType"),
    "bytes-out-unquote": ('text(compat.unquote_to_bytes("a"))', "arg-type", "reportArgumentType"),
    "read-only-result": (
        'compat.urlsplit("http://h/").netloc = "x"',
        "misc",
        "reportAttributeAccessIssue",
    ),
    "str-port": ('compat.splitnport("h:1", defport="80")', "arg-type", "reportArgumentType"),
    "bytes-scheme": ('compat.uses_relative.append(b"x")', "arg-type", "reportArgumentType"),
    "str-doseq": ('compat.urlencode({"a": 1}, doseq="yes")', "arg-type", "reportArgumentType"),
}
SNIPPETS = Snippets(
    __name__, ["from href import compat", "def text(value: str) -> None: ..."], REFUSED
)


@pytest.mark.parametrize("checker", CHECKERS)
@pytest.mark.parametrize("key", REFUSED)
def test_each_checker_refuses_the_statement(checker: str, key: str) -> None:
    assert SNIPPETS.reason(checker, key) in SNIPPETS.codes(checker, key)


@pytest.mark.parametrize("checker", CHECKERS)
def test_each_checker_refuses_nothing_else(checker: str) -> None:
    assert SNIPPETS.refused_lines(checker) == SNIPPETS.expected_lines()
