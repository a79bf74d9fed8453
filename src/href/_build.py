"""Builders' values to component text: what every ``with_*`` and ``URL.build`` share.

Each function takes the decoded value a caller gave, checks its type, encodes
whatever would change the URL's structure, and refuses (``ValueError``,
naming the argument) what no encoding can carry.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Protocol, TypeVar

from href._form import encode_form_text
from href._form_query import form_query
from href._grammar import (
    FRAGMENT_SAFE,
    PASSWORD_SAFE,
    PATH_SAFE,
    QUERY_SAFE,
    SCHEME,
    SEGMENT_SAFE,
    SUB_DELIMS,
    UNRESERVED,
    USER_SAFE,
    one_of,
)
from href._host import Host
from href._path import Path
from href._query_space import PERCENT_FIRST_LETTERS, respace, space_of
from href._quote import (
    character_marks,
    component_quoter,
    quote_invalid,
    unquote,
)

__all__ = [
    "COMMON_SCHEMES",
    "PLAIN_URL_TABLE",
    "URL_MARKS",
    "QueryArg",
    "QueryMapping",
    "QueryPairs",
    "QueryValue",
    "QueryValues",
    "ValueSequence",
    "fragment_text",
    "host_text",
    "is_scheme",
    "password_text",
    "path_text",
    "port_text",
    "query_pieces",
    "query_text",
    "quote_fragment",
    "quote_path",
    "quote_segment",
    "scheme_safe_path",
    "scheme_text",
    "segment_text",
    "user_text",
    "written_pieces",
]

#: One query value: text, or a number written in decimal.
#: A query value: text, a number, a bool (``true``/``false``), or None for a
#: name alone (``?flag``, no ``=``).
QueryValue = str | int | float | None

_T_co = TypeVar("_T_co", covariant=True)


class ValueSequence(Protocol[_T_co]):
    """Several values for one query name: a list, a tuple, a range, any sequence but bytes.

    bytes and bytearray are sequences of int to a type checker but text to
    whoever passed them, so the builders refuse them; their ``in`` takes only
    bytes and ints where this one takes any object, so type checkers refuse
    them too. (A memoryview's ``in`` takes any object: it is refused at run
    time only.)
    """

    def __len__(self) -> int: ...
    def __iter__(self) -> Iterator[_T_co]: ...
    def __getitem__(self, index: int, /) -> _T_co: ...
    def __contains__(self, value: object, /) -> bool: ...


#: The value or values of one query name.
QueryValues = QueryValue | ValueSequence[QueryValue]
#: A query given as a mapping: a sequence value gives several pairs.
QueryMapping = Mapping[str, QueryValues]
#: A query given as (name, value) pairs.
QueryPairs = Iterable[tuple[str, QueryValue]]
# The builders declare a mapping first (typing.overload), then the whole
# union: a dict is iterable too, and given the union as its context mypy
# cannot tell which the literal {"q": "a", "page": 2} is meant to be, so
# infers dict[str, object] and refuses it; the mapping's overload gives it
# the context. The second takes a value typed as the union (a variable of
# `Mapping | None`) as it is, with no union of overloads to try.
#: A query given as a mapping or as pairs.
QueryArg = QueryMapping | QueryPairs

#: Match a whole scheme (RFC 3986 3.1), or None.
is_scheme = re.compile(f"{SCHEME}\\Z").match
# RFC 3986 3.2.2: reg-name = *( unreserved / pct-encoded / sub-delims ), less
# the escapes (a decoded value has none).
_is_plain_name = re.compile(f"{one_of(UNRESERVED + SUB_DELIMS)}+\\Z").match


# quote(value, SAFE) for each component's safe set (href._grammar).
_quote_user = component_quoter(USER_SAFE)
_quote_password = component_quoter(PASSWORD_SAFE)
#: ``quote(path, PATH_SAFE)``: a decoded path, its "/" kept.
quote_path = component_quoter(PATH_SAFE)
#: ``quote(segment, SEGMENT_SAFE)``: one decoded segment, its "/" encoded.
quote_segment = component_quoter(SEGMENT_SAFE)
#: ``quote(fragment, FRAGMENT_SAFE)``: a decoded fragment.
quote_fragment = component_quoter(FRAGMENT_SAFE)


def _encoded(value: str, quote: Callable[[str], str], *, argument: str) -> str:
    """Percent-encode ``value`` with ``quote``, naming ``argument`` if it cannot be."""
    try:
        return quote(value)
    except UnicodeEncodeError as error:  # a lone surrogate: no UTF-8 for it
        raise _unencodable(f"{argument} {value!r}", value, error) from None


def _unencodable(subject: str, value: str, error: UnicodeEncodeError) -> ValueError:
    """A ValueError for a value with a lone surrogate, which has no UTF-8 form."""
    position = value.find(error.object[error.start : error.end])
    return ValueError(
        f"invalid {subject}: {value[position]!r} at position {position} "
        f"cannot be encoded as UTF-8 ({error.reason})"
    )


def _encodes(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _type_error(argument: str, wanted: str, value: object) -> TypeError:
    return TypeError(f"{argument} expected {wanted}, got {type(value).__name__}")


def scheme_text(value: str | None) -> str | None:
    """Check a scheme (RFC 3986 3.1); kept as given."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise _type_error("scheme", "str or None", value)
    if is_scheme(value) is None:
        msg = (
            f"invalid scheme {value!r}: a scheme is a letter followed by letters, "
            "digits, '+', '-' or '.'"
        )
        raise ValueError(msg)
    return value


