"""The builders' and join's fast paths give exactly what their general paths give.

Each fast path skips work (encoding, re-parsing) for input that needs none;
these properties compare it with the general path on input drawn to hit both
sides of every condition, and check that a URL whose split was left for later
(``URL._valid``) reads back as the parts it was built from.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

import href._build
import strategies as s
from depth import examples
from href import URL, Host, InvalidURL
from href._build import path_text, query_pieces, segment_text
from href._form_query import _form_names, form_query
from href._resolve import (
    compose,
    merge_paths,
    remove_dot_segments,
    resolve,
    resolve_relative_path,
)
from href._split import PATH, parse_url
from href._url import _built_text

SOME = settings(
    max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

# Characters on both sides of every fast path's pattern: plain ones, dots and
# slashes (dot segments), ":" (a scheme in disguise), and ones that need
# encoding or end a part.
_mixed = st.text(alphabet=st.sampled_from("ab1.-_~:@!$&'()*+,;=/ %?#é"), max_size=8)
_plain = st.text(alphabet=st.sampled_from("ab1.-_~:@!$'()*,;/?"), max_size=6)
_urls = st.builds(URL, s.url_texts())
_absolute_urls = st.builds(URL, s.url_texts(absolute=True))


def _reads_back(url: URL) -> None:
    """The URL's text parses, and into the same parts as a fresh parse gives."""
    fresh = parse_url(str(url))
    assert url._match.groups() == fresh.groups()
    assert URL(str(url)) == url


def _reads_back_with_a_new_path(result: URL, url: URL) -> None:
    """``result`` reads back, and only its path differs from ``url``'s."""
    _reads_back(result)
    assert result.raw_scheme == url.raw_scheme
    assert result.raw_authority == url.raw_authority
    assert result.raw_query == url.raw_query
    assert result.raw_fragment == url.raw_fragment


def _relative_paths() -> st.SearchStrategy[str]:
    segment = st.sampled_from(["", ".", "..", "a", "b", ".a", "..b", "c.", "x:y", "%2e"])
    return st.lists(segment, max_size=6).map("/".join)


@SOME
@given(_urls, _mixed)
@example(URL("\\"), "")  # found by hypothesis: the fast path wrote "\\/" unparsed
@example(URL("\\"), "a")
def test_truediv_reads_back_as_the_path_plus_the_segments(url: URL, segments: str) -> None:
    try:
        result = url / segments
    except ValueError as error:
        empty_path_without_host = not segments and not url.raw_path and url.raw_host is None
        # The path "\\" and a "/" would start an authority to browsers.
        backslash_then_slash = url.raw_path == "\\" and url.raw_host is None
        assert (
            segments.startswith("/")
            or {".", ".."} & set(segments.split("/"))
            or empty_path_without_host
            or (backslash_then_slash and "starts an authority" in str(error))
        )
        return
    _reads_back_with_a_new_path(result, url)
    # The general path: each segment encoded, then appended.
    encoded = [segment_text(part, argument="segment") for part in segments.split("/")]
    appended = url._append(encoded)
    _reads_back(appended)  # _append writes a URL by construction after a host
    assert result == appended


@SOME
@given(_urls, st.one_of(_mixed, _mixed.map(lambda path: "/" + path)))
def test_with_path_reads_back_as_the_path_spliced_in(url: URL, path: str) -> None:
    # with_path writes its result without parsing it (a URL by construction).
    try:
        result = url.with_path(path)
    except ValueError:
        assert path.startswith("//")
        assert url.raw_authority is None
        return
    _reads_back_with_a_new_path(result, url)
    # The general path: the text spliced in, then parsed.
    assert result == url._splice(PATH, result.raw_path)
    if url.raw_authority is not None:  # the inline encoding is path_text's
        assert result.raw_path == path_text(path, authority=True, scheme=True)


# Paths of one length (which share with_path's memory slot), repeated as the
# same object and as equal copies, and one too long to be kept.
_same_length_paths = st.sampled_from(["/a b", "/a%b", "/ab/", "/é/", "/日本", "/a" * 150])


