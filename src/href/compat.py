"""``urllib.parse``, rebuilt on href's core: same names, signatures, results and errors.

``import href.compat as urlparse`` in place of ``import urllib.parse as urlparse``
and nothing else changes, on CPython 3.11 to 3.15. Every function takes and returns
what the running interpreter's ``urllib.parse`` does (text, bytes, or, where it
does, bytearray), deciding by ``sys.version_info`` where versions differ, raises the
same exceptions with the same messages, and keeps its older rules (RFC 1808
parameters, the scheme lists, ``urljoin``'s path merging) where they differ
from RFC 3986, which :class:`href.URL` follows. The splitter, quoter, form
codec and resolver are href's own; this module never calls ``urllib.parse``.
3.15's ``missing_as_none`` and ``keep_empty`` work on every version, and
CPython's later security fixes are always on (docs/security.md).

>>> from href.compat import urlparse
>>> urlparse("scheme://netloc/path;parameters?query#fragment")
ParseResult(scheme='scheme', netloc='netloc', path='/path;parameters', params='', query='query', fragment='fragment')
>>> o = urlparse("http://docs.python.org:80/3/library/urllib.parse.html?"
...              "highlight=params#url-parsing")
>>> o
ParseResult(scheme='http', netloc='docs.python.org:80', path='/3/library/urllib.parse.html', params='', query='highlight=params', fragment='url-parsing')
>>> o.scheme
'http'
>>> o.netloc
'docs.python.org:80'
>>> o.hostname
'docs.python.org'
>>> o.port
80
>>> o._replace(fragment="").geturl()
'http://docs.python.org:80/3/library/urllib.parse.html?highlight=params'
"""  # noqa: E501 - the doctests show results exactly as Python prints them

from __future__ import annotations

import functools
import re
import unicodedata
import warnings
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, AnyStr, Literal, TypeVar, cast, overload

from href import _compat_legacy, _compat_results, _form, _idna, _quote, _resolve, _split
from href._compat_results import (
    KEEPING_EMPTY,
    PY312,
    PY313,
    PY314,
    PY315,
    DefragResult,
    DefragResultBytes,
    ParseResult,
    ParseResultBytes,
    SplitResult,
    SplitResultBytes,
    coerce_args,
    join_parts,
    urlunparse,
    urlunsplit,
    uses_netloc,
)

__all__ = [
    "DefragResult",
    "DefragResultBytes",
    "ParseResult",
    "ParseResultBytes",
    "SplitResult",
    "SplitResultBytes",
    "parse_qs",
    "parse_qsl",
    "quote",
    "quote_from_bytes",
    "quote_plus",
    "unquote",
    "unquote_plus",
    "unquote_to_bytes",
    "urldefrag",
    "urlencode",
    "urljoin",
    "urlparse",
    "urlsplit",
    "urlunparse",
    "urlunsplit",
]

_KT = TypeVar("_KT")

#: The netloc attributes of the text results; urllib.parse keeps the name public.
ResultBase = _compat_results.ResultBase

# Deprecated in Python 3.8, public still (and not in __all__, as in urllib.parse).
splitattr = _compat_legacy.splitattr
splithost = _compat_legacy.splithost
splitnport = _compat_legacy.splitnport
splitpasswd = _compat_legacy.splitpasswd
splitport = _compat_legacy.splitport
splitquery = _compat_legacy.splitquery
splittag = _compat_legacy.splittag
splittype = _compat_legacy.splittype
splituser = _compat_legacy.splituser
splitvalue = _compat_legacy.splitvalue
to_bytes = _compat_legacy.to_bytes

# -- the scheme lists (mutable, as in urllib.parse: callers extend them) -----------------------

#: Schemes that urljoin resolves relative references against.
uses_relative = ["", "ftp", "http", "gopher", "nntp", "imap", "wais", "file", "https", "shttp",
                 "mms", "prospero", "rtsp", "rtsps", "rtspu", "sftp", "svn", "svn+ssh", "ws",
                 "wss"]  # fmt: skip
