"""URLBase: a URL's text, its split into parts, and the accessors of each part.

The URL class (href._url) is this with its builders (href._url_builders) and
its relations to other URLs (href._url_relations) mixed in.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Final, Self

import attrs

from href import _build
from href._grammar import (
    CONTROLS,
    DEFAULT_PORTS,
    ROOTED_SCHEMES,
)
from href._host import Host
from href._path import Path
from href._query import Query
from href._quote import unquote
from href._resolve import (
    compose,
    join_authority,
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
from href._value import TextValue, immutable, set_text

__all__ = ["URLBase"]

_PART_NAMES: Final = ("scheme", "userinfo", "host", "port", "path", "query", "fragment")
_MASK = "********"


@immutable
@attrs.frozen(init=False, repr=False, order=True)
class URLBase(TextValue):
    """A URL's text and the views of its parts; see :class:`href.URL`."""

    @classmethod
    def _parsed(cls, text: str) -> Self:
        """Parse ``text`` into an instance of ``cls`` without calling ``__init__``."""
        url = _new(cls)
        # parse_url's first try, in place (as URL's constructor asks it): a call less.
        match = match_plain(text)
        _set_match(url, parse_url(text) if match is None else match)
        set_text(url, text)
        return url

    @classmethod
    def _valid(cls, text: str) -> Self:
        """Wrap text that is a URL by construction; it is split when first read.

        Builders that only encode values into a known URL's text use this: the
        text cannot fail to parse, and most of their results only go to
        ``str()``, so the split is left to the first reader of a part.
        """
        url = _new(cls)
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
            # A host key reads little else: the split and the Host in place,
            # not through _match and Host._trusted (a Python call each).
            try:
                match = self._split
            except AttributeError:  # a URL by construction, not split yet
                match = self._match
            text = match.group(HOST)
            if text is not None:
                host = _new(Host)
                set_text(host, text)
            else:
                host = None
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

    def is_default_port(self) -> bool:
        """Whether the URL talks to its scheme's default port (http 80, https 443, ...).

        True when the port is absent, empty or that number; False for
        another port and for a scheme without a default port (or none).

        >>> URL("http://h/").is_default_port(), URL("http://h:80/").is_default_port()
        (True, True)
        >>> URL("https://h:80/").is_default_port(), URL("foo://h/").is_default_port()
        (False, False)
        """
        scheme = self._match.group(SCHEME)
        default = None if scheme is None else DEFAULT_PORTS.get(scheme.lower())
        if default is None:
            return False
        port = self._match.group(PORT)
        return not port or _port_number(port) == default

    @property
    def host_port(self) -> str | None:
        """``host[:port]`` as an HTTP ``Host`` header carries it (RFC 9110 7.2), or None.

        The host in ASCII (``host.ascii``: A-labels, lower case; an IP
        literal in its brackets) and the port unless it is the scheme's
        default; no user name or password. None when there is no host.

        >>> URL("https://user:pw@Bücher.example:443/a").host_port
        'xn--bcher-kva.example'
        >>> URL("http://[::1]:8080/").host_port, URL("/relative").host_port
        ('[::1]:8080', None)
        """
        host = self.host
        if host is None:
            return None
        port = self._match.group(PORT)
        if not port or self.is_default_port():
            return host.ascii
        return f"{host.ascii}:{_port_number(port)}"

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
            query = Query._in_url(self._match.group(QUERY) or "", self._text)
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
        return type(self)._parsed(self._replaced_text(**parts))

    def _replaced_text(self, **parts: str | None) -> str:
        """The text of :meth:`_replace`'s URL, not parsed yet."""
        written = self._match.group(SCHEME, USERINFO, HOST, PORT, PATH, QUERY, FRAGMENT)
        current: dict[str, str | None] = dict(zip(_PART_NAMES, written, strict=True))
        current.update(parts)
        return _compose(**current)

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
        start, end = match.span(group)
        if group == QUERY and value is not None:
            # The builders' most common splice, in one piece: the query goes
            # right after the path (and the "/" an empty http(s) path means).
            path_start, path_end = match.span(PATH)
            root = "/" if path_start == path_end and _rooted(match) else ""
            if path_end == len(text):  # the URL ends with its path: no slices
                new = f"{text}{root}?{value}"
            else:
                rest = text[path_end:] if start == -1 else text[end:]
                new = f"{text[:path_end]}{root}?{value}{rest}"
            if encoded or _fits(match, group, value, encoded):
                url = _new(type(self))
                set_text(url, new)
                return url
            return type(self)._parsed(new)
        if group == PATH:
            if value and match.start(AUTHORITY) == -1 and match.start(SCHEME) == -1:
                value = _build.scheme_safe_path(value)
        elif value is not None and _empty_rooted_path(match):
            # A fragment: "https://h#f" and "https://h/#f" mean the same (RFC
            # 9110 4.2.3): write the "/" too, as browsers and yarl do.
            at = match.end(PATH)
            text = f"{text[:at]}/{text[at:]}"
            if start != -1:
                start, end = start + 1, end + 1
        if start == -1:  # absent (only a fragment can be, here): add it
            if value is None:
                return self
            new = f"{text}#{value}"
        elif value is None:  # present: remove it with its delimiter
            new = text[: start - 1] + text[end:]
        else:
            new = text[:start] + value + text[end:]
        if value is None or (encoded and group != PATH) or _fits(match, group, value, encoded):
            url = _new(type(self))
            set_text(url, new)
            return url
        return type(self)._parsed(new)