@SOME
@given(st.lists(st.tuples(_same_length_paths, st.booleans()), min_size=2, max_size=12))
@example([("/a b", False), ("/a%b", False), ("/a b", True), ("/a b", False)])
def test_with_path_remembers_each_path_as_its_own_text(
    paths: list[tuple[str, bool]],
) -> None:
    # Each call writes what path_text writes for its own path, whatever the
    # calls before it left in with_path's memory of recent paths.
    url = URL("https://h/old?q#f")
    for path, copied in paths:
        given_path = "".join(list(path)) if copied else path
        result = url.with_path(given_path)
        assert result.raw_path == path_text(path, authority=True, scheme=True)
        assert str(result) == f"https://h{result.raw_path}?q#f"


def test_with_path_encodes_a_path_met_just_before_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # The memory is what makes a repeated path cheap: the second call of each
    # path of up to 256 characters finds its text; a longer one is encoded
    # each time (and not kept: the memory is bounded in bytes).
    url = URL("https://h/")
    kept, too_long = "/a b/" + "é" * 251, "/" + "é" * 256
    paths = (kept, kept, "/x y", "/x y", too_long, too_long)
    expected = [path_text(path, authority=True, scheme=True) for path in paths]
    encoded: list[str] = []
    quote_path = href._build.quote_path

    def counting_quote_path(path: str) -> str:
        encoded.append(path)
        return quote_path(path)

    monkeypatch.setattr(href._build, "quote_path", counting_quote_path)
    assert [url.with_path(path).raw_path for path in paths] == expected
    assert encoded == [kept, "/x y", too_long, too_long]


@SOME
@given(_urls, _mixed)
@example(URL("\\"), "a b")
@example(URL("a:"), "x:y")
def test_child_of_one_segment_equals_its_general_path(url: URL, segment: str) -> None:
    try:
        result = url.child(segment)
    except ValueError:
        assert (
            segment in {"", ".", ".."}
            or (not url.raw_path and url.raw_host is None)
            or (url.raw_path == "\\" and url.raw_host is None)
        )
        return
    _reads_back_with_a_new_path(result, url)
    # The general path: the segment encoded ("/" as %2F), then appended.
    appended = url._append([segment_text(segment, argument="segment")])
    assert result == appended
    assert result.path.segments[-1] == segment


@pytest.mark.parametrize(
    "call",
    [
        lambda url: url / "x\ud800",
        lambda url: url.child("x\ud800"),
        lambda url: url.with_path("x\ud800"),
    ],
    ids=["div", "child", "with_path"],
)
def test_a_lone_surrogate_is_refused_naming_the_argument(call: Callable[[URL], URL]) -> None:
    refused = r"invalid (segment|path) 'x\\ud800': .* at position 1 cannot be encoded"
    with pytest.raises(ValueError, match=refused):
        call(URL("https://h/a"))


@SOME
@given(_urls, st.dictionaries(_plain, _plain, max_size=3))
def test_update_query_with_a_dict_equals_update_query_with_pairs(
    url: URL, updates: dict[str, str]
) -> None:
    by_dict = url.update_query(updates)
    assert by_dict == url.update_query(list(updates.items()))
    _reads_back(by_dict)


@SOME
@given(
    st.dictionaries(
        st.one_of(_plain, _mixed),
        st.one_of(
            _plain,
            _mixed,
            st.integers(),
            st.booleans(),
            st.none(),
            st.floats(),
            st.lists(st.one_of(_plain, _mixed, st.integers(), st.none(), st.floats()), max_size=3),
        ),
        max_size=4,
    )
)
@example({"q": "a b"})  # a space alone to encode: a "+" and no "%"
@example({"q": "50%", "page": "2"})
@example({"a b": "1", "c": "2"})
@example({"page": "2", "sort": "-date"})  # plain
@example({"page": 2, "q": "a b"})  # an int: its digits
@example({"debug": True, "all": False})  # a bool: true or false
@example({"flag": None, "a b": None})  # None: the name alone, encoded
@example({"": None})  # no pair at all
@example({"q": ["a", "b"], "page": 2})  # a pair a value, and names in the URL: replaced
@example({"q": ["a", "b c"]})
@example({"flag": [None, 1], "tags": ()})  # an empty tuple: the name goes (update_query)
def test_a_dicts_query_fast_paths_write_what_the_pairs_path_writes(
    query: dict[str, Any],  # what a caller's dict may hold, lists among it
) -> None:
    try:
        pieces = query_pieces(list(query.items()))
    except ValueError:  # a float that is no number: only the general path words it
        assert form_query(query) is None
        return
    general = "&".join(piece for _, piece in pieces if piece)
    text = form_query(query)
    assert text is None or text == general

    # It answers for str, int and bool values and None (but for an empty
    # name: the general path writes no pair, and perhaps no query), and only
    # for them.
    def one(name: str, value: object) -> bool:
        return type(value) in {str, int, bool} or (value is None and bool(name))

    answered = all(
        one(name, value)
        if type(value) is not list
        else bool(value) and all(one(name, item) for item in value)
        for name, value in query.items()
    )
    assert (text is not None) == answered
    # Form encoding writes a "%" for each byte it escapes and a "+" for a space
    # (and escapes a "%" or "+" of its own): text without either is exactly
    # the names and values as given.
    as_given = "&".join(
        k if v is None else f"{k}={str(v).lower() if type(v) is bool else v}"
        for k, value in query.items()
        for v in (value if type(value) is list else [value])
    )
    assert text is None or ("%" not in text and "+" not in text) == (text == as_given)
    pairs: list[tuple[str, Any]] = list(query.items())
    url = URL("http://h/p?q=old&flag=1&page=0#f")
    assert URL("http://h/p").with_query(query) == URL("http://h/p").with_query(pairs)
    assert url.update_query(query) == url.update_query(pairs)
    assert url.extend_query(query) == url.extend_query(pairs)
    assert URL.build(scheme="http", host="h", query=query) == URL.build(
        scheme="http", host="h", query=pairs
    )


