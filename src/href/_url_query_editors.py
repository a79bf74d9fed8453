"""The query editors of a URL: update_query(), extend_query(), without_query_params() and %.

Each changes only the query, and keeps the pairs it does not name byte for
byte. :class:`href._url_builders.URLBuilders` builds on this mixin.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Self, overload

from href import _build, _form_query
from href._query import Query
from href._query_space import PERCENT_FIRST_LETTERS, respace, space_of
from href._quote import unquote
from href._split import AUTHORITY, PATH, QUERY
from href._url_base import URLBase, _empty_rooted_path, _new
from href._value import set_text

__all__ = ["URLQueryEditors"]


class URLQueryEditors(URLBase):
    """The methods that edit a URL's query pairs; see :class:`href.URL`."""

    __slots__ = ()

    def _query_pieces(self) -> list[str]:
        query = self.raw_query
        return query.split("&") if query else []

    @overload
    def update_query(
        self, query: _build.QueryMapping, /, **params: _build.QueryValues
    ) -> Self: ...
    @overload
    def update_query(
        self, query: Query | _build.QueryArg | None = None, /, **params: _build.QueryValues
    ) -> Self: ...
    def update_query(
        self,
        query: Query | _build.QueryArg | None = None,
        /,
        **params: _build.QueryValues,
    ) -> Self:
        """Return this URL with the named parameters set, keeping every other pair as written.

        Each name's first pair is replaced in place by the new value(s) and its
        other pairs are dropped; new names are appended. A list or tuple value
        gives several pairs, an empty one removes the name. None writes the
        name alone (``?flag``), a bool ``true`` or ``false``.

        >>> URL("http://h/?a=1&b=2&a=3&c").update_query({"a": "x"}, d=4)
        URL('http://h/?a=x&b=2&c&d=4')
        >>> URL("http://h/?page=2").update_query(page=None, debug=True)
        URL('http://h/?page&debug=true')
        """
        # A dict's pairs, encoded at once (None: a value that is not text).
        if type(query) is dict and not params and (text := _form_query.form_query(query)):
            try:
                match = self._split
            except AttributeError:  # a URL by construction, not split yet
                match = self._match
            written = self._text
            if "+" in text and written and written[0] in PERCENT_FIRST_LETTERS:
                text = respace(text, written)  # "+" is a space, which some schemes write %20
            # The common case: a URL that ends with its path (no query to
            # replace, no fragment): append. (Not for a URL that ends with its
            # host: it may need a "/" first.)
            if match.lastindex == PATH and match.end(AUTHORITY) != len(written):
                url = _new(type(self))
                set_text(url, f"{written}?{text}")
                return url
            # A query to update (a page number), a piece a name: its pairs
            # replaced, and the names it does not hold appended, in one pass
            # over its text.
            if (replaced := self._replaced_in_place(match, query, text)) is not None:
                return replaced
            if match.start(QUERY) == -1:
                # No query to replace (a fragment after the path, or an empty
                # path whose "/" _splice writes first): append.
                return self._splice(QUERY, text, encoded=True)
            updates: list[tuple[str, str | None]] = _named_pieces(query, text)
        else:
            updates = _pieces(query, self._text)
            if params:
                updates += _build.query_pieces(params, argument="update_query()", url=self._text)
        if not updates:
            return self
        # Below, every piece is encoded or the query's own text as written:
        # the joined text is a query (_splice's encoded=True).
        if self.raw_query is None:  # nothing to replace: append, as extend_query does
            added = [piece for _, piece in updates if piece is not None]
            return self._splice(QUERY, "&".join(added), encoded=True) if added else self
        # A name's first new piece ("" when it is to go), and its further
        # pieces apart: no list a name, since a long query's every name may
        # be updated at once.
        first_pieces: dict[str, str] = {}
        more_pieces: dict[str, list[str]] = {}
        for name, piece in updates:
            if piece is None:  # the name was given no values, so it goes
                first_pieces.setdefault(name, "")
            elif not first_pieces.get(name):
                first_pieces[name] = piece
            else:
                more_pieces.setdefault(name, []).append(piece)
        names = set(first_pieces)
        pieces: list[str] = []
        for piece in self._query_pieces():
            piece_name = _piece_name(piece, self._text)
            if piece_name not in names:
                pieces.append(piece)
            elif (first := first_pieces.pop(piece_name, None)) is not None:
                if first:
                    pieces.append(first)
                if more_pieces:
                    pieces += more_pieces.pop(piece_name, ())
            # else: a later pair of a name already replaced, so dropped
        for name, first in first_pieces.items():
            if first:
                pieces.append(first)
            if more_pieces:
                pieces += more_pieces.get(name, ())
        return self._splice(QUERY, "&".join(pieces), encoded=True)

    def _replaced_in_place(
        self, match: re.Match[str], query: dict[str, object], pairs: str
    ) -> Self | None:
        """This URL with ``query``'s pairs (``pairs``, form_query's text) set in its query.

        See ``_replaced_query``. None for a URL without a query, or with an
        empty path that ``_splice`` writes a "/" for, a query whose names
        need decoding, or one that may hold a name given a list of values
        (pieces a name).
        """
        start, end = match.span(QUERY)
        if start == -1 or _empty_rooted_path(match):
            return None
        text = self._text
        held = text[start:end]
        if "&" not in held and "&" not in pairs and len(query) == 1:
            # A pair for a query of one (?page=2 to ?page=3): replaced when
            # its name is the one given, else the new pair follows it.
            held_name = held.partition("=")[0]
            if "%" in held_name or "+" in held_name:
                return None  # a name to decode first
            joined: str | None = f"{held}&{pairs}" if held and held_name not in query else pairs
        elif not ("%" in held or "+" in held or _may_hold_a_name(held, query)):
            # Each name its own text, none of the new ones among them: append.
            joined = f"{held}&{pairs}" if held else pairs
        else:
            pieces = pairs.split("&")
            if len(pieces) != len(query):
                return None
            joined = _replaced_query(held, dict(zip(query, pieces, strict=True)))
            if joined is None:
                return None
        url = _new(type(self))
        set_text(url, f"{text[:start]}{joined}{text[end:]}")
        return url

    @overload
    def extend_query(
        self, query: _build.QueryMapping, /, **params: _build.QueryValues
    ) -> Self: ...
    @overload
    def extend_query(
        self, query: Query | _build.QueryArg | None = None, /, **params: _build.QueryValues
    ) -> Self: ...
    def extend_query(
        self,
        query: Query | _build.QueryArg | None = None,
        /,
        **params: _build.QueryValues,
    ) -> Self:
        """Return this URL with pairs appended after the existing ones.

        >>> URL("http://h/?a=1").extend_query({"a": 2})
        URL('http://h/?a=1&a=2')
        """
        # A dict of text (most calls), its pairs encoded at once and written
        # after the query's end, without splitting the query into pieces and
        # joining them again: the general path below gives the same text
        # (tests/test_fast_paths.py). The first steps are update_query's,
        # written out: a method returning the three would cost about 40 ns a
        # call (timeit), 3% of this one.
        if type(query) is dict and not params and (text := _form_query.form_query(query)):
            try:
                match = self._split
            except AttributeError:  # a URL by construction, not split yet
                match = self._match
            written = self._text
            if "+" in text and written and written[0] in PERCENT_FIRST_LETTERS:
                text = respace(text, written)  # "+" is a space, which some schemes write %20
            if match.lastindex == PATH and match.end(AUTHORITY) != len(written):
                new = f"{written}?{text}"  # the URL ends with its path: append
            elif _empty_rooted_path(match):  # _splice writes the "/" before the query
                held = match.group(QUERY)
                return self._splice(QUERY, f"{held}&{text}" if held else text, encoded=True)
            else:
                start, end = match.span(QUERY)
                if start == -1:  # no query, but a fragment
                    end = match.end(PATH)
                    new = f"{written[:end]}?{text}{written[end:]}"
                elif start == end:  # an empty query ("?"): no pair to follow
                    new = f"{written[:end]}{text}{written[end:]}"
                else:
                    new = f"{written[:end]}&{text}{written[end:]}"
            url = _new(type(self))
            set_text(url, new)
            return url
        updates = _pieces(query, self._text)
        if params:
            updates += _build.query_pieces(params, argument="extend_query()", url=self._text)
        if not updates:
            return self
        pieces = self._query_pieces() + [piece for _, piece in updates if piece is not None]
        return self._splice(QUERY, "&".join(pieces), encoded=True)

    def without_query_params(self, *names: str) -> Self:
        """Return this URL without any pair named in ``names``; others stay as written.

        When no pair is left the query is removed.

        >>> URL("http://h/?a=1&b=2&a=3").without_query_params("a")
        URL('http://h/?b=2')
        """
        for name in names:
            if not isinstance(name, str):
                msg = f"without_query_params() expected str names, got {type(name).__name__}"
                raise TypeError(msg)
        if self.raw_query is None:
            return self
        drop = set(names)
        kept = self._query_pieces()
        pieces = [piece for piece in kept if _piece_name(piece, self._text) not in drop]
        if len(pieces) == len(kept):
            return self
        return self._splice(QUERY, "&".join(pieces) if pieces else None, encoded=True)

    @overload
    def __mod__(self, query: _build.QueryMapping) -> Self: ...
    @overload
    def __mod__(self, query: Query | _build.QueryArg) -> Self: ...
    def __mod__(self, query: Query | _build.QueryArg) -> Self:
        """``url % {"page": 2}`` is ``url.update_query({"page": 2})``."""
        return self.update_query(query)