#: Schemes whose paths may carry RFC 1808 ``;parameters`` (urlparse splits them off).
uses_params = ["", "ftp", "hdl", "prospero", "http", "imap", "https", "shttp", "rtsp", "rtsps",
               "rtspu", "sip", "sips", "mms", "sftp", "tel"]  # fmt: skip
#: Unused since Python 2; kept because the name is public.
non_hierarchical = ["gopher", "hdl", "mailto", "news", "telnet", "wais", "imap", "snews", "sip",
                    "sips"]  # fmt: skip
#: Unused since Python 2; kept because the name is public.
uses_query = ["", "http", "wais", "imap", "https", "shttp", "mms", "gopher", "rtsp", "rtsps",
              "rtspu", "sip", "sips"]  # fmt: skip
#: Unused since Python 2; kept because the name is public.
uses_fragment = ["", "ftp", "hdl", "http", "gopher", "news", "nntp", "wais", "https", "shttp",
                 "snews", "file", "prospero"]  # fmt: skip
#: The characters of a scheme (RFC 3986 3.1 allows them after a leading letter).
scheme_chars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-."

# WHATWG URL standard: leading C0 controls and spaces are stripped, and tabs
# and newlines anywhere removed, before a URL is split.
_C0_OR_SPACE = "".join(map(chr, range(0x21)))
_TAB_OR_NEWLINE = re.compile("[\t\n\r]")
# RFC 3986 3.2.2: IPvFuture = "v" 1*HEXDIG "." 1*(...); urllib.parse accepts
# anything after the dot, and up to 3.13 only a lower-case "v" (gh-105708:
# RFC 3986 2.1 makes the "v" case-insensitive).
_IPVFUTURE = re.compile(r"[vV][0-9A-Fa-f]+\..+\Z" if PY314 else r"v[0-9A-Fa-f]+\..+\Z")
_IPVFUTURE_MARKS = ("v", "V") if PY314 else ("v",)

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


def urljoin(base: AnyStr, url: AnyStr | None, allow_fragments: bool = True) -> AnyStr:
    """Resolve ``url`` against ``base`` by urllib.parse's rules (RFC 1808, mostly RFC 3986).

    A reference with another scheme, or a scheme not in ``uses_relative``, is
    returned as it is; a reference with the base's scheme and no netloc is
    resolved as a relative one (``http:g``).

    >>> urljoin('http://www.cwi.nl/%7Eguido/Python.html', 'FAQ.html')
    'http://www.cwi.nl/%7Eguido/FAQ.html'
    >>> urljoin('http://www.cwi.nl/%7Eguido/Python.html',
    ...         '//www.python.org/%7Eguido')
    'http://www.python.org/%7Eguido'
    """
    if not base:
        return url  # type: ignore[return-value]
    if not url:
        return base
    base_text: str
    text: str
    back: Callable[[str], AnyStr] | None = None
    if type(base) is str and type(url) is str:
        base_text, text = base, url
    else:
        coerced = coerce_args(base, url)  # both texts, then the way back to bytes
        base_text, text, back = cast("tuple[str, str, Callable[[str], AnyStr]]", coerced)
    if PY314:
        joined = _urljoin_314(base_text, text, allow_fragments)
        if joined is None:
            return url if back is None else back(text)
        return joined if back is None else back(joined)
    bscheme, bnetloc, bpath, bparams, bquery, _ = urlparse(base_text, "", allow_fragments)
    scheme, netloc, path, params, query, fragment = urlparse(text, bscheme, allow_fragments)
    if scheme != bscheme or scheme not in uses_relative:
        return url if back is None else back(text)
    if scheme in uses_netloc:
        if netloc:
            return cast("AnyStr", _unparse(back, scheme, netloc, path, params, query, fragment))
        netloc = bnetloc
    if not path and not params:
        path, params, query = bpath, bparams, query or bquery
    else:
        path = _resolve.resolve_path_rfc1808(bpath, path)
    # Text, or what back() makes of it: the type of base and url.
    return cast("AnyStr", _unparse(back, scheme, netloc, path, params, query, fragment))


