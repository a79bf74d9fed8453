"""The fuzz targets' inputs: the :class:`Source` they draw from, and what they make of it.

URL texts (a seed, raw text, structured URLs, token soups, mutations of RFC 3986's
examples), references to resolve, bases, and decoded values for the builders.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final, Protocol, TypeVar

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
