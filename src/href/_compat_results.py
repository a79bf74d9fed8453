"""The result classes of :mod:`href.compat`, and urllib.parse's str/bytes coercion.

``urllib.parse`` works on text: bytes arguments are decoded as strict ASCII,
and results encoded back the same way. Its results are named tuples with a
few derived attributes (``username``, ``password``, ``hostname``, ``port``)
read from the ``netloc`` by its own older rules, kept here unchanged.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, AnyStr, Generic, Literal, NamedTuple, overload

__all__ = [
    "DefragResult",
    "DefragResultBytes",
    "ParseResult",
    "ParseResultBytes",
    "ResultBase",
    "SplitResult",
    "SplitResultBytes",
    "coerce_args",
    "unsplit",
    "urlunparse",
    "urlunsplit",
    "uses_netloc",
]

# Schemes whose URLs urlunsplit writes with "//" even when the netloc is empty.
uses_netloc = ["", "ftp", "http", "gopher", "nntp", "telnet", "imap", "wais", "file", "mms",
               "https", "shttp", "snews", "prospero", "rtsp", "rtsps", "rtspu", "rsync",
               "svn", "svn+ssh", "sftp", "nfs", "git", "git+ssh", "ws", "wss"]  # fmt: skip


def _keep(value: object) -> object:
    return value


def _to_bytes(value: object) -> object:
    return value.encode("ascii", "strict")  # type: ignore[attr-defined]


def coerce_args(*args: object) -> tuple[object, ...]:
    """Return the arguments as text, then the function that converts a result back.

    The first argument decides: text stays text; anything else is decoded
    as strict ASCII (a falsy value becomes ``""``). A later argument of the
    other kind raises, unless it is empty (the ``scheme=""`` default).
    """
    text = isinstance(args[0], str)
    for arg in args[1:]:
        if arg and isinstance(arg, str) is not text:
            msg = "Cannot mix str and non-str arguments"
            raise TypeError(msg)
    if text:
        return (*args, _keep)
    decoded = tuple(arg.decode("ascii", "strict") if arg else "" for arg in args)  # type: ignore[attr-defined]
    return (*decoded, _to_bytes)


def components_of(components: object) -> tuple[object, ...]:
    """Return the parts given to ``urlunsplit``/``urlunparse`` as a tuple.

    A non-iterable gets the very TypeError that ``urllib.parse`` raises for
    it: Python words that message after the callee, which there is
    ``urllib.parse._coerce_args``, and old callers may match on it.
    """
    try:
        iterator = iter(components)  # type: ignore[call-overload]
    except TypeError:
        msg = (
            "urllib.parse._coerce_args() argument after * must be an iterable, "
            f"not {type(components).__name__}"
        )
        raise TypeError(msg) from None
    return tuple(iterator)


def unsplit(scheme: str, netloc: str, path: str, query: str, fragment: str) -> str:
    """Join the five parts as ``urllib.parse.urlunsplit`` does (empty means absent)."""
    # A netloc needs "//" in front and a "/" after; so do the schemes known to
    # have one, unless the path would then read as a netloc.
    if netloc or (scheme and scheme in uses_netloc and path[:2] != "//"):
        if path and path[:1] != "/":
            path = "/" + path
        path = "//" + (netloc or "") + path
    if scheme:
        path = scheme + ":" + path
    if query:
        path = path + "?" + query
    if fragment:
        path = path + "#" + fragment
    return path


# -- netloc attributes, by urllib.parse's rules ------------------------------------------------


def _userinfo(netloc: AnyStr) -> tuple[AnyStr | None, AnyStr | None]:
    at, colon = ("@", ":") if isinstance(netloc, str) else (b"@", b":")
    userinfo, found, _ = netloc.rpartition(at)
    if not found:
        return None, None
    user, found, password = userinfo.partition(colon)
    return user, (password if found else None)


def _hostinfo(netloc: AnyStr) -> tuple[AnyStr, AnyStr | None]:
    at, colon, opening, closing = (
        ("@", ":", "[", "]") if isinstance(netloc, str) else (b"@", b":", b"[", b"]")
    )
    hostport = netloc.rpartition(at)[2]
    _, bracket, rest = hostport.partition(opening)
    if bracket:
        # Whatever stands between "]" and the next ":" is ignored.
        host, _, after = rest.partition(closing)
        port = after.partition(colon)[2]
    else:
        host, _, port = hostport.partition(colon)
    return host, (port or None)


class _NetlocAttributes(Generic[AnyStr]):
    """The attributes urllib.parse derives from a result's netloc."""

    __slots__ = ()

    if TYPE_CHECKING:

        @property
        def netloc(self) -> AnyStr:
            """The network location, as written."""

    @property
    def username(self) -> AnyStr | None:
        """Return the user name: the userinfo up to its first ``:``, or None."""
        return _userinfo(self.netloc)[0]

    @property
    def password(self) -> AnyStr | None:
        """Return the password: the userinfo after its first ``:``, or None."""
        return _userinfo(self.netloc)[1]

    @property
    def hostname(self) -> AnyStr | None:
        """Return the host in lower case (an IPv6 zone id kept as written), or None."""
        host = _hostinfo(self.netloc)[0]
        if not host:
            return None
        percent = "%" if isinstance(host, str) else b"%"
        address, found, zone = host.partition(percent)
        return address.lower() + found + zone

    @property
    def port(self) -> int | None:
        """Return the port as an int, or None.

        Raises:
            ValueError: if the port is not ASCII digits or is above 65535.
        """
        port = _hostinfo(self.netloc)[1]
        if port is None:
            return None
        if not (port.isdigit() and port.isascii()):
            msg = f"Port could not be cast to integer value as {port!r}"
            raise ValueError(msg)
        number = int(port)
        if not 0 <= number <= 65535:
            msg = "Port out of range 0-65535"
            raise ValueError(msg)
        return number