def _urljoin_314(base: str, url: str, allow_fragments: bool) -> str | None:
    """Resolve by 3.14's rules; None where the reference is returned as it is.

    3.14 keeps what was empty apart from what was absent (gh-76960: "?" and
    "#" in the reference stay, and the base's query and fragment come only
    where the reference has none), and resolves against a base without a
    scheme (gh-125926).
    """
    bscheme, bnetloc, bpath, bquery, bfragment = _split_parts(base, None, allow_fragments)
    scheme, netloc, path, query, fragment = _split_parts(url, None, allow_fragments)
    if scheme is None:
        scheme = bscheme
    if scheme != bscheme or (scheme and scheme not in uses_relative):
        return None
    if not scheme or scheme in uses_netloc:
        if netloc:
            return join_parts(scheme, netloc, path, query, fragment)
        netloc = bnetloc
    if not path:
        if query is None:
            query = bquery
            if fragment is None:
                fragment = bfragment
        return join_parts(scheme, netloc, bpath, query, fragment)
    path = _resolve.resolve_path_rfc1808(bpath, path)
    return join_parts(scheme, netloc, path, query, fragment)


def _unparse(  # noqa: PLR0917 - urlunparse's six parts, in their order
    back: Callable[[str], Any] | None,
    scheme: str,
    netloc: str,
    path: str,
    params: str,
    query: str,
    fragment: str,
) -> Any:
    """Return urlunparse() of six text parts, converted by ``back`` unless it is None."""
    text = _compat_results.unsplit(
        scheme, netloc, f"{path};{params}" if params else path, query, fragment
    )
    return text if back is None else back(text)


@overload
def urldefrag(url: str, *, missing_as_none: bool = False) -> DefragResult: ...
@overload
def urldefrag(
    url: bytes | bytearray | None, *, missing_as_none: bool = False
) -> DefragResultBytes: ...
def urldefrag(
    url: str | bytes | bytearray | None, *, missing_as_none: bool = False
) -> DefragResult | DefragResultBytes:
    """Split the fragment off a URL; the fragment is empty if there is none.

    With ``missing_as_none`` (3.15's, accepted on every version) it is None
    if there is none, and ``""`` if it is empty.

    >>> urldefrag("http://python.org/p?q#frag")
    DefragResult(url='http://python.org/p?q', fragment='frag')
    >>> urldefrag("http://python.org/p?", missing_as_none=True)
    DefragResult(url='http://python.org/p?', fragment=None)
    """
    (text, back) = coerce_args(url)
    fragment: str | None = None
    if "#" in text:  # type: ignore[operator]  # 3.15 keeps None, which fails here
        assert isinstance(text, str)
        if PY314 or missing_as_none:
            # 3.14 (gh-76960) writes the rest back keeping an empty query or netloc.
            scheme, netloc, path, query, fragment = _split_parts(text, None, allow_fragments=True)
            text = join_parts(scheme, netloc, path, query, None)
        else:
            scheme, netloc, path, params, query, fragment = urlparse(text)
            text = urlunparse((scheme, netloc, path, params, query, ""))
    result: DefragResult
    if missing_as_none:
        result = KEEPING_EMPTY[DefragResult](text, fragment)
    else:
        result = DefragResult(text, fragment or "")  # type: ignore[arg-type]  # text, see above
    return back(result)  # type: ignore[operator,no-any-return]


# -- query strings -----------------------------------------------------------------------------


def _decode_separator(separator: object) -> str:
    (text, _) = coerce_args(separator)
    if not text or not isinstance(text, str | bytes):
        msg = "Separator must be of type string or bytes."
        raise ValueError(msg)
    return text  # type: ignore[return-value]


