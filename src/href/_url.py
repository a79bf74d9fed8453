"""URL: an immutable, lossless URL (or relative reference) value."""

from __future__ import annotations

import inspect
import os
import pathlib
import re
from collections.abc import Callable, Iterable, Sequence
from pathlib import PurePath, PurePosixPath, PureWindowsPath
from typing import TYPE_CHECKING, Any, ClassVar, Final, Literal, Self, TypeVar, overload

import attrs

from href import _build, _relate
from href._build import COMMON_SCHEMES, PLAIN_URL_TABLE
from href._errors import InvalidURL
from href._file_path import file_url_text, path_from_file_url
from href._grammar import (
    CONTROLS,
    DEFAULT_PORTS,
    ROOTED_SCHEMES,
    SEGMENT_SAFE,
    UNRESERVED,
    one_of,
)
from href._host import Host
from href._path import Path
from href._query import Query
from href._quote import unquote, unquote_plus
from href._resolve import (
    compose,
    join_authority,
    remove_dot_segments,
    resolve,
    resolve_relative_path,
)
from href._split import (
    AUTHORITY,
    FRAGMENT,
    HOST,
    PATH,
    PORT,
    QUERY,
    SCHEME,
    USERINFO,
    Parts,
    match_plain,
    parse_url,
)
from href._user_input import user_input_text
from href._value import TextValue, immutable, set_text

__all__ = ["URL"]

_PART_NAMES: Final = ("scheme", "userinfo", "host", "port", "path", "query", "fragment")
# What no host name holds, of what RFC 3986's pattern lets through: the URL
# Standard's forbidden host code points (browsers refuse them).
_NOT_TYPED_IN_HOST = re.compile(r"[\s<>\\^|]").search
# What a URI may not hold anywhere (RFC 3986 2): a character outside its
# set ("[" and "]" too, which only an IP literal may hold), or a "%" that
# starts no escape. Text without them is a URI as it is, but for the host's case.
_NOT_IN_URI = re.compile(r"[^A-Za-z0-9\-._~:/?#@!$&'()*+,;=%]|%(?![0-9A-Fa-f]{2})").search
_MASK = "********"


