"""Differential tests: href.compat against the running interpreter's urllib.parse.

Every test draws nasty URL-shaped input (see ``compat_strategies``), calls the same function
of both modules with it, and requires the same outcome: the same values of the same types,
the same result attributes, or the same exception type and message, and the same warnings.
``HREF_COMPAT_EXAMPLES`` sets the number of examples per test (default 2000); raise it to
hunt for differences locally.
"""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Callable
from types import ModuleType

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import href.compat
from compat_harness import assert_same, outcome
from compat_strategies import (
    any_text,
    bytes_like,
    components,
    encodings,
    errors_handlers,
    form_queries,
    form_values,
    quote_safe,
    references,
    schemes,
    separators,
    url_texts,
)
from depth import examples

EXAMPLES = int(os.environ.get("HREF_COMPAT_EXAMPLES") or examples(2000))
many = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
kinds = st.sampled_from(["str", "str", "bytes", "bytearray"])
_NO_ARGUMENT = object()


# --- urlsplit and urlparse -------------------------------------------------------------------


@pytest.mark.parametrize("function", ["urlsplit", "urlparse"])
@many
@given(
    text=url_texts(),
    kind=kinds,
    scheme=st.one_of(st.just(None), schemes()),
    scheme_kind=kinds,
    fragments=st.sampled_from([_NO_ARGUMENT, True, False, 0, 1, None, "", "x"]),
)
def test_split_and_parse_agree(
    *,
    text: str,
    kind: str,
    scheme: str | None,
    scheme_kind: str,
    fragments: object,
    function: str,
) -> None:
    url = bytes_like(text, kind)
    default = None if scheme is None else bytes_like(scheme, scheme_kind)

    def call(module: ModuleType) -> object:
        parse = getattr(module, function)
        if default is None:
            return parse(url)
        if fragments is _NO_ARGUMENT:
            return parse(url, default)
        return parse(url, default, fragments)

    assert_same(call)


@many
@given(text=url_texts(), kind=kinds, fragment=st.booleans())
def test_split_results_replace_and_rebuild_agree(*, text: str, kind: str, fragment: bool) -> None:
    url = bytes_like(text, kind)
    for function in ("urlsplit", "urlparse"):

        def call(module: ModuleType, function: str = function) -> object:
            result = getattr(module, function)(url, allow_fragments=fragment)
            path = result.path
            replaced = result._replace(path=path + path[:1], fragment=result.query)
            return (replaced, module.urlunsplit(result[:2] + result[-3:]), tuple(result))

        assert_same(call)


# --- urlunsplit and urlunparse ---------------------------------------------------------------


@many
@given(
    parts=components(6),
    kind=st.sampled_from(["str", "bytes", "mixed"]),
    container=st.sampled_from([tuple, list]),
)
def test_unsplit_and_unparse_agree(
    *, parts: tuple[str, ...], kind: str, container: type[tuple[object, ...]]
) -> None:
    if kind == "mixed":
        values: list[str | bytes] = [p.encode() if i % 2 else p for i, p in enumerate(parts)]
    elif kind == "bytes":
        values = [p.encode() for p in parts]
    else:
        values = list(parts)
    assert_same(lambda m: m.urlunparse(container(values)))
    assert_same(lambda m: m.urlunsplit(container(values[:5])))
    assert_same(lambda m: m.urlunsplit(container(values[1:])))


# --- 3.15's missing_as_none and keep_empty ------------------------------------------------------


@pytest.mark.parametrize("function", ["urlsplit", "urlparse", "urldefrag"])
@many
@given(text=url_texts(), kind=kinds)
def test_missing_as_none_agrees(*, text: str, kind: str, function: str) -> None:
    url = bytes_like(text, kind)

    def call(module: ModuleType) -> object:
        result = getattr(module, function)(url, missing_as_none=True)
        return (result, module.urlunparse(result) if function == "urlparse" else result.geturl())

    if sys.version_info >= (3, 15):
        assert_same(call)
        return
    # Before 3.15 urllib.parse has no missing_as_none; on every version the
    # result is the default one with absent parts None, and rebuilds the text
    # that urlsplit read (cleaned as urlsplit cleans it).
    split = getattr(href.compat, function)
    failed = outcome(lambda: split(url))
    if failed[0] == "raised":
        assert outcome(lambda: split(url, missing_as_none=True)) == failed
        return
    plain = split(url)
    result = split(url, missing_as_none=True)
    assert type(result).__name__ == type(plain).__name__
    empty = plain[0][:0]
    if function == "urldefrag":
        # 3.15's urldefrag writes the URL back keeping empty parts (3.14's rule,
        # gh-76960), where older versions drop an empty query or ";": only the
        # fragment is the default one; the pinned table in test_compat.py has URLs.
        assert (result.fragment or empty) == plain.fragment
    else:
        assert tuple(empty if part is None else part for part in result) == tuple(plain)
    assert split(result.geturl(), missing_as_none=True) == result


