"""The fuzz targets: input generation and invariant checks, shared by atheris and hypothesis.

Each target is a function of a :class:`Source`, which hands out integers, booleans and
text. The atheris harness (``fuzz/harness.py``) backs it with
``atheris.FuzzedDataProvider``; ``tests/test_fuzz_smoke.py`` backs it with hypothesis
draws. A target draws its input, calls href, and raises :class:`Finding` (an
``AssertionError``) for an undocumented exception, a broken invariant or a difference from
``urllib.parse``; it returns normally otherwise.

Allowed exceptions: ``InvalidURL`` from parsing, ``ValueError`` (not ``UnicodeError``) from
builders and conversions; for ``href.compat`` whatever ``urllib.parse`` does, exactly.
Fuzz targets pass arguments of the documented types, so a ``TypeError`` is a finding.

``HREF_FUZZ_IGNORE`` (``fnmatch`` patterns, one a line, each matched against
``"<key>: <message>"``, e.g. ``url_parse:accessor:parent:*`` or ``*would read as a scheme*``)
turns matching findings into :class:`Ignored`, which the atheris harness swallows, so a long
run can go past findings already filed.
"""

from __future__ import annotations

import contextlib
import fnmatch
import functools
import os
import pickle
import re
import urllib.parse
from collections.abc import Callable, Iterable, Iterator, Sequence
from types import ModuleType
from typing import Final, NoReturn, Protocol, TypeVar

import href.compat
from compat_harness import outcome
from href import URL, Host, HostKind, InvalidURL, Path, Query
from href._grammar import ROOTED_SCHEMES

__all__ = [
    "KNOWN_FINDINGS",
    "RFC_BASE",
    "RFC_EXAMPLES",
    "RFC_REFERENCES",
    "TARGETS",
    "Finding",
    "Ignored",
    "Source",
    "ignoring",
]

_T = TypeVar("_T")


class Source(Protocol):
    """Where a target's input comes from: the fuzzer's bytes or hypothesis's draws."""

    def integer(self, low: int, high: int) -> int:
        """Return an integer from ``low`` to ``high`` inclusive."""
        ...

    def boolean(self) -> bool:
        """Return a boolean."""
        ...

    def text(self, max_chars: int) -> str:
        """Return arbitrary text of at most ``max_chars`` characters."""
        ...

    def binary(self, max_bytes: int) -> bytes:
        """Return arbitrary bytes, at most ``max_bytes`` of them."""
        ...

    def literal(self) -> str | None:
        """Return the next text given literally (a seed's field), or None to generate one."""
        ...


