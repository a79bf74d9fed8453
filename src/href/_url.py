"""URL: an immutable, lossless URL (or relative reference) value."""

from __future__ import annotations

import inspect
import os
import sys
from typing import TYPE_CHECKING, ClassVar, Final, Self, TypeVar, overload

import attrs

from href import _build, _form_query, _path_memory
from href._bounded import BoundedMemory
from href._build import COMMON_SCHEMES, PLAIN_URL_TABLE, URL_MARKS
from href._errors import InvalidURL
from href._grammar import (
    DEFAULT_PORTS,
    ROOTED_SCHEMES,
)
from href._host import Host
from href._idna import name_to_ascii
from href._path import Path
from href._path_memory import LONG_PATH
from href._query import Query
from href._query_space import PERCENT_FIRST_LETTERS, respace
from href._split import (
    match_plain,
    parse_url,
)
from href._url_base import _compose, _new, _set_match, _userinfo
from href._url_builders import URLBuilders
from href._url_data import URLData
from href._url_relations import URLRelations
from href._user_input import user_input_text
from href._value import immutable, set_text

__all__ = ["URL"]


@immutable
@attrs.frozen(init=False, repr=False, order=True)
class URL(URLRelations, URLBuilders, URLData):
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

    ``URL(text)`` parses in ``__new__``, and the same text parsed lately
    gives the same (immutable) URL again. A subclass may add an
    ``__init__``: it receives the same argument and calls
    ``super().__init__()`` without it.

    Raises:
        InvalidURL: for a control character, a port that is not ASCII digits
            or exceeds 65535, a broken IP literal, an unclosed ``[``, or a
            host name that UTS 46 refuses.
        TypeError: if ``text`` is not a ``str`` (or a URL).
    """

    _json_format: ClassVar[str | None] = "uri"

    def __new__(cls, text: str | URL = "") -> Self:
        """Parse ``text``; the same text parsed lately gives the URL parsed then."""
        if type(text) is str:
            if cls is URL:
                # A client parses its base URL, a server its routes, again and
                # again; a URL is immutable, so the one parsed last time serves.
                # (False: a text seen once. A text not seen yet pays one
                # check, "is not None".)
                recent = _recent_urls.get(text)
                if recent is not None:
                    if recent is not False:
                        return recent  # type: ignore[return-value]  # cls is URL
                    # The text's second sight: its URL is kept from now on (the
                    # last one parsed, if it was this text: it was not kept).
                    last = _last_parsed[0]
                    url = last if last is not None and last._text == text else cls._parsed(text)
                    _recent_urls[text] = url
                    return url  # type: ignore[return-value]  # cls is URL
        elif isinstance(text, URL):
            text = text._text
        elif isinstance(text, str):
            text = str.__str__(text)
        else:
            raise _not_text(f"{cls.__name__}()", text)
        match = match_plain(text)
        if match is None:  # parse_url's other cases
            match = parse_url(text)
        url = _new(cls)
        _set_match(url, match)
        set_text(url, text)
        if cls is URL and len(text) <= _RECENT_MAX_LENGTH:
            if len(_recent_urls) >= _RECENT_MAXSIZE:
                _recent_urls.clear()
            # A text's first sight keeps only the text (and the last URL
            # parsed, one); its second, the URL (above). Kept at once, every
            # URL of a stream of distinct texts lived on in the cache through
            # the garbage collector's young collections, and the full
            # collections they then set off walked the caller's whole list of
            # texts: 0.35 us a URL at 300,000 URLs, more at a million.
            _recent_urls[text] = False
            _last_parsed[0] = url
        return url

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
            raise _not_text("URL.from_user_input()", text)
        if _build.is_scheme(default_scheme) is None:
            msg = f"invalid default_scheme {default_scheme!r}: not a scheme (RFC 3986 3.1)"
            raise ValueError(msg)
        url = cls(user_input_text(text, default_scheme))
        scheme = url.scheme
        host = url.raw_host
        if scheme in ROOTED_SCHEMES and scheme != "file" and not host:
            msg = f"no URL in {text!r}: {scheme}: URLs need a host (RFC 9110 4.2, RFC 6455 3)"
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
        # pathlib imports urllib.parse, which href.compat does without, and
        # costs import time: only file paths need it.
        from pathlib import PurePath  # noqa: PLC0415

        from href._file_path import file_url_text  # noqa: PLC0415 - imports pathlib

        pure = path if isinstance(path, PurePath) else PurePath(os.fspath(path))
        return cls(file_url_text(pure))

    if TYPE_CHECKING:
        # The signature type checkers see. At run time URL.build is
        # _build_url, after the class: the same keyword-only call.
        # A mapping and the rest apart, as the query builders declare them
        # (_build.QueryArg says why).
        @overload
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
            query: _build.QueryMapping,
            fragment: str | None = None,
        ) -> Self: ...
        @overload
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
            query: str | Query | _build.QueryArg | None = None,
            fragment: str | None = None,
        ) -> Self: ...
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
            query: str | Query | _build.QueryArg | None = None,
            fragment: str | None = None,
        ) -> Self:
            """Build a URL from decoded parts, by keyword; each is encoded as its place needs."""
            ...


_U = TypeVar("_U", bound=URL)


def _not_text(called: str, value: object) -> TypeError:
    """The TypeError for a value that is not text, naming its type and how to convert it.

    A web framework's request URL (Starlette's, httpx's, yarl's) is a class
    named URL too: "expected str, got URL" reads as nonsense, so the type is
    named with its module, and the message says that str() converts it.
    """
    kind = type(value)
    name = _type_name(kind)
    if isinstance(value, os.PathLike):
        # str() of a file path is no URL ("C:\\a b" would parse as a scheme).
        hint = "; a file path's URL is URL.from_file_path(value)"
    elif kind.__module__ != "builtins" and kind.__str__ is not object.__str__:
        # Its own str(): every URL type writes its text so (yarl, httpx, furl...).
        hint = f"; convert it with str(): {called[:-2]}(str(value))"
    else:
        hint = ""
    return TypeError(f"{called} expected str, got {name}{hint}")


def _type_name(kind: type) -> str:
    """``kind``'s name as its users import it: ``yarl.URL``, ``int``, ``a.b.C``."""
    module, name = kind.__module__, kind.__qualname__
    if module == "builtins":
        return name
    # yarl._url.URL is yarl.URL to its users: the package's own name for
    # it, when its top-level module exports the same class.
    top = module.partition(".")[0]
    if getattr(sys.modules.get(top), name, None) is kind:
        return f"{top}.{name}"
    return f"{module}.{name}"


