"""Security properties (issue 6): each guarantee of docs/security.md, as tests.

Every section below is one paragraph of the security page, which names these
tests. Tables hold the nasty cases by name; hypothesis explores around them.
A guarantee the library does not keep yet is a strict xfail whose reason
starts with "finding:", so the suite stays green and the fix turns it into a
pass (and, being strict, into a reminder to drop the mark).
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
import ipaddress
import json
import pathlib
import re
import socket
import subprocess
import sys
import unicodedata
import urllib.parse
from collections.abc import Callable, Sequence
from types import ModuleType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import href.compat
import strategies as s
from compat_harness import assert_same
from href import URL, Host, InvalidURL
from href._cli import main
from href._grammar import ROOTED_SCHEMES

ROOT = pathlib.Path(__file__).resolve().parent.parent

# ---------------------------------------------------------------------------
# Shared values
# ---------------------------------------------------------------------------

# Characters that delimit or end a part somewhere in a URL, that browsers read
# as a delimiter ("\\" in special schemes), or that end a line or a string.
STRUCTURAL = tuple("\r\n\x00\t\x7f#?@/\\:[]%&=+; é\u2028\x85")
_SUB_DELIMS = "!$&'()*+,;="

# Decoded text as an attacker would send it: structural characters, controls
# and anything else Unicode has but lone surrogates (see the finding below).
_any_char = st.characters(exclude_categories=["Cs"])
hostile_text: st.SearchStrategy[str] = st.text(
    st.one_of(st.sampled_from(STRUCTURAL), _any_char), max_size=12
)

# Base URLs with every part, some parts, escapes, an IPv6 host.
BASES = (
    "https://us:pw@example.com:8443/a/b?x=1&y&x=2#frag",
    "http://example.com",
    "http://h/dir/",
    "https://[::1]:81/p?q=%26#f%23",
    "ftp://user@h/a%2Fb;c?",
)
bases: st.SearchStrategy[URL] = st.sampled_from(BASES).map(URL)


def _id(char: str) -> str:
    return char if char.isalnum() and char.isascii() else f"U+{ord(char):04X}"


def _pct(text: str) -> str:
    """Percent-encode every byte of ``text`` (the test's own encoder, not href's)."""
    return "".join(f"%{byte:02X}" for byte in text.encode("utf-8"))


def _parts(url: URL) -> dict[str, str | None]:
    return {
        "scheme": url.raw_scheme,
        "userinfo": url.raw_userinfo,
        "host": url.raw_host,
        "port": url.raw_port,
        "path": url.raw_path,
        "query": url.raw_query,
        "fragment": url.raw_fragment,
    }


def _assert_only_changed(before: URL, after: URL, *changed: str) -> URL:
    """Re-parse ``after``; every part but ``changed`` must be ``before``'s, as written."""
    again = URL(str(after))
    assert again == after
    kept_before = {k: v for k, v in _parts(before).items() if k not in changed}
    kept_after = {k: v for k, v in _parts(again).items() if k not in changed}
    if _wrote_the_root(before, again):
        kept_before["path"] = "/"
    assert kept_after == kept_before
    return again


def _wrote_the_root(before: URL, after: URL) -> bool:
    """Whether a builder wrote "/" for the empty path of an http(s)-like URL.

    It does so with a query or fragment (RFC 9110 4.2.3: the same URL), and
    changes nothing else of the path.
    """
    return (
        before.raw_path == ""
        and before.raw_authority is not None
        and before.scheme in ROOTED_SCHEMES
        and after.raw_path == "/"
        and (after.raw_query is not None or after.raw_fragment is not None)
    )


# ---------------------------------------------------------------------------
# 1. No builder, no "/", child() or "%" can inject structure
# ---------------------------------------------------------------------------

Pairs = tuple[tuple[str, str], ...]


def _updated(pairs: Pairs, updates: dict[str, str]) -> Pairs:
    """update_query's documented meaning: first pair replaced in place, later ones dropped."""
    out: list[tuple[str, str]] = []
    done: set[str] = set()
    for name, value in pairs:
        if name not in updates:
            out.append((name, value))
        elif name not in done:
            out.append((name, updates[name]))
            done.add(name)
    out += [(name, value) for name, value in updates.items() if name not in done]
    return tuple(out)


def _segments_before_append(url: URL) -> tuple[str, ...]:
    """The decoded segments an appended segment follows (a trailing "/" gives none)."""
    segments = url.path.segments
    return segments[:-1] if segments and segments[-1] == "" else segments


def _never(_value: str) -> bool:
    return False


def _is_scheme(value: str) -> bool:
    return re.fullmatch(r"[A-Za-z][A-Za-z0-9+.\-]*", value) is not None


@dataclasses.dataclass(frozen=True)
class Builder:
    """One builder: how to call it, the part it may change, and what must read back."""

    apply: Callable[[URL, str], URL]
    part: str
    read: Callable[[URL], object]
    expect: Callable[[URL, str], object]
    argument: str = ""  # a pattern the error message of a refusal must match
    refuses: Callable[[str], bool] = _never


def _expected_path(base: URL, value: str) -> str:
    # with_path() takes a decoded path; with a host, a non-empty path gets its "/".
    if base.raw_host is not None and value and not value.startswith("/"):
        return "/" + value
    return value


def _name_pairs(url: URL) -> Pairs:
    return url.query.items()


BUILDERS = [
    pytest.param(
        Builder(
            apply=lambda url, v: url.with_scheme(v),
            part="scheme",
            read=lambda url: url.scheme,
            expect=lambda _base, v: v.lower(),
            argument="scheme",
            refuses=lambda v: not _is_scheme(v),
        ),
        id="with_scheme",
    ),
    pytest.param(
        Builder(
            apply=lambda url, v: url.with_user(v),
            part="userinfo",
            read=lambda url: (url.user, url.password),
            expect=lambda base, v: (v, base.password),
        ),
        id="with_user",
    ),
    pytest.param(
        Builder(
            apply=lambda url, v: url.with_password(v),
            part="userinfo",
            read=lambda url: (url.user, url.password),
            # No password without a user name: an absent one becomes "".
            expect=lambda base, v: (base.user or "", v),
        ),
        id="with_password",
    ),
    pytest.param(
        Builder(
            apply=lambda url, v: url.with_path(v),
            part="path",
            read=lambda url: urllib.parse.unquote(url.raw_path),
            expect=_expected_path,
        ),
        id="with_path",
    ),
    pytest.param(
        Builder(
            apply=lambda url, v: url.with_query({v: v}),
            part="query",
            read=_name_pairs,
            expect=lambda _base, v: ((v, v),),
        ),
        id="with_query-mapping",
    ),
    pytest.param(
        Builder(
            apply=lambda url, v: url.with_query([(v, v), ("k", v)]),
            part="query",
            read=_name_pairs,
            expect=lambda _base, v: ((v, v), ("k", v)),
        ),
        id="with_query-pairs",
    ),
    pytest.param(
        Builder(
            apply=lambda url, v: url.with_query(k=v),
            part="query",
            read=_name_pairs,
            expect=lambda _base, v: (("k", v),),
        ),
        id="with_query-keywords",
    ),
    pytest.param(
        Builder(
            apply=lambda url, v: url.with_fragment(v),
            part="fragment",
            read=lambda url: url.fragment,
            expect=lambda _base, v: v,
        ),
        id="with_fragment",
    ),
    pytest.param(
        Builder(
            apply=lambda url, v: url.update_query({v: v}),
            part="query",
            read=_name_pairs,
            expect=lambda base, v: _updated(base.query.items(), {v: v}),
        ),
        id="update_query",
    ),
    pytest.param(
        Builder(
            apply=lambda url, v: url % {v: v, "x": v},
            part="query",
            read=_name_pairs,
            expect=lambda base, v: _updated(base.query.items(), {v: v, "x": v}),
        ),
        id="percent-operator",
    ),
    pytest.param(
        Builder(
            apply=lambda url, v: url.extend_query([(v, v)]),
            part="query",
            read=_name_pairs,
            expect=lambda base, v: (*base.query.items(), (v, v)),
        ),
        id="extend_query",
    ),
    pytest.param(
        Builder(
            apply=lambda url, v: url.without_query_params(v, "x"),
            part="query",
            read=_name_pairs,
            expect=lambda base, v: tuple(p for p in base.query.items() if p[0] not in {v, "x"}),
        ),
        id="without_query_params",
    ),
    pytest.param(
        Builder(
            apply=lambda url, v: url / v,
            part="path",
            read=lambda url: url.path.segments,
            expect=lambda base, v: (*_segments_before_append(base), *v.split("/")),
            argument="segment|starts with '/'",
            refuses=lambda v: v.startswith("/") or bool({".", ".."} & set(v.split("/"))),
        ),
        id="slash-operator",
    ),
    pytest.param(
        Builder(
            apply=lambda url, v: url.child(v),
            part="path",
            read=lambda url: url.path.segments,
            expect=lambda base, v: (*_segments_before_append(base), v),
            argument="segment",
            refuses=lambda v: v in {"", ".", ".."},
        ),
        id="child",
    ),
    pytest.param(
        Builder(
            apply=lambda url, v: url.with_name(v),
            part="path",
            read=lambda url: url.path.segments[-1],
            expect=lambda _base, v: v,
            argument="name",
            refuses=lambda v: v in {"", ".", ".."} or "/" in v,
        ),
        id="with_name",
    ),
]