# --- urljoin and urldefrag ---------------------------------------------------------------------


@many
@given(
    base=st.one_of(
        st.sampled_from(
            [
                "http://a/b/c/d;p?q#f",
                "http://a/b/c/d;p?q",
                "http://a/b/c/d",
                "http://a/b/c/d/",
                "http:///",
                "http://a",
                "https://a/",
                "file:///tmp/x",
                "svn+ssh://h/d1",
                "ws://a/b",
                "mailto:a@b",
                "a",
                "",
                "/a/b",
                "//h/a/b",
                "HTTP://A/B/C",
                "tel:+1;x",
                "g:h",
                "http://[::1]/a/",
                "http://a/b/c/../d",
                "s3://b/k/x",
            ]
        ),
        url_texts(),
    ),
    reference=references(),
    kind=st.sampled_from(["str", "str", "bytes", "mixed"]),
    fragments=st.booleans(),
)
def test_urljoin_agrees(*, base: str, reference: str, kind: str, fragments: bool) -> None:
    left = bytes_like(base, "bytes" if kind == "bytes" else "str")
    right = bytes_like(reference, "str" if kind == "str" else "bytes")
    assert_same(lambda m: m.urljoin(left, right, fragments))
    assert_same(lambda m: m.urljoin(left, right))


@many
@given(text=url_texts(), kind=kinds)
def test_urldefrag_agrees(*, text: str, kind: str) -> None:
    url = bytes_like(text, kind)
    assert_same(lambda m: m.urldefrag(url))


# --- parse_qs and parse_qsl --------------------------------------------------------------------


@pytest.mark.parametrize("function", ["parse_qsl", "parse_qs"])
@many
@given(
    query=form_queries(),
    kind=st.sampled_from(["str", "str", "bytes"]),
    blank=st.booleans(),
    strict=st.booleans(),
    encoding=st.sampled_from(["utf-8", "latin-1", "ascii"]),
    errors=st.sampled_from(["replace", "strict", "ignore", "surrogateescape"]),
    limit=st.one_of(st.none(), st.integers(-1, 8)),
    separator=separators(),
    separator_kind=st.sampled_from(["str", "str", "bytes"]),
)
def test_query_parsing_agrees(
    *,
    query: str,
    kind: str,
    blank: bool,
    strict: bool,
    encoding: str,
    errors: str,
    limit: int | None,
    separator: str,
    separator_kind: str,
    function: str,
) -> None:
    qs = bytes_like(query, kind)
    sep = bytes_like(separator, separator_kind)
    assert_same(
        lambda m: getattr(m, function)(
            qs,
            keep_blank_values=blank,
            strict_parsing=strict,
            encoding=encoding,
            errors=errors,
            max_num_fields=limit,
            separator=sep,
        )
    )
    assert_same(lambda m: getattr(m, function)(qs, blank, strict))


# --- urlencode ---------------------------------------------------------------------------------

_scalar = st.one_of(
    form_values(),
    form_values().map(lambda s: s.encode("utf-8", "surrogatepass")),
    st.integers(-5, 500),
    st.none(),
    st.sampled_from([1.5, True]),
)
_value = st.one_of(
    _scalar,
    st.lists(_scalar, max_size=3),
    st.lists(_scalar, max_size=3).map(tuple),
)