def user_text(value: str | None) -> str | None:
    """Encode a user name; ``:`` and ``@`` are escaped (RFC 3986 3.2.1)."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise _type_error("user", "str or None", value)
    return _encoded(value, _quote_user, argument="user")


def password_text(value: str | None) -> str | None:
    """Encode a password; ``@`` is escaped."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise _type_error("password", "str or None", value)
    return _encoded(value, _quote_password, argument="password")


def host_text(value: str | Host | None) -> str | None:
    """Check a host: bare IPv6 gets brackets, a non-ASCII name becomes A-labels."""
    if value is None or isinstance(value, Host):
        return None if value is None else str(value)
    if type(value) is str and _is_plain_name(value) is not None:
        return value  # the common case, which needs no checks beyond the pattern
    if not isinstance(value, str):
        raise _type_error("host", "str, Host or None", value)
    return str(Host._from_value(value))


def port_text(value: int | None) -> str | None:
    """Check a port number: an int from 0 to 65535."""
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise _type_error("port", "int or None", value)
    if not 0 <= value <= 65535:
        msg = f"invalid port {value}: out of range 0-65535"
        raise ValueError(msg)
    return str(int(value))


def path_text(value: str | Path, *, authority: bool, scheme: bool) -> str:
    """Encode a decoded path (``/`` separates segments) for a URL with or without those.

    With an authority, a non-empty path gets its leading ``/``; without a
    scheme or authority, a ``:`` in the first segment is escaped so that it
    cannot read as a scheme (RFC 3986 4.2). A ``Path`` is taken as written.
    """
    if isinstance(value, Path):
        text = str(value)
    elif isinstance(value, str):
        text = _encoded(value, quote_path, argument="path")
    else:
        raise _type_error("path", "str or Path", value)
    if authority:
        if text and not text.startswith("/"):
            text = "/" + text
    elif text.startswith("//"):
        msg = (
            f"invalid path {value!r}: without a host, a path cannot start with '//' "
            "(it would read as the start of a host)"
        )
        raise ValueError(msg)
    return text if authority or scheme else scheme_safe_path(text)


def scheme_safe_path(path: str) -> str:
    """Escape ``:`` in the first segment of a path with no scheme or host before it.

    There, ``a:b`` would read as a scheme (RFC 3986 4.2). A colon after
    what no scheme is (``:x``, ``1a:b``, ``a b:c``) reads as part of the path,
    and is kept as written.

    >>> scheme_safe_path("javascript:x/y:z"), scheme_safe_path("1a:b/c")
    ('javascript%3Ax/y:z', '1a:b/c')
    """
    first, slash, rest = path.partition("/")
    if ":" not in first or is_scheme(first.partition(":")[0]) is None:
        return path
    return first.replace(":", "%3A") + slash + rest


