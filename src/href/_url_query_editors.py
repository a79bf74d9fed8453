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
            # A query to update (a page number).
            end = match.end(QUERY)
            if match.start(PATH) == start - 1 and _rooted(match):
                # An empty path, which this scheme reads as "/": written
                # first, as _splice writes it.
                written = f"{written[: start - 1]}/{written[start - 1 :]}"
                start += 1
                end += 1
            held = written[start:end]
            if "&" in held or len(query) != 1:
                new = _query_set(written, start, end, query, text)
            else:
                # A query of one pair, and one name (?page=2 to ?page=3):
                # replaced by the name's pieces when its name is the one
                # given, else followed by them (written here: a call costs
                # a twentieth of this one).
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


def _query_set(url: str, start: int, end: int, query: dict[str, object], pairs: str) -> str:
    """The URL written ``url`` with ``query``'s pairs (``pairs``, form_query's text) set.

    ``url[start:end]`` is its query, after a path, and holds an "&" when
    ``query`` holds one name (update_query writes a query of one pair
    itself); update_query's rule (see ``_replaced_query``) on the query's
    text.
    """
    held = url[start:end]
    if len(query) == 1:
        (name,) = query
        if "%" in held or "+" in held or not name:
            # Perhaps a name to decode ("a+b", "%61"; most often the "%" or
            # "+" is a value's), or a pair named "" (not an empty piece):
            # each piece's name read, in one pass. (Finding which pieces'
            # names hold one costs about what the pass does: a regular
            # expression's search, 4,000 to 16,000 instructions.)
            return f"{url[:start]}{_replaced_query(held, {name: pairs}, url)}{url[end:]}"
        if name not in held or "&" in name or "=" in name:  # no held name has either
            return f"{url[:end]}&{pairs}{url[end:]}"
        # Most often the name's first place in the text is its first pair
        # (a piece's start, the whole name): replaced there, the URL's text
        # written once, and its later pairs, if any, dropped. (Operators,
        # not method calls, where they can: a call of find costs what four
        # "in" tests do.)
        begin = held.find(name)
        after = begin + len(name)
        stop = held.find("&", after)
        if stop == -1:
            stop = len(held)
        if (not begin or held[begin - 1] == "&") and (after == stop or held[after] == "="):
            rest = held[stop:]  # "" or from the "&" after the pair
            if "&" + name in rest:  # the name's later pairs go
                rest = "&".join([piece for piece in rest.split("&") if _name(piece) != name])
            return f"{url[: start + begin]}{pairs}{rest}{url[end:]}"
        # Its first place is inside a piece or a longer name: the one pass.
        return f"{url[:start]}{_replaced_query(held, {name: pairs}, url)}{url[end:]}"
    # Several names: found in the text as one is, when none needs decoding
    # and they are few enough to search for; else, or when a name's first
    # place is not its one pair, the one pass.
    searched = not ("%" in held or "+" in held or len(query) > _SEARCHED_NAMES)
    if searched:
        # A loop, not any() of a generator, which costs about as much again.
        for name in query:
            if name in held:
                break
        else:  # no name in the text, so none held: appended (most often)
            joint = "&" if held else ""  # "?" alone: no pair to follow
            return f"{url[:end]}{joint}{pairs}{url[end:]}"
    pieces = pairs.split("&")
    if len(pieces) != len(query):  # a list's values, a piece each
        pieces = _grouped(query, pieces)
    if searched and (joined := _set_several(held, query, pieces)) is not None:
        return f"{url[:start]}{joined}{url[end:]}"
    # (zip() without strict: the lengths are equal, and strict costs 1,500.)
    named = dict(zip(query, pieces))  # noqa: B905
    return f"{url[:start]}{_replaced_query(held, named, url)}{url[end:]}"


def _set_several(held: str, names: dict[str, object], pieces: list[str]) -> str | None:
    """``held`` with each name's first pair replaced by its piece, found as _query_set finds one.

    Names ``held`` does not hold are appended in the order given. None
    when a name's first place in the text is not its one pair, and for an
    empty name (in every text, and perhaps no pair's), which the pass
    answers. (Not one name's search after another: a piece written for
    one may hold a later one, "a+b" for "a b".)
    """
    cuts: list[tuple[int, int, str]] = []  # (start, stop, piece) of held
    added: list[str] = []
    index = 0  # (By index, not zip(): a zip costs a third of a name's search.)
    for name in names:
        piece = pieces[index]
        index += 1
        if name not in held or "&" in name or "=" in name:  # no held name has either
            added.append(piece)
            continue
        begin = held.find(name)
        after = begin + len(name)
        stop = held.find("&", after)
        if stop == -1:
            stop = len(held)
        if not (
            name
            and (not begin or held[begin - 1] == "&")
            and (after == stop or held[after] == "=")
            and "&" + name not in held[stop:]
        ):
            return None
        cuts.append((begin, stop, piece))
    if len(cuts) == 1:  # most often
        begin, stop, piece = cuts[0]
        held = f"{held[:begin]}{piece}{held[stop:]}"
    elif cuts:
        cuts.sort()
        written: list[str] = []
        last = 0
        for begin, stop, piece in cuts:
            written += (held[last:begin], piece)
            last = stop
        written.append(held[last:])
        held = "".join(written)
    if not added:
        return held
    more = "&".join(added)
    return f"{held}&{more}" if held else more


# Names searched for in a query's text, one search a name, before its pieces
# are read; more are looked up piece by piece only (one pass, however many).
_SEARCHED_NAMES = 4


def _grouped(query: dict[str, object], pieces: list[str]) -> list[str]:
    """form_query's ``pieces`` of ``query``, those of each name joined.

    A list or tuple value has a piece for each of its values (never none:
    form_query answers no empty one), any other value one.
    """
    grouped: list[str] = []
    at = 0
    for value in query.values():
        count = len(value) if type(value) is list or type(value) is tuple else 1
        grouped.append("&".join(pieces[at : at + count]))
        at += count
    return grouped


def _pieces(query: object, url: str) -> list[tuple[str, str | None]]:
    """The (decoded name, encoded piece) pairs of a query builder's argument.

    A :class:`Query` gives its pieces as written; anything else is encoded
    as the scheme of the URL written ``url`` says.
    """
    if isinstance(query, Query):
        return _build.written_pieces(str(query), plus=query.space == "+")
    return _build.query_pieces(query if query is not None else (), url=url)


def _replaced_query(query: str, new: dict[str, str], url: str) -> str:
    """``query`` with each name's first pair replaced by its piece in ``new``, in place.

    A name's later pairs are dropped, the names ``query`` does not hold
    appended, every other pair kept as written: update_query's rule, in one
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


def _name(piece: str) -> str:
    """A query piece's name as written (the piece itself when it has no "=")."""
    return piece.partition("=")[0]


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