@pytest.mark.parametrize("builder", BUILDERS)
@given(base=bases, value=hostile_text)
def test_builders_cannot_inject_structure(builder: Builder, base: URL, value: str) -> None:
    """Only the named part changes, and it decodes back to exactly the value given."""
    try:
        after = builder.apply(base, value)
    except ValueError as error:
        assert builder.refuses(value), f"refused {value!r}: {error}"
        assert builder.argument, f"refused {value!r}: {error}"
        assert re.search(builder.argument, str(error))
        return
    assert not builder.refuses(value), f"accepted {value!r}: {after!r}"
    again = _assert_only_changed(base, after, builder.part)
    assert builder.read(again) == builder.expect(base, value)


# What each builder may leave as written; everything else in the value must come
# out percent-encoded (UTF-8), and a form-encoded space as "+".
@dataclasses.dataclass(frozen=True)
class Encoder:
    """How one builder writes a value ``a<c>b`` into its part."""

    apply: Callable[[str], URL]
    written: Callable[[URL], str | None]
    literal: str
    form: bool = False
    #: Characters the builder refuses rather than encodes.
    refused: str = ""


_BASE = URL("https://u:p@h:1/d/e?x=1#f")
ENCODERS = {
    "with_user": Encoder(_BASE.with_user, lambda u: u.raw_user, _SUB_DELIMS),
    "with_password": Encoder(_BASE.with_password, lambda u: u.raw_password, _SUB_DELIMS + ":"),
    "with_path": Encoder(_BASE.with_path, lambda u: u.raw_path[1:], _SUB_DELIMS + ":@/"),
    "slash-operator": Encoder(
        lambda v: _BASE / v, lambda u: u.raw_path.removeprefix("/d/e/"), _SUB_DELIMS + ":@/"
    ),
    "child": Encoder(_BASE.child, lambda u: u.raw_path.removeprefix("/d/e/"), _SUB_DELIMS + ":@"),
    "with_name": Encoder(
        # A name is one segment: "/" is refused, as pathlib and yarl refuse it.
        _BASE.with_name,
        lambda u: u.raw_path.removeprefix("/d/"),
        _SUB_DELIMS + ":@",
        refused="/",
    ),
    "with_fragment": Encoder(_BASE.with_fragment, lambda u: u.raw_fragment, _SUB_DELIMS + ":@/?"),
    "query-value": Encoder(
        lambda v: _BASE.with_query({"k": v}),
        lambda u: (u.raw_query or "").removeprefix("k="),
        "!$'()*,;:@/?",
        form=True,
    ),
    "query-name": Encoder(
        lambda v: _BASE.update_query({v: "1"}),
        lambda u: (u.raw_query or "").removeprefix("x=1&").removesuffix("=1"),
        "!$'()*,;:@/?",
        form=True,
    ),
    "build-user": Encoder(
        lambda v: URL.build(scheme="http", host="h", user=v), lambda u: u.raw_user, _SUB_DELIMS
    ),
}


@pytest.mark.parametrize("char", STRUCTURAL, ids=_id)
@pytest.mark.parametrize("builder", ENCODERS)
def test_builders_encode_each_structural_character(builder: str, char: str) -> None:
    encoder = ENCODERS[builder]
    if char in encoder.refused:
        with pytest.raises(ValueError, match=re.escape(f"invalid name 'a{char}b'")):
            encoder.apply(f"a{char}b")
        return
    if char in encoder.literal:
        expected = char
    elif encoder.form and char == " ":
        expected = "+"
    else:
        expected = _pct(char)
    url = encoder.apply(f"a{char}b")
    assert encoder.written(url) == f"a{expected}b"
    assert URL(str(url)) == url


# A host cannot be percent-encoded (href refuses "%" in a name), so whatever
# would delimit it must be refused.
HOST_DELIMITERS = [
    *(c for c in STRUCTURAL if c not in _SUB_DELIMS + "é"),
    # WHATWG URL standard, forbidden host code points: browsers refuse these.
    *("<", ">", "^", "|"),
]


@pytest.mark.parametrize("char", HOST_DELIMITERS, ids=_id)
def test_with_host_refuses_a_delimiter(char: str) -> None:
    with pytest.raises(ValueError, match="host"):
        _BASE.with_host(f"evil.example{char}.trusted.example")


def test_with_host_refuses_a_path_in_the_host() -> None:
    with pytest.raises(ValueError, match=r"^invalid host 'evil.example/x': "):
        URL("https://example.com/").with_host("evil.example/x")


@given(base=bases, value=hostile_text)
def test_with_host_changes_only_the_host(base: URL, value: str) -> None:
    try:
        after = base.with_host(value)
    except ValueError as error:
        assert "host" in str(error)
        return
    again = _assert_only_changed(base, after, "host")
    assert again.host is not None
    if value.startswith("["):
        assert str(again.host) == value
    elif ":" in value:  # a bare IPv6 address gets its brackets
        assert again.host.address == ipaddress.ip_address(value)
    elif value.isascii():
        assert str(again.host) == value
    else:  # a non-ASCII name is written as its A-labels
        assert again.raw_host == again.host.ascii
        assert again.host.ascii.isascii()


@pytest.mark.parametrize(
    ("port", "error"),
    [
        pytest.param(-1, ValueError, id="negative"),
        pytest.param(65536, ValueError, id="above-65535"),
        pytest.param(70000, ValueError, id="70000"),
        pytest.param(True, TypeError, id="bool"),
        pytest.param("80", TypeError, id="str"),
        pytest.param(80.0, TypeError, id="float"),
    ],
)
def test_with_port_refuses_what_is_not_a_port(port: object, error: type[Exception]) -> None:
    with pytest.raises(error, match="port"):
        _BASE.with_port(port)  # type: ignore[arg-type]  # a non-int port is the input under test