class Finding(AssertionError):
    """A fuzz finding: an undocumented exception, a broken invariant, a compat difference."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(f"[{key}] {message}")
        self.key = key


class Ignored(Exception):
    """A finding whose key matches ``HREF_FUZZ_IGNORE``."""


#: Findings with an xfail test in tests/test_fuzz_smoke.py, as patterns over
#: ``"<key>: <message>"``. The smoke tests pass over them, and so does
#: ``fuzz/run.py`` (unless ``--report-known``); remove a pattern when its finding is fixed.
KNOWN_FINDINGS: Final[tuple[str, ...]] = ()

_ignored: list[str] = [p for p in os.environ.get("HREF_FUZZ_IGNORE", "").split("\n") if p]


@contextlib.contextmanager
def ignoring(patterns: Iterable[str]) -> Iterator[None]:
    """Within the block, findings matching ``patterns`` raise :class:`Ignored` instead."""
    saved = list(_ignored)
    _ignored.extend(patterns)
    try:
        yield
    finally:
        _ignored[:] = saved


def fail(key: str, message: str) -> NoReturn:
    """Raise the finding ``key`` (or :class:`Ignored` when the run ignores it)."""
    if any(fnmatch.fnmatchcase(f"{key}: {message}", pattern) for pattern in _ignored):
        raise Ignored(key)
    raise Finding(key, message)


class Refused:
    """What :func:`attempt` returns when the call raised a documented exception."""

    __slots__ = ("error",)

    def __init__(self, error: Exception) -> None:
        self.error = error


def documented(error: BaseException) -> bool:
    """Whether href may raise ``error`` for values of the right types: ValueError, not Unicode."""
    return isinstance(error, ValueError) and not isinstance(error, UnicodeError)


def attempt(
    key: str,
    what: str,
    call: Callable[[], _T],
    *,
    allowed: Callable[[BaseException], bool] = documented,
) -> _T | Refused:
    """Call ``call``; a documented exception gives :class:`Refused`, any other a finding."""
    try:
        return call()
    except Exception as error:
        if allowed(error):
            return Refused(error)
        fail(f"{key}:{type(error).__name__}", f"{what} raised {type(error).__name__}: {error}")


def must(key: str, what: str, call: Callable[[], _T]) -> _T:
    """Call ``call``, which must not raise at all."""
    result = attempt(key, what, call, allowed=lambda _: False)
    assert not isinstance(result, Refused)
    return result


def check(condition: bool, key: str, message: str) -> None:
    """Fail with ``key`` unless ``condition``."""
    if not condition:
        fail(key, message)


def pick(source: Source, options: Sequence[_T]) -> _T:
    """Return one of ``options``."""
    return options[source.integer(0, len(options) - 1)]


# --- input pieces ----------------------------------------------------------------------------

#: RFC 3986's own examples (sections 1.1.2, 3, 6.2) and a few of its edge cases.
RFC_EXAMPLES: Final = (
    "ftp://ftp.is.co.za/rfc/rfc1808.txt",
    "http://www.ietf.org/rfc/rfc2396.txt",
    "ldap://[2001:db8::7]/c=GB?objectClass?one",
    "mailto:John.Doe@example.com",
    "news:comp.infosystems.www.servers.unix",
    "tel:+1-816-555-1212",
    "telnet://192.0.2.16:80/",
    "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    "foo://example.com:8042/over/there?name=ferret#nose",
    "urn:example:animal:ferret:nose",
    "http://a/b/c/d;p?q",
    "file:///etc/hosts",
    "http://[fe80::a%25en1]/",
    "http://[v7.fe80::a+en1]/",
    "HTTP://www.EXAMPLE.com/",
    "http://example.com",
    "http://example.com/",
    "http://example.com:/",
    "http://example.com:80/",
    "http://example.com/%7Esmith/home.html",
    "http://example.com/~smith/home.html",
    "example://a/b/c/%7Bfoo%7D",
    "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
    "http://www.example.com/a/b/c/./../../g",
    "https://user:pw@Example.com:8443/a/b%20c?q=1&q=2#top",
    "http://bücher.example/ä?ö=ü",
    "http://xn--bcher-kva.example/%C3%A4?%C3%B6=%C3%BC",
    "http://ＥＸＡＭＰＬＥ.com/",
    "http://0x7f.1/",
    "http://2130706433/",
    "http://0177.0.0.1/",
    "//example.com/a",
    "/a/b?c#d",
    "a/b",
    "?q",
    "#f",
    "",
)
#: The base of RFC 3986 section 5.4's examples.
RFC_BASE: Final = "http://a/b/c/d;p?q"
#: RFC 3986 section 5.4.1 and 5.4.2's references.
RFC_REFERENCES: Final = (
    "g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x",
    "g;x?y#s", "", ".", "./", "..", "../", "../g", "../..", "../../", "../../g", "../../../g",
    "../../../../g", "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g", "./g/.", "g/./h",
    "g/../h", "g;x=1/./y", "g;x=1/../y", "g?y/./x", "g?y/../x", "g#s/./x", "g#s/../x", "http:g",
)  # fmt: skip

SCHEMES: Final = (
    "http", "https", "HTTP", "HtTpS", "file", "ftp", "ws", "wss", "mailto", "urn", "data",
    "javascript", "tel", "news", "svn+ssh", "git+https", "a", "x-y.z", "s3", "1a", "+a", "é",
    "ｈｔｔｐ", "",
)  # fmt: skip
USERINFOS: Final = (
    "user@", "User:Pass@", ":@", "@", "u:@", ":p@", "a@b@", "a:b:c@", "u%40x:p%3Ay@",
    "ü:ö@", "%00@", "us er@", "[::1]@", "u;v:w@", "%zz@",
)  # fmt: skip
HOSTS: Final = (
    "example.com", "EXAMPLE.COM", "a", "localhost", "localhost.", "a..b", ".", "..", "-a.b",
    "a_b", "ｅｘａｍｐｌｅ.com", "ＥＸＡＭＰＬＥ．ｃｏｍ", "Bücher.example", "BÜCHER.example",
    "xn--bcher-kva.example", "xn--", "xn--a", "xn--ls8h.la", "XN--BCHER-KVA.example",
    "ß.de", "ﬀ.com", "Ⅻ.example", "a\u200db", "٣.com", "İ.com", "例え.テスト", "faß.de",
    "\u0644\u0627.com", "a\u0301.com", "%41.com", "%c3%bc.de", "ex%2Eample", "%", "a%zz",
    "127.0.0.1", "0x7f.1", "0X7F.0.0.1", "2130706433", "0177.0.0.1", "1.2.3", "256.1.1.1",
    "4294967296", "0x", "1.2.3.4.", "１２７.0.0.1",
    "[::1]", "[::]", "[fe80::1%25eth0]", "[fe80::1%eth0]", "[fe80::1%25]", "[v7.abc]",
    "[V1.x]", "[v.x]", "[::ffff:1.2.3.4]", "[1:2:3:4:5:6:7:8]", "[1:2:3:4:5:6:7:8:9]",
    "[::1", "::1]", "[]", "[", "]", "::1", "[127.0.0.1]", "[FE80::A]", "[::1]x", "",
)  # fmt: skip
PORTS: Final = (
    "", ":", ":80", ":443", ":0", ":65535", ":65536", ":08080", ":1_0", ":٣", ":+1", ":-1",
    ":99999999999999999999", ":8x", ": 80", ":８０", "::", ":80:80",
)  # fmt: skip
SEGMENTS: Final = (
    "", ".", "..", "...", "a", "b", "g", "%2E", "%2e%2E", ".%2e", "a;b", ";x", "~u", "a%2Fb",
    "%", "%2", "%zz", "%C3%A9", "%c3%a9", "%FF", "%E2%80", "%00", "é", "ｅ", "ß", "İ", "a b",
    "a\\b", "\\", "[", "]", "@", ":", "a:b", "=", "&", "+", "index.html", "x.tar.gz",
    "\u200b", "\u202e", "%25", "%2F", "%3F", "%23",
)  # fmt: skip
QUERIES: Final = (
    "", "q", "a=1", "a=1&b=2", "a=1&a=2", "&", "&&", "=", "&=", "a", "a=", "=b", "a+b=c+d",
    "%26=%3D", "a=%", "é=ü", "k=v;w", "?", "a=b=c", "a=%C3%A9", "%zz=%2", "a=1&&b", "&a&",
    "a=1;b=2", "+=+", "a%00=b", "%E2%80=x",
)  # fmt: skip
FRAGMENTS: Final = ("", "f", "top", "a b", "%23", "#", "é", "/a?b", "%", "%zz", "%C3%A9", "x#y")
NOISE: Final = (
    "\t", "\n", "\r", "\r\n", "\x00", "\x01", "\x1f", "\x7f", " ", "\x0c", "\x85", "\u3000",
    "\ufeff", "\u200e", "\u2028", "\\", "\ud800", "\udcff",
)  # fmt: skip
TOKENS: Final = (
    ":", "//", "/", "?", "#", "@", "[", "]", "%", "%25", "%2F", "/./", "/../", "../", "./",
    "&", "=", "&=", ";", "+", ",", "*", "!", "$", "'", "(", ")", "~", "-", ".", "_",
    *SCHEMES[:8], *HOSTS[:20], *PORTS[:8], *SEGMENTS[:24], *NOISE[:10],
)  # fmt: skip


def _fullwidth(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def _mutate(source: Source, text: str) -> str:
    """Apply a few edits: insert a token or noise, cut a span, change case."""
    for _ in range(source.integer(0, 3)):
        at = source.integer(0, len(text))
        edit = source.integer(0, 5)
        if edit <= 1:
            text = text[:at] + pick(source, TOKENS) + text[at:]
        elif edit == 2:
            text = text[:at] + pick(source, NOISE) + text[at:]
        elif edit == 3:
            text = text[:at] + text[at + source.integer(1, 8) :]
        elif edit == 4:
            end = at + source.integer(1, 12)
            text = text[:at] + text[at:end].swapcase() + text[end:]
        else:
            end = at + source.integer(1, 12)
            text = text[:at] + _fullwidth(text[at:end]) + text[end:]
    return text


def _small(source: Source, options: Sequence[str], max_chars: int = 8) -> str:
    """One of ``options`` (mostly) or short arbitrary text."""
    if source.integer(0, 4) == 0:
        return source.text(max_chars)
    return pick(source, options)


def host_text(source: Source) -> str:
    """A host as written in a URL."""
    host = _small(source, HOSTS, 12)
    if source.integer(0, 5) == 0:
        host = host.swapcase()
    return host


def path_text(source: Source, *, rooted: bool | None = None) -> str:
    """A path as written: segments from :data:`SEGMENTS` or arbitrary text."""
    segments = [_small(source, SEGMENTS, 6) for _ in range(source.integer(0, 5))]
    path = "/".join(segments)
    if rooted is None:
        rooted = source.boolean()
    return "/" + path if rooted else path


def url_text(source: Source) -> str:
    """A URL or reference text: a seed, raw text, a structured URL, token soup, or mutations."""
    literal = source.literal()
    if literal is not None:
        return literal
    mode = source.integer(0, 9)
    if mode <= 1:
        return source.text(80)
    if mode <= 5:
        parts: list[str] = []
        if source.integer(0, 3) != 0:
            parts += (_small(source, SCHEMES), ":")
        authority = source.integer(0, 3) != 0
        if authority:
            parts.append("//")
            if source.boolean():
                parts.append(_small(source, USERINFOS))
            parts.append(host_text(source))
            if source.boolean():
                parts.append(_small(source, PORTS))
        parts.append(path_text(source, rooted=True if authority else None))
        if source.boolean():
            parts += ("?", _small(source, QUERIES, 16))
        if source.integer(0, 2) == 0:
            parts += ("#", _small(source, FRAGMENTS))
        text = "".join(parts)
    elif mode <= 7:
        text = "".join(_small(source, TOKENS, 4) for _ in range(source.integer(1, 12)))
    else:
        text = pick(source, RFC_EXAMPLES)
    return _mutate(source, text) if source.integer(0, 2) == 0 else text


def reference_text(source: Source) -> str:
    """A reference to resolve: RFC 3986 5.4's, a relative path of dot segments, or a URL."""
    literal = source.literal()
    if literal is not None:
        return literal
    mode = source.integer(0, 3)
    if mode == 0:
        return pick(source, RFC_REFERENCES)
    if mode == 1:
        pieces = (".", "..", "./", "../", "/", "//", "g", "g/", ";x", "?y", "#s", "%2E", "")
        text = "".join(_small(source, pieces, 3) for _ in range(source.integer(1, 8)))
        return _mutate(source, text) if source.integer(0, 3) == 0 else text
    return url_text(source)


def base_text(source: Source) -> str:
    """A base URL (one with a scheme, mostly)."""
    literal = source.literal()
    if literal is not None:
        return literal
    if source.integer(0, 2) == 0:
        return pick(source, (RFC_BASE, "http://a/b/c/d", "http://a", "foo:a/b", "s:", "x://h"))
    return url_text(source)