if not TYPE_CHECKING and PY314:
    # 3.14 adds a private keyword, which mypy is not told of (one signature).

    def parse_qsl(  # noqa: PLR0917 - urllib.parse takes these positionally
        qs: AnyStr | None,
        keep_blank_values: bool = False,
        strict_parsing: bool = False,
        encoding: str = "utf-8",
        errors: str = "replace",
        max_num_fields: int | None = None,
        separator: str = "&",
        *,
        _stacklevel: int = 1,
    ) -> list[tuple[AnyStr, AnyStr]]:
        """Parse a form-encoded query into (name, value) pairs, in order.

        Blank values are dropped unless ``keep_blank_values``; ``strict_parsing``
        refuses a field without ``=``. Bytes in, bytes out (escapes decoded to
        bytes as they are). ``_stacklevel`` is 3.14's, for parse_qs's warning.

        Raises:
            ValueError: for a bad separator, more than ``max_num_fields`` fields,
                or (with ``strict_parsing``) a bad field.

        >>> parse_qsl("a=1&b=x+y%21&c")
        [('a', '1'), ('b', 'x y!')]
        """
        return cast(
            "list[tuple[AnyStr, AnyStr]]",
            _parse_qsl_313(
                qs,
                keep_blank_values,
                strict_parsing,
                encoding,
                errors,
                max_num_fields,
                separator,
                _stacklevel + 1,
            ),
        )

else:

    def parse_qsl(  # noqa: PLR0917 - urllib.parse takes these positionally
        qs: AnyStr | None,
        keep_blank_values: bool = False,
        strict_parsing: bool = False,
        encoding: str = "utf-8",
        errors: str = "replace",
        max_num_fields: int | None = None,
        separator: str = "&",
    ) -> list[tuple[AnyStr, AnyStr]]:
        """Parse a form-encoded query into (name, value) pairs, in order.

        Blank values are dropped unless ``keep_blank_values``; ``strict_parsing``
        refuses a field without ``=``. Bytes in, bytes out (up to 3.12, ASCII
        only; from 3.13, escapes decoded to bytes as they are).

        Raises:
            ValueError: for a bad separator, more than ``max_num_fields`` fields,
                or (with ``strict_parsing``) a bad field.

        >>> parse_qsl("a=1&b=x+y%21&c")
        [('a', '1'), ('b', 'x y!')]
        """
        if PY313:
            pairs = _parse_qsl_313(
                qs,
                keep_blank_values,
                strict_parsing,
                encoding,
                errors,
                max_num_fields,
                separator,
                2,
            )
        else:
            pairs = _parse_qsl_311(
                qs, keep_blank_values, strict_parsing, encoding, errors, max_num_fields, separator
            )
        return cast("list[tuple[AnyStr, AnyStr]]", pairs)


def _parse_qsl_311(  # noqa: PLR0917 - parse_qsl's parameters, in its order
    qs: Any,
    keep_blank_values: bool,
    strict_parsing: bool,
    encoding: str,
    errors: str,
    max_num_fields: int | None,
    separator: Any,
) -> Any:
    """parse_qsl up to 3.12: bytes are decoded as ASCII, parsed as text, encoded back."""
    if type(qs) is str and type(separator) is str and separator:
        # Text needs no coercion, and a text separator that is not empty no check.
        text, sep, decode = qs, separator, None
    else:
        coerced, back = coerce_args(qs)
        assert isinstance(coerced, str)
        text, sep = coerced, _decode_separator(separator)
        decode = None if isinstance(qs, str) else _ascii_only
    pairs = _form.parse_form(
        text,
        keep_blank_values=keep_blank_values,
        strict_parsing=strict_parsing,
        encoding="utf-8" if encoding is None else encoding,
        errors="replace" if errors is None else errors,
        max_num_fields=max_num_fields,
        separator=sep,
        decode=decode,
    )
    if decode is None:
        return pairs
    return [(back(name), back(value)) for name, value in pairs]  # type: ignore[operator]