@given(base=bases, port=st.integers(0, 65535))
def test_with_port_changes_only_the_port(base: URL, port: int) -> None:
    again = _assert_only_changed(base, base.with_port(port), "port")
    assert again.port == port


_QUERY_TEXT = re.compile(r"(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*")


@given(base=bases, value=hostile_text)
def test_with_query_text_changes_only_the_query(base: URL, value: str) -> None:
    """A string is a query as written: what a query cannot hold is encoded, the rest kept."""
    again = _assert_only_changed(base, base.with_query(value), "query")
    assert again.raw_query is not None
    assert _QUERY_TEXT.fullmatch(again.raw_query)
    if _QUERY_TEXT.fullmatch(value):
        assert again.raw_query == value


@given(
    user=hostile_text,
    password=hostile_text,
    host=s.builder_hosts,
    port=st.none() | s.builder_ports,
    path=hostile_text,
    pairs=st.lists(st.tuples(hostile_text, hostile_text), max_size=3),
    fragment=st.none() | hostile_text,
)
def test_build_reads_back_every_part(
    *,
    user: str,
    password: str,
    host: str,
    port: int | None,
    path: str,
    pairs: list[tuple[str, str]],
    fragment: str | None,
) -> None:
    url = URL.build(
        scheme="https",
        user=user,
        password=password,
        host=host,
        port=port,
        path=path,
        query=pairs,
        fragment=fragment,
    )
    again = URL(str(url))
    assert (again.scheme, again.user, again.password) == ("https", user, password)
    assert (again.raw_host, again.port) == (host, port)
    written = "/" + path if path and not path.startswith("/") else path
    if not written and (again.raw_query is not None or fragment is not None):
        written = "/"  # https://h/?q rather than https://h?q (RFC 9110 4.2.3)
    assert urllib.parse.unquote(again.raw_path) == written
    assert again.query.items() == tuple(pairs)
    assert again.fragment == fragment


# A relative reference whose first segment holds ":" reads as a scheme
# (RFC 3986 4.2): "javascript:alert(1)" given as a path must stay a path.
SCHEME_INJECTIONS = [
    pytest.param(
        lambda: URL.build(path="javascript:alert(1)"), "javascript%3Aalert(1)", id="build"
    ),
    pytest.param(
        lambda: URL("").with_path("javascript:alert(1)"), "javascript%3Aalert(1)", id="with_path"
    ),
    pytest.param(
        lambda: URL("?q").with_path("javascript:alert(1)"),
        "javascript%3Aalert(1)?q",
        id="with_path-query",
    ),
    pytest.param(lambda: URL("") / "javascript:alert(1)", "javascript%3Aalert(1)", id="slash"),
    pytest.param(
        lambda: URL("").child("javascript:alert(1)"), "javascript%3Aalert(1)", id="child"
    ),
    pytest.param(
        lambda: URL("").with_name("javascript:alert(1)"),
        "javascript%3Aalert(1)",
        id="with_name-empty",
    ),
    pytest.param(
        lambda: URL("page").with_name("javascript:alert(1)"),
        "javascript%3Aalert(1)",
        id="with_name-rootless",
    ),
    pytest.param(
        lambda: URL("javascript").with_suffix(".x:alert(1)"),
        "javascript.x%3Aalert(1)",
        id="with_suffix",
    ),
]


@pytest.mark.parametrize(("build", "expected"), SCHEME_INJECTIONS)
def test_path_builders_cannot_make_a_scheme(build: Callable[[], URL], expected: str) -> None:
    url = build()
    assert url.scheme is None
    assert str(url) == expected


# Without a host, a path that starts with "//" would read as an authority.
AUTHORITY_INJECTIONS = [
    pytest.param(lambda: URL("").with_path("//evil.example/x"), id="with_path"),
    pytest.param(lambda: URL("mailto:a@b").with_path("//evil.example/x"), id="with_path-scheme"),
    pytest.param(lambda: URL.build(path="//evil.example/x"), id="build"),
    pytest.param(lambda: URL("http://h//evil.example/x").with_host(None), id="with_host-none"),
    pytest.param(lambda: URL("http:a:b").with_scheme(None), id="with_scheme-none"),
    pytest.param(lambda: URL("http:x").with_host("evil.example"), id="with_host-rootless"),
]


@pytest.mark.parametrize("build", AUTHORITY_INJECTIONS)
def test_builders_refuse_what_would_read_as_another_part(build: Callable[[], URL]) -> None:
    with pytest.raises(ValueError, match="path"):
        build()


@pytest.mark.parametrize(
    ("build", "argument"),
    [
        pytest.param(lambda: _BASE.with_user("\ud800"), "user", id="with_user"),
        pytest.param(lambda: _BASE.with_path("\ud800"), "path", id="with_path"),
        pytest.param(lambda: _BASE.with_fragment("\ud800"), "fragment", id="with_fragment"),
        pytest.param(lambda: _BASE.child("\ud800"), "segment", id="child"),
    ],
)
def test_builders_name_the_argument_for_a_lone_surrogate(
    build: Callable[[], URL], argument: str
) -> None:
    with pytest.raises(ValueError, match=argument):
        build()


# ---------------------------------------------------------------------------
# 2. "/" and child() cannot climb out of the path they append to
# ---------------------------------------------------------------------------

CONTAINMENT_BASES = (
    "https://files.example/users/alice",
    "https://files.example/users/alice/",
    "https://files.example",
    "https://files.example/a/./b/../c",
    "https://files.example/a/%2e%2E/b",
    "https://files.example/a%2fb/",
    "file:///srv/files/",
    "https://files.example/users/alice?token=1#top",
)
# Pieces that spell (or almost spell) a dot segment, a separator or an escape.
_TRAVERSAL_PIECES = (
    *(".", "..", "/", "\\", "%", "2e", "2E", "%2e", "%2E", "%2f", "%5c", "%252e"),
    *(";", "?", "#", "a", "\uff0e", "\u2024"),
)
traversal_text: st.SearchStrategy[str] = st.one_of(
    st.lists(st.sampled_from(_TRAVERSAL_PIECES), max_size=8).map("".join), hostile_text
)
# What browsers read as a dot segment (WHATWG URL standard, path state).
_DOT_SEGMENTS = frozenset({".", "..", "%2e", ".%2e", "%2e.", "%2e%2e"})


def _assert_within(base: URL, appended: URL) -> None:
    """The appended URL stays under the base, by RFC 3986 and by browsers' rules."""
    prefix = _segments_before_append(base.normalize())
    assert appended.normalize().path.segments[: len(prefix)] == prefix
    # Nothing appended is a dot segment or a backslash to a browser either.
    added = appended.path.raw_segments[len(_segments_before_append(base)) :]
    for segment in added:
        assert segment.lower() not in _DOT_SEGMENTS
        assert "\\" not in segment
    assert _parts(appended)["query"] == _parts(base)["query"]


@given(base=st.sampled_from(CONTAINMENT_BASES).map(URL), value=traversal_text)
def test_appended_values_cannot_climb_out_of_the_path(base: URL, value: str) -> None:
    for append in (base.__truediv__, base.child):
        try:
            appended = append(value)
        except ValueError as error:
            assert "segment" in str(error) or "starts with '/'" in str(error)
            continue
        _assert_within(base, appended)


