"""The query editors of a URL: update_query(), extend_query(), without_query_params() and %.

Each changes only the query, and keeps the pairs it does not name byte for
byte. :class:`href._url_builders.URLBuilders` builds on this mixin.
"""

from __future__ import annotations

from typing import Self, overload

from href import _build, _form_query
from href._query import Query
from href._query_space import PERCENT_FIRST_LETTERS, respace, space_of
from href._quote import unquote
from href._split import AUTHORITY, PATH, QUERY
from href._url_base import URLBase, _empty_rooted_path, _new, _rooted
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
            if match.lastindex == PATH and match.end(AUTHORITY) != len(written):
                # The common case: a URL that ends with its path (no query
                # to replace, no fragment): append. (Not for a URL that ends
                # with its host: it may need a "/" first.)
                url = _new(type(self))
                set_text(url, f"{written}?{text}")
                return url
            if (start := match.start(QUERY)) == -1:
                # No query to replace (a fragment after the path, or an
                # empty path whose "/" _splice writes first): append.
                return self._splice(QUERY, text, encoded=True)
            if match.start(PATH) != start - 1 or not _rooted(match):
                # A query to update (a page number), and a path (an empty
                # one means "/" to some schemes, which _splice writes).
                end = match.end(QUERY)
                held = written[start:end]
                if "&" in held or len(query) != 1:
                    new = _query_set(written, start, end, query, text)
                    if new is None:  # a list of values among several names
                        return self._with_pieces_set(_named_pieces(query, text))
                else:
                    # A query of one pair, and one name (?page=2 to ?page=3):
                    # replaced by the name's pieces when its name is the one
                    # given, else followed by them (written here: a call
                    # costs a twentieth of this one).
                    held_name = held.partition("=")[0]
                    if "%" in held_name or "+" in held_name:
                        held_name = _decoded_name(held_name, written)
                    if held and held_name not in query:
                        new = f"{written[:end]}&{text}{written[end:]}"
                    else:
                        new = f"{written[:start]}{text}{written[end:]}"
                url = _new(type(self))
                set_text(url, new)
                return url
            updates: list[tuple[str, str | None]] = _named_pieces(query, text)
        else:
            updates = _pieces(query, self._text)
            if params:
                updates += _build.query_pieces(params, argument="update_query()", url=self._text)
        return self._with_pieces_set(updates)

    def _with_pieces_set(self, updates: list[tuple[str, str | None]]) -> Self:
        """update_query's general path: each (decoded name, encoded piece) set.

        A piece of None removes the name.
        """
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


def _query_set(url: str, start: int, end: int, query: dict[str, object], pairs: str) -> str | None:
    """The URL written ``url`` with ``query``'s pairs (``pairs``, form_query's text) set.

    ``url[start:end]`` is its query, after a path, and holds an "&" when
    ``query`` holds one name (update_query writes a query of one pair
    itself); update_query's rule (see ``_set_one``) on the query's text.
    None for a list of values among several names: the general path
    answers.
    """
    held = url[start:end]
    if "%" in held or "+" in held or len(query) > _SEARCHED_NAMES:
        # Perhaps a name to decode ("a+b", "%61"; most often the "%" or "+"
        # is a value's), or many names: each piece's name read, in one
        # pass. (Finding which pieces' names hold one costs about what the
        # pass does: a regular expression's search, 4,000 to 16,000
        # instructions.)
        named = _pieces_by_name(query, pairs)
        if named is None:
            return None
        return f"{url[:start]}{_replaced_query(held, named, url)}{url[end:]}"
    if len(query) != 1:
        # A loop, not any() of a generator, which costs about as much again.
        for name in query:
            if name in held:
                break
        else:  # no name in the text, so none held: appended (most often)
            joint = "&" if held else ""  # "?" alone: no pair to follow
            return f"{url[:end]}{joint}{pairs}{url[end:]}"
        named = _pieces_by_name(query, pairs)
        if named is None:
            return None
        joined = _set_in_place(held, named)
        if joined is None:
            joined = _replaced_query(held, named, url)
        return f"{url[:start]}{joined}{url[end:]}"
    # One name: its pieces (one, or a list's) go in one place.
    (name,) = query
    if name not in held or "&" in name or "=" in name:  # no held name has either
        return f"{url[:end]}&{pairs}{url[end:]}"
    if not name:
        return f"{url[:start]}{_replaced_query(held, {name: pairs}, url)}{url[end:]}"
    # Most often the name's first place in the text is its one pair: a
    # piece's start, the whole name, and no other place after it; replaced
    # there, the URL's text written once. (Operators, not method calls,
    # where they can: a call of find costs what four "in" tests do.)
    begin = held.find(name)
    after = begin + len(name)
    stop = held.find("&", after)
    if stop == -1:
        stop = len(held)
    if (
        (not begin or held[begin - 1] == "&")
        and (after == stop or held[after] == "=")
        and "&" + name not in held[stop:]
    ):
        return f"{url[: start + begin]}{pairs}{url[start + stop :]}"
    return f"{url[:start]}{_set_one(held, name, pairs)}{url[end:]}"


# Names found in a query by searching its text, one search a name; more are
# looked up piece by piece (one pass, however many names).
_SEARCHED_NAMES = 4