# Query names from a few letters, so that a dict's names are often the
# query's: written with "+", "%" and "=" too, empty pieces between, names
# that start or end another ("ab", "ba") and values that hold a name ("=a"),
# so that a search of the text finds a name where it is no pair's.
_few_names = st.sampled_from(["a", "b", "ab", "ba", "a b", "a+b", "%61", "", "a=1"])
_query_texts = st.lists(
    st.builds(
        lambda name, value: f"{name}{value}",
        _few_names,
        st.sampled_from(["", "=1", "=x+y", "=a", "=ab&", "==b"]),
    ),
    max_size=5,
).map("&".join)


@SOME
@given(
    st.sampled_from(["https://h/p", "https://h", "mailto:x", "p"]),
    _query_texts,
    st.sampled_from(["", "#f"]),
    st.dictionaries(
        st.sampled_from(["a", "b", "ab", "a b", "c", "", "a=1", "a&b"]),
        st.one_of(
            _plain,
            _mixed,
            st.integers(),
            st.lists(st.one_of(_plain, st.integers()), min_size=1, max_size=2),
        ),
        max_size=5,
    ),
)
@example("https://h/p", "a=1&b=2&a=3", "", {"a": "x"})  # the first pair replaced, the later go
@example("https://h/p", "a=1", "", {"a": 2})  # a query of one pair: replaced
@example("https://h/p", "b", "#f", {"a": "x y"})  # or followed
@example("https://h/p", "a+b=1", "", {"a b": "x"})  # its name decoded first
@example("https://h/p", "b=2", "#f", {"a": "x", "b": "y"})  # in place, and appended
@example("https://h/p", "a+b=1&a%20b=2", "", {"a b": "x"})  # names decoded: one name
@example("mailto:x", "a+b=1&a=2", "", {"a b": "x", "a+b": "y"})  # "+" a plus, not a space
@example("https://h", "a=1", "", {"a": "x"})  # the "/" an empty path means
@example("https://h/p", "&a=1&", "", {"a": "x"})  # empty pieces kept
@example("https://h/p", "", "", {"a": "x"})  # "?" alone: no empty piece
@example("https://h/p", "b=a&ab=1&a=2", "", {"a": "x"})  # the name first met in a value
@example("https://h/p", "a=1&b=2&a", "#f", {"a": ["x", "y"]})  # a list, in one place
@example("https://h/p", "=1&&a", "", {"": "x"})  # a pair named "", an empty piece no pair
@example("https://h/p", "", "", {"b": "x", "": "y"})  # "?" alone holds no pair named ""
@example("https://h/p", "a=1&b", "", {"a=1": "x", "a&b": "y"})  # no held name has "=" or "&"
@example("https://h/p", "a=1&b", "", {"a=1": "x"})
@example("https://h/p", "ab=1&b", "", {"a": "x"})  # a longer name is not the name
@example("https://h/p", "", "", {"a": ["x", "y"]})  # "?" alone, and pieces to write
@example("https://h/p", "", "#f", {"a": "x", "b": "y"})  # "?" alone, and names to write
@example("https://h/p", "b=1&a=2&b=3", "", {"a": "x", "b": "y", "c": 1})  # cuts in order
@example("https://h/p", "ba=1&c=2", "", {"a": "x", "c": "y"})  # a name first met in another
@example("https://h/p", "ba=1&a=2&a=3", "", {"a": "x"})
@example("https://h/p", "a=1&a=2&b&a", "", {"a": "x"})  # later pairs dropped, "b" kept
@example("https://h/p", "a=1&b=2", "", {"a": 1, "b": 2, "c": 3, "ab": 4, "ba": 5})  # many
def test_update_query_of_a_name_the_query_holds_writes_what_pairs_write(
    before: str, query: str, after: str, updates: dict[str, str | int | list[str | int]]
) -> None:
    url = URL(f"{before}?{query}{after}")
    by_dict = url.update_query(updates)
    # A list's values as pairs of the name, in order.
    pairs = [
        (name, item)
        for name, value in updates.items()
        for item in (value if isinstance(value, list) else [value])
    ]
    assert str(by_dict) == str(url.update_query(pairs))
    assert by_dict.raw_fragment == url.raw_fragment
    _reads_back(by_dict)


