"""``urllib.parse``, rebuilt on href's core: same names, signatures, results and errors.

``import href.compat as urlparse`` in place of ``import urllib.parse as urlparse``
and nothing else changes. Every function takes and returns what Python 3.11's
``urllib.parse`` does (text, bytes, or, where it does, bytearray), raises the
same exceptions with the same messages, and keeps its older rules (RFC 1808
parameters, the scheme lists, ``urljoin``'s path merging) where they differ
from RFC 3986, which :class:`href.URL` follows. The splitter, quoter, form
codec and resolver are href's own; this module never calls ``urllib.parse``.

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
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, AnyStr, Literal, TypeVar, cast, overload

from href import _compat_legacy, _compat_results, _form, _idna, _quote, _resolve, _split
from href._compat_results import (
    DefragResult,
    DefragResultBytes,
    ParseResult,
    ParseResultBytes,
    SplitResult,
    SplitResultBytes,
    coerce_args,
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
# anything after the dot, but only a lower-case "v".
_IPVFUTURE = re.compile(r"v[0-9A-Fa-f]+\..+\Z")


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
    """Refuse unmatched brackets, and brackets around anything but an IP literal."""
    opening, closing = "[" in netloc, "]" in netloc
    if opening != closing:
        msg = "Invalid IPv6 URL"
        raise ValueError(msg)
    if not opening:
        return
    inside = netloc.partition("[")[2].partition("]")[0]
    if inside.startswith("v"):
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
def urlsplit(url: str, scheme: str = "", allow_fragments: bool = True) -> SplitResult: ...
@overload
def urlsplit(
    url: bytes | bytearray | None,
    scheme: bytes | bytearray | Literal[""] | None = "",
    allow_fragments: bool = True,
) -> SplitResultBytes: ...


def urlsplit(
    url: str | bytes | bytearray | None,
    scheme: str | bytes | bytearray | None = "",
    allow_fragments: bool = True,
) -> SplitResult | SplitResultBytes:
    """Split a URL into scheme, netloc, path, query and fragment (no escapes decoded).

    ``scheme`` is the scheme to report when the URL has none; with
    ``allow_fragments`` false, ``#`` is part of the path or query.

    Raises:
        ValueError: for unmatched brackets or a bad IP literal in the netloc,
            or a netloc that NFKC normalization would change into delimiters.

    >>> urlsplit("HTTP://User@Example.com:80/a;b?q#f")
    SplitResult(scheme='http', netloc='User@Example.com:80', path='/a;b', query='q', fragment='f')

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
        # Plain text needs no coercion, and an empty default scheme no cleaning.
        back = None
        if scheme:
            scheme = _clean_scheme(scheme)
    else:
        url, scheme, back = coerce_args(url, scheme)  # type: ignore[assignment]
        # Only a falsy default scheme may be other than text here; strip() says so.
        scheme = _clean_scheme(scheme)  # type: ignore[arg-type]
    text: str = url.lstrip(_C0_OR_SPACE)  # type: ignore[union-attr,arg-type,assignment]
    # The substitution is the slow part, and tabs and newlines are rare.
    if "\t" in text or "\n" in text or "\r" in text:
        text = _TAB_OR_NEWLINE.sub("", text)
    # groups(""): urllib.parse has no absent parts, only empty ones.
    found, netloc, _, _, _, path, query, fragment = (
        _split.match_any(text) if allow_fragments else _split.match_any_no_fragment(text)
    ).groups("")
    if netloc:
        if "[" in netloc or "]" in netloc:
            _check_brackets(netloc)
        if not netloc.isascii():
            _check_netloc(netloc)
    result = _tuple_new(
        SplitResult, (found.lower() if found else scheme, netloc, path, query, fragment)
    )
    return result if back is None else back(result)  # type: ignore[operator]


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
def urlparse(url: str, scheme: str = "", allow_fragments: bool = True) -> ParseResult: ...
@overload
def urlparse(
    url: bytes | bytearray | None,
    scheme: bytes | bytearray | Literal[""] | None = "",
    allow_fragments: bool = True,
) -> ParseResultBytes: ...
def urlparse(
    url: str | bytes | bytearray | None,
    scheme: str | bytes | bytearray | None = "",
    allow_fragments: bool = True,
) -> ParseResult | ParseResultBytes:
    """Split a URL into six parts: urlsplit's five, with RFC 1808 ``;params`` apart.

    Parameters are split off the last path segment, for the schemes in
    ``uses_params`` only.

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
    scheme, netloc, path, query, fragment = urlsplit(url, scheme, allow_fragments)  # type: ignore[arg-type]
    params = ""
    # Both tests are free of side effects; the cheaper one goes first.
    if ";" in path and scheme in uses_params:
        path, found = _split.split_params(path)
        params = found or ""
    result = _tuple_new(ParseResult, (scheme, netloc, path, params, query, fragment))
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
def urldefrag(url: str) -> DefragResult: ...
@overload
def urldefrag(url: bytes | bytearray | None) -> DefragResultBytes: ...
def urldefrag(url: str | bytes | bytearray | None) -> DefragResult | DefragResultBytes:
    """Split the fragment off a URL; the fragment is empty if there is none.

    >>> urldefrag("http://python.org/p?q#frag")
    DefragResult(url='http://python.org/p?q', fragment='frag')
    """
    (text, back) = coerce_args(url)
    assert isinstance(text, str)
    if "#" in text:
        scheme, netloc, path, params, query, fragment = urlparse(text)
        text = urlunparse((scheme, netloc, path, params, query, ""))
    else:
        fragment = ""
    return back(DefragResult(text, fragment))  # type: ignore[operator,no-any-return]


# -- query strings -----------------------------------------------------------------------------


def _decode_separator(separator: object) -> str:
    (text, _) = coerce_args(separator)
    if not text or not isinstance(text, str | bytes):
        msg = "Separator must be of type string or bytes."
        raise ValueError(msg)
    return text  # type: ignore[return-value]


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
    refuses a field without ``=``. Bytes in, bytes out (ASCII only).

    Raises:
        ValueError: for a bad separator, more than ``max_num_fields`` fields,
            or (with ``strict_parsing``) a bad field.

    >>> parse_qsl("a=1&b=x+y%21&c")
    [('a', '1'), ('b', 'x y!')]
    """
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
        return data  # type: ignore[return-value]
    if isinstance(data, bytearray):
        # urllib.parse looks each escape of a bytearray up in a dict, and fails.
        msg = "unhashable type: 'bytearray'"
        raise TypeError(msg)
    return _quote.unquote_to_bytes(data)


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