def _parse_qsl_313(  # noqa: PLR0917 - parse_qsl's parameters, in its order
    qs: Any,
    keep_blank_values: bool,
    strict_parsing: bool,
    encoding: str,
    errors: str,
    max_num_fields: int | None,
    separator: Any,
    stacklevel: int,
) -> Any:
    """parse_qsl from 3.13 (gh-74668): bytes-like input parsed as bytes, escapes to raw bytes.

    3.14 (gh-116764, gh-116897) returns [] for None, and warns for other
    false values that are not bytes-like, which 3.13 took as empty.
    """
    if not separator or not isinstance(separator, str | bytes):
        msg = "Separator must be of type string or bytes."
        raise ValueError(msg)
    if isinstance(qs, str):
        if not isinstance(separator, str):
            separator = str(separator, "ascii")
        if not qs:
            return []
        return _form.parse_form(
            qs,
            keep_blank_values=keep_blank_values,
            strict_parsing=strict_parsing,
            encoding="utf-8" if encoding is None else encoding,
            errors="replace" if errors is None else errors,
            max_num_fields=max_num_fields,
            separator=separator,
        )
    if PY314:
        if qs is None:
            return []
    elif not qs:
        return []
    try:
        # memoryview() takes bytes-like objects only, as urllib.parse requires.
        data = bytes(memoryview(qs))
    except TypeError:
        if PY314 and not qs:
            message = (
                f"Accepting {type(qs).__name__} objects with false value in "
                "urllib.parse.parse_qsl() is deprecated as of 3.14"
            )
            warnings.warn(message, DeprecationWarning, stacklevel=stacklevel + 1)
            return []
        raise
    if isinstance(separator, str):
        separator = bytes(separator, "ascii")
    if not data:
        return []
    # Latin-1 maps each byte to one character and back, so the text codec,
    # with escapes decoded as Latin-1, parses bytes exactly.
    pairs = _form.parse_form(
        data.decode("latin-1"),
        keep_blank_values=keep_blank_values,
        strict_parsing=strict_parsing,
        encoding="latin-1",
        errors="strict",
        max_num_fields=max_num_fields,
        separator=separator.decode("latin-1"),
        describe=_bytes_repr,
    )
    return [(name.encode("latin-1"), value.encode("latin-1")) for name, value in pairs]


def _bytes_repr(field: str) -> str:
    """Write a field of a bytes query (read as Latin-1) as the bytes it was."""
    return repr(field.encode("latin-1"))


def _ascii_only(text: str) -> str:
    """Raise as urllib.parse does when a name or value from bytes is not ASCII."""
    text.encode("ascii", "strict")
    return text


def parse_qs(  # noqa: PLR0917 - urllib.parse takes these positionally
    qs: AnyStr | None,
    keep_blank_values: bool = False,
    strict_parsing: bool = False,
    encoding: str = "utf-8",
    errors: str = "replace",
    max_num_fields: int | None = None,
    separator: str = "&",
) -> dict[AnyStr, list[AnyStr]]:
    """Parse a form-encoded query into a dict of lists of values, names in order.

    Raises:
        ValueError: as parse_qsl does.

    >>> parse_qs("a=1&b=2&a=3")
    {'a': ['1', '3'], 'b': ['2']}
    """
    pairs: list[tuple[AnyStr, AnyStr]]
    if PY314:
        # 3.14: parse_qsl's warning names parse_qs's caller.
        pairs = parse_qsl(  # type: ignore[call-arg]
            qs,
            keep_blank_values,
            strict_parsing,
            encoding=encoding,
            errors=errors,
            max_num_fields=max_num_fields,
            separator=separator,
            _stacklevel=2,
        )
    else:
        pairs = parse_qsl(
            qs,
            keep_blank_values,
            strict_parsing,
            encoding=encoding,
            errors=errors,
            max_num_fields=max_num_fields,
            separator=separator,
        )
    fields: dict[AnyStr, list[AnyStr]] = {}
    for name, value in pairs:
        fields.setdefault(name, []).append(value)
    return fields