@SOME
@given(_urls, st.dictionaries(st.one_of(_plain, _mixed), st.one_of(_plain, _mixed), max_size=3))
@example(URL("https://h/p?old"), {"q": "a b"})
@example(URL("https://h/p?"), {"q": "a"})  # an empty query, still the last part
@example(URL("https://h?old"), {"q": "a"})  # an empty path before it: the "/" is written
@example(URL("mailto:?old"), {"q": "a b"})  # an empty path, no authority, "%20" for a space
@example(URL("//h/p?old#f"), {"q": "a"})
@example(URL("?old"), {"q": "a"})
def test_with_query_of_a_dict_writes_what_pairs_write_on_every_url(
    url: URL, query: dict[str, str]
) -> None:
    # with_query's fast paths (a URL that ends with its path or its query)
    # against the general one, which pairs take.
    by_dict = url.with_query(query)
    assert str(by_dict) == str(url.with_query(list(query.items())))
    _reads_back(by_dict)


@SOME
@given(_urls, st.dictionaries(st.one_of(_plain, _mixed), st.one_of(_plain, _mixed), max_size=3))
@example(URL("https://h/p"), {"q": "a b"})  # ends with its path
@example(URL("https://h/p?old&"), {"q": "a"})  # after the query's last piece, empty or not
@example(URL("https://h/p?"), {"q": "a"})  # an empty query: no "&" before the pair
@example(URL("https://h/p#f"), {"q": "a"})  # no query, a fragment: "?" before it
@example(URL("https://h?old#f"), {"q": "a"})  # an empty path: the "/" is written, "old" kept
@example(URL("https://h"), {"q": "a"})
@example(URL("mailto:x?old"), {"q": "a b"})  # "%20" for a space
@example(URL("?old"), {"q": "a"})
def test_extend_query_of_a_dict_writes_what_pairs_write_on_every_url(
    url: URL, query: dict[str, str]
) -> None:
    # extend_query's fast path (a dict of text) against the general one,
    # which pairs take.
    by_dict = url.extend_query(query)
    assert str(by_dict) == str(url.extend_query(list(query.items())))
    assert by_dict.raw_fragment == url.raw_fragment
    _reads_back(by_dict)


def test_form_query_gives_a_kept_names_encoding_again() -> None:
    # form_query keeps each query name's encoding: the second call reads it back.
    _form_names.cache_clear()
    for _ in range(2):
        assert form_query({"utm_source": "a", "b": "c"}) == "utm_source=a&b=c"
        assert form_query({"a b": "1", "c": "2"}) == "a+b=1&c=2"
        assert form_query({"x=y&z": "1", "n": "2"}) == "x%3Dy%26z=1&n=2"
    assert _form_names.cache_info().currsize == 3
    long_name = "n" * 65  # past max_length: encoded every time, not kept
    assert form_query({long_name: "1", "c": "2"}) == f"{long_name}=1&c=2"
    assert long_name not in _form_names


