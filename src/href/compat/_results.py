"""The result classes of :mod:`href.compat`, and urllib.parse's str/bytes coercion.

``urllib.parse`` works on text: bytes arguments are decoded as strict ASCII,
and results encoded back the same way. Its results are named tuples with a
few derived attributes (``username``, ``password``, ``hostname``, ``port``)
read from the ``netloc`` by its own older rules, kept here unchanged.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import (
    TYPE_CHECKING,
    Any,
    AnyStr,
    ClassVar,
    Literal,
    NamedTuple,
    Self,
    TypeVar,
    cast,
    overload,
)

from href.compat._netloc import NetlocAttributes

__all__ = [
    "KEEPING_EMPTY",
    "PY312",
    "PY313",
    "PY314",
    "PY315",
    "UNSPECIFIED",
    "DefragResult",
    "DefragResultBytes",
    "ParseResult",
    "ParseResultBytes",
    "ResultBase",
    "SplitResult",
    "SplitResultBytes",
    "coerce_args",
    "join_parts",
    "unsplit",
    "urlunparse",
    "urlunsplit",
    "uses_netloc",
]

_T = TypeVar("_T")

# urllib.parse changes from one CPython minor version to the next; href.compat is
# the urllib.parse of the interpreter it runs on, and asks these where they differ.
# (Variables, not bare sys.version_info tests, so mypy checks every branch.)
PY312 = sys.version_info >= (3, 12)
PY313 = sys.version_info >= (3, 13)
PY314 = sys.version_info >= (3, 14)
PY315 = sys.version_info >= (3, 15)

# Schemes whose URLs urlunsplit writes with "//" even when the netloc is empty.
uses_netloc = ["", "ftp", "http", "gopher", "nntp", "telnet", "imap", "wais", "file", "mms",
               "https", "shttp", "snews", "prospero", "rtsp", "rtsps", "rtspu", "rsync",
               "svn", "svn+ssh", "sftp", "nfs", "git", "git+ssh", "ws", "wss"]  # fmt: skip
if PY312:
    # gh-104139: Apple's over-the-air installs (itms-services://?action=...).
    uses_netloc.append("itms-services")


def _keep(value: object) -> object:
    return value


def _to_bytes(value: object) -> object:
    return value.encode("ascii", "strict")  # type: ignore[attr-defined]


def coerce_args(*args: object) -> tuple[object, ...]:
    """Return the arguments as text, then the function that converts a result back.

    Up to 3.14 the first argument decides: text stays text; anything else is
    decoded as strict ASCII (a falsy value becomes ``""``). A later argument
    of the other kind raises, unless it is empty (the ``scheme=""`` default).
    From 3.15 (gh-67041, where None means absent) the first non-empty
    argument decides, then the first that is not None, then text; None
    stays None.
    """
    if PY315:
        return _coerce_args_315(args)
    text = isinstance(args[0], str)
    for arg in args[1:]:
        if arg and isinstance(arg, str) is not text:
            msg = "Cannot mix str and non-str arguments"
            raise TypeError(msg)
    if text:
        return (*args, _keep)
    decoded = tuple(arg.decode("ascii", "strict") if arg else "" for arg in args)  # type: ignore[attr-defined]
    return (*decoded, _to_bytes)


def _coerce_args_315(args: tuple[object, ...]) -> tuple[object, ...]:
    text: bool | None = None
    for arg in args:
        if arg:
            if text is None:
                text = isinstance(arg, str)
            elif isinstance(arg, str) is not text:
                msg = "Cannot mix str and non-str arguments"
                raise TypeError(msg)
    if text is None:
        text = next((isinstance(arg, str) for arg in args if arg is not None), True)
    if text:
        return (*args, _keep)
    decoded = tuple(
        arg.decode("ascii", "strict") if arg else (None if arg is None else "")  # type: ignore[attr-defined]
        for arg in args
    )
    return (*decoded, _to_bytes)


def _coerce_args(*components: object) -> tuple[object, ...]:
    return components


# urllib.parse passes the parts on with f(*components); for a non-iterable the
# interpreter words the TypeError after the callee (urllib.parse._coerce_args up
# to 3.14, no name from 3.15), so the callee here bears urllib.parse's name and
# each interpreter says what its urllib.parse says.
_coerce_args.__module__ = "urllib.parse"


def components_of(components: object) -> tuple[object, ...]:
    """Return the parts given to ``urlunsplit``/``urlunparse`` as a tuple.

    A non-iterable gets the very TypeError that ``urllib.parse`` raises for it.
    """
    return _coerce_args(*components)  # type: ignore[misc]  # TypeError is the point


def unsplit(scheme: str, netloc: str, path: str, query: str, fragment: str) -> str:
    """Join the five parts as ``urllib.parse.urlunsplit`` does (empty means absent)."""
    if not PY313:
        # A netloc needs "//" in front and a "/" after; so do the schemes known
        # to have one, unless the path would then read as a netloc.
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
    # 3.13 (gh-67693, gh-85110): a scheme known to have a netloc gets an empty
    # one only where the path is empty or rooted, so "http:a" stays relative;
    # and a path starting "//" gets an empty netloc in front, so it cannot
    # read as one.
    return join_parts(
        scheme or None,
        netloc if netloc else _empty_netloc(scheme, path),
        path,
        query or None,
        fragment or None,
    )


def _empty_netloc(scheme: str | None, path: str) -> str | None:
    """Return "" where urlunsplit writes an empty netloc for a falsy one, else None."""
    if scheme and scheme in uses_netloc and (not path or path[:1] == "/"):
        return ""
    return None


def join_parts(
    scheme: str | None,
    netloc: str | None,
    path: str,
    query: str | None,
    fragment: str | None,
) -> str:
    """Join five parts, None meaning absent and "" empty (3.14's rule, and keep_empty's)."""
    if netloc is not None:
        if path and path[:1] != "/":
            path = "/" + path
        path = "//" + netloc + path
    elif path[:2] == "//":
        # Without it the path's first segment would read as a netloc.
        path = "//" + path
    if scheme:
        path = scheme + ":" + path
    if query is not None:
        path = path + "?" + query
    if fragment is not None:
        path = path + "#" + fragment
    return path


# -- the named tuples --------------------------------------------------------------------------


class _DefragBase(NamedTuple):
    """DefragResult's fields: the URL without its fragment, and the fragment."""

    url: str
    fragment: str


