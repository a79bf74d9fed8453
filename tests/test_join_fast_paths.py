"""join()'s fast paths give exactly what RFC 3986 5.2's general resolution gives.

``URL.join`` answers most references on the text as it stands: a path,
query or fragment spliced into the base's text; a reference with a scheme
and no dot segment, which is its own target; ``//host...`` with no dot
segment, which is the base's scheme and the reference. Everything else goes
to ``_resolved`` (``resolve`` on the parts, composed and checked). These
properties draw bases and references of every shape, on both sides of every
condition of the fast paths, and hold ``join`` to the general path: the same
text, the same class, the same error, and a text that reads back as the
parts it holds (a fast path's result is split only when first read).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from depth import examples
from href import URL, InvalidURL
from href._resolve import compose, resolve
from href._split import parse_url

SOME = settings(
    max_examples=examples(3000), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)

_schemes = st.sampled_from(["http", "HTTPS", "ws", "file", "foo", "g", "x-y+z.1"])
# Named hosts, empty ones (which http refuses), userinfo, ports, IP literals,
# a non-ASCII name and a name the parser refuses.
_authorities = st.sampled_from(
    [
        "h",
        "a.example",
        "A.Example:8080",
        "u:p@h:80",
        "u@h",
        "h:",
        "",
        "@",
        "u@",
        ":80",
        "[::1]",
        "[::1]:8",
        "u@[2001:db8::7]:443",
        "[v7.x]",
        "bücher.example",
        "h_h",
    ]
)
# Dot segments and names that only look like them, ":" (a scheme in
# disguise in a first segment), escapes, non-ASCII text and a space.
_segments = st.sampled_from(
    [
        *["", "", ".", "..", "a", "b.html", ".a", "..b", "c.", "x:y", "%2e", "%2E%2e", "é", "a b"],
        *["\\b", "c\\"],  # "/\\" reads as an authority to browsers: URL() refuses it
    ]
)
# What a relative path may start with: join's splice takes one "../" itself.
_prefixes = st.sampled_from(["", "", "./", "../", "../../", "..//", ".//", ".", ".."])
_queries = st.sampled_from([None, None, "", "q=1&r", "a/./b", "x//y", "/..", ":.", "é"])
_fragments = st.sampled_from([None, None, "", "f", "/./", "..//", "#"])


@st.composite
def _references(draw: st.DrawFn, *, scheme: bool | None = None) -> str:
    """URI-reference text of every shape (RFC 3986 4.1); ``scheme`` forces or forbids one."""
    has_scheme = draw(st.booleans()) if scheme is None else scheme
    text = f"{draw(_schemes)}:" if has_scheme else ""
    segments = draw(st.lists(_segments, max_size=5))
    shape = draw(st.sampled_from(["authority", "rooted", "rootless", "empty"]))
    if shape == "authority":
        text += "//" + draw(_authorities)
        if bool(segments) or draw(st.booleans()):
            text += "/" + "/".join(segments)
    elif shape == "rooted":
        text += "/" + "/".join(segments)
    elif shape == "rootless":
        text += draw(_prefixes) + "/".join(segments)
    query = draw(_queries)
    if query is not None:
        text += "?" + query
    fragment = draw(_fragments)
    if fragment is not None:
        text += "#" + fragment
    return text


def _parsed(text: str) -> URL:
    """The URL of ``text``; examples URL() refuses are dropped."""
    try:
        return URL(text)
    except InvalidURL:
        assume(False)
        raise


def _outcome(
    join: Callable[[URL, URL | str], URL], base: URL, reference: URL | str
) -> tuple[type, str]:
    """What a join gives: the class and text, or the error's class and message."""
    try:
        result = join(base, reference)
    except (InvalidURL, ValueError) as error:
        return type(error), str(error)
    return type(result), str(result)


def _general(base: URL, reference: URL | str) -> URL:
    """join()'s general path: RFC 3986 5.2 on the parts, composed and checked."""
    return base._resolved(URL(reference) if isinstance(reference, str) else reference)


def _reads_back(url: URL) -> None:
    """The text parses, and into the same parts as a fresh parse gives."""
    assert url._match.groups() == parse_url(str(url)).groups()


def _check(base: URL, reference: URL) -> None:
    expected = _outcome(_general, base, reference)
    assert _outcome(URL.join, base, reference) == expected
    # A reference given as text is parsed as URL() does, with the same answer.
    assert _outcome(URL.join, base, str(reference)) == expected
    if expected[0] is URL:
        assert expected[1] == compose(resolve(base._parts(), reference._parts()))
        joined = base.join(reference)
        _reads_back(joined)
        assert URL(str(joined)) == joined