@SOME
@given(
    s.builder_schemes,
    st.one_of(s.builder_hosts, _plain),
    _mixed,
    st.one_of(st.none(), st.dictionaries(_plain, _plain, max_size=3)),
)
def test_build_from_a_dict_equals_build_from_pairs(
    scheme: str, host: str, path: str, query: dict[str, str] | None
) -> None:
    pairs = None if query is None else list(query.items())
    try:
        expected = URL.build(scheme=scheme, host=host, path=path, query=pairs)
    except ValueError:
        try:
            URL.build(scheme=scheme, host=host, path=path, query=query)
        except ValueError:
            return
        raise
    built = URL.build(scheme=scheme, host=host, path=path, query=query)
    assert built == expected
    _reads_back(built)


@SOME
@given(_absolute_urls, _urls)
def test_join_equals_the_rfc_resolution_composed(base: URL, reference: URL) -> None:
    expected = compose(resolve(base._parts(), reference._parts()))
    try:
        joined = base.join(reference)
    except InvalidURL:
        # Only where URL() refuses the resolved text ("http:" joined with "//@"
        # is an http URL without a host: docs/security.md).
        with pytest.raises(InvalidURL):
            URL(expected)
        return
    assert str(joined) == expected
    _reads_back(joined)


@settings(max_examples=examples(3000), deadline=None)
@given(_relative_paths(), _relative_paths())
def test_resolve_relative_path_equals_merge_then_remove_dot_segments(
    base_path: str, reference_path: str
) -> None:
    base_path = "/" + base_path
    reference_path = reference_path.lstrip("/") or "g"
    expected = remove_dot_segments(merge_paths(None, base_path, reference_path))
    assert resolve_relative_path(base_path, reference_path) == expected


def test_join_fast_path_examples() -> None:
    base = URL("http://a/b/c/d;p?q#f")
    assert str(base.join("../../../g")) == "http://a/g"
    assert str(base.join("?y#s")) == "http://a/b/c/d;p?y#s"
    assert str(base.join("#s")) == "http://a/b/c/d;p?q#s"
    assert str(base.join("")) == "http://a/b/c/d;p?q"

    assert str(URL("foo:a").join("..//x")) == "foo:/x"
    assert str(URL("foo:/a").join(".//x")) == "foo:/.//x"  # RFC 3986 5.2.4's "/." note


@SOME
@given(
    s.builder_schemes,
    st.one_of(s.builder_hosts, _plain, st.sampled_from(["EXAMPLE.com", "Bücher.example"])),
    st.one_of(_mixed, _mixed.map(lambda path: "/" + path), st.sampled_from(["/a b/ü", "/café"])),
    st.one_of(
        st.none(),
        st.just({}),
        st.just(""),
        _mixed,
        st.dictionaries(_plain, st.one_of(_plain, _mixed), max_size=3),
    ),
)
def test_build_equals_its_general_path_for_every_query_shape(
    scheme: str, host: str, path: str, query: str | dict[str, str] | None
) -> None:
    # None, {}, "", query text and dicts: each of URL.build's shapes against
    # _built_text (each part checked and encoded) and a parse of its text.
    try:
        text = _built_text(
            scheme=scheme,
            user=None,
            password=None,
            host=host,
            port=None,
            path=path,
            query=query,
            fragment=None,
        )
        general = URL._parsed(text)
    except ValueError as error:
        with pytest.raises(type(error), match=re.escape(str(error))):
            URL.build(scheme=scheme, host=host, path=path, query=query)
        return
    built = URL.build(scheme=scheme, host=host, path=path, query=query)
    assert str(built) == str(general)
    _reads_back(built)


# Hosts of every kind, and names on both sides of Host.canonical's plain-name
# test: letters of both cases, digits, "-", dots, A-labels ("xn--", "XN--").
_host_texts = st.one_of(
    s.hosts,
    st.text(alphabet=st.sampled_from("aZx9.-n"), max_size=10),
    st.builds("".join, st.lists(st.sampled_from(["xn--", "XN--", "bcher-kva", ".", "Ab", "%41"]))),
    st.sampled_from(["0X7F.1", "127.0.0.1", "a..b", ".", "", "a_b.example", "ex!$'()*+,;=.com"]),
)


@SOME
@given(_host_texts)
def test_host_canonical_equals_its_general_path(text: str) -> None:
    try:
        host = Host(text)
    except InvalidURL:
        assume(False)
        return
    assert host.canonical == host._canonical_form()
    # And what a set of hosts and an allow-list ask of it.
    assert host == host.canonical
    assert hash(host) == hash(host.canonical)
    if text:  # the host of a URL, read through URL.host's own path
        assert URL(f"http://{text}/").host == host.canonical