class _RecentURLs(BoundedMemory["URL | bool"]):
    """The URLs parsed lately, by their text, which ``URL(text)`` gives again.

    A text seen once maps to False (its URL is kept only while it is the
    last one parsed, in ``_last_parsed``), a text seen again to its URL.
    At most ``maxsize`` are kept, each of at most ``max_length`` characters
    (so the cache holds at most about 0.5 MB of text). Only ``URL`` itself
    is kept, not subclasses. ``URL.__new__`` writes to it inline, as
    ``keep`` would, without the call.
    """

    __slots__ = ()
    maxsize = 256
    max_length = 2048

    def cache_clear(self) -> None:
        """Forget every URL."""
        self.clear()
        _last_parsed[0] = None


_recent_urls: Final = _RecentURLs()
# Its bounds as module names: a class attribute's read costs about 150
# instructions more (CPython 3.11), twice on the path of every new text.
_RECENT_MAX_LENGTH: Final = _RecentURLs.max_length
_RECENT_MAXSIZE: Final = _RecentURLs.maxsize
# The last URL that URL(text) parsed: the one URL of a text seen once that is kept.
_last_parsed: Final[list[URL | None]] = [None]


# A default only a positional argument can replace: URL.build refuses those.
_NO_POSITIONAL: Final = object()