VALUE_PIECES: Final = (
    "a", "b", "x y", "/", "//", "?", "#", "@", ":", "%", "%41", "%2F", "%zz", "&", "=", "+",
    ";", "\\", ".", "..", "[", "]", "\r\n", "\n", "\r", "\t", "\x00", "\x7f", "é", "ｅ", "ß",
    "İ", "\u200b", "\ud800", "~", "'", "*", "!", " ", "é/é",
)  # fmt: skip


def value_text(source: Source) -> str:
    """A decoded value for a builder: structural characters, escapes, controls, non-ASCII."""
    literal = source.literal()
    if literal is not None:
        return literal
    if source.integer(0, 3) == 0:
        return source.text(16)
    return "".join(pick(source, VALUE_PIECES) for _ in range(source.integer(0, 4)))


def parse(key: str, text: str) -> URL | None:
    """``URL(text)``, or None when it raises ``InvalidURL``; anything else is a finding."""
    result = attempt(f"{key}:URL()", f"URL({text!r})", lambda: URL(text), allowed=_is_invalid_url)
    return None if isinstance(result, Refused) else result


def _is_invalid_url(error: BaseException) -> bool:
    return isinstance(error, InvalidURL)


def base_url(source: Source, key: str) -> URL:
    """A parsed URL to build on (a fixed one when the drawn text does not parse)."""
    url = parse(key, url_text(source))
    return url if url is not None else URL(pick(source, RFC_EXAMPLES))


# --- URL(text) -------------------------------------------------------------------------------


def check_url(url: URL, key: str) -> None:
    """Check the invariants of one parsed URL: round trips, accessors, sub-objects, normalize."""
    text = str(url)
    again = must(f"{key}:reparse", f"URL(str(u)) for {text!r}", lambda: URL(text))
    check(again == url, f"{key}:reparse", f"URL(str(u)) != u for {text!r}")
    check(hash(again) == hash(url), f"{key}:hash", f"hash(URL(str(u))) != hash(u) for {text!r}")
    copied = must(f"{key}:pickle", repr(url), lambda: pickle.loads(pickle.dumps(url)))  # noqa: S301 - our own value
    check(copied == url, f"{key}:pickle", f"pickle round trip changed {text!r}")
    read_accessors(url, key)
    normal = must(f"{key}:normalize", f"normalize() of {text!r}", url.normalize)
    check_normal_form(url, normal, key)


def read_accessors(url: URL, key: str) -> None:
    """Read every accessor of ``url``; none may raise."""
    text = str(url)
    for name in (
        "raw_scheme", "scheme", "raw_authority", "raw_userinfo", "raw_user", "raw_password",
        "raw_host", "raw_port", "raw_path", "raw_query", "raw_fragment", "user", "password",
        "host", "port", "effective_port", "path", "query", "fragment", "parent",
    ):  # fmt: skip
        must(
            f"{key}:accessor:{name}",
            f"u.{name} of {text!r}",
            functools.partial(getattr, url, name),
        )
    rep = must(f"{key}:accessor:repr", f"repr() of {text!r}", lambda: repr(url))
    password = url.raw_password
    if password:
        # The userinfo is the text before the authority's last "@"; the same
        # characters elsewhere (a path, a query) are not the password.
        userinfo = url.raw_userinfo or ""
        at = text.index("//") + 2 + len(userinfo)
        masked = f"{text[: at - len(password)]}********{text[at:]}"
        check(
            rep == f"{type(url).__name__}({masked!r})",
            f"{key}:repr-password",
            f"repr() shows the password of {text!r}: {rep}",
        )
    port = url.port
    raw_port = url.raw_port
    check(
        port == (int(raw_port) if raw_port else None) and (port is None or 0 <= port <= 65535),
        f"{key}:port",
        f"port {port!r} for raw port {raw_port!r} in {text!r}",
    )
    host = url.host
    if host is not None:
        check(str(host) == url.raw_host, f"{key}:host-text", f"str(u.host) for {text!r}")
        for name in ("kind", "address", "zone", "ascii", "unicode"):
            must(
                f"{key}:accessor:host.{name}",
                f"u.host.{name} of {text!r}",
                functools.partial(getattr, host, name),
            )
        check(host.ascii.isascii(), f"{key}:host-ascii", f"host.ascii not ASCII in {text!r}")
        again_host = must(f"{key}:Host()", f"Host({str(host)!r})", lambda: Host(str(host)))
        check(again_host == host, f"{key}:Host()", f"Host(str(host)) != host for {text!r}")
    path = url.path
    for name in ("segments", "raw_segments", "name", "suffix", "parent", "is_absolute"):
        must(
            f"{key}:accessor:path.{name}",
            f"u.path.{name} of {text!r}",
            functools.partial(getattr, path, name),
        )
    check(str(path) == url.raw_path, f"{key}:path-text", f"str(u.path) for {text!r}")
    again_path = must(f"{key}:Path()", f"Path({str(path)!r})", lambda: Path(str(path)))
    check(again_path == path, f"{key}:Path()", f"Path(str(path)) != path for {text!r}")
    query = url.query
    items = must(f"{key}:accessor:query", f"u.query.items() of {text!r}", query.items)
    check(len(query) == len(items), f"{key}:query-len", f"len(query) for {text!r}")
    for name, value in items[:3]:
        check(name in query, f"{key}:query-contains", f"{name!r} not in query of {text!r}")
        check(query.getall(name)[0] == query[name], f"{key}:query-getall", text)
        check(value in query.getall(name), f"{key}:query-getall", text)
    again_query = must(f"{key}:Query()", f"Query({str(query)!r})", lambda: Query(str(query)))
    check(again_query == query, f"{key}:Query()", f"Query(str(query)) != query for {text!r}")
    if url.raw_scheme is not None and url.raw_host:
        origin = must(f"{key}:origin", f"origin() of {text!r}", url.origin)
        check(
            URL(str(origin)) == origin and origin.raw_query is None and origin.raw_path == "",
            f"{key}:origin",
            f"origin() of {text!r} is {origin!r}",
        )


def check_normal_form(url: URL, normal: URL, key: str) -> None:
    """Check ``normal``, the normal form of ``url``: idempotent, ASCII, equivalent, reparses."""
    text, normal_text = str(url), str(normal)
    check(normal_text.isascii(), f"{key}:normal-ascii", f"normalize({text!r}) = {normal_text!r}")
    again = must(f"{key}:normal-reparse", f"URL({normal_text!r})", lambda: URL(normal_text))
    check(again == normal, f"{key}:normal-reparse", f"normalize({text!r}) = {normal_text!r}")
    twice = must(f"{key}:normalize-twice", f"normalize() of {normal_text!r}", normal.normalize)
    check(
        twice == normal,
        f"{key}:normalize-idempotent",
        f"normalize() of {text!r} is {normal_text!r}, whose normal form is {str(twice)!r}",
    )
    same = must(f"{key}:equivalent", f"u.equivalent(normalize(u)) for {text!r}",
                lambda: url.equivalent(normal))  # fmt: skip
    check(same, f"{key}:equivalent", f"{text!r} not equivalent to {normal_text!r}")


def url_parse(source: Source) -> None:
    """URL(text): lossless, re-parses equal, hashes equal, accessors and normalize() work."""
    text = url_text(source)
    url = parse("url_parse", text)
    if url is None:
        return
    check(str(url) == text, "url_parse:lossless", f"str(URL({text!r})) == {str(url)!r}")
    check_url(url, "url_parse")


# --- builders --------------------------------------------------------------------------------

_PART_NAMES: Final = (
    "raw_scheme", "raw_userinfo", "raw_host", "raw_port", "raw_path", "raw_query",
    "raw_fragment",
)  # fmt: skip

QueryValue = str | int | float
Pairs = list[tuple[str, QueryValue]]


# What a URI may not hold (RFC 3986 2): a character outside its set, or a "%"
# that starts no escape; "[" and "]" count too, once an IP literal is taken out.
_NOT_IN_URI: Final = re.compile(r"[^A-Za-z0-9\-._~:/?#@!$&'()*+,;=%]|%(?![0-9A-Fa-f]{2})").search