# -- percent-encoding --------------------------------------------------------------------------


@overload
def quote(
    string: str,
    safe: str | Iterable[int] = "/",
    encoding: str | None = None,
    errors: str | None = None,
) -> str: ...
@overload
def quote(string: bytes | bytearray, safe: str | Iterable[int] = "/") -> str: ...
def quote(
    string: str | bytes | bytearray,
    safe: str | Iterable[int] = "/",
    encoding: str | None = None,
    errors: str | None = None,
) -> str:
    """Percent-encode all but unreserved characters and ``safe`` (default ``/``).

    Text is encoded first (UTF-8 and ``strict`` unless told otherwise).

    Raises:
        TypeError: if ``encoding`` or ``errors`` is given with bytes.

    >>> quote('/El Niño/')
    '/El%20Ni%C3%B1o/'
    """
    if type(string) is str and type(safe) is str:
        # What the branch below comes to for text and a text safe, in fewer steps.
        if not string:
            return string
        return _quote.quote(
            string,
            safe,
            "utf-8" if encoding is None else encoding,
            "strict" if errors is None else errors,
        )
    if isinstance(string, str):
        if not string:
            return string
        # No shortcut here: the result of a str subclass is a plain str, which
        # _quote.quote would not make of text that needs no escapes.
        encoding = "utf-8" if encoding is None else encoding
        errors = "strict" if errors is None else errors
        return quote_from_bytes(string.encode(encoding, errors), safe)
    if encoding is not None:
        msg = "quote() doesn't support 'encoding' for bytes"
        raise TypeError(msg)
    if errors is not None:
        msg = "quote() doesn't support 'errors' for bytes"
        raise TypeError(msg)
    return quote_from_bytes(string, safe)


@overload
def quote_plus(
    string: str,
    safe: str | Iterable[int] = "",
    encoding: str | None = None,
    errors: str | None = None,
) -> str: ...
@overload
def quote_plus(string: bytes | bytearray, safe: str | Iterable[int] = "") -> str: ...
def quote_plus(
    string: str | bytes | bytearray,
    safe: str | Iterable[int] = "",
    encoding: str | None = None,
    errors: str | None = None,
) -> str:
    """Like quote, but write spaces as ``+`` and keep nothing safe by default (forms).

    >>> quote_plus('/El Niño/')
    '%2FEl+Ni%C3%B1o%2F'
    """
    if type(string) is str and type(safe) is str:
        # What the branches below come to for text (quote() returns "" as it is).
        if not string:
            return string
        return _quote.quote_plus(
            string,
            safe,
            "utf-8" if encoding is None else encoding,
            "strict" if errors is None else errors,
        )
    if (isinstance(string, str) and " " not in string) or (
        isinstance(string, bytes) and b" " not in string
    ):
        return quote(string, safe, encoding, errors)  # type: ignore[arg-type]
    space = " " if isinstance(safe, str) else b" "
    quoted = quote(string, safe + space, encoding, errors)  # type: ignore[operator,arg-type]
    return quoted.replace(" ", "+")


def quote_from_bytes(bs: bytes | bytearray, safe: str | Iterable[int] = "/") -> str:
    """Percent-encode bytes: all but unreserved bytes and ASCII ``safe`` ones.

    Raises:
        TypeError: if ``bs`` is not bytes or bytearray.

    >>> quote_from_bytes(b'a&\\xef')
    'a%26%EF'
    """
    if not isinstance(bs, bytes | bytearray):
        msg = "quote_from_bytes() expected bytes"
        raise TypeError(msg)
    if not bs:
        return ""
    if not isinstance(safe, str):
        safe = bytes([c for c in safe if c < 128])
    return _quote.quote_from_bytes(bs, safe)