def segment_text(value: str, *, argument: str) -> str:
    """Encode one path segment (``/`` included), refusing ``.`` and ``..``."""
    if not isinstance(value, str):
        raise _type_error(argument, "str", value)
    if value in (".", ".."):
        msg = (
            f"invalid {argument} {value!r}: '.' and '..' segments are refused; use "
            "url.parent or url.join() to move up"
        )
        raise ValueError(msg)
    return _encoded(value, quote_segment, argument=argument)


def fragment_text(value: str | None) -> str | None:
    """Encode a decoded fragment."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise _type_error("fragment", "str or None", value)
    return _encoded(value, quote_fragment, argument="fragment")


def _value_text(name: str, value: object) -> str:
    if type(value) is str:
        return value
    if isinstance(value, str):
        # The text itself, as the dict fast paths' joins write it: a str
        # subclass's str() or format() may say something else (a (str, Enum)
        # member's is "Class.NAME"), as int.__repr__ below skips an override.
        return str.__str__(value)
    if isinstance(value, bool):
        # What JSON, JavaScript and httpx write; an int annotation admits a bool.
        return "true" if value else "false"
    if isinstance(value, int):
        return int.__repr__(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            msg = f"query value for {name!r} must be a finite number, got {value!r}"
            raise ValueError(msg)
        return float.__repr__(value)
    msg = (
        f"query value for {name!r} must be str, int, float, bool or None, "
        f"got {type(value).__name__}"
    )
    raise TypeError(msg)


# The types whose items are several values of one query name (a tuple
# constant: isinstance with a ``list | tuple`` union builds the union per call).
_SEQUENCES = (list, tuple)
# A sequence of ints to a type checker, but text to whoever passed it: refused
# as a value (decode it); ValueSequence says so to type checkers.
_BYTES = (bytes, bytearray, memoryview)


def query_pieces(
    query: object, *, argument: str = "query", url: str = ""
) -> list[tuple[str, str | None]]:
    """Encode a mapping or pairs as (decoded name, ``name=value`` text) pieces.

    A name given an empty list or tuple yields one ``(name, None)``: no pair,
    but the name was mentioned (``update_query`` removes it). A value None
    gives the name alone (``flag``), a bool ``true`` or ``false``. A space
    is written as the scheme of ``url`` (the URL's text, or its scheme and
    ``:``) says.
    """
    if url and url[0] in PERCENT_FIRST_LETTERS and space_of(url) != "+":
        # Encoded pairs differ only in a space: "+" in a form, "%20" else
        # (href._query_space.respace).
        form = query_pieces(query, argument=argument)
        return [(name, piece and piece.replace("+", "%20")) for name, piece in form]
    if type(query) is dict or isinstance(query, Mapping):
        items: Iterable[object] = query.items()
    elif isinstance(query, Iterable) and not isinstance(query, (str, bytes)):
        items = query
    else:
        raise _type_error(argument, "a mapping or (name, value) pairs", query)
    pieces: list[tuple[str, str | None]] = []
    for item in items:
        if type(item) is tuple and len(item) == 2:
            name, value = item
            if type(name) is str and type(value) is str:
                # The common case, text for text, without the checks below.
                try:
                    pieces.append((name, f"{encode_form_text(name)}={encode_form_text(value)}"))
                except UnicodeEncodeError:
                    pass  # _add_pieces names the part that has no UTF-8 form
                else:
                    continue
        _add_pieces(pieces, item, argument)
    return pieces


def written_pieces(text: str, *, plus: bool) -> list[tuple[str, str | None]]:
    """A query's pieces as written (what a query cannot hold escaped), each with its name.

    For a :class:`href.Query` given to a builder; with ``plus``, a ``+`` in
    a name is a space.

    >>> written_pieces("a+b=1&&c d", plus=True), written_pieces("a+b", plus=False)
    ([('a b', 'a+b=1'), ('c d', 'c%20d')], [('a+b', 'a+b')])
    """
    pieces: list[tuple[str, str | None]] = []
    for piece in quote_invalid(text, QUERY_SAFE).split("&"):
        if piece:
            name = piece.partition("=")[0]
            pieces.append((unquote(name.replace("+", " ") if plus else name), piece))
    return pieces


def _add_pieces(pieces: list[tuple[str, str | None]], item: object, argument: str) -> None:
    """Append the pieces of one (name, value) item to ``pieces``, checking each."""
    if not isinstance(item, tuple) or len(item) != 2:
        msg = f"{argument} pairs must be (name, value) tuples, got {item!r}"
        raise TypeError(msg)
    name, value = item
    if not isinstance(name, str):
        raise _type_error(f"{argument} name", "str", name)
    name = _value_text("", name)  # a str subclass's text, not its str()
    if isinstance(value, str):
        values: Iterable[object] = (value,)
    elif isinstance(value, _SEQUENCES) or (
        isinstance(value, Sequence) and not isinstance(value, _BYTES)
    ):
        values = value
        if not value:
            pieces.append((name, None))
    else:
        values = (value,)  # bytes among them, refused by _value_text
    for v in values:
        if v is None:  # a name alone, without "="
            try:
                pieces.append((name, encode_form_text(name)))
            except UnicodeEncodeError as error:
                raise _unencodable(f"{argument} name {name!r}", name, error) from None
            continue
        text = v if type(v) is str else _value_text(name, v)
        try:
            pieces.append((name, f"{encode_form_text(name)}={encode_form_text(text)}"))
        except UnicodeEncodeError as error:
            if _encodes(name):
                subject = f"query value {text!r} for {name!r}"
                raise _unencodable(subject, text, error) from None
            raise _unencodable(f"{argument} name {name!r}", name, error) from None


# Each byte as the path's encoder treats it (character_marks): URL.build's
# fast path marks its whole text with it.
URL_MARKS = character_marks(PATH_SAFE)
# What a plain scheme://host/path may hold (RFC 3986 3.3 pchar and "/", less
# the escapes: the bytes the path's encoder keeps), as a bytes.translate table
# that maps each of those bytes to 1 and every other byte to 0: a 0 in the
# result is a character that needs work. (A fixed table costs half what
# translate's deletechars does: no table is built per call.)
PLAIN_URL_TABLE = bytes(mark == ord("1") for mark in URL_MARKS)
# The schemes most URLs have, which need no pattern to check.
COMMON_SCHEMES = frozenset({"http", "https", "ws", "wss", "ftp", "file"})


def query_text(query: object, url: str = "") -> str | None:
    """Encode ``with_query``'s argument: None, query text, a mapping or pairs.

    None means no query: for None, and for a mapping or pairs that give no
    pair. Only the text ``""`` gives an empty query. A space is written as
    the scheme of ``url`` (the URL's text, or its scheme and ``:``) says
    (:func:`href._query_space.space_of`).

    >>> query_text({}), query_text([]), query_text(""), query_text({"a": "b c"})
    (None, None, '', 'a=b+c')
    >>> query_text({"a": "b c"}, "mailto:")
    'a=b%20c'
    """
    if query is None:
        return None
    if type(query) is dict:
        # The common cases: plain text names and values (which every scheme
        # writes alike), or text to encode.
        text = form_query(query)
        if text is not None:
            # A "+" in encoded pairs is a space, which some schemes write %20.
            if "+" in text and url and url[0] in PERCENT_FIRST_LETTERS:
                text = respace(text, url)
            return text or None  # {} gives no pair, so no query (below)
    if isinstance(query, str):
        # Text is a query as written: only what a query cannot hold is escaped,
        # as UTF-8, which a lone surrogate has no form in.
        if not query.isascii():
            try:
                query.encode("utf-8")
            except UnicodeEncodeError as error:
                raise _unencodable(f"query {query!r}", query, error) from None
        return quote_invalid(query, QUERY_SAFE)
    # A mapping or pairs that give no pair ({}, [], {"a": []}) write no query,
    # as yarl, furl and urlunsplit(..., urlencode({}), ...) do: only the text
    # "" asks for an empty one.
    text = "&".join([piece for _, piece in query_pieces(query) if piece is not None])
    if "+" in text and url and url[0] in PERCENT_FIRST_LETTERS:
        text = respace(text, url)
    return text or None
