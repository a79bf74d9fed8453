"""Security properties (issue 6): each guarantee of docs/security.md, as tests.

Every section below is one paragraph of the security page, which names these
tests. Tables hold the nasty cases by name; hypothesis explores around them.
A guarantee the library does not keep yet is a strict xfail whose reason
starts with "finding:", so the suite stays green and the fix turns it into a
pass (and, being strict, into a reminder to drop the mark).
"""

from __future__ import annotations

import dataclasses
import ipaddress
import pathlib
import re
import urllib.parse
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

import strategies as s
from href import URL
from security_values import (
    BUILDER_BASE,
    STRUCTURAL,
    SUB_DELIMS,
    assert_only_changed,
    bases,
    char_id,
    hostile_text,
    pct_encode_all,
    segments_before_append,
)

ROOT = pathlib.Path(__file__).resolve().parent.parent

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
            expect=lambda base, v: (*segments_before_append(base), *v.split("/")),
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
            expect=lambda base, v: (*segments_before_append(base), v),
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
    again = assert_only_changed(base, after, builder.part)
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


_BASE = BUILDER_BASE
ENCODERS = {
    "with_user": Encoder(_BASE.with_user, lambda u: u.raw_user, SUB_DELIMS),
    "with_password": Encoder(_BASE.with_password, lambda u: u.raw_password, SUB_DELIMS + ":"),
    "with_path": Encoder(_BASE.with_path, lambda u: u.raw_path[1:], SUB_DELIMS + ":@/"),
    "slash-operator": Encoder(
        lambda v: _BASE / v, lambda u: u.raw_path.removeprefix("/d/e/"), SUB_DELIMS + ":@/"
    ),
    "child": Encoder(_BASE.child, lambda u: u.raw_path.removeprefix("/d/e/"), SUB_DELIMS + ":@"),
    "with_name": Encoder(
        # A name is one segment: "/" is refused, as pathlib and yarl refuse it.
        _BASE.with_name,
        lambda u: u.raw_path.removeprefix("/d/"),
        SUB_DELIMS + ":@",
        refused="/",
    ),
    "with_fragment": Encoder(_BASE.with_fragment, lambda u: u.raw_fragment, SUB_DELIMS + ":@/?"),
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
        lambda v: URL.build(scheme="http", host="h", user=v), lambda u: u.raw_user, SUB_DELIMS
    ),
}


@pytest.mark.parametrize("char", STRUCTURAL, ids=char_id)
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
        expected = pct_encode_all(char)
    url = encoder.apply(f"a{char}b")
    assert encoder.written(url) == f"a{expected}b"
    assert URL(str(url)) == url


# A host cannot be percent-encoded (href refuses "%" in a name), so whatever
# would delimit it must be refused.
HOST_DELIMITERS = [
    *(c for c in STRUCTURAL if c not in SUB_DELIMS + "é"),
    # WHATWG URL standard, forbidden host code points: browsers refuse these.
    *("<", ">", "^", "|"),
]


@pytest.mark.parametrize("char", HOST_DELIMITERS, ids=char_id)
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
    again = assert_only_changed(base, after, "host")
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
    again = assert_only_changed(base, base.with_port(port), "port")
    assert again.port == port


_QUERY_TEXT = re.compile(r"(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*")


@given(base=bases, value=hostile_text)
def test_with_query_text_changes_only_the_query(base: URL, value: str) -> None:
    """A string is a query as written: what a query cannot hold is encoded, the rest kept."""
    again = assert_only_changed(base, base.with_query(value), "query")
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


def test_security_page_names_every_security_test() -> None:
    """docs/security.md names each test of tests/test_security*.py, and only tests that exist."""
    page = (ROOT / "docs" / "security.md").read_text(encoding="utf-8")
    named = set(re.findall(r"tests/(\w+\.py)::(\w+)\b", page))
    for file, name in named:
        source = (ROOT / "tests" / file).read_text(encoding="utf-8")
        assert f"\ndef {name}(" in source, f"the page names {file}::{name}, which does not exist"
    for module in sorted(pathlib.Path(__file__).parent.glob("test_security*.py")):
        source = module.read_text(encoding="utf-8")
        tests = {(module.name, name) for name in re.findall(r"^def (test_\w+)\(", source, re.M)}
        assert tests <= named, f"the page does not name {sorted(tests - named)}"