def _without_ip_literal(url: URL) -> str:
    """The URL's text with its host taken out when the host is an IP literal."""
    host = url.raw_host
    text = str(url)
    if host and host.startswith("["):
        return text.replace(host, "", 1)
    return text


def _kept(before: URL, after: URL, changed: str, key: str, what: str) -> None:
    """Check that every part but ``changed`` kept its text byte for byte."""
    for name in _PART_NAMES:
        old, new = getattr(before, name), getattr(after, name)
        if (
            name == "raw_path"
            and (old, new) == ("", "/")
            and changed in ("raw_query", "raw_fragment")
            and before.raw_authority is not None
            and before.scheme in ROOTED_SCHEMES
        ):
            continue  # http://h/?q, not http://h?q: the same URL (RFC 9110 4.2.3)
        if name != changed and old != new:
            fail(
                f"{key}:kept:{name}",
                f"{what} changed {name} {old!r} -> {new!r} (result {str(after)!r})",
            )


def _query_value(source: Source) -> QueryValue:
    kind = source.integer(0, 5)
    if kind == 0:
        return source.integer(-5, 1000)
    if kind == 1:
        return pick(source, (0.5, -1.25, 1e20, 3.0))
    return value_text(source)


def _pairs(source: Source) -> Pairs:
    return [(value_text(source), _query_value(source)) for _ in range(source.integer(0, 3))]


def _multi(source: Source) -> dict[str, QueryValue | list[QueryValue]]:
    """A mapping argument: a list value gives several pairs, an empty list none."""
    mapping: dict[str, QueryValue | list[QueryValue]] = {}
    for _ in range(source.integer(0, 3)):
        name = value_text(source)
        if source.integer(0, 3) == 0:
            mapping[name] = [_query_value(source) for _ in range(source.integer(0, 3))]
        else:
            mapping[name] = _query_value(source)
    return mapping


def _as_text(value: QueryValue) -> str:
    return float.__repr__(value) if isinstance(value, float) else str(value)


def _decoded(pairs: Iterable[tuple[str, QueryValue | list[QueryValue]]]) -> list[tuple[str, str]]:
    """The decoded pairs a query argument gives."""
    out = []
    for name, value in pairs:
        values = value if isinstance(value, list) else [value]
        out += [(name, _as_text(v)) for v in values]
    return out


def _decoded_path(url: URL) -> str:
    path = "/".join(url.path.segments)
    return "/" + path if url.path.is_absolute() else path


# Each builder check draws its argument, calls the builder, checks what the documentation
# promises of the result, and returns it (or Refused for a documented ValueError).
Builder = Callable[[Source, URL, str], "URL | Refused"]


def _with_scheme(source: Source, url: URL, key: str) -> URL | Refused:
    scheme = None if source.integer(0, 3) == 0 else _small(source, SCHEMES)
    what = f"URL({str(url)!r}).with_scheme({scheme!r})"
    result = attempt(f"{key}:with_scheme", what, lambda: url.with_scheme(scheme))
    if not isinstance(result, Refused):
        check(result.raw_scheme == scheme, f"{key}:with_scheme", f"{what} = {str(result)!r}")
        _kept(url, result, "raw_scheme", f"{key}:with_scheme", what)
    return result


def _with_user(source: Source, url: URL, key: str) -> URL | Refused:
    user = None if source.integer(0, 3) == 0 else value_text(source)
    what = f"URL({str(url)!r}).with_user({user!r})"
    result = attempt(f"{key}:with_user", what, lambda: url.with_user(user))
    if not isinstance(result, Refused):
        check(result.user == user, f"{key}:with_user", f"{what} = {str(result)!r}")
        if user is not None:
            check(result.raw_password == url.raw_password, f"{key}:with_user-password", what)
        _kept(url, result, "raw_userinfo", f"{key}:with_user", what)
    return result


def _with_password(source: Source, url: URL, key: str) -> URL | Refused:
    password = None if source.integer(0, 3) == 0 else value_text(source)
    what = f"URL({str(url)!r}).with_password({password!r})"
    result = attempt(f"{key}:with_password", what, lambda: url.with_password(password))
    if not isinstance(result, Refused):
        check(result.password == password, f"{key}:with_password", f"{what} = {str(result)!r}")
        user = url.raw_user if password is None else url.raw_user or ""
        check(result.raw_user == user, f"{key}:with_password-user", f"{what} = {str(result)!r}")
        _kept(url, result, "raw_userinfo", f"{key}:with_password", what)
    return result


def _with_host(source: Source, url: URL, key: str) -> URL | Refused:
    host = None if source.integer(0, 4) == 0 else pick(source, (host_text, value_text))(source)
    what = f"URL({str(url)!r}).with_host({host!r})"
    result = attempt(f"{key}:with_host", what, lambda: url.with_host(host))
    if not isinstance(result, Refused):
        if host is None:
            check(result.raw_host is None, f"{key}:with_host", f"{what} = {str(result)!r}")
        elif host.isascii() and ":" not in host:
            check(result.raw_host == host, f"{key}:with_host", f"{what} = {str(result)!r}")
        _kept(url, result, "raw_host", f"{key}:with_host", what)
    return result


def _with_port(source: Source, url: URL, key: str) -> URL | Refused:
    port = None if source.integer(0, 3) == 0 else source.integer(-2, 70000)
    what = f"URL({str(url)!r}).with_port({port!r})"
    result = attempt(f"{key}:with_port", what, lambda: url.with_port(port))
    if not isinstance(result, Refused):
        in_range = port is None or 0 <= port <= 65535
        check(result.port == port and in_range, f"{key}:with_port", f"{what} = {str(result)!r}")
        _kept(url, result, "raw_port", f"{key}:with_port", what)
    return result


def _with_path(source: Source, url: URL, key: str) -> URL | Refused:
    path = path_text(source) if source.boolean() else value_text(source)
    what = f"URL({str(url)!r}).with_path({path!r})"
    result = attempt(f"{key}:with_path", what, lambda: url.with_path(path))
    if not isinstance(result, Refused):
        expected = "/" + path if url.raw_host is not None and path[:1] not in ("", "/") else path
        got = _decoded_path(result)
        check(got == expected, f"{key}:with_path", f"{what} = {str(result)!r}, path {got!r}")
        _kept(url, result, "raw_path", f"{key}:with_path", what)
    return result


def _with_query(source: Source, url: URL, key: str) -> URL | Refused:
    form = source.integer(0, 3)
    text = str(url)
    expected: list[tuple[str, str]] | None = None
    query: str | None = ""
    if form == 0:
        query = None if source.boolean() else _small(source, QUERIES, 16)
        what = f"URL({text!r}).with_query({query!r})"
        result = attempt(f"{key}:with_query", what, lambda: url.with_query(query))
    elif form == 1:
        pairs = _pairs(source)
        what = f"URL({text!r}).with_query({pairs!r})"
        result = attempt(f"{key}:with_query", what, lambda: url.with_query(pairs))
        expected = _decoded(pairs)
    elif form == 2:
        mapping = _multi(source)
        what = f"URL({text!r}).with_query({mapping!r})"
        result = attempt(f"{key}:with_query", what, lambda: url.with_query(mapping))
        expected = _decoded(mapping.items())
    else:
        params = {f"k{i}": _query_value(source) for i in range(source.integer(1, 3))}
        what = f"URL({text!r}).with_query(**{params!r})"
        result = attempt(f"{key}:with_query", what, lambda: url.with_query(**params))
        expected = _decoded(params.items())
    if isinstance(result, Refused):
        return result
    if expected is not None:
        got = list(result.query.items())
        check(got == expected, f"{key}:with_query", f"{what} = {str(result)!r}, pairs {got!r}")
    elif query is None:
        check(result.raw_query is None, f"{key}:with_query-none", f"{what} = {str(result)!r}")
    else:
        # Query text is taken as written: only what a query cannot hold is escaped.
        raw = result.raw_query
        check(
            raw is not None and _unquote(raw) == _unquote(query),
            f"{key}:with_query-text",
            f"{what} = {str(result)!r}",
        )
    _kept(url, result, "raw_query", f"{key}:with_query", what)
    return result