# -- the named tuples --------------------------------------------------------------------------


class _DefragBase(NamedTuple):
    url: str
    fragment: str


class _DefragBytesBase(NamedTuple):
    url: bytes
    fragment: bytes


class _SplitBase(NamedTuple):
    scheme: str
    netloc: str
    path: str
    query: str
    fragment: str


class _SplitBytesBase(NamedTuple):
    scheme: bytes
    netloc: bytes
    path: bytes
    query: bytes
    fragment: bytes


class _ParseBase(NamedTuple):
    scheme: str
    netloc: str
    path: str
    params: str
    query: str
    fragment: str


class _ParseBytesBase(NamedTuple):
    scheme: bytes
    netloc: bytes
    path: bytes
    params: bytes
    query: bytes
    fragment: bytes


# urllib.parse names its base named tuples after the text classes, for both the
# text and the bytes twins; argument errors of the constructors quote that name.
_BASE_NAMES: tuple[tuple[Any, str], ...] = (
    (_DefragBase, "DefragResult"),
    (_DefragBytesBase, "DefragResult"),
    (_SplitBase, "SplitResult"),
    (_SplitBytesBase, "SplitResult"),
    (_ParseBase, "ParseResult"),
    (_ParseBytesBase, "ParseResult"),
)
for _base, _name in _BASE_NAMES:
    _base.__new__.__qualname__ = f"{_name}.__new__"
del _base, _name


def _encoded(result: tuple[str, ...], encoding: str, errors: str) -> list[bytes]:
    return [part.encode(encoding, errors) for part in result]


def _decoded(result: tuple[bytes, ...], encoding: str, errors: str) -> list[str]:
    return [part.decode(encoding, errors) for part in result]


class DefragResult(_DefragBase):
    """``urldefrag``'s result for text: (url, fragment).

    >>> DefragResult("http://a/b", "top").geturl()
    'http://a/b#top'
    """

    __slots__ = ()

    def geturl(self) -> str:
        """Return the URL with its fragment again (none if the fragment is empty)."""
        return self.url + "#" + self.fragment if self.fragment else self.url

    def encode(self, encoding: str = "ascii", errors: str = "strict") -> DefragResultBytes:
        """Return the bytes twin, each field encoded."""
        return DefragResultBytes(*_encoded(self, encoding, errors))


class DefragResultBytes(_DefragBytesBase):
    """``urldefrag``'s result for bytes: (url, fragment)."""

    __slots__ = ()

    def geturl(self) -> bytes:
        """Return the URL with its fragment again (none if the fragment is empty)."""
        return self.url + b"#" + self.fragment if self.fragment else self.url

    def decode(self, encoding: str = "ascii", errors: str = "strict") -> DefragResult:
        """Return the text twin, each field decoded."""
        return DefragResult(*_decoded(self, encoding, errors))