class _DefragBytesBase(NamedTuple):
    """DefragResultBytes's fields: the URL without its fragment, and the fragment."""

    url: bytes
    fragment: bytes


class _SplitBase(NamedTuple):
    """SplitResult's fields: the five parts of a URL, as written."""

    scheme: str
    netloc: str
    path: str
    query: str
    fragment: str


class _SplitBytesBase(NamedTuple):
    """SplitResultBytes's fields: the five parts of a URL, as written."""

    scheme: bytes
    netloc: bytes
    path: bytes
    query: bytes
    fragment: bytes


class _ParseBase(NamedTuple):
    """ParseResult's fields: the five parts of a URL and the RFC 1808 parameters."""

    scheme: str
    netloc: str
    path: str
    params: str
    query: str
    fragment: str


class _ParseBytesBase(NamedTuple):
    """ParseResultBytes's fields: the five parts of a URL and the RFC 1808 parameters."""

    scheme: bytes
    netloc: bytes
    path: bytes
    params: bytes
    query: bytes
    fragment: bytes


# urllib.parse names its base named tuples after the text classes, for both the
# text and the bytes twins, and from 3.14 "_<Name>Base"; argument errors of the
# constructors quote that name.
_BASE_NAMES: tuple[tuple[Any, str], ...] = (
    (_DefragBase, "DefragResult"),
    (_DefragBytesBase, "DefragResult"),
    (_SplitBase, "SplitResult"),
    (_SplitBytesBase, "SplitResult"),
    (_ParseBase, "ParseResult"),
    (_ParseBytesBase, "ParseResult"),
)
for _base, _name in _BASE_NAMES:
    _base.__new__.__qualname__ = f"_{_name}Base.__new__" if PY314 else f"{_name}.__new__"
