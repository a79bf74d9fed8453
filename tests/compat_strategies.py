"""Hypothesis strategies for URL-shaped nasty input, used to compare href.compat with urllib.parse.

The strategies build text that looks like a URL closely enough to reach every branch of
``urllib.parse``: odd schemes and case, userinfo holding ``@`` and ``:``, IPv6 literals and
broken brackets, empty, huge and non-digit ports, dot segments, RFC 1808 ``;params``, valid
and broken percent escapes, backslashes, non-ASCII and NFKC-sensitive characters (U+FF03
FULLWIDTH NUMBER SIGN, U+2100 ACCOUNT OF, which NFKC turns into ``a/c``), C0 controls, tabs,
newlines and leading spaces.
"""

from __future__ import annotations

import functools

from hypothesis import strategies as st

__all__ = [
    "ATOMS",
    "any_text",
    "bytes_like",
    "components",
    "encodings",
    "errors_handlers",
    "form_queries",
    "form_values",
    "quote_safe",
    "references",
    "schemes",
    "separators",
    "url_texts",
    "urls",
]

# Characters that NFKC maps onto URL delimiters or that change under NFKC, and other
# look-alikes: U+FF03 -> '#', U+2100 -> 'a/c', U+FF0F -> '/', U+FE6B -> '@', U+FF1A -> ':',
# U+FF1F -> '?', U+2488 -> '1.', U+00BD -> '1/2', U+FB01 -> 'fi', U+0130 (lowercases to two
# characters), U+212A KELVIN SIGN, U+0966 DEVANAGARI DIGIT ZERO (a digit to str.isdigit()).
NFKC_TRAPS = "\uff03\u2100\uff0f\ufe6b\uff1a\uff1f\u2488\u00bd\ufb01\u0130\u212a\u0966\u00df"
C0_AND_SPACE = "".join(chr(i) for i in range(0x21))
# Every character urllib.parse treats specially, plus some it should not.
ATOMS = ":/?#[]@!$&'()*+,;=%-._~\\ \t\n\r\x00\x7f\x1f\"<>^`{|}aAzZ09éÿ€😀\u200b\ufeff" + NFKC_TRAPS

_LOWER_WORDS = ["http", "https", "ftp", "file", "mailto", "sip", "tel", "news", "svn+ssh"]
_SCHEMES = [
    *_LOWER_WORDS,
    "HTTP",
    "HtTpS",
    "git+ssh",
    "ws",
    "wss",
    "s3",
    "x-new.scheme",
    "a",
    "A1+-.",
    "0http",
    "+x",
    ".x",
    "-",
    "h&p",
    "\u0966http",
    "ht\ttp",
    "ht\ntp",
    "éh",
    "",
]


@functools.cache
def any_text(max_size: int = 40) -> st.SearchStrategy[str]:
    """Return text drawn mostly from URL delimiters and traps, sometimes from anywhere."""
    return st.one_of(
        st.text(st.sampled_from(ATOMS), max_size=max_size),
        st.text(max_size=max_size),
    )


@functools.cache
def schemes() -> st.SearchStrategy[str]:
    """Return scheme-ish words: known ones in odd case, invalid ones, random ones."""
    return st.one_of(
        st.sampled_from(_SCHEMES),
        st.text(st.sampled_from("abcXYZ019+-.&_:é"), min_size=1, max_size=6),
    )


@functools.cache
def _escapes() -> st.SearchStrategy[str]:
    return st.sampled_from(
        ["%20", "%2F", "%2f", "%25", "%", "%2", "%zz", "%G0", "%E9", "%C3%A9", "%C3", "%FF%FE",
         "%00", "%0a", "%23", "%3F", "%40", "%3A", "%5B", "%5D", "%u0041", "%%", "%e2%82%ac"]
    )  # fmt: skip


@functools.cache
def _chunk() -> st.SearchStrategy[str]:
    return st.one_of(
        st.text(st.sampled_from(ATOMS), max_size=6),
        st.sampled_from(["a", "b", "c", "g", "x", "index.html", "~u", "a=b", "k=v&k=w", "é"]),
        _escapes(),
    )


@functools.cache
def _words(alphabet: str, max_size: int = 8) -> st.SearchStrategy[str]:
    return st.lists(
        st.one_of(st.text(st.sampled_from(alphabet), max_size=4), _escapes()),
        max_size=max_size,
    ).map("".join)


