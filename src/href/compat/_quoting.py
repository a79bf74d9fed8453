"""href.compat's percent-encoding functions: quote, unquote and their kin, urlencode, unwrap."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TypeVar, overload

from href import _quote
from href.compat._results import (
    PY312,
)

__all__ = [
    "quote",
    "quote_from_bytes",
    "quote_plus",
    "unquote",
    "unquote_plus",
    "unquote_to_bytes",
    "unwrap",
    "urlencode",
]

_KT = TypeVar("_KT")


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
    # urllib.parse's test; mypy narrows the union by it, pyright does not.
    if hasattr(query, "items"):
        items: Iterable[tuple[object, object]] = query.items()  # pyright: ignore[reportAttributeAccessIssue]
    else:
        # A str is a sequence too; refuse it (and anything else whose first
        # item is not a pair) with the message urllib.parse gives.
        try:
            if len(query) and not isinstance(query[0], tuple):  # pyright: ignore[reportArgumentType]
                raise TypeError
        except TypeError as error:
            msg = "not a valid non-string sequence or mapping object"
            raise TypeError(msg) from error
        items = query  # pyright: ignore[reportAssignmentType]

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
