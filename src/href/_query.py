"""Query: the query part of a URL, as written, read as form-encoded pairs."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, ClassVar, Self, TypeVar, overload

import attrs

from href._errors import InvalidURL
from href._form import parse_form
from href._grammar import CONTROLS, QUERY_VALUE_SAFE
from href._query_space import PERCENT_FIRST_LETTERS, Space, check_space, space_of
from href._value import TextView, immutable, set_text

if TYPE_CHECKING:
    from href import _build

__all__ = ["Query"]

_not_query_char = re.compile(f"[#{CONTROLS}]").search
_T = TypeVar("_T")

# What the form encoder writes bare that RFC 3986's unreserved set does not
# hold: its safe set, and "+" for a space. RFC 5849 3.6 and SigV4 encode each.
_BARE_IN_A_FORM = re.compile(f"[{re.escape(QUERY_VALUE_SAFE)}+]")


def _strict_escape(match: re.Match[str]) -> str:
    character = match.group()
    return "%20" if character == "+" else f"%{ord(character):02X}"


@immutable
@attrs.frozen(init=False, repr=False, eq=False, order=False)
class Query(TextView):
    """The query of a URL as written, and an immutable ordered multi-map of it.

    Pairs are read by the application/x-www-form-urlencoded rules (``+`` is a
    space, ``&`` separates pairs, a name without ``=`` has an empty value);
    duplicates and order are kept. ``len()`` counts pairs; iterating gives
    each pair's name. With ``space="%20"`` a ``+`` is a plus (RFC 3986
    alone): the query of a ``mailto:`` URL (RFC 6068) and of the other
    schemes that say so reads that way.

    >>> q = Query("tag=a&tag=b&q=hello+world&flag")
    >>> q["tag"], q.getall("tag"), q["q"], q["flag"], len(q)
    ('a', ('a', 'b'), 'hello world', '', 4)
    >>> "q" in q, q.get("missing", "-")
    (True, '-')
    >>> Query("subject=1+1%3D2", space="%20")["subject"]
    '1+1=2'

    A query equals (and hashes as) the ``str`` it is written as:
    ``URL("https://h/?a=1").query == "a=1"``.

    Raises:
        InvalidURL: if ``text`` holds ``#`` or a control character.
    """

    _part: ClassVar[str] = "query"
    # Set only for "%20" (a query that _trusted made has no value: "+").
    _space: Space = attrs.field(default="+")

    def __init__(self, text: str = "", *, space: Space = "+") -> None:
        if space != "+":
            _set_space(self, check_space(space, call="Query()"))
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

    @overload
    @classmethod
    def build(
        cls, query: _build.QueryMapping, /, *, space: Space | None = None, strict: bool = False
    ) -> Self: ...
    @overload
    @classmethod
    def build(
        cls, query: _build.QueryArg, /, *, space: Space | None = None, strict: bool = False
    ) -> Self: ...
    @classmethod
    def build(
        cls, query: _build.QueryArg, /, *, space: Space | None = None, strict: bool = False
    ) -> Self:
        """Encode a mapping or (name, value) pairs as a query, a space written ``space``.

        The values are those ``URL.with_query`` takes. ``space="%20"`` writes a
        space ``%20`` and a plus ``%2B`` (``urlencode(quote_via=quote)``), which
        every reader reads alike, form or not. A URL's builders take the query
        as written.

        >>> Query.build({"q": "a b+c", "n": 2}, space="%20")
        Query('q=a%20b%2Bc&n=2', space='%20')
        >>> URL("https://h/").with_query(Query.build({"q": "a b"}, space="%20"))
        URL('https://h/?q=a%20b')

        ``strict=True`` percent-encodes every character but RFC 3986's
        unreserved ones (``A-Z a-z 0-9 - _ . ~``), a space as ``%20``: the
        encoding that signatures cover (OAuth 1.0, RFC 5849 3.6; AWS
        Signature Version 4's ``UriEncode``), where ``space="%20"`` alone
        leaves ``/ : , ! * ' ( ) ; @ $ ?`` as they are.

        >>> Query.build({"scope": "20130524/us-east-1/s3/aws4_request"}, strict=True)
        Query('scope=20130524%2Fus-east-1%2Fs3%2Faws4_request', space='%20')

        Raises:
            ValueError: for ``strict=True`` with ``space="+"``.
        """
        from href._build import query_pieces  # noqa: PLC0415 - _build imports this module

        if strict is not True and strict is not False:
            msg = f"Query.build() expected strict=True or False, got {type(strict).__name__}"
            raise TypeError(msg)
        if space is None:
            checked: Space = "%20" if strict else "+"
        else:
            checked = check_space(space, call="Query.build()")
        if strict and checked == "+":
            msg = "invalid space '+' for Query.build(strict=True): a strict query writes '%20'"
            raise ValueError(msg)
        if isinstance(query, str) or isinstance(query, Query):  # noqa: SIM101 - each named
            msg = f"Query.build() expected a mapping or pairs, got {type(query).__name__}"
            raise TypeError(msg)
        pieces = query_pieces(query, argument="Query.build()")
        text = "&".join(piece for _, piece in pieces if piece is not None)
        if strict:
            # The form encoder leaves these bare and writes a space "+";
            # every other character it left is unreserved, "%" of an escape,
            # or the "=" that ends a name.
            text = _BARE_IN_A_FORM.sub(_strict_escape, text)
        # A "+" in encoded pairs is a space (a plus is %2B): the one difference.
        built = cls._trusted(text if checked == "+" else text.replace("+", "%20"))
        if checked != "+":
            _set_space(built, checked)
        return built

    @classmethod
    def _in_url(cls, text: str, url_text: str) -> Query:
        """The query ``text`` of the URL written ``url_text``, read as its scheme says."""
        query = cls._trusted(text)
        if url_text and url_text[0] in PERCENT_FIRST_LETTERS and space_of(url_text) != "+":
            _set_space(query, "%20")
        return query

    @property
    def space(self) -> Space:
        """How this query writes a space: ``"+"`` (a form) or ``"%20"`` (``+`` is a plus)."""
        return getattr(self, "_space", "+")

    def __repr__(self) -> str:
        space = self.space
        return (
            f"Query({self._text!r})" if space == "+" else f"Query({self._text!r}, space={space!r})"
        )

    # Three arguments where TextValue's gives one: how the query writes a space too.
    def __reduce__(  # type: ignore[override]
        self,
    ) -> tuple[Callable[[type[Query], str, Space], Query], tuple[type[Query], str, Space]]:
        return _rebuild, (type(self), self._text, self.space)

    @functools.cached_property
    def _pairs(self) -> tuple[tuple[str, str], ...]:
        return tuple(parse_form(self._text, keep_blank_values=True, plus=self.space == "+"))

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


_set_space: Callable[[Query, Space], None] = Query.__dict__["_space"].__set__


def _rebuild(cls: type[Query], text: str, space: Space) -> Query:
    """Unpickle a Query: its class, its text and how it writes a space."""
    return cls(text, space=space)
