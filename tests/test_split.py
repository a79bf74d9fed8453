"""The one splitter: parts, absent versus empty, and the errors it explains."""

from __future__ import annotations

import re
import urllib.parse

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from depth import examples
from href import InvalidURL
from href._split import (
    AUTHORITY,
    FRAGMENT,
    HOST,
    PATH,
    PORT,
    QUERY,
    SCHEME,
    USERINFO,
    match_any,
    match_any_no_fragment,
    parse_url,
    split,
    split_authority,
)

PARTS = [
    pytest.param(
        "http://u:p@h:80/a?q#f", ("http", "u:p@h:80", "u:p", "h", "80", "/a", "q", "f"), id="all"
    ),
    pytest.param("http://a/b?", ("http", "a", None, "a", None, "/b", "", None), id="empty-query"),
    pytest.param(
        "http://a/b#", ("http", "a", None, "a", None, "/b", None, ""), id="empty-fragment"
    ),
    pytest.param("http://h:/", ("http", "h:", None, "h", "", "/", None, None), id="empty-port"),
    pytest.param("http://@h", ("http", "@h", "", "h", None, "", None, None), id="empty-userinfo"),
    pytest.param("file:///x", ("file", "", None, "", None, "/x", None, None), id="empty-host"),
    pytest.param(
        "mailto:x@y", ("mailto", None, None, None, None, "x@y", None, None), id="no-host"
    ),
    pytest.param("//h/p", (None, "h", None, "h", None, "/p", None, None), id="network-path"),
    pytest.param("a@b@c", (None, None, None, None, None, "a@b@c", None, None), id="relative-at"),
    pytest.param(
        "http://a@b@c/", ("http", "a@b@c", "a@b", "c", None, "/", None, None), id="last-at"
    ),
    pytest.param(
        "http://[::1%25eth0]:8/",
        ("http", "[::1%25eth0]:8", None, "[::1%25eth0]", "8", "/", None, None),
        id="ipv6-zone",
    ),
    pytest.param("1a:b", (None, None, None, None, None, "1a:b", None, None), id="not-a-scheme"),
    pytest.param("", (None, None, None, None, None, "", None, None), id="empty"),
    pytest.param(
        "http://h:00080", ("http", "h:00080", None, "h", "00080", "", None, None), id="zeros"
    ),
    pytest.param("?#", (None, None, None, None, None, "", "", ""), id="only-delimiters"),
]


@pytest.mark.parametrize(("text", "parts"), PARTS)
def test_parse_url_parts(text: str, parts: tuple[str | None, ...]) -> None:
    match = parse_url(text)
    assert match.group(SCHEME, AUTHORITY, USERINFO, HOST, PORT, PATH, QUERY, FRAGMENT) == parts