@many
@given(
    pairs=st.lists(st.tuples(_scalar, _value), max_size=5),
    as_dict=st.booleans(),
    doseq=st.booleans(),
    safe=quote_safe(),
    safe_bytes=st.booleans(),
    encoding=encodings(),
    errors=errors_handlers(),
    via=st.sampled_from(["quote_plus", "quote", "quote_from_bytes"]),
)
def test_urlencode_agrees(
    *,
    pairs: list[tuple[object, object]],
    as_dict: bool,
    doseq: bool,
    safe: str,
    safe_bytes: bool,
    encoding: str | None,
    errors: str | None,
    via: str,
) -> None:
    query: object = pairs
    if as_dict:
        try:
            query = dict(pairs)
        except TypeError:  # an unhashable key: keep the list
            query = pairs
    safe_arg = safe.encode("utf-8") if safe_bytes else safe

    def call(module: ModuleType) -> object:
        quote_via = getattr(module, via)
        return module.urlencode(query, doseq, safe_arg, encoding, errors, quote_via)

    assert_same(call)
    assert_same(lambda m: m.urlencode(query, doseq=doseq))


def test_urlencode_rejects_strings_and_non_sequences() -> None:
    queries: list[object] = ["foo", b"ab", 5, None, [1, 2], [("a", "b"), "c"], ["ab"], "", []]
    for query in queries:
        assert_same(functools.partial(_urlencode, query=query))


def _urlencode(module: ModuleType, query: object) -> object:
    return module.urlencode(query)


# --- quoting -----------------------------------------------------------------------------------


@pytest.mark.parametrize("function", ["quote", "quote_plus"])
@many
@given(
    text=any_text(),
    kind=kinds,
    safe=st.one_of(st.just(None), quote_safe()),
    safe_bytes=st.booleans(),
    encoding=encodings(),
    errors=errors_handlers(),
)
def test_quote_agrees(
    *,
    text: str,
    kind: str,
    safe: str | None,
    safe_bytes: bool,
    encoding: str | None,
    errors: str | None,
    function: str,
) -> None:
    string = bytes_like(text, kind)
    if safe is None:
        assert_same(lambda m: getattr(m, function)(string))
        return
    safe_arg: str | bytes = safe.encode("utf-8", "surrogatepass") if safe_bytes else safe
    assert_same(lambda m: getattr(m, function)(string, safe_arg, encoding, errors))
    assert_same(lambda m: getattr(m, function)(string, safe_arg))


@many
@given(
    data=st.one_of(
        st.binary(max_size=30), any_text().map(lambda s: s.encode("utf-8", "surrogatepass"))
    ),
    container=st.sampled_from([bytes, bytearray, str]),
    safe=st.one_of(st.just(None), quote_safe()),
    safe_kind=st.sampled_from(["str", "bytes", "bytearray"]),
)
def test_quote_from_bytes_agrees(
    *, data: bytes, container: Callable[[bytes], object], safe: str | None, safe_kind: str
) -> None:
    value = data.decode("latin-1") if container is str else container(data)
    if safe is None:
        assert_same(lambda m: m.quote_from_bytes(value))
        return
    safe_arg = bytes_like(safe, safe_kind)
    assert_same(lambda m: m.quote_from_bytes(value, safe_arg))


@pytest.mark.parametrize("function", ["unquote", "unquote_plus", "unquote_to_bytes"])
@many
@given(
    text=st.one_of(
        any_text(),
        st.lists(
            st.sampled_from(["%", "2", "f", "E", "9", "%C3", "%A9", "+", "a", "é", "%zz"]),
            max_size=12,
        ).map("".join),
    ),
    kind=kinds,
    encoding=st.sampled_from([None, "utf-8", "latin-1", "ascii", "utf-16", "shift_jis"]),
    errors=st.sampled_from(
        [None, "replace", "strict", "ignore", "surrogateescape", "backslashreplace"]
    ),
)
def test_unquote_agrees(
    *, text: str, kind: str, encoding: str | None, errors: str | None, function: str
) -> None:
    string = bytes_like(text, kind)
    if function == "unquote_to_bytes":
        assert_same(lambda m: m.unquote_to_bytes(string))
        return
    assert_same(lambda m: getattr(m, function)(string))
    assert_same(lambda m: getattr(m, function)(string, encoding, errors))
    assert_same(lambda m: getattr(m, function)(string, encoding=encoding or "utf-8"))


# --- the deprecated split* helpers, unwrap and to_bytes ----------------------------------------

_LEGACY = [
    "splittype",
    "splithost",
    "splituser",
    "splitpasswd",
    "splitport",
    "splitnport",
    "splitquery",
    "splittag",
    "splitattr",
    "splitvalue",
    "to_bytes",
    "unwrap",
]


