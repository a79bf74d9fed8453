"""Query: the query part of a URL, as written, read as form-encoded pairs."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from typing import ClassVar, TypeVar, overload

import attrs

from href._errors import InvalidURL
from href._form import parse_form
from href._grammar import CONTROLS
from href._value import TextView, immutable, set_text

__all__ = ["Query"]

_not_query_char = re.compile(f"[#{CONTROLS}]").search
_T = TypeVar("_T")


@immutable
@attrs.frozen(init=False, repr=False, eq=False, order=False)
class Query(TextView):
    """The query of a URL as written, and an immutable ordered multi-map of it.

    Pairs are read by the application/x-www-form-urlencoded rules (``+`` is a
    space, ``&`` separates pairs, a name without ``=`` has an empty value);
    duplicates and order are kept. ``len()`` counts pairs; iterating gives
    each pair's name.

    >>> q = Query("tag=a&tag=b&q=hello+world&flag")
    >>> q["tag"], q.getall("tag"), q["q"], q["flag"], len(q)
    ('a', ('a', 'b'), 'hello world', '', 4)
    >>> "q" in q, q.get("missing", "-")
    (True, '-')

    A query equals (and hashes as) the ``str`` it is written as:
    ``URL("https://h/?a=1").query == "a=1"``.

    Raises:
        InvalidURL: if ``text`` holds ``#`` or a control character.
    """

    _part: ClassVar[str] = "query"

    def __init__(self, text: str = "") -> None:
        if not isinstance(text, str):
            msg = f"Query() expected str, got {type(text).__name__}"
            raise TypeError(msg)
        bad = _not_query_char(text)
        if bad is not None:
            msg = (
                f"invalid query {text!r}: {bad.group()!r} at position {bad.start()} "
                "cannot stand in a query as written; percent-encode it"
            )
            raise InvalidURL(msg, url=text, part="query", position=bad.start())
        set_text(self, text)

    @functools.cached_property
    def _pairs(self) -> tuple[tuple[str, str], ...]:
        return tuple(parse_form(self._text, keep_blank_values=True))

    def items(self) -> tuple[tuple[str, str], ...]:
        """Every (name, value) pair, decoded, in order."""
        return self._pairs

    def keys(self) -> tuple[str, ...]:
        """Every pair's name, in order (a name repeats as often as it occurs)."""
        return tuple(name for name, _ in self._pairs)

    def values(self) -> tuple[str, ...]:
        """Every pair's value, in order."""
        return tuple(value for _, value in self._pairs)

    def __getitem__(self, name: str) -> str:
        """Return the first value of ``name``; KeyError if it has none."""
        for key, value in self._pairs:
            if key == name:
                return value
        raise KeyError(name)

    @overload
    def get(self, name: str) -> str | None: ...
    @overload
    def get(self, name: str, default: str) -> str: ...
    @overload
    def get(self, name: str, default: _T) -> str | _T: ...
    def get(self, name: str, default: object = None) -> object:
        """Return the first value of ``name``, or ``default``."""
        for key, value in self._pairs:
            if key == name:
                return value
        return default

    def getall(self, name: str) -> tuple[str, ...]:
        """Return every value of ``name``, in order (empty if none)."""
        return tuple(value for key, value in self._pairs if key == name)

    def __contains__(self, name: object) -> bool:
        return any(key == name for key, _ in self._pairs)

    def __iter__(self) -> Iterator[str]:
        return (name for name, _ in self._pairs)

    def __len__(self) -> int:
        return len(self._pairs)

    def __bool__(self) -> bool:
        return bool(self._pairs)
