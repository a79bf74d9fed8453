"""The linear-time cases of href.compat, urllib.parse's names (see linear_time_harness).

Splitting, joining and unsplitting, percent-encoding and decoding, and the
query string functions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from href import compat
from linear_time_harness import ALL_PLACES, DOTS, ESCAPES, Case, Op, _case, _grid, _run, _runs


def _query_string_cases(name: str, function: Callable[..., object]) -> Iterator[Case]:
    units = ("amp-eq", "eq", "amp", "semicolon", "pct", "plus", "pct41")
    yield from _runs(name, function, (), units)
    yield from _runs(f"{name}-blank", lambda text: function(text, True), (), units)
    yield from _runs(
        f"{name}-strict",
        lambda text: function(text, strict_parsing=True),
        (ValueError,),
        ("amp-eq", "amp", "eq"),
    )
    yield from _runs(
        f"{name}-max_num_fields",
        lambda text: function(text, max_num_fields=10),
        (ValueError,),
        ("amp-eq", "amp"),
    )
    yield from _runs(
        f"{name}-bytes",
        lambda text: function(text.encode("utf-8")),
        (UnicodeError,),
        ("amp-eq", "pct41", "non-ascii"),
    )


def _compat_cases() -> Iterator[Case]:
    splitting = (
        "lbracket",
        "lbracket-colons",
        "colon",
        "at",
        "qmark",
        "hash",
        "tab-newline",
        "non-ascii",
    )
    rejects: tuple[type[Exception], ...] = (ValueError,)
    yield from _grid("urlsplit", compat.urlsplit, rejects, ALL_PLACES, splitting)
    yield from _grid(
        "urlsplit-bytes",
        lambda t: compat.urlsplit(t.encode("utf-8")),
        (ValueError,),
        ("userinfo", "host", "path"),
        ("lbracket", "colon", "tab-newline"),
    )
    yield from _grid(
        "urlparse",
        compat.urlparse,
        rejects,
        ("path", "query", "userinfo", "host"),
        ("semicolon", "slashes", "colon", "lbracket"),
    )
    yield from _grid(
        "urldefrag",
        compat.urldefrag,
        rejects,
        ("path", "query", "fragment"),
        ("hash", "qmark", "semicolon", "tab-newline"),
    )
    yield from _grid(
        "urljoin-reference",
        lambda t: compat.urljoin("http://h/a/b;p?q#f", t),
        rejects,
        ("path",),
        (*DOTS, "semicolon", "tab-newline", "colon"),
    )
    yield from _grid(
        "urljoin-reference",
        lambda t: compat.urljoin("http://h/a/b;p?q#f", t),
        rejects,
        ("query", "fragment", "scheme", "userinfo"),
        ("dotdot-seg", "tab-newline", "colon"),
    )
    yield from _grid(
        "urljoin-base",
        lambda t: compat.urljoin(t, "../g;x?y#z"),
        rejects,
        ("path", "userinfo"),
        ("dotdot-seg", "slashes", "semicolon", "tab-newline"),
    )

    def urljoin_climbing(size: int) -> Op:
        base = "http://h/" + "a/" * (size // 2)
        reference = "../" * (size // 3) + "g"
        return lambda: compat.urljoin(base, reference)

    yield _case("urljoin-long-base-climbing-reference", urljoin_climbing, ValueError)

    def urljoin_empty_segments(size: int) -> Op:
        base = "http://h/a/b"
        reference = "g" + "//" * (size // 2) + "../."
        return lambda: compat.urljoin(base, reference)

    yield _case("urljoin-empty-segments", urljoin_empty_segments, ValueError)

    for function in (compat.urlunsplit, compat.urlunparse):
        width = 5 if function is compat.urlunsplit else 6
        for index in range(width):

            def unsplit(
                size: int,
                function: Callable[..., object] = function,
                index: int = index,
                width: int = width,
            ) -> Op:
                parts = ["http", "h", "/p", "q", "f", "x"][:width]
                parts[index] = _run("slashes" if index == 2 else "colon", size)
                return lambda: function(parts)

            yield _case(f"{function.__name__}-long-part-{index}", unsplit)

    # Encoding: what is kept, what is escaped, what becomes several bytes or "+".
    quoting = ("pct", "non-ascii", "space", "slashes", "amp-eq")
    yield from _runs("quote", compat.quote, (), quoting)
    yield from _runs("quote_plus", compat.quote_plus, (), quoting)
    yield from _runs(
        "quote_from_bytes", lambda t: compat.quote_from_bytes(t.encode("utf-8")), (), quoting
    )
    # Decoding: broken escapes, escapes of ASCII, of UTF-8 and of no UTF-8, and
    # escapes mixed with text that is not ASCII (decoded run by run).
    yield from _runs(
        "unquote", compat.unquote, (), (*ESCAPES, "non-ascii", "bidi-escapes", "plus")
    )
    yield from _runs("unquote_plus", compat.unquote_plus, (), ("plus", "pct41", "non-ascii"))
    yield from _runs(
        "unquote_to_bytes", compat.unquote_to_bytes, (), ("pct2", "pct41", "pctFF", "non-ascii")
    )
    yield from _runs(
        "unquote-bytes", lambda t: compat.unquote(t.encode("utf-8")), (), ("pctpct", "pctC3A4")
    )

    yield from _query_string_cases("parse_qsl", compat.parse_qsl)
    yield from _query_string_cases("parse_qs", compat.parse_qs)

    def urlencode_many(size: int) -> Op:
        mapping = {f"k{i}": "v&=" for i in range(size // 10)}
        return lambda: compat.urlencode(mapping)

    yield _case("urlencode-many-names", urlencode_many)

    def urlencode_value(size: int) -> Op:
        mapping = {"k": _run("amp-eq", size)}
        return lambda: compat.urlencode(mapping)

    yield _case("urlencode-long-value", urlencode_value)

    def urlencode_doseq(size: int) -> Op:
        mapping = {"k": ["v"] * (size // 4)}
        return lambda: compat.urlencode(mapping, doseq=True)

    yield _case("urlencode-doseq-long-list", urlencode_doseq)

    def urlencode_pairs(size: int) -> Op:
        pairs = [("k", b"v")] * (size // 4)
        return lambda: compat.urlencode(pairs)

    yield _case("urlencode-bytes-pairs", urlencode_pairs)

    def split_result_attributes(size: int) -> Op:
        text = "http://" + "u:" * (size // 4) + "@" + "[::1]" + ":" + "8" * 4 + "/"
        return lambda: compat.urlsplit(text).hostname

    yield _case("SplitResult-attributes", split_result_attributes, ValueError)