def _set_one(held: str, name: str, piece: str) -> str:
    """``held``, a query, with ``name``'s first pair replaced by ``piece``, in place.

    The name's later pairs go, with the "&" before each; ``piece`` is
    appended when ``held`` holds no pair of that name; every other byte
    stays: update_query's rule for one name. ``name`` is not empty and
    holds no "&" or "=", and ``held`` no "%" or "+": no name to decode, so
    a name is its own text.
    """
    spans = _pair_spans(held, name)
    if not spans:
        return f"{held}&{piece}" if held else piece
    begin, stop = spans[0]
    if len(spans) == 1:  # most often
        return f"{held[:begin]}{piece}{held[stop:]}"
    written = [held[:begin], piece]
    for begin, later in spans[1:]:
        written.append(held[stop : begin - 1])
        stop = later
    written.append(held[stop:])
    return "".join(written)


def _set_in_place(held: str, named: dict[str, str]) -> str | None:
    """``held`` with each name's first pair replaced by its piece: ``_set_one`` for several.

    ``named`` maps each name to its pieces' text. New names are appended
    in the order given. (Not ``_set_one`` a name in turn: a piece it
    writes may hold a later name, "a+b" for "a b".) None for an empty
    name (``=x`` is a pair named "", an empty piece no pair), which
    ``_replaced_query`` tells apart.
    """
    cuts: list[tuple[int, int, str]] = []  # (start, stop, new text) of held
    added: list[str] = []
    for name, piece in named.items():
        if name not in held or "&" in name or "=" in name:
            added.append(piece)
            continue
        if not name:
            return None
        spans = _pair_spans(held, name)
        if not spans:
            added.append(piece)
            continue
        begin, stop = spans[0]
        cuts.append((begin, stop, piece))
        cuts += [(begin - 1, stop, "") for begin, stop in spans[1:]]  # with the "&" before
    if cuts:
        cuts.sort()
        written: list[str] = []
        last = 0
        for start, stop, new in cuts:
            written += (held[last:start], new)
            last = stop
        written.append(held[last:])
        held = "".join(written)
    if not added:
        return held
    more = "&".join(added)
    return f"{held}&{more}" if held else more


def _pieces_by_name(query: dict[str, object], pairs: str) -> dict[str, str] | None:
    """Each name of ``query`` and its pieces' text in ``pairs``, form_query's text of it.

    None for a list of values among several names, whose pieces this does
    not count out.
    """
    if len(query) == 1:
        (name,) = query
        return {name: pairs}
    pieces = pairs.split("&")
    if len(pieces) != len(query):
        return None
    return dict(zip(query, pieces, strict=True))


def _pair_spans(held: str, name: str) -> list[tuple[int, int]]:
    """Where each pair of ``held`` named ``name`` starts and stops, in order.

    ``name`` is not empty and holds no "&" or "=". A search for "&" and the
    name finds each piece that starts with it, in time linear in ``held``:
    no "&" in a name, so no two such pieces overlap.
    """
    spans: list[tuple[int, int]] = []
    size = len(held)
    needle = "&" + name
    # Where a piece may start with the name: 0, or after an "&" (-1: nowhere).
    begin = 0 if held.startswith(name) else held.find(needle) + 1 or -1
    while begin != -1:
        after = begin + len(name)
        if after == size or held[after] in "=&":  # the name, not a longer one
            stop = held.find("&", after)
            if stop == -1:
                stop = size
            spans.append((begin, stop))
        else:
            stop = after
        begin = held.find(needle, stop) + 1 or -1
    return spans


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


def _replaced_query(query: str, new: dict[str, str], url: str) -> str:
    """``query`` with each name's first pair replaced by its piece in ``new``, in place.

    A name's later pairs are dropped, the names ``query`` does not hold
    appended, every other pair kept as written: ``_set_one``'s rule, in one
    pass over the pieces, for many names, an empty one, or names to decode
    as the URL written ``url`` reads them. ``new`` is used up.
    """
    kept: list[str] = []
    for piece in query.split("&") if query else ():  # "?" alone holds no pair
        name = piece.partition("=")[0]
        if "%" in name or "+" in name:
            name = _decoded_name(name, url)
        if piece and name in new:
            if replacement := new[name]:
                kept.append(replacement)
                new[name] = ""  # written: the name's later pairs go (no piece is empty)
        else:
            kept.append(piece)
    # The names not met, by a loop: a comprehension is a call more.
    for written in new.values():
        if written:
            kept.append(written)  # noqa: PERF401
    return "&".join(kept)


def _piece_name(piece: str, url: str) -> str | None:
    """The decoded name of one ``&``-separated query piece of the URL written ``url``.

    None for an empty piece.
    """
    return _decoded_name(piece.partition("=")[0], url) if piece else None


def _decoded_name(name: str, url: str) -> str:
    """A query name as written in the URL written ``url``, decoded.

    A ``+`` is a space in a form, and a plus in a query that the URL's
    scheme reads by RFC 3986 alone (``mailto:``).
    """
    # (Most URLs start with no listed scheme's letter: no call of space_of.)
    if "+" in name and (url[:1] not in PERCENT_FIRST_LETTERS or space_of(url) == "+"):
        name = name.replace("+", " ")
    return unquote(name) if "%" in name else name