def unquote_to_bytes(string: str | bytes | bytearray) -> bytes:
    """Decode ``%XX`` escapes to bytes (text is taken as UTF-8; broken escapes kept).

    >>> unquote_to_bytes('a%26%EF')
    b'a&\\xef'
    """
    if not string:
        _ = string.split  # only text and bytes-like values are welcome
        return b""
    data = string.encode("utf-8") if isinstance(string, str) else string
    if len(data.split(b"%")) == 1:
        # Up to 3.11 a bytearray without escapes came back as it was; 3.12
        # returns bytes always (gh-88500).
        return bytes(data) if PY312 else data  # type: ignore[return-value]
    if isinstance(data, bytearray):
        # urllib.parse looks each escape of a bytearray up in a dict, and fails;
        # so does this, with the interpreter's message for it.
        _NO_ESCAPES[data]
    return _quote.unquote_to_bytes(data)


_NO_ESCAPES: dict[object, bytes] = {}


def unquote(string: str | bytes, encoding: str = "utf-8", errors: str = "replace") -> str:
    """Decode ``%XX`` escapes; each run of escapes is decoded as ``encoding`` text.

    >>> unquote('/El%20Ni%C3%B1o/')
    '/El Niño/'
    """
    if type(string) is str:
        # The common case first: no isinstance() call, no attribute to check.
        if "%" not in string:
            return string
        return _quote.unquote(
            string,
            "utf-8" if encoding is None else encoding,
            "replace" if errors is None else errors,
        )
    if isinstance(string, bytes):
        return unquote_to_bytes(string).decode(encoding, errors)
    if "%" not in string:
        _ = string.split  # only text is welcome
        return string
    return _quote.unquote(
        string, "utf-8" if encoding is None else encoding, "replace" if errors is None else errors
    )


def unquote_plus(string: str, encoding: str = "utf-8", errors: str = "replace") -> str:
    """Like unquote, but read ``+`` as a space (forms).

    >>> unquote_plus('/El+Ni%C3%B1o/')
    '/El Niño/'
    """
    return unquote(string.replace("+", " "), encoding, errors)


def urlencode(  # noqa: PLR0917 - urllib.parse takes these positionally
    query: Mapping[_KT, object] | Sequence[tuple[object, object]],
    doseq: bool = False,
    safe: str | bytes = "",
    encoding: str | None = None,
    errors: str | None = None,
    quote_via: Callable[..., str] = quote_plus,
) -> str:
    """Encode a mapping or a sequence of pairs as a form-encoded query.

    Names and values that are not text or bytes go through ``str()``; with
    ``doseq``, a sequence value gives one pair per item. ``safe``,
    ``encoding`` and ``errors`` are passed to ``quote_via`` (``quote_plus``
    by default; ``encoding`` and ``errors`` only for text).

    Raises:
        TypeError: if ``query`` is neither a mapping nor a sequence of pairs.

    >>> urlencode({"q": "a b", "n": [1, 2]}, doseq=True)
    'q=a+b&n=1&n=2'
    """
    if hasattr(query, "items"):
        items: Iterable[tuple[object, object]] = query.items()
    else:
        # A str is a sequence too; refuse it (and anything else whose first
        # item is not a pair) with the message urllib.parse gives.
        try:
            if len(query) and not isinstance(query[0], tuple):
                raise TypeError
        except TypeError as error:
            msg = "not a valid non-string sequence or mapping object"
            raise TypeError(msg) from error
        items = query

    # quote_plus with its defaults returns text without a space or any
    # character but the unreserved and safe ones as it is: one search says
    # so and saves the calls. Otherwise every name and value goes to quote_via.
    plain: Callable[[str], object] = _never_plain
    if quote_via is quote_plus and type(safe) is str and encoding is None and errors is None:
        plain = _quote.finds_unsafe(safe.replace(" ", "")) if safe else _finds_unsafe_in_form
    fields: list[str] = []
    for name, value in items:
        # str() of a str is the str itself. quote_via may return anything:
        # "+" joins its results, as in urllib.parse, to fail where that fails.
        if type(name) is str and plain(name) is None:
            key = name
        else:
            key = _quoted(name, quote_via, safe, encoding, errors)
        if type(value) is str and plain(value) is None:
            fields.append(key + "=" + value)
        elif not doseq or isinstance(value, bytes):
            fields.append(key + "=" + _quoted(value, quote_via, safe, encoding, errors))
        elif isinstance(value, str):
            # urllib.parse gives quote_via a str (subclass) with doseq as it is.
            fields.append(key + "=" + quote_via(value, safe, encoding, errors))
        else:
            try:
                # urllib.parse's own test for a sequence: len() of any value.
                len(value)  # type: ignore[arg-type]
            except TypeError:
                fields.append(key + "=" + _quoted(value, quote_via, safe, encoding, errors))
            else:
                fields.extend(
                    key + "=" + _quoted(item, quote_via, safe, encoding, errors)
                    # It has a len(), so urllib.parse iterates it, as here.
                    for item in value  # type: ignore[attr-defined]
                )
    return "&".join(fields)