TRAVERSALS = [
    # value, raw tail of base / value (None: refused), raw tail of base.child(value)
    pytest.param("..", None, None, id="dot-dot"),
    pytest.param(".", None, None, id="dot"),
    pytest.param("../admin", None, "..%2Fadmin", id="dot-dot-slash"),
    pytest.param("a/../../admin", None, "a%2F..%2F..%2Fadmin", id="inner-dot-dot"),
    pytest.param("a/./b", None, "a%2F.%2Fb", id="inner-dot"),
    pytest.param("/etc/passwd", None, "%2Fetc%2Fpasswd", id="absolute"),
    pytest.param("//evil.example", None, "%2F%2Fevil.example", id="network-path"),
    pytest.param("%2e%2e", "%252e%252e", "%252e%252e", id="escaped-dot-dot"),
    pytest.param("%2E%2e", "%252E%252e", "%252E%252e", id="escaped-mixed-case"),
    pytest.param(".%2e", ".%252e", ".%252e", id="half-escaped"),
    pytest.param("%2e", "%252e", "%252e", id="escaped-dot"),
    pytest.param("..%2f..%2fadmin", "..%252f..%252fadmin", "..%252f..%252fadmin", id="esc-slash"),
    pytest.param("..\\..\\admin", "..%5C..%5Cadmin", "..%5C..%5Cadmin", id="backslash"),
    pytest.param("..;", "..;", "..;", id="dot-dot-semicolon"),
    pytest.param("\uff0e\uff0e", "%EF%BC%8E%EF%BC%8E", "%EF%BC%8E%EF%BC%8E", id="full-width"),
    pytest.param("..?x#y", "..%3Fx%23y", "..%3Fx%23y", id="dot-dot-query"),
    pytest.param("a/", "a/", "a%2F", id="trailing-slash"),
]


@pytest.mark.parametrize(("value", "slash", "child"), TRAVERSALS)
def test_traversal_values_are_refused_or_encoded(
    value: str, slash: str | None, child: str | None
) -> None:
    base = URL("https://files.example/users/alice/?k=v")
    for append, expected in ((base.__truediv__, slash), (base.child, child)):
        if expected is None:
            with pytest.raises(ValueError, match=r"segment|starts with '/'"):
                append(value)
        else:
            appended = append(value)
            assert str(appended) == f"https://files.example/users/alice/{expected}?k=v"
            _assert_within(base, appended)


def test_child_keeps_a_slash_inside_one_segment() -> None:
    url = URL("https://files.example/users/alice/").child("../../admin")
    assert url.path.segments == ("users", "alice", "../../admin")
    assert url.normalize().path.segments == ("users", "alice", "../../admin")


# ---------------------------------------------------------------------------
# 3. Hosts: UTS 46, no look-alike spellings, the NFKC rule, IPv4 in disguise
# ---------------------------------------------------------------------------

# Spellings of one name that UTS 46 maps to it: to_ascii() and normalize() both
# give the plain lower-case ASCII name.
HOST_SPELLINGS = [
    pytest.param("ＥＸＡＭＰＬＥ．com", "example.com", id="full-width"),
    pytest.param("ＥＸＡＭＰＬＥ.ＣＯＭ", "example.com", id="full-width-upper"),
    pytest.param("example\u3002com", "example.com", id="ideographic-full-stop"),
    pytest.param("example\uff0ecom", "example.com", id="full-width-full-stop"),
    pytest.param("example\uff61com", "example.com", id="half-width-ideographic-stop"),
    pytest.param("exa\u00admple.com", "example.com", id="soft-hyphen"),
    pytest.param("Bücher.EXAMPLE", "xn--bcher-kva.example", id="idn-mixed-case"),
    pytest.param("BÜCHER.example", "xn--bcher-kva.example", id="idn-upper"),
    pytest.param("straße.de", "xn--strae-oqa.de", id="non-transitional-sharp-s"),
    pytest.param("ΑΘΗΝΑ.gr", "xn--mxaard0a.gr", id="greek-upper"),
]


@pytest.mark.parametrize(("host", "expected"), HOST_SPELLINGS)
def test_look_alike_hosts_do_not_survive_to_ascii(host: str, expected: str) -> None:
    url = URL(f"https://{host}/p")
    assert url.to_ascii().raw_host == expected
    assert url.normalize().raw_host == expected
    assert url.host is not None
    assert url.host.ascii == expected
    assert url.with_host(host).raw_host == expected  # builders write the A-label form


_FULL_WIDTH = {c: chr(ord(c) + 0xFEE0) for c in "abcdefghijklmnopqrstuvwxyz0123456789"}
_DOTS = (".", "\u3002", "\uff0e", "\uff61")


@st.composite
def disguised_names(draw: st.DrawFn) -> tuple[str, str]:
    """Return (a spelling, the plain name): case, full-width, soft hyphens, other dots."""
    labels = draw(st.lists(st.from_regex(r"\A[a-z][a-z0-9]{0,7}\Z"), min_size=1, max_size=3))
    plain = ".".join(labels)
    out: list[str] = []
    for index, label in enumerate(labels):
        if index:
            out.append(draw(st.sampled_from(_DOTS)))
        for char in label:
            form = draw(st.sampled_from(("plain", "upper", "full", "full-upper", "shy")))
            if form == "upper":
                out.append(char.upper())
            elif form == "full":
                out.append(_FULL_WIDTH[char])
            elif form == "full-upper":
                out.append(_FULL_WIDTH[char].upper())
            elif form == "shy":
                out.append("\u00ad" + char)
            else:
                out.append(char)
    return "".join(out), plain


@given(disguised_names())
def test_disguised_names_normalize_to_the_plain_name(names: tuple[str, str]) -> None:
    spelling, plain = names
    url = URL(f"http://{spelling}/")
    assert url.normalize().raw_host == plain
    if not spelling.isascii():
        assert url.to_ascii().raw_host == plain


@pytest.mark.parametrize(
    ("host", "expected"),
    [
        pytest.param("exAMPle.COM", "example.com", id="mixed-case"),
        pytest.param("XN--BCHER-KVA.example", "xn--bcher-kva.example", id="upper-a-label"),
    ],
)
def test_to_ascii_lowercases_an_ascii_host(host: str, expected: str) -> None:
    assert URL(f"https://{host}/").to_ascii().raw_host == expected


def test_normalize_lowercases_an_ascii_host() -> None:
    assert URL("https://exAMPle.COM/").normalize().raw_host == "example.com"
    assert URL("https://XN--BCHER-KVA.example/").normalize().raw_host == "xn--bcher-kva.example"


# Names UTS 46 refuses with the web's flags (non-transitional, CheckBidi and
# CheckJoiners on), with the check that refuses them.
INVALID_IDNS = [
    pytest.param("a\u05d0.com", id="bidi-mixed-direction"),
    pytest.param("1\u0627.com", id="bidi-rtl-label-starts-with-digit"),
    pytest.param("a\u200db.com", id="contextj-zwj"),
    pytest.param("a\u200cb.com", id="contextj-zwnj"),
    pytest.param("\u0301a.com", id="leading-combining-mark"),
    pytest.param("ä.xn--zz", id="bad-punycode-beside-unicode"),
    pytest.param("ä.xn--ls8h=", id="punycode-with-a-non-digit"),
    pytest.param("a\u2488b.com", id="disallowed-digit-full-stop"),
    pytest.param("a\x85b.com", id="c1-control"),
    pytest.param("a\u2028b.com", id="line-separator"),
    pytest.param("a\ufffdb.com", id="replacement-character"),
]

