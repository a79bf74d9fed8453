"""href.compat's splitters: urlsplit and urlparse, with the scheme lists they read.

:mod:`href.compat` re-exports them; the splitter itself is href's one
(``href._split``), and the checks urllib.parse makes of a netloc are here.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from typing import TYPE_CHECKING, Any, Literal, overload

from href import _idna, _split
from href.compat import _results
from href.compat._patches import IPVFUTURE_UPPER_V
from href.compat._results import (
    KEEPING_EMPTY,
    PY314,
    PY315,
    ParseResult,
    ParseResultBytes,
    SplitResult,
    SplitResultBytes,
    coerce_args,
)

# -- the scheme lists (mutable, as in urllib.parse: callers extend them) -----------------------

#: Schemes whose URLs urlunsplit writes with "//" even when the netloc is empty (the
#: list href.compat._results reads, so a caller's changes count, as in urllib.parse).
uses_netloc: list[str] = _results.uses_netloc
#: Schemes that urljoin resolves relative references against.
uses_relative: list[str] = ["", "ftp", "http", "gopher", "nntp", "imap", "wais", "file", "https",
                            "shttp", "mms", "prospero", "rtsp", "rtsps", "rtspu", "sftp", "svn",
                            "svn+ssh", "ws", "wss"]  # fmt: skip
#: Schemes whose paths may carry RFC 1808 ``;parameters`` (urlparse splits them off).
uses_params: list[str] = ["", "ftp", "hdl", "prospero", "http", "imap", "https", "shttp", "rtsp",
                          "rtsps", "rtspu", "sip", "sips", "mms", "sftp", "tel"]  # fmt: skip
#: Unused since Python 2; kept because the name is public.
non_hierarchical: list[str] = ["gopher", "hdl", "mailto", "news", "telnet", "wais", "imap",
                               "snews", "sip", "sips"]  # fmt: skip
#: Unused since Python 2; kept because the name is public.
uses_query: list[str] = ["", "http", "wais", "imap", "https", "shttp", "mms", "gopher", "rtsp",
                         "rtsps", "rtspu", "sip", "sips"]  # fmt: skip
#: Unused since Python 2; kept because the name is public.
uses_fragment: list[str] = ["", "ftp", "hdl", "http", "gopher", "news", "nntp", "wais", "https",
                            "shttp", "snews", "file", "prospero"]  # fmt: skip
#: The characters of a scheme (RFC 3986 3.1 allows them after a leading letter).
scheme_chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-."

# WHATWG URL standard: leading C0 controls and spaces are stripped, and tabs
# and newlines anywhere removed, before a URL is split.
_C0_OR_SPACE = "".join(map(chr, range(0x21)))
_TAB_OR_NEWLINE = re.compile("[\t\n\r]")
# RFC 3986 3.2.2: IPvFuture = "v" 1*HEXDIG "." 1*(...); urllib.parse accepts
# anything after the dot, and an upper-case "V" only from the patch releases
# of gh-105708 (RFC 3986 2.1 makes the "v" case-insensitive).
_IPVFUTURE = re.compile(r"[vV][0-9A-Fa-f]+\..+\Z" if IPVFUTURE_UPPER_V else r"v[0-9A-Fa-f]+\..+\Z")
_IPVFUTURE_MARKS = ("v", "V") if IPVFUTURE_UPPER_V else ("v",)

# urlsplit's and urlparse's default scheme: "" up to 3.14; None from 3.15, where
# None means "absent" (gh-67041) and "" stays an empty scheme.
_DEFAULT_SCHEME: Any = None if PY315 else ""


def clear_cache() -> None:
    """Forget the parsed URLs that urlsplit keeps (urllib.parse keeps the same cache).

    >>> clear_cache()
    """
    urlsplit.cache_clear()  # type: ignore[attr-defined]  # an lru_cache (see urlsplit)


# -- splitting ---------------------------------------------------------------------------------


def _check_netloc(netloc: str) -> None:
    """Refuse a netloc whose NFKC form hides a delimiter (CVE-2019-9636)."""
    if not netloc or netloc.isascii():
        return
    # Characters such as U+2100 (ACCOUNT OF) become "a/c" under NFKC, which IDNA
    # applies; the delimiters that are already there are not evidence of that.
    bare = netloc.translate({ord(c): None for c in "@:#?"})
    normal = unicodedata.normalize("NFKC", bare)
    if normal != bare and any(c in normal for c in "/?#@:"):
        msg = f"netloc '{netloc}' contains invalid characters under NFKC normalization"
        raise ValueError(msg)


def _check_brackets(netloc: str) -> None:
    """Refuse unmatched brackets, text around them, and brackets around anything but an IP literal.

    Text before the "[" or between the "]" and the port's ":" is refused on
    every version: CPython refuses it from 3.14, 3.13.2, 3.12.9 and 3.11.12
    (gh-105704, CVE-2025-0938), and href.compat is never less safe than the
    newest patch release (docs/security.md).
    """
    opening, closing = "[" in netloc, "]" in netloc
    if opening != closing:
        msg = "Invalid IPv6 URL"
        raise ValueError(msg)
    if not opening:
        return
    # Where the netloc attributes look for the host: after the last "@".
    hostport = netloc.rpartition("@")[2]
    before, bracket, inside = hostport.partition("[")
    if bracket:
        if before:
            msg = "Invalid IPv6 URL"
            raise ValueError(msg)
        inside, _, after = inside.partition("]")
        if after and after[:1] != ":":
            msg = "Invalid IPv6 URL"
            raise ValueError(msg)
    else:
        # The brackets are all in the userinfo; the host is what hostname reads.
        inside = hostport.partition(":")[0]
    if inside.startswith(_IPVFUTURE_MARKS):
        if _IPVFUTURE.match(inside) is None:
            msg = "IPvFuture address is invalid"
            raise ValueError(msg)
    elif _idna.ip_address(inside).version == 4:
        msg = "An IPv4 address cannot be in brackets"
        raise ValueError(msg)


# Named tuples check their arguments in Python; the fields here are known to
# be right, and tuple.__new__ takes them as they are, at half the cost.
_tuple_new = tuple.__new__


@overload
def urlsplit(
    url: str,
    scheme: str | None = _DEFAULT_SCHEME,
    allow_fragments: bool = True,
    *,
    missing_as_none: bool = False,
) -> SplitResult: ...
@overload
def urlsplit(
    url: bytes | bytearray | None,
    scheme: bytes | bytearray | Literal[""] | None = _DEFAULT_SCHEME,
    allow_fragments: bool = True,
    *,
    missing_as_none: bool = False,
) -> SplitResultBytes: ...


def urlsplit(
    url: str | bytes | bytearray | None,
    scheme: str | bytes | bytearray | None = _DEFAULT_SCHEME,
    allow_fragments: bool = True,
    *,
    missing_as_none: bool = False,
) -> SplitResult | SplitResultBytes:
    """Split a URL into scheme, netloc, path, query and fragment (no escapes decoded).

    ``scheme`` is the scheme to report when the URL has none; with
    ``allow_fragments`` false, ``#`` is part of the path or query. With
    ``missing_as_none`` (3.15's, accepted on every version) a part the URL
    does not have is None, and an empty one ``""``.

    Raises:
        ValueError: for unmatched brackets, text around them, or a bad IP
            literal in the netloc, or a netloc that NFKC normalization would
            change into delimiters.

    >>> urlsplit("HTTP://User@Example.com:80/a;b?q#f")
    SplitResult(scheme='http', netloc='User@Example.com:80', path='/a;b', query='q', fragment='f')
    >>> urlsplit("http://a/b?", missing_as_none=True)
    SplitResult(scheme='http', netloc='a', path='/b', query='', fragment=None)

    ``geturl()`` of the result is a fixpoint: split it again and it stays.

    >>> url = "HTTP://www.Python.org/doc/#"
    >>> r1 = urlsplit(url)
    >>> r1.geturl()
    'http://www.Python.org/doc/'
    >>> r2 = urlsplit(r1.geturl())
    >>> r2.geturl()
    'http://www.Python.org/doc/'
    """
    if type(url) is str and type(scheme) is str:
        back = None
    else:
        url, scheme, back = coerce_args(url, scheme)  # type: ignore[assignment]
        if url is None:
            url = ""  # 3.15: a None URL is text (coerce_args keeps it None)
    if scheme is None and not PY314:
        # Up to 3.13 urlsplit strips even a None default scheme, and fails there.
        scheme.strip(_C0_OR_SPACE)  # type: ignore[attr-defined]
    parts = _split_parts(url, scheme, allow_fragments)  # type: ignore[arg-type]
    result: SplitResult
    if missing_as_none:
        if not PY315 and not parts[0]:
            # 3.15's default scheme is None (absent); the signature here keeps
            # the version's "", so an empty scheme is absent with missing_as_none.
            parts = (None, *parts[1:])
        result = _tuple_new(KEEPING_EMPTY[SplitResult], parts)
    else:
        found, netloc, path, query, fragment = parts
        result = _tuple_new(
            SplitResult, (found or "", netloc or "", path, query or "", fragment or "")
        )
    return result if back is None else back(result)  # type: ignore[operator]


def _split_parts(
    url: str, scheme: str | None, allow_fragments: bool
) -> tuple[str | None, str | None, str, str | None, str | None]:
    """Split text into scheme, netloc, path, query, fragment: None where absent, as 3.15 does.

    ``scheme`` is the default scheme, cleaned as the URL is.
    """
    text = url.lstrip(_C0_OR_SPACE)
    if scheme:
        scheme = _clean_scheme(scheme)
    elif scheme is not None:
        # An empty default is stripped too: one that is not text (b"", with a
        # text URL) fails there, as in urllib.parse.
        scheme = scheme.strip(_C0_OR_SPACE)
    # The substitution is the slow part, and tabs and newlines are rare.
    if "\t" in text or "\n" in text or "\r" in text:
        text = _TAB_OR_NEWLINE.sub("", text)
    found, netloc, _, _, _, path, query, fragment = (
        _split.match_any(text) if allow_fragments else _split.match_any_no_fragment(text)
    ).groups()
    if netloc:
        if "[" in netloc or "]" in netloc:
            _check_brackets(netloc)
        if not netloc.isascii():
            _check_netloc(netloc)
    return (found.lower() if found else scheme), netloc, path, query, fragment


# urllib.parse's urlsplit is an lru_cache of 128 results (clear_cache() empties
# it); being such a cache too gives the same results for repeated calls, the
# same object each time, and the same errors for unhashable arguments, such as
# a bytearray. mypy keeps the overloads above as urlsplit's type.
if not TYPE_CHECKING:
    urlsplit = functools.lru_cache(maxsize=128, typed=True)(urlsplit)


def _clean_scheme(scheme: str) -> str:
    """Strip a default scheme as urllib.parse strips a URL, at both ends."""
    return _TAB_OR_NEWLINE.sub("", scheme.strip(_C0_OR_SPACE))


@overload
def urlparse(
    url: str,
    scheme: str | None = _DEFAULT_SCHEME,
    allow_fragments: bool = True,
    *,
    missing_as_none: bool = False,
) -> ParseResult: ...
@overload
def urlparse(
    url: bytes | bytearray | None,
    scheme: bytes | bytearray | Literal[""] | None = _DEFAULT_SCHEME,
    allow_fragments: bool = True,
    *,
    missing_as_none: bool = False,
) -> ParseResultBytes: ...
def urlparse(
    url: str | bytes | bytearray | None,
    scheme: str | bytes | bytearray | None = _DEFAULT_SCHEME,
    allow_fragments: bool = True,
    *,
    missing_as_none: bool = False,
) -> ParseResult | ParseResultBytes:
    """Split a URL into six parts: urlsplit's five, with RFC 1808 ``;params`` apart.

    Parameters are split off the last path segment, for the schemes in
    ``uses_params`` only. ``missing_as_none`` is as for urlsplit.

    Raises:
        ValueError: as urlsplit does.

    >>> urlparse('//www.cwi.nl:80/%7Eguido/Python.html')
    ParseResult(scheme='', netloc='www.cwi.nl:80', path='/%7Eguido/Python.html', params='', query='', fragment='')
    >>> urlparse('www.cwi.nl/%7Eguido/Python.html')
    ParseResult(scheme='', netloc='', path='www.cwi.nl/%7Eguido/Python.html', params='', query='', fragment='')
    >>> urlparse('help/Python.html')
    ParseResult(scheme='', netloc='', path='help/Python.html', params='', query='', fragment='')
    >>> u = urlparse('//www.cwi.nl:80/%7Eguido/Python.html')
    >>> u._replace(scheme='http')
    ParseResult(scheme='http', netloc='www.cwi.nl:80', path='/%7Eguido/Python.html', params='', query='', fragment='')
    """  # noqa: E501 - doctest output is one line
    if type(url) is str and type(scheme) is str:
        back = None
    else:
        url, scheme, back = coerce_args(url, scheme)  # type: ignore[assignment]
        if url is None:
            url = ""  # 3.15: a None URL is text (coerce_args keeps it None)
    if PY314:
        found, netloc, path, query, fragment = _split_parts(url, scheme, allow_fragments)  # type: ignore[arg-type]
    else:
        # Up to 3.13 urlparse asks the cached urlsplit, whose cache refuses an
        # unhashable default scheme (an empty bytearray, with text).
        found, netloc, path, query, fragment = urlsplit(
            url,  # type: ignore[arg-type]
            scheme,  # type: ignore[arg-type]
            allow_fragments,
            missing_as_none=True,
        )
    params = None
    # Both tests are free of side effects; the cheaper one goes first.
    if ";" in path and (found or "") in uses_params:
        path, params = _split.split_params(path)
    result: ParseResult
    if missing_as_none:
        if not PY315 and not found:
            found = None  # as in urlsplit: an empty scheme is absent before 3.15
        result = _tuple_new(
            KEEPING_EMPTY[ParseResult], (found, netloc, path, params, query, fragment)
        )
    else:
        result = _tuple_new(
            ParseResult,
            (found or "", netloc or "", path, params or "", query or "", fragment or ""),
        )
    return result if back is None else back(result)  # type: ignore[operator]