ERRORS = [
    pytest.param(
        "http://h:abc/",
        "port",
        9,
        "invalid port 'abc' in 'http://h:abc/': not a decimal number",
        id="port-letters",
    ),
    pytest.param(
        "http://h:65536/",
        "port",
        9,
        "invalid port '65536' in 'http://h:65536/': out of range 0-65535",
        id="port-too-big",
    ),
    pytest.param(
        "http://h:1_0/",
        "port",
        9,
        "invalid port '1_0' in 'http://h:1_0/': not a decimal number",
        id="port-underscore",
    ),
    pytest.param(
        "http://h:\uff11/",
        "port",
        9,
        "invalid port '\uff11' in 'http://h:\uff11/': not a decimal number",
        id="port-fullwidth-digit",
    ),
    pytest.param(
        "http://h:1:2/",
        "port",
        9,
        "invalid port '1:2' in 'http://h:1:2/': not a decimal number",
        id="port-two-colons",
    ),
    pytest.param(
        "http://a/\x00",
        "path",
        9,
        "invalid character '\\x00' at position 9 in 'http://a/\\x00': control characters cannot"
        " stand in a URL; percent-encode them",
        id="nul-in-path",
    ),
    pytest.param("http://a/?\x7f", "query", 10, None, id="del-in-query"),
    pytest.param("http://a/#\t", "fragment", 10, None, id="tab-in-fragment"),
    pytest.param("ht\ntp://a/", "path", 2, None, id="newline-in-scheme"),
    pytest.param("http://u\r@a/", "userinfo", 8, None, id="cr-in-userinfo"),
    pytest.param("http://a\x01b/", "host", 8, None, id="control-in-host"),
    pytest.param(
        "http://[::1/",
        "host",
        7,
        "invalid host in 'http://[::1/': '[' at position 7 is never closed",
        id="unclosed-bracket",
    ),
    pytest.param(
        "http://[::1]x/",
        "host",
        12,
        "invalid host in 'http://[::1]x/': 'x' after the IP literal; only ':' and a port may"
        " follow ']'",
        id="text-after-literal",
    ),
    pytest.param(
        "http://a]b/",
        "host",
        8,
        "invalid host 'a]b' in 'http://a]b/': brackets may only enclose an IP literal, such as"
        " '[::1]'",
        id="stray-bracket",
    ),
    pytest.param(
        "http://[zzz]/",
        "host",
        7,
        "invalid host '[zzz]' in 'http://[zzz]/': 'zzz' is not an IPv6 address",
        id="bad-ipv6",
    ),
    pytest.param("http://[v1]/", "host", 7, None, id="bad-ipvfuture"),
    pytest.param("http://[::1%25]/", "host", 7, None, id="empty-zone"),
    pytest.param("http://a\u200db/", "host", 7, None, id="idna-joiner"),
    # The URL Standard's forbidden host code points that RFC 3986's pattern
    # lets through: no reg-name holds them, and browsers refuse them.
    pytest.param(
        "http://a b/",
        "host",
        7,
        "invalid host 'a b' in 'http://a b/': ' ' cannot stand in a host name (RFC 3986 3.2.2)",
        id="space-in-host",
    ),
    *(
        pytest.param(f"http://a{char}b/", "host", 7, None, id=f"forbidden-{char}-in-host")
        for char in "<>^|"
    ),
    pytest.param("http://u@a b:80/", "host", 9, None, id="space-in-host-after-userinfo"),
    # Browsers, urllib3 and requests read "\\" as "/" where href would read
    # a userinfo, host or port: the error names the part and the "\\".
    pytest.param("http://a\\b/", "host", 8, None, id="backslash-in-host"),
    pytest.param("http://127.0.0.1\\@example.com/", "userinfo", 16, None, id="backslash-user"),
    pytest.param("http://a\\b@h/", "userinfo", 8, None, id="backslash-in-user"),
    pytest.param("http://h:80\\/x", "port", 11, None, id="backslash-in-port"),
    pytest.param("//a\\@b/", "userinfo", 3, None, id="backslash-scheme-relative"),
    pytest.param("/\\evil.example/", "path", 1, None, id="slash-backslash-path"),
    pytest.param("\\\\evil.example/", "path", 0, None, id="backslash-backslash-path"),
    pytest.param("http:\\\\evil.example/", "path", 5, None, id="scheme-backslashes"),
    pytest.param(" http://evil.example/", "scheme", 0, None, id="leading-space-scheme"),
    pytest.param("  //evil.example/", "scheme", 0, None, id="leading-space-authority"),
]


@pytest.mark.parametrize(("text", "part", "position", "message"), ERRORS)
def test_parse_url_refuses(text: str, part: str, position: int, message: str | None) -> None:
    with pytest.raises(InvalidURL) as caught:
        parse_url(text)
    error = caught.value
    assert isinstance(error, ValueError)
    assert (error.url, error.part, error.position) == (text, part, position)
    assert repr(text) in str(error)
    if message is not None:
        assert str(error) == message


@pytest.mark.parametrize(
    "text",
    [
        "http://a/c d",  # a space in a path: unusual, not an error
        'http://h/<>"{}|\\^`',
        "http://bücher.example/ä?ö=ü#ß",
        "http://h:0/",
        "http://h:000065535/",
        "HTTP://[V7.abc:def]/",
        "http://[fe80::1%eth0]/",  # bare "%" zone, leniently
        "x:",
        "//",
        "///",
        "\ufeffhttps://bom.example/",
    ],
)
def test_parse_url_accepts_unusual_text(text: str) -> None:
    match = parse_url(text)
    assert match.group() == text