@functools.cache
def _userinfo() -> st.SearchStrategy[str]:
    return st.one_of(
        st.just(""),
        st.sampled_from(["user@", "User:Pass@", ":@", "@", "u:@", ":p@", "a@b@", "a:b:c@",
                         "user@example.com:pw@", "%40:%3A@", "u\uff03@", "\u2100@"]),
        _words("uU:@.%é" + NFKC_TRAPS, 5).map(lambda s: s + "@"),
    )  # fmt: skip


_HOSTS = [
    "example.com",
    "EXAMPLE.com",
    "a",
    "",
    "127.0.0.1",
    "12.34.56.78",
    "[::1]",
    "[::]",
    "[dead:beef::1]",
    "[DEAD:BEEF::]",
    "[::ffff:12.34.56.78]",
    "[::12.34.56.78]",
    "[fe80::1%eth0]",
    "[FE80::822a:a8ff:fe49:470c%tESt]",
    "[v1.x]",
    "[v1x]",
    "[vG.x]",
    "[v.x]",
    "[1.2.3.4]",
    "[not-ip]",
    "[]",
    "[::1",
    "::1]",
    "[[::1]]",
    "]::1[",
    "[::1]x",
    "x[::1]",
    "[::1]:80]",
    "b\u00fccher.example",
    "\uff45\uff58\uff41\uff4d\uff50\uff4c\uff45",
    "ex\uff03ample",
    "\u2100.example",
    "\u2488.com",
    "a\uff0fb",
    "a\ufe6bb",
    "\u2100",
    "\u00bd",
    "\u212a",
    "\u0130",
    "x\\y",
    "h\u200bst",
]


@functools.cache
def _host() -> st.SearchStrategy[str]:
    return st.one_of(
        st.sampled_from(_HOSTS),
        _words("abcXYZ09.-_~[]:%é" + NFKC_TRAPS, 6),
    )


_PORTS = [
    "", ":", ":80", ":080", ":0", ":65535", ":65536", ":-1", ":-0", ":0x10", ":1.5", ":1_1",
    ": 1", ":1 ", ":\u0966", ":\u0661\u0662", ":\uff11", ":99999999999999999999", ":foo",
    "::", ":80:90", ":%38%30", ":+1", ":²",
]  # fmt: skip


@functools.cache
def _path() -> st.SearchStrategy[str]:
    segment = st.one_of(
        st.sampled_from(["", ".", "..", "...", "g", "g.", ".g", "..g", "g..", "a;b", ";x",
                         "g;x=1", "%2e", "%2E%2E", "d;p", "\\", "a\\..", "é", "\t", " "]),
        _chunk(),
    )  # fmt: skip
    return st.tuples(
        st.sampled_from(["", "/", "//", "./", "../"]), st.lists(segment, max_size=6)
    ).map(lambda t: t[0] + "/".join(t[1]))


@functools.cache
def _noise() -> st.SearchStrategy[str]:
    return st.one_of(
        st.just(""),
        st.text(st.sampled_from(C0_AND_SPACE), max_size=3),
        st.sampled_from(["\t", "\n", "\r\n", " ", "\x00", "\x1f \x01"]),
    )


def _sprinkle(text: str, noise: str, position: int) -> str:
    where = position % (len(text) + 1)
    return text[:where] + noise + text[where:]


# The parts of urls(), built once: a strategy built inside a composite is
# built and validated again on every draw (14 ms an example, most of the
# differential tests' time).
_SCHEME_PREFIX = st.one_of(st.just(""), schemes().map(lambda s: s + ":"))
_PARAMS = _words("a=;,/é%", 4).map(lambda s: ";" + s)
_QUERY = st.one_of(st.just(""), _words("a=&;+ %é/?#", 8).map(lambda s: "?" + s))
_FRAGMENT = st.one_of(st.just(""), _words("a#?/@:. %é", 6).map(lambda s: "#" + s))
_PORT = st.sampled_from(_PORTS)
_SPRINKLED = st.sampled_from(["\t", "\n", "\r", "\t\n"])
_TRAILING = st.sampled_from([" ", "  ", "\x00", "\t", "\x0c"])