@SOME
@given(_references(scheme=True), _references())
# Found by this test: a reference with a scheme and no authority whose path
# resolves to "/\\b" (join wrote "http:/\\b" without parsing it).
@example("http://h", "http:..//\\b")
def test_join_equals_the_general_resolution(base: str, reference: str) -> None:
    _check(_parsed(base), _parsed(reference))


@SOME
@given(_references(scheme=True), _references(scheme=False))
def test_join_of_a_reference_without_a_scheme_equals_the_general_resolution(
    base: str, reference: str
) -> None:
    _check(_parsed(base), _parsed(reference))


@st.composite
def _relative_path_pairs(draw: st.DrawFn) -> tuple[str, str]:
    """A base with a rooted path, and a reference that is a relative path."""
    base = f"{draw(_schemes)}:"
    authority = draw(st.sampled_from([None, "h", "", "u@[::1]:8"]))
    base += "" if authority is None else f"//{authority}"
    base += "/" + "/".join(
        draw(st.lists(st.sampled_from(["", "a", "b.c", ".", "..", ".d"]), max_size=4))
    )
    base += "?q"
    segments = draw(st.lists(st.sampled_from(["", "g", "h.i", "x:y"]), max_size=3))
    reference = draw(_prefixes) + "/".join(segments)
    query, fragment = draw(_queries), draw(_fragments)
    reference += "" if query is None else f"?{query}"
    reference += "" if fragment is None else f"#{fragment}"
    return base, reference


@SOME
@given(_relative_path_pairs())
def test_join_of_a_relative_path_equals_the_general_resolution(pair: tuple[str, str]) -> None:
    _check(_parsed(pair[0]), _parsed(pair[1]))


@pytest.mark.parametrize(
    "base",
    [
        "http://a/b/c/d;p?q",
        "http://a/b/c/d;p?q#f",
        "HTTP://u:p@[::1]:8080/b/c/?q",
        "http://a",
        "http://a/",
        "http://a//b//c",
        "http://a/b/./c/../d?x/.y",
        "file:///srv/a/b.txt",
        "file://",
        "foo:a/b",
        "foo:/a/b",
        "foo:",
        "mailto:u@h",
        "ftp://h/a/.b/c",
    ],
)
@pytest.mark.parametrize(
    "reference",
    [
        "g",
        "g/h?y#s",
        "./g",
        "../g",
        "../g?y/./z",
        "../../g",
        "..//g",
        "../",
        "..",
        ".",
        ".g",
        "..g",
        "g/./h",
        "/g?y",
        "/./g",
        "/g/../h",
        "?y",
        "#s",
        "",
        "//g",
        "//g/h/./i",
        "//u:p@[::1]:8/x",
        "//",
        "//@",
        "//u@/x",
        "//:80",
        "g:h",
        "G:./h",
        "http://x/y/../z",
        "http://x/y?a/.b",
        "https://x",
        "foo:.",
        "foo:a:.b",
    ],
)
def test_join_of_each_shape_equals_the_general_resolution(base: str, reference: str) -> None:
    _check(URL(base), URL(reference))


@given(_references(scheme=True), _references(scheme=True))
@settings(max_examples=examples(300), deadline=None)
@example("http://a/b", "https://x/y")
def test_join_keeps_the_base_class(base: str, reference: str) -> None:
    class MyURL(URL):
        __slots__ = ()

    base_url, reference_url = _parsed(base), _parsed(reference)
    mine = MyURL(base)
    for ref in (reference_url, MyURL(reference), reference):
        try:
            joined = mine.join(ref)
        except InvalidURL:
            continue
        assert type(joined) is MyURL
        assert str(joined) == str(base_url.join(reference_url))
    try:
        plain = base_url.join(MyURL(reference))
    except InvalidURL:
        return
    assert type(plain) is URL


@pytest.mark.parametrize("reference", ["\\x", "\\x?q", "../\\x", "./\\x", "a/../\\x"])
def test_a_path_that_reads_as_an_authority_to_browsers_is_refused(reference: str) -> None:
    # Without an authority, "/\\" starts one to browsers: URL() refuses such
    # text, and join refuses to write it (as its general path does), rather
    # than return a URL whose parts cannot be read.
    with pytest.raises(InvalidURL, match="starts an authority"):
        URL("http:/a").join(reference)


@pytest.mark.parametrize("reference", ["http:..//\\b", "http:.//\\b", "http:a/../\\b"])
def test_a_reference_with_a_scheme_that_resolves_to_an_authority_is_refused(
    reference: str,
) -> None:
    # A reference with a scheme and no authority takes none from the base:
    # its path, dot segments removed, can start with "/\\", which browsers
    # read as an authority (the host "b"). URL() refuses that text; so does
    # join, whatever the base's authority.
    with pytest.raises(InvalidURL, match="starts an authority"):
        URL("http://h/x").join(reference)