@immutable
@attrs.frozen(init=False, repr=False, order=True)
class URL(TextValue):
    """A URL or relative reference, exactly as written, with typed views of its parts.

    Parsing is lossless: ``str(URL(text)) == text`` for every text it
    accepts. ``==``, ``hash`` and ordering compare that exact text; compare
    meaning with :meth:`equivalent` or :meth:`normalize`. Absent and empty
    parts differ: ``raw_query`` is ``None`` for ``http://a/b`` and ``""``
    for ``http://a/b?``.

    >>> url = URL("https://user:pw@Example.com:8443/a/b%20c?q=1&q=2#top")
    >>> url.scheme, url.user, url.host, url.port, url.path.segments
    ('https', 'user', Host('Example.com'), 8443, ('a', 'b c'))
    >>> url.query.getall("q"), url.fragment
    (('1', '2'), 'top')
    >>> url  # repr never shows the password
    URL('https://user:********@Example.com:8443/a/b%20c?q=1&q=2#top')

    Raises:
        InvalidURL: for a control character, a port that is not ASCII digits
            or exceeds 65535, a broken IP literal, an unclosed ``[``, or a
            host name that UTS 46 refuses.
        TypeError: if ``text`` is not a ``str`` (or a URL).
    """

    _json_format: ClassVar[str | None] = "uri"

    def __init__(self, text: str | URL = "") -> None:
        if type(text) is not str:
            if isinstance(text, URL):
                text = text._text
            elif isinstance(text, str):
                text = str.__str__(text)
            else:
                msg = f"URL() expected str, got {type(text).__name__}"
                raise TypeError(msg)
        match = match_plain(text)
        if match is None:  # parse_url's other cases
            match = parse_url(text)
        _set_match(self, match)
        set_text(self, text)

    @classmethod
    def from_user_input(cls, text: str, *, default_scheme: str = "https") -> Self:
        """Read a URL as a person types it: the URL they meant, or InvalidURL.

        Space around the text is dropped; a missing scheme is
        ``default_scheme`` (``example.com/path``, ``localhost:8080/x``,
        ``[::1]:8080``, ``user:pw@host``, ``//cdn.example/x``); an http(s),
        ws(s) or ftp scheme typed without its ``//`` gets it. A URL of
        another scheme (``mailto:``, ``urn:``, ``git+ssh://``) is kept.
        ``URL(text)`` reads text by RFC 3986 instead, where
        ``example.com/path`` is a relative path and ``localhost:8080`` has the
        scheme ``localhost``.

        >>> URL.from_user_input("  example.com/a?b ")
        URL('https://example.com/a?b')
        >>> URL.from_user_input("www.example.com:8080/x", default_scheme="http")
        URL('http://www.example.com:8080/x')
        >>> URL.from_user_input("/a")
        Traceback (most recent call last):
          ...
        href._errors.InvalidURL: no URL in '/a': a relative reference has no host; url.join() it

        Raises:
            InvalidURL: for empty text, a relative reference, a URL whose
                scheme needs a host and has none, a host with a space or
                another character no host name holds, or whatever ``URL()``
                refuses.
        """
        if not isinstance(text, str):
            msg = f"URL.from_user_input() expected str, got {type(text).__name__}"
            raise TypeError(msg)
        if _build.is_scheme(default_scheme) is None:
            msg = f"invalid default_scheme {default_scheme!r}: not a scheme (RFC 3986 3.1)"
            raise ValueError(msg)
        url = cls(user_input_text(text, default_scheme))
        scheme = url.scheme
        host = url.raw_host
        if scheme in ROOTED_SCHEMES and scheme != "file" and not host:
            msg = f"no URL in {text!r}: {scheme}: URLs need a host (RFC 9110 4.2, RFC 6455 3)"
            raise InvalidURL(msg, url=text, part="host")
        forbidden = _NOT_TYPED_IN_HOST(host) if host and host[0] != "[" else None
        if forbidden is not None:
            msg = f"no URL in {text!r}: the host {host!r} holds {forbidden.group()!r}"
            raise InvalidURL(msg, url=text, part="host")
        return url

    @classmethod
    def from_file_path(cls, path: str | os.PathLike[str]) -> Self:
        """The ``file:`` URL of an absolute local path (RFC 8089), as ``pathlib`` writes it.

        A ``PurePosixPath`` or ``PureWindowsPath`` gives that form on any
        system; a ``str`` or other path is read as this system's path. Every
        character a URL path cannot hold as it is (space, ``#``, ``?``, ``%``,
        non-ASCII) is percent-encoded: a POSIX path as its file system bytes,
        a Windows path as UTF-8.

        >>> from pathlib import PurePosixPath, PureWindowsPath
        >>> URL.from_file_path(PurePosixPath("/srv/data/100% #1.csv"))
        URL('file:///srv/data/100%25%20%231.csv')
        >>> URL.from_file_path(PureWindowsPath("C:/Users/Zoë/a.txt"))
        URL('file:///C:/Users/Zo%C3%AB/a.txt')

        Raises:
            ValueError: for a relative path, which no file URL names.
        """
        pure = path if isinstance(path, PurePath) else PurePath(os.fspath(path))
        return cls(file_url_text(pure))

    @overload
    def to_file_path(self) -> pathlib.Path: ...
    @overload
    def to_file_path(self, *, windows: Literal[True]) -> PureWindowsPath: ...
    @overload
    def to_file_path(self, *, windows: Literal[False]) -> PurePosixPath: ...
    @overload
    def to_file_path(self, *, windows: bool) -> PurePath: ...
    def to_file_path(self, *, windows: bool | None = None) -> PurePath:
        """The local path a ``file:`` URL names: inverse of :meth:`from_file_path`.

        By default a :class:`pathlib.Path` of this system; ``windows=True`` or
        ``False`` gives a ``PureWindowsPath`` or ``PurePosixPath`` wherever this
        runs. Takes ``file:///a``, ``file:/a``, ``file://localhost/a``, and for
        Windows ``file:///c:/a``, ``file:c:/a``, ``file:///c|/a`` and
        ``file://server/share/a`` (a UNC path).

        >>> URL("file:///srv/data/100%25%20%231.csv").to_file_path(windows=False)
        PurePosixPath('/srv/data/100% #1.csv')
        >>> URL("file:///C:/Users/Zo%C3%AB/a.txt").to_file_path(windows=True)
        PureWindowsPath('C:/Users/Zoë/a.txt')

        Raises:
            ValueError: for a URL that is not ``file:``, or that has a query or
                fragment (no part of a path), or names what the path cannot hold
                (a remote host for POSIX, a NUL byte, an encoded ``/`` in a
                POSIX name, a Windows path with no drive or server).
        """
        shown = self._masked()
        if self.raw_query is not None or self.raw_fragment is not None:
            msg = f"{shown!r} has a query or fragment, which no file path holds; drop it first"
            raise ValueError(msg)
        on_windows = os.name == "nt" if windows is None else windows
        path = path_from_file_url(
            self.scheme, self.raw_host, self.raw_path, windows=on_windows, shown=shown
        )
        return pathlib.Path(path) if windows is None else path

    @classmethod
    def _parsed(cls, text: str) -> Self:
        """Parse ``text`` into an instance of ``cls`` without calling ``__init__``."""
        url = cls.__new__(cls)
        _set_match(url, parse_url(text))
        set_text(url, text)
        return url

    @classmethod
    def _valid(cls, text: str) -> Self:
        """Wrap text that is a URL by construction; it is split when first read.

        Builders that only encode values into a known URL's text use this: the
        text cannot fail to parse, and most of their results only go to
        ``str()``, so the split is left to the first reader of a part.
        """
        url = cls.__new__(cls)
        set_text(url, text)
        return url

    # The split of the text (href._split's match): filled by __init__ and
    # _parsed, and left to the first reader of a part by _valid.
    _split: re.Match[str] = attrs.field(init=False, eq=False, repr=False)
    # The typed views, each built on first read and kept.
    _host: Host | None = attrs.field(init=False, eq=False, repr=False)
    _path: Path = attrs.field(init=False, eq=False, repr=False)
    _query: Query = attrs.field(init=False, eq=False, repr=False)
    # These are plain slots and properties rather than cached properties:
    # for those attrs gives the class a __getattr__, and then CPython 3.11
    # specialises no attribute read or method call on URL (url._text 24 ns
    # against 7; join, update_query and / were 12-14% slower).

    @property
    def _match(self) -> re.Match[str]:
        try:
            return self._split
        except AttributeError:  # a URL by construction, not split yet
            match = parse_url(self._text)
            _set_match(self, match)
            return match

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._masked()!r})"

    def _masked(self) -> str:
        match = self._match
        userinfo = match.group(USERINFO)
        if userinfo is None or ":" not in userinfo:
            return self._text
        start = match.start(USERINFO) + userinfo.index(":") + 1
        return self._text[:start] + _MASK + self._text[match.end(USERINFO) :]

    # -- parts as written ----------------------------------------------------

    @property
    def raw_scheme(self) -> str | None:
        """The scheme as written, or None for a relative reference."""
        return self._match.group(SCHEME)

    @property
    def scheme(self) -> str | None:
        """The scheme in lower case (schemes are case-insensitive), or None."""
        scheme = self._match.group(SCHEME)
        return None if scheme is None else scheme.lower()

    @property
    def raw_authority(self) -> str | None:
        """The authority (``userinfo@host:port``) as written, or None."""
        return self._match.group(AUTHORITY)

    @property
    def raw_userinfo(self) -> str | None:
        """The userinfo as written (before the last ``@``), or None."""
        return self._match.group(USERINFO)

    @property
    def raw_user(self) -> str | None:
        """The user name as written, or None."""
        userinfo = self._match.group(USERINFO)
        return None if userinfo is None else userinfo.partition(":")[0]

    @property
    def raw_password(self) -> str | None:
        """The password as written, or None when there is no ``:`` in the userinfo."""
        userinfo = self._match.group(USERINFO)
        if userinfo is None:
            return None
        _, colon, password = userinfo.partition(":")
        return password if colon else None

    @property
    def raw_host(self) -> str | None:
        """The host as written (an IPv6 literal with its brackets), or None."""
        return self._match.group(HOST)

    @property
    def raw_port(self) -> str | None:
        """The port as written: None if absent, ``""`` for ``http://h:/``."""
        return self._match.group(PORT)

    @property
    def raw_path(self) -> str:
        """The path as written (never None; empty when there is none)."""
        return self._match.group(PATH)

    @property
    def raw_query(self) -> str | None:
        """The query as written, without its ``?``: None if absent, ``""`` if empty."""
        return self._match.group(QUERY)

    @property
    def raw_fragment(self) -> str | None:
        """The fragment as written, without its ``#``: None if absent."""
        return self._match.group(FRAGMENT)

    # -- typed, decoded views -------------------------------------------------

    @property
    def user(self) -> str | None:
        """The decoded user name, or None."""
        user = self.raw_user
        return None if user is None else unquote(user)

    @property
    def password(self) -> str | None:
        """The decoded password, or None."""
        password = self.raw_password
        return None if password is None else unquote(password)

    @property
    def host(self) -> Host | None:
        """The host, or None when there is no authority (``file:///x`` has an empty one)."""
        # getattr with a default finds an empty slot without raising in Python,
        # which costs 400 ns: most URLs read each view once.
        host: Host | None = getattr(self, "_host", _UNREAD)
        if host is _UNREAD:
            text = self._match.group(HOST)
            host = None if text is None else Host._trusted(text)
            _set_host(self, host)
        return host

    @property
    def port(self) -> int | None:
        """The port number; None when absent or empty."""
        port = self._match.group(PORT)
        return _port_number(port) if port else None

    @property
    def effective_port(self) -> int | None:
        """The port, or the scheme's default (http 80, https 443, ...), or None."""
        port = self._match.group(PORT)
        if port:
            return _port_number(port)
        scheme = self._match.group(SCHEME)
        return None if scheme is None else DEFAULT_PORTS.get(scheme.lower())

    @property
    def path(self) -> Path:
        """The path."""
        path: Path = getattr(self, "_path", _UNREAD)
        if path is _UNREAD:
            path = Path._trusted(self._match.group(PATH))
            _set_path(self, path)
        return path

    @property
    def query(self) -> Query:
        """The query's pairs; empty when there is no query (``raw_query`` tells which)."""
        query: Query = getattr(self, "_query", _UNREAD)
        if query is _UNREAD:
            query = Query._trusted(self._match.group(QUERY) or "")
            _set_query(self, query)
        return query

    @property
    def fragment(self) -> str | None:
        """The decoded fragment, or None."""
        fragment = self._match.group(FRAGMENT)
        return None if fragment is None else unquote(fragment)

    @property
    def parent(self) -> Self:
        """This URL with the path's last segment removed, and no query or fragment."""
        return self._replace(path=str(self.path.parent), query=None, fragment=None)

    # -- building -------------------------------------------------------------

    def _parts(self) -> Parts:
        # group() of several groups types as tuple[str | Any, ...]; these five are Parts.
        return self._match.group(SCHEME, AUTHORITY, PATH, QUERY, FRAGMENT)  # type: ignore[return-value]

    def _replace(self, **parts: str | None) -> Self:
        """Return a URL with the named parts (as written) replaced, the others kept."""
        written = self._match.group(SCHEME, USERINFO, HOST, PORT, PATH, QUERY, FRAGMENT)
        current = dict(zip(_PART_NAMES, written, strict=True))
        current.update(parts)
        return type(self)._parsed(_compose(**current))

    def _splice(self, group: int, value: str | None, *, encoded: bool = False) -> Self:
        """Return a URL with the path, query or fragment (as written) replaced.

        Only that part's span of the text changes. When the new text cannot
        change how the rest reads (no delimiter or control character that
        would end the part early, a path that fits the authority before it),
        the result is a URL by construction and is not parsed again; otherwise
        it is parsed as any text is. ``encoded`` says the caller's encoder
        already left only characters that the part may hold.
        """
        try:
            match = self._split
        except AttributeError:  # a URL by construction, not split yet
            match = self._match
        text = self._text
        if group == PATH and value and match.start(SCHEME) == match.start(AUTHORITY) == -1:
            value = _build.scheme_safe_path(value)
        start, end = match.span(group)
        if start == -1:  # absent: insert it with its delimiter
            if value is None:
                return self
            at = match.end(PATH) if group == QUERY else len(text)
            new = f"{text[:at]}{'?' if group == QUERY else '#'}{value}{text[at:]}"
        elif value is None:  # present: remove it with its delimiter
            new = text[: start - 1] + text[end:]
        else:
            new = text[:start] + value + text[end:]
        if value is None or _fits(match, group, value, encoded=encoded):
            return type(self)._valid(new)
        return type(self)._parsed(new)

    if TYPE_CHECKING:
        # The signature type checkers see. At run time URL.build is
        # _build_url, after the class: the same keyword-only call.
        @classmethod
        def build(
            cls,
            *,
            scheme: str | None = None,
            user: str | None = None,
            password: str | None = None,
            host: str | Host | None = None,
            port: int | None = None,
            path: str | Path = "",
            query: str | _build.QueryArg | None = None,
            fragment: str | None = None,
        ) -> Self: ...

    def with_scheme(self, scheme: str | None) -> Self:
        """Return this URL with another scheme (None removes it).

        >>> URL("http://h/p").with_scheme("https")
        URL('https://h/p')
        """
        return self._replace(scheme=_build.scheme_text(scheme))

    def with_user(self, user: str | None) -> Self:
        """Return this URL with another user name; None removes user and password.

        >>> URL("http://h/").with_user("me@home")
        URL('http://me%40home@h/')
        """
        self._need_host("with_user()")
        if user is None:
            return self._replace(userinfo=None)
        return self._replace(userinfo=_userinfo(_build.user_text(user), self.raw_password))

    def with_password(self, password: str | None) -> Self:
        """Return this URL with another password; None removes it (the user stays).

        >>> URL("http://me:old@h/").with_password(None)
        URL('http://me@h/')
        """
        self._need_host("with_password()")
        user = self.raw_user
        if password is None:
            return self._replace(userinfo=user)
        return self._replace(userinfo=_userinfo(user or "", _build.password_text(password)))

    def with_host(self, host: str | Host | None) -> Self:
        """Return this URL with another host; a bare IPv6 address gets its brackets.

        None removes the authority, which must then hold nothing else.

        >>> URL("http://h:8080/p").with_host("::1")
        URL('http://[::1]:8080/p')
        """
        text = _build.host_text(host)
        if text is None and (self.raw_userinfo is not None or self.raw_port is not None):
            msg = "with_host(None) would drop the user or port; remove them first"
            raise ValueError(msg)
        if text is not None and self.raw_host is None:
            path = self.raw_path
            if path and not path.startswith("/"):
                msg = f"with_host() cannot add a host before the rootless path {path!r}"
                raise ValueError(msg)
        return self._replace(host=text)

    def with_port(self, port: int | None) -> Self:
        """Return this URL with another port; None removes it.

        >>> URL("http://h:8080/p").with_port(None)
        URL('http://h/p')
        """
        text = _build.port_text(port)
        self._need_host("with_port()")
        return self._replace(port=text)

    def with_path(self, path: str | Path) -> Self:
        """Return this URL with another path (decoded; ``/`` separates segments).

        The query and fragment are kept; with a host, the path gets its ``/``.

        >>> URL("http://h/old?q#f").with_path("new path/x")
        URL('http://h/new%20path/x?q#f')
        """
        text = _build.path_text(
            path, authority=self.raw_host is not None, scheme=self.raw_scheme is not None
        )
        return self._splice(PATH, text)

    def with_query(
        self,
        query: str | _build.QueryArg | None = None,
        /,
        **params: _build.QueryValue | Sequence[_build.QueryValue],
    ) -> Self:
        """Return this URL with another query.

        None removes the query, ``""`` leaves an empty one (``?``); a string is
        taken as query text, a mapping, pairs or keyword arguments are
        form-encoded.

        >>> URL("http://h/p?old#f").with_query({"q": "a b", "tags": ["x", "y"]})
        URL('http://h/p?q=a+b&tags=x&tags=y#f')
        >>> URL("http://h/p").with_query(page=2)
        URL('http://h/p?page=2')
        """
        if params:
            if query is not None:
                msg = "with_query() takes a query or keyword arguments, not both"
                raise TypeError(msg)
            return self._splice(QUERY, _build.query_text(params))
        return self._splice(QUERY, _build.query_text(query))

    def with_fragment(self, fragment: str | None) -> Self:
        """Return this URL with another (decoded) fragment; None removes it.

        >>> URL("http://h/p").with_fragment("a b")
        URL('http://h/p#a%20b')
        """
        return self._splice(FRAGMENT, _build.fragment_text(fragment))

    def with_name(self, name: str) -> Self:
        """Return this URL with the path's last segment replaced by ``name``.

        >>> URL("http://h/a/b.txt?q").with_name("c.pdf")
        URL('http://h/a/c.pdf?q')
        """
        text = _build.segment_text(name, argument="name")
        if not text:
            msg = "invalid name '': use with_path() to end the path with '/'"
            raise ValueError(msg)
        path = self.raw_path
        if not path and self.raw_host is not None:
            path = "/"
        return self._splice(PATH, path[: path.rfind("/") + 1] + text)

    def with_suffix(self, suffix: str) -> Self:
        """Return this URL with the last segment's suffix replaced (``""`` removes it).

        >>> URL("http://h/a/report.txt").with_suffix(".pdf")
        URL('http://h/a/report.pdf')
        """
        if not isinstance(suffix, str):
            msg = f"with_suffix() expected str, got {type(suffix).__name__}"
            raise TypeError(msg)
        if suffix and (not suffix.startswith(".") or suffix == "." or "/" in suffix):
            msg = f"invalid suffix {suffix!r}: a suffix starts with '.' and has no '/'"
            raise ValueError(msg)
        name = self.path.name
        if not name:
            msg = f"with_suffix() needs a path that ends in a name, not {self.raw_path!r}"
            raise ValueError(msg)
        old = self.path.suffix
        return self.with_name(name[: len(name) - len(old)] + suffix)

    def _query_pieces(self) -> list[str]:
        query = self.raw_query
        return query.split("&") if query else []

    def update_query(
        self,
        query: _build.QueryArg | None = None,
        /,
        **params: _build.QueryValue | Sequence[_build.QueryValue],
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
        if type(query) is dict and not params and (plain := _build.plain_query(query)):
            # The common case: plain names and values, a URL that ends with
            # its path (no query to replace, no fragment): append.
            try:
                match = self._split
            except AttributeError:  # a URL by construction, not split yet
                match = self._match
            if match.lastindex == PATH:
                url = _new(type(self))
                set_text(url, f"{self._text}?{plain}")
                return url
            appended = self._append_plain_query(plain, query)
            if appended is not None:
                return appended
            # Plain names are their own decoded form; the pieces hold no "&".
            updates: list[tuple[str, str | None]] = list(zip(query, plain.split("&"), strict=True))
        else:
            updates = _build.query_pieces(query if query is not None else ())
            if params:
                updates += _build.query_pieces(params, argument="update_query()")
        if not updates:
            return self
        if self.raw_query is None:  # nothing to replace: append, as extend_query does
            added = [piece for _, piece in updates if piece is not None]
            return self._splice(QUERY, "&".join(added)) if added else self
        new_pieces: dict[str, list[str]] = {}
        for name, piece in updates:
            pieces_of_name = new_pieces.setdefault(name, [])
            if piece is not None:  # None: the name was given no values, so it goes
                pieces_of_name.append(piece)
        names = set(new_pieces)
        pieces: list[str] = []
        for piece in self._query_pieces():
            piece_name = _piece_name(piece)
            if piece_name not in names:
                pieces.append(piece)
            elif piece_name in new_pieces:
                pieces.extend(new_pieces.pop(piece_name))
            # else: a later pair of a name already replaced, so dropped
        for remaining in new_pieces.values():
            pieces.extend(remaining)
        return self._splice(QUERY, "&".join(pieces))

    def _append_plain_query(self, plain: str, names: Iterable[str]) -> Self | None:
        """Append form-encoded ``plain`` pairs when none of ``names`` is in the query.

        None when one may be: only a query without escapes or ``+`` shows
        every name as its decoded self.
        """
        try:
            match = self._split
        except AttributeError:  # a URL by construction, not split yet
            match = self._match
        text = self._text
        start, end = match.span(QUERY)
        if start == -1:  # no query, but a fragment
            at = match.end(PATH)
            new = f"{text[:at]}?{plain}{text[at:]}"
        else:
            query = text[start:end]
            if "%" in query or "+" in query or any(name in query for name in names):
                return None
            new = f"{text[:end]}&{plain}{text[end:]}" if query else text[:end] + plain + text[end:]
        url = _new(type(self))
        set_text(url, new)
        return url

    def extend_query(
        self,
        query: _build.QueryArg | None = None,
        /,
        **params: _build.QueryValue | Sequence[_build.QueryValue],
    ) -> Self:
        """Return this URL with pairs appended after the existing ones.

        >>> URL("http://h/?a=1").extend_query({"a": 2})
        URL('http://h/?a=1&a=2')
        """
        updates = _build.query_pieces(query if query is not None else ())
        if params:
            updates += _build.query_pieces(params, argument="extend_query()")
        if not updates:
            return self
        pieces = self._query_pieces() + [piece for _, piece in updates if piece is not None]
        return self._splice(QUERY, "&".join(pieces))

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
        pieces = [piece for piece in kept if _piece_name(piece) not in drop]
        if len(pieces) == len(kept):
            return self
        return self._splice(QUERY, "&".join(pieces) if pieces else None)

    def __mod__(self, query: _build.QueryArg) -> Self:
        """``url % {"page": 2}`` is ``url.update_query({"page": 2})``."""
        return self.update_query(query)

    def __truediv__(self, segments: str) -> Self:
        """Append ``/``-separated path segments, changing nothing else.

        ``%``, ``?`` and ``#`` are encoded; a leading ``/``, ``.`` and ``..``
        segments are refused (use :attr:`parent` or :meth:`join` to move up).

        >>> URL("https://h/api/v1?key=k") / "users/42"
        URL('https://h/api/v1/users/42?key=k')
        """
        if type(segments) is not str and not isinstance(segments, str):
            msg = f"URL / expected str, got {type(segments).__name__}"
            raise TypeError(msg)
        # One ASCII word ("users", "42") is the common case and needs no pattern.
        if (segments.isalnum() and segments.isascii()) or _is_plain_relative_path(
            segments
        ) is not None:
            # Nothing to encode or refuse: insert the text after the path.
            try:
                match = self._split
            except AttributeError:  # a URL by construction, not split yet
                match = self._match
            start, end = match.span(PATH)
            text = self._text
            if start != end:
                new = text[:end] + segments if text[end - 1] == "/" else f"{text[:end]}/{segments}"
            elif match.start(AUTHORITY) != -1:
                new = f"{text[:end]}/{segments}"
            else:  # an empty path, no host: a ":" may need escaping, "" has no place
                return self._append(segments.split("/"))
            cls = type(self)
            url = _new(cls)
            set_text(url, new + text[end:])
            return url
        if segments.startswith("/"):
            msg = f"cannot append {segments!r}: it starts with '/'; use with_path() or join()"
            raise ValueError(msg)
        parts = [_build.segment_text(s, argument="segment") for s in segments.split("/")]
        return self._append(parts)

    def child(self, *segments: str) -> Self:
        """Append each argument as exactly one path segment (``/`` becomes ``%2F``).

        For values from outside: no argument can add more than one segment or
        climb out of the path (``.``, ``..`` and empty segments are refused).

        >>> URL("https://h/files").child("a/b", "c d")
        URL('https://h/files/a%2Fb/c%20d')
        """
        parts = []
        for segment in segments:
            text = _build.segment_text(segment, argument="segment")
            if not text:
                msg = "child() refuses an empty segment"
                raise ValueError(msg)
            parts.append(text.replace("/", "%2F"))
        return self._append(parts)

    def _append(self, segments: list[str]) -> Self:
        if not segments:
            return self
        path = self.raw_path
        if segments == [""] and not path and self.raw_host is None:
            msg = f"cannot append an empty segment to the empty path of {self._masked()!r}"
            raise ValueError(msg)
        if path and not path.endswith("/"):
            path += "/"
        elif not path and self.raw_host is not None:
            path = "/"
        return self._splice(PATH, path + "/".join(segments), encoded=True)

    def _need_host(self, method: str) -> None:
        if self.raw_host is None:
            msg = f"{method} needs a URL with a host, not {self._masked()!r}"
            raise ValueError(msg)

    # -- references and meaning ----------------------------------------------

    def join(self, reference: str | URL) -> Self:
        """Resolve ``reference`` against this URL (RFC 3986 section 5.2, strict).

        >>> base = URL("http://a/b/c/d;p?q")
        >>> base.join("../g"), base.join("//g"), base.join("?y")
        (URL('http://a/b/g'), URL('http://g'), URL('http://a/b/c/d;p?y'))

        Raises:
            ValueError: if this URL has no scheme (RFC 3986 5.2.1 needs an
                absolute base).
            InvalidURL: if ``reference`` is not a valid reference.
        """
        ref = reference if type(reference) is URL else _coerce(reference, "join()")
        try:
            match = self._split
        except AttributeError:  # a URL by construction, not split yet
            match = self._match
        if match.start(SCHEME) == -1:
            msg = f"join() needs a base URL with a scheme, not {self._masked()!r}"
            raise ValueError(msg)
        try:
            ref_match = ref._split
        except AttributeError:
            ref_match = ref._match
        if ref_match.start(PATH) == 0:  # no scheme, no authority
            # The common case: a path, query or fragment to splice into the
            # base's text (RFC 3986 5.2.2, T's parts taken as written).
            text, ref_text = self._text, ref._text
            path_start, path_end = match.span(PATH)
            ref_path_end = ref_match.end(PATH)
            if not ref_path_end:  # no path: the base's path, and its query if none
                keep = path_end if ref_match.start(QUERY) != -1 else match.end(QUERY)
                new = text[: max(keep, path_end)] + ref_text
            else:
                if ref_text[0] == "/":
                    path = remove_dot_segments(ref_text[:ref_path_end])
                elif path_start != path_end and text[path_start] == "/":
                    base_path = text[path_start:path_end]
                    path = resolve_relative_path(base_path, ref_text[:ref_path_end])
                else:  # an empty or rootless base path
                    return self._resolved(ref)
                if match.start(AUTHORITY) == -1 and path[:2] == "//":
                    # Without an authority "//" would read as one: compose adds "/.".
                    return self._resolved(ref)
                new = text[:path_start] + path + ref_text[ref_path_end:]
            url = _new(type(self))
            set_text(url, new)
            return url
        return self._resolved(ref)

    def _resolved(self, reference: URL) -> Self:
        """RFC 3986 5.2 on the parts, composed (5.3): join()'s general path."""
        return type(self)._valid(compose(resolve(self._parts(), reference._parts())))

    def relative_to(self, base: str | URL) -> Self:
        """Return the shortest reference that ``base.join()`` resolves to this URL.

        ``base.join(url.relative_to(base)) == url`` whenever this URL has no
        dot segments; with them, the reference reaches an :meth:`equivalent`
        URL (``join()`` removes dot segments). The URL itself is returned
        when nothing shorter reaches it.

        >>> URL("http://a/b/c/g?x").relative_to("http://a/b/c/d;p?q")
        URL('g?x')
        >>> URL("http://a/x/y").relative_to("http://a/b/c/d")
        URL('/x/y')
        """
        base_url = _coerce(base, "relative_to()")
        if self.raw_scheme is None or base_url.raw_scheme is None:
            msg = "relative_to() needs two URLs with schemes"
            raise ValueError(msg)
        # A URL with dot segments cannot come out of join(), which removes
        # them; its normal form, which has none, is the equivalent target.
        base_parts = base_url._parts()
        for candidate in _relate.reference_candidates(self._parts(), base_parts):
            reference = type(self)._parsed(candidate)
            if base_url.join(reference)._text == self._text:
                return reference
        # Dot segments: no reference resolves to this URL exactly. Its normal
        # form is the equivalent target, reached by the shortest candidate
        # (candidates come shortest first; the last, the normal form's own
        # text, always resolves to it).
        normal = self.normalize()
        for candidate in _relate.reference_candidates(normal._parts(), base_parts):
            reference = type(self)._parsed(candidate)
            if base_url.join(reference)._text == normal._text:
                break
        if (
            len(reference._text) >= len(self._text)
            and base_url.join(self).normalize()._text == normal._text
        ):
            return self  # as short, and it reaches the same place
        return reference

    def normalize(self) -> Self:
        """Return the RFC 3986 section 6 normal form, as an ASCII URI.

        Lower-case scheme and host, IDNA A-labels, upper-case escapes,
        unreserved characters decoded, non-ASCII text and characters a part
        cannot hold encoded, dot segments removed, the default or an empty
        port dropped, an empty http(s) path made ``/``.

        >>> URL("HTTP://User@Example.COM:80/%7euser/a/./b/../c%2f?%41#x").normalize()
        URL('http://User@example.com/~user/a/c%2F?A#x')
        """
        return type(self)._parsed(_relate.normalized(self._parts(), self.host))

    def equivalent(self, other: str | URL) -> bool:
        """Whether both URLs have the same normal form (see :meth:`normalize`).

        >>> URL("http://example.com").equivalent("HTTP://EXAMPLE.com:80/")
        True
        """
        return self.normalize()._text == _coerce(other, "equivalent()").normalize()._text

    def origin(self) -> Self:
        """Return the origin (RFC 6454): ``scheme://host[:port]``, normalized.

        The scheme and host are in lower case, the host in ASCII (A-labels),
        and the port is dropped when it is the scheme's default (RFC 6454
        4 and 6.2), so two URLs of one origin give equal values. User, path,
        query and fragment are left out.

        >>> URL("https://user:pw@h:8443/a?q#f").origin()
        URL('https://h:8443')
        >>> URL("HTTPS://Bücher.Example:443/x").origin()
        URL('https://xn--bcher-kva.example')

        Raises:
            ValueError: for a URL without a scheme or a host, which has no
                origin but a unique one (RFC 6454 4 step 1).
        """
        if self.raw_scheme is None or not self.raw_host:
            msg = f"origin() needs a URL with a scheme and a host, not {self._masked()!r}"
            raise ValueError(msg)
        normal = self.normalize()._match
        text = _compose(
            scheme=normal.group(SCHEME),
            userinfo=None,
            host=normal.group(HOST),
            port=normal.group(PORT),
            path="",
            query=None,
            fragment=None,
        )
        return type(self)._parsed(text)

    def to_ascii(self) -> Self:
        """Return the URI form (RFC 3986), to send over the wire.

        The host is what UTS 46 ToASCII gives (lower case, full-width and
        other compatibility forms mapped, A-labels for non-ASCII labels), and
        every character a URI may not hold where it stands is percent-encoded
        as UTF-8: non-ASCII text, a space, ``"<>\\^`{|}``, ``[`` and ``]``
        outside an IP literal, a second ``#``, a ``%`` that starts no escape.
        The result is what ``urllib.request``, ``http.client`` and ``httpx``
        take as it is. Escapes already written are kept.

        >>> URL("http://bücher.example/ä?ö=ü").to_ascii()
        URL('http://xn--bcher-kva.example/%C3%A4?%C3%B6=%C3%BC')
        >>> URL('http://h/a b?q="x"|{y}#%zz').to_ascii()
        URL('http://h/a%20b?q=%22x%22%7C%7By%7D#%25zz')
        """
        text = self._text
        if text.isascii() and _NOT_IN_URI(text) is None and text.count("#") < 2:
            host = self._match.group(HOST)
            if not host or host.islower() or host == host.lower():
                return self
        return type(self)._parsed(_relate.ascii_form(self._match, self.host))

    def to_unicode(self) -> Self:
        """Return the IRI form: a Unicode host, escapes of non-ASCII text decoded.

        >>> URL("http://xn--bcher-kva.example/%C3%A4?%C3%B6=%C3%BC").to_unicode()
        URL('http://bücher.example/ä?ö=ü')
        """
        return type(self)._parsed(_relate.unicode_form(self._match, self.host))


_U = TypeVar("_U", bound=URL)
# A default only a positional argument can replace: URL.build refuses those.
_NO_POSITIONAL: Final = object()


def _build_url(  # noqa: PLR0917 - positional only to refuse them: see below
    cls: type[_U],
    no_positional: object = _NO_POSITIONAL,
    /,
    scheme: str | None = None,
    user: str | None = None,
    password: str | None = None,
    host: str | Host | None = None,
    port: int | None = None,
    path: str | Path = "",
    query: str | _build.QueryArg | None = None,
    fragment: str | None = None,
) -> _U:
    """Build a URL from decoded parts; each is encoded as its place needs.

    >>> URL.build(scheme="https", host="api.example.com", path="/v1/a b",
    ...           query={"q": "x&y", "n": 2}, fragment="top")
    URL('https://api.example.com/v1/a%20b?q=x%26y&n=2#top')

    Raises:
        ValueError: for a value no encoding can carry (a scheme with a
            space, a port of 70000) or parts that need a host and have none.
        TypeError: for a value of the wrong type.
    """
    if (
        no_positional is _NO_POSITIONAL
        and user is None
        and password is None
        and port is None
        and fragment is None
        and type(scheme) is str
        and type(host) is str
        and type(path) is str
    ):
        # The common case, scheme://host/path?query with nothing to encode
        # or check, gives its text as it is: a URL by construction. Inline,
        # as a call would cost 6% of it; the general path below gives the
        # same text wherever this one answers (tests/test_fast_paths.py).
        if not path or path[0] == "/":
            text = f"{scheme}://{host}{path}"
        else:  # after a host, a path starts with "/" (RFC 3986 3.3)
            text = f"{scheme}://{host}/{path}"
        try:
            plain = 0 not in text.encode().translate(PLAIN_URL_TABLE)
        except UnicodeEncodeError:  # a lone surrogate
            plain = False
        # Every character is one a path may hold; a host may not hold ":",
        # "@" or "/" (nor be empty), and a scheme has its own syntax.
        if (
            plain
            and host
            and not (":" in host or "@" in host or "/" in host)
            and (scheme in COMMON_SCHEMES or _build.is_scheme(scheme) is not None)
        ):
            if query is None:
                url = _new(cls)
                set_text(url, text)
                return url
            if type(query) is dict and (plain_query := _build.plain_query(query)):
                url = _new(cls)
                set_text(url, f"{text}?{plain_query}")
                return url
    if no_positional is not _NO_POSITIONAL:
        msg = (
            f"{cls.__name__}.build() takes its parts by keyword only "
            f"(scheme=..., host=..., ...), got {no_positional!r} by position"
        )
        raise TypeError(msg)
    text = _built_text(
        scheme=scheme,
        user=user,
        password=password,
        host=host,
        port=port,
        path=path,
        query=query,
        fragment=fragment,
    )
    return cls._parsed(text)


# URL.build takes its parts by keyword only, but its parameters are not
# keyword-only: CPython (3.11) fills a keyword-only parameter left out from a
# dict of defaults, one lookup each, and a positional one from a tuple; most
# calls leave four of eight out, and that was 5% of a call. The first
# parameter, which only a positional argument can fill, refuses them instead.
# What callers see stays keyword-only: the class's declaration for type
# checkers, this signature for inspect and help(), and the name in errors.
def _keyword_only(signature: inspect.Signature) -> inspect.Signature:
    """``_build_url``'s signature as callers see it: ``cls``, then keywords only."""
    cls, _, *parts = signature.parameters.values()
    return signature.replace(
        parameters=[cls, *(p.replace(kind=p.KEYWORD_ONLY) for p in parts)],
        return_annotation="Self",
    )


if not TYPE_CHECKING:
    _build_url.__code__ = _build_url.__code__.replace(co_name="build", co_qualname="URL.build")
    _build_url.__name__, _build_url.__qualname__ = "build", "URL.build"
    _build_url.__signature__ = _keyword_only(inspect.signature(_build_url))
    URL.build = classmethod(_build_url)


_new: Final = object.__new__

# As for the text (href._value), the slot's own setter fills the match.
_set_match: Callable[[URL, re.Match[str]], None] = URL.__dict__["_split"].__set__
_set_host: Callable[[URL, Host | None], None] = URL.__dict__["_host"].__set__
_set_path: Callable[[URL, Path], None] = URL.__dict__["_path"].__set__
_set_query: Callable[[URL, Query], None] = URL.__dict__["_query"].__set__
# What an empty view slot reads as (getattr's default). Any, so that getattr
# with it types as the slot's own value.
_UNREAD: Final[Any] = object()


# Segments that a builder would leave as they are (RFC 3986 3.3 pchar less the
# escapes), none of them "." or "..", and no leading "/".
_PLAIN_SEGMENT = rf"(?!\.\.?(?:/|\Z)){one_of(UNRESERVED + SEGMENT_SAFE)}*"
_is_plain_relative_path: Final = re.compile(
    f"(?!/){_PLAIN_SEGMENT}(?:/{_PLAIN_SEGMENT})*\\Z"
).match

# What may stand in each part as spliced in, by the strict reference pattern
# (href._grammar): a part ends at the next delimiter, and no part holds a
# control character.
_PART_TEXT: Final = {
    PATH: re.compile(f"[^?#{CONTROLS}]*\\Z").match,
    QUERY: re.compile(f"[^#{CONTROLS}]*\\Z").match,
    FRAGMENT: re.compile(f"[^{CONTROLS}]*\\Z").match,
}


def _fits(match: re.Match[str], group: int, value: str, *, encoded: bool) -> bool:
    """Whether ``value`` in ``group``'s place leaves every other part reading as before."""
    if not encoded and _PART_TEXT[group](value) is None:
        return False
    if group != PATH:
        return True
    if match.start(AUTHORITY) != -1:  # after an authority: empty or "/..." (RFC 3986 3.3)
        return not value or value[0] == "/"
    # "//" would read as an authority; a ":" that could read as a scheme was
    # escaped by _splice.
    return not value.startswith("//")


def _port_number(port: str) -> int:
    """The number of a port the pattern accepted (at most 65535, leading zeros allowed).

    The zeros go first: int() refuses more than 4,300 digits.
    """
    return int(port.lstrip("0") or "0")


def _coerce(value: str | URL, method: str) -> URL:
    if isinstance(value, URL):
        return value
    if isinstance(value, str):
        return URL(value)
    msg = f"{method} expected str or URL, got {type(value).__name__}"
    raise TypeError(msg)


def _userinfo(user: str | None, password: str | None) -> str | None:
    if password is None:
        return user
    return f"{user or ''}:{password}"


def _piece_name(piece: str) -> str | None:
    """The decoded name of one ``&``-separated query piece; None for an empty piece."""
    if not piece:
        return None
    name = piece.partition("=")[0]
    return unquote_plus(name) if "%" in name or "+" in name else name


def _built_text(
    *,
    scheme: str | None,
    user: str | None,
    password: str | None,
    host: str | Host | None,
    port: int | None,
    path: str | Path,
    query: str | _build.QueryArg | None,
    fragment: str | None,
) -> str:
    """``URL.build``'s general path: each part checked and encoded, then joined."""
    host_part = _build.host_text(host)
    if host_part is None and (user is not None or password is not None or port is not None):
        msg = "URL.build() needs a host to go with a user, password or port"
        raise ValueError(msg)
    scheme_part = _build.scheme_text(scheme)
    return _compose(
        scheme=scheme_part,
        userinfo=_userinfo(_build.user_text(user), _build.password_text(password)),
        host=host_part,
        port=_build.port_text(port),
        path=_build.path_text(
            path, authority=host_part is not None, scheme=scheme_part is not None
        ),
        query=_build.query_text(query),
        fragment=_build.fragment_text(fragment),
    )


def _compose(
    *,
    scheme: str | None,
    userinfo: str | None,
    host: str | None,
    port: str | None,
    path: str | None,
    query: str | None,
    fragment: str | None,
) -> str:
    """Join parts (as written) into URL text, refusing combinations that would misread."""
    if host is None and (userinfo is not None or port is not None):
        msg = "a user, password or port needs a host"
        raise ValueError(msg)
    joined = None if host is None else join_authority(userinfo, host, port)
    return compose((scheme, joined, path or "", query, fragment), strict=True)