@st.composite
def urls(draw: st.DrawFn) -> str:
    """Return URL-shaped text: scheme, authority, path, params, query, fragment, noise."""
    scheme = draw(_SCHEME_PREFIX)
    authority = ""
    if draw(st.booleans()):
        authority = "//" + draw(_userinfo()) + draw(_host()) + draw(_PORT)
    path = draw(_path())
    if draw(st.booleans()):
        path += draw(_PARAMS)
    text = scheme + authority + path + draw(_QUERY) + draw(_FRAGMENT)
    # Leading C0 and space are stripped; tabs and newlines anywhere are removed.
    text = draw(_noise()) + text
    if draw(st.booleans()):
        text = _sprinkle(text, draw(_SPRINKLED), draw(st.integers(0, 99)))
    if draw(st.booleans()):
        text += draw(_TRAILING)
    return text


def url_texts() -> st.SearchStrategy[str]:
    """Return structured URLs most of the time and unstructured nasty text otherwise."""
    return st.one_of(urls(), urls(), urls(), any_text(), _chunk())


def references() -> st.SearchStrategy[str]:
    """Return relative references (and some absolute ones) for urljoin."""
    return st.one_of(
        st.sampled_from(["g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", ";x",
                         "g;x", "g;x?y#s", "", ".", "./", "..", "../", "../g", "../..",
                         "../../g", "../../../g", "/./g", "/../g", "g.", "..g", "./g/.",
                         "g/./h", "g/../h", "g;x=1/../y", "http:g", "http:", "https:g",
                         "http:?y", "HTTP:g", "//", "///", "http://x/../y", "a/b/../../.."]),
        _path().map(lambda p: p.lstrip("/") if p.startswith("//") else p),
        url_texts(),
    )  # fmt: skip


def bytes_like(text: str, kind: str) -> str | bytes | bytearray:
    """Return *text* as str, UTF-8 bytes, or a bytearray, by *kind*."""
    if kind == "str":
        return text
    data = text.encode("utf-8", "surrogatepass")
    return data if kind == "bytes" else bytearray(data)


def components(count: int) -> st.SearchStrategy[tuple[str, ...]]:
    """Return *count* URL components for urlunsplit/urlunparse."""
    part = st.one_of(
        st.just(""),
        st.sampled_from(["http", "HTTP", "file", "mailto", "x", "svn+ssh", "//", "/", "a", "//a",
                         "?", "#", "example.com", "a:b@h:1", ";", "p;q", "/./", "\x00"]),
        _chunk(),
    )  # fmt: skip
    return st.tuples(*([part] * count))


def form_values() -> st.SearchStrategy[str]:
    """Return a name or value for a form field, escapes and pluses included."""
    return st.one_of(_words("a+= &;%é\x00\u2100", 5), st.text(max_size=6))


def form_queries() -> st.SearchStrategy[str]:
    """Return application/x-www-form-urlencoded-ish text."""
    pair = st.one_of(
        st.tuples(form_values(), st.sampled_from(["=", "", "==", "=;"]), form_values()).map(
            "".join
        ),
        st.just(""),
    )
    return st.one_of(
        st.lists(pair, max_size=6).map("&".join),
        st.lists(pair, max_size=4).map(";".join),
        any_text(),
    )


def separators() -> st.SearchStrategy[str]:
    """Return parse_qsl separators, including the empty and multi-character ones."""
    return st.sampled_from(["&", ";", "&&", "=", "a", "é", "", " ", "%", "+"])


def quote_safe() -> st.SearchStrategy[str]:
    """Return values for quote's safe argument."""
    return st.one_of(
        st.sampled_from(["", "/", "/:", "~", "%", " ", "+", ":/?#[]@!$&'()*+,;=", "é", "\x7f"]),
        st.text(st.sampled_from(ATOMS), max_size=5),
    )


def encodings() -> st.SearchStrategy[str | None]:
    """Return codec names, including ones that cannot encode everything."""
    return st.sampled_from([None, "utf-8", "latin-1", "ascii", "utf-16", "cp1252", "shift_jis"])


def errors_handlers() -> st.SearchStrategy[str | None]:
    """Return codec error handler names."""
    return st.sampled_from(
        [None, "strict", "replace", "ignore", "surrogateescape", "xmlcharrefreplace"]
    )