def _unquote(text: str) -> str:
    return urllib.parse.unquote(text, errors="surrogateescape")


def _with_fragment(source: Source, url: URL, key: str) -> URL | Refused:
    fragment = None if source.integer(0, 3) == 0 else value_text(source)
    what = f"URL({str(url)!r}).with_fragment({fragment!r})"
    result = attempt(f"{key}:with_fragment", what, lambda: url.with_fragment(fragment))
    if not isinstance(result, Refused):
        check(result.fragment == fragment, f"{key}:with_fragment", f"{what} = {str(result)!r}")
        _kept(url, result, "raw_fragment", f"{key}:with_fragment", what)
    return result


def _with_name(source: Source, url: URL, key: str) -> URL | Refused:
    name = value_text(source)
    what = f"URL({str(url)!r}).with_name({name!r})"
    result = attempt(f"{key}:with_name", what, lambda: url.with_name(name))
    if not isinstance(result, Refused):
        _kept(url, result, "raw_path", f"{key}:with_name", what)
        check(result.path.name == name, f"{key}:with_name", f"{what} = {str(result)!r}")
    return result


def _with_suffix(source: Source, url: URL, key: str) -> URL | Refused:
    suffix = pick(source, ("", ".", ".txt", ".tar.gz", "txt")) + (
        value_text(source) if source.boolean() else ""
    )
    what = f"URL({str(url)!r}).with_suffix({suffix!r})"
    result = attempt(f"{key}:with_suffix", what, lambda: url.with_suffix(suffix))
    if not isinstance(result, Refused):
        _kept(url, result, "raw_path", f"{key}:with_suffix", what)
        name, old = result.path.name, url.path.suffix
        stem = url.path.name[: len(url.path.name) - len(old)]
        check(name == stem + suffix, f"{key}:with_suffix", f"{what} = {str(result)!r}")
    return result


def _check_update(url: URL, result: URL, mapping: dict[str, QueryValue | list[QueryValue]],
                  key: str, what: str) -> None:  # fmt: skip
    """update_query's promise: each named name has exactly its new values; others stay."""
    updates, names = _decoded(mapping.items()), set(mapping)
    for name in names:
        got = list(result.query.getall(name))
        wanted = [value for n, value in updates if n == name]
        check(got == wanted, key, f"{what} = {str(result)!r}: {name!r} has {got!r}")
    untouched = [pair for pair in url.query.items() if pair[0] not in names]
    rest = [pair for pair in result.query.items() if pair[0] not in names]
    check(rest == untouched, f"{key}-untouched", f"{what} = {str(result)!r}")
    kept_pieces = [
        p for p in (url.raw_query or "").split("&") if p and _piece_name(p) not in names
    ]
    new_pieces = (result.raw_query or "").split("&")
    check(
        all(p in new_pieces for p in kept_pieces), f"{key}-as-written", f"{what} = {str(result)!r}"
    )
    _kept(url, result, "raw_query", key, what)


def _piece_name(piece: str) -> str:
    return urllib.parse.unquote_plus(piece.partition("=")[0], errors="surrogateescape")


def _update_query(source: Source, url: URL, key: str) -> URL | Refused:
    mapping = _multi(source)
    operator = source.boolean()
    what = (
        f"URL({str(url)!r}) % {mapping!r}"
        if operator
        else f"URL({str(url)!r}).update_query({mapping!r})"
    )
    result = attempt(
        f"{key}:update_query",
        what,
        lambda: url % mapping if operator else url.update_query(mapping),
    )
    if not isinstance(result, Refused):
        _check_update(url, result, mapping, f"{key}:update_query", what)
    return result


def _extend_query(source: Source, url: URL, key: str) -> URL | Refused:
    pairs = _pairs(source)
    what = f"URL({str(url)!r}).extend_query({pairs!r})"
    result = attempt(f"{key}:extend_query", what, lambda: url.extend_query(pairs))
    if not isinstance(result, Refused):
        wanted = list(url.query.items()) + _decoded(pairs)
        got = list(result.query.items())
        check(got == wanted, f"{key}:extend_query", f"{what} = {str(result)!r}, pairs {got!r}")
        _kept(url, result, "raw_query", f"{key}:extend_query", what)
    return result


def _without_query_params(source: Source, url: URL, key: str) -> URL | Refused:
    present = (*url.query.keys(), "a", "")
    names = [
        pick(source, present) if source.boolean() else value_text(source)
        for _ in range(source.integer(0, 3))
    ]
    what = f"URL({str(url)!r}).without_query_params(*{names!r})"
    result = attempt(f"{key}:without_query_params", what, lambda: url.without_query_params(*names))
    if not isinstance(result, Refused):
        wanted = [pair for pair in url.query.items() if pair[0] not in names]
        got = list(result.query.items())
        check(got == wanted, f"{key}:without_query_params", f"{what} = {str(result)!r}")
        _kept(url, result, "raw_query", f"{key}:without_query_params", what)
    return result


def _check_appended(url: URL, result: URL, segments: Sequence[str], key: str, what: str) -> None:
    """``/`` and child(): the new last segments are exactly the ones given; nothing else moves."""
    got = list(result.path.segments[len(result.path.segments) - len(segments) :])
    check(got == list(segments), key, f"{what} = {str(result)!r}, segments {got!r}")
    check(
        result.raw_path.startswith(url.raw_path.rstrip("/")),
        f"{key}-prefix",
        f"{what} = {str(result)!r} changed the existing path",
    )
    _kept(url, result, "raw_path", key, what)


def _truediv(source: Source, url: URL, key: str) -> URL | Refused:
    segments = value_text(source)
    what = f"URL({str(url)!r}) / {segments!r}"
    result = attempt(f"{key}:truediv", what, lambda: url / segments)
    if not isinstance(result, Refused):
        parts = segments.split("/")
        refused = segments.startswith("/") or "." in parts or ".." in parts
        check(not refused, f"{key}:truediv-accepted", f"{what} = {str(result)!r}")
        _check_appended(url, result, parts, f"{key}:truediv", what)
    return result


def _child(source: Source, url: URL, key: str) -> URL | Refused:
    segments = [value_text(source) for _ in range(source.integer(0, 3))]
    what = f"URL({str(url)!r}).child(*{segments!r})"
    result = attempt(f"{key}:child", what, lambda: url.child(*segments))
    if not isinstance(result, Refused):
        refused = any(s in ("", ".", "..") for s in segments)
        check(not refused, f"{key}:child-accepted", f"{what} = {str(result)!r}")
        _check_appended(url, result, segments, f"{key}:child", what)
    return result