# Names that UTS 46 accepts with the web's flags and IDNA 2008 refuses:
# browsers (and so href) take them; dns_name_error() says why a registry would not.
WEB_ONLY_IDNS = [
    # The first five A-labels are web-platform-tests' (toascii.json).
    pytest.param("ab--c.ß", "ab--c.xn--zca", "V2", id="hyphens-3-4"),
    pytest.param("a†--.com", "xn--a---kp0a.com", "V2", id="hyphens-3-4-and-trailing"),
    pytest.param("-†.com", "xn----xhn.com", "V3", id="leading-hyphen"),
    pytest.param("x-.ß", "x-.xn--zca", "V3", id="trailing-hyphen"),
    # These two are about lengths: their A-labels are as the standard library's
    # punycode codec writes a run of "ä" ("4c" then an "a" each).
    pytest.param("ä" * 64 + ".com", f"xn--4c{'a' * 64}.com", "A4_2", id="label-over-63"),
    pytest.param(
        ".".join(["ä" * 50] * 6), ".".join([f"xn--4c{'a' * 50}"] * 6), "A4_1", id="name-over-253"
    ),
    pytest.param("\U0001f4a9.la", "xn--ls8h.la", None, id="emoji"),
    pytest.param("ü_x.de", "xn--_x-wka.de", "STD3", id="underscore"),
]


@pytest.mark.parametrize(("host", "ascii_", "rule"), WEB_ONLY_IDNS)
def test_hosts_browsers_take_and_registries_refuse(
    host: str, ascii_: str, rule: str | None
) -> None:
    url = URL(f"http://{host}/")
    assert url.host is not None
    assert url.host.ascii == ascii_
    assert URL(str(url.to_ascii())).host == Host(url.host.ascii)
    assert _BASE.with_host(host).host == Host(url.host.ascii)
    error = url.host.dns_name_error()
    if rule is None:
        assert error is None
    else:
        assert error is not None
        assert rule in error or (rule == "STD3" and "'_'" in error)


@pytest.mark.parametrize("host", INVALID_IDNS)
def test_url_refuses_a_host_that_uts46_refuses(host: str) -> None:
    with pytest.raises(InvalidURL, match="not a valid internationalized domain name") as info:
        URL(f"http://{host}/")
    assert info.value.part == "host"
    with pytest.raises(ValueError, match="invalid host"):
        _BASE.with_host(host)


@pytest.mark.parametrize(
    ("host", "unicode_"),
    [
        pytest.param("xn--zz.com", "xn--zz.com", id="bad-punycode"),
        pytest.param("XN--ZZ.com", "xn--zz.com", id="bad-punycode-upper"),
        pytest.param("xn--ls8h.la", "\U0001f4a9.la", id="decodes-to-emoji"),
        pytest.param("xn--a.com", "xn--a.com", id="decodes-to-c1"),
        pytest.param("xn--8i7caa.com", "xn--8i7caa.com", id="decodes-to-mapped"),
    ],
)
def test_an_ascii_name_is_kept_whatever_its_a_labels(host: str, unicode_: str) -> None:
    """The URL Standard (2026): an ASCII domain is only lower-cased, as browsers do.

    Its Unicode form decodes the A-labels only when UTS 46 records no error.
    """
    url = URL(f"http://{host}/")
    assert url.host is not None
    assert (url.host.ascii, url.host.unicode) == (host.lower(), unicode_)
    assert str(url.to_ascii()) == f"http://{host.lower()}/"
    assert URL(str(url.to_unicode())).host is not None
    assert str(url.normalize()) == f"http://{host.lower()}/"
    if unicode_ == host.lower():
        assert url.host.dns_name_error() is not None


@pytest.mark.parametrize(
    "host",
    [
        pytest.param("ab--cd.com", id="hyphens-3-4"),
        pytest.param("a" * 64 + ".com", id="label-over-63"),
        pytest.param("-a.com", id="leading-hyphen"),
    ],
)
def test_ascii_names_are_kept_as_browsers_keep_them(host: str) -> None:
    """ASCII names are not IDNA-checked (WHATWG: CheckHyphens and VerifyDnsLength false)."""
    url = URL(f"http://{host}/")
    assert url.host is not None
    assert (url.raw_host, url.host.ascii, url.host.address) == (host, host, None)


# Code points whose NFKC form holds a character that delimits a netloc.
NFKC_DELIMITERS = tuple(
    c
    for c in map(chr, range(0x80, 0x10000))
    if not 0xD800 <= ord(c) <= 0xDFFF
    and any(d in unicodedata.normalize("NFKC", c) for d in "/?#@:")
)


def test_nfkc_delimiters_table_holds_the_known_look_alikes() -> None:
    assert {"\uff03", "\uff0f", "\uff1a", "\uff1f", "\uff20", "\u2100"} <= set(NFKC_DELIMITERS)


@pytest.mark.parametrize("char", NFKC_DELIMITERS, ids=_id)
def test_hosts_whose_nfkc_form_holds_a_delimiter_are_refused(char: str) -> None:
    text = f"http://evil.example{char}trusted.example/"
    with pytest.raises(InvalidURL, match="host"):
        URL(text)
    with pytest.raises(ValueError, match="host"):
        _BASE.with_host(f"evil.example{char}trusted.example")
    assert_same(lambda m: m.urlsplit(text))  # urllib.parse's NFKC rule, in href.compat


def test_nfkc_look_alikes_in_the_userinfo_stay_userinfo() -> None:
    url = URL("http://user\uff20evil.example@good.example/")
    assert (url.user, url.raw_host) == ("user\uff20evil.example", "good.example")
    assert url.to_ascii().raw_host == "good.example"
    assert url.normalize().raw_host == "good.example"


# Hosts that browsers and inet_aton read as an IPv4 address.
IPV4_DISGUISES = [
    pytest.param("0x7f.1", "127.0.0.1", id="hex-and-short"),
    pytest.param("2130706433", "127.0.0.1", id="one-decimal-number"),
    pytest.param("0177.0.0.1", "127.0.0.1", id="octal"),
    pytest.param("127.1", "127.0.0.1", id="two-parts"),
    pytest.param("127.0.1", "127.0.0.1", id="three-parts"),
    pytest.param("0x7f000001", "127.0.0.1", id="one-hex-number"),
    pytest.param("0X7F.0.0.1", "127.0.0.1", id="upper-hex"),
    pytest.param("127.0.0.0x1", "127.0.0.1", id="hex-last-part"),
    pytest.param("0300.0250.0.1", "192.168.0.1", id="octal-private"),
    pytest.param("017700000001", "127.0.0.1", id="one-octal-number"),
    pytest.param("00000000000000000000177.0.0.1", "127.0.0.1", id="long-leading-zeros"),
    pytest.param("0x00000000000007f.1", "127.0.0.1", id="hex-leading-zeros"),
    pytest.param("1.256", "1.0.1.0", id="short-form-carries"),
    pytest.param("0", "0.0.0.0", id="zero"),
    pytest.param("169.254.169.254", "169.254.169.254", id="metadata-dotted"),
    pytest.param("0xa9fea9fe", "169.254.169.254", id="metadata-hex"),
]


@pytest.mark.parametrize(("host", "address"), IPV4_DISGUISES)
def test_host_address_reads_ipv4_as_inet_aton_does(host: str, address: str) -> None:
    url = URL(f"http://{host}/admin")
    assert url.host is not None
    assert url.host.address == ipaddress.IPv4Address(address)
    assert ipaddress.IPv4Address(socket.inet_aton(host)) == url.host.address
    assert url.raw_host == host  # kept as written: a name, by RFC 3986