def _may_hold_a_name(query: str, names: Collection[str]) -> bool:
    """Whether a query without escapes or ``+`` may have a pair named one of ``names``.

    A substring search answers for a few names; for many, each search would
    rescan the query (quadratic), so the query's names are read once instead.
    """
    if len(names) <= 4:
        # A loop, not any() of a generator, which costs about as much again.
        for name in names:  # noqa: SIM110
            if name in query:
                return True
        return False
    return not {piece.partition("=")[0] for piece in query.split("&")}.isdisjoint(names)


def _pieces(query: object, url: str) -> list[tuple[str, str | None]]:
    """The (decoded name, encoded piece) pairs of a query builder's argument.

    A :class:`Query` gives its pieces as written; anything else is encoded
    as the scheme of the URL written ``url`` says.
    """
    if isinstance(query, Query):
        return _build.written_pieces(str(query), plus=query.space == "+")
    return _build.query_pieces(query if query is not None else (), url=url)


def _named_pieces(query: dict[str, object], text: str) -> list[tuple[str, str | None]]:
    """The (decoded name, encoded piece) pairs of ``text``, ``form_query(query)``'s.

    Its pieces are in the dict's order, one a name, or one a value of a
    list or tuple (never empty: form_query gives None for one), and hold no
    "&" (an "&" of a name or value is encoded): what _pieces gives, without
    encoding the values again.
    """
    pieces = text.split("&")
    if len(pieces) == len(query):
        return list(zip(query, pieces, strict=True))
    named: list[tuple[str, str | None]] = []
    for name, value in query.items():
        count = len(value) if type(value) is list or type(value) is tuple else 1
        named += [(name, piece) for piece in pieces[len(named) : len(named) + count]]
    return named