def _build(source: Source, url: URL, key: str) -> URL | Refused:
    """``URL.build()`` with some of its arguments; each given part reads back as given."""
    del url  # build makes a URL from nothing
    scheme = _small(source, SCHEMES) if source.boolean() else None
    host = pick(source, (host_text, value_text))(source) if source.integer(0, 3) else None
    user = value_text(source) if source.integer(0, 2) == 0 else None
    password = value_text(source) if source.integer(0, 2) == 0 else None
    port = source.integer(-1, 70000) if source.integer(0, 2) == 0 else None
    path = (
        (path_text(source) if source.boolean() else value_text(source)) if source.boolean() else ""
    )
    query = _multi(source) if source.integer(0, 2) == 0 else None
    fragment = value_text(source) if source.integer(0, 2) == 0 else None
    what = (
        f"URL.build(scheme={scheme!r}, user={user!r}, password={password!r}, host={host!r}, "
        f"port={port!r}, path={path!r}, query={query!r}, fragment={fragment!r})"
    )
    result = attempt(
        f"{key}:build",
        what,
        lambda: URL.build(
            scheme=scheme,
            user=user,
            password=password,
            host=host,
            port=port,
            path=path,
            query=query,
            fragment=fragment,
        ),
    )
    if isinstance(result, Refused):
        return result
    got = (result.raw_scheme, result.user, result.password, result.port, result.fragment)
    if user is None and password is not None:
        user = ""  # a password alone is written ":password@", whose user is empty
    check(
        got == (scheme, user, password, port, fragment),
        f"{key}:build",
        f"{what} = {str(result)!r}",
    )
    if query is not None:
        check(list(result.query.items()) == _decoded(query.items()), f"{key}:build-query",
              f"{what} = {str(result)!r}")  # fmt: skip
    wanted = "/" + path if host is not None and path[:1] not in ("", "/") else path
    if (
        not wanted
        and host is not None
        and result.scheme in ROOTED_SCHEMES
        and (result.raw_query is not None or fragment is not None)
    ):
        wanted = "/"  # http://h/?q, not http://h?q: the same URL (RFC 9110 4.2.3)
    got_path = _decoded_path(result)
    check(got_path == wanted, f"{key}:build-path", f"{what} = {str(result)!r}, path {got_path!r}")
    return result


BUILDERS: Final[tuple[Builder, ...]] = (
    _with_scheme, _with_user, _with_password, _with_host, _with_port, _with_path, _with_query,
    _with_fragment, _with_name, _with_suffix, _update_query, _extend_query,
    _without_query_params, _build, _truediv, _child,
)  # fmt: skip


def url_builders(source: Source) -> None:
    """A chain of up to four builders, each chosen by the input, each result checked."""
    url = base_url(source, "url_builders")
    for _ in range(source.integer(1, 4)):
        builder = pick(source, BUILDERS)
        result = builder(source, url, "url_builders")
        if isinstance(result, Refused):
            continue
        check(type(result) is URL, "url_builders:type", f"got {type(result).__name__}")
        text = str(result)
        again = must("url_builders:reparse", f"URL({text!r})", functools.partial(URL, text))
        check(again == result, "url_builders:reparse", f"URL(str(r)) != r for {text!r}")
        url = result


# --- join, relative_to, normalize, IDNA -----------------------------------------------------

# RFC 3986 appendix B, with its scheme narrowed to section 3.1's grammar: a text whose
# "scheme" breaks the grammar is a (lenient) path, as href reads it.
_APPENDIX_B = re.compile(
    r"(?:([A-Za-z][A-Za-z0-9+.-]*):)?(?://([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?", re.S
)


def _remove_dot_segments(path: str) -> str:
    """RFC 3986 5.2.4, transcribed step by step (the oracle for join)."""
    output: list[str] = []
    while path:
        if path.startswith(("../", "./")):
            path = path[path.index("/") + 1 :]
        elif path.startswith("/./") or path == "/.":
            path = "/" + path[3:]
        elif path.startswith("/../") or path == "/..":
            path = "/" + path[4:]
            if output:
                output.pop()
        elif path in (".", ".."):
            path = ""
        else:
            end = path.find("/", 1)
            end = len(path) if end == -1 else end
            output.append(path[:end])
            path = path[end:]
    return "".join(output)


def rfc3986_join(base: str, reference: str) -> str:
    """RFC 3986 5.2.2 and 5.3, strictly, with appendix B's splitter: the oracle for join."""
    b = _APPENDIX_B.fullmatch(base)
    r = _APPENDIX_B.fullmatch(reference)
    assert b is not None
    assert r is not None
    scheme, authority, path, query, fragment = r.groups()
    if scheme is None:
        if authority is not None:
            path = _remove_dot_segments(path)
        else:
            if path == "":
                path = b.group(3)
                query = b.group(4) if query is None else query
            else:
                if not path.startswith("/"):
                    if b.group(2) is not None and b.group(3) == "":
                        path = "/" + path
                    else:
                        base_path = b.group(3)
                        path = base_path[: base_path.rfind("/") + 1] + path
                path = _remove_dot_segments(path)
            authority = b.group(2)
        scheme = b.group(1)
    else:
        path = _remove_dot_segments(path)
    out = f"{scheme}:"
    if authority is not None:
        out += "//" + authority
    elif path.startswith("//"):
        path = "/." + path  # href's documented escape for a path that would read as authority
    out += path
    if query is not None:
        out += "?" + query
    if fragment is not None:
        out += "#" + fragment
    return out


def url_join(source: Source) -> None:
    """base.join(ref): RFC 3986 5.2 exactly (against a transcription of it), and reparses."""
    base = parse("url_join", base_text(source))
    reference_source = reference_text(source)
    if base is None:
        return
    ref = parse("url_join", reference_source)
    if ref is None:
        return
    what = f"URL({str(base)!r}).join({reference_source!r})"
    result = attempt("url_join:join", what, lambda: base.join(ref))
    if isinstance(result, Refused):
        check(base.raw_scheme is None, "url_join:refused", f"{what} raised {result.error!r}")
        return
    check(base.raw_scheme is not None, "url_join:no-scheme", f"{what} gave {result!r}")
    expected = rfc3986_join(str(base), reference_source)
    check(
        str(result) == expected,
        "url_join:rfc3986",
        f"{what} = {str(result)!r}, RFC 3986 5.2 gives {expected!r}",
    )
    again = must("url_join:reparse", f"URL({str(result)!r})", lambda: URL(str(result)))
    check(again == result, "url_join:reparse", f"{what}: URL(str(r)) != r")
    joined_str = attempt("url_join:str", what, lambda: base.join(reference_source))
    check(joined_str == result, "url_join:str", f"{what}: join(str) != join(URL)")


def _has_dot_segments(path: str) -> bool:
    return any(segment in (".", "..") for segment in path.split("/"))


def url_relative_to(source: Source) -> None:
    """base.join(target.relative_to(base)) is target (without dot segments) or equivalent."""
    base = parse("url_relative_to", base_text(source))
    target_text = base_text(source) if source.boolean() else url_text(source)
    target = parse("url_relative_to", target_text)
    if base is None or target is None:
        return
    what = f"URL({str(target)!r}).relative_to({str(base)!r})"
    ref = attempt("url_relative_to:relative_to", what, lambda: target.relative_to(base))
    if isinstance(ref, Refused):
        check(
            target.raw_scheme is None or base.raw_scheme is None,
            "url_relative_to:refused",
            f"{what} raised {ref.error!r}",
        )
        return
    again = must("url_relative_to:reparse", f"URL({str(ref)!r})", lambda: URL(str(ref)))
    check(again == ref, "url_relative_to:reparse", f"{what} = {ref!r} does not re-parse")
    joined = attempt("url_relative_to:join", f"{what} = {ref!r}; join", lambda: base.join(ref))
    if isinstance(joined, Refused):
        fail("url_relative_to:join-refused", f"{what} = {ref!r}, join raised {joined.error!r}")
    if not _has_dot_segments(target.raw_path):
        check(
            joined == target,
            "url_relative_to:exact",
            f"{what} = {str(ref)!r}, which joins back to {str(joined)!r}",
        )
    same = attempt("url_relative_to:equivalent", what, lambda: joined.equivalent(target))
    check(
        same is True,
        "url_relative_to:equivalent",
        f"{what} = {str(ref)!r}, which joins to {str(joined)!r}, not equivalent",
    )
    # The URL itself is a reference too; a longer one is right only when the URL
    # does not reach an equivalent of itself (escaped dots that join() keeps
    # but normalize() decodes into dot segments).
    itself = attempt("url_relative_to:itself", what, lambda: base.join(target).equivalent(target))
    check(
        len(str(ref)) <= len(str(target)) or itself is False,
        "url_relative_to:shortest",
        f"{what} = {str(ref)!r} is longer than the URL itself",
    )