def _build_url(  # noqa: PLR0915, PLR0917 - inline: see the fast path; positional: see below
    cls: type[_U],
    no_positional: object = _NO_POSITIONAL,
    /,
    scheme: str | None = None,
    user: str | None = None,
    password: str | None = None,
    host: str | Host | None = None,
    port: int | None = None,
    path: str | Path = "",
    query: str | Query | _build.QueryArg | None = None,
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
        and type(scheme) is str
        and type(host) is str
        and type(path) is str
        and (port is None or (type(port) is int and 0 <= port <= 65535))
        and (fragment is None or type(fragment) is str)
    ):
        # The common case, scheme://host[:port]/path?query#fragment, a plain
        # ASCII scheme and host (or a name IDNA writes so), the path, query
        # and fragment encoded here, gives its text as it is: a URL by
        # construction. Inline, as a call would cost 6% of it; the general
        # path below gives the same text wherever this one answers, and
        # words every error (tests/test_fast_paths.py,
        # tests/test_build_fast_paths.py).
        if path and path[0] == "/":
            rest = path
        elif not path and (
            ((query is None or query == {}) and fragment is None)
            or scheme.lower() not in ROOTED_SCHEMES
        ):
            rest = ""
        else:  # after a host, a path starts with "/" (RFC 3986 3.3; 9110 4.2.3)
            rest = f"/{path}"
        if host.isascii() and rest.isascii():
            if not host or ":" in host or "@" in host or "/" in host:
                # A host may not hold ":", "@" or "/" (nor be empty), though a
                # path may: the general path words the error.
                plain, text = False, ""
            else:
                text = (
                    f"{scheme}://{host}{rest}"
                    if port is None
                    else f"{scheme}://{host}:{port}{rest}"
                )
                try:
                    # A 0 for each byte that is not one a plain path may hold (the
                    # bytes are kept for the marks below).
                    flags = (data := text.encode()).translate(PLAIN_URL_TABLE)
                except UnicodeEncodeError:  # a lone surrogate: the general path words it
                    data = flags = b"\0"
                plain = 0 not in flags
                if not plain:
                    marks = data.translate(URL_MARKS)
                    if marks.isalnum() and not (" " in host or "%" in host):
                        # Only spaces and "%" to encode (a file name, "50% off"),
                        # none in the host (nor in the scheme, which the check
                        # below refuses): two replace calls encode the text, as
                        # the path's encoder would.
                        # (A mark other than 1 is there: with no "%", a space.)
                        if 0x70 not in marks:
                            text = text.replace(" ", "%20")
                        else:  # "%" first: the escapes of spaces hold one
                            text = text.replace("%", "%25")
                            if 0x73 in marks:
                                text = text.replace(" ", "%20")
                        plain = True
                    else:
                        # Most often only the path needs encoding: the first byte
                        # to encode is past scheme://authority, which is plain.
                        head_length = len(text) - len(rest)
                        if 0 not in flags[:head_length]:
                            text = text[:head_length] + _build.quote_path(rest)
                            plain = True
        else:
            # A name in another script or a path that needs encoding: the
            # host's text (an ASCII name as given, once checked; the A-labels
            # of another), kept from an earlier call, then the path, encoded
            # (a long one from its first byte to encode). No text with the
            # name or path as given is written or checked (the UTF-8 of such
            # text and a slice of it cost about 3,000 instructions).
            # _ascii_name asks of the name what is asked of an ASCII host
            # above, and that it needs no encoding (a host with a space or
            # "%" takes the general path).
            plain, text = False, ""
            name = _known_host_text(host) or _ascii_name(host)
            if name is not None:
                try:
                    path_text = (
                        _build.quote_path(rest)
                        if len(rest) <= LONG_PATH
                        else _path_memory.long_path_text(rest)
                    )
                    text = (
                        f"{scheme}://{name}{path_text}"
                        if port is None
                        else f"{scheme}://{name}:{port}{path_text}"
                    )
                    plain = True
                except UnicodeEncodeError:  # a lone surrogate: the general path words it
                    pass
        tail = ""  # the fragment, encoded: its "#" is written with the text
        if fragment is not None and plain:
            try:
                tail = _build.quote_fragment(fragment)
            except UnicodeEncodeError:  # a lone surrogate: the general path words it
                plain = False
        # Every character is one a path may hold, the host was checked
        # above, and a scheme has its own syntax.
        if plain and (scheme in COMMON_SCHEMES or _build.is_scheme(scheme) is not None):
            if query is None or (type(query) is dict and not query):  # {}: no query
                url = _new(cls)
                set_text(url, text if fragment is None else f"{text}#{tail}")
                return url
            if type(query) is str:
                # A query as written: "" is an empty one; other text keeps
                # what a query may hold (query_text escapes the rest, or
                # words the error as the general path does).
                query_text = _build.query_text(query) if query else ""
                url = _new(cls)
                set_text(
                    url,
                    f"{text}?{query_text}" if fragment is None else f"{text}?{query_text}#{tail}",
                )
                return url
            if type(query) is dict and (query_text := _form_query.form_query(query)) is not None:
                if "+" in query_text and scheme[0] in PERCENT_FIRST_LETTERS:
                    # A "+" in encoded pairs is a space, which some schemes write %20.
                    query_text = respace(query_text, f"{scheme}:")
                url = _new(cls)
                set_text(
                    url,
                    f"{text}?{query_text}" if fragment is None else f"{text}?{query_text}#{tail}",
                )
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