@pytest.mark.parametrize(
    ("text", "fragments", "parts"),
    [
        ("http://a/b?c#d", True, ("http", "a", "/b", "c", "d")),
        ("a#b?c", False, (None, None, "a#b", "c", None)),
        ("//h#x/y", False, (None, "h", "#x/y", None, None)),
        ("http://h:abc/\x00", True, ("http", "h:abc", "/\x00", None, None)),
    ],
)
def test_split_is_lenient(text: str, fragments: bool, parts: tuple[str | None, ...]) -> None:
    assert split(text, fragments=fragments) == parts


@pytest.mark.parametrize(
    ("authority", "expected"),
    [
        ("user:pw@[::1]:80", ("user:pw", "[::1]", "80")),
        ("h", (None, "h", None)),
        ("a@b@h:", ("a@b", "h", "")),
        ("h:1:2", (None, "h", "1:2")),
        ("[::1", (None, "[", ":1")),
    ],
)
def test_split_authority(authority: str, expected: tuple[str | None, str, str | None]) -> None:
    assert split_authority(authority) == expected


@pytest.mark.parametrize(
    "text",
    [
        "http://user:s3cret@h:abc/",
        "http://user:s3cret@[::1/",
        "http://user:s3cret@h/\x00",
        "http://user:s3cret@a]b/",
        "http://user:s3cret@[::g]/",
        "http://a:b:s3cret@h:99999/",
    ],
)
def test_error_messages_mask_the_password(text: str) -> None:
    with pytest.raises(InvalidURL) as caught:
        parse_url(text)
    assert "s3cret" not in str(caught.value)
    assert "********" in str(caught.value)
    assert caught.value.url == text  # programs still get the whole input


uri_text = st.text(alphabet="ab:/?#@[]%.1 ", max_size=24)


@settings(max_examples=examples(2000))
@given(uri_text)
def test_split_joins_back_to_the_text(text: str) -> None:
    scheme, authority, path, query, fragment = split(text)
    rebuilt = (
        ("" if scheme is None else scheme + ":")
        + ("" if authority is None else "//" + authority)
        + path
        + ("" if query is None else "?" + query)
        + ("" if fragment is None else "#" + fragment)
    )
    assert rebuilt == text


@settings(max_examples=examples(2000))
@given(st.text(alphabet="ab:/?#@%.1 ", max_size=24).filter(lambda t: not t.startswith(" ")))
def test_split_agrees_with_urlsplit_on_the_parts_urlsplit_keeps(text: str) -> None:
    # urlsplit strips leading spaces and refuses unbalanced brackets (measures
    # href.compat mirrors on top of split); the rest must agree.
    scheme, authority, path, query, fragment = split(text)
    theirs = urllib.parse.urlsplit(text)
    # urlsplit lower-cases the scheme and says "" for absent.
    assert (scheme or "").lower() == theirs.scheme
    assert (authority or "", path, query or "", fragment or "") == (
        theirs.netloc,
        theirs.path,
        theirs.query,
        theirs.fragment,
    )


@settings(max_examples=examples(1000))
@given(uri_text)
def test_parse_url_accepts_or_explains(text: str) -> None:
    try:
        match = parse_url(text)
    except InvalidURL as error:
        assert error.url == text
        assert error.part in {"scheme", "userinfo", "host", "port", "path", "query", "fragment"}
    else:
        assert match.group() == text


def test_patterns_are_linear_on_many_at_signs_and_brackets() -> None:
    # An unanchored backtracking userinfo would be quadratic on this.
    text = "http://" + "@" * 200_000 + "[/"
    with pytest.raises(InvalidURL, match=re.escape("is never closed")):
        parse_url(text)


@given(st.text(max_size=40), st.booleans())
def test_match_any_matches_every_text_with_the_groups_split_reads(
    text: str, fragments: bool
) -> None:
    match = (match_any if fragments else match_any_no_fragment)(text)
    assert match.group() == text
    assert match.group(SCHEME, AUTHORITY, PATH, QUERY, FRAGMENT) == split(
        text, fragments=fragments
    )
    assert match.group(USERINFO, HOST, PORT) == (None, None, None)