def url_normalize(source: Source) -> None:
    """normalize(): idempotent, ASCII, equivalent, and the same from the URI form."""
    url = parse("url_normalize", url_text(source))
    if url is None:
        return
    text = str(url)
    normal = must("url_normalize:normalize", f"normalize() of {text!r}", url.normalize)
    normal_text = str(normal)
    what = f"normalize({text!r}) = {normal_text!r}"
    check_normal_form(url, normal, "url_normalize")
    check(normal.scheme == normal.raw_scheme, "url_normalize:scheme-case", what)
    host = normal.host
    if host is not None and host.kind is not HostKind.IPV6:
        check(str(host) == str(host).lower() or "%" in str(host), "url_normalize:host-case", what)
    if normal.raw_scheme is not None:  # a relative reference keeps its leading dot segments
        dots = _has_dot_segments(normal.raw_path) and not normal.raw_path.startswith("/.//")
        check(not dots, "url_normalize:dots", what)
    ascii_form = must("url_normalize:to_ascii", f"to_ascii() of {text!r}", url.to_ascii)
    from_uri = must("url_normalize:uri-form", f"{str(ascii_form)!r}", ascii_form.normalize)
    check(
        from_uri == normal,
        "url_normalize:uri-form",
        f"{what}, but normalize(to_ascii()) = {str(from_uri)!r}",
    )


def url_idna(source: Source) -> None:
    """to_ascii()/to_unicode(): ASCII out, fixpoints, round trips, equivalent to the input."""
    url = parse("url_idna", url_text(source))
    if url is None:
        return
    text = str(url)
    ascii_form = must("url_idna:to_ascii", f"to_ascii() of {text!r}", url.to_ascii)
    ascii_text = str(ascii_form)
    what = f"to_ascii() of {text!r} = {ascii_text!r}"
    check(ascii_text.isascii(), "url_idna:ascii", what)
    # A URI (RFC 3986 2): no character outside its set, brackets only around
    # an IP literal, every "%" an escape, one "#".
    outside = _NOT_IN_URI(_without_ip_literal(ascii_form))
    check(outside is None and ascii_text.count("#") < 2, "url_idna:uri", what)
    again = must("url_idna:ascii-reparse", f"URL({ascii_text!r})", lambda: URL(ascii_text))
    check(again == ascii_form, "url_idna:ascii-reparse", what)
    twice = must("url_idna:ascii-fixpoint", f"to_ascii() of {ascii_text!r}", ascii_form.to_ascii)
    check(twice == ascii_form, "url_idna:ascii-fixpoint", f"{what}, then {str(twice)!r}")
    if text.isascii() and _NOT_IN_URI(_without_ip_literal(url)) is None and text.count("#") < 2:
        # Already a URI: only the host may change (lower case, A-labels).
        _kept(url, ascii_form, "raw_host", "url_idna:ascii-unchanged", f"to_ascii() of {text!r}")
    same = must("url_idna:ascii-equivalent", what, lambda: ascii_form.equivalent(url))
    check(same, "url_idna:ascii-equivalent", f"{what}: not equivalent")
    host = url.host
    if host is not None and host.kind is HostKind.NAME and not str(host).isascii():
        check(
            ascii_form.raw_host == host.ascii == host.ascii.lower(),
            "url_idna:ascii-host",
            f"{what}, host.ascii {host.ascii!r}",
        )
    unicode_form = must("url_idna:to_unicode", f"to_unicode() of {text!r}", url.to_unicode)
    unicode_text = str(unicode_form)
    what = f"to_unicode() of {text!r} = {unicode_text!r}"
    again = must("url_idna:unicode-reparse", f"URL({unicode_text!r})", lambda: URL(unicode_text))
    check(again == unicode_form, "url_idna:unicode-reparse", what)
    same = must("url_idna:unicode-equivalent", what, lambda: unicode_form.equivalent(url))
    check(same, "url_idna:unicode-equivalent", f"{what}: not equivalent")
    # URI -> IRI -> URI is a fixpoint after one round (RFC 3987 3.2: escapes of characters
    # an IRI cannot hold, such as U+FFFD or controls, stay escaped, so the first round can
    # change the text, the second cannot).
    first = must("url_idna:round-trip", f"to_ascii() of {unicode_text!r}", unicode_form.to_ascii)
    second = must("url_idna:round-trip", str(first), lambda: first.to_unicode().to_ascii())
    check(
        second == first,
        "url_idna:round-trip",
        f"{text!r}: to_unicode().to_ascii() = {str(first)!r}, once more {str(second)!r}",
    )


# --- href.compat against urllib.parse ---------------------------------------------------------

_KINDS: Final = ("str", "str", "bytes", "bytearray")


def as_kind(text: str, kind: str) -> str | bytes | bytearray:
    """``text`` as str, bytes or bytearray (UTF-8, lone surrogates passed through)."""
    if kind == "str":
        return text
    data = text.encode("utf-8", "surrogatepass")
    return data if kind == "bytes" else bytearray(data)


def same(key: str, call: Callable[[ModuleType], object], what: str) -> None:
    """Fail unless ``call`` behaves the same given urllib.parse and href.compat."""
    expected = outcome(lambda: call(urllib.parse))
    actual = outcome(lambda: call(href.compat))
    if actual != expected:
        fail(key, f"{what}\n  urllib.parse: {expected!r}\n  href.compat:  {actual!r}")


def compat_urlsplit(source: Source, function: str = "urlsplit") -> None:
    """urlsplit(url, scheme, allow_fragments): results and their attributes, or errors."""
    url = as_kind(url_text(source), pick(source, _KINDS))
    arguments: tuple[object, ...] = (url,)
    if source.boolean():
        scheme = _small(source, ("", "http", "HTTP", "x", "é", "1", "a+b"), 4)
        kind = "str" if isinstance(url, str) else "bytes"
        arguments = (url, as_kind(scheme, kind if source.integer(0, 7) else "str"))
        if source.boolean():
            arguments += (source.boolean(),)

    def call(module: ModuleType) -> object:
        return getattr(module, function)(*arguments)

    same(f"compat_{function}", call, f"{function}(*{arguments!r})")


def compat_urlparse(source: Source) -> None:
    """urlparse(url, scheme, allow_fragments): as compat_urlsplit."""
    compat_urlsplit(source, "urlparse")


def compat_urljoin(source: Source) -> None:
    """urljoin(base, url, allow_fragments) on str and on bytes."""
    base, ref = base_text(source), reference_text(source)
    kind = pick(source, ("str", "str", "bytes"))
    arguments: tuple[object, ...] = (as_kind(base, kind), as_kind(ref, kind))
    if source.boolean():
        arguments += (source.boolean(),)
    same("compat_urljoin", lambda m: m.urljoin(*arguments), f"urljoin(*{arguments!r})")


_COMPONENTS: Final = (
    "", "http", "HTTP", "file", "mailto", "x", "svn+ssh", "//", "/", "a", "//a", "a:b", "h",
    "u@h:1", "[::1]", "/p", "p", "//p", "q", "f", "x;y", "?", "#", "é",
)  # fmt: skip


def compat_unsplit(source: Source) -> None:
    """urlunsplit/urlunparse of components, and of urlsplit/urlparse's results."""
    count = pick(source, (5, 6))
    parts = [_small(source, _COMPONENTS, 6) for _ in range(count)]
    kind = pick(source, ("str", "str", "bytes", "mixed"))
    values: list[object]
    if kind == "mixed":
        values = [p.encode("utf-8", "surrogatepass") if source.boolean() else p for p in parts]
    else:
        values = [as_kind(p, kind) for p in parts]
    args: tuple[object, ...] | list[object] = tuple(values) if source.boolean() else values
    function = "urlunsplit" if count == 5 else "urlunparse"
    same(f"compat_{function}", lambda m: getattr(m, function)(args), f"{function}({args!r})")
    text = url_text(source)
    for split, unsplit in (("urlsplit", "urlunsplit"), ("urlparse", "urlunparse")):

        def round_trip(module: ModuleType, split: str = split, unsplit: str = unsplit) -> object:
            return getattr(module, unsplit)(getattr(module, split)(text))

        same(f"compat_{unsplit}:round-trip", round_trip, f"{unsplit}({split}({text!r}))")