class _ASCIINames(BoundedMemory[str]):
    """Hosts ``URL.build`` met lately with a name or path to encode, and their text.

    A name in another script maps to its A-labels, an ASCII name that
    needs no encoding to itself. A program builds URLs of a few hosts,
    again and again: UTS 46 and the checks after it cost more than the rest
    of the call, and checking an ASCII name costs what a lookup saves (an
    ``lru_cache`` lookup costs about twice a dict's).
    """

    __slots__ = ()
    maxsize = 1024
    max_length = 253  # the longest DNS name: longer ones are rare, and not kept


_ascii_names: Final = _ASCIINames()
# Its lookup, bound once: a method's lookup costs about 200 instructions a call.
_known_host_text: Final = _ascii_names.get


def _ascii_name(host: str) -> str | None:
    """A host's text after ``//`` as ``_build.host_text`` writes it, if plain, or None.

    An ASCII name as it is, another name's A-labels. None for any other
    host, which ``URL.build``'s fast path leaves to the general path, which
    words the error (a name UTS 46 refuses, a host with a space) or
    brackets it (an IPv6 address). A name is kept in ``_ascii_names``.
    """
    if host.isascii():
        name = host
    elif ":" in host or host[0] == "[":
        return None
    else:
        try:
            name = name_to_ascii(host)
        except ValueError:
            return None
    # What URL.build asks of a host, asked of the name it writes.
    if (
        not name
        or ":" in name
        or "@" in name
        or "/" in name
        or 0 in name.encode().translate(PLAIN_URL_TABLE)
    ):
        return None
    return _ascii_names.keep(host, name)


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


def _built_text(
    *,
    scheme: str | None,
    user: str | None,
    password: str | None,
    host: str | Host | None,
    port: int | None,
    path: str | Path,
    query: str | Query | _build.QueryArg | None,
    fragment: str | None,
) -> str:
    """``URL.build``'s general path: each part checked and encoded, then joined."""
    host_part = _build.host_text(host)
    if host_part is None and (user is not None or password is not None or port is not None):
        msg = "URL.build() needs a host to go with a user, password or port"
        raise ValueError(msg)
    scheme_part = _build.scheme_text(scheme)
    if scheme_part is not None and scheme_part.lower() in DEFAULT_PORTS and not host_part:
        # RFC 9110 4.2, RFC 6455 3, RFC 1738 3.2: these schemes name a host.
        msg = f"URL.build() needs a host for an {scheme_part.lower()} URL, got {host!r}"
        raise ValueError(msg)
    path_part = _build.path_text(
        path, authority=host_part is not None, scheme=scheme_part is not None
    )
    if isinstance(query, Query):
        query = str(query)  # a query as written
    query_part = _build.query_text(query, f"{scheme_part}:" if scheme_part else "")
    fragment_part = _build.fragment_text(fragment)
    if (
        not path_part
        and host_part is not None
        and (query_part is not None or fragment_part is not None)
        and scheme_part is not None
        and scheme_part.lower() in ROOTED_SCHEMES
    ):
        # "https://h?q" and "https://h/?q" mean the same (RFC 9110 4.2.3):
        # write the "/", as browsers and yarl do.
        path_part = "/"
    return _compose(
        scheme=scheme_part,
        userinfo=_userinfo(_build.user_text(user), _build.password_text(password)),
        host=host_part,
        port=_build.port_text(port),
        path=path_part,
        query=query_part,
        fragment=fragment_part,
    )