del _base, _name  # pyright: ignore[reportPossiblyUnboundVariable] - the loop runs


def _encoded(result: tuple[str | None, ...], encoding: str, errors: str) -> list[bytes | None]:
    # None (an absent part, from missing_as_none) stays None.
    return [None if part is None else part.encode(encoding, errors) for part in result]


def _decoded(result: tuple[bytes | None, ...], encoding: str, errors: str) -> list[str | None]:
    return [None if part is None else part.decode(encoding, errors) for part in result]


class _Result:
    """What every result class has: the missing_as_none flag, and 3.15's copying."""

    __slots__ = ()

    if TYPE_CHECKING:
        # The twin class (set below for each class, as urllib.parse does).
        _encoded_counterpart: ClassVar[Any]
        _decoded_counterpart: ClassVar[Any]

    #: True on the results of ``missing_as_none=True``: there None is an absent
    #: part and "" an empty one, and urlunsplit/urlunparse keep the difference.
    #: (urllib.parse 3.15 keeps the flag in a slot; a tuple subclass can have
    #: none before 3.15, so here each result class has a twin that says True.)
    _keep_empty: bool = False

    def __setstate__(self, state: object) -> None:
        """Take the flag that a result pickled by urllib.parse 3.15 carries, as its class.

        3.15 keeps ``_keep_empty`` in a slot, so its pickles end with the state
        ``(None, {"_keep_empty": flag})``; a result must unpickle on any version.
        """
        slots = state[1] if isinstance(state, tuple) and len(state) == 2 else None
        if isinstance(slots, dict) and slots.get("_keep_empty") and not self._keep_empty:
            # Same layout (a tuple, no slots of its own), so the class may change.
            object.__setattr__(self, "__class__", _TWIN_KEEPING_EMPTY[type(self)])

    if PY315:
        # 3.15: results are immutable, so a copy is the result itself.
        def __copy__(self) -> Self:
            return self

        def __deepcopy__(self, memo: object) -> Self:
            return self


class DefragResult(_DefragBase, _Result):
    """``urldefrag``'s result for text: (url, fragment).

    >>> DefragResult("http://a/b", "top").geturl()
    'http://a/b#top'
    """

    __slots__ = ()

    def geturl(self) -> str:
        """Return the URL with its fragment again (none if the fragment is empty or absent).

        An empty fragment is kept only in the result of ``missing_as_none=True``.
        """
        fragment = self.fragment
        if fragment or (fragment is not None and self._keep_empty):
            return self.url + "#" + fragment
        return self.url

    def encode(self, encoding: str = "ascii", errors: str = "strict") -> DefragResultBytes:
        """Return the bytes twin, each field encoded."""
        return self._encoded_counterpart(*_encoded(self, encoding, errors))  # type: ignore[no-any-return]


class DefragResultBytes(_DefragBytesBase, _Result):
    """``urldefrag``'s result for bytes: (url, fragment)."""

    __slots__ = ()

    def geturl(self) -> bytes:
        """Return the URL with its fragment again (none if the fragment is empty or absent)."""
        fragment = self.fragment
        if fragment or (fragment is not None and self._keep_empty):
            return self.url + b"#" + fragment
        return self.url

    def decode(self, encoding: str = "ascii", errors: str = "strict") -> DefragResult:
        """Return the text twin, each field decoded."""
        return self._decoded_counterpart(*_decoded(self, encoding, errors))  # type: ignore[no-any-return]


class ResultBase(NetlocAttributes[str]):
    """The netloc attributes of the text results (urllib.parse keeps this name public)."""

    __slots__ = ()


class SplitResult(_SplitBase, ResultBase, _Result):
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
        return self._encoded_counterpart(*_encoded(self, encoding, errors))  # type: ignore[no-any-return]


class SplitResultBytes(_SplitBytesBase, NetlocAttributes[bytes], _Result):
    """``urlsplit``'s result for bytes: (scheme, netloc, path, query, fragment)."""

    __slots__ = ()

    def geturl(self) -> bytes:
        """Return the URL these parts make (``urlunsplit``)."""
        return urlunsplit(self)

    def decode(self, encoding: str = "ascii", errors: str = "strict") -> SplitResult:
        """Return the text twin, each field decoded."""
        return self._decoded_counterpart(*_decoded(self, encoding, errors))  # type: ignore[no-any-return]