def compat_urldefrag(source: Source) -> None:
    """urldefrag(url) on str and bytes."""
    url = as_kind(url_text(source), pick(source, _KINDS))
    same("compat_urldefrag", lambda m: m.urldefrag(url), f"urldefrag({url!r})")


_ENCODINGS: Final = (None, "utf-8", "latin-1", "ascii", "utf-16", "cp1252", "shift_jis")
_ERRORS: Final = (
    None,
    "strict",
    "replace",
    "ignore",
    "surrogateescape",
    "xmlcharrefreplace",
    "backslashreplace",
    "surrogatepass",
)
_SAFE: Final = ("", "/", "/:", "~", "%", " ", "+", ":/?#[]@!$&'()*+,;=", "é", "\x7f", "&=")


def compat_quote(source: Source) -> None:
    """quote, quote_plus and quote_from_bytes with fuzzed safe, encoding and errors."""
    function = pick(source, ("quote", "quote_plus", "quote_from_bytes"))
    text = value_text(source) if source.boolean() else url_text(source)
    if function == "quote_from_bytes":
        value: object = source.binary(24) if source.boolean() else as_kind(text, "bytes")
    else:
        value = as_kind(text, pick(source, _KINDS))
    arguments: tuple[object, ...] = (value,)
    if source.integer(0, 3) != 0:
        safe = _small(source, _SAFE, 4)
        arguments += (as_kind(safe, pick(source, ("str", "str", "bytes"))),)
        if function != "quote_from_bytes" and source.boolean():
            arguments += (pick(source, _ENCODINGS), pick(source, _ERRORS))
    same(
        f"compat_quote:{function}",
        lambda m: getattr(m, function)(*arguments),
        f"{function}(*{arguments!r})",
    )


_ESCAPE_PIECES: Final = (
    "%",
    "2",
    "f",
    "E",
    "9",
    "%C3",
    "%A9",
    "+",
    "a",
    "é",
    "%zz",
    "%e2%82",
    "%AC",
    "%FF",
    "%00",
    "%u00e9",
    "%%",
    "%2B",
    "%20",
    "\ud800",
)


def compat_unquote(source: Source) -> None:
    """unquote, unquote_plus and unquote_to_bytes with fuzzed encoding and errors."""
    function = pick(source, ("unquote", "unquote_plus", "unquote_to_bytes"))
    if source.boolean():
        text = "".join(pick(source, _ESCAPE_PIECES) for _ in range(source.integer(0, 10)))
    else:
        text = url_text(source)
    value = as_kind(text, pick(source, _KINDS) if function != "unquote_plus" else "str")
    arguments: tuple[object, ...] = (value,)
    if function != "unquote_to_bytes" and source.boolean():
        encoding = pick(source, _ENCODINGS) or "utf-8"
        arguments += (encoding, pick(source, _ERRORS) or "replace")
    same(
        f"compat_unquote:{function}",
        lambda m: getattr(m, function)(*arguments),
        f"{function}(*{arguments!r})",
    )


_SEPARATORS: Final = ("&", "&", ";", "&&", "=", "a", "é", "", " ", "%", "+")


def compat_parse_qs(source: Source) -> None:
    """parse_qs and parse_qsl with every keyword fuzzed."""
    function = pick(source, ("parse_qs", "parse_qsl"))
    if source.boolean():
        text = "&".join(_small(source, QUERIES, 12) for _ in range(source.integer(0, 4)))
    else:
        text = url_text(source)
    kind = pick(source, ("str", "str", "bytes"))
    query = as_kind(text, kind)
    keywords: dict[str, object] = {
        "keep_blank_values": source.boolean(),
        "strict_parsing": source.boolean(),
        "encoding": pick(source, ("utf-8", "latin-1", "ascii")),
        "errors": pick(source, ("replace", "strict", "ignore", "surrogateescape")),
        "max_num_fields": pick(source, (None, -1, 0, 1, 2, 3, 5, 10)),
        "separator": as_kind(pick(source, _SEPARATORS), kind if source.integer(0, 5) else "str"),
    }
    same(
        f"compat_parse_qs:{function}",
        lambda m: getattr(m, function)(query, **keywords),
        f"{function}({query!r}, **{keywords!r})",
    )


def _form_scalar(source: Source) -> object:
    kind = source.integer(0, 6)
    if kind == 0:
        return source.integer(-5, 500)
    if kind == 1:
        return pick(source, (None, 1.5, True, b"\xff", b"a b"))
    text = value_text(source)
    return text.encode("utf-8", "surrogatepass") if kind == 2 else text


def compat_urlencode(source: Source) -> None:
    """urlencode of mappings and pairs, doseq, safe, encoding, errors and quote_via."""
    pairs: list[tuple[object, object]] = []
    for _ in range(source.integer(0, 4)):
        name = _form_scalar(source)
        value: object = _form_scalar(source)
        if source.integer(0, 3) == 0:
            values = [_form_scalar(source) for _ in range(source.integer(0, 3))]
            value = tuple(values) if source.boolean() else values
        pairs.append((name, value))
    query: object = pairs
    if source.boolean():
        try:
            query = dict(pairs)
        except TypeError:  # an unhashable name: keep the pairs
            query = pairs
    doseq = source.boolean()
    safe = as_kind(_small(source, _SAFE, 3), pick(source, ("str", "bytes")))
    encoding, errors = pick(source, _ENCODINGS), pick(source, _ERRORS)
    via = pick(source, ("quote_plus", "quote", "quote_from_bytes"))

    def call(module: ModuleType) -> object:
        return module.urlencode(query, doseq, safe, encoding, errors, getattr(module, via))

    same(
        "compat_urlencode",
        call,
        f"urlencode({query!r}, {doseq!r}, {safe!r}, {encoding!r}, {errors!r}, {via})",
    )


_LEGACY: Final = (
    "splittype", "splithost", "splituser", "splitpasswd", "splitport", "splitnport",
    "splitquery", "splittag", "splitattr", "splitvalue", "to_bytes", "unwrap",
)  # fmt: skip


def compat_legacy(source: Source) -> None:
    """Every deprecated split* helper, to_bytes and unwrap (warnings compared, not raised)."""
    text = url_text(source)
    if source.integer(0, 4) == 0:
        text = pick(source, ("<URL:", "<", "URL:", " <URL: ", "")) + text + pick(source, (">", ""))
    defport = pick(source, (-1, None, 0, 80, 8080))
    same(
        "compat_legacy:splitnport",
        lambda m: m.splitnport(text, defport),
        f"splitnport({text!r}, {defport!r})",
    )
    for function in _LEGACY:
        same(
            f"compat_legacy:{function}",
            functools.partial(_call_legacy, function=function, text=text),
            f"{function}({text!r})",
        )


def _call_legacy(module: ModuleType, *, function: str, text: str) -> object:
    return getattr(module, function)(text)


#: Every fuzz target by name.
TARGETS: Final[dict[str, Callable[[Source], None]]] = {
    "url_parse": url_parse,
    "url_builders": url_builders,
    "url_join": url_join,
    "url_relative_to": url_relative_to,
    "url_normalize": url_normalize,
    "url_idna": url_idna,
    "compat_urlsplit": compat_urlsplit,
    "compat_urlparse": compat_urlparse,
    "compat_urljoin": compat_urljoin,
    "compat_unsplit": compat_unsplit,
    "compat_urldefrag": compat_urldefrag,
    "compat_quote": compat_quote,
    "compat_unquote": compat_unquote,
    "compat_parse_qs": compat_parse_qs,
    "compat_urlencode": compat_urlencode,
    "compat_legacy": compat_legacy,
}