# What urlencode's search for characters to escape is without a fast path: a
# function that never returns None, so each name and value is quoted.
_never_plain = id
# ... and with quote_plus's defaults (safe="").
_finds_unsafe_in_form = _quote.finds_unsafe("")


def _quoted(
    value: object,
    quote_via: Callable[..., str],
    safe: str | bytes,
    encoding: str | None,
    errors: str | None,
) -> str:
    """Quote one urlencode name or value: bytes as they are, anything else as str()."""
    if isinstance(value, bytes):
        return quote_via(value, safe)
    return quote_via(str(value), safe, encoding, errors)


def unwrap(url: str) -> str:
    """Take a URL out of its ``<URL:...>`` wrapping; return anything else unchanged.

    >>> unwrap('<URL:scheme://host/path>')
    'scheme://host/path'
    """
    text = str(url).strip()
    if text[:1] == "<" and text[-1:] == ">":
        text = text[1:-1].strip()
    if text[:4] == "URL:":
        text = text[4:].strip()
    return text


# -- Quoter: deprecated in 3.11, removed in 3.14 (gh-118827) -----------------------------------

_ALWAYS_SAFE = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~")


class _Quoter(dict[int, str]):
    """A mapping from byte values to their quoted text, filled as it is read (deprecated).

    A byte is itself if it is unreserved or in ``safe``, else its ``%XX``
    escape. urllib.parse made it private in 3.11 and dropped it in 3.14;
    ``Quoter`` is this class, with a warning, where that version had it.
    """

    def __init__(self, safe: Iterable[int]) -> None:
        """Quote all but the unreserved bytes and ``safe``."""
        super().__init__()
        self.safe = _ALWAYS_SAFE.union(safe)

    def __repr__(self) -> str:
        """Show the bytes quoted so far."""
        return f"<Quoter {dict(self)!r}>"

    def __missing__(self, b: int) -> str:
        """Quote byte ``b``, and keep the answer."""
        quoted = chr(b) if b in self.safe else f"%{b:02X}"
        self[b] = quoted
        return quoted


if not PY314:

    def __getattr__(name: str) -> object:
        """Give the deprecated ``Quoter``, warning as urllib.parse does before 3.14."""
        if name == "Quoter":
            warnings.warn(
                "Deprecated in 3.11. urllib.parse.Quoter will be removed in Python 3.14. "
                "It was not intended to be a public API.",
                DeprecationWarning,
                stacklevel=2,
            )
            return _Quoter
        msg = f"module {__name__!r} has no attribute {name!r}"
        raise AttributeError(msg)