_new: Final = object.__new__

# As for the text (href._value), the slot's own setter fills the match.
_set_match: Callable[[URLBase, re.Match[str]], None] = URLBase.__dict__["_split"].__set__
_set_host: Callable[[URLBase, Host | None], None] = URLBase.__dict__["_host"].__set__
_set_path: Callable[[URLBase, Path], None] = URLBase.__dict__["_path"].__set__
_set_query: Callable[[URLBase, Query], None] = URLBase.__dict__["_query"].__set__
# What an empty view slot reads as (getattr's default). Any, so that getattr
# with it types as the slot's own value.
_UNREAD: Final[Any] = object()


# What may stand in each part as spliced in, by the strict reference pattern
# (href._grammar): a part ends at the next delimiter, and no part holds a
# control character.
_PART_TEXT: Final = {
    PATH: re.compile(f"[^?#{CONTROLS}]*\\Z").match,
    QUERY: re.compile(f"[^#{CONTROLS}]*\\Z").match,
    FRAGMENT: re.compile(f"[^{CONTROLS}]*\\Z").match,
}


def _fits(match: re.Match[str], group: int, value: str, encoded: bool) -> bool:
    """Whether ``value`` in ``group``'s place leaves every other part reading as before."""
    if not encoded and _PART_TEXT[group](value) is None:
        return False
    if group != PATH:
        return True
    if match.start(AUTHORITY) != -1:  # after an authority: empty or "/..." (RFC 3986 3.3)
        return (not value or value[0] == "/") and not _empty_network_path(match)
    # "//" would read as an authority, and so would "/\\", "\\/" and "\\\\" to
    # browsers (the parser refuses those where they do): such a path is
    # parsed. A ":" that could read as a scheme was escaped by _splice.
    return value[:2] not in _AUTHORITY_STARTS


#: Two characters that start an authority, to RFC 3986 or to browsers.
_AUTHORITY_STARTS: Final = frozenset(("//", "/\\", "\\/", "\\\\"))


def _empty_network_path(match: re.Match[str]) -> bool:
    """Whether the URL is a reference with an empty authority (``//``, ``//?q``).

    A path after it may name a host to browsers (``///evil.example``), which
    the parser refuses: builders parse what they make of such a URL. Their
    fast paths ask it of the path's start, already at hand: only "//" with
    nothing between it and the path puts a path at 2 after a "/" (a scheme
    puts it at 2 only as "a:", which starts with a letter).
    """
    return match.start(SCHEME) == -1 and match.start(AUTHORITY) == match.end(AUTHORITY)


def _rooted(match: re.Match[str]) -> bool:
    """Whether a URL has a host, and a scheme whose empty path means ``/`` (http, ...)."""
    if match.start(AUTHORITY) == -1:
        return False
    scheme = match.group(SCHEME)
    return scheme is not None and scheme.lower() in ROOTED_SCHEMES


def _empty_rooted_path(match: re.Match[str]) -> bool:
    """Whether the path is empty after the host of a scheme whose empty path means ``/``."""
    return match.start(PATH) == match.end(PATH) and _rooted(match)


def _port_number(port: str) -> int:
    """The number of a port the pattern accepted (at most 65535, leading zeros allowed).

    The zeros go first: int() refuses more than 4,300 digits.
    """
    return int(port.lstrip("0") or "0")


def _userinfo(user: str | None, password: str | None) -> str | None:
    if password is None:
        return user
    return f"{user or ''}:{password}"


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