# Forms inet_aton refuses: WHATWG's extras (a trailing dot, a bare "0x") give
# the address browsers read; numbers no IPv4 address holds give none.
IPV4_BEYOND_INET_ATON = [
    pytest.param("127.0.0.1.", "127.0.0.1", id="trailing-dot"),
    pytest.param("0x7f.1.", "127.0.0.1", id="trailing-dot-short"),
    pytest.param("0x", "0.0.0.0", id="bare-0x"),
    pytest.param("0x.0x.0x.0x", "0.0.0.0", id="bare-0x-parts"),
    pytest.param("4294967296", None, id="above-32-bits"),
    pytest.param("0x100000000", None, id="above-32-bits-hex"),
    pytest.param("256.0.0.1", None, id="part-above-255"),
    pytest.param("1.2.3.4.5", None, id="five-parts"),
    pytest.param("08.0.0.1", None, id="bad-octal-digit"),
    pytest.param("0xg.1", None, id="bad-hex-digit"),
    pytest.param("127..1", None, id="empty-part"),
    pytest.param(".127.0.0.1", None, id="leading-dot"),
    pytest.param("127.0.0.1..", None, id="two-trailing-dots"),
    pytest.param("1e2", None, id="exponent"),
]


@pytest.mark.parametrize(("host", "address"), IPV4_BEYOND_INET_ATON)
def test_host_address_of_forms_inet_aton_refuses(host: str, address: str | None) -> None:
    with pytest.raises(OSError, match="illegal"):
        socket.inet_aton(host)
    parsed = Host(host)
    assert parsed.address == (None if address is None else ipaddress.IPv4Address(address))


def test_host_with_a_space_is_refused_where_inet_aton_reads_up_to_it() -> None:
    # glibc's inet_aton reads "127.0.0.1 x" as 127.0.0.1 (it stops at a space);
    # getaddrinfo refuses the text; href refuses the host outright.
    with pytest.raises(socket.gaierror):
        socket.getaddrinfo("127.0.0.1 x", None, flags=socket.AI_NUMERICHOST)
    with pytest.raises(InvalidURL, match="' ' cannot stand in a host name"):
        URL("http://127.0.0.1 x/")


@st.composite
def ipv4_numbers(draw: st.DrawFn) -> str:
    """Return one to four numbers in any base, the last filling the rest, sometimes too big."""
    count = draw(st.integers(1, 4))
    parts: list[str] = []
    for index in range(count):
        limit = 256 ** (5 - count) - 1 if index == count - 1 else 255
        number = draw(st.integers(0, limit) | st.integers(limit + 1, 2 * limit + 300))
        zeros = "0" * draw(st.integers(0, 2))
        base = draw(st.sampled_from(("dec", "oct", "hex", "HEX")))
        if base == "dec":
            parts.append(str(number))
        elif base == "oct":
            parts.append(f"0{zeros}{number:o}")
        else:
            x = draw(st.sampled_from("xX"))
            parts.append(f"0{x}{zeros}{number:x}" if base == "hex" else f"0{x}{zeros}{number:X}")
    return ".".join(parts) + draw(st.sampled_from(("", ".")))


def _inet_aton(text: str) -> ipaddress.IPv4Address | None:
    try:
        return ipaddress.IPv4Address(socket.inet_aton(text))
    except OSError:
        return None


@given(ipv4_numbers())
def test_host_address_agrees_with_inet_aton(host: str) -> None:
    parsed = URL(f"http://{host}/").host
    assert parsed is not None
    expected = _inet_aton(host)
    if expected is not None:
        assert parsed.address == expected
    elif parsed.address is not None:
        # Only WHATWG's extras: one trailing dot, and "0x" alone for zero.
        bare = [("0" if p.lower() == "0x" else p) for p in host.removesuffix(".").split(".")]
        assert _inet_aton(".".join(bare)) == parsed.address


@pytest.mark.parametrize(
    "host",
    [
        pytest.param("１２７．０．０．１", id="full-width"),
        pytest.param("127\u30020\u30020\u30021", id="ideographic-full-stops"),
        pytest.param("０ｘ７ｆ．１", id="full-width-hex"),
        pytest.param("２１３０７０６４３３", id="full-width-number"),
        pytest.param("127.0.0.1\u00ad", id="soft-hyphen"),
        pytest.param("127.0.0.\uff11", id="one-full-width-digit"),
    ],
)
def test_host_address_sees_ipv4_through_uts46_mapping(host: str) -> None:
    parsed = Host(host)
    # The ASCII form, which to_ascii() writes and browsers connect to, is loopback.
    assert Host(parsed.ascii).address == ipaddress.IPv4Address("127.0.0.1")
    assert parsed.address == ipaddress.IPv4Address("127.0.0.1")


def test_ipv4_mapped_ipv6_reports_the_ipv6_address() -> None:
    host = URL("http://[::ffff:127.0.0.1]/").host
    assert host is not None
    assert isinstance(host.address, ipaddress.IPv6Address)
    assert host.address.ipv4_mapped == ipaddress.IPv4Address("127.0.0.1")


# ---------------------------------------------------------------------------
# 4. Passwords: repr(), the CLI and error messages never show them
# ---------------------------------------------------------------------------

SECRET = "s3cr3t"
_user_text = s.userinfo.filter(lambda text: ":" not in text)
_password_tail = st.lists(st.one_of(s.userinfo, st.just("@"), st.just(":"))).map("".join)


@st.composite
def urls_with_password(draw: st.DrawFn, *, breaker: str | None = None) -> str:
    """Return URL text whose password starts with SECRET, broken by ``breaker`` if given."""
    scheme = draw(s.schemes)
    user = draw(_user_text)
    password = SECRET + draw(_password_tail)
    host = draw(s.hosts)
    if not host and scheme.lower() in s.NEEDS_HOST:
        host = "h"  # URL() refuses an http URL with an empty host
    port = draw(st.none() | s.ports)
    path = "".join("/" + segment for segment in draw(st.lists(s.segments, max_size=3)))
    query = draw(st.none() | s.queries)
    fragment = draw(st.none() | s.fragments)
    if breaker == "port-not-digits":
        port = draw(st.sampled_from(["x", "8_0", "\u0661", "+1", "0x50"]))
    elif breaker == "port-too-big":
        port = str(draw(st.integers(65536, 10**8)))
    elif breaker == "broken-ip-literal":
        host = draw(st.sampled_from(["[::g]", "[::1", "[1.2.3.4]", "[v1]", "a]b"]))
    elif breaker == "bad-idn":
        host = draw(st.sampled_from(["a\u200db.example", "ä.xn--zz", "\u0301a.example"]))
    elif breaker == "control-in-path":
        path += draw(st.sampled_from(["\n", "\r\n", "\x00", "\t", "\x7f"]))
    elif breaker == "control-in-password":
        password += draw(st.sampled_from(["\n", "\x00", "\t"]))
    text = f"{scheme}://{user}:{password}@{host}"
    if port is not None:
        text += f":{port}"
    text += path
    if query is not None:
        text += f"?{query}"
    if fragment is not None:
        text += f"#{fragment}"
    return text


@given(urls_with_password())
def test_repr_never_shows_the_password_and_str_does(text: str) -> None:
    url = URL(text)
    assert url.raw_password is not None
    assert url.raw_password.startswith(SECRET)
    assert SECRET not in repr(url)
    assert SECRET not in f"{url!r}"
    assert str(url) == text  # str() is the exact text, password and all
    assert SECRET in str(url)


@given(urls_with_password())
def test_with_password_none_removes_the_password(text: str) -> None:
    url = URL(text)
    removed = url.with_password(None)
    assert removed.password is None
    assert removed.raw_password is None
    assert removed.user == url.user
    assert SECRET not in str(removed)
    _assert_only_changed(url, removed, "userinfo")


BREAKERS = (
    "port-not-digits",
    "port-too-big",
    "broken-ip-literal",
    "bad-idn",
    "control-in-path",
    "control-in-password",
)


@pytest.mark.parametrize("breaker", BREAKERS)
@given(data=st.data())
def test_invalid_url_messages_never_show_the_password(breaker: str, data: st.DataObject) -> None:
    text = data.draw(urls_with_password(breaker=breaker))
    with pytest.raises(InvalidURL) as info:
        URL(text)
    assert SECRET not in str(info.value)
    assert "********" in str(info.value)
    assert info.value.url == text  # the attribute keeps the whole text for programs