def _replaced_query(query: str, new: dict[str, str | None]) -> str | None:
    """``query`` with each name's first pair replaced by its piece in ``new``, in place.

    A name's later pairs are dropped, the names ``query`` does not hold
    appended, every other pair kept as written: update_query's rule, for a
    piece a name. None for a query with a name that needs decoding (a ``%``
    or a ``+`` in it): the general path reads its names.
    """
    kept: list[str] = []
    decode = "%" in query or "+" in query  # in a value most often, but perhaps a name
    for piece in query.split("&") if query else ():  # "?" alone holds no pair
        name = piece.partition("=")[0]
        if decode and ("%" in name or "+" in name):
            return None
        if piece and name in new:
            if replacement := new[name]:
                kept.append(replacement)
                new[name] = None  # written: the name's later pairs go
        else:
            kept.append(piece)
    # The names not met, by a loop: a comprehension is a call more.
    for written in new.values():
        if written:
            kept.append(written)  # noqa: PERF401
    return "&".join(kept)


def _piece_name(piece: str, url: str) -> str | None:
    """The decoded name of one ``&``-separated query piece of the URL written ``url``.

    None for an empty piece. A ``+`` is a space in a form, and a plus in a
    query that the URL's scheme reads by RFC 3986 alone (``mailto:``).
    """
    if not piece:
        return None
    name = piece.partition("=")[0]
    # (Most URLs start with no listed scheme's letter: no call of space_of.)
    if "+" in name and (url[:1] not in PERCENT_FIRST_LETTERS or space_of(url) == "+"):
        name = name.replace("+", " ")
    return unquote(name) if "%" in name else name