class ResultBase(_NetlocAttributes[str]):
    """The netloc attributes of the text results (urllib.parse keeps this name public)."""

    __slots__ = ()


class SplitResult(_SplitBase, ResultBase):
    """``urlsplit``'s result for text: (scheme, netloc, path, query, fragment).

    >>> SplitResult("http", "u@h:80", "/p", "q", "").port
    80
    """

    __slots__ = ()

    def geturl(self) -> str:
        """Return the URL these parts make (``urlunsplit``)."""
        return urlunsplit(self)

    def encode(self, encoding: str = "ascii", errors: str = "strict") -> SplitResultBytes:
        """Return the bytes twin, each field encoded."""
        return SplitResultBytes(*_encoded(self, encoding, errors))


class SplitResultBytes(_SplitBytesBase, _NetlocAttributes[bytes]):
    """``urlsplit``'s result for bytes: (scheme, netloc, path, query, fragment)."""

    __slots__ = ()

    def geturl(self) -> bytes:
        """Return the URL these parts make (``urlunsplit``)."""
        return urlunsplit(self)

    def decode(self, encoding: str = "ascii", errors: str = "strict") -> SplitResult:
        """Return the text twin, each field decoded."""
        return SplitResult(*_decoded(self, encoding, errors))


class ParseResult(_ParseBase, ResultBase):
    """``urlparse``'s result for text: (scheme, netloc, path, params, query, fragment).

    >>> ParseResult("http", "H", "/p", "x", "", "").geturl()
    'http://H/p;x'
    """

    __slots__ = ()

    def geturl(self) -> str:
        """Return the URL these parts make (``urlunparse``)."""
        return urlunparse(self)

    def encode(self, encoding: str = "ascii", errors: str = "strict") -> ParseResultBytes:
        """Return the bytes twin, each field encoded."""
        return ParseResultBytes(*_encoded(self, encoding, errors))


class ParseResultBytes(_ParseBytesBase, _NetlocAttributes[bytes]):
    """``urlparse``'s result for bytes: (scheme, netloc, path, params, query, fragment)."""

    __slots__ = ()

    def geturl(self) -> bytes:
        """Return the URL these parts make (``urlunparse``)."""
        return urlunparse(self)

    def decode(self, encoding: str = "ascii", errors: str = "strict") -> ParseResult:
        """Return the text twin, each field decoded."""
        return ParseResult(*_decoded(self, encoding, errors))


# -- joining parts -----------------------------------------------------------------------------


@overload
def urlunsplit(components: Iterable[None]) -> Literal[b""]: ...  # type: ignore[overload-overlap]
@overload
def urlunsplit(components: Iterable[AnyStr | None]) -> AnyStr: ...
def urlunsplit(components: Iterable[object]) -> str | bytes:
    """Join the five parts of ``urlsplit`` into a URL (empty parts are left out).

    >>> urlunsplit(("http", "a", "b", "", "f"))
    'http://a/b#f'
    """
    scheme, netloc, path, query, fragment, back = coerce_args(*components_of(components))
    return back(unsplit(scheme, netloc, path, query, fragment))  # type: ignore[arg-type,operator,no-any-return]


@overload
def urlunparse(components: Iterable[None]) -> Literal[b""]: ...  # type: ignore[overload-overlap]
@overload
def urlunparse(components: Iterable[AnyStr | None]) -> AnyStr: ...
def urlunparse(components: Iterable[object]) -> str | bytes:
    """Join the six parts of ``urlparse`` into a URL (empty parts are left out).

    >>> urlunparse(("http", "a", "/b", "p", "q", ""))
    'http://a/b;p?q'
    """
    scheme, netloc, path, params, query, fragment, back = coerce_args(*components_of(components))
    if params:
        path = f"{path};{params}"
    return back(urlunsplit((scheme, netloc, path, query, fragment)))  # type: ignore[arg-type,operator,no-any-return]


# urllib.parse links each text result class to its bytes twin, and back.
_TWINS: tuple[tuple[Any, Any], ...] = (
    (DefragResult, DefragResultBytes),
    (SplitResult, SplitResultBytes),
    (ParseResult, ParseResultBytes),
)
for _text, _bytes in _TWINS:
    _text._encoded_counterpart = _bytes
    _bytes._decoded_counterpart = _text
del _text, _bytes