@pytest.mark.parametrize(
    "text",
    [
        pytest.param("postgres://deploy:s3cr#t@db.example/app", id="hash"),
        pytest.param("https://deploy:s3cr/t@db.example/", id="slash"),
        pytest.param("https://deploy:s3cr?t@db.example/", id="question-mark"),
    ],
)
def test_invalid_url_messages_mask_a_password_cut_by_a_delimiter(text: str) -> None:
    with pytest.raises(InvalidURL) as info:
        URL(text)
    assert "s3cr" not in str(info.value)
    # And say what to do (issue 14): the delimiter, and its escape.
    delimiter = text.split("s3cr")[1][0]
    assert str(info.value).endswith(
        f"percent-encode the {delimiter!r} in the password as %{ord(delimiter):02X}"
    )


EMPTY_PASSWORDS = [
    # text, password, repr, with_password(None)
    pytest.param(
        "http://user:@host/",
        "",
        "URL('http://user:********@host/')",
        "http://user@host/",
        id="empty",
    ),
    pytest.param(
        "http://:@host/", "", "URL('http://:********@host/')", "http://@host/", id="empty-both"
    ),
    pytest.param(
        "http://:pw@host/", "pw", "URL('http://:********@host/')", "http://@host/", id="no-user"
    ),
    pytest.param(
        "http://user@host/", None, "URL('http://user@host/')", "http://user@host/", id="none"
    ),
]


@pytest.mark.parametrize(("text", "password", "shown", "removed"), EMPTY_PASSWORDS)
def test_empty_password_is_a_password(
    text: str, password: str | None, shown: str, removed: str
) -> None:
    """``user:@host`` has an empty password: masked too, and removed by with_password(None)."""
    url = URL(text)
    assert url.password == password
    assert repr(url) == shown
    assert str(url.with_password(None)) == removed
    assert str(URL("http://user@host/").with_password("")) == "http://user:@host/"


def _cli(argv: Sequence[str], stdin: bytes | None = None) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    if stdin is not None:
        sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(list(argv))
    finally:
        sys.stdin = saved
    return status, out.getvalue(), err.getvalue()


@settings(max_examples=40)
@given(urls_with_password())
def test_cli_parse_never_shows_the_password(text: str) -> None:
    for argv in (["parse", text], ["parse", "--json", text]):
        status, out, err = _cli(argv)
        assert (status, err) == (0, "")
        assert SECRET not in out
        assert "********" in out
    status, out, _ = _cli(["parse", "--json"], stdin=text.encode("utf-8") + b"\n")
    assert status == 0
    assert SECRET not in out
    assert json.loads(out)["password"] == "********"


@settings(max_examples=20)
@pytest.mark.parametrize("breaker", ["port-too-big", "broken-ip-literal", "control-in-path"])
@given(data=st.data())
def test_cli_error_messages_never_show_the_password(breaker: str, data: st.DataObject) -> None:
    text = data.draw(urls_with_password(breaker=breaker))
    for command in ("parse", "normalize", "check"):
        status, out, err = _cli([command, text])
        assert status == 1
        assert err.startswith("href: ")
        assert SECRET not in err + out
        if "\n" in text or "\r" in text:
            continue  # a line break would split the line, not break the URL
        # Bulk mode: the message names the line, and still masks the password.
        lines = b"http://ok.example/\n" + text.encode("utf-8") + b"\n"
        status, out, err = _cli([command, "--skip-invalid"], stdin=lines)
        assert status == 0
        assert err.startswith("href: <stdin>:2: ")
        assert SECRET not in err + out
    for argv in (["join", text, "g"], ["relative", text, "http://a/"]):
        status, out, err = _cli(argv)
        assert (status, out) == (1, "")
        assert err.startswith("href: ")
        assert SECRET not in err


def test_cli_parse_masks_the_password_in_a_subprocess() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "href", "parse", "--json", "https://u:s3cr3t@h.example/"],
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=True,
    )
    assert SECRET not in result.stdout + result.stderr
    assert json.loads(result.stdout)["url"] == "https://u:********@h.example/"


# ---------------------------------------------------------------------------
# 5. href.compat keeps urllib.parse's defences
# ---------------------------------------------------------------------------

_UNSAFE = "\t\r\n"  # WHATWG URL standard: removed from anywhere in the input


@st.composite
def texts_with_unsafe_bytes(draw: st.DrawFn) -> str:
    text = draw(s.url_texts())
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.sampled_from(_UNSAFE)) + text[at:]
    return text


def _components(result: object) -> tuple[object, ...]:
    assert isinstance(result, tuple)
    return tuple(result)


@given(texts_with_unsafe_bytes())
def test_compat_removes_tab_and_newlines_like_urllib(text: str) -> None:
    calls: tuple[Callable[[ModuleType], object], ...] = (
        lambda m: m.urlsplit(text),
        lambda m: m.urlparse(text),
        lambda m: m.urljoin("http://a/b/c;p?q", text),
        lambda m: m.urljoin(text, "g?y"),
        lambda m: m.urldefrag(text),
    )
    for call in calls:
        assert_same(call)
    split = href.compat.urlsplit(text)
    assert not any(c in str(part) for part in _components(split) for c in _UNSAFE)
    if text.isascii():
        data = text.encode("ascii")
        assert_same(lambda m: m.urlsplit(data))
        assert_same(lambda m: m.urljoin(b"http://a/b/c", data))


@given(lead=st.text(st.characters(max_codepoint=0x20), min_size=1, max_size=4), text=s.url_texts())
def test_compat_strips_leading_c0_and_space_like_urllib(lead: str, text: str) -> None:
    calls: tuple[Callable[[ModuleType], object], ...] = (
        lambda m: m.urlsplit(lead + text),
        lambda m: m.urlparse(lead + text),
        lambda m: m.urljoin("http://a/b/c", lead + text),
        lambda m: m.urlsplit("//h/p", scheme=lead + "http"),
    )
    for call in calls:
        assert_same(call)


BRACKETS = [
    pytest.param("http://[::1", id="unclosed"),
    pytest.param("http://[::1/p", id="unclosed-with-path"),
    pytest.param("http://a]b/", id="close-without-open"),
    pytest.param("http://[::1]]/", id="two-closes"),
    pytest.param("http://[[::1]/", id="two-opens"),
    pytest.param("http://a[b]/", id="inside-name"),
    pytest.param("http://[a.b]/", id="not-an-address"),
    pytest.param("http://[1.2.3.4]/", id="ipv4-in-brackets"),
    pytest.param("http://[v1.x]/", id="ipvfuture"),
    pytest.param("http://[v1]/", id="ipvfuture-incomplete"),
    pytest.param("http://[::1]x/", id="text-after-bracket"),
    pytest.param("http://[::1]:80/", id="ipv6-port"),
    pytest.param("http://[fe80::1%eth0]/", id="zone"),
    pytest.param("http://u:p@[::1/", id="unclosed-after-userinfo"),
    pytest.param(b"http://[::1", id="bytes-unclosed"),
    pytest.param(b"http://a]b/", id="bytes-close-without-open"),
]


@pytest.mark.parametrize("text", BRACKETS)
def test_compat_validates_brackets_like_urllib(text: str | bytes) -> None:
    assert_same(lambda m: m.urlsplit(text))
    assert_same(lambda m: m.urlparse(text))


def test_compat_refuses_an_unclosed_bracket_with_urllibs_message() -> None:
    with pytest.raises(ValueError, match=r"^Invalid IPv6 URL$"):
        href.compat.urlsplit("http://[::1")