# These are cheap next to drawing the text: each example goes through all of them.
@many
@given(
    text=st.one_of(
        url_texts(), st.sampled_from(["<URL:http://a/>", " < URL: x > ", "<>", "URL:", "<URL:>"])
    ),
    defport=st.one_of(st.integers(-1, 90), st.none()),
)
def test_legacy_helpers_agree(*, text: str, defport: object) -> None:
    assert_same(lambda m: m.splitnport(text, defport))
    for function in _LEGACY:
        assert_same(functools.partial(_call, name=function, args=(text,)))


# --- odd argument types, one argument at a time ------------------------------------------------

# A sensible call of each function; each test below replaces one argument with an odd value.
_SENSIBLE: dict[str, tuple[object, ...]] = {
    "urlsplit": ("http://u@h:1/p?q#f", "", True),
    "urlparse": ("http://u@h:1/p;x?q#f", "", True),
    "urlunsplit": (("http", "h", "/p", "q", "f"),),
    "urlunparse": (("http", "h", "/p", "x", "q", "f"),),
    "urljoin": ("http://a/b/c", "../d", True),
    "urldefrag": ("http://a/b#c",),
    "parse_qs": ("a=1&b=%41", False, False, "utf-8", "replace", None, "&"),
    "parse_qsl": ("a=1&b=%41", False, False, "utf-8", "replace", None, "&"),
    "urlencode": ({"a": "b c"}, False, "", None, None),
    "quote": ("a b/é", "/", None, None),
    "quote_plus": ("a b/é", "", None, None),
    "quote_from_bytes": (b"a b", "/"),
    "unquote": ("a%20b", "utf-8", "replace"),
    "unquote_plus": ("a+%20b", "utf-8", "replace"),
    "unquote_to_bytes": ("a%20b",),
    "unwrap": ("<URL:x>",),
    "splittype": ("http://h",),
    "splitnport": ("h:80", -1),
}
_ODD: list[object] = [
    None, 0, 1, True, 2.5, "", b"", bytearray(), b"http://h", bytearray(b"http://h"), "http://h",
    [], ["a"], [("a", "b")], (), ("a", "b"), {}, {"a": 1}, memoryview(b"ab"), object, -1,
]  # fmt: skip


_ODD_CASES = [
    pytest.param(
        name,
        index,
        odd,
        id=f"{name}-{index}-{type(odd).__name__}-{odd_index}",
    )
    for name, args in _SENSIBLE.items()
    for index in range(len(args))
    for odd_index, odd in enumerate(_ODD)
]


@pytest.mark.parametrize(("name", "index", "odd"), _ODD_CASES)
def test_odd_argument_types_agree(name: str, index: int, odd: object) -> None:
    args = list(_SENSIBLE[name])
    args[index] = odd
    assert_same(lambda m: getattr(m, name)(*args))
    if name in ("urlunsplit", "urlunparse") and isinstance(odd, str | bytes | None):
        sensible = _SENSIBLE[name][0]
        assert isinstance(sensible, tuple)
        for position in range(len(sensible)):
            parts = list(sensible)
            parts[position] = odd
            assert_same(functools.partial(_call, name=name, args=(parts,)))


def _call(module: ModuleType, name: str, args: tuple[object, ...]) -> object:
    return getattr(module, name)(*args)


# --- result objects built directly -------------------------------------------------------------


@many
@given(
    netloc=st.one_of(
        st.sampled_from(
            ["u:p@[::1]x:80", "[a]b]:1", "@", ":", "a@b:c@d:e", "[::1]:", "H\u0130:0"]
        ),
        any_text(20),
    ),
    others=components(6),
    as_bytes=st.sampled_from(["no", "utf-8", "latin-1"]),
    kind=st.sampled_from(["SplitResult", "ParseResult", "DefragResult"]),
)
def test_result_built_directly_agrees(
    *, netloc: str, others: tuple[str, ...], as_bytes: str, kind: str
) -> None:
    parts: list[str | bytes] = [others[0], netloc, *others[2:]]
    if kind == "SplitResult":
        del parts[3]
    elif kind == "DefragResult":
        parts = parts[1:3]
    if as_bytes != "no":
        parts = [
            str(p).encode(as_bytes, "surrogatepass" if as_bytes == "utf-8" else "replace")
            for p in parts
        ]
        kind += "Bytes"
    assert_same(lambda m: getattr(m, kind)(*parts))