class ParseResult(_ParseBase, ResultBase, _Result):
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
        return self._encoded_counterpart(*_encoded(self, encoding, errors))  # type: ignore[no-any-return]


class ParseResultBytes(_ParseBytesBase, NetlocAttributes[bytes], _Result):
    """``urlparse``'s result for bytes: (scheme, netloc, path, params, query, fragment)."""

    __slots__ = ()

    def geturl(self) -> bytes:
        """Return the URL these parts make (``urlunparse``)."""
        return urlunparse(self)

    def decode(self, encoding: str = "ascii", errors: str = "strict") -> ParseResult:
        """Return the text twin, each field decoded."""
        return self._decoded_counterpart(*_decoded(self, encoding, errors))  # type: ignore[no-any-return]


def _keeping_empty(cls: type[_T]) -> type[_T]:
    """Return the twin of a result class whose results keep empty parts (missing_as_none).

    It has the same name (repr, type name and messages are the same) and a
    module-level qualified name of its own, so its results pickle as such.
    """
    # A subclass of cls, which pyright cannot tell from type()'s three arguments.
    twin = cast("type[_T]", type(cls.__name__, (cls,), {"__slots__": (), "_keep_empty": True}))
    twin.__qualname__ = f"_{cls.__name__}KeepingEmpty"
    twin.__module__ = cls.__module__
    return twin


_DefragResultKeepingEmpty = _keeping_empty(DefragResult)
_DefragResultBytesKeepingEmpty = _keeping_empty(DefragResultBytes)
_SplitResultKeepingEmpty = _keeping_empty(SplitResult)
_SplitResultBytesKeepingEmpty = _keeping_empty(SplitResultBytes)
_ParseResultKeepingEmpty = _keeping_empty(ParseResult)
_ParseResultBytesKeepingEmpty = _keeping_empty(ParseResultBytes)

# Every result class's twin, the bytes ones too (for unpickling, above).
_TWIN_KEEPING_EMPTY: dict[type, type] = {
    DefragResult: _DefragResultKeepingEmpty,
    DefragResultBytes: _DefragResultBytesKeepingEmpty,
    SplitResult: _SplitResultKeepingEmpty,
    SplitResultBytes: _SplitResultBytesKeepingEmpty,
    ParseResult: _ParseResultKeepingEmpty,
    ParseResultBytes: _ParseResultBytesKeepingEmpty,
}

#: The class of a ``missing_as_none=True`` result, by the class of the default one.
KEEPING_EMPTY: dict[type, type] = {
    DefragResult: _DefragResultKeepingEmpty,
    SplitResult: _SplitResultKeepingEmpty,
    ParseResult: _ParseResultKeepingEmpty,
}


# -- joining parts -----------------------------------------------------------------------------

_CANNOT_KEEP_EMPTY = (
    "Cannot distinguish between empty and not defined URI components in the result of "
    "parsing URL with missing_as_none=False"
)


def _keeps_empty(components: object, keep_empty: object) -> bool:
    """Return whether urlunsplit/urlunparse keep empty parts: asked, or as the result says.

    Raises:
        ValueError: if asked to keep them for a result that has none (missing_as_none=False).
    """
    if keep_empty is UNSPECIFIED:
        return bool(getattr(components, "_keep_empty", False))
    if keep_empty and not getattr(components, "_keep_empty", True):
        raise ValueError(_CANNOT_KEEP_EMPTY)
    return bool(keep_empty)


def _coerce_parts(components: object, keep_empty: object) -> tuple[object, ...]:
    """Return coerce_args() of the parts; 3.15's rules wherever empty parts are kept.

    Before 3.15 a None part (absent, from missing_as_none) would decide for
    bytes; with keep_empty, None is absent on every version, as in 3.15.
    """
    parts = components_of(components)
    if not PY315 and (keep_empty is True or getattr(components, "_keep_empty", False)):
        return _coerce_args_315(parts)
    return coerce_args(*parts)