PORTS = ["0", "80", "65535", "65536", "-1", "1_0", "+1", " 1", "\u0661", "0x50", "", "99999999"]


@pytest.mark.parametrize("port", PORTS, ids=repr)
def test_compat_checks_the_port_like_urllib(port: str) -> None:
    assert_same(lambda m: m.urlsplit(f"http://h:{port}/").port)
    assert_same(lambda m: m.urlparse(f"http://u:p@[::1]:{port}/").port)


@given(st.integers(-100, 200_000).map(str) | st.text(max_size=4))
def test_compat_port_range_property(port: str) -> None:
    assert_same(lambda m: m.urlsplit(f"http://h:{port}/p").port)


netloc_text: st.SearchStrategy[str] = st.text(
    st.one_of(
        st.sampled_from("abc.-"),
        st.sampled_from(NFKC_DELIMITERS),
        _any_char.filter(lambda c: c >= "\x80"),
    ),
    min_size=1,
    max_size=8,
)


@given(netloc=netloc_text, user=st.none() | netloc_text)
def test_compat_applies_the_nfkc_netloc_rule_like_urllib(netloc: str, user: str | None) -> None:
    text = f"http://{netloc}/p" if user is None else f"http://{user}@{netloc}/p"
    calls: tuple[Callable[[ModuleType], object], ...] = (
        lambda m: m.urlsplit(text),
        lambda m: m.urlparse(text),
        lambda m: m.urljoin("http://a/b", text),
    )
    for call in calls:
        assert_same(call)


@pytest.mark.parametrize("char", NFKC_DELIMITERS, ids=_id)
def test_compat_refuses_each_nfkc_delimiter_like_urllib(char: str) -> None:
    outcome = assert_same(lambda m: m.urlsplit(f"//a{char}b/"))
    assert outcome[0] == "raised"
    assert "NFKC" in str(outcome[2])


_FIELD_SEPARATORS = ("&", ";")


@given(
    fields=st.lists(st.sampled_from(["a=1", "b", "", "c=%26", "d=x;y"]), max_size=8),
    limit=st.integers(-1, 8),
    separator=st.sampled_from(_FIELD_SEPARATORS),
    as_bytes=st.booleans(),
)
def test_compat_limits_max_num_fields_like_urllib(
    fields: list[str], limit: int, separator: str, as_bytes: bool
) -> None:
    text = separator.join(fields)
    query: str | bytes = text.encode("ascii") if as_bytes else text
    for function in ("parse_qs", "parse_qsl"):

        def call(m: ModuleType, function: str = function) -> object:
            parse: Callable[..., object] = getattr(m, function)
            return parse(query, max_num_fields=limit, separator=separator)

        assert_same(call)


def test_compat_max_num_fields_raises_urllibs_error() -> None:
    with pytest.raises(ValueError, match=r"^Max number of fields exceeded$"):
        href.compat.parse_qsl("a=1&b=2&c=3", max_num_fields=2)


# ---------------------------------------------------------------------------
# 6. What URL() refuses, and comparing URLs
# ---------------------------------------------------------------------------

CONTROLS = [chr(c) for c in range(0x20)] + ["\x7f"]


@given(text=s.url_texts(), data=st.data())
def test_url_refuses_control_characters_anywhere(text: str, data: st.DataObject) -> None:
    at = data.draw(st.integers(0, len(text)))
    control = data.draw(st.sampled_from(CONTROLS))
    bad = text[:at] + control + text[at:]
    with pytest.raises(InvalidURL, match="control characters cannot stand in a URL") as info:
        URL(bad)
    assert info.value.position == at


def test_url_refuses_header_injection() -> None:
    with pytest.raises(InvalidURL, match=r"^invalid character '\\r' at position 18"):
        URL("http://example.com\r\nX-Injected: 1/")


BAD_PORTS = ["8_0", "\u0661", "+1", " 1", "1 ", "0x50", "-1", "65536", "99999", "1e3", "８０"]


@pytest.mark.parametrize("port", BAD_PORTS, ids=repr)
def test_url_refuses_a_port_that_is_not_ascii_digits_in_range(port: str) -> None:
    with pytest.raises(InvalidURL, match=r"^invalid port ") as info:
        URL(f"http://example.com:{port}/")
    assert info.value.part == "port"


@given(st.integers(65536, 10**30))
def test_url_refuses_every_port_above_65535(port: int) -> None:
    with pytest.raises(InvalidURL, match="out of range 0-65535"):
        URL(f"http://h:{port}/")


@given(st.integers(0, 65535), st.integers(0, 3))
def test_url_reads_every_port_in_range(port: int, zeros: int) -> None:
    assert URL(f"http://h:{'0' * zeros}{port}/").port == port


BROKEN_IP_LITERALS = [
    pytest.param("http://[::1/", id="unclosed"),
    pytest.param("http://[::g]/", id="not-hex"),
    pytest.param("http://[1:2:3:4:5:6:7:8:9]/", id="too-many-groups"),
    pytest.param("http://[1.2.3.4]/", id="ipv4-in-brackets"),
    pytest.param("http://[v1]/", id="ipvfuture-without-dot"),
    pytest.param("http://[fe80::1%25]/", id="empty-zone"),
    pytest.param("http://[fe80::1%25a b]/", id="zone-with-space"),
    pytest.param("http://[::1]x/", id="text-after-literal"),
    pytest.param("http://a]b/", id="close-without-open"),
    pytest.param("http://a[::1]/", id="literal-inside-name"),
]


@pytest.mark.parametrize("text", BROKEN_IP_LITERALS)
def test_url_refuses_a_broken_ip_literal(text: str) -> None:
    with pytest.raises(InvalidURL, match="host") as info:
        URL(text)
    assert info.value.part == "host"


@settings(max_examples=200)
@given(s.url_texts())
def test_no_accessor_fails_on_a_parsed_url(text: str) -> None:
    """Hosts are checked when parsed, so reading any view of an accepted URL cannot fail."""
    url = URL(text)
    if url.host is not None:
        assert isinstance(url.host.ascii, str)
        assert isinstance(url.host.unicode, str)
        _ = url.host.address, url.host.kind, url.host.zone
    _ = url.user, url.password, url.port, url.effective_port, url.fragment
    _ = url.path.segments, url.query.items()
    for converted in (url.to_ascii(), url.to_unicode(), url.normalize()):
        assert URL(str(converted)) == converted


def test_equality_is_exact_text_and_normalize_compares_meaning() -> None:
    upper, lower = URL("http://EXAMPLE.com"), URL("http://example.com/")
    assert upper != lower
    assert upper.normalize() == lower.normalize()
    assert upper.equivalent(lower)
    assert upper.host is not None
    assert lower.host is not None
    assert upper.host.ascii.lower() == lower.host.ascii.lower()
    assert URL("http://2130706433/").host == Host("2130706433")
    assert Host("2130706433").address == Host("127.0.0.1").address


def test_security_page_names_every_security_test() -> None:
    """docs/security.md names each test of this file, and only tests that exist."""
    page = (ROOT / "docs" / "security.md").read_text(encoding="utf-8")
    named = set(re.findall(r"tests/(\w+\.py)::(\w+)\b", page))
    for file, name in named:
        source = (ROOT / "tests" / file).read_text(encoding="utf-8")
        assert f"\ndef {name}(" in source, f"the page names {file}::{name}, which does not exist"
    here = pathlib.Path(__file__).read_text(encoding="utf-8")
    tests = set(re.findall(r"^def (test_\w+)\(", here, re.MULTILINE))
    assert tests <= {name for file, name in named if file == "test_security.py"}
