"""href.compat's annotations give callers the types typeshed gives for urllib.parse.

``assert_type`` is checked by mypy (``mypy --strict`` runs on the tests) and is a no-op
when the test runs, which then checks the values at run time too.
"""

from __future__ import annotations

from typing import assert_type

from href import compat


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