class _Unspecified:
    """The default of ``keep_empty``: keep empty parts if the result kept them."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "<not specified>"


UNSPECIFIED: Any = _Unspecified()


@overload
def urlunsplit(components: Iterable[None], *, keep_empty: bool = ...) -> Literal[b""]: ...  # type: ignore[overload-overlap]
@overload
def urlunsplit(components: Iterable[AnyStr | None], *, keep_empty: bool = ...) -> AnyStr: ...
def urlunsplit(components: Iterable[object], *, keep_empty: bool = UNSPECIFIED) -> str | bytes:
    """Join the five parts of ``urlsplit`` into a URL (empty parts are left out).

    With ``keep_empty`` true (or for a result of ``missing_as_none=True``),
    None parts are left out and empty ones written: ``?`` stays ``?``.

    Raises:
        ValueError: if ``keep_empty`` is true for a result of ``missing_as_none=False``.

    >>> urlunsplit(("http", "a", "b", "", "f"))
    'http://a/b#f'
    >>> urlunsplit(("http", "a", "/b", "", None), keep_empty=True)
    'http://a/b?'
    """
    scheme, netloc, path, query, fragment, back = _coerce_parts(components, keep_empty)
    if _keeps_empty(components, keep_empty):
        text = join_parts(scheme, netloc, path, query, fragment)  # type: ignore[arg-type]
    else:
        text = unsplit(scheme, netloc, path, query, fragment)  # type: ignore[arg-type]
    return back(text)  # type: ignore[operator,no-any-return]


@overload
def urlunparse(components: Iterable[None], *, keep_empty: bool = ...) -> Literal[b""]: ...  # type: ignore[overload-overlap]
@overload
def urlunparse(components: Iterable[AnyStr | None], *, keep_empty: bool = ...) -> AnyStr: ...
def urlunparse(components: Iterable[object], *, keep_empty: bool = UNSPECIFIED) -> str | bytes:
    """Join the six parts of ``urlparse`` into a URL (empty parts are left out).

    ``keep_empty`` is as for ``urlunsplit``.

    Raises:
        ValueError: if ``keep_empty`` is true for a result of ``missing_as_none=False``.

    >>> urlunparse(("http", "a", "/b", "p", "q", ""))
    'http://a/b;p?q'
    """
    scheme, netloc, path, params, query, fragment, back = _coerce_parts(components, keep_empty)
    if _keeps_empty(components, keep_empty):
        if params is not None:
            path = f"{path};{params}"
        text = join_parts(scheme, netloc, path, query, fragment)  # type: ignore[arg-type]
        return back(text)  # type: ignore[operator,no-any-return]
    if PY314:
        # 3.14 decides on an empty netloc by the path without its parameters.
        if not netloc:
            netloc = _empty_netloc(scheme, path)  # type: ignore[arg-type]
        if params:
            path = f"{path};{params}"
        text = join_parts(scheme or None, netloc, path, query or None, fragment or None)  # type: ignore[arg-type]
        return back(text)  # type: ignore[operator,no-any-return]
    if params:
        path = f"{path};{params}"
    text = unsplit(scheme, netloc, path, query, fragment)  # type: ignore[arg-type]
    return back(text)  # type: ignore[operator,no-any-return]


# urllib.parse links each text result class to its bytes twin, and back.
_TWINS: tuple[tuple[Any, Any], ...] = (
    (DefragResult, DefragResultBytes),
    (SplitResult, SplitResultBytes),
    (ParseResult, ParseResultBytes),
    (_DefragResultKeepingEmpty, _DefragResultBytesKeepingEmpty),
    (_SplitResultKeepingEmpty, _SplitResultBytesKeepingEmpty),
    (_ParseResultKeepingEmpty, _ParseResultBytesKeepingEmpty),
)
for _text, _bytes in _TWINS:
    _text._encoded_counterpart = _bytes
    _bytes._decoded_counterpart = _text
del _text, _bytes  # pyright: ignore[reportPossiblyUnboundVariable] - the loop runs
